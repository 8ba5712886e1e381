// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/widgets/recorddelegate.h"

#include <QFontMetrics>

#include <algorithm>

namespace ForwardDesk::Gui {

namespace {

constexpr char16_t combiningMarksStart = 0x0300;
constexpr char16_t dashesStart = 0x2010; // hyphen, dashes, quotation marks, bullet, ellipsis
constexpr char16_t dashesEnd = 0x2027;
constexpr char16_t signsStart = 0x2030; // per mille, primes, guillemets, … up to the two-dot punctuation
constexpr char16_t signsEnd = 0x205E;
constexpr char16_t euroSign = 0x20AC;

bool needsNoShaping(char16_t unit)
{
    return unit < combiningMarksStart || (unit >= dashesStart && unit <= dashesEnd)
        || (unit >= signsStart && unit <= signsEnd) || unit == euroSign;
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

void RecordDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    chooseLayout(option);
}

void RecordDelegate::chooseLayout(QStyleOptionViewItem *option)
{
    const int strategy = option->font.styleStrategy();
    const int wanted =
        needsShaping(option->text) ? strategy & ~QFont::PreferNoShaping : strategy | QFont::PreferNoShaping;
    if (wanted != strategy) {
        option->font.setStyleStrategy(static_cast<QFont::StyleStrategy>(wanted));
        option->fontMetrics = QFontMetrics(option->font);
    }
}

} // namespace ForwardDesk::Gui
