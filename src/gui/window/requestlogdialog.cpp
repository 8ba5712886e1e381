// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/window/requestlogdialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

namespace ForwardDesk::Gui {

RequestLogDialog::RequestLogDialog(QAbstractItemModel *requestLog, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("requestLogDialog"));
    setWindowTitle(tr("Request Log"));
    auto *intro = new QLabel(tr("The requests ForwardDesk made to the service in this session, newest last. "
                                "Headers and bodies are never recorded, so your key is not in here."),
                             this);
    intro->setWordWrap(true);
    auto *view = new QTableView(this);
    view->setObjectName(QStringLiteral("requestLogTable"));
    view->setModel(requestLog);
    view->setAccessibleName(tr("Requests"));
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setAlternatingRowColors(true);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setStretchLastSection(true);
    view->resizeColumnsToContents();
    view->scrollToBottom();
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(view, 1);
    layout->addWidget(buttons);
    resize(900, 420);
}

RequestLogDialog::~RequestLogDialog() = default;

} // namespace ForwardDesk::Gui
