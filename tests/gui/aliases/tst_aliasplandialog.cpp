// SPDX-License-Identifier: GPL-3.0-or-later
// Import, find-and-replace, export and undo delete from the Aliases pane, against the sandbox: the preview
// says per row what will happen, Apply reports per row, Stop leaves the rest, Ctrl+Z brings a deleted
// alias back.

#include "core/aliasfile.h"
#include "gui/aliases/aliasespane.h"
#include "gui/aliases/aliasplandialog.h"
#include "gui/aliases/aliastransferactions.h"
#include "gui/widgets/prompt.h"
#include "gui/widgets/recorddelegate.h"
#include "gui/window/mainwindow.h"
#include "guitest.h"
#include "models/accountaliasesloader.h"
#include "models/aliasmodel.h"
#include "models/config.h"
#include "models/deletedaliasstack.h"
#include "models/domainmodel.h"
#include "models/session.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

#include <memory>

using namespace Qt::StringLiterals;
using namespace ForwardDesk;
using Gui::AliasPlanDialog;
using Gui::Prompt;

namespace {
constexpr int waitMs = 15000;
constexpr quint32 seed = 20261121;

QString rowText(const QTreeView *rows, int row, int column)
{
    return rows->model()->index(row, column).data().toString();
}
} // namespace

class TestAliasPlanDialog final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { TestSupport::isolateSettings(u"tst_aliasplandialog"_s); }

    void init()
    {
        Prompt::resetForTests();
        Sandbox::SandboxOptions options;
        options.randomSeed = seed;
        QVERIFY2(m_fixture.start(options), qPrintable(m_fixture.lastError()));
        m_pane = std::make_unique<Gui::AliasesPane>();
        m_pane->setSession(m_fixture.session());
        m_pane->resize(1000, 600);
        m_pane->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_pane.get()));
        QSignalSpy aliases(m_fixture.session(), &Models::Session::aliasesLoaded);
        m_pane->showDomain(m_fixture.domainId(TestSupport::demoBusyDomain));
        QVERIFY(aliases.wait(waitMs));
    }

    void cleanup()
    {
        delete m_dialog;
        m_pane.reset();
        m_fixture.stop();
    }

    void importPreview_saysPerRowWhatHappens_andApplyReportsPerRow()
    {
        const Core::Alias existing = firstPlainAlias();
        QByteArray csv = "domain,localpart,catch_all,enabled,destinations\n";
        csv += "lindqvist.example,from-file,false,true,file@example.net\n";
        csv += "lindqvist.example," + existing.localPart.toUtf8() + ",false," + (existing.enabled ? "true" : "false")
            + ",other@example.net\n";
        csv += "lindqvist.example," + existing.localPart.toUtf8() + ",false,true,again@example.net\n";
        csv += "nowhere.example,ghost,false,true,x@example.net\n";
        csv += "lindqvist.example,bad,false,true,not-an-address\n";
        const QString path = writeFile(u"import.csv"_s, csv);

        m_dialog = m_pane->transferActions()->openImport();
        QVERIFY(m_dialog);
        QSignalSpy ready(m_dialog.data(), &AliasPlanDialog::previewReady);
        m_dialog->setFile(path);
        QVERIFY(ready.wait(waitMs));
        const QTreeView *rows = m_dialog->rowList();
        QVERIFY(qobject_cast<Gui::RecordDelegate *>(rows->itemDelegate())); // as the panes' tables draw theirs
        QCOMPARE(rows->model()->rowCount(), 5);
        QCOMPARE(rowText(rows, 0, AliasPlanDialog::ActionColumn), u"Create"_s);
        QCOMPARE(rowText(rows, 0, AliasPlanDialog::LineColumn), u"2"_s);
        QCOMPARE(rowText(rows, 1, AliasPlanDialog::ActionColumn), u"Update"_s);
        QVERIFY(rowText(rows, 1, AliasPlanDialog::DetailsColumn).contains(u"other@example.net"_s));
        QCOMPARE(rowText(rows, 2, AliasPlanDialog::ActionColumn), u"Invalid"_s);
        QCOMPARE(rowText(rows, 2, AliasPlanDialog::DetailsColumn), u"An earlier row names the same alias."_s);
        QCOMPARE(rowText(rows, 3, AliasPlanDialog::DetailsColumn), u"This account has no domain nowhere.example."_s);
        QCOMPARE(rowText(rows, 4, AliasPlanDialog::DetailsColumn), u"“not-an-address” is not an e-mail address."_s);
        const QString summary = m_dialog->findChild<QLabel *>(u"planSummary"_s)->text();
        // No translator in tests: the %n forms are the source text's.
        QVERIFY2(summary.startsWith(u"1 aliases will be created.\n1 aliases will be changed.\n"_s),
                 qPrintable(summary));
        QVERIFY2(summary.contains(u"3 rows cannot be used"_s), qPrintable(summary));

        const int before = m_fixture.session()->aliases()->rowCount();
        QSignalSpy applied(m_dialog.data(), &AliasPlanDialog::applied);
        QTest::mouseClick(m_dialog->findChild<QPushButton *>(u"planApplyButton"_s), Qt::LeftButton);
        QVERIFY(applied.wait(waitMs));
        QCOMPARE(rowText(rows, 0, AliasPlanDialog::ResultColumn), u"Created"_s);
        QCOMPARE(rowText(rows, 1, AliasPlanDialog::ResultColumn), u"Changed"_s);
        QCOMPARE(rowText(rows, 2, AliasPlanDialog::ResultColumn), u"Nothing to do"_s);
        // The pane shows the domain the import changed: the new alias is there, the changed one changed.
        QCOMPARE(m_fixture.session()->aliases()->rowCount(), before + 1);
        const Models::AliasModel *model = m_fixture.session()->aliases();
        QCOMPARE(model->aliasAt(model->rowOf(existing.id)).destinations, QStringList{u"other@example.net"_s});
        QVERIFY(!m_dialog->findChild<QPushButton *>(u"planApplyButton"_s)->isEnabled());
    }

    // The aliases of every domain are read as the dialog opens, while the user chooses a file: the preview then
    // asks the service for nothing more.
    void import_readsTheAccountAsItOpens_andThePreviewAsksNothingMore()
    {
        m_dialog = m_pane->transferActions()->openImport();
        QVERIFY(m_dialog);
        QVERIFY(m_dialog->findChild<Models::AccountAliasesLoader *>()); // under way before any file is chosen
        waitForTheReadAhead(); // nothing waited for it: nothing said
        if (QTest::currentTestFailed()) {
            return;
        }

        m_fixture.sandbox()->addFault(listsOfAliasesFail());
        QVERIFY(previewOfOneRow(m_dialog, "lindqvist.example,from-file,false,true,file@example.net"));
        QCOMPARE(rowText(m_dialog->rowList(), 0, AliasPlanDialog::ActionColumn), u"Create"_s);
    }

    // What was read before a domain was added is of another account: it is read again, and the preview shown is
    // made again from it.
    void import_domainAddedWhileOpen_isReadAgain_andThePreviewMadeAgain()
    {
        m_dialog = m_pane->transferActions()->openImport();
        QVERIFY(m_dialog);
        QVERIFY(previewOfOneRow(m_dialog, "fresh.example,first,false,true,first@example.net"));
        QCOMPARE(rowText(m_dialog->rowList(), 0, AliasPlanDialog::DetailsColumn),
                 u"This account has no domain fresh.example."_s);
        auto *choices = m_dialog->findChild<QComboBox *>(u"importDefaultDomain"_s);
        QVERIFY(choices);
        choices->setCurrentIndex(choices->findText(TestSupport::demoBusyDomain));
        QVERIFY(choices->currentIndex() > 0);

        QSignalSpy again(m_dialog.data(), &AliasPlanDialog::previewReady);
        bool added = false;
        m_fixture.session()->createDomain(
            u"fresh.example"_s, this, [&added](const Core::ApiResult<Core::Domain> &result) { added = result.ok(); });
        QTRY_VERIFY_WITH_TIMEOUT(added, waitMs);
        QTRY_COMPARE_WITH_TIMEOUT(again.count(), 1, waitMs);
        QCOMPARE(rowText(m_dialog->rowList(), 0, AliasPlanDialog::ActionColumn), u"Create"_s);
        QVERIFY(m_dialog->findChild<QPushButton *>(u"planApplyButton"_s)->isEnabled());
        // It can be the domain for rows without one too; the one chosen before stays chosen.
        QVERIFY(choices->findText(u"fresh.example"_s) > 0);
        QCOMPARE(choices->currentText(), TestSupport::demoBusyDomain);
    }

    // A read ahead of time that fails says nothing, as nobody asked for it yet; the preview reads again.
    void import_readAheadFails_thePreviewReadsAgain()
    {
        m_fixture.sandbox()->addFault(listsOfAliasesFail());
        m_dialog = m_pane->transferActions()->openImport();
        QVERIFY(m_dialog);
        waitForTheReadAhead();
        if (QTest::currentTestFailed()) {
            return;
        }

        m_fixture.sandbox()->clearFaults();
        QVERIFY(previewOfOneRow(m_dialog, "lindqvist.example,from-file,false,true,file@example.net"));
        QCOMPARE(rowText(m_dialog->rowList(), 0, AliasPlanDialog::ActionColumn), u"Create"_s);
    }

    // An account without domains has no aliases to read: the preview says what becomes of each row.
    void import_accountWithoutDomains_showsThePreview()
    {
        TestSupport::SessionFixture empty;
        Sandbox::SandboxOptions options;
        options.seed = Sandbox::SandboxOptions::Seed::None;
        QVERIFY2(empty.start(options), qPrintable(empty.lastError()));
        QCOMPARE(empty.session()->domains()->rowCount(), 0);
        auto dialog = std::make_unique<AliasPlanDialog>(empty.session(), AliasPlanDialog::Mode::Import);
        QVERIFY(previewOfOneRow(dialog.get(), "lindqvist.example,from-file,false,true,file@example.net"));
        QCOMPARE(rowText(dialog->rowList(), 0, AliasPlanDialog::DetailsColumn),
                 u"This account has no domain lindqvist.example."_s);
    }

    void replacePreview_madeAside_isDroppedWhenTheSessionGoesMeanwhile()
    {
        const QString shared = u"shared@example.net"_s;
        QCOMPARE(giveSharedDestination(shared, 2).size(), 2);
        m_dialog = m_pane->transferActions()->openReplace();
        QSignalSpy ready(m_dialog.data(), &AliasPlanDialog::previewReady);
        m_dialog->setReplacement(shared, u"new@example.org"_s);
        QVERIFY(ready.wait(waitMs));
        QCOMPARE(m_dialog->rowList()->model()->rowCount(), 2);

        // The aliases are read: the next preview is made on a worker, and Apply waits for it.
        m_dialog->setReplacement(shared, u"other@example.org"_s);
        auto *summary = m_dialog->findChild<QLabel *>(u"planSummary"_s);
        QCOMPARE(summary->text(), u"Preparing the preview…"_s);
        QVERIFY(!m_dialog->findChild<QPushButton *>(u"planApplyButton"_s)->isEnabled());
        m_dialog->dropSession(); // before the worker's plan is back
        QVERIFY(!ready.wait(500));
        QCOMPARE(ready.count(), 1);
        QCOMPARE(summary->text(), u"The account was switched; close this window and open it again."_s);
        QVERIFY(!m_dialog->findChild<QPushButton *>(u"planApplyButton"_s)->isEnabled());
    }

    void replace_stopAfterTheFirstRequest_leavesTheRestAndSaysSo()
    {
        const QString shared = u"shared@example.net"_s;
        const QStringList ids = giveSharedDestination(shared, 3);
        QCOMPARE(ids.size(), 3);
        m_dialog = m_pane->transferActions()->openReplace();
        const int aliasWidth = m_dialog->rowList()->columnWidth(AliasPlanDialog::AliasColumn);
        QSignalSpy ready(m_dialog.data(), &AliasPlanDialog::previewReady);
        m_dialog->setReplacement(shared, u"new@example.org"_s);
        QVERIFY(ready.wait(waitMs));
        QCOMPARE(m_dialog->rowList()->model()->rowCount(), 3);
        // The rows came in; the columns stay as the dialog set them: a replace has no lines, and no results yet.
        QCOMPARE(m_dialog->rowList()->columnWidth(AliasPlanDialog::AliasColumn), aliasWidth);
        QVERIFY(m_dialog->rowList()->isColumnHidden(AliasPlanDialog::LineColumn));
        QVERIFY(m_dialog->rowList()->isColumnHidden(AliasPlanDialog::ResultColumn));
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(rowText(m_dialog->rowList(), i, AliasPlanDialog::ActionColumn), u"Update"_s);
        }
        QSignalSpy applied(m_dialog.data(), &AliasPlanDialog::applied);
        QTest::mouseClick(m_dialog->findChild<QPushButton *>(u"planApplyButton"_s), Qt::LeftButton);
        auto *stop = m_dialog->findChild<QPushButton *>(u"planStopButton"_s);
        QVERIFY(stop->isVisible());
        QTest::mouseClick(stop, Qt::LeftButton); // while the first request is under way
        QVERIFY(applied.wait(waitMs));
        const QTreeView *rows = m_dialog->rowList();
        QCOMPARE(rowText(rows, 0, AliasPlanDialog::ResultColumn), u"Changed"_s);
        QCOMPARE(rowText(rows, 1, AliasPlanDialog::ResultColumn), u"Not done (stopped)"_s);
        QCOMPARE(rowText(rows, 2, AliasPlanDialog::ResultColumn), u"Not done (stopped)"_s);
        const QString summary = m_dialog->findChild<QLabel *>(u"planSummary"_s)->text();
        QVERIFY2(summary.contains(u"2 changes were not made because of Stop."_s), qPrintable(summary));
        const Models::AliasModel *model = m_fixture.session()->aliases();
        const int changedRow = model->rowOf(m_dialog->changes().at(0).current.id);
        QVERIFY(model->aliasAt(changedRow).destinations.contains(u"new@example.org"_s));
        QVERIFY(!model->aliasAt(changedRow).destinations.contains(shared));
        for (int i = 1; i < 3; ++i) {
            QVERIFY(model->aliasAt(model->rowOf(m_dialog->changes().at(i).current.id)).destinations.contains(shared));
        }
    }

    void ctrlZ_inThePane_bringsBackTheDeletedAlias()
    {
        const Core::Alias victim = firstPlainAlias();
        auto *view = m_pane->view();
        const int before = view->model()->rowCount();
        for (int row = 0; row < view->model()->rowCount(); ++row) {
            if (view->model()->index(row, Models::AliasModel::AddressColumn).data().toString()
                == victim.address(TestSupport::demoBusyDomain)) {
                view->selectRow(row);
            }
        }
        QAction *undo = m_pane->transferActions()->undoDeleteAction();
        QVERIFY(!undo->isEnabled());
        Prompt::setNextAnswers({QMessageBox::Yes});
        QSignalSpy messages(m_pane.get(), &Gui::Pane::statusMessage);
        m_pane->deleteSelected();
        QTRY_COMPARE_WITH_TIMEOUT(view->model()->rowCount(), before - 1, waitMs);
        QVERIFY(messages.constLast().at(0).toString().contains(u"Ctrl+Z"_s));
        QVERIFY(undo->isEnabled());
        QCOMPARE(undo->text(), u"&Undo Delete of %1"_s.arg(victim.address(TestSupport::demoBusyDomain)));

        view->setFocus();
        QTest::keyClick(view, Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE_WITH_TIMEOUT(view->model()->rowCount(), before, waitMs);
        QVERIFY(!undo->isEnabled());
        QCOMPARE(messages.constLast().at(0).toString(),
                 u"Restored %1."_s.arg(victim.address(TestSupport::demoBusyDomain)));
        const Models::AliasModel *model = m_fixture.session()->aliases();
        bool found = false;
        for (const Core::Alias &alias : model->aliases()) {
            if (alias.localPart == victim.localPart) {
                found = true;
                QCOMPARE(alias.destinations, victim.destinations);
                QCOMPARE(alias.enabled, victim.enabled);
            }
        }
        QVERIFY(found);
    }

    void export_ofAllDomains_readsBackAsTheSameAliases()
    {
        QTemporaryDir dir;
        for (const auto format :
             {Gui::AliasTransferActions::ExportFormat::Csv, Gui::AliasTransferActions::ExportFormat::Json}) {
            const QString path =
                dir.filePath(format == Gui::AliasTransferActions::ExportFormat::Csv ? u"all.csv"_s : u"all.json"_s);
            QSignalSpy exported(m_pane->transferActions(), &Gui::AliasTransferActions::exported);
            m_pane->transferActions()->exportTo(path, QString(), format);
            QVERIFY(exported.wait(waitMs));
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            const Core::AliasFile::Contents contents = Core::AliasFile::parse(file.readAll());
            QCOMPARE(contents.records.size(), exported.constFirst().at(1).toInt());
            int inShownDomain = 0;
            for (const Core::AliasRecord &record : contents.records) {
                inShownDomain += record.domain == TestSupport::demoBusyDomain ? 1 : 0;
            }
            QCOMPARE(inShownDomain, m_fixture.session()->aliases()->rowCount());
            QVERIFY(contents.records.size() > inShownDomain); // the other domains are in it as well
        }
    }

    void export_ofTheShownDomain_onlyHasItsAliases()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"one.csv"_s);
        QSignalSpy exported(m_pane->transferActions(), &Gui::AliasTransferActions::exported);
        m_pane->transferActions()->exportTo(path, m_fixture.domainId(TestSupport::demoBusyDomain),
                                            Gui::AliasTransferActions::ExportFormat::Csv);
        QVERIFY(exported.wait(waitMs));
        QCOMPARE(exported.constFirst().at(1).toInt(), m_fixture.session()->aliases()->rowCount());
    }

    void export_toAFolderThatIsNotThere_failsWithTheReason_andWritesNothing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"missing/all.csv"_s);
        QSignalSpy exported(m_pane->transferActions(), &Gui::AliasTransferActions::exported);
        QSignalSpy failed(m_pane->transferActions(), &Gui::AliasTransferActions::exportFailed);
        m_pane->transferActions()->exportTo(path, QString(), Gui::AliasTransferActions::ExportFormat::Csv);
        QVERIFY(failed.wait(waitMs));
        QVERIFY(exported.isEmpty());
        const QString message = failed.constFirst().at(0).toString();
        QVERIFY2(message.startsWith(u"The aliases could not be saved: "_s) && message.size() > 32, qPrintable(message));
        QVERIFY(!QFileInfo::exists(path));
    }

    void export_sessionGoesWhileReading_failsSayingSo_andWritesNothing()
    {
        m_fixture.sandbox()->addFault(TestSupport::latency("GET", u"/domains/*/aliases"_s, 1000));
        QTemporaryDir dir;
        const QString path = dir.filePath(u"all.csv"_s);
        QSignalSpy exported(m_pane->transferActions(), &Gui::AliasTransferActions::exported);
        QSignalSpy failed(m_pane->transferActions(), &Gui::AliasTransferActions::exportFailed);
        m_pane->transferActions()->exportTo(path, QString(), Gui::AliasTransferActions::ExportFormat::Csv);
        QVERIFY(failed.isEmpty());

        m_fixture.stop(); // the account is switched: the session goes with the lists under way
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, waitMs);
        QCOMPARE(failed.constFirst().at(0).toString(),
                 u"The export stopped: the account was switched or signed out."_s);
        QTest::qWait(100);
        QCOMPARE(failed.count(), 1);
        QVERIFY(exported.isEmpty());
        QVERIFY(!QFileInfo::exists(path));
    }

    void importPreviewReading_accountSwitch_closesTheDialog_andTheNewAccountImports()
    {
        m_fixture.sandbox()->addFault(TestSupport::latency("GET", u"/domains/*/aliases"_s, 1000));
        m_dialog = m_pane->transferActions()->openImport();
        QVERIFY(m_dialog);
        m_dialog->setFileContents("domain,localpart,catch_all,enabled,destinations\n"
                                  "lindqvist.example,old-account,false,true,old@example.net\n",
                                  u"import.csv"_s);
        QVERIFY(m_dialog->findChild<QLabel *>(u"planSummary"_s)->text().startsWith(u"Reading"_s));

        TestSupport::SessionFixture other;
        switchAccount(other);
        QTRY_VERIFY_WITH_TIMEOUT(!m_dialog || !m_dialog->isVisible(), waitMs);
        importIntoTheNewAccount(other);
    }

    void replaceApplying_accountSwitch_closesTheDialog_andTheNewAccountImports()
    {
        startSlowReplace();
        if (QTest::currentTestFailed()) {
            return;
        }

        TestSupport::SessionFixture other;
        switchAccount(other);
        QTRY_VERIFY_WITH_TIMEOUT(!m_dialog || !m_dialog->isVisible(), waitMs);
        importIntoTheNewAccount(other);
    }

    void replaceApplying_sessionDeleted_theDialogSaysSoAndCloses()
    {
        startSlowReplace();
        if (QTest::currentTestFailed()) {
            return;
        }

        m_fixture.stop(); // the session goes without the pane being told first
        QVERIFY(m_dialog);
        QVERIFY(!m_dialog->isApplying());
        QVERIFY(!m_dialog->hasSession());
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(rowText(m_dialog->rowList(), i, AliasPlanDialog::ResultColumn), u"Not done (account switched)"_s);
        }
        QVERIFY(m_dialog->findChild<QLabel *>(u"planSummary"_s)->text().contains(u"account was switched"_s));
        QVERIFY(!m_dialog->findChild<QPushButton *>(u"planApplyButton"_s)->isEnabled());
        QVERIFY(!m_dialog->findChild<QPushButton *>(u"planStopButton"_s)->isVisible());
        auto *buttons = m_dialog->findChild<QDialogButtonBox *>();
        QPushButton *close = buttons->button(QDialogButtonBox::Close);
        QVERIFY(close->isEnabled());
        QTest::mouseClick(close, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!m_dialog || !m_dialog->isVisible(), waitMs);
        m_pane->setSession(nullptr);
    }

    void mainWindow_listsUndoInEditAndImportExportInFile()
    {
        Gui::MainWindow window;
        const Gui::AliasTransferActions *transfer = window.aliasesPane()->transferActions();
        QList<QMenu *> menus;
        for (QAction *action : window.menuBar()->actions()) {
            if (action->menu()) {
                menus.append(action->menu());
            }
        }
        QVERIFY(menus.size() >= 2);
        QVERIFY(menus.at(0)->actions().contains(transfer->importAction()));
        QVERIFY(menus.at(0)->actions().contains(transfer->exportAllAction()));
        QVERIFY(menus.at(1)->actions().contains(transfer->undoDeleteAction()));
        QVERIFY(menus.at(1)->actions().contains(transfer->replaceAction()));
        QCOMPARE(transfer->undoDeleteAction()->shortcut(), QKeySequence(QKeySequence::Undo));
    }

    // The main window makes the Aliases pane only when it is first shown, yet File ▸ Import works from the
    // start; the pane made later shares the window's actions and keeps Ctrl+Z (Undo Delete) to itself.
    void mainWindow_importFromFileMenu_worksBeforeTheAliasesPaneIsMade()
    {
        Models::Config::remove(Models::Config::Key::MainWindowCurrentPane); // the Domains pane is shown
        Gui::MainWindow window;
        window.setSession(m_fixture.session(), u"Demo"_s);
        QVERIFY(!window.findChild<Gui::AliasesPane *>());
        QVERIFY(TestSupport::triggerAction(&window, u"importAliasesAction"_s));
        m_dialog = TestSupport::visibleChild<AliasPlanDialog>(&window);
        QVERIFY(m_dialog);
        QVERIFY(!window.findChild<Gui::AliasesPane *>());
        m_dialog->close();

        Gui::AliasesPane *pane = window.aliasesPane();
        const Gui::AliasTransferActions *transfer = pane->transferActions();
        QCOMPARE(transfer->importAction(), TestSupport::findAction(&window, u"importAliasesAction"_s));
        QVERIFY(pane->actions().contains(transfer->undoDeleteAction()));
        QVERIFY(!window.actions().contains(transfer->undoDeleteAction()));
        window.setSession(nullptr, QString());
    }

private:
    /// Waits until the open dialog has read the account ahead of time, saying nothing of it.
    void waitForTheReadAhead()
    {
        QTRY_VERIFY_WITH_TIMEOUT(!m_dialog->findChild<Models::AccountAliasesLoader *>(), waitMs);
        QCOMPARE(m_dialog->findChild<QLabel *>(u"planSummary"_s)->text(), QString());
    }

    /// Gives the import @p dialog a file of the CSV header and @p row, and waits for its preview.
    [[nodiscard]] static bool previewOfOneRow(AliasPlanDialog *dialog, const QByteArray &row)
    {
        QSignalSpy ready(dialog, &AliasPlanDialog::previewReady);
        dialog->setFileContents("domain,localpart,catch_all,enabled,destinations\n" + row + '\n', u"import.csv"_s);
        return ready.wait(waitMs);
    }

    /// Every list of a domain's aliases answers 500.
    static Sandbox::FaultRule listsOfAliasesFail()
    {
        Sandbox::FaultRule rule;
        rule.kind = Sandbox::FaultRule::Kind::Error;
        rule.method = "GET";
        rule.route = u"/domains/*/aliases"_s;
        rule.status = 500;
        return rule;
    }

    Core::Alias firstPlainAlias() const
    {
        for (const Core::Alias &alias : m_fixture.session()->aliases()->aliases()) {
            if (!alias.catchAll) {
                return alias;
            }
        }
        return {};
    }

    /// Adds @p address to the destinations of @p count aliases of the shown domain, through the session.
    QStringList giveSharedDestination(const QString &address, int count)
    {
        QStringList ids;
        const QList<Core::Alias> aliases = m_fixture.session()->aliases()->aliases();
        for (const Core::Alias &alias : aliases) {
            if (alias.catchAll || ids.size() == count) {
                continue;
            }
            Core::AliasDraft draft = Core::AliasDraft::fromAlias(alias);
            draft.destinations.append(address);
            bool done = false;
            m_fixture.session()->updateAlias(alias.id, draft, this,
                                             [&done](const Core::ApiResult<Core::Alias> &) { done = true; });
            if (!QTest::qWaitFor([&] { return done; }, waitMs)) {
                return {};
            }
            ids.append(alias.id);
        }
        return ids;
    }

    /// Opens Replace a Destination for three aliases and applies it with PATCH answers held back a second, so
    /// that the first request is under way when it returns.
    void startSlowReplace()
    {
        const QString shared = u"shared@example.net"_s;
        QCOMPARE(giveSharedDestination(shared, 3).size(), 3);
        m_fixture.sandbox()->addFault(TestSupport::latency("PATCH", u"/domains/*/aliases/*"_s, 1000));
        m_dialog = m_pane->transferActions()->openReplace();
        QSignalSpy ready(m_dialog.data(), &AliasPlanDialog::previewReady);
        m_dialog->setReplacement(shared, u"new@example.org"_s);
        QVERIFY(ready.wait(waitMs));
        QTest::mouseClick(m_dialog->findChild<QPushButton *>(u"planApplyButton"_s), Qt::LeftButton);
        QVERIFY(m_dialog->isApplying()); // the first request is under way
    }

    /// Signs the pane in to @p other (a second sandbox with the same demo data), then ends the old session.
    void switchAccount(TestSupport::SessionFixture &other)
    {
        Sandbox::SandboxOptions options;
        options.randomSeed = seed;
        QVERIFY2(other.start(options), qPrintable(other.lastError()));
        m_pane->setSession(other.session());
        m_fixture.stop();
    }

    /// The pane, now signed in to @p other, shows its aliases and imports into it.
    void importIntoTheNewAccount(TestSupport::SessionFixture &other)
    {
        QSignalSpy loaded(other.session(), &Models::Session::aliasesLoaded);
        m_pane->showDomain(other.domainId(TestSupport::demoBusyDomain));
        QVERIFY(loaded.wait(waitMs));
        const int before = other.session()->aliases()->rowCount();
        QVERIFY(before > 0);
        QVERIFY(TestSupport::triggerAction(m_pane.get(), u"importAliasesAction"_s));
        m_dialog = TestSupport::visibleChild<AliasPlanDialog>(m_pane.get());
        QVERIFY(m_dialog);
        QSignalSpy ready(m_dialog.data(), &AliasPlanDialog::previewReady);
        m_dialog->setFileContents("domain,localpart,catch_all,enabled,destinations\n"
                                  "lindqvist.example,new-account,false,true,new@example.net\n",
                                  u"import.csv"_s);
        QVERIFY(ready.wait(waitMs));
        QSignalSpy applied(m_dialog.data(), &AliasPlanDialog::applied);
        QTest::mouseClick(m_dialog->findChild<QPushButton *>(u"planApplyButton"_s), Qt::LeftButton);
        QVERIFY(applied.wait(waitMs));
        QCOMPARE(rowText(m_dialog->rowList(), 0, AliasPlanDialog::ResultColumn), u"Created"_s);
        QTRY_COMPARE_WITH_TIMEOUT(other.session()->aliases()->rowCount(), before + 1, waitMs);
        delete m_dialog;
        m_pane->setSession(nullptr); // before the other account's session goes
    }

    QString writeFile(const QString &name, const QByteArray &bytes)
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (file.open(QIODevice::WriteOnly)) {
            file.write(bytes);
        }
        return path;
    }

    TestSupport::SessionFixture m_fixture;
    std::unique_ptr<Gui::AliasesPane> m_pane;
    QPointer<AliasPlanDialog> m_dialog;
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestAliasPlanDialog)
#include "tst_aliasplandialog.moc"
