// SPDX-License-Identifier: GPL-3.0-or-later
// AlertPoller: its schedule with an injected clock (interval, the follow interval as a floor, backoff while
// polls fail) against the sandbox, and which events it raises: grouped, once, per kind, not while paused,
// and only the kinds switched on for the profile it watches.

#include "core/responsedecoder.h"
#include "guitest.h"
#include "models/alertpoller.h"
#include "models/config.h"
#include "models/requestlogmodel.h"
#include "models/session.h"
#include "sandbox/sandboxserver.h"

#include <QJsonObject>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace ForwardDesk;
using namespace std::chrono_literals;
using Models::Alert;
using Models::AlertPoller;
using Models::Config;
using Models::Session;

namespace {
constexpr int waitMs = 20000;
const QDateTime start(QDate(2026, 11, 23), QTime(12, 0), Qt::UTC);
const QString profileA = u"6f1c2a52-8d0e-4a57-9a43-1f0b7c1d2e3a"_s;
const QString profileB = u"0b9e7d61-3c2a-4f18-b5d4-9e8a7c6b5a41"_s;
const QString profileNew = u"d2c4e6f8-1a3b-4c5d-8e7f-0a1b2c3d4e5f"_s;

Core::LogEntry entry(const QString &id, const QString &status, const QString &recipient, const QDateTime &time)
{
    return Core::ResponseDecoder::decodeLogEntry(QJsonObject{{u"id"_s, id},
                                                             {u"created_at"_s, time.toString(Qt::ISODate)},
                                                             {u"recipient"_s, recipient},
                                                             {u"status"_s, status}});
}

Core::Domain domain(const QString &id, const QString &status)
{
    return Core::ResponseDecoder::decodeDomain(
        QJsonObject{{u"id"_s, id}, {u"domain"_s, QString(id + u".example"_s)}, {u"status"_s, status}});
}
} // namespace

class TestAlertPoller final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init()
    {
        m_now = start;
        m_poller = std::make_unique<AlertPoller>();
        m_poller->setClock([this] { return m_now; });
    }

    void cleanup() { m_poller.reset(); }

    void delay_isTheIntervalButNeverShorterThanTheFollowInterval()
    {
        QCOMPARE(m_poller->currentDelay(), std::chrono::milliseconds(5min));
        m_poller->setFollowInterval(10s);
        QCOMPARE(m_poller->currentDelay(), std::chrono::milliseconds(5min));
        m_poller->setFollowInterval(10min);
        QCOMPARE(m_poller->currentDelay(), std::chrono::milliseconds(10min));
    }

    void failedPolls_backOffDoublingUpToAnHour_andASuccessResets()
    {
        QList<std::chrono::milliseconds> delays;
        for (int i = 0; i < 6; ++i) {
            m_poller->takeFailure({Core::ApiError::Kind::Network, 0, u"refused"_s});
            m_poller->finishPoll();
            delays << m_poller->currentDelay();
        }
        const QList<std::chrono::milliseconds> expected = {10min, 20min, 40min, 60min, 60min, 60min};
        QCOMPARE(delays, expected);
        m_poller->finishPoll(); // a poll without failures
        QCOMPARE(m_poller->currentDelay(), std::chrono::milliseconds(5min));
    }

    void schedule_againstTheSandbox_pollsWhenDueByTheClockOnly()
    {
        TestSupport::SessionFixture fixture;
        QVERIFY2(fixture.start(), qPrintable(fixture.lastError()));
        Session &session = *fixture.session();

        m_poller->setSession(&session);
        QCOMPARE(m_poller->nextPollAt(), start); // the baseline, at once
        QTRY_COMPARE_WITH_TIMEOUT(m_poller->nextPollAt(), start.addSecs(5 * 60), waitMs);
        QVERIFY(!m_poller->isPolling());
        const int requests = session.requestLog()->rowCount();

        m_now = start.addSecs(4 * 60 + 59);
        m_poller->tick();
        QVERIFY(!m_poller->isPolling());
        QTest::qWait(50);
        QCOMPARE(session.requestLog()->rowCount(), requests);

        m_now = start.addSecs(5 * 60);
        m_poller->tick();
        QVERIFY(m_poller->isPolling());
        QTRY_VERIFY_WITH_TIMEOUT(!m_poller->isPolling(), waitMs);
        QCOMPARE(session.requestLog()->rowCount(), requests + 2); // logs and domains
        QCOMPARE(m_poller->nextPollAt(), start.addSecs(10 * 60));

        // The service goes away: the next polls back off.
        fixture.sandbox()->stop();
        m_now = start.addSecs(10 * 60);
        m_poller->tick();
        QTRY_VERIFY_WITH_TIMEOUT(!m_poller->isPolling(), waitMs);
        QCOMPARE(m_poller->failuresInARow(), 1);
        QCOMPARE(m_poller->nextPollAt(), start.addSecs(20 * 60));
    }

    void newBounces_areGroupedPerAddress_andNeverRepeated()
    {
        QSignalSpy alerts(m_poller.get(), &AlertPoller::alertRaised);
        m_poller->takeLogs({entry(u"old"_s, u"bounced"_s, u"finn@acme-studio.example"_s, start.addSecs(-7200))});
        QCOMPARE(alerts.count(), 0); // the baseline raises nothing

        QList<Core::LogEntry> entries;
        for (int i = 0; i < 5; ++i) {
            entries << entry(u"b%1"_s.arg(i), u"bounced"_s, u"finn@acme-studio.example"_s, start.addSecs(-60 * i));
        }
        entries << entry(u"r1"_s, u"rejected"_s, u"ada@acme-studio.example"_s, start.addSecs(-30));
        entries << entry(u"d1"_s, u"delivered"_s, u"finn@acme-studio.example"_s, start.addSecs(-30));
        m_poller->takeLogs(entries);
        QCOMPARE(alerts.count(), 2);
        const auto bounced = alerts.at(0).at(0).value<Alert>();
        QCOMPARE(bounced.kind, Alert::Kind::Bounced);
        QCOMPARE(bounced.message, u"5 bounced to finn@acme-studio.example in the last hour"_s);
        QCOMPARE(bounced.recipient, u"finn@acme-studio.example"_s);
        QCOMPARE(bounced.entryIds.size(), 5);
        QCOMPARE(alerts.at(1).at(0).value<Alert>().kind, Alert::Kind::Rejected);

        m_poller->takeLogs(entries); // the same entries in the next answer
        QCOMPARE(alerts.count(), 2);
    }

    void pausedOrTurnedOff_raisesNothing_andNothingOldComesLater()
    {
        QSignalSpy alerts(m_poller.get(), &AlertPoller::alertRaised);
        m_poller->takeLogs({});
        m_poller->setPaused(true);
        m_poller->takeLogs({entry(u"b1"_s, u"bounced"_s, u"finn@acme-studio.example"_s, start)});
        m_poller->setPaused(false);
        m_poller->setKindEnabled(Alert::Kind::Rejected, false);
        m_poller->takeLogs({entry(u"b1"_s, u"bounced"_s, u"finn@acme-studio.example"_s, start),
                            entry(u"r1"_s, u"rejected"_s, u"finn@acme-studio.example"_s, start)});
        QCOMPARE(alerts.count(), 0);
        m_poller->takeLogs({entry(u"b2"_s, u"bounced"_s, u"finn@acme-studio.example"_s, start.addSecs(-7200))});
        QCOMPARE(alerts.count(), 1);
        QVERIFY(alerts.at(0).at(0).value<Alert>().message.contains(u"since"_s)); // older than an hour
    }

    void domainThatStopsBeingActive_isRaisedOncePerDrop()
    {
        QSignalSpy alerts(m_poller.get(), &AlertPoller::alertRaised);
        m_poller->takeDomains({domain(u"a"_s, u"active"_s), domain(u"p"_s, u"pending"_s)});
        QCOMPARE(alerts.count(), 0);
        m_poller->takeDomains({domain(u"a"_s, u"failed"_s), domain(u"p"_s, u"pending"_s)});
        QCOMPARE(alerts.count(), 1);
        const auto alert = alerts.at(0).at(0).value<Alert>();
        QCOMPARE(alert.kind, Alert::Kind::DomainInactive);
        QCOMPARE(alert.domainId, u"a"_s);
        m_poller->takeDomains({domain(u"a"_s, u"failed"_s)});
        QCOMPARE(alerts.count(), 1);
        m_poller->takeDomains({domain(u"a"_s, u"active"_s)});
        m_poller->takeDomains({domain(u"a"_s, u"pending"_s)});
        QCOMPARE(alerts.count(), 2); // a new drop
    }

    void refusedKey_isRaisedOnceUntilItWorksAgain()
    {
        QSignalSpy alerts(m_poller.get(), &AlertPoller::alertRaised);
        const Core::ApiError refused(Core::ApiError::Kind::InvalidToken, 401, u"Invalid token"_s);
        m_poller->takeFailure(refused);
        m_poller->finishPoll();
        m_poller->takeFailure(refused);
        m_poller->finishPoll();
        QCOMPARE(alerts.count(), 1);
        QCOMPARE(alerts.at(0).at(0).value<Alert>().kind, Alert::Kind::KeyRefused);
        m_poller->finishPoll(); // a successful poll
        m_poller->takeFailure(refused);
        QCOMPARE(alerts.count(), 2);
    }

    void kindSwitches_arePerProfile_andThePollerHonoursTheProfileItWatches()
    {
        QSettings().clear();
        // Earlier versions switched kinds off for every account: that stays the default of each profile.
        QSettings().setValue(Config::name(Config::Key::AlertsDomainInactive), false);
        Config::setProfileValue(Config::Key::AlertsBounced, profileA, true);
        Config::setProfileValue(Config::Key::AlertsRejected, profileA, false);
        Config::setProfileValue(Config::Key::AlertsKeyRefused, profileA, true);
        Config::setProfileValue(Config::Key::AlertsBounced, profileB, false);
        Config::setProfileValue(Config::Key::AlertsRejected, profileB, true);
        Config::setProfileValue(Config::Key::AlertsDomainInactive, profileB, true);
        Config::setProfileValue(Config::Key::AlertsKeyRefused, profileB, false);
        QCOMPARE(Config::profileName(Config::Key::AlertsBounced, profileA),
                 u"profiles/"_s + profileA + u"/Alerts/bounced"_s);
        QVERIFY(Config::value(Config::Key::AlertsBounced).toBool()); // the app-wide value is untouched

        TestSupport::SessionFixture fixture;
        QVERIFY2(fixture.start(), qPrintable(fixture.lastError()));
        Session &session = *fixture.session();
        QSignalSpy alerts(m_poller.get(), &AlertPoller::alertRaised);
        const Core::ApiError refused(Core::ApiError::Kind::InvalidToken, 401, u"Invalid token"_s);

        // Watching profile A: the baseline comes from the sandbox when the clock says so, then news arrives.
        QList<Alert::Kind> kinds;
        const auto watch = [&](const QString &profile, const QString &tag) {
            kinds.clear();
            m_now = start;
            m_poller->setSession(&session, profile);
            QCOMPARE(m_poller->profileId(), profile);
            QTRY_COMPARE_WITH_TIMEOUT(m_poller->nextPollAt(), start.addSecs(5 * 60), waitMs);
            QVERIFY(!m_poller->isPolling());
            alerts.clear();
            m_poller->takeLogs({entry(tag + u"b"_s, u"bounced"_s, u"finn@acme-studio.example"_s, start),
                                entry(tag + u"r"_s, u"rejected"_s, u"ada@acme-studio.example"_s, start)});
            m_poller->takeDomains({domain(u"gone"_s, u"active"_s)});
            m_poller->takeDomains({domain(u"gone"_s, u"failed"_s)});
            m_poller->takeFailure(refused);
            for (const QList<QVariant> &signal : std::as_const(alerts)) {
                kinds << signal.at(0).value<Alert>().kind;
            }
        };
        watch(profileA, u"a-"_s);
        QCOMPARE(kinds, (QList<Alert::Kind>{Alert::Kind::Bounced, Alert::Kind::KeyRefused}));
        watch(profileB, u"b-"_s);
        QCOMPARE(kinds, (QList<Alert::Kind>{Alert::Kind::Rejected, Alert::Kind::DomainInactive}));
        // A profile with no switches of its own starts from the app-wide ones.
        watch(profileNew, u"n-"_s);
        QCOMPARE(kinds, (QList<Alert::Kind>{Alert::Kind::Bounced, Alert::Kind::Rejected, Alert::Kind::KeyRefused}));

        // Preferences change profile A's switches while it is watched: loadKindSettings() takes them in.
        watch(profileA, u"a2-"_s);
        Config::setProfileValue(Config::Key::AlertsRejected, profileA, true);
        m_poller->loadKindSettings();
        QVERIFY(m_poller->isKindEnabled(Alert::Kind::Rejected));
        QVERIFY(!m_poller->isKindEnabled(Alert::Kind::DomainInactive));
        QSettings().clear();
    }

private:
    QDateTime m_now;
    std::unique_ptr<AlertPoller> m_poller;
};

QTEST_GUILESS_MAIN(TestAlertPoller)
#include "tst_alertpoller.moc"
