// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/window/requestlogdialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Gui {

RequestLogDialog::RequestLogDialog(QAbstractItemModel *requestLog, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(u"requestLogDialog"_s);
    setWindowTitle(tr("Request Log"));
    auto *intro = new QLabel(tr("The requests ForwardDesk made to the service in this session, newest last. "
                                "Headers and bodies are never recorded, so your key is not in here."),
                             this);
    intro->setWordWrap(true);
    auto *view = new QTableView(this);
    view->setObjectName(u"requestLogTable"_s);
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
