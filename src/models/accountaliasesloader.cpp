// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/accountaliasesloader.h"

#include "models/domainmodel.h"
#include "models/session.h"

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
    m_pending.clear();
    m_done.clear();
    if (!m_session) {
        emit failed(QString(), noSession());
        return;
    }
    const auto domains = m_session->domains()->domains();
    for (const Core::Domain &domain : domains) {
        if (m_only.isEmpty() || domain.id == m_only) {
            m_pending.append(DomainAliases{domain.id, domain.name, {}});
        }
    }
    loadNext();
}

void AccountAliasesLoader::loadNext()
{
    const int total = static_cast<int>(m_pending.size() + m_done.size());
    emit progress(static_cast<int>(m_done.size()), total);
    if (m_pending.isEmpty()) {
        emit loaded(m_done);
        return;
    }
    if (!m_session) {
        emit failed(QString(), noSession());
        return;
    }
    m_loading = true;
    m_session->listAliasesOf(m_pending.constFirst().domainId, this, [this](Core::ApiResult<QList<Core::Alias>> result) {
        m_loading = false;
        DomainAliases domain = m_pending.takeFirst();
        if (!result.ok()) {
            emit failed(domain.domainName, result.error());
            return;
        }
        domain.aliases = result.takeValue();
        m_done.append(domain);
        loadNext();
    });
}

void AccountAliasesLoader::onSessionDestroyed()
{
    if (!m_loading) {
        return;
    }
    // The session's client runs no handlers when it goes: the list asked for will never come.
    m_loading = false;
    m_pending.clear();
    emit failed(QString(), noSession());
}

} // namespace ForwardDesk::Models
