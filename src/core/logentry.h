// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rawrecord.h"

#include <QDateTime>
#include <QString>
#include <QStringList>

namespace ForwardDesk::Core {

/// One inbound forwarding event from the service's logs.
struct LogEntry
{
    enum class Status { Unknown, Delivered, Deferred, Bounced, Rejected, Spam };

    QString id;
    QDateTime time;
    QString sender;
    QString recipient; ///< the alias address the mail was sent to
    QString destination; ///< where it was forwarded, several joined by ", "; empty when nowhere
    QStringList destinations; ///< the same, one address per item
    QString domain;
    QString aliasId;
    Status status = Status::Unknown;
    QString statusText; ///< the service's own word for the status
    int smtpCode = -1;
    QString smtpMessage;
    QString subject;
    QString messageId;
    qint64 size = -1;
    RawRecord raw; ///< the entry as received, unknown fields included: read it with rawJson() or rawObject()

    /// The record's JSON text as the service sent it (its skeleton filled in, if it is one).
    [[nodiscard]] QByteArray rawJson() const;
    /// The same as an object; empty when there is none.
    [[nodiscard]] QJsonObject rawObject() const;
};

} // namespace ForwardDesk::Core

// Its members are Qt's shared types and plain values, all of which may be moved in memory as they are: a list
// of 100,000 of them then grows by reallocating, not by moving each record.
Q_DECLARE_TYPEINFO(ForwardDesk::Core::LogEntry, Q_RELOCATABLE_TYPE);
