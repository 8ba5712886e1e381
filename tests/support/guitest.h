// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sandbox/faultrule.h"
#include "sandbox/sandboxoptions.h"
#include "sandbox/sandboxserver.h"

#include <QAction>
#include <QList>
#include <QObject>
#include <QString>

#include <memory>

namespace ForwardDesk::Core {
class ApiClient;
}

namespace ForwardDesk::Models {
class Session;
}

namespace ForwardDesk::TestSupport {

/// The visible child of @p parent of type T, or null (dialogs closed with WA_DeleteOnClose linger hidden
/// until they are deleted later, so the first child found may be an old one).
template <typename T>
T *visibleChild(const QObject *parent)
{
    const QList<T *> children = parent->findChildren<T *>();
    for (T *child : children) {
        if (child->isVisible()) {
            return child;
        }
    }
    return nullptr;
}

/// The action called @p name among the children of @p owner (a pane's actions are its children).
[[nodiscard]] QAction *findAction(const QObject *owner, const QString &name);

/// Triggers the action called @p name of @p owner as a user would: false (and nothing happens) when there
/// is no such action or it is disabled.
[[nodiscard]] bool triggerAction(const QObject *owner, const QString &name);

/// A rule of @p kind for every @p method request to @p route, to be filled in further.
[[nodiscard]] Sandbox::FaultRule ruleFor(Sandbox::FaultRule::Kind kind, const QByteArray &method, const QString &route);
/// A rule that slows every @p method request to @p route down by @p milliseconds.
[[nodiscard]] Sandbox::FaultRule latency(const QByteArray &method, const QString &route, int milliseconds);
/// A rule that answers 500 to @p method requests to @p route: the first @p times of them, or all (-1).
[[nodiscard]] Sandbox::FaultRule serverError(const QByteArray &method, const QString &route, int times = -1);

/// The domain of the demo account the sandbox seeds by default with the most aliases.
inline const QString demoBusyDomain = QString::fromLatin1("lindqvist.example");
/// Another active domain of the demo account.
inline const QString demoOtherDomain = QString::fromLatin1("acme-studio.example");

/// Gives this test settings of its own (QStandardPaths test mode, its own application name), cleared.
void isolateSettings(const QString &testName);

/// How many requests with @p method @p session has sent, by its request log.
[[nodiscard]] int sentRequests(const Models::Session *session, const QByteArray &method);

/// A sandbox on loopback and a session signed in to it with its domains loaded: what every pane test
/// starts from.
///
/// Usage: `QVERIFY2(m_fixture.start(), qPrintable(m_fixture.lastError()));` then give session() to the
/// pane. otherDevice() is a second client with the same key, for changes "made elsewhere".
class SessionFixture final
{
    Q_DISABLE_COPY_MOVE(SessionFixture)

public:
    SessionFixture();
    ~SessionFixture();

    /// Starts the sandbox with @p options and opens a session; false with lastError() on failure.
    bool start(const Sandbox::SandboxOptions &options = Sandbox::SandboxOptions());
    /// Ends the session, then the sandbox.
    void stop();
    [[nodiscard]] QString lastError() const { return m_lastError; }

    [[nodiscard]] Sandbox::SandboxServer *sandbox() const { return m_sandbox.get(); }
    [[nodiscard]] Models::Session *session() const { return m_session.get(); }
    /// The id of the domain called @p name, or an empty string.
    [[nodiscard]] QString domainId(const QString &name) const;
    /// A separate client of the same account, as another device or a script would be.
    [[nodiscard]] std::unique_ptr<Core::ApiClient> otherDevice() const;

private:
    std::unique_ptr<Sandbox::SandboxServer> m_sandbox;
    std::unique_ptr<Models::Session> m_session;
    QString m_lastError;
};

} // namespace ForwardDesk::TestSupport
