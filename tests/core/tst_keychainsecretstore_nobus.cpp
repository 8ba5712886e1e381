// SPDX-License-Identifier: GPL-3.0-or-later
// KeychainSecretStore where no keychain can be reached (no D-Bus session, no display): every operation
// answers NoBackend, none succeeds, and the secret is written nowhere. Also QtKeychain's error mapping.

#include "core/keychainsecretstore.h"
#include "secretstoretestutil.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <qt6keychain/keychain.h>

using namespace Qt::StringLiterals;
using namespace ForwardDesk::SecretStoreTests;
using ForwardDesk::Core::KeychainSecretStore;

namespace {

const QString secret = u"nobus-secret-6d1f0a"_s;
constexpr int retryDelayMs = 300;

/// What would reach a session bus, a display or a desktop's wallet, or tell where files go.
const QList<const char *> unsetVariables = {
    "DBUS_SESSION_BUS_ADDRESS", "DISPLAY",          "WAYLAND_DISPLAY",     "XDG_CURRENT_DESKTOP",
    "DESKTOP_SESSION",          "KDE_FULL_SESSION", "KDE_SESSION_VERSION", "GNOME_DESKTOP_SESSION_ID",
};

} // namespace

class TestKeychainSecretStoreNoBus final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        for (const char *name : unsetVariables) {
            qunsetenv(name);
        }
        // GLib would also find a bus at $XDG_RUNTIME_DIR/bus, and every file of ours lands in $HOME or XDG.
        const QDir home(m_home.path());
        const QList<std::pair<const char *, QString>> directories = {
            {"HOME", u"home"_s},
            {"XDG_CONFIG_HOME", u"home/.config"_s},
            {"XDG_DATA_HOME", u"home/.local/share"_s},
            {"XDG_CACHE_HOME", u"home/.cache"_s},
            {"XDG_STATE_HOME", u"home/.local/state"_s},
            {"XDG_RUNTIME_DIR", u"runtime"_s},
        };
        for (const auto &[name, relative] : directories) {
            QVERIFY(home.mkpath(relative));
            qputenv(name, home.filePath(relative).toLocal8Bit());
        }
        QFile::setPermissions(home.filePath(u"runtime"_s), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);

        // QtKeychain's plain-text fallback would write through a default QSettings: make sure that file
        // would land where no_file_containsTheSecret looks.
        QCoreApplication::setOrganizationName(u"ForwardDesk"_s);
        QCoreApplication::setApplicationName(u"ForwardDesk"_s);
        QVERIFY2(QSettings().fileName().startsWith(m_home.path()), qPrintable(QSettings().fileName()));

        m_recorder.emplace();
    }

    void cleanupTestCase()
    {
        QCOMPARE(LogRecorder::messagesContaining(secret), QStringList());
        m_recorder.reset();
    }

    void write_answersNoBackend()
    {
        KeychainSecretStore store;
        const Result result = write(store, profileA, secret);
        VERIFY_KIND(result, ErrorKind::NoBackend);
        QVERIFY(!result.message.isEmpty());
        qInfo().noquote() << "write without a session bus:" << describe(result);
    }

    void read_answersNoBackend_afterOneRetry()
    {
        KeychainSecretStore store;
        store.setReadRetryDelay(retryDelayMs);
        QElapsedTimer timer;
        timer.start();
        const Result result = read(store, profileA);
        VERIFY_KIND(result, ErrorKind::NoBackend);
        QVERIFY(result.secret.isEmpty());
        QVERIFY2(timer.elapsed() >= retryDelayMs, "the read was not retried after the delay");
        QCOMPARE(LogRecorder::messagesContaining(u"retrying"_s).size(), 1);
        qInfo().noquote() << "read without a session bus:" << describe(result);
    }

    void read_withRetryOff_answersNoBackend()
    {
        KeychainSecretStore store;
        store.setReadRetryDelay(-1);
        VERIFY_KIND(read(store, profileA), ErrorKind::NoBackend);
    }

    void remove_answersNoBackend()
    {
        KeychainSecretStore store;
        VERIFY_KIND(remove(store, profileA), ErrorKind::NoBackend);
    }

    void noFile_containsTheSecret()
    {
        KeychainSecretStore store;
        store.setReadRetryDelay(0);
        VERIFY_KIND(write(store, profileA, secret), ErrorKind::NoBackend);
        VERIFY_KIND(read(store, profileA), ErrorKind::NoBackend);

        const QList<QByteArray> forms = {
            secret.toUtf8(), secret.toUtf8().toBase64(),
            QByteArray(reinterpret_cast<const char *>(secret.utf16()), secret.size() * qsizetype(sizeof(char16_t)))};
        QCOMPARE(filesContaining(m_home.path(), forms), QStringList());
    }

    void errorKindFor_mapsQtKeychainErrors_data()
    {
        QTest::addColumn<int>("keychainError");
        QTest::addColumn<QString>("message");
        QTest::addColumn<ErrorKind>("expected");

        QTest::newRow("no error") << int(QKeychain::NoError) << QString() << ErrorKind::None;
        QTest::newRow("entry not found") << int(QKeychain::EntryNotFound) << u"Entry not found"_s
                                         << ErrorKind::NotFound;
        QTest::newRow("access denied") << int(QKeychain::AccessDenied) << u"Cannot unlock"_s << ErrorKind::AccessDenied;
        QTest::newRow("denied by user") << int(QKeychain::AccessDeniedByUser) << QString() << ErrorKind::AccessDenied;
        QTest::newRow("no backend") << int(QKeychain::NoBackendAvailable) << u"No keychain service available"_s
                                    << ErrorKind::NoBackend;
        QTest::newRow("not implemented") << int(QKeychain::NotImplemented) << QString() << ErrorKind::NoBackend;
        QTest::newRow("could not delete") << int(QKeychain::CouldNotDeleteEntry) << QString() << ErrorKind::Other;
        QTest::newRow("no bus") << int(QKeychain::OtherError) << u"Cannot autolaunch D-Bus without X11 $DISPLAY"_s
                                << ErrorKind::NoBackend;
        QTest::newRow("no secret service")
            << int(QKeychain::OtherError)
            << u"The name org.freedesktop.secrets was not provided by any .service files"_s << ErrorKind::NoBackend;
        QTest::newRow("no collection")
            << int(QKeychain::OtherError)
            << u"Object does not exist at path \u201c/org/freedesktop/secrets/collection/login\u201d"_s
            << ErrorKind::NoBackend;
        QTest::newRow("no such interface")
            << int(QKeychain::OtherError)
            << u"No such interface \u201corg.freedesktop.Secret.Collection\u201d on object at path /"_s
            << ErrorKind::NoBackend;
        QTest::newRow("unknown") << int(QKeychain::OtherError) << u"Unknown error"_s << ErrorKind::Other;
        QTest::newRow("empty") << int(QKeychain::OtherError) << QString() << ErrorKind::Other;
    }

    void errorKindFor_mapsQtKeychainErrors()
    {
        QFETCH(int, keychainError);
        QFETCH(QString, message);
        QFETCH(ErrorKind, expected);
        QCOMPARE(KeychainSecretStore::errorKindFor(keychainError, message), expected);
    }

private:
    QTemporaryDir m_home;
    std::optional<LogRecorder> m_recorder;
};

QTEST_GUILESS_MAIN(TestKeychainSecretStoreNoBus)
#include "tst_keychainsecretstore_nobus.moc"
