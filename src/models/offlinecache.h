// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/offlinesnapshot.h"

#include <QString>

namespace ForwardDesk::Models {

/// The local copy of what each account last loaded (domains, aliases, log entries), as plain files in a
/// folder of their own, so that ForwardDesk can show it read-only when the service cannot be reached.
///
/// Entries are filed under a cache key: the profile's id (or, for an account given on the command line
/// only, its address). Each key has a sub-folder named after a hash of the key, holding a `domains` file,
/// a `logs` file and one file per domain whose aliases were loaded. A file holds its records as the
/// service sent them (`raw`), decoded again with the client's own decoder when read, so there is one
/// reading of a record. Each save writes a whole new file and renames it over the old one; a file that does
/// not read back to its end with the hash of its records (a save cut short by a crash) counts as never saved.
/// The API key is never stored; the folders are open to their owner only.
///
/// Usage: OfflineCache cache; cache.saveDomains(key, domains); … cache.snapshot(key). remove(key) when
/// the profile goes. Nothing is held open between calls.
class OfflineCache final
{
public:
    /// The cache in the app's data folder (QStandardPaths::AppDataLocation).
    OfflineCache();
    /// The cache in the folder @p folderPath, made when first written.
    explicit OfflineCache(QString folderPath);

    [[nodiscard]] QString folderPath() const { return m_folderPath; }
    [[nodiscard]] static QString defaultFolderPath();
    /// The name of the cache's folder inside the app's data folder.
    [[nodiscard]] static QString folderName();

    /// Replaces the domains of @p key and stamps the snapshot with @p savedAt; drops the aliases of
    /// domains that are gone.
    bool saveDomains(const QString &key, const QList<Core::Domain> &domains,
                     const QDateTime &savedAt = QDateTime::currentDateTimeUtc());
    /// Replaces the aliases of one domain of @p key.
    bool saveAliases(const QString &key, const QString &domainId, const QList<Core::Alias> &aliases);
    /// Replaces the log entries of @p key.
    bool saveLogs(const QString &key, const QList<Core::LogEntry> &entries);

    /// Everything kept for @p key; empty when nothing is.
    [[nodiscard]] OfflineSnapshot snapshot(const QString &key) const;
    [[nodiscard]] bool contains(const QString &key) const;
    /// Forgets everything kept for @p key: its files are deleted.
    bool remove(const QString &key);

private:
    [[nodiscard]] QString accountFolder(const QString &key) const;

    QString m_folderPath;
};

} // namespace ForwardDesk::Models
