// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/alias.h"
#include "models/tablemodel.h"
#include "sortkey.h"

#include <QHash>
#include <QList>

namespace ForwardDesk::Models {

/// The aliases of one domain as a table: address, destinations, enabled, forwarded count, dates.
///
/// Usage: setDomain() with the domain the rows belong to, then setAliases() with one page of results;
/// after a mutation put the service's answer in with upsertAlias() or removeAlias().
///
/// The Enabled column is checkable, but the model never flips it on its own: a click (setData with
/// Qt::CheckStateRole) emits enabledToggleRequested() and returns false. The caller asks the service and
/// either upserts the answer, or shows the change at once with setEnabledOptimistic() and then calls
/// confirmEnabled() or rollbackEnabled() when the answer comes.
class AliasModel final : public TableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AliasModel)

public:
    enum Column {
        AddressColumn,
        DestinationsColumn,
        EnabledColumn,
        ForwardedColumn,
        CreatedColumn,
        UpdatedColumn,
        ColumnCount
    };

    explicit AliasModel(QObject *parent = nullptr);
    ~AliasModel() override;

    /// The domain the rows belong to; name in ASCII (IDNA) form, shown in Unicode.
    void setDomain(const QString &id, const QString &name);
    [[nodiscard]] QString domainId() const { return m_domainId; }
    [[nodiscard]] QString domainName() const { return m_domainName; }
    /// The domain's name as shown: in Unicode.
    [[nodiscard]] QString domainDisplayName() const { return m_domainDisplayName; }

    /// Replaces every row in one reset. An optimistic change still waiting for an answer stays shown and
    /// pending on its alias (the listed value is what a rollback goes back to); for an alias the list no
    /// longer has, it is forgotten.
    void setAliases(QList<Core::Alias> aliases);
    /// Replaces the row with the same id in place, or appends the alias. The row's optimistic change, if
    /// any, is settled: the service's answer is what the row now shows.
    void upsertAlias(const Core::Alias &alias);
    void removeAlias(const QString &id);
    [[nodiscard]] const QList<Core::Alias> &aliases() const { return m_aliases; }
    /// The alias of a row, or a default Alias (empty id) when the row does not exist.
    [[nodiscard]] Core::Alias aliasAt(int row) const;
    [[nodiscard]] int rowOf(const QString &id) const;

    /// Shows @p enabled on the alias at once and remembers the value it replaces. Returns false when there
    /// is no such alias. A second call before the answer keeps the first remembered value.
    bool setEnabledOptimistic(const QString &id, bool enabled);
    /// The service accepted the change: the row keeps what it shows.
    void confirmEnabled(const QString &id);
    /// The service refused the change: the row shows the remembered value again.
    void rollbackEnabled(const QString &id);
    [[nodiscard]] bool isEnabledPending(const QString &id) const { return m_enabledBefore.contains(id); }

    /// The address as people read it: "local@domain" in Unicode, "*@domain" for the catch-all.
    [[nodiscard]] QString displayAddress(const Core::Alias &alias) const;
    /// The same for a domain shown as @p domainDisplayName; the local part alone when that is empty.
    [[nodiscard]] static QString displayAddress(const Core::Alias &alias, const QString &domainDisplayName);
    /// What @p alias sorts by in @p column, in the order of SortRole.
    [[nodiscard]] static SortKey sortKey(const Core::Alias &alias, int column, const QString &domainDisplayName);

    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    /// Only Qt::CheckStateRole on the Enabled column is accepted, and only as a request: see the class comment.
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    [[nodiscard]] Qt::ItemFlags flags(const QModelIndex &index) const override;

signals:
    /// The user asked to turn forwarding of an alias on or off; nothing has changed yet.
    void enabledToggleRequested(const QString &aliasId, bool enabled);

protected:
    [[nodiscard]] int recordCount() const override;
    [[nodiscard]] QStringList columnTitles() const override;

private:
    void emitEnabledChanged(int row);

    QString m_domainId;
    QString m_domainName;
    QString m_domainDisplayName;
    QList<Core::Alias> m_aliases;
    /// Alias id → the enabled value before an optimistic change that is still waiting for an answer.
    QHash<QString, bool> m_enabledBefore;
    /// Row of each id, made by the first rowOf() after a change and dropped when rows move: a pane looks
    /// rows up by id many times in a row (when sorting a selection, for one), so a linear search each time
    /// costs O(n) per lookup with 100,000 aliases.
    mutable QHash<QString, int> m_rowOfId;
};

} // namespace ForwardDesk::Models
