// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/logentry.h"

#include <QDateTime>
#include <QList>
#include <QPointer>
#include <QWidget>

#include <array>

class QAbstractItemModel;
class QTimer;

namespace ForwardDesk::Gui {

/// A strip above the log table: how many of the shown entries have each status, and a small stacked bar
/// chart of the entries over time (bucketed by 5 or 15 minutes, hours, days or weeks, by the span).
///
/// Usage: setModel() with the filtered log model (a LogFilterModel over a LogModel); the summary follows
/// its changes. The work is one pass over the model's rows, coalesced and done only while the widget is
/// visible, so a burst of changes or a hidden pane costs nothing.
class LogSummaryWidget final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LogSummaryWidget)

public:
    static constexpr int StatusCount = static_cast<int>(Core::LogEntry::Status::Spam) + 1;

    /// One bar: the entries of [start, start + bucket size), per status.
    struct Bucket
    {
        QDateTime start;
        std::array<int, StatusCount> counts{};
        [[nodiscard]] int total() const;
    };

    explicit LogSummaryWidget(QWidget *parent = nullptr);
    ~LogSummaryWidget() override;

    void setModel(QAbstractItemModel *model);

    /// Entries with @p status among the rows counted last.
    [[nodiscard]] int count(Core::LogEntry::Status status) const;
    [[nodiscard]] int total() const { return m_total; }
    [[nodiscard]] const QList<Bucket> &buckets() const { return m_buckets; }
    [[nodiscard]] qint64 bucketSeconds() const { return m_bucketSeconds; }
    /// Recounts now if anything changed since the last count (tests; the widget does it by itself).
    void updateNow();

    /// The colour of a status in charts: that of its status icon, so that chart and badges agree.
    [[nodiscard]] static QColor statusColor(Core::LogEntry::Status status);
    /// The icon name of a status badge ("status-ok", …).
    [[nodiscard]] static QString statusIconName(Core::LogEntry::Status status);

    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void showEvent(QShowEvent *event) override;
    bool event(QEvent *event) override;

private:
    void markDirty();
    void recount();
    void updateLabels();
    [[nodiscard]] QRect chartRect() const;
    [[nodiscard]] QFont axisFont() const;
    [[nodiscard]] int bucketAt(const QPoint &pos) const;

    QPointer<QAbstractItemModel> m_model;
    QTimer *m_delay;
    bool m_dirty = true;
    int m_total = 0;
    std::array<int, StatusCount> m_counts{};
    QList<Bucket> m_buckets;
    qint64 m_bucketSeconds = 0;
    int m_maxBucket = 0;
    QString m_text; ///< the counts line, laid out once per recount
};

} // namespace ForwardDesk::Gui
