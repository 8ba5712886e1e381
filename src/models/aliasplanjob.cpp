// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/aliasplanjob.h"

#include "models/session.h"

#include <QLoggingCategory>

#include <algorithm>

namespace ForwardDesk::Models {

namespace {
Q_LOGGING_CATEGORY(lc, "forwarddesk.models.aliasplanjob", QtInfoMsg)
} // namespace

AliasPlanJob::AliasPlanJob(Session *session, QList<AliasChange> changes, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_changes(std::move(changes))
    , m_total(static_cast<int>(
          std::count_if(m_changes.cbegin(), m_changes.cend(), [](const AliasChange &c) { return c.needsRequest(); })))
{
    if (session) {
        connect(session, &QObject::destroyed, this, &AliasPlanJob::onSessionDestroyed);
    }
}

AliasPlanJob::~AliasPlanJob() = default;

void AliasPlanJob::start()
{
    if (m_running) {
        return;
    }
    m_running = true;
    m_stopRequested = false;
    m_next = 0;
    m_handled = 0;
    qCDebug(lc) << "applying" << m_total << "of" << m_changes.size() << "changes";
    runStep();
}

void AliasPlanJob::stop()
{
    m_stopRequested = true;
}

void AliasPlanJob::runStep()
{
    while (m_next < m_changes.size() && !m_changes.at(m_next).needsRequest()) {
        ++m_next;
    }
    if (m_stopRequested || !m_session || m_next >= m_changes.size()) {
        m_running = false;
        emit finished(m_handled, m_handled < m_total);
        return;
    }
    const AliasChange &change = m_changes.at(m_next);
    emit progress(static_cast<int>(m_next), m_handled, m_total);
    // Accepted without the record (200 {} or 204): the service made the change, so it is done; Session reads
    // the shown domain again, and the dialog reads the account again for its next preview.
    const auto done = [this](const Core::ApiResult<Core::Alias> &result) {
        stepDone(result.accepted() ? Core::ApiError() : result.error());
    };
    if (change.kind == AliasChange::Kind::Create) {
        m_session->createAliasIn(change.domainId, change.draft, this, done);
    } else {
        m_session->updateAliasIn(change.domainId, change.current.id, change.draft, this, done);
    }
}

void AliasPlanJob::stepDone(const Core::ApiError &error)
{
    if (!m_running) {
        return;
    }
    ++m_handled;
    emit changeFinished(static_cast<int>(m_next), error);
    ++m_next;
    runStep();
}

void AliasPlanJob::onSessionDestroyed()
{
    m_sessionLost = true;
    if (!m_running) {
        return;
    }
    // The session's client runs no handlers when it goes: the answer under way will never come.
    qCDebug(lc) << "the session went away after" << m_handled << "of" << m_total << "changes";
    m_running = false;
    emit finished(m_handled, true);
}

} // namespace ForwardDesk::Models
