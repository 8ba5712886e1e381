// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/widgets/errorbanner.h"

#include "gui/widgets/bannerstyle.h"
#include "gui/widgets/errortext.h"
#include "gui/window/requestlogdialog.h"

#include <QAbstractItemModel>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Gui {

ErrorBanner::ErrorBanner(QWidget *parent)
    : QFrame(parent)
    , m_text(new QLabel(this))
    , m_retry(new QPushButton(tr("&Retry"), this))
    , m_showLog(new QPushButton(tr("Show Request &Log"), this))
{
    setObjectName(u"errorBanner"_s);
    m_retry->setObjectName(u"retryButton"_s);
    m_showLog->setObjectName(u"showRequestLogButton"_s);
    m_showLog->hide();
    BannerStyle::apply(this);
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *layout = new QHBoxLayout(this);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_showLog);
    layout->addWidget(m_retry);
    connect(m_retry, &QPushButton::clicked, this, &ErrorBanner::retryRequested);
    connect(m_showLog, &QPushButton::clicked, this, [this] {
        if (!m_requestLog) {
            return;
        }
        auto *dialog = new RequestLogDialog(m_requestLog, window());
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    });
    hide();
}

ErrorBanner::~ErrorBanner() = default;

void ErrorBanner::showError(const Core::ApiError &error)
{
    showMessage(ErrorText::richText(error), true);
}

void ErrorBanner::showMessage(const QString &message, bool offerRetry)
{
    m_text->setTextFormat(Qt::AutoText);
    m_text->setText(message);
    m_retry->setVisible(offerRetry);
    m_showLog->hide();
    show();
}

void ErrorBanner::showNotice(const QString &message, QAbstractItemModel *requestLog)
{
    m_requestLog = requestLog;
    m_text->setTextFormat(Qt::PlainText);
    m_text->setText(message);
    m_retry->hide();
    m_showLog->setVisible(requestLog != nullptr);
    show();
}

} // namespace ForwardDesk::Gui
