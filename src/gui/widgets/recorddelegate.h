// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFont>
#include <QStringView>
#include <QStyledItemDelegate>

#include <array>

namespace ForwardDesk::Gui {

/// The item delegate of the panes' tables of records: draws a cell as QStyledItemDelegate does, but lays out a
/// text that needs no shaping without it.
///
/// Qt shapes every text it draws with HarfBuzz, and a table's cell is shaped several times each time it is
/// painted (measured, laid out, elided, drawn). For the addresses, codes, dates and subjects that fill these
/// tables, shaping adds only kerning and ligatures, yet it is most of the cost of repainting a table, which a
/// keystroke in a filter or a scroll does. A cell whose text is in the Latin script and common punctuation
/// (needsShaping() false) is drawn with QFont::PreferNoShaping; any other text (marks that combine, emoji,
/// scripts that need shaping to be read, direction marks) is shaped as before.
///
/// It also lays a cell's text out once where the style would lay it out three or four times (to size it, to see
/// whether it fits, to elide it, to draw it): for a cell of one line of such text and nothing else (no icon, no
/// check box), in a style that draws that text with QCommonStyle's own code (Fusion, Windows), the style draws the
/// cell's background and selection alone (the whole cell without its text where the cell has the focus frame) and
/// the delegate draws the text as that code does, in the same place, colour and elision. Any other cell, and any cell
/// in any other style (macOS, Windows Vista and 11, Breeze, a style sheet), is drawn by the style alone.
///
/// Usage: RecordTable::setUp() gives a view one unless its delegate already is one; a pane's own delegate
/// derives from it and calls its initStyleOption() first (and chooseLayout() again if it then changes the text).
class RecordDelegate : public QStyledItemDelegate
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RecordDelegate)

public:
    explicit RecordDelegate(QObject *parent = nullptr);
    ~RecordDelegate() override;

    /// Whether @p text needs shaping to look right: false when each of its characters is below U+0300 (Latin,
    /// its extensions, IPA, spacing modifiers), typographic punctuation (U+2010–U+2027, U+2030–U+205E) or the
    /// euro sign; true for anything else.
    static bool needsShaping(QStringView text);

    /// Whether paint() draws the text of a cell whose style option (initStyleOption() done) is @p option in
    /// @p style itself: one line of text that needs no shaping and holds no control characters, elided where it
    /// does not fit, with nothing else in the cell, in a style whose item text drawing is QCommonStyle's.
    static bool drawsTextItself(const QStyleOptionViewItem &option, const QStyle *style);

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;

    /// Sets or clears QFont::PreferNoShaping in @p option's font (and its metrics) for the text it holds.
    void chooseLayout(QStyleOptionViewItem *option) const;

private:
    /// A font chooseLayout() was given and the same font with the strategy it chose, kept so that each cell of a
    /// repaint gets the one font, whose font engine Qt then looks up once: a font changed anew for each cell is
    /// a font Qt has not met, and it looked its engine up again for each (2% of a log table's repaint).
    struct LayoutFont
    {
        QFont given;
        QFont chosen;
        bool known = false; ///< whether given is a font chooseLayout() was given (a default QFont shares the
                            ///< application's font, so it would pass for a copy of it)
    };
    /// For a text that needs shaping ([0]) and one that does not ([1]).
    mutable std::array<LayoutFont, 2> m_layoutFonts;
};

} // namespace ForwardDesk::Gui
