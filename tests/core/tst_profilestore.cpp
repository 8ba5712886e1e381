// SPDX-License-Identifier: GPL-3.0-or-later
// ProfileStore: profiles and the current one in the settings, and never an API key there, not even after a
// full sign-in with or without a keychain.

#include "core/memorysecretstore.h"
#include "core/profilestore.h"

#include <QFile>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
using namespace ForwardDesk;
using Core::Profile;
using Core::ProfileStore;

namespace {

Profile sampleProfile(const QString &name, const QDateTime &lastUsed)
{
    Profile profile = Profile::create(QUrl(u"https://forward.example.com"_s), name);
    profile.apiRoot = QUrl(u"https://forward.example.com/api"_s);
    profile.lastUsed = lastUsed;
    profile.patchNeedsEveryField = true;
    return profile;
}
} // namespace

class TestProfileStore final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        m_file = m_dir->filePath(u"ForwardDesk.conf"_s);
    }

    void cleanup() { m_dir.reset(); }

    void save_thenReadInAnotherStore_keepsEveryField()
    {
        const Profile saved = sampleProfile(u"Work"_s, QDateTime(QDate(2026, 11, 2), QTime(9, 30), Qt::UTC));
        {
            ProfileStore store(m_file);
            QVERIFY(store.save(saved));
        }
        ProfileStore store(m_file);
        QCOMPARE(store.profiles().size(), 1);
        const Profile read = store.profile(saved.id);
        QCOMPARE(read.id, saved.id);
        QCOMPARE(read.displayName, u"Work"_s);
        QCOMPARE(read.serviceUrl, saved.serviceUrl);
        QCOMPARE(read.apiRoot, saved.apiRoot);
        QCOMPARE(read.lastUsed, saved.lastUsed);
        QVERIFY(read.patchNeedsEveryField);
        QCOMPARE(read.label(), u"Work"_s);
    }

    void save_updatesAnExistingProfile()
    {
        ProfileStore store(m_file);
        Profile profile = sampleProfile(u"Work"_s, QDateTime::currentDateTimeUtc());
        QVERIFY(store.save(profile));
        profile.displayName = u"Office"_s;
        profile.apiRoot = QUrl();
        QVERIFY(store.save(profile));
        QCOMPARE(store.profiles().size(), 1);
        QCOMPARE(store.profile(profile.id).displayName, u"Office"_s);
        QVERIFY(store.profile(profile.id).apiRoot.isEmpty());
    }

    void save_refusesAProfileWithoutAValidIdOrAddress()
    {
        ProfileStore store(m_file);
        Profile noAddress = Profile::create(QUrl());
        QVERIFY(!store.save(noAddress));
        Profile pathInId = sampleProfile(QString(), QDateTime());
        pathInId.id = u"../currentProfile"_s;
        QVERIFY(!store.save(pathInId));
        QVERIFY(store.profiles().isEmpty());
    }

    void profiles_listTheMostRecentlyUsedFirst()
    {
        ProfileStore store(m_file);
        const QDateTime now = QDateTime::currentDateTimeUtc();
        const Profile old = sampleProfile(u"Old"_s, now.addDays(-3));
        const Profile recent = sampleProfile(u"Recent"_s, now);
        const Profile middle = sampleProfile(u"Middle"_s, now.addDays(-1));
        for (const Profile &profile : {old, recent, middle}) {
            QVERIFY(store.save(profile));
        }
        QStringList names;
        const QList<Profile> profiles = store.profiles();
        for (const Profile &profile : profiles) {
            names.append(profile.displayName);
        }
        QCOMPARE(names, (QStringList{u"Recent"_s, u"Middle"_s, u"Old"_s}));
    }

    void currentProfile_isKeptAndOnlyForKnownProfiles()
    {
        const Profile profile = sampleProfile(u"Work"_s, QDateTime::currentDateTimeUtc());
        {
            ProfileStore store(m_file);
            QVERIFY(!store.currentProfile().isValid());
            QVERIFY(!store.setCurrentProfileId(Profile::create(QUrl()).id));
            QVERIFY(store.save(profile));
            QVERIFY(store.setCurrentProfileId(profile.id));
        }
        ProfileStore store(m_file);
        QCOMPARE(store.currentProfileId(), profile.id);
        QCOMPARE(store.currentProfile().displayName, u"Work"_s);
        QVERIFY(store.setCurrentProfileId(QString()));
        QVERIFY(store.currentProfileId().isEmpty());
    }

    void remove_forgetsTheProfileAndClearsTheCurrentOne()
    {
        ProfileStore store(m_file);
        const Profile kept = sampleProfile(u"Kept"_s, QDateTime::currentDateTimeUtc());
        const Profile removed = sampleProfile(u"Removed"_s, QDateTime::currentDateTimeUtc());
        QVERIFY(store.save(kept));
        QVERIFY(store.save(removed));
        QVERIFY(store.setCurrentProfileId(removed.id));
        // What is kept per profile beside it (Models::Config's alert switches) goes with it.
        QSettings(m_file, QSettings::IniFormat).setValue(u"profiles/"_s + removed.id + u"/Alerts/bounced"_s, false);
        store.remove(removed.id);
        store.sync();
        QVERIFY(!QSettings(m_file, QSettings::IniFormat).contains(u"profiles/"_s + removed.id + u"/Alerts/bounced"_s));
        QVERIFY(!store.contains(removed.id));
        QVERIFY(!store.profile(removed.id).isValid());
        QVERIFY(store.currentProfileId().isEmpty());
        QCOMPARE(store.profiles().size(), 1);
        QCOMPARE(store.profiles().constFirst().id, kept.id);
    }

    void label_fallsBackToTheHostAndPort()
    {
        QCOMPARE(Profile::create(QUrl(u"https://forward.example.com"_s)).label(), u"forward.example.com"_s);
        QCOMPARE(Profile::create(QUrl(u"http://127.0.0.1:8025"_s)).label(), u"127.0.0.1:8025"_s);
    }

    void defaultStore_usesTheForwardDeskSettings()
    {
        const ProfileStore store;
        // ~/.config/ForwardDesk/ForwardDesk.conf, or HKEY_CURRENT_USER\Software\ForwardDesk\ForwardDesk
        QVERIFY2(store.fileName().contains(QRegularExpression(u"ForwardDesk[/\\\\]ForwardDesk"_s)),
                 qPrintable(store.fileName()));
    }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_file;
};

QTEST_GUILESS_MAIN(TestProfileStore)
#include "tst_profilestore.moc"
