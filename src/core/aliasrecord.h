// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace ForwardDesk::Core {

/// One alias as a file describes it (import) or as ForwardDesk writes it (export): addressed by domain
/// name and local part, without the service's ids.
struct AliasRecord
{
    /// Why a row of a file cannot be used as it is; the GUI turns it into words.
    enum class Problem {
        None,
        NoAddress, ///< neither an address nor a local part and domain
        BadLocalPart, ///< empty, too long, or with characters an address cannot hold
        NoDomain, ///< no domain in the row and none chosen for the import
        NoDestinations, ///< the row forwards nowhere
        BadDestination, ///< a destination is not an e-mail address (see detail)
        BadFlag, ///< enabled or catch_all is neither true nor false (see detail)
        DeletedAtSource, ///< the exporting service lists it as deleted
        UnknownDomain, ///< the account has no domain of that name (set when planning)
        Duplicate, ///< an earlier row of the file names the same alias (set when planning)
    };

    int line = 0; ///< line of the file, 0 when not from a file
    QString domain; ///< domain name, lower case
    QString localPart; ///< empty for the catch-all
    bool catchAll = false;
    bool enabled = true;
    QStringList destinations;
    Problem problem = Problem::None;
    QString detail; ///< the offending value, for the report

    /// "local@domain" or "*@domain".
    [[nodiscard]] QString address() const { return (catchAll ? QString(u'*') : localPart) + u'@' + domain; }
};

} // namespace ForwardDesk::Core
