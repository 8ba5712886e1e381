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

QJsonObject AliasDraft::toCreateJson() const
{
    QJsonObject object = toUpdateJson();
    object.insert(u"is_catch_all"_s, catchAll);
    return object;
}

QJsonObject AliasDraft::toUpdateJson() const
{
    return {
        {u"localpart"_s, catchAll ? u"*"_s : localPart},
        {u"enabled"_s, enabled},
        {u"destinations"_s, QJsonArray::fromStringList(destinations)},
    };
}

} // namespace ForwardDesk::Core
