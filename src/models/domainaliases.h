// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/alias.h"

#include <QList>
#include <QString>

namespace ForwardDesk::Models {

/// The aliases of one domain of the account, as the service listed them (what import and replace compare
/// against).
struct DomainAliases
{
    QString domainId;
    QString domainName;
    QList<Core::Alias> aliases;
};

/// How many aliases the domains of @p account hold together.
[[nodiscard]] inline qsizetype aliasCount(const QList<DomainAliases> &account)
{
    qsizetype count = 0;
    for (const DomainAliases &domain : account) {
        count += domain.aliases.size();
    }
    return count;
}

} // namespace ForwardDesk::Models
