// SPDX-License-Identifier: GPL-3.0-or-later
// The offline view against the sandbox: what a session loads is cached; with the sandbox stopped (or behind
// a gateway answering 503) a new session shows it read-only, refuses changes without sending them, and
// goes back online when the service answers again.

#include "core/memorysecretstore.h"
#include "core/profilestore.h"
#include "folderbytes.h"
#include "models/accountcontroller.h"
#include "models/aliasmodel.h"
#include "models/domainmodel.h"
#include "models/logmodel.h"
#include "models/offlinecontroller.h"
#include "models/requestlogmodel.h"
#include "models/session.h"
#include "sandbox/sandboxserver.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <optional>

using namespace Qt::StringLiterals;
using namespace ForwardDesk;
using Models::OfflineController;
using Models::Session;

namespace {
constexpr int waitMs = 20000;
const QString key = u"profile-1"_s;
} // namespace

class TestOfflineController final : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        m_controller =
            std::make_unique<OfflineController>(std::make_unique<Models::OfflineCache>(m_dir->filePath(u"cache"_s)));
        m_sandbox = std::make_unique<Sandbox::SandboxServer>();
        QVERIFY(m_sandbox->start(Sandbox::SandboxOptions()));
        m_url = m_sandbox->url();
        m_key = m_sandbox->sessionKey();
    }

    void cleanup()
    {
        m_online.reset();
        m_controller.reset();
        m_sandbox.reset();
        m_dir.reset();
    }

    void isUnreachable_onlyForFailuresToReachTheService()
    {
        using Kind = Core::ApiError::Kind;
        QVERIFY(OfflineController::isUnreachable({Kind::Network, 0, u"refused"_s}));
        QVERIFY(OfflineController::isUnreachable({Kind::Timeout, 0, {}}));
        QVERIFY(OfflineController::isUnreachable({Kind::ServerError, 503, {}}));
        QVERIFY(!OfflineController::isUnreachable({Kind::ServerError, 500, {}}));
        QVERIFY(!OfflineController::isUnreachable({Kind::InvalidToken, 401, {}}));
        QVERIFY(!OfflineController::isUnreachable({Kind::Tls, 0, {}}));
    }

    void sandboxStopped_newSessionShowsTheCacheReadOnly()
    {
        const QStringList loadedDomains = loadEverything();
        m_sandbox->stop();

        Session session(m_url, m_key);
        m_controller->attach(&session, key);
        QSignalSpy loaded(&session, &Session::domainsLoaded);
        QSignalSpy failed(&session, &Session::loadFailed);
        QSignalSpy offline(&session, &Session::offlineChanged);
        session.open();
        QVERIFY(loaded.wait(waitMs));
        QCOMPARE(failed.count(), 0);
        QVERIFY(session.isOffline());
        QCOMPARE(offline.count(), 1);
        QVERIFY(session.offlineSavedAt().isValid());
        QCOMPARE(session.state(), Session::State::Connected);
        QCOMPARE(names(session), loadedDomains);
        QCOMPARE(session.logs()->rowCount(), m_logCount);

        // Aliases come from the cache for the domain opened before, and fail for one never opened.
        QSignalSpy aliases(&session, &Session::aliasesLoaded);
        session.loadAliases(m_aliasDomainId);
        QVERIFY(aliases.wait(waitMs));
        QCOMPARE(session.aliases()->rowCount(), m_aliasCount);
        QSignalSpy aliasesFailed(&session, &Session::aliasesLoadFailed);
        session.loadAliases(session.domains()->domains().constLast().id);
        QVERIFY(aliasesFailed.wait(waitMs));

        // Changes are refused at once, not sent and not queued.
        const int requests = session.requestLog()->rowCount();
        std::optional<Core::ApiResult<Core::Domain>> created;
        session.createDomain(u"new.example"_s, this, [&](const auto &result) { created = result; });
        QTRY_VERIFY_WITH_TIMEOUT(created.has_value(), waitMs);
        QVERIFY(!created->ok());
        QCOMPARE(created->error().kind(), Core::ApiError::Kind::Network);
        QCOMPARE(session.domains()->rowCount(), loadedDomains.size());
        QCOMPARE(session.requestLog()->rowCount(), requests);
    }

    void sandboxStopped_withoutACache_failsAsBefore()
    {
        m_sandbox->stop();
        Session session(m_url, m_key);
        m_controller->attach(&session, key);
        QSignalSpy failed(&session, &Session::loadFailed);
        session.open();
        QVERIFY(failed.wait(waitMs));
        QVERIFY(!session.isOffline());
        QCOMPARE(session.state(), Session::State::Failed);
    }

    void refusedKey_isNotMistakenForOffline()
    {
        loadEverything();
        Session session(m_url, u"fwd_not_a_key_of_this_account"_s);
        m_controller->attach(&session, key);
        QSignalSpy failed(&session, &Session::loadFailed);
        session.open();
        QVERIFY(failed.wait(waitMs));
        QVERIFY(!session.isOffline());
    }

    void gatewayAnswers503_thenRecovers_goesBackOnline()
    {
        loadEverything();
        Sandbox::FaultRule down;
        down.kind = Sandbox::FaultRule::Kind::Error;
        down.status = 503;
        m_sandbox->addFault(down);

        Session session(m_url, m_key);
        m_controller->attach(&session, key);
        QSignalSpy offline(&session, &Session::offlineChanged);
        QSignalSpy loaded(&session, &Session::domainsLoaded);
        session.open();
        QVERIFY(loaded.wait(waitMs));
        QVERIFY(session.isOffline());

        m_sandbox->clearFaults();
        session.open(); // Retry
        QTRY_VERIFY_WITH_TIMEOUT(!session.isOffline(), waitMs);
        QCOMPARE(offline.count(), 2);
        QCOMPARE(offline.at(1).at(0).toBool(), false);
        QCOMPARE(session.state(), Session::State::Connected);
    }

    void disabled_neitherWritesNorShowsTheCache()
    {
        m_controller->setEnabled(false);
        Session session(m_url, m_key);
        m_controller->attach(&session, key);
        QSignalSpy loaded(&session, &Session::domainsLoaded);
        session.open();
        QVERIFY(loaded.wait(waitMs));
        QVERIFY(!m_controller->cache()->contains(key));
    }

    void cache_neverHoldsTheKey()
    {
        loadEverything();
        const QByteArray bytes = TestSupport::folderBytes(m_controller->cache()->folderPath());
        QVERIFY(bytes.contains(names(*m_online).constFirst().toUtf8()));
        QVERIFY(!bytes.contains(m_key.toUtf8()));
        QVERIFY(!bytes.contains("fwd_"));
    }

    void removingAProfile_removesItsCacheOnly()
    {
        Core::MemorySecretStore secrets;
        Models::AccountController accounts(&secrets,
                                           std::make_unique<Core::ProfileStore>(m_dir->filePath(u"profiles.ini"_s)));
        Models::OfflineCache cache(m_dir->filePath(Models::OfflineCache::folderName())); // beside the profiles
        QVERIFY(cache.saveDomains(u"someone-else"_s, {}));

        QSignalSpy changed(&accounts, &Models::AccountController::sessionChanged);
        accounts.connectWith(Core::Profile::create(m_url), m_key);
        QVERIFY(accounts.session() != nullptr);
        QSignalSpy loaded(accounts.session(), &Session::domainsLoaded);
        QVERIFY(loaded.wait(waitMs));
        accounts.offline()->waitForWrites(); // the cache is written on a worker
        const QString id = accounts.currentProfile().id;
        QVERIFY(cache.contains(id));
        QCOMPARE(cache.snapshot(id).domains.size(), accounts.session()->domains()->rowCount());

        accounts.removeProfile(id);
        QVERIFY(!cache.contains(id));
        QVERIFY(cache.contains(u"someone-else"_s));
    }

private:
    /// Opens a session on the sandbox, loads domains, one domain's aliases and the logs; returns the names.
    QStringList loadEverything()
    {
        m_online = std::make_unique<Session>(m_url, m_key);
        m_controller->attach(m_online.get(), key);
        QSignalSpy loaded(m_online.get(), &Session::domainsLoaded);
        m_online->open();
        if (!loaded.wait(waitMs)) {
            return {};
        }
        // The domain with the most aliases, so that the check is not an empty list.
        int best = -1;
        for (const Core::Domain &domain : m_online->domains()->domains()) {
            if (domain.aliasCount > best) {
                best = domain.aliasCount;
                m_aliasDomainId = domain.id;
            }
        }
        QSignalSpy aliases(m_online.get(), &Session::aliasesLoaded);
        m_online->loadAliases(m_aliasDomainId);
        aliases.wait(waitMs);
        m_aliasCount = m_online->aliases()->rowCount();
        QSignalSpy logs(m_online.get(), &Session::logsLoaded);
        m_online->refreshLogs(200);
        logs.wait(waitMs);
        m_logCount = m_online->logs()->rowCount();
        m_controller->waitForWrites(); // the cache is written on a worker
        return names(*m_online);
    }

    static QStringList names(const Session &session)
    {
        QStringList result;
        for (const Core::Domain &domain : session.domains()->domains()) {
            result << domain.name;
        }
        return result;
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<OfflineController> m_controller;
    std::unique_ptr<Sandbox::SandboxServer> m_sandbox;
    std::unique_ptr<Session> m_online;
    QUrl m_url;
    QString m_key;
    QString m_aliasDomainId;
    int m_aliasCount = -1;
    int m_logCount = -1;
};

QTEST_GUILESS_MAIN(TestOfflineController)
#include "tst_offlinecontroller.moc"
