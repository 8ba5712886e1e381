// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/widgets/recorddelegate.h"

#include "gui/window/appstyle.h"

#include <QApplication>
#include <QFontMetrics>
#include <QPainter>
#include <QStyle>
#include <QTextLayout>

#include <algorithm>
#include <utility>

namespace ForwardDesk::Gui {

namespace {

constexpr char16_t combiningMarksStart = 0x0300;
constexpr char16_t dashesStart = 0x2010; // hyphen, dashes, quotation marks, bullet, ellipsis
constexpr char16_t dashesEnd = 0x2027;
constexpr char16_t signsStart = 0x2030; // per mille, primes, guillemets, … up to the two-dot punctuation
constexpr char16_t signsEnd = 0x205E;
constexpr char16_t euroSign = 0x20AC;

constexpr char16_t firstPrintable = 0x20;
constexpr char16_t deleteStart = 0x7F; // delete and the C1 controls
constexpr char16_t controlsEnd = 0x9F;

// What a cell may hold besides its text and still have its text drawn by the delegate: nothing but its
// alternating background.
constexpr QStyleOptionViewItem::ViewItemFeatures textOnlyFeatures =
    QStyleOptionViewItem::HasDisplay | QStyleOptionViewItem::Alternate;

bool needsNoShaping(char16_t unit)
{
    return unit < combiningMarksStart || (unit >= dashesStart && unit <= dashesEnd)
        || (unit >= signsStart && unit <= signsEnd) || unit == euroSign;
}

bool isControl(QChar c)
{
    const char16_t unit = c.unicode();
    return unit < firstPrintable || (unit >= deleteStart && unit <= controlsEnd);
}

/// Whether @p style draws an item view cell's text with QCommonStyle's own code: its margins, elision and
/// colours. Fusion and Windows do (tst_recorddelegate compares the two drawings). Other styles may not (Windows
/// Vista's and Windows 11's draw the cells themselves), nor may a proxy (a style sheet's, say): so only these
/// two, as QStyleFactory makes (and names) them, alone or under the app's AppStyle, which leaves item views to
/// its base.
bool drawsItemTextAsCommonStyle(const QStyle *style)
{
    const QString name = AppStyle::styleName(style);
    return name.compare(QLatin1StringView("fusion"), Qt::CaseInsensitive) == 0
        || name.compare(QLatin1StringView("windows"), Qt::CaseInsensitive) == 0;
}

/// Lays @p layout out as one line @p width wide.
QTextLine layOutLine(QTextLayout &layout, int width)
{
    layout.beginLayout();
    QTextLine line = layout.createLine();
    line.setLineWidth(width);
    layout.endLayout();
    return line;
}

/// Draws @p text into @p cell as QCommonStyle draws a view item's one line of text: inside the focus frame's
/// margin on either side, aligned as the cell asks, elided as it asks where it does not fit, in the text colour
/// of the cell's state.
void drawCellText(QPainter *painter, const QStyleOptionViewItem &cell, const QString &text, const QStyle *style)
{
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, cell.widget) + 1;
    const QRect area = cell.rect.adjusted(margin, 0, -margin, 0);
    QTextOption textOption(QStyle::visualAlignment(cell.direction, cell.displayAlignment));
    textOption.setWrapMode(QTextOption::ManualWrap);
    textOption.setTextDirection(cell.direction);
    QTextLayout layout(text, cell.font);
    layout.setTextOption(textOption);
    QTextLine line = layOutLine(layout, area.width());
    if (line.naturalTextWidth() > area.width()) {
        layout.setText(QFontMetrics(cell.font).elidedText(text, cell.textElideMode, area.width()));
        line = layOutLine(layout, area.width());
    }
    // The line spans the area's width, its own alignment placing the text along it; only its height is aligned.
    const QRect lineArea =
        QStyle::alignedRect(cell.direction, cell.displayAlignment, QSize(area.width(), int(line.height())), area);

    QPalette::ColorGroup group = QPalette::Disabled;
    if (cell.state & QStyle::State_Enabled) {
        group = cell.state & QStyle::State_Active ? QPalette::Normal : QPalette::Inactive;
    }
    const QPen pen = painter->pen();
    painter->setPen(
        cell.palette.color(group, cell.state & QStyle::State_Selected ? QPalette::HighlightedText : QPalette::Text));
    layout.draw(painter, lineArea.topLeft());
    painter->setPen(pen);
}

} // namespace

RecordDelegate::RecordDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
{ }

RecordDelegate::~RecordDelegate() = default;

bool RecordDelegate::needsShaping(QStringView text)
{
    // Surrogates (emoji, scripts beyond the first plane) are above every range, so they need shaping too.
    return !std::all_of(text.begin(), text.end(), [](QChar c) { return needsNoShaping(c.unicode()); });
}

bool RecordDelegate::drawsTextItself(const QStyleOptionViewItem &option, const QStyle *style)
{
    // A line of text taller than the cell would be cut by the style, and the delegate does not clip.
    return style && drawsItemTextAsCommonStyle(style) && option.showDecorationSelected
        && (option.features | textOnlyFeatures) == textOnlyFeatures
        && option.features.testFlag(QStyleOptionViewItem::HasDisplay) && !option.text.isEmpty()
        && !option.state.testFlag(QStyle::State_Editing) && option.textElideMode != Qt::ElideNone
        && QFontMetrics(option.font).height() <= option.rect.height() && !needsShaping(option.text)
        && std::none_of(option.text.cbegin(), option.text.cend(), isControl);
}

void RecordDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem cell(option);
    initStyleOption(&cell, index);
    const QWidget *widget = cell.widget;
    const QStyle *style = widget ? widget->style() : QApplication::style();
    if (!drawsTextItself(cell, style)) {
        style->drawControl(QStyle::CE_ItemViewItem, &cell, painter, widget);
        return;
    }
    // The style draws all of the cell but its text, which it would lay out to size it, again to see whether it
    // fits, to elide it and to draw it; the delegate lays it out once (twice where it elides it).
    const QString text = std::exchange(cell.text, QString());
    cell.features &= ~QStyleOptionViewItem::ViewItemFeatures(QStyleOptionViewItem::HasDisplay);
    if (cell.state.testFlag(QStyle::State_HasFocus)) {
        style->drawControl(QStyle::CE_ItemViewItem, &cell, painter, widget);
    } else {
        // Of a cell with no text, icon, check box or focus frame, QCommonStyle draws the background alone, after
        // working out where the parts it does not have would go and clipping to the cell.
        style->drawPrimitive(QStyle::PE_PanelItemViewItem, &cell, painter, widget);
    }
    drawCellText(painter, cell, text, style);
}

void RecordDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    chooseLayout(option);
}

void RecordDelegate::chooseLayout(QStyleOptionViewItem *option) const
{
    const int strategy = option->font.styleStrategy();
    const bool shaped = needsShaping(option->text);
    const int wanted = shaped ? strategy & ~QFont::PreferNoShaping : strategy | QFont::PreferNoShaping;
    if (wanted == strategy) {
        return;
    }
    // The cells of a view are given copies of its font (isCopyOf()), unless a cell's data or a pane's delegate
    // changes it: the same given font is answered with the same chosen one. A copy keeps its own resolve mask,
    // which says what a painter takes from its own font instead, so that must be the same too.
    LayoutFont &layoutFont = m_layoutFonts.at(shaped ? 0 : 1);
    if (!layoutFont.known || !option->font.isCopyOf(layoutFont.given)
        || option->font.resolveMask() != layoutFont.given.resolveMask()) {
        layoutFont.known = true;
        layoutFont.given = option->font;
        layoutFont.chosen = option->font;
        layoutFont.chosen.setStyleStrategy(static_cast<QFont::StyleStrategy>(wanted));
    }
    option->font = layoutFont.chosen;
    option->fontMetrics = QFontMetrics(option->font);
}

} // namespace ForwardDesk::Gui
