// SPDX-License-Identifier: GPL-3.0-or-later
#include "logfiltermodel.h"

#include "logmodel.h"
#include "roles.h"

#include <QUrl>

#include <array>

namespace ForwardDesk::Models {

using Core::LogEntry;

namespace {
constexpr LogEntry::Status lastStatus = LogEntry::Status::Spam;

constexpr quint32 bitOf(LogEntry::Status status)
{
    return quint32(1) << static_cast<unsigned>(status);
}

/// The columns whose text the free-text filter searches; the Message-ID comes from its role.
constexpr std::array textColumns = {LogModel::SenderColumn, LogModel::RecipientColumn, LogModel::DestinationColumn,
                                    LogModel::SubjectColumn, LogModel::SmtpColumn};
} // namespace

LogFilterModel::LogFilterModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(SortRole);
}

LogFilterModel::~LogFilterModel() = default;

void LogFilterModel::setStatuses(const QList<LogEntry::Status> &statuses)
{
    quint32 mask = 0;
    for (const LogEntry::Status status : statuses) {
        mask |= bitOf(status);
    }
    if (mask == m_statusMask) {
        return;
    }
    m_statusMask = mask;
    invalidateFilter();
}

QList<LogEntry::Status> LogFilterModel::statuses() const
{
    QList<LogEntry::Status> result;
    for (int i = 0; i <= static_cast<int>(lastStatus); ++i) {
        const auto status = static_cast<LogEntry::Status>(i);
        if (m_statusMask & bitOf(status)) {
            result.append(status);
        }
    }
    return result;
}

void LogFilterModel::setDomainFilter(const QString &domain)
{
    const QString trimmed = domain.trimmed();
    if (trimmed == m_domain) {
        return;
    }
    m_domain = trimmed;
    m_domainAce = trimmed.isEmpty() ? QString() : QString::fromLatin1(QUrl::toAce(trimmed));
    invalidateFilter();
}

void LogFilterModel::setAliasFilter(const QString &alias)
{
    const QString trimmed = alias.trimmed();
    if (trimmed == m_alias) {
        return;
    }
    m_alias = trimmed;
    invalidateFilter();
}

void LogFilterModel::setTimeRange(const QDateTime &from, const QDateTime &to)
{
    if (from == m_from && to == m_to) {
        return;
    }
    m_from = from;
    m_to = to;
    invalidateFilter();
}

void LogFilterModel::setFilterText(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (trimmed == m_text) {
        return;
    }
    m_text = trimmed;
    invalidateFilter();
}

bool LogFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex first = sourceModel()->index(sourceRow, 0, sourceParent);

    if (m_statusMask != 0) {
        const int status = first.data(StatusRole).toInt();
        if (status < 0 || status > static_cast<int>(lastStatus)
            || !(m_statusMask & bitOf(static_cast<LogEntry::Status>(status)))) {
            return false;
        }
    }

    if (!m_domain.isEmpty()) {
        const QString domain = first.data(DomainRole).toString();
        if (domain.compare(m_domain, Qt::CaseInsensitive) != 0
            && (m_domainAce.isEmpty() || domain.compare(m_domainAce, Qt::CaseInsensitive) != 0)) {
            return false;
        }
    }

    if (!m_alias.isEmpty()) {
        const QString recipient =
            sourceModel()->index(sourceRow, LogModel::RecipientColumn, sourceParent).data().toString();
        if (first.data(AliasIdRole).toString() != m_alias && recipient.compare(m_alias, Qt::CaseInsensitive) != 0) {
            return false;
        }
    }

    if (m_from.isValid() || m_to.isValid()) {
        const QDateTime time = first.data(ExactTimeRole).toDateTime();
        if (!time.isValid() || (m_from.isValid() && time < m_from) || (m_to.isValid() && time > m_to)) {
            return false;
        }
    }

    return m_text.isEmpty() || acceptsText(sourceRow, sourceParent);
}

bool LogFilterModel::acceptsText(int sourceRow, const QModelIndex &sourceParent) const
{
    for (const int column : textColumns) {
        const QModelIndex index = sourceModel()->index(sourceRow, column, sourceParent);
        if (index.data().toString().contains(m_text, Qt::CaseInsensitive)) {
            return true;
        }
    }
    const QModelIndex first = sourceModel()->index(sourceRow, 0, sourceParent);
    return first.data(MessageIdRole).toString().contains(m_text, Qt::CaseInsensitive);
}

} // namespace ForwardDesk::Models
