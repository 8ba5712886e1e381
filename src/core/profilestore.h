// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "profile.h"

#include <QList>
#include <QString>

#include <memory>

class QSettings;

namespace ForwardDesk::Core {

/// The profiles and which one is current, kept in the app's settings (QSettings, organisation and
/// application "ForwardDesk"). It stores names, addresses and API roots only: never an API key (those go
/// to the SecretStore).
///
/// Usage: ProfileStore() for the app's own settings, ProfileStore(file) for an INI file (tests).
/// save() adds or updates, remove() forgets a profile; currentProfile() is the one to sign in with at start.
class ProfileStore final
{
    Q_DISABLE_COPY_MOVE(ProfileStore)

public:
    ProfileStore();
    explicit ProfileStore(const QString &iniFile);
    ~ProfileStore();

    /// Every profile, the most recently used first.
    [[nodiscard]] QList<Profile> profiles() const;
    /// The profile with @p id, or an invalid Profile.
    [[nodiscard]] Profile profile(const QString &id) const;
    [[nodiscard]] bool contains(const QString &id) const;

    /// Adds or updates @p profile; refuses (false) a profile without a valid id or address.
    bool save(const Profile &profile);
    /// Forgets the profile; clears the current profile if it was that one.
    void remove(const QString &id);

    [[nodiscard]] QString currentProfileId() const;
    /// An empty id clears it; an unknown id is refused (false).
    bool setCurrentProfileId(const QString &id);
    /// The current profile, or an invalid Profile.
    [[nodiscard]] Profile currentProfile() const;

    /// Writes pending changes to disk now (QSettings also does so on its own).
    void sync();
    /// Where the settings live (a file path on Linux, a registry path on Windows).
    [[nodiscard]] QString fileName() const;

private:
    std::unique_ptr<QSettings> m_settings;
};

} // namespace ForwardDesk::Core
