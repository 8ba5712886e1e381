// SPDX-License-Identifier: GPL-3.0-or-later
#include "idset.h"

#include <QHashFunctions>

#include <algorithm>
#include <utility>

namespace ForwardDesk::Core {

namespace {
constexpr qsizetype firstSlots = 64;
} // namespace

IdSet::IdSet()
    : m_seed(QHashSeed::globalSeed())
{ }

qsizetype IdSet::find(QStringView id, std::size_t hash) const
{
    const auto mask = static_cast<std::size_t>(m_slots.size() - 1);
    for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
        const Slot &slot = m_slots[i];
        if (slot.offset < 0) {
            return static_cast<qsizetype>(i);
        }
        if (slot.hash == hash && slot.length == id.size()
            && std::equal(id.utf16(), id.utf16() + id.size(), m_text.begin() + slot.offset)) {
            return static_cast<qsizetype>(i);
        }
    }
}

bool IdSet::contains(QStringView id) const
{
    if (m_slots.empty()) {
        return false;
    }
    return m_slots[find(id, qHash(id, m_seed))].offset >= 0;
}

bool IdSet::insert(QStringView id)
{
    if ((m_size + 1) * 2 > qsizetype(m_slots.size())) {
        grow();
    }
    const std::size_t hash = qHash(id, m_seed);
    Slot &slot = m_slots[find(id, hash)];
    if (slot.offset >= 0) {
        return false;
    }
    slot.hash = hash;
    slot.offset = qsizetype(m_text.size());
    slot.length = id.size();
    m_text.insert(m_text.end(), id.utf16(), id.utf16() + id.size());
    ++m_size;
    return true;
}

void IdSet::grow()
{
    const qsizetype count = std::max(firstSlots, qsizetype(m_slots.size()) * 2);
    const std::vector<Slot> old = std::exchange(m_slots, std::vector<Slot>(static_cast<std::size_t>(count)));
    const auto mask = static_cast<std::size_t>(m_slots.size() - 1);
    for (const Slot &slot : old) {
        if (slot.offset < 0) {
            continue;
        }
        std::size_t i = slot.hash & mask;
        while (m_slots[i].offset >= 0) {
            i = (i + 1) & mask;
        }
        m_slots[i] = slot;
    }
}

} // namespace ForwardDesk::Core
