// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/apierror.h"
#include "models/domainaliases.h"

#include <QList>
#include <QObject>
#include <QPointer>

namespace ForwardDesk::Models {

class Session;

/// Asks the service for the aliases of every domain of the account, one domain after another, for export,
/// import and find-and-replace (which look at all domains, not only the one the Aliases pane shows).
///
/// Usage: construct with the session, connect loaded() and failed(), start(). When the session goes away
/// while it reads (the account was switched or signed out), it ends with failed() and a Cancelled error.
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

signals:
    void progress(int done, int total);
    void loaded(const QList<ForwardDesk::Models::DomainAliases> &account);
    void failed(const QString &domainName, const ForwardDesk::Core::ApiError &error);

private:
    void loadNext();
    void onSessionDestroyed();

    QPointer<Session> m_session;
    QString m_only;
    QList<DomainAliases> m_pending;
    QList<DomainAliases> m_done;
    bool m_loading = false;
};

} // namespace ForwardDesk::Models
