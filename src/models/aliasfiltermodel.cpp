// SPDX-License-Identifier: GPL-3.0-or-later
#include "aliasfiltermodel.h"

#include "aliasmodel.h"

using namespace Qt::StringLiterals;

namespace ForwardDesk::Models {

using Core::Alias;

AliasFilterModel::AliasFilterModel(QObject *parent)
    : OrderedFilterModel(parent)
{ }

AliasFilterModel::~AliasFilterModel() = default;

void AliasFilterModel::setSourceModel(QAbstractItemModel *source)
{
    m_aliases = qobject_cast<AliasModel *>(source);
    OrderedFilterModel::setSourceModel(source);
}

void AliasFilterModel::setFilterText(const QString &text)
{
    setCriterion(m_criteria.text, text.trimmed());
}

void AliasFilterModel::setStateFilter(StateFilter filter)
{
    setCriterion(m_criteria.state, filter);
}

OrderedFilterModel::Job AliasFilterModel::orderJob() const
{
    if (!m_aliases) {
        return [] { return QList<int>(); };
    }
    return [aliases = m_aliases->aliases(), domain = m_aliases->domainDisplayName(), criteria = m_criteria,
            context = sortContext()] {
        return orderRows(
            aliases.size(), context, [&](int row) { return criteria.accepts(aliases.at(row), domain); },
            [&](int row) { return AliasModel::sortKey(aliases.at(row), context.column, domain); });
    };
}

bool AliasFilterModel::acceptsRow(int sourceRow) const
{
    return m_aliases && m_criteria.accepts(m_aliases->aliases().at(sourceRow), m_aliases->domainDisplayName());
}

SortKey AliasFilterModel::sortKey(int sourceRow, int column) const
{
    return m_aliases ? AliasModel::sortKey(m_aliases->aliases().at(sourceRow), column, m_aliases->domainDisplayName())
                     : SortKey();
}

bool AliasFilterModel::Criteria::accepts(const Alias &alias, const QString &domainDisplayName) const
{
    switch (state) {
    case StateFilter::All:
        break;
    case StateFilter::Enabled:
        if (!alias.enabled) {
            return false;
        }
        break;
    case StateFilter::Disabled:
        if (alias.enabled) {
            return false;
        }
        break;
    case StateFilter::CatchAll:
        if (!alias.catchAll) {
            return false;
        }
        break;
    }

    if (text.isEmpty()) {
        return true;
    }
    if (AliasModel::displayAddress(alias, domainDisplayName).contains(text, Qt::CaseInsensitive)) {
        return true;
    }
    // As the Destinations column shows them, so a search may span two addresses.
    return alias.destinations.join(u", "_s).contains(text, Qt::CaseInsensitive);
}

} // namespace ForwardDesk::Models
