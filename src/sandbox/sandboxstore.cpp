// SPDX-License-Identifier: GPL-3.0-or-later
// This file stays whole although it is long: it is the one place that knows the SQL schema. Every query
// of every table is here, so a change of a column is made and reviewed in one file; the seed data itself
// lives in sandboxseeder.cpp.
#include "sandboxstore.h"

#include "sandboxseeder.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QElapsedTimer>
#include <QHash>
#include <QLoggingCategory>
#include <QRandomGenerator>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>

#include <algorithm>
#include <array>
#include <atomic>
#include <memory>
#include <unordered_map>
#include <utility>
#include <vector>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Sandbox {

/// What the store keeps from one request to the next. A client reads a list page after page, each asking
/// the list's length again and starting where the last page ended: the store keeps the length and that
/// place, so that page 20 is not found by stepping over the 95,000 rows before it. Both are forgotten as
/// soon as any row of the database changes (SQLite's `total_changes()` or `data_version` moves).
class SandboxStoreCache final
{
public:
    /// One list (one account's or domain's rows of one table) as the last request left it.
    struct List
    {
        qint64 count = -1; ///< its length, or -1 when not known
        qint64 endOffset = -1; ///< where the last page read ended, or -1
        QVariantList endKey; ///< the ordering columns of that page's last row
    };

    /// By their SQL text; each in a block of its own, so that one stays where it is while another is added.
    std::unordered_map<QString, std::unique_ptr<QSqlQuery>> statements;
    QHash<QString, List> lists;
    std::pair<qint64, qint64> changes{-1, -1}; ///< total_changes() and data_version when the lists were noted
};

namespace {

Q_LOGGING_CATEGORY(lcStore, "forwarddesk.sandbox.store")

constexpr auto sqliteDriver = "QSQLITE";
constexpr auto keyPrefix = "fwd_";
constexpr int keyRandomLength = 40;
constexpr int keyVisiblePrefixLength = 9;
constexpr auto keyAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
constexpr int keyAlphabetSize = 62;

constexpr auto freeAccount = "free";
constexpr auto demoAccount = "demo";
constexpr auto largeAccount = "large";
constexpr auto defaultKeyName = "Default";

constexpr qint64 secondMs = 1000;

// The schema. Each table has an integer id and a UUID so that the API can expose either (--ids).
constexpr std::array schemaStatements = {
    R"(CREATE TABLE IF NOT EXISTS accounts (
        id INTEGER PRIMARY KEY, uuid TEXT NOT NULL, name TEXT NOT NULL UNIQUE, plan INTEGER NOT NULL))",
    R"(CREATE TABLE IF NOT EXISTS api_keys (
        id INTEGER PRIMARY KEY, uuid TEXT NOT NULL, account_id INTEGER NOT NULL, name TEXT NOT NULL,
        prefix TEXT NOT NULL, hash TEXT NOT NULL UNIQUE, created INTEGER NOT NULL, last_used INTEGER))",
    R"(CREATE TABLE IF NOT EXISTS domains (
        id INTEGER PRIMARY KEY, uuid TEXT NOT NULL, account_id INTEGER NOT NULL, name TEXT NOT NULL,
        status TEXT NOT NULL, checks INTEGER NOT NULL, verify_after INTEGER NOT NULL, token TEXT NOT NULL,
        created INTEGER NOT NULL, verified INTEGER, last_checked INTEGER,
        alias_count INTEGER NOT NULL DEFAULT 0))",
    R"(CREATE TABLE IF NOT EXISTS aliases (
        id INTEGER PRIMARY KEY, uuid TEXT NOT NULL, domain_id INTEGER NOT NULL, localpart TEXT NOT NULL,
        is_catch_all INTEGER NOT NULL, enabled INTEGER NOT NULL, destinations TEXT NOT NULL,
        created INTEGER NOT NULL, updated INTEGER NOT NULL, forwarded_count INTEGER NOT NULL,
        record_form INTEGER NOT NULL DEFAULT 0, record BLOB))",
    R"(CREATE TABLE IF NOT EXISTS logs (
        id INTEGER PRIMARY KEY, uuid TEXT NOT NULL, account_id INTEGER NOT NULL, created INTEGER NOT NULL,
        sender TEXT NOT NULL, recipient TEXT NOT NULL, destination TEXT, domain TEXT NOT NULL, alias_id INTEGER,
        alias_uuid TEXT, status TEXT NOT NULL, smtp_code INTEGER NOT NULL, smtp_message TEXT NOT NULL,
        subject TEXT NOT NULL, message_id TEXT NOT NULL, size INTEGER NOT NULL,
        record_form INTEGER NOT NULL DEFAULT 0, record BLOB))",
};

// Columns added to the schema since it was first made (they are in the statements above too): the records kept
// beside aliases and log entries (SandboxStore::RecordMaker), and each domain's alias count.
struct AddedColumn
{
    const char *table;
    const char *column;
    const char *definition;
};
constexpr std::array addedColumns = {
    AddedColumn{"aliases", "record_form", "INTEGER NOT NULL DEFAULT 0"}, AddedColumn{"aliases", "record", "BLOB"},
    AddedColumn{"logs", "record_form", "INTEGER NOT NULL DEFAULT 0"},    AddedColumn{"logs", "record", "BLOB"},
    AddedColumn{"domains", "alias_count", "INTEGER NOT NULL DEFAULT 0"},
};

// A row changed by a writer that does not keep records (an earlier sandbox on the same database file) loses the
// one it kept: it is made from the row whenever it is read, until it is kept again.
constexpr std::array staleRecordTriggers = {
    R"(CREATE TRIGGER IF NOT EXISTS aliases_record_stale AFTER UPDATE OF uuid, domain_id, localpart, is_catch_all,
        enabled, destinations, created, updated, forwarded_count ON aliases
        BEGIN UPDATE aliases SET record_form = 0 WHERE id = NEW.id; END)",
    R"(CREATE TRIGGER IF NOT EXISTS logs_record_stale AFTER UPDATE OF uuid, account_id, created, sender, recipient,
        destination, domain, alias_id, alias_uuid, status, smtp_code, smtp_message, subject, message_id, size ON logs
        BEGIN UPDATE logs SET record_form = 0 WHERE id = NEW.id; END)",
};

// Each domain keeps the count of its aliases, which every answer about the domain or its aliases tells: counting
// them for each request counted 50,000 rows for each page of the largest domain. The triggers keep it whoever
// writes the rows (an earlier sandbox on the same database file too); they come after the seed data, whose counts
// are made once, as the indexes are, and a count that disagrees with the rows is made again at each start.
constexpr std::array aliasCountStatements = {
    R"(CREATE TRIGGER IF NOT EXISTS aliases_counted_in AFTER INSERT ON aliases
        BEGIN UPDATE domains SET alias_count = alias_count + 1 WHERE id = NEW.domain_id; END)",
    R"(CREATE TRIGGER IF NOT EXISTS aliases_counted_out AFTER DELETE ON aliases
        BEGIN UPDATE domains SET alias_count = alias_count - 1 WHERE id = OLD.domain_id; END)",
    R"(CREATE TRIGGER IF NOT EXISTS aliases_counted_moved AFTER UPDATE OF domain_id ON aliases
        WHEN OLD.domain_id IS NOT NEW.domain_id
        BEGIN
            UPDATE domains SET alias_count = alias_count - 1 WHERE id = OLD.domain_id;
            UPDATE domains SET alias_count = alias_count + 1 WHERE id = NEW.domain_id;
        END)",
    R"(UPDATE domains SET alias_count = (SELECT COUNT(*) FROM aliases a WHERE a.domain_id = domains.id)
        WHERE alias_count IS NOT (SELECT COUNT(*) FROM aliases a WHERE a.domain_id = domains.id))",
};

// Indexes come after the seed data: building one over 100,000 rows at the end is several times faster than
// keeping it up to date through 100,000 inserts of random UUIDs.
constexpr std::array indexStatements = {
    "CREATE UNIQUE INDEX IF NOT EXISTS accounts_by_uuid ON accounts (uuid)",
    "CREATE UNIQUE INDEX IF NOT EXISTS api_keys_by_uuid ON api_keys (uuid)",
    "CREATE INDEX IF NOT EXISTS api_keys_by_account ON api_keys (account_id, id)",
    "CREATE UNIQUE INDEX IF NOT EXISTS domains_by_uuid ON domains (uuid)",
    "CREATE UNIQUE INDEX IF NOT EXISTS domains_by_name ON domains (account_id, name)",
    "CREATE UNIQUE INDEX IF NOT EXISTS aliases_by_uuid ON aliases (uuid)",
    "CREATE UNIQUE INDEX IF NOT EXISTS aliases_by_localpart ON aliases (domain_id, localpart)",
    // Alias lists read one domain's aliases in id order: a range scan with this, not a sort.
    "CREATE INDEX IF NOT EXISTS aliases_by_domain ON aliases (domain_id, id)",
    "CREATE UNIQUE INDEX IF NOT EXISTS logs_by_uuid ON logs (uuid)",
    // /logs reads the newest entries of one account; this makes that a range scan even for 100,000.
    "CREATE INDEX IF NOT EXISTS logs_by_account_time ON logs (account_id, created DESC, id DESC)",
    // The lists sent from kept records (aliasRecordList, logRecordList) read them from these alone, in the list's
    // order. Through the indexes above, each row was a lookup in its table: a domain's aliases and the log
    // entries in time order lie all over it. The narrower indexes stay for the counts and the other columns.
    "CREATE INDEX IF NOT EXISTS aliases_records_by_domain ON aliases (domain_id, id, record_form, record)",
    "CREATE INDEX IF NOT EXISTS logs_records_by_account_time ON logs (account_id, created DESC, id DESC, record_form, "
    "record)",
};

constexpr auto domainColumns = "d.id, d.uuid, d.name, d.status, d.checks, d.verify_after, d.token, d.created, "
                               "d.verified, d.last_checked, d.alias_count";
constexpr auto aliasColumns = "a.id, a.uuid, a.domain_id, d.uuid, a.localpart, a.is_catch_all, a.enabled, "
                              "a.destinations, a.created, a.updated, a.forwarded_count";
constexpr auto logColumns = "id, uuid, created, sender, recipient, destination, domain, alias_id, alias_uuid, "
                            "status, smtp_code, smtp_message, subject, message_id, size";
constexpr auto keyColumns = "id, uuid, name, prefix, created, last_used";

// Destinations are kept as one text column: a newline can never be part of an address.
constexpr char destinationSeparator = '\n';

std::atomic<quint64> s_connectionCounter{0};

bool runQuery(QSqlQuery &query, const char *what)
{
    if (query.exec()) {
        return true;
    }
    qCWarning(lcStore) << "Cannot" << what << ":" << query.lastError().text();
    return false;
}

qint64 nowMs()
{
    // Whole seconds: every time format the API offers then shows the same instant.
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    return now - now % secondMs;
}

QString newUuid()
{
    return QUuid::createUuid().toString(QUuid::WithoutBraces);
}

QString hashKey(const QString &value)
{
    return QString::fromLatin1(QCryptographicHash::hash(value.toUtf8(), QCryptographicHash::Sha256).toHex());
}

QString newKeyValue()
{
    // Keys are secrets: they come from the system's generator even when the seed data is reproducible.
    QString value = QString::fromLatin1(keyPrefix);
    value.reserve(value.size() + keyRandomLength);
    for (int i = 0; i < keyRandomLength; ++i) {
        value += QLatin1Char(keyAlphabet[QRandomGenerator::system()->bounded(keyAlphabetSize)]);
    }
    return value;
}

QVariant nullableTime(std::optional<qint64> time)
{
    return time ? QVariant(*time) : QVariant(QMetaType::fromType<qint64>());
}

std::optional<qint64> optionalTime(const QVariant &value)
{
    return value.isNull() ? std::nullopt : std::optional<qint64>(value.toLongLong());
}

/// Binds a row's record form and record at @p first and the parameter after it: what @p maker makes with
/// @p make, or form 0 and no record without a maker.
template <typename Make>
void bindRecord(QSqlQuery &query, int first, const SandboxStore::RecordMaker *maker, const Make &make)
{
    query.bindValue(first, maker ? maker->recordForm() : qint64(0));
    query.bindValue(first + 1, maker ? QVariant(make(*maker)) : QVariant(QMetaType::fromType<QByteArray>()));
}

/// Resets a kept statement when it goes out of scope, so that it holds no read of the database.
class StatementUse final
{
    Q_DISABLE_COPY_MOVE(StatementUse)

public:
    explicit StatementUse(QSqlQuery &query)
        : m_query(query)
    { }
    ~StatementUse() { m_query.finish(); }

private:
    QSqlQuery &m_query;
};

/// @p sql prepared on the store's connection the first time it is asked for, and kept.
QSqlQuery &keptStatement(SandboxStoreCache &cache, const QSqlDatabase &db, const QString &sql)
{
    std::unique_ptr<QSqlQuery> &kept = cache.statements[sql];
    if (!kept) {
        kept = std::make_unique<QSqlQuery>(db);
        kept->setForwardOnly(true);
        if (!kept->prepare(sql)) {
            qCWarning(lcStore) << "Cannot prepare a statement:" << kept->lastError().text();
        }
    }
    return *kept;
}

} // namespace

SandboxStore::SandboxStore()
    : m_connectionName(u"forwarddesk-sandbox-%1"_s.arg(++s_connectionCounter))
    , m_cache(std::make_unique<SandboxStoreCache>())
{ }

SandboxStore::~SandboxStore()
{
    m_cache.reset(); // its statements before their connection
    {
        QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
        if (db.isValid()) {
            db.close();
        }
    }
    if (QSqlDatabase::contains(m_connectionName)) {
        QSqlDatabase::removeDatabase(m_connectionName);
    }
}

bool SandboxStore::open(const QString &path, QString *error)
{
    QSqlDatabase db = QSqlDatabase::contains(m_connectionName)
        ? QSqlDatabase::database(m_connectionName, false)
        : QSqlDatabase::addDatabase(QString::fromLatin1(sqliteDriver), m_connectionName);
    if (!db.isValid()) {
        if (error) {
            *error = u"The Qt SQLite driver is not available"_s;
        }
        return false;
    }
    db.setDatabaseName(path.isEmpty() ? u":memory:"_s : path);
    if (!db.open()) {
        if (error) {
            *error = u"Cannot open the database %1: %2"_s.arg(path, db.lastError().text());
        }
        return false;
    }
    QSqlQuery pragma(db);
    // A sandbox may lose its last writes in a crash; it must not be slow while seeding or under tests.
    pragma.exec(u"PRAGMA synchronous = OFF"_s);
    pragma.exec(u"PRAGMA temp_store = MEMORY"_s);
    // Qt reads text as UTF-16: stored so, a long list is read without converting every value (a new
    // database only; a file made before keeps its encoding, which SQLite converts as before).
    pragma.exec(u"PRAGMA encoding = 'UTF-16le'"_s);
    if (!path.isEmpty()) {
        pragma.exec(u"PRAGMA journal_mode = WAL"_s);
    }
    return createSchema(error);
}

QSqlDatabase SandboxStore::database() const
{
    return QSqlDatabase::database(m_connectionName, false);
}

bool SandboxStore::createSchema(QString *error)
{
    if (!runStatements(schemaStatements.data(), schemaStatements.size(), error)) {
        return false;
    }
    // A database file made before a column was added gets it, empty: the records are kept and the counts made
    // once the sandbox has started on it.
    QSqlQuery query(database());
    for (const AddedColumn &added : addedColumns) {
        const QString table = QString::fromLatin1(added.table);
        if (!query.exec(u"SELECT COUNT(*) FROM pragma_table_info('%1') WHERE name = '%2'"_s.arg(
                table, QLatin1String(added.column)))
            || !query.next()) {
            if (error) {
                *error = u"Cannot read the schema: %1"_s.arg(query.lastError().text());
            }
            return false;
        }
        if (query.value(0).toInt() == 0
            && !query.exec(u"ALTER TABLE %1 ADD COLUMN %2 %3"_s.arg(table, QLatin1String(added.column),
                                                                    QLatin1String(added.definition)))) {
            if (error) {
                *error = u"Cannot add the column %1.%2: %3"_s.arg(table, QLatin1String(added.column),
                                                                  query.lastError().text());
            }
            return false;
        }
    }
    return runStatements(staleRecordTriggers.data(), staleRecordTriggers.size(), error);
}

void SandboxStore::setRecordMaker(const RecordMaker *maker)
{
    m_recordMaker = maker;
}

bool SandboxStore::createIndexes(QString *error)
{
    return runStatements(indexStatements.data(), indexStatements.size(), error)
        && runStatements(aliasCountStatements.data(), aliasCountStatements.size(), error);
}

bool SandboxStore::runStatements(const char *const *statements, size_t count, QString *error)
{
    QSqlQuery query(database());
    for (size_t i = 0; i < count; ++i) {
        const char *statement = statements[i];
        if (!query.exec(QString::fromLatin1(statement))) {
            if (error) {
                *error = u"Cannot create the schema: %1"_s.arg(query.lastError().text());
            }
            return false;
        }
    }
    return true;
}

bool SandboxStore::execute(QSqlQuery &query, const char *what) const
{
    return runQuery(query, what);
}

qint64 SandboxStore::accountId(const QString &name) const
{
    QSqlQuery query(database());
    query.prepare(u"SELECT id FROM accounts WHERE name = ?"_s);
    query.addBindValue(name);
    if (execute(query, "find an account") && query.next()) {
        return query.value(0).toLongLong();
    }
    return 0;
}

qint64 SandboxStore::insertAccount(const QString &name, Plan plan)
{
    QSqlQuery query(database());
    query.prepare(u"INSERT INTO accounts (uuid, name, plan) VALUES (?, ?, ?)"_s);
    query.addBindValue(newUuid());
    query.addBindValue(name);
    query.addBindValue(static_cast<int>(plan));
    if (!execute(query, "create an account")) {
        return 0;
    }
    return query.lastInsertId().toLongLong();
}

bool SandboxStore::seed(SandboxOptions::Seed seed, quint32 randomSeed, QString *error)
{
    m_primaryAccount = QString::fromLatin1(seed == SandboxOptions::Seed::Large ? largeAccount : demoAccount);

    QSqlQuery existing(database());
    if (!existing.exec(u"SELECT COUNT(*) FROM accounts"_s) || !existing.next()) {
        if (error) {
            *error = existing.lastError().text();
        }
        return false;
    }
    if (existing.value(0).toLongLong() > 0) {
        // A reopened database keeps its data; the session key goes to whichever primary account it has.
        if (accountId(m_primaryAccount) == 0) {
            const QString other = QString::fromLatin1(seed == SandboxOptions::Seed::Large ? demoAccount : largeAccount);
            if (accountId(other) != 0) {
                m_primaryAccount = other;
            }
        }
        qCInfo(lcStore) << "Database already seeded; primary account" << m_primaryAccount;
        return createIndexes(error);
    }

    QElapsedTimer timer;
    timer.start();
    QSqlDatabase db = database();
    db.transaction();
    bool ok = insertAccount(QString::fromLatin1(freeAccount), Plan::Free) != 0;
    const Plan primaryPlan = seed == SandboxOptions::Seed::Large ? Plan::Business : Plan::Pro;
    const qint64 primaryId = ok ? insertAccount(m_primaryAccount, primaryPlan) : 0;
    ok = primaryId != 0;

    QRandomGenerator random(randomSeed != 0 ? randomSeed : QRandomGenerator::global()->generate());
    if (ok && seed != SandboxOptions::Seed::None) {
        const qint64 firstDomainId = nextId(u"domains"_s);
        const qint64 firstAliasId = nextId(u"aliases"_s);
        const SandboxSeedData data = seed == SandboxOptions::Seed::Large
            ? SandboxSeeder::large(random, firstDomainId, firstAliasId, nowMs())
            : SandboxSeeder::demo(random, firstDomainId, firstAliasId, nowMs());
        ok = writeSeed(primaryId, data);
    }
    if (!ok || !db.commit()) {
        const QString message = db.lastError().text();
        db.rollback();
        if (error) {
            *error = u"Cannot seed the database: %1"_s.arg(message);
        }
        return false;
    }
    if (!createIndexes(error)) {
        return false;
    }
    qCInfo(lcStore) << "Seeded" << m_primaryAccount << "in" << timer.elapsed() << "ms";
    return true;
}

qint64 SandboxStore::insertApiKey(qint64 accountId, const QString &name, const QString &value, qint64 created,
                                  std::optional<qint64> lastUsed)
{
    QSqlQuery query(database());
    query.prepare(u"INSERT INTO api_keys (uuid, account_id, name, prefix, hash, created, last_used) "
                  "VALUES (?, ?, ?, ?, ?, ?, ?)"_s);
    query.addBindValue(newUuid());
    query.addBindValue(accountId);
    query.addBindValue(name);
    query.addBindValue(value.left(keyVisiblePrefixLength));
    query.addBindValue(hashKey(value));
    query.addBindValue(created);
    query.addBindValue(nullableTime(lastUsed));
    if (!execute(query, "store a key")) {
        return 0;
    }
    return query.lastInsertId().toLongLong();
}

bool SandboxStore::insertLog(QSqlQuery &query, qint64 accountId, const LogEntry &entry)
{
    query.bindValue(0, entry.id);
    query.bindValue(1, entry.uuid);
    query.bindValue(2, accountId);
    query.bindValue(3, entry.created);
    query.bindValue(4, entry.sender);
    query.bindValue(5, entry.recipient);
    query.bindValue(6, entry.destination.isNull() ? QVariant(QMetaType::fromType<QString>()) : entry.destination);
    query.bindValue(7, entry.domain);
    query.bindValue(8, entry.aliasId != 0 ? QVariant(entry.aliasId) : QVariant(QMetaType::fromType<qint64>()));
    query.bindValue(9, entry.aliasId != 0 ? QVariant(entry.aliasUuid) : QVariant(QMetaType::fromType<QString>()));
    query.bindValue(10, entry.status);
    query.bindValue(11, entry.smtpCode);
    query.bindValue(12, entry.smtpMessage);
    query.bindValue(13, entry.subject);
    query.bindValue(14, entry.messageId);
    query.bindValue(15, entry.size);
    bindRecord(query, 16, m_recordMaker, [&entry](const RecordMaker &maker) { return maker.logEntryRecord(entry); });
    return execute(query, "store a log entry");
}

void SandboxStore::keepAliasRecord(const Alias &alias)
{
    if (!m_recordMaker) {
        return;
    }
    QSqlQuery query(database());
    query.prepare(u"UPDATE aliases SET record_form = ?, record = ? WHERE id = ?"_s);
    bindRecord(query, 0, m_recordMaker, [&alias](const RecordMaker &maker) { return maker.aliasRecord(alias); });
    query.bindValue(2, alias.id);
    execute(query, "keep an alias's record");
}

namespace {

constexpr auto insertDomainSql = "INSERT INTO domains (id, uuid, account_id, name, status, checks, verify_after, "
                                 "token, created, verified, last_checked) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";
constexpr auto insertAliasSql =
    "INSERT INTO aliases (id, uuid, domain_id, localpart, is_catch_all, enabled, destinations, created, updated, "
    "forwarded_count, record_form, record) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";
constexpr auto insertLogSql =
    "INSERT INTO logs (id, uuid, account_id, created, sender, recipient, destination, domain, alias_id, alias_uuid, "
    "status, smtp_code, smtp_message, subject, message_id, size, record_form, record) "
    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";

} // namespace

qint64 SandboxStore::nextId(const QString &table) const
{
    QSqlQuery query(database());
    if (query.exec(u"SELECT COALESCE(MAX(id), 0) + 1 FROM "_s + table) && query.next()) {
        return query.value(0).toLongLong();
    }
    return 1;
}

bool SandboxStore::writeSeed(qint64 accountId, const SandboxSeedData &data)
{
    QSqlDatabase db = database();
    QSqlQuery domainQuery(db);
    QSqlQuery aliasQuery(db);
    QSqlQuery logQuery(db);
    domainQuery.prepare(QString::fromLatin1(insertDomainSql));
    aliasQuery.prepare(QString::fromLatin1(insertAliasSql));
    logQuery.prepare(QString::fromLatin1(insertLogSql));

    for (const Domain &row : data.domains) {
        domainQuery.bindValue(0, row.id);
        domainQuery.bindValue(1, row.uuid);
        domainQuery.bindValue(2, accountId);
        domainQuery.bindValue(3, row.name);
        domainQuery.bindValue(4, row.status);
        domainQuery.bindValue(5, row.checks);
        domainQuery.bindValue(6, row.verifyAfter);
        domainQuery.bindValue(7, row.token);
        domainQuery.bindValue(8, row.created);
        domainQuery.bindValue(9, nullableTime(row.verified));
        domainQuery.bindValue(10, nullableTime(row.lastChecked));
        if (!execute(domainQuery, "seed a domain")) {
            return false;
        }
    }
    for (const Alias &alias : data.aliases) {
        aliasQuery.bindValue(0, alias.id);
        aliasQuery.bindValue(1, alias.uuid);
        aliasQuery.bindValue(2, alias.domainId);
        aliasQuery.bindValue(3, alias.localpart);
        aliasQuery.bindValue(4, alias.catchAll);
        aliasQuery.bindValue(5, alias.enabled);
        aliasQuery.bindValue(6, alias.destinations.join(QLatin1Char(destinationSeparator)));
        aliasQuery.bindValue(7, alias.created);
        aliasQuery.bindValue(8, alias.updated);
        aliasQuery.bindValue(9, alias.forwardedCount);
        bindRecord(aliasQuery, 10, m_recordMaker,
                   [&alias](const RecordMaker &maker) { return maker.aliasRecord(alias); });
        if (!execute(aliasQuery, "seed an alias")) {
            return false;
        }
    }
    qint64 logId = nextId(u"logs"_s);
    for (const LogEntry &entry : data.logs) {
        LogEntry row = entry;
        row.id = logId++;
        if (!insertLog(logQuery, accountId, row)) {
            return false;
        }
    }
    for (const SandboxSeedData::Key &key : data.keys) {
        if (insertApiKey(accountId, key.name, newKeyValue(), key.created, key.lastUsed) == 0) {
            return false;
        }
    }
    return true;
}

QString SandboxStore::mintKey(const QString &accountName, const QString &keyName, const QString &value)
{
    const qint64 account = accountId(accountName);
    if (account == 0) {
        qCWarning(lcStore) << "Cannot mint a key for the unknown account" << accountName;
        return {};
    }
    QSqlQuery remove(database());
    remove.prepare(u"DELETE FROM api_keys WHERE account_id = ? AND name = ?"_s);
    remove.addBindValue(account);
    remove.addBindValue(keyName);
    execute(remove, "replace a key");
    // A fixed value (--key) may still be stored under another name or account; it can only mean this one.
    const QString keyValue = value.isEmpty() ? newKeyValue() : value;
    QSqlQuery clash(database());
    clash.prepare(u"DELETE FROM api_keys WHERE hash = ?"_s);
    clash.addBindValue(hashKey(keyValue));
    execute(clash, "replace a key");
    if (insertApiKey(account, keyName, keyValue, nowMs(), std::nullopt) == 0) {
        return {};
    }
    return keyValue;
}

QString SandboxStore::createAccount(const QString &name, Plan plan)
{
    if (accountId(name) == 0) {
        if (insertAccount(name, plan) == 0) {
            return {};
        }
    } else {
        QSqlQuery query(database());
        query.prepare(u"UPDATE accounts SET plan = ? WHERE name = ?"_s);
        query.addBindValue(static_cast<int>(plan));
        query.addBindValue(name);
        execute(query, "change a plan");
    }
    return mintKey(name, QString::fromLatin1(defaultKeyName));
}

QString SandboxStore::primaryAccountName() const
{
    return m_primaryAccount.isEmpty() ? QString::fromLatin1(demoAccount) : m_primaryAccount;
}

void SandboxStore::addLiveLogEntry()
{
    const qint64 account = accountId(primaryAccountName());
    if (account == 0) {
        return;
    }
    QRandomGenerator random(QRandomGenerator::global()->generate() ^ ++m_liveCounter);

    // A random alias of an active domain; OFFSET keeps this cheap without loading every alias.
    QSqlQuery count(database());
    count.prepare(u"SELECT COUNT(*) FROM aliases a JOIN domains d ON d.id = a.domain_id "
                  "WHERE d.account_id = ? AND d.status = 'active'"_s);
    count.addBindValue(account);
    if (!execute(count, "count aliases") || !count.next() || count.value(0).toLongLong() == 0) {
        return;
    }
    const qint64 total = count.value(0).toLongLong();
    QSqlQuery pickQuery(database());
    pickQuery.prepare(u"SELECT a.id FROM aliases a JOIN domains d ON d.id = a.domain_id "
                      "WHERE d.account_id = ? AND d.status = 'active' ORDER BY a.id LIMIT 1 OFFSET ?"_s);
    pickQuery.addBindValue(account);
    pickQuery.addBindValue(static_cast<qint64>(random.bounded(static_cast<quint32>(total))));
    if (!execute(pickQuery, "pick an alias") || !pickQuery.next()) {
        return;
    }
    std::optional<Alias> alias = aliasById(pickQuery.value(0).toLongLong());
    const std::optional<Domain> domain = alias ? domainById(alias->domainId) : std::nullopt;
    if (!domain) {
        return;
    }
    const bool unknownRecipient = !alias->catchAll && random.bounded(100) < 5;
    const qint64 forwardedBefore = alias->forwardedCount;
    LogEntry entry = SandboxSeeder::logEntry(random, domain->name, unknownRecipient ? nullptr : &*alias, nowMs());
    entry.id = nextId(u"logs"_s);
    entry.uuid = newUuid();

    QSqlQuery insert(database());
    insert.prepare(QString::fromLatin1(insertLogSql));
    insertLog(insert, account, entry);
    if (alias->forwardedCount != forwardedBefore) {
        QSqlQuery update(database());
        update.prepare(u"UPDATE aliases SET forwarded_count = forwarded_count + 1 WHERE id = ?"_s);
        update.addBindValue(alias->id);
        if (execute(update, "count a forwarded mail")) {
            if (const std::optional<Alias> counted = aliasById(alias->id)) {
                keepAliasRecord(*counted);
            }
        }
    }
}

std::optional<SandboxStore::Account> SandboxStore::authenticate(const QString &keyValue)
{
    QSqlQuery &query = keptStatement(*m_cache, database(),
                                     u"SELECT k.id, a.id, a.name, a.plan FROM api_keys k "
                                     "JOIN accounts a ON a.id = k.account_id WHERE k.hash = ?"_s);
    const StatementUse use(query);
    query.bindValue(0, hashKey(keyValue));
    if (!execute(query, "look up a key") || !query.next()) {
        return std::nullopt;
    }
    Account account;
    const qint64 keyId = query.value(0).toLongLong();
    account.id = query.value(1).toLongLong();
    account.name = query.value(2).toString();
    account.plan = static_cast<Plan>(query.value(3).toInt());

    // Times are whole seconds: a key used again within the same second changes no row, and the lists the
    // store keeps stay valid (SandboxStoreCache).
    QSqlQuery &touch =
        keptStatement(*m_cache, database(), u"UPDATE api_keys SET last_used = ? WHERE id = ? AND last_used IS NOT ?"_s);
    const StatementUse touchUse(touch);
    const qint64 now = nowMs();
    touch.bindValue(0, now);
    touch.bindValue(1, keyId);
    touch.bindValue(2, now);
    execute(touch, "mark a key used");
    return account;
}

namespace {

SandboxStore::Domain readDomain(const QSqlQuery &query)
{
    SandboxStore::Domain domain;
    domain.id = query.value(0).toLongLong();
    domain.uuid = query.value(1).toString();
    domain.name = query.value(2).toString();
    domain.status = query.value(3).toString();
    domain.checks = query.value(4).toInt();
    domain.verifyAfter = query.value(5).toInt();
    domain.token = query.value(6).toString();
    domain.created = query.value(7).toLongLong();
    domain.verified = optionalTime(query.value(8));
    domain.lastChecked = optionalTime(query.value(9));
    domain.aliasCount = query.value(10).toLongLong();
    return domain;
}

SandboxStore::Alias readAlias(const QSqlQuery &query)
{
    SandboxStore::Alias alias;
    alias.id = query.value(0).toLongLong();
    alias.uuid = query.value(1).toString();
    alias.domainId = query.value(2).toLongLong();
    alias.domainUuid = query.value(3).toString();
    alias.localpart = query.value(4).toString();
    alias.catchAll = query.value(5).toBool();
    alias.enabled = query.value(6).toBool();
    alias.destinations = query.value(7).toString().split(QLatin1Char(destinationSeparator), Qt::SkipEmptyParts);
    alias.created = query.value(8).toLongLong();
    alias.updated = query.value(9).toLongLong();
    alias.forwardedCount = query.value(10).toLongLong();
    return alias;
}

SandboxStore::LogEntry readLogEntry(const QSqlQuery &query)
{
    SandboxStore::LogEntry entry;
    entry.id = query.value(0).toLongLong();
    entry.uuid = query.value(1).toString();
    entry.created = query.value(2).toLongLong();
    entry.sender = query.value(3).toString();
    entry.recipient = query.value(4).toString();
    const QVariant destination = query.value(5);
    if (!destination.isNull()) {
        entry.destination = destination.toString();
    }
    entry.domain = query.value(6).toString();
    entry.aliasId = query.value(7).toLongLong();
    entry.aliasUuid = query.value(8).toString();
    entry.status = query.value(9).toString();
    entry.smtpCode = query.value(10).toInt();
    entry.smtpMessage = query.value(11).toString();
    entry.subject = query.value(12).toString();
    entry.messageId = query.value(13).toString();
    entry.size = query.value(14).toLongLong();
    return entry;
}

SandboxStore::ApiKey readApiKey(const QSqlQuery &query)
{
    SandboxStore::ApiKey key;
    key.id = query.value(0).toLongLong();
    key.uuid = query.value(1).toString();
    key.name = query.value(2).toString();
    key.prefix = query.value(3).toString();
    key.created = query.value(4).toLongLong();
    key.lastUsed = optionalTime(query.value(5));
    return key;
}

/// Keeps, @p batch rows at a time in id order, the records of the rows @p selectSql reads (parameters: the form
/// they are not in, and the id they come after), each read by @p read and made by @p make, with @p updateSql
/// (parameters: form, record, id). Returns how many it kept, or -1 on an error.
template <typename Row, typename Make>
qint64 keepRecordsOf(const QSqlDatabase &db, const QString &selectSql, Row (*read)(const QSqlQuery &),
                     const QString &updateSql, qint64 form, const Make &make)
{
    constexpr qint64 batch = 1000;
    QSqlQuery select(db);
    QSqlQuery update(db);
    if (!select.prepare(selectSql + u" LIMIT %1"_s.arg(batch)) || !update.prepare(updateSql)) {
        return -1;
    }
    select.setForwardOnly(true);
    qint64 kept = 0;
    for (qint64 after = 0;;) {
        select.bindValue(0, form);
        select.bindValue(1, after);
        if (!runQuery(select, "read rows to keep records of")) {
            return -1;
        }
        std::vector<Row> rows;
        while (select.next()) {
            rows.push_back(read(select));
        }
        select.finish(); // read whole before its rows change
        for (const Row &row : rows) {
            update.bindValue(0, form);
            update.bindValue(1, make(row));
            update.bindValue(2, row.id);
            if (!runQuery(update, "keep a record")) {
                return -1;
            }
        }
        kept += qint64(rows.size());
        if (qint64(rows.size()) < batch) {
            return kept;
        }
        after = rows.back().id; // the rows kept are no longer read; this also ends a batch that kept none
    }
}

} // namespace

bool SandboxStore::keepRecords(QString *error)
{
    if (!m_recordMaker) {
        return true;
    }
    QElapsedTimer timer;
    timer.start();
    const qint64 form = m_recordMaker->recordForm();
    QSqlDatabase db = database();
    db.transaction();
    const qint64 aliases =
        keepRecordsOf(db,
                      u"SELECT "_s + QLatin1String(aliasColumns)
                          + u" FROM aliases a JOIN domains d ON d.id = a.domain_id"
                            " WHERE a.record_form <> ? AND a.id > ? ORDER BY a.id"_s,
                      &readAlias, u"UPDATE aliases SET record_form = ?, record = ? WHERE id = ?"_s, form,
                      [this](const Alias &alias) { return m_recordMaker->aliasRecord(alias); });
    const qint64 entries = aliases < 0
        ? -1
        : keepRecordsOf(db,
                        u"SELECT "_s + QLatin1String(logColumns)
                            + u" FROM logs WHERE record_form <> ? AND id > ? ORDER BY id"_s,
                        &readLogEntry, u"UPDATE logs SET record_form = ?, record = ? WHERE id = ?"_s, form,
                        [this](const LogEntry &entry) { return m_recordMaker->logEntryRecord(entry); });
    if (entries < 0 || !db.commit()) {
        const QString message = db.lastError().text();
        db.rollback();
        if (error) {
            *error = u"Cannot keep the records: %1"_s.arg(message);
        }
        return false;
    }
    if (aliases + entries > 0) {
        qCInfo(lcStore) << "Kept the records of" << aliases << "aliases and" << entries << "log entries in"
                        << timer.elapsed() << "ms";
    }
    return true;
}

namespace {

// One resource's list: the count and the pages of it read the same rows in the same order.
struct ListSource
{
    const char *table; ///< with its alias
    const char *join; ///< the tables other columns come from, or ""
    const char *owner; ///< the column that picks one account's (or domain's) rows
    const char *columns;
    const char *order; ///< an order with no ties
    /// The rows after one in that order, given its ordering columns (endKeyColumns) as parameters.
    const char *after;
    std::array<int, 2> endKeyColumns; ///< indexes into columns; -1 for none
    const char *what; ///< the rows' name in warnings
};

constexpr ListSource domainList{"domains d", "", "d.account_id", domainColumns, "d.id", "d.id > ?", {0, -1}, "domains"};
constexpr ListSource aliasList{
    "aliases a", " JOIN domains d ON d.id = a.domain_id", "a.domain_id", aliasColumns, "a.id", "a.id > ?", {0, -1},
    "aliases"};
// Row values follow logs_by_account_time, so the next page is a seek into that index.
constexpr ListSource logList{
    "logs", "", "account_id", logColumns, "created DESC, id DESC", "(created, id) < (?, ?)", {2, 0}, "log entries"};
constexpr ListSource keyList{"api_keys", "", "account_id", keyColumns, "id", "id > ?", {0, -1}, "keys"};
// The same lists as records (forEachAliasRecord(), forEachLogEntryRecord()): the id, the record's form and the
// record, then the rest of the ordering columns. Their rows, order and place are those of the lists above (the same
// "what").
constexpr ListSource aliasRecordList{"aliases a", "",         "a.domain_id", "a.id, a.record_form, a.record",
                                     "a.id",      "a.id > ?", {0, -1},       "aliases"};
constexpr ListSource logRecordList{"logs",
                                   "",
                                   "account_id",
                                   "id, record_form, record, created",
                                   "created DESC, id DESC",
                                   "(created, id) < (?, ?)",
                                   {3, 0},
                                   "log entries"};

/// The list state kept for @p source and @p owner, forgotten first if the database has changed since.
SandboxStoreCache::List &keptList(SandboxStoreCache &cache, const QSqlDatabase &db, const ListSource &source,
                                  qint64 owner)
{
    // total_changes() counts the rows this connection changed; data_version moves when another connection
    // (another sandbox on the same --database file) has written.
    QSqlQuery &changes = keptStatement(cache, db, u"SELECT total_changes(), data_version FROM pragma_data_version()"_s);
    const StatementUse use(changes);
    const bool read = runQuery(changes, "count the changes") && changes.next();
    const std::pair<qint64, qint64> now{read ? changes.value(0).toLongLong() : -1,
                                        read ? changes.value(1).toLongLong() : -1};
    if (now != cache.changes || !read) {
        cache.lists.clear();
        cache.changes = now;
    }
    return cache.lists[QLatin1String(source.what) + QLatin1Char(' ') + QString::number(owner)];
}

qint64 countRows(SandboxStoreCache &cache, const QSqlDatabase &db, const ListSource &source, qint64 owner)
{
    SandboxStoreCache::List &list = keptList(cache, db, source, owner);
    if (list.count >= 0) {
        return list.count;
    }
    QSqlQuery &query = keptStatement(
        cache, db,
        u"SELECT COUNT(*) FROM %1 WHERE %2 = ?"_s.arg(QLatin1String(source.table), QLatin1String(source.owner)));
    const StatementUse use(query);
    query.bindValue(0, owner);
    const QByteArray what = QByteArray("count ") + source.what;
    if (!runQuery(query, what.constData()) || !query.next()) {
        return 0;
    }
    list.count = query.value(0).toLongLong();
    return list.count;
}

/// Rows [offset, offset + count) of @p source for @p owner, each handed to @p take as the query standing on it. A
/// page that starts where the last one ended starts after that page's last row instead of counting rows.
template <typename Take>
void stepRows(SandboxStoreCache &cache, const QSqlDatabase &db, const ListSource &source, qint64 owner, qint64 offset,
              qint64 count, const Take &take)
{
    SandboxStoreCache::List &list = keptList(cache, db, source, owner);
    const bool resume = offset > 0 && list.endOffset == offset && !list.endKey.isEmpty();
    const QString select =
        u"SELECT %1 FROM %2%3 WHERE %4 = ?"_s.arg(QLatin1String(source.columns), QLatin1String(source.table),
                                                  QLatin1String(source.join), QLatin1String(source.owner));
    const QString order = u" ORDER BY "_s + QLatin1String(source.order) + u" LIMIT ?"_s;
    const QString sql = resume ? QString(select + u" AND "_s + QLatin1String(source.after) + order)
                               : QString(select + order + u" OFFSET ?"_s);
    QSqlQuery &query = keptStatement(cache, db, sql);
    const StatementUse use(query);
    int parameter = 0;
    query.bindValue(parameter++, owner);
    if (resume) {
        for (const QVariant &value : std::as_const(list.endKey)) {
            query.bindValue(parameter++, value);
        }
    }
    query.bindValue(parameter++, count);
    if (!resume) {
        query.bindValue(parameter++, offset);
    }
    const QByteArray what = QByteArray("list ") + source.what;
    list.endOffset = -1;
    if (!runQuery(query, what.constData())) {
        return;
    }
    qint64 rows = 0;
    QVariantList endKey;
    while (query.next()) {
        take(query);
        ++rows;
        endKey.clear();
        for (const int column : source.endKeyColumns) {
            if (column >= 0) {
                endKey.append(query.value(column));
            }
        }
    }
    list.endOffset = offset + rows;
    list.endKey = std::move(endKey);
}

/// Rows [offset, offset + count) of @p source for @p owner, each read by @p read and handed to @p visit.
template <typename Row>
void visitRows(SandboxStoreCache &cache, const QSqlDatabase &db, const ListSource &source, qint64 owner, qint64 offset,
               qint64 count, Row (*read)(const QSqlQuery &), const SandboxStore::RowVisitor<Row> &visit)
{
    stepRows(cache, db, source, owner, offset, count, [&](const QSqlQuery &query) { visit(read(query)); });
}

/// Rows [offset, offset + count) of @p source (a list of records) for @p owner, each handed to @p visit as the
/// record kept with it. A row kept in another form than @p form, or before records were kept, is read whole by
/// @p readWhole (its id) and made by @p make.
template <typename Row, typename ReadWhole, typename Make>
void visitRecords(SandboxStoreCache &cache, const QSqlDatabase &db, const ListSource &source, qint64 owner,
                  qint64 offset, qint64 count, qint64 form, const ReadWhole &readWhole, const Make &make,
                  const SandboxStore::RecordVisitor &visit)
{
    stepRows(cache, db, source, owner, offset, count, [&](const QSqlQuery &query) {
        if (query.value(1).toLongLong() == form) {
            visit(query.value(2).toByteArray());
            return;
        }
        if (const std::optional<Row> row = readWhole(query.value(0).toLongLong())) {
            visit(make(*row));
        }
    });
}

// A path parameter as a row condition: "id = ?" with a number, or "uuid = ?" with a UUID. Anything else
// matches nothing (returns false).
bool pathIdCondition(const QString &pathId, bool byUuid, QString *column, QVariant *value)
{
    if (byUuid) {
        const QUuid uuid = QUuid::fromString(pathId);
        if (uuid.isNull()) {
            return false;
        }
        *column = u"uuid"_s;
        *value = uuid.toString(QUuid::WithoutBraces);
        return true;
    }
    bool ok = false;
    const qint64 id = pathId.toLongLong(&ok);
    if (!ok || id <= 0) {
        return false;
    }
    *column = u"id"_s;
    *value = id;
    return true;
}

} // namespace

qint64 SandboxStore::domainCount(qint64 accountId) const
{
    return countRows(*m_cache, database(), domainList, accountId);
}

void SandboxStore::forEachDomain(qint64 accountId, qint64 offset, qint64 count, const RowVisitor<Domain> &visit) const
{
    visitRows(*m_cache, database(), domainList, accountId, offset, count, &readDomain, visit);
}

qint64 SandboxStore::aliasCount(qint64 domainId) const
{
    return countRows(*m_cache, database(), aliasList, domainId);
}

void SandboxStore::forEachAlias(qint64 domainId, qint64 offset, qint64 count, const RowVisitor<Alias> &visit) const
{
    visitRows(*m_cache, database(), aliasList, domainId, offset, count, &readAlias, visit);
}

void SandboxStore::forEachAliasRecord(qint64 domainId, qint64 offset, qint64 count, const RecordVisitor &visit) const
{
    Q_ASSERT(m_recordMaker);
    visitRecords<Alias>(
        *m_cache, database(), aliasRecordList, domainId, offset, count, m_recordMaker->recordForm(),
        [this](qint64 id) { return aliasById(id); },
        [this](const Alias &alias) { return m_recordMaker->aliasRecord(alias); }, visit);
}

qint64 SandboxStore::logCount(qint64 accountId) const
{
    return countRows(*m_cache, database(), logList, accountId);
}

void SandboxStore::forEachLogEntry(qint64 accountId, qint64 offset, qint64 count,
                                   const RowVisitor<LogEntry> &visit) const
{
    visitRows(*m_cache, database(), logList, accountId, offset, count, &readLogEntry, visit);
}

void SandboxStore::forEachLogEntryRecord(qint64 accountId, qint64 offset, qint64 count,
                                         const RecordVisitor &visit) const
{
    Q_ASSERT(m_recordMaker);
    visitRecords<LogEntry>(
        *m_cache, database(), logRecordList, accountId, offset, count, m_recordMaker->recordForm(),
        [this](qint64 id) { return logEntryById(id); },
        [this](const LogEntry &entry) { return m_recordMaker->logEntryRecord(entry); }, visit);
}

qint64 SandboxStore::apiKeyCount(qint64 accountId) const
{
    return countRows(*m_cache, database(), keyList, accountId);
}

void SandboxStore::forEachApiKey(qint64 accountId, qint64 offset, qint64 count, const RowVisitor<ApiKey> &visit) const
{
    visitRows(*m_cache, database(), keyList, accountId, offset, count, &readApiKey, visit);
}

std::optional<SandboxStore::Domain> SandboxStore::findDomain(qint64 accountId, const QString &pathId, bool byUuid) const
{
    QString column;
    QVariant value;
    if (!pathIdCondition(pathId, byUuid, &column, &value)) {
        return std::nullopt;
    }
    QSqlQuery &query = keptStatement(*m_cache, database(),
                                     u"SELECT "_s + QLatin1String(domainColumns)
                                         + u" FROM domains d WHERE d.account_id = ? AND d."_s + column + u" = ?"_s);
    const StatementUse use(query);
    query.bindValue(0, accountId);
    query.bindValue(1, value);
    if (execute(query, "find a domain") && query.next()) {
        return readDomain(query);
    }
    return std::nullopt;
}

std::optional<SandboxStore::Domain> SandboxStore::domainById(qint64 domainId) const
{
    QSqlQuery query(database());
    query.prepare(u"SELECT "_s + QLatin1String(domainColumns) + u" FROM domains d WHERE d.id = ?"_s);
    query.addBindValue(domainId);
    if (execute(query, "read a domain") && query.next()) {
        return readDomain(query);
    }
    return std::nullopt;
}

bool SandboxStore::hasDomainNamed(qint64 accountId, const QString &asciiName) const
{
    QSqlQuery query(database());
    query.prepare(u"SELECT 1 FROM domains WHERE account_id = ? AND name = ?"_s);
    query.addBindValue(accountId);
    query.addBindValue(asciiName);
    return execute(query, "look up a domain name") && query.next();
}

std::optional<SandboxStore::Domain> SandboxStore::createDomain(qint64 accountId, const QString &asciiName,
                                                               int verifyAfter)
{
    QSqlQuery query(database());
    query.prepare(u"INSERT INTO domains (uuid, account_id, name, status, checks, verify_after, token, created) "
                  "VALUES (?, ?, ?, 'pending', 0, ?, ?, ?)"_s);
    query.addBindValue(newUuid());
    query.addBindValue(accountId);
    query.addBindValue(asciiName);
    query.addBindValue(verifyAfter);
    query.addBindValue(SandboxSeeder::verificationToken(*QRandomGenerator::global()));
    query.addBindValue(nowMs());
    if (!execute(query, "create a domain")) {
        return std::nullopt;
    }
    return domainById(query.lastInsertId().toLongLong());
}

bool SandboxStore::deleteDomain(qint64 domainId)
{
    QSqlDatabase db = database();
    db.transaction();
    QSqlQuery aliases(db);
    aliases.prepare(u"DELETE FROM aliases WHERE domain_id = ?"_s);
    aliases.addBindValue(domainId);
    QSqlQuery domain(db);
    domain.prepare(u"DELETE FROM domains WHERE id = ?"_s);
    domain.addBindValue(domainId);
    if (!execute(aliases, "delete aliases") || !execute(domain, "delete a domain")) {
        db.rollback();
        return false;
    }
    return db.commit();
}

bool SandboxStore::updateDomainCheck(const Domain &domain)
{
    QSqlQuery query(database());
    query.prepare(u"UPDATE domains SET status = ?, checks = ?, verified = ?, last_checked = ? WHERE id = ?"_s);
    query.addBindValue(domain.status);
    query.addBindValue(domain.checks);
    query.addBindValue(nullableTime(domain.verified));
    query.addBindValue(nullableTime(domain.lastChecked));
    query.addBindValue(domain.id);
    return execute(query, "store a verification");
}

std::optional<SandboxStore::Alias> SandboxStore::findAlias(qint64 domainId, const QString &pathId, bool byUuid) const
{
    QString column;
    QVariant value;
    if (!pathIdCondition(pathId, byUuid, &column, &value)) {
        return std::nullopt;
    }
    QSqlQuery &query = keptStatement(*m_cache, database(),
                                     u"SELECT "_s + QLatin1String(aliasColumns)
                                         + u" FROM aliases a JOIN domains d ON d.id = a.domain_id "
                                           "WHERE a.domain_id = ? AND a."_s
                                         + column + u" = ?"_s);
    const StatementUse use(query);
    query.bindValue(0, domainId);
    query.bindValue(1, value);
    if (execute(query, "find an alias") && query.next()) {
        return readAlias(query);
    }
    return std::nullopt;
}

std::optional<SandboxStore::Alias> SandboxStore::aliasById(qint64 aliasId) const
{
    // Kept: a list of rows kept in another form reads each of them so (visitRecords()).
    QSqlQuery &query = keptStatement(*m_cache, database(),
                                     u"SELECT "_s + QLatin1String(aliasColumns)
                                         + u" FROM aliases a JOIN domains d ON d.id = a.domain_id WHERE a.id = ?"_s);
    const StatementUse use(query);
    query.bindValue(0, aliasId);
    if (execute(query, "read an alias") && query.next()) {
        return readAlias(query);
    }
    return std::nullopt;
}

std::optional<SandboxStore::LogEntry> SandboxStore::logEntryById(qint64 entryId) const
{
    QSqlQuery &query =
        keptStatement(*m_cache, database(), u"SELECT "_s + QLatin1String(logColumns) + u" FROM logs WHERE id = ?"_s);
    const StatementUse use(query);
    query.bindValue(0, entryId);
    if (execute(query, "read a log entry") && query.next()) {
        return readLogEntry(query);
    }
    return std::nullopt;
}

bool SandboxStore::hasLocalpart(qint64 domainId, const QString &localpart, qint64 exceptAliasId) const
{
    QSqlQuery query(database());
    query.prepare(u"SELECT 1 FROM aliases WHERE domain_id = ? AND localpart = ? AND id <> ?"_s);
    query.addBindValue(domainId);
    query.addBindValue(localpart);
    query.addBindValue(exceptAliasId);
    return execute(query, "look up a local part") && query.next();
}

std::optional<SandboxStore::Alias> SandboxStore::createAlias(const Alias &draft)
{
    const qint64 now = nowMs();
    QSqlQuery query(database());
    query.prepare(u"INSERT INTO aliases (uuid, domain_id, localpart, is_catch_all, enabled, destinations, created, "
                  "updated, forwarded_count) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0)"_s);
    query.addBindValue(newUuid());
    query.addBindValue(draft.domainId);
    query.addBindValue(draft.catchAll ? u"*"_s : draft.localpart);
    query.addBindValue(draft.catchAll);
    query.addBindValue(draft.enabled);
    query.addBindValue(draft.destinations.join(QLatin1Char(destinationSeparator)));
    query.addBindValue(now);
    query.addBindValue(now);
    if (!execute(query, "create an alias")) {
        return std::nullopt;
    }
    std::optional<Alias> alias = aliasById(query.lastInsertId().toLongLong());
    if (alias) {
        keepAliasRecord(*alias);
    }
    return alias;
}

std::optional<SandboxStore::Alias> SandboxStore::updateAlias(const Alias &alias)
{
    QSqlQuery query(database());
    // The row's record goes stale (aliases_record_stale) until it is kept again below.
    query.prepare(u"UPDATE aliases SET localpart = ?, enabled = ?, destinations = ?, updated = ? WHERE id = ?"_s);
    query.addBindValue(alias.catchAll ? u"*"_s : alias.localpart);
    query.addBindValue(alias.enabled);
    query.addBindValue(alias.destinations.join(QLatin1Char(destinationSeparator)));
    query.addBindValue(nowMs());
    query.addBindValue(alias.id);
    if (!execute(query, "update an alias")) {
        return std::nullopt;
    }
    std::optional<Alias> updated = aliasById(alias.id);
    if (updated) {
        keepAliasRecord(*updated);
    }
    return updated;
}

bool SandboxStore::deleteAlias(qint64 aliasId)
{
    QSqlQuery query(database());
    query.prepare(u"DELETE FROM aliases WHERE id = ?"_s);
    query.addBindValue(aliasId);
    return execute(query, "delete an alias");
}

std::optional<SandboxStore::ApiKey> SandboxStore::findApiKey(qint64 accountId, const QString &pathId, bool byUuid) const
{
    QString column;
    QVariant value;
    if (!pathIdCondition(pathId, byUuid, &column, &value)) {
        return std::nullopt;
    }
    QSqlQuery query(database());
    query.prepare(u"SELECT "_s + QLatin1String(keyColumns) + u" FROM api_keys WHERE account_id = ? AND "_s + column
                  + u" = ?"_s);
    query.addBindValue(accountId);
    query.addBindValue(value);
    if (execute(query, "find a key") && query.next()) {
        return readApiKey(query);
    }
    return std::nullopt;
}

std::optional<SandboxStore::ApiKey> SandboxStore::createApiKey(qint64 accountId, const QString &name, QString *value)
{
    const QString keyValue = newKeyValue();
    const qint64 id = insertApiKey(accountId, name, keyValue, nowMs(), std::nullopt);
    if (id == 0) {
        return std::nullopt;
    }
    if (value) {
        *value = keyValue;
    }
    QSqlQuery query(database());
    query.prepare(u"SELECT "_s + QLatin1String(keyColumns) + u" FROM api_keys WHERE id = ?"_s);
    query.addBindValue(id);
    if (execute(query, "read a key") && query.next()) {
        return readApiKey(query);
    }
    return std::nullopt;
}

bool SandboxStore::deleteApiKey(qint64 keyId)
{
    QSqlQuery query(database());
    query.prepare(u"DELETE FROM api_keys WHERE id = ?"_s);
    query.addBindValue(keyId);
    return execute(query, "delete a key");
}

} // namespace ForwardDesk::Sandbox
