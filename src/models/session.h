// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/apierror.h"

#include <QDateTime>
#include <QObject>
#include <QUrl>

namespace ForwardDesk::Core {
class ApiClient;
}

namespace ForwardDesk::Models {

class DomainModel;

/// One signed-in account: owns the API client and the models, and loads and refreshes them.
///
/// Usage: construct with the service URL and key, call open(); watch stateChanged() and the models.
/// Panes ask the session for work; they never talk to the client's network layer themselves.
class Session final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Session)

public:
    enum class State { Idle, Connecting, Connected, Failed };
    Q_ENUM(State)

    Session(const QUrl &serviceUrl, const QString &apiKey, QObject *parent = nullptr);
    ~Session() override;

    [[nodiscard]] Core::ApiClient *client() const { return m_client; }
    [[nodiscard]] DomainModel *domains() const { return m_domains; }
    [[nodiscard]] State state() const { return m_state; }
    [[nodiscard]] Core::ApiError lastError() const { return m_lastError; }
    [[nodiscard]] QDateTime lastRefresh() const { return m_lastRefresh; }

    /// Uses a remembered API root instead of probing for it.
    void setKnownApiRoot(const QUrl &root);
    /// Finds the API root (once) and loads the domains.
    void open();
    void refreshDomains();

signals:
    void stateChanged(ForwardDesk::Models::Session::State state);
    /// A step of opening finished ("discover", "domains"), with its duration; for reports and benchmarks.
    void stepFinished(const QString &step, qint64 milliseconds, int items);
    void domainsLoaded();
    void loadFailed(const ForwardDesk::Core::ApiError &error);

private:
    void setState(State state);
    void fail(const Core::ApiError &error);

    Core::ApiClient *m_client;
    DomainModel *m_domains;
    State m_state = State::Idle;
    Core::ApiError m_lastError;
    QDateTime m_lastRefresh;
    bool m_rootKnown = false;
};

} // namespace ForwardDesk::Models
