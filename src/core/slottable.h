// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace ForwardDesk::Core {

/// The slots of a hash table whose entries are kept elsewhere (in one block of text, in a list): open
/// addressing with linear probing, a power of two long and at most half full. Each slot holds an entry's hash
/// and a number that names the entry, 0 for a free slot; the owner says what its numbers mean and when two
/// entries are the same. IdSet and TextPool are built on it.
class SlotTable final
{
public:
    struct Slot
    {
        std::uint32_t hash = 0;
        std::uint32_t entry = 0; ///< the owner's number for the entry (never 0); 0 for a free slot
    };

    SlotTable();

    /// The slot of the entry with @p hash that @p sameAs(entry) accepts, or the free slot where it would go.
    template <typename SameAs>
    [[nodiscard]] std::size_t find(std::uint32_t hash, SameAs sameAs) const
    {
        const std::size_t mask = m_slots.size() - 1;
        for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
            const Slot &slot = m_slots[i];
            if (slot.entry == 0 || (slot.hash == hash && sameAs(slot.entry))) {
                return i;
            }
        }
    }
    [[nodiscard]] std::uint32_t entry(std::size_t slot) const { return m_slots[slot].entry; }
    /// Puts @p entry with @p hash into @p slot, a free slot find() gave since the last makeRoom().
    void set(std::size_t slot, std::uint32_t hash, std::uint32_t entry) { m_slots[slot] = {hash, entry}; }
    /// Grows the table if @p entries would fill more than half of it; true when it grew (slots found before
    /// are then to be found again).
    bool makeRoom(std::size_t entries);

private:
    std::vector<Slot> m_slots;
};

} // namespace ForwardDesk::Core
