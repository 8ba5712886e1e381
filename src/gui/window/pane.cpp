// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/window/pane.h"

namespace ForwardDesk::Gui {

Pane::~Pane() = default;

} // namespace ForwardDesk::Gui
