// SPDX-License-Identifier: GPL-3.0-or-later
#include "textpool.h"

namespace ForwardDesk::Core {

TextPool::TextPool()
{
    m_texts.reserve(MaxTexts);
}

QString TextPool::text(std::string_view utf8)
{
    if (const auto found = m_texts.find(utf8); found != m_texts.end()) {
        return found->second;
    }
    QString made = QString::fromUtf8(utf8.data(), static_cast<qsizetype>(utf8.size()));
    if (m_texts.size() < MaxTexts) {
        m_texts.emplace(std::string(utf8), made);
    }
    return made;
}

} // namespace ForwardDesk::Core
