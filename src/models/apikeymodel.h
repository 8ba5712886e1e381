// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/apikey.h"
#include "models/tablemodel.h"

#include <QList>

namespace ForwardDesk::Models {

/// The account's API keys as a table: name, prefix, created, last used, expires. Never a key's value.
///
/// Usage: setKeys() with the list the service returns, upsertKey()/removeKey() after a mutation, and
/// markKeyInUse() with the key the application signs in with, so the pane can show which row that is
/// (CurrentRole, bold) and warn before it is revoked. Only the id of the matching row is kept.
class ApiKeyModel final : public TableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ApiKeyModel)

public:
    enum Column { NameColumn, PrefixColumn, CreatedColumn, LastUsedColumn, ExpiresColumn, ColumnCount };

    explicit ApiKeyModel(QObject *parent = nullptr);
    ~ApiKeyModel() override;

    /// Replaces every row in one reset. The key in use stays marked if it is still listed.
    void setKeys(QList<Core::ApiKey> keys);
    /// Replaces the row with the same id in place, or appends the key.
    void upsertKey(const Core::ApiKey &key);
    void removeKey(const QString &id);
    [[nodiscard]] const QList<Core::ApiKey> &keys() const { return m_keys; }
    /// The key of a row, or a default ApiKey (empty id) when the row does not exist.
    [[nodiscard]] Core::ApiKey keyAt(int row) const;
    [[nodiscard]] int rowOf(const QString &id) const;

    /// Marks the row whose prefix starts @p secretValue as the key in use and returns its id, or returns an
    /// empty string (and marks none) when no row, or more than one equally long prefix, matches.
    /// The value is only compared, never kept.
    QString markKeyInUse(const QString &secretValue);
    /// Marks the row with @p id as the key in use; empty marks none.
    void setCurrentKeyId(const QString &id);
    [[nodiscard]] QString currentKeyId() const { return m_currentId; }

    /// The prefix as shown: the known start of the key followed by an ellipsis.
    [[nodiscard]] static QString displayPrefix(const QString &prefix);

    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

protected:
    [[nodiscard]] int recordCount() const override;
    [[nodiscard]] QStringList columnTitles() const override;

private:
    void emitCurrentChanged(int row);

    QList<Core::ApiKey> m_keys;
    QString m_currentId;
};

} // namespace ForwardDesk::Models
