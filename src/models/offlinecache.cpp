// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/offlinecache.h"

#include "core/responsedecoder.h"

#include <QAtomicInteger>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QVariant>

#include <optional>
#include <utility>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Models {

namespace {
Q_LOGGING_CATEGORY(lc, "forwarddesk.models.offlinecache", QtInfoMsg)

const QString fileName = u"offline-cache.sqlite"_s;
constexpr int schemaVersion = 1;

const QStringList schema = {
    u"CREATE TABLE IF NOT EXISTS snapshots (cache_key TEXT PRIMARY KEY, saved_at TEXT NOT NULL)"_s,
    u"CREATE TABLE IF NOT EXISTS domains (cache_key TEXT NOT NULL, position INTEGER NOT NULL, record TEXT NOT NULL)"_s,
    u"CREATE TABLE IF NOT EXISTS aliases (cache_key TEXT NOT NULL, domain_id TEXT NOT NULL, "
    "position INTEGER NOT NULL, record TEXT NOT NULL)"_s,
    // The domains whose aliases were loaded, so that one without aliases reads back as an empty list.
    u"CREATE TABLE IF NOT EXISTS alias_domains (cache_key TEXT NOT NULL, domain_id TEXT NOT NULL, "
    "PRIMARY KEY (cache_key, domain_id))"_s,
    u"CREATE TABLE IF NOT EXISTS logs (cache_key TEXT NOT NULL, position INTEGER NOT NULL, record TEXT NOT NULL)"_s,
    u"CREATE INDEX IF NOT EXISTS domains_key ON domains (cache_key)"_s,
    u"CREATE INDEX IF NOT EXISTS aliases_key ON aliases (cache_key, domain_id)"_s,
    u"CREATE INDEX IF NOT EXISTS logs_key ON logs (cache_key)"_s,
};

QString recordText(const QByteArray &json)
{
    return QString::fromUtf8(json.isEmpty() ? QByteArray("{}") : json);
}

QJsonObject recordObject(const QByteArray &text)
{
    return QJsonDocument::fromJson(text).object();
}

/// One open connection to the cache file for the length of a call; QtSql wants each connection named and
/// removed once no QSqlDatabase refers to it any more.
class Connection final
{
    Q_DISABLE_COPY_MOVE(Connection)

public:
    explicit Connection(const QString &filePath)
        : m_name(u"forwarddesk-offline-cache-"_s + QString::number(nextId.fetchAndAddRelaxed(1)))
    {
        const bool existed = QFileInfo::exists(filePath);
        if (!existed && !QDir().mkpath(QFileInfo(filePath).absolutePath())) {
            qCWarning(lc) << "cannot create the folder of" << filePath;
            return;
        }
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, m_name);
        db.setDatabaseName(filePath);
        if (!db.open()) {
            qCWarning(lc) << "cannot open" << filePath << db.lastError().text();
            return;
        }
        if (!existed) {
            // What was loaded from an account is nobody else's business on a shared machine.
            QFile::setPermissions(filePath, QFile::ReadOwner | QFile::WriteOwner);
        }
        QSqlQuery query(db);
        // A write-ahead log that is synced when it is folded into the file rather than at every commit:
        // a save costs two disk syncs instead of four, and a cache may lose its last save in a power cut
        // but is never left damaged.
        query.exec(u"PRAGMA journal_mode = WAL"_s);
        query.exec(u"PRAGMA synchronous = NORMAL"_s);
        for (const QString &statement : schema) {
            if (!query.exec(statement)) {
                qCWarning(lc) << "cannot prepare the cache:" << query.lastError().text();
                return;
            }
        }
        // Written only when it changes: setting it is a transaction of its own, with its own disk syncs.
        if (!query.exec(u"PRAGMA user_version"_s) || !query.next() || query.value(0).toInt() != schemaVersion) {
            query.exec(u"PRAGMA user_version = %1"_s.arg(schemaVersion));
        }
        m_ok = true;
    }

    ~Connection()
    {
        {
            QSqlDatabase db = QSqlDatabase::database(m_name, false);
            if (db.isOpen()) {
                db.close();
            }
        }
        QSqlDatabase::removeDatabase(m_name);
    }

    [[nodiscard]] bool ok() const { return m_ok; }
    [[nodiscard]] QSqlDatabase db() const { return QSqlDatabase::database(m_name, false); }

    /// Runs @p statement with @p values bound in order; false (and a warning) on failure.
    bool exec(const QString &statement, const QVariantList &values = {}) const
    {
        QSqlQuery query(db());
        query.prepare(statement);
        for (const QVariant &value : values) {
            query.addBindValue(value);
        }
        if (!query.exec()) {
            qCWarning(lc) << "cache statement failed:" << query.lastError().text();
            return false;
        }
        return true;
    }

    /// Runs @p work inside one transaction (one disk sync for a whole list), rolled back when it fails.
    template <typename Work>
    bool transaction(Work work) const
    {
        if (!m_ok) {
            return false;
        }
        QSqlDatabase database = db();
        database.transaction();
        if (!work()) {
            database.rollback();
            return false;
        }
        return database.commit();
    }

private:
    static inline QAtomicInteger<int> nextId{0};
    QString m_name;
    bool m_ok = false;
};

/// Writes @p records as the rows of @p table for @p key (and @p domainId for aliases), in their order.
template <typename Record>
bool insertRecords(const Connection &connection, const QString &table, const QString &key, const QList<Record> &records,
                   const std::optional<QString> &domainId = std::nullopt)
{
    QSqlQuery query(connection.db());
    const bool withDomain = domainId.has_value();
    query.prepare(withDomain
                      ? u"INSERT INTO %1 (cache_key, domain_id, position, record) VALUES (?, ?, ?, ?)"_s.arg(table)
                      : u"INSERT INTO %1 (cache_key, position, record) VALUES (?, ?, ?)"_s.arg(table));
    for (qsizetype i = 0; i < records.size(); ++i) {
        query.addBindValue(key);
        if (withDomain) {
            query.addBindValue(*domainId);
        }
        query.addBindValue(qint64(i));
        query.addBindValue(recordText(records.at(i).rawJson()));
        if (!query.exec()) {
            qCWarning(lc) << "cannot write to" << table << query.lastError().text();
            return false;
        }
    }
    return true;
}
} // namespace

OfflineCache::OfflineCache()
    : OfflineCache(defaultFilePath())
{ }

OfflineCache::OfflineCache(QString filePath)
    : m_filePath(std::move(filePath))
{ }

QString OfflineCache::defaultFilePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u'/' + fileName;
}

bool OfflineCache::saveDomains(const QString &key, const QList<Core::Domain> &domains, const QDateTime &savedAt)
{
    const Connection connection(m_filePath);
    return connection.transaction([&] {
        if (!connection.exec(u"DELETE FROM domains WHERE cache_key = ?"_s, {key})
            || !connection.exec(u"INSERT OR REPLACE INTO snapshots (cache_key, saved_at) VALUES (?, ?)"_s,
                                {key, savedAt.toUTC().toString(Qt::ISODateWithMs)})) {
            return false;
        }
        // Aliases of domains that are gone would never be shown again.
        QStringList ids;
        QVariantList values{key};
        for (const Core::Domain &domain : domains) {
            ids << u"?"_s;
            values << domain.id;
        }
        const QString keep = ids.isEmpty() ? QString() : u" AND domain_id NOT IN (%1)"_s.arg(ids.join(u','));
        return connection.exec(u"DELETE FROM aliases WHERE cache_key = ?"_s + keep, values)
            && connection.exec(u"DELETE FROM alias_domains WHERE cache_key = ?"_s + keep, values)
            && insertRecords(connection, u"domains"_s, key, domains);
    });
}

bool OfflineCache::saveAliases(const QString &key, const QString &domainId, const QList<Core::Alias> &aliases)
{
    const Connection connection(m_filePath);
    return connection.transaction([&] {
        return connection.exec(u"DELETE FROM aliases WHERE cache_key = ? AND domain_id = ?"_s, {key, domainId})
            && connection.exec(u"INSERT OR IGNORE INTO alias_domains (cache_key, domain_id) VALUES (?, ?)"_s,
                               {key, domainId})
            && insertRecords(connection, u"aliases"_s, key, aliases, domainId);
    });
}

bool OfflineCache::saveLogs(const QString &key, const QList<Core::LogEntry> &entries)
{
    const Connection connection(m_filePath);
    return connection.transaction([&] {
        return connection.exec(u"DELETE FROM logs WHERE cache_key = ?"_s, {key})
            && insertRecords(connection, u"logs"_s, key, entries);
    });
}

OfflineSnapshot OfflineCache::snapshot(const QString &key) const
{
    OfflineSnapshot result;
    if (!QFileInfo::exists(m_filePath)) {
        return result;
    }
    const Connection connection(m_filePath);
    if (!connection.ok()) {
        return result;
    }
    QSqlQuery query(connection.db());
    query.prepare(u"SELECT saved_at FROM snapshots WHERE cache_key = ?"_s);
    query.addBindValue(key);
    if (!query.exec() || !query.next()) {
        return result;
    }
    const QDateTime savedAt = QDateTime::fromString(query.value(0).toString(), Qt::ISODateWithMs);

    query.prepare(u"SELECT record FROM domains WHERE cache_key = ? ORDER BY position"_s);
    query.addBindValue(key);
    if (query.exec()) {
        while (query.next()) {
            const QByteArray text = query.value(0).toString().toUtf8(); // compact, as recordText() wrote it
            result.domains << Core::ResponseDecoder::decodeDomain(recordObject(text), text);
        }
    }
    query.prepare(u"SELECT domain_id FROM alias_domains WHERE cache_key = ?"_s);
    query.addBindValue(key);
    if (query.exec()) {
        while (query.next()) {
            result.aliases.insert(query.value(0).toString(), {});
        }
    }
    query.prepare(u"SELECT domain_id, record FROM aliases WHERE cache_key = ? ORDER BY domain_id, position"_s);
    query.addBindValue(key);
    if (query.exec()) {
        while (query.next()) {
            const QString domainId = query.value(0).toString();
            const QByteArray text = query.value(1).toString().toUtf8();
            Core::Alias alias = Core::ResponseDecoder::decodeAlias(recordObject(text), text);
            if (alias.domainId.isEmpty()) {
                alias.domainId = domainId;
            }
            result.aliases[domainId] << alias;
        }
    }
    query.prepare(u"SELECT record FROM logs WHERE cache_key = ? ORDER BY position"_s);
    query.addBindValue(key);
    if (query.exec()) {
        while (query.next()) {
            const QByteArray text = query.value(0).toString().toUtf8();
            result.logs << Core::ResponseDecoder::decodeLogEntry(recordObject(text), text);
        }
    }
    result.savedAt = savedAt.isValid() ? savedAt : QDateTime::fromSecsSinceEpoch(0, Qt::UTC);
    return result;
}

bool OfflineCache::contains(const QString &key) const
{
    if (!QFileInfo::exists(m_filePath)) {
        return false;
    }
    const Connection connection(m_filePath);
    QSqlQuery query(connection.db());
    query.prepare(u"SELECT 1 FROM snapshots WHERE cache_key = ?"_s);
    query.addBindValue(key);
    return connection.ok() && query.exec() && query.next();
}

bool OfflineCache::remove(const QString &key)
{
    if (!QFileInfo::exists(m_filePath)) {
        return true;
    }
    const Connection connection(m_filePath);
    const bool removed = connection.transaction([&] {
        return connection.exec(u"DELETE FROM snapshots WHERE cache_key = ?"_s, {key})
            && connection.exec(u"DELETE FROM domains WHERE cache_key = ?"_s, {key})
            && connection.exec(u"DELETE FROM aliases WHERE cache_key = ?"_s, {key})
            && connection.exec(u"DELETE FROM alias_domains WHERE cache_key = ?"_s, {key})
            && connection.exec(u"DELETE FROM logs WHERE cache_key = ?"_s, {key});
    });
    if (removed) {
        // Deleted rows stay in the file's free pages until it is rebuilt, and in the write-ahead log until
        // it is folded in and emptied.
        connection.exec(u"VACUUM"_s);
        connection.exec(u"PRAGMA wal_checkpoint(TRUNCATE)"_s);
    }
    return removed;
}

} // namespace ForwardDesk::Models
