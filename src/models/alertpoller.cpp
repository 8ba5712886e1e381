// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/alertpoller.h"

#include "models/session.h"

#include <QLocale>
#include <QLoggingCategory>
#include <QMap>
#include <QTimer>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Models {

namespace {
Q_LOGGING_CATEGORY(lc, "forwarddesk.models.alertpoller", QtInfoMsg)

constexpr qint64 secondsPerHour = 3600;

/// What tells two log entries apart: the id, or the entry's contents when the service gives none.
QString entryKey(const Core::LogEntry &entry)
{
    if (!entry.id.isEmpty()) {
        return entry.id;
    }
    return entry.time.toString(Qt::ISODateWithMs) + u'|' + entry.sender + u'|' + entry.recipient + u'|'
        + entry.messageId;
}
} // namespace

AlertPoller::AlertPoller(QObject *parent)
    : QObject(parent)
    , m_clock([] { return QDateTime::currentDateTimeUtc(); })
    , m_timer(new QTimer(this))
{
    qRegisterMetaType<Alert>();
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, &AlertPoller::tick);
}

AlertPoller::~AlertPoller() = default;

void AlertPoller::setSession(Session *session, const QString &profileId)
{
    ++m_generation;
    if (m_session) {
        disconnect(m_session, nullptr, this, nullptr);
    }
    m_session = session;
    m_profileId = session != nullptr ? profileId : QString();
    loadKindSettings();
    m_pending = 0;
    m_failures = 0;
    m_logsKnown = false;
    m_domainsKnown = false;
    m_keyRefused = false;
    m_seenEntries.clear();
    m_activeDomains.clear();
    m_timer->stop();
    m_nextPollAt = {};
    if (session != nullptr) {
        // A refusal of the key by any request (the panes' too), and not only by a poll: the requests wait
        // for a new key then, so a poll would not report it.
        connect(session, &Session::invalidToken, this,
                [this] { takeFailure(Core::ApiError(Core::ApiError::Kind::InvalidToken, 0, {})); });
        m_nextPollAt = now();
        QTimer::singleShot(0, this, &AlertPoller::tick);
    }
}

Session *AlertPoller::session() const
{
    return m_session;
}

void AlertPoller::setClock(Clock clock)
{
    m_clock = std::move(clock);
}

QDateTime AlertPoller::now() const
{
    return m_clock();
}

void AlertPoller::setInterval(std::chrono::milliseconds interval)
{
    m_interval = std::max(interval, std::chrono::milliseconds(std::chrono::seconds(1)));
    if (m_session && m_pending == 0 && m_nextPollAt.isValid()) {
        schedule(); // from now, with the new interval
    }
}

void AlertPoller::setFollowInterval(std::chrono::milliseconds interval)
{
    m_followInterval = interval;
}

std::chrono::milliseconds AlertPoller::currentDelay() const
{
    const std::chrono::milliseconds base = std::max(m_interval, m_followInterval);
    if (m_failures == 0) {
        return base;
    }
    const std::chrono::milliseconds ceiling = std::max(base, LongestBackoff);
    std::chrono::milliseconds delay = base;
    for (int i = 0; i < m_failures && delay < ceiling; ++i) {
        delay *= 2;
    }
    return std::min(delay, ceiling);
}

void AlertPoller::setPaused(bool paused)
{
    m_paused = paused;
}

void AlertPoller::setKindEnabled(Alert::Kind kind, bool enabled)
{
    if (enabled) {
        m_disabledKinds.remove(kind);
    } else {
        m_disabledKinds.insert(kind);
    }
}

bool AlertPoller::isKindEnabled(Alert::Kind kind) const
{
    return !m_disabledKinds.contains(kind);
}

Config::Key AlertPoller::settingOf(Alert::Kind kind)
{
    switch (kind) {
    case Alert::Kind::Bounced:
        return Config::Key::AlertsBounced;
    case Alert::Kind::Rejected:
        return Config::Key::AlertsRejected;
    case Alert::Kind::DomainInactive:
        return Config::Key::AlertsDomainInactive;
    case Alert::Kind::KeyRefused:
        break;
    }
    return Config::Key::AlertsKeyRefused;
}

void AlertPoller::loadKindSettings()
{
    for (const Alert::Kind kind :
         {Alert::Kind::Bounced, Alert::Kind::Rejected, Alert::Kind::DomainInactive, Alert::Kind::KeyRefused}) {
        setKindEnabled(kind, Config::profileValue(settingOf(kind), m_profileId).toBool());
    }
}

void AlertPoller::tick()
{
    if (!m_session || m_pending > 0 || !m_nextPollAt.isValid()) {
        return;
    }
    const qint64 remaining = now().msecsTo(m_nextPollAt);
    if (remaining > 0) {
        m_timer->start(std::chrono::milliseconds(remaining));
        return;
    }
    pollNow();
}

void AlertPoller::pollNow()
{
    Session *session = m_session;
    if (session == nullptr || m_pending > 0) {
        return;
    }
    if (session->isOffline()) {
        // The cached data is not news; the session finds its way back online on its own Retry.
        m_pollFailed = true;
        finishPoll();
        return;
    }
    m_timer->stop();
    m_pending = 2;
    m_pollFailed = false;
    const quint64 generation = m_generation;
    auto done = [this, generation] {
        if (generation == m_generation && --m_pending == 0) {
            finishPoll();
        }
    };
    session->peekLogs(LogLimit, this, [this, generation, done](const Core::ApiResult<QList<Core::LogEntry>> &result) {
        if (generation != m_generation) {
            return;
        }
        result.ok() ? takeLogs(result.value()) : takeFailure(result.error());
        done();
    });
    session->peekDomains(this, [this, generation, done](const Core::ApiResult<QList<Core::Domain>> &result) {
        if (generation != m_generation) {
            return;
        }
        result.ok() ? takeDomains(result.value()) : takeFailure(result.error());
        done();
    });
}

void AlertPoller::finishPoll()
{
    if (m_pollFailed) {
        ++m_failures;
    } else {
        m_failures = 0;
        m_keyRefused = false; // the key works (again): a later refusal is news
    }
    m_pollFailed = false;
    schedule();
}

void AlertPoller::schedule()
{
    if (!m_session) {
        return;
    }
    const std::chrono::milliseconds delay = currentDelay();
    m_nextPollAt = now().addMSecs(delay.count());
    m_timer->start(delay);
    qCDebug(lc) << "next poll at" << m_nextPollAt << "after" << m_failures << "failures";
}

void AlertPoller::takeLogs(const QList<Core::LogEntry> &entries)
{
    if (!m_logsKnown) {
        m_logsKnown = true;
        for (const Core::LogEntry &entry : entries) {
            m_seenEntries.insert(entryKey(entry));
        }
        return;
    }
    // New bounced or rejected mail, one alert per kind and address, oldest address first.
    struct Group
    {
        Alert::Kind kind;
        QString recipient;
        QStringList ids;
        QDateTime oldest;
    };
    QMap<QString, Group> groups;
    QStringList order;
    for (const Core::LogEntry &entry : entries) {
        const QString key = entryKey(entry);
        if (m_seenEntries.contains(key)) {
            continue;
        }
        m_seenEntries.insert(key);
        if (entry.status != Core::LogEntry::Status::Bounced && entry.status != Core::LogEntry::Status::Rejected) {
            continue;
        }
        const Alert::Kind kind =
            entry.status == Core::LogEntry::Status::Bounced ? Alert::Kind::Bounced : Alert::Kind::Rejected;
        const QString groupKey = QString::number(int(kind)) + u'|' + entry.recipient.toLower();
        if (!groups.contains(groupKey)) {
            groups.insert(groupKey, Group{kind, entry.recipient, {}, entry.time});
            order << groupKey;
        }
        Group &group = groups[groupKey];
        group.ids << entry.id;
        if (entry.time.isValid() && (!group.oldest.isValid() || entry.time < group.oldest)) {
            group.oldest = entry.time;
        }
    }
    const QDateTime current = now();
    for (const QString &groupKey : std::as_const(order)) {
        const Group &group = groups.value(groupKey);
        const int count = int(group.ids.size());
        const bool lastHour = !group.oldest.isValid() || group.oldest.secsTo(current) <= secondsPerHour;
        const QString since = QLocale().toString(group.oldest.toLocalTime(), QLocale::ShortFormat);
        Alert alert;
        alert.kind = group.kind;
        alert.recipient = group.recipient;
        alert.entryIds = group.ids;
        if (group.kind == Alert::Kind::Bounced) {
            alert.title = tr("Mail bounced");
            alert.message = lastHour ? tr("%n bounced to %1 in the last hour", nullptr, count).arg(group.recipient)
                                     : tr("%n bounced to %1 since %2", nullptr, count).arg(group.recipient, since);
        } else {
            alert.title = tr("Mail rejected");
            alert.message = lastHour ? tr("%n rejected for %1 in the last hour", nullptr, count).arg(group.recipient)
                                     : tr("%n rejected for %1 since %2", nullptr, count).arg(group.recipient, since);
        }
        raise(alert);
    }
}

void AlertPoller::takeDomains(const QList<Core::Domain> &domains)
{
    QSet<QString> active;
    for (const Core::Domain &domain : domains) {
        if (domain.status == Core::Domain::Status::Active) {
            active.insert(domain.id);
            continue;
        }
        if (m_domainsKnown && m_activeDomains.contains(domain.id)) {
            Alert alert;
            alert.kind = Alert::Kind::DomainInactive;
            alert.domainId = domain.id;
            alert.domainName = domain.displayName();
            alert.title = tr("Domain no longer active");
            alert.message =
                tr("%1 was active and no longer is: mail to it may not be forwarded.").arg(domain.displayName());
            raise(alert);
        }
    }
    // A domain raised once is out of the set until it is active again: the same drop is not raised twice.
    m_activeDomains = active;
    m_domainsKnown = true;
}

void AlertPoller::takeFailure(const Core::ApiError &error)
{
    m_pollFailed = true;
    if (error.kind() != Core::ApiError::Kind::InvalidToken || m_keyRefused) {
        return;
    }
    m_keyRefused = true;
    Alert alert;
    alert.kind = Alert::Kind::KeyRefused;
    alert.title = tr("API key refused");
    alert.message = tr("The service no longer accepts the API key ForwardDesk uses. Open ForwardDesk to give a new "
                       "one.");
    raise(alert);
}

void AlertPoller::raise(const Alert &alert)
{
    if (m_paused || m_disabledKinds.contains(alert.kind)) {
        return;
    }
    qCInfo(lc) << "alert:" << alert.message;
    emit alertRaised(alert);
}

} // namespace ForwardDesk::Models
