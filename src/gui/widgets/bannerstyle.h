// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QFrame;

namespace ForwardDesk::Gui::BannerStyle {

/// Makes @p frame look like the other strips above the panes (error banner, key prompt, offline bar,
/// notices): a panel in the palette's tooltip roles, not fixed colours, so that a dark theme stays readable.
void apply(QFrame *frame);

} // namespace ForwardDesk::Gui::BannerStyle
