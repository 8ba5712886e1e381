// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/widgets/recordtableview.h"

#include <QHeaderView>
#include <QPaintEvent>
#include <QPainter>
#include <QStyle>
#include <QStyleOptionViewItem>

#include <algorithm>
#include <utility>

namespace ForwardDesk::Gui {

RecordTableView::RecordTableView(QWidget *parent)
    : QTableView(parent)
{
    setGridStyle(Qt::NoPen);
}

RecordTableView::~RecordTableView() = default;

void RecordTableView::paintEvent(QPaintEvent *event)
{
    QTableView::paintEvent(event);
    const QHeaderView *rows = verticalHeader();
    const QHeaderView *columns = horizontalHeader();
    if (!showGrid() || rows->count() == 0 || columns->count() == 0 || !itemDelegate()) {
        return; // as QTableView, which paints no cells then
    }
    QStyleOptionViewItem option;
    initViewItemOption(&option);
    const QColor color =
        QColor::fromRgba(static_cast<QRgb>(style()->styleHint(QStyle::SH_Table_GridLineColor, &option, this)));
    const bool rightToLeft = isRightToLeft();
    // The last pixel of the columns and of the rows: no grid beyond them.
    const int columnsEnd = columns->length() - columns->offset() - (rightToLeft ? 0 : 1);
    const int rowsEnd = rows->length() - rows->offset() - 1;

    QPainter painter(viewport());
    for (QRect area : event->region()) {
        area.setBottom(std::min(area.bottom(), rowsEnd));
        if (rightToLeft) {
            area.setLeft(std::max(area.left(), viewport()->width() - columnsEnd));
        } else {
            area.setRight(std::min(area.right(), columnsEnd));
        }
        if (!area.isValid()) {
            continue;
        }
        const int top = rows->visualIndexAt(area.top());
        int bottom = rows->visualIndexAt(area.bottom());
        if (bottom == -1) {
            bottom = rows->count() - 1;
        }
        if (top == -1 || top > bottom) {
            continue;
        }
        int left = columns->visualIndexAt(area.left());
        int right = columns->visualIndexAt(area.right());
        if (rightToLeft) {
            std::swap(left, right);
        }
        if (left == -1) {
            left = 0;
        }
        if (right == -1) {
            right = columns->count() - 1;
        }
        // Each row's last pixel row, and each column's last pixel column (its first, right to left).
        for (int visual = top; visual <= bottom; ++visual) {
            const int row = rows->logicalIndex(visual);
            if (!rows->isSectionHidden(row)) {
                painter.fillRect(area.left(), rowViewportPosition(row) + rowHeight(row) - 1, area.width(), 1, color);
            }
        }
        for (int visual = left; visual <= right; ++visual) {
            const int column = columns->logicalIndex(visual);
            if (!columns->isSectionHidden(column)) {
                const int x = columnViewportPosition(column) + (rightToLeft ? 0 : columnWidth(column) - 1);
                painter.fillRect(x, area.top(), 1, area.height(), color);
            }
        }
    }
}

} // namespace ForwardDesk::Gui
