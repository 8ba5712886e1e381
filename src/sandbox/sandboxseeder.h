// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sandboxstore.h"

#include <QString>

#include <optional>
#include <vector>

class QRandomGenerator;

namespace ForwardDesk::Sandbox {

/// Rows of one seeded account, ready to be inserted with their ids (domains and aliases) and UUIDs.
struct SandboxSeedData
{
    /// A key besides the session key; its value is made (from the system's generator) when it is stored.
    struct Key
    {
        QString name;
        qint64 created = 0;
        std::optional<qint64> lastUsed;
    };

    std::vector<SandboxStore::Domain> domains;
    std::vector<SandboxStore::Alias> aliases;
    std::vector<SandboxStore::LogEntry> logs; ///< oldest first
    std::vector<Key> keys;
};

/// Makes the sandbox's seed data (docs/sandbox.md, "Demo data"): the demo account's domains, aliases, log
/// entries and extra keys, the large benchmark account, and the live log entries of demo mode.
///
/// It only generates rows, from a random generator that makes them reproducible (--seed-random);
/// SandboxStore::seed() writes them. Usage: `SandboxSeedData data = SandboxSeeder::demo(random, …);`.
class SandboxSeeder final
{
public:
    /// Eight domains in mixed states, 60 aliases, 2,000 log entries with a recent incident, two keys.
    /// Ids start at @p firstDomainId and @p firstAliasId; times are before @p now.
    static SandboxSeedData demo(QRandomGenerator &random, qint64 firstDomainId, qint64 firstAliasId, qint64 now);
    /// 1,000 domains, 100,000 aliases (50,000 on bulk.example), 100,000 log entries.
    static SandboxSeedData large(QRandomGenerator &random, qint64 firstDomainId, qint64 firstAliasId, qint64 now);
    /// One realistic log entry for mail to @p domain at @p time; @p alias is the alias it reached, or null for
    /// an unknown recipient. Counts a delivery on the alias. The entry has no UUID yet.
    static SandboxStore::LogEntry logEntry(QRandomGenerator &random, const QString &domain, SandboxStore::Alias *alias,
                                           qint64 time);
    /// Value of a new domain's verification TXT record.
    static QString verificationToken(QRandomGenerator &random);
};

} // namespace ForwardDesk::Sandbox
