// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <string>
#include <string_view>
#include <unordered_map>

namespace ForwardDesk::Core {

/// Hands out one shared QString for each distinct text it is given, made from UTF-8 once: the records of a
/// list repeat the same senders, domains, statuses and replies thousands of times, and each copy of its own
/// would be an allocation of its own. It lives as long as one list's decoding; the texts live on in the
/// records (QString is implicitly shared). It keeps at most MaxTexts texts, the first ones it meets (those
/// that repeat are among them); a text met after that is made on its own, so that a list of texts that never
/// repeat does not build a table as large as itself.
class TextPool final
{
public:
    static constexpr std::size_t MaxTexts = 4096;

    TextPool();

    /// The shared text for @p utf8.
    [[nodiscard]] QString text(std::string_view utf8);

private:
    struct Hash
    {
        using is_transparent = void;
        std::size_t operator()(std::string_view view) const noexcept { return std::hash<std::string_view>{}(view); }
    };
    std::unordered_map<std::string, QString, Hash, std::equal_to<>> m_texts;
};

} // namespace ForwardDesk::Core
