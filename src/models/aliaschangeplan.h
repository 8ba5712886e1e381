// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/aliaschange.h"
#include "models/domainaliases.h"

#include <QList>

namespace ForwardDesk::Models {

/// Works out, without any request, what an import or a find-and-replace would do to the account's
/// aliases: one AliasChange per row, to show in a preview and hand to AliasPlanJob.
///
/// Nothing in a plan deletes: aliases the file does not mention stay as they are.
class AliasChangePlan final
{
public:
    /// One change per record of a file, compared with @p account. Rows without destinations forward to
    /// @p fallbackDestination when it is given (addy.io's export has no recipients column).
    [[nodiscard]] static QList<AliasChange> forImport(const QList<Core::AliasRecord> &records,
                                                      const QList<DomainAliases> &account,
                                                      const QString &fallbackDestination = {});
    /// One Update per alias of @p account that forwards to @p from, forwarding to @p to instead (once,
    /// where it already forwards to @p to as well). Only the destinations change.
    [[nodiscard]] static QList<AliasChange> forReplace(const QList<DomainAliases> &account, const QString &from,
                                                       const QString &to);

    [[nodiscard]] static int count(const QList<AliasChange> &changes, AliasChange::Kind kind);
};

} // namespace ForwardDesk::Models
