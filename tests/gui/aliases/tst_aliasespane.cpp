// SPDX-License-Identifier: GPL-3.0-or-later
// The aliases pane against the sandbox: the table, the Add/Edit dialog with its validation, the Enabled
// switch with its rollback, deleting with a confirmation, and bulk changes with their result report.
// It stays one file although it is long: the project has one Qt Test executable per subject, and every case
// here works on the same pane and sandbox fixture.

#include "core/apiclient.h"
#include "gui/aliases/aliasdialog.h"
#include "gui/aliases/aliasespane.h"
#include "gui/aliases/bulkresultdialog.h"
#include "gui/aliases/destinationseditor.h"
#include "gui/widgets/prompt.h"
#include "guitest.h"
#include "models/aliasmodel.h"
#include "models/domainmodel.h"
#include "models/requestlogmodel.h"
#include "models/roles.h"
#include "models/session.h"
#include "sandbox/faultrule.h"
#include "sandbox/sandboxserver.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QProgressDialog>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStyle>
#include <QTableView>
#include <QTest>
#include <QTreeWidget>

#include <memory>

using namespace Qt::StringLiterals;
using ForwardDesk::TestSupport::visibleChild;
using namespace ForwardDesk;
using Gui::AliasDialog;
using Gui::Prompt;
using Models::AliasModel;

namespace {
constexpr int waitMs = 10000;
constexpr quint32 demoSeed = 20261121;

Sandbox::FaultRule serverError(const QByteArray &method)
{
    return TestSupport::serverError(method, method == "POST" ? u"/domains/*/aliases"_s : u"/domains/*/aliases/*"_s);
}
} // namespace

class TestAliasesPane final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        TestSupport::isolateSettings(u"tst_aliasespane"_s); // no header state from an earlier run
    }

    void init()
    {
        Prompt::resetForTests();
        Sandbox::SandboxOptions options;
        options.randomSeed = demoSeed; // the same demo aliases every run
        QVERIFY2(m_fixture.start(options), qPrintable(m_fixture.lastError()));
        m_tester = std::make_unique<QAbstractItemModelTester>(m_fixture.session()->aliases(),
                                                              QAbstractItemModelTester::FailureReportingMode::QtTest);

        m_pane = std::make_unique<Gui::AliasesPane>();
        m_pane->setSession(m_fixture.session());
        m_pane->resize(1100, 640);
        m_pane->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_pane.get()));
        m_domainId = domainId(TestSupport::demoBusyDomain);
        QVERIFY(!m_domainId.isEmpty());
        QSignalSpy aliases(m_fixture.session(), &Models::Session::aliasesLoaded);
        m_pane->showDomain(m_domainId);
        QVERIFY(aliases.wait(waitMs));
        m_local = firstLocalPart();
        QVERIFY(!m_local.isEmpty());
    }

    void cleanup()
    {
        m_pane.reset();
        m_tester.reset();
        m_fixture.stop();
    }

    void showDomain_listsItsAliasesWithTheCatchAllMarked()
    {
        auto *chooser = m_pane->findChild<QComboBox *>(u"domainChooser"_s);
        QVERIFY(chooser);
        QCOMPARE(chooser->currentText(), TestSupport::demoBusyDomain);
        QCOMPARE(view()->model()->rowCount(), 18);
        QCOMPARE(m_pane->findChild<QLabel *>(u"aliasCount"_s)->text(), u"Aliases: 18"_s);
        // Ascending address order puts the catch-all first, in italics with its mark.
        const QModelIndex first = view()->model()->index(0, AliasModel::AddressColumn);
        QVERIFY(first.data(Models::CatchAllRole).toBool());
        QCOMPARE(first.data().toString(), u"*@lindqvist.example"_s);
    }

    void chooseDomain_loadsThatDomainsAliases()
    {
        auto *chooser = m_pane->findChild<QComboBox *>(u"domainChooser"_s);
        const int target = m_fixture.session()->domains()->rowOf(domainId(u"acme-studio.example"_s));
        QSignalSpy loaded(m_fixture.session(), &Models::Session::aliasesLoaded);
        chooser->setFocus();
        // The user's choice, as the keyboard makes it (a programmatic index change loads nothing).
        while (chooser->currentIndex() != target) {
            QTest::keyClick(chooser, chooser->currentIndex() < target ? Qt::Key_Down : Qt::Key_Up);
        }
        QTRY_VERIFY_WITH_TIMEOUT(m_fixture.session()->aliases()->domainId() == domainId(u"acme-studio.example"_s),
                                 waitMs);
        QTRY_VERIFY_WITH_TIMEOUT(!loaded.isEmpty() && loaded.last().at(0).toString() == m_pane->currentDomainId(),
                                 waitMs);
        QCOMPARE(m_pane->currentDomainId(), domainId(u"acme-studio.example"_s));
    }

    void loadFailure_showsBannerAndRetryLoadsAgain()
    {
        Sandbox::FaultRule rule = serverError("GET");
        rule.route = u"/domains/*/aliases"_s;
        rule.times = 1;
        m_fixture.sandbox()->addFault(rule);
        m_pane->refresh();
        auto *banner = m_pane->findChild<QWidget *>(u"aliasesBanner"_s);
        QTRY_VERIFY_WITH_TIMEOUT(banner->isVisible(), waitMs);
        QTest::mouseClick(banner->findChild<QPushButton *>(u"retryButton"_s), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!banner->isVisible(), waitMs);
        QCOMPARE(view()->model()->rowCount(), 18);
    }

    void newAlias_validInput_addsTheRowOnceTheServiceConfirms()
    {
        QPointer<Gui::AliasDialog> dialog = openNewDialog();
        QVERIFY(!okButton(dialog)->isEnabled());
        QTest::keyClicks(field<QLineEdit>(dialog, u"localPartEdit"_s), u"Garden.Club"_s);
        QTest::keyClicks(field<QLineEdit>(dialog, u"destinationInput"_s), u"me@example.net, you@example.org"_s);
        QTRY_VERIFY(okButton(dialog)->isEnabled());
        QTest::mouseClick(okButton(dialog), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!dialog || !dialog->isVisible(), waitMs);
        QCOMPARE(view()->model()->rowCount(), 19);
        const Core::Alias added = aliasByLocalPart(u"garden.club"_s);
        QCOMPARE(added.destinations, (QStringList{u"me@example.net"_s, u"you@example.org"_s}));
        QVERIFY(added.enabled);
    }

    void newAlias_invalidInput_isMarkedLocallyAndOkStaysDisabled()
    {
        QPointer<Gui::AliasDialog> dialog = openNewDialog();
        auto *local = field<QLineEdit>(dialog, u"localPartEdit"_s);
        auto *localError = field<QLabel>(dialog, u"localPartError"_s);
        auto *input = field<QLineEdit>(dialog, u"destinationInput"_s);
        QTest::keyClicks(input, u"me@example.net"_s);
        QTest::keyClick(input, Qt::Key_Return); // lists it, and does not press OK
        QVERIFY(dialog->isVisible());
        QVERIFY(input->text().isEmpty());

        for (const QString &bad : {u"two..dots"_s, u".start"_s, u"end."_s, u"sp ace"_s, u"a/b"_s, u"a,b"_s}) {
            local->clear();
            QTest::keyClicks(local, bad);
            QVERIFY2(localError->isVisible(), qPrintable(bad));
            QVERIFY2(!okButton(dialog)->isEnabled(), qPrintable(bad));
        }
        local->clear();
        QTest::keyClicks(local, m_local); // exists already on this domain
        QVERIFY(localError->isVisible());
        QVERIFY(!okButton(dialog)->isEnabled());
        local->clear();
        QTest::keyClicks(local, u"fine_name+tag"_s);
        QVERIFY(!localError->isVisible());
        QVERIFY(okButton(dialog)->isEnabled());

        // Destinations: an invalid address and a duplicate are marked on their rows.
        Gui::DestinationsEditor *editor = dialog->destinationsEditor();
        editor->addAddresses(u"not-an-address\nME@example.net"_s);
        auto *list = field<QTreeWidget>(dialog, u"destinationList"_s);
        QCOMPARE(list->topLevelItemCount(), 3);
        QVERIFY(!list->topLevelItem(1)->text(1).isEmpty());
        QVERIFY(!list->topLevelItem(2)->text(1).isEmpty());
        QVERIFY(field<QLabel>(dialog, u"destinationsProblem"_s)->isVisible());
        QVERIFY(!okButton(dialog)->isEnabled());
        list->clearSelection();
        list->topLevelItem(1)->setSelected(true);
        list->topLevelItem(2)->setSelected(true);
        QTest::mouseClick(field<QPushButton>(dialog, u"removeDestinationButton"_s), Qt::LeftButton);
        QCOMPARE(editor->destinations(), QStringList{u"me@example.net"_s});
        QVERIFY(okButton(dialog)->isEnabled());
        // None at all is not enough.
        list->topLevelItem(0)->setSelected(true);
        QTest::mouseClick(field<QPushButton>(dialog, u"removeDestinationButton"_s), Qt::LeftButton);
        QVERIFY(!okButton(dialog)->isEnabled());
    }

    void addressChecks_data()
    {
        QTest::addColumn<QString>("address");
        QTest::addColumn<bool>("valid");
        QTest::newRow("plain") << u"me@example.net"_s << true;
        QTest::newRow("plus and dots") << u"first.last+tag@mail.example.org"_s << true;
        QTest::newRow("unicode domain") << u"anna@bücher.example"_s << true;
        QTest::newRow("no at") << u"me.example.net"_s << false;
        QTest::newRow("two ats") << u"me@you@example.net"_s << false;
        QTest::newRow("one label") << u"me@localhost"_s << false;
        QTest::newRow("empty label") << u"me@example..net"_s << false;
        QTest::newRow("hyphen edge") << u"me@-example.net"_s << false;
        QTest::newRow("space") << u"m e@example.net"_s << false;
        QTest::newRow("dot first") << u".me@example.net"_s << false;
        QTest::newRow("numeric tld") << u"me@10.0.0.1"_s << false;
    }

    void addressChecks()
    {
        QFETCH(QString, address);
        QFETCH(bool, valid);
        QCOMPARE(Gui::DestinationsEditor::isValidAddress(address), valid);
    }

    void newAlias_duplicateRefusedByTheService_showsItsMessageNextToTheLocalPart()
    {
        // Created elsewhere (another device): the table does not know it, the service does.
        Core::AliasDraft elsewhere;
        elsewhere.localPart = u"elsewhere"_s;
        elsewhere.destinations = {u"me@example.net"_s};
        const std::unique_ptr<Core::ApiClient> otherDevice = m_fixture.otherDevice();
        bool created = false;
        otherDevice->createAlias(m_domainId, elsewhere, this,
                                 [&created](const Core::ApiResult<Core::Alias> &r) { created = r.ok(); });
        QTRY_VERIFY_WITH_TIMEOUT(created, waitMs);

        QPointer<Gui::AliasDialog> dialog = openNewDialog();
        auto *local = field<QLineEdit>(dialog, u"localPartEdit"_s);
        QTest::keyClicks(local, u"elsewhere"_s);
        QTest::keyClicks(field<QLineEdit>(dialog, u"destinationInput"_s), u"other@example.org"_s);
        QTest::mouseClick(okButton(dialog), Qt::LeftButton);
        auto *localError = field<QLabel>(dialog, u"localPartError"_s);
        QTRY_VERIFY_WITH_TIMEOUT(localError->isVisible() && localError->text().contains(u"already exists"_s), waitMs);
        QVERIFY(dialog->isVisible());
        QCOMPARE(local->text(), u"elsewhere"_s);
        QCOMPARE(dialog->destinationsEditor()->destinations(), QStringList{u"other@example.org"_s});
        QVERIFY(!okButton(dialog)->isEnabled()); // until the local part is changed
        QCOMPARE(view()->model()->rowCount(), 18);
        QTest::keyClick(local, Qt::Key_2);
        QVERIFY(!localError->isVisible());
        QVERIFY(okButton(dialog)->isEnabled());
    }

    void destinationMessageFromTheService_marksThatRowUntilItIsEdited()
    {
        // What the dialog does with a 422 at ["body", "destinations", 1].
        QPointer<Gui::AliasDialog> dialog = openNewDialog();
        QTest::keyClicks(field<QLineEdit>(dialog, u"localPartEdit"_s), u"rowmark"_s);
        dialog->destinationsEditor()->setDestinations({u"a@example.net"_s, u"b@example.net"_s});
        dialog->destinationsEditor()->setServerError(1, u"value is not a valid email address"_s);
        auto *list = field<QTreeWidget>(dialog, u"destinationList"_s);
        QCOMPARE(list->topLevelItem(1)->text(1), u"value is not a valid email address"_s);
        QVERIFY(list->topLevelItem(0)->text(1).isEmpty());
        QVERIFY(!okButton(dialog)->isEnabled());
        list->topLevelItem(1)->setText(0, u"c@example.net"_s); // editing the row clears the service's mark
        QVERIFY(list->topLevelItem(1)->text(1).isEmpty());
        QVERIFY(okButton(dialog)->isEnabled());
    }

    void newAlias_serverFailure_keepsTheDialogOpenWithTheInput()
    {
        m_fixture.sandbox()->addFault(serverError("POST"));
        QPointer<Gui::AliasDialog> dialog = openNewDialog();
        QTest::keyClicks(field<QLineEdit>(dialog, u"localPartEdit"_s), u"kept"_s);
        QTest::keyClicks(field<QLineEdit>(dialog, u"destinationInput"_s), u"me@example.net"_s);
        QTest::mouseClick(okButton(dialog), Qt::LeftButton);
        auto *error = field<QLabel>(dialog, u"errorLabel"_s);
        QTRY_VERIFY_WITH_TIMEOUT(error->isVisible() && error->text().contains(u"problem"_s), waitMs);
        QVERIFY(dialog->isVisible());
        QCOMPARE(field<QLineEdit>(dialog, u"localPartEdit"_s)->text(), u"kept"_s);
        QCOMPARE(dialog->destinationsEditor()->destinations(), QStringList{u"me@example.net"_s});
        QVERIFY(okButton(dialog)->isEnabled()); // a retry is one click away
        QCOMPARE(view()->model()->rowCount(), 18);
    }

    void newAliasOnItsWay_accountSwitch_closesTheDialog_andTheNewAccountCreates()
    {
        m_fixture.sandbox()->addFault(TestSupport::latency("POST", u"/domains/*/aliases"_s, 1000));
        QPointer<Gui::AliasDialog> dialog = openNewDialog();
        QTest::keyClicks(field<QLineEdit>(dialog, u"localPartEdit"_s), u"old-account"_s);
        QTest::keyClicks(field<QLineEdit>(dialog, u"destinationInput"_s), u"me@example.net"_s);
        QTest::mouseClick(okButton(dialog), Qt::LeftButton); // on its way

        TestSupport::SessionFixture other;
        switchAccount(other);
        if (QTest::currentTestFailed()) {
            return;
        }
        QVERIFY(!dialog || !dialog->isVisible());

        QSignalSpy loaded(other.session(), &Models::Session::aliasesLoaded);
        m_pane->showDomain(other.domainId(TestSupport::demoBusyDomain));
        QVERIFY(loaded.wait(waitMs));
        QPointer<Gui::AliasDialog> next = openNewDialog();
        QTest::keyClicks(field<QLineEdit>(next, u"localPartEdit"_s), u"new-account"_s);
        QTest::keyClicks(field<QLineEdit>(next, u"destinationInput"_s), u"me@example.net"_s);
        QTest::mouseClick(okButton(next), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!next || !next->isVisible(), waitMs);
        QCOMPARE(view()->model()->rowCount(), 19);
        m_pane->setSession(nullptr);
    }

    void catchAllOption_disablesTheLocalPart()
    {
        QPointer<Gui::AliasDialog> dialog = openNewDialog();
        auto *local = field<QLineEdit>(dialog, u"localPartEdit"_s);
        auto *catchAll = field<QCheckBox>(dialog, u"catchAllCheck"_s);
        QVERIFY(local->isEnabled());
        QTest::mouseClick(catchAll, Qt::LeftButton, {}, QPoint(4, catchAll->height() / 2));
        QVERIFY(catchAll->isChecked());
        QVERIFY(!local->isEnabled());
        QVERIFY(dialog->draft().catchAll);
        // This domain has its catch-all already: said next to the check box, and OK stays disabled.
        QTest::keyClicks(field<QLineEdit>(dialog, u"destinationInput"_s), u"me@example.net"_s);
        QVERIFY(field<QLabel>(dialog, u"catchAllError"_s)->isVisible());
        QVERIFY(!okButton(dialog)->isEnabled());
        QTest::mouseClick(catchAll, Qt::LeftButton, {}, QPoint(4, catchAll->height() / 2));
        QVERIFY(local->isEnabled());
    }

    void editAlias_changesItsDestinations()
    {
        const int row = proxyRowOf(m_local);
        QVERIFY(row >= 0);
        view()->selectRow(row);
        m_pane->editSelected();
        QPointer<AliasDialog> dialog = visibleChild<AliasDialog>(m_pane.get());
        QVERIFY(dialog);
        QVERIFY(dialog->isEditing());
        QCOMPARE(field<QLineEdit>(dialog, u"localPartEdit"_s)->text(), m_local);
        QVERIFY(!field<QCheckBox>(dialog, u"catchAllCheck"_s)->isEnabled());
        dialog->destinationsEditor()->setDestinations({u"new-home@example.org"_s, u"backup@example.net"_s});
        QTest::mouseClick(okButton(dialog), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!dialog || !dialog->isVisible(), waitMs);
        QCOMPARE(aliasByLocalPart(m_local).destinations,
                 (QStringList{u"new-home@example.org"_s, u"backup@example.net"_s}));
        QCOMPARE(view()->model()->rowCount(), 18);
    }

    void toggleEnabled_accepted_staysChanged()
    {
        const int row = firstRowWithEnabled(true);
        QVERIFY(row >= 0);
        const QModelIndex cell = view()->model()->index(row, AliasModel::EnabledColumn);
        const QString id = cell.data(Models::IdRole).toString();
        clickSwitch(cell);
        QCOMPARE(cell.data(Qt::CheckStateRole).toInt(), int(Qt::Unchecked)); // at once
        QVERIFY(cell.data(Models::PendingRole).toBool());
        QTRY_VERIFY_WITH_TIMEOUT(!m_fixture.session()->aliases()->isEnabledPending(id), waitMs);
        QVERIFY(!aliasById(id).enabled);
        // The service has it too.
        QSignalSpy loaded(m_fixture.session(), &Models::Session::aliasesLoaded);
        m_pane->refresh();
        QVERIFY(loaded.wait(waitMs));
        QVERIFY(!aliasById(id).enabled);
    }

    void toggleEnabled_refused_rollsBackWithAMessage()
    {
        m_fixture.sandbox()->addFault(serverError("PATCH"));
        const int row = firstRowWithEnabled(true);
        const QModelIndex cell = view()->model()->index(row, AliasModel::EnabledColumn);
        const QString id = cell.data(Models::IdRole).toString();
        QSignalSpy messages(m_pane.get(), &Gui::Pane::statusMessage);
        clickSwitch(cell);
        QVERIFY(!aliasById(id).enabled);
        QTRY_VERIFY_WITH_TIMEOUT(!m_fixture.session()->aliases()->isEnabledPending(id), waitMs);
        QVERIFY(aliasById(id).enabled);
        auto *banner = m_pane->findChild<QWidget *>(u"aliasActionBanner"_s);
        QVERIFY(banner->isVisible());
        QVERIFY(!messages.isEmpty());
        QVERIFY(messages.last().at(0).toString().contains(u"not turned off"_s));
    }

    void delete_cancelled_keepsTheAlias()
    {
        const int row = proxyRowOf(m_local);
        view()->selectRow(row);
        const int requests = m_fixture.sandbox()->requestCount();
        Prompt::setNextAnswers({QMessageBox::Cancel});
        QVERIFY(m_pane->canDelete());
        m_pane->deleteSelected();
        QCOMPARE(Prompt::shownTexts().size(), 1);
        QVERIFY(Prompt::shownTexts().constFirst().contains(m_local + u"@lindqvist.example"_s));
        QTest::qWait(50);
        QCOMPARE(m_fixture.sandbox()->requestCount(), requests);
        QCOMPARE(view()->model()->rowCount(), 18);
    }

    void delete_confirmed_removesTheRowAfterTheAnswer()
    {
        view()->selectRow(proxyRowOf(m_local));
        Prompt::setNextAnswers({QMessageBox::Yes});
        m_pane->deleteSelected();
        QCOMPARE(view()->model()->rowCount(), 18); // nothing disappears before the service confirmed
        QTRY_COMPARE_WITH_TIMEOUT(view()->model()->rowCount(), 17, waitMs);
        QVERIFY(aliasByLocalPart(m_local).id.isEmpty());
    }

    void bulkDisable_ofThreeAliases_reportsThreeResults()
    {
        const QStringList ids = selectEnabledRows(3);
        QCOMPARE(ids.size(), 3);
        m_pane->disableSelected();
        Gui::BulkResultDialog *results = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((results = visibleChild<Gui::BulkResultDialog>(m_pane.get())) != nullptr, waitMs);
        QCOMPARE(results->resultCount(), 3);
        QCOMPARE(results->count(Gui::BulkResultDialog::Outcome::Done), 3);
        for (const QString &id : ids) {
            QVERIFY(!aliasById(id).enabled);
        }
        QCOMPARE(results->resultList()->topLevelItem(0)->text(1), u"Disabled"_s);
    }

    void bulkDisable_withARefusal_reportsEachResult()
    {
        Sandbox::FaultRule rule = serverError("PATCH");
        rule.times = 1;
        m_fixture.sandbox()->addFault(rule);
        const QStringList ids = selectEnabledRows(3);
        m_pane->disableSelected();
        Gui::BulkResultDialog *results = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((results = visibleChild<Gui::BulkResultDialog>(m_pane.get())) != nullptr, waitMs);
        QCOMPARE(results->resultCount(), 3);
        QCOMPARE(results->count(Gui::BulkResultDialog::Outcome::Failed), 1);
        QCOMPARE(results->count(Gui::BulkResultDialog::Outcome::Done), 2);
        QVERIFY(results->resultList()->topLevelItem(0)->text(1).contains(u"problem"_s));
        QVERIFY(aliasById(ids.at(0)).enabled); // refused: unchanged
        QVERIFY(!aliasById(ids.at(1)).enabled);
    }

    void bulkDisable_stopped_leavesTheRestAlone()
    {
        m_fixture.sandbox()->addFault(TestSupport::latency("PATCH", u"/domains/*/aliases/*"_s, 300));
        const QStringList ids = selectEnabledRows(3);
        m_pane->disableSelected();
        auto *progress = m_pane->findChild<QProgressDialog *>(u"bulkProgress"_s);
        QVERIFY(progress);
        progress->cancel(); // Stop: the request on its way finishes, no more are sent
        Gui::BulkResultDialog *results = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((results = visibleChild<Gui::BulkResultDialog>(m_pane.get())) != nullptr, waitMs);
        QCOMPARE(results->resultCount(), 3);
        QCOMPARE(results->count(Gui::BulkResultDialog::Outcome::Done), 1);
        QCOMPARE(results->count(Gui::BulkResultDialog::Outcome::NotDone), 2);
        QVERIFY(!aliasById(ids.at(0)).enabled);
        QVERIFY(aliasById(ids.at(1)).enabled);
        QVERIFY(aliasById(ids.at(2)).enabled);
    }

    void bulkRunning_accountSwitch_theNewAccountsAliasesLoad()
    {
        m_fixture.sandbox()->addFault(TestSupport::latency("PATCH", u"/domains/*/aliases/*"_s, 1000));
        selectEnabledRows(3);
        m_pane->disableSelected();
        QVERIFY(m_pane->findChild<QProgressDialog *>(u"bulkProgress"_s));
        QVERIFY(!m_pane->canDelete()); // busy with the bulk job

        // Signing in to another account ends the old session, and its requests with it.
        TestSupport::SessionFixture other;
        switchAccount(other);
        if (QTest::currentTestFailed()) {
            return;
        }

        QSignalSpy loaded(other.session(), &Models::Session::aliasesLoaded);
        m_pane->showDomain(other.domainId(TestSupport::demoBusyDomain));
        QVERIFY(loaded.wait(waitMs));
        QCOMPARE(view()->model()->rowCount(), 18);
        QTRY_VERIFY_WITH_TIMEOUT(!visibleChild<QProgressDialog>(m_pane.get()), waitMs);
        view()->selectRow(0);
        QVERIFY(m_pane->canDelete());
        m_pane->setSession(nullptr);
    }

    void toolbarToggle_whileTheSwitchsChangeIsOnItsWay_sendsNoSecondRequest()
    {
        m_fixture.sandbox()->addFault(TestSupport::latency("PATCH", u"/domains/*/aliases/*"_s, 500));
        const int row = firstRowWithEnabled(true);
        const QModelIndex cell = view()->model()->index(row, AliasModel::EnabledColumn);
        const QString id = cell.data(Models::IdRole).toString();
        const int before = patchCount();
        clickSwitch(cell); // off, on its way
        QVERIFY(m_fixture.session()->aliases()->isEnabledPending(id));
        view()->selectRow(row);
        m_pane->enableSelected(); // the toolbar, before the answer
        QTRY_VERIFY_WITH_TIMEOUT(!m_fixture.session()->aliases()->isEnabledPending(id), waitMs);
        QTest::qWait(700);
        QCOMPARE(patchCount() - before, 1);
        QVERIFY(!aliasById(id).enabled);
    }

    void bulkDisable_aliasWithARefusedChangeOnItsWay_isDisabledOnceItSettles()
    {
        m_fixture.sandbox()->addFault(TestSupport::latency("PATCH", u"/domains/*/aliases/*"_s, 300));
        Sandbox::FaultRule refused = serverError("PATCH");
        refused.times = 1;
        m_fixture.sandbox()->addFault(refused);
        const QStringList ids = selectEnabledRows(2);
        QCOMPARE(ids.size(), 2);
        const int row = proxyRowOfId(ids.at(0));
        clickSwitch(view()->model()->index(row, AliasModel::EnabledColumn)); // off at once, refused later
        QVERIFY(m_fixture.session()->aliases()->isEnabledPending(ids.at(0)));
        selectIds(ids);
        m_pane->disableSelected();
        Gui::BulkResultDialog *results = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((results = visibleChild<Gui::BulkResultDialog>(m_pane.get())) != nullptr, waitMs);
        QCOMPARE(results->count(Gui::BulkResultDialog::Outcome::Done), 2);
        // The switch's change was refused and rolled back; the bulk job still turned forwarding off.
        QVERIFY(!aliasById(ids.at(0)).enabled);
        QVERIFY(!aliasById(ids.at(1)).enabled);
        QSignalSpy loaded(m_fixture.session(), &Models::Session::aliasesLoaded);
        m_pane->refresh();
        QVERIFY(loaded.wait(waitMs));
        QVERIFY(!aliasById(ids.at(0)).enabled); // at the service too
    }

    void bulkDelete_asksOnceAndDeletesEach()
    {
        selectEnabledRows(3);
        Prompt::setNextAnswers({QMessageBox::Yes});
        m_pane->deleteSelected();
        QCOMPARE(Prompt::shownTexts().constFirst().left(17), u"Delete 3 aliases?"_s);
        Gui::BulkResultDialog *results = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((results = visibleChild<Gui::BulkResultDialog>(m_pane.get())) != nullptr, waitMs);
        QCOMPARE(results->count(Gui::BulkResultDialog::Outcome::Done), 3);
        QCOMPARE(view()->model()->rowCount(), 15);
    }

    void copyAddress_putsTheSelectedAddressesOnTheClipboard()
    {
        view()->selectRow(proxyRowOf(m_local));
        QApplication::setActiveWindow(m_pane.get());
        QVERIFY(QTest::qWaitForWindowActive(m_pane.get()));
        view()->setFocus();
        QTest::keyClick(view(), Qt::Key_C, Qt::ControlModifier);
        QCOMPARE(QGuiApplication::clipboard()->text(), m_local + u"@lindqvist.example"_s);
    }

    void filters_narrowTheTable()
    {
        QTest::keyClicks(m_pane->findChild<QLineEdit *>(u"aliasFilter"_s), m_local);
        QTRY_VERIFY(view()->model()->rowCount() >= 1 && view()->model()->rowCount() < 18);
        m_pane->findChild<QLineEdit *>(u"aliasFilter"_s)->clear();
        auto *state = m_pane->findChild<QComboBox *>(u"aliasStateFilter"_s);
        state->setCurrentIndex(3); // Catch-all
        QCOMPARE(view()->model()->rowCount(), 1);
    }

private:
    /// Signs the pane in to @p other (another sandbox with the same demo aliases), then ends the old session.
    void switchAccount(TestSupport::SessionFixture &other)
    {
        Sandbox::SandboxOptions options;
        options.randomSeed = demoSeed;
        QVERIFY2(other.start(options), qPrintable(other.lastError()));
        m_pane->setSession(other.session());
        m_tester.reset();
        m_fixture.stop();
    }

    QTableView *view() const { return m_pane->view(); }

    QString domainId(const QString &name) const
    {
        for (const Core::Domain &domain : m_fixture.session()->domains()->domains()) {
            if (domain.name == name) {
                return domain.id;
            }
        }
        return {};
    }

    template <typename T>
    static T *field(QWidget *dialog, const QString &name)
    {
        T *widget = dialog->findChild<T *>(name);
        if (!widget) {
            qFatal("no widget named %s", qPrintable(name));
        }
        return widget;
    }

    static QPushButton *okButton(QDialog *dialog)
    {
        return field<QDialogButtonBox>(dialog, u"buttonBox"_s)->button(QDialogButtonBox::Ok);
    }

    AliasDialog *openNewDialog()
    {
        m_pane->newItem();
        auto *dialog = visibleChild<AliasDialog>(m_pane.get());
        if (!dialog) {
            qFatal("the New Alias dialog did not open");
        }
        return dialog;
    }

    Core::Alias aliasById(const QString &id) const
    {
        return m_fixture.session()->aliases()->aliasAt(m_fixture.session()->aliases()->rowOf(id));
    }

    Core::Alias aliasByLocalPart(const QString &localPart) const
    {
        for (const Core::Alias &alias : m_fixture.session()->aliases()->aliases()) {
            if (!alias.catchAll && alias.localPart == localPart) {
                return alias;
            }
        }
        return {};
    }

    QString firstLocalPart() const
    {
        const QModelIndex second = view()->model()->index(1, AliasModel::AddressColumn); // the first is the catch-all
        return aliasById(second.data(Models::IdRole).toString()).localPart;
    }

    int proxyRowOf(const QString &localPart) const
    {
        const QString address = localPart + u"@lindqvist.example"_s;
        for (int row = 0; row < view()->model()->rowCount(); ++row) {
            if (view()->model()->index(row, AliasModel::AddressColumn).data().toString() == address) {
                return row;
            }
        }
        return -1;
    }

    int firstRowWithEnabled(bool enabled) const
    {
        for (int row = 0; row < view()->model()->rowCount(); ++row) {
            const QModelIndex cell = view()->model()->index(row, AliasModel::EnabledColumn);
            if (!cell.data(Models::CatchAllRole).toBool()
                && (cell.data(Qt::CheckStateRole).toInt() == Qt::Checked) == enabled) {
                return row;
            }
        }
        return -1;
    }

    int proxyRowOfId(const QString &id) const
    {
        for (int row = 0; row < view()->model()->rowCount(); ++row) {
            if (view()->model()->index(row, 0).data(Models::IdRole).toString() == id) {
                return row;
            }
        }
        return -1;
    }

    void selectIds(const QStringList &ids)
    {
        view()->clearSelection();
        for (const QString &id : ids) {
            const QModelIndex cell = view()->model()->index(proxyRowOfId(id), 0);
            view()->selectionModel()->select(cell, QItemSelectionModel::Select | QItemSelectionModel::Rows);
        }
    }

    [[nodiscard]] int patchCount() const { return TestSupport::sentRequests(m_fixture.session(), "PATCH"); }

    QStringList selectEnabledRows(int count)
    {
        QStringList ids;
        view()->clearSelection();
        for (int row = 0; row < view()->model()->rowCount() && ids.size() < count; ++row) {
            const QModelIndex cell = view()->model()->index(row, AliasModel::EnabledColumn);
            if (cell.data(Qt::CheckStateRole).toInt() == Qt::Checked) {
                view()->selectionModel()->select(cell, QItemSelectionModel::Select | QItemSelectionModel::Rows);
                ids << cell.data(Models::IdRole).toString();
            }
        }
        return ids;
    }

    // Clicks the check box of the Enabled cell where the style draws it.
    void clickSwitch(const QModelIndex &cell)
    {
        view()->scrollTo(cell);
        QStyleOptionViewItem option;
        option.initFrom(view());
        option.rect = view()->visualRect(cell);
        option.features |= QStyleOptionViewItem::HasCheckIndicator;
        option.checkState = Qt::CheckState(cell.data(Qt::CheckStateRole).toInt());
        const QRect box = view()->style()->subElementRect(QStyle::SE_ItemViewItemCheckIndicator, &option, view());
        QTest::mouseClick(view()->viewport(), Qt::LeftButton, {}, box.center());
    }

    TestSupport::SessionFixture m_fixture;
    std::unique_ptr<QAbstractItemModelTester> m_tester;
    std::unique_ptr<Gui::AliasesPane> m_pane;
    QString m_domainId;
    QString m_local; ///< the local part of an alias of the domain (not the catch-all)
};

QTEST_MAIN(TestAliasesPane)
#include "tst_aliasespane.moc"
