// SPDX-License-Identifier: GPL-3.0-or-later
// Import, find-and-replace and undo delete against the sandbox: AccountAliasesLoader reads every domain,
// AliasChangePlan says per row what will happen, AliasPlanJob applies it (with a Stop in the middle), and
// DeletedAliasStack brings a deleted alias back. Updates send only the fields they change, on a service that
// takes a partial PATCH and on one that wants every field.
// It stays one file although it is long: the project has one Qt Test executable per subject, and the job,
// the loader and the undo stack share the one sandbox fixture and its seeded account.

#include "core/aliasfile.h"
#include "guitest.h"
#include "models/accountaliasesloader.h"
#include "models/aliaschangeplan.h"
#include "models/aliasmodel.h"
#include "models/aliasplanjob.h"
#include "models/deletedaliasstack.h"
#include "models/domainmodel.h"
#include "models/session.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>

#include <optional>

using namespace Qt::StringLiterals;
using namespace ForwardDesk;
using Kind = Models::AliasChange::Kind;
using Problem = Core::AliasRecord::Problem;
using Models::AliasChangePlan;
using Models::AliasPlanJob;
using Models::DomainAliases;
using Models::Session;

namespace {
constexpr int waitMs = 15000;
const QString replacement = u"new-inbox@example.org"_s;

/// A file row for @p existing (an alias of the busy domain) with @p enabled and @p destination.
QByteArray rowFor(const Core::Alias &existing, bool enabled, const QByteArray &destination)
{
    return TestSupport::demoBusyDomain.toUtf8() + ',' + existing.localPart.toUtf8() + ",false,"
        + (enabled ? "true" : "false") + ',' + destination + '\n';
}

/// The plan for a file of one row: @p existing (an alias of the busy domain) with @p enabled and @p destination.
QList<Models::AliasChange> planForRow(const QList<DomainAliases> &account, const Core::Alias &existing, bool enabled,
                                      const QByteArray &destination)
{
    const QByteArray csv = "domain,localpart,catch_all,enabled,destinations\n" + rowFor(existing, enabled, destination);
    return AliasChangePlan::forImport(Core::AliasFile::parse(csv).records, account);
}
} // namespace

class TestAliasPlanJob final : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        QVERIFY2(m_fixture.start(), qPrintable(m_fixture.lastError()));
        m_session = m_fixture.session();
        QVERIFY(m_session->domains()->idOfName(TestSupport::demoBusyDomain).size() > 0);
        QVERIFY(m_session->domains()->idOfName(TestSupport::demoOtherDomain).size() > 0);
    }

    void cleanup()
    {
        m_session = nullptr;
        m_fixture.stop();
    }

    void loader_readsEveryDomain_forTheAliasesFieldsWithoutTheirText()
    {
        const QList<DomainAliases> account = loadAccount();
        QCOMPARE(account.size(), m_session->domains()->rowCount());
        const DomainAliases busy = domainNamed(account, TestSupport::demoBusyDomain);
        QVERIFY(busy.aliases.size() >= 4);
        for (const DomainAliases &domain : account) {
            for (const Core::Alias &alias : domain.aliases) {
                QVERIFY(!alias.id.isEmpty());
                QVERIFY(!alias.destinations.isEmpty() || alias.catchAll);
                QVERIFY(alias.createdAt.isValid());
                QVERIFY(alias.raw.isEmpty());
            }
        }
    }

    void loader_readsSeveralDomainsAtOnce_andGivesThemInTheDomainListsOrder()
    {
        const QList<Core::Domain> domains = m_session->domains()->domains();
        QVERIFY(domains.size() > 2);
        // The first domain answers last: the others are read meanwhile, and loaded() still begins with it.
        const QString firstPath = u"/domains/%1/aliases"_s.arg(domains.constFirst().id);
        m_fixture.sandbox()->addFault(TestSupport::latency("GET", firstPath, 800));
        int asked = 0;
        connect(m_fixture.sandbox(), &Sandbox::SandboxServer::requestReceived, this,
                [&asked](const QByteArray &method, const QString &path) {
                    asked += method == "GET" && path.endsWith(u"/aliases"_s) ? 1 : 0;
                });
        Models::AccountAliasesLoader loader(m_session);
        QSignalSpy progress(&loader, &Models::AccountAliasesLoader::progress);
        QSignalSpy loaded(&loader, &Models::AccountAliasesLoader::loaded);
        QSignalSpy failed(&loader, &Models::AccountAliasesLoader::failed);
        int askedAtFirstAnswer = -1;
        connect(&loader, &Models::AccountAliasesLoader::progress, this, [&](int done) {
            askedAtFirstAnswer = done == 1 && askedAtFirstAnswer < 0 ? asked : askedAtFirstAnswer;
        });
        loader.start();
        QVERIFY(loaded.wait(waitMs));
        QVERIFY(failed.isEmpty());

        // One after another, the first answer would have come before a second domain was asked for.
        QVERIFY2(askedAtFirstAnswer >= 2, qPrintable(QString::number(askedAtFirstAnswer)));
        QVERIFY(askedAtFirstAnswer <= Models::AccountAliasesLoader::RequestsUnderWay + 1);
        QCOMPARE(progress.count(), domains.size() + 1);
        for (int i = 0; i < progress.count(); ++i) {
            QCOMPARE(progress.at(i).at(0).toInt(), i);
            QCOMPARE(progress.at(i).at(1).toInt(), domains.size());
        }
        const auto account = loaded.constFirst().at(0).value<QList<DomainAliases>>();
        QCOMPARE(account.size(), domains.size());
        for (qsizetype i = 0; i < domains.size(); ++i) {
            QCOMPARE(account.at(i).domainId, domains.at(i).id);
            QCOMPARE(account.at(i).domainName, domains.at(i).name);
            for (const Core::Alias &alias : account.at(i).aliases) {
                QCOMPARE(alias.domainId, domains.at(i).id);
            }
        }
        QVERIFY(!account.constFirst().aliases.isEmpty() || domains.constFirst().aliasCount == 0);
    }

    void loader_aDomainThatFails_endsItOnce_withThatDomainsName()
    {
        const QList<Core::Domain> domains = m_session->domains()->domains();
        QVERIFY(domains.size() > 2);
        m_fixture.sandbox()->addFault(TestSupport::ruleFor(Sandbox::FaultRule::Kind::Malformed, "GET",
                                                           u"/domains/%1/aliases"_s.arg(domains.at(1).id)));
        Models::AccountAliasesLoader loader(m_session);
        QSignalSpy loaded(&loader, &Models::AccountAliasesLoader::loaded);
        QSignalSpy failed(&loader, &Models::AccountAliasesLoader::failed);
        loader.start();
        QVERIFY(failed.wait(waitMs));
        QCOMPARE(failed.constFirst().at(0).toString(), domains.at(1).name);
        // The answers still under way when it failed come and are left unread.
        QTest::qWait(500);
        QCOMPARE(failed.count(), 1);
        QVERIFY(loaded.isEmpty());
    }

    void import_validInvalidAndConflictingRows()
    {
        const QList<DomainAliases> account = loadAccount();
        const Core::Alias existing = firstPlainAlias(domainNamed(account, TestSupport::demoBusyDomain));
        QVERIFY(!existing.id.isEmpty());
        const QString existingDestinations = existing.destinations.join(u' ');

        QByteArray csv = "domain,localpart,catch_all,enabled,destinations\n";
        csv += "acme-studio.example,imported-one,false,true,one@example.net\n"; // 2: create
        csv += rowFor(existing, existing.enabled, existingDestinations.toUtf8()); // 3: unchanged
        csv += "lindqvist.example," + existing.localPart.toUpper().toUtf8() + ",false,"
            + (existing.enabled ? "true" : "false") + ",changed@example.net\n"; // 4: conflicts: update
        csv += "lindqvist.example," + existing.localPart.toUtf8()
            + ",false,true,again@example.net\n"; // 5: the same alias once more: duplicate
        csv += "nowhere.example,ghost,false,true,x@example.net\n"; // 6: unknown domain
        csv += "acme-studio.example,bad,false,true,not-an-address\n"; // 7: bad destination
        csv += "acme-studio.example,imported-two,false,false,two@example.net three@example.org\n"; // 8: create

        const Core::AliasFile::Contents contents = Core::AliasFile::parse(csv);
        const QList<Models::AliasChange> plan = AliasChangePlan::forImport(contents.records, account);
        QCOMPARE(plan.size(), 7);
        QCOMPARE(plan.at(0).kind, Kind::Create);
        QCOMPARE(plan.at(1).kind, Kind::Unchanged);
        // Rows 4 and 5 name an alias already seen in row 3 (case-insensitively): the first of them wins.
        QCOMPARE(plan.at(2).kind, Kind::Invalid);
        QCOMPARE(plan.at(2).record.problem, Problem::Duplicate);
        QCOMPARE(plan.at(3).record.problem, Problem::Duplicate);
        QCOMPARE(plan.at(4).record.problem, Problem::UnknownDomain);
        QCOMPARE(plan.at(5).record.problem, Problem::BadDestination);
        QCOMPARE(plan.at(6).kind, Kind::Create);
        QCOMPARE(plan.at(6).record.line, 8);

        const int before = static_cast<int>(domainNamed(account, TestSupport::demoOtherDomain).aliases.size());
        AliasPlanJob job(m_session, plan);
        QCOMPARE(job.requestCount(), 2);
        QSignalSpy outcomes(&job, &AliasPlanJob::changeFinished);
        QSignalSpy finished(&job, &AliasPlanJob::finished);
        job.start();
        QVERIFY(finished.wait(waitMs));
        QCOMPARE(finished.constFirst().at(0).toInt(), 2);
        QVERIFY(!finished.constFirst().at(1).toBool());
        QCOMPARE(outcomes.count(), 2);
        QCOMPARE(outcomes.at(0).at(0).toInt(), 0);
        QCOMPARE(outcomes.at(1).at(0).toInt(), 6);

        const QList<DomainAliases> after = loadAccount();
        const DomainAliases acme = domainNamed(after, TestSupport::demoOtherDomain);
        QCOMPARE(acme.aliases.size(), before + 2);
        const Core::Alias two = aliasNamed(acme, u"imported-two"_s);
        QVERIFY(!two.enabled);
        QCOMPARE(two.destinations, (QStringList{u"two@example.net"_s, u"three@example.org"_s}));
        QCOMPARE(aliasNamed(domainNamed(after, TestSupport::demoBusyDomain), existing.localPart).destinations,
                 existing.destinations);
        QVERIFY(aliasNamed(acme, u"ghost"_s).id.isEmpty());
    }

    void import_conflictingRowUpdatesOnlyStateAndDestinations()
    {
        const QList<DomainAliases> account = loadAccount();
        const Core::Alias existing = firstPlainAlias(domainNamed(account, TestSupport::demoBusyDomain));
        const QList<Models::AliasChange> plan = planForRow(account, existing, !existing.enabled, "changed@example.net");
        QCOMPARE(plan.size(), 1);
        QCOMPARE(plan.at(0).kind, Kind::Update);
        QCOMPARE(plan.at(0).current.id, existing.id);
        QSignalSpy requests(m_fixture.sandbox(), &Sandbox::SandboxServer::requestReceived);
        applyAll(plan);
        const QList<QJsonObject> bodies = patchBodies(requests);
        QCOMPARE(bodies.size(), 1);
        QCOMPARE(bodies.at(0).keys(), (QStringList{u"destinations"_s, u"enabled"_s})); // never the local part
        const Core::Alias changed =
            aliasNamed(domainNamed(loadAccount(), TestSupport::demoBusyDomain), existing.localPart);
        QCOMPARE(changed.id, existing.id);
        QCOMPARE(changed.enabled, !existing.enabled);
        QCOMPARE(changed.destinations, QStringList{u"changed@example.net"_s});
    }

    void import_refusedRowIsReportedAndTheRestGoesOn()
    {
        m_fixture.sandbox()->addFault(TestSupport::serverError("POST", u"/domains/*/aliases"_s, 1));
        QByteArray csv = "domain,localpart,catch_all,enabled,destinations\n";
        csv += "acme-studio.example,first,false,true,one@example.net\n";
        csv += "acme-studio.example,second,false,true,two@example.net\n";
        const QList<Models::AliasChange> plan =
            AliasChangePlan::forImport(Core::AliasFile::parse(csv).records, loadAccount());
        const QList<QList<QVariant>> outcomes = runToTheEnd(plan);
        QCOMPARE(outcomes.count(), 2);
        QCOMPARE(outcomes.at(0).at(1).value<Core::ApiError>().kind(), Core::ApiError::Kind::ServerError);
        QVERIFY(!outcomes.at(1).at(1).value<Core::ApiError>().isError());
        const DomainAliases acme = domainNamed(loadAccount(), TestSupport::demoOtherDomain);
        QVERIFY(aliasNamed(acme, u"first"_s).id.isEmpty());
        QVERIFY(!aliasNamed(acme, u"second"_s).id.isEmpty());
    }

    void import_fallbackDestinationFillsRowsWithoutOne()
    {
        // A local part the demo seed never makes (its aliases are drawn at random from a word list).
        const QByteArray csv = "id,local_part,domain,email,active,deleted_at\n"
                               "1,from-backup-17,acme-studio.example,from-backup-17@acme-studio.example,1,\n";
        const auto records = Core::AliasFile::parse(csv).records;
        const QList<DomainAliases> account = loadAccount();
        QCOMPARE(AliasChangePlan::forImport(records, account).at(0).record.problem, Problem::NoDestinations);
        const auto plan = AliasChangePlan::forImport(records, account, u"me@example.net"_s);
        QCOMPARE(plan.at(0).kind, Kind::Create);
        QCOMPARE(plan.at(0).draft.destinations, QStringList{u"me@example.net"_s});
    }

    void replace_changesOnlyDestinationsAcrossDomains()
    {
        const QList<DomainAliases> account = seedSharedDestination(u"shared@example.net"_s);
        const auto plan = AliasChangePlan::forReplace(account, u"SHARED@example.net"_s, replacement);
        QCOMPARE(plan.size(), 3);
        applyAll(plan);
        const QList<DomainAliases> after = loadAccount();
        for (const Models::AliasChange &change : plan) {
            const Core::Alias now = aliasById(after, change.current.id);
            QCOMPARE(now.localPart, change.current.localPart);
            QCOMPARE(now.enabled, change.current.enabled);
            QVERIFY(!now.destinations.contains(u"shared@example.net"_s));
            QCOMPARE(now.destinations.count(replacement), 1);
            QCOMPARE(now.destinations.size(), change.current.destinations.size());
        }
        QVERIFY(AliasChangePlan::forReplace(after, u"shared@example.net"_s, replacement).isEmpty());
    }

    void replace_matchesAddressesInAnyCaseAndWithSpaces_inPlace()
    {
        // No service needed: the plan is made from the lists alone.
        Core::Alias matching;
        matching.id = u"1"_s;
        matching.localPart = u"sales"_s;
        matching.destinations = {u"first@example.org"_s, u"  Old@Example.NET "_s, u"NEW@example.org"_s};
        Core::Alias other;
        other.id = u"2"_s;
        other.localPart = u"info"_s;
        other.destinations = {u"old@example.network"_s, u"older@example.net"_s};
        const QList<DomainAliases> account{{u"7"_s, u"shop.example"_s, {matching, other}}};
        const auto plan = AliasChangePlan::forReplace(account, u"old@EXAMPLE.net "_s, u"new@example.org"_s);
        QCOMPARE(plan.size(), 1);
        QCOMPARE(plan.at(0).current.id, u"1"_s);
        QCOMPARE(plan.at(0).domainId, u"7"_s);
        // The new address takes the old one's place; the one already there in another case is not kept twice.
        QCOMPARE(plan.at(0).draft.destinations, (QStringList{u"first@example.org"_s, u"new@example.org"_s}));
    }

    void import_rowWithOtherDestinationsOnly_sendsOnlyTheDestinations()
    {
        const QList<DomainAliases> account = loadAccount();
        const Core::Alias existing = firstPlainAlias(domainNamed(account, TestSupport::demoBusyDomain));
        const auto plan = planForRow(account, existing, existing.enabled, "elsewhere@example.net");
        QCOMPARE(plan.at(0).kind, Kind::Update);
        // Switched the other way by someone else after the file was read: the import must not switch it back.
        changeElsewhere(plan.at(0), existing.localPart, !existing.enabled);
        QSignalSpy requests(m_fixture.sandbox(), &Sandbox::SandboxServer::requestReceived);
        applyAll(plan);
        const QList<QJsonObject> bodies = patchBodies(requests);
        QCOMPARE(bodies.size(), 1);
        QCOMPARE(bodies.at(0).keys(), QStringList{u"destinations"_s});
        const Core::Alias now = aliasById(loadAccount(), existing.id);
        QCOMPARE(now.enabled, !existing.enabled);
        QCOMPARE(now.destinations, QStringList{u"elsewhere@example.net"_s});
    }

    void replace_sendsOnlyTheDestinations_andKeepsWhatChangedElsewhere()
    {
        QList<Models::AliasChange> plan;
        const qsizetype renamed = planReplaceThenChangeOneElsewhere(plan);
        QCOMPARE(plan.size(), 3);
        QVERIFY(renamed >= 0);
        const Core::Alias first = plan.at(renamed).current;

        QSignalSpy requests(m_fixture.sandbox(), &Sandbox::SandboxServer::requestReceived);
        applyAll(plan);
        const QList<QJsonObject> bodies = patchBodies(requests);
        QCOMPARE(bodies.size(), 3);
        for (const QJsonObject &body : bodies) {
            QCOMPARE(body.keys(), QStringList{u"destinations"_s});
        }
        const Core::Alias now = aliasById(loadAccount(), first.id);
        QCOMPARE(now.localPart, u"renamed-elsewhere"_s);
        QCOMPARE(now.enabled, !first.enabled);
        QVERIFY(now.destinations.contains(replacement));
        QVERIFY(!now.destinations.contains(u"shared@example.net"_s));
        QVERIFY(!m_session->patchNeedsEveryField());
    }

    void replace_onAServiceThatWantsEveryField_sendsWhatTheServiceHasNow()
    {
        m_session = nullptr;
        m_fixture.stop();
        Sandbox::SandboxOptions options;
        options.patch = Sandbox::SandboxOptions::Patch::Full;
        QVERIFY2(m_fixture.start(options), qPrintable(m_fixture.lastError()));
        m_session = m_fixture.session();

        QList<Models::AliasChange> plan;
        const qsizetype renamed = planReplaceThenChangeOneElsewhere(plan);
        QCOMPARE(plan.size(), 3);
        QVERIFY(renamed >= 0);
        const Core::Alias first = plan.at(renamed).current;

        QSignalSpy learned(m_session, &Session::patchStyleLearned);
        QSignalSpy requests(m_fixture.sandbox(), &Sandbox::SandboxServer::requestReceived);
        applyAll(plan);
        QCOMPARE(learned.count(), 1);
        QVERIFY(m_session->patchNeedsEveryField());
        // The first PATCH names the destinations alone and is refused; from then on each alias is read first
        // and sent back whole, with only its destinations changed.
        const QList<QJsonObject> bodies = patchBodies(requests);
        QCOMPARE(bodies.size(), 4);
        QCOMPARE(bodies.at(0).keys(), QStringList{u"destinations"_s});
        for (qsizetype i = 1; i < bodies.size(); ++i) {
            QCOMPARE(bodies.at(i).keys(), (QStringList{u"destinations"_s, u"enabled"_s, u"localpart"_s}));
        }
        // The alias changed elsewhere is sent back as the service has it now (bodies: the refused one, then
        // one per alias in the plan's order).
        QCOMPARE(bodies.at(renamed + 1).value(u"localpart"_s).toString(), u"renamed-elsewhere"_s);
        QCOMPARE(bodies.at(renamed + 1).value(u"enabled"_s).toBool(), !first.enabled);

        const QList<DomainAliases> after = loadAccount();
        const Core::Alias now = aliasById(after, first.id);
        QCOMPARE(now.localPart, u"renamed-elsewhere"_s);
        QCOMPARE(now.enabled, !first.enabled);
        QVERIFY(now.destinations.contains(replacement));
        for (qsizetype i = 0; i < plan.size(); ++i) {
            if (i == renamed) {
                continue;
            }
            const Core::Alias other = aliasById(after, plan.at(i).current.id);
            QCOMPARE(other.localPart, plan.at(i).current.localPart);
            QCOMPARE(other.enabled, plan.at(i).current.enabled);
            QVERIFY(other.destinations.contains(replacement));
        }
    }

    void replace_stopInTheMiddleLeavesTheRestUntouched()
    {
        const QList<DomainAliases> account = seedSharedDestination(u"shared@example.net"_s);
        const auto plan = AliasChangePlan::forReplace(account, u"shared@example.net"_s, replacement);
        QCOMPARE(plan.size(), 3);
        runStoppingAfterTheFirstChange(plan);
        if (QTest::currentTestFailed()) {
            return;
        }
        const QList<DomainAliases> after = loadAccount();
        QVERIFY(aliasById(after, plan.at(0).current.id).destinations.contains(replacement));
        for (int i = 1; i < 3; ++i) {
            QCOMPARE(aliasById(after, plan.at(i).current.id).destinations, plan.at(i).current.destinations);
        }
    }

    void import_answeredWithoutRecord_countsAsDone_data()
    {
        QTest::addColumn<Sandbox::FaultRule::Kind>("kind");
        QTest::newRow("200 {}") << Sandbox::FaultRule::Kind::EmptyObject;
        QTest::newRow("204") << Sandbox::FaultRule::Kind::NoContent;
    }

    void import_answeredWithoutRecord_countsAsDone()
    {
        QFETCH(Sandbox::FaultRule::Kind, kind);
        const QList<DomainAliases> account = loadAccount();
        const Core::Alias existing = firstPlainAlias(domainNamed(account, TestSupport::demoBusyDomain));
        QByteArray csv = "domain,localpart,catch_all,enabled,destinations\n";
        csv += "acme-studio.example,no-record-created,false,true,created@example.net\n";
        csv += rowFor(existing, existing.enabled, "no-record-changed@example.net");
        const auto plan = AliasChangePlan::forImport(Core::AliasFile::parse(csv).records, account);
        QCOMPARE(plan.size(), 2);
        QCOMPARE(plan.at(0).kind, Kind::Create);
        QCOMPARE(plan.at(1).kind, Kind::Update);
        // The service carries both requests out but answers without the record.
        m_fixture.sandbox()->addFault(TestSupport::ruleFor(kind, "POST", u"/domains/*/aliases"_s));
        m_fixture.sandbox()->addFault(TestSupport::ruleFor(kind, "PATCH", u"/domains/*/aliases/*"_s));

        AliasPlanJob job(m_session, plan);
        QSignalSpy outcomes(&job, &AliasPlanJob::changeFinished);
        QSignalSpy finished(&job, &AliasPlanJob::finished);
        job.start();
        QVERIFY(finished.wait(waitMs));
        QCOMPARE(finished.constFirst().at(0).toInt(), 2);
        QVERIFY(!finished.constFirst().at(1).toBool());
        QCOMPARE(outcomes.count(), 2);
        for (const QList<QVariant> &outcome : std::as_const(outcomes)) {
            const auto error = outcome.at(1).value<Core::ApiError>();
            QVERIFY2(!error.isError(), qPrintable(error.toString()));
        }
        const QList<DomainAliases> after = loadAccount();
        QCOMPARE(aliasNamed(domainNamed(after, TestSupport::demoOtherDomain), u"no-record-created"_s).destinations,
                 QStringList{u"created@example.net"_s});
        QCOMPARE(aliasById(after, existing.id).destinations, QStringList{u"no-record-changed@example.net"_s});
    }

    void replace_answeredWithoutRecord_countsAsDone()
    {
        const QList<DomainAliases> account = seedSharedDestination(u"shared@example.net"_s);
        const auto plan = AliasChangePlan::forReplace(account, u"shared@example.net"_s, replacement);
        QCOMPARE(plan.size(), 3);
        m_fixture.sandbox()->addFault(
            TestSupport::ruleFor(Sandbox::FaultRule::Kind::EmptyObject, "PATCH", u"/domains/*/aliases/*"_s));
        const QList<QList<QVariant>> outcomes = runToTheEnd(plan);
        QCOMPARE(outcomes.count(), 3);
        for (const QList<QVariant> &outcome : std::as_const(outcomes)) {
            QVERIFY(!outcome.at(1).value<Core::ApiError>().isError());
        }
        const QList<DomainAliases> after = loadAccount();
        for (const Models::AliasChange &change : plan) {
            QVERIFY(aliasById(after, change.current.id).destinations.contains(replacement));
        }
    }

    void undo_answeredWithoutRecord_leavesTheStack_andTheListShowsTheAlias()
    {
        QSignalSpy aliases(m_session, &Session::aliasesLoaded);
        m_session->loadAliases(m_session->domains()->idOfName(TestSupport::demoBusyDomain));
        QVERIFY(aliases.wait(waitMs));
        Models::DeletedAliasStack stack(m_session);
        const Core::Alias victim = firstPlainAlias(domainNamed(loadAccount(), TestSupport::demoBusyDomain));
        QVERIFY(!victim.id.isEmpty());
        const int before = m_session->aliases()->rowCount();
        std::optional<bool> deleted;
        m_session->deleteAlias(victim.id, this, [&](const Core::ApiResult<Core::Done> &r) { deleted = r.ok(); });
        QVERIFY(QTest::qWaitFor([&] { return deleted.has_value(); }, waitMs));
        QVERIFY(*deleted);
        QCOMPARE(stack.size(), 1);

        m_fixture.sandbox()->addFault(
            TestSupport::ruleFor(Sandbox::FaultRule::Kind::NoContent, "POST", u"/domains/*/aliases"_s));
        aliases.clear();
        std::optional<Core::ApiError> outcome;
        stack.undo(this, [&](const Models::DeletedAliasStack::Entry &, const Core::ApiError &e) { outcome = e; });
        QVERIFY(QTest::qWaitFor([&] { return outcome.has_value(); }, waitMs));
        QVERIFY2(!outcome->isError(), qPrintable(outcome->toString()));
        QCOMPARE(stack.size(), 0); // brought back: nothing left to undo
        QVERIFY(!stack.canUndo());
        // The answer did not say as what: the list is read again and shows it.
        QVERIFY(aliases.count() > 0 || aliases.wait(waitMs));
        QCOMPARE(m_session->aliases()->rowCount(), before);
        QVERIFY(!aliasNamed(domainNamed(loadAccount(), TestSupport::demoBusyDomain), victim.localPart).id.isEmpty());
    }

    void import_stopInTheMiddleLeavesTheRestUntouched()
    {
        const QList<DomainAliases> account = loadAccount();
        const Core::Alias existing = firstPlainAlias(domainNamed(account, TestSupport::demoBusyDomain));
        QByteArray csv = "domain,localpart,catch_all,enabled,destinations\n";
        csv += "acme-studio.example,stop-first,false,true,first@example.net\n";
        csv += rowFor(existing, existing.enabled, "after-stop@example.net");
        csv += "acme-studio.example,stop-third,false,true,third@example.net\n";
        const auto plan = AliasChangePlan::forImport(Core::AliasFile::parse(csv).records, account);
        QCOMPARE(plan.size(), 3);
        QCOMPARE(plan.at(1).kind, Kind::Update);
        runStoppingAfterTheFirstChange(plan);
        if (QTest::currentTestFailed()) {
            return;
        }
        const QList<DomainAliases> after = loadAccount();
        const DomainAliases acme = domainNamed(after, TestSupport::demoOtherDomain);
        QVERIFY(!aliasNamed(acme, u"stop-first"_s).id.isEmpty());
        QCOMPARE(aliasById(after, existing.id).destinations, existing.destinations);
        QVERIFY(aliasNamed(acme, u"stop-third"_s).id.isEmpty());
    }

    void job_sessionGoesAwayMidWay_endsStopped()
    {
        const QList<DomainAliases> account = seedSharedDestination(u"shared@example.net"_s);
        const auto plan = AliasChangePlan::forReplace(account, u"shared@example.net"_s, replacement);
        QCOMPARE(plan.size(), 3);
        m_fixture.sandbox()->addFault(TestSupport::latency("PATCH", u"/domains/*/aliases/*"_s, 1000));
        AliasPlanJob job(m_session, plan);
        QSignalSpy progress(&job, &AliasPlanJob::progress);
        QSignalSpy finished(&job, &AliasPlanJob::finished);
        job.start();
        QCOMPARE(progress.count(), 1); // the first request is under way

        // The account is switched: the session goes, and the answer under way with it.
        m_session = nullptr;
        m_fixture.stop();
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished.constFirst().at(0).toInt(), 0);
        QVERIFY(finished.constFirst().at(1).toBool());
        QVERIFY(job.sessionLost());
        QVERIFY(!job.isRunning());
    }

    void loader_sessionGoesAwayMidWay_fails()
    {
        m_fixture.sandbox()->addFault(TestSupport::latency("GET", u"/domains/*/aliases"_s, 1000));
        Models::AccountAliasesLoader loader(m_session);
        QSignalSpy loaded(&loader, &Models::AccountAliasesLoader::loaded);
        QSignalSpy failed(&loader, &Models::AccountAliasesLoader::failed);
        loader.start();
        QVERIFY(failed.isEmpty());

        m_session = nullptr;
        m_fixture.stop();
        QCOMPARE(failed.count(), 1);
        QCOMPARE(failed.constFirst().at(1).value<Core::ApiError>().kind(), Core::ApiError::Kind::Cancelled);
        QVERIFY(loaded.isEmpty());
    }

    void undo_recreatesTheDeletedAliasWithTheSameFields()
    {
        QSignalSpy aliases(m_session, &Session::aliasesLoaded);
        m_session->loadAliases(m_session->domains()->idOfName(TestSupport::demoBusyDomain));
        QVERIFY(aliases.wait(waitMs));
        Models::DeletedAliasStack stack(m_session);
        QVERIFY(!stack.canUndo());
        Core::Alias victim;
        for (const Core::Alias &alias : m_session->aliases()->aliases()) {
            if (!alias.catchAll && alias.destinations.size() > 1 && victim.id.isEmpty()) {
                victim = alias; // several destinations: their order must come back too
            }
        }
        QVERIFY(!victim.id.isEmpty());
        const int before = m_session->aliases()->rowCount();

        std::optional<bool> deleted;
        m_session->deleteAlias(victim.id, this, [&](const Core::ApiResult<Core::Done> &r) { deleted = r.ok(); });
        QVERIFY(QTest::qWaitFor([&] { return deleted.has_value(); }, waitMs));
        QVERIFY(*deleted);
        QCOMPARE(m_session->aliases()->rowCount(), before - 1);
        QVERIFY(stack.canUndo());
        QCOMPARE(stack.top().alias.id, victim.id);
        QCOMPARE(stack.top().domainName, TestSupport::demoBusyDomain);

        std::optional<Core::ApiError> outcome;
        stack.undo(this, [&](const Models::DeletedAliasStack::Entry &, const Core::ApiError &e) { outcome = e; });
        QVERIFY(QTest::qWaitFor([&] { return outcome.has_value(); }, waitMs));
        QVERIFY(!outcome->isError());
        QVERIFY(!stack.canUndo());
        QCOMPARE(m_session->aliases()->rowCount(), before);
        const Core::Alias back = aliasNamed(domainNamed(loadAccount(), TestSupport::demoBusyDomain), victim.localPart);
        QVERIFY(!back.id.isEmpty());
        QCOMPARE(back.catchAll, victim.catchAll);
        QCOMPARE(back.enabled, victim.enabled);
        QCOMPARE(back.destinations, victim.destinations);
    }

private:
    /// Runs @p plan to its end: each change's changeFinished() arguments (its index and its error).
    QList<QList<QVariant>> runToTheEnd(const QList<Models::AliasChange> &plan)
    {
        AliasPlanJob job(m_session, plan);
        QSignalSpy outcomes(&job, &AliasPlanJob::changeFinished);
        QSignalSpy finished(&job, &AliasPlanJob::finished);
        job.start();
        [&] { QVERIFY(finished.wait(waitMs)); }();
        return outcomes;
    }

    /// Runs @p plan and asks the job to stop once its first change is done: it ends stopped after that one.
    void runStoppingAfterTheFirstChange(const QList<Models::AliasChange> &plan)
    {
        AliasPlanJob job(m_session, plan);
        QSignalSpy outcomes(&job, &AliasPlanJob::changeFinished);
        QSignalSpy finished(&job, &AliasPlanJob::finished);
        connect(&job, &AliasPlanJob::changeFinished, &job, [&job](int index) {
            if (index == 0) {
                job.stop();
            }
        });
        job.start();
        QVERIFY(finished.wait(waitMs));
        QCOMPARE(finished.constFirst().at(0).toInt(), 1);
        QVERIFY(finished.constFirst().at(1).toBool());
        QCOMPARE(outcomes.count(), 1);
    }

    QList<DomainAliases> loadAccount()
    {
        Models::AccountAliasesLoader loader(m_session);
        QSignalSpy loaded(&loader, &Models::AccountAliasesLoader::loaded);
        loader.start();
        if (loaded.isEmpty() && !loaded.wait(waitMs)) {
            return {};
        }
        return loaded.constFirst().at(0).value<QList<DomainAliases>>();
    }

    /// Makes two aliases of one domain and one of another forward to @p address (besides what they had).
    QList<DomainAliases> seedSharedDestination(const QString &address)
    {
        QList<Models::AliasChange> changes;
        const QList<DomainAliases> account = loadAccount();
        for (const QString &name :
             {TestSupport::demoBusyDomain, TestSupport::demoBusyDomain, TestSupport::demoOtherDomain}) {
            const DomainAliases domain = domainNamed(account, name);
            const qsizetype index = changes.isEmpty() || changes.constLast().domainId != domain.domainId ? 0 : 1;
            Models::AliasChange change;
            change.kind = Kind::Update;
            change.domainId = domain.domainId;
            change.current = domain.aliases.at(index);
            change.draft = Core::AliasDraft::fromAlias(change.current);
            change.draft.destinations.append(address);
            changes.append(change);
        }
        applyAll(changes);
        return loadAccount();
    }

    /// Another client renames @p change's alias and switches it, without this session knowing.
    /// Fills @p plan with the replacement of a destination three aliases share, then has another device rename
    /// and switch the first of them that is not a catch-all. Returns the index of that change in the plan (-1
    /// where every alias is a catch-all).
    qsizetype planReplaceThenChangeOneElsewhere(QList<Models::AliasChange> &plan)
    {
        const QList<DomainAliases> account = seedSharedDestination(u"shared@example.net"_s);
        plan = AliasChangePlan::forReplace(account, u"shared@example.net"_s, replacement);
        const qsizetype renamed = firstNotCatchAll(plan);
        if (renamed >= 0) {
            changeElsewhere(plan.at(renamed), u"renamed-elsewhere"_s, !plan.at(renamed).current.enabled);
        }
        return renamed;
    }

    void changeElsewhere(const Models::AliasChange &change, const QString &localPart, bool enabled)
    {
        Session other(m_fixture.sandbox()->url(), m_fixture.sandbox()->sessionKey());
        QSignalSpy domains(&other, &Session::domainsLoaded);
        other.open();
        QVERIFY(domains.wait(waitMs));
        Core::AliasDraft draft = Core::AliasDraft::fromAlias(change.current);
        draft.localPart = localPart;
        draft.enabled = enabled;
        std::optional<Core::ApiResult<Core::Alias>> result;
        other.updateAliasIn(change.domainId, change.current.id, draft, this,
                            [&](const Core::ApiResult<Core::Alias> &r) { result = r; });
        QVERIFY(QTest::qWaitFor([&] { return result.has_value(); }, waitMs));
        QVERIFY2(result->ok(), qPrintable(result->error().toString()));
    }

    /// The bodies of the PATCH requests the sandbox received, in order.
    static QList<QJsonObject> patchBodies(const QSignalSpy &requests)
    {
        QList<QJsonObject> bodies;
        for (const QList<QVariant> &request : requests) {
            if (request.at(0).toByteArray() == "PATCH") {
                bodies << QJsonDocument::fromJson(request.at(2).toByteArray()).object();
            }
        }
        return bodies;
    }

    void applyAll(const QList<Models::AliasChange> &changes)
    {
        AliasPlanJob job(m_session, changes);
        QSignalSpy outcomes(&job, &AliasPlanJob::changeFinished);
        QSignalSpy finished(&job, &AliasPlanJob::finished);
        job.start();
        QVERIFY(finished.wait(waitMs));
        for (const QList<QVariant> &outcome : std::as_const(outcomes)) {
            QVERIFY(!outcome.at(1).value<Core::ApiError>().isError());
        }
    }

    static DomainAliases domainNamed(const QList<DomainAliases> &account, const QString &name)
    {
        for (const DomainAliases &domain : account) {
            if (domain.domainName == name) {
                return domain;
            }
        }
        return {};
    }

    static Core::Alias aliasNamed(const DomainAliases &domain, const QString &localPart)
    {
        for (const Core::Alias &alias : domain.aliases) {
            if (!alias.catchAll && alias.localPart.compare(localPart, Qt::CaseInsensitive) == 0) {
                return alias;
            }
        }
        return {};
    }

    static Core::Alias aliasById(const QList<DomainAliases> &account, const QString &id)
    {
        for (const DomainAliases &domain : account) {
            for (const Core::Alias &alias : domain.aliases) {
                if (alias.id == id) {
                    return alias;
                }
            }
        }
        return {};
    }

    static qsizetype firstNotCatchAll(const QList<Models::AliasChange> &plan)
    {
        for (qsizetype i = 0; i < plan.size(); ++i) {
            if (!plan.at(i).current.catchAll) {
                return i;
            }
        }
        return -1;
    }

    static Core::Alias firstPlainAlias(const DomainAliases &domain)
    {
        for (const Core::Alias &alias : domain.aliases) {
            if (!alias.catchAll) {
                return alias;
            }
        }
        return {};
    }

    TestSupport::SessionFixture m_fixture;
    Session *m_session = nullptr;
};

QTEST_GUILESS_MAIN(TestAliasPlanJob)
#include "tst_aliasplanjob.moc"
