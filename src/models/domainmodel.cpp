// SPDX-License-Identifier: GPL-3.0-or-later
#include "domainmodel.h"

#include "roles.h"

#include <QLocale>
#include <QUrl>

namespace ForwardDesk::Models {

using Core::Domain;

DomainModel::DomainModel(QObject *parent)
    : TableModel(ColumnCount, parent)
{ }

DomainModel::~DomainModel() = default;

void DomainModel::setDomains(QList<Domain> domains)
{
    // A row without an id could never be acted on: the client leaves such records out, and so does the model.
    domains.removeIf([](const Domain &domain) { return domain.id.isEmpty(); });
    beginResetModel();
    m_domains = std::move(domains);
    endResetModel();
}

void DomainModel::upsertDomain(const Domain &domain)
{
    if (domain.id.isEmpty()) {
        return;
    }
    const int row = rowOf(domain.id);
    if (row < 0) {
        beginInsertRows({}, static_cast<int>(m_domains.size()), static_cast<int>(m_domains.size()));
        m_domains.append(domain);
        endInsertRows();
        return;
    }
    m_domains[row] = domain;
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

void DomainModel::removeDomain(const QString &id)
{
    const int row = rowOf(id);
    if (row < 0) {
        return;
    }
    beginRemoveRows({}, row, row);
    m_domains.removeAt(row);
    endRemoveRows();
}

int DomainModel::rowOf(const QString &id) const
{
    for (qsizetype i = 0; i < m_domains.size(); ++i) {
        if (m_domains.at(i).id == id) {
            return static_cast<int>(i);
        }
    }
    return -1;
}

QString DomainModel::idOfName(const QString &name) const
{
    const QString ace = QString::fromLatin1(QUrl::toAce(name));
    for (const Domain &domain : m_domains) {
        if (domain.name.compare(name, Qt::CaseInsensitive) == 0
            || domain.displayName().compare(name, Qt::CaseInsensitive) == 0
            || (!ace.isEmpty() && domain.name.compare(ace, Qt::CaseInsensitive) == 0)) {
            return domain.id;
        }
    }
    return {};
}

int DomainModel::recordCount() const
{
    return static_cast<int>(m_domains.size());
}

QString DomainModel::statusText(Domain::Status status)
{
    switch (status) {
    case Domain::Status::Active:
        return tr("Active");
    case Domain::Status::Pending:
        return tr("Pending");
    case Domain::Status::Failing:
        return tr("Failing");
    case Domain::Status::Unknown:
        break;
    }
    return tr("Unknown");
}

QVariant DomainModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const Domain &domain = m_domains.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case NameColumn:
            return domain.displayName();
        case StatusColumn:
            return statusText(domain.status);
        case AliasCountColumn:
            return domain.aliasCount >= 0 ? QVariant(domain.aliasCount) : QVariant();
        case CreatedColumn:
            return domain.createdAt.isValid()
                ? QLocale().toString(domain.createdAt.toLocalTime().date(), QLocale::ShortFormat)
                : QString();
        case VerifiedColumn:
            return domain.verifiedAt.isValid()
                ? QLocale().toString(domain.verifiedAt.toLocalTime().date(), QLocale::ShortFormat)
                : QString();
        default:
            return {};
        }
    case Qt::ToolTipRole:
        if (index.column() == NameColumn && domain.displayName() != domain.name) {
            return tr("%1 (sent to the service as %2)").arg(domain.displayName(), domain.name);
        }
        if (index.column() == CreatedColumn && domain.createdAt.isValid()) {
            return QLocale().toString(domain.createdAt.toLocalTime(), QLocale::LongFormat);
        }
        if (index.column() == VerifiedColumn && domain.verifiedAt.isValid()) {
            return QLocale().toString(domain.verifiedAt.toLocalTime(), QLocale::LongFormat);
        }
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == AliasCountColumn) {
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        }
        return {};
    case IdRole:
        return domain.id;
    case StatusRole:
        return static_cast<int>(domain.status);
    case RawRole:
        return domain.rawObject();
    case SortRole:
        switch (index.column()) {
        case NameColumn:
            return domain.displayName().toCaseFolded();
        case StatusColumn:
            return static_cast<int>(domain.status);
        case AliasCountColumn:
            return domain.aliasCount;
        case CreatedColumn:
            return domain.createdAt;
        case VerifiedColumn:
            return domain.verifiedAt;
        default:
            return {};
        }
    default:
        return {};
    }
}

QStringList DomainModel::columnTitles() const
{
    // In the order of Column.
    return {tr("Domain"), tr("Status"), tr("Aliases"), tr("Added"), tr("Verified")};
}

} // namespace ForwardDesk::Models
