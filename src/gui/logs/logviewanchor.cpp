// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/logs/logviewanchor.h"

#include "models/logfiltermodel.h"
#include "models/logmodel.h"
#include "models/roles.h"

#include <QHeaderView>
#include <QItemSelectionModel>
#include <QScrollBar>
#include <QTableView>

namespace ForwardDesk::Gui {

LogViewAnchor::LogViewAnchor(QTableView *view, Models::LogFilterModel *rows, QObject *parent)
    : QObject(parent)
    , m_view(view)
    , m_rows(rows)
{
    connect(m_rows, &QAbstractItemModel::rowsAboutToBeInserted, this, &LogViewAnchor::capture);
    connect(m_rows, &QAbstractItemModel::rowsInserted, this, &LogViewAnchor::restoreCaptured);
    connect(m_rows, &QAbstractItemModel::rowsAboutToBeRemoved, this, &LogViewAnchor::capture);
    connect(m_rows, &QAbstractItemModel::rowsRemoved, this, &LogViewAnchor::restoreCaptured);
}

LogViewAnchor::~LogViewAnchor() = default;

QModelIndex LogViewAnchor::indexOf(const QString &id) const
{
    const auto *model = qobject_cast<const Models::LogModel *>(m_rows->sourceModel());
    if (!model || id.isEmpty()) {
        return {};
    }
    const int row = model->rowOf(id);
    return row < 0 ? QModelIndex() : m_rows->mapFromSource(model->index(row, 0));
}

bool LogViewAnchor::isAtTop() const
{
    const QScrollBar *bar = m_view->verticalScrollBar();
    return bar->value() <= bar->minimum();
}

LogViewAnchor::Position LogViewAnchor::position() const
{
    Position position;
    position.selectedId = m_view->currentIndex().data(Models::IdRole).toString();
    position.atTop = isAtTop();
    const QModelIndex top = m_view->indexAt(QPoint(0, 0));
    if (top.isValid()) {
        position.topId = top.data(Models::IdRole).toString();
        position.topOffset = m_view->visualRect(top).top();
    }
    return position;
}

void LogViewAnchor::restore(const Position &position)
{
    const QModelIndex selected = indexOf(position.selectedId);
    if (selected.isValid()) {
        m_view->selectionModel()->setCurrentIndex(selected,
                                                  QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    }
    const QModelIndex top = indexOf(position.topId);
    if (position.atTop || !top.isValid()) {
        m_view->scrollToTop();
        return;
    }
    m_view->doItemsLayout(); // the scroll range must know the new rows before we scroll among them
    m_view->verticalScrollBar()->setValue(m_view->verticalHeader()->sectionPosition(top.row()) - position.topOffset);
}

void LogViewAnchor::capture()
{
    m_anchorAtTop = isAtTop();
    const QModelIndex top = m_view->indexAt(QPoint(0, 0));
    m_anchor = top.isValid() ? QPersistentModelIndex(top.siblingAtColumn(0)) : QPersistentModelIndex();
    m_anchorOffset = top.isValid() ? m_view->visualRect(top).top() : 0;
}

void LogViewAnchor::restoreCaptured()
{
    // At the very top the reader watches new entries come in; anywhere else the rows stay where they are.
    if (m_anchorAtTop || !m_anchor.isValid()) {
        return;
    }
    m_view->doItemsLayout();
    m_view->verticalScrollBar()->setValue(m_view->verticalHeader()->sectionPosition(m_anchor.row()) - m_anchorOffset);
    m_anchor = QPersistentModelIndex();
}

} // namespace ForwardDesk::Gui
