// SPDX-License-Identifier: GPL-3.0-or-later
// Every operation of one signed-in account: loading, changes with their optimistic rows and rollbacks, and
// the offline fallback. It stays one file because each operation follows the same pattern against the
// same models; splitting it by resource would spread that pattern over several classes sharing state.
#include "session.h"

#include "aliasmodel.h"
#include "apikeymodel.h"
#include "core/apiclient.h"
#include "domainmodel.h"
#include "logmodel.h"
#include "requestlogmodel.h"

#include <QElapsedTimer>
#include <QLoggingCategory>
#include <QTimer>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Models {

namespace {
Q_LOGGING_CATEGORY(lc, "forwarddesk.models.session", QtInfoMsg)

/// A 422 that names a field as missing: the service wants every field in a PATCH.
bool asksForEveryField(const Core::ApiError &error)
{
    if (error.kind() != Core::ApiError::Kind::Validation) {
        return false;
    }
    const QList<Core::FieldError> fields = error.fieldErrors();
    return std::any_of(fields.cbegin(), fields.cend(), [](const Core::FieldError &field) {
        return field.type == u"missing"_s || field.message.contains(u"field required"_s, Qt::CaseInsensitive);
    });
}

std::shared_ptr<QElapsedTimer> startedClock()
{
    auto clock = std::make_shared<QElapsedTimer>();
    clock->start();
    return clock;
}

Core::ApiError offlineError()
{
    return {Core::ApiError::Kind::Network, 0, u"offline: showing cached data, changes are not sent"_s};
}
} // namespace

Session::Session(const QUrl &serviceUrl, const QString &apiKey, QObject *parent)
    : QObject(parent)
    , m_client(new Core::ApiClient(this))
    , m_domains(new DomainModel(this))
    , m_aliases(new AliasModel(this))
    , m_logs(new LogModel(this))
    , m_apiKeys(new ApiKeyModel(this))
    , m_requestLog(new RequestLogModel(this))
{
    qRegisterMetaType<Core::ApiError>();
    const Core::ApiError urlError = m_client->setServiceUrl(serviceUrl);
    if (urlError.isError()) {
        m_lastError = urlError;
    }
    setApiKey(apiKey);
    connect(m_client, &Core::ApiClient::requestLogged, m_requestLog, &RequestLogModel::append);
    connect(m_client, &Core::ApiClient::invalidTokenReceived, this, [this] {
        // Also when the request waits for a new key and no handler says so: the state shows it.
        m_lastError = Core::ApiError(Core::ApiError::Kind::InvalidToken, 0, u"Invalid token"_s);
        setState(State::Failed);
        emit invalidToken();
    });
}

Session::~Session() = default;

QUrl Session::apiRoot() const
{
    return m_rootKnown ? m_client->apiRoot() : QUrl();
}

Core::ListReport Session::listReport(List list) const
{
    return m_listReports.at(static_cast<std::size_t>(list));
}

void Session::setKnownApiRoot(const QUrl &root)
{
    m_client->setApiRoot(root);
    m_rootKnown = root.isValid() && !root.isEmpty();
}

void Session::setApiKey(const QString &apiKey)
{
    m_apiKey = apiKey;
    m_client->setApiKey(apiKey);
}

void Session::setRequestTimeout(int milliseconds)
{
    m_client->setRequestTimeout(milliseconds);
}

void Session::setRetryPolicy(const Core::ApiClient::RetryPolicy &policy)
{
    m_client->setRetryPolicy(policy);
}

void Session::setBodyLimits(qint64 recordBytes, qint64 errorBytes)
{
    m_client->setBodyLimits(recordBytes, errorBytes);
}

int Session::waitingRequestCount() const
{
    return m_client->waitingRequestCount();
}

void Session::setState(State state)
{
    if (m_state != state) {
        m_state = state;
        emit stateChanged(state);
    }
}

void Session::fail(const Core::ApiError &error)
{
    m_lastError = error;
    qCInfo(lc) << "load failed:" << error.toString();
    if (m_offlineFallback && m_offlineFallback(error)) {
        return; // cached data is shown instead
    }
    setState(State::Failed);
    emit loadFailed(error);
}

void Session::open()
{
    if (m_lastError.kind() == Core::ApiError::Kind::InsecureUrl) {
        fail(m_lastError);
        return;
    }
    setState(State::Connecting);
    if (m_rootKnown) {
        refreshDomains();
        return;
    }
    auto clock = startedClock();
    // The request that finds the root asks for the domain list too: its answer is the first list shown.
    const quint64 ticket = m_domainChanges.startRefresh();
    m_client->discoverApiRoot(
        this,
        [this, clock, ticket](const Core::ApiResult<QUrl> &result) {
            if (!result.ok()) {
                m_domainChanges.abandonRefresh(ticket);
                fail(result.error());
                return;
            }
            m_rootKnown = true;
            emit stepFinished(u"discover"_s, clock->elapsed(), 0);
            emit apiRootDiscovered(result.value());
            clock->start(); // the "domains" step: what is left of the list once the root is known
        },
        [this, clock, ticket](Core::ApiResult<QList<Core::Domain>> result) {
            showDomains(std::move(result), ticket, clock->elapsed());
        });
}

void Session::refreshDomains()
{
    auto clock = startedClock();
    const quint64 ticket = m_domainChanges.startRefresh();
    m_client->listDomains(this, [this, clock, ticket](Core::ApiResult<QList<Core::Domain>> result) {
        showDomains(std::move(result), ticket, clock->elapsed());
    });
}

void Session::showDomains(Core::ApiResult<QList<Core::Domain>> result, quint64 ticket, qint64 elapsedMs)
{
    if (!result.ok()) {
        m_domainChanges.abandonRefresh(ticket);
        fail(result.error());
        return;
    }
    if (!m_domainChanges.isCurrent(ticket)) {
        m_domainChanges.abandonRefresh(ticket);
        qCInfo(lc) << "dropped a domain list sent before the one shown";
        return;
    }
    const auto count = static_cast<int>(result.value().size());
    m_listReports[std::size_t(List::Domains)] = result.listReport();
    m_domains->setDomains(result.takeValue());
    m_domainChanges.finishRefresh(ticket); // changes confirmed after the request was sent stay
    m_lastRefresh = QDateTime::currentDateTime();
    m_lastError = {};
    if (m_offline) {
        m_offline.reset();
        emit offlineChanged(false);
    }
    setState(State::Connected);
    emit stepFinished(u"domains"_s, elapsedMs, count);
    emit domainsLoaded();
}

void Session::loadAliases(const QString &domainId)
{
    const int row = m_domains->rowOf(domainId);
    const QString name = row >= 0 ? m_domains->domains().at(row).name : QString();
    if (m_aliases->domainId() != domainId) {
        // The rows go first: renaming the domain of 50,000 rows would have them sorted again, for nothing.
        m_aliases->setAliases({});
        m_aliases->setDomain(domainId, name);
    }
    if (m_offline) {
        QTimer::singleShot(0, this, [this, domainId] {
            if (!m_offline || m_aliases->domainId() != domainId) {
                return;
            }
            if (!m_offline->aliases.contains(domainId)) {
                emit aliasesLoadFailed(offlineError()); // never opened while online: nothing kept
                return;
            }
            m_aliases->setAliases(m_offline->aliases.value(domainId));
            emit aliasesLoaded(domainId);
        });
        return;
    }
    auto clock = startedClock();
    const quint64 ticket = m_aliasChanges.startRefresh(domainId);
    m_client->listAliases(domainId, this, [this, clock, domainId, ticket](Core::ApiResult<QList<Core::Alias>> result) {
        if (m_aliases->domainId() != domainId) {
            m_aliasChanges.abandonRefresh(ticket);
            return; // the user moved on to another domain meanwhile
        }
        if (!result.ok()) {
            m_aliasChanges.abandonRefresh(ticket);
            emit aliasesLoadFailed(result.error());
            return;
        }
        if (!m_aliasChanges.isCurrent(ticket)) {
            m_aliasChanges.abandonRefresh(ticket);
            qCInfo(lc) << "dropped an alias list sent before the one shown";
            return;
        }
        const auto count = static_cast<int>(result.value().size());
        m_listReports[std::size_t(List::Aliases)] = result.listReport();
        m_aliases->setAliases(result.takeValue());
        m_aliasChanges.finishRefresh(ticket); // changes confirmed after the request was sent stay
        emit stepFinished(u"aliases"_s, clock->elapsed(), count);
        emit aliasesLoaded(domainId);
    });
}

void Session::refreshLogs(int limit)
{
    if (m_offline) {
        QTimer::singleShot(0, this, [this] {
            if (m_offline) {
                m_logs->setEntries(m_offline->logs);
                emit logsLoaded(static_cast<int>(m_offline->logs.size()));
            }
        });
        return;
    }
    auto clock = startedClock();
    m_logsLoading = true;
    m_client->listLogs(limit, this, [this, clock](Core::ApiResult<QList<Core::LogEntry>> result) {
        if (!result.ok()) {
            m_logsLoading = false;
            emit logsLoadFailed(result.error());
            return;
        }
        const auto count = static_cast<int>(result.value().size());
        m_listReports[std::size_t(List::Logs)] = result.listReport();
        // Many entries are made ready on a worker thread; polls wait until they are in. The client's lists hold
        // each id once.
        m_logs->loadEntries(result.takeValue(), Models::LogModel::Ids::Unique, [this, clock, count] {
            m_logsLoading = false;
            emit stepFinished(u"logs"_s, clock->elapsed(), count);
            emit logsLoaded(count);
        });
    });
}

void Session::pollNewLogs(int limit)
{
    if (m_logsLoading || m_offline) {
        return; // a slow answer is still on its way (do not pile up requests), or nothing new can come
    }
    m_logsLoading = true;
    m_client->listLogs(limit, this, [this](Core::ApiResult<QList<Core::LogEntry>> result) {
        m_logsLoading = false;
        if (!result.ok()) {
            emit logsLoadFailed(result.error());
            return;
        }
        m_listReports[std::size_t(List::Logs)] = result.listReport();
        emit logsLoaded(m_logs->mergeNewer(result.takeValue()));
    });
}

void Session::refreshApiKeys()
{
    if (m_offline) {
        QTimer::singleShot(0, this, [this] { emit apiKeysLoadFailed(offlineError()); }); // keys are not kept
        return;
    }
    auto clock = startedClock();
    const quint64 ticket = m_apiKeyChanges.startRefresh();
    m_client->listApiKeys(this, [this, clock, ticket](const Core::ApiResult<QList<Core::ApiKey>> &result) {
        if (!result.ok()) {
            m_apiKeyChanges.abandonRefresh(ticket);
            emit apiKeysLoadFailed(result.error());
            return;
        }
        if (!m_apiKeyChanges.isCurrent(ticket)) {
            m_apiKeyChanges.abandonRefresh(ticket);
            qCInfo(lc) << "dropped a key list sent before the one shown";
            return;
        }
        m_listReports[std::size_t(List::ApiKeys)] = result.listReport();
        m_apiKeys->setKeys(result.value());
        m_apiKeyChanges.finishRefresh(ticket); // changes confirmed after the request was sent stay
        m_apiKeys->markKeyInUse(m_apiKey);
        emit stepFinished(u"keys"_s, clock->elapsed(), static_cast<int>(result.value().size()));
        emit apiKeysLoaded();
    });
}

void Session::createDomain(const QString &name, QObject *context, const Handler<Core::Domain> &handler)
{
    if (refuseWhileOffline(context, handler)) {
        return;
    }
    m_client->createDomain(name, context, [this, handler](const Core::ApiResult<Core::Domain> &result) {
        if (result.ok()) {
            const Core::Domain domain = result.value();
            applyDomainChange([this, domain] { m_domains->upsertDomain(domain); });
        } else if (result.recordUnknown()) {
            refreshDomains(); // created, but the answer did not say as what: read the list
        }
        handler(result);
    });
}

void Session::deleteDomain(const QString &domainId, QObject *context, const Handler<Core::Done> &handler)
{
    if (refuseWhileOffline(context, handler)) {
        return;
    }
    m_client->deleteDomain(domainId, context, [this, domainId, handler](const Core::ApiResult<Core::Done> &result) {
        if (result.ok()) {
            applyDomainChange([this, domainId] { m_domains->removeDomain(domainId); });
            if (m_aliases->domainId() == domainId) {
                m_aliases->setAliases({});
                m_aliases->setDomain(QString(), QString());
            }
        }
        handler(result);
    });
}

void Session::verifyDomain(const QString &domainId, QObject *context, const Handler<Core::Domain> &handler)
{
    if (refuseWhileOffline(context, handler)) {
        return;
    }
    m_client->verifyDomain(domainId, context, [this, domainId, handler](const Core::ApiResult<Core::Domain> &result) {
        if (result.ok() && !result.value().name.isEmpty()) {
            const Core::Domain domain = result.value();
            applyDomainChange([this, domain] { m_domains->upsertDomain(domain); });
        } else if (!result.ok() && result.error().kind() == Core::ApiError::Kind::AlreadyVerified) {
            applyDomainChange([this, domainId] {
                const int row = m_domains->rowOf(domainId);
                if (row >= 0) {
                    Core::Domain domain = m_domains->domains().at(row);
                    domain.status = Core::Domain::Status::Active;
                    m_domains->upsertDomain(domain);
                }
            });
        } else if (result.ok() || result.recordUnknown()) {
            refreshDomains(); // the answer did not carry the domain: ask for the current state
        }
        handler(result);
    });
}

void Session::adjustAliasCount(const QString &domainId, int delta)
{
    const int row = m_domains->rowOf(domainId);
    if (row < 0 || m_domains->domains().at(row).aliasCount < 0) {
        return;
    }
    // The count itself, not the step: re-done over an older list, a step could count a change twice.
    const int count = std::max(0, m_domains->domains().at(row).aliasCount + delta);
    applyDomainChange([this, domainId, count] {
        const int at = m_domains->rowOf(domainId);
        if (at >= 0 && m_domains->domains().at(at).aliasCount >= 0) {
            Core::Domain domain = m_domains->domains().at(at);
            domain.aliasCount = count;
            m_domains->upsertDomain(domain);
        }
    });
}

void Session::applyAliasChange(const QString &domainId, const std::function<void()> &change)
{
    change();
    m_aliasChanges.record(domainId, change);
}

void Session::applyDomainChange(const std::function<void()> &change)
{
    change();
    m_domainChanges.record(QString(), change);
}

void Session::applyApiKeyChange(const std::function<void()> &change)
{
    change();
    m_apiKeyChanges.record(QString(), change);
}

void Session::keepDraft(const QString &aliasId, const Core::AliasDraft &draft)
{
    applyAliasChange(m_aliases->domainId(), [this, aliasId, draft] {
        const int row = m_aliases->rowOf(aliasId);
        if (row < 0) {
            return;
        }
        Core::Alias alias = m_aliases->aliasAt(row);
        const Core::AliasDraft full = draft.appliedTo(alias); // only the fields the change named
        alias.localPart = full.catchAll ? QString() : full.localPart;
        alias.catchAll = full.catchAll;
        alias.enabled = full.enabled;
        alias.destinations = full.destinations;
        m_aliases->upsertAlias(alias);
    });
}

void Session::createAlias(const Core::AliasDraft &draft, QObject *context, const Handler<Core::Alias> &handler)
{
    createAliasIn(m_aliases->domainId(), draft, context, handler);
}

void Session::updateAlias(const QString &aliasId, const Core::AliasDraft &draft, QObject *context,
                          const Handler<Core::Alias> &handler)
{
    updateAliasIn(m_aliases->domainId(), aliasId, draft, context, handler);
}

void Session::listAliasesOf(const QString &domainId, QObject *context, const Handler<QList<Core::Alias>> &handler,
                            Core::ApiClient::Urgency urgency, Core::RecordText text)
{
    m_client->listAliases(domainId, context, handler, urgency, text);
}

void Session::createAliasIn(const QString &domainId, const Core::AliasDraft &draft, QObject *context,
                            const Handler<Core::Alias> &handler)
{
    if (refuseWhileOffline(context, handler)) {
        return;
    }
    m_client->createAlias(domainId, draft, context,
                          [this, domainId, handler](const Core::ApiResult<Core::Alias> &result) {
                              if (result.accepted()) {
                                  if (m_aliases->domainId() == domainId) {
                                      if (result.ok()) {
                                          const Core::Alias alias = result.value();
                                          applyAliasChange(domainId, [this, alias] { m_aliases->upsertAlias(alias); });
                                      } else {
                                          loadAliases(domainId); // created, but the answer did not say as what
                                      }
                                  }
                                  adjustAliasCount(domainId, 1);
                              }
                              handler(result);
                          });
}

void Session::updateAliasIn(const QString &domainId, const QString &aliasId, const Core::AliasDraft &draft,
                            QObject *context, const Handler<Core::Alias> &handler)
{
    if (refuseWhileOffline(context, handler)) {
        return;
    }
    patchAlias(domainId, aliasId, draft, context,
               [this, domainId, aliasId, draft, handler](const Core::ApiResult<Core::Alias> &result) {
                   if (result.ok() && m_aliases->domainId() == domainId) {
                       const Core::Alias alias = result.value();
                       applyAliasChange(domainId, [this, alias] { m_aliases->upsertAlias(alias); });
                   } else if (result.recordUnknown() && m_aliases->domainId() == domainId) {
                       // Changed, but the answer did not say how it reads now: show the user's
                       // change, and read the list for what the service holds.
                       keepDraft(aliasId, draft);
                       loadAliases(domainId);
                   }
                   handler(result);
               });
}

void Session::setPatchNeedsEveryField(bool needsEveryField)
{
    m_patchNeedsEveryField = needsEveryField;
}

void Session::patchEnabled(const QString &domainId, const QString &aliasId, bool enabled, QObject *context,
                           const Handler<Core::Alias> &handler)
{
    if (refuseWhileOffline(context, handler)) {
        return;
    }
    patchAlias(domainId, aliasId, Core::AliasDraft::enabledOnly(enabled), context, handler);
}

void Session::patchAlias(const QString &domainId, const QString &aliasId, const Core::AliasDraft &change,
                         QObject *context, const Handler<Core::Alias> &handler)
{
    if (change.isComplete()) {
        m_client->updateAlias(domainId, aliasId, change, context, handler); // nothing is left out
        return;
    }
    if (m_patchNeedsEveryField) {
        patchFromCurrent(domainId, aliasId, change, context, handler);
        return;
    }
    m_client->updateAlias(
        domainId, aliasId, change, context,
        [this, domainId, aliasId, change, context, handler](const Core::ApiResult<Core::Alias> &result) {
            if (!result.ok() && asksForEveryField(result.error())) {
                qCInfo(lc) << "the service wants every field in a PATCH";
                m_patchNeedsEveryField = true;
                emit patchStyleLearned(true);
                patchFromCurrent(domainId, aliasId, change, context, handler);
                return;
            }
            handler(result);
        });
}

void Session::patchFromCurrent(const QString &domainId, const QString &aliasId, const Core::AliasDraft &change,
                               QObject *context, const Handler<Core::Alias> &handler)
{
    // What the service has now, not the local copy: fields changed elsewhere since the last load must stay.
    findAlias(domainId, aliasId, QString(), context,
              [this, domainId, aliasId, change, context, handler](const Core::ApiResult<Core::Alias> &current) {
                  if (!current.ok()) {
                      handler(current.error());
                      return;
                  }
                  m_client->updateAlias(domainId, aliasId, change.appliedTo(current.value()), context, handler);
              });
}

bool Session::setAliasEnabled(const QString &aliasId, bool enabled, QObject *context,
                              const Handler<Core::Alias> &handler)
{
    // One change per alias at a time: a second request could overtake the first.
    if (m_aliases->rowOf(aliasId) < 0 || m_aliases->isEnabledPending(aliasId)
        || !m_aliases->setEnabledOptimistic(aliasId, enabled)) {
        return false;
    }
    const QString domainId = m_aliases->domainId();
    patchEnabled(domainId, aliasId, enabled, context,
                 [this, domainId, aliasId, enabled, handler](const Core::ApiResult<Core::Alias> &result) {
                     if (m_aliases->domainId() == domainId) {
                         if (result.ok()) {
                             m_aliases->confirmEnabled(aliasId);
                             const Core::Alias alias = result.value();
                             applyAliasChange(domainId, [this, alias] { m_aliases->upsertAlias(alias); });
                         } else if (result.recordUnknown()) {
                             // Accepted without the record: keep the new state, read the list again.
                             m_aliases->confirmEnabled(aliasId);
                             applyAliasChange(domainId, [this, aliasId, enabled] {
                                 const int row = m_aliases->rowOf(aliasId);
                                 if (row >= 0 && m_aliases->aliasAt(row).enabled != enabled) {
                                     Core::Alias alias = m_aliases->aliasAt(row);
                                     alias.enabled = enabled;
                                     m_aliases->upsertAlias(alias);
                                 }
                             });
                             loadAliases(domainId);
                         } else {
                             m_aliases->rollbackEnabled(aliasId);
                         }
                     }
                     handler(result);
                 });
    return true;
}

void Session::updateAliasEnabled(const QString &aliasId, bool enabled, QObject *context,
                                 const Handler<Core::Alias> &handler)
{
    const QString domainId = m_aliases->domainId();
    patchEnabled(domainId, aliasId, enabled, context,
                 [this, domainId, handler](const Core::ApiResult<Core::Alias> &result) {
                     if (result.accepted() && m_aliases->domainId() == domainId) {
                         if (result.ok()) {
                             const Core::Alias alias = result.value();
                             applyAliasChange(domainId, [this, alias] { m_aliases->upsertAlias(alias); });
                         } else {
                             loadAliases(domainId); // changed, but the answer did not say to what
                         }
                     }
                     handler(result);
                 });
}

void Session::deleteAlias(const QString &aliasId, QObject *context, const Handler<Core::Done> &handler)
{
    if (refuseWhileOffline(context, handler)) {
        return;
    }
    const QString domainId = m_aliases->domainId();
    const int row = m_aliases->rowOf(aliasId);
    const Core::Alias before = row >= 0 ? m_aliases->aliasAt(row) : Core::Alias();
    m_client->deleteAlias(domainId, aliasId, context,
                          [this, domainId, aliasId, before, handler](const Core::ApiResult<Core::Done> &result) {
                              if (result.ok() && m_aliases->domainId() == domainId) {
                                  applyAliasChange(domainId, [this, aliasId] { m_aliases->removeAlias(aliasId); });
                                  adjustAliasCount(domainId, -1);
                              }
                              if (result.ok() && !before.id.isEmpty()) {
                                  emit aliasDeleted(domainId, before);
                              }
                              handler(result);
                          });
}

void Session::findAlias(const QString &domainId, const QString &aliasId, const QString &address, QObject *context,
                        const Handler<Core::Alias> &handler)
{
    const int row = m_domains->rowOf(domainId);
    const QString domainName = row >= 0 ? m_domains->domains().at(row).name : QString();
    m_client->listAliases(
        domainId, context, [domainName, aliasId, address, handler](const Core::ApiResult<QList<Core::Alias>> &result) {
            if (!result.ok()) {
                handler(result.error());
                return;
            }
            const QList<Core::Alias> &aliases = result.value();
            const auto found = std::find_if(aliases.cbegin(), aliases.cend(), [&](const Core::Alias &alias) {
                if (!aliasId.isEmpty()) {
                    return alias.id == aliasId;
                }
                return alias.address(domainName).compare(address, Qt::CaseInsensitive) == 0;
            });
            if (found == aliases.cend()) {
                handler(Core::ApiError(Core::ApiError::Kind::NotFound, 0, u"no such alias"_s));
                return;
            }
            handler(*found);
        });
}

void Session::disableAlias(const QString &domainId, const Core::Alias &alias, QObject *context,
                           const Handler<Core::Alias> &handler)
{
    patchEnabled(domainId, alias.id, false, context,
                 [this, domainId, handler](const Core::ApiResult<Core::Alias> &result) {
                     // The Aliases pane shows the service's state, not a guess: load it again.
                     if (result.ok() && m_aliases->domainId() == domainId) {
                         loadAliases(domainId);
                     }
                     handler(result);
                 });
}

void Session::createApiKey(const QString &name, QObject *context, const Handler<Core::NewApiKey> &handler)
{
    if (refuseWhileOffline(context, handler)) {
        return;
    }
    m_client->createApiKey(name, context, [this, handler](const Core::ApiResult<Core::NewApiKey> &result) {
        if (result.ok()) {
            const Core::ApiKey key = result.value().key;
            applyApiKeyChange([this, key] { m_apiKeys->upsertKey(key); });
        } else if (result.recordUnknown()) {
            refreshApiKeys(); // created, but the answer did not say as what
        }
        handler(result);
    });
}

void Session::deleteApiKey(const QString &keyId, QObject *context, const Handler<Core::Done> &handler)
{
    if (refuseWhileOffline(context, handler)) {
        return;
    }
    m_client->deleteApiKey(keyId, context, [this, keyId, handler](const Core::ApiResult<Core::Done> &result) {
        if (result.ok()) {
            applyApiKeyChange([this, keyId] { m_apiKeys->removeKey(keyId); });
        }
        handler(result);
    });
}

void Session::peekLogs(int limit, QObject *context, const Handler<QList<Core::LogEntry>> &handler)
{
    m_client->listLogs(limit, context, handler);
}

void Session::peekDomains(QObject *context, const Handler<QList<Core::Domain>> &handler)
{
    m_client->listDomains(context, handler);
}

template <typename T>
bool Session::refuseWhileOffline(QObject *context, const Handler<T> &handler)
{
    if (!m_offline) {
        return false;
    }
    // Answered later, as the service would be: callers may still be setting up after the call.
    QTimer::singleShot(0, context != nullptr ? context : this, [handler] { handler(offlineError()); });
    return true;
}

void Session::setOfflineFallback(OfflineFallback fallback)
{
    m_offlineFallback = std::move(fallback);
}

void Session::showOffline(OfflineSnapshot snapshot)
{
    const bool wasOffline = m_offline != nullptr;
    m_offline = std::make_unique<OfflineSnapshot>(std::move(snapshot));
    qCInfo(lc) << "showing the data loaded on" << m_offline->savedAt << "while the service is out of reach";
    m_domains->setDomains(m_offline->domains);
    if (!m_aliases->domainId().isEmpty()) {
        m_aliases->setAliases(m_offline->aliases.value(m_aliases->domainId()));
    }
    m_logs->setEntries(m_offline->logs);
    m_lastRefresh = m_offline->savedAt.toLocalTime();
    setState(State::Connected);
    if (!wasOffline) {
        emit offlineChanged(true);
    }
    emit domainsLoaded();
}

QDateTime Session::offlineSavedAt() const
{
    return m_offline ? m_offline->savedAt : QDateTime();
}

} // namespace ForwardDesk::Models
