// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rawrecord.h"

#include <QDateTime>
#include <QString>

namespace ForwardDesk::Core {

/// An API key as listed: never its value.
struct ApiKey
{
    QString id;
    QString name;
    QString prefix; ///< the non-secret start of the key, when the service gives it
    QDateTime createdAt;
    QDateTime lastUsedAt;
    QDateTime expiresAt;
    RawRecord raw; ///< the record as received, without the key's value

    [[nodiscard]] QByteArray rawJson() const { return raw.json(); }
    [[nodiscard]] QJsonObject rawObject() const { return raw.object(); }
};

/// A key just created: the one time the service shows its value.
struct NewApiKey
{
    ApiKey key;
    QString secret; ///< "fwd_…"; keep in memory only, never log
};

} // namespace ForwardDesk::Core
