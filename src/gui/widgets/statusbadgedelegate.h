// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gui/widgets/recorddelegate.h"

#include <QColor>
#include <QHash>
#include <QString>

#include <array>
#include <functional>

namespace ForwardDesk::Gui {

/// Shows a status cell as a badge: a coloured SVG icon (colour and shape) beside the model's word.
///
/// Usage: setItemDelegateForColumn(column, new StatusBadgeDelegate(mapping, view)), where the mapping turns
/// the model's StatusRole value into an icon name ("status-ok", "status-pending", "status-fail", …). The word
/// is drawn in the status's colour, made darker or lighter until it reads well on the palette's row
/// backgrounds (textColor()), so the badge stays readable in a dark or high-contrast theme; a screen reader
/// reads the word, since it is the cell's text.
class StatusBadgeDelegate final : public RecordDelegate
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StatusBadgeDelegate)

public:
    using IconFor = std::function<QString(int status)>;

    /// The smallest contrast ratio (WCAG 2) between the status word and the row backgrounds.
    static constexpr double MinimumContrast = 4.5;

    StatusBadgeDelegate(IconFor iconFor, QObject *parent = nullptr);
    ~StatusBadgeDelegate() override;

    /// The colour of the status word for the badge @p iconName on the rows of @p palette: the status's own
    /// hue where it has one, with a contrast of at least MinimumContrast against both Base and AlternateBase,
    /// or the palette's Text colour when no shade of the hue gets there (or the status has no hue).
    [[nodiscard]] static QColor textColor(const QString &iconName, const QPalette &palette);
    /// The WCAG 2 contrast ratio of two colours, from 1 (the same) to 21 (black on white).
    [[nodiscard]] static double contrastRatio(const QColor &first, const QColor &second);

    /// textColor(), kept for the palette colours it depends on (Text, Base, AlternateBase) until they change: a
    /// repaint asks it for each status cell, and working a colour out takes powers of each shade it tries.
    [[nodiscard]] QColor wordColor(const QString &iconName, const QPalette &palette) const;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;

private:
    IconFor m_iconFor;
    /// The colours wordColor() worked out, by icon name, and the palette colours they were worked out for.
    mutable QHash<QString, QColor> m_wordColors;
    mutable std::array<QColor, 3> m_wordColorsFor;
};

} // namespace ForwardDesk::Gui
