// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace ForwardDesk::Core {

/// The look of an API key: what the sign-in code and the key fields agree a key is, before the service
/// decides whether it is valid.
namespace ApiKeyFormat {

/// The prefix every key of the service starts with.
[[nodiscard]] QString prefix();
/// Fewer characters than any real key has; a shorter text is a paste that was cut off.
constexpr int minimumLength = 20;
/// The key as typed or pasted, without surrounding white space.
[[nodiscard]] QString cleaned(const QString &text);
/// True for text of the form of a key: the prefix and then letters, digits, "-" or "_".
[[nodiscard]] bool looksLikeKey(const QString &text);
/// True when @p text has only the characters a key may have (and the prefix).
[[nodiscard]] bool hasKeyCharacters(const QString &text);

} // namespace ApiKeyFormat

} // namespace ForwardDesk::Core
