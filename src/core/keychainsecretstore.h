// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "secretstore.h"

namespace ForwardDesk::Core {

/// The SecretStore of the OS keychain, through QtKeychain: the Secret Service (libsecret) or KWallet on
/// Linux, the Keychain on macOS, the Credential Manager on Windows.
///
/// Usage: as any SecretStore. Entries use service = the app id and key = "<app id>:<profile id>" (Windows
/// ignores the service, so the key carries the app id too). QtKeychain's insecure plain-text fallback is
/// always off; when no keychain answers, every operation fails with NoBackend instead. A read that fails
/// with NoBackend or Other is tried once more after readRetryDelay(), because a keyring daemon that D-Bus
/// starts on demand may not be ready at the first attempt.
class KeychainSecretStore final : public SecretStore
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(KeychainSecretStore)

public:
    explicit KeychainSecretStore(QObject *parent = nullptr);
    ~KeychainSecretStore() override;

    [[nodiscard]] bool isPersistent() const override { return true; }

    /// How long a failed read waits before its one retry; negative: no retry.
    void setReadRetryDelay(int milliseconds);
    [[nodiscard]] int readRetryDelay() const { return m_readRetryDelayMs; }

    /// The keychain service of every entry: the app id.
    [[nodiscard]] static QString service();
    /// The keychain key of a profile's entry.
    [[nodiscard]] static QString keyFor(const QString &profileId);
    /// How a QtKeychain error (a QKeychain::Error value) and its message map to an ErrorKind. Public so
    /// that the mapping can be tested without a keychain.
    [[nodiscard]] static ErrorKind errorKindFor(int keychainError, const QString &message);

protected:
    void readSecret(const QString &profileId, const Handler &done) override;
    void writeSecret(const QString &profileId, const QString &secret, const Handler &done) override;
    void removeSecret(const QString &profileId, const Handler &done) override;

private:
    void startRead(const QString &profileId, bool isRetry, const Handler &done);

    int m_readRetryDelayMs;
};

} // namespace ForwardDesk::Core
