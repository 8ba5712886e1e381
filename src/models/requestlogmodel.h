// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/requestlogentry.h"
#include "models/tablemodel.h"

#include <QList>

namespace ForwardDesk::Models {

/// The client's recent requests as a table for the diagnostics view, oldest first, over a bounded buffer.
///
/// Usage: connect the client's request-finished signal to append(); once capacity() rows are held, each new
/// row drops the oldest. It holds only what a RequestLogEntry carries: never a header or a body.
class RequestLogModel final : public TableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RequestLogModel)

public:
    enum Column {
        TimeColumn,
        MethodColumn,
        PathColumn,
        StatusColumn,
        DurationColumn,
        AttemptColumn,
        RequestIdColumn,
        OutcomeColumn,
        ColumnCount
    };

    static constexpr int DefaultCapacity = 500;

    explicit RequestLogModel(QObject *parent = nullptr);
    ~RequestLogModel() override;

    /// Adds a row at the end in one insertion, after dropping the oldest row when the buffer is full.
    void append(const Core::RequestLogEntry &entry);
    void clear();
    /// The most rows kept (at least 1); lowering it drops the oldest rows at once.
    void setCapacity(int capacity);
    [[nodiscard]] int capacity() const { return m_capacity; }

    /// The entry of a row, or a default RequestLogEntry when the row does not exist.
    [[nodiscard]] Core::RequestLogEntry entryAt(int row) const;

    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

protected:
    [[nodiscard]] int recordCount() const override;
    [[nodiscard]] QStringList columnTitles() const override;

private:
    /// Removes the oldest rows so that at most @p keep remain, in one removal.
    void trimTo(int keep);

    QList<Core::RequestLogEntry> m_entries;
    int m_capacity = DefaultCapacity;
};

} // namespace ForwardDesk::Models
