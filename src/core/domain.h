// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dnsrecord.h"
#include "rawrecord.h"

#include <QDateTime>
#include <QList>
#include <QString>

namespace ForwardDesk::Core {

/// A customer's domain as the client understands it, whatever shape the service returned it in.
struct Domain
{
    enum class Status { Unknown, Pending, Failing, Active };

    QString id; ///< the path parameter {domain_id}; numbers are kept as their decimal text
    QString name; ///< ASCII (IDNA) form, as the service returned it
    Status status = Status::Unknown;
    QDateTime createdAt;
    QDateTime verifiedAt;
    QDateTime lastCheckedAt;
    int aliasCount = -1; ///< -1 when the service does not say
    QList<DnsRecord> records;
    RawRecord raw; ///< the record as received, unknown fields included, for detail views

    [[nodiscard]] QByteArray rawJson() const { return raw.json(); }
    [[nodiscard]] QJsonObject rawObject() const { return raw.object(); }

    /// The name as people read it: Unicode for international names.
    [[nodiscard]] QString displayName() const;
};

} // namespace ForwardDesk::Core
