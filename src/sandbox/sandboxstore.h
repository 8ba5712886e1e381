// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sandboxoptions.h"
#include "sandboxplan.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>

class QSqlQuery;

namespace ForwardDesk::Sandbox {

struct SandboxSeedData;
class SandboxStoreCache;

/// The sandbox's storage: accounts, keys (hashed), domains, aliases and logs in one SQLite database.
///
/// Usage: open(), then seed() once (it writes what SandboxSeeder makes); SandboxApi reads and writes through
/// it. The connection is private to this object, so several stores (several servers in one test) never share
/// data.
///
/// Times are milliseconds since the epoch (UTC), whole seconds. Every row has an integer id and a UUID, so
/// the API can expose either; the find*() functions take the id as it appears in a path.
class SandboxStore final
{
    Q_DISABLE_COPY_MOVE(SandboxStore)

public:
    struct Account
    {
        qint64 id = 0;
        QString name;
        Plan plan = Plan::Free;
    };

    struct ApiKey
    {
        qint64 id = 0;
        QString uuid;
        QString name;
        QString prefix;
        qint64 created = 0;
        std::optional<qint64> lastUsed;
    };

    struct Domain
    {
        qint64 id = 0;
        QString uuid;
        QString name; ///< ASCII (IDNA) form
        QString status; ///< pending, failing or active
        int checks = 0; ///< verify calls so far
        int verifyAfter = 0; ///< verify calls needed before the records "appear"
        QString token; ///< value of the verification TXT record
        qint64 created = 0;
        std::optional<qint64> verified;
        std::optional<qint64> lastChecked;
        qint64 aliasCount = 0;
    };

    struct Alias
    {
        qint64 id = 0;
        QString uuid;
        qint64 domainId = 0;
        QString domainUuid;
        QString localpart; ///< "*" for a catch-all
        bool catchAll = false;
        bool enabled = true;
        QStringList destinations;
        qint64 created = 0;
        qint64 updated = 0;
        qint64 forwardedCount = 0;
    };

    struct LogEntry
    {
        qint64 id = 0;
        QString uuid;
        qint64 created = 0;
        QString sender;
        QString recipient;
        QString destination; ///< null when nothing was forwarded
        QString domain;
        qint64 aliasId = 0; ///< 0 = no alias
        QString aliasUuid;
        QString status;
        int smtpCode = 0;
        QString smtpMessage;
        QString subject;
        QString messageId;
        qint64 size = 0;
    };

    /// Takes a list's rows one at a time, as they are read, so that a long list is never held whole.
    template <typename Row>
    using RowVisitor = std::function<void(const Row &row)>;
    /// Takes a list's records one at a time, each as the JSON text an API list shows for it.
    using RecordVisitor = std::function<void(QByteArrayView record)>;

    /// Makes the JSON text a list shows for an alias or a log entry (SandboxRecordWriter). The store keeps that
    /// text beside the row whenever it writes the row, so that a long list is sent as it is kept instead of
    /// being made again, field by field, on every request.
    class RecordMaker
    {
    public:
        virtual ~RecordMaker() = default;
        /// What shapes the records (the options that change them, and their version), as a number other than 0.
        /// A row kept in another form (a database file written by a sandbox with other options) is made again
        /// whenever it is read.
        [[nodiscard]] virtual qint64 recordForm() const = 0;
        [[nodiscard]] virtual QByteArray aliasRecord(const Alias &alias) const = 0;
        [[nodiscard]] virtual QByteArray logEntryRecord(const LogEntry &entry) const = 0;
    };

    SandboxStore();
    ~SandboxStore();

    /// Opens (and creates the schema of) the database at @p path, or an in-memory one if empty.
    bool open(const QString &path, QString *error);
    /// From now on, aliases and log entries are kept with their records as @p maker makes them (nullptr: none).
    /// Set before seed(), so that the seed data is kept so too; @p maker must outlive the store or be unset.
    void setRecordMaker(const RecordMaker *maker);
    /// Adds the seed data unless the database already has accounts. The Free account always exists.
    bool seed(SandboxOptions::Seed seed, quint32 randomSeed, QString *error);
    /// Keeps the records of the rows that have none in the record maker's form: a database file written with
    /// other options or before records were kept (after seed(); nothing to do for a new one). Until then, or for
    /// a row another writer changes later, a list makes such a row's record from its columns, one row at a time.
    bool keepRecords(QString *error);
    /// Creates a key named @p keyName for the account @p accountName (replacing an earlier key of that
    /// name) and returns its value; uses @p value when it is given.
    QString mintKey(const QString &accountName, const QString &keyName, const QString &value = {});
    /// Creates an account with one key; returns the key's value.
    QString createAccount(const QString &name, Plan plan);
    /// Name of the account seed() made for the session key: "demo", or "large" with Seed::Large.
    [[nodiscard]] QString primaryAccountName() const;
    /// Adds one realistic log entry, timed now, to the primary account (demo mode's live logs).
    void addLiveLogEntry();

    [[nodiscard]] QSqlDatabase database() const;

    // Used by SandboxApi.

    /// The account a key belongs to (and marks the key used), or nothing for an unknown key.
    std::optional<Account> authenticate(const QString &keyValue);

    [[nodiscard]] qint64 domainCount(qint64 accountId) const;
    /// Rows [offset, offset + count) of the account's domains, in id order.
    void forEachDomain(qint64 accountId, qint64 offset, qint64 count, const RowVisitor<Domain> &visit) const;
    [[nodiscard]] std::optional<Domain> findDomain(qint64 accountId, const QString &pathId, bool byUuid) const;
    [[nodiscard]] bool hasDomainNamed(qint64 accountId, const QString &asciiName) const;
    std::optional<Domain> createDomain(qint64 accountId, const QString &asciiName, int verifyAfter);
    bool deleteDomain(qint64 domainId);
    /// Stores the outcome of a verify call.
    bool updateDomainCheck(const Domain &domain);

    [[nodiscard]] qint64 aliasCount(qint64 domainId) const;
    /// Rows [offset, offset + count) of the domain's aliases, in id order.
    void forEachAlias(qint64 domainId, qint64 offset, qint64 count, const RowVisitor<Alias> &visit) const;
    /// The same rows as forEachAlias(), each as its record (RecordMaker::aliasRecord()). Needs a record maker.
    void forEachAliasRecord(qint64 domainId, qint64 offset, qint64 count, const RecordVisitor &visit) const;
    [[nodiscard]] std::optional<Alias> findAlias(qint64 domainId, const QString &pathId, bool byUuid) const;
    /// Whether another alias (not @p exceptAliasId) of the domain has this local part ("*" = a catch-all).
    [[nodiscard]] bool hasLocalpart(qint64 domainId, const QString &localpart, qint64 exceptAliasId) const;
    std::optional<Alias> createAlias(const Alias &draft);
    std::optional<Alias> updateAlias(const Alias &alias);
    bool deleteAlias(qint64 aliasId);

    [[nodiscard]] qint64 logCount(qint64 accountId) const;
    /// Rows [offset, offset + count) of the account's log entries, newest first.
    void forEachLogEntry(qint64 accountId, qint64 offset, qint64 count, const RowVisitor<LogEntry> &visit) const;
    /// The same rows as forEachLogEntry(), each as its record (RecordMaker::logEntryRecord()). Needs a record
    /// maker.
    void forEachLogEntryRecord(qint64 accountId, qint64 offset, qint64 count, const RecordVisitor &visit) const;

    /// Rows [offset, offset + count) of the account's keys, in id order.
    void forEachApiKey(qint64 accountId, qint64 offset, qint64 count, const RowVisitor<ApiKey> &visit) const;
    [[nodiscard]] qint64 apiKeyCount(qint64 accountId) const;
    [[nodiscard]] std::optional<ApiKey> findApiKey(qint64 accountId, const QString &pathId, bool byUuid) const;
    /// Creates a key and returns it with its value (the only time the value is known).
    std::optional<ApiKey> createApiKey(qint64 accountId, const QString &name, QString *value);
    bool deleteApiKey(qint64 keyId);

private:
    bool createSchema(QString *error);
    /// Secondary indexes and the triggers that keep each domain's alias count, after seeding, since they slow
    /// bulk inserts down; the counts are made (again) here.
    bool createIndexes(QString *error);
    bool runStatements(const char *const *statements, size_t count, QString *error);
    qint64 accountId(const QString &name) const;
    qint64 insertAccount(const QString &name, Plan plan);
    [[nodiscard]] qint64 nextId(const QString &table) const;
    /// Inserts what SandboxSeeder made for the account; within seed()'s transaction.
    bool writeSeed(qint64 accountId, const SandboxSeedData &data);
    qint64 insertApiKey(qint64 accountId, const QString &name, const QString &value, qint64 created,
                        std::optional<qint64> lastUsed);
    /// Stores @p entry (its id included) with its record.
    bool insertLog(QSqlQuery &query, qint64 accountId, const LogEntry &entry);
    /// Keeps @p alias's record beside its row, as it is now.
    void keepAliasRecord(const Alias &alias);
    std::optional<Alias> aliasById(qint64 aliasId) const;
    std::optional<LogEntry> logEntryById(qint64 entryId) const;
    std::optional<Domain> domainById(qint64 domainId) const;
    bool execute(QSqlQuery &query, const char *what) const;

    QString m_connectionName;
    /// Statements prepared once, and where each list's last page ended (sandboxstore.cpp).
    std::unique_ptr<SandboxStoreCache> m_cache;
    QString m_primaryAccount;
    quint32 m_liveCounter = 0;
    const RecordMaker *m_recordMaker = nullptr;
};

} // namespace ForwardDesk::Sandbox
