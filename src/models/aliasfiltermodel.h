// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSortFilterProxyModel>

namespace ForwardDesk::Models {

/// Filters and sorts an AliasModel for the aliases pane.
///
/// Usage: set an AliasModel as the source, connect the search field to setFilterText() and the state
/// selector to setStateFilter(). Sorting uses SortRole, so the catch-all comes first in ascending
/// address order and dates sort as dates.
class AliasFilterModel final : public QSortFilterProxyModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AliasFilterModel)

public:
    enum class StateFilter { All, Enabled, Disabled, CatchAll };
    Q_ENUM(StateFilter)

    explicit AliasFilterModel(QObject *parent = nullptr);
    ~AliasFilterModel() override;

    /// Shows only aliases whose address or one of whose destinations contains @p text, ignoring case.
    /// Surrounding white space is ignored; an empty text filters nothing.
    void setFilterText(const QString &text);
    [[nodiscard]] QString filterText() const { return m_text; }

    void setStateFilter(StateFilter filter);
    [[nodiscard]] StateFilter stateFilter() const { return m_state; }

protected:
    [[nodiscard]] bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QString m_text;
    StateFilter m_state = StateFilter::All;
};

} // namespace ForwardDesk::Models
