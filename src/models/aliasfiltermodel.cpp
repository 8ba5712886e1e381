// SPDX-License-Identifier: GPL-3.0-or-later
#include "aliasfiltermodel.h"

#include "aliasmodel.h"
#include "roles.h"

namespace ForwardDesk::Models {

AliasFilterModel::AliasFilterModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(SortRole);
}

AliasFilterModel::~AliasFilterModel() = default;

void AliasFilterModel::setFilterText(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (trimmed == m_text) {
        return;
    }
    m_text = trimmed;
    invalidateFilter();
}

void AliasFilterModel::setStateFilter(StateFilter filter)
{
    if (filter == m_state) {
        return;
    }
    m_state = filter;
    invalidateFilter();
}

bool AliasFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QAbstractItemModel *source = sourceModel();
    const QModelIndex address = source->index(sourceRow, AliasModel::AddressColumn, sourceParent);

    switch (m_state) {
    case StateFilter::All:
        break;
    case StateFilter::Enabled:
        if (address.data(StatusRole).toInt() == 0) {
            return false;
        }
        break;
    case StateFilter::Disabled:
        if (address.data(StatusRole).toInt() != 0) {
            return false;
        }
        break;
    case StateFilter::CatchAll:
        if (!address.data(CatchAllRole).toBool()) {
            return false;
        }
        break;
    }

    if (m_text.isEmpty()) {
        return true;
    }
    if (address.data().toString().contains(m_text, Qt::CaseInsensitive)) {
        return true;
    }
    const QModelIndex destinations = source->index(sourceRow, AliasModel::DestinationsColumn, sourceParent);
    return destinations.data().toString().contains(m_text, Qt::CaseInsensitive);
}

} // namespace ForwardDesk::Models
