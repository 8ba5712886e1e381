// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/logentry.h"
#include "orderedfiltermodel.h"

#include <QDateTime>
#include <QList>

namespace ForwardDesk::Models {

class LogModel;

/// Filters and sorts a LogModel for the log pane.
///
/// Usage: set a LogModel as the source and call the setters from the pane's filter bar; every filter
/// left at its default lets every row through. Sorting follows SortRole (the Time column sorts by the exact
/// time). "Shown of loaded" is rowCount() here against the source's rowCount(). A large log is filtered and
/// sorted on a worker thread (see OrderedFilterModel): watch updated() or isUpdating().
class LogFilterModel final : public OrderedFilterModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LogFilterModel)

public:
    explicit LogFilterModel(QObject *parent = nullptr);
    ~LogFilterModel() override;

    /// Only a LogModel gives rows; any other source shows none.
    void setSourceModel(QAbstractItemModel *source) override;

    /// Shows only entries with one of @p statuses; an empty list shows every status.
    void setStatuses(const QList<Core::LogEntry::Status> &statuses);
    [[nodiscard]] QList<Core::LogEntry::Status> statuses() const;

    /// Shows only entries of @p domain (exact, ignoring case; the ASCII and the Unicode form both match).
    /// Empty shows every domain.
    void setDomainFilter(const QString &domain);
    [[nodiscard]] QString domainFilter() const { return m_criteria.domain; }

    /// Shows only entries sent to @p alias: a recipient address (ignoring case) or an alias id. Empty shows all.
    void setAliasFilter(const QString &alias);
    [[nodiscard]] QString aliasFilter() const { return m_criteria.alias; }

    /// Shows only entries with from <= time <= to; an invalid bound leaves that side open. While a bound is
    /// set, entries without a time are hidden.
    void setTimeRange(const QDateTime &from, const QDateTime &to);
    [[nodiscard]] QDateTime timeFrom() const { return m_criteria.from; }
    [[nodiscard]] QDateTime timeTo() const { return m_criteria.to; }

    /// Shows only entries whose sender, recipient, destination, subject, SMTP reply or Message-ID contains
    /// @p text, ignoring case and surrounding white space.
    void setFilterText(const QString &text);
    [[nodiscard]] QString filterText() const { return m_criteria.text; }

protected:
    [[nodiscard]] Job orderJob() const override;
    [[nodiscard]] bool acceptsRow(int sourceRow) const override;
    [[nodiscard]] SortKey sortKey(int sourceRow, int column) const override;

private:
    /// The filter settings as a value, so that a worker thread can apply a copy of them.
    struct Criteria
    {
        quint32 statusMask = 0; ///< bit n set: status n is shown; 0: every status is
        QString domain;
        QString domainAce; ///< domain in ASCII form, so a filter typed in Unicode matches the service's name
        QString alias;
        QDateTime from;
        QDateTime to;
        QString text;

        [[nodiscard]] bool accepts(const Core::LogEntry &entry) const;
    };

    LogModel *m_logs = nullptr;
    Criteria m_criteria;
};

} // namespace ForwardDesk::Models
