// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/aliases/planrowsmodel.h"

#include "gui/aliases/aliasplandialog.h"
#include "gui/widgets/icons.h"

using namespace Qt::StringLiterals;

namespace ForwardDesk::Gui {

namespace {
using Kind = Models::AliasChange::Kind;

QString joined(const QStringList &addresses)
{
    //: separator between destination addresses in a list
    return addresses.join(AliasPlanDialog::tr(", "));
}
} // namespace

PlanRowsModel::PlanRowsModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

PlanRowsModel::~PlanRowsModel() = default;

void PlanRowsModel::setChanges(const QList<Models::AliasChange> &changes)
{
    beginResetModel();
    m_changes = changes;
    m_results = QList<QString>(changes.size());
    m_hasOutcome = QList<bool>(changes.size(), false);
    m_resultTips.clear();
    endResetModel();
}

void PlanRowsModel::startApplying()
{
    const QString waiting = AliasPlanDialog::tr("Waiting");
    const QString nothing = AliasPlanDialog::tr("Nothing to do");
    for (qsizetype i = 0; i < m_changes.size(); ++i) {
        m_results[i] = m_changes.at(i).needsRequest() ? waiting : nothing;
        m_hasOutcome[i] = false;
    }
    m_resultTips.clear();
    resultsChanged();
}

void PlanRowsModel::setOutcome(int row, const QString &text, const QString &toolTip)
{
    if (row < 0 || row >= m_changes.size()) {
        return;
    }
    m_results[row] = text;
    m_hasOutcome[row] = true;
    if (toolTip.isEmpty()) {
        m_resultTips.remove(row);
    } else {
        m_resultTips.insert(row, toolTip);
    }
    const QModelIndex cell = index(row, AliasPlanDialog::ResultColumn);
    emit dataChanged(cell, cell);
}

void PlanRowsModel::markNotDone(const QString &text)
{
    for (qsizetype i = 0; i < m_changes.size(); ++i) {
        if (m_changes.at(i).needsRequest() && !m_hasOutcome.at(i)) {
            m_results[i] = text;
        }
    }
    resultsChanged();
}

void PlanRowsModel::resultsChanged()
{
    if (!m_changes.isEmpty()) {
        emit dataChanged(index(0, AliasPlanDialog::ResultColumn),
                         index(static_cast<int>(m_changes.size()) - 1, AliasPlanDialog::ResultColumn));
    }
}

int PlanRowsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_changes.size());
}

int PlanRowsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : AliasPlanDialog::ColumnCount;
}

QVariant PlanRowsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const int row = index.row();
    const Models::AliasChange &change = m_changes.at(row);
    switch (index.column()) {
    case AliasPlanDialog::LineColumn:
        if (role == Qt::DisplayRole && change.record.line > 0) {
            return QString::number(change.record.line);
        }
        break;
    case AliasPlanDialog::AliasColumn:
        if (role == Qt::DisplayRole) {
            return change.record.address();
        }
        break;
    case AliasPlanDialog::ActionColumn:
        if (role == Qt::DisplayRole) {
            return actionText(change);
        }
        if (role == Qt::DecorationRole && change.kind == Kind::Invalid) {
            return Icons::get(u"warning"_s);
        }
        break;
    case AliasPlanDialog::DetailsColumn:
        if (role == Qt::DisplayRole || role == Qt::ToolTipRole) {
            return detailsText(change);
        }
        break;
    case AliasPlanDialog::ResultColumn:
        if (role == Qt::DisplayRole) {
            return m_results.at(row);
        }
        if (role == Qt::ToolTipRole) {
            const auto tip = m_resultTips.constFind(row);
            return tip != m_resultTips.cend() ? QVariant(*tip) : QVariant();
        }
        break;
    default:
        break;
    }
    return {};
}

QVariant PlanRowsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    switch (section) {
    case AliasPlanDialog::LineColumn:
        return AliasPlanDialog::tr("Line");
    case AliasPlanDialog::AliasColumn:
        return AliasPlanDialog::tr("Alias");
    case AliasPlanDialog::ActionColumn:
        return AliasPlanDialog::tr("What happens");
    case AliasPlanDialog::DetailsColumn:
        return AliasPlanDialog::tr("Details");
    case AliasPlanDialog::ResultColumn:
        return AliasPlanDialog::tr("Result");
    default:
        return {};
    }
}

QString PlanRowsModel::actionText(const Models::AliasChange &change)
{
    switch (change.kind) {
    case Kind::Create:
        return AliasPlanDialog::tr("Create");
    case Kind::Update:
        return AliasPlanDialog::tr("Update");
    case Kind::Unchanged:
        return AliasPlanDialog::tr("Unchanged");
    case Kind::Invalid:
        return AliasPlanDialog::tr("Invalid");
    }
    return {};
}

QString PlanRowsModel::detailsText(const Models::AliasChange &change)
{
    switch (change.kind) {
    case Kind::Create:
        return change.draft.enabled
            ? AliasPlanDialog::tr("Forwards to %1.").arg(joined(change.draft.destinations))
            : AliasPlanDialog::tr("Forwards to %1, switched off.").arg(joined(change.draft.destinations));
    case Kind::Update:
        if (change.current.enabled != change.draft.enabled) {
            return change.draft.enabled
                ? AliasPlanDialog::tr("Switched on; forwards to %1 (was %2).")
                      .arg(joined(change.draft.destinations), joined(change.current.destinations))
                : AliasPlanDialog::tr("Switched off; forwards to %1 (was %2).")
                      .arg(joined(change.draft.destinations), joined(change.current.destinations));
        }
        return AliasPlanDialog::tr("Forwards to %1 (was %2).")
            .arg(joined(change.draft.destinations), joined(change.current.destinations));
    case Kind::Unchanged:
        return AliasPlanDialog::tr("Already as in the file.");
    case Kind::Invalid:
        return AliasPlanDialog::problemText(change.record);
    }
    return {};
}

} // namespace ForwardDesk::Gui
