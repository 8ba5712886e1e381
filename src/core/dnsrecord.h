// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace ForwardDesk::Core {

/// A DNS record the service expects the customer to publish for a domain, and what the service found.
struct DnsRecord
{
    QString type; ///< "MX", "TXT", "CNAME", …
    QString host; ///< "@" for the domain itself, or a label such as "_forwarddesk"
    QString expected; ///< the value to publish ("10 mx1.example.net" for MX)
    QString found; ///< what the service saw; empty when nothing was found
    bool foundKnown = false; ///< whether the service said anything about what it found
    bool valid = false;
};

} // namespace ForwardDesk::Core
