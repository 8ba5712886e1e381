// SPDX-License-Identifier: GPL-3.0-or-later
// Session against the sandbox: loads, confirmed mutations, optimistic toggles and their rollback.

#include "core/apiclient.h"
#include "guitest.h"
#include "models/aliasmodel.h"
#include "models/apikeymodel.h"
#include "models/domainmodel.h"
#include "models/logmodel.h"
#include "models/requestlogmodel.h"
#include "models/roles.h"
#include "models/session.h"
#include "sandbox/sandboxserver.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace ForwardDesk;
using Models::Session;

namespace {
constexpr int waitMs = 10000;
} // namespace

class TestSession final : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        m_sandbox = std::make_unique<Sandbox::SandboxServer>();
        QVERIFY(m_sandbox->start(Sandbox::SandboxOptions()));
        m_session = std::make_unique<Session>(m_sandbox->url(), m_sandbox->sessionKey());
        m_testers.clear();
        for (QAbstractItemModel *model : {static_cast<QAbstractItemModel *>(m_session->domains()),
                                          static_cast<QAbstractItemModel *>(m_session->aliases()),
                                          static_cast<QAbstractItemModel *>(m_session->logs()),
                                          static_cast<QAbstractItemModel *>(m_session->apiKeys()),
                                          static_cast<QAbstractItemModel *>(m_session->requestLog())}) {
            m_testers.push_back(std::make_unique<QAbstractItemModelTester>(
                model, QAbstractItemModelTester::FailureReportingMode::QtTest));
        }
        QSignalSpy loaded(m_session.get(), &Session::domainsLoaded);
        QSignalSpy root(m_session.get(), &Session::apiRootDiscovered);
        m_session->open();
        QVERIFY(loaded.wait(waitMs));
        QCOMPARE(root.count(), 1);
        QCOMPARE(m_session->state(), Session::State::Connected);
    }

    void cleanup()
    {
        m_testers.clear();
        m_session.reset();
        m_sandbox.reset();
    }

    void open_loadsDomainsAndLogsRequests()
    {
        QCOMPARE(m_session->domains()->rowCount(), 8);
        QVERIFY(m_session->requestLog()->rowCount() >= 1);
    }

    void open_asksForTheDomainListOnce_data()
    {
        QTest::addColumn<bool>("apiPrefix");
        QTest::addColumn<int>("pageSize"); // 0: the list is not paged
        QTest::addColumn<int>("unreadable"); // records of each answer the sandbox spoils
        QTest::addColumn<int>("domainRequests"); // GET …/domains the service sees during open()
        QTest::addColumn<int>("pages");

        // The probe that finds the root is the list's first page; only the pages after it are asked for.
        QTest::newRow("at the root") << false << 0 << 0 << 1 << 1;
        QTest::newRow("under /api (the root answers 404 first)") << true << 0 << 0 << 2 << 1;
        QTest::newRow("three pages, next in a Link header") << false << 3 << 0 << 3 << 3;
        QTest::newRow("unreadable records are reported") << false << 0 << 2 << 1 << 1;
    }

    void open_asksForTheDomainListOnce()
    {
        QFETCH(bool, apiPrefix);
        QFETCH(int, pageSize);
        QFETCH(int, unreadable);
        QFETCH(int, domainRequests);
        QFETCH(int, pages);

        Sandbox::SandboxOptions options;
        options.prefix = apiPrefix ? Sandbox::SandboxOptions::Prefix::Api : Sandbox::SandboxOptions::Prefix::None;
        if (pageSize > 0) {
            options.paging = Sandbox::SandboxOptions::Paging::LinkHeader;
            options.pageSize = pageSize;
        }
        if (unreadable > 0) {
            Sandbox::FaultRule spoiled =
                TestSupport::ruleFor(Sandbox::FaultRule::Kind::UnreadableRecords, "GET", u"/domains"_s);
            spoiled.recordCount = unreadable;
            options.faults << spoiled;
        }
        Sandbox::SandboxServer sandbox;
        QVERIFY(sandbox.start(options));
        int seen = 0;
        connect(&sandbox, &Sandbox::SandboxServer::requestReceived, this,
                [&seen](const QByteArray &method, const QString &path) {
                    seen += method == "GET" && path.endsWith(u"/domains"_s) ? 1 : 0;
                });

        Session session(sandbox.url(), sandbox.sessionKey());
        QSignalSpy loaded(&session, &Session::domainsLoaded);
        session.open();
        QVERIFY(loaded.wait(waitMs));
        QCOMPARE(session.domains()->rowCount(), 8 - unreadable);
        QCOMPARE(seen, domainRequests);
        const Core::ListReport report = session.listReport(Session::List::Domains);
        QCOMPARE(report.pages, pages);
        QCOMPARE(report.unreadableCount(), unreadable);
        QCOMPARE(report.pagingStop, Core::ListReport::PagingStop::Complete);
    }

    void loadAliases_fillsTheAliasModelForThatDomain()
    {
        const QString id = domainIdByName(u"lindqvist.example"_s);
        QSignalSpy loaded(m_session.get(), &Session::aliasesLoaded);
        m_session->loadAliases(id);
        QVERIFY(loaded.wait(waitMs));
        QCOMPARE(m_session->aliases()->domainId(), id);
        QCOMPARE(m_session->aliases()->rowCount(), 18);
    }

    void loadAliases_anotherDomain_letsTheRowsGoBeforeItsNameChanges()
    {
        // Renaming the domain of rows still shown tells the view and the sorting proxy that every row's
        // address changed, so a proxy sorts them all again (50,000 of them, in a big domain) just before they go.
        loadFirstAliases();
        QVERIFY(m_session->aliases()->rowCount() > 0);
        QSignalSpy changed(m_session->aliases(), &QAbstractItemModel::dataChanged);
        QSignalSpy reset(m_session->aliases(), &QAbstractItemModel::modelReset);
        const QString other = domainIdByName(u"acme-studio.example"_s);
        QVERIFY(!other.isEmpty() && other != m_session->aliases()->domainId());
        m_session->loadAliases(other);
        QCOMPARE(reset.count(), 1);
        QCOMPARE(m_session->aliases()->rowCount(), 0);
        QCOMPARE(m_session->aliases()->domainId(), other);
        QCOMPARE(changed.count(), 0);

        QSignalSpy loaded(m_session.get(), &Session::aliasesLoaded);
        QVERIFY(loaded.wait(waitMs));
        QVERIFY(m_session->aliases()->rowCount() > 0);
    }

    void setAliasEnabled_refused_rollsBack()
    {
        loadFirstAliases();
        const Core::Alias before = m_session->aliases()->aliasAt(0);
        m_sandbox->addFault(TestSupport::serverError("PATCH", u"*"_s));
        std::optional<Core::ApiResult<Core::Alias>> result;
        m_session->setAliasEnabled(before.id, !before.enabled, this, [&](const auto &r) { result = r; });
        // Shown at once…
        QCOMPARE(m_session->aliases()->aliasAt(m_session->aliases()->rowOf(before.id)).enabled, !before.enabled);
        QTRY_VERIFY_WITH_TIMEOUT(result.has_value(), waitMs);
        QVERIFY(!result->ok());
        // …and rolled back when the service refuses.
        QCOMPARE(m_session->aliases()->aliasAt(m_session->aliases()->rowOf(before.id)).enabled, before.enabled);
    }

    void setAliasEnabled_accepted_keepsTheNewState()
    {
        loadFirstAliases();
        const Core::Alias before = m_session->aliases()->aliasAt(0);
        std::optional<Core::ApiResult<Core::Alias>> result;
        m_session->setAliasEnabled(before.id, !before.enabled, this, [&](const auto &r) { result = r; });
        QTRY_VERIFY_WITH_TIMEOUT(result.has_value(), waitMs);
        QVERIFY2(result->ok(), qPrintable(result->error().toString()));
        QCOMPARE(m_session->aliases()->aliasAt(m_session->aliases()->rowOf(before.id)).enabled, !before.enabled);
    }

    void setAliasEnabled_keepsDestinationsChangedElsewhere()
    {
        loadFirstAliases();
        const Core::Alias target = firstPlainAlias();
        const QStringList elsewhere = {u"moved@example.net"_s};
        changeDestinationsElsewhere(target, elsewhere);

        std::optional<Core::ApiResult<Core::Alias>> result;
        QVERIFY(m_session->setAliasEnabled(target.id, !target.enabled, this, [&](const auto &r) { result = r; }));
        QTRY_VERIFY_WITH_TIMEOUT(result.has_value(), waitMs);
        QVERIFY2(result->ok(), qPrintable(result->error().toString()));
        const Core::Alias after = atService(target.id);
        QCOMPARE(after.enabled, !target.enabled);
        QCOMPARE(after.destinations, elsewhere); // the toggle did not put the old list back
        QVERIFY(!m_session->patchNeedsEveryField());
    }

    void setAliasEnabled_serviceWantsEveryField_sendsWhatTheServiceHasNow()
    {
        m_testers.clear();
        m_session.reset();
        m_sandbox = std::make_unique<Sandbox::SandboxServer>();
        Sandbox::SandboxOptions options;
        options.patch = Sandbox::SandboxOptions::Patch::Full;
        QVERIFY(m_sandbox->start(options));
        m_session = std::make_unique<Session>(m_sandbox->url(), m_sandbox->sessionKey());
        QSignalSpy loaded(m_session.get(), &Session::domainsLoaded);
        m_session->open();
        QVERIFY(loaded.wait(waitMs));
        loadFirstAliases();
        const Core::Alias target = firstPlainAlias();
        const QStringList elsewhere = {u"moved@example.net"_s, u"second@example.org"_s};
        changeDestinationsElsewhere(target, elsewhere);

        QSignalSpy learned(m_session.get(), &Session::patchStyleLearned);
        std::optional<Core::ApiResult<Core::Alias>> first;
        QVERIFY(m_session->setAliasEnabled(target.id, !target.enabled, this, [&](const auto &r) { first = r; }));
        QTRY_VERIFY_WITH_TIMEOUT(first.has_value(), waitMs);
        QVERIFY2(first->ok(), qPrintable(first->error().toString()));
        QCOMPARE(learned.count(), 1);
        QVERIFY(m_session->patchNeedsEveryField());
        QCOMPARE(atService(target.id).destinations, elsewhere);
        QCOMPARE(atService(target.id).enabled, !target.enabled);

        // Remembered: the next toggle reads the alias and sends one PATCH, without a refused one first.
        const int before = patchCount();
        std::optional<Core::ApiResult<Core::Alias>> second;
        QVERIFY(m_session->setAliasEnabled(target.id, target.enabled, this, [&](const auto &r) { second = r; }));
        QTRY_VERIFY_WITH_TIMEOUT(second.has_value(), waitMs);
        QVERIFY2(second->ok(), qPrintable(second->error().toString()));
        QCOMPARE(patchCount() - before, 1);
        QCOMPARE(atService(target.id).enabled, target.enabled);
        QCOMPARE(atService(target.id).destinations, elsewhere);
    }

    void setAliasEnabled_whileAChangeIsOnItsWay_isRefused()
    {
        loadFirstAliases();
        const Core::Alias target = firstPlainAlias();
        m_sandbox->addFault(TestSupport::latency("PATCH", u"*"_s, 300));
        const int before = patchCount();
        int answers = 0;
        QVERIFY(m_session->setAliasEnabled(target.id, !target.enabled, this, [&](const auto &) { ++answers; }));
        QVERIFY(!m_session->setAliasEnabled(target.id, target.enabled, this, [&](const auto &) { ++answers; }));
        QTRY_COMPARE_WITH_TIMEOUT(answers, 1, waitMs);
        QTest::qWait(100);
        QCOMPARE(answers, 1);
        QCOMPARE(patchCount() - before, 1);
    }

    void deleteAlias_rowStaysUntilTheServiceConfirms()
    {
        loadFirstAliases();
        const int rows = m_session->aliases()->rowCount();
        const Core::Alias victim = m_session->aliases()->aliasAt(0);
        m_sandbox->addFault(TestSupport::latency("DELETE", u"*"_s, 300));
        std::optional<Core::ApiResult<Core::Done>> result;
        m_session->deleteAlias(victim.id, this, [&](const auto &r) { result = r; });
        QTest::qWait(100);
        QCOMPARE(m_session->aliases()->rowCount(), rows);
        QTRY_VERIFY_WITH_TIMEOUT(result.has_value(), waitMs);
        QVERIFY(result->ok());
        QCOMPARE(m_session->aliases()->rowCount(), rows - 1);
        QCOMPARE(m_session->aliases()->rowOf(victim.id), -1);
    }

    void deleteAlias_refused_keepsTheRow()
    {
        loadFirstAliases();
        const int rows = m_session->aliases()->rowCount();
        m_sandbox->addFault(TestSupport::serverError("DELETE", u"*"_s));
        std::optional<Core::ApiResult<Core::Done>> result;
        m_session->deleteAlias(m_session->aliases()->aliasAt(0).id, this, [&](const auto &r) { result = r; });
        QTRY_VERIFY_WITH_TIMEOUT(result.has_value(), waitMs);
        QVERIFY(!result->ok());
        QCOMPARE(m_session->aliases()->rowCount(), rows);
    }

    void findAlias_byIdOrAddress_inADomainNotShown()
    {
        loadFirstAliases();
        const Core::Alias wanted = m_session->aliases()->aliasAt(1);
        const QString otherDomain = domainIdByName(u"acme-studio.example"_s);
        QVERIFY(!otherDomain.isEmpty());
        m_session->loadAliases(otherDomain); // the alias model moves on; the lookup asks the service

        std::optional<Core::ApiResult<Core::Alias>> byId;
        m_session->findAlias(domainIdByName(u"lindqvist.example"_s), wanted.id, QString(), this,
                             [&](const auto &r) { byId = r; });
        QTRY_VERIFY_WITH_TIMEOUT(byId.has_value(), waitMs);
        QVERIFY2(byId->ok(), qPrintable(byId->error().toString()));
        QCOMPARE(byId->value().id, wanted.id);

        std::optional<Core::ApiResult<Core::Alias>> byAddress;
        m_session->findAlias(domainIdByName(u"lindqvist.example"_s), QString(),
                             wanted.address(u"lindqvist.example"_s).toUpper(), this,
                             [&](const auto &r) { byAddress = r; });
        QTRY_VERIFY_WITH_TIMEOUT(byAddress.has_value(), waitMs);
        QVERIFY2(byAddress->ok(), qPrintable(byAddress->error().toString()));
        QCOMPARE(byAddress->value().id, wanted.id);

        std::optional<Core::ApiResult<Core::Alias>> missing;
        m_session->findAlias(domainIdByName(u"lindqvist.example"_s), QString(), u"nobody-here@lindqvist.example"_s,
                             this, [&](const auto &r) { missing = r; });
        QTRY_VERIFY_WITH_TIMEOUT(missing.has_value(), waitMs);
        QVERIFY(!missing->ok());
        QCOMPARE(missing->error().kind(), Core::ApiError::Kind::NotFound);
    }

    void disableAlias_ofTheShownDomain_reloadsItWithTheServiceState()
    {
        loadFirstAliases();
        Core::Alias target;
        for (const Core::Alias &alias : m_session->aliases()->aliases()) {
            if (alias.enabled) {
                target = alias;
                break;
            }
        }
        QVERIFY(!target.id.isEmpty());
        QSignalSpy reloaded(m_session.get(), &Session::aliasesLoaded);
        std::optional<Core::ApiResult<Core::Alias>> result;
        m_session->disableAlias(m_session->aliases()->domainId(), target, this, [&](const auto &r) { result = r; });
        QTRY_VERIFY_WITH_TIMEOUT(result.has_value(), waitMs);
        QVERIFY2(result->ok(), qPrintable(result->error().toString()));
        QVERIFY(!result->value().enabled);
        QTRY_VERIFY_WITH_TIMEOUT(!reloaded.isEmpty(), waitMs);
        const Core::Alias after = m_session->aliases()->aliasAt(m_session->aliases()->rowOf(target.id));
        QVERIFY(!after.enabled);
        QCOMPARE(after.destinations, target.destinations);
    }

    void verifyDomain_alreadyActive_marksItActive()
    {
        const QString id = domainIdByName(u"lindqvist.example"_s);
        std::optional<Core::ApiResult<Core::Domain>> result;
        m_session->verifyDomain(id, this, [&](const auto &r) { result = r; });
        QTRY_VERIFY_WITH_TIMEOUT(result.has_value(), waitMs);
        QCOMPARE(result->error().kind(), Core::ApiError::Kind::AlreadyVerified);
        const int row = m_session->domains()->rowOf(id);
        QCOMPARE(m_session->domains()->domains().at(row).status, Core::Domain::Status::Active);
    }

    void createDomain_thenDelete_updatesTheTableAfterEachAnswer()
    {
        std::optional<Core::ApiResult<Core::Domain>> created;
        m_session->createDomain(u"new.example"_s, this, [&](const auto &r) { created = r; });
        QTRY_VERIFY_WITH_TIMEOUT(created.has_value(), waitMs);
        QVERIFY(created->ok());
        QCOMPARE(m_session->domains()->rowCount(), 9);
        std::optional<Core::ApiResult<Core::Done>> deleted;
        m_session->deleteDomain(created->value().id, this, [&](const auto &r) { deleted = r; });
        QTRY_VERIFY_WITH_TIMEOUT(deleted.has_value(), waitMs);
        QVERIFY(deleted->ok());
        QCOMPARE(m_session->domains()->rowCount(), 8);
    }

    void pollNewLogs_addsOnlyNewEntriesAtTheTop()
    {
        QSignalSpy loaded(m_session.get(), &Session::logsLoaded);
        m_session->refreshLogs(50);
        QVERIFY(loaded.wait(waitMs));
        QCOMPARE(m_session->logs()->rowCount(), 50);
        QSignalSpy inserted(m_session->logs(), &QAbstractItemModel::rowsInserted);
        m_session->pollNewLogs(50);
        QVERIFY(loaded.wait(waitMs));
        QCOMPARE(loaded.last().first().toInt(), 0);
        QCOMPARE(inserted.count(), 0);
    }

    void refreshApiKeys_marksTheKeyInUse()
    {
        QSignalSpy loaded(m_session.get(), &Session::apiKeysLoaded);
        m_session->refreshApiKeys();
        QVERIFY(loaded.wait(waitMs));
        QCOMPARE(m_session->apiKeys()->rowCount(), 3);
        QVERIFY(!m_session->apiKeys()->currentKeyId().isEmpty());
    }

    // A list answer shows the service as it was when the request was sent: the edit, the deletion and the
    // new alias confirmed while it was on its way must not be undone by it.
    void loadAliases_answerSentBeforeConfirmedChanges_keepsThem()
    {
        loadFirstAliases();
        const QString domainId = m_session->aliases()->domainId();
        const Core::Alias edited = firstPlainAlias();
        Core::Alias deleted;
        for (const Core::Alias &alias : m_session->aliases()->aliases()) {
            if (alias.id != edited.id) {
                deleted = alias;
                break;
            }
        }
        QVERIFY(!edited.id.isEmpty() && !deleted.id.isEmpty());

        holdBackNextAnswer("GET", u"/domains/*/aliases"_s);
        QSignalSpy loaded(m_session.get(), &Session::aliasesLoaded);
        const int requestsBefore = m_sandbox->requestCount();
        m_session->loadAliases(domainId);
        // Once the sandbox has the request, its answer is fixed: the aliases as they are now.
        QTRY_VERIFY_WITH_TIMEOUT(m_sandbox->requestCount() > requestsBefore, waitMs);

        Core::AliasDraft edit = Core::AliasDraft::fromAlias(edited);
        edit.destinations = {u"after-the-list@example.net"_s};
        std::optional<Core::ApiResult<Core::Alias>> updated;
        m_session->updateAlias(edited.id, edit, this, [&](const auto &r) { updated = r; });
        std::optional<Core::ApiResult<Core::Done>> removed;
        m_session->deleteAlias(deleted.id, this, [&](const auto &r) { removed = r; });
        Core::AliasDraft fresh;
        fresh.localPart = u"raced-the-list"_s;
        fresh.destinations = {u"new@example.net"_s};
        std::optional<Core::ApiResult<Core::Alias>> created;
        m_session->createAlias(fresh, this, [&](const auto &r) { created = r; });
        QTRY_VERIFY_WITH_TIMEOUT(updated.has_value() && removed.has_value() && created.has_value(), waitMs);
        QVERIFY2(updated->ok(), qPrintable(updated->error().toString()));
        QVERIFY2(removed->ok(), qPrintable(removed->error().toString()));
        QVERIFY2(created->ok(), qPrintable(created->error().toString()));
        if (!loaded.isEmpty()) {
            QSKIP("the list answer arrived before the changes were confirmed: no race to look at");
        }

        QVERIFY(loaded.wait(waitMs));
        const Models::AliasModel *aliases = m_session->aliases();
        QVERIFY(aliases->rowOf(edited.id) >= 0);
        QCOMPARE(aliases->aliasAt(aliases->rowOf(edited.id)).destinations, edit.destinations);
        QCOMPARE(aliases->rowOf(deleted.id), -1);
        QVERIFY(aliases->rowOf(created->value().id) >= 0);
        QCOMPARE(aliases->rowCount(), serviceAliasCount(domainId));
    }

    void refreshDomains_answerSentBeforeACreatedDomain_keepsIt()
    {
        holdBackNextAnswer("GET", u"/domains"_s);
        QSignalSpy loaded(m_session.get(), &Session::domainsLoaded);
        const int requestsBefore = m_sandbox->requestCount();
        m_session->refreshDomains();
        QTRY_VERIFY_WITH_TIMEOUT(m_sandbox->requestCount() > requestsBefore, waitMs);

        std::optional<Core::ApiResult<Core::Domain>> created;
        m_session->createDomain(u"raced-the-list.example"_s, this, [&](const auto &r) { created = r; });
        QTRY_VERIFY_WITH_TIMEOUT(created.has_value(), waitMs);
        QVERIFY2(created->ok(), qPrintable(created->error().toString()));
        QCOMPARE(m_session->domains()->rowCount(), 9);
        if (!loaded.isEmpty()) {
            QSKIP("the list answer arrived before the domain was created: no race to look at");
        }

        QVERIFY(loaded.wait(waitMs));
        QCOMPARE(m_session->domains()->rowCount(), 9);
        QVERIFY(m_session->domains()->rowOf(created->value().id) >= 0);
    }

    void refreshApiKeys_answerSentBeforeADeletion_doesNotBringTheKeyBack()
    {
        QSignalSpy keysLoaded(m_session.get(), &Session::apiKeysLoaded);
        m_session->refreshApiKeys();
        QVERIFY(keysLoaded.wait(waitMs));
        std::optional<Core::ApiResult<Core::NewApiKey>> made;
        m_session->createApiKey(u"short-lived"_s, this, [&](const auto &r) { made = r; });
        QTRY_VERIFY_WITH_TIMEOUT(made.has_value(), waitMs);
        QVERIFY2(made->ok(), qPrintable(made->error().toString()));
        const QString keyId = made->value().key.id;
        const int rows = m_session->apiKeys()->rowCount();

        holdBackNextAnswer("GET", u"/api-keys"_s);
        keysLoaded.clear();
        const int requestsBefore = m_sandbox->requestCount();
        m_session->refreshApiKeys();
        QTRY_VERIFY_WITH_TIMEOUT(m_sandbox->requestCount() > requestsBefore, waitMs);
        std::optional<Core::ApiResult<Core::Done>> deleted;
        m_session->deleteApiKey(keyId, this, [&](const auto &r) { deleted = r; });
        QTRY_VERIFY_WITH_TIMEOUT(deleted.has_value(), waitMs);
        QVERIFY2(deleted->ok(), qPrintable(deleted->error().toString()));
        if (!keysLoaded.isEmpty()) {
            QSKIP("the list answer arrived before the key was deleted: no race to look at");
        }

        QVERIFY(keysLoaded.wait(waitMs));
        QCOMPARE(m_session->apiKeys()->rowCount(), rows - 1);
    }

    // Two refreshes whose answers cross: the older one, arriving last, must not replace the newer one.
    void loadAliases_olderAnswerArrivingAfterANewerOne_isDropped()
    {
        loadFirstAliases();
        const QString domainId = m_session->aliases()->domainId();
        const Core::Alias target = firstPlainAlias();
        QVERIFY(!target.id.isEmpty());

        holdBackNextAnswer("GET", u"/domains/*/aliases"_s);
        QSignalSpy loaded(m_session.get(), &Session::aliasesLoaded);
        const int requestsBefore = m_sandbox->requestCount();
        m_session->loadAliases(domainId); // the older request: its answer comes slowly
        QTRY_VERIFY_WITH_TIMEOUT(m_sandbox->requestCount() > requestsBefore, waitMs);
        const QStringList elsewhere = {u"changed-on-the-dashboard@example.net"_s};
        changeDestinationsElsewhere(target, elsewhere);
        const int listsBefore = aliasListsAnswered();

        m_session->loadAliases(domainId); // the newer request
        QTRY_VERIFY_WITH_TIMEOUT(aliasListsAnswered() >= listsBefore + 1, waitMs);
        if (aliasListsAnswered() > listsBefore + 1 || loaded.count() != 1) {
            QSKIP("the older answer was not the last to arrive: no race to look at");
        }
        const Models::AliasModel *aliases = m_session->aliases();
        QCOMPARE(aliases->aliasAt(aliases->rowOf(target.id)).destinations, elsewhere);

        QTRY_VERIFY_WITH_TIMEOUT(aliasListsAnswered() == listsBefore + 2, waitMs); // the older answer is in
        QCOMPARE(aliases->aliasAt(aliases->rowOf(target.id)).destinations, elsewhere);
        QCOMPARE(loaded.count(), 1);
    }

    void invalidToken_isSignalled()
    {
        QSignalSpy invalid(m_session.get(), &Session::invalidToken);
        m_session->setApiKey(u"fwd_0000000000000000000000000000000000000000"_s);
        m_session->refreshDomains();
        QVERIFY(invalid.wait(waitMs));
        QCOMPARE(m_session->state(), Session::State::Failed);
        QCOMPARE(m_session->lastError().kind(), Core::ApiError::Kind::InvalidToken);
    }

private:
    QString domainIdByName(const QString &name) const
    {
        for (const Core::Domain &domain : m_session->domains()->domains()) {
            if (domain.name == name) {
                return domain.id;
            }
        }
        return {};
    }

    [[nodiscard]] Core::Alias firstPlainAlias() const
    {
        for (const Core::Alias &alias : m_session->aliases()->aliases()) {
            if (!alias.catchAll && !alias.destinations.isEmpty()) {
                return alias;
            }
        }
        return {};
    }

    /// Replaces the destinations of @p alias through a second client, as the web dashboard would.
    void changeDestinationsElsewhere(const Core::Alias &alias, const QStringList &destinations)
    {
        Core::ApiClient elsewhere;
        QVERIFY(!elsewhere.setServiceUrl(m_sandbox->url()).isError());
        elsewhere.setApiRoot(m_session->apiRoot());
        elsewhere.setApiKey(m_sandbox->sessionKey());
        Core::AliasDraft draft = Core::AliasDraft::fromAlias(alias);
        draft.destinations = destinations;
        std::optional<Core::ApiResult<Core::Alias>> result;
        elsewhere.updateAlias(m_session->aliases()->domainId(), alias.id, draft, this,
                              [&](const Core::ApiResult<Core::Alias> &r) { result = r; });
        QTRY_VERIFY_WITH_TIMEOUT(result.has_value(), waitMs);
        QVERIFY2(result->ok(), qPrintable(result->error().toString()));
        QCOMPARE(atService(alias.id).destinations, destinations);
    }

    /// The alias as the service has it now.
    [[nodiscard]] Core::Alias atService(const QString &aliasId)
    {
        std::optional<Core::ApiResult<Core::Alias>> result;
        m_session->findAlias(m_session->aliases()->domainId(), aliasId, QString(), this,
                             [&](const Core::ApiResult<Core::Alias> &r) { result = r; });
        if (!QTest::qWaitFor([&] { return result.has_value(); }, waitMs) || !result->ok()) {
            return {};
        }
        return result->value();
    }

    [[nodiscard]] int patchCount() const
    {
        int count = 0;
        const Models::RequestLogModel *log = m_session->requestLog();
        for (int row = 0; row < log->rowCount(); ++row) {
            count += log->entryAt(row).method == "PATCH" ? 1 : 0;
        }
        return count;
    }

    /// Makes the sandbox's next answer to @p method on @p route take about two seconds to arrive. The answer
    /// itself is made when the request arrives, so it shows the service as it was then.
    void holdBackNextAnswer(const QByteArray &method, const QString &route)
    {
        Sandbox::FaultRule slow = TestSupport::ruleFor(Sandbox::FaultRule::Kind::Trickle, method, route);
        slow.times = 1;
        slow.chunkBytes = 128;
        slow.milliseconds = 60;
        m_sandbox->addFault(slow);
    }

    /// How many alias lists the session has had answered (the request log holds one line per answer).
    [[nodiscard]] int aliasListsAnswered() const
    {
        int count = 0;
        const Models::RequestLogModel *log = m_session->requestLog();
        for (int row = 0; row < log->rowCount(); ++row) {
            const Core::RequestLogEntry entry = log->entryAt(row);
            count += entry.method == "GET" && entry.path.contains(u"/aliases"_s) ? 1 : 0;
        }
        return count;
    }

    [[nodiscard]] int serviceAliasCount(const QString &domainId)
    {
        std::optional<Core::ApiResult<QList<Core::Alias>>> result;
        m_session->listAliasesOf(domainId, this, [&](const auto &r) { result = r; });
        if (!QTest::qWaitFor([&] { return result.has_value(); }, waitMs) || !result->ok()) {
            return -1;
        }
        return static_cast<int>(result->value().size());
    }

    void loadFirstAliases()
    {
        QSignalSpy loaded(m_session.get(), &Session::aliasesLoaded);
        m_session->loadAliases(domainIdByName(u"lindqvist.example"_s));
        QVERIFY(loaded.wait(waitMs));
        QVERIFY(m_session->aliases()->rowCount() > 0);
    }

    std::unique_ptr<Sandbox::SandboxServer> m_sandbox;
    std::unique_ptr<Session> m_session;
    std::vector<std::unique_ptr<QAbstractItemModelTester>> m_testers;
};

QTEST_GUILESS_MAIN(TestSession)
#include "tst_session.moc"
