// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandboxplan.h"

using namespace Qt::StringLiterals;

namespace ForwardDesk::Sandbox {

namespace {

constexpr int freeDomainLimit = 1;
constexpr int creatorDomainLimit = 3;
constexpr int proDomainLimit = 10;
constexpr int businessDomainLimit = 5000;

} // namespace

int domainLimit(Plan plan)
{
    switch (plan) {
    case Plan::Free:
        return freeDomainLimit;
    case Plan::Creator:
        return creatorDomainLimit;
    case Plan::Pro:
        return proDomainLimit;
    case Plan::Business:
        return businessDomainLimit;
    }
    return freeDomainLimit;
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
