// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/config.h"

class QHeaderView;
class QSplitter;

namespace ForwardDesk::Gui {

/// Saves and restores the layout of a view (column order and widths) and of a splitter under a key of
/// Models::Config, the same way in every pane.
///
/// Usage: `ViewState::restoreHeader(view->horizontalHeader(), Config::Key::AliasesPaneHeaderState)` once the
/// header has its sections (after the view has a model with columns); saveHeader() when the pane hides or
/// goes away.
class ViewState final
{
public:
    ViewState() = delete;

    /// False when nothing usable was stored (the pane then sets its default widths).
    static bool restoreHeader(QHeaderView *header, Models::Config::Key key);
    static void saveHeader(const QHeaderView *header, Models::Config::Key key);
    static bool restoreSplitter(QSplitter *splitter, Models::Config::Key key);
    static void saveSplitter(const QSplitter *splitter, Models::Config::Key key);
};

} // namespace ForwardDesk::Gui
