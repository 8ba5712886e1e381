// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/logentry.h"

#include <QDateTime>
#include <QList>
#include <QSortFilterProxyModel>

namespace ForwardDesk::Models {

/// Filters and sorts a LogModel for the log pane.
///
/// Usage: set a LogModel as the source and call the setters from the pane's filter bar; every filter
/// left at its default lets every row through. Sorting uses SortRole (the Time column sorts by the UTC time).
/// "Shown of loaded" is rowCount() here against the source's rowCount().
class LogFilterModel final : public QSortFilterProxyModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LogFilterModel)

public:
    explicit LogFilterModel(QObject *parent = nullptr);
    ~LogFilterModel() override;

    /// Shows only entries with one of @p statuses; an empty list shows every status.
    void setStatuses(const QList<Core::LogEntry::Status> &statuses);
    [[nodiscard]] QList<Core::LogEntry::Status> statuses() const;

    /// Shows only entries of @p domain (exact, ignoring case; the ASCII and the Unicode form both match).
    /// Empty shows every domain.
    void setDomainFilter(const QString &domain);
    [[nodiscard]] QString domainFilter() const { return m_domain; }

    /// Shows only entries sent to @p alias: a recipient address (ignoring case) or an alias id. Empty shows all.
    void setAliasFilter(const QString &alias);
    [[nodiscard]] QString aliasFilter() const { return m_alias; }

    /// Shows only entries with from <= time <= to; an invalid bound leaves that side open. While a bound is
    /// set, entries without a time are hidden.
    void setTimeRange(const QDateTime &from, const QDateTime &to);
    [[nodiscard]] QDateTime timeFrom() const { return m_from; }
    [[nodiscard]] QDateTime timeTo() const { return m_to; }

    /// Shows only entries whose sender, recipient, destination, subject, SMTP reply or Message-ID contains
    /// @p text, ignoring case and surrounding white space.
    void setFilterText(const QString &text);
    [[nodiscard]] QString filterText() const { return m_text; }

protected:
    [[nodiscard]] bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    [[nodiscard]] bool acceptsText(int sourceRow, const QModelIndex &sourceParent) const;

    quint32 m_statusMask = 0; ///< bit n set: status n is shown; 0: every status is
    QString m_domain;
    QString m_domainAce; ///< m_domain in ASCII form, so a filter typed in Unicode matches the service's name
    QString m_alias;
    QDateTime m_from;
    QDateTime m_to;
    QString m_text;
};

} // namespace ForwardDesk::Models
