// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandboxplan.h"

#include <algorithm>
#include <array>

namespace ForwardDesk::Sandbox {

namespace {

/// What the sandbox knows of each plan, in one place.
struct PlanInfo
{
    Plan plan;
    QStringView name;
    int domainLimit;
};

constexpr std::array<PlanInfo, 4> plans = {{
    {Plan::Free, u"Free", 1},
    {Plan::Creator, u"Creator", 3},
    {Plan::Pro, u"Pro", 10},
    {Plan::Business, u"Business", 5000},
}};

/// The entry of @p plan, or null for a value the table does not hold.
const PlanInfo *infoOf(Plan plan)
{
    const auto *found =
        std::find_if(plans.cbegin(), plans.cend(), [plan](const PlanInfo &info) { return info.plan == plan; });
    return found != plans.cend() ? found : nullptr;
}

} // namespace

int domainLimit(Plan plan)
{
    const PlanInfo *info = infoOf(plan);
    return info ? info->domainLimit : infoOf(Plan::Free)->domainLimit;
}

QString planName(Plan plan)
{
    const PlanInfo *info = infoOf(plan);
    return info ? info->name.toString() : QString();
}

} // namespace ForwardDesk::Sandbox
