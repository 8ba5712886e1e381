// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/alias.h"
#include "orderedfiltermodel.h"

namespace ForwardDesk::Models {

class AliasModel;

/// Filters and sorts an AliasModel for the aliases pane.
///
/// Usage: set an AliasModel as the source, connect the search field to setFilterText() and the state
/// selector to setStateFilter(). Sorting follows SortRole, so the catch-all comes first in ascending
/// address order and dates sort as dates. A large domain is filtered and sorted on a worker thread (see
/// OrderedFilterModel): watch updated() or isUpdating().
class AliasFilterModel final : public OrderedFilterModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AliasFilterModel)

public:
    enum class StateFilter { All, Enabled, Disabled, CatchAll };
    Q_ENUM(StateFilter)

    explicit AliasFilterModel(QObject *parent = nullptr);
    ~AliasFilterModel() override;

    /// Only an AliasModel gives rows; any other source shows none.
    void setSourceModel(QAbstractItemModel *source) override;

    /// Shows only aliases whose address or one of whose destinations contains @p text, ignoring case.
    /// Surrounding white space is ignored; an empty text filters nothing.
    void setFilterText(const QString &text);
    [[nodiscard]] QString filterText() const { return m_criteria.text; }

    void setStateFilter(StateFilter filter);
    [[nodiscard]] StateFilter stateFilter() const { return m_criteria.state; }

protected:
    [[nodiscard]] Job orderJob() const override;
    [[nodiscard]] bool acceptsRow(int sourceRow) const override;
    [[nodiscard]] SortKey sortKey(int sourceRow, int column) const override;

private:
    /// The filter settings as a value, so that a worker thread can apply a copy of them.
    struct Criteria
    {
        QString text;
        StateFilter state = StateFilter::All;

        [[nodiscard]] bool accepts(const Core::Alias &alias, const QString &domainDisplayName) const;
    };

    AliasModel *m_aliases = nullptr;
    Criteria m_criteria;
};

} // namespace ForwardDesk::Models
