// SPDX-License-Identifier: GPL-3.0-or-later
#include "alias.h"

using namespace Qt::StringLiterals;

namespace ForwardDesk::Core {

QString Alias::address(const QString &domainName) const
{
    return (catchAll ? u"*"_s : localPart) + u'@' + domainName;
}

} // namespace ForwardDesk::Core
