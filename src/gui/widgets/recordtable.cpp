// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/widgets/recordtable.h"

#include "gui/widgets/recorddelegate.h"

#include <QHeaderView>
#include <QTableView>

namespace ForwardDesk::Gui::RecordTable {

void setUp(QTableView *view, QAbstractItemView::SelectionMode mode)
{
    view->setSortingEnabled(true);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(mode);
    view->setAlternatingRowColors(true);
    view->setWordWrap(false);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setStretchLastSection(true);
    view->horizontalHeader()->setHighlightSections(false);
    if (!qobject_cast<RecordDelegate *>(view->itemDelegate())) {
        view->setItemDelegate(new RecordDelegate(view));
    }
}

void setColumnWidths(QTableView *view, std::initializer_list<ColumnWidth> widths)
{
    for (const ColumnWidth &entry : widths) {
        view->setColumnWidth(entry.column, entry.width);
    }
}

} // namespace ForwardDesk::Gui::RecordTable
