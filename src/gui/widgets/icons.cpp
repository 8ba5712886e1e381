// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/widgets/icons.h"

#include <QHash>

namespace ForwardDesk::Gui {

QIcon Icons::get(const QString &name)
{
    static QHash<QString, QIcon> cache;
    auto it = cache.find(name);
    if (it == cache.end()) {
        it = cache.insert(name, QIcon(QStringLiteral(":/icons/%1.svg").arg(name)));
    }
    return it.value();
}

} // namespace ForwardDesk::Gui
