// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/widgets/wrappinglabel.h"

#include <algorithm>

namespace ForwardDesk::Gui {

WrappingLabel::WrappingLabel(QWidget *parent)
    : QLabel(parent)
{ }

WrappingLabel::~WrappingLabel() = default;

void WrappingLabel::forgetIfChanged() const
{
    Measured now;
    now.text = text();
    now.font = font();
    now.contents = contentsMargins();
    now.margin = margin();
    now.indent = indent();
    now.frameWidth = frameWidth();
    now.dpi = logicalDpiY();
    now.alignment = alignment();
    now.format = textFormat();
    now.wordWrap = wordWrap();
    if (now == m_measured) {
        return;
    }
    m_measured = std::move(now);
    m_heights.clear();
    m_sizeHint = QSize();
    m_minimumSizeHint = QSize();
}

int WrappingLabel::heightForWidth(int width) const
{
    forgetIfChanged();
    const auto kept = std::find_if(m_heights.cbegin(), m_heights.cend(),
                                   [width](const std::pair<int, int> &entry) { return entry.first == width; });
    if (kept != m_heights.cend()) {
        return kept->second;
    }
    const int height = QLabel::heightForWidth(width);
    if (m_heights.size() == KeptHeights) {
        m_heights.remove(0); // the one asked about longest ago
    }
    m_heights.append({width, height});
    return height;
}

QSize WrappingLabel::sizeHint() const
{
    forgetIfChanged();
    if (!m_sizeHint.isValid()) {
        m_sizeHint = QLabel::sizeHint();
    }
    return m_sizeHint;
}

QSize WrappingLabel::minimumSizeHint() const
{
    forgetIfChanged();
    if (!m_minimumSizeHint.isValid()) {
        m_minimumSizeHint = QLabel::minimumSizeHint();
    }
    return m_minimumSizeHint;
}

} // namespace ForwardDesk::Gui
