// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <bit>
#include <cstdint>
#include <cstring>
#include <string_view>

namespace ForwardDesk::Core {

/// A 64-bit hash of @p bytes that starts from @p seed: eight bytes at a time, each word multiplied into the sum,
/// then the bits mixed down. For the app's own tables (TextPool) and checks (the offline cache's files); not a
/// defence against anyone who can choose or rewrite the bytes, beyond what a random seed gives a table.
///
/// Qt's qHash() for bytes is SipHash where Qt was built without AES, which took longer than the rest of a
/// look-up in TextPool. The words are read in the machine's byte order: a hash is only compared with one made on
/// the same machine.
[[nodiscard]] inline std::uint64_t hashBytes(std::string_view bytes, std::uint64_t seed)
{
    constexpr std::uint64_t odd = 0x9e3779b97f4a7c15U;
    std::uint64_t sum = seed ^ (bytes.size() * odd);
    const char *p = bytes.data();
    std::size_t left = bytes.size();
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
    return sum;
}

} // namespace ForwardDesk::Core
