// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace ForwardDesk::Sandbox {

/// One fault-injection rule: which requests it hits and what it does to them (docs/sandbox.md, "Faults").
struct FaultRule
{
    enum class Kind { Latency, Error, RateLimit, Malformed, Reset, Hang, Trickle };

    Kind kind = Kind::Error;
    QByteArray method; ///< empty = any method
    QString route = QStringLiteral("*"); ///< path pattern without the /api prefix; `*` matches one segment, or all
    double rate = 1.0; ///< probability that a matching request is hit
    int times = -1; ///< hit only the first N matching requests; -1 = no end
    int milliseconds = -1; ///< latency delay or trickle pause; -1 = the kind's default
    int status = 0; ///< Error: 500, 502 or 503; 0 = each in turn
    int retryAfterSeconds = 1; ///< RateLimit
    int chunkBytes = 16; ///< Trickle

    /// Parses "kind=error,rate=0.3,route=GET /logs". Returns false and sets @p error on a bad spec.
    static bool parse(const QString &spec, FaultRule *rule, QString *error);
};

} // namespace ForwardDesk::Sandbox
