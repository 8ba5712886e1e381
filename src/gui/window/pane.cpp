// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/window/pane.h"

#include "gui/widgets/icons.h"

namespace ForwardDesk::Gui {

Pane::Pane(Identity identity, QWidget *parent)
    : QWidget(parent)
    , m_identity(std::move(identity))
{ }

Pane::~Pane() = default;

QIcon Pane::icon() const
{
    return Icons::get(m_identity.iconName);
}

} // namespace ForwardDesk::Gui
