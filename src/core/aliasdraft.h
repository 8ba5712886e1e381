// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/alias.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace ForwardDesk::Core {

/// What a user wants an alias to be: built by the Add/Edit dialog, sent by the client.
struct AliasDraft
{
    QString localPart;
    bool catchAll = false;
    bool enabled = true;
    QStringList destinations;

    /// The draft that would leave @p alias as it is (the starting point for a change of one field).
    [[nodiscard]] static AliasDraft fromAlias(const Alias &alias);

    /// The POST body: localpart, is_catch_all, enabled, destinations.
    [[nodiscard]] QJsonObject toCreateJson() const;
    /// The PATCH body: always localpart, enabled and destinations, which is right whether the service
    /// treats omitted fields as unchanged or as missing.
    [[nodiscard]] QJsonObject toUpdateJson() const;
};

} // namespace ForwardDesk::Core
