// SPDX-License-Identifier: GPL-3.0-or-later
#include "requestlogmodel.h"

#include "roles.h"

#include <QLocale>

#include <algorithm>

namespace ForwardDesk::Models {

using Core::RequestLogEntry;

namespace {
/// Requests take milliseconds: the time of day with milliseconds tells neighbouring rows apart.
constexpr QStringView timeFormat = u"HH:mm:ss.zzz";
} // namespace

RequestLogModel::RequestLogModel(QObject *parent)
    : TableModel(ColumnCount, parent)
{ }

RequestLogModel::~RequestLogModel() = default;

void RequestLogModel::append(const RequestLogEntry &entry)
{
    trimTo(m_capacity - 1);
    const int row = rowCount();
    beginInsertRows({}, row, row);
    m_entries.append(entry);
    endInsertRows();
}

void RequestLogModel::clear()
{
    if (m_entries.isEmpty()) {
        return;
    }
    beginResetModel();
    m_entries.clear();
    endResetModel();
}

void RequestLogModel::setCapacity(int capacity)
{
    m_capacity = std::max(capacity, 1);
    trimTo(m_capacity);
}

void RequestLogModel::trimTo(int keep)
{
    const int count = rowCount();
    if (count <= keep) {
        return;
    }
    const int drop = count - keep;
    beginRemoveRows({}, 0, drop - 1);
    m_entries.remove(0, drop);
    endRemoveRows();
}

RequestLogEntry RequestLogModel::entryAt(int row) const
{
    if (row < 0 || row >= m_entries.size()) {
        return {};
    }
    return m_entries.at(row);
}

int RequestLogModel::recordCount() const
{
    return static_cast<int>(m_entries.size());
}

QVariant RequestLogModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const RequestLogEntry &entry = m_entries.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case TimeColumn:
            return entry.startedAt.isValid() ? entry.startedAt.toLocalTime().toString(timeFormat) : QString();
        case MethodColumn:
            return QString::fromLatin1(entry.method);
        case PathColumn:
            return entry.path;
        case StatusColumn:
            return entry.status > 0 ? QString::number(entry.status) : tr("No answer");
        case DurationColumn:
            return tr("%L1 ms").arg(entry.durationMs);
        case AttemptColumn:
            return entry.attempt;
        case RequestIdColumn:
            return entry.requestId;
        case OutcomeColumn:
            return entry.outcome;
        default:
            return {};
        }
    case Qt::ToolTipRole:
        switch (index.column()) {
        case TimeColumn:
            return entry.startedAt.isValid() ? QLocale().toString(entry.startedAt.toLocalTime(), QLocale::LongFormat)
                                             : QString();
        case PathColumn:
        case OutcomeColumn:
            // Long texts the column may cut: the tooltip shows them whole.
            return data(index, Qt::DisplayRole);
        default:
            return {};
        }
    case Qt::TextAlignmentRole:
        switch (index.column()) {
        case StatusColumn:
        case DurationColumn:
        case AttemptColumn:
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        default:
            return {};
        }
    case IdRole:
        return entry.requestId;
    case StatusRole:
        return entry.status;
    case ExactTimeRole:
        return entry.startedAt.toUTC();
    case SortRole:
        switch (index.column()) {
        case TimeColumn:
            return entry.startedAt.toUTC();
        case StatusColumn:
            return entry.status;
        case DurationColumn:
            return entry.durationMs;
        default:
            // The other columns sort by what they show.
            return data(index, Qt::DisplayRole);
        }
    default:
        return {};
    }
}

QStringList RequestLogModel::columnTitles() const
{
    // In the order of Column.
    return {tr("Time"),     tr("Method"),  tr("Path"),       tr("Status"),
            tr("Duration"), tr("Attempt"), tr("Request id"), tr("Outcome")};
}

} // namespace ForwardDesk::Models
