// SPDX-License-Identifier: GPL-3.0-or-later
#include "secretstore.h"

#include <QLoggingCategory>
#include <QMetaEnum>
#include <QPointer>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Core {

namespace {

Q_LOGGING_CATEGORY(lc, "forwarddesk.core.secretstore")

/// Wraps a caller's handler so that it runs only while its context lives.
SecretStore::Handler guarded(QObject *context, const SecretStore::Handler &handler)
{
    Q_ASSERT(context);
    return [context = QPointer<QObject>(context), handler](const SecretStore::Result &result) {
        if (context && handler) {
            handler(result);
        }
    };
}

} // namespace

SecretStore::SecretStore(QObject *parent)
    : QObject(parent)
{ }

SecretStore::~SecretStore() = default;

void SecretStore::read(const QString &profileId, QObject *context, const Handler &handler)
{
    const Handler done = guarded(context, handler);
    if (acceptProfileId(profileId, done)) {
        readSecret(profileId, done);
    }
}

void SecretStore::write(const QString &profileId, const QString &secret, QObject *context, const Handler &handler)
{
    const Handler done = guarded(context, handler);
    if (acceptProfileId(profileId, done)) {
        writeSecret(profileId, secret, done);
    }
}

void SecretStore::remove(const QString &profileId, QObject *context, const Handler &handler)
{
    const Handler done = guarded(context, handler);
    if (acceptProfileId(profileId, done)) {
        removeSecret(profileId, done);
    }
}

SecretStore::Result SecretStore::success(const QString &secret)
{
    return Result{ErrorKind::None, {}, secret};
}

SecretStore::Result SecretStore::failure(ErrorKind error, const QString &message)
{
    Q_ASSERT(error != ErrorKind::None);
    return Result{error, message, {}};
}

QString SecretStore::kindName(ErrorKind error)
{
    return QString::fromLatin1(QMetaEnum::fromType<ErrorKind>().valueToKey(static_cast<int>(error)));
}

void SecretStore::answerLater(const Handler &done, const Result &result)
{
    QMetaObject::invokeMethod(
        this, [done, result] { done(result); }, Qt::QueuedConnection);
}

bool SecretStore::acceptProfileId(const QString &profileId, const Handler &handler)
{
    if (!profileId.isEmpty()) {
        return true;
    }
    qCWarning(lc) << "refused an operation without a profile id";
    answerLater(handler, failure(ErrorKind::Other, u"empty profile id"_s));
    return false;
}

} // namespace ForwardDesk::Core
