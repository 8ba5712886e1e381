// SPDX-License-Identifier: GPL-3.0-or-later
#include "aliasmodel.h"

#include "core/releaseelsewhere.h"
#include "roles.h"

#include <QLocale>
#include <QLoggingCategory>
#include <QUrl>

#include <algorithm>
#include <limits>
#include <utility>

namespace ForwardDesk::Models {

using Core::Alias;

namespace {
Q_LOGGING_CATEGORY(lc, "forwarddesk.models.aliasmodel")

constexpr QChar catchAllMark = u'*';
constexpr QStringView destinationSeparator = u", ";
constexpr QChar lineBreak = u'\n';

QString shortDateTime(const QDateTime &time)
{
    return time.isValid() ? QLocale().toString(time.toLocalTime(), QLocale::ShortFormat) : QString();
}

QString longDateTime(const QDateTime &time)
{
    return time.isValid() ? QLocale().toString(time.toLocalTime(), QLocale::LongFormat) : QString();
}
} // namespace

AliasModel::AliasModel(QObject *parent)
    : TableModel(ColumnCount, parent)
{ }

AliasModel::~AliasModel()
{
    Core::releaseElsewhere(m_aliases); // an account switched away from takes its rows with it
}

void AliasModel::setDomain(const QString &id, const QString &name)
{
    m_domainId = id;
    m_domainName = name;
    // The customer's own domain: every TLD is decoded, not only those on Qt's IDN whitelist. A name that
    // is not ASCII is already in Unicode form and shown as it is.
    const bool ascii = std::all_of(name.cbegin(), name.cend(), [](QChar c) { return c.unicode() < 0x80; });
    const QString unicode = ascii ? QUrl::fromAce(name.toLatin1(), QUrl::IgnoreIDNWhitelist) : QString();
    m_domainDisplayName = unicode.isEmpty() ? name : unicode;
    if (!m_aliases.isEmpty()) {
        emit dataChanged(index(0, AddressColumn), index(rowCount() - 1, AddressColumn),
                         {Qt::DisplayRole, Qt::ToolTipRole, SortRole});
    }
}

void AliasModel::setAliases(QList<Alias> aliases)
{
    // A row without an id could never be acted on: the client leaves such records out, and so does the model.
    aliases.removeIf([](const Alias &alias) { return alias.id.isEmpty(); });
    // A toggle still waiting for its answer stays shown, marked pending, over the list: the answer settles
    // it. Until then the list's value is the one to go back to; an alias the list no longer has is dropped.
    QHash<QString, bool> before;
    for (Alias &alias : aliases) {
        const auto pending = m_enabledBefore.constFind(alias.id);
        if (pending == m_enabledBefore.cend()) {
            continue;
        }
        const int row = rowOf(alias.id);
        if (row >= 0) {
            before.insert(alias.id, alias.enabled);
            alias.enabled = m_aliases.at(row).enabled;
        }
    }
    beginResetModel();
    QList<Alias> old = std::exchange(m_aliases, std::move(aliases));
    m_enabledBefore = std::move(before);
    m_rowOfId = {};
    endResetModel();
    Core::releaseElsewhere(old); // the 50,000 aliases of a big domain took the GUI thread 12 ms to free
}

void AliasModel::upsertAlias(const Alias &alias)
{
    if (alias.id.isEmpty()) {
        return;
    }
    m_enabledBefore.remove(alias.id);
    const int row = rowOf(alias.id);
    if (row < 0) {
        beginInsertRows({}, static_cast<int>(m_aliases.size()), static_cast<int>(m_aliases.size()));
        m_aliases.append(alias);
        if (!m_rowOfId.isEmpty()) {
            m_rowOfId.insert(alias.id, static_cast<int>(m_aliases.size() - 1));
        }
        endInsertRows();
        return;
    }
    m_aliases[row] = alias;
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

void AliasModel::removeAlias(const QString &id)
{
    m_enabledBefore.remove(id);
    const int row = rowOf(id);
    if (row < 0) {
        return;
    }
    beginRemoveRows({}, row, row);
    m_aliases.removeAt(row);
    m_rowOfId = {}; // the rows after it moved up
    endRemoveRows();
}

Alias AliasModel::aliasAt(int row) const
{
    if (row < 0 || row >= m_aliases.size()) {
        return {};
    }
    return m_aliases.at(row);
}

int AliasModel::rowOf(const QString &id) const
{
    if (m_rowOfId.isEmpty() && !m_aliases.isEmpty()) {
        m_rowOfId.reserve(m_aliases.size());
        for (qsizetype i = m_aliases.size() - 1; i >= 0; --i) { // backwards: the first of equal ids wins
            m_rowOfId.insert(m_aliases.at(i).id, static_cast<int>(i));
        }
    }
    return m_rowOfId.value(id, -1);
}

bool AliasModel::setEnabledOptimistic(const QString &id, bool enabled)
{
    const int row = rowOf(id);
    if (row < 0) {
        return false;
    }
    if (!m_enabledBefore.contains(id)) {
        m_enabledBefore.insert(id, m_aliases.at(row).enabled);
    }
    m_aliases[row].enabled = enabled;
    emitEnabledChanged(row);
    return true;
}

void AliasModel::confirmEnabled(const QString &id)
{
    if (!m_enabledBefore.remove(id)) {
        qCDebug(lc) << "confirm for an alias without a pending change:" << id;
        return;
    }
    const int row = rowOf(id);
    if (row >= 0) {
        emitEnabledChanged(row);
    }
}

void AliasModel::rollbackEnabled(const QString &id)
{
    const auto before = m_enabledBefore.constFind(id);
    if (before == m_enabledBefore.cend()) {
        qCDebug(lc) << "rollback for an alias without a pending change:" << id;
        return;
    }
    const bool enabled = before.value();
    m_enabledBefore.erase(before);
    const int row = rowOf(id);
    if (row >= 0) {
        m_aliases[row].enabled = enabled;
        emitEnabledChanged(row);
    }
}

void AliasModel::emitEnabledChanged(int row)
{
    // StatusRole and PendingRole are answered on every column, so the whole row is named, with only the
    // roles that an enabled change touches.
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1),
                     {Qt::CheckStateRole, Qt::ToolTipRole, SortRole, StatusRole, PendingRole});
}

QString AliasModel::displayAddress(const Alias &alias) const
{
    return displayAddress(alias, m_domainDisplayName);
}

QString AliasModel::displayAddress(const Alias &alias, const QString &domainDisplayName)
{
    if (domainDisplayName.isEmpty()) {
        return alias.catchAll ? QString(catchAllMark) : alias.localPart;
    }
    return alias.address(domainDisplayName);
}

SortKey AliasModel::sortKey(const Alias &alias, int column, const QString &domainDisplayName)
{
    const auto time = [](const QDateTime &value) {
        return value.isValid() ? value.toMSecsSinceEpoch() : std::numeric_limits<qint64>::min();
    };
    switch (column) {
    case AddressColumn:
        // An empty key sorts before every address, so the catch-all comes first in ascending order.
        return {0, alias.catchAll ? QString() : displayAddress(alias, domainDisplayName).toCaseFolded()};
    case DestinationsColumn:
        return {0, alias.destinations.join(destinationSeparator).toCaseFolded()};
    case EnabledColumn:
        return {alias.enabled ? 1 : 0, {}};
    case ForwardedColumn:
        return {alias.forwardedCount, {}};
    case CreatedColumn:
        return {time(alias.createdAt), {}};
    case UpdatedColumn:
        return {time(alias.updatedAt), {}};
    default:
        return {};
    }
}

int AliasModel::recordCount() const
{
    return static_cast<int>(m_aliases.size());
}

QVariant AliasModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const Alias &alias = m_aliases.at(index.row());
    const bool pending = m_enabledBefore.contains(alias.id);
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case AddressColumn:
            return displayAddress(alias);
        case DestinationsColumn:
            return alias.destinations.join(destinationSeparator);
        case ForwardedColumn:
            return alias.forwardedCount >= 0 ? QVariant(alias.forwardedCount) : QVariant();
        case CreatedColumn:
            return shortDateTime(alias.createdAt);
        case UpdatedColumn:
            return shortDateTime(alias.updatedAt);
        default:
            return {};
        }
    case Qt::ToolTipRole:
        switch (index.column()) {
        case AddressColumn:
            if (alias.catchAll) {
                return tr("Catch-all: every address of the domain without its own alias");
            }
            if (m_domainDisplayName != m_domainName) {
                return tr("%1 (sent to the service as %2)").arg(displayAddress(alias), alias.address(m_domainName));
            }
            return {};
        case DestinationsColumn:
            return alias.destinations.join(lineBreak);
        case EnabledColumn:
            if (pending) {
                return alias.enabled ? tr("Turning forwarding on…") : tr("Turning forwarding off…");
            }
            return alias.enabled ? tr("Forwarding is on") : tr("Forwarding is off");
        case CreatedColumn:
            return longDateTime(alias.createdAt);
        case UpdatedColumn:
            return longDateTime(alias.updatedAt);
        default:
            return {};
        }
    case Qt::CheckStateRole:
        if (index.column() == EnabledColumn) {
            return alias.enabled ? Qt::Checked : Qt::Unchecked;
        }
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == ForwardedColumn) {
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        }
        return {};
    case IdRole:
        return alias.id;
    case StatusRole:
        return alias.enabled ? 1 : 0;
    case RawRole:
        return alias.rawObject();
    case CatchAllRole:
        return alias.catchAll;
    case PendingRole:
        return pending;
    case SortRole:
        switch (index.column()) {
        case AddressColumn:
            // An empty key sorts before every address, so the catch-all comes first in ascending order.
            return alias.catchAll ? QString() : displayAddress(alias).toCaseFolded();
        case DestinationsColumn:
            return alias.destinations.join(destinationSeparator).toCaseFolded();
        case EnabledColumn:
            return alias.enabled ? 1 : 0;
        case ForwardedColumn:
            return alias.forwardedCount;
        case CreatedColumn:
            return alias.createdAt;
        case UpdatedColumn:
            return alias.updatedAt;
        default:
            return {};
        }
    default:
        return {};
    }
}

bool AliasModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::CheckStateRole || index.column() != EnabledColumn
        || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return false;
    }
    const Alias &alias = m_aliases.at(index.row());
    const bool wanted = value.toInt() == Qt::Checked;
    // One request per alias at a time: a click while the service has not answered is ignored.
    if (wanted != alias.enabled && !m_enabledBefore.contains(alias.id)) {
        emit enabledToggleRequested(alias.id, wanted);
    }
    return false;
}

Qt::ItemFlags AliasModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags result = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == EnabledColumn) {
        result |= Qt::ItemIsUserCheckable;
    }
    return result;
}

QStringList AliasModel::columnTitles() const
{
    // In the order of Column.
    return {tr("Address"), tr("Destinations"), tr("Enabled"), tr("Forwarded"), tr("Created"), tr("Updated")};
}

} // namespace ForwardDesk::Models
