// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "secretstore.h"

#include <QHash>

namespace ForwardDesk::Core {

/// A SecretStore that keeps secrets in this process only: for "keep the key for this run only" when no
/// keychain is available, and as a fake in tests.
///
/// Usage: as any SecretStore; answers come from the event loop like a real store's. Tests call
/// setSimulatedError(ErrorKind::NoBackend) to make every operation fail as if there were no keychain
/// (what was stored stays untouched and comes back once the simulation is cleared with ErrorKind::None).
class MemorySecretStore final : public SecretStore
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MemorySecretStore)

public:
    explicit MemorySecretStore(QObject *parent = nullptr);
    ~MemorySecretStore() override;

    [[nodiscard]] bool isPersistent() const override { return false; }

    /// Every later operation answers this error (None: work normally again).
    void setSimulatedError(ErrorKind error);
    [[nodiscard]] ErrorKind simulatedError() const { return m_simulatedError; }

protected:
    void readSecret(const QString &profileId, const Handler &done) override;
    void writeSecret(const QString &profileId, const QString &secret, const Handler &done) override;
    void removeSecret(const QString &profileId, const Handler &done) override;

private:
    /// Answers the simulated error, if one is set; returns true then.
    bool answerSimulatedError(const Handler &done);

    QHash<QString, QString> m_secrets;
    ErrorKind m_simulatedError = ErrorKind::None;
};

} // namespace ForwardDesk::Core
