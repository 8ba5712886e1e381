// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/alias.h"
#include "core/aliasdraft.h"
#include "core/apiclient.h"
#include "core/apierror.h"
#include "core/apikey.h"
#include "core/apiresult.h"
#include "core/domain.h"
#include "models/changejournal.h"
#include "models/offlinesnapshot.h"

#include <QDateTime>
#include <QObject>
#include <QUrl>

#include <array>
#include <functional>
#include <memory>

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
    /// Asked when loading the domains failed; returns true after it called showOffline() instead.
    using OfflineFallback = std::function<bool(const Core::ApiError &error)>;

    Session(const QUrl &serviceUrl, const QString &apiKey, QObject *parent = nullptr);
    ~Session() override;

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
    /// How long one request may take before it fails as a timeout.
    void setRequestTimeout(int milliseconds);
    /// How often and how soon a failed read is tried again (tests shorten it).
    void setRetryPolicy(const Core::ApiClient::RetryPolicy &policy);
    /// The largest answer bodies read, for records and lists and for errors (tests lower them).
    void setBodyLimits(qint64 recordBytes, qint64 errorBytes);
    /// How many requests wait for a new key after the service refused the current one.
    [[nodiscard]] int waitingRequestCount() const;

    /// Whether the service refuses a PATCH without every field (422 "field required"): then a change of
    /// some fields only (`enabled` of a toggle, `destinations` of a replace or an import) first reads the alias
    /// as the service has it and sends that back with those fields changed.
    /// Learnt from the first refusal; worth remembering with the profile (see patchStyleLearned()).
    [[nodiscard]] bool patchNeedsEveryField() const { return m_patchNeedsEveryField; }
    void setPatchNeedsEveryField(bool needsEveryField);

    /// Finds the API root (once) and loads the domains; the request that finds the root brings the first list.
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
    /// Shows the new state at once and rolls it back if the service refuses. Changes only `enabled` at the
    /// service, whatever else changed there since the last load. False (and no request, no handler call)
    /// when the alias is not in aliases() or a change of it is still on its way.
    bool setAliasEnabled(const QString &aliasId, bool enabled, QObject *context, const Handler<Core::Alias> &handler);
    /// Like setAliasEnabled() but not optimistic: the row changes once the service has confirmed.
    void updateAliasEnabled(const QString &aliasId, bool enabled, QObject *context,
                            const Handler<Core::Alias> &handler);
    void deleteAlias(const QString &aliasId, QObject *context, const Handler<Core::Done> &handler);

    /// The current aliases of domain @p domainId (any domain), without touching aliases(); with
    /// Urgency::Background for one of many such reads (see Core::ApiClient::Urgency), and RecordText::Dropped
    /// where only their fields are read (no `raw`).
    void listAliasesOf(const QString &domainId, QObject *context, const Handler<QList<Core::Alias>> &handler,
                       Core::ApiClient::Urgency urgency = Core::ApiClient::Urgency::Interactive,
                       Core::RecordText text = Core::RecordText::Kept);
    /// Creates an alias in domain @p domainId (any domain); aliases() shows it when it shows that domain.
    void createAliasIn(const QString &domainId, const Core::AliasDraft &draft, QObject *context,
                       const Handler<Core::Alias> &handler);
    /// Changes alias @p aliasId of domain @p domainId (any domain); aliases() follows when it shows it. Only
    /// the fields named by @p draft's `fields` change at the service, whatever else changed there since the last
    /// load (see patchNeedsEveryField()).
    void updateAliasIn(const QString &domainId, const QString &aliasId, const Core::AliasDraft &draft, QObject *context,
                       const Handler<Core::Alias> &handler);

    /// Asks the service for the current aliases of domain @p domainId (any domain, not only the one
    /// aliases() holds) and reports the one with id @p aliasId or, when that is empty, the one whose
    /// address is @p address. A NotFound error when there is none.
    void findAlias(const QString &domainId, const QString &aliasId, const QString &address, QObject *context,
                   const Handler<Core::Alias> &handler);
    /// Turns forwarding off for @p alias of domain @p domainId (any domain); when aliases() shows that
    /// domain, loads it again so that it shows the service's state.
    void disableAlias(const QString &domainId, const Core::Alias &alias, QObject *context,
                      const Handler<Core::Alias> &handler);

    void createApiKey(const QString &name, QObject *context, const Handler<Core::NewApiKey> &handler);
    void deleteApiKey(const QString &keyId, QObject *context, const Handler<Core::Done> &handler);

    /// Asks the service for the newest @p limit log entries, or for the domains, without touching the models
    /// (background checks such as alerts must not disturb what the panes show).
    void peekLogs(int limit, QObject *context, const Handler<QList<Core::LogEntry>> &handler);
    void peekDomains(QObject *context, const Handler<QList<Core::Domain>> &handler);

    /// Lets @p fallback show cached data when the service cannot be reached (OfflineController does).
    void setOfflineFallback(OfflineFallback fallback);
    /// Shows @p snapshot read-only: the models hold it, loads are served from it, changes are refused (a
    /// Network error, nothing is queued) and API keys are not shown, until open() or refreshDomains()
    /// reaches the service again. Emits offlineChanged(true) and domainsLoaded().
    void showOffline(OfflineSnapshot snapshot);
    [[nodiscard]] bool isOffline() const { return m_offline != nullptr; }
    /// When the data shown offline was loaded; invalid while online.
    [[nodiscard]] QDateTime offlineSavedAt() const;

signals:
    void stateChanged(ForwardDesk::Models::Session::State state);
    /// A step of loading finished ("discover", "domains", "aliases", "logs", "keys"), with its duration.
    void stepFinished(const QString &step, qint64 milliseconds, int items);
    /// The API root was found; worth remembering with the profile.
    void apiRootDiscovered(const QUrl &root);
    /// The service turned out to want every field in a PATCH; worth remembering with the profile.
    void patchStyleLearned(bool needsEveryField);
    void domainsLoaded();
    void aliasesLoaded(const QString &domainId);
    void logsLoaded(int added);
    void apiKeysLoaded();
    /// The service confirmed the deletion of @p alias of domain @p domainId (as it was before).
    void aliasDeleted(const QString &domainId, const ForwardDesk::Core::Alias &alias);
    /// Loading something failed; the pane that shows it puts up a banner with Retry.
    void loadFailed(const ForwardDesk::Core::ApiError &error);
    void aliasesLoadFailed(const ForwardDesk::Core::ApiError &error);
    void logsLoadFailed(const ForwardDesk::Core::ApiError &error);
    void apiKeysLoadFailed(const ForwardDesk::Core::ApiError &error);
    /// The service refused the key, during any request.
    void invalidToken();
    /// The session started or stopped showing cached data (isOffline()).
    void offlineChanged(bool offline);

private:
    // Signing in and switching accounts hold requests for a new key and give up on them.
    friend class AccountController;

    /// The network layer: for the session and AccountController only, never for panes.
    [[nodiscard]] Core::ApiClient *client() const { return m_client; }
    void setState(State state);
    void fail(const Core::ApiError &error);
    /// Shows the domain list of refresh @p ticket (or fails with its error).
    void showDomains(Core::ApiResult<QList<Core::Domain>> result, quint64 ticket, qint64 elapsedMs);
    void adjustAliasCount(const QString &domainId, int delta);
    /// Changes `enabled` of an alias of @p domainId at the service and nothing else (see patchNeedsEveryField()).
    void patchEnabled(const QString &domainId, const QString &aliasId, bool enabled, QObject *context,
                      const Handler<Core::Alias> &handler);
    /// Changes the fields named by @p change and nothing else: a PATCH of those fields alone, or, for a
    /// service that wants every field, what the service has now with those fields changed.
    void patchAlias(const QString &domainId, const QString &aliasId, const Core::AliasDraft &change, QObject *context,
                    const Handler<Core::Alias> &handler);
    void patchFromCurrent(const QString &domainId, const QString &aliasId, const Core::AliasDraft &change,
                          QObject *context, const Handler<Core::Alias> &handler);
    /// True (and @p handler told so, later) when the session shows cached data: changes are not sent.
    template <typename T>
    bool refuseWhileOffline(QObject *context, const Handler<T> &handler);
    void keepDraft(const QString &aliasId, const Core::AliasDraft &draft);
    /// Shows a confirmed change of the aliases of @p domainId now, and again over any list answer of that
    /// domain whose request was sent before it (see ChangeJournal).
    void applyAliasChange(const QString &domainId, const std::function<void()> &change);
    void applyDomainChange(const std::function<void()> &change);
    void applyApiKeyChange(const std::function<void()> &change);

    std::array<Core::ListReport, 4> m_listReports;
    // Confirmed changes that a list answer on its way must not undo, per model.
    ChangeJournal m_domainChanges;
    ChangeJournal m_aliasChanges;
    ChangeJournal m_apiKeyChanges;

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
    bool m_patchNeedsEveryField = false;
    std::unique_ptr<OfflineSnapshot> m_offline; ///< the cached data shown while the service is out of reach
    OfflineFallback m_offlineFallback;
};

} // namespace ForwardDesk::Models
