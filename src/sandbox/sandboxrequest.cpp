// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandboxrequest.h"

namespace ForwardDesk::Sandbox {

QByteArray SandboxRequest::header(const QByteArray &name) const
{
    // HTTP header names are case-insensitive (RFC 9110, 5.1); front ends may hand them over in any case.
    for (const auto &[headerName, value] : headers) {
        if (headerName.compare(name, Qt::CaseInsensitive) == 0) {
            return value;
        }
    }
    return {};
}

} // namespace ForwardDesk::Sandbox
