// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/logs/logsummarywidget.h"

#include "gui/logs/logstatus.h"
#include "gui/widgets/icons.h"
#include "models/logmodel.h"
#include "models/roles.h"

#include <QAbstractItemModel>
#include <QHelpEvent>
#include <QLocale>
#include <QPainter>
#include <QTimer>
#include <QToolTip>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Gui {

using Core::LogEntry;

namespace {
/// Changes arrive in bursts (a filter typed letter by letter, a poll): count once they settle.
constexpr int settleMs = 60;
/// Bucket sizes to choose from, smallest first; the first that needs at most maxBuckets bars wins.
constexpr std::array<qint64, 5> bucketSizesSeconds = {5 * 60, 15 * 60, 60 * 60, 24 * 60 * 60, 7 * 24 * 60 * 60};
constexpr qint64 maxBuckets = 72;
/// 1970-01-01 was a Thursday: shifting by three days makes weeks start on Mondays.
constexpr qint64 weekShiftSeconds = 3 * 24 * 60 * 60;
constexpr int iconSize = 14;
constexpr int chipSpacing = 16;
constexpr int chartHeight = 44;
constexpr int margin = 4;
constexpr double axisFontScale = 0.85;
/// The order of the stacked bars and of the counts, bottom (most common) first.
constexpr std::array statusOrder = {LogEntry::Status::Delivered, LogEntry::Status::Deferred, LogEntry::Status::Bounced,
                                    LogEntry::Status::Rejected,  LogEntry::Status::Spam,     LogEntry::Status::Unknown};

qint64 shiftFor(qint64 bucketSeconds)
{
    return bucketSeconds == bucketSizesSeconds.back() ? weekShiftSeconds : 0;
}
} // namespace

int LogSummaryWidget::Bucket::total() const
{
    int sum = 0;
    for (const int count : counts) {
        sum += count;
    }
    return sum;
}

LogSummaryWidget::LogSummaryWidget(QWidget *parent)
    : QWidget(parent)
    , m_delay(new QTimer(this))
{
    setObjectName(u"logSummary"_s);
    setAccessibleName(tr("Log summary"));
    m_delay->setSingleShot(true);
    m_delay->setInterval(settleMs);
    connect(m_delay, &QTimer::timeout, this, &LogSummaryWidget::updateNow);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

LogSummaryWidget::~LogSummaryWidget() = default;

void LogSummaryWidget::setModel(QAbstractItemModel *model)
{
    if (m_model) {
        disconnect(m_model, nullptr, this, nullptr);
    }
    m_model = model;
    if (model) {
        connect(model, &QAbstractItemModel::modelReset, this, &LogSummaryWidget::markDirty);
        connect(model, &QAbstractItemModel::rowsInserted, this, &LogSummaryWidget::markDirty);
        connect(model, &QAbstractItemModel::rowsRemoved, this, &LogSummaryWidget::markDirty);
        connect(model, &QAbstractItemModel::layoutChanged, this, &LogSummaryWidget::markDirty);
        connect(model, &QAbstractItemModel::dataChanged, this,
                [this](const QModelIndex &, const QModelIndex &, const QList<int> &roles) {
                    if (roles.isEmpty() || roles.contains(Models::StatusRole)
                        || roles.contains(Models::ExactTimeRole)) {
                        markDirty();
                    }
                });
    }
    markDirty();
}

int LogSummaryWidget::count(LogEntry::Status status) const
{
    const auto index = static_cast<std::size_t>(status);
    return index < m_counts.size() ? m_counts.at(index) : 0;
}

void LogSummaryWidget::markDirty()
{
    m_dirty = true;
    if (isVisible()) {
        m_delay->start();
    }
}

void LogSummaryWidget::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_dirty) {
        m_delay->start();
    }
}

void LogSummaryWidget::updateNow()
{
    m_delay->stop();
    if (m_dirty) {
        recount();
    }
}

void LogSummaryWidget::recount()
{
    m_dirty = false;
    m_counts.fill(0);
    m_buckets.clear();
    m_total = 0;
    m_maxBucket = 0;
    m_bucketSeconds = 0;

    const int rows = m_model ? m_model->rowCount() : 0;
    // One pass over the rows: counts, and each timed entry's moment and status for the buckets.
    QList<qint64> times;
    QList<quint8> statuses;
    times.reserve(rows);
    statuses.reserve(rows);
    qint64 first = 0;
    qint64 last = 0;
    for (int row = 0; row < rows; ++row) {
        const QModelIndex index = m_model->index(row, 0);
        int status = index.data(Models::StatusRole).toInt();
        if (status < 0 || status >= StatusCount) {
            status = static_cast<int>(LogEntry::Status::Unknown);
        }
        ++m_counts[static_cast<std::size_t>(status)];
        const QDateTime time = index.data(Models::ExactTimeRole).toDateTime();
        if (time.isValid()) {
            const qint64 seconds = time.toSecsSinceEpoch();
            first = times.isEmpty() ? seconds : std::min(first, seconds);
            last = times.isEmpty() ? seconds : std::max(last, seconds);
            times.append(seconds);
            statuses.append(static_cast<quint8>(status));
        }
    }
    m_total = rows;

    if (!times.isEmpty()) {
        // Buckets follow the local calendar (a day bar runs from local midnight to midnight).
        const qint64 offset = QDateTime::fromSecsSinceEpoch(last).offsetFromUtc();
        m_bucketSeconds = bucketSizesSeconds.back();
        for (const qint64 size : bucketSizesSeconds) {
            const qint64 shift = offset + shiftFor(size);
            const qint64 needed = (last + shift) / size - (first + shift) / size + 1;
            if (needed <= maxBuckets) {
                m_bucketSeconds = size;
                break;
            }
        }
        const qint64 shift = offset + shiftFor(m_bucketSeconds);
        const qint64 firstSlot = (first + shift) / m_bucketSeconds;
        const qint64 slotCount = (last + shift) / m_bucketSeconds - firstSlot + 1;
        m_buckets.resize(slotCount);
        for (qint64 i = 0; i < slotCount; ++i) {
            m_buckets[i].start = QDateTime::fromSecsSinceEpoch((firstSlot + i) * m_bucketSeconds - shift);
        }
        for (qsizetype i = 0; i < times.size(); ++i) {
            const qint64 slot = (times.at(i) + shift) / m_bucketSeconds - firstSlot;
            ++m_buckets[slot].counts[statuses.at(i)];
        }
        for (const Bucket &bucket : std::as_const(m_buckets)) {
            m_maxBucket = std::max(m_maxBucket, bucket.total());
        }
    }
    updateLabels();
    update();
}

void LogSummaryWidget::updateLabels()
{
    QStringList parts;
    for (const LogEntry::Status status : statusOrder) {
        if (status != LogEntry::Status::Unknown || count(status) > 0) {
            //: a status and how many shown entries have it, e.g. "Delivered: 1,204"
            parts << tr("%1: %L2").arg(Models::LogModel::statusText(status)).arg(count(status));
        }
    }
    //: the separator between the counts of each status in the log summary
    m_text = parts.join(tr(", "));
    setAccessibleDescription(m_text);
}

QColor LogSummaryWidget::statusColor(LogEntry::Status status)
{
    static std::array<QColor, StatusCount> colors;
    QColor &color = colors.at(static_cast<std::size_t>(status));
    if (!color.isValid()) {
        // The icons are circles filled with the status colour: the pixel left of the centre mark is it.
        constexpr int size = 32;
        const QImage image = Icons::get(statusIconName(status)).pixmap(size, size).toImage();
        color = image.isNull() ? QColor() : image.pixelColor(size / 6, size / 2);
        if (!color.isValid() || color.alpha() == 0) {
            return QPalette().color(QPalette::Highlight);
        }
    }
    return color;
}

QString LogSummaryWidget::statusIconName(LogEntry::Status status)
{
    return logStatusInfo(status).iconName.toString();
}

QFont LogSummaryWidget::axisFont() const
{
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * axisFontScale);
    return small;
}

QSize LogSummaryWidget::sizeHint() const
{
    const int line = std::max(fontMetrics().height(), iconSize);
    const int axis = QFontMetrics(axisFont()).height();
    return {400, margin + line + margin + chartHeight + axis + margin};
}

QSize LogSummaryWidget::minimumSizeHint() const
{
    return {200, sizeHint().height()};
}

QRect LogSummaryWidget::chartRect() const
{
    const int line = std::max(fontMetrics().height(), iconSize);
    return {margin, margin + line + margin, width() - 2 * margin, chartHeight};
}

int LogSummaryWidget::bucketAt(const QPoint &pos) const
{
    const QRect chart = chartRect();
    if (m_buckets.isEmpty() || !chart.contains(pos)) {
        return -1;
    }
    const auto index = static_cast<int>((pos.x() - chart.left()) * m_buckets.size() / std::max(chart.width(), 1));
    return std::clamp(index, 0, static_cast<int>(m_buckets.size()) - 1);
}

void LogSummaryWidget::paintEvent(QPaintEvent *event)
{
    Q_UNUSED(event)
    if (m_dirty && isVisible() && !m_delay->isActive()) {
        m_delay->start();
    }
    QPainter painter(this);
    const QPalette pal = palette();
    const QFontMetrics metrics = fontMetrics();
    const int line = std::max(metrics.height(), iconSize);

    // The counts: a status icon before each, as in the table's badges.
    int x = margin;
    const int iconTop = margin + (line - iconSize) / 2;
    for (const LogEntry::Status status : statusOrder) {
        if (status == LogEntry::Status::Unknown && count(status) == 0) {
            continue;
        }
        Icons::get(statusIconName(status)).paint(&painter, QRect(x, iconTop, iconSize, iconSize));
        x += iconSize + 4;
        const QString text = tr("%1: %L2").arg(Models::LogModel::statusText(status)).arg(count(status));
        painter.setPen(pal.color(QPalette::WindowText));
        painter.drawText(QRect(x, margin, metrics.horizontalAdvance(text) + 1, line), Qt::AlignVCenter, text);
        x += metrics.horizontalAdvance(text) + chipSpacing;
    }

    QString span;
    switch (m_bucketSeconds) {
    case bucketSizesSeconds[0]:
        span = tr("Entries per 5 minutes");
        break;
    case bucketSizesSeconds[1]:
        span = tr("Entries per 15 minutes");
        break;
    case bucketSizesSeconds[2]:
        span = tr("Entries per hour");
        break;
    case bucketSizesSeconds[3]:
        span = tr("Entries per day");
        break;
    case bucketSizesSeconds[4]:
        span = tr("Entries per week");
        break;
    default:
        break;
    }
    const QRect spanRect(x, margin, width() - margin - x, line);
    if (!span.isEmpty() && metrics.horizontalAdvance(span) <= spanRect.width()) {
        painter.setPen(pal.color(QPalette::PlaceholderText));
        painter.drawText(spanRect, Qt::AlignVCenter | Qt::AlignRight, span);
    }

    const QRect chart = chartRect();
    painter.setPen(pal.color(QPalette::Mid));
    painter.drawLine(chart.bottomLeft(), chart.bottomRight());
    if (m_buckets.isEmpty() || m_maxBucket == 0) {
        painter.setPen(pal.color(QPalette::PlaceholderText));
        painter.drawText(chart, Qt::AlignCenter, tr("No entries to chart"));
        return;
    }
    // Under the chart, where it starts and where it ends.
    const bool days = m_bucketSeconds >= bucketSizesSeconds[3];
    const QLocale locale;
    const auto when = [&](const QDateTime &time) {
        const QDateTime local = time.toLocalTime();
        return days ? locale.toString(local.date(), QLocale::ShortFormat)
                    : locale.toString(local, QLocale::ShortFormat);
    };
    painter.save();
    painter.setFont(axisFont());
    painter.setPen(pal.color(QPalette::PlaceholderText));
    const QRect axis(chart.left(), chart.bottom() + 1, chart.width(), QFontMetrics(axisFont()).height());
    painter.drawText(axis, Qt::AlignLeft | Qt::AlignVCenter, when(m_buckets.first().start));
    if (m_buckets.size() > 1) {
        painter.drawText(axis, Qt::AlignRight | Qt::AlignVCenter, when(m_buckets.last().start));
    }
    painter.restore();

    const double slot = static_cast<double>(chart.width()) / static_cast<double>(m_buckets.size());
    const double gap = slot >= 6 ? 2 : (slot >= 3 ? 1 : 0);
    const double scale = static_cast<double>(chart.height() - 1) / m_maxBucket;
    painter.setPen(Qt::NoPen);
    for (qsizetype i = 0; i < m_buckets.size(); ++i) {
        const Bucket &bucket = m_buckets.at(i);
        const double left = chart.left() + static_cast<double>(i) * slot + gap / 2;
        double bottom = chart.bottom();
        int below = 0;
        for (const LogEntry::Status status : statusOrder) {
            const int n = bucket.counts.at(static_cast<std::size_t>(status));
            if (n == 0) {
                continue;
            }
            // Rounded cumulatively, so a stack is exactly as tall as its total says.
            const double top = chart.bottom() - std::round((below + n) * scale);
            painter.fillRect(QRectF(left, top, std::max(slot - gap, 1.0), bottom - top), statusColor(status));
            bottom = top;
            below += n;
        }
    }
}

bool LogSummaryWidget::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int index = bucketAt(help->pos());
        if (index < 0) {
            QToolTip::hideText();
            event->ignore();
            return true;
        }
        const Bucket &bucket = m_buckets.at(index);
        const QLocale locale;
        const QDateTime start = bucket.start.toLocalTime();
        const QString when = m_bucketSeconds >= bucketSizesSeconds[3]
            ? locale.toString(start.date(), QLocale::ShortFormat)
            : locale.toString(start, QLocale::ShortFormat);
        //: %1 the start of a bar of the log chart (a date or a time), %n how many entries it holds
        QString text = tr("%1: %Ln entries", nullptr, bucket.total()).arg(when);
        for (const LogEntry::Status status : statusOrder) {
            const int n = bucket.counts.at(static_cast<std::size_t>(status));
            if (n > 0) {
                text += QLatin1Char('\n') + tr("%1: %L2").arg(Models::LogModel::statusText(status)).arg(n);
            }
        }
        QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

} // namespace ForwardDesk::Gui
