// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringView>

#include <vector>

namespace ForwardDesk::Core {

/// The ids of a list's records seen so far, to drop a record that comes twice (a page read twice, a list that
/// shifts while it is paged). The ids are copied into one block of text and found through one table, so the
/// set is two blocks of memory however many ids it holds: a set of QStrings holding the last copy of 100,000
/// ids would free 100,000 small blocks when it goes, tens of milliseconds of the C library's time on whichever
/// thread lets go of it last.
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
    struct Slot
    {
        std::size_t hash = 0;
        qsizetype offset = -1; ///< where the id starts in m_text; -1 for a free slot
        qsizetype length = 0;
    };

    /// The slot of @p id, or the free slot where it would go.
    [[nodiscard]] qsizetype find(QStringView id, std::size_t hash) const;
    void grow();

    std::vector<Slot> m_slots; ///< open addressing, a power of two long, at most half full
    std::vector<char16_t> m_text;
    qsizetype m_size = 0;
    std::size_t m_seed;
};

} // namespace ForwardDesk::Core
