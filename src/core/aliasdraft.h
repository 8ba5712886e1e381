// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/alias.h"

#include <QFlags>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace ForwardDesk::Core {

/// What a user wants an alias to be: built by the Add/Edit dialog, sent by the client.
///
/// fields says which fields an update (PATCH) sends: all three for an edit, only `enabled` for a toggle, only
/// `destinations` for a replace, so that a change of one field never puts back an older value of another.
struct AliasDraft
{
    enum class Field { LocalPart = 0x1, Enabled = 0x2, Destinations = 0x4 };
    Q_DECLARE_FLAGS(Fields, Field)

    QString localPart;
    bool catchAll = false;
    bool enabled = true;
    QStringList destinations;
    Fields fields = Fields(Field::LocalPart) | Field::Enabled | Field::Destinations;

    /// The draft that would leave @p alias as it is (the starting point for a change of one field).
    [[nodiscard]] static AliasDraft fromAlias(const Alias &alias);
    /// A change of `enabled` alone, for a service that leaves omitted fields as they are.
    [[nodiscard]] static AliasDraft enabledOnly(bool enabled);
    /// A change of the destinations alone, for a service that leaves omitted fields as they are.
    [[nodiscard]] static AliasDraft destinationsOnly(const QStringList &destinations);

    /// Every field: those of @p alias, with the ones named by fields taken from this draft (for a service
    /// that wants every field in a PATCH).
    [[nodiscard]] AliasDraft appliedTo(const Alias &alias) const;
    /// Whether the PATCH names every field (nothing is left as the service has it).
    [[nodiscard]] bool isComplete() const;

    /// The POST body: localpart, is_catch_all, enabled, destinations.
    [[nodiscard]] QJsonObject toCreateJson() const;
    /// The PATCH body: the fields named by fields. An empty list of destinations is never sent: no user
    /// asks for an alias that forwards nowhere, so an empty list can only be one that was not known.
    [[nodiscard]] QJsonObject toUpdateJson() const;
};

Q_DECLARE_OPERATORS_FOR_FLAGS(AliasDraft::Fields)

} // namespace ForwardDesk::Core
