// SPDX-License-Identifier: GPL-3.0-or-later
#include "config.h"

#include <QList>
#include <QLoggingCategory>
#include <QMetaType>
#include <QSettings>
#include <QStringList>

#include <algorithm>
#include <array>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Models {

namespace {
Q_LOGGING_CATEGORY(lc, "forwarddesk.models.config", QtInfoMsg)

struct Entry
{
    Config::Key key;
    const char16_t *name;
    QVariant defaultValue;
    bool perProfile = false;
};

/// The table of settings: one casing style, "Group/lowerCamelCase".
const std::array<Entry, 24> &entries()
{
    using Key = Config::Key;
    static const std::array<Entry, 24> table = {{
        {Key::MainWindowGeometry, u"MainWindow/geometry", QVariant()},
        {Key::MainWindowState, u"MainWindow/state", QVariant()},
        {Key::MainWindowSplitter, u"MainWindow/splitter", QVariant()},
        {Key::MainWindowCurrentPane, u"MainWindow/currentPane", 0},
        {Key::PreferencesColorScheme, u"Preferences/colorScheme", 0},
        {Key::PreferencesClipboardClearSeconds, u"Preferences/clipboardClearSeconds", 30},
        {Key::PreferencesLanguage, u"Preferences/language", QString()},
        {Key::PreferencesTrayIcon, u"Preferences/trayIcon", false},
        {Key::PreferencesCloseToTray, u"Preferences/closeToTray", false},
        {Key::PreferencesCloseToTrayAsked, u"Preferences/closeToTrayAsked", false},
        {Key::AlertsIntervalMinutes, u"Alerts/intervalMinutes", 5},
        {Key::AlertsBounced, u"Alerts/bounced", true, true},
        {Key::AlertsRejected, u"Alerts/rejected", true, true},
        {Key::AlertsDomainInactive, u"Alerts/domainInactive", true, true},
        {Key::AlertsKeyRefused, u"Alerts/keyRefused", true, true},
        {Key::DomainsPaneHeaderState, u"DomainsPane/headerState", QVariant()},
        {Key::DomainsPaneSplitterState, u"DomainsPane/splitterState", QVariant()},
        {Key::AliasesPaneHeaderState, u"AliasesPane/headerState", QVariant()},
        {Key::LogsPaneHeaderState, u"LogsPane/headerState", QVariant()},
        {Key::LogsPaneHiddenColumns, u"LogsPane/hiddenColumns", QStringList()},
        {Key::LogsPaneSplitterState, u"LogsPane/splitterState", QVariant()},
        {Key::LogsPaneLimit, u"LogsPane/limit", 1000},
        {Key::LogsPaneFollowIntervalMs, u"LogsPane/followIntervalMs", 10000},
        {Key::LogsPaneExportDirectory, u"LogsPane/exportDirectory", QString()},
    }};
    return table;
}

const Entry &entryOf(Config::Key key)
{
    const auto &table = entries();
    const auto found =
        std::find_if(table.cbegin(), table.cend(), [key](const Entry &entry) { return entry.key == key; });
    Q_ASSERT(found != table.cend());
    return *found;
}

/// Names used before the table, and where they went.
struct Rename
{
    const char16_t *oldName;
    Config::Key key;
};

constexpr std::array renames = {
    Rename{u"logs/headerState", Config::Key::LogsPaneHeaderState},
    Rename{u"logs/hiddenColumns", Config::Key::LogsPaneHiddenColumns},
    Rename{u"logs/splitterState", Config::Key::LogsPaneSplitterState},
    Rename{u"logs/limit", Config::Key::LogsPaneLimit},
    Rename{u"logs/followIntervalMs", Config::Key::LogsPaneFollowIntervalMs},
    Rename{u"logs/exportDirectory", Config::Key::LogsPaneExportDirectory},
};

QStringList columnsToStrings(const QList<int> &columns)
{
    QList<int> sorted = columns;
    std::sort(sorted.begin(), sorted.end());
    sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
    QStringList result;
    for (const int column : std::as_const(sorted)) {
        result << QString::number(column);
    }
    return result;
}

/// A value as the table stores it: a column list written as a `QList<int>` becomes decimal strings.
QVariant plain(Config::Key key, const QVariant &value)
{
    if (key == Config::Key::LogsPaneHiddenColumns && value.metaType() == QMetaType::fromType<QList<int>>()) {
        return columnsToStrings(value.value<QList<int>>());
    }
    return value;
}

bool migrated = false;

/// Where ProfileStore keeps a profile's entries; per-profile settings go under the same group.
const QString profilesGroup = u"profiles"_s;
} // namespace

QString Config::name(Key key)
{
    return QString::fromUtf16(entryOf(key).name);
}

QVariant Config::defaultValue(Key key)
{
    return entryOf(key).defaultValue;
}

QVariant Config::value(Key key)
{
    migrate();
    return QSettings().value(name(key), defaultValue(key));
}

namespace {
/// Stores @p value unless it is stored already: QSettings writes its whole file (and syncs it to disk) for
/// any change, also one that changes nothing, and views save their state whenever they close.
void store(QSettings &settings, Config::Key key, const QVariant &value)
{
    const QString name = Config::name(key);
    const QVariant wanted = plain(key, value);
    if (settings.contains(name)) {
        const QVariant current = settings.value(name);
        // A number or a flag read back from the file is its text.
        const bool sameText = current.typeId() == QMetaType::QString
            && (wanted.typeId() == QMetaType::Int || wanted.typeId() == QMetaType::LongLong
                || wanted.typeId() == QMetaType::Bool)
            && current.toString() == wanted.toString();
        if (current == wanted || sameText) {
            return;
        }
    }
    settings.setValue(name, wanted);
}
} // namespace

void Config::setValue(Key key, const QVariant &value)
{
    migrate();
    QSettings settings;
    store(settings, key, value);
}

void Config::setValues(const QList<std::pair<Key, QVariant>> &values)
{
    migrate();
    QSettings settings;
    for (const auto &[key, value] : values) {
        store(settings, key, value);
    }
}

void Config::remove(Key key)
{
    migrate();
    QSettings().remove(name(key));
}

bool Config::isPerProfile(Key key)
{
    return entryOf(key).perProfile;
}

QString Config::profileName(Key key, const QString &profileId)
{
    if (profileId.isEmpty()) {
        return name(key);
    }
    return profilesGroup + u'/' + profileId + u'/' + name(key);
}

QVariant Config::profileValue(Key key, const QString &profileId)
{
    Q_ASSERT(isPerProfile(key));
    migrate();
    const QSettings settings;
    const QString own = profileName(key, profileId);
    if (!profileId.isEmpty() && settings.contains(own)) {
        return settings.value(own);
    }
    // Not set for this profile yet: the app-wide value of earlier versions is its starting point.
    return settings.value(name(key), defaultValue(key));
}

void Config::setProfileValue(Key key, const QString &profileId, const QVariant &value)
{
    Q_ASSERT(isPerProfile(key));
    migrate();
    QSettings().setValue(profileName(key, profileId), plain(key, value));
}

QSet<int> Config::columns(Key key)
{
    QSet<int> result;
    const QStringList stored = value(key).toStringList();
    for (const QString &text : stored) {
        bool ok = false;
        const int column = text.toInt(&ok);
        if (ok && column >= 0) {
            result.insert(column);
        }
    }
    return result;
}

void Config::setColumns(Key key, const QSet<int> &columns)
{
    setValue(key, columnsToStrings(QList<int>(columns.cbegin(), columns.cend())));
}

void Config::migrate(bool force)
{
    if (migrated && !force) {
        return;
    }
    migrated = true;
    // Earlier versions stored hidden columns as a QList<int> variant; Qt reads it back only when the type
    // is known by name, so name it before QSettings parses the old group.
    qRegisterMetaType<QList<int>>("QList<int>");
    QSettings settings;
    for (const Rename &rename : renames) {
        const QString oldName = QString::fromUtf16(rename.oldName);
        if (!settings.contains(oldName)) {
            continue;
        }
        const QString newName = name(rename.key);
        if (!settings.contains(newName)) {
            settings.setValue(newName, plain(rename.key, settings.value(oldName)));
        }
        settings.remove(oldName);
        qCInfo(lc) << "moved setting" << oldName << "to" << newName;
    }
}

} // namespace ForwardDesk::Models
