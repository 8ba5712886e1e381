// SPDX-License-Identifier: GPL-3.0-or-later
#include "domain.h"

#include <QUrl>

namespace ForwardDesk::Core {

QString Domain::displayName() const
{
    // Qt shows Unicode only for top-level domains on its IDN whitelist by default; these are the
    // customer's own domains (the ASCII form stays in the tooltip), so every TLD is decoded.
    const QString unicode = QUrl::fromAce(name.toLatin1(), QUrl::IgnoreIDNWhitelist);
    return unicode.isEmpty() ? name : unicode;
}

} // namespace ForwardDesk::Core
