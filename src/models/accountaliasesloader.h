// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/apierror.h"
#include "core/apiresult.h"
#include "models/domainaliases.h"

#include <QList>
#include <QObject>
#include <QPointer>

namespace ForwardDesk::Models {

class Session;

/// Asks the service for the aliases of every domain of the account, for export, import and find-and-replace
/// (which look at all domains, not only the one the Aliases pane shows).
///
/// Several domains are asked for at once (RequestsUnderWay): an account of 1,000 domains is one request per
/// domain, and one after another most of the time would go to waiting for each answer. The lists come back
/// in any order; loaded() gives them in the order of the domain list. They are asked for as background requests
/// (Core::ApiClient::Urgency::Background), so that what the user does in the window meanwhile goes first.
///
/// The aliases come without their text as the service sent it (`raw` is empty, Core::RecordText::Dropped): what
/// reads them writes files and plans changes from their fields, and an account's worth of texts would be decoded
/// and held for nothing.
///
/// Usage: construct with the session, connect progress(), loaded() and failed(), start(). The first list that
/// fails ends it with failed(); the answers still under way are then left unread. When the session goes away
/// while it reads (the account was switched or signed out), it ends with failed(), an empty domain name and a
/// Cancelled error.
class AccountAliasesLoader final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AccountAliasesLoader)

public:
    explicit AccountAliasesLoader(Session *session, QObject *parent = nullptr);
    ~AccountAliasesLoader() override;

    /// Loads only the domain with @p domainId (export of one domain); all domains when empty.
    void setDomainFilter(const QString &domainId) { m_only = domainId; }
    void start();

    /// Domains asked for at once: twice the connections Qt opens to one host, so that each connection has the next
    /// request waiting when an answer ends and the service never waits for the client to ask again (against six,
    /// the aliases of 1,000 domains from the sandbox came in about 8% less time; with four, a fifth more). The
    /// ones waiting for a connection are background requests: a request made meanwhile in a pane goes first.
    static constexpr int RequestsUnderWay = 12;

signals:
    /// @p done of @p total domains read: (0, total) when it starts, then once per domain.
    void progress(int done, int total);
    void loaded(const QList<ForwardDesk::Models::DomainAliases> &account);
    void failed(const QString &domainName, const ForwardDesk::Core::ApiError &error);

private:
    void askMore();
    void onListed(quint64 run, qsizetype index, Core::ApiResult<QList<Core::Alias>> result);
    void fail(QString domainName, const Core::ApiError &error);
    void onSessionDestroyed();

    QPointer<Session> m_session;
    QString m_only;
    QList<DomainAliases> m_domains; ///< every domain to read, in the domain list's order; filled as lists come
    qsizetype m_next = 0; ///< the first domain of m_domains not asked for yet
    int m_underWay = 0;
    int m_read = 0;
    bool m_running = false;
    quint64 m_run = 0; ///< which start() an answer belongs to: one of an earlier run, or after the end, is dropped
};

} // namespace ForwardDesk::Models
