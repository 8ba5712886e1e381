// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/accountaliasesloader.h"

#include "models/domainmodel.h"
#include "models/session.h"

#include <utility>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Models {

namespace {
Core::ApiError noSession()
{
    return Core::ApiError(Core::ApiError::Kind::Cancelled, 0,
                          u"the session went away: the account was switched or signed out"_s);
}
} // namespace

AccountAliasesLoader::AccountAliasesLoader(Session *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
{
    if (session) {
        connect(session, &QObject::destroyed, this, &AccountAliasesLoader::onSessionDestroyed);
    }
}

AccountAliasesLoader::~AccountAliasesLoader() = default;

void AccountAliasesLoader::start()
{
    ++m_run;
    m_domains.clear();
    m_next = 0;
    m_underWay = 0;
    m_read = 0;
    m_running = false;
    if (!m_session) {
        emit failed(QString(), noSession());
        return;
    }
    const auto domains = m_session->domains()->domains();
    for (const Core::Domain &domain : domains) {
        if (m_only.isEmpty() || domain.id == m_only) {
            m_domains.append(DomainAliases{domain.id, domain.name, {}});
        }
    }
    emit progress(0, static_cast<int>(m_domains.size()));
    if (m_domains.isEmpty()) {
        emit loaded({});
        return;
    }
    m_running = true;
    askMore();
}

void AccountAliasesLoader::askMore()
{
    const quint64 run = m_run;
    // The session's client may answer at once (offline, say): the loop checks again after each request.
    while (m_running && run == m_run && m_underWay < RequestsUnderWay && m_next < m_domains.size()) {
        if (!m_session) {
            fail(QString(), noSession());
            return;
        }
        const qsizetype index = m_next++;
        ++m_underWay;
        m_session->listAliasesOf(
            m_domains.at(index).domainId, this,
            [this, run, index](Core::ApiResult<QList<Core::Alias>> result) { onListed(run, index, std::move(result)); },
            Core::ApiClient::Urgency::Background, Core::RecordText::Dropped);
    }
}

void AccountAliasesLoader::onListed(quint64 run, qsizetype index, Core::ApiResult<QList<Core::Alias>> result)
{
    if (run != m_run || !m_running) {
        return; // an answer of a run that has ended
    }
    --m_underWay;
    if (!result.ok()) {
        fail(m_domains.at(index).domainName, result.error());
        return;
    }
    m_domains[index].aliases = result.takeValue();
    ++m_read;
    emit progress(m_read, static_cast<int>(m_domains.size()));
    if (m_read == m_domains.size()) {
        m_running = false;
        emit loaded(std::exchange(m_domains, {}));
        return;
    }
    askMore();
}

void AccountAliasesLoader::fail(QString domainName, const Core::ApiError &error)
{
    m_running = false;
    m_domains.clear(); // the name is a copy: it may have been one of them
    emit failed(domainName, error);
}

void AccountAliasesLoader::onSessionDestroyed()
{
    if (!m_running) {
        return;
    }
    // The session's client runs no handlers when it goes: the lists asked for will never come.
    fail(QString(), noSession());
}

} // namespace ForwardDesk::Models
