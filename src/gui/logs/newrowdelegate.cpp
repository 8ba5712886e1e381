// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/logs/newrowdelegate.h"

#include "models/roles.h"

#include <QPainter>

namespace ForwardDesk::Gui {

namespace {
constexpr int markerWidth = 3;
} // namespace

NewRowDelegate::NewRowDelegate(QObject *parent)
    : RecordDelegate(parent)
{ }

NewRowDelegate::~NewRowDelegate() = default;

void NewRowDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    RecordDelegate::initStyleOption(option, index);
    if (index.data(Models::NewRole).toBool()) {
        option->font.setBold(true);
    }
}

void NewRowDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    RecordDelegate::paint(painter, option, index);
    if (index.column() == 0 && index.data(Models::NewRole).toBool()) {
        const QRect bar(option.rect.left(), option.rect.top() + 1, markerWidth, option.rect.height() - 2);
        painter->fillRect(bar, option.palette.color(QPalette::Highlight));
    }
}

} // namespace ForwardDesk::Gui
