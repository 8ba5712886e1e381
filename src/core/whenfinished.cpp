// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/whenfinished.h"

#include <QLoggingCategory>

namespace ForwardDesk::Core {

namespace {

Q_LOGGING_CATEGORY(lc, "forwarddesk.core.background")

} // namespace

void warnNoResult(bool cancelled)
{
    qCWarning(lc) << "a background job ended without a result" << (cancelled ? "(cancelled)" : "");
}

} // namespace ForwardDesk::Core
