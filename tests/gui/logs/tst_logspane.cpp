// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/alias.h"
#include "core/apiclient.h"
#include "gui/logs/logdetailpanel.h"
#include "gui/logs/logspane.h"
#include "gui/logs/logsummarywidget.h"
#include "gui/widgets/errorbanner.h"
#include "gui/widgets/prompt.h"
#include "guitest.h"
#include "models/domainmodel.h"
#include "models/logfiltermodel.h"
#include "models/logmodel.h"
#include "models/roles.h"
#include "models/session.h"
#include "sandbox/faultrule.h"
#include "sandbox/sandboxoptions.h"
#include "sandbox/sandboxserver.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

#include <memory>

using namespace Qt::StringLiterals;
using ForwardDesk::Core::LogEntry;
using ForwardDesk::Gui::LogsPane;
using ForwardDesk::Gui::LogSummaryWidget;
using ForwardDesk::Gui::Prompt;
using ForwardDesk::Models::LogModel;
using ForwardDesk::Models::Session;
using ForwardDesk::Sandbox::SandboxOptions;
using ForwardDesk::Sandbox::SandboxServer;
namespace Roles = ForwardDesk::Models;
using Status = LogEntry::Status;

namespace {

/// Reads RFC 4180 CSV: quoted fields may hold commas, doubled quotes and line breaks; records end in CRLF.
QList<QStringList> parseCsv(const QString &text)
{
    QList<QStringList> records;
    QStringList record;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == u'"' && i + 1 < text.size() && text.at(i + 1) == u'"') {
                field += u'"';
                ++i;
            } else if (c == u'"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == u'"') {
            quoted = true;
        } else if (c == u',') {
            record << field;
            field.clear();
        } else if (c == u'\r' && i + 1 < text.size() && text.at(i + 1) == u'\n') {
            record << field;
            field.clear();
            records << record;
            record.clear();
            ++i;
        } else {
            field += c;
        }
    }
    if (!field.isEmpty() || !record.isEmpty()) {
        record << field;
        records << record;
    }
    return records;
}
} // namespace

class TestLogsPane final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { ForwardDesk::TestSupport::isolateSettings(u"tst_logspane"_s); }

    void init()
    {
        QSettings().clear();
        Prompt::resetForTests();
    }

    void cleanup()
    {
        m_pane.reset();
        m_fixture.stop();
        Prompt::resetForTests();
    }

    void activate_loadsEntriesNewestFirst()
    {
        QVERIFY(start());
        QCOMPARE(m_pane->filterModel()->rowCount(), LogsPane::DefaultLimit);
        QDateTime previous;
        for (int row = 0; row < proxy()->rowCount(); ++row) {
            const QDateTime time = proxy()->index(row, 0).data(Roles::ExactTimeRole).toDateTime();
            QVERIFY(time.isValid());
            if (previous.isValid()) {
                QVERIFY2(time <= previous, qPrintable(u"row %1 is newer than the one above"_s.arg(row)));
            }
            previous = time;
        }
        QCOMPARE(countLabel(), label(LogsPane::DefaultLimit, LogsPane::DefaultLimit));
        for (int column = 0; column < LogModel::ColumnCount; ++column) {
            QVERIFY2(!m_pane->view()->isColumnHidden(column), "the sandbox fills every column");
        }
        QVERIFY(!m_pane->findChild<QWidget *>(u"logBusy"_s)->isVisible());
    }

    void columns_withoutData_areHidden()
    {
        QVERIFY(start());
        LogEntry entry;
        entry.id = u"x1"_s;
        entry.time = QDateTime::currentDateTimeUtc();
        entry.sender = u"a@elsewhere.example"_s;
        entry.recipient = u"b@lindqvist.example"_s;
        entry.status = Status::Delivered;
        m_fixture.session()->logs()->setEntries({entry});
        QVERIFY(m_pane->view()->isColumnHidden(LogModel::SubjectColumn));
        QVERIFY(m_pane->view()->isColumnHidden(LogModel::DestinationColumn));
        QVERIFY(!m_pane->view()->isColumnHidden(LogModel::SenderColumn));
    }

    void filters_combine_andTheCountLabelMatches()
    {
        QVERIFY(start());

        trigger(u"statusFilter_bounced"_s);
        QVERIFY(proxy()->rowCount() > 0);
        QVERIFY(proxy()->rowCount() < LogsPane::DefaultLimit);
        QVERIFY(allRows([](const QModelIndex &index) {
            return index.data(Roles::StatusRole).toInt() == static_cast<int>(Status::Bounced);
        }));
        checkCountLabel();
        const int bounced = proxy()->rowCount();

        auto *domains = m_pane->findChild<QComboBox *>(u"domainFilter"_s);
        const int domainIndex = domains->findData(ForwardDesk::TestSupport::demoBusyDomain);
        QVERIFY(domainIndex > 0);
        domains->setCurrentIndex(domainIndex);
        QVERIFY(proxy()->rowCount() <= bounced);
        QVERIFY(allRows([](const QModelIndex &index) {
            return index.data(Roles::DomainRole).toString() == ForwardDesk::TestSupport::demoBusyDomain
                && index.data(Roles::StatusRole).toInt() == static_cast<int>(Status::Bounced);
        }));
        checkCountLabel();

        // Alias, alone: the recipient of the newest entry.
        trigger(u"statusFilter_all"_s);
        domains->setCurrentIndex(0);
        QCOMPARE(proxy()->rowCount(), LogsPane::DefaultLimit);
        const QString alias = proxy()->index(0, LogModel::RecipientColumn).data().toString();
        auto *aliasFilter = m_pane->findChild<QLineEdit *>(u"aliasFilter"_s);
        QTest::keyClicks(aliasFilter, alias);
        QCOMPARE(aliasFilter->text(), alias);
        QTRY_COMPARE(m_pane->filterModel()->aliasFilter(), alias);
        QVERIFY(proxy()->rowCount() < LogsPane::DefaultLimit);
        QVERIFY(proxy()->rowCount() > 0);
        QVERIFY(allRows([&alias](const QModelIndex &index) {
            return index.siblingAtColumn(LogModel::RecipientColumn).data().toString() == alias;
        }));
        checkCountLabel();
        aliasFilter->clear();
        QTRY_COMPARE(proxy()->rowCount(), LogsPane::DefaultLimit);

        // Free text: part of a subject.
        QTest::keyClicks(m_pane->findChild<QLineEdit *>(u"logFilterText"_s), u"INVOICE"_s);
        QTRY_VERIFY(proxy()->rowCount() < LogsPane::DefaultLimit);
        QVERIFY(proxy()->rowCount() > 0);
        QVERIFY(allRows([](const QModelIndex &index) {
            return index.siblingAtColumn(LogModel::SubjectColumn)
                .data()
                .toString()
                .contains(u"invoice"_s, Qt::CaseInsensitive);
        }));
        checkCountLabel();
        m_pane->findChild<QLineEdit *>(u"logFilterText"_s)->clear();
        QTRY_COMPARE(proxy()->rowCount(), LogsPane::DefaultLimit);

        // Everything at once, with "last hour".
        trigger(u"statusFilter_delivered"_s);
        domains->setCurrentIndex(domainIndex);
        auto *range = m_pane->findChild<QComboBox *>(u"timeRange"_s);
        range->setCurrentIndex(1);
        QCOMPARE(range->currentText(), u"Last hour"_s);
        const QDateTime hourAgo = QDateTime::currentDateTimeUtc().addSecs(-3600 - 5);
        QVERIFY(allRows([&hourAgo](const QModelIndex &index) {
            return index.data(Roles::ExactTimeRole).toDateTime() >= hourAgo
                && index.data(Roles::StatusRole).toInt() == static_cast<int>(Status::Delivered)
                && index.data(Roles::DomainRole).toString() == ForwardDesk::TestSupport::demoBusyDomain;
        }));
        checkCountLabel();
        int expected = 0;
        for (int row = 0; row < m_fixture.session()->logs()->rowCount(); ++row) {
            const QModelIndex index = m_fixture.session()->logs()->index(row, 0);
            expected += index.data(Roles::ExactTimeRole).toDateTime() >= hourAgo.addSecs(10)
                && index.data(Roles::StatusRole).toInt() == static_cast<int>(Status::Delivered)
                && index.data(Roles::DomainRole).toString() == ForwardDesk::TestSupport::demoBusyDomain;
        }
        QCOMPARE(proxy()->rowCount(), expected);
    }

    void summary_countsTheShownRows()
    {
        QVERIFY(start());
        trigger(u"statusFilter_bounced"_s);
        trigger(u"statusFilter_spam"_s);
        LogSummaryWidget *summary = m_pane->summary();
        summary->updateNow();
        QCOMPARE(summary->total(), proxy()->rowCount());
        std::array<int, LogSummaryWidget::StatusCount> counts{};
        for (int row = 0; row < proxy()->rowCount(); ++row) {
            ++counts.at(static_cast<std::size_t>(proxy()->index(row, 0).data(Roles::StatusRole).toInt()));
        }
        for (int status = 0; status < LogSummaryWidget::StatusCount; ++status) {
            QCOMPARE(summary->count(static_cast<Status>(status)), counts.at(static_cast<std::size_t>(status)));
        }
        QVERIFY(summary->count(Status::Bounced) > 0);
        QCOMPARE(summary->count(Status::Delivered), 0);
        int charted = 0;
        for (const LogSummaryWidget::Bucket &bucket : summary->buckets()) {
            charted += bucket.total();
        }
        QCOMPARE(charted, proxy()->rowCount());
        QCOMPARE(summary->bucketSeconds(), 24 * 60 * 60); // two weeks of demo data: one bar a day

        // It follows the filters by itself.
        trigger(u"statusFilter_all"_s);
        QTRY_COMPARE(summary->total(), LogsPane::DefaultLimit);
    }

    void export_writesTheFilteredRows()
    {
        QVERIFY(start());
        LogEntry tricky;
        tricky.id = u"tricky-1"_s;
        tricky.time = QDateTime(QDate(2030, 1, 2), QTime(3, 4, 5), QTimeZone::utc());
        tricky.sender = u"=cmd@elsewhere.example"_s;
        tricky.recipient = u"hello@lindqvist.example"_s;
        tricky.domain = ForwardDesk::TestSupport::demoBusyDomain;
        tricky.status = Status::Bounced;
        tricky.statusText = u"bounced"_s;
        tricky.smtpCode = 550;
        tricky.smtpMessage = u"5.1.1 No such user"_s;
        tricky.subject = u"Invoice, \"final\" version\nsecond line — ü"_s;
        m_fixture.session()->logs()->mergeNewer({tricky});
        trigger(u"statusFilter_bounced"_s);

        QTemporaryDir dir;
        const QString path = dir.filePath(u"log.csv"_s);
        QString suggested;
        m_pane->setSavePathAsker([&](QWidget *, const QString &suggestion) {
            suggested = suggestion;
            return path;
        });
        trigger(u"exportLogAction"_s);
        QVERIFY(suggested.endsWith(u".csv"_s));

        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<QStringList> records = parseCsv(QString::fromUtf8(file.readAll()));
        QCOMPARE(records.size(), proxy()->rowCount() + 1);
        QCOMPARE(records.first(),
                 QStringList({u"time"_s, u"status"_s, u"sender"_s, u"recipient"_s, u"destination"_s, u"domain"_s,
                              u"alias_id"_s, u"smtp_code"_s, u"smtp_message"_s, u"subject"_s, u"message_id"_s,
                              u"size"_s, u"id"_s}));
        for (qsizetype i = 1; i < records.size(); ++i) {
            QCOMPARE(records.at(i).size(), records.first().size());
            QCOMPARE(records.at(i).at(1), u"bounced"_s);
        }
        // Newest first, as shown: the tricky entry is from 2030.
        const QStringList row = records.at(1);
        QCOMPARE(row.at(0), u"2030-01-02T03:04:05Z"_s);
        QCOMPARE(row.at(2), u"'=cmd@elsewhere.example"_s); // a formula start is defused
        QCOMPARE(row.at(7), u"550"_s);
        QCOMPARE(row.at(9), tricky.subject);
        QCOMPARE(row.at(12), u"tricky-1"_s);
        QVERIFY(records.at(2).at(0).endsWith(u'Z'));
    }

    void detailPanel_showsEveryFieldOfTheSelectedEntry()
    {
        QVERIFY(start());
        const QModelIndex index = proxy()->index(3, 0);
        m_pane->view()->setCurrentIndex(index);
        const LogEntry entry = m_pane->currentEntry();
        QCOMPARE(entry.id, index.data(Roles::IdRole).toString());
        ForwardDesk::Gui::LogDetailPanel *detail = m_pane->detailPanel();
        QVERIFY(!entry.messageId.isEmpty());
        QCOMPARE(detail->receivedValue(u"message_id"_s), entry.messageId);
        QCOMPARE(detail->receivedValue(u"size"_s), QString::number(entry.size));
        QCOMPARE(detail->receivedValue(u"id"_s), entry.id);
        QVERIFY(detail->copyText().contains(entry.messageId));
        QVERIFY(m_pane->findChild<QWidget *>(u"logDetailTree"_s)->isVisible());
    }

    void follow_marksNewEntriesAndKeepsTheReadersPlace()
    {
        SandboxOptions options;
        options.liveLogIntervalSeconds = 1;
        QVERIFY(start(options));
        m_pane->setFollowInterval(200);
        m_pane->setNewMarkDelay(100);

        QTableView *view = m_pane->view();
        const QModelIndex selected = proxy()->index(40, 0);
        view->setCurrentIndex(selected);
        view->scrollTo(selected, QAbstractItemView::PositionAtCenter);
        QVERIFY(view->verticalScrollBar()->value() > 0);
        const QString selectedId = selected.data(Roles::IdRole).toString();
        const int top = view->visualRect(selected).top();
        const int scroll = view->verticalScrollBar()->value();

        trigger(u"followAction"_s);
        QVERIFY(m_pane->isFollowing());
        QTRY_VERIFY_WITH_TIMEOUT(m_fixture.session()->logs()->newCount() > 0, 5000);
        const int added = m_fixture.session()->logs()->newCount();
        QCOMPARE(proxy()->rowCount(), LogsPane::DefaultLimit + added);
        QVERIFY(proxy()->index(0, 0).data(Roles::NewRole).toBool());
        QVERIFY(!proxy()->index(added, 0).data(Roles::NewRole).toBool());
        QTRY_COMPARE(countLabel(), label(LogsPane::DefaultLimit + added, LogsPane::DefaultLimit + added));

        // The reader's row is still selected, in the same place on screen.
        QCOMPARE(view->currentIndex().data(Roles::IdRole).toString(), selectedId);
        QCOMPARE(view->visualRect(view->currentIndex()).top(), top);
        QVERIFY(view->verticalScrollBar()->value() > scroll);

        // Away from the top the marks stay; once the top is in view, they go.
        QTest::qWait(300);
        QVERIFY(m_fixture.session()->logs()->newCount() > 0);
        view->scrollToTop();
        QTRY_COMPARE(m_fixture.session()->logs()->newCount(), 0);

        trigger(u"followAction"_s);
        QVERIFY(!m_pane->isFollowing());
    }

    void loadMore_asksForMoreAndKeepsTheSelection()
    {
        QVERIFY(start());
        m_pane->setLimit(100);
        QTRY_COMPARE(m_fixture.session()->logs()->rowCount(), 100);
        QTRY_VERIFY(!m_pane->findChild<QWidget *>(u"logBusy"_s)->isVisible());
        m_pane->view()->setCurrentIndex(proxy()->index(10, 0));
        const QString id = m_pane->currentEntry().id;

        auto *more = m_pane->findChild<QPushButton *>(u"loadMoreButton"_s);
        QVERIFY(more->isEnabled());
        QTest::mouseClick(more, Qt::LeftButton);
        QTRY_COMPARE(m_fixture.session()->logs()->rowCount(), 500);
        QTRY_COMPARE(m_pane->currentEntry().id, id);
        QCOMPARE(m_pane->findChild<QComboBox *>(u"logLimit"_s)->currentData().toInt(), 500);
        QCOMPARE(countLabel(), label(500, 500));
    }

    void loadFailure_showsABannerWithRetry()
    {
        QVERIFY(start());
        ForwardDesk::Sandbox::FaultRule fault;
        fault.kind = ForwardDesk::Sandbox::FaultRule::Kind::Error;
        fault.method = "GET";
        fault.route = u"/logs"_s;
        fault.status = 500;
        m_fixture.sandbox()->addFault(fault);
        m_pane->refresh();
        auto *banner = m_pane->findChild<ForwardDesk::Gui::ErrorBanner *>(u"logErrorBanner"_s);
        QTRY_VERIFY(banner->isVisible());
        QCOMPARE(m_fixture.session()->logs()->rowCount(), LogsPane::DefaultLimit); // nothing disappears on failure

        m_fixture.sandbox()->clearFaults();
        m_fixture.session()->logs()->setEntries({});
        QTest::mouseClick(banner->findChild<QPushButton *>(u"retryButton"_s), Qt::LeftButton);
        QTRY_COMPARE(m_fixture.session()->logs()->rowCount(), LogsPane::DefaultLimit);
        QVERIFY(!banner->isVisible());
    }

    void showAlias_emitsTheRowsAlias()
    {
        QVERIFY(start());
        QSignalSpy spy(m_pane.get(), &LogsPane::showAliasRequested);
        m_pane->view()->setCurrentIndex(proxy()->index(0, 0));
        trigger(u"showAliasAction"_s);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.first().at(0).toString(), proxy()->index(0, 0).data(Roles::DomainRole).toString());
        QCOMPARE(spy.first().at(1).toString(), m_pane->currentEntry().recipient);
    }

    void disableAlias_asksThenDisablesItAtTheService()
    {
        QVERIFY(start());
        auto *domains = m_pane->findChild<QComboBox *>(u"domainFilter"_s);
        domains->setCurrentIndex(domains->findData(ForwardDesk::TestSupport::demoBusyDomain));
        trigger(u"statusFilter_delivered"_s);
        QVERIFY(proxy()->rowCount() > 0);
        m_pane->view()->setCurrentIndex(proxy()->index(0, 0));
        const LogEntry entry = m_pane->currentEntry();
        QVERIFY(!entry.aliasId.isEmpty());
        QSignalSpy messages(m_pane.get(), &LogsPane::statusMessage);

        // Cancel: nothing changes.
        Prompt::setNextAnswers({QMessageBox::Cancel});
        trigger(u"disableAliasAction"_s);
        QTRY_COMPARE(Prompt::shownTexts().size(), 1);
        QVERIFY(Prompt::shownTexts().first().contains(entry.recipient));
        QVERIFY(aliasEnabled(entry.aliasId));

        Prompt::setNextAnswers({QMessageBox::Yes});
        trigger(u"disableAliasAction"_s);
        QTRY_VERIFY(std::any_of(messages.cbegin(), messages.cend(), [](const QList<QVariant> &arguments) {
            return arguments.first().toString().endsWith(u"is disabled."_s);
        }));
        QVERIFY(!aliasEnabled(entry.aliasId));

        // Once more: it says so instead of asking.
        trigger(u"disableAliasAction"_s);
        QTRY_VERIFY(messages.last().first().toString().contains(u"already disabled"_s));
        QCOMPARE(Prompt::shownTexts().size(), 2);
    }

    void headerAndSplitter_areRestored()
    {
        QVERIFY(start());
        m_pane->view()->setColumnWidth(LogModel::SenderColumn, 333);
        m_pane->view()->horizontalHeader()->moveSection(LogModel::SubjectColumn, 1);
        m_pane.reset();
        m_pane = std::make_unique<LogsPane>();
        m_pane->setSession(m_fixture.session());
        QCOMPARE(m_pane->view()->columnWidth(LogModel::SenderColumn), 333);
        QCOMPARE(m_pane->view()->horizontalHeader()->visualIndex(LogModel::SubjectColumn), 1);
    }

private:
    bool start(SandboxOptions options = {})
    {
        options.randomSeed = 7;
        if (!m_fixture.start(options)) {
            qWarning() << m_fixture.lastError();
            return false;
        }
        m_pane = std::make_unique<LogsPane>();
        m_pane->resize(1200, 800);
        m_pane->setSession(m_fixture.session());
        m_pane->show();
        if (!QTest::qWaitForWindowExposed(m_pane.get())) {
            return false;
        }
        QSignalSpy logsLoaded(m_fixture.session(), &Session::logsLoaded);
        m_pane->activate();
        return logsLoaded.wait(5000) && m_fixture.session()->logs()->rowCount() == LogsPane::DefaultLimit;
    }

    [[nodiscard]] QAbstractItemModel *proxy() const { return m_pane->filterModel(); }

    [[nodiscard]] static QString label(int shown, int loaded)
    {
        return u"Showing %1 of %2 loaded entries"_s.arg(QLocale().toString(shown), QLocale().toString(loaded));
    }

    [[nodiscard]] QString countLabel() const { return m_pane->findChild<QLabel *>(u"logCountLabel"_s)->text(); }

    void checkCountLabel() const { QCOMPARE(countLabel(), label(proxy()->rowCount(), LogsPane::DefaultLimit)); }

    void trigger(const QString &actionName) const
    {
        QVERIFY2(ForwardDesk::TestSupport::triggerAction(m_pane.get(), actionName), qPrintable(actionName));
    }

    template <typename Predicate>
    [[nodiscard]] bool allRows(Predicate predicate) const
    {
        for (int row = 0; row < proxy()->rowCount(); ++row) {
            if (!predicate(proxy()->index(row, 0))) {
                return false;
            }
        }
        return true;
    }

    [[nodiscard]] bool aliasEnabled(const QString &aliasId) const
    {
        QString domainId;
        for (const auto &domain : m_fixture.session()->domains()->domains()) {
            if (domain.name == ForwardDesk::TestSupport::demoBusyDomain) {
                domainId = domain.id;
            }
        }
        bool enabled = false;
        bool done = false;
        QObject context;
        m_fixture.session()->findAlias(domainId, aliasId, QString(), &context,
                                       [&](const ForwardDesk::Core::ApiResult<ForwardDesk::Core::Alias> &r) {
                                           enabled = r.ok() && r.value().enabled;
                                           done = true;
                                       });
        return QTest::qWaitFor([&] { return done; }, 5000) && enabled;
    }

    ForwardDesk::TestSupport::SessionFixture m_fixture;
    std::unique_ptr<LogsPane> m_pane;
};

QTEST_MAIN(TestLogsPane)
#include "tst_logspane.moc"
