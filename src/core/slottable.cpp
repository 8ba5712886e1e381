// SPDX-License-Identifier: GPL-3.0-or-later
#include "slottable.h"

#include <utility>

namespace ForwardDesk::Core {

namespace {
constexpr std::size_t firstSlots = 64;
} // namespace

SlotTable::SlotTable()
    : m_slots(firstSlots)
{ }

bool SlotTable::makeRoom(std::size_t entries)
{
    std::size_t count = m_slots.size();
    while (entries * 2 > count) {
        count *= 2;
    }
    if (count == m_slots.size()) {
        return false;
    }
    const std::vector<Slot> old = std::exchange(m_slots, std::vector<Slot>(count));
    const std::size_t mask = m_slots.size() - 1;
    for (const Slot &slot : old) {
        if (slot.entry == 0) {
            continue;
        }
        std::size_t i = slot.hash & mask;
        while (m_slots[i].entry != 0) {
            i = (i + 1) & mask;
        }
        m_slots[i] = slot;
    }
    return true;
}

} // namespace ForwardDesk::Core
