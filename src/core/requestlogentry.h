// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QMetaType>
#include <QString>

namespace ForwardDesk::Core {

/// One line of the request log (the diagnostics view): never a header value or a body, so never a key.
struct RequestLogEntry
{
    QDateTime startedAt;
    QByteArray method;
    QString path; ///< path and query, relative to the service
    int status = 0; ///< HTTP status, or 0 when no answer came
    qint64 durationMs = 0;
    int attempt = 1; ///< 2 and more for retries
    QString requestId; ///< the X-Request-ID sent
    QString outcome; ///< "ok" or a short technical reason ("timeout", "reset", "429 retry in 2 s")
};

} // namespace ForwardDesk::Core

Q_DECLARE_METATYPE(ForwardDesk::Core::RequestLogEntry)
