// SPDX-License-Identifier: GPL-3.0-or-later
#include "guitest.h"

#include "core/apiclient.h"
#include "models/domainmodel.h"
#include "models/requestlogmodel.h"
#include "models/session.h"

#include <QCoreApplication>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace ForwardDesk::TestSupport {

namespace {
constexpr int waitMs = 10000;

} // namespace

Sandbox::FaultRule ruleFor(Sandbox::FaultRule::Kind kind, const QByteArray &method, const QString &route)
{
    Sandbox::FaultRule rule;
    rule.kind = kind;
    rule.method = method;
    rule.route = route;
    return rule;
}

QAction *findAction(const QObject *owner, const QString &name)
{
    return owner ? owner->findChild<QAction *>(name) : nullptr;
}

bool triggerAction(const QObject *owner, const QString &name)
{
    QAction *action = findAction(owner, name);
    if (!action || !action->isEnabled()) {
        return false;
    }
    action->trigger();
    return true;
}

Sandbox::FaultRule latency(const QByteArray &method, const QString &route, int milliseconds)
{
    Sandbox::FaultRule rule = ruleFor(Sandbox::FaultRule::Kind::Latency, method, route);
    rule.milliseconds = milliseconds;
    return rule;
}

Sandbox::FaultRule serverError(const QByteArray &method, const QString &route, int times)
{
    Sandbox::FaultRule rule = ruleFor(Sandbox::FaultRule::Kind::Error, method, route);
    rule.status = 500;
    rule.times = times;
    return rule;
}

void isolateSettings(const QString &testName)
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ForwardDeskTests"_s);
    QCoreApplication::setApplicationName(testName);
    QSettings().clear();
}

int sentRequests(const Models::Session *session, const QByteArray &method)
{
    int count = 0;
    const Models::RequestLogModel *log = session->requestLog();
    for (int row = 0; row < log->rowCount(); ++row) {
        count += log->entryAt(row).method == method ? 1 : 0;
    }
    return count;
}

SessionFixture::SessionFixture() = default;

SessionFixture::~SessionFixture()
{
    stop();
}

bool SessionFixture::start(const Sandbox::SandboxOptions &options)
{
    stop();
    m_lastError.clear();
    m_sandbox = std::make_unique<Sandbox::SandboxServer>();
    if (!m_sandbox->start(options)) {
        m_lastError = u"the sandbox did not start"_s;
        return false;
    }
    m_session = std::make_unique<Models::Session>(m_sandbox->url(), m_sandbox->sessionKey());
    QSignalSpy loaded(m_session.get(), &Models::Session::domainsLoaded);
    QSignalSpy failed(m_session.get(), &Models::Session::loadFailed);
    m_session->open();
    if (!loaded.wait(waitMs) && loaded.isEmpty()) {
        m_lastError = failed.isEmpty() ? u"the domains did not load"_s
                                       : failed.constFirst().at(0).value<Core::ApiError>().toString();
        return false;
    }
    return true;
}

void SessionFixture::stop()
{
    m_session.reset();
    m_sandbox.reset();
}

QString SessionFixture::domainId(const QString &name) const
{
    return m_session ? m_session->domains()->idOfName(name) : QString();
}

std::unique_ptr<Core::ApiClient> SessionFixture::otherDevice() const
{
    auto client = std::make_unique<Core::ApiClient>();
    if (m_sandbox && m_session) {
        (void)client->setServiceUrl(m_sandbox->url());
        client->setApiRoot(m_session->apiRoot());
        client->setApiKey(m_sandbox->sessionKey());
    }
    return client;
}

} // namespace ForwardDesk::TestSupport
