// SPDX-License-Identifier: GPL-3.0-or-later
// The offline cache on its own: what goes in comes back out in order, per account, and goes with remove().

#include "core/responsedecoder.h"
#include "folderbytes.h"
#include "models/offlinecache.h"

#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace ForwardDesk;
using Models::OfflineCache;
using Models::OfflineSnapshot;

namespace {
Core::Domain domain(const QString &id, const QString &name)
{
    return Core::ResponseDecoder::decodeDomain(
        QJsonObject{{u"id"_s, id}, {u"domain"_s, name}, {u"status"_s, u"active"_s}, {u"extra"_s, 7}});
}

Core::Alias alias(const QString &id, const QString &localPart, const QString &destination)
{
    return Core::ResponseDecoder::decodeAlias(QJsonObject{{u"id"_s, id},
                                                          {u"localpart"_s, localPart},
                                                          {u"enabled"_s, false},
                                                          {u"destinations"_s, QJsonArray{destination}}});
}

Core::LogEntry logEntry(const QString &id, const QString &status)
{
    return Core::ResponseDecoder::decodeLogEntry(QJsonObject{{u"id"_s, id},
                                                             {u"created_at"_s, u"2026-11-20T10:00:00Z"_s},
                                                             {u"recipient"_s, u"finn@acme-studio.example"_s},
                                                             {u"status"_s, status}});
}
} // namespace

class TestOfflineCache final : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        m_cache = std::make_unique<OfflineCache>(m_dir->filePath(u"sub/cache"_s));
    }

    void snapshot_ofAnUnknownKey_isEmpty()
    {
        QVERIFY(m_cache->snapshot(u"nobody"_s).isEmpty());
        QVERIFY(!m_cache->contains(u"nobody"_s));
    }

    void saved_readsBackInOrderWithUnknownFields()
    {
        const QDateTime savedAt(QDate(2026, 11, 20), QTime(9, 30), Qt::UTC);
        QVERIFY(
            m_cache->saveDomains(u"p1"_s, {domain(u"2"_s, u"b.example"_s), domain(u"1"_s, u"a.example"_s)}, savedAt));
        QVERIFY(m_cache->saveAliases(
            u"p1"_s, u"2"_s,
            {alias(u"20"_s, u"finn"_s, u"finn@home.example"_s), alias(u"21"_s, u"ada"_s, u"ada@home.example"_s)}));
        QVERIFY(m_cache->saveLogs(u"p1"_s, {logEntry(u"l2"_s, u"bounced"_s), logEntry(u"l1"_s, u"delivered"_s)}));

        const Models::OfflineSnapshot snapshot = m_cache->snapshot(u"p1"_s);
        QVERIFY(!snapshot.isEmpty());
        QCOMPARE(snapshot.savedAt, savedAt);
        QCOMPARE(snapshot.domains.size(), 2);
        QCOMPARE(snapshot.domains.at(0).name, u"b.example"_s);
        QCOMPARE(snapshot.domains.at(0).status, Core::Domain::Status::Active);
        QCOMPARE(snapshot.domains.at(0).raw.object().value(u"extra"_s).toInt(), 7);
        QCOMPARE(snapshot.domains.at(1).id, u"1"_s);
        QCOMPARE(snapshot.aliases.keys(), QStringList{u"2"_s});
        const QList<Core::Alias> aliases = snapshot.aliases.value(u"2"_s);
        QCOMPARE(aliases.size(), 2);
        QCOMPARE(aliases.at(0).localPart, u"finn"_s);
        QCOMPARE(aliases.at(0).domainId, u"2"_s);
        QCOMPARE(aliases.at(0).enabled, false);
        QCOMPARE(aliases.at(1).destinations, QStringList{u"ada@home.example"_s});
        QCOMPARE(snapshot.logs.size(), 2);
        QCOMPARE(snapshot.logs.at(0).id, u"l2"_s);
        QCOMPARE(snapshot.logs.at(0).status, Core::LogEntry::Status::Bounced);
    }

    void saveAgain_replacesAndDropsAliasesOfGoneDomains()
    {
        QVERIFY(m_cache->saveDomains(u"p1"_s, {domain(u"1"_s, u"a.example"_s), domain(u"2"_s, u"b.example"_s)}));
        QVERIFY(m_cache->saveAliases(u"p1"_s, u"1"_s, {alias(u"10"_s, u"x"_s, u"x@home.example"_s)}));
        QVERIFY(m_cache->saveAliases(u"p1"_s, u"2"_s, {alias(u"20"_s, u"y"_s, u"y@home.example"_s)}));
        QVERIFY(m_cache->saveAliases(u"p1"_s, u"2"_s, {}));
        QVERIFY(m_cache->saveDomains(u"p1"_s, {domain(u"2"_s, u"b.example"_s)}));

        const Models::OfflineSnapshot snapshot = m_cache->snapshot(u"p1"_s);
        QCOMPARE(snapshot.domains.size(), 1);
        QVERIFY(!snapshot.aliases.contains(u"1"_s)); // its domain is gone
        QVERIFY(snapshot.aliases.contains(u"2"_s)); // loaded, and empty
        QVERIFY(snapshot.aliases.value(u"2"_s).isEmpty());
    }

    void accounts_areKeptApart_andRemoveForgetsOneOnly()
    {
        QVERIFY(m_cache->saveDomains(u"p1"_s, {domain(u"1"_s, u"one.example"_s)}));
        QVERIFY(m_cache->saveLogs(u"p1"_s, {logEntry(u"l1"_s, u"rejected"_s)}));
        QVERIFY(m_cache->saveDomains(u"p2"_s, {domain(u"9"_s, u"two.example"_s)}));
        QCOMPARE(m_cache->snapshot(u"p2"_s).domains.constFirst().name, u"two.example"_s);
        QVERIFY(m_cache->snapshot(u"p2"_s).logs.isEmpty());

        QVERIFY(m_cache->remove(u"p1"_s));
        QVERIFY(!m_cache->contains(u"p1"_s));
        QVERIFY(m_cache->snapshot(u"p1"_s).isEmpty());
        QVERIFY(m_cache->contains(u"p2"_s));
        // Gone from the disk, not only from the answers.
        const QByteArray bytes = TestSupport::folderBytes(m_cache->folderPath());
        QVERIFY(!bytes.contains("one.example"));
        QVERIFY(bytes.contains("two.example"));
    }

    void files_areReadableByTheirOwnerOnly()
    {
        QVERIFY(m_cache->saveDomains(u"p1"_s, {domain(u"1"_s, u"a.example"_s)}));
        QVERIFY(m_cache->saveAliases(u"p1"_s, u"1"_s, {alias(u"10"_s, u"x"_s, u"x@home.example"_s)}));
        QVERIFY(m_cache->saveLogs(u"p1"_s, {logEntry(u"l1"_s, u"delivered"_s)}));
        QStringList paths{m_cache->folderPath()};
        QDirIterator it(m_cache->folderPath(), QDir::AllEntries | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            paths << it.next();
        }
        QCOMPARE(paths.size(), 6); // the cache, the account, its domains, logs, aliases folder and one domain's
        for (const QString &path : std::as_const(paths)) {
            const QFile::Permissions permissions = QFile::permissions(path);
            QVERIFY2(permissions & QFile::ReadOwner, qPrintable(path));
            QVERIFY2(!(permissions & (QFile::ReadGroup | QFile::ReadOther | QFile::WriteGroup | QFile::WriteOther)),
                     qPrintable(path));
        }
    }

    void keysAndIds_neverBecomePaths()
    {
        // An address as the key, and a domain id that would climb out of the folder if it were a file name.
        const QString address = u"forwarddesk-url:https://api.example/v1"_s;
        QVERIFY(m_cache->saveDomains(address, {domain(u"../../x"_s, u"a.example"_s)}));
        QVERIFY(m_cache->saveAliases(address, u"../../x"_s, {alias(u"10"_s, u"x"_s, u"x@home.example"_s)}));
        QCOMPARE(m_cache->snapshot(address).aliases.value(u"../../x"_s).size(), 1);
        QVERIFY(!QFileInfo::exists(m_dir->filePath(u"x"_s)));
        QVERIFY(!QFileInfo::exists(m_dir->filePath(u"sub/x"_s)));
    }

    void aDamagedFile_readsAsNeverSaved()
    {
        QVERIFY(m_cache->saveDomains(u"p1"_s, {domain(u"1"_s, u"a.example"_s), domain(u"2"_s, u"b.example"_s)}));
        QVERIFY(m_cache->saveLogs(u"p1"_s, {logEntry(u"l1"_s, u"delivered"_s)}));
        QDirIterator it(m_cache->folderPath(), QDir::Files, QDirIterator::Subdirectories);
        QString domainsPath;
        QString logsPath;
        while (it.hasNext()) {
            const QString path = it.next();
            (it.fileName() == u"domains"_s ? domainsPath : logsPath) = path;
        }
        QVERIFY(!domainsPath.isEmpty() && !logsPath.isEmpty());

        // A save cut short: the logs file loses its end.
        QFile logs(logsPath);
        QVERIFY(logs.resize(logs.size() - 3));
        OfflineSnapshot snapshot = m_cache->snapshot(u"p1"_s);
        QCOMPARE(snapshot.domains.size(), 2);
        QVERIFY(snapshot.logs.isEmpty());

        // The domains file cut short: nothing is kept, whatever the other files hold.
        QFile domains(domainsPath);
        QVERIFY(domains.resize(domains.size() - 1));
        QVERIFY(!m_cache->contains(u"p1"_s));
        QVERIFY(m_cache->snapshot(u"p1"_s).isEmpty());

        // Bytes that are not a cache file at all.
        QVERIFY(domains.open(QIODevice::WriteOnly | QIODevice::Truncate));
        domains.write("SQLite format 3");
        domains.close();
        QVERIFY(m_cache->snapshot(u"p1"_s).isEmpty());
        QVERIFY(!m_cache->contains(u"p1"_s));

        // Saving again makes it whole.
        QVERIFY(m_cache->saveDomains(u"p1"_s, {domain(u"3"_s, u"c.example"_s)}));
        QCOMPARE(m_cache->snapshot(u"p1"_s).domains.constFirst().name, u"c.example"_s);
    }

    void aFileWithBlocksZeroedByACrash_readsAsNeverSaved()
    {
        // Files are not synced to disk before they replace the old ones: after a crash, a file can have its
        // length and parts of its bytes zeroed. Here a record's text is, and the file keeps its structure.
        const Core::LogEntry entry = logEntry(u"l1"_s, u"delivered"_s);
        QVERIFY(m_cache->saveDomains(u"p1"_s, {domain(u"1"_s, u"a.example"_s)}));
        QVERIFY(m_cache->saveLogs(u"p1"_s, {entry}));
        QCOMPARE(m_cache->snapshot(u"p1"_s).logs.size(), 1);
        QDirIterator it(m_cache->folderPath(), {u"logs"_s}, QDir::Files, QDirIterator::Subdirectories);
        QVERIFY(it.hasNext());
        QFile logs(it.next());
        QVERIFY(logs.open(QIODevice::ReadWrite));
        QByteArray bytes = logs.readAll();
        const qsizetype at = bytes.indexOf(entry.rawJson());
        QVERIFY(at > 0);
        bytes.replace(at, entry.rawJson().size(), QByteArray(entry.rawJson().size(), '\0'));
        QVERIFY(logs.seek(0));
        QCOMPARE(logs.write(bytes), bytes.size());
        logs.close();

        const OfflineSnapshot snapshot = m_cache->snapshot(u"p1"_s);
        QCOMPARE(snapshot.domains.size(), 1);
        QVERIFY(snapshot.logs.isEmpty());
    }

    void theFileOfEarlierVersions_isDeleted()
    {
        const QString legacy = m_dir->filePath(u"sub/offline-cache.sqlite"_s);
        QVERIFY(QDir().mkpath(m_dir->filePath(u"sub"_s)));
        for (const QString &path : QStringList{legacy, legacy + u"-wal"_s}) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("one.example");
        }
        const OfflineCache cache(m_dir->filePath(u"sub/cache"_s));
        QVERIFY(!QFileInfo::exists(legacy));
        QVERIFY(!QFileInfo::exists(legacy + u"-wal"_s));
        QVERIFY(cache.snapshot(u"p1"_s).isEmpty());
    }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<OfflineCache> m_cache;
};

QTEST_GUILESS_MAIN(TestOfflineCache)
#include "tst_offlinecache.moc"
