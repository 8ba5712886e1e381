// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sandbox/sandboxoptions.h"

namespace ForwardDesk::TestSupport {

/// Every reading of the API's open points that the sandbox offers for lists: prefix × envelope × ids × time
/// format, as data rows of a Qt Test.
///
/// Usage: call addEveryReadingRows() in a `_data` function, then everyReadingOptions() in the test to get the
/// row's options (demo seed, other settings at their defaults).
void addEveryReadingRows();
[[nodiscard]] Sandbox::SandboxOptions everyReadingOptions();

} // namespace ForwardDesk::TestSupport
