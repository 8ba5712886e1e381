// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/widgets/icons.h"

#include <QHash>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Gui {

QIcon Icons::get(const QString &name)
{
    static QHash<QString, QIcon> cache;
    auto it = cache.find(name);
    if (it == cache.end()) {
        it = cache.insert(name, QIcon(u":/icons/%1.svg"_s.arg(name)));
    }
    return it.value();
}

} // namespace ForwardDesk::Gui
