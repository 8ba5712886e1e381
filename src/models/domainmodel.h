// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/domain.h"

#include <QAbstractTableModel>
#include <QList>

namespace ForwardDesk::Models {

/// The account's domains as a table: name (Unicode), status, alias count, dates.
///
/// Rows arrive in one batch (setDomains) and single rows are replaced in place after a mutation.
class DomainModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DomainModel)

public:
    enum Column { NameColumn, StatusColumn, AliasCountColumn, CreatedColumn, VerifiedColumn, ColumnCount };

    explicit DomainModel(QObject *parent = nullptr);
    ~DomainModel() override;

    void setDomains(QList<Core::Domain> domains);
    /// Replaces the row with the same id, or appends the domain.
    void upsertDomain(const Core::Domain &domain);
    void removeDomain(const QString &id);
    [[nodiscard]] const QList<Core::Domain> &domains() const { return m_domains; }
    [[nodiscard]] int rowOf(const QString &id) const;
    /// The id of the domain called @p name (ASCII or Unicode form, any case), or an empty string.
    [[nodiscard]] QString idOfName(const QString &name) const;

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

    [[nodiscard]] static QString statusText(Core::Domain::Status status);

private:
    QList<Core::Domain> m_domains;
};

} // namespace ForwardDesk::Models
