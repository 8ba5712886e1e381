// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "slottable.h"

#include <QString>
#include <QStringView>

#include <cstdint>
#include <vector>

namespace ForwardDesk::Core {

/// The ids of a list's records seen so far, to drop a record that comes twice (a page read twice, a list that
/// shifts while it is paged). The ids are copied into one block of text and found through one table, so the
/// set is two blocks of memory however many ids it holds: a set of QStrings holding the last copy of 100,000
/// ids would free 100,000 small blocks when it goes, tens of milliseconds of the C library's time on whichever
/// thread lets go of it last. It takes about as much memory as that set (8 bytes a slot, at most half of them
/// used, and each id's text with its length).
///
/// Used by one thread at a time.
class IdSet final
{
public:
    IdSet();

    /// Adds @p id; false when it was there already.
    bool insert(QStringView id);
    [[nodiscard]] bool contains(QStringView id) const;
    [[nodiscard]] qsizetype size() const { return m_size; }

private:
    [[nodiscard]] std::uint32_t hashOf(QStringView id) const;
    /// The slot of @p id, or the free slot where it would go.
    [[nodiscard]] std::size_t find(QStringView id, std::uint32_t hash) const;

    /// Each id's entry is where its length starts in m_text, plus one.
    SlotTable m_slots;
    std::vector<char16_t> m_text; ///< each id as two units of length (low, high) and its text
    qsizetype m_size = 0;
    std::size_t m_seed;
};

} // namespace ForwardDesk::Core
