// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/accountcontroller.h"

#include "core/apiclient.h"
#include "core/apikeyformat.h"
#include "core/keychainsecretstore.h"
#include "core/memorysecretstore.h"
#include "core/profilestore.h"
#include "core/urlpolicy.h"
#include "models/apikeymodel.h"
#include "models/offlinecontroller.h"
#include "session.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QStringList>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Models {

namespace {

Q_LOGGING_CATEGORY(lc, "forwarddesk.gui.accountcontroller", QtInfoMsg)

const QString apiKeyVariable = u"FORWARDDESK_API_KEY"_s;

void ignoreResult(const Core::SecretStore::Result & /*result*/) { }

QByteArray keyFingerprint(const QString &apiKey)
{
    return QCryptographicHash::hash(apiKey.toUtf8(), QCryptographicHash::Sha256);
}

std::unique_ptr<OfflineCache> cacheBeside(const Core::ProfileStore *profiles)
{
    if (profiles == nullptr) {
        return std::make_unique<OfflineCache>();
    }
    return std::make_unique<OfflineCache>(QFileInfo(profiles->fileName()).dir().filePath(OfflineCache::folderName()));
}

/// Makes @p chosen the saved profile @p saved: its id, and its name, API root and key ids where @p chosen
/// has none.
void adoptSavedProfile(Core::Profile *chosen, const Core::Profile &saved)
{
    chosen->id = saved.id;
    if (chosen->displayName.isEmpty()) {
        chosen->displayName = saved.displayName;
    }
    if (chosen->apiRoot.isEmpty()) {
        chosen->apiRoot = saved.apiRoot;
    }
    if (chosen->keyIds.isEmpty()) {
        chosen->keyIds = saved.keyIds;
    }
    if (chosen->serviceUrl == saved.serviceUrl) {
        chosen->patchNeedsEveryField = saved.patchNeedsEveryField;
    }
}

} // namespace

AccountController::AccountController(QObject *parent)
    : AccountController(nullptr, nullptr, parent)
{ }

AccountController::AccountController(Core::SecretStore *secrets, std::unique_ptr<Core::ProfileStore> profiles,
                                     QObject *parent)
    : QObject(parent)
    , m_ownedSecrets(secrets != nullptr ? nullptr : std::make_unique<Core::KeychainSecretStore>())
    , m_secrets(secrets != nullptr ? secrets : m_ownedSecrets.get())
    , m_runOnlySecrets(new Core::MemorySecretStore(this))
    , m_offline(new OfflineController(cacheBeside(profiles.get()), this))
    , m_profiles(profiles ? std::move(profiles) : std::make_unique<Core::ProfileStore>())
{
    qRegisterMetaType<Core::Profile>();
    qRegisterMetaType<Models::Session *>();
}

AccountController::~AccountController()
{
    if (m_session != nullptr) {
        m_session->disconnect(this);
        // Views let go of the session while it is still whole; during its destruction it no longer is.
        emit sessionChanged(nullptr, Core::Profile());
        delete m_session;
    }
}

QString AccountController::environmentKeyVariable()
{
    return apiKeyVariable;
}

QList<Core::Profile> AccountController::profiles() const
{
    return m_profiles->profiles();
}

bool AccountController::isKeyKeptForThisRunOnly() const
{
    return m_session != nullptr && (m_transient || m_keychainUnavailable);
}

void AccountController::start()
{
    const Core::Profile profile = m_profiles->currentProfile();
    m_transient = false;
    if (!profile.isValid()) {
        ++m_generation;
        m_current = {};
        emit connectRequested();
        return;
    }
    openProfile(profile);
}

bool AccountController::startWithEnvironmentKey(const QUrl &serviceUrl)
{
    const QString key = qEnvironmentVariable(qUtf8Printable(apiKeyVariable)).trimmed();
    if (key.isEmpty()) {
        return false;
    }
    Core::Profile profile = m_profiles->currentProfile();
    if (!serviceUrl.isEmpty() && (!profile.isValid() || profile.serviceUrl != serviceUrl)) {
        profile = Core::Profile::create(serviceUrl); // for this run only: never saved
    }
    if (!profile.isValid()) {
        return false;
    }
    qCInfo(lc) << "signing in with the key from" << apiKeyVariable;
    connectTransient(profile, key);
    return true;
}

void AccountController::connectTransient(const Core::Profile &profile, const QString &apiKey)
{
    ++m_generation;
    closeSession();
    openSession(profile, apiKey, true);
}

void AccountController::connectWith(const Core::Profile &profile, const QString &apiKey)
{
    Core::Profile chosen = profile;
    if (!Core::Profile::isValidId(chosen.id)) {
        chosen.id = Core::Profile::create(chosen.serviceUrl).id;
    }
    const QString key = Core::ApiKeyFormat::cleaned(apiKey);
    if (!chosen.isValid() || key.isEmpty()) {
        qCWarning(lc) << "refused to connect without an address or a key";
        return;
    }
    const QString sameOwner = savedProfileWithSameOwner(chosen, key);
    if (!sameOwner.isEmpty()) {
        adoptSavedProfile(&chosen, m_profiles->profile(sameOwner));
    } else if (!m_profiles->contains(chosen.id) && hasSavedProfileToCompare(chosen)) {
        connectAfterAskingKeyOwner(chosen, key);
        return;
    }
    finishConnect(chosen, key);
}

void AccountController::finishConnect(const Core::Profile &profile, const QString &apiKey)
{
    ++m_generation;
    closeSession();
    openSession(profile, apiKey, false);
    storeKey(profile.id, apiKey);
    emit profilesChanged();
}

void AccountController::connectAfterAskingKeyOwner(const Core::Profile &profile, const QString &apiKey)
{
    const quint64 generation = ++m_generation;
    closeSession();
    auto *probe = new Core::ApiClient(this);
    if (probe->setServiceUrl(profile.serviceUrl).isError()) {
        probe->deleteLater();
        finishConnect(profile, apiKey);
        return;
    }
    probe->setApiKey(apiKey);
    const auto listKeys = [this, probe, profile, apiKey, generation] {
        probe->listApiKeys(
            this, [this, probe, profile, apiKey, generation](const Core::ApiResult<QList<Core::ApiKey>> &result) {
                probe->deleteLater();
                if (generation != m_generation) {
                    return; // the user did something else meanwhile
                }
                Core::Profile chosen = profile;
                if (result.ok()) {
                    QStringList ids;
                    for (const Core::ApiKey &key : result.value()) {
                        ids.append(key.id);
                    }
                    const QString owner = savedProfileWithKeyIds(chosen, ids);
                    if (!owner.isEmpty()) {
                        qCInfo(lc) << "the key belongs to the saved profile" << owner << "at the same address";
                        adoptSavedProfile(&chosen, m_profiles->profile(owner));
                    }
                    chosen.keyIds = ids;
                } else {
                    qCInfo(lc) << "could not list the key's API keys to tell its owner:" << result.error().toString();
                }
                finishConnect(chosen, apiKey);
            });
    };
    const QUrl root = profile.apiRoot;
    if (!root.isEmpty() && Core::UrlPolicy::isSameOrigin(root, profile.serviceUrl)) {
        probe->setApiRoot(root);
        listKeys();
        return;
    }
    probe->discoverApiRoot(this,
                           [this, probe, profile, apiKey, generation, listKeys](const Core::ApiResult<QUrl> &found) {
                               if (found.ok()) {
                                   listKeys();
                                   return;
                               }
                               probe->deleteLater();
                               if (generation == m_generation) {
                                   finishConnect(profile, apiKey); // the session reports what went wrong
                               }
                           });
}

bool AccountController::switchTo(const QString &profileId)
{
    const Core::Profile profile = m_profiles->profile(profileId);
    if (!profile.isValid()) {
        return false;
    }
    closeSession();
    m_transient = false;
    m_profiles->setCurrentProfileId(profileId);
    openProfile(profile);
    return true;
}

void AccountController::signOut()
{
    ++m_generation;
    const Core::Profile profile = m_current;
    const bool transient = m_transient;
    closeSession();
    m_transient = false;
    if (transient) {
        m_current = m_profiles->currentProfile(); // the environment's key was never stored
        return;
    }
    if (Core::Profile::isValidId(profile.id)) {
        forgetKey(profile);
    }
}

void AccountController::removeProfile(const QString &profileId)
{
    if (!Core::Profile::isValidId(profileId)) {
        return;
    }
    if (profileId == m_current.id) {
        signOut();
        m_current = {};
    } else {
        forgetKey(m_profiles->profile(profileId));
    }
    m_keyOwners.remove(profileId);
    m_offline->forget(OfflineController::keyFor(m_profiles->profile(profileId), false));
    m_profiles->remove(profileId);
    emit profilesChanged();
}

void AccountController::useKeyForCurrentProfile(const QString &secret)
{
    const QString key = Core::ApiKeyFormat::cleaned(secret);
    if (key.isEmpty() || !m_current.isValid()) {
        return;
    }
    if (!m_transient) {
        storeKey(m_current.id, key);
        rememberKeyOwner(m_current.id, key);
    }
    if (m_session == nullptr) {
        ++m_generation;
        openSession(m_current, key, m_transient);
        return;
    }
    // What "goes on" after a new key: the requests refused with the old key are sent again with the new one
    // (a save the user was making completes), the session loads its domains again, and keyReplaced() tells
    // the panes to re-run what they load themselves.
    m_session->setApiKey(key);
    m_keyRejected = false;
    emit keyReplaced();
    m_session->open();
}

void AccountController::openProfile(const Core::Profile &profile)
{
    const quint64 generation = ++m_generation;
    m_current = profile;
    readKey(profile.id, [this, generation, profile](const QString &secret) {
        if (generation != m_generation) {
            return; // the user signed in elsewhere meanwhile
        }
        if (secret.isEmpty()) {
            emit connectRequested();
            return;
        }
        openSession(profile, secret, false);
    });
}

void AccountController::openSession(const Core::Profile &profile, const QString &apiKey, bool transient)
{
    Models::Session *old = m_session;
    m_transient = transient;
    m_current = profile;
    m_keyRejected = false;
    m_awaitingAcceptedKey = false;
    m_rediscovered = false;
    m_keyIdsAsked = false;
    if (!transient) {
        rememberKeyOwner(m_current.id, apiKey);
        m_current.lastUsed = QDateTime::currentDateTimeUtc();
        m_profiles->save(m_current);
        m_profiles->setCurrentProfileId(m_current.id);
    }
    m_session = new Models::Session(profile.serviceUrl, apiKey, this);
    // A refused key pauses what the user was doing instead of failing it: the key bar asks for a new key,
    // and the waiting requests go on with it (or fail when the user signs out).
    m_session->client()->setHoldOnInvalidToken(true);
    // A remembered root is used only on the service's own origin: the settings file must not be able to send
    // the key to another host.
    if (!profile.apiRoot.isEmpty() && Core::UrlPolicy::isSameOrigin(profile.apiRoot, profile.serviceUrl)) {
        m_session->setKnownApiRoot(profile.apiRoot);
    }
    m_session->setPatchNeedsEveryField(profile.patchNeedsEveryField);
    m_offline->attach(m_session, OfflineController::keyFor(profile, transient));
    connect(m_session, &Models::Session::apiRootDiscovered, this, &AccountController::rememberApiRoot);
    connect(m_session, &Models::Session::patchStyleLearned, this, &AccountController::rememberPatchStyle);
    connect(m_session, &Models::Session::invalidToken, this, &AccountController::onInvalidToken);
    connect(m_session, &Models::Session::domainsLoaded, this, &AccountController::onDomainsLoaded);
    connect(m_session, &Models::Session::apiKeysLoaded, this, [this] {
        QStringList ids;
        for (const Core::ApiKey &key : m_session->apiKeys()->keys()) {
            ids.append(key.id);
        }
        rememberKeyIds(ids);
    });
    connect(m_session, &Models::Session::loadFailed, this, &AccountController::onLoadFailed);
    if (old != nullptr) {
        old->disconnect(this);
    }
    emit sessionChanged(m_session, m_current);
    if (old != nullptr) {
        old->deleteLater(); // after the panes let go of it; it may be emitting right now
    }
    m_session->open();
}

void AccountController::closeSession()
{
    Models::Session *old = m_session;
    m_session = nullptr;
    m_keyRejected = false;
    m_awaitingAcceptedKey = false;
    if (old == nullptr) {
        return;
    }
    old->disconnect(this);
    old->client()->failWaitingRequests(); // nobody will give the old session a new key
    emit sessionChanged(nullptr, Core::Profile());
    old->deleteLater();
}

void AccountController::readKey(const QString &profileId, const KeyHandler &handler)
{
    // A key kept for this run only (no keychain) comes first; then the keychain.
    m_runOnlySecrets->read(profileId, this, [this, profileId, handler](const Core::SecretStore::Result &kept) {
        if (kept.ok()) {
            handler(kept.secret);
            return;
        }
        m_secrets->read(profileId, this, [this, profileId, handler](const Core::SecretStore::Result &stored) {
            if (stored.ok()) {
                setKeychainUnavailable(false);
                handler(stored.secret);
                return;
            }
            if (stored.error == Core::SecretStore::ErrorKind::NoBackend) {
                setKeychainUnavailable(true);
            }
            if (stored.error != Core::SecretStore::ErrorKind::NotFound) {
                qCWarning(lc) << "could not read the key of profile" << profileId
                              << "from the keychain:" << Core::SecretStore::kindName(stored.error) << stored.message;
            }
            handler(QString());
        });
    });
}

void AccountController::storeKey(const QString &profileId, const QString &secret)
{
    m_secrets->write(profileId, secret, this, [this, profileId, secret](const Core::SecretStore::Result &result) {
        if (result.ok()) {
            m_runOnlySecrets->remove(profileId, this, ignoreResult);
            setKeychainUnavailable(false);
            return;
        }
        // No secure store (or it refused): keep the key in memory until the app quits, never in a file.
        qCWarning(lc) << "the keychain did not store the key of profile" << profileId << ":"
                      << Core::SecretStore::kindName(result.error) << result.message;
        m_runOnlySecrets->write(profileId, secret, this, ignoreResult);
        setKeychainUnavailable(true);
    });
}

void AccountController::forgetKey(const Core::Profile &profile)
{
    const QString profileId = profile.id;
    m_runOnlySecrets->remove(profileId, this, ignoreResult);
    m_secrets->remove(profileId, this, [this, profile](const Core::SecretStore::Result &result) {
        if (result.ok() || result.error == Core::SecretStore::ErrorKind::NoBackend) {
            return; // removed, or it was never stored there
        }
        qCWarning(lc) << "could not remove the key of profile" << profile.id
                      << "from the keychain:" << Core::SecretStore::kindName(result.error) << result.message;
        emit keyNotRemoved(profile, result.error);
    });
}

void AccountController::rememberKeyOwner(const QString &profileId, const QString &apiKey)
{
    QList<QByteArray> &keys = m_keyOwners[profileId];
    const QByteArray fingerprint = keyFingerprint(apiKey);
    if (!keys.contains(fingerprint)) {
        keys.append(fingerprint);
    }
}

QString AccountController::savedProfileWithKeyIds(const Core::Profile &profile, const QStringList &keyIds) const
{
    const QList<Core::Profile> saved = m_profiles->profiles(); // the most recently used first
    for (const Core::Profile &candidate : saved) {
        if (candidate.id == profile.id || candidate.serviceUrl != profile.serviceUrl) {
            continue;
        }
        const bool shared = std::any_of(keyIds.cbegin(), keyIds.cend(),
                                        [&](const QString &id) { return candidate.keyIds.contains(id); });
        if (shared) {
            return candidate.id;
        }
    }
    return {};
}

bool AccountController::hasSavedProfileToCompare(const Core::Profile &profile) const
{
    const QList<Core::Profile> saved = m_profiles->profiles();
    return std::any_of(saved.cbegin(), saved.cend(), [&](const Core::Profile &candidate) {
        return candidate.id != profile.id && candidate.serviceUrl == profile.serviceUrl && !candidate.keyIds.isEmpty();
    });
}

void AccountController::rememberKeyIds(const QStringList &keyIds)
{
    if (m_transient || !m_current.isValid() || keyIds.isEmpty() || keyIds == m_current.keyIds) {
        return;
    }
    m_current.keyIds = keyIds;
    if (m_profiles->contains(m_current.id)) {
        m_profiles->save(m_current);
    }
}

QString AccountController::savedProfileWithSameOwner(const Core::Profile &profile, const QString &apiKey) const
{
    if (m_profiles->contains(profile.id)) {
        return {}; // a saved profile already: it is updated as it is
    }
    // The owner of a key is known for the keys used this run: the service has no "who am I" request.
    const QByteArray fingerprint = keyFingerprint(apiKey);
    const QList<Core::Profile> saved = m_profiles->profiles();
    for (const Core::Profile &candidate : saved) {
        if (candidate.serviceUrl == profile.serviceUrl && m_keyOwners.value(candidate.id).contains(fingerprint)) {
            return candidate.id;
        }
    }
    return {};
}

void AccountController::setKeychainUnavailable(bool unavailable)
{
    if (m_keychainUnavailable != unavailable) {
        m_keychainUnavailable = unavailable;
        emit keychainUnavailable(unavailable);
    }
}

void AccountController::rememberApiRoot(const QUrl &root)
{
    if (m_transient || !m_current.isValid() || root == m_current.apiRoot) {
        return;
    }
    m_current.apiRoot = root;
    m_profiles->save(m_current);
}

void AccountController::rememberPatchStyle(bool needsEveryField)
{
    if (m_transient || !m_current.isValid() || needsEveryField == m_current.patchNeedsEveryField) {
        return;
    }
    m_current.patchNeedsEveryField = needsEveryField;
    m_profiles->save(m_current);
}

void AccountController::onInvalidToken()
{
    if (m_keyRejected) {
        return; // one prompt per refused key, however many requests failed with it
    }
    m_keyRejected = true;
    m_awaitingAcceptedKey = true;
    emit keyRejected();
}

void AccountController::onDomainsLoaded()
{
    // Once per session, when the profile has no key ids yet: what tells this account from another one at
    // the same address next time, also after a restart.
    if (!m_keyIdsAsked && !m_transient && m_session != nullptr && !m_session->isOffline()
        && m_current.keyIds.isEmpty()) {
        m_keyIdsAsked = true;
        const quint64 generation = m_generation;
        m_session->client()->listApiKeys(this, [this, generation](const Core::ApiResult<QList<Core::ApiKey>> &result) {
            if (generation != m_generation || !result.ok()) {
                return;
            }
            QStringList ids;
            for (const Core::ApiKey &key : result.value()) {
                ids.append(key.id);
            }
            rememberKeyIds(ids);
        });
    }
    if (m_awaitingAcceptedKey && !m_keyRejected) {
        m_awaitingAcceptedKey = false;
        emit keyAccepted();
    }
}

void AccountController::onLoadFailed(const Core::ApiError &error)
{
    // A remembered API root can go stale (the service moved its API): look for it again, once.
    if (error.kind() == Core::ApiError::Kind::NotFound && !m_rediscovered && !m_current.apiRoot.isEmpty()) {
        m_rediscovered = true;
        qCInfo(lc) << "the remembered API root answered 404; looking for the API again";
        m_session->setKnownApiRoot(QUrl());
        m_session->open();
    }
}

} // namespace ForwardDesk::Models
