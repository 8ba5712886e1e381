// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

#include <functional>

namespace ForwardDesk::Core {

/// Where a profile's API key is kept between runs: an asynchronous interface with a keychain
/// implementation (KeychainSecretStore) and an in-memory one (MemorySecretStore).
///
/// Usage: call read(), write() or remove() with a profile id, a context object and a handler. The handler
/// runs exactly once, later (never inside the call), on this object's thread, with a Result; it does not run
/// when the context or the store is destroyed first. Errors are typed: NoBackend means there is no secure
/// store here at all, which the GUI explains before keeping the key for this run only. No implementation
/// ever falls back to plain text, and none logs a secret (only profile ids and error kinds).
class SecretStore : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SecretStore)

public:
    enum class ErrorKind {
        None,
        NotFound, ///< nothing is stored for the profile
        NoBackend, ///< no secure store is reachable (no Secret Service or D-Bus session, unsupported platform)
        AccessDenied, ///< the store is locked or refused, or the user declined its prompt
        Other, ///< anything else; see Result::message
    };
    Q_ENUM(ErrorKind)

    /// The outcome of one operation; secret is set by a successful read only.
    struct Result
    {
        ErrorKind error = ErrorKind::None;
        QString message; ///< technical detail for logs and diagnostics; never contains the secret
        QString secret;

        [[nodiscard]] bool ok() const { return error == ErrorKind::None; }
    };

    using Handler = std::function<void(const Result &)>;

    ~SecretStore() override;

    /// Answers the secret, or NotFound when none is stored.
    void read(const QString &profileId, QObject *context, const Handler &handler);
    /// Stores the secret, replacing any earlier one of the profile.
    void write(const QString &profileId, const QString &secret, QObject *context, const Handler &handler);
    /// Forgets the profile's secret; succeeds also when none was stored.
    void remove(const QString &profileId, QObject *context, const Handler &handler);

    /// False when secrets are lost at the end of the run.
    [[nodiscard]] virtual bool isPersistent() const = 0;

    [[nodiscard]] static Result success(const QString &secret = {});
    [[nodiscard]] static Result failure(ErrorKind error, const QString &message);
    /// The kind's name for logs and tests ("NoBackend").
    [[nodiscard]] static QString kindName(ErrorKind error);

protected:
    explicit SecretStore(QObject *parent = nullptr);

    /// The operations proper: each calls done exactly once, later, on this object's thread. The profile id
    /// is never empty.
    virtual void readSecret(const QString &profileId, const Handler &done) = 0;
    virtual void writeSecret(const QString &profileId, const QString &secret, const Handler &done) = 0;
    virtual void removeSecret(const QString &profileId, const Handler &done) = 0;

    /// Calls done with result from the event loop (implementations that answer at once use it).
    void answerLater(const Handler &done, const Result &result);

private:
    /// Refuses an empty profile id; returns false then (and answers the handler).
    bool acceptProfileId(const QString &profileId, const Handler &handler);
};

} // namespace ForwardDesk::Core
