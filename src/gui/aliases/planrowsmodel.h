// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/aliaschange.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QList>
#include <QString>

namespace ForwardDesk::Gui {

/// The rows of an import or find-and-replace preview: one per planned change, in the plan's order, with the
/// columns of AliasPlanDialog::Column. A row's texts are made when a view asks for them, so that a plan of
/// 100,000 changes is shown at once, not built item by item on the GUI thread.
///
/// After Apply, each row that needed a request holds its outcome (setOutcome()); markNotDone() gives the rest
/// a reason.
class PlanRowsModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PlanRowsModel)

public:
    explicit PlanRowsModel(QObject *parent = nullptr);
    ~PlanRowsModel() override;

    /// Shows @p changes, with no outcomes.
    void setChanges(const QList<Models::AliasChange> &changes);
    /// Every row that needs a request is waiting; the others have nothing to do.
    void startApplying();
    /// The outcome of row @p row: @p text, explained by @p toolTip (a failure's whole sentence) if not empty.
    void setOutcome(int row, const QString &text, const QString &toolTip = {});
    /// Rows that needed a request and have no outcome say @p text.
    void markNotDone(const QString &text);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

private:
    [[nodiscard]] static QString actionText(const Models::AliasChange &change);
    [[nodiscard]] static QString detailsText(const Models::AliasChange &change);
    void resultsChanged();

    QList<Models::AliasChange> m_changes;
    QList<QString> m_results; ///< per row; one text shared by the rows that say the same, or empty
    QList<bool> m_hasOutcome; ///< per row: its request was answered
    QHash<int, QString> m_resultTips; ///< rows whose outcome has more to say
};

} // namespace ForwardDesk::Gui
