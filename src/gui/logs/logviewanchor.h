// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPersistentModelIndex>
#include <QString>

class QTableView;

namespace ForwardDesk::Models {
class LogFilterModel;
}

namespace ForwardDesk::Gui {

/// Keeps what the reader of the log table looks at in place: while follow mode adds rows above the rows in
/// view (unless the view is at the very top, where the reader watches new entries come in), and across a
/// reload, which keeps the selected entry and the entry at the top of the view.
///
/// Usage: construct with the table and its filter model; the anchor follows row insertions by itself.
/// Before a reload take position(), after it restore() that position.
class LogViewAnchor final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LogViewAnchor)

public:
    /// What a reload keeps: the selected entry and the entry at the top of the view with its offset.
    struct Position
    {
        QString selectedId;
        QString topId;
        int topOffset = 0;
        bool atTop = true;
    };

    LogViewAnchor(QTableView *view, Models::LogFilterModel *rows, QObject *parent = nullptr);
    ~LogViewAnchor() override;

    [[nodiscard]] bool isAtTop() const;
    [[nodiscard]] Position position() const;
    void restore(const Position &position);
    /// The view row (of the filter model) of the entry with @p id, or an invalid index.
    [[nodiscard]] QModelIndex indexOf(const QString &id) const;

private:
    void capture();
    void restoreCaptured();

    QTableView *m_view;
    Models::LogFilterModel *m_rows;
    QPersistentModelIndex m_anchor; ///< the row at the top of the view while rows are inserted above
    int m_anchorOffset = 0;
    bool m_anchorAtTop = true;
};

} // namespace ForwardDesk::Gui
