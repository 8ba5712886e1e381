// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/offlinecache.h"

#include "core/bytehash.h"
#include "core/responsedecoder.h"

#include <QCryptographicHash>
#include <QDataStream>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryFile>

#include <algorithm>
#include <filesystem>
#include <optional>
#include <string_view>
#include <system_error>
#include <utility>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Models {

namespace {
Q_LOGGING_CATEGORY(lc, "forwarddesk.models.offlinecache", QtInfoMsg)

const QString domainsFile = u"domains"_s;
const QString logsFile = u"logs"_s;
const QString aliasesFolder = u"aliases"_s;
/// The SQLite file earlier versions kept the cache in, beside the cache's folder; deleted, not read.
const QStringList legacyFiles = {u"offline-cache.sqlite"_s, u"offline-cache.sqlite-wal"_s,
                                 u"offline-cache.sqlite-shm"_s};

constexpr quint32 fileMagic = 0x46444f43; // "FDOC"
constexpr quint32 endMagic = 0x454e4421; // "END!"
constexpr quint32 formatVersion = 2; // 2: the records' hash before the end
constexpr auto streamVersion = QDataStream::Qt_6_0;
constexpr quint32 maxReserved = 1U << 17;
constexpr QFile::Permissions ownerOnlyFile = QFile::ReadOwner | QFile::WriteOwner;
constexpr QFile::Permissions ownerOnlyFolder = QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner;

/// A file name for @p text that no text of the service can turn into a path.
QString hashedName(const QString &text)
{
    return QString::fromLatin1(QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Sha256).toHex().left(32));
}

/// Continues the hash of a cache file's records, @p hash, over one record's @p bytes. A file ends with this hash:
/// it is not synced to disk before it replaces the old one, and a crash can leave blocks of it zeroed, which its
/// structure alone would not always show.
quint64 hashOn(quint64 hash, QByteArrayView bytes)
{
    return Core::hashBytes(std::string_view(bytes.data(), std::size_t(bytes.size())), hash);
}
constexpr quint64 hashStart = 0xcbf29ce484222325ULL;

/// What one cache file holds: the key it belongs to (so that a hash collision reads as absent), a label
/// (the time of a domains file, the domain id of an aliases file) and the records' texts.
struct CacheFile
{
    QString label;
    QList<QByteArray> records;
};

/// Reads the file at @p path if it belongs to @p key and reads back whole.
std::optional<CacheFile> readCacheFile(const QString &path, const QString &key)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return std::nullopt;
    }
    QDataStream in(&file);
    in.setVersion(streamVersion);
    quint32 magic = 0;
    quint32 version = 0;
    QString fileKey;
    CacheFile result;
    quint32 count = 0;
    in >> magic >> version >> fileKey >> result.label >> count;
    if (in.status() != QDataStream::Ok || magic != fileMagic || version != formatVersion || fileKey != key) {
        return std::nullopt;
    }
    // Each record takes at least its length's four bytes: a count the file cannot hold is damage.
    if (count > quint64(file.size()) / sizeof(quint32)) {
        return std::nullopt;
    }
    // Room for the records up front, but not for whatever count a damaged file claims.
    result.records.reserve(std::min(count, maxReserved));
    quint64 hash = hashStart;
    for (quint32 i = 0; i < count && in.status() == QDataStream::Ok; ++i) {
        QByteArray record;
        in >> record;
        hash = hashOn(hash, record);
        result.records.append(std::move(record));
    }
    quint64 fileHash = 0;
    quint32 end = 0;
    in >> fileHash >> end;
    if (in.status() != QDataStream::Ok || fileHash != hash || end != endMagic || !in.atEnd()) {
        qCWarning(lc) << "ignoring a damaged cache file:" << QFileInfo(path).fileName();
        return std::nullopt;
    }
    return result;
}

/// Makes the folders from @p root down to @p folder inside it, each open to its owner only (the parents of
/// @p root as any other folder).
bool makeFolders(const QString &root, const QString &folder)
{
    if (QFileInfo::exists(folder)) {
        return true;
    }
    if (!QDir().mkpath(QFileInfo(root).absolutePath())) {
        return false;
    }
    const auto make = [](const QString &path) {
        return QFileInfo::exists(path) || QDir().mkdir(path, ownerOnlyFolder) || QFileInfo::exists(path);
    };
    QString path = root;
    bool made = make(path);
    for (const QString &part : QDir(root).relativeFilePath(folder).split(u'/', Qt::SkipEmptyParts)) {
        path += u'/' + part;
        made = made && make(path);
    }
    return made;
}

/// Replaces the file at @p path inside the cache folder @p root with @p records of @p key under @p label, in
/// their order.
///
/// The file is written beside the old one and renamed over it, so that a reader finds the old file or the new
/// one whole. It is not synced to disk first (as QSaveFile does): a sync waits for the disk, on a busy one for
/// hundreds of milliseconds, and quitting and the offline fallback wait for the saves. A file that a crash
/// leaves part-written fails its hash and reads as never saved, which for a cache only means loading again.
template <typename Record>
bool writeCacheFile(const QString &root, const QString &path, const QString &key, const QString &label,
                    const QList<Record> &records)
{
    if (!makeFolders(root, QFileInfo(path).absolutePath())) {
        qCWarning(lc) << "cannot make the cache's folder";
        return false;
    }
    // Removed when it goes out of scope unless it has been renamed; made open to its owner only.
    QTemporaryFile file(path + u".XXXXXX"_s);
    if (!file.open()) {
        qCWarning(lc) << "cannot write to the cache:" << file.errorString();
        return false;
    }
    QDataStream out(&file);
    out.setVersion(streamVersion);
    out << fileMagic << formatVersion << key << label << quint32(records.size());
    quint64 hash = hashStart;
    for (const Record &record : records) {
        QByteArray json = record.rawJson();
        if (json.isEmpty()) {
            json = QByteArrayLiteral("{}");
        }
        hash = hashOn(hash, json);
        out << json;
    }
    out << hash << endMagic;
    const QString written = file.fileName();
    if (out.status() != QDataStream::Ok || !file.flush()) {
        qCWarning(lc) << "cannot write to the cache:" << file.errorString();
        return false;
    }
    file.close();
    // Replaces the old file in one step on every platform (QFile::rename() does not replace).
    std::error_code error;
    std::filesystem::rename(QFileInfo(written).filesystemFilePath(), QFileInfo(path).filesystemFilePath(), error);
    if (error) {
        qCWarning(lc) << "cannot write to the cache:" << QString::fromStdString(error.message());
        return false;
    }
    file.setAutoRemove(false);
    // The folders already keep others out; the file does too, whatever the umask made of it.
    QFile::setPermissions(path, ownerOnlyFile);
    return true;
}

QJsonObject recordObject(const QByteArray &text)
{
    return QJsonDocument::fromJson(text).object();
}
} // namespace

OfflineCache::OfflineCache()
    : OfflineCache(defaultFolderPath())
{ }

OfflineCache::OfflineCache(QString folderPath)
    : m_folderPath(std::move(folderPath))
{
    // What an earlier version kept would otherwise outlive the removal of its profile.
    const QDir parent = QFileInfo(m_folderPath).dir();
    for (const QString &name : legacyFiles) {
        if (parent.exists(name)) {
            QFile::remove(parent.filePath(name));
        }
    }
}

QString OfflineCache::folderName()
{
    return u"offline-cache"_s;
}

QString OfflineCache::defaultFolderPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u'/' + folderName();
}

QString OfflineCache::accountFolder(const QString &key) const
{
    return m_folderPath + u'/' + hashedName(key);
}

bool OfflineCache::saveDomains(const QString &key, const QList<Core::Domain> &domains, const QDateTime &savedAt)
{
    const QString folder = accountFolder(key);
    if (!writeCacheFile(m_folderPath, folder + u'/' + domainsFile, key, savedAt.toUTC().toString(Qt::ISODateWithMs),
                        domains)) {
        return false;
    }
    // Aliases of domains that are gone would never be shown again. Each domain's file is named after its id,
    // so what to keep is known without opening any (a write cut short, under another name, goes too).
    QSet<QString> keep;
    for (const Core::Domain &domain : domains) {
        keep.insert(hashedName(domain.id));
    }
    const QDir aliases(folder + u'/' + aliasesFolder);
    bool ok = true;
    for (const QString &name : aliases.entryList(QDir::Files | QDir::Hidden)) {
        if (!keep.contains(name)) {
            ok = QFile::remove(aliases.filePath(name)) && ok;
        }
    }
    return ok;
}

bool OfflineCache::saveAliases(const QString &key, const QString &domainId, const QList<Core::Alias> &aliases)
{
    return writeCacheFile(m_folderPath, accountFolder(key) + u'/' + aliasesFolder + u'/' + hashedName(domainId), key,
                          domainId, aliases);
}

bool OfflineCache::saveLogs(const QString &key, const QList<Core::LogEntry> &entries)
{
    return writeCacheFile(m_folderPath, accountFolder(key) + u'/' + logsFile, key, QString(), entries);
}

OfflineSnapshot OfflineCache::snapshot(const QString &key) const
{
    OfflineSnapshot result;
    const QString folder = accountFolder(key);
    std::optional<CacheFile> domains = readCacheFile(folder + u'/' + domainsFile, key);
    if (!domains) {
        return result;
    }
    for (const QByteArray &text : std::as_const(domains->records)) {
        result.domains << Core::ResponseDecoder::decodeDomain(recordObject(text), text);
    }
    const QDir aliasesDir(folder + u'/' + aliasesFolder);
    for (const QString &name : aliasesDir.entryList(QDir::Files)) {
        const std::optional<CacheFile> aliases = readCacheFile(aliasesDir.filePath(name), key);
        if (!aliases) {
            continue;
        }
        QList<Core::Alias> &list = result.aliases[aliases->label];
        list.reserve(aliases->records.size());
        for (const QByteArray &text : aliases->records) {
            Core::Alias alias = Core::ResponseDecoder::decodeAlias(recordObject(text), text);
            if (alias.domainId.isEmpty()) {
                alias.domainId = aliases->label;
            }
            list << alias;
        }
    }
    if (const std::optional<CacheFile> logs = readCacheFile(folder + u'/' + logsFile, key)) {
        result.logs.reserve(logs->records.size());
        for (const QByteArray &text : logs->records) {
            result.logs << Core::ResponseDecoder::decodeLogEntry(recordObject(text), text);
        }
    }
    const QDateTime savedAt = QDateTime::fromString(domains->label, Qt::ISODateWithMs);
    result.savedAt = savedAt.isValid() ? savedAt : QDateTime::fromSecsSinceEpoch(0, Qt::UTC);
    return result;
}

bool OfflineCache::contains(const QString &key) const
{
    // Read whole, as snapshot() reads it: a file cut short counts as never written here too.
    return readCacheFile(accountFolder(key) + u'/' + domainsFile, key).has_value();
}

bool OfflineCache::remove(const QString &key)
{
    QDir folder(accountFolder(key));
    return !folder.exists() || folder.removeRecursively();
}

} // namespace ForwardDesk::Models
