// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/alias.h"
#include "core/aliasdraft.h"
#include "core/apierror.h"
#include "core/apikey.h"
#include "core/apiresult.h"
#include "core/domain.h"

#include <QDateTime>
#include <QObject>
#include <QUrl>

#include <array>
#include <functional>

class QTimer;

namespace ForwardDesk::Core {
class ApiClient;
}

namespace ForwardDesk::Models {

class AliasModel;
class ApiKeyModel;
class DomainModel;
class LogModel;
class RequestLogModel;

/// One signed-in account: owns the API client, the models and their refreshes.
///
/// Usage: construct with the service URL and key, call open(); watch stateChanged() and the models.
/// Panes ask the session for work and pass a context object (usually themselves) and a handler for the
/// outcome; the session updates its models only once the service has confirmed a change, so nothing
/// disappears from a table before that. Panes never talk to the network layer themselves.
class Session final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Session)

public:
    enum class State { Idle, Connecting, Connected, Failed };
    Q_ENUM(State)

    template <typename T>
    using Handler = std::function<void(Core::ApiResult<T>)>;

    Session(const QUrl &serviceUrl, const QString &apiKey, QObject *parent = nullptr);
    ~Session() override;

    [[nodiscard]] Core::ApiClient *client() const { return m_client; }
    [[nodiscard]] DomainModel *domains() const { return m_domains; }
    [[nodiscard]] AliasModel *aliases() const { return m_aliases; }
    [[nodiscard]] LogModel *logs() const { return m_logs; }
    [[nodiscard]] ApiKeyModel *apiKeys() const { return m_apiKeys; }
    [[nodiscard]] RequestLogModel *requestLog() const { return m_requestLog; }
    [[nodiscard]] State state() const { return m_state; }
    [[nodiscard]] Core::ApiError lastError() const { return m_lastError; }
    [[nodiscard]] QDateTime lastRefresh() const { return m_lastRefresh; }
    [[nodiscard]] QUrl apiRoot() const;

    /// The lists a session loads, for listReport().
    enum class List { Domains, Aliases, Logs, ApiKeys };
    Q_ENUM(List)
    /// What the last load of @p list left out as unreadable (and why paging ended); empty before a load.
    /// Read it on domainsLoaded(), aliasesLoaded(), logsLoaded() or apiKeysLoaded().
    [[nodiscard]] Core::ListReport listReport(List list) const;

    /// Uses a remembered API root instead of probing for it.
    void setKnownApiRoot(const QUrl &root);
    /// Replaces the key (after "Invalid token", or when the user picks a new one); memory only.
    void setApiKey(const QString &apiKey);

    /// Finds the API root (once) and loads the domains.
    void open();
    void refreshDomains();
    /// Loads the aliases of one domain into aliases().
    void loadAliases(const QString &domainId);
    /// Loads the newest @p limit log entries into logs() (one reset).
    void refreshLogs(int limit);
    /// Loads again and adds only entries not shown yet, at the top (follow mode).
    void pollNewLogs(int limit);
    void refreshApiKeys();

    void createDomain(const QString &name, QObject *context, const Handler<Core::Domain> &handler);
    void deleteDomain(const QString &domainId, QObject *context, const Handler<Core::Done> &handler);
    /// A 409 "already verified" is reported as success: the domain is active.
    void verifyDomain(const QString &domainId, QObject *context, const Handler<Core::Domain> &handler);

    void createAlias(const Core::AliasDraft &draft, QObject *context, const Handler<Core::Alias> &handler);
    void updateAlias(const QString &aliasId, const Core::AliasDraft &draft, QObject *context,
                     const Handler<Core::Alias> &handler);
    /// Shows the new state at once and rolls it back if the service refuses.
    void setAliasEnabled(const QString &aliasId, bool enabled, QObject *context, const Handler<Core::Alias> &handler);
    void deleteAlias(const QString &aliasId, QObject *context, const Handler<Core::Done> &handler);

    void createApiKey(const QString &name, QObject *context, const Handler<Core::NewApiKey> &handler);
    void deleteApiKey(const QString &keyId, QObject *context, const Handler<Core::Done> &handler);

signals:
    void stateChanged(ForwardDesk::Models::Session::State state);
    /// A step of loading finished ("discover", "domains", "aliases", "logs", "keys"), with its duration.
    void stepFinished(const QString &step, qint64 milliseconds, int items);
    /// The API root was found; worth remembering with the profile.
    void apiRootDiscovered(const QUrl &root);
    void domainsLoaded();
    void aliasesLoaded(const QString &domainId);
    void logsLoaded(int added);
    void apiKeysLoaded();
    /// Loading something failed; the pane that shows it puts up a banner with Retry.
    void loadFailed(const ForwardDesk::Core::ApiError &error);
    void aliasesLoadFailed(const ForwardDesk::Core::ApiError &error);
    void logsLoadFailed(const ForwardDesk::Core::ApiError &error);
    void apiKeysLoadFailed(const ForwardDesk::Core::ApiError &error);
    /// The service refused the key, during any request.
    void invalidToken();

private:
    void setState(State state);
    void fail(const Core::ApiError &error);
    void adjustAliasCount(const QString &domainId, int delta);
    void keepDraft(const QString &aliasId, const Core::AliasDraft &draft);

    std::array<Core::ListReport, 4> m_listReports;

    Core::ApiClient *m_client;
    DomainModel *m_domains;
    AliasModel *m_aliases;
    LogModel *m_logs;
    ApiKeyModel *m_apiKeys;
    RequestLogModel *m_requestLog;
    QString m_apiKey;
    State m_state = State::Idle;
    Core::ApiError m_lastError;
    QDateTime m_lastRefresh;
    bool m_rootKnown = false;
    bool m_logsLoading = false;
};

} // namespace ForwardDesk::Models
