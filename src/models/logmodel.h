// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/logentry.h"
#include "sortkey.h"
#include "tablemodel.h"

#include <QAbstractTableModel>
#include <QFuture>
#include <QHash>
#include <QList>
#include <QSet>

#include <functional>
#include <optional>

namespace ForwardDesk::Models {

/// The forwarding log as a table, newest entry first, over a bounded buffer.
///
/// Usage: setEntries() with a page loaded on demand; in follow mode pass each poll's answer to
/// mergeNewer(), which adds only entries not seen yet at the top and marks them (NewRole) until
/// clearNewMarks(). When more than maximumRowCount() rows would be kept, the oldest are dropped.
/// columnHasData() tells a view which columns the service never fills, so it can hide them.
class LogModel final : public TableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LogModel)

public:
    enum Column {
        TimeColumn,
        SenderColumn,
        RecipientColumn,
        DestinationColumn,
        StatusColumn,
        SmtpColumn,
        SubjectColumn,
        ColumnCount
    };

    static constexpr int DefaultMaximumRowCount = 10000;

    explicit LogModel(QObject *parent = nullptr);
    ~LogModel() override;

    /// Whether a list of entries may name one id twice.
    enum class Ids {
        MayRepeat,
        Unique, ///< as the lists of Core::ApiClient: only the entries without an id are checked for repeats
    };

    /// Entries made ready to be shown: duplicates (same id) kept once, newest first, at most a maximum.
    struct PreparedEntries
    {
        QList<Core::LogEntry> entries;
    };
    /// Prepares @p entries for setPreparedEntries(), keeping at most @p maximumRowCount (0: all). Touches no
    /// model: it runs on any thread.
    [[nodiscard]] static PreparedEntries prepareEntries(QList<Core::LogEntry> entries, int maximumRowCount,
                                                        Ids ids = Ids::MayRepeat);

    /// Replaces every row in one reset, sorted newest first; duplicates (same id) are kept once.
    void setEntries(QList<Core::LogEntry> entries);
    /// Replaces every row in one reset with entries from prepareEntries().
    void setPreparedEntries(PreparedEntries prepared);
    /// As setEntries(), but a long list is prepared on a worker thread, so that the thread the model lives
    /// on only takes the ready rows; @p done runs (on that thread) once they are in. A later setEntries() or
    /// loadEntries() supersedes one still being prepared: its rows are not shown and its @p done not run.
    /// With Ids::Unique, @p entries are known to hold each id once, which spares checking 100,000 ids.
    void loadEntries(QList<Core::LogEntry> entries, Ids ids, std::function<void()> done);
    /// Adds the entries whose id is not present yet, newest first, at the top in one insertion, marked new;
    /// then drops the oldest rows beyond the maximum in one removal. Meant for entries newer than those
    /// shown: a late one is put at the top too (a view sorted by time still places it right).
    /// Returns how many rows were added.
    int mergeNewer(QList<Core::LogEntry> entries);
    /// Clears NewRole on every row.
    void clearNewMarks();
    [[nodiscard]] int newCount() const;
    /// The time of the newest entry held (invalid when none has a time): where the next poll starts.
    [[nodiscard]] QDateTime newestTime() const;

    /// The most rows kept; 0 means no limit. Lowering it drops the oldest rows at once.
    void setMaximumRowCount(int count);
    [[nodiscard]] int maximumRowCount() const { return m_maximumRowCount; }

    /// The entry of a row, or a default LogEntry (empty id) when the row does not exist.
    [[nodiscard]] Core::LogEntry entryAt(int row) const;
    /// Every entry, row by row. Implicitly shared: a copy costs nothing and may be read on another thread.
    [[nodiscard]] const QList<Core::LogEntry> &entries() const { return m_entries; }
    [[nodiscard]] int rowOf(const QString &id) const;
    /// Whether any row has a value in @p column (a status other than Unknown for the Status column).
    [[nodiscard]] bool columnHasData(int column) const;

    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    [[nodiscard]] static QString statusText(Core::LogEntry::Status status);
    /// The SMTP column's text: the code and the reply.
    [[nodiscard]] static QString smtpText(const Core::LogEntry &entry);
    /// The domain an entry belongs to (DomainRole): the service's field, or the recipient's domain.
    [[nodiscard]] static QString domainOf(const Core::LogEntry &entry);
    /// What @p entry sorts by in @p column, in the order of SortRole.
    [[nodiscard]] static SortKey sortKey(const Core::LogEntry &entry, int column);

protected:
    [[nodiscard]] int recordCount() const override;
    [[nodiscard]] QStringList columnTitles() const override;

private:
    struct Row
    {
        Core::LogEntry entry;
        QString key; ///< what tells two entries apart: the id, or the entry's contents when it has none
        bool isNew = false;
    };

    static QString keyOf(const Core::LogEntry &entry);
    [[nodiscard]] static QSet<QString> keysOf(const QList<Core::LogEntry> &entries);
    /// Makes m_keys for the rows just taken: at once for a short list, on a worker for a long one, so that
    /// the rows show without waiting for 100,000 keys (keys() waits for them when they are first needed).
    void makeKeys();
    /// The keys of the rows (m_keys), once made.
    QSet<QString> &keys();
    /// Removes the oldest rows so that at most @p keep remain, in one removal.
    void trimTo(int keep);

    /// Entries and their marks side by side, so that entries() can hand out the list itself.
    QList<Core::LogEntry> m_entries;
    QList<bool> m_new;
    QSet<QString> m_keys; ///< read through keys()
    std::optional<QFuture<QSet<QString>>> m_keysPending; ///< m_keys being made on a worker
    /// Row of each id, made by the first rowOf() after a change and dropped when rows move.
    mutable QHash<QString, int> m_rowOfId;
    int m_maximumRowCount = DefaultMaximumRowCount;
    quint64 m_loadGeneration = 0; ///< loads started; only the latest one is shown
};

} // namespace ForwardDesk::Models
