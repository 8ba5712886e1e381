// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gui/widgets/recorddelegate.h"

namespace ForwardDesk::Gui {

/// Shows the rows a model marks as new (Models::NewRole) in bold, with a bar in the highlight colour at the
/// left edge of the first column, so that entries that arrived in follow mode stand out until seen.
class NewRowDelegate final : public RecordDelegate
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NewRowDelegate)

public:
    explicit NewRowDelegate(QObject *parent = nullptr);
    ~NewRowDelegate() override;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
};

} // namespace ForwardDesk::Gui
