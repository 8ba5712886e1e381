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
    CatchAllRole, ///< bool: the alias is the domain's catch-all
    PendingRole, ///< bool: a change shown ahead of the service's answer (optimistic), not yet confirmed
    NewRole, ///< bool: a log row that arrived in follow mode and has not been seen yet
    AliasIdRole, ///< QString: the id of the alias a log entry belongs to (may be empty)
    DomainRole, ///< QString: the domain a log entry belongs to (ASCII form as the service gives it)
    MessageIdRole, ///< QString: the Message-ID of a logged mail
    CurrentRole, ///< bool: the API key this application itself is signed in with
};

} // namespace ForwardDesk::Models
