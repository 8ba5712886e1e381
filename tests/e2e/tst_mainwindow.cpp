// SPDX-License-Identifier: GPL-3.0-or-later
// The whole main window against the sandbox, driven by the keyboard as a user would: switching panes,
// the standard shortcuts routed to the current pane, and after creating keys, no key value left behind.

#include "core/memorysecretstore.h"
#include "core/profile.h"
#include "core/profilestore.h"
#include "gui/account/mainwindowcontroller.h"
#include "gui/aliases/aliasespane.h"
#include "gui/domains/domainspane.h"
#include "gui/keys/apikeyspane.h"
#include "gui/logs/logspane.h"
#include "gui/widgets/prompt.h"
#include "gui/window/mainwindow.h"
#include "models/accountcontroller.h"
#include "models/requestlogmodel.h"
#include "models/session.h"
#include "sandbox/sandboxserver.h"

#include <QApplication>
#include <QCheckBox>
#include <QDialog>
#include <QDirIterator>
#include <QLineEdit>
#include <QListWidget>
#include <QLoggingCategory>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace ForwardDesk;

namespace {

constexpr int waitMs = 10000;
QStringList g_messages; // everything the app printed through Qt's logging

void recordMessage(QtMsgType, const QMessageLogContext &, const QString &message)
{
    g_messages << message;
}

} // namespace

class TestMainWindow final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_settingsDir.isValid());
        // The app's own settings file goes to a folder this test can search afterwards.
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settingsDir.path());
        qInstallMessageHandler(recordMessage);
        QLoggingCategory::setFilterRules(u"forwarddesk.*=true"_s); // print all the app would, to search it
    }

    void init()
    {
        Gui::Prompt::resetForTests();
        m_sandbox = std::make_unique<Sandbox::SandboxServer>();
        QVERIFY(m_sandbox->start(Sandbox::SandboxOptions()));
        m_window = std::make_unique<Gui::MainWindow>();
        m_secrets = std::make_unique<Core::MemorySecretStore>();
        m_accounts = std::make_unique<Models::AccountController>(
            m_secrets.get(), std::make_unique<Core::ProfileStore>(m_settingsDir.filePath(u"profiles.ini"_s)));
        new Gui::MainWindowController(m_window.get(), m_accounts.get());
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QSignalSpy changed(m_accounts.get(), &Models::AccountController::sessionChanged);
        m_accounts->connectWith(Core::Profile::create(m_sandbox->url(), u"Test"_s), m_sandbox->sessionKey());
        QTRY_VERIFY_WITH_TIMEOUT(m_window->session() != nullptr, waitMs);
        QTRY_COMPARE_WITH_TIMEOUT(
            m_window->domainsPane()->findChild<QTableView *>(u"domainTable"_s)->model()->rowCount(), 8, waitMs);
    }

    void cleanup()
    {
        m_window.reset();
        m_accounts.reset();
        m_secrets.reset();
        m_sandbox.reset();
        Gui::Prompt::resetForTests();
    }

    void panes_areMadeWhenFirstShown_andGetTheSession()
    {
        // Start-up made the pane it shows (Domains); the Logs and API keys panes wait until they are needed.
        QVERIFY(m_window->findChildren<Gui::LogsPane *>().isEmpty());
        QVERIFY(m_window->findChildren<Gui::ApiKeysPane *>().isEmpty());
        auto *stack = m_window->findChild<QStackedWidget *>();
        const int made = stack->count();

        QTest::keyClick(m_window.get(), Qt::Key_3, Qt::ControlModifier);
        QTRY_COMPARE(m_window->findChildren<Gui::LogsPane *>().size(), 1);
        QCOMPARE(stack->count(), made + 1);
        QCOMPARE(stack->currentWidget(), m_window->logsPane());
        QTRY_VERIFY_WITH_TIMEOUT(m_window->logsPane()->view()->model()->rowCount() > 0, waitMs);
        QVERIFY(m_window->findChildren<Gui::ApiKeysPane *>().isEmpty());
    }

    void signOutAndConnectAgain_withEveryPaneMade_printsNoQtWarning()
    {
        // Every pane holds the session; signing out takes it from each, and connecting again gives it back.
        for (const Qt::Key key : {Qt::Key_2, Qt::Key_3, Qt::Key_4, Qt::Key_1}) {
            QTest::keyClick(m_window.get(), key, Qt::ControlModifier);
        }
        QTRY_VERIFY_WITH_TIMEOUT(m_window->aliasesPane()->view()->model()->rowCount() > 0, waitMs);
        g_messages.clear();
        m_accounts->signOut();
        QVERIFY(m_accounts->session() == nullptr);
        m_accounts->connectWith(Core::Profile::create(m_sandbox->url(), u"Test"_s), m_sandbox->sessionKey());
        QTRY_VERIFY_WITH_TIMEOUT(m_accounts->session() != nullptr, waitMs);
        QTRY_VERIFY_WITH_TIMEOUT(m_accounts->session()->state() == Models::Session::State::Connected, waitMs);
        const QRegularExpression qtWarning(u"^(Q[A-Za-z0-9]+(::|:| \\()|qt\\.)"_s);
        for (const QString &message : std::as_const(g_messages)) {
            QVERIFY2(!qtWarning.match(message).hasMatch(), qPrintable(message));
        }
    }

    void shortcuts_switchPanes()
    {
        auto *stack = m_window->findChild<QStackedWidget *>();
        const QList<std::pair<Qt::Key, Gui::Pane *>> expected = {{Qt::Key_2, m_window->aliasesPane()},
                                                                 {Qt::Key_3, m_window->logsPane()},
                                                                 {Qt::Key_4, m_window->apiKeysPane()},
                                                                 {Qt::Key_1, m_window->domainsPane()}};
        for (const auto &[key, pane] : expected) {
            QTest::keyClick(m_window.get(), key, Qt::ControlModifier);
            QTRY_COMPARE(stack->currentWidget(), pane);
        }
    }

    void ctrlF_focusesTheCurrentPanesFilter()
    {
        QTest::keyClick(m_window.get(), Qt::Key_F, Qt::ControlModifier);
        QTRY_COMPARE(QApplication::focusWidget(), m_window->findChild<QLineEdit *>(u"domainFilter"_s));
    }

    void ctrlN_opensTheCurrentPanesNewDialog()
    {
        QTest::keyClick(m_window.get(), Qt::Key_N, Qt::ControlModifier);
        QTRY_VERIFY(QApplication::activeModalWidget() != nullptr);
        QWidget *dialog = QApplication::activeModalWidget();
        QVERIFY(dialog->findChild<QLineEdit *>() != nullptr);
        dialog->close();
    }

    void delete_asksFirst_andCancelKeepsTheDomain()
    {
        auto *table = m_window->findChild<QTableView *>(u"domainTable"_s);
        table->setFocus();
        table->selectRow(0);
        Gui::Prompt::setNextAnswers({QMessageBox::Cancel});
        QTest::keyClick(table, Qt::Key_Delete);
        QTRY_COMPARE(Gui::Prompt::shownTexts().size(), 1);
        QVERIFY(Gui::Prompt::shownTexts().first().contains(u"alias"_s));
        QTest::qWait(200);
        QCOMPARE(table->model()->rowCount(), 8);
    }

    void showAliases_fromTheDomainsPane_opensThatDomainsAliases()
    {
        auto *table = m_window->findChild<QTableView *>(u"domainTable"_s);
        table->setFocus();
        for (int row = 0; row < table->model()->rowCount(); ++row) {
            if (table->model()->index(row, 0).data().toString() == u"lindqvist.example"_s) {
                table->selectRow(row);
            }
        }
        QTest::keyClick(table, Qt::Key_Return);
        QTRY_COMPARE(m_window->currentPane(), m_window->aliasesPane());
        QTRY_COMPARE(m_window->aliasesPane()->view()->model()->rowCount(), 18);
    }

    void createdKeys_leaveNoSecretBehind()
    {
        QTest::keyClick(m_window.get(), Qt::Key_4, Qt::ControlModifier);
        QTRY_COMPARE(m_window->currentPane(), m_window->apiKeysPane());
        QStringList secrets{m_sandbox->sessionKey()};
        for (int i = 0; i < 2; ++i) {
            m_window->activateWindow(); // the closed dialog hands the focus back, as a window manager would
            QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
            QTest::keyClick(m_window.get(), Qt::Key_N, Qt::ControlModifier);
            QTRY_VERIFY2(m_window->findChild<QDialog *>(u"keyNameDialog"_s), qPrintable(QString::number(i)));
            auto *nameDialog = m_window->findChild<QDialog *>(u"keyNameDialog"_s);
            QTest::keyClicks(nameDialog->findChild<QLineEdit *>(u"nameEdit"_s), u"script %1"_s.arg(i));
            QTest::mouseClick(nameDialog->findChild<QPushButton *>(u"createButton"_s), Qt::LeftButton);
            QTRY_VERIFY_WITH_TIMEOUT(m_window->findChild<QDialog *>(u"newKeyDialog"_s), waitMs);
            auto *shown = m_window->findChild<QDialog *>(u"newKeyDialog"_s);
            const QString secret = shown->findChild<QLineEdit *>(u"keyEdit"_s)->text();
            QVERIFY(secret.startsWith(u"fwd_"_s));
            secrets << secret;
            QTest::mouseClick(shown->findChild<QPushButton *>(u"copyButton"_s), Qt::LeftButton);
            if (i == 1) { // use the second one for the app itself: it goes to the (test) keychain
                shown->findChild<QCheckBox *>(u"useForAppCheck"_s)->setChecked(true);
            }
            QTest::mouseClick(shown->findChild<QPushButton *>(u"doneButton"_s), Qt::LeftButton);
            QTRY_VERIFY(m_window->findChild<QDialog *>(u"newKeyDialog"_s) == nullptr
                        || !m_window->findChild<QDialog *>(u"newKeyDialog"_s)->isVisible());
        }
        QTRY_COMPARE_WITH_TIMEOUT(m_window->apiKeysPane()->view()->model()->rowCount(), 5, waitMs);
        m_window->close(); // writes geometry and layouts to the settings
        QSettings().sync();

        // Nothing in the settings folder…
        QDirIterator files(m_settingsDir.path(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        int filesSeen = 0;
        while (files.hasNext()) {
            QFile file(files.next());
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QByteArray contents = file.readAll();
            ++filesSeen;
            for (const QString &secret : std::as_const(secrets)) {
                QVERIFY2(!contents.contains(secret.toUtf8()), qPrintable(file.fileName()));
                QVERIFY2(!contents.contains(secret.mid(4).toUtf8()), qPrintable(file.fileName()));
            }
        }
        QVERIFY(filesSeen > 0);
        // …nor in the request log…
        Models::RequestLogModel *requestLog = m_window->session()->requestLog();
        QVERIFY(requestLog->rowCount() > 0);
        for (int row = 0; row < requestLog->rowCount(); ++row) {
            for (int column = 0; column < requestLog->columnCount(); ++column) {
                const QString cell = requestLog->index(row, column).data().toString();
                for (const QString &secret : std::as_const(secrets)) {
                    QVERIFY(!cell.contains(secret.mid(4)));
                }
            }
        }
        // …nor in anything the app printed.
        QVERIFY(!g_messages.isEmpty());
        for (const QString &message : std::as_const(g_messages)) {
            for (const QString &secret : std::as_const(secrets)) {
                QVERIFY2(!message.contains(secret.mid(4)), qPrintable(message));
            }
        }
    }

private:
    QTemporaryDir m_settingsDir;
    std::unique_ptr<Sandbox::SandboxServer> m_sandbox;
    std::unique_ptr<Gui::MainWindow> m_window;
    std::unique_ptr<Core::MemorySecretStore> m_secrets;
    std::unique_ptr<Models::AccountController> m_accounts;
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
