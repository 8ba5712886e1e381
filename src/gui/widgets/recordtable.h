// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractItemView>

#include <initializer_list>

class QTableView;

namespace ForwardDesk::Gui::RecordTable {

/// Gives @p view what the panes' tables of records share: sorting by a click on a column header, whole rows
/// selected (@p mode: one row or several), alternating row colours, one line a row, no row numbers, the last
/// column stretched, header sections that do not light up with the selection, and a RecordDelegate (unless its
/// delegate already is one).
///
/// Usage: call it after setModel() and before sortByColumn().
void setUp(QTableView *view, QAbstractItemView::SelectionMode mode);

/// The width, in pixels, a column starts with when no saved layout says otherwise.
struct ColumnWidth
{
    int column;
    int width;
};

/// Gives the columns of @p view the widths in @p widths (the others keep theirs).
void setColumnWidths(QTableView *view, std::initializer_list<ColumnWidth> widths);

} // namespace ForwardDesk::Gui::RecordTable
