// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gui/widgets/recorddelegate.h"

namespace ForwardDesk::Gui {

/// Marks the API key ForwardDesk itself signs in with: a "this app" badge at the end of the cell of every
/// row whose CurrentRole is true (the model makes that row bold).
///
/// Usage: view->setItemDelegateForColumn(nameColumn, new CurrentKeyDelegate(view)). The badge uses palette
/// colours only, so a dark theme stays readable.
class CurrentKeyDelegate final : public RecordDelegate
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CurrentKeyDelegate)

public:
    explicit CurrentKeyDelegate(QObject *parent = nullptr);
    ~CurrentKeyDelegate() override;

    /// The badge's word ("this app").
    [[nodiscard]] static QString badgeText();

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    [[nodiscard]] QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};

} // namespace ForwardDesk::Gui
