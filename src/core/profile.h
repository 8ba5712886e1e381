// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QMetaType>
#include <QString>
#include <QStringList>
#include <QUrl>
#include <QUuid>

namespace ForwardDesk::Core {

/// One account the user signs in to: where the service is and what to call it. Never the API key, which
/// lives in the SecretStore under the profile's id.
///
/// Usage: Profile::create() for a new one; ProfileStore keeps them between runs.
struct Profile
{
    QString id; ///< a QUuid without braces; also the key of the profile's secret
    QString displayName; ///< what the user called the account; may be empty
    QUrl serviceUrl; ///< the address the user gave, normalised (UrlPolicy::normalizedServiceUrl)
    QUrl apiRoot; ///< where the resources were found last time (service URL or service URL + /api); may be empty
    QDateTime lastUsed;
    /// The service's ids of the account's API keys, as last listed. Ids, not keys: they tell this account
    /// from another one at the same address (the service has no "who am I" request) without keeping
    /// anything of a key. May be empty.
    QStringList keyIds;
    /// The service refuses a PATCH without every field (learnt from its first refusal, see
    /// Models::Session::patchNeedsEveryField()), so that the next run does not send a refused request first.
    bool patchNeedsEveryField = false;

    /// A profile with a fresh id.
    [[nodiscard]] static Profile create(const QUrl &serviceUrl, const QString &displayName = {})
    {
        Profile profile;
        profile.id = QUuid::createUuid().toString(QUuid::WithoutBraces);
        profile.displayName = displayName;
        profile.serviceUrl = serviceUrl;
        return profile;
    }

    /// True when @p id has the form of a profile id (a QUuid without braces).
    [[nodiscard]] static bool isValidId(const QString &id)
    {
        return !id.isEmpty() && !QUuid::fromString(id).isNull() && !id.startsWith(u'{');
    }

    [[nodiscard]] bool isValid() const { return isValidId(id) && serviceUrl.isValid() && !serviceUrl.isEmpty(); }

    /// The name to show: the user's name for it, or else the service's host (with its port when it has one).
    [[nodiscard]] QString label() const
    {
        if (!displayName.isEmpty()) {
            return displayName;
        }
        const QString host = serviceUrl.host();
        if (serviceUrl.port() < 0) {
            return host;
        }
        return host + u':' + QString::number(serviceUrl.port());
    }

    friend bool operator==(const Profile &, const Profile &) = default;
};

} // namespace ForwardDesk::Core

Q_DECLARE_METATYPE(ForwardDesk::Core::Profile)
