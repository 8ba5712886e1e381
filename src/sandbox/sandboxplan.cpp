// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandboxplan.h"

using namespace Qt::StringLiterals;

namespace ForwardDesk::Sandbox {

namespace {

constexpr int FreeDomainLimit = 1;
constexpr int CreatorDomainLimit = 3;
constexpr int ProDomainLimit = 10;
constexpr int BusinessDomainLimit = 5000;

} // namespace

int domainLimit(Plan plan)
{
    switch (plan) {
    case Plan::Free:
        return FreeDomainLimit;
    case Plan::Creator:
        return CreatorDomainLimit;
    case Plan::Pro:
        return ProDomainLimit;
    case Plan::Business:
        return BusinessDomainLimit;
    }
    return FreeDomainLimit;
}

QString planName(Plan plan)
{
    switch (plan) {
    case Plan::Free:
        return u"Free"_s;
    case Plan::Creator:
        return u"Creator"_s;
    case Plan::Pro:
        return u"Pro"_s;
    case Plan::Business:
        return u"Business"_s;
    }
    return {};
}

} // namespace ForwardDesk::Sandbox
