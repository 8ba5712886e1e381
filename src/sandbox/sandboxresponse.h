// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QJsonArray>
#include <QJsonValue>
#include <QList>
#include <QPair>
#include <QString>

namespace ForwardDesk::Sandbox {

/// One HTTP answer of the sandbox's API layer; the HTTP front end writes it (or a fault instead).
struct SandboxResponse
{
    int status = 200;
    QByteArray contentType = "application/json";
    QList<QPair<QByteArray, QByteArray>> headers; ///< besides Content-Type and Content-Length
    QByteArray body;
    /// Its head and body went out through the request's SandboxBodySink already (`body` is empty).
    bool streamed = false;

    static SandboxResponse json(int status, const QJsonValue &value);
    /// {"detail": "<detail>"} with @p status.
    static SandboxResponse detail(int status, const QString &detail);
    /// No body (204, or a reset-like answer).
    static SandboxResponse empty(int status);
    /// RFC 9457 problem details, application/problem+json: {"type": "about:blank", "title": <the status's
    /// reason phrase, or @p title>, "status", "detail"}, with "errors" when @p errors is not empty.
    static SandboxResponse problem(int status, const QString &detail, const QString &title = {},
                                   const QJsonArray &errors = {});
    /// {"detail": …} or problem details, as @p problemStyle says.
    static SandboxResponse error(int status, const QString &detail, bool problemStyle);
    /// "Not Found" for 404 and so on; "Server Error" or "Unknown" for statuses the sandbox never sends.
    static QByteArray reasonPhrase(int status);
};

/// Sends an answer as it is made: its head first, then its body in pieces (HTTP/1.1 chunks), so that a client
/// reads the start of a long list while the rest is still being read from the store.
class SandboxBodySink
{
public:
    SandboxBodySink() = default;
    virtual ~SandboxBodySink() = default;
    Q_DISABLE_COPY_MOVE(SandboxBodySink)

    /// Sends the status and headers of @p head (not its body), for a body whose length is not told.
    virtual void begin(const SandboxResponse &head) = 0;
    /// Sends the next piece of the body.
    virtual void write(QByteArrayView piece) = 0;
};

} // namespace ForwardDesk::Sandbox
