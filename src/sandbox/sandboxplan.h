// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace ForwardDesk::Sandbox {

/// The plans of the service; only Creator, Pro and Business have API access.
enum class Plan { Free, Creator, Pro, Business };

/// How many domains an account on @p plan may have.
int domainLimit(Plan plan);
/// "Free", "Creator", "Pro", "Business".
QString planName(Plan plan);

} // namespace ForwardDesk::Sandbox
