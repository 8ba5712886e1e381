// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/keys/currentkeydelegate.h"

#include "models/roles.h"

#include <QApplication>
#include <QPainter>

namespace ForwardDesk::Gui {

namespace {
constexpr int badgePadding = 6; // inside the badge, left and right
constexpr int badgeGap = 8; // between the name and the badge, and after the badge
constexpr qreal badgeRadius = 4.0;
constexpr qreal badgeFontScale = 0.85;

QFont badgeFont(const QFont &cellFont)
{
    QFont font = cellFont;
    font.setBold(false);
    if (font.pointSizeF() > 0) {
        font.setPointSizeF(font.pointSizeF() * badgeFontScale);
    } else if (font.pixelSize() > 0) {
        font.setPixelSize(qMax(1, qRound(font.pixelSize() * badgeFontScale)));
    }
    return font;
}

int badgeWidth(const QFont &cellFont)
{
    return QFontMetrics(badgeFont(cellFont)).horizontalAdvance(CurrentKeyDelegate::badgeText()) + 2 * badgePadding;
}
} // namespace

CurrentKeyDelegate::CurrentKeyDelegate(QObject *parent)
    : RecordDelegate(parent)
{ }

CurrentKeyDelegate::~CurrentKeyDelegate() = default;

QString CurrentKeyDelegate::badgeText()
{
    return tr("this app");
}

void CurrentKeyDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    if (!index.data(Models::CurrentRole).toBool()) {
        RecordDelegate::paint(painter, option, index);
        return;
    }
    QStyleOptionViewItem cell(option);
    initStyleOption(&cell, index);
    const int reserved = badgeWidth(cell.font) + 2 * badgeGap;
    // Leave room for the badge: the name is elided before it rather than drawn under it.
    const int textWidth = qMax(0, cell.rect.width() - reserved - 2 * badgePadding);
    cell.text = QFontMetrics(cell.font).elidedText(cell.text, cell.textElideMode, textWidth);
    const QWidget *widget = cell.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &cell, painter, widget);

    const QFont font = badgeFont(cell.font);
    const QFontMetrics metrics(font);
    const int width = badgeWidth(cell.font);
    const int height = qMin(cell.rect.height() - 2, metrics.height() + 2);
    const QRect badge(cell.rect.right() - badgeGap - width, cell.rect.center().y() - height / 2, width, height);
    const bool selected = cell.state & QStyle::State_Selected;
    const QPalette::ColorGroup group = cell.state & QStyle::State_Enabled ? QPalette::Normal : QPalette::Disabled;
    const QColor ink = cell.palette.color(group, selected ? QPalette::HighlightedText : QPalette::Highlight);

    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(ink, 1.0));
    painter->setBrush(Qt::NoBrush);
    painter->drawRoundedRect(QRectF(badge).adjusted(0.5, 0.5, -0.5, -0.5), badgeRadius, badgeRadius);
    painter->setFont(font);
    painter->drawText(badge, Qt::AlignCenter, badgeText());
    painter->restore();
}

QSize CurrentKeyDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QSize size = RecordDelegate::sizeHint(option, index);
    if (index.data(Models::CurrentRole).toBool()) {
        QStyleOptionViewItem cell(option);
        initStyleOption(&cell, index);
        size.rwidth() += badgeWidth(cell.font) + 2 * badgeGap;
    }
    return size;
}

} // namespace ForwardDesk::Gui
