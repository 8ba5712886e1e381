// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/widgets/bannerstyle.h"

#include <QFrame>
#include <QPalette>

namespace ForwardDesk::Gui::BannerStyle {

void apply(QFrame *frame)
{
    frame->setFrameShape(QFrame::StyledPanel);
    frame->setAutoFillBackground(true);
    frame->setBackgroundRole(QPalette::ToolTipBase);
    frame->setForegroundRole(QPalette::ToolTipText);
}

} // namespace ForwardDesk::Gui::BannerStyle
