// SPDX-License-Identifier: GPL-3.0-or-later
#include "idset.h"

#include <QHashFunctions>

#include <algorithm>
#include <limits>

namespace ForwardDesk::Core {

namespace {
constexpr std::size_t lengthUnits = 2; ///< an id's length, in front of its text
} // namespace

IdSet::IdSet()
    : m_seed(QHashSeed::globalSeed())
{ }

std::uint32_t IdSet::hashOf(QStringView id) const
{
    const std::size_t hash = qHash(id, m_seed);
    return static_cast<std::uint32_t>(hash ^ (hash >> 32U));
}

std::size_t IdSet::find(QStringView id, std::uint32_t hash) const
{
    return m_slots.find(hash, [this, id](std::uint32_t start) {
        const char16_t *text = m_text.data() + start - 1;
        const qsizetype length = qsizetype(text[0]) | (qsizetype(text[1]) << 16U);
        return length == id.size() && std::equal(id.utf16(), id.utf16() + id.size(), text + lengthUnits);
    });
}

bool IdSet::contains(QStringView id) const
{
    return m_slots.entry(find(id, hashOf(id))) != 0;
}

bool IdSet::insert(QStringView id)
{
    // Far beyond any list the client accepts (its answers are capped in size): such an id is taken as new.
    const std::size_t end = m_text.size() + lengthUnits + std::size_t(id.size());
    if (id.size() > std::numeric_limits<std::uint32_t>::max() / 2 || end >= std::numeric_limits<std::uint32_t>::max()) {
        return true;
    }
    m_slots.makeRoom(std::size_t(m_size + 1));
    const std::uint32_t hash = hashOf(id);
    const std::size_t slot = find(id, hash);
    if (m_slots.entry(slot) != 0) {
        return false;
    }
    m_slots.set(slot, hash, static_cast<std::uint32_t>(m_text.size() + 1));
    const auto length = static_cast<std::uint32_t>(id.size());
    m_text.push_back(static_cast<char16_t>(length & 0xffffU));
    m_text.push_back(static_cast<char16_t>(length >> 16U));
    m_text.insert(m_text.end(), id.utf16(), id.utf16() + id.size());
    ++m_size;
    return true;
}

} // namespace ForwardDesk::Core
