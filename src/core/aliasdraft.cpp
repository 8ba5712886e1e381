// SPDX-License-Identifier: GPL-3.0-or-later
#include "aliasdraft.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Core {

AliasDraft AliasDraft::fromAlias(const Alias &alias)
{
    AliasDraft draft;
    draft.localPart = alias.localPart;
    draft.catchAll = alias.catchAll;
    draft.enabled = alias.enabled;
    draft.destinations = alias.destinations;
    return draft;
}

AliasDraft AliasDraft::enabledOnly(bool enabled)
{
    AliasDraft draft;
    draft.enabled = enabled;
    draft.fields = Field::Enabled;
    return draft;
}

AliasDraft AliasDraft::destinationsOnly(const QStringList &destinations)
{
    AliasDraft draft;
    draft.destinations = destinations;
    draft.fields = Field::Destinations;
    return draft;
}

AliasDraft AliasDraft::appliedTo(const Alias &alias) const
{
    AliasDraft result = fromAlias(alias);
    if (fields.testFlag(Field::LocalPart)) {
        result.localPart = localPart;
        result.catchAll = catchAll;
    }
    if (fields.testFlag(Field::Enabled)) {
        result.enabled = enabled;
    }
    if (fields.testFlag(Field::Destinations)) {
        result.destinations = destinations;
    }
    return result;
}

bool AliasDraft::isComplete() const
{
    return fields.testFlag(Field::LocalPart) && fields.testFlag(Field::Enabled) && fields.testFlag(Field::Destinations);
}

QJsonObject AliasDraft::toCreateJson() const
{
    return {
        {u"localpart"_s, catchAll ? u"*"_s : localPart},
        {u"enabled"_s, enabled},
        {u"destinations"_s, QJsonArray::fromStringList(destinations)},
        {u"is_catch_all"_s, catchAll},
    };
}

QJsonObject AliasDraft::toUpdateJson() const
{
    QJsonObject object;
    if (fields.testFlag(Field::LocalPart)) {
        object.insert(u"localpart"_s, catchAll ? u"*"_s : localPart);
    }
    if (fields.testFlag(Field::Enabled)) {
        object.insert(u"enabled"_s, enabled);
    }
    if (fields.testFlag(Field::Destinations) && !destinations.isEmpty()) {
        object.insert(u"destinations"_s, QJsonArray::fromStringList(destinations));
    }
    return object;
}

} // namespace ForwardDesk::Core
