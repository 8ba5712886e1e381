// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMetaType>
#include <QString>
#include <QStringList>

namespace ForwardDesk::Models {

/// One notification of the AlertPoller: what happened, in words, and which rows it is about (so that
/// clicking it can open the pane there).
struct Alert
{
    enum class Kind {
        Bounced, ///< new bounced mail to one address
        Rejected, ///< new rejected mail to one address
        DomainInactive, ///< a domain that was active is no longer
        KeyRefused, ///< the service refused the key in use
    };

    Kind kind = Kind::Bounced;
    QString title;
    QString message;
    QString recipient; ///< Bounced, Rejected: the address the mail was sent to
    QStringList entryIds; ///< Bounced, Rejected: the log entries
    QString domainId; ///< DomainInactive
    QString domainName; ///< DomainInactive
};

} // namespace ForwardDesk::Models

Q_DECLARE_METATYPE(ForwardDesk::Models::Alert)
