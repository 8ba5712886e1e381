// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QUrl>

namespace ForwardDesk::Core {

/// Which service addresses the client may talk to: https to any host, plain http only to loopback
/// (127.0.0.0/8, ::1, localhost), so that a key never crosses a network in clear text.
class UrlPolicy final
{
public:
    UrlPolicy() = delete;

    [[nodiscard]] static bool isAllowedServiceUrl(const QUrl &url);
    [[nodiscard]] static bool isLoopbackHost(const QString &host);
    /// Cleans up what a user typed: adds https:// when no scheme is given, drops a trailing slash.
    [[nodiscard]] static QUrl normalizedServiceUrl(const QString &userInput);
    /// True when @p a and @p b share scheme, host and port.
    [[nodiscard]] static bool isSameOrigin(const QUrl &a, const QUrl &b);
};

} // namespace ForwardDesk::Core
