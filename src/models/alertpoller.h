// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/apierror.h"
#include "core/domain.h"
#include "core/logentry.h"
#include "models/alert.h"
#include "models/config.h"

#include <QDateTime>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QSet>

#include <chrono>
#include <functional>

class QTimer;

namespace ForwardDesk::Models {

class Session;

/// Watches the signed-in account in the background and raises an Alert for what is worth knowing while
/// the window is closed: new bounced or rejected mail (grouped per address), a domain that was active and
/// no longer is, a key that stopped working.
///
/// The first answer after setSession() is the baseline: what is already there raises nothing, and every
/// event is raised once only. Polls come every interval() (5 minutes by default), never more often than the
/// Logs pane's follow interval, and back off (doubling, up to an hour) while polls fail. Paused, or with a
/// kind turned off, events are still taken in (so that nothing old pours out when alerts come back) but
/// not raised. Which kinds are on is a setting of the profile watched (Config's per-profile alert keys),
/// read on setSession() and again on loadKindSettings(). The clock can be replaced for tests; tick() is what
/// the timer calls.
class AlertPoller final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AlertPoller)

public:
    using Clock = std::function<QDateTime()>;
    static constexpr std::chrono::milliseconds DefaultInterval{std::chrono::minutes(5)};
    static constexpr std::chrono::milliseconds LongestBackoff{std::chrono::hours(1)};
    static constexpr int LogLimit = 200;

    explicit AlertPoller(QObject *parent = nullptr);
    ~AlertPoller() override;

    /// The account to watch (nullptr: none); starts a new baseline and polls at once. @p profileId names the
    /// profile whose alert switches apply (empty for an account without one: the app-wide switches).
    void setSession(Session *session, const QString &profileId = {});
    [[nodiscard]] Session *session() const;
    [[nodiscard]] QString profileId() const { return m_profileId; }
    void setClock(Clock clock);

    void setInterval(std::chrono::milliseconds interval);
    [[nodiscard]] std::chrono::milliseconds interval() const { return m_interval; }
    /// The Logs pane's follow interval: polls never come more often than that.
    void setFollowInterval(std::chrono::milliseconds interval);
    /// The wait after the last poll: the interval (at least the follow interval), doubled per failed poll
    /// in a row up to an hour (or the interval when that is longer).
    [[nodiscard]] std::chrono::milliseconds currentDelay() const;
    /// When the next poll is due (invalid without a session).
    [[nodiscard]] QDateTime nextPollAt() const { return m_nextPollAt; }
    [[nodiscard]] int failuresInARow() const { return m_failures; }
    [[nodiscard]] bool isPolling() const { return m_pending > 0; }

    void setPaused(bool paused);
    [[nodiscard]] bool isPaused() const { return m_paused; }
    /// Turns a kind on or off until the next setSession() or loadKindSettings() (not stored).
    void setKindEnabled(Alert::Kind kind, bool enabled);
    [[nodiscard]] bool isKindEnabled(Alert::Kind kind) const;
    /// Reads the switches of profileId() again (after Preferences changed them).
    void loadKindSettings();
    /// The setting that turns @p kind on or off (kept per profile).
    [[nodiscard]] static Config::Key settingOf(Alert::Kind kind);

    /// Polls when it is due by the clock; otherwise waits for the rest of the delay.
    void tick();
    /// Polls now (the tray's Refresh), whatever the schedule says.
    void pollNow();

    /// What a poll found; public so that tests can feed answers without a service.
    void takeLogs(const QList<Core::LogEntry> &entries);
    void takeDomains(const QList<Core::Domain> &domains);
    void takeFailure(const Core::ApiError &error);
    /// A poll's requests all answered (after the take… calls): schedules the next one.
    void finishPoll();

signals:
    void alertRaised(const ForwardDesk::Models::Alert &alert);

private:
    void schedule();
    void raise(const Alert &alert);
    [[nodiscard]] QDateTime now() const;

    QPointer<Session> m_session;
    QString m_profileId;
    Clock m_clock;
    QTimer *m_timer;
    std::chrono::milliseconds m_interval = DefaultInterval;
    std::chrono::milliseconds m_followInterval{0};
    QDateTime m_nextPollAt;
    int m_failures = 0;
    int m_pending = 0; ///< requests of the current poll still on their way
    bool m_pollFailed = false;
    bool m_paused = false;
    QSet<Alert::Kind> m_disabledKinds;
    quint64 m_generation = 0; ///< bumped by setSession(): answers for an earlier session are dropped

    bool m_logsKnown = false; ///< the log baseline is taken
    QSet<QString> m_seenEntries;
    bool m_domainsKnown = false;
    QSet<QString> m_activeDomains;
    bool m_keyRefused = false; ///< raised for the key in use; cleared when a poll succeeds
};

} // namespace ForwardDesk::Models
