// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <Qt>

namespace ForwardDesk::Models {

/// Item data roles shared by the models and the views' delegates. Unscoped on purpose: Qt's roles are ints.
enum Role : int {
    IdRole = Qt::UserRole + 1, ///< QString: the record's id
    StatusRole, ///< int: the record's status enum, for badges
    SortRole, ///< a value that sorts naturally (QDateTime, int) where the display text would not
    RawRole, ///< QJsonObject: the record as received, for detail views
    ExactTimeRole, ///< QDateTime in UTC
};

} // namespace ForwardDesk::Models
