// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "slottable.h"

#include <QString>
#include <QStringList>

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace ForwardDesk::Core {

/// Hands out one shared QString for each distinct text it is given, made from UTF-8 once: the records of a
/// list repeat the same senders, domains, statuses and replies thousands of times, and each copy of its own
/// would be an allocation of its own. It lives as long as one list's decoding; the texts live on in the
/// records (QString is implicitly shared). It keeps at most MaxTexts texts, the first ones it meets (those
/// that repeat are among them); a text met after that is made on its own, so that a list of texts that never
/// repeat does not build a table as large as itself.
///
/// The texts' bytes are kept one after another in one block, and found through a table of slots (open
/// addressing, at most half full) that holds each text's hash: a look-up reads one slot and compares bytes
/// only when the hashes agree, instead of following a node per text.
class TextPool final
{
public:
    static constexpr std::size_t MaxTexts = 4096;
    /// Texts longer than this are made on their own: they are not the ones records repeat.
    static constexpr std::size_t MaxTextBytes = 1024;
    /// How many of the lists it made last list() always finds again.
    static constexpr std::size_t RecentLists = 4;

    TextPool();

    /// The shared text for @p utf8.
    [[nodiscard]] QString text(std::string_view utf8);

    /// A list of @p texts, shared with the last list of the same texts it made where it still remembers one:
    /// records repeat their lists of destinations as they repeat the addresses in them. It always remembers the
    /// last RecentLists lists it made, and others as long as no newer list has taken their slot. Lists are told
    /// apart by their texts' data, so only texts handed out by text() (the same data for the same text) find
    /// their list again; any other list is simply made. The texts must own their data (no
    /// QString::fromRawData()), as every text a record is decoded into does.
    [[nodiscard]] QStringList list(std::span<const QString> texts);

private:
    struct Entry
    {
        std::uint32_t start; ///< into m_bytes
        std::uint32_t size;
        QString text;
    };

    [[nodiscard]] std::uint32_t hashOf(std::string_view utf8) const;
    /// The slot that holds @p utf8, or the free slot where it would go.
    [[nodiscard]] std::size_t find(std::string_view utf8, std::uint32_t hash) const;

    std::size_t m_seed;
    SlotTable m_slots; ///< each text's entry is its index in m_entries, plus one
    std::vector<Entry> m_entries;
    std::string m_bytes;
    /// The lists list() made last, each in the slot its texts' data picks (one list per slot, the newest).
    std::array<QStringList, 64> m_lists;
    /// The last RecentLists lists list() made, whatever their slots; m_nextRecent is where the next one goes.
    std::array<QStringList, RecentLists> m_recentLists;
    std::size_t m_nextRecent = 0;
};

} // namespace ForwardDesk::Core
