// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sandbox/sandboxoptions.h"
#include "sandbox/sandboxserver.h"

#include <QString>
#include <QUrl>
#include <QUrlQuery>

#include <memory>

namespace ForwardDesk::TestSupport {

/// An in-process sandbox for one test: starts a SandboxServer on 127.0.0.1 with a free port and builds
/// URLs for it (with /api when the options ask for that prefix).
///
/// Usage: `SandboxFixture sandbox; QVERIFY2(sandbox.start(SandboxFixture::options(Seed::None)), …);`
/// then send requests to sandbox.url(u"/domains"_s) with sandbox.key(). The server stops with the fixture.
class SandboxFixture final
{
    Q_DISABLE_COPY_MOVE(SandboxFixture)

public:
    SandboxFixture();
    ~SandboxFixture();

    /// Default options with @p seed, on loopback and a free port.
    static Sandbox::SandboxOptions options(Sandbox::SandboxOptions::Seed seed = Sandbox::SandboxOptions::Seed::None);

    /// Starts a fresh server (stopping an earlier one). Forces 127.0.0.1 and port 0 so tests never
    /// collide or leave loopback. Returns false and fills lastError() on failure.
    bool start(Sandbox::SandboxOptions options);
    [[nodiscard]] QString lastError() const { return m_lastError; }

    [[nodiscard]] Sandbox::SandboxServer *server() const { return m_server.get(); }
    /// The session key of the seeded account.
    [[nodiscard]] QString key() const;

    /// URL of resource @p path ("/domains"), under /api when the server only answers there.
    [[nodiscard]] QUrl url(const QString &path, const QUrlQuery &query = {}) const;
    /// URL of exactly @p path, whatever the prefix option says.
    [[nodiscard]] QUrl rawUrl(const QString &path, const QUrlQuery &query = {}) const;

private:
    std::unique_ptr<Sandbox::SandboxServer> m_server;
    QString m_lastError;
};

} // namespace ForwardDesk::TestSupport
