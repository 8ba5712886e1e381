// SPDX-License-Identifier: GPL-3.0-or-later
#include "logentry.h"

#include <QJsonDocument>

namespace ForwardDesk::Core {

QByteArray LogEntry::rawJson() const
{
    return raw.isSkeleton() ? RawSkeleton::fill(raw.json(), *this) : raw.json();
}

QJsonObject LogEntry::rawObject() const
{
    return raw.isSkeleton() ? QJsonDocument::fromJson(rawJson()).object() : raw.object();
}

} // namespace ForwardDesk::Core
