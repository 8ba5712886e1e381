// SPDX-License-Identifier: GPL-3.0-or-later
// The Domains pane against the sandbox: the list with badges, adding, verifying, deleting, the local DNS check
// and the saved layout.
// It stays one file although it is long: the project has one Qt Test executable per subject, and every case
// here works on the same pane and sandbox fixture.

#include "core/dnschecker.h"
#include "gui/domains/adddomaindialog.h"
#include "gui/domains/domainspane.h"
#include "gui/domains/verificationpanel.h"
#include "gui/widgets/prompt.h"
#include "gui/widgets/statusbadgedelegate.h"
#include "guitest.h"
#include "models/domainmodel.h"
#include "models/roles.h"
#include "models/session.h"
#include "sandbox/faultrule.h"
#include "sandbox/sandboxserver.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QElapsedTimer>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QSignalSpy>
#include <QSplitter>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <memory>

using namespace Qt::StringLiterals;
using ForwardDesk::TestSupport::visibleChild;
using namespace ForwardDesk;
using Core::DnsChecker;
using Core::Domain;
using Gui::Prompt;
using Gui::VerificationPanel;
using Models::DomainModel;

namespace {
constexpr int WaitMs = 10000;

Core::DnsRecord record(const QString &type, const QString &host, const QString &value)
{
    Core::DnsRecord result;
    result.type = type;
    result.host = host;
    result.expected = value;
    return result;
}

DnsChecker::Answer answered(const QStringList &values)
{
    DnsChecker::Answer answer;
    answer.status = DnsChecker::LookupStatus::Answered;
    answer.values = values;
    return answer;
}

DnsChecker::Answer answerWith(DnsChecker::LookupStatus status, const QString &error = QString())
{
    DnsChecker::Answer answer;
    answer.status = status;
    answer.error = error;
    return answer;
}
} // namespace

class TestDomainsPane final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_config;
    std::unique_ptr<Sandbox::SandboxServer> m_sandbox;
    std::unique_ptr<Models::Session> m_session;
    std::unique_ptr<Gui::DomainsPane> m_pane;

    [[nodiscard]] QTableView *table() const { return m_pane->findChild<QTableView *>(u"domainTable"_s); }
    [[nodiscard]] VerificationPanel *panel() const { return m_pane->findChild<VerificationPanel *>(); }
    [[nodiscard]] QTableWidget *records() const { return panel()->findChild<QTableWidget *>(u"recordTable"_s); }
    [[nodiscard]] QString message() const { return panel()->findChild<QLabel *>(u"verificationMessage"_s)->text(); }
    [[nodiscard]] QAction *action(const QString &name) const { return TestSupport::findAction(m_pane.get(), name); }

    [[nodiscard]] QString idOf(const QString &name) const
    {
        for (const Domain &domain : m_session->domains()->domains()) {
            if (domain.name == name || domain.displayName() == name) {
                return domain.id;
            }
        }
        return {};
    }
    [[nodiscard]] Domain domainNamed(const QString &name) const
    {
        const int row = m_session->domains()->rowOf(idOf(name));
        return row < 0 ? Domain() : m_session->domains()->domains().at(row);
    }

    void createPane()
    {
        m_pane = std::make_unique<Gui::DomainsPane>(nullptr);
        m_pane->setSession(m_session.get());
        m_pane->resize(1000, 760);
        m_pane->show();
    }

    // Opens the Add Domain dialog, types @p name and returns the dialog (OK not pressed).
    Gui::AddDomainDialog *openAddDialog(const QString &name)
    {
        m_pane->newItem();
        auto *dialog = visibleChild<Gui::AddDomainDialog>(m_pane.get());
        if (dialog) {
            auto *edit = dialog->findChild<QLineEdit *>(u"nameEdit"_s);
            edit->clear();
            QTest::keyClicks(edit, name);
        }
        return dialog;
    }

    static QPushButton *okButton(Gui::AddDomainDialog *dialog)
    {
        return dialog->findChild<QPushButton *>(u"addDomainButton"_s);
    }

    static QString errorText(Gui::AddDomainDialog *dialog)
    {
        auto *row = dialog->findChild<QWidget *>(u"errorRow"_s);
        return row->isVisible() ? dialog->findChild<QLabel *>(u"nameError"_s)->text() : QString();
    }

    void addDomain(const QString &name)
    {
        QPointer<Gui::AddDomainDialog> dialog = openAddDialog(name);
        QVERIFY(dialog);
        QVERIFY(okButton(dialog)->isEnabled());
        QTest::mouseClick(okButton(dialog), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!dialog || !dialog->isVisible(), WaitMs);
    }

    void verifySelected()
    {
        QVERIFY(action(u"verifyDomainAction"_s)->isEnabled());
        action(u"verifyDomainAction"_s)->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(action(u"verifyDomainAction"_s)->isEnabled(), WaitMs);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_config.isValid());
        // QSettings reads this once, on first use: the test's layouts go to a throwaway folder.
        qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_config.path()));
        QCoreApplication::setOrganizationName(u"ForwardDeskTest"_s);
        QCoreApplication::setApplicationName(u"tst_domainspane"_s);
    }

    void init()
    {
        Prompt::resetForTests();
        m_sandbox = std::make_unique<Sandbox::SandboxServer>();
        QString error;
        QVERIFY2(m_sandbox->start(Sandbox::SandboxOptions(), &error), qPrintable(error));
        m_session = std::make_unique<Models::Session>(m_sandbox->url(), m_sandbox->sessionKey());
        createPane();
        QSignalSpy loaded(m_session.get(), &Models::Session::domainsLoaded);
        m_session->open();
        QVERIFY(loaded.wait(WaitMs));
    }

    void cleanup()
    {
        m_pane.reset();
        m_session.reset();
        m_sandbox.reset();
        Prompt::resetForTests();
    }

    void list_demoAccount_showsEightDomainsWithStatusBadges()
    {
        QAbstractItemModel *model = table()->model();
        QCOMPARE(model->rowCount(), 8);
        QVERIFY(qobject_cast<Gui::StatusBadgeDelegate *>(table()->itemDelegateForColumn(DomainModel::StatusColumn)));
        QSet<int> statuses;
        for (int row = 0; row < model->rowCount(); ++row) {
            statuses << model->index(row, DomainModel::StatusColumn).data(Models::StatusRole).toInt();
        }
        QVERIFY(statuses.contains(static_cast<int>(Domain::Status::Active)));
        QVERIFY(statuses.contains(static_cast<int>(Domain::Status::Pending)));
        QVERIFY(statuses.contains(static_cast<int>(Domain::Status::Failing)));
        // The badges' icons: one per status, distinct.
        QCOMPARE(VerificationPanel::statusIconName(Domain::Status::Active), u"status-ok"_s);
        QCOMPARE(VerificationPanel::statusIconName(Domain::Status::Pending), u"status-pending"_s);
        QCOMPARE(VerificationPanel::statusIconName(Domain::Status::Failing), u"status-fail"_s);
        QCOMPARE(VerificationPanel::statusIconName(Domain::Status::Unknown), u"status-unknown"_s);

        // The international name in Unicode, its ASCII form in the tooltip.
        QModelIndex idn;
        for (int row = 0; row < model->rowCount(); ++row) {
            const QModelIndex index = model->index(row, DomainModel::NameColumn);
            QVERIFY(!index.data().toString().contains(u"xn--"_s));
            if (index.data().toString() == u"bücher.example"_s) {
                idn = index;
            }
        }
        QVERIFY(idn.isValid());
        QVERIFY(idn.data(Qt::ToolTipRole).toString().contains(u"xn--bcher-kva.example"_s));
        // The first domain is selected, so the panel has something to show.
        QVERIFY(!m_pane->selectedDomainId().isEmpty());
        QCOMPARE(panel()->domainId(), m_pane->selectedDomainId());
    }

    void filter_typedText_narrowsTheTable()
    {
        QTest::keyClicks(m_pane->findChild<QLineEdit *>(u"domainFilter"_s), u"harbor"_s);
        QCOMPARE(table()->model()->rowCount(), 1);
        QCOMPARE(table()->model()->index(0, DomainModel::NameColumn).data().toString(), u"quietharbor.example"_s);
    }

    void showAliases_enterOnRow_emitsTheDomainId()
    {
        QSignalSpy requested(m_pane.get(), &Gui::DomainsPane::showAliasesRequested);
        QVERIFY(m_pane->selectDomain(idOf(u"lindqvist.example"_s)));
        table()->setFocus();
        QTRY_VERIFY(table()->hasFocus());
        QTest::keyClick(table(), Qt::Key_Return);
        QCOMPARE(requested.size(), 1);
        QCOMPARE(requested.first().first().toString(), idOf(u"lindqvist.example"_s));
    }

    void copy_selectedDomain_putsItsNameOnTheClipboard()
    {
        QVERIFY(m_pane->selectDomain(idOf(u"xn--bcher-kva.example"_s)));
        action(u"copyDomainAction"_s)->trigger();
        QCOMPARE(QApplication::clipboard()->text(), u"bücher.example"_s);
    }

    void add_validName_selectsTheNewDomainAndShowsItsRecords()
    {
        addDomain(u"new-shop.example"_s);
        const QString id = idOf(u"new-shop.example"_s);
        QVERIFY(!id.isEmpty());
        QCOMPARE(table()->model()->rowCount(), 9);
        QCOMPARE(m_pane->selectedDomainId(), id);
        QCOMPARE(panel()->domainId(), id);
        QCOMPARE(panel()->findChild<QLabel *>(u"domainLabel"_s)->text(), u"new-shop.example"_s);
        QCOMPARE(records()->rowCount(), 4);
        QCOMPARE(records()->item(0, VerificationPanel::TypeColumn)->text(), u"MX"_s);
    }

    void add_invalidNames_keepOkDisabled()
    {
        Gui::AddDomainDialog *dialog = openAddDialog(u"nodot"_s);
        QVERIFY(dialog);
        QVERIFY(!okButton(dialog)->isEnabled());
        QVERIFY(errorText(dialog).contains(u"two parts"_s));

        const QStringList invalid = {u"bad_label.example"_s, u"-lead.example"_s, u"two..dots.example"_s,
                                     QString(64, u'a') + u".example"_s, u"with space.example"_s};
        for (const QString &name : invalid) {
            auto *edit = dialog->findChild<QLineEdit *>(u"nameEdit"_s);
            edit->clear();
            QTest::keyClicks(edit, name);
            QVERIFY2(!okButton(dialog)->isEnabled(), qPrintable(name));
            QVERIFY2(!errorText(dialog).isEmpty(), qPrintable(name));
        }

        // An international name is fine and previewed in the form that is sent.
        auto *edit = dialog->findChild<QLineEdit *>(u"nameEdit"_s);
        edit->clear();
        edit->insert(u"café-straße.example"_s); // QTest::keyClicks types ASCII only
        QVERIFY(okButton(dialog)->isEnabled());
        QVERIFY(errorText(dialog).isEmpty());
        QVERIFY(dialog->findChild<QLabel *>(u"asciiPreview"_s)->text().contains(u"xn--"_s));

        QString ascii;
        QString problem;
        QVERIFY(Gui::AddDomainDialog::validateName(QString(63, u'a') + u".example"_s, &ascii, &problem));
        QVERIFY(!Gui::AddDomainDialog::validateName(QString(62, u'a') + u'.' + QString(62, u'b') + u'.'
                                                        + QString(62, u'c') + u'.' + QString(62, u'd') + u".example"_s,
                                                    &ascii, &problem));
        QVERIFY(problem.contains(u"253"_s));
    }

    void add_existingDomain_keepsTheDialogWithInputAndShowsTheError()
    {
        Gui::AddDomainDialog *dialog = openAddDialog(u"lindqvist.example"_s);
        QVERIFY(dialog);
        QTest::mouseClick(okButton(dialog), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(errorText(dialog).contains(u"Domain already exists"_s), WaitMs);
        QVERIFY(dialog->isVisible());
        QCOMPARE(dialog->findChild<QLineEdit *>(u"nameEdit"_s)->text(), u"lindqvist.example"_s);
        QVERIFY(okButton(dialog)->isEnabled());
        QCOMPARE(table()->model()->rowCount(), 8);
    }

    void add_beyondThePlanLimit_explainsThePlanLimit()
    {
        addDomain(u"ninth.example"_s);
        addDomain(u"tenth.example"_s);
        Gui::AddDomainDialog *dialog = openAddDialog(u"eleventh.example"_s);
        QVERIFY(dialog);
        QTest::mouseClick(okButton(dialog), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!errorText(dialog).isEmpty(), WaitMs);
        const QString text = errorText(dialog);
        QVERIFY2(text.contains(u"plan"_s) && text.contains(u"limit"_s), qPrintable(text));
        QVERIFY2(text.contains(u"larger plan"_s), qPrintable(text));
        QVERIFY(dialog->isVisible());
        QCOMPARE(dialog->findChild<QLineEdit *>(u"nameEdit"_s)->text(), u"eleventh.example"_s);
        QCOMPARE(table()->model()->rowCount(), 10);
    }

    void verify_pendingDomain_failsFirstThenBecomesActive()
    {
        QVERIFY(m_pane->selectDomain(idOf(u"fernhill.example"_s)));
        QCOMPARE(domainNamed(u"fernhill.example"_s).status, Domain::Status::Pending);
        QCOMPARE(records()->item(0, VerificationPanel::FoundColumn)->text(), u"Not checked yet"_s);

        verifySelected();
        QCOMPARE(domainNamed(u"fernhill.example"_s).status, Domain::Status::Failing);
        QVERIFY2(message().contains(u"Not verified yet"_s), qPrintable(message()));
        QCOMPARE(records()->item(0, VerificationPanel::FoundColumn)->data(Qt::UserRole).toBool(), true); // MX
        QCOMPARE(records()->item(2, VerificationPanel::FoundColumn)->data(Qt::UserRole).toBool(), false); // old SPF
        QVERIFY(records()->item(2, VerificationPanel::FoundColumn)->text().contains(u"previous-host"_s));
        QCOMPARE(panel()->findChild<QLabel *>(u"statusLabel"_s)->text(), u"Failing"_s);

        verifySelected();
        QCOMPARE(domainNamed(u"fernhill.example"_s).status, Domain::Status::Active);
        QCOMPARE(message(), u"This domain is verified and active."_s);
        for (int row = 0; row < records()->rowCount(); ++row) {
            QVERIFY(records()->item(row, VerificationPanel::FoundColumn)->data(Qt::UserRole).toBool());
        }
        QCOMPARE(panel()->findChild<QLabel *>(u"statusLabel"_s)->text(), u"Active"_s);
    }

    void noRecords_panelSaysSoAndWhatVerifyDoes()
    {
        const QString id = idOf(u"fernhill.example"_s);
        QVERIFY(m_pane->selectDomain(id));
        auto *noRecords = panel()->findChild<QLabel *>(u"noRecordsLabel"_s);
        QVERIFY(noRecords);
        QVERIFY(records()->isVisible());
        QVERIFY(!noRecords->isVisible());

        // The service lists the domain without a DNS record (as some services do before set-up).
        Domain bare = domainNamed(u"fernhill.example"_s);
        const QList<Core::DnsRecord> withRecords = bare.records;
        QVERIFY(!withRecords.isEmpty());
        bare.records.clear();
        m_session->domains()->upsertDomain(bare);

        QTRY_VERIFY(noRecords->isVisible());
        QVERIFY(!records()->isVisible());
        QVERIFY2(noRecords->text().contains(u"no DNS records"_s), qPrintable(noRecords->text()));
        QVERIFY2(noRecords->text().contains(u"Verify asks the service to check the domain again"_s),
                 qPrintable(noRecords->text()));
        QVERIFY(action(u"verifyDomainAction"_s)->isEnabled());
        QVERIFY(!panel()->canCheckDns());

        // Records named later replace the word with the table.
        bare.records = withRecords;
        m_session->domains()->upsertDomain(bare);
        QTRY_VERIFY(records()->isVisible());
        QVERIFY(!noRecords->isVisible());
    }

    void verify_failingQuietharbor_becomesActive()
    {
        QVERIFY(m_pane->selectDomain(idOf(u"quietharbor.example"_s)));
        QCOMPARE(domainNamed(u"quietharbor.example"_s).status, Domain::Status::Failing);
        verifySelected();
        QCOMPARE(domainNamed(u"quietharbor.example"_s).status, Domain::Status::Active);
        QCOMPARE(message(), u"This domain is verified and active."_s);
    }

    void verify_activeDomain_showsAlreadyVerifiedAsSuccess()
    {
        QVERIFY(m_pane->selectDomain(idOf(u"lindqvist.example"_s)));
        verifySelected();
        QCOMPARE(message(), u"This domain is verified and active."_s);
        QCOMPARE(domainNamed(u"lindqvist.example"_s).status, Domain::Status::Active);
        QVERIFY(Prompt::shownTexts().isEmpty());
    }

    void verify_serverFailure_isShownInThePanel()
    {
        m_sandbox->addFault(Sandbox::FaultRule{.kind = Sandbox::FaultRule::Kind::Error, .method = "POST"});
        QVERIFY(m_pane->selectDomain(idOf(u"neverland-records.example"_s)));
        verifySelected();
        QVERIFY2(message().contains(u"The service had a problem."_s), qPrintable(message()));
        QCOMPARE(domainNamed(u"neverland-records.example"_s).status, Domain::Status::Failing);
    }

    void delete_cancelled_keepsTheDomain()
    {
        QVERIFY(m_pane->selectDomain(idOf(u"lindqvist.example"_s)));
        Prompt::setNextAnswers({QMessageBox::Cancel});
        action(u"deleteDomainAction"_s)->trigger();
        QCOMPARE(Prompt::shownTexts().size(), 1);
        QTest::qWait(200);
        QCOMPARE(table()->model()->rowCount(), 8);
        QVERIFY(!idOf(u"lindqvist.example"_s).isEmpty());
    }

    void delete_confirmed_removesTheRowOnceTheServiceAnswered()
    {
        QVERIFY(m_pane->selectDomain(idOf(u"lindqvist.example"_s)));
        Prompt::setNextAnswers({QMessageBox::Yes});
        m_pane->deleteSelected();
        QCOMPARE(Prompt::shownTexts().size(), 1);
        const QString question = Prompt::shownTexts().first();
        QVERIFY2(question.contains(u"lindqvist.example"_s), qPrintable(question));
        QVERIFY2(question.contains(u"18 alias"_s), qPrintable(question));
        QCOMPARE(table()->model()->rowCount(), 8); // not before the service confirmed
        QVERIFY(!m_pane->canDelete());
        QTRY_COMPARE_WITH_TIMEOUT(table()->model()->rowCount(), 7, WaitMs);
        QVERIFY(idOf(u"lindqvist.example"_s).isEmpty());
    }

    void delete_onItsWay_accountSwitch_theNextAccountCanDelete()
    {
        m_sandbox->addFault(TestSupport::latency("DELETE", u"*"_s, 1000));
        QVERIFY(m_pane->selectDomain(idOf(u"lindqvist.example"_s)));
        Prompt::setNextAnswers({QMessageBox::Yes});
        m_pane->deleteSelected();
        QVERIFY(!m_pane->canDelete()); // one deletion at a time

        // Another account: the old session ends, and the answer to its deletion never comes.
        TestSupport::SessionFixture other;
        QVERIFY2(other.start(), qPrintable(other.lastError()));
        m_pane->setSession(other.session());
        m_session.reset();
        QVERIFY(m_pane->selectDomain(other.domainId(u"acme-studio.example"_s)));
        QVERIFY(m_pane->canDelete());
        m_pane->setSession(nullptr);
    }

    void addOnItsWay_accountSwitch_closesTheDialog_andTheNewAccountAdds()
    {
        m_sandbox->addFault(TestSupport::latency("POST", u"/domains"_s, 1000));
        QPointer<Gui::AddDomainDialog> dialog = openAddDialog(u"old-account.example"_s);
        QVERIFY(dialog);
        QTest::mouseClick(okButton(dialog), Qt::LeftButton); // on its way

        TestSupport::SessionFixture other;
        QVERIFY2(other.start(), qPrintable(other.lastError()));
        m_pane->setSession(other.session());
        m_session.reset();
        QVERIFY(!dialog || !dialog->isVisible());

        addDomain(u"new-account.example"_s);
        QVERIFY(!other.domainId(u"new-account.example"_s).isEmpty());
        m_pane->setSession(nullptr);
    }

    void delete_serverFailure_keepsTheRowAndWarns()
    {
        m_sandbox->addFault(Sandbox::FaultRule{.kind = Sandbox::FaultRule::Kind::Error, .method = "DELETE"});
        QVERIFY(m_pane->selectDomain(idOf(u"acme-studio.example"_s)));
        Prompt::setNextAnswers({QMessageBox::Yes, QMessageBox::Ok});
        m_pane->deleteSelected();
        QTRY_COMPARE_WITH_TIMEOUT(Prompt::shownTexts().size(), 2, WaitMs);
        const QString warning = Prompt::shownTexts().at(1);
        QVERIFY2(warning.contains(u"was not deleted"_s), qPrintable(warning));
        QVERIFY2(warning.contains(u"The service had a problem."_s), qPrintable(warning));
        QCOMPARE(table()->model()->rowCount(), 8);
        QVERIFY(m_pane->canDelete());
    }

    void dnsChecker_injectedAnswers_comparesEachRecord()
    {
        DnsChecker checker;
        QStringList queries;
        checker.setResolver([&queries](const QString &type, const QString &name, const DnsChecker::Reply &reply) {
            queries << type + u' ' + name;
            if (type == u"MX"_s) {
                reply(answered({u"10 MX1.sandbox.forwarddesk.test."_s, u"30 backup.example.net"_s}));
            } else if (name == u"example.com"_s) {
                reply(answered({u"v=spf1 include:_spf.previous-host.example ~all"_s, u"other=1"_s}));
            } else {
                reply(answerWith(DnsChecker::LookupStatus::NotFound));
            }
        });
        const QList<Core::DnsRecord> expected = {
            record(u"MX"_s, u"@"_s, u"10 mx1.sandbox.forwarddesk.test"_s),
            record(u"MX"_s, u"@"_s, u"20 mx2.sandbox.forwarddesk.test"_s),
            record(u"TXT"_s, u"@"_s, u"v=spf1 include:spf.sandbox.forwarddesk.test ~all"_s),
            record(u"TXT"_s, u"_forwarddesk"_s, u"forwarddesk-verification=abc"_s),
            record(u"SRV"_s, u"_x._tcp"_s, u"1 1 1 a.example"_s),
        };
        QSignalSpy finished(&checker, &DnsChecker::finished);
        checker.check(u"example.com"_s, expected);
        QCOMPARE(finished.size(), 1);
        // One query per type and name: the two MX records share one.
        QCOMPARE(queries, QStringList({u"MX example.com"_s, u"TXT example.com"_s, u"TXT _forwarddesk.example.com"_s}));
        const QList<DnsChecker::Result> results = checker.results();
        QCOMPARE(results.size(), 5);
        QCOMPARE(results.at(0).match, DnsChecker::Match::Matches); // case and the trailing dot do not matter
        QCOMPARE(results.at(1).match, DnsChecker::Match::Differs);
        QVERIFY(results.at(1).text.contains(u"30 backup.example.net"_s));
        QCOMPARE(results.at(2).match, DnsChecker::Match::Differs);
        QVERIFY(results.at(2).text.contains(u"previous-host"_s));
        QCOMPARE(results.at(3).match, DnsChecker::Match::Missing);
        QCOMPARE(results.at(4).match, DnsChecker::Match::Unavailable);

        // Failures and timeouts are words in the column, not errors.
        const auto failed =
            DnsChecker::compare(expected.at(0), answerWith(DnsChecker::LookupStatus::Failed, u"no net"_s));
        QCOMPARE(failed.match, DnsChecker::Match::Unavailable);
        QVERIFY(failed.text.contains(u"no net"_s));
        const auto late = DnsChecker::compare(expected.at(0), answerWith(DnsChecker::LookupStatus::TimedOut));
        QCOMPARE(late.match, DnsChecker::Match::Unavailable);
        QVERIFY(late.text.contains(u"in time"_s));
        // Zone-file quoting and an MX without preference.
        QCOMPARE(DnsChecker::compare(record(u"TXT"_s, u"@"_s, u"\"v=spf1 \" \"~all\""_s), answered({u"v=spf1 ~all"_s}))
                     .match,
                 DnsChecker::Match::Matches);
        QCOMPARE(
            DnsChecker::compare(record(u"MX"_s, u"@"_s, u"mx.example.net"_s), answered({u"5 mx.example.net."_s})).match,
            DnsChecker::Match::Matches);

        QCOMPARE(DnsChecker::queryName(u"example.com"_s, u"@"_s), u"example.com"_s);
        QCOMPARE(DnsChecker::queryName(u"example.com"_s, QString()), u"example.com"_s);
        QCOMPARE(DnsChecker::queryName(u"example.com"_s, u"_forwarddesk"_s), u"_forwarddesk.example.com"_s);
        QCOMPARE(DnsChecker::queryName(u"example.com"_s, u"_forwarddesk.example.com"_s), u"_forwarddesk.example.com"_s);
        QCOMPARE(DnsChecker::queryName(u"example.com"_s, u"mail.other.net."_s), u"mail.other.net"_s);
    }

    void checkDns_inThePane_showsWhatTheWorldSeesBesideEachRecord()
    {
        auto *checker = m_pane->findChild<DnsChecker *>(u"dnsChecker"_s);
        QVERIFY(checker);
        int calls = 0;
        checker->setResolver([&calls, this](const QString &type, const QString &, const DnsChecker::Reply &reply) {
            ++calls;
            // Answer later, as real DNS does.
            QTimer::singleShot(20, m_pane.get(), [type, reply] {
                if (type == u"MX"_s) {
                    reply(answered({u"10 mx1.sandbox.forwarddesk.test"_s, u"20 mx2.sandbox.forwarddesk.test"_s}));
                } else {
                    reply(answerWith(DnsChecker::LookupStatus::TimedOut));
                }
            });
        });
        QVERIFY(m_pane->selectDomain(idOf(u"lindqvist.example"_s)));
        QCOMPARE(records()->item(0, VerificationPanel::WorldColumn)->text(), u"Not looked up yet"_s);
        QVERIFY(action(u"checkDnsAction"_s)->isEnabled());
        action(u"checkDnsAction"_s)->trigger();
        QCOMPARE(records()->item(0, VerificationPanel::WorldColumn)->data(Qt::UserRole).toInt(),
                 static_cast<int>(DnsChecker::Match::Checking));
        QTRY_COMPARE_WITH_TIMEOUT(records()->item(0, VerificationPanel::WorldColumn)->data(Qt::UserRole).toInt(),
                                  static_cast<int>(DnsChecker::Match::Matches), WaitMs);
        QTRY_COMPARE(records()->item(3, VerificationPanel::WorldColumn)->data(Qt::UserRole).toInt(),
                     static_cast<int>(DnsChecker::Match::Unavailable));
        QCOMPARE(records()->item(1, VerificationPanel::WorldColumn)->data(Qt::UserRole).toInt(),
                 static_cast<int>(DnsChecker::Match::Matches));
        QVERIFY(records()->item(3, VerificationPanel::WorldColumn)->text().contains(u"in time"_s));
        QCOMPARE(calls, 3);
        QTRY_VERIFY(action(u"checkDnsAction"_s)->isEnabled());
        // Another domain starts from scratch.
        QVERIFY(m_pane->selectDomain(idOf(u"acme-studio.example"_s)));
        QCOMPARE(records()->item(0, VerificationPanel::WorldColumn)->text(), u"Not looked up yet"_s);
    }

    void checkDns_realResolverWithoutAnswer_endsWithinTheTimeoutAndKeepsTheGuiResponsive()
    {
        auto *checker = m_pane->findChild<DnsChecker *>(u"dnsChecker"_s);
        checker->setTimeoutMs(1500);
        QVERIFY(m_pane->selectDomain(idOf(u"tinkerworks.example"_s)));
        QSignalSpy finished(checker, &DnsChecker::finished);
        QElapsedTimer clock;
        clock.start();
        action(u"checkDnsAction"_s)->trigger();
        QVERIFY(clock.elapsed() < 500); // the lookup runs in the background
        QVERIFY(finished.wait(5000));
        for (int row = 0; row < records()->rowCount(); ++row) {
            const auto match = static_cast<DnsChecker::Match>(
                records()->item(row, VerificationPanel::WorldColumn)->data(Qt::UserRole).toInt());
            QVERIFY(match != DnsChecker::Match::Checking && match != DnsChecker::Match::NotChecked);
        }
    }

    void layout_columnWidthsAndSplitter_areRestoredInANewPane()
    {
        QHeaderView *header = table()->horizontalHeader();
        header->resizeSection(DomainModel::NameColumn, 333);
        header->moveSection(header->visualIndex(DomainModel::VerifiedColumn), 1);
        auto *splitter = m_pane->findChild<QSplitter *>(u"domainSplitter"_s);
        splitter->setSizes({400, 250});
        const QList<int> sizes = splitter->sizes();
        m_pane.reset();

        createPane();
        header = table()->horizontalHeader();
        QCOMPARE(header->sectionSize(DomainModel::NameColumn), 333);
        QCOMPARE(header->visualIndex(DomainModel::VerifiedColumn), 1);
        QCOMPARE(m_pane->findChild<QSplitter *>(u"domainSplitter"_s)->sizes(), sizes);
    }
};

QTEST_MAIN(TestDomainsPane)
#include "tst_domainspane.moc"
