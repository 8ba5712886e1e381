// SPDX-License-Identifier: GPL-3.0-or-later
#include "memorysecretstore.h"

#include <QLoggingCategory>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Core {

namespace {

Q_LOGGING_CATEGORY(lc, "forwarddesk.core.memorysecretstore")

const QString simulatedMessage = u"simulated by MemorySecretStore"_s;
const QString notFoundMessage = u"no secret stored for this profile in memory"_s;

} // namespace

MemorySecretStore::MemorySecretStore(QObject *parent)
    : SecretStore(parent)
{ }

MemorySecretStore::~MemorySecretStore() = default;

void MemorySecretStore::setSimulatedError(ErrorKind error)
{
    m_simulatedError = error;
}

void MemorySecretStore::readSecret(const QString &profileId, const Handler &done)
{
    if (answerSimulatedError(done)) {
        return;
    }
    const auto found = m_secrets.constFind(profileId);
    if (found == m_secrets.cend()) {
        qCDebug(lc) << "no secret in memory for profile" << profileId;
        answerLater(done, failure(ErrorKind::NotFound, notFoundMessage));
        return;
    }
    answerLater(done, success(found.value()));
}

void MemorySecretStore::writeSecret(const QString &profileId, const QString &secret, const Handler &done)
{
    if (answerSimulatedError(done)) {
        return;
    }
    qCDebug(lc) << "keeping the secret of profile" << profileId << "in memory";
    m_secrets.insert(profileId, secret);
    answerLater(done, success());
}

void MemorySecretStore::removeSecret(const QString &profileId, const Handler &done)
{
    if (answerSimulatedError(done)) {
        return;
    }
    m_secrets.remove(profileId);
    answerLater(done, success());
}

bool MemorySecretStore::answerSimulatedError(const Handler &done)
{
    if (m_simulatedError == ErrorKind::None) {
        return false;
    }
    answerLater(done, failure(m_simulatedError, simulatedMessage));
    return true;
}

} // namespace ForwardDesk::Core
