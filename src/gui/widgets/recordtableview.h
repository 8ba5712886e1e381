// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTableView>

namespace ForwardDesk::Gui {

/// The table view of the panes' records: a QTableView that draws its grid with one filled rectangle a line.
///
/// QTableView draws each grid line with a pen one pixel wide, which Qt's raster engine strokes a pixel at a time:
/// in a table of a thousand pixels by six hundred, the grid was about an eighth of the instructions of a repaint,
/// which a keystroke in a filter, a scroll or a sort all cause. This view has QTableView draw no grid lines (its
/// grid style is Qt::NoPen, so the cells keep the pixel QTableView leaves them for the grid) and fills the same
/// pixels afterwards in the colour the style gives the grid (QStyle::SH_Table_GridLineColor): a line below each
/// row and beside each column that is shown, across the rows' and columns' extent, left to right or right to
/// left. A solid grid is all it draws: setGridStyle() is not for it, and cells spanning several rows or columns
/// (setSpan()) are not supported.
class RecordTableView : public QTableView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RecordTableView)

public:
    explicit RecordTableView(QWidget *parent = nullptr);
    ~RecordTableView() override;

protected:
    void paintEvent(QPaintEvent *event) override;
};

} // namespace ForwardDesk::Gui
