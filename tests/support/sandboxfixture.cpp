// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandboxfixture.h"

#include <QHostAddress>

using namespace Qt::StringLiterals;

namespace ForwardDesk::TestSupport {

using Sandbox::SandboxOptions;
using Sandbox::SandboxServer;

SandboxFixture::SandboxFixture() = default;

SandboxFixture::~SandboxFixture()
{
    if (m_server) {
        m_server->stop();
    }
}

SandboxOptions SandboxFixture::options(SandboxOptions::Seed seed)
{
    SandboxOptions options;
    options.seed = seed;
    return options;
}

bool SandboxFixture::start(SandboxOptions options)
{
    if (m_server) {
        m_server->stop();
        m_server.reset();
    }
    options.address = QHostAddress(QHostAddress::LocalHost);
    options.port = 0;
    m_lastError.clear();
    m_server = std::make_unique<SandboxServer>();
    if (!m_server->start(options, &m_lastError)) {
        if (m_lastError.isEmpty()) {
            m_lastError = u"SandboxServer::start() failed without a message"_s;
        }
        return false;
    }
    if (!m_server->isRunning() || !m_server->url().isValid() || m_server->url().port() <= 0) {
        m_lastError =
            u"SandboxServer::start() succeeded but the server reports no usable URL: "_s + m_server->url().toString();
        return false;
    }
    return true;
}

QString SandboxFixture::key() const
{
    return m_server ? m_server->sessionKey() : QString();
}

QUrl SandboxFixture::url(const QString &path, const QUrlQuery &query) const
{
    const bool apiOnly = m_server && m_server->options().prefix == SandboxOptions::Prefix::Api;
    return rawUrl(apiOnly ? u"/api"_s + path : path, query);
}

QUrl SandboxFixture::rawUrl(const QString &path, const QUrlQuery &query) const
{
    QUrl result = m_server ? m_server->url() : QUrl();
    // url() may or may not end in a slash; resources are always absolute paths from the root.
    result.setPath(path);
    if (!query.isEmpty()) {
        result.setQuery(query);
    }
    return result;
}

} // namespace ForwardDesk::TestSupport
