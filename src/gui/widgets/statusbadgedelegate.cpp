// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/widgets/statusbadgedelegate.h"

#include "gui/widgets/icons.h"
#include "models/roles.h"

namespace ForwardDesk::Gui {

StatusBadgeDelegate::StatusBadgeDelegate(IconFor iconFor, QObject *parent)
    : QStyledItemDelegate(parent)
    , m_iconFor(std::move(iconFor))
{ }

StatusBadgeDelegate::~StatusBadgeDelegate() = default;

void StatusBadgeDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    const QVariant status = index.data(Models::StatusRole);
    if (!status.isValid()) {
        return;
    }
    const QString name = m_iconFor(status.toInt());
    if (name.isEmpty()) {
        return;
    }
    option->icon = Icons::get(name);
    option->features |= QStyleOptionViewItem::HasDecoration;
    option->decorationSize = QSize(16, 16);
}

} // namespace ForwardDesk::Gui
