// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QJsonObject>
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
    QJsonObject raw;
};

/// A key just created: the one time the service shows its value.
struct NewApiKey
{
    ApiKey key;
    QString secret; ///< "fwd_…"; keep in memory only, never log
};

} // namespace ForwardDesk::Core
