// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gui/widgets/recorddelegate.h"

namespace ForwardDesk::Gui {

/// Draws the aliases table's special cells: the catch-all's address in italics with a "catch-all" mark,
/// and a word ("On", "Off", "Turning off…") beside the Enabled switch.
///
/// Usage: set it as the delegate of an AliasModel view (or of a proxy over one); it only changes how
/// cells look, never the data.
class AliasItemDelegate final : public RecordDelegate
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AliasItemDelegate)

public:
    explicit AliasItemDelegate(QObject *parent = nullptr);
    ~AliasItemDelegate() override;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
};

} // namespace ForwardDesk::Gui
