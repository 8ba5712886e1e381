// SPDX-License-Identifier: GPL-3.0-or-later
// KeychainSecretStore against a real Secret Service: a private D-Bus session with an unlocked, throwaway
// gnome-keyring, set up by tests/support/run-with-keyring.sh (ctest runs it so).

#include "core/keychainsecretstore.h"
#include "forwarddesk/version.h"
#include "secretstoretestutil.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTest>
#include <qt6keychain/keychain.h>

using namespace Qt::StringLiterals;
using namespace ForwardDesk::SecretStoreTests;
using ForwardDesk::Core::KeychainSecretStore;

namespace {

const QString secretA = u"keychain-secret-a-3f9b"_s;
const QString secretB = u"keychain-secret-b-c41e"_s;
const QString unicodeSecret = u"schlüssel-€-鍵-ok"_s;

/// Reads an entry with QtKeychain itself, bypassing the store's naming, to see where the store put it.
std::pair<QKeychain::Error, QString> readRaw(const QString &service, const QString &key)
{
    QKeychain::ReadPasswordJob job(service);
    job.setAutoDelete(false);
    job.setInsecureFallback(false);
    job.setKey(key);
    bool finished = false;
    QObject::connect(&job, &QKeychain::Job::finished, &job, [&finished] { finished = true; });
    job.start();
    if (!QTest::qWaitFor([&finished] { return finished; }, waitMs)) {
        return {QKeychain::OtherError, u"no answer"_s};
    }
    return {job.error(), job.textData()};
}

} // namespace

class TestKeychainSecretStore final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // Never against the developer's own keyring.
        QVERIFY2(qEnvironmentVariable("FORWARDDESK_TEST_KEYRING") == u"1"_s,
                 "run this test through tests/support/run-with-keyring.sh (ctest does)");
        QVERIFY2(!qEnvironmentVariableIsEmpty("DBUS_SESSION_BUS_ADDRESS"), "no private session bus");
        m_recorder.emplace();
    }

    void cleanup()
    {
        // Whatever a test did, no secret reached a log.
        QStringList leaks;
        for (const QString &secret : {secretA, secretB, unicodeSecret}) {
            leaks += LogRecorder::messagesContaining(secret);
        }
        LogRecorder::clear();
        QCOMPARE(leaks, QStringList());
    }

    void cleanupTestCase() { m_recorder.reset(); }

    void contract_data() { addContractRows(); }

    void contract()
    {
        KeychainSecretStore store;
        verifyContract(store, secretA, secretB);
    }

    void read_inAnotherStoreObject_findsTheSecret()
    {
        {
            KeychainSecretStore writer;
            QVERIFY(write(writer, profileA, secretA).ok());
            // The store does log (so cleanup()'s check is not vacuous), with the profile id.
            QVERIFY(!LogRecorder::messagesContaining(profileA).isEmpty());
        }
        // What a later run sees: nothing of the writer is needed.
        KeychainSecretStore store;
        const Result readBack = read(store, profileA);
        QVERIFY2(readBack.ok(), describe(readBack).constData());
        QCOMPARE(readBack.secret, secretA);
        QVERIFY(remove(store, profileA).ok());
    }

    void read_ofAProfileNeverWritten_answersNotFoundWithoutRetrying()
    {
        KeychainSecretStore store;
        store.setReadRetryDelay(5000);
        QElapsedTimer timer;
        timer.start();
        VERIFY_KIND(read(store, u"profile-never-written"_s), ErrorKind::NotFound);
        QVERIFY2(timer.elapsed() < 5000, "NotFound is an answer, not a reason to retry");
    }

    void nonAsciiSecret_roundTrips()
    {
        KeychainSecretStore store;
        QVERIFY(write(store, profileB, unicodeSecret).ok());
        QCOMPARE(read(store, profileB).secret, unicodeSecret);
        QVERIFY(remove(store, profileB).ok());
    }

    void storedEntry_isUnderTheAppIdService_andTheAppIdPrefixedKey()
    {
        const QString profile = u"profile-naming"_s;
        const QString appId = QString::fromLatin1(FORWARDDESK_APP_ID);
        QCOMPARE(appId, u"org.forwarddesk.ForwardDesk"_s);
        QCOMPARE(KeychainSecretStore::service(), appId);
        QCOMPARE(KeychainSecretStore::keyFor(profile), appId + u':' + profile);

        KeychainSecretStore store;
        QVERIFY(write(store, profile, secretA).ok());

        // QtKeychain itself finds it under service = app id, key = "app id:profile", and not under the bare id.
        const auto [error, secret] = readRaw(appId, appId + u':' + profile);
        QCOMPARE(error, QKeychain::NoError);
        QCOMPARE(secret, secretA);
        QCOMPARE(readRaw(appId, profile).first, QKeychain::EntryNotFound);

        // And this is how it looks in the Secret Service (libsecret: server = service, user = key).
        const QString secretTool = QStandardPaths::findExecutable(u"secret-tool"_s);
        QVERIFY2(!secretTool.isEmpty(), "secret-tool is missing: install libsecret-tools (packaging/linux/dev.sh)");
        QProcess search;
        search.start(secretTool, {u"search"_s, u"--all"_s, u"server"_s, appId});
        QVERIFY(search.waitForFinished(waitMs));
        const QString listing = QString::fromUtf8(search.readAllStandardOutput() + search.readAllStandardError());
        QVERIFY2(listing.contains(u"attribute.user = "_s + appId + u':' + profile), qPrintable(listing));
        QVERIFY2(listing.contains(u"attribute.server = "_s + appId), qPrintable(listing));

        QVERIFY(remove(store, profile).ok());
        QCOMPARE(readRaw(appId, appId + u':' + profile).first, QKeychain::EntryNotFound);
    }

    void answer_isDropped_whenTheContextIsGone()
    {
        KeychainSecretStore store;
        bool answered = false;
        {
            QObject context;
            store.write(profileA, secretA, &context, [&answered](const Result &) { answered = true; });
        }
        // QtKeychain runs jobs one after another, so the first one has finished once this one answers.
        QVERIFY(read(store, profileA).ok());
        QVERIFY(!answered);
        QVERIFY(remove(store, profileA).ok());
    }

    void isPersistent_isTrue()
    {
        const KeychainSecretStore store;
        QVERIFY(store.isPersistent());
    }

private:
    std::optional<LogRecorder> m_recorder;
};

QTEST_GUILESS_MAIN(TestKeychainSecretStore)
#include "tst_keychainsecretstore.moc"
