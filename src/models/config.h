// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QSet>
#include <QString>
#include <QVariant>

#include <utility>

namespace ForwardDesk::Models {

/// The app's settings in one table: every key, its name in QSettings ("Group/lowerCamelCase") and its
/// default. Only plain types are stored (numbers, strings, byte arrays, string lists), so that a value
/// written by one Qt version reads back in another without a registered type.
///
/// Usage: `Config::value(Config::Key::LogsPaneLimit).toInt()`, `Config::setValue(key, value)`. The first
/// use in a process moves settings written under older names to the names of the table (migrate()).
class Config final
{
public:
    enum class Key {
        MainWindowGeometry,
        MainWindowState,
        MainWindowSplitter,
        MainWindowCurrentPane,
        PreferencesColorScheme,
        PreferencesClipboardClearSeconds,
        PreferencesLanguage,
        PreferencesTrayIcon,
        PreferencesCloseToTray,
        PreferencesCloseToTrayAsked,
        AlertsIntervalMinutes,
        AlertsBounced,
        AlertsRejected,
        AlertsDomainInactive,
        AlertsKeyRefused,
        DomainsPaneHeaderState,
        DomainsPaneSplitterState,
        AliasesPaneHeaderState,
        LogsPaneHeaderState,
        LogsPaneHiddenColumns,
        LogsPaneSplitterState,
        LogsPaneLimit,
        LogsPaneFollowIntervalMs,
        LogsPaneExportDirectory,
    };

    Config() = delete;

    /// The name under which @p key is stored.
    [[nodiscard]] static QString name(Key key);
    [[nodiscard]] static QVariant defaultValue(Key key);
    /// The stored value, or the key's default.
    [[nodiscard]] static QVariant value(Key key);
    static void setValue(Key key, const QVariant &value);
    /// Several values at once, written to disk once (setValue() writes each on its own).
    static void setValues(const QList<std::pair<Key, QVariant>> &values);
    static void remove(Key key);

    /// Whether @p key is kept per profile (the alert switches) rather than once for the app.
    [[nodiscard]] static bool isPerProfile(Key key);
    /// The name under which @p key is stored for profile @p profileId: `profiles/<id>/Group/lowerCamelCase`,
    /// beside the profile's own entries, so that removing the profile removes it too. An empty id gives name().
    [[nodiscard]] static QString profileName(Key key, const QString &profileId);
    /// The value of a per-profile @p key for @p profileId: its own, else the app-wide value (what earlier
    /// versions stored for every account, and still the value for an account without a profile), else the
    /// default.
    [[nodiscard]] static QVariant profileValue(Key key, const QString &profileId);
    /// Stores @p value for @p profileId only; an empty id stores the app-wide value.
    static void setProfileValue(Key key, const QString &profileId, const QVariant &value);

    /// A set of column numbers (hidden columns), stored as a list of decimal strings.
    [[nodiscard]] static QSet<int> columns(Key key);
    static void setColumns(Key key, const QSet<int> &columns);

    /// Moves settings stored under earlier names (`logs/…`) to the names of the table, converting values
    /// of types that later Qt versions cannot read back (a `QList<int>`) into plain ones, and removes the
    /// old entries. Runs once per process unless @p force; value() and setValue() call it.
    static void migrate(bool force = false);
};

} // namespace ForwardDesk::Models
