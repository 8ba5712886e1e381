// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/logfiltermodel.h"
#include "models/logmodel.h"
#include "models/roles.h"
#include "modeltestutil.h"

#include <QSignalSpy>
#include <QTest>
#include <QTimeZone>

#include <algorithm>

using namespace Qt::StringLiterals;
using ForwardDesk::Core::LogEntry;
using ForwardDesk::Models::LogFilterModel;
using ForwardDesk::Models::LogModel;
using namespace ForwardDesk::ModelTests;
namespace Roles = ForwardDesk::Models;
using Status = LogEntry::Status;

class TestLogFilterModel final : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        m_source.renew();
        // Testers on both live as long as the models: every source change below is checked through the proxy.
        m_proxy.renew([this](LogFilterModel &proxy) { proxy.setSourceModel(m_source.get()); });

        LogEntry delivered = logEntry(u"a"_s, 10, Status::Delivered, u"info@example.com"_s, u"al-1"_s);
        delivered.destination = u"alice@home.example"_s;
        delivered.subject = u"Invoice November"_s;
        delivered.messageId = u"<abc123@mail.elsewhere.example>"_s;
        LogEntry bounced = logEntry(u"b"_s, 20, Status::Bounced, u"Shop@Example.com"_s, u"al-2"_s);
        bounced.smtpCode = 550;
        bounced.smtpMessage = u"Mailbox quota exceeded"_s;
        LogEntry spam = logEntry(u"c"_s, 30, Status::Spam, u"info@sub.example.com"_s);
        LogEntry unicode = logEntry(u"d"_s, 40, Status::Deferred, u"post@xn--bcher-kva.example"_s);
        unicode.domain = u"xn--bcher-kva.example"_s;
        m_source->setEntries({delivered, bounced, spam, unicode});
    }

    void cleanup()
    {
        m_proxy.clear();
        m_source.clear();
    }

    void multiData_isDataOfEachRole()
    {
        m_proxy->setStatuses({Status::Delivered, Status::Bounced, Status::Deferred}); // rows left out, the rest moved
        QCOMPARE(ids(), (QStringList{u"d"_s, u"b"_s, u"a"_s}));
        const QList<int> roles{Qt::DisplayRole,   Qt::ToolTipRole,    Qt::DecorationRole, Roles::IdRole,
                               Roles::StatusRole, Roles::AliasIdRole, Roles::NewRole,     Qt::UserRole + 999};
        QList<QModelRoleData> asked;
        for (const int role : roles) {
            asked.append(QModelRoleData(role));
        }
        for (int row = 0; row < m_proxy->rowCount(); ++row) {
            for (int column = 0; column < m_proxy->columnCount(); ++column) {
                const QModelIndex index = m_proxy->index(row, column);
                m_proxy->multiData(index, asked);
                for (const QModelRoleData &roleData : std::as_const(asked)) {
                    QCOMPARE(roleData.data(), m_proxy->data(index, roleData.role()));
                    QCOMPARE(roleData.data(), m_source->data(m_proxy->mapToSource(index), roleData.role()));
                }
            }
        }
        QCOMPARE(asked.at(3).data().toString(), u"a"_s); // the last cell asked for is the oldest entry's
        // An index the proxy does not have clears what the span held.
        m_proxy->multiData(QModelIndex(), asked);
        QVERIFY(std::all_of(asked.cbegin(), asked.cend(), [](const QModelRoleData &d) { return !d.data().isValid(); }));
    }

    void noFilter_showsEveryEntryNewestFirst() { QCOMPARE(ids(), (QStringList{u"d"_s, u"c"_s, u"b"_s, u"a"_s})); }

    void statuses_showOnlyThoseInTheSet()
    {
        m_proxy->setStatuses({Status::Bounced, Status::Spam});
        QCOMPARE(ids(), (QStringList{u"c"_s, u"b"_s}));
        QCOMPARE(m_proxy->statuses(), (QList<Status>{Status::Bounced, Status::Spam}));
        m_proxy->setStatuses({});
        QCOMPARE(m_proxy->rowCount(), 4);
    }

    void domainFilter_isExactAndIgnoresCase()
    {
        m_proxy->setDomainFilter(u"EXAMPLE.com"_s);
        QCOMPARE(ids(), (QStringList{u"b"_s, u"a"_s})); // not sub.example.com
        m_proxy->setDomainFilter(u"sub.example.com"_s);
        QCOMPARE(ids(), QStringList{u"c"_s});
    }

    void domainFilter_unicodeNameMatchesTheAsciiForm()
    {
        m_proxy->setDomainFilter(u"bücher.example"_s);
        QCOMPARE(ids(), QStringList{u"d"_s});
    }

    void aliasFilter_matchesRecipientIgnoringCaseOrAliasId()
    {
        m_proxy->setAliasFilter(u"shop@example.com"_s);
        QCOMPARE(ids(), QStringList{u"b"_s});
        m_proxy->setAliasFilter(u"al-1"_s);
        QCOMPARE(ids(), QStringList{u"a"_s});
        m_proxy->setAliasFilter(u"info@"_s); // an address is matched whole, not in part
        QCOMPARE(m_proxy->rowCount(), 0);
    }

    void timeRange_boundsAreInclusive()
    {
        m_proxy->setTimeRange(logBaseTime.addSecs(20 * 60), logBaseTime.addSecs(30 * 60));
        QCOMPARE(ids(), (QStringList{u"c"_s, u"b"_s}));
    }

    void timeRange_oneMillisecondOutside_isHidden()
    {
        m_proxy->setTimeRange(logBaseTime.addSecs(20 * 60).addMSecs(1), logBaseTime.addSecs(30 * 60).addMSecs(-1));
        QCOMPARE(m_proxy->rowCount(), 0);
    }

    void timeRange_invalidBound_isOpen()
    {
        m_proxy->setTimeRange(logBaseTime.addSecs(30 * 60), {});
        QCOMPARE(ids(), (QStringList{u"d"_s, u"c"_s}));
        m_proxy->setTimeRange({}, logBaseTime.addSecs(10 * 60));
        QCOMPARE(ids(), QStringList{u"a"_s});
        m_proxy->setTimeRange({}, {});
        QCOMPARE(m_proxy->rowCount(), 4);
    }

    void timeRange_otherZone_comparesTheSameInstant()
    {
        const QTimeZone plusOne(3600);
        m_proxy->setTimeRange(logBaseTime.addSecs(40 * 60).toTimeZone(plusOne), {});
        QCOMPARE(ids(), QStringList{u"d"_s});
    }

    void timeRange_entryWithoutTime_isHiddenOnlyWhileABoundIsSet()
    {
        LogEntry timeless = logEntry(u"t"_s, 0, Status::Delivered, u"info@example.com"_s);
        timeless.time = {};
        m_source->mergeNewer({timeless});
        QCOMPARE(m_proxy->rowCount(), 5);
        m_proxy->setTimeRange({}, logBaseTime.addSecs(60 * 60));
        QCOMPARE(m_proxy->rowCount(), 4);
    }

    void filterText_searchesEveryTextField_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("sender") << u"SENDER-c@"_s << QStringList{u"c"_s};
        QTest::newRow("recipient") << u"post@"_s << QStringList{u"d"_s};
        QTest::newRow("destination") << u"alice@home"_s << QStringList{u"a"_s};
        QTest::newRow("subject") << u"invoice"_s << QStringList{u"a"_s};
        QTest::newRow("smtp message") << u"quota"_s << QStringList{u"b"_s};
        QTest::newRow("smtp code") << u"550"_s << QStringList{u"b"_s};
        QTest::newRow("message id") << u"ABC123@mail"_s << QStringList{u"a"_s};
        QTest::newRow("nothing") << u"zzz"_s << QStringList{};
        QTest::newRow("blank") << u"   "_s << QStringList{u"d"_s, u"c"_s, u"b"_s, u"a"_s};
    }

    void filterText_searchesEveryTextField()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, expected);
        m_proxy->setFilterText(text);
        QCOMPARE(ids(), expected);
    }

    void filters_combine()
    {
        m_proxy->setDomainFilter(u"example.com"_s);
        m_proxy->setStatuses({Status::Delivered, Status::Bounced});
        m_proxy->setTimeRange(logBaseTime.addSecs(15 * 60), {});
        QCOMPARE(ids(), QStringList{u"b"_s});
        m_proxy->setFilterText(u"invoice"_s);
        QCOMPARE(m_proxy->rowCount(), 0);
        m_proxy->setTimeRange({}, {});
        QCOMPARE(ids(), QStringList{u"a"_s});
    }

    void followMode_underAFilter_showsOnlyMatchingNewRows()
    {
        m_proxy->setStatuses({Status::Bounced});
        m_source->mergeNewer({logEntry(u"n1"_s, 50, Status::Bounced, u"info@example.com"_s),
                              logEntry(u"n2"_s, 51, Status::Delivered, u"info@example.com"_s)});
        QCOMPARE(ids(), (QStringList{u"n1"_s, u"b"_s}));
        QCOMPARE(m_source->rowCount(), 6);
        m_source->setMaximumRowCount(3);
        QCOMPARE(ids(), QStringList{u"n1"_s});
    }

    void sortTime_usesTheExactTime()
    {
        m_proxy->sort(LogModel::TimeColumn, Qt::AscendingOrder);
        QCOMPARE(ids(), (QStringList{u"a"_s, u"b"_s, u"c"_s, u"d"_s}));
        m_source->mergeNewer({logEntry(u"late"_s, 15, Status::Delivered, u"info@example.com"_s)});
        QCOMPARE(ids(), (QStringList{u"a"_s, u"late"_s, u"b"_s, u"c"_s, u"d"_s}));
    }

    // A large log: the same rows, worked out on a worker thread

    void background_keepsTheRowsShownUntilTheNewOnesAreReady_andTheSelectionFollows()
    {
        m_proxy->setBackgroundThreshold(0);
        const QPersistentModelIndex bounced = m_proxy->index(2, LogModel::SenderColumn);
        QCOMPARE(bounced.data(Roles::IdRole).toString(), u"b"_s);
        QSignalSpy updated(m_proxy.get(), &LogFilterModel::updated);

        m_proxy->setStatuses({Status::Bounced, Status::Spam});
        QVERIFY(m_proxy->isUpdating());
        QCOMPARE(m_proxy->rowCount(), 4);
        QVERIFY(updated.wait());

        QVERIFY(!m_proxy->isUpdating());
        QCOMPARE(ids(), (QStringList{u"c"_s, u"b"_s}));
        QCOMPARE(bounced.row(), 1);
        QCOMPARE(bounced.column(), int(LogModel::SenderColumn));
        QCOMPARE(bounced.data(Roles::IdRole).toString(), u"b"_s);
    }

    void background_rowsArrivingWhileItWorks_areShownInTheirPlace()
    {
        m_proxy->setBackgroundThreshold(0);
        m_proxy->setStatuses({Status::Bounced});
        m_source->mergeNewer({logEntry(u"n1"_s, 50, Status::Bounced, u"info@example.com"_s),
                              logEntry(u"n2"_s, 51, Status::Delivered, u"info@example.com"_s)});
        QTRY_VERIFY(!m_proxy->isUpdating());
        QCOMPARE(ids(), (QStringList{u"n1"_s, u"b"_s}));
    }

    void background_largeLog_sameRowsAndOrderAsWorkedOutAtOnce()
    {
        fillLarge();
        LogFilterModel atOnce;
        atOnce.setBackgroundThreshold(m_source->rowCount());
        atOnce.setSourceModel(m_source.get());
        QVERIFY(m_proxy->backgroundThreshold() < m_source->rowCount());

        for (LogFilterModel *proxy : {m_proxy.get(), &atOnce}) {
            proxy->sort(LogModel::SenderColumn, Qt::DescendingOrder);
            proxy->setFilterText(u"s1"_s);
        }
        QVERIFY(m_proxy->isUpdating());
        QTRY_VERIFY(!m_proxy->isUpdating());

        QCOMPARE(ids(*m_proxy), ids(atOnce));
        QVERIFY(m_proxy->rowCount() > 100);
        QVERIFY(m_proxy->rowCount() < m_source->rowCount());
        QVERIFY(isSortedBySender(*m_proxy, Qt::DescendingOrder));
    }

    void background_oldestDroppedUnderASort_leavesTheRestInOrder()
    {
        fillLarge();
        m_proxy->sort(LogModel::SenderColumn, Qt::AscendingOrder);
        QTRY_COMPARE(m_proxy->rowCount(), m_source->rowCount());
        const QString newestId = m_source->entryAt(0).id;
        const QPersistentModelIndex newest = m_proxy->mapFromSource(m_source->index(0, 0));
        QVERIFY(newest.isValid());

        // The oldest rows are scattered all over an order by sender.
        m_source->setMaximumRowCount(1000);

        QCOMPARE(m_proxy->rowCount(), 1000);
        QVERIFY(isSortedBySender(*m_proxy, Qt::AscendingOrder));
        QVERIFY(newest.isValid());
        QCOMPARE(newest.data(Roles::IdRole).toString(), newestId);
        for (int row = 0; row < m_proxy->rowCount(); ++row) {
            QCOMPARE(m_proxy->mapFromSource(m_proxy->mapToSource(m_proxy->index(row, 0))).row(), row);
        }
    }

    // Sorting: a column's order is worked out once for the source's data and reused by later filters and
    // sorts; rows the source adds are sorted again.

    void sort_isAStableSortOfTheKeys_evenAfterAFilter_data()
    {
        QTest::addColumn<int>("column");
        QTest::addColumn<bool>("descending");
        for (const int column : {int(LogModel::TimeColumn), int(LogModel::SenderColumn), int(LogModel::StatusColumn),
                                 int(LogModel::SubjectColumn)}) {
            for (const bool descending : {false, true}) {
                QTest::addRow("column %d %s", column, descending ? "descending" : "ascending") << column << descending;
            }
        }
    }

    void sort_isAStableSortOfTheKeys_evenAfterAFilter()
    {
        QFETCH(int, column);
        QFETCH(bool, descending);
        const Qt::SortOrder order = descending ? Qt::DescendingOrder : Qt::AscendingOrder;
        fillMixed();
        m_proxy->sort(column, order);
        QTRY_VERIFY(!m_proxy->isUpdating());
        QCOMPARE(ids(), expectedIds(column, order, {}));

        // Filters after the sort, and the sort by time and back: the same rows as sorting afresh would give.
        for (const QString &text : {u"x.example"_s, u"1"_s, u"#"_s, QString()}) {
            m_proxy->setFilterText(text);
            QTRY_VERIFY(!m_proxy->isUpdating());
            QCOMPARE(ids(), expectedIds(column, order, text));
        }
        m_proxy->sort(LogModel::TimeColumn, Qt::AscendingOrder);
        QTRY_VERIFY(!m_proxy->isUpdating());
        m_proxy->setFilterText(u"ann"_s);
        m_proxy->sort(column, order);
        QTRY_VERIFY(!m_proxy->isUpdating());
        QCOMPARE(ids(), expectedIds(column, order, u"ann"_s));
    }

    void sort_rowsAddedAfterASort_areSortedWithTheRest()
    {
        fillMixed();
        m_proxy->sort(LogModel::SenderColumn, Qt::AscendingOrder);
        QTRY_VERIFY(!m_proxy->isUpdating());
        m_proxy->setFilterText(u"x.exam"_s);
        QTRY_VERIFY(!m_proxy->isUpdating());

        // More new rows than are placed one by one: the proxy works the order out again.
        QList<LogEntry> newer;
        for (int i = 0; i < 100; ++i) {
            LogEntry entry = logEntry(u"new%1"_s.arg(i), 10000 + i, Status::Delivered, u"info@example.com"_s);
            entry.sender = i % 2 == 0 ? u"AAA@x.example"_s : u"zzz@x.example"_s;
            newer.append(entry);
        }
        QCOMPARE(m_source->mergeNewer(newer), 100);
        QTRY_VERIFY(!m_proxy->isUpdating());
        QCOMPARE(ids(), expectedIds(LogModel::SenderColumn, Qt::AscendingOrder, u"x.exam"_s));
        QVERIFY(ids().constFirst().startsWith(u"new"_s)); // aaa@… comes first

        m_proxy->setFilterText({});
        QTRY_VERIFY(!m_proxy->isUpdating());
        QCOMPARE(ids(), expectedIds(LogModel::SenderColumn, Qt::AscendingOrder, {}));
        m_proxy->sort(LogModel::SenderColumn, Qt::DescendingOrder);
        QTRY_VERIFY(!m_proxy->isUpdating());
        QCOMPARE(ids(), expectedIds(LogModel::SenderColumn, Qt::DescendingOrder, {}));
    }

private:
    /// 6,000 entries with senders that repeat, differ only in case, are not ASCII or are empty, times that
    /// repeat, and subjects that are empty or share their start.
    void fillMixed()
    {
        const QStringList senders = {
            u"zed@x.example"_s,  u"Zed@X.example"_s,    u"anna@x.example"_s,    u"ännchen@x.example"_s,
            u"ANNA@x.example"_s, u"bob@x.example"_s,    u"bo@x.example"_s,      u"b@x"_s,
            QString(),           u"straße@x.example"_s, u"STRASSE@x.example"_s, u"\U0001D49C@x.example"_s,
            u"anna@x.exampl"_s};
        QList<LogEntry> entries;
        for (int i = 0; i < 6000; ++i) {
            LogEntry entry =
                logEntry(u"e%1"_s.arg(i), (i * 37) % 500, static_cast<Status>(1 + i % 5), u"info@example.com"_s);
            entry.sender = senders.at((i * 7919) % senders.size()) + (i % 3 == 0 ? QString::number(i % 40) : QString());
            entry.subject = i % 4 == 0 ? QString() : u"Order #%1"_s.arg((i * 31) % 977);
            entries.append(entry);
        }
        m_source->setMaximumRowCount(0);
        m_source->setEntries(entries);
        QTRY_VERIFY(!m_proxy->isUpdating());
    }

    /// The ids the proxy should show: the entries containing @p text (in the sender or the subject), by a
    /// stable sort of their keys, so that equal keys keep the log's order either way.
    QStringList expectedIds(int column, Qt::SortOrder order, const QString &text) const
    {
        struct Row
        {
            ForwardDesk::Models::SortKey key;
            QString id;
        };
        QList<Row> rows;
        for (int row = 0; row < m_source->rowCount(); ++row) {
            const LogEntry entry = m_source->entryAt(row);
            if (text.isEmpty() || entry.sender.contains(text, Qt::CaseInsensitive)
                || entry.subject.contains(text, Qt::CaseInsensitive)
                || entry.recipient.contains(text, Qt::CaseInsensitive)) {
                rows.append({LogModel::sortKey(entry, column), entry.id});
            }
        }
        std::stable_sort(rows.begin(), rows.end(), [order](const Row &a, const Row &b) {
            return order == Qt::AscendingOrder ? a.key < b.key : b.key < a.key;
        });
        QStringList result;
        for (const Row &row : std::as_const(rows)) {
            result.append(row.id);
        }
        return result;
    }

    /// 6,000 entries (more than a proxy works out at once), with senders out of order and repeated.
    void fillLarge()
    {
        QList<LogEntry> entries;
        for (int i = 0; i < 6000; ++i) {
            LogEntry entry = logEntry(u"e%1"_s.arg(i), i, static_cast<Status>(1 + i % 5), u"info@example.com"_s);
            entry.sender = u"S%1@elsewhere.example"_s.arg((i * 7919) % 613);
            entries.append(entry);
        }
        m_source->setMaximumRowCount(0);
        m_source->setEntries(entries);
    }

    static bool isSortedBySender(const LogFilterModel &proxy, Qt::SortOrder order)
    {
        for (int row = 1; row < proxy.rowCount(); ++row) {
            const QString before = proxy.index(row - 1, LogModel::SenderColumn).data().toString().toCaseFolded();
            const QString after = proxy.index(row, LogModel::SenderColumn).data().toString().toCaseFolded();
            if (order == Qt::AscendingOrder ? after < before : before < after) {
                return false;
            }
            // Equal senders keep the log's order (newest first), whichever way the column is sorted.
            if (before == after
                && proxy.mapToSource(proxy.index(row - 1, 0)).row() > proxy.mapToSource(proxy.index(row, 0)).row()) {
                return false;
            }
        }
        return true;
    }

    static QStringList ids(const LogFilterModel &proxy) { return ForwardDesk::ModelTests::rowIds(proxy); }

    QStringList ids() const { return ids(*m_proxy); }

    ForwardDesk::ModelTests::TestedModel<LogModel> m_source;
    ForwardDesk::ModelTests::TestedModel<LogFilterModel> m_proxy;
};

QTEST_GUILESS_MAIN(TestLogFilterModel)
#include "tst_logfiltermodel.moc"
