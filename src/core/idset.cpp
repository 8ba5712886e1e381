// SPDX-License-Identifier: GPL-3.0-or-later
#include "idset.h"

#include <QHashFunctions>

#include <algorithm>
#include <limits>
#include <utility>

namespace ForwardDesk::Core {

namespace {
constexpr std::size_t firstSlots = 64;
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
    const std::size_t mask = m_slots.size() - 1;
    for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
        const Slot &slot = m_slots[i];
        if (slot.start == 0) {
            return i;
        }
        if (slot.hash != hash) {
            continue;
        }
        const char16_t *text = m_text.data() + slot.start - 1;
        const qsizetype length = qsizetype(text[0]) | (qsizetype(text[1]) << 16U);
        if (length == id.size() && std::equal(id.utf16(), id.utf16() + id.size(), text + lengthUnits)) {
            return i;
        }
    }
}

bool IdSet::contains(QStringView id) const
{
    return !m_slots.empty() && m_slots[find(id, hashOf(id))].start != 0;
}

bool IdSet::insert(QStringView id)
{
    // Far beyond any list the client accepts (its answers are capped in size): such an id is taken as new.
    const std::size_t end = m_text.size() + lengthUnits + std::size_t(id.size());
    if (id.size() > std::numeric_limits<std::uint32_t>::max() / 2 || end >= std::numeric_limits<std::uint32_t>::max()) {
        return true;
    }
    if (std::size_t(m_size + 1) * 2 > m_slots.size()) {
        grow();
    }
    const std::uint32_t hash = hashOf(id);
    Slot &slot = m_slots[find(id, hash)];
    if (slot.start != 0) {
        return false;
    }
    slot.hash = hash;
    slot.start = static_cast<std::uint32_t>(m_text.size() + 1);
    const auto length = static_cast<std::uint32_t>(id.size());
    m_text.push_back(static_cast<char16_t>(length & 0xffffU));
    m_text.push_back(static_cast<char16_t>(length >> 16U));
    m_text.insert(m_text.end(), id.utf16(), id.utf16() + id.size());
    ++m_size;
    return true;
}

void IdSet::grow()
{
    const std::size_t count = std::max(firstSlots, m_slots.size() * 2);
    const std::vector<Slot> old = std::exchange(m_slots, std::vector<Slot>(count));
    const std::size_t mask = count - 1;
    for (const Slot &slot : old) {
        if (slot.start == 0) {
            continue;
        }
        std::size_t i = slot.hash & mask;
        while (m_slots[i].start != 0) {
            i = (i + 1) & mask;
        }
        m_slots[i] = slot;
    }
}

} // namespace ForwardDesk::Core
