// SPDX-License-Identifier: GPL-3.0-or-later
// Over 700 lines on purpose: the proxy's three jobs (the kept sort orders, the worker pass that filters and
// sorts, and the single-row updates that follow the source between passes) read and write the same order
// and mapping (m_order, m_position), which the mapping functions (index(), mapToSource(), multiData(), …) read
// too; and the sort cache is a private nested class of the proxy that only this file may see.
#include "orderedfiltermodel.h"

#include "core/whenfinished.h"
#include "roles.h"

#include <QHash>
#include <QLoggingCategory>
#include <QMutex>
#include <QtConcurrent/QtConcurrentRun>

namespace ForwardDesk::Models {

namespace {
Q_LOGGING_CATEGORY(lc, "forwarddesk.models.orderedfiltermodel")

/// Above this many rows changed or inserted at once, the whole order is computed again instead.
constexpr int rowByRowLimit = 64;
/// Above this many separate ranges of shown rows removed at once, one layout change replaces the removals.
constexpr int removalRangeLimit = 16;
} // namespace

OrderedFilterModel::OrderedFilterModel(QObject *parent)
    : QAbstractProxyModel(parent)
    , m_sortCache(std::make_shared<SortCache>())
{ }

OrderedFilterModel::~OrderedFilterModel() = default;

void OrderedFilterModel::setSourceModel(QAbstractItemModel *source)
{
    beginResetModel();
    for (const QMetaObject::Connection &connection : std::as_const(m_sourceConnections)) {
        disconnect(connection);
    }
    m_sourceConnections.clear();
    QAbstractProxyModel::setSourceModel(source);
    ++m_generation;
    sourceDataChanging();
    m_order.clear();
    m_position.clear();
    if (source) {
        // Changes the proxy takes in as a whole: a reset from the first signal of each pair to the second.
        const auto resetAround = [this, source](auto aboutTo, auto done) {
            m_sourceConnections << connect(source, aboutTo, this, [this] {
                sourceDataChanging();
                beginResetModel();
            }) << connect(source, done, this, &OrderedFilterModel::sourceReset);
        };
        resetAround(&QAbstractItemModel::modelAboutToBeReset, &QAbstractItemModel::modelReset);
        resetAround(&QAbstractItemModel::layoutAboutToBeChanged, &QAbstractItemModel::layoutChanged);
        resetAround(&QAbstractItemModel::rowsAboutToBeMoved, &QAbstractItemModel::rowsMoved);
        resetAround(&QAbstractItemModel::columnsAboutToBeInserted, &QAbstractItemModel::columnsInserted);
        resetAround(&QAbstractItemModel::columnsAboutToBeRemoved, &QAbstractItemModel::columnsRemoved);
        resetAround(&QAbstractItemModel::columnsAboutToBeMoved, &QAbstractItemModel::columnsMoved);
        m_sourceConnections
            << connect(source, &QAbstractItemModel::rowsInserted, this, &OrderedFilterModel::sourceRowsInserted)
            << connect(source, &QAbstractItemModel::rowsAboutToBeRemoved, this,
                       &OrderedFilterModel::sourceRowsAboutToBeRemoved)
            << connect(source, &QAbstractItemModel::rowsRemoved, this, &OrderedFilterModel::sourceRowsRemoved)
            << connect(source, &QAbstractItemModel::dataChanged, this, &OrderedFilterModel::sourceDataChanged);
        orderAndEndReset();
    } else {
        endResetModel();
    }
}

void OrderedFilterModel::sort(int column, Qt::SortOrder order)
{
    if (column == m_sortColumn && order == m_sortOrder) {
        return;
    }
    m_sortColumn = column;
    m_sortOrder = order;
    recompute();
}

void OrderedFilterModel::invalidateOrder()
{
    recompute();
}

bool OrderedFilterModel::rolesAffectOrder(const QList<int> &roles) const
{
    static const QList<int> cosmetic = {Qt::ToolTipRole,    Qt::DecorationRole,    Qt::FontRole, Qt::BackgroundRole,
                                        Qt::ForegroundRole, Qt::TextAlignmentRole, NewRole,      PendingRole};
    return roles.isEmpty()
        || std::any_of(roles.cbegin(), roles.cend(), [](int role) { return !cosmetic.contains(role); });
}

/// The order of every source row by one column: the rows, ascending, ties by row, and where each group of
/// equal keys ends (so that the descending order keeps ties by row as well).
struct SortedRows
{
    std::vector<int> rows;
    std::vector<int> groupEnds;
};

class OrderedFilterModel::SortCache
{
public:
    [[nodiscard]] std::shared_ptr<const SortedRows> find(quint64 version, int column) const
    {
        const QMutexLocker locker(&m_mutex);
        if (version != m_version) {
            return {};
        }
        const auto at = std::find_if(m_entries.cbegin(), m_entries.cend(),
                                     [column](const Entry &entry) { return entry.column == column; });
        return at == m_entries.cend() ? nullptr : at->rows;
    }

    void store(quint64 version, int column, std::shared_ptr<const SortedRows> rows)
    {
        const QMutexLocker locker(&m_mutex);
        if (version < m_version) {
            return; // worked out for data that has changed since
        }
        if (version > m_version) {
            m_entries.clear();
            m_version = version;
        }
        std::erase_if(m_entries, [column](const Entry &entry) { return entry.column == column; });
        m_entries.insert(m_entries.begin(), {column, std::move(rows)});
        if (m_entries.size() > KeptColumns) {
            m_entries.pop_back();
        }
    }

    /// The source's data is now at @p version: what was kept for older data goes.
    void moveTo(quint64 version)
    {
        std::vector<Entry> dropped;
        const QMutexLocker locker(&m_mutex);
        m_version = version;
        dropped.swap(m_entries); // freed after the lock is released
    }

private:
    struct Entry
    {
        int column;
        std::shared_ptr<const SortedRows> rows;
    };
    static constexpr std::size_t KeptColumns = 2;

    mutable QMutex m_mutex;
    quint64 m_version = 0;
    std::vector<Entry> m_entries; ///< the column sorted by most recently first
};

namespace {

/// A row's key without a copy of its text, for finding the distinct keys.
struct KeyView
{
    qint64 number;
    QStringView text;

    friend bool operator==(const KeyView &a, const KeyView &b) { return a.number == b.number && a.text == b.text; }
    friend size_t qHash(const KeyView &key, size_t seed = 0) { return qHashMulti(seed, key.number, key.text); }
};

/// Four UTF-16 units of @p text from @p from on, packed into one integer; a shorter text pads with zeros,
/// so it still sorts first.
quint64 packedPrefix(QStringView text, qsizetype from)
{
    quint64 prefix = 0;
    for (qsizetype unit = from; unit < from + 4; ++unit) {
        prefix = (prefix << 16) | (unit < text.size() ? text[unit].unicode() : 0u);
    }
    return prefix;
}

SortedRows sortAllRows(qsizetype count, const std::function<SortKey(int)> &keyOf)
{
    const auto size = static_cast<std::size_t>(count);
    std::vector<SortKey> keys;
    keys.reserve(size);
    bool texts = false;
    for (int row = 0; row < count; ++row) {
        keys.push_back(keyOf(row));
        texts = texts || !keys.back().text.isEmpty();
    }
    SortedRows sorted;
    sorted.rows.reserve(size);

    if (!texts) {
        // Numbers alone (times, counts, states): one sort of compact pairs, the row breaking ties.
        struct Item
        {
            qint64 number;
            int row;
        };
        std::vector<Item> items;
        items.reserve(size);
        for (int row = 0; row < count; ++row) {
            items.push_back({keys[static_cast<std::size_t>(row)].number, row});
        }
        std::sort(items.begin(), items.end(), [](const Item &a, const Item &b) {
            return a.number != b.number ? a.number < b.number : a.row < b.row;
        });
        for (std::size_t i = 0; i < items.size(); ++i) {
            if (i > 0 && items[i].number != items[i - 1].number) {
                sorted.groupEnds.push_back(static_cast<int>(i));
            }
            sorted.rows.push_back(items[i].row);
        }
        if (!items.empty()) {
            sorted.groupEnds.push_back(static_cast<int>(items.size()));
        }
        return sorted;
    }

    // Texts: a log repeats a few senders thousands of times, and comparing equal texts again and again is
    // what made sorting slow. So each distinct key is found once (by hash), the distinct keys are sorted,
    // and the rows are then placed by their key's rank in one counting pass, which keeps ties by row.
    std::vector<int> idOfRow(size);
    std::vector<int> firstRowOfId;
    {
        QHash<KeyView, int> ids;
        for (int row = 0; row < count; ++row) {
            const SortKey &key = keys[static_cast<std::size_t>(row)];
            int &id = ids[KeyView{key.number, key.text}];
            if (id == 0) {
                firstRowOfId.push_back(row);
                id = static_cast<int>(firstRowOfId.size());
            }
            idOfRow[static_cast<std::size_t>(row)] = id - 1;
        }
    }
    // The distinct keys, compared by the number, then by the packed start of the text, and only then by the
    // whole text: most comparisons never touch the strings.
    struct Distinct
    {
        qint64 number;
        quint64 prefix;
        int id;
    };
    const auto textOf = [&](int id) {
        return QStringView(keys[static_cast<std::size_t>(firstRowOfId[static_cast<std::size_t>(id)])].text);
    };
    // The packed units are taken after the start that every text shares ("Order confirmation #…"), so that
    // they still tell the texts apart.
    qsizetype shared = textOf(0).size();
    for (std::size_t id = 1; id < firstRowOfId.size() && shared > 0; ++id) {
        const QStringView first = textOf(0);
        const QStringView text = textOf(static_cast<int>(id));
        qsizetype same = 0;
        while (same < shared && same < text.size() && text[same] == first[same]) {
            ++same;
        }
        shared = same;
    }
    std::vector<Distinct> distinct;
    distinct.reserve(firstRowOfId.size());
    for (std::size_t id = 0; id < firstRowOfId.size(); ++id) {
        const SortKey &key = keys[static_cast<std::size_t>(firstRowOfId[id])];
        distinct.push_back({key.number, packedPrefix(key.text, shared), static_cast<int>(id)});
    }
    std::sort(distinct.begin(), distinct.end(), [&textOf](const Distinct &a, const Distinct &b) {
        if (a.number != b.number) {
            return a.number < b.number;
        }
        if (a.prefix != b.prefix) {
            return a.prefix < b.prefix;
        }
        return textOf(a.id).compare(textOf(b.id)) < 0;
    });
    // Counting sort: where each rank's rows start, then the rows in their order.
    std::vector<int> startOfId(distinct.size());
    {
        std::vector<int> rowsOfId(distinct.size(), 0);
        for (const int id : idOfRow) {
            ++rowsOfId[static_cast<std::size_t>(id)];
        }
        int start = 0;
        sorted.groupEnds.reserve(distinct.size());
        for (const Distinct &key : distinct) {
            startOfId[static_cast<std::size_t>(key.id)] = start;
            start += rowsOfId[static_cast<std::size_t>(key.id)];
            sorted.groupEnds.push_back(start);
        }
    }
    sorted.rows.resize(size);
    for (int row = 0; row < count; ++row) {
        sorted.rows[static_cast<std::size_t>(
            startOfId[static_cast<std::size_t>(idOfRow[static_cast<std::size_t>(row)])]++)] = row;
    }
    return sorted;
}

} // namespace

OrderedFilterModel::SortContext OrderedFilterModel::sortContext() const
{
    return {m_sortColumn, m_sortOrder, m_sortCache, m_sourceVersion};
}

QList<int> OrderedFilterModel::sortedRows(const SortContext &context, const std::vector<quint8> &accepted,
                                          qsizetype acceptedCount, const std::function<SortKey(int)> &keyOf)
{
    const auto count = static_cast<qsizetype>(accepted.size());
    std::shared_ptr<const SortedRows> sorted =
        context.cache ? context.cache->find(context.sourceVersion, context.column) : nullptr;
    if (!sorted) {
        sorted = std::make_shared<const SortedRows>(sortAllRows(count, keyOf));
        if (context.cache) {
            context.cache->store(context.sourceVersion, context.column, sorted);
        }
    }
    QList<int> result;
    result.reserve(acceptedCount);
    const auto take = [&](std::size_t from, std::size_t to) {
        for (std::size_t i = from; i < to; ++i) {
            const int row = sorted->rows[i];
            if (accepted[static_cast<std::size_t>(row)]) {
                result.append(row);
            }
        }
    };
    if (context.order == Qt::AscendingOrder) {
        take(0, sorted->rows.size());
        return result;
    }
    // Descending: the groups of equal keys from the last, each in its own (ascending) order of rows.
    for (std::size_t group = sorted->groupEnds.size(); group-- > 0;) {
        take(group > 0 ? static_cast<std::size_t>(sorted->groupEnds[group - 1]) : 0,
             static_cast<std::size_t>(sorted->groupEnds[group]));
    }
    return result;
}

// Mapping

QModelIndex OrderedFilterModel::index(int row, int column, const QModelIndex &parent) const
{
    if (parent.isValid() || row < 0 || column < 0 || row >= m_order.size() || column >= columnCount()) {
        return {};
    }
    return createIndex(row, column);
}

QModelIndex OrderedFilterModel::parent(const QModelIndex & /*child*/) const
{
    return {};
}

QModelIndex OrderedFilterModel::sibling(int row, int column, const QModelIndex & /*index*/) const
{
    return index(row, column);
}

int OrderedFilterModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_order.size());
}

int OrderedFilterModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || !sourceModel() ? 0 : sourceModel()->columnCount();
}

bool OrderedFilterModel::hasChildren(const QModelIndex &parent) const
{
    return !parent.isValid() && rowCount() > 0 && columnCount() > 0;
}

void OrderedFilterModel::multiData(const QModelIndex &index, QModelRoleDataSpan roleDataSpan) const
{
    const QModelIndex source = mapToSource(index);
    if (!source.isValid()) {
        for (QModelRoleData &roleData : roleDataSpan) {
            roleData.clearData();
        }
        return;
    }
    sourceModel()->multiData(source, roleDataSpan);
}

QModelIndex OrderedFilterModel::mapToSource(const QModelIndex &proxyIndex) const
{
    if (!proxyIndex.isValid() || !sourceModel() || proxyIndex.row() >= m_order.size()) {
        return {};
    }
    return sourceModel()->index(m_order.at(proxyIndex.row()), proxyIndex.column());
}

QModelIndex OrderedFilterModel::mapFromSource(const QModelIndex &sourceIndex) const
{
    if (!sourceIndex.isValid() || sourceIndex.model() != sourceModel()) {
        return {};
    }
    const int row = m_position.value(sourceIndex.row(), -1);
    return row < 0 ? QModelIndex() : createIndex(row, sourceIndex.column());
}

// Ordering

bool OrderedFilterModel::comesBefore(int a, int b) const
{
    if (m_sortColumn < 0) {
        return a < b;
    }
    const SortKey keyA = sortKey(a, m_sortColumn);
    const SortKey keyB = sortKey(b, m_sortColumn);
    if (keyA < keyB) {
        return m_sortOrder == Qt::AscendingOrder;
    }
    if (keyB < keyA) {
        return m_sortOrder == Qt::DescendingOrder;
    }
    return a < b;
}

int OrderedFilterModel::insertionPoint(int sourceRow) const
{
    const auto at = std::lower_bound(m_order.cbegin(), m_order.cend(), sourceRow,
                                     [this](int shown, int row) { return comesBefore(shown, row); });
    return static_cast<int>(at - m_order.cbegin());
}

void OrderedFilterModel::rebuildPositions(int fromProxyRow)
{
    if (fromProxyRow == 0) {
        m_position.fill(-1, sourceModel() ? sourceModel()->rowCount() : 0);
    }
    for (qsizetype row = fromProxyRow; row < m_order.size(); ++row) {
        m_position[m_order.at(row)] = static_cast<int>(row);
    }
}

void OrderedFilterModel::recompute()
{
    ++m_generation;
    if (!sourceModel()) {
        return;
    }
    if (sourceModel()->rowCount() <= m_backgroundThreshold) {
        applyOrder(orderJob()());
        return;
    }
    startJob();
}

void OrderedFilterModel::startJob()
{
    if (m_running) {
        return; // the job under way sees that the generation moved on, and starts again when it ends
    }
    m_running = true;
    const int generation = m_generation;
    Core::whenFinished(this, QtConcurrent::run(orderJob()), [this, generation](QList<int> order) {
        m_running = false;
        if (generation != m_generation) {
            qCDebug(lc) << "an order went stale while it was computed; computing again";
            recompute();
            return;
        }
        applyOrder(std::move(order));
        emit updated();
    });
}

void OrderedFilterModel::applyOrder(QList<int> order)
{
    if (order == m_order) {
        return;
    }
    emit layoutAboutToBeChanged();
    const QList<int> before = m_order;
    const QModelIndexList from = persistentIndexList();
    m_order = std::move(order);
    rebuildPositions();
    QModelIndexList to;
    to.reserve(from.size());
    for (const QModelIndex &index : from) {
        const int sourceRow = before.value(index.row(), -1);
        const int row = sourceRow < 0 ? -1 : m_position.value(sourceRow, -1);
        to.append(row < 0 ? QModelIndex() : createIndex(row, index.column()));
    }
    changePersistentIndexList(from, to);
    emit layoutChanged();
}

void OrderedFilterModel::insertSourceRows(const QList<int> &sourceRows)
{
    QList<int> fresh = sourceRows;
    std::sort(fresh.begin(), fresh.end(), [this](int a, int b) { return comesBefore(a, b); });
    qsizetype first = 0;
    while (first < fresh.size()) {
        const int at = insertionPoint(fresh.at(first));
        // The rows that follow go in the same place as long as they come before the row shown there.
        qsizetype end = first + 1;
        while (end < fresh.size() && (at >= m_order.size() || comesBefore(fresh.at(end), m_order.at(at)))) {
            ++end;
        }
        beginInsertRows({}, at, at + static_cast<int>(end - first) - 1);
        m_order.insert(at, end - first, 0);
        std::copy(fresh.cbegin() + first, fresh.cbegin() + end, m_order.begin() + at);
        rebuildPositions(at);
        endInsertRows();
        first = end;
    }
}

void OrderedFilterModel::removeProxyRow(int proxyRow)
{
    beginRemoveRows({}, proxyRow, proxyRow);
    m_position[m_order.at(proxyRow)] = -1;
    m_order.remove(proxyRow);
    rebuildPositions(proxyRow);
    endRemoveRows();
}

// What the source does

void OrderedFilterModel::sourceDataChanging()
{
    m_sortCache->moveTo(++m_sourceVersion);
}

void OrderedFilterModel::sourceReset()
{
    sourceDataChanging();
    ++m_generation;
    m_order.clear();
    orderAndEndReset();
}

void OrderedFilterModel::orderAndEndReset()
{
    const int sourceRows = sourceModel()->rowCount();
    m_position.fill(-1, sourceRows);
    const bool background = sourceRows > m_backgroundThreshold;
    if (!background) {
        m_order = orderJob()();
        rebuildPositions();
    }
    endResetModel();
    if (background) {
        startJob();
    }
}

void OrderedFilterModel::sourceRowsInserted(const QModelIndex &parent, int first, int last)
{
    if (parent.isValid()) {
        return;
    }
    sourceDataChanging();
    const int count = last - first + 1;
    for (int &row : m_order) {
        if (row >= first) {
            row += count;
        }
    }
    // The rows after the inserted ones keep the proxy rows they had, so their entries only move along.
    m_position.insert(first, count, -1);
    if (m_running) {
        ++m_generation;
    }
    if (count > rowByRowLimit) {
        recompute();
        return;
    }
    QList<int> accepted;
    for (int row = first; row <= last; ++row) {
        if (acceptsRow(row)) {
            accepted.append(row);
        }
    }
    if (!accepted.isEmpty()) {
        insertSourceRows(accepted);
    }
}

void OrderedFilterModel::sourceRowsAboutToBeRemoved(const QModelIndex &parent, int first, int last)
{
    if (parent.isValid()) {
        return;
    }
    QList<int> shown;
    for (int row = first; row <= last; ++row) {
        if (const int at = m_position.value(row, -1); at >= 0) {
            shown.append(at);
        }
    }
    std::sort(shown.begin(), shown.end(), std::greater<>());
    qsizetype ranges = shown.isEmpty() ? 0 : 1;
    for (qsizetype i = 1; i < shown.size(); ++i) {
        ranges += shown.at(i) + 1 != shown.at(i - 1) ? 1 : 0;
    }
    if (ranges > removalRangeLimit) {
        // Many scattered rows: one layout change costs less than a removal for each range.
        m_removingByLayout = true;
        emit layoutAboutToBeChanged();
        m_layoutPersistent = persistentIndexList();
        m_layoutOrder = m_order;
        return;
    }
    qsizetype i = 0;
    while (i < shown.size()) {
        const int high = shown.at(i);
        qsizetype j = i + 1;
        while (j < shown.size() && shown.at(j) + 1 == shown.at(j - 1)) {
            ++j;
        }
        const int low = shown.at(j - 1);
        beginRemoveRows({}, low, high);
        for (int row = low; row <= high; ++row) {
            m_position[m_order.at(row)] = -1;
        }
        m_order.remove(low, high - low + 1);
        rebuildPositions(low);
        endRemoveRows();
        i = j;
    }
}

void OrderedFilterModel::sourceRowsRemoved(const QModelIndex &parent, int first, int last)
{
    if (parent.isValid()) {
        return;
    }
    sourceDataChanging();
    const int count = last - first + 1;
    if (m_running) {
        ++m_generation;
    }
    if (!m_removingByLayout) {
        for (int &row : m_order) {
            if (row > last) {
                row -= count;
            }
        }
        m_position.remove(first, count); // those entries are -1 already
        return;
    }
    m_removingByLayout = false;
    const auto renumbered = [first, last, count](int row) {
        return row < first ? row : (row > last ? row - count : -1);
    };
    QList<int> order;
    order.reserve(m_order.size());
    for (const int row : std::as_const(m_order)) {
        if (const int kept = renumbered(row); kept >= 0) {
            order.append(kept);
        }
    }
    m_order = std::move(order);
    rebuildPositions();
    QModelIndexList to;
    to.reserve(m_layoutPersistent.size());
    for (const QModelIndex &index : std::as_const(m_layoutPersistent)) {
        const int sourceRow = renumbered(m_layoutOrder.value(index.row(), -1));
        const int row = sourceRow < 0 ? -1 : m_position.value(sourceRow, -1);
        to.append(row < 0 ? QModelIndex() : createIndex(row, index.column()));
    }
    changePersistentIndexList(m_layoutPersistent, to);
    m_layoutPersistent.clear();
    m_layoutOrder.clear();
    emit layoutChanged();
}

void OrderedFilterModel::sourceDataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight,
                                           const QList<int> &roles)
{
    if (!topLeft.isValid() || !bottomRight.isValid() || topLeft.parent().isValid()) {
        return;
    }
    const int first = topLeft.row();
    const int last = bottomRight.row();
    const bool few = last - first < rowByRowLimit;
    if (rolesAffectOrder(roles)) {
        sourceDataChanging();
        if (m_running) {
            ++m_generation;
        }
        if (!few) {
            recompute();
        } else {
            for (int row = first; row <= last; ++row) {
                const int at = m_position.value(row, -1);
                const bool accepted = acceptsRow(row);
                if (at >= 0 && !accepted) {
                    removeProxyRow(at);
                } else if (at < 0 && accepted) {
                    insertSourceRows({row});
                } else if (at >= 0 && m_sortColumn >= 0
                           && ((at > 0 && comesBefore(row, m_order.at(at - 1)))
                               || (at + 1 < m_order.size() && comesBefore(m_order.at(at + 1), row)))) {
                    // Still shown, but no longer in its place: move it there (persistent indexes follow).
                    QList<int> without = m_order;
                    without.remove(at);
                    const auto place =
                        std::lower_bound(without.cbegin(), without.cend(), row,
                                         [this](int shown, int moved) { return comesBefore(shown, moved); });
                    const int target = static_cast<int>(place - without.cbegin());
                    if (beginMoveRows({}, at, at, {}, target >= at ? target + 1 : target)) {
                        without.insert(target, row);
                        m_order = std::move(without);
                        rebuildPositions(std::min(at, target));
                        endMoveRows();
                    }
                }
            }
        }
    }
    if (m_order.isEmpty()) {
        return;
    }
    if (!few) {
        emit dataChanged(index(0, topLeft.column()), index(rowCount() - 1, bottomRight.column()), roles);
        return;
    }
    for (int row = first; row <= last; ++row) {
        if (const int at = m_position.value(row, -1); at >= 0) {
            emit dataChanged(index(at, topLeft.column()), index(at, bottomRight.column()), roles);
        }
    }
}

} // namespace ForwardDesk::Models
