// SPDX-License-Identifier: GPL-3.0-or-later
#include "logfiltermodel.h"

#include "logmodel.h"

#include <QUrl>

namespace ForwardDesk::Models {

using Core::LogEntry;

namespace {
constexpr LogEntry::Status lastStatus = LogEntry::Status::Spam;

constexpr quint32 bitOf(LogEntry::Status status)
{
    return quint32(1) << static_cast<unsigned>(status);
}
} // namespace

LogFilterModel::LogFilterModel(QObject *parent)
    : OrderedFilterModel(parent)
{ }

LogFilterModel::~LogFilterModel() = default;

void LogFilterModel::setSourceModel(QAbstractItemModel *source)
{
    m_logs = qobject_cast<LogModel *>(source);
    OrderedFilterModel::setSourceModel(source);
}

void LogFilterModel::setStatuses(const QList<LogEntry::Status> &statuses)
{
    quint32 mask = 0;
    for (const LogEntry::Status status : statuses) {
        mask |= bitOf(status);
    }
    setCriterion(m_criteria.statusMask, mask);
}

QList<LogEntry::Status> LogFilterModel::statuses() const
{
    QList<LogEntry::Status> result;
    for (int i = 0; i <= static_cast<int>(lastStatus); ++i) {
        const auto status = static_cast<LogEntry::Status>(i);
        if (m_criteria.statusMask & bitOf(status)) {
            result.append(status);
        }
    }
    return result;
}

void LogFilterModel::setDomainFilter(const QString &domain)
{
    const QString trimmed = domain.trimmed();
    if (trimmed == m_criteria.domain) {
        return;
    }
    m_criteria.domain = trimmed;
    m_criteria.domainAce = trimmed.isEmpty() ? QString() : QString::fromLatin1(QUrl::toAce(trimmed));
    invalidateOrder();
}

void LogFilterModel::setAliasFilter(const QString &alias)
{
    setCriterion(m_criteria.alias, alias.trimmed());
}

void LogFilterModel::setTimeRange(const QDateTime &from, const QDateTime &to)
{
    if (from == m_criteria.from && to == m_criteria.to) {
        return;
    }
    m_criteria.from = from;
    m_criteria.to = to;
    invalidateOrder();
}

void LogFilterModel::setFilterText(const QString &text)
{
    setCriterion(m_criteria.text, text.trimmed());
}

OrderedFilterModel::Job LogFilterModel::orderJob() const
{
    if (!m_logs) {
        return [] { return QList<int>(); };
    }
    return [entries = m_logs->entries(), criteria = m_criteria, context = sortContext()] {
        return orderRows(
            entries.size(), context, [&](int row) { return criteria.accepts(entries.at(row)); },
            [&](int row) { return LogModel::sortKey(entries.at(row), context.column); });
    };
}

bool LogFilterModel::acceptsRow(int sourceRow) const
{
    return m_logs && m_criteria.accepts(m_logs->entries().at(sourceRow));
}

SortKey LogFilterModel::sortKey(int sourceRow, int column) const
{
    return m_logs ? LogModel::sortKey(m_logs->entries().at(sourceRow), column) : SortKey();
}

bool LogFilterModel::Criteria::accepts(const LogEntry &entry) const
{
    if (statusMask != 0) {
        const int status = static_cast<int>(entry.status);
        if (status < 0 || status > static_cast<int>(lastStatus) || !(statusMask & bitOf(entry.status))) {
            return false;
        }
    }

    if (!domain.isEmpty()) {
        const QString entryDomain = LogModel::domainOf(entry);
        if (entryDomain.compare(domain, Qt::CaseInsensitive) != 0
            && (domainAce.isEmpty() || entryDomain.compare(domainAce, Qt::CaseInsensitive) != 0)) {
            return false;
        }
    }

    if (!alias.isEmpty() && entry.aliasId != alias && entry.recipient.compare(alias, Qt::CaseInsensitive) != 0) {
        return false;
    }

    if (from.isValid() || to.isValid()) {
        if (!entry.time.isValid() || (from.isValid() && entry.time < from) || (to.isValid() && entry.time > to)) {
            return false;
        }
    }

    if (text.isEmpty()) {
        return true;
    }
    for (const QString *field : {&entry.sender, &entry.recipient, &entry.destination, &entry.subject}) {
        if (field->contains(text, Qt::CaseInsensitive)) {
            return true;
        }
    }
    // The SMTP column shows the code and the reply together; a search may span both.
    const bool smtp = entry.smtpCode < 0 ? entry.smtpMessage.contains(text, Qt::CaseInsensitive)
                                         : LogModel::smtpText(entry).contains(text, Qt::CaseInsensitive);
    return smtp || entry.messageId.contains(text, Qt::CaseInsensitive);
}

} // namespace ForwardDesk::Models
