// SPDX-License-Identifier: GPL-3.0-or-later
// Nothing in the main window needs the mouse: every toolbar button of every pane is also a menu item, and
// every menu and menu item can be reached from the keyboard by its underlined letter or its shortcut.
#include "gui/aliases/aliasespane.h"
#include "gui/domains/domainspane.h"
#include "gui/keys/apikeyspane.h"
#include "gui/logs/logspane.h"
#include "gui/window/mainwindow.h"
#include "gui/window/pane.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>

using namespace Qt::StringLiterals;
using namespace ForwardDesk;

namespace {

bool hasMnemonic(const QString &text)
{
    const qsizetype at = text.indexOf(u'&');
    return at >= 0 && at + 1 < text.size() && text.at(at + 1) != u'&';
}

/// The menu bar's items and, inside each menu, every visible item, submenus included.
void collect(const QList<QAction *> &actions, QList<QAction *> *into)
{
    for (QAction *action : actions) {
        if (action->isSeparator() || !action->isVisible()) {
            continue;
        }
        into->append(action);
        if (action->menu()) {
            collect(action->menu()->actions(), into);
        }
    }
}

} // namespace

class TestMenuKeyboard final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyToolbarButton_isAlsoAMenuItem();
    void everyMenuItem_hasAnUnderlinedLetterOrAShortcut();

private:
    QTemporaryDir m_settingsDir;
};

void TestMenuKeyboard::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_settingsDir.isValid());
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settingsDir.path());
}

void TestMenuKeyboard::everyToolbarButton_isAlsoAMenuItem()
{
    Gui::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QList<Gui::Pane *> panes{window.domainsPane(), window.aliasesPane(), window.logsPane(), window.apiKeysPane()};
    for (Gui::Pane *pane : panes) {
        window.showPane(pane);
        QList<QAction *> inMenus;
        collect(window.menuBar()->actions(), &inMenus);
        const auto toolBars = window.findChildren<QToolBar *>();
        QVERIFY(!toolBars.isEmpty());
        for (const QToolBar *toolBar : toolBars) {
            for (QAction *action : toolBar->actions()) {
                if (!action->isSeparator() && action->isVisible()) {
                    QVERIFY2(inMenus.contains(action),
                             qPrintable(u"%1: \"%2\" is in the toolbar only"_s.arg(pane->title(), action->text())));
                }
            }
        }
    }
}

void TestMenuKeyboard::everyMenuItem_hasAnUnderlinedLetterOrAShortcut()
{
    Gui::MainWindow window;
    const auto menuBarActions = window.menuBar()->actions();
    for (QAction *top : menuBarActions) {
        QVERIFY2(hasMnemonic(top->text()), qPrintable(u"menu \"%1\" has no underlined letter"_s.arg(top->text())));
    }
    QList<QAction *> items;
    collect(menuBarActions, &items);
    QVERIFY(items.size() > 20);
    for (QAction *action : std::as_const(items)) {
        QVERIFY2(hasMnemonic(action->text()) || !action->shortcut().isEmpty(),
                 qPrintable(u"menu item \"%1\" has neither an underlined letter nor a shortcut"_s.arg(action->text())));
    }
}

QTEST_MAIN(TestMenuKeyboard)
#include "tst_menukeyboard.moc"
