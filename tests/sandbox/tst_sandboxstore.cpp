// SPDX-License-Identifier: GPL-3.0-or-later
// The records the sandbox's store keeps beside aliases and log entries (SandboxStore::RecordMaker): a list sent
// from them must be, byte for byte, what the record writer makes from the rows, after every kind of change and
// with a database written in another form.
#include "sandbox/sandboxjsonwriter.h"
#include "sandbox/sandboxoptions.h"
#include "sandbox/sandboxrecordwriter.h"
#include "sandbox/sandboxseeder.h"
#include "sandbox/sandboxstore.h"

#include <QHash>
#include <QRandomGenerator>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;
using ForwardDesk::Sandbox::SandboxJsonWriter;
using ForwardDesk::Sandbox::SandboxOptions;
using ForwardDesk::Sandbox::SandboxRecordWriter;
using ForwardDesk::Sandbox::SandboxSeeder;
using ForwardDesk::Sandbox::SandboxStore;

namespace {

constexpr quint32 RandomSeed = 20261128;
constexpr qint64 Everything = std::numeric_limits<qint32>::max();

/// The options of a variant of the data-driven cases; each changes what a record looks like.
SandboxOptions variant(const QByteArray &name)
{
    SandboxOptions options;
    if (name == "jsonapi") {
        options.style = SandboxOptions::Style::JsonApi;
    } else if (name == "uuid ids") {
        options.ids = SandboxOptions::Ids::Uuid;
    } else if (name == "epoch times") {
        options.time = SandboxOptions::TimeFormat::EpochMilliseconds;
    } else if (name == "synonyms") {
        options.fields = SandboxOptions::Fields::Synonyms;
    } else if (name == "synonyms-csv") {
        options.fields = SandboxOptions::Fields::SynonymsCsv;
    }
    return options;
}

/// A store with its record maker, as SandboxServer sets them up.
struct StoreUnderTest
{
    explicit StoreUnderTest(const SandboxOptions &options)
        : options(options)
        , records(&this->options)
    {
        store.setRecordMaker(&records);
    }

    SandboxOptions options;
    SandboxRecordWriter records;
    SandboxStore store;
};

/// Opens @p under's store at @p path (in memory when empty) and seeds the demo account, as SandboxServer does
/// before it has the store keep the records a database file lacks (SandboxStore::keepRecords()).
bool openSeeded(StoreUnderTest &under, const QString &path = {})
{
    QString error;
    if (under.store.open(path, &error) && under.store.seed(SandboxOptions::Seed::Demo, RandomSeed, &error)) {
        return true;
    }
    qWarning() << "cannot open and seed the store:" << error;
    return false;
}

/// The account the session key of @p store belongs to.
qint64 primaryAccount(SandboxStore &store)
{
    const QString key = store.mintKey(store.primaryAccountName(), u"test"_s);
    const std::optional<SandboxStore::Account> account = store.authenticate(key);
    return account ? account->id : 0;
}

QList<qint64> domainIds(const SandboxStore &store, qint64 accountId)
{
    QList<qint64> ids;
    store.forEachDomain(accountId, 0, Everything,
                        [&ids](const SandboxStore::Domain &domain) { ids.append(domain.id); });
    return ids;
}

/// A new alias of @p domainId forwarding to @p destination, created through the store as the API creates one.
std::optional<SandboxStore::Alias> createAlias(SandboxStore &store, qint64 domainId, const QString &localpart,
                                               const QString &destination)
{
    SandboxStore::Alias draft;
    draft.domainId = domainId;
    draft.localpart = localpart;
    draft.destinations = {destination};
    return store.createAlias(draft);
}

/// Each alias of @p domainId as the list sends it (its kept record) and as the record writer makes it from the row.
void aliasRecords(const StoreUnderTest &under, qint64 domainId, QList<QByteArray> *kept, QList<QByteArray> *made)
{
    under.store.forEachAliasRecord(domainId, 0, Everything,
                                   [kept](QByteArrayView record) { kept->append(record.toByteArray()); });
    under.store.forEachAlias(domainId, 0, Everything, [&under, made](const SandboxStore::Alias &alias) {
        SandboxJsonWriter writer;
        under.records.writeAlias(writer, alias);
        made->append(writer.take());
    });
}

void logRecords(const StoreUnderTest &under, qint64 accountId, qint64 offset, qint64 count, QList<QByteArray> *kept,
                QList<QByteArray> *made)
{
    under.store.forEachLogEntryRecord(accountId, offset, count,
                                      [kept](QByteArrayView record) { kept->append(record.toByteArray()); });
    under.store.forEachLogEntry(accountId, offset, count, [&under, made](const SandboxStore::LogEntry &entry) {
        SandboxJsonWriter writer;
        under.records.writeLogEntry(writer, entry);
        made->append(writer.take());
    });
}

/// Compares every alias and log record of the account the list would send with what the writer makes now.
void compareAllRecords(const StoreUnderTest &under, qint64 accountId, int expectedLogs)
{
    int aliases = 0;
    const QList<qint64> domains = domainIds(under.store, accountId);
    QVERIFY(!domains.isEmpty());
    for (const qint64 domainId : domains) {
        QList<QByteArray> kept;
        QList<QByteArray> made;
        aliasRecords(under, domainId, &kept, &made);
        QCOMPARE(kept, made);
        aliases += int(kept.size());
    }
    QVERIFY(aliases > 0);

    QList<QByteArray> kept;
    QList<QByteArray> made;
    logRecords(under, accountId, 0, Everything, &kept, &made);
    QCOMPARE(kept.size(), expectedLogs);
    QCOMPARE(kept, made);
}

/// How many rows of @p table have no record kept in the store's form (they are made whenever they are read).
int rowsWithoutRecord(const StoreUnderTest &under, const QString &table)
{
    QSqlQuery query(under.store.database());
    query.prepare(u"SELECT COUNT(*) FROM %1 WHERE record_form <> ? OR record IS NULL"_s.arg(table));
    query.addBindValue(under.records.recordForm());
    if (!query.exec() || !query.next()) {
        qWarning() << query.lastError().text();
        return -1;
    }
    return query.value(0).toInt();
}

/// Each domain of @p accountId with the alias count the store tells (findDomain() and the domain list) and the
/// count of its alias rows; a count the two ways of telling disagree on is -1.
struct AliasCounts
{
    QHash<qint64, qint64> told;
    QHash<qint64, qint64> rows;
};

AliasCounts aliasCounts(const SandboxStore &store, qint64 accountId)
{
    AliasCounts counts;
    store.forEachDomain(accountId, 0, Everything, [&](const SandboxStore::Domain &listed) {
        const std::optional<SandboxStore::Domain> found =
            store.findDomain(accountId, QString::number(listed.id), false);
        counts.told.insert(listed.id, found && found->aliasCount == listed.aliasCount ? listed.aliasCount : -1);
    });
    QSqlQuery query(store.database());
    query.prepare(u"SELECT d.id, COUNT(a.id) FROM domains d LEFT JOIN aliases a ON a.domain_id = d.id "
                  "WHERE d.account_id = ? GROUP BY d.id"_s);
    query.addBindValue(accountId);
    if (!query.exec()) {
        qWarning() << query.lastError().text();
    }
    while (query.next()) {
        counts.rows.insert(query.value(0).toLongLong(), query.value(1).toLongLong());
    }
    return counts;
}

/// How SQLite reads each shape of the statements the record lists run (SandboxStore's aliasRecordList and
/// logRecordList): a first page, and a page after the end of the last one. One plan per statement, its steps joined.
QStringList recordListPlans(const SandboxStore &store)
{
    const QStringList statements = {
        u"SELECT a.id, a.record_form, a.record FROM aliases a WHERE a.domain_id = 1 ORDER BY a.id LIMIT 50 OFFSET 0"_s,
        u"SELECT a.id, a.record_form, a.record FROM aliases a WHERE a.domain_id = 1 AND a.id > 7 ORDER BY a.id "
        "LIMIT 50"_s,
        u"SELECT id, record_form, record, created FROM logs WHERE account_id = 1 ORDER BY created DESC, id DESC "
        "LIMIT 50 OFFSET 0"_s,
        u"SELECT id, record_form, record, created FROM logs WHERE account_id = 1 AND (created, id) < (7, 7) "
        "ORDER BY created DESC, id DESC LIMIT 50"_s,
    };
    QStringList plans;
    QSqlQuery query(store.database());
    for (const QString &statement : statements) {
        if (!query.exec(u"EXPLAIN QUERY PLAN "_s + statement)) {
            plans.append(query.lastError().text());
            continue;
        }
        QStringList steps;
        while (query.next()) {
            steps.append(query.value(3).toString());
        }
        plans.append(steps.join(u"; "_s));
    }
    return plans;
}

/// Whether every plan of @p plans reads one index alone, in the list's order: no lookup of each row in its table,
/// no sorting.
bool readOneIndexAlone(const QStringList &plans)
{
    return std::all_of(plans.cbegin(), plans.cend(), [](const QString &plan) {
        return plan.contains(u"USING COVERING INDEX"_s) && !plan.contains(u"TEMP B-TREE"_s);
    });
}

} // namespace

class TestSandboxStore : public QObject
{
    Q_OBJECT

private slots:
    void records_areWhatTheWriterMakesOfTheRows_data();
    void records_areWhatTheWriterMakesOfTheRows();
    void records_pagesOfALongList_matchTheRowsOfThosePages();
    void records_followEveryChangeOfTheirRows();
    void records_ofRowsAnotherWriterChanged_areMadeFromTheRows();
    void records_keptInAnotherForm_areMadeFromTheRows();
    void records_ofADatabaseMadeBeforeRecordsWereKept_areMadeFromTheRows();
    void aliasCounts_followEveryChangeOfTheAliases();
    void aliasCounts_ofADatabaseMadeBeforeTheyWereKept_areMadeAtOpening();
    void recordLists_ofAnyDatabase_readOneIndexAlone();
    void demoSeed_anySeed_eachDomainWithAliasesHasOneForwardingToSeveral();
};

void TestSandboxStore::records_areWhatTheWriterMakesOfTheRows_data()
{
    QTest::addColumn<QByteArray>("name");
    for (const char *name : {"flat", "jsonapi", "uuid ids", "epoch times", "synonyms", "synonyms-csv"}) {
        QTest::newRow(name) << QByteArray(name);
    }
}

void TestSandboxStore::records_areWhatTheWriterMakesOfTheRows()
{
    QFETCH(QByteArray, name);
    StoreUnderTest under(variant(name));
    QVERIFY(openSeeded(under));
    const qint64 accountId = primaryAccount(under.store);
    QVERIFY(accountId != 0);

    compareAllRecords(under, accountId, int(under.store.logCount(accountId)));
    // The seed wrote every record in the store's form: none is made again when read.
    QCOMPARE(rowsWithoutRecord(under, u"aliases"_s), 0);
    QCOMPARE(rowsWithoutRecord(under, u"logs"_s), 0);
}

void TestSandboxStore::records_pagesOfALongList_matchTheRowsOfThosePages()
{
    StoreUnderTest under(variant("flat"));
    QVERIFY(openSeeded(under));
    const qint64 accountId = primaryAccount(under.store);
    const qint64 total = under.store.logCount(accountId);
    QVERIFY(total > 20);

    // Page after page, as a client reads them (the store then seeks after the last page's row), and a page
    // asked for out of turn (found by counting rows).
    constexpr qint64 pageSize = 7;
    QList<QByteArray> kept;
    QList<QByteArray> made;
    for (qint64 offset = 0; offset < total; offset += pageSize) {
        logRecords(under, accountId, offset, pageSize, &kept, &made);
    }
    QCOMPARE(qint64(kept.size()), total);
    QCOMPARE(kept, made);

    QList<QByteArray> keptPage;
    QList<QByteArray> madePage;
    logRecords(under, accountId, 2 * pageSize, pageSize, &keptPage, &madePage);
    QCOMPARE(keptPage, madePage);
    QCOMPARE(keptPage, kept.mid(2 * pageSize, pageSize));
}

void TestSandboxStore::records_followEveryChangeOfTheirRows()
{
    StoreUnderTest under(variant("flat"));
    QVERIFY(openSeeded(under));
    const qint64 accountId = primaryAccount(under.store);
    const QList<qint64> domains = domainIds(under.store, accountId);
    QVERIFY(!domains.isEmpty());
    const qint64 domainId = domains.constFirst();

    const std::optional<SandboxStore::Alias> created =
        createAlias(under.store, domainId, u"kept-record"_s, u"first@example.net"_s);
    QVERIFY(created);

    SandboxStore::Alias changed = *created;
    changed.enabled = false;
    changed.localpart = u"changed-record"_s;
    changed.destinations = {u"second@example.net"_s, u"third@example.net"_s};
    const std::optional<SandboxStore::Alias> updated = under.store.updateAlias(changed);
    QVERIFY(updated);
    QList<QByteArray> kept;
    QList<QByteArray> made;
    aliasRecords(under, domainId, &kept, &made);
    QVERIFY(kept.constLast().contains("changed-record"));
    QVERIFY(kept.constLast().contains("third@example.net"));

    // Live log entries: a new entry, and the forwarded count of the alias it went through.
    const qint64 logsBefore = under.store.logCount(accountId);
    constexpr int liveEntries = 12;
    for (int i = 0; i < liveEntries; ++i) {
        under.store.addLiveLogEntry();
    }
    QCOMPARE(under.store.logCount(accountId), logsBefore + liveEntries);

    compareAllRecords(under, accountId, int(logsBefore + liveEntries));
    QCOMPARE(rowsWithoutRecord(under, u"aliases"_s), 0);
    QCOMPARE(rowsWithoutRecord(under, u"logs"_s), 0);

    QVERIFY(under.store.deleteAlias(updated->id));
    compareAllRecords(under, accountId, int(logsBefore + liveEntries));
}

void TestSandboxStore::records_ofRowsAnotherWriterChanged_areMadeFromTheRows()
{
    StoreUnderTest under(variant("flat"));
    QVERIFY(openSeeded(under));
    const qint64 accountId = primaryAccount(under.store);
    // As an earlier sandbox on the same database file would change them: the rows only, not their records.
    QSqlQuery query(under.store.database());
    QVERIFY2(query.exec(u"UPDATE aliases SET localpart = localpart || '-renamed', forwarded_count = 7"_s),
             qPrintable(query.lastError().text()));
    QVERIFY2(query.exec(u"UPDATE logs SET subject = 'Changed elsewhere', size = 12"_s),
             qPrintable(query.lastError().text()));
    QVERIFY(rowsWithoutRecord(under, u"aliases"_s) > 0);
    QVERIFY(rowsWithoutRecord(under, u"logs"_s) > 0);
    compareAllRecords(under, accountId, int(under.store.logCount(accountId)));

    QList<QByteArray> kept;
    QList<QByteArray> made;
    logRecords(under, accountId, 0, 1, &kept, &made);
    QCOMPARE(kept.size(), 1);
    QVERIFY2(kept.constFirst().contains("Changed elsewhere"), kept.constFirst().constData());
}

void TestSandboxStore::records_keptInAnotherForm_areMadeFromTheRows()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"sandbox.sqlite"_s);
    {
        StoreUnderTest integers(variant("flat"));
        QVERIFY(openSeeded(integers, path));
    }
    // The same file, served with UUIDs: every record kept is in the other form, so each is made from its row.
    StoreUnderTest uuids(variant("uuid ids"));
    QVERIFY(openSeeded(uuids, path));
    const qint64 accountId = primaryAccount(uuids.store);
    QVERIFY(rowsWithoutRecord(uuids, u"logs"_s) > 0);
    compareAllRecords(uuids, accountId, int(uuids.store.logCount(accountId)));

    QList<QByteArray> kept;
    QList<QByteArray> made;
    logRecords(uuids, accountId, 0, 1, &kept, &made);
    QCOMPARE(kept.size(), 1);
    QVERIFY2(kept.constFirst().startsWith("{\"id\":\""), kept.constFirst().constData()); // a UUID, not a number

    // As the server does next: the records are kept in the new form, and read as they are kept.
    QString error;
    QVERIFY2(uuids.store.keepRecords(&error), qPrintable(error));
    QCOMPARE(rowsWithoutRecord(uuids, u"aliases"_s), 0);
    QCOMPARE(rowsWithoutRecord(uuids, u"logs"_s), 0);
    compareAllRecords(uuids, accountId, int(uuids.store.logCount(accountId)));
}

void TestSandboxStore::records_ofADatabaseMadeBeforeRecordsWereKept_areMadeFromTheRows()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"sandbox.sqlite"_s);
    {
        StoreUnderTest before(variant("flat"));
        QVERIFY(openSeeded(before, path));
        // The tables as they were before: without the record columns, nor the indexes that hold them.
        QSqlQuery query(before.store.database());
        for (const QString &index : {u"aliases_records_by_domain"_s, u"logs_records_by_account_time"_s}) {
            QVERIFY2(query.exec(u"DROP INDEX %1"_s.arg(index)), qPrintable(query.lastError().text()));
        }
        for (const QString &table : {u"aliases"_s, u"logs"_s}) {
            QVERIFY2(query.exec(u"ALTER TABLE %1 DROP COLUMN record"_s.arg(table)),
                     qPrintable(query.lastError().text()));
            QVERIFY2(query.exec(u"ALTER TABLE %1 DROP COLUMN record_form"_s.arg(table)),
                     qPrintable(query.lastError().text()));
        }
    }
    StoreUnderTest after(variant("flat"));
    QVERIFY(openSeeded(after, path));
    const qint64 accountId = primaryAccount(after.store);
    const qint64 logs = after.store.logCount(accountId);
    QCOMPARE(qint64(rowsWithoutRecord(after, u"logs"_s)), logs);
    compareAllRecords(after, accountId, int(logs));

    QString error;
    QVERIFY2(after.store.keepRecords(&error), qPrintable(error));
    QCOMPARE(rowsWithoutRecord(after, u"aliases"_s), 0);
    QCOMPARE(rowsWithoutRecord(after, u"logs"_s), 0);
    compareAllRecords(after, accountId, int(logs));
}

void TestSandboxStore::aliasCounts_followEveryChangeOfTheAliases()
{
    StoreUnderTest under(variant("flat"));
    QVERIFY(openSeeded(under));
    const qint64 accountId = primaryAccount(under.store);
    AliasCounts counts = aliasCounts(under.store, accountId);
    QVERIFY(counts.rows.size() > 1);
    QCOMPARE(counts.told, counts.rows);
    const QList<qint64> domains = domainIds(under.store, accountId);
    const qint64 first = domains.constFirst();
    const qint64 second = domains.constLast();
    const qint64 firstBefore = counts.rows.value(first);
    const qint64 secondBefore = counts.rows.value(second);

    // Through the store, as the API writes.
    const std::optional<SandboxStore::Alias> created =
        createAlias(under.store, first, u"counted"_s, u"someone@example.net"_s);
    QVERIFY(created);
    counts = aliasCounts(under.store, accountId);
    QCOMPARE(counts.told, counts.rows);
    QCOMPARE(counts.rows.value(first), firstBefore + 1);
    QVERIFY(under.store.deleteAlias(created->id));
    counts = aliasCounts(under.store, accountId);
    QCOMPARE(counts.told, counts.rows);
    QCOMPARE(counts.rows.value(first), firstBefore);

    // As another writer on the same database file would change the rows: moved to another domain, then deleted.
    QSqlQuery query(under.store.database());
    query.prepare(u"UPDATE aliases SET domain_id = ? WHERE id = (SELECT MIN(id) FROM aliases WHERE domain_id = ?)"_s);
    query.addBindValue(second);
    query.addBindValue(first);
    QVERIFY2(query.exec(), qPrintable(query.lastError().text()));
    counts = aliasCounts(under.store, accountId);
    QCOMPARE(counts.told, counts.rows);
    QCOMPARE(counts.rows.value(first), firstBefore - 1);
    QCOMPARE(counts.rows.value(second), secondBefore + 1);
    query.prepare(u"DELETE FROM aliases WHERE domain_id = ?"_s);
    query.addBindValue(second);
    QVERIFY2(query.exec(), qPrintable(query.lastError().text()));
    counts = aliasCounts(under.store, accountId);
    QCOMPARE(counts.told, counts.rows);
    QCOMPARE(counts.rows.value(second), 0);

    // A domain deleted with its aliases leaves the others' counts alone.
    QVERIFY(under.store.deleteDomain(first));
    counts = aliasCounts(under.store, accountId);
    QVERIFY(!counts.rows.contains(first));
    QCOMPARE(counts.told, counts.rows);
}

void TestSandboxStore::aliasCounts_ofADatabaseMadeBeforeTheyWereKept_areMadeAtOpening()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"sandbox.sqlite"_s);
    qint64 accountId = 0;
    {
        StoreUnderTest before(variant("flat"));
        QVERIFY(openSeeded(before, path));
        accountId = primaryAccount(before.store);
        // The database as it was before: no count, no triggers.
        QSqlQuery query(before.store.database());
        for (const QString &trigger : {u"aliases_counted_in"_s, u"aliases_counted_out"_s, u"aliases_counted_moved"_s}) {
            QVERIFY2(query.exec(u"DROP TRIGGER %1"_s.arg(trigger)), qPrintable(query.lastError().text()));
        }
        QVERIFY2(query.exec(u"ALTER TABLE domains DROP COLUMN alias_count"_s), qPrintable(query.lastError().text()));
        // Written meanwhile by a sandbox that kept no counts.
        QVERIFY2(query.exec(u"DELETE FROM aliases WHERE id = (SELECT MIN(id) FROM aliases)"_s),
                 qPrintable(query.lastError().text()));
    }
    StoreUnderTest after(variant("flat"));
    QVERIFY(openSeeded(after, path));
    const AliasCounts counts = aliasCounts(after.store, accountId);
    QVERIFY(counts.rows.size() > 1);
    QCOMPARE(counts.told, counts.rows);
}

// A list sent from kept records reads them in the list's order from one index, without a lookup in the table for
// each row: a domain's aliases, and log entries in time order, lie all over their tables. A database made before
// that index existed gains it when it is opened.
void TestSandboxStore::recordLists_ofAnyDatabase_readOneIndexAlone()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"sandbox.sqlite"_s);
    {
        StoreUnderTest before(variant("flat"));
        QVERIFY(openSeeded(before, path));
        QStringList plans = recordListPlans(before.store);
        QVERIFY2(readOneIndexAlone(plans), qPrintable(plans.join(u" | "_s)));
        // The database as it was before: only the indexes without the records.
        QSqlQuery query(before.store.database());
        for (const QString &index : {u"aliases_records_by_domain"_s, u"logs_records_by_account_time"_s}) {
            QVERIFY2(query.exec(u"DROP INDEX %1"_s.arg(index)), qPrintable(query.lastError().text()));
        }
        plans = recordListPlans(before.store);
        QVERIFY2(!readOneIndexAlone(plans), qPrintable(plans.join(u" | "_s)));
    }
    StoreUnderTest after(variant("flat"));
    QVERIFY(openSeeded(after, path));
    const QStringList plans = recordListPlans(after.store);
    QVERIFY2(readOneIndexAlone(plans), qPrintable(plans.join(u" | "_s)));
}

// The demo is seeded from a random generator; the app's screens and the tests that look for an alias with several
// destinations must find one in every domain that has aliases, whatever the seed.
void TestSandboxStore::demoSeed_anySeed_eachDomainWithAliasesHasOneForwardingToSeveral()
{
    constexpr qint64 now = 1'800'000'000'000;
    for (quint32 seed = 1; seed <= 50; ++seed) {
        QRandomGenerator random(seed);
        const auto data = SandboxSeeder::demo(random, 1, 1, now);
        QCOMPARE(data.domains.size(), size_t(8));
        QHash<qint64, int> aliases;
        QHash<qint64, int> severalDestinations;
        for (const SandboxStore::Alias &alias : data.aliases) {
            ++aliases[alias.domainId];
            if (!alias.catchAll && alias.destinations.size() > 1) {
                ++severalDestinations[alias.domainId];
            }
        }
        int withAliases = 0;
        for (const SandboxStore::Domain &domain : data.domains) {
            if (aliases.value(domain.id) == 0) {
                continue;
            }
            ++withAliases;
            QVERIFY2(severalDestinations.value(domain.id) > 0,
                     qPrintable(u"seed %1: no alias of %2 forwards to several addresses"_s.arg(seed).arg(domain.name)));
        }
        QCOMPARE(withAliases, 7); // all but the newest domain
    }
}

QTEST_GUILESS_MAIN(TestSandboxStore)
#include "tst_sandboxstore.moc"
