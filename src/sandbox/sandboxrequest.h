// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "faultrule.h"

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>
#include <QUrl>
#include <QUrlQuery>

#include <optional>

namespace ForwardDesk::Sandbox {

class SandboxBodySink;

/// One HTTP request as the sandbox's API layer sees it, independent of the HTTP server's version.
struct SandboxRequest
{
    QByteArray method; ///< upper case: GET, POST, PATCH, DELETE, …
    QString path; ///< decoded path as requested, e.g. /api/domains/3/aliases
    QUrlQuery query;
    QList<QPair<QByteArray, QByteArray>> headers;
    QByteArray body;
    QUrl serverUrl; ///< scheme://host:port the request came in on, for absolute links
    /// A fault rule that changes the API's own answer (FaultRule::shapesLists()), set by the HTTP front end.
    std::optional<FaultRule> fault;
    /// Where a long list may be sent as it is made, set by the HTTP front end while it handles the request
    /// when it can send an answer so; null otherwise (the answer is then made whole).
    SandboxBodySink *sink = nullptr;

    /// Value of the first header named @p name (case-insensitive), or an empty array.
    [[nodiscard]] QByteArray header(const QByteArray &name) const;
};

} // namespace ForwardDesk::Sandbox
