// SPDX-License-Identifier: GPL-3.0-or-later
#include "alias.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Core {

QByteArray Alias::rawJson() const
{
    return raw.isSkeleton() ? RawSkeleton::fill(raw.json(), *this) : raw.json();
}

QJsonObject Alias::rawObject() const
{
    return raw.isSkeleton() ? QJsonDocument::fromJson(rawJson()).object() : raw.object();
}

QString Alias::address(const QString &domainName) const
{
    return (catchAll ? u"*"_s : localPart) + u'@' + domainName;
}

} // namespace ForwardDesk::Core
