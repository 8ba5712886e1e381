// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/widgets/viewstate.h"

#include <QHeaderView>
#include <QSplitter>

namespace ForwardDesk::Gui {

using Models::Config;

bool ViewState::restoreHeader(QHeaderView *header, Config::Key key)
{
    const QByteArray state = Config::value(key).toByteArray();
    return !state.isEmpty() && header->restoreState(state);
}

void ViewState::saveHeader(const QHeaderView *header, Config::Key key)
{
    Config::setValue(key, header->saveState());
}

bool ViewState::restoreSplitter(QSplitter *splitter, Config::Key key)
{
    const QByteArray state = Config::value(key).toByteArray();
    return !state.isEmpty() && splitter->restoreState(state);
}

void ViewState::saveSplitter(const QSplitter *splitter, Config::Key key)
{
    Config::setValue(key, splitter->saveState());
}

} // namespace ForwardDesk::Gui
