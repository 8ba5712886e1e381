// SPDX-License-Identifier: GPL-3.0-or-later
#include "textpool.h"

#include <QHashFunctions>

#include <bit>
#include <cstring>

namespace ForwardDesk::Core {

TextPool::TextPool()
    : m_seed(QHashSeed::globalSeed())
{ }

std::uint32_t TextPool::hashOf(std::string_view utf8) const
{
    // Eight bytes at a time, each word multiplied into the sum, then the bits mixed down. Qt's qHash() for
    // bytes is SipHash where Qt was built without AES, which took longer than the rest of a look-up. The
    // seed differs from run to run, so that a service cannot choose texts that all land in one slot.
    constexpr std::uint64_t odd = 0x9e3779b97f4a7c15U;
    std::uint64_t sum = static_cast<std::uint64_t>(m_seed) ^ (utf8.size() * odd);
    const char *p = utf8.data();
    std::size_t left = utf8.size();
    for (; left >= sizeof(std::uint64_t); p += sizeof(std::uint64_t), left -= sizeof(std::uint64_t)) {
        std::uint64_t word = 0;
        std::memcpy(&word, p, sizeof word);
        sum = std::rotl((sum ^ word) * odd, 29);
    }
    std::uint64_t last = 0;
    std::memcpy(&last, p, left);
    sum = (sum ^ last) * odd;
    sum ^= sum >> 32U;
    sum *= 0xd6e8feb86659fd93U;
    sum ^= sum >> 32U;
    return static_cast<std::uint32_t>(sum);
}

std::size_t TextPool::find(std::string_view utf8, std::uint32_t hash) const
{
    return m_slots.find(hash, [this, utf8](std::uint32_t number) {
        const Entry &entry = m_entries[number - 1];
        return entry.size == utf8.size() && std::memcmp(m_bytes.data() + entry.start, utf8.data(), utf8.size()) == 0;
    });
}

QString TextPool::text(std::string_view utf8)
{
    const std::uint32_t hash = hashOf(utf8);
    std::size_t at = find(utf8, hash);
    if (const std::uint32_t number = m_slots.entry(at); number != 0) {
        return m_entries[number - 1].text;
    }
    QString made = QString::fromUtf8(utf8.data(), static_cast<qsizetype>(utf8.size()));
    if (m_entries.size() >= MaxTexts || utf8.size() > MaxTextBytes) {
        return made;
    }
    if (m_slots.makeRoom(m_entries.size() + 1)) {
        at = find(utf8, hash);
    }
    m_entries.push_back({static_cast<std::uint32_t>(m_bytes.size()), static_cast<std::uint32_t>(utf8.size()), made});
    m_bytes.append(utf8);
    m_slots.set(at, hash, static_cast<std::uint32_t>(m_entries.size()));
    return made;
}

} // namespace ForwardDesk::Core
