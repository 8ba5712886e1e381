// SPDX-License-Identifier: GPL-3.0-or-later
#include "profilestore.h"

#include <QSettings>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Core {

namespace {

const QString organisation = u"ForwardDesk"_s;
const QString application = u"ForwardDesk"_s;

// The settings layout: profiles/<id>/{name,serviceUrl,apiRoot,lastUsed,keyIds,patchNeedsEveryField} and
// currentProfile. Models::Config keeps the settings of a profile (its alert switches) under profiles/<id>/ too.
const QString profilesGroup = u"profiles"_s;
const QString nameKey = u"name"_s;
const QString serviceUrlKey = u"serviceUrl"_s;
const QString apiRootKey = u"apiRoot"_s;
const QString lastUsedKey = u"lastUsed"_s;
const QString keyIdsKey = u"keyIds"_s;
const QString patchNeedsEveryFieldKey = u"patchNeedsEveryField"_s;
const QString currentProfileKey = u"currentProfile"_s;

QString profileKey(const QString &id, const QString &key)
{
    return profilesGroup + u'/' + id + u'/' + key;
}

QUrl urlFromSetting(const QVariant &value)
{
    const QString text = value.toString();
    return text.isEmpty() ? QUrl() : QUrl(text, QUrl::StrictMode);
}

} // namespace

ProfileStore::ProfileStore()
    : m_settings(std::make_unique<QSettings>(QSettings::UserScope, organisation, application))
{ }

ProfileStore::ProfileStore(const QString &iniFile)
    : m_settings(std::make_unique<QSettings>(iniFile, QSettings::IniFormat))
{ }

ProfileStore::~ProfileStore() = default;

QList<Profile> ProfileStore::profiles() const
{
    m_settings->beginGroup(profilesGroup);
    const QStringList ids = m_settings->childGroups();
    m_settings->endGroup();
    QList<Profile> result;
    for (const QString &id : ids) {
        const Profile found = profile(id);
        if (found.isValid()) {
            result.append(found);
        }
    }
    std::stable_sort(result.begin(), result.end(),
                     [](const Profile &a, const Profile &b) { return a.lastUsed > b.lastUsed; });
    return result;
}

Profile ProfileStore::profile(const QString &id) const
{
    if (!Profile::isValidId(id) || !contains(id)) {
        return {};
    }
    Profile result;
    result.id = id;
    result.displayName = m_settings->value(profileKey(id, nameKey)).toString();
    result.serviceUrl = urlFromSetting(m_settings->value(profileKey(id, serviceUrlKey)));
    result.apiRoot = urlFromSetting(m_settings->value(profileKey(id, apiRootKey)));
    result.lastUsed =
        QDateTime::fromString(m_settings->value(profileKey(id, lastUsedKey)).toString(), Qt::ISODateWithMs);
    result.keyIds = m_settings->value(profileKey(id, keyIdsKey)).toStringList();
    result.keyIds.removeAll(QString());
    result.patchNeedsEveryField = m_settings->value(profileKey(id, patchNeedsEveryFieldKey), false).toBool();
    return result;
}

bool ProfileStore::contains(const QString &id) const
{
    return Profile::isValidId(id) && m_settings->contains(profileKey(id, serviceUrlKey));
}

bool ProfileStore::save(const Profile &profile)
{
    if (!profile.isValid()) {
        return false;
    }
    m_settings->setValue(profileKey(profile.id, nameKey), profile.displayName);
    m_settings->setValue(profileKey(profile.id, serviceUrlKey), profile.serviceUrl.toString(QUrl::FullyEncoded));
    m_settings->setValue(profileKey(profile.id, apiRootKey), profile.apiRoot.toString(QUrl::FullyEncoded));
    m_settings->setValue(profileKey(profile.id, lastUsedKey),
                         profile.lastUsed.isValid() ? profile.lastUsed.toUTC().toString(Qt::ISODateWithMs) : QString());
    if (profile.keyIds.isEmpty()) {
        m_settings->remove(profileKey(profile.id, keyIdsKey));
    } else {
        m_settings->setValue(profileKey(profile.id, keyIdsKey), profile.keyIds);
    }
    m_settings->setValue(profileKey(profile.id, patchNeedsEveryFieldKey), profile.patchNeedsEveryField);
    return true;
}

void ProfileStore::remove(const QString &id)
{
    if (!Profile::isValidId(id)) {
        return;
    }
    m_settings->remove(profilesGroup + u'/' + id);
    if (currentProfileId() == id) {
        m_settings->remove(currentProfileKey);
    }
}

QString ProfileStore::currentProfileId() const
{
    const QString id = m_settings->value(currentProfileKey).toString();
    return contains(id) ? id : QString();
}

bool ProfileStore::setCurrentProfileId(const QString &id)
{
    if (id.isEmpty()) {
        m_settings->remove(currentProfileKey);
        return true;
    }
    if (!contains(id)) {
        return false;
    }
    m_settings->setValue(currentProfileKey, id);
    return true;
}

Profile ProfileStore::currentProfile() const
{
    return profile(currentProfileId());
}

void ProfileStore::sync()
{
    m_settings->sync();
}

QString ProfileStore::fileName() const
{
    return m_settings->fileName();
}

} // namespace ForwardDesk::Core
