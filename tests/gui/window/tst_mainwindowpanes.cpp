// SPDX-License-Identifier: GPL-3.0-or-later
// The main window remembers the pane that was shown when it closed, whatever order the panes were made in.

#include "gui/aliases/aliasespane.h"
#include "gui/domains/domainspane.h"
#include "gui/keys/apikeyspane.h"
#include "gui/logs/logspane.h"
#include "gui/window/mainwindow.h"
#include "models/config.h"

#include <QApplication>
#include <QStandardPaths>
#include <QTest>
#include <QToolBar>

using namespace ForwardDesk;
using Models::Config;

namespace {
/// The pane of navigation row @p row (Domains, Aliases, Logs, API Keys).
Gui::Pane *paneOf(Gui::MainWindow &window, int row)
{
    switch (row) {
    case 0:
        return window.domainsPane();
    case 1:
        return window.aliasesPane();
    case 2:
        return window.logsPane();
    case 3:
        return window.apiKeysPane();
    default:
        return nullptr;
    }
}
} // namespace

class TestMainWindowPanes final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init() { Config::remove(Config::Key::MainWindowCurrentPane); }

    void cleanupTestCase() { Config::remove(Config::Key::MainWindowCurrentPane); }

    void closedOnAPane_showsThatPaneAtTheNextStart_data()
    {
        QTest::addColumn<int>("before"); // a pane opened first (-1: none), so the stack's order differs
        QTest::addColumn<int>("row"); // the pane shown when the window closes
        QTest::newRow("domains, as started") << -1 << 0;
        QTest::newRow("aliases") << -1 << 1;
        QTest::newRow("logs") << -1 << 2;
        QTest::newRow("keys before logs") << 3 << 2;
        QTest::newRow("keys") << -1 << 3;
        QTest::newRow("logs before keys") << 2 << 3;
    }

    void closedOnAPane_showsThatPaneAtTheNextStart()
    {
        QFETCH(int, before);
        QFETCH(int, row);
        QByteArray expected;
        {
            Gui::MainWindow window;
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            if (before >= 0) {
                window.showPane(paneOf(window, before));
            }
            Gui::Pane *pane = paneOf(window, row);
            window.showPane(pane);
            QCOMPARE(window.currentPane(), pane);
            expected = pane->metaObject()->className();
            QVERIFY(window.close());
        }

        Gui::MainWindow restarted;
        QVERIFY(restarted.currentPane() != nullptr);
        QCOMPARE(QByteArray(restarted.currentPane()->metaObject()->className()), expected);
        QCOMPARE(restarted.currentPane(), paneOf(restarted, row));
        QCOMPARE(Config::value(Config::Key::MainWindowCurrentPane).toInt(), row); // the navigation row
    }

    void storedPaneNumber_isReadAsTheNavigationRow()
    {
        Config::setValue(Config::Key::MainWindowCurrentPane, 2);
        Gui::MainWindow window;
        QCOMPARE(window.currentPane(), paneOf(window, 2));
        Config::setValue(Config::Key::MainWindowCurrentPane, 9); // out of range: the last pane
        Gui::MainWindow other;
        QCOMPARE(other.currentPane(), paneOf(other, 3));
    }

    void atStart_theToolbarHoldsTheShownPanesActionsOnce_data()
    {
        QTest::addColumn<int>("row");
        QTest::newRow("domains") << 0;
        QTest::newRow("logs") << 2;
        QTest::newRow("keys") << 3;
    }

    void atStart_theToolbarHoldsTheShownPanesActionsOnce()
    {
        QFETCH(int, row);
        Config::setValue(Config::Key::MainWindowCurrentPane, row);
        Gui::MainWindow window;
        const auto toolBars = window.findChildren<QToolBar *>();
        QCOMPARE(toolBars.size(), 1);
        QList<QAction *> afterSeparator;
        bool separatorSeen = false;
        for (QAction *action : toolBars.constFirst()->actions()) {
            if (separatorSeen) {
                afterSeparator.append(action);
            }
            separatorSeen = separatorSeen || action->isSeparator();
        }
        Gui::Pane *pane = paneOf(window, row);
        QCOMPARE(window.currentPane(), pane);
        QVERIFY(!pane->paneActions().isEmpty());
        QCOMPARE(afterSeparator, pane->paneActions());
    }
};

QTEST_MAIN(TestMainWindowPanes)
#include "tst_mainwindowpanes.moc"
