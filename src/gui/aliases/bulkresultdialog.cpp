// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/aliases/bulkresultdialog.h"

#include "ui_bulkresultdialog.h"

#include "gui/widgets/icons.h"

#include <QHeaderView>
#include <QPushButton>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Gui {

namespace {
enum ResultColumn { ItemColumn, ResultColumn };
constexpr int OutcomeRole = Qt::UserRole + 1;
constexpr int MinimumItemWidth = 220;

QString iconName(BulkResultDialog::Outcome outcome)
{
    switch (outcome) {
    case BulkResultDialog::Outcome::Done:
        return u"status-ok"_s;
    case BulkResultDialog::Outcome::Failed:
        return u"status-fail"_s;
    case BulkResultDialog::Outcome::NotDone:
        return u"status-unknown"_s;
    }
    return {};
}
} // namespace

BulkResultDialog::BulkResultDialog(const QString &title, QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::BulkResultDialog>())
{
    m_ui->setupUi(this);
    setObjectName(u"bulkResultDialog"_s);
    setWindowTitle(title);
    m_ui->resultList->header()->setStretchLastSection(true);
    m_ui->resultList->header()->setSectionResizeMode(ItemColumn, QHeaderView::ResizeToContents);
    m_ui->resultList->header()->setMinimumSectionSize(MinimumItemWidth);
    m_ui->buttonBox->button(QDialogButtonBox::Close)->setObjectName(u"closeButton"_s);
    connect(m_ui->buttonBox, &QDialogButtonBox::rejected, this, &BulkResultDialog::reject);
    connect(m_ui->buttonBox, &QDialogButtonBox::accepted, this, &BulkResultDialog::accept);
    updateSummary();
}

BulkResultDialog::~BulkResultDialog() = default;

void BulkResultDialog::addResult(const QString &item, Outcome outcome, const QString &text, const QString &details)
{
    auto *row = new QTreeWidgetItem(m_ui->resultList, QStringList{item, text});
    row->setIcon(ResultColumn, Icons::get(iconName(outcome)));
    row->setData(ItemColumn, OutcomeRole, static_cast<int>(outcome));
    row->setToolTip(ResultColumn, details.isEmpty() ? text : details);
    updateSummary();
}

int BulkResultDialog::resultCount() const
{
    return m_ui->resultList->topLevelItemCount();
}

int BulkResultDialog::count(Outcome outcome) const
{
    int n = 0;
    for (int row = 0; row < resultCount(); ++row) {
        if (m_ui->resultList->topLevelItem(row)->data(ItemColumn, OutcomeRole).toInt() == static_cast<int>(outcome)) {
            ++n;
        }
    }
    return n;
}

QTreeWidget *BulkResultDialog::resultList() const
{
    return m_ui->resultList;
}

void BulkResultDialog::updateSummary()
{
    const int failed = count(Outcome::Failed);
    const int notDone = count(Outcome::NotDone);
    QString summary;
    if (failed == 0 && notDone == 0) {
        summary = tr("All done.");
    } else if (notDone == 0) {
        summary = tr("Done: %L1. Failed: %L2.").arg(count(Outcome::Done)).arg(failed);
    } else {
        summary =
            tr("Done: %L1. Failed: %L2. Not done (cancelled): %L3.").arg(count(Outcome::Done)).arg(failed).arg(notDone);
    }
    m_ui->summaryLabel->setText(summary);
}

} // namespace ForwardDesk::Gui
