// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/domain.h"
#include "models/tablemodel.h"

#include <QList>

namespace ForwardDesk::Models {

/// The account's domains as a table: name (Unicode), status, alias count, dates.
///
/// Rows arrive in one batch (setDomains) and single rows are replaced in place after a mutation.
class DomainModel final : public TableModel
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

    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    [[nodiscard]] static QString statusText(Core::Domain::Status status);

protected:
    [[nodiscard]] int recordCount() const override;
    [[nodiscard]] QStringList columnTitles() const override;

private:
    QList<Core::Domain> m_domains;
};

} // namespace ForwardDesk::Models
