// SPDX-License-Identifier: GPL-3.0-or-later
#include "apikeymodel.h"

#include "roles.h"

#include <QFont>
#include <QLocale>
#include <QLoggingCategory>

namespace ForwardDesk::Models {

using Core::ApiKey;

namespace {
Q_LOGGING_CATEGORY(lc, "forwarddesk.models.apikeymodel")

constexpr QChar ellipsis = u'\u2026';

QString shortDate(const QDateTime &time)
{
    return QLocale().toString(time.toLocalTime().date(), QLocale::ShortFormat);
}

QString longDateTime(const QDateTime &time)
{
    return time.isValid() ? QLocale().toString(time.toLocalTime(), QLocale::LongFormat) : QString();
}
} // namespace

ApiKeyModel::ApiKeyModel(QObject *parent)
    : TableModel(ColumnCount, parent)
{ }

ApiKeyModel::~ApiKeyModel() = default;

void ApiKeyModel::setKeys(QList<ApiKey> keys)
{
    // A row without an id could never be acted on: the client leaves such records out, and so does the model.
    keys.removeIf([](const ApiKey &key) { return key.id.isEmpty(); });
    beginResetModel();
    m_keys = std::move(keys);
    endResetModel();
}

void ApiKeyModel::upsertKey(const ApiKey &key)
{
    if (key.id.isEmpty()) {
        return;
    }
    const int row = rowOf(key.id);
    if (row < 0) {
        beginInsertRows({}, static_cast<int>(m_keys.size()), static_cast<int>(m_keys.size()));
        m_keys.append(key);
        endInsertRows();
        return;
    }
    m_keys[row] = key;
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

void ApiKeyModel::removeKey(const QString &id)
{
    const int row = rowOf(id);
    if (row < 0) {
        return;
    }
    beginRemoveRows({}, row, row);
    m_keys.removeAt(row);
    endRemoveRows();
}

ApiKey ApiKeyModel::keyAt(int row) const
{
    if (row < 0 || row >= m_keys.size()) {
        return {};
    }
    return m_keys.at(row);
}

int ApiKeyModel::rowOf(const QString &id) const
{
    if (id.isEmpty()) {
        return -1;
    }
    for (qsizetype i = 0; i < m_keys.size(); ++i) {
        if (m_keys.at(i).id == id) {
            return static_cast<int>(i);
        }
    }
    return -1;
}

QString ApiKeyModel::markKeyInUse(const QString &secretValue)
{
    QString matchId;
    qsizetype matchLength = 0;
    bool ambiguous = false;
    if (!secretValue.isEmpty()) {
        for (const ApiKey &key : std::as_const(m_keys)) {
            if (key.prefix.isEmpty() || !secretValue.startsWith(key.prefix)) {
                continue;
            }
            if (key.prefix.size() > matchLength) {
                matchId = key.id;
                matchLength = key.prefix.size();
                ambiguous = false;
            } else if (key.prefix.size() == matchLength) {
                ambiguous = true;
            }
        }
    }
    if (ambiguous) {
        // Neither the value nor the prefixes go to the log: both are the start of a secret.
        qCInfo(lc) << "the key in use matches several prefixes; none is marked";
        matchId.clear();
    }
    setCurrentKeyId(matchId);
    return matchId;
}

void ApiKeyModel::setCurrentKeyId(const QString &id)
{
    if (id == m_currentId) {
        return;
    }
    const int oldRow = rowOf(m_currentId);
    m_currentId = id;
    if (oldRow >= 0) {
        emitCurrentChanged(oldRow);
    }
    const int newRow = rowOf(m_currentId);
    if (newRow >= 0) {
        emitCurrentChanged(newRow);
    }
}

void ApiKeyModel::emitCurrentChanged(int row)
{
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1), {CurrentRole, Qt::FontRole, Qt::ToolTipRole});
}

QString ApiKeyModel::displayPrefix(const QString &prefix)
{
    return prefix.isEmpty() ? QString() : prefix + ellipsis;
}

int ApiKeyModel::recordCount() const
{
    return static_cast<int>(m_keys.size());
}

QVariant ApiKeyModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const ApiKey &key = m_keys.at(index.row());
    const bool current = !m_currentId.isEmpty() && key.id == m_currentId;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case NameColumn:
            return key.name;
        case PrefixColumn:
            return displayPrefix(key.prefix);
        case CreatedColumn:
            return key.createdAt.isValid() ? shortDate(key.createdAt) : QString();
        case LastUsedColumn:
            return key.lastUsedAt.isValid() ? shortDate(key.lastUsedAt) : tr("Never");
        case ExpiresColumn:
            return key.expiresAt.isValid() ? shortDate(key.expiresAt) : tr("Never");
        default:
            return {};
        }
    case Qt::ToolTipRole:
        switch (index.column()) {
        case NameColumn:
            return current ? tr("ForwardDesk is signed in with this key") : QVariant();
        case PrefixColumn:
            return key.prefix.isEmpty() ? tr("The service does not show the start of this key") : QVariant();
        case CreatedColumn:
            return longDateTime(key.createdAt);
        case LastUsedColumn:
            return longDateTime(key.lastUsedAt);
        case ExpiresColumn:
            return key.expiresAt.isValid() ? longDateTime(key.expiresAt) : tr("This key does not expire");
        default:
            return {};
        }
    case Qt::FontRole:
        if (current) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case IdRole:
        return key.id;
    case RawRole:
        return key.rawObject();
    case CurrentRole:
        return current;
    case SortRole:
        switch (index.column()) {
        case NameColumn:
            return key.name.toCaseFolded();
        case PrefixColumn:
            return key.prefix;
        case CreatedColumn:
            return key.createdAt;
        case LastUsedColumn:
            return key.lastUsedAt;
        case ExpiresColumn:
            return key.expiresAt;
        default:
            return {};
        }
    default:
        return {};
    }
}

QStringList ApiKeyModel::columnTitles() const
{
    // In the order of Column.
    return {tr("Name"), tr("Prefix"), tr("Created"), tr("Last used"), tr("Expires")};
}

} // namespace ForwardDesk::Models
