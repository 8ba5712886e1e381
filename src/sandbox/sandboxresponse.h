// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
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

} // namespace ForwardDesk::Sandbox
