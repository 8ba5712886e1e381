// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/apierror.h"
#include "core/profile.h"
#include "core/secretstore.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QObject>
#include <QString>
#include <QUrl>

#include <functional>
#include <memory>

namespace ForwardDesk::Core {
class MemorySecretStore;
class ProfileStore;
} // namespace ForwardDesk::Core

namespace ForwardDesk::Models {

class OfflineController;
class Session;

/// Signing in and out, and which account is in use: owns the profiles, the store of their keys and the
/// current Session. It shows nothing itself; the main window reacts to its signals.
///
/// Usage: connect the signals, then call start() (or startWithEnvironmentKey()). sessionChanged() hands
/// the panes the new Session (nullptr when signed out); connectRequested() asks for the ConnectDialog,
/// whose result goes to connectWith(); keyRejected() asks for a new key without blocking (KeyPromptBar),
/// which goes to useKeyForCurrentProfile(); keychainUnavailable(true) asks for a lasting notice that the
/// key is kept for this run only. Keys go to the SecretStore under the profile's id, or, when it has no
/// backend, stay in memory until the app quits: never anywhere else.
class AccountController final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AccountController)

public:
    /// The app's set-up: keys in the OS keychain, profiles in the app's settings.
    explicit AccountController(QObject *parent = nullptr);
    /// Uses @p secrets (not owned; it must outlive the controller) and @p profiles (owned), with the offline
    /// cache beside the profiles' file when they are given; for tests.
    AccountController(Core::SecretStore *secrets, std::unique_ptr<Core::ProfileStore> profiles,
                      QObject *parent = nullptr);
    ~AccountController() override;

    /// The signed-in session, or nullptr.
    [[nodiscard]] Models::Session *session() const { return m_session; }
    /// The profile in use, or the one about to be (also while the ConnectDialog is asked for); may be invalid.
    [[nodiscard]] Core::Profile currentProfile() const { return m_current; }
    /// Every saved profile, the most recently used first.
    [[nodiscard]] QList<Core::Profile> profiles() const;
    [[nodiscard]] Core::ProfileStore *profileStore() const { return m_profiles.get(); }
    /// The offline cache of the accounts (what each last loaded); removed with a profile.
    [[nodiscard]] OfflineController *offline() const { return m_offline; }
    /// True while the key in use is kept in memory only (no keychain, or the key came from the environment).
    [[nodiscard]] bool isKeyKeptForThisRunOnly() const;
    [[nodiscard]] bool isKeychainUnavailable() const { return m_keychainUnavailable; }

    /// Signs in to the current profile with its stored key; asks for the ConnectDialog when there is none.
    void start();
    /// Signs in with the key in FORWARDDESK_API_KEY (for automation; the key is not stored and the profile
    /// is not saved), to @p serviceUrl or else the current profile's address. False when there is no such
    /// key or no usable address.
    bool startWithEnvironmentKey(const QUrl &serviceUrl = {});
    /// Stores the key, saves @p profile as the current one and opens its session. A profile without an id
    /// gets one. A new profile for the address of a saved one whose key has the same owner is that saved
    /// profile: it is updated instead of added a second time. The owner is known for a key used this run;
    /// otherwise, when a saved profile has the same address, the key's list of API keys is asked for first
    /// and compared with the key ids the saved profiles were last seen with (so also after a restart).
    void connectWith(const Core::Profile &profile, const QString &apiKey);
    /// Opens a session for this run only: neither the profile nor the key is saved (demo mode).
    void connectTransient(const Core::Profile &profile, const QString &apiKey);
    /// Signs in to another saved profile with its stored key (asks for the ConnectDialog when there is
    /// none). False for an unknown id.
    bool switchTo(const QString &profileId);
    /// Forgets the current profile's key and closes the session; the profile stays for signing in again.
    void signOut();
    /// Forgets a profile and its key (signing out first if it is the current one).
    void removeProfile(const QString &profileId);
    /// Replaces the current profile's key (after "Invalid token", or from the API keys pane), stores it
    /// and loads again with it.
    void useKeyForCurrentProfile(const QString &secret);

    /// The environment variable that may supply a key: FORWARDDESK_API_KEY.
    [[nodiscard]] static QString environmentKeyVariable();

signals:
    /// A new session (signed in or switched), or nullptr with an invalid profile (signed out).
    void sessionChanged(ForwardDesk::Models::Session *session, const ForwardDesk::Core::Profile &profile);
    /// There is no key to sign in with: show the ConnectDialog (prefilled with currentProfile()).
    void connectRequested();
    /// The service refused the key; emitted once until a new key is given.
    void keyRejected();
    /// The session loaded with the key after a refusal: the prompt for a key can go.
    void keyAccepted();
    /// A new key is in use and loading again has started: panes re-run whatever failed with the old key.
    void keyReplaced();
    /// True: there is no keychain, so the key is kept for this run only (show a lasting notice).
    void keychainUnavailable(bool unavailable);
    /// Signing out of or removing @p profile could not delete its key from the keychain (@p error): the key
    /// is still stored there under KeychainSecretStore::keyFor(profile.id). Tell the user how to remove it.
    void keyNotRemoved(const ForwardDesk::Core::Profile &profile, ForwardDesk::Core::SecretStore::ErrorKind error);
    void profilesChanged();

private:
    using KeyHandler = std::function<void(const QString &secret)>;

    void openProfile(const Core::Profile &profile);
    void openSession(const Core::Profile &profile, const QString &apiKey, bool transient);
    void closeSession();
    void readKey(const QString &profileId, const KeyHandler &handler);
    void storeKey(const QString &profileId, const QString &secret);
    void forgetKey(const Core::Profile &profile);
    void rememberKeyOwner(const QString &profileId, const QString &apiKey);
    [[nodiscard]] QString savedProfileWithSameOwner(const Core::Profile &profile, const QString &apiKey) const;
    /// A saved profile other than @p profile at its address that was seen with one of @p keyIds, or empty.
    [[nodiscard]] QString savedProfileWithKeyIds(const Core::Profile &profile, const QStringList &keyIds) const;
    /// Whether a saved profile other than @p profile, at its address, has key ids to compare with.
    [[nodiscard]] bool hasSavedProfileToCompare(const Core::Profile &profile) const;
    /// Asks the service with @p apiKey for its list of API keys, then finishes connecting as the saved profile
    /// with the same owner, or as @p profile when there is none (or the list could not be read).
    void connectAfterAskingKeyOwner(const Core::Profile &profile, const QString &apiKey);
    void finishConnect(const Core::Profile &profile, const QString &apiKey);
    /// Remembers the ids of the current account's API keys with its profile.
    void rememberKeyIds(const QStringList &keyIds);
    void setKeychainUnavailable(bool unavailable);
    void rememberApiRoot(const QUrl &root);
    void rememberPatchStyle(bool needsEveryField);
    void onInvalidToken();
    void onDomainsLoaded();
    void onLoadFailed(const Core::ApiError &error);

    std::unique_ptr<Core::SecretStore> m_ownedSecrets;
    Core::SecretStore *m_secrets;
    Core::MemorySecretStore *m_runOnlySecrets; ///< keys of this run when the keychain has no backend
    OfflineController *m_offline; ///< created before any session, so that it outlives their signals
    std::unique_ptr<Core::ProfileStore> m_profiles;
    Models::Session *m_session = nullptr;
    Core::Profile m_current;
    quint64 m_generation = 0; ///< bumped by every sign-in, switch and sign-out; late answers of older ones are dropped
    bool m_transient = false; ///< the session's key came from the environment: store nothing
    bool m_keychainUnavailable = false;
    bool m_keyRejected = false; ///< keyRejected() was emitted for the key in use
    bool m_awaitingAcceptedKey = false; ///< keyAccepted() is due at the next successful load
    bool m_rediscovered = false; ///< the remembered API root was dropped once after a 404
    bool m_keyIdsAsked = false; ///< the session's list of API keys was asked for, for rememberKeyIds()
    /// Profile id → SHA-256 of the keys used with it this run (never the keys): tells the same key owner.
    QHash<QString, QList<QByteArray>> m_keyOwners;
};

} // namespace ForwardDesk::Models
