// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/logmodel.h"
#include "models/roles.h"
#include "modeltestutil.h"

#include <QSignalSpy>
#include <QTest>
#include <QThreadPool>
#include <QTimeZone>

using namespace Qt::StringLiterals;
using ForwardDesk::Core::LogEntry;
using ForwardDesk::Models::LogModel;
using namespace ForwardDesk::ModelTests;
namespace Roles = ForwardDesk::Models;

namespace {
QList<LogEntry> entries(std::initializer_list<int> minutes)
{
    QList<LogEntry> result;
    for (const int minute : minutes) {
        result.append(logEntry(u"e%1"_s.arg(minute), minute));
    }
    return result;
}
} // namespace

class TestLogModel final : public QObject
{
    Q_OBJECT

private slots:
    void init() { m_model.renew(); }

    void cleanup() { m_model.clear(); }

    // Loading a page

    void setEntries_oneBatch_resetsOnceNewestFirst()
    {
        ForwardDesk::ModelTests::verifyLoadsInOneReset(
            m_model.get(),
            [this] {
                m_model->setEntries(entries({2, 7, 1, 5}));
            },
            4, LogModel::ColumnCount);
        QCOMPARE(ids(), (QStringList{u"e7"_s, u"e5"_s, u"e2"_s, u"e1"_s}));
    }

    void setEntries_duplicateIds_areKeptOnce()
    {
        m_model->setEntries(entries({1, 2, 1}));
        QCOMPARE(ids(), (QStringList{u"e2"_s, u"e1"_s}));
    }

    void setEntries_overMaximum_keepsTheNewest()
    {
        m_model->setMaximumRowCount(2);
        m_model->setEntries(entries({1, 2, 3}));
        QCOMPARE(ids(), (QStringList{u"e3"_s, u"e2"_s}));
        QCOMPARE(m_model->mergeNewer(entries({1})), 1); // e1 was dropped, so it counts as unseen
    }

    void loadEntries_many_arePreparedAwayAndShownInOneReset()
    {
        QList<LogEntry> many;
        for (int minute = 0; minute < 6000; ++minute) {
            many.append(logEntry(u"e%1"_s.arg(minute), minute));
        }
        many.append(logEntry(u"e17"_s, 17)); // a duplicate
        m_model->setMaximumRowCount(5500);
        QSignalSpy resets(m_model.get(), &QAbstractItemModel::modelReset);
        int done = 0;
        m_model->loadEntries(many, LogModel::Ids::MayRepeat, [&done] { ++done; });
        QCOMPARE(done, 0); // not yet: prepared on a worker thread
        QTRY_COMPARE(done, 1);
        QCOMPARE(resets.count(), 1);
        QCOMPARE(m_model->rowCount(), 5500);
        QCOMPARE(m_model->entryAt(0).id, u"e5999"_s);
        QCOMPARE(m_model->rowOf(u"e500"_s), 5499);
        QCOMPARE(m_model->mergeNewer(entries({5999, 6000})), 1); // the keys came with them

        // A later load or setEntries() wins over one still being prepared.
        int first = 0;
        int second = 0;
        m_model->loadEntries(many, LogModel::Ids::MayRepeat, [&first] { ++first; });
        m_model->loadEntries(many.mid(0, 5000), LogModel::Ids::MayRepeat, [&second] { ++second; });
        QTRY_COMPARE(second, 1);
        m_model->loadEntries(many, LogModel::Ids::MayRepeat, [&first] { ++first; });
        m_model->setEntries(entries({1, 2}));
        QVERIFY(QThreadPool::globalInstance()->waitForDone(30000));
        QTest::qWait(50); // the workers' answers are delivered
        QCOMPARE(first, 0);
        QCOMPARE(m_model->rowCount(), 2);

        // A short list goes in at once.
        int small = 0;
        m_model->loadEntries(entries({3}), LogModel::Ids::Unique, [&small] { ++small; });
        QCOMPARE(small, 1);
        QCOMPARE(m_model->rowCount(), 1);
    }

    void loadEntries_many_keysMadeAfterTheRowsTellSeenFromUnseen()
    {
        QList<LogEntry> many;
        for (int minute = 0; minute < 6000; ++minute) {
            many.append(logEntry(u"e%1"_s.arg(minute), minute));
        }
        const LogEntry withoutId = logEntry(QString(), 5990);
        many.append(withoutId);
        many.append(withoutId); // the same contents: kept once
        many.append(logEntry(u"e42"_s, 42)); // a repeated id: kept once
        m_model->setMaximumRowCount(0);
        int done = 0;
        m_model->loadEntries(many, LogModel::Ids::MayRepeat, [&done] { ++done; });
        QTRY_COMPARE(done, 1);
        QCOMPARE(m_model->rowCount(), 6001);

        // Lowering the maximum drops the oldest rows and their keys: such an entry is unseen again.
        m_model->setMaximumRowCount(5000);
        QCOMPARE(m_model->rowCount(), 5000);
        QCOMPARE(m_model->mergeNewer(entries({5999, 10})), 1);
        QCOMPARE(m_model->entryAt(0).id, u"e10"_s);
        QCOMPARE(m_model->mergeNewer({withoutId}), 0);
        QCOMPARE(m_model->mergeNewer(entries({6500})), 1);
        QCOMPARE(m_model->rowCount(), 5000);
    }

    void loadEntries_maximumLoweredWhilePrepared_keepsTheNewestInTheOneReset()
    {
        QList<LogEntry> many;
        for (int minute = 0; minute < 6000; ++minute) {
            many.append(logEntry(u"e%1"_s.arg(minute), minute));
        }
        m_model->setMaximumRowCount(0);
        QSignalSpy resets(m_model.get(), &QAbstractItemModel::modelReset);
        QSignalSpy removed(m_model.get(), &QAbstractItemModel::rowsRemoved);
        int done = 0;
        m_model->loadEntries(many, LogModel::Ids::Unique, [&done] { ++done; });
        m_model->setMaximumRowCount(5000); // while a worker prepares them: they come in after this
        QTRY_COMPARE(done, 1);
        QCOMPARE(m_model->rowCount(), 5000);
        QCOMPARE(resets.count(), 1);
        QCOMPARE(removed.count(), 0);
        QCOMPARE(m_model->entryAt(0).id, u"e5999"_s);
        QCOMPARE(m_model->entryAt(4999).id, u"e1000"_s);
        QCOMPARE(m_model->mergeNewer(entries({999, 1000})), 1); // e999 was not kept: it is new
    }

    void prepareEntries_uniqueIds_checksOnlyTheEntriesWithoutOne()
    {
        QList<LogEntry> list = entries({1, 3, 2});
        const LogEntry withoutId = logEntry(QString(), 4);
        list.append(withoutId);
        list.append(withoutId);
        const QList<LogEntry> unique = LogModel::prepareEntries(list, 0, LogModel::Ids::Unique).entries;
        QCOMPARE(unique.size(), 4);
        QCOMPARE(unique.at(0).id, QString());
        QCOMPARE(unique.at(1).id, u"e3"_s);
        QCOMPARE(unique.at(3).id, u"e1"_s);

        // What "unique" spares: a repeated id would be kept (the caller vouches that there is none).
        list = entries({1, 2, 1});
        QCOMPARE(LogModel::prepareEntries(list, 0, LogModel::Ids::Unique).entries.size(), 3);
        QCOMPARE(LogModel::prepareEntries(list, 0, LogModel::Ids::MayRepeat).entries.size(), 2);
        QCOMPARE(LogModel::prepareEntries(list, 1, LogModel::Ids::MayRepeat).entries.size(), 1);
    }

    void entryAt_outOfRange_returnsAnEmptyEntry()
    {
        m_model->setEntries(entries({1}));
        QCOMPARE(m_model->entryAt(0).id, u"e1"_s);
        QVERIFY(m_model->entryAt(1).id.isEmpty());
        QVERIFY(m_model->entryAt(-1).id.isEmpty());
    }

    // What the rows show

    void data_status_isAWordAndAnIntRole()
    {
        QList<LogEntry> list = {logEntry(u"a"_s, 1, LogEntry::Status::Bounced),
                                logEntry(u"b"_s, 2, LogEntry::Status::Unknown)};
        list[0].statusText = u"hard_bounce"_s;
        m_model->setEntries(list);
        const QModelIndex bounced = m_model->index(1, LogModel::StatusColumn);
        QCOMPARE(bounced.data().toString(), u"Bounced"_s);
        QVERIFY(bounced.data(Qt::ToolTipRole).toString().contains(u"hard_bounce"_s));
        QCOMPARE(bounced.data(Roles::StatusRole).toInt(), int(LogEntry::Status::Bounced));
        QCOMPARE(m_model->index(0, LogModel::StatusColumn).data().toString(), u"Unknown"_s);
    }

    void data_smtp_isCodeAndMessage()
    {
        LogEntry entry = logEntry(u"a"_s, 1, LogEntry::Status::Rejected);
        entry.smtpCode = 550;
        entry.smtpMessage = u"5.1.1 User unknown"_s;
        LogEntry messageOnly = logEntry(u"b"_s, 0);
        messageOnly.smtpMessage = u"queued"_s;
        m_model->setEntries({entry, messageOnly});
        QCOMPARE(m_model->index(0, LogModel::SmtpColumn).data().toString(), u"550 5.1.1 User unknown"_s);
        QCOMPARE(m_model->index(1, LogModel::SmtpColumn).data().toString(), u"queued"_s);
    }

    void data_time_exactTimeInTheTooltipAndUtcInTheRoles()
    {
        LogEntry entry = logEntry(u"a"_s, 0);
        entry.time = QDateTime(QDate(2026, 11, 1), QTime(10, 0, 5), QTimeZone(3600));
        m_model->setEntries({entry});
        const QModelIndex time = m_model->index(0, LogModel::TimeColumn);
        QVERIFY(!time.data().toString().isEmpty());
        QVERIFY(time.data(Qt::ToolTipRole).toString().contains(u"2026-11-01 09:00:05 UTC"_s));
        QCOMPARE(time.data(Roles::ExactTimeRole).toDateTime().timeSpec(), Qt::UTC);
        QCOMPARE(time.data(Roles::ExactTimeRole).toDateTime(), entry.time);
        QCOMPARE(time.data(Roles::SortRole).toDateTime(), entry.time);
    }

    void data_domain_fallsBackToTheRecipientsDomain()
    {
        LogEntry withDomain = logEntry(u"a"_s, 1);
        withDomain.domain = u"given.example"_s;
        m_model->setEntries({withDomain, logEntry(u"b"_s, 0)});
        QCOMPARE(m_model->index(0, 0).data(Roles::DomainRole).toString(), u"given.example"_s);
        QCOMPARE(m_model->index(1, 0).data(Roles::DomainRole).toString(), u"example.com"_s);
    }

    void columnHasData_tellsWhichColumnsTheServiceFills()
    {
        QVERIFY(!m_model->columnHasData(LogModel::SenderColumn));
        m_model->setEntries(entries({1, 2}));
        QVERIFY(m_model->columnHasData(LogModel::TimeColumn));
        QVERIFY(m_model->columnHasData(LogModel::SenderColumn));
        QVERIFY(m_model->columnHasData(LogModel::StatusColumn));
        QVERIFY(!m_model->columnHasData(LogModel::SubjectColumn));
        QVERIFY(!m_model->columnHasData(LogModel::SmtpColumn));
        QVERIFY(!m_model->columnHasData(LogModel::DestinationColumn));
        QVERIFY(!m_model->columnHasData(LogModel::ColumnCount));
        LogEntry withSubject = logEntry(u"s"_s, 3);
        withSubject.subject = u"Hello"_s;
        m_model->mergeNewer({withSubject});
        QVERIFY(m_model->columnHasData(LogModel::SubjectColumn));
    }

    // Follow mode

    void mergeNewer_addsOnlyUnseenEntriesAtTheTopInOneInsertion()
    {
        m_model->setEntries(entries({1, 2, 3}));
        QSignalSpy inserts(m_model.get(), &QAbstractItemModel::rowsInserted);
        QSignalSpy resets(m_model.get(), &QAbstractItemModel::modelReset);
        QSignalSpy removals(m_model.get(), &QAbstractItemModel::rowsRemoved);
        QCOMPARE(m_model->mergeNewer(entries({3, 4, 2, 5, 5})), 2);
        QCOMPARE(inserts.count(), 1);
        QCOMPARE(inserts.first().at(1).toInt(), 0);
        QCOMPARE(inserts.first().at(2).toInt(), 1);
        QCOMPARE(resets.count(), 0);
        QCOMPARE(removals.count(), 0);
        QCOMPARE(ids(), (QStringList{u"e5"_s, u"e4"_s, u"e3"_s, u"e2"_s, u"e1"_s}));
    }

    void rowOf_followsRowsAsTheyMove()
    {
        m_model->setEntries(entries({1, 2, 3}));
        QCOMPARE(m_model->rowOf(u"e1"_s), 2); // newest first
        QCOMPARE(m_model->rowOf(u"e9"_s), -1);
        m_model->mergeNewer(entries({4, 5}));
        QCOMPARE(m_model->rowOf(u"e1"_s), 4);
        QCOMPARE(m_model->rowOf(u"e5"_s), 0);
        m_model->setMaximumRowCount(3);
        QCOMPARE(m_model->rowOf(u"e1"_s), -1);
        QCOMPARE(m_model->rowOf(u"e3"_s), 2);
        m_model->setEntries(entries({7}));
        QCOMPARE(m_model->rowOf(u"e3"_s), -1);
        QCOMPARE(m_model->rowOf(u"e7"_s), 0);
    }

    void mergeNewer_marksTheNewRowsOnly()
    {
        m_model->setEntries(entries({1, 2}));
        m_model->mergeNewer(entries({3, 4}));
        QCOMPARE(m_model->index(0, 0).data(Roles::NewRole).toBool(), true);
        QCOMPARE(m_model->index(1, 0).data(Roles::NewRole).toBool(), true);
        QCOMPARE(m_model->index(2, 0).data(Roles::NewRole).toBool(), false);
        QCOMPARE(m_model->newCount(), 2);
    }

    void mergeNewer_nothingUnseen_changesNothing()
    {
        m_model->setEntries(entries({1, 2}));
        QSignalSpy inserts(m_model.get(), &QAbstractItemModel::rowsInserted);
        QCOMPARE(m_model->mergeNewer(entries({1, 2})), 0);
        QCOMPARE(m_model->mergeNewer({}), 0);
        QCOMPARE(inserts.count(), 0);
    }

    void clearNewMarks_clearsEveryMarkInOneChange()
    {
        m_model->setEntries(entries({1}));
        m_model->mergeNewer(entries({2}));
        m_model->mergeNewer(entries({3}));
        QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
        m_model->clearNewMarks();
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.first().at(2).value<QList<int>>(), QList<int>{Roles::NewRole});
        QCOMPARE(m_model->newCount(), 0);
        m_model->clearNewMarks();
        QCOMPARE(changed.count(), 1);
    }

    void mergeNewer_overMaximum_dropsTheOldestInOneRemoval()
    {
        m_model->setMaximumRowCount(5);
        m_model->setEntries(entries({1, 2, 3, 4}));
        QSignalSpy inserts(m_model.get(), &QAbstractItemModel::rowsInserted);
        QSignalSpy removals(m_model.get(), &QAbstractItemModel::rowsRemoved);
        QCOMPARE(m_model->mergeNewer(entries({5, 6, 7})), 3);
        QCOMPARE(inserts.count(), 1);
        QCOMPARE(removals.count(), 1);
        QCOMPARE(removals.first().at(1).toInt(), 2);
        QCOMPARE(removals.first().at(2).toInt(), 3);
        QCOMPARE(m_model->rowCount(), 5);
        QCOMPARE(ids(), (QStringList{u"e7"_s, u"e6"_s, u"e5"_s, u"e4"_s, u"e3"_s}));
    }

    void mergeNewer_moreThanTheMaximum_keepsTheNewestOnly()
    {
        m_model->setMaximumRowCount(2);
        m_model->setEntries(entries({1, 2}));
        QCOMPARE(m_model->mergeNewer(entries({3, 4, 5})), 2);
        QCOMPARE(ids(), (QStringList{u"e5"_s, u"e4"_s}));
    }

    void setMaximumRowCount_lower_dropsTheOldestAtOnce()
    {
        m_model->setEntries(entries({1, 2, 3, 4}));
        QCOMPARE(m_model->maximumRowCount(), LogModel::DefaultMaximumRowCount);
        QSignalSpy removals(m_model.get(), &QAbstractItemModel::rowsRemoved);
        m_model->setMaximumRowCount(3);
        QCOMPARE(removals.count(), 1);
        QCOMPARE(ids(), (QStringList{u"e4"_s, u"e3"_s, u"e2"_s}));
        m_model->setMaximumRowCount(0); // no limit
        m_model->mergeNewer(entries({5, 6, 7, 8}));
        QCOMPARE(m_model->rowCount(), 7);
    }

    void newestTime_isTheLatestTimeHeldEvenBelowALateEntry()
    {
        QVERIFY(!m_model->newestTime().isValid());
        m_model->setEntries(entries({1, 5}));
        m_model->mergeNewer(entries({3})); // a late entry: at the top, yet older than e5
        QCOMPARE(m_model->index(0, 0).data(Roles::IdRole).toString(), u"e3"_s);
        QCOMPARE(m_model->newestTime(), logBaseTime.addSecs(5 * 60));
    }

    void entriesWithoutId_areToldApartByTheirContents()
    {
        QList<LogEntry> list = entries({1, 2});
        list[0].id.clear();
        list[1].id.clear();
        m_model->setEntries(list);
        QCOMPARE(m_model->mergeNewer(list), 0);
        LogEntry other = list.at(0);
        other.recipient = u"shop@example.com"_s;
        QCOMPARE(m_model->mergeNewer({other}), 1);
    }

private:
    QStringList ids() const { return ForwardDesk::ModelTests::rowIds(*m_model); }

    ForwardDesk::ModelTests::TestedModel<LogModel> m_model;
};

QTEST_GUILESS_MAIN(TestLogModel)
#include "tst_logmodel.moc"
