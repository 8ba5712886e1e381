// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rawrecord.h"

#include <QDateTime>
#include <QString>
#include <QStringList>

namespace ForwardDesk::Core {

/// An alias of a domain: a local part (or the catch-all) forwarding to one or more addresses.
struct Alias
{
    QString id;
    QString domainId;
    QString localPart; ///< empty for a catch-all
    bool catchAll = false;
    bool enabled = true;
    QStringList destinations;
    QDateTime createdAt;
    QDateTime updatedAt;
    int forwardedCount = -1; ///< -1 when the service does not say
    RawRecord raw; ///< the record as received, unknown fields included

    /// The record's JSON text as the service sent it (its skeleton filled in, if it is one).
    [[nodiscard]] QByteArray rawJson() const;
    /// The same as an object; empty when there is none.
    [[nodiscard]] QJsonObject rawObject() const;
    /// "local@domain", or "*@domain" for the catch-all.
    [[nodiscard]] QString address(const QString &domainName) const;
};

} // namespace ForwardDesk::Core

// Its members are Qt's shared types and plain values, all of which may be moved in memory as they are: a list
// of 100,000 of them then grows by reallocating, not by moving each record.
Q_DECLARE_TYPEINFO(ForwardDesk::Core::Alias, Q_RELOCATABLE_TYPE);
