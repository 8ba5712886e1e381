// SPDX-License-Identifier: GPL-3.0-or-later
#include "aliasbulkjob.h"

#include "aliasmodel.h"
#include "session.h"

#include <QLoggingCategory>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Models {

namespace {
Q_LOGGING_CATEGORY(lc, "forwarddesk.models.aliasbulkjob", QtInfoMsg)
} // namespace

AliasBulkJob::AliasBulkJob(Session *session, Action action, QList<Core::Alias> aliases, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_action(action)
    , m_aliases(std::move(aliases))
    , m_domainId(session ? session->aliases()->domainId() : QString())
{ }

AliasBulkJob::~AliasBulkJob() = default;

void AliasBulkJob::start()
{
    if (m_running) {
        return;
    }
    m_running = true;
    m_stopRequested = false;
    m_next = 0;
    qCDebug(lc) << "bulk" << m_action << "of" << m_aliases.size() << "aliases";
    runStep();
}

void AliasBulkJob::stop()
{
    m_stopRequested = true;
    if (m_waitForRow) {
        // No answer is awaited: end now rather than when the unconfirmed row settles.
        disconnect(m_waitForRow);
        disconnect(m_waitForReset);
        runStep();
    }
}

void AliasBulkJob::runStep()
{
    if (!m_running) {
        return;
    }
    // Stopped, or the alias model shows another domain now: the remaining aliases are not touched.
    const bool stopped = m_stopRequested || !m_session || m_session->aliases()->domainId() != m_domainId;
    if (stopped || m_next >= m_aliases.size()) {
        finish();
        return;
    }
    const Core::Alias &item = m_aliases.at(m_next);
    emit progress(static_cast<int>(m_next), static_cast<int>(m_aliases.size()), item);

    if (m_action == Action::Delete) {
        m_session->deleteAlias(item.id, this, [this](const Core::ApiResult<Core::Done> &result) {
            stepDone(result.accepted() ? Core::ApiError() : result.error());
        });
        return;
    }

    const bool enable = m_action == Action::Enable;
    const AliasModel *model = m_session->aliases();
    const int row = model->rowOf(item.id);
    if (row < 0) {
        stepDone(Core::ApiError(Core::ApiError::Kind::NotFound, 0, u"the alias is not in the list any more"_s));
        return;
    }
    if (model->isEnabledPending(item.id)) {
        // The row shows a change the service has not confirmed yet: decide once it has answered.
        m_waitForRow = connect(model, &QAbstractItemModel::dataChanged, this, &AliasBulkJob::resumeAfterPending);
        m_waitForReset = connect(model, &QAbstractItemModel::modelReset, this, &AliasBulkJob::resumeAfterPending);
        return;
    }
    const Core::Alias alias = model->aliasAt(row);
    if (alias.enabled == enable) {
        stepDone(Core::ApiError()); // nothing to change: reported as done
        return;
    }
    // Not optimistic: each row changes only when the service has confirmed its request.
    m_session->updateAliasEnabled(item.id, enable, this, [this](const Core::ApiResult<Core::Alias> &result) {
        stepDone(result.accepted() ? Core::ApiError() : result.error());
    });
}

void AliasBulkJob::resumeAfterPending()
{
    if (m_session && m_next < m_aliases.size() && !m_stopRequested
        && m_session->aliases()->isEnabledPending(m_aliases.at(m_next).id)) {
        return; // another row changed; this one still waits
    }
    disconnect(m_waitForRow);
    disconnect(m_waitForReset);
    runStep();
}

void AliasBulkJob::stepDone(const Core::ApiError &error)
{
    emit aliasFinished(m_aliases.at(m_next), error);
    ++m_next;
    runStep();
}

void AliasBulkJob::finish()
{
    m_running = false;
    emit finished(static_cast<int>(m_next));
}

} // namespace ForwardDesk::Models
