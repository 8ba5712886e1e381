// SPDX-License-Identifier: GPL-3.0-or-later
#include "pane.h"

namespace ForwardDesk::Gui {

Pane::~Pane() = default;

} // namespace ForwardDesk::Gui
