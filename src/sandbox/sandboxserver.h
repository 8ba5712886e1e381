// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "faultrule.h"
#include "sandboxoptions.h"
#include "sandboxplan.h"

#include <QObject>
#include <QUrl>

#include <memory>

namespace ForwardDesk::Sandbox {

/// The local forwarding service: the whole API on loopback HTTP, stored in SQLite.
///
/// Usage: fill SandboxOptions, call start(), then talk HTTP to url() with sessionKey() as the Bearer
/// token. Tests may add accounts and faults while it runs. Everything happens on the thread the server
/// lives on (its event loop must run).
class SandboxServer final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SandboxServer)

public:
    explicit SandboxServer(QObject *parent = nullptr);
    ~SandboxServer() override;

    /// Opens the database, seeds it, mints the session key and starts listening.
    bool start(const SandboxOptions &options, QString *error = nullptr);
    void stop();
    [[nodiscard]] bool isRunning() const;

    /// Base URL of the service, e.g. http://127.0.0.1:8025 (add /api for Prefix::Api).
    [[nodiscard]] QUrl url() const;
    /// The key minted at start for the seeded account (demo, or large with Seed::Large).
    [[nodiscard]] QString sessionKey() const;
    [[nodiscard]] const SandboxOptions &options() const;

    /// Creates an account with one key and returns the key's value.
    QString createAccount(const QString &name, Plan plan);
    /// A key for the seeded Free account.
    [[nodiscard]] QString freePlanKey() const;

    void setFaults(const QList<FaultRule> &faults);
    void addFault(const FaultRule &fault);
    void clearFaults();

    /// Requests served so far (for tests: how many attempts a client made).
    [[nodiscard]] int requestCount() const;

signals:
    /// A request arrived, with its body as the client sent it (before any fault). For tests: what a client sends.
    void requestReceived(const QByteArray &method, const QString &path, const QByteArray &body);
    /// A request was answered (or hit by a fault). For logging in the tool.
    void requestHandled(const QByteArray &method, const QString &path, int status);

private:
    class Private;
    std::unique_ptr<Private> m_d;
};

} // namespace ForwardDesk::Sandbox
