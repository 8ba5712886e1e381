// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace ForwardDesk::Sandbox {

/// One fault-injection rule: which requests it hits and what it does to them (docs/sandbox.md, "Faults").
struct FaultRule
{
    enum class Kind {
        Latency,
        Error,
        RateLimit,
        Malformed,
        Reset,
        Hang,
        Trickle,
        EmptyObject, ///< a success answers 200 (or its 2xx status) with the body {}; the request is carried out
        NoContent, ///< a success answers 204 without a body; the request is carried out
        Oversized, ///< 200 with a body of `bytes` (streamed), JSON at its start; not carried out
        CyclicNext, ///< a list's next link goes from page 1 to 2 and from 2 back to 1
        HugePage, ///< a list's next link asks for page 2147483647
        RetryAfterDate, ///< 429 with Retry-After as an HTTP-date
        Unavailable, ///< 503 with Retry-After in seconds
        UnreadableRecords, ///< the first `count` records of a list lose their id and their name or address
    };

    static constexpr qint64 DefaultOversizedBytes = qint64(80) * 1024 * 1024;

    Kind kind = Kind::Error;
    QByteArray method; ///< empty = any method
    QString route = QString(u'*'); ///< path pattern without the /api prefix; `*` matches one segment, or all
    double rate = 1.0; ///< probability that a matching request is hit
    int times = -1; ///< hit only the first N matching requests; -1 = no end
    int milliseconds = -1; ///< latency delay or trickle pause; -1 = the kind's default
    int status = 0; ///< Error: 500, 502 or 503; 0 = each in turn
    int retryAfterSeconds = 1; ///< RateLimit, Unavailable; RetryAfterDate: the date is this far ahead
    int chunkBytes = 16; ///< Trickle
    qint64 bodyBytes = DefaultOversizedBytes; ///< Oversized
    int recordCount = 3; ///< UnreadableRecords

    /// Whether the API itself changes its answer for this kind (SandboxApi reads SandboxRequest::fault).
    [[nodiscard]] bool shapesLists() const;

    /// Parses "kind=error,rate=0.3,route=GET /logs". Returns false and sets @p error on a bad spec.
    static bool parse(const QString &spec, FaultRule *rule, QString *error);
};

} // namespace ForwardDesk::Sandbox
