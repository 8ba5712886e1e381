// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/alias.h"
#include "core/domain.h"
#include "core/logentry.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QString>

namespace ForwardDesk::Models {

/// What was last loaded for one account, as the offline cache keeps it: the domains, the aliases of each
/// domain that was opened, and the log entries. Never the key.
struct OfflineSnapshot
{
    QDateTime savedAt; ///< when the domains were loaded (the cache's time for the whole snapshot)
    QList<Core::Domain> domains;
    QHash<QString, QList<Core::Alias>> aliases; ///< by domain id; only the domains whose aliases were loaded
    QList<Core::LogEntry> logs;

    /// True when there is nothing to show (no domains were ever loaded).
    [[nodiscard]] bool isEmpty() const { return !savedAt.isValid(); }
};

} // namespace ForwardDesk::Models
