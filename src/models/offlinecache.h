// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/offlinesnapshot.h"

#include <QString>

namespace ForwardDesk::Models {

/// The local copy of what each account last loaded (domains, aliases, log entries), in an SQLite file
/// through QtSql, so that ForwardDesk can show it read-only when the service cannot be reached.
///
/// Entries are filed under a cache key: the profile's id (or, for an account given on the command line
/// only, its address). Records are kept as the service sent them (`raw`) and decoded again with the
/// client's own decoder, so there is one reading of a record. The API key is never stored.
///
/// Usage: OfflineCache cache; cache.saveDomains(key, domains); … cache.snapshot(key). remove(key) when
/// the profile goes. Each call opens the file and closes it again, so that the cache holds no lock
/// between loads.
class OfflineCache final
{
public:
    /// The cache in the app's data folder (QStandardPaths::AppDataLocation).
    OfflineCache();
    /// The cache in @p filePath (tests).
    explicit OfflineCache(QString filePath);

    [[nodiscard]] QString filePath() const { return m_filePath; }
    [[nodiscard]] static QString defaultFilePath();

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
    /// Forgets everything kept for @p key.
    bool remove(const QString &key);

private:
    QString m_filePath;
};

} // namespace ForwardDesk::Models
