// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/aliases/aliasitemdelegate.h"

#include "models/aliasmodel.h"
#include "models/roles.h"

namespace ForwardDesk::Gui {

AliasItemDelegate::AliasItemDelegate(QObject *parent)
    : RecordDelegate(parent)
{ }

AliasItemDelegate::~AliasItemDelegate() = default;

void AliasItemDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    RecordDelegate::initStyleOption(option, index);
    switch (index.column()) {
    case Models::AliasModel::AddressColumn:
        if (index.data(Models::CatchAllRole).toBool()) {
            option->font.setItalic(true);
            option->text = tr("%1 — catch-all").arg(option->text);
        }
        break;
    case Models::AliasModel::EnabledColumn: {
        const bool enabled = index.data(Qt::CheckStateRole).toInt() == Qt::Checked;
        if (index.data(Models::PendingRole).toBool()) {
            option->font.setItalic(true);
            option->text = enabled ? tr("Turning on…") : tr("Turning off…");
        } else {
            option->text = enabled ? tr("On") : tr("Off");
        }
        option->features |= QStyleOptionViewItem::HasDisplay;
        break;
    }
    default:
        return;
    }
    chooseLayout(option); // for the text it now holds
}

} // namespace ForwardDesk::Gui
