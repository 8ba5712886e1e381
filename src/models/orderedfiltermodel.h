// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sortkey.h"

#include <QAbstractProxyModel>
#include <QList>

#include <algorithm>
#include <functional>
#include <memory>
#include <utility>
#include <vector>

namespace ForwardDesk::Models {

/// A proxy over a flat table that shows the source rows a filter accepts, in the order of a sort column,
/// computed in one pass instead of row by row through QVariant.
///
/// Usage: subclass it, give orderJob() (the whole computation over a copy of the source's rows),
/// acceptsRow() and sortKey() (the same rules for one row of the live source), and call invalidateOrder()
/// whenever a filter setting changes. A source of more than backgroundThreshold() rows is filtered and
/// sorted on a worker thread: until the new order is ready, the rows shown stay as they were (or empty
/// after a reset of the source); then they change in one layout change that keeps the selection. Smaller
/// sources are handled at once, so the proxy answers with the new rows right after a setter returns.
/// Single rows that the source inserts, removes or changes are placed at once either way.
/// Rows with equal keys keep the source's order. Without a sort column (the default) the source's order is kept.
/// The order of every source row by a column is worked out once for the source's data and kept (for the last
/// two columns sorted by) until the source changes: a new filter, or a sort by one of those columns again,
/// then costs one pass over the rows. sortKey() must depend on the source's data alone.
class OrderedFilterModel : public QAbstractProxyModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OrderedFilterModel)

public:
    static constexpr int DefaultBackgroundThreshold = 5000;

    explicit OrderedFilterModel(QObject *parent = nullptr);
    ~OrderedFilterModel() override;

    void setSourceModel(QAbstractItemModel *source) override;

    /// Sources with more rows than this are filtered and sorted on a worker thread.
    void setBackgroundThreshold(int rows) { m_backgroundThreshold = std::max(rows, 0); }
    [[nodiscard]] int backgroundThreshold() const { return m_backgroundThreshold; }
    /// Whether a new order is being computed on a worker thread; updated() follows when it is shown.
    [[nodiscard]] bool isUpdating() const { return m_running; }

    [[nodiscard]] int sortColumn() const { return m_sortColumn; }
    [[nodiscard]] Qt::SortOrder sortOrder() const { return m_sortOrder; }
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

    [[nodiscard]] QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    [[nodiscard]] QModelIndex parent(const QModelIndex &child) const override;
    [[nodiscard]] QModelIndex sibling(int row, int column, const QModelIndex &index) const override;
    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] bool hasChildren(const QModelIndex &parent = {}) const override;
    /// The source's data for each role, as data() gives it, with @p index mapped to the source once: a view's
    /// delegate asks for about seven roles of each cell it draws.
    void multiData(const QModelIndex &index, QModelRoleDataSpan roleDataSpan) const override;
    [[nodiscard]] QModelIndex mapToSource(const QModelIndex &proxyIndex) const override;
    [[nodiscard]] QModelIndex mapFromSource(const QModelIndex &sourceIndex) const override;

signals:
    /// An order computed on a worker thread is now shown.
    void updated();

protected:
    /// Returns the source rows to show, in order. It may run on a worker thread: it owns copies of what it
    /// reads (implicitly shared lists make that cheap) and never touches the proxy or the source.
    using Job = std::function<QList<int>()>;
    [[nodiscard]] virtual Job orderJob() const = 0;
    /// The filter, for one row of the live source.
    [[nodiscard]] virtual bool acceptsRow(int sourceRow) const = 0;
    /// The sort key of one row of the live source.
    [[nodiscard]] virtual SortKey sortKey(int sourceRow, int column) const = 0;
    /// Whether a change of @p roles (empty: any) can change which rows are shown or their order.
    [[nodiscard]] virtual bool rolesAffectOrder(const QList<int> &roles) const;

    /// A filter setting changed: computes the rows again.
    void invalidateOrder();
    /// Sets the filter setting @p criterion to @p value and computes the rows again, unless it is unchanged.
    template <typename T>
    void setCriterion(T &criterion, T value)
    {
        if (criterion == value) {
            return;
        }
        criterion = std::move(value);
        invalidateOrder();
    }

    class SortCache;
    /// What a job sorts by, and where it finds (or leaves) the order of every source row by that column
    /// for the source's data as it was when the job was made. A job keeps a copy; it is safe on any thread.
    struct SortContext
    {
        int column = -1;
        Qt::SortOrder order = Qt::AscendingOrder;
        std::shared_ptr<SortCache> cache;
        quint64 sourceVersion = 0;
    };
    [[nodiscard]] SortContext sortContext() const;

    /// The heart of a job: the rows of [0, count) that @p accepts, sorted by @p keyOf (ties by row). The keys
    /// are asked for every row (not only those accepted) when the column's order is not known yet, and not
    /// at all when it is.
    template <typename Accepts, typename KeyOf>
    static QList<int> orderRows(qsizetype count, const SortContext &context, Accepts accepts, KeyOf keyOf)
    {
        if (context.column < 0) {
            QList<int> rows;
            rows.reserve(count);
            for (int row = 0; row < count; ++row) {
                if (accepts(row)) {
                    rows.append(row);
                }
            }
            return rows;
        }
        std::vector<quint8> accepted(static_cast<std::size_t>(count));
        qsizetype acceptedCount = 0;
        for (int row = 0; row < count; ++row) {
            if (accepts(row)) {
                accepted[static_cast<std::size_t>(row)] = 1;
                ++acceptedCount;
            }
        }
        return sortedRows(context, accepted, acceptedCount, [&keyOf](int row) { return keyOf(row); });
    }

    /// The rows flagged in @p accepted (one flag per source row; @p acceptedCount of them set) in the order
    /// of @p context, ties by row. @p keyOf gives a row's key when the order must be worked out.
    [[nodiscard]] static QList<int> sortedRows(const SortContext &context, const std::vector<quint8> &accepted,
                                               qsizetype acceptedCount, const std::function<SortKey(int)> &keyOf);

private:
    /// The source's data changed (or is about to): the orders kept for it are dropped.
    void sourceDataChanging();

    /// Whether source row @p a comes before @p b in the current order.
    [[nodiscard]] bool comesBefore(int a, int b) const;
    /// Where source row @p sourceRow belongs in m_order (which must not hold it).
    [[nodiscard]] int insertionPoint(int sourceRow) const;
    void rebuildPositions(int fromProxyRow = 0);
    /// Computes the order at once or on a worker thread, and shows it with a layout change.
    void recompute();
    void startJob();
    /// Ends a reset of the model over the (new) source: orders a small source at once, a large one on a
    /// worker thread once the reset is over.
    void orderAndEndReset();
    void applyOrder(QList<int> order);
    void insertSourceRows(const QList<int> &sourceRows);
    void removeProxyRow(int proxyRow);

    void sourceReset();
    void sourceRowsInserted(const QModelIndex &parent, int first, int last);
    void sourceRowsAboutToBeRemoved(const QModelIndex &parent, int first, int last);
    void sourceRowsRemoved(const QModelIndex &parent, int first, int last);
    void sourceDataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight, const QList<int> &roles);

    QList<int> m_order; ///< proxy row → source row
    QList<int> m_position; ///< source row → proxy row, or -1 when hidden
    int m_sortColumn = -1;
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
    int m_backgroundThreshold = DefaultBackgroundThreshold;
    int m_generation = 0; ///< counts changes; a job's result is shown only if none happened meanwhile
    bool m_running = false;
    bool m_removingByLayout = false;
    QModelIndexList m_layoutPersistent;
    QList<int> m_layoutOrder;
    QList<QMetaObject::Connection> m_sourceConnections;
    quint64 m_sourceVersion = 0; ///< counts changes of the source's data, for m_sortCache
    std::shared_ptr<SortCache> m_sortCache;
};

} // namespace ForwardDesk::Models
