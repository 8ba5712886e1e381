// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/logentry.h"

#include <QStringView>

namespace ForwardDesk::Gui {

/// What the logs browser shows of one delivery status besides its translated name (LogModel::statusText):
/// the key that stands for it in CSV exports and action names, and the name of its icon.
struct LogStatusInfo
{
    Core::LogEntry::Status status;
    QStringView key;
    QStringView iconName;
};

/// The entry of @p status in the one table of statuses; an unknown value gets the Unknown entry.
[[nodiscard]] const LogStatusInfo &logStatusInfo(Core::LogEntry::Status status);

} // namespace ForwardDesk::Gui
