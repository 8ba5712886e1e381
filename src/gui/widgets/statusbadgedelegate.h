// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStyledItemDelegate>

#include <functional>

namespace ForwardDesk::Gui {

/// Shows a status cell as a badge: a coloured SVG icon (colour and shape) beside the model's word.
///
/// Usage: setItemDelegateForColumn(column, new StatusBadgeDelegate(mapping, view)), where the mapping turns
/// the model's StatusRole value into an icon name ("status-ok", "status-pending", "status-fail", …). The word
/// keeps the palette's text colour, so the badge stays readable in a dark theme.
class StatusBadgeDelegate final : public QStyledItemDelegate
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StatusBadgeDelegate)

public:
    using IconFor = std::function<QString(int status)>;

    StatusBadgeDelegate(IconFor iconFor, QObject *parent = nullptr);
    ~StatusBadgeDelegate() override;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;

private:
    IconFor m_iconFor;
};

} // namespace ForwardDesk::Gui
