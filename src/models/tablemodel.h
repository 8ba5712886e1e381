// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractTableModel>
#include <QStringList>

namespace ForwardDesk::Models {

/// What the tables of records share: a fixed set of titled columns and rows without children.
///
/// Usage: derive, pass the number of columns to the constructor and implement recordCount(), columnTitles()
/// and data(); rowCount(), columnCount() and headerData() come from here.
class TableModel : public QAbstractTableModel
{
public:
    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const final;
    [[nodiscard]] int columnCount(const QModelIndex &parent = {}) const final;
    /// The column titles across the top; the base class's answer for anything else.
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const final;

protected:
    TableModel(int columnCount, QObject *parent);
    ~TableModel() override;

    /// How many records, one a row, the table holds.
    [[nodiscard]] virtual int recordCount() const = 0;
    /// The translated titles of the columns, in column order (as many as columnCount()).
    [[nodiscard]] virtual QStringList columnTitles() const = 0;

private:
    int m_columnCount;
};

} // namespace ForwardDesk::Models
