// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sandboxoptions.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

namespace ForwardDesk::Sandbox {

/// The API's routes (docs/sandbox.md, "Endpoints"): which endpoint a method and path name, under the prefix
/// the options choose, with the path parameters. Usage: `SandboxRouter::match("GET", path, prefix)`.
class SandboxRouter final
{
public:
    enum class Endpoint {
        ListDomains,
        CreateDomain,
        DeleteDomain,
        VerifyDomain,
        ListAliases,
        CreateAlias,
        UpdateAlias,
        DeleteAlias,
        ListLogs,
        ListApiKeys,
        CreateApiKey,
        DeleteApiKey,
    };

    struct Match
    {
        std::optional<Endpoint> endpoint; ///< none: unknown path (allowed is empty) or wrong method
        QStringList params; ///< path parameters in order: domain id, then alias id (or the key id)
        QStringList allowed; ///< the methods the path has
    };

    static Match match(const QByteArray &method, const QString &path, SandboxOptions::Prefix prefix);
};

} // namespace ForwardDesk::Sandbox
