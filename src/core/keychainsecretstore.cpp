// SPDX-License-Identifier: GPL-3.0-or-later
#include "keychainsecretstore.h"

#include "forwarddesk/version.h"

#include <QLoggingCategory>
#include <QTimer>
#include <qt6keychain/keychain.h>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Core {

namespace {

Q_LOGGING_CATEGORY(lc, "forwarddesk.core.keychain")

const QString appId = QString::fromLatin1(FORWARDDESK_APP_ID);
const QString keySeparator = u":"_s;

// Nextcloud waits 10 s before its retry; whoever asked for the key waits too, so keep it short.
constexpr int defaultReadRetryDelayMs = 1500;

/// What OtherError messages say when no Secret Service can be reached at all (GLib, libdbus and
/// gnome-keyring wordings): no session bus, no service providing org.freedesktop.secrets, or a service
/// without a usable collection.
const QStringList noBackendMarkers = {
    u"Cannot autolaunch D-Bus"_s,
    u"org.freedesktop.secrets"_s,
    u"org.freedesktop.DBus.Error.ServiceUnknown"_s,
    u"org.freedesktop.DBus.Error.NoServer"_s,
    u"org.freedesktop.DBus.Error.UnknownObject"_s,
    u"org.freedesktop.DBus.Error.UnknownInterface"_s,
    u"No such interface"_s,
    u"No such object"_s,
    u"Object does not exist at path"_s,
    u"Could not connect"_s,
    u"DBUS_SESSION_BUS_ADDRESS"_s,
};

/// Runs a QtKeychain job with the settings every job of ours needs and calls finish with its result.
///
/// The job has no parent: QtKeychain's libsecret callbacks keep a raw pointer to it, so it must live until
/// it finishes (it deletes itself then); the store is only the context of the connection.
void runJob(KeychainSecretStore *store, QKeychain::Job *job, const QString &profileId,
            const std::function<void(QKeychain::Job *)> &finish)
{
    job->setAutoDelete(true);
    job->setInsecureFallback(false);
    job->setKey(KeychainSecretStore::keyFor(profileId));
    QObject::connect(job, &QKeychain::Job::finished, store, finish);
    job->start();
}

SecretStore::Result resultOf(const QKeychain::Job *job)
{
    if (job->error() == QKeychain::NoError) {
        return SecretStore::success();
    }
    return SecretStore::failure(KeychainSecretStore::errorKindFor(job->error(), job->errorString()),
                                job->errorString());
}

} // namespace

KeychainSecretStore::KeychainSecretStore(QObject *parent)
    : SecretStore(parent)
    , m_readRetryDelayMs(defaultReadRetryDelayMs)
{ }

KeychainSecretStore::~KeychainSecretStore() = default;

void KeychainSecretStore::setReadRetryDelay(int milliseconds)
{
    m_readRetryDelayMs = milliseconds;
}

QString KeychainSecretStore::service()
{
    return appId;
}

QString KeychainSecretStore::keyFor(const QString &profileId)
{
    return appId % keySeparator % profileId;
}

SecretStore::ErrorKind KeychainSecretStore::errorKindFor(int keychainError, const QString &message)
{
    switch (static_cast<QKeychain::Error>(keychainError)) {
    case QKeychain::NoError:
        return ErrorKind::None;
    case QKeychain::EntryNotFound:
        return ErrorKind::NotFound;
    case QKeychain::AccessDenied:
    case QKeychain::AccessDeniedByUser:
        return ErrorKind::AccessDenied;
    case QKeychain::NoBackendAvailable:
    case QKeychain::NotImplemented:
        return ErrorKind::NoBackend;
    case QKeychain::OtherError:
        for (const QString &marker : noBackendMarkers) {
            if (message.contains(marker, Qt::CaseInsensitive)) {
                return ErrorKind::NoBackend;
            }
        }
        return ErrorKind::Other;
    case QKeychain::CouldNotDeleteEntry:
        return ErrorKind::Other;
    }
    return ErrorKind::Other;
}

void KeychainSecretStore::readSecret(const QString &profileId, const Handler &done)
{
    startRead(profileId, false, done);
}

void KeychainSecretStore::startRead(const QString &profileId, bool isRetry, const Handler &done)
{
    if (isRetry) {
        qCDebug(lc) << "reading the secret of profile" << profileId << "again";
    } else {
        qCDebug(lc) << "reading the secret of profile" << profileId;
    }
    auto *job = new QKeychain::ReadPasswordJob(service());
    runJob(this, job, profileId, [this, job, profileId, isRetry, done](QKeychain::Job *finished) {
        Result result = resultOf(finished);
        if (result.ok()) {
            result.secret = job->textData();
            qCDebug(lc) << "read the secret of profile" << profileId;
            done(result);
            return;
        }
        const bool mayRetry = result.error == ErrorKind::NoBackend || result.error == ErrorKind::Other;
        if (mayRetry && !isRetry && m_readRetryDelayMs >= 0) {
            qCInfo(lc) << "reading the secret of profile" << profileId << "failed with"
                       << qUtf8Printable(kindName(result.error)) << "- retrying in" << m_readRetryDelayMs << "ms";
            QTimer::singleShot(m_readRetryDelayMs, this, [this, profileId, done] { startRead(profileId, true, done); });
            return;
        }
        if (result.error == ErrorKind::NotFound) {
            qCDebug(lc) << "no secret stored for profile" << profileId;
        } else {
            qCWarning(lc) << "reading the secret of profile" << profileId << "failed with"
                          << qUtf8Printable(kindName(result.error)) << result.message;
        }
        done(result);
    });
}

void KeychainSecretStore::writeSecret(const QString &profileId, const QString &secret, const Handler &done)
{
    qCDebug(lc) << "writing the secret of profile" << profileId;
    auto *job = new QKeychain::WritePasswordJob(service());
    job->setTextData(secret);
    runJob(this, job, profileId, [profileId, done](QKeychain::Job *finished) {
        const Result result = resultOf(finished);
        if (!result.ok()) {
            qCWarning(lc) << "writing the secret of profile" << profileId << "failed with"
                          << qUtf8Printable(kindName(result.error)) << result.message;
        }
        done(result);
    });
}

void KeychainSecretStore::removeSecret(const QString &profileId, const Handler &done)
{
    qCDebug(lc) << "removing the secret of profile" << profileId;
    auto *job = new QKeychain::DeletePasswordJob(service());
    runJob(this, job, profileId, [profileId, done](QKeychain::Job *finished) {
        Result result = resultOf(finished);
        // Nothing to remove is what the caller wanted (libsecret says so itself; other backends may not).
        if (result.error == ErrorKind::NotFound) {
            result = success();
        }
        if (!result.ok()) {
            qCWarning(lc) << "removing the secret of profile" << profileId << "failed with"
                          << qUtf8Printable(kindName(result.error)) << result.message;
        }
        done(result);
    });
}

} // namespace ForwardDesk::Core
