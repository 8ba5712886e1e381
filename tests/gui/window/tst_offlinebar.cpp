// SPDX-License-Identifier: GPL-3.0-or-later
// The main window while the service is out of reach: the offline bar with the time of the cached data,
// changes turned off (reading and copying still on), and Retry bringing it back online.

#include "gui/domains/domainspane.h"
#include "gui/window/mainwindow.h"
#include "gui/window/offlinebar.h"
#include "guitest.h"
#include "models/domainmodel.h"
#include "models/offlinecontroller.h"
#include "models/session.h"
#include "sandbox/sandboxserver.h"

#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace ForwardDesk;
using Models::Session;
using TestSupport::findAction;

namespace {
constexpr int waitMs = 20000;
const QString key = u"profile"_s;
} // namespace

class TestOfflineBar final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void offline_showsTheBarAndTurnsChangesOff_retryComesBack()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        Models::OfflineController controller(std::make_unique<Models::OfflineCache>(dir.filePath(u"cache"_s)));
        Sandbox::SandboxServer sandbox;
        QVERIFY(sandbox.start(Sandbox::SandboxOptions()));
        {
            Session online(sandbox.url(), sandbox.sessionKey());
            controller.attach(&online, key);
            QSignalSpy loaded(&online, &Session::domainsLoaded);
            online.open();
            QVERIFY(loaded.wait(waitMs));
        }
        controller.waitForWrites();
        const QDateTime savedAt = controller.cache()->snapshot(key).savedAt;

        // A gateway in front of the service answers 503 for everything.
        Sandbox::FaultRule down;
        down.kind = Sandbox::FaultRule::Kind::Error;
        down.status = 503;
        sandbox.addFault(down);

        Gui::MainWindow window;
        Session session(sandbox.url(), sandbox.sessionKey());
        controller.attach(&session, key);
        window.setSession(&session, u"Test"_s);
        window.showPane(window.domainsPane());
        window.show();
        QSignalSpy loaded(&session, &Session::domainsLoaded);
        session.open();
        QVERIFY(loaded.wait(waitMs));
        QVERIFY(session.isOffline());

        auto *bar = window.findChild<Gui::OfflineBar *>(u"offlineBar"_s);
        QVERIFY(bar);
        QTRY_VERIFY(bar->isVisible());
        QVERIFY(!bar->findChild<QLabel *>(u"offlineIcon"_s)->pixmap().isNull()); // drawn when first shown
        QVERIFY2(bar->text().contains(u"Offline"_s), qPrintable(bar->text()));
        QVERIFY2(bar->text().contains(QLocale().toString(savedAt.toLocalTime(), QLocale::ShortFormat)),
                 qPrintable(bar->text()));
        QCOMPARE(window.findChild<QLabel *>(u"connectionLabel"_s)->text(), u"Offline"_s);
        QCOMPARE(session.domains()->rowCount(), 8);

        Gui::DomainsPane *pane = window.domainsPane();
        QTRY_VERIFY(findAction(pane, u"copyDomainAction"_s)->isEnabled()); // a row is selected
        QVERIFY(!findAction(pane, u"addDomainAction"_s)->isEnabled());
        QVERIFY(!findAction(pane, u"deleteDomainAction"_s)->isEnabled());
        QVERIFY(!findAction(&window, u"newAction"_s)->isEnabled());
        QVERIFY(!TestSupport::triggerAction(pane, u"addDomainAction"_s));

        sandbox.clearFaults();
        auto *retry = bar->findChild<QPushButton *>(u"offlineRetryButton"_s);
        QVERIFY(retry->isEnabled());
        QTest::mouseClick(retry, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!session.isOffline(), waitMs);
        QTRY_VERIFY(!bar->isVisible());
        QCOMPARE(window.findChild<QLabel *>(u"connectionLabel"_s)->text(), u"Connected"_s);
        QTRY_VERIFY(findAction(pane, u"addDomainAction"_s)->isEnabled());
        QVERIFY(findAction(pane, u"deleteDomainAction"_s)->isEnabled());
        window.setSession(nullptr, {});
    }
};

QTEST_MAIN(TestOfflineBar)
#include "tst_offlinebar.moc"
