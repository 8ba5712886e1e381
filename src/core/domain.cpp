// SPDX-License-Identifier: GPL-3.0-or-later
#include "domain.h"

#include <QUrl>

namespace ForwardDesk::Core {

QString Domain::displayName() const
{
    const QString unicode = QUrl::fromAce(name.toLatin1());
    return unicode.isEmpty() ? name : unicode;
}

} // namespace ForwardDesk::Core
