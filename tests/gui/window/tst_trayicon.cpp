// SPDX-License-Identifier: GPL-3.0-or-later
// The tray icon with a system tray and without one: its menu, alerts as messages that open the window at
// their rows (clicking the message, against the sandbox), and closing into the tray (asked once).

#include "apiwait.h"
#include "core/apiclient.h"
#include "gui/domains/domainspane.h"
#include "gui/logs/logspane.h"
#include "gui/widgets/prompt.h"
#include "gui/window/mainwindow.h"
#include "gui/window/preferencesdialog.h"
#include "gui/window/trayicon.h"
#include "guitest.h"
#include "models/alertpoller.h"
#include "models/config.h"
#include "models/logmodel.h"
#include "models/session.h"

#include <QAbstractProxyModel>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QSystemTrayIcon>
#include <QTableView>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace ForwardDesk;
using Models::Alert;
using Models::Config;

namespace {
constexpr int waitMs = 15000;

Alert bounceAlert()
{
    Alert alert;
    alert.kind = Alert::Kind::Bounced;
    alert.title = u"Mail bounced"_s;
    alert.message = u"5 bounced to finn@acme-studio.example in the last hour"_s;
    alert.recipient = u"finn@acme-studio.example"_s;
    return alert;
}

QStringList actionNames(const QMenu *menu)
{
    QStringList names;
    const QList<QAction *> actions = menu->actions();
    for (const QAction *action : actions) {
        if (!action->isSeparator()) {
            names << action->objectName();
        }
    }
    return names;
}
/// The log entry a row of the Logs pane's table shows.
Core::LogEntry entryOfRow(const QTableView *view, int row)
{
    QModelIndex index = view->model()->index(row, 0);
    while (const auto *proxy = qobject_cast<const QAbstractProxyModel *>(index.model())) {
        index = proxy->mapToSource(index);
    }
    const auto *logs = qobject_cast<const Models::LogModel *>(index.model());
    return logs ? logs->entryAt(index.row()) : Core::LogEntry();
}

/// A main window and an alert poller with a tray icon, switched on; @p available says whether the desktop has a
/// tray.
struct TrayFixture
{
    explicit TrayFixture(bool available)
        : tray(&window, &poller, [available] { return available; })
    {
        tray.setEnabled(true);
    }

    Gui::MainWindow window;
    Models::AlertPoller poller;
    Gui::TrayIcon tray;
};
} // namespace

class TestTrayIcon final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init()
    {
        Config::remove(Config::Key::PreferencesCloseToTray);
        Config::remove(Config::Key::PreferencesCloseToTrayAsked);
        Config::remove(Config::Key::PreferencesTrayIcon);
        Config::remove(Config::Key::AlertsIntervalMinutes);
        Config::remove(Config::Key::AlertsBounced);
        Gui::Prompt::resetForTests();
    }

    void desktopIsAskedForATray_onlyOnceTheIconIsWanted()
    {
        // Asking may mean a D-Bus call to the desktop: a window with the tray off never does it.
        Gui::MainWindow window;
        Models::AlertPoller poller;
        int asked = 0;
        Gui::TrayIcon tray(&window, &poller, [&asked] {
            ++asked;
            return true;
        });
        tray.setEnabled(false);
        QCOMPARE(asked, 0);
        QVERIFY(!tray.isActive());
        tray.setEnabled(true);
        QCOMPARE(asked, 1);
        QVERIFY(tray.isActive());
        tray.setEnabled(false);
        tray.setEnabled(true);
        QVERIFY(tray.isAvailable());
        QCOMPARE(asked, 1); // the answer is kept
        tray.setEnabled(false);
    }

    void withoutATray_showsNothing_andClosingQuitsAsBefore()
    {
        TrayFixture fixture(false);
        auto &[window, poller, tray] = fixture;
        QVERIFY(!tray.isAvailable());
        QVERIFY(!tray.isActive());
        QSignalSpy shown(&tray, &Gui::TrayIcon::alertShown);
        emit poller.alertRaised(bounceAlert());
        QCOMPARE(shown.count(), 0);
        window.show();
        QVERIFY(!tray.closeToTray());
        QVERIFY(Gui::Prompt::shownTexts().isEmpty()); // nothing asked
        QVERIFY(window.isVisible());
    }

    void withATray_hasTheMenu_showsAlerts_andOpensTheirRows()
    {
        TrayFixture fixture(true);
        auto &[window, poller, tray] = fixture;
        QVERIFY(tray.isActive());
        QCOMPARE(actionNames(tray.menu()),
                 (QStringList{u"trayOpenAction"_s, u"trayRefreshAction"_s, u"trayPauseAction"_s, u"trayQuitAction"_s}));

        QSignalSpy shown(&tray, &Gui::TrayIcon::alertShown);
        emit poller.alertRaised(bounceAlert());
        QCOMPARE(shown.count(), 1);
        QCOMPARE(tray.lastAlert().recipient, u"finn@acme-studio.example"_s);

        // Pause Alerts pauses the poller.
        tray.menu()->findChild<QAction *>(u"trayPauseAction"_s)->trigger();
        QVERIFY(poller.isPaused());

        // Clicking the message: the window opens on the Logs pane, filtered to that address.
        window.hide();
        tray.openAlert(tray.lastAlert());
        QVERIFY(window.isVisible());
        QCOMPARE(window.currentPane(), static_cast<Gui::Pane *>(window.logsPane()));
        QCOMPARE(window.logsPane()->findChild<QLineEdit *>(u"aliasFilter"_s)->text(), u"finn@acme-studio.example"_s);

        Alert domain;
        domain.kind = Alert::Kind::DomainInactive;
        domain.domainId = u"7"_s;
        tray.openAlert(domain);
        QCOMPARE(window.currentPane(), static_cast<Gui::Pane *>(window.domainsPane()));

        tray.setEnabled(false);
        QVERIFY(!tray.isActive());
    }

    void bounceAlertClicked_opensTheLogsAtTheMailItIsAbout()
    {
        TestSupport::SessionFixture account;
        QVERIFY2(account.start(), qPrintable(account.lastError()));
        TrayFixture fixture(true);
        auto &[window, poller, tray] = fixture;
        window.setSession(account.session(), u"Demo"_s, QString());
        window.showPane(window.domainsPane());

        // The demo's incident: mail to one alias bounced in the last hour.
        const std::unique_ptr<Core::ApiClient> client = account.otherDevice();
        const auto logs = TestSupport::waitForResult<QList<Core::LogEntry>>(
            waitMs, [&client](QObject *context, auto handler) { client->listLogs(100, context, handler); });
        QVERIFY(logs.ok());
        Alert alert;
        alert.kind = Alert::Kind::Bounced;
        alert.title = u"Mail bounced"_s;
        for (const Core::LogEntry &entry : logs.value()) {
            if (entry.status == Core::LogEntry::Status::Bounced
                && (alert.recipient.isEmpty() || entry.recipient == alert.recipient)) {
                alert.recipient = entry.recipient;
                alert.entryIds.append(entry.id);
            }
        }
        QVERIFY(!alert.entryIds.isEmpty());
        alert.message = u"%1 bounced to %2"_s.arg(alert.entryIds.size()).arg(alert.recipient);

        QSignalSpy shown(&tray, &Gui::TrayIcon::alertShown);
        emit poller.alertRaised(alert);
        QCOMPARE(shown.count(), 1);
        window.hide();
        auto *icon = tray.findChild<QSystemTrayIcon *>(u"trayIcon"_s);
        QVERIFY(icon);
        emit icon->messageClicked();

        QVERIFY(window.isVisible());
        QCOMPARE(window.currentPane(), static_cast<Gui::Pane *>(window.logsPane()));
        const auto *view = window.logsPane()->findChild<QTableView *>(u"logTable"_s);
        // The table shows the mail to that address only (once the filter has applied), the alert's entries
        // among it.
        const auto showsTheAlertsMailOnly = [view, &alert] {
            QStringList ids;
            for (int row = 0; row < view->model()->rowCount(); ++row) {
                const Core::LogEntry entry = entryOfRow(view, row);
                if (entry.recipient != alert.recipient) {
                    return false;
                }
                ids.append(entry.id);
            }
            return std::all_of(alert.entryIds.cbegin(), alert.entryIds.cend(),
                               [&ids](const QString &id) { return ids.contains(id); });
        };
        QTRY_VERIFY_WITH_TIMEOUT(showsTheAlertsMailOnly(), waitMs);
        QTRY_COMPARE_WITH_TIMEOUT(window.statusBar()->currentMessage(), alert.message, waitMs);
        window.setSession(nullptr, QString(), QString());
    }

    void domainAlertClicked_opensTheDomainsWithTheDomainSelected()
    {
        TestSupport::SessionFixture account;
        QVERIFY2(account.start(), qPrintable(account.lastError()));
        TrayFixture fixture(true);
        auto &[window, poller, tray] = fixture;
        window.setSession(account.session(), u"Demo"_s, QString());
        window.showPane(window.logsPane());

        Alert alert;
        alert.kind = Alert::Kind::DomainInactive;
        alert.title = u"Domain not active"_s;
        alert.domainName = TestSupport::demoOtherDomain;
        alert.domainId = account.domainId(alert.domainName);
        alert.message = u"%1 is no longer active"_s.arg(alert.domainName);
        QVERIFY(!alert.domainId.isEmpty());
        emit poller.alertRaised(alert);
        window.hide();

        QSignalSpy domains(account.session(), &Models::Session::domainsLoaded);
        emit tray.findChild<QSystemTrayIcon *>(u"trayIcon"_s)->messageClicked();
        QVERIFY(window.isVisible());
        QCOMPARE(window.currentPane(), static_cast<Gui::Pane *>(window.domainsPane()));
        QCOMPARE(window.domainsPane()->selectedDomainId(), alert.domainId);
        // The domains are read again (the domain's state has changed): the row stays selected.
        QVERIFY(domains.wait(waitMs));
        QCOMPARE(window.domainsPane()->selectedDomainId(), alert.domainId);
        window.setSession(nullptr, QString(), QString());
    }

    void keyAlertClicked_opensTheWindowWhereItWas_withTheAlertsWords()
    {
        TrayFixture fixture(true);
        auto &[window, poller, tray] = fixture;
        window.showPane(window.domainsPane());
        Alert alert;
        alert.kind = Alert::Kind::KeyRefused;
        alert.title = u"API key refused"_s;
        alert.message = u"The service no longer accepts the API key."_s;
        emit poller.alertRaised(alert);
        window.showMinimized();

        emit tray.findChild<QSystemTrayIcon *>(u"trayIcon"_s)->messageClicked();
        // Nothing to select: the window comes up on the pane it showed, and its key prompt asks for a new key.
        QVERIFY(window.isVisible());
        QVERIFY(!(window.windowState() & Qt::WindowMinimized));
        QCOMPARE(window.currentPane(), static_cast<Gui::Pane *>(window.domainsPane()));
        QCOMPARE(window.statusBar()->currentMessage(), alert.message);
    }

    void firstCloseWithTheTrayOn_asksOnce_andKeepsRunningWhenTold()
    {
        TrayFixture fixture(true);
        auto &[window, poller, tray] = fixture;
        window.show();

        Gui::Prompt::setNextAnswers({QMessageBox::Yes});
        QVERIFY(tray.closeToTray());
        QCOMPARE(Gui::Prompt::shownTexts().size(), 1);
        QVERIFY(!window.isVisible());
        QVERIFY(Config::value(Config::Key::PreferencesCloseToTray).toBool());

        window.show();
        QVERIFY(tray.closeToTray());
        QCOMPARE(Gui::Prompt::shownTexts().size(), 1); // not asked again
    }

    void firstCloseAnsweredNo_closesNow_andIsNotAskedAgain()
    {
        TrayFixture fixture(true);
        auto &[window, poller, tray] = fixture;
        window.show();
        Gui::Prompt::setNextAnswers({QMessageBox::No});
        QVERIFY(!tray.closeToTray());
        QVERIFY(!tray.closeToTray());
        QCOMPARE(Gui::Prompt::shownTexts().size(), 1);
        QVERIFY(!Config::value(Config::Key::PreferencesCloseToTray).toBool());
    }

    void preferences_saveTheAlertChoicesOnOk_andTheWindowAppliesThem()
    {
        {
            Gui::PreferencesDialog dialog;
            QVERIFY(!dialog.findChild<QCheckBox *>(u"trayIconCheck"_s)->isChecked()); // off by default
            QCOMPARE(dialog.findChild<QSpinBox *>(u"alertIntervalSpin"_s)->value(), 5);
            dialog.findChild<QCheckBox *>(u"alertBouncedCheck"_s)->setChecked(false);
            dialog.reject();
        }
        QVERIFY(Config::value(Config::Key::AlertsBounced).toBool()); // Cancel keeps it
        {
            Gui::PreferencesDialog dialog;
            dialog.findChild<QCheckBox *>(u"alertBouncedCheck"_s)->setChecked(false);
            dialog.findChild<QSpinBox *>(u"alertIntervalSpin"_s)->setValue(15);
            dialog.accept();
        }
        QVERIFY(!Config::value(Config::Key::AlertsBounced).toBool());
        QCOMPARE(Config::value(Config::Key::AlertsIntervalMinutes).toInt(), 15);

        Gui::MainWindow window;
        QVERIFY(!window.alertPoller()->isKindEnabled(Alert::Kind::Bounced));
        QVERIFY(window.alertPoller()->isKindEnabled(Alert::Kind::Rejected));
        QCOMPARE(window.alertPoller()->interval(), std::chrono::milliseconds(std::chrono::minutes(15)));
        QVERIFY(window.alertPoller()->session() == nullptr); // the tray is off: nothing is watched
    }

    void preferences_showAndSaveTheSwitchesOfTheCurrentProfile()
    {
        const QString profileId = u"7a0c4e2b-5d91-4f3a-8b6e-2c1d0f9e8a7b"_s;
        Config::setValue(Config::Key::AlertsRejected, false); // app-wide, from an earlier version
        {
            Gui::PreferencesDialog dialog;
            dialog.setAlertProfile(profileId, u"Work"_s);
            QVERIFY(dialog.findChild<QLabel *>(u"alertKindsLabel"_s)->text().contains(u"Work"_s));
            QVERIFY(!dialog.findChild<QCheckBox *>(u"alertRejectedCheck"_s)->isChecked()); // the starting point
            dialog.findChild<QCheckBox *>(u"alertRejectedCheck"_s)->setChecked(true);
            dialog.findChild<QCheckBox *>(u"alertDomainCheck"_s)->setChecked(false);
            dialog.accept();
        }
        QVERIFY(Config::profileValue(Config::Key::AlertsRejected, profileId).toBool());
        QVERIFY(!Config::profileValue(Config::Key::AlertsDomainInactive, profileId).toBool());
        // The app-wide switches (and so other profiles without their own) are untouched.
        QVERIFY(!Config::value(Config::Key::AlertsRejected).toBool());
        QVERIFY(Config::value(Config::Key::AlertsDomainInactive).toBool());
        QSettings().remove(u"profiles/"_s + profileId);
        Config::remove(Config::Key::AlertsRejected);
    }
};

QTEST_MAIN(TestTrayIcon)
#include "tst_trayicon.moc"
