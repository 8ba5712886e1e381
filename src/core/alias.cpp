// SPDX-License-Identifier: GPL-3.0-or-later
#include "alias.h"

namespace ForwardDesk::Core {

QString Alias::address(const QString &domainName) const
{
    return (catchAll ? QStringLiteral("*") : localPart) + u'@' + domainName;
}

} // namespace ForwardDesk::Core
