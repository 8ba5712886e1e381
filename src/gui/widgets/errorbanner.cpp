// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/widgets/errorbanner.h"

#include "gui/widgets/errortext.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Gui {

ErrorBanner::ErrorBanner(QWidget *parent)
    : QFrame(parent)
    , m_text(new QLabel(this))
    , m_retry(new QPushButton(tr("&Retry"), this))
{
    setObjectName(u"errorBanner"_s);
    m_retry->setObjectName(u"retryButton"_s);
    setFrameShape(QFrame::StyledPanel);
    // Palette roles, not fixed colours, so that a dark theme stays readable.
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::ToolTipBase);
    setForegroundRole(QPalette::ToolTipText);
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *layout = new QHBoxLayout(this);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_retry);
    connect(m_retry, &QPushButton::clicked, this, &ErrorBanner::retryRequested);
    hide();
}

ErrorBanner::~ErrorBanner() = default;

void ErrorBanner::showError(const Core::ApiError &error)
{
    showMessage(ErrorText::richText(error), true);
}

void ErrorBanner::showMessage(const QString &message, bool offerRetry)
{
    m_text->setText(message);
    m_retry->setVisible(offerRetry);
    show();
}

} // namespace ForwardDesk::Gui
