// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/logs/logstatus.h"

#include <algorithm>
#include <array>

namespace ForwardDesk::Gui {

using Status = Core::LogEntry::Status;

namespace {
// Unknown comes first: it is the answer for any value the table does not hold.
constexpr std::array<LogStatusInfo, 6> statuses = {{
    {Status::Unknown, u"unknown", u"status-unknown"},
    {Status::Delivered, u"delivered", u"status-ok"},
    {Status::Deferred, u"deferred", u"status-pending"},
    {Status::Bounced, u"bounced", u"status-fail"},
    {Status::Rejected, u"rejected", u"status-rejected"},
    {Status::Spam, u"spam", u"status-spam"},
}};
} // namespace

const LogStatusInfo &logStatusInfo(Status status)
{
    const auto *found = std::find_if(statuses.cbegin(), statuses.cend(),
                                     [status](const LogStatusInfo &info) { return info.status == status; });
    return found != statuses.cend() ? *found : statuses.front();
}

} // namespace ForwardDesk::Gui
