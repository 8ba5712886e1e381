// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandboxrouter.h"

#include <array>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Sandbox {

namespace {

constexpr auto apiPrefix = "/api";

struct Route
{
    const char *method;
    const char *pattern; ///< path below the prefix; "*" is a path parameter
    SandboxRouter::Endpoint endpoint;
};

constexpr std::array routes = {
    Route{"GET", "domains", SandboxRouter::Endpoint::ListDomains},
    Route{"POST", "domains", SandboxRouter::Endpoint::CreateDomain},
    Route{"DELETE", "domains/*", SandboxRouter::Endpoint::DeleteDomain},
    Route{"POST", "domains/*/verify", SandboxRouter::Endpoint::VerifyDomain},
    Route{"GET", "domains/*/aliases", SandboxRouter::Endpoint::ListAliases},
    Route{"POST", "domains/*/aliases", SandboxRouter::Endpoint::CreateAlias},
    Route{"PATCH", "domains/*/aliases/*", SandboxRouter::Endpoint::UpdateAlias},
    Route{"DELETE", "domains/*/aliases/*", SandboxRouter::Endpoint::DeleteAlias},
    Route{"GET", "logs", SandboxRouter::Endpoint::ListLogs},
    Route{"GET", "api-keys", SandboxRouter::Endpoint::ListApiKeys},
    Route{"POST", "api-keys", SandboxRouter::Endpoint::CreateApiKey},
    Route{"DELETE", "api-keys/*", SandboxRouter::Endpoint::DeleteApiKey},
};

bool matchRoute(const char *pattern, const QStringList &segments, QStringList *params)
{
    const QStringList parts = QString::fromLatin1(pattern).split(u'/');
    if (parts.size() != segments.size()) {
        return false;
    }
    QStringList found;
    for (qsizetype i = 0; i < parts.size(); ++i) {
        if (parts[i] == u"*") {
            found.append(segments[i]);
        } else if (parts[i] != segments[i]) {
            return false;
        }
    }
    *params = found;
    return true;
}

/// The path below the prefix the options choose, split into segments; nothing if it is not served.
std::optional<QStringList> resourceSegments(const QString &path, SandboxOptions::Prefix prefix)
{
    const QString api = QString::fromLatin1(apiPrefix);
    const bool underApi = path.startsWith(api + u'/');
    QString rest = path;
    switch (prefix) {
    case SandboxOptions::Prefix::None:
        break;
    case SandboxOptions::Prefix::Api:
        if (!underApi) {
            return std::nullopt;
        }
        rest = path.mid(api.size());
        break;
    case SandboxOptions::Prefix::Both:
        if (underApi) {
            rest = path.mid(api.size());
        }
        break;
    }
    if (!rest.startsWith(u'/')) {
        return std::nullopt;
    }
    const QStringList segments = rest.mid(1).split(u'/');
    for (const QString &segment : segments) {
        if (segment.isEmpty()) {
            return std::nullopt;
        }
    }
    return segments;
}

} // namespace

SandboxRouter::Match SandboxRouter::match(const QByteArray &method, const QString &path, SandboxOptions::Prefix prefix)
{
    Match result;
    const std::optional<QStringList> segments = resourceSegments(path, prefix);
    if (!segments) {
        return result;
    }
    for (const Route &route : routes) {
        QStringList params;
        if (!matchRoute(route.pattern, *segments, &params)) {
            continue;
        }
        result.allowed.append(QString::fromLatin1(route.method));
        if (method == route.method) {
            result.endpoint = route.endpoint;
            result.params = params;
        }
    }
    return result;
}

} // namespace ForwardDesk::Sandbox
