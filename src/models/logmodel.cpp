// SPDX-License-Identifier: GPL-3.0-or-later
#include "logmodel.h"

#include "core/idset.h"
#include "core/releaseelsewhere.h"
#include "core/whenfinished.h"
#include "roles.h"

#include <QLocale>
#include <QLoggingCategory>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <limits>

namespace ForwardDesk::Models {

using Core::LogEntry;

namespace {
Q_LOGGING_CATEGORY(lc, "forwarddesk.models.logmodel")

/// Separates the parts of the key of an entry without an id; a control character no field contains.
constexpr QChar keySeparator = u'\x1f';
constexpr QChar atSign = u'@';
constexpr QChar space = u' ';
constexpr QStringView utcFormat = u"yyyy-MM-dd HH:mm:ss";
/// From this many entries, loadEntries() prepares them on a worker thread.
constexpr qsizetype backgroundEntries = 5000;

/// Orders @p items newest first by the time @p timeOf gives. Stable, so entries with the same time keep the
/// service's order; entries without a time go last.
template <typename T, typename TimeOf>
void sortNewestFirst(QList<T> &items, TimeOf timeOf)
{
    const auto newerFirst = [&timeOf](const T &a, const T &b) {
        const QDateTime &timeA = timeOf(a);
        if (!timeA.isValid()) {
            return false;
        }
        const QDateTime &timeB = timeOf(b);
        return !timeB.isValid() || timeA > timeB;
    };
    // Services send newest first: checking that is linear, sorting 100,000 entries is not.
    if (!std::is_sorted(items.cbegin(), items.cend(), newerFirst)) {
        std::stable_sort(items.begin(), items.end(), newerFirst);
    }
}
} // namespace

QString LogModel::domainOf(const LogEntry &entry)
{
    if (!entry.domain.isEmpty()) {
        return entry.domain;
    }
    const qsizetype at = entry.recipient.lastIndexOf(atSign);
    return at < 0 ? QString() : entry.recipient.mid(at + 1);
}

QString LogModel::smtpText(const LogEntry &entry)
{
    if (entry.smtpCode < 0) {
        return entry.smtpMessage;
    }
    if (entry.smtpMessage.isEmpty()) {
        return QString::number(entry.smtpCode);
    }
    return QString::number(entry.smtpCode) + space + entry.smtpMessage;
}

SortKey LogModel::sortKey(const LogEntry &entry, int column)
{
    switch (column) {
    case TimeColumn:
        // An entry without a time sorts before every other, as an invalid QDateTime does.
        return {entry.time.isValid() ? entry.time.toMSecsSinceEpoch() : std::numeric_limits<qint64>::min(), {}};
    case SenderColumn:
        return {0, entry.sender.toCaseFolded()};
    case RecipientColumn:
        return {0, entry.recipient.toCaseFolded()};
    case DestinationColumn:
        return {0, entry.destination.toCaseFolded()};
    case StatusColumn:
        return {static_cast<int>(entry.status), {}};
    case SmtpColumn:
        return {entry.smtpCode, {}};
    case SubjectColumn:
        return {0, entry.subject.toCaseFolded()};
    default:
        return {};
    }
}

LogModel::LogModel(QObject *parent)
    : TableModel(ColumnCount, parent)
{ }

LogModel::~LogModel()
{
    Core::releaseElsewhere(m_entries); // an account switched away from takes its rows with it
}

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

LogModel::PreparedEntries LogModel::prepareEntries(QList<LogEntry> entries, int maximumRowCount, Ids ids)
{
    // Duplicates out in place: a list of 100,000 entries is not copied. The ids go into an IdSet (one block of
    // text, no hash node per id, about half the time of a QSet), unless they are known to be unique; the entries
    // without one are told apart by their contents. The model's own set of keys is made afterwards, off the way
    // to the rows (makeKeys()).
    const bool idsRepeat = ids == Ids::MayRepeat;
    const bool check = idsRepeat
        || std::any_of(entries.cbegin(), entries.cend(), [](const LogEntry &entry) { return entry.id.isEmpty(); });
    Core::IdSet seenIds;
    QSet<QString> contentKeys;
    qsizetype kept = check ? 0 : entries.size(); // nothing to check: every entry is kept
    for (qsizetype i = kept; i < entries.size(); ++i) {
        const LogEntry &entry = entries.at(i);
        bool fresh = true;
        if (!entry.id.isEmpty()) {
            fresh = !idsRepeat || seenIds.insert(entry.id);
        } else {
            const qsizetype before = contentKeys.size();
            contentKeys.insert(keyOf(entry));
            fresh = contentKeys.size() != before;
        }
        if (!fresh) {
            continue;
        }
        if (kept != i) {
            entries[kept] = std::move(entries[i]);
        }
        ++kept;
    }
    entries.resize(kept);
    sortNewestFirst(entries, [](const LogEntry &entry) -> const QDateTime & { return entry.time; });
    if (maximumRowCount > 0 && entries.size() > maximumRowCount) {
        entries.resize(maximumRowCount);
    }
    return {std::move(entries)};
}

QSet<QString> LogModel::keysOf(const QList<LogEntry> &entries)
{
    QSet<QString> keys;
    keys.reserve(entries.size());
    for (const LogEntry &entry : entries) {
        keys.insert(keyOf(entry));
    }
    return keys;
}

void LogModel::makeKeys()
{
    m_keysPending.reset();
    if (m_entries.size() < backgroundEntries) {
        m_keys = keysOf(m_entries);
        return;
    }
    m_keys = {};
    // The worker lets go of its copy of the list before it hands the keys over: once keys() has them, a change
    // to the rows does not copy 100,000 entries.
    m_keysPending = QtConcurrent::run([entries = m_entries]() mutable {
        QSet<QString> keys = keysOf(entries);
        entries = {};
        return keys;
    });
}

QSet<QString> &LogModel::keys()
{
    if (m_keysPending) {
        m_keys = m_keysPending->takeResult(); // waits for the worker, if it is still at it
        m_keysPending.reset();
    }
    return m_keys;
}

void LogModel::setEntries(QList<LogEntry> entries)
{
    setPreparedEntries(prepareEntries(std::move(entries), m_maximumRowCount));
}

void LogModel::setPreparedEntries(PreparedEntries prepared)
{
    ++m_loadGeneration; // whatever was being prepared is superseded
    beginResetModel();
    QList<LogEntry> old = std::exchange(m_entries, std::move(prepared.entries));
    if (m_maximumRowCount > 0 && m_entries.size() > m_maximumRowCount) {
        m_entries.resize(m_maximumRowCount); // lowered while they were prepared
    }
    m_new = QList<bool>(m_entries.size(), false);
    makeKeys(); // for the rows kept: nothing waits for the keys here
    m_rowOfId = {};
    endResetModel();
    Core::releaseElsewhere(old); // many records take a while to free
}

void LogModel::loadEntries(QList<LogEntry> entries, Ids ids, std::function<void()> done)
{
    if (entries.size() < backgroundEntries) {
        setEntries(std::move(entries));
        if (done) {
            done();
        }
        return;
    }
    const quint64 generation = ++m_loadGeneration;
    // The list goes in through a lambda that moves it on: QtConcurrent::run() (Qt 6.4 at least) hands its
    // stored arguments to the function as copies, and prepareEntries() would then copy all 100,000 records
    // the moment it changes the still shared list.
    auto prepared = QtConcurrent::run([entries = std::move(entries), maximum = m_maximumRowCount, ids]() mutable {
        return prepareEntries(std::move(entries), maximum, ids);
    });
    Core::whenFinished(this, std::move(prepared), [this, generation, done = std::move(done)](PreparedEntries ready) {
        if (generation != m_loadGeneration) {
            return; // superseded meanwhile
        }
        setPreparedEntries(std::move(ready));
        if (done) {
            done();
        }
    });
}

int LogModel::mergeNewer(QList<LogEntry> entries)
{
    QList<Row> fresh;
    QSet<QString> freshKeys;
    QSet<QString> &known = keys(); // made by now (a long load's set is waited for here)
    for (LogEntry &entry : entries) {
        QString key = keyOf(entry);
        if (known.contains(key) || freshKeys.contains(key)) {
            continue;
        }
        freshKeys.insert(key);
        fresh.append(Row{std::move(entry), std::move(key), true});
    }
    if (fresh.isEmpty()) {
        return 0;
    }
    sortNewestFirst(fresh, [](const Row &row) -> const QDateTime & { return row.entry.time; });
    if (m_maximumRowCount > 0 && fresh.size() > m_maximumRowCount) {
        fresh.resize(m_maximumRowCount);
    }
    const int added = static_cast<int>(fresh.size());

    // Room first, so the buffer never holds more than its maximum, even between the two signals.
    if (m_maximumRowCount > 0) {
        trimTo(m_maximumRowCount - added);
    }

    beginInsertRows({}, 0, added - 1);
    QList<LogEntry> merged;
    merged.reserve(added + m_entries.size());
    for (Row &row : fresh) {
        known.insert(row.key);
        merged.append(std::move(row.entry));
    }
    merged.append(std::move(m_entries));
    m_entries = std::move(merged);
    m_new = QList<bool>(added, true) + m_new;
    m_rowOfId = {}; // every row moved down
    endInsertRows();
    qCDebug(lc) << "follow: added" << added << "rows, now" << m_entries.size();
    return added;
}

void LogModel::trimTo(int keep)
{
    const int count = rowCount();
    if (keep < 0 || count <= keep) {
        return;
    }
    beginRemoveRows({}, keep, count - 1);
    QSet<QString> &keySet = keys();
    for (int i = keep; i < count; ++i) {
        keySet.remove(keyOf(m_entries.at(i)));
    }
    m_entries.resize(keep);
    m_new.resize(keep);
    m_rowOfId = {};
    endRemoveRows();
    qCDebug(lc) << "dropped the" << count - keep << "oldest rows";
}

void LogModel::clearNewMarks()
{
    int first = -1;
    int last = -1;
    for (qsizetype i = 0; i < m_new.size(); ++i) {
        if (m_new.at(i)) {
            m_new[i] = false;
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
    return static_cast<int>(std::count(m_new.cbegin(), m_new.cend(), true));
}

QDateTime LogModel::newestTime() const
{
    // Not simply the first row: a late entry merged in follow mode sits at the top with an older time.
    QDateTime newest;
    for (const LogEntry &entry : m_entries) {
        if (entry.time.isValid() && (!newest.isValid() || entry.time > newest)) {
            newest = entry.time;
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
    if (row < 0 || row >= m_entries.size()) {
        return {};
    }
    return m_entries.at(row);
}

int LogModel::rowOf(const QString &id) const
{
    if (m_rowOfId.isEmpty() && !m_entries.isEmpty()) {
        m_rowOfId.reserve(m_entries.size());
        for (qsizetype i = m_entries.size() - 1; i >= 0; --i) { // backwards: the first of equal ids wins
            m_rowOfId.insert(m_entries.at(i).id, static_cast<int>(i));
        }
    }
    return m_rowOfId.value(id, -1);
}

bool LogModel::columnHasData(int column) const
{
    return std::any_of(m_entries.cbegin(), m_entries.cend(), [column](const LogEntry &entry) {
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

int LogModel::recordCount() const
{
    return static_cast<int>(m_entries.size());
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
    const LogEntry &entry = m_entries.at(index.row());
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
        case SubjectColumn:
            // Long texts the column may cut: the tooltip shows them whole.
            return data(index, Qt::DisplayRole);
        default:
            return {};
        }
    case IdRole:
        return entry.id;
    case StatusRole:
        return static_cast<int>(entry.status);
    case RawRole:
        return entry.rawObject();
    case ExactTimeRole:
        return entry.time.toUTC();
    case NewRole:
        return m_new.at(index.row());
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

QStringList LogModel::columnTitles() const
{
    // In the order of Column.
    return {tr("Time"), tr("Sender"), tr("Recipient"), tr("Destination"), tr("Status"), tr("SMTP"), tr("Subject")};
}

} // namespace ForwardDesk::Models
