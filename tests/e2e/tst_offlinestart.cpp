// SPDX-License-Identifier: GPL-3.0-or-later
// `forwarddesk --url … --quit-after-load` with the service stopped: with a cache from an earlier run it
// prints the cached domains, says it is offline and exits 0; without one it fails as before.

#include "sandbox/sandboxserver.h"

#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace ForwardDesk;

namespace {
struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};
} // namespace

class TestOfflineStart final : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        m_home = std::make_unique<QTemporaryDir>();
        QVERIFY(m_home->isValid());
        m_sandbox = std::make_unique<Sandbox::SandboxServer>();
        QVERIFY(m_sandbox->start(Sandbox::SandboxOptions()));
        m_url = m_sandbox->url().toString();
        m_key = m_sandbox->sessionKey();
    }

    void cleanup()
    {
        m_sandbox.reset();
        m_home.reset();
    }

    void stoppedService_withACache_printsTheCachedDomainsAndSaysOffline()
    {
        const Run online = run();
        QVERIFY2(online.exitCode == 0, qPrintable(online.err));
        QVERIFY2(online.out.contains(u"Domains (8):"_s), qPrintable(online.out));
        QVERIFY(!online.out.contains(u"Offline"_s));

        m_sandbox->stop();
        const Run offline = run();
        QVERIFY2(offline.exitCode == 0, qPrintable(offline.err + offline.out));
        QVERIFY2(offline.out.contains(u"Offline: the service cannot be reached"_s), qPrintable(offline.out));
        QVERIFY2(offline.out.contains(u"Domains (8):"_s), qPrintable(offline.out));
        // The same domain lines as when the service answered.
        const QString onlineDomains = online.out.mid(online.out.indexOf(u"Domains ("_s));
        const QString offlineDomains = offline.out.mid(offline.out.indexOf(u"Domains ("_s));
        QCOMPARE(offlineDomains, onlineDomains);
        QVERIFY(!offline.out.contains(u"fwd_"_s));
    }

    void stoppedService_withoutACache_failsAsBefore()
    {
        m_sandbox->stop();
        const Run offline = run();
        QCOMPARE(offline.exitCode, 1);
        QVERIFY2(offline.err.contains(u"Load failed"_s), qPrintable(offline.err));
        QVERIFY(!offline.out.contains(u"Domains ("_s));
    }

private:
    Run run()
    {
        QProcess app;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
        environment.insert(u"XDG_CONFIG_HOME"_s, m_home->filePath(u"config"_s));
        environment.insert(u"XDG_DATA_HOME"_s, m_home->filePath(u"data"_s));
        environment.insert(u"FORWARDDESK_API_KEY"_s, m_key);
        app.setProcessEnvironment(environment);
        // The sandbox answers from this process's event loop: wait with it running, not blocked.
        QSignalSpy finished(&app, &QProcess::finished);
        app.start(QString::fromUtf8(FORWARDDESK_APP_EXE), {u"--url"_s, m_url, u"--quit-after-load"_s});
        Run result;
        if (!finished.wait(90000) || app.exitStatus() != QProcess::NormalExit) {
            app.kill();
            app.waitForFinished();
            return result;
        }
        result.exitCode = app.exitCode();
        result.out = QString::fromUtf8(app.readAllStandardOutput());
        result.err = QString::fromUtf8(app.readAllStandardError());
        return result;
    }

    std::unique_ptr<QTemporaryDir> m_home;
    std::unique_ptr<Sandbox::SandboxServer> m_sandbox;
    QString m_url;
    QString m_key;
};

QTEST_GUILESS_MAIN(TestOfflineStart)
#include "tst_offlinestart.moc"
