// SPDX-License-Identifier: GPL-3.0-or-later
// The tray icon with a system tray and without one: its menu, alerts as messages that open the window at
// their rows, and closing into the tray (asked once).

#include "gui/domains/domainspane.h"
#include "gui/logs/logspane.h"
#include "gui/widgets/prompt.h"
#include "gui/window/mainwindow.h"
#include "gui/window/preferencesdialog.h"
#include "gui/window/trayicon.h"
#include "models/alertpoller.h"
#include "models/config.h"

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
#include <QTest>

using namespace Qt::StringLiterals;
using namespace ForwardDesk;
using Models::Alert;
using Models::Config;

namespace {
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
/// A main window and an alert poller with a tray icon, switched on; @p available says whether the desktop has a
/// tray.
struct TrayFixture
{
    explicit TrayFixture(bool available)
        : tray(&window, &poller, available)
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
