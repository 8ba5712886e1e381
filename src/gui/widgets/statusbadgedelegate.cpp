// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/widgets/statusbadgedelegate.h"

#include "gui/widgets/icons.h"
#include "models/roles.h"

#include <QHash>
#include <QPalette>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Gui {

namespace {

// The fill colours of the status icons (resources/icons/status-*.svg); the word takes the same hue.
const QHash<QString, QColor> &statusHues()
{
    static const QHash<QString, QColor> hues{
        {u"status-ok"_s, QColor(0x2e, 0x9e, 0x5b)},   {u"status-pending"_s, QColor(0xd0, 0x8a, 0x11)},
        {u"status-fail"_s, QColor(0xd6, 0x45, 0x45)}, {u"status-rejected"_s, QColor(0xd6, 0x45, 0x45)},
        {u"status-spam"_s, QColor(0x8e, 0x5b, 0xd6)},
    };
    return hues;
}

// Steps from the hue towards black or white; 20 steps of 5 % end at black or white itself.
constexpr int shadeSteps = 20;

double channel(double value)
{
    return value <= 0.04045 ? value / 12.92 : std::pow((value + 0.055) / 1.055, 2.4);
}

double luminance(const QColor &color)
{
    const QColor rgb = color.toRgb();
    return 0.2126 * channel(rgb.redF()) + 0.7152 * channel(rgb.greenF()) + 0.0722 * channel(rgb.blueF());
}

QColor mixed(const QColor &from, const QColor &to, double share)
{
    const QColor a = from.toRgb();
    const QColor b = to.toRgb();
    return QColor::fromRgbF(static_cast<float>(a.redF() + (b.redF() - a.redF()) * share),
                            static_cast<float>(a.greenF() + (b.greenF() - a.greenF()) * share),
                            static_cast<float>(a.blueF() + (b.blueF() - a.blueF()) * share));
}

} // namespace

StatusBadgeDelegate::StatusBadgeDelegate(IconFor iconFor, QObject *parent)
    : RecordDelegate(parent)
    , m_iconFor(std::move(iconFor))
{ }

StatusBadgeDelegate::~StatusBadgeDelegate() = default;

double StatusBadgeDelegate::contrastRatio(const QColor &first, const QColor &second)
{
    const double a = luminance(first);
    const double b = luminance(second);
    return (std::max(a, b) + 0.05) / (std::min(a, b) + 0.05);
}

QColor StatusBadgeDelegate::textColor(const QString &iconName, const QPalette &palette)
{
    const QColor fallback = palette.color(QPalette::Text);
    const auto hue = statusHues().constFind(iconName);
    if (hue == statusHues().cend()) {
        return fallback;
    }
    const QColor base = palette.color(QPalette::Base);
    const QColor alternate = palette.color(QPalette::AlternateBase);
    const auto readable = [&](const QColor &color) {
        return contrastRatio(color, base) >= MinimumContrast && contrastRatio(color, alternate) >= MinimumContrast;
    };
    // Darker on light rows, lighter on dark ones: the word keeps its hue as long as it can.
    const QColor towards = luminance(base) + luminance(alternate) > 0.36 ? QColor(Qt::black) : QColor(Qt::white);
    for (int step = 0; step <= shadeSteps; ++step) {
        const QColor color = mixed(*hue, towards, static_cast<double>(step) / shadeSteps);
        if (readable(color)) {
            return color;
        }
    }
    return fallback;
}

QColor StatusBadgeDelegate::wordColor(const QString &iconName, const QPalette &palette) const
{
    const std::array<QColor, 3> colors{palette.color(QPalette::Text), palette.color(QPalette::Base),
                                       palette.color(QPalette::AlternateBase)};
    if (colors != m_wordColorsFor) {
        m_wordColors.clear();
        m_wordColorsFor = colors;
    }
    auto known = m_wordColors.constFind(iconName);
    if (known == m_wordColors.cend()) {
        known = m_wordColors.insert(iconName, textColor(iconName, palette));
    }
    return *known;
}

void StatusBadgeDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    RecordDelegate::initStyleOption(option, index);
    const QVariant status = index.data(Models::StatusRole);
    if (!status.isValid()) {
        return;
    }
    const QString name = m_iconFor(status.toInt());
    if (name.isEmpty()) {
        return;
    }
    option->icon = Icons::get(name);
    option->features |= QStyleOptionViewItem::HasDecoration;
    option->decorationSize = QSize(16, 16);
    // Selected rows keep the palette's HighlightedText, which is made for the selection colour.
    const QColor color = wordColor(name, option->palette);
    for (const QPalette::ColorGroup group : {QPalette::Active, QPalette::Inactive}) {
        option->palette.setColor(group, QPalette::Text, color);
    }
}

} // namespace ForwardDesk::Gui
