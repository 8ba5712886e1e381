// SPDX-License-Identifier: GPL-3.0-or-later
#include "logmodel.h"

#include "roles.h"

#include <QLocale>
#include <QLoggingCategory>

#include <algorithm>

namespace ForwardDesk::Models {

using Core::LogEntry;

namespace {
Q_LOGGING_CATEGORY(lc, "forwarddesk.models.logmodel")

/// Separates the parts of the key of an entry without an id; a control character no field contains.
constexpr QChar keySeparator = u'\x1f';
constexpr QChar atSign = u'@';
constexpr QChar space = u' ';
constexpr QStringView utcFormat = u"yyyy-MM-dd HH:mm:ss";

/// The domain an entry belongs to: the service's field, or the recipient's domain when it leaves it out.
QString domainOf(const LogEntry &entry)
{
    if (!entry.domain.isEmpty()) {
        return entry.domain;
    }
    const qsizetype at = entry.recipient.lastIndexOf(atSign);
    return at < 0 ? QString() : entry.recipient.mid(at + 1);
}

QString smtpText(const LogEntry &entry)
{
    if (entry.smtpCode < 0) {
        return entry.smtpMessage;
    }
    if (entry.smtpMessage.isEmpty()) {
        return QString::number(entry.smtpCode);
    }
    return QString::number(entry.smtpCode) + space + entry.smtpMessage;
}
} // namespace

LogModel::LogModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

LogModel::~LogModel() = default;

QString LogModel::keyOf(const LogEntry &entry)
{
    if (!entry.id.isEmpty()) {
        return entry.id;
    }
    // Without an id, an entry is told apart by what it says; the separator keeps "ab"+"c" from "a"+"bc",
    // and the leading separator keeps such a key from ever equalling a real id.
    return keySeparator + entry.time.toUTC().toString(Qt::ISODateWithMs) + keySeparator + entry.messageId + keySeparator
        + entry.sender + keySeparator + entry.recipient + keySeparator + entry.destination;
}

void LogModel::sortNewestFirst(QList<Row> &rows)
{
    // Stable, so entries with the same time keep the service's order; entries without a time go last.
    const auto newerFirst = [](const Row &a, const Row &b) {
        if (!a.entry.time.isValid()) {
            return false;
        }
        return !b.entry.time.isValid() || a.entry.time > b.entry.time;
    };
    // Services send newest first: checking that is linear, sorting 100,000 entries is not.
    if (!std::is_sorted(rows.cbegin(), rows.cend(), newerFirst)) {
        std::stable_sort(rows.begin(), rows.end(), newerFirst);
    }
}

void LogModel::setEntries(QList<LogEntry> entries)
{
    QList<Row> rows;
    rows.reserve(entries.size());
    QSet<QString> keys;
    for (LogEntry &entry : entries) {
        QString key = keyOf(entry);
        if (keys.contains(key)) {
            continue;
        }
        keys.insert(key);
        rows.append(Row{std::move(entry), std::move(key), false});
    }
    sortNewestFirst(rows);
    if (m_maximumRowCount > 0 && rows.size() > m_maximumRowCount) {
        for (qsizetype i = m_maximumRowCount; i < rows.size(); ++i) {
            keys.remove(rows.at(i).key);
        }
        rows.resize(m_maximumRowCount);
    }

    beginResetModel();
    m_rows = std::move(rows);
    m_keys = std::move(keys);
    endResetModel();
}

int LogModel::mergeNewer(QList<LogEntry> entries)
{
    QList<Row> fresh;
    QSet<QString> freshKeys;
    for (LogEntry &entry : entries) {
        QString key = keyOf(entry);
        if (m_keys.contains(key) || freshKeys.contains(key)) {
            continue;
        }
        freshKeys.insert(key);
        fresh.append(Row{std::move(entry), std::move(key), true});
    }
    if (fresh.isEmpty()) {
        return 0;
    }
    sortNewestFirst(fresh);
    if (m_maximumRowCount > 0 && fresh.size() > m_maximumRowCount) {
        fresh.resize(m_maximumRowCount);
    }
    const int added = static_cast<int>(fresh.size());

    // Room first, so the buffer never holds more than its maximum, even between the two signals.
    if (m_maximumRowCount > 0) {
        trimTo(m_maximumRowCount - added);
    }

    beginInsertRows({}, 0, added - 1);
    for (const Row &row : std::as_const(fresh)) {
        m_keys.insert(row.key);
    }
    fresh.append(std::move(m_rows));
    m_rows = std::move(fresh);
    endInsertRows();
    qCDebug(lc) << "follow: added" << added << "rows, now" << m_rows.size();
    return added;
}

void LogModel::trimTo(int keep)
{
    const int count = rowCount();
    if (keep < 0 || count <= keep) {
        return;
    }
    beginRemoveRows({}, keep, count - 1);
    for (int i = keep; i < count; ++i) {
        m_keys.remove(m_rows.at(i).key);
    }
    m_rows.resize(keep);
    endRemoveRows();
    qCDebug(lc) << "dropped the" << count - keep << "oldest rows";
}

void LogModel::clearNewMarks()
{
    int first = -1;
    int last = -1;
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        if (m_rows.at(i).isNew) {
            m_rows[i].isNew = false;
            if (first < 0) {
                first = static_cast<int>(i);
            }
            last = static_cast<int>(i);
        }
    }
    if (first >= 0) {
        emit dataChanged(index(first, 0), index(last, ColumnCount - 1), {NewRole});
    }
}

int LogModel::newCount() const
{
    return static_cast<int>(std::count_if(m_rows.cbegin(), m_rows.cend(), [](const Row &row) { return row.isNew; }));
}

QDateTime LogModel::newestTime() const
{
    // Not simply the first row: a late entry merged in follow mode sits at the top with an older time.
    QDateTime newest;
    for (const Row &row : m_rows) {
        if (row.entry.time.isValid() && (!newest.isValid() || row.entry.time > newest)) {
            newest = row.entry.time;
        }
    }
    return newest.toUTC();
}

void LogModel::setMaximumRowCount(int count)
{
    m_maximumRowCount = std::max(count, 0);
    if (m_maximumRowCount > 0) {
        trimTo(m_maximumRowCount);
    }
}

LogEntry LogModel::entryAt(int row) const
{
    if (row < 0 || row >= m_rows.size()) {
        return {};
    }
    return m_rows.at(row).entry;
}

int LogModel::rowOf(const QString &id) const
{
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        if (m_rows.at(i).entry.id == id) {
            return static_cast<int>(i);
        }
    }
    return -1;
}

bool LogModel::columnHasData(int column) const
{
    return std::any_of(m_rows.cbegin(), m_rows.cend(), [column](const Row &row) {
        const LogEntry &entry = row.entry;
        switch (column) {
        case TimeColumn:
            return entry.time.isValid();
        case SenderColumn:
            return !entry.sender.isEmpty();
        case RecipientColumn:
            return !entry.recipient.isEmpty();
        case DestinationColumn:
            return !entry.destination.isEmpty();
        case StatusColumn:
            return entry.status != LogEntry::Status::Unknown || !entry.statusText.isEmpty();
        case SmtpColumn:
            return entry.smtpCode >= 0 || !entry.smtpMessage.isEmpty();
        case SubjectColumn:
            return !entry.subject.isEmpty();
        default:
            return false;
        }
    });
}

int LogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int LogModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString LogModel::statusText(LogEntry::Status status)
{
    switch (status) {
    case LogEntry::Status::Delivered:
        return tr("Delivered");
    case LogEntry::Status::Deferred:
        return tr("Deferred");
    case LogEntry::Status::Bounced:
        return tr("Bounced");
    case LogEntry::Status::Rejected:
        return tr("Rejected");
    case LogEntry::Status::Spam:
        return tr("Spam");
    case LogEntry::Status::Unknown:
        break;
    }
    return tr("Unknown");
}

QVariant LogModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const Row &row = m_rows.at(index.row());
    const LogEntry &entry = row.entry;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case TimeColumn:
            return entry.time.isValid() ? QLocale().toString(entry.time.toLocalTime(), QLocale::ShortFormat)
                                        : QString();
        case SenderColumn:
            return entry.sender;
        case RecipientColumn:
            return entry.recipient;
        case DestinationColumn:
            return entry.destination;
        case StatusColumn:
            return statusText(entry.status);
        case SmtpColumn:
            return smtpText(entry);
        case SubjectColumn:
            return entry.subject;
        default:
            return {};
        }
    case Qt::ToolTipRole:
        switch (index.column()) {
        case TimeColumn:
            if (!entry.time.isValid()) {
                return {};
            }
            //: %1 the local time with seconds and zone, %2 the same moment in UTC
            return tr("%1 (%2 UTC)")
                .arg(QLocale().toString(entry.time.toLocalTime(), QLocale::LongFormat),
                     entry.time.toUTC().toString(utcFormat));
        case StatusColumn:
            if (!entry.statusText.isEmpty() && entry.statusText != statusText(entry.status)) {
                //: %1 the status word, %2 the service's own word for it
                return tr("%1 (the service says “%2”)").arg(statusText(entry.status), entry.statusText);
            }
            return {};
        case SmtpColumn:
            return smtpText(entry);
        case SubjectColumn:
            return entry.subject;
        default:
            return {};
        }
    case IdRole:
        return entry.id;
    case StatusRole:
        return static_cast<int>(entry.status);
    case RawRole:
        return entry.raw;
    case ExactTimeRole:
        return entry.time.toUTC();
    case NewRole:
        return row.isNew;
    case AliasIdRole:
        return entry.aliasId;
    case DomainRole:
        return domainOf(entry);
    case MessageIdRole:
        return entry.messageId;
    case SortRole:
        switch (index.column()) {
        case TimeColumn:
            return entry.time.toUTC();
        case SenderColumn:
            return entry.sender.toCaseFolded();
        case RecipientColumn:
            return entry.recipient.toCaseFolded();
        case DestinationColumn:
            return entry.destination.toCaseFolded();
        case StatusColumn:
            return static_cast<int>(entry.status);
        case SmtpColumn:
            return entry.smtpCode;
        case SubjectColumn:
            return entry.subject.toCaseFolded();
        default:
            return {};
        }
    default:
        return {};
    }
}

QVariant LogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    switch (section) {
    case TimeColumn:
        return tr("Time");
    case SenderColumn:
        return tr("Sender");
    case RecipientColumn:
        return tr("Recipient");
    case DestinationColumn:
        return tr("Destination");
    case StatusColumn:
        return tr("Status");
    case SmtpColumn:
        return tr("SMTP");
    case SubjectColumn:
        return tr("Subject");
    default:
        return {};
    }
}

} // namespace ForwardDesk::Models
