// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/widgets/icons.h"

#include <QAction>
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

QAction *Icons::action(const QString &iconName, const QString &text, const QString &objectName, const QString &toolTip,
                       QObject *parent)
{
    auto *created = new QAction(get(iconName), text, parent);
    created->setObjectName(objectName);
    if (!toolTip.isEmpty()) {
        created->setToolTip(toolTip);
    }
    return created;
}

} // namespace ForwardDesk::Gui
