// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sandboxoptions.h"
#include "sandboxplan.h"

#include <QSqlDatabase>
#include <QString>

namespace ForwardDesk::Sandbox {

/// The sandbox's storage: accounts, keys (hashed), domains, aliases and logs in one SQLite database.
///
/// Usage: open(), then seed() once; SandboxApi reads and writes through it. The connection is private to
/// this object, so several stores (several servers in one test) never share data.
class SandboxStore final
{
    Q_DISABLE_COPY_MOVE(SandboxStore)

public:
    SandboxStore();
    ~SandboxStore();

    /// Opens (and creates the schema of) the database at @p path, or an in-memory one if empty.
    bool open(const QString &path, QString *error);
    /// Adds the seed data unless the database already has accounts. The Free account always exists.
    bool seed(SandboxOptions::Seed seed, quint32 randomSeed, QString *error);
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

private:
    QString m_connectionName;
    QString m_primaryAccount;
    quint32 m_liveCounter = 0;
};

} // namespace ForwardDesk::Sandbox
