// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QJsonValue>
#include <QList>
#include <QPair>

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
};

} // namespace ForwardDesk::Sandbox
