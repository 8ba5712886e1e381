// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFont>
#include <QLabel>
#include <QMargins>
#include <QSize>
#include <QString>
#include <QVarLengthArray>

namespace ForwardDesk::Gui {

/// A label whose text wraps, and which remembers how large its text is at the widths layouts ask about.
///
/// While a window is laid out, layouts ask each label that wraps for its height at a width many times over, and
/// QLabel lays its text out anew for each answer; it also forgets its size hints at each change of font or
/// margins, or when it is polished, even when nothing it measures changed. For a paragraph of help text that is
/// most of what laying out a pane costs. This label keeps its answers for as long as its text, font, margins,
/// alignment and screen resolution stay what they were when it gave them.
///
/// Usage: as a QLabel with setWordWrap(true) (in Designer, a QLabel promoted to it).
class WrappingLabel final : public QLabel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WrappingLabel)

public:
    explicit WrappingLabel(QWidget *parent = nullptr);
    ~WrappingLabel() override;

    [[nodiscard]] int heightForWidth(int width) const override;
    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;

private:
    /// What the label's measurements depend on.
    struct Measured
    {
        QString text;
        QFont font;
        QMargins contents;
        int margin = 0;
        int indent = 0;
        int frameWidth = 0;
        int dpi = 0;
        Qt::Alignment alignment;
        Qt::TextFormat format = Qt::AutoText;
        bool wordWrap = false;

        friend bool operator==(const Measured &, const Measured &) = default;
    };

    /// Forgets the answers kept when what they were measured from has changed.
    void forgetIfChanged() const;

    /// The widths asked about last, at most.
    static constexpr qsizetype KeptHeights = 8;

    mutable Measured m_measured;
    mutable QVarLengthArray<std::pair<int, int>, KeptHeights> m_heights; ///< width, height
    mutable QSize m_sizeHint;
    mutable QSize m_minimumSizeHint;
};

} // namespace ForwardDesk::Gui
