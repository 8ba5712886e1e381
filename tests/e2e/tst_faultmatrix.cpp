// SPDX-License-Identifier: GPL-3.0-or-later
// The fault matrix: every operation the panes ask of the Session, against every fault the sandbox injects.
// For each pair: no crash, no row twice and none without an id, no lost edit (once the answer and any
// re-read it caused are in, the table agrees with what the service holds, and a refused change is rolled
// back), and a failure that ErrorText can put into words. Each row prints its outcome; docs/reliability.md
// has the table.

#include "core/apiclient.h"
#include "gui/widgets/errortext.h"
#include "models/aliasmodel.h"
#include "models/apikeymodel.h"
#include "models/domainmodel.h"
#include "models/logmodel.h"
#include "models/session.h"
#include "sandbox/faultrule.h"
#include "sandbox/sandboxserver.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QSet>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include <optional>

using namespace Qt::StringLiterals;
using namespace ForwardDesk;
using Core::ApiError;
using Core::ApiResult;
using Models::Session;
using Sandbox::FaultRule;

namespace {

constexpr int waitMs = 15000;
constexpr int requestTimeoutMs = 400; ///< so that a hanging service costs little time
constexpr int logLimit = 40;
constexpr qint64 recordCapBytes = 32 * 1024; ///< the oversized fault sends 256 KiB against this cap

enum class Op {
    ListDomains,
    CreateDomain,
    VerifyDomain,
    DeleteDomain,
    ListAliases,
    CreateAlias,
    UpdateAlias,
    ToggleAlias,
    DeleteAlias,
    ListLogs,
    ListKeys,
    CreateKey,
    DeleteKey,
};

struct OpInfo
{
    Op op;
    const char *name;
    QByteArray method;
    QString route;
    Session::List list;
};

const QList<OpInfo> &operations()
{
    static const QList<OpInfo> all = {
        {Op::ListDomains, "list domains", "GET", u"/domains"_s, Session::List::Domains},
        {Op::CreateDomain, "create domain", "POST", u"/domains"_s, Session::List::Domains},
        {Op::VerifyDomain, "verify domain", "POST", u"/domains/*/verify"_s, Session::List::Domains},
        {Op::DeleteDomain, "delete domain", "DELETE", u"/domains/*"_s, Session::List::Domains},
        {Op::ListAliases, "list aliases", "GET", u"/domains/*/aliases"_s, Session::List::Aliases},
        {Op::CreateAlias, "create alias", "POST", u"/domains/*/aliases"_s, Session::List::Aliases},
        {Op::UpdateAlias, "update alias", "PATCH", u"/domains/*/aliases/*"_s, Session::List::Aliases},
        {Op::ToggleAlias, "toggle alias", "PATCH", u"/domains/*/aliases/*"_s, Session::List::Aliases},
        {Op::DeleteAlias, "delete alias", "DELETE", u"/domains/*/aliases/*"_s, Session::List::Aliases},
        {Op::ListLogs, "list logs", "GET", u"/logs"_s, Session::List::Logs},
        {Op::ListKeys, "list keys", "GET", u"/api-keys"_s, Session::List::ApiKeys},
        {Op::CreateKey, "create key", "POST", u"/api-keys"_s, Session::List::ApiKeys},
        {Op::DeleteKey, "delete key", "DELETE", u"/api-keys/*"_s, Session::List::ApiKeys},
    };
    return all;
}

struct FaultInfo
{
    const char *name;
    FaultRule rule;
    /// The sandbox answers a success without carrying the request out: the table cannot agree with the
    /// service afterwards for a change the client was told was made (a real service does not do that).
    bool successNotCarriedOut = false;
};

FaultRule rule(FaultRule::Kind kind)
{
    FaultRule result;
    result.kind = kind;
    return result;
}

QList<FaultInfo> faults()
{
    QList<FaultInfo> all;
    FaultRule latency = rule(FaultRule::Kind::Latency);
    latency.milliseconds = 150;
    all.append({"latency 150 ms", latency});
    for (const int status : {500, 502, 503}) {
        FaultRule error = rule(FaultRule::Kind::Error);
        error.status = status;
        all.append({status == 500 ? "500" : status == 502 ? "502" : "503", error});
    }
    FaultRule rateLimit = rule(FaultRule::Kind::RateLimit);
    rateLimit.retryAfterSeconds = 120;
    all.append({"429 Retry-After seconds", rateLimit});
    FaultRule rateLimitDate = rule(FaultRule::Kind::RetryAfterDate);
    rateLimitDate.retryAfterSeconds = 120;
    all.append({"429 Retry-After date", rateLimitDate});
    FaultRule unavailable = rule(FaultRule::Kind::Unavailable);
    unavailable.retryAfterSeconds = 120;
    all.append({"503 Retry-After seconds", unavailable});
    all.append({"malformed JSON", rule(FaultRule::Kind::Malformed), true});
    all.append({"{} success", rule(FaultRule::Kind::EmptyObject)});
    all.append({"204 no content", rule(FaultRule::Kind::NoContent)});
    all.append({"reset", rule(FaultRule::Kind::Reset)});
    all.append({"hang", rule(FaultRule::Kind::Hang)});
    FaultRule trickle = rule(FaultRule::Kind::Trickle);
    trickle.chunkBytes = 512;
    trickle.milliseconds = 2;
    all.append({"trickle", trickle});
    FaultRule oversized = rule(FaultRule::Kind::Oversized);
    oversized.bodyBytes = 8 * recordCapBytes;
    all.append({"oversized body", oversized, true});
    all.append({"cyclic next links", rule(FaultRule::Kind::CyclicNext)});
    all.append({"huge page number", rule(FaultRule::Kind::HugePage)});
    return all;
}

/// What one operation ended with, whatever its type.
struct Outcome
{
    bool done = false;
    bool accepted = false;
    bool recordUnknown = false;
    ApiError error;
};

template <typename T>
Outcome outcomeOf(const ApiResult<T> &result)
{
    Outcome outcome;
    outcome.done = true;
    outcome.accepted = result.accepted();
    outcome.recordUnknown = result.recordUnknown();
    outcome.error = result.ok() ? ApiError() : result.error();
    return outcome;
}

QString describe(const Outcome &outcome)
{
    if (!outcome.done) {
        return u"no answer"_s;
    }
    if (outcome.recordUnknown) {
        return u"accepted, record unknown: re-read"_s;
    }
    if (outcome.accepted) {
        return u"ok"_s;
    }
    return Gui::ErrorText::title(outcome.error);
}

/// Runs the event loop until @p done or the wait is over.
void waitFor(const std::function<bool()> &done)
{
    QElapsedTimer clock;
    clock.start();
    while (!done() && clock.elapsed() < waitMs) {
        QEventLoop loop;
        QTimer::singleShot(5, &loop, &QEventLoop::quit);
        loop.exec();
    }
}

} // namespace

class TestFaultMatrix final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        qRegisterMetaType<ApiError>();
        m_clock.start();
    }

    void everyOperation_everyFault_data()
    {
        QTest::addColumn<int>("op");
        QTest::addColumn<int>("fault");
        const QList<FaultInfo> all = faults();
        for (const OpInfo &op : operations()) {
            for (qsizetype f = 0; f < all.size(); ++f) {
                QTest::addRow("%s / %s", op.name, all.at(f).name) << int(op.op) << int(f);
            }
        }
    }

    void everyOperation_everyFault()
    {
        QFETCH(int, op);
        QFETCH(int, fault);
        const OpInfo &info = operations().at(op);
        const FaultInfo faultInfo = faults().at(fault);

        Sandbox::SandboxServer sandbox;
        QVERIFY(sandbox.start(Sandbox::SandboxOptions()));
        Session session(sandbox.url(), sandbox.sessionKey());
        session.setRequestTimeout(requestTimeoutMs);
        session.setRetryPolicy({3, 10, 40, 5});
        session.setBodyLimits(recordCapBytes, 16 * 1024);
        QSignalSpy failed(&session, &Session::loadFailed);
        QSignalSpy aliasesFailed(&session, &Session::aliasesLoadFailed);
        QSignalSpy logsFailed(&session, &Session::logsLoadFailed);
        QSignalSpy keysFailed(&session, &Session::apiKeysLoadFailed);
        QSignalSpy domainsLoaded(&session, &Session::domainsLoaded);
        QSignalSpy aliasesLoaded(&session, &Session::aliasesLoaded);
        QSignalSpy logsLoaded(&session, &Session::logsLoaded);
        QSignalSpy keysLoaded(&session, &Session::apiKeysLoaded);

        // What a pane has on screen before the user acts: domains, one domain's aliases, logs and keys.
        session.open();
        QVERIFY(domainsLoaded.wait(waitMs));
        QString domainId;
        for (const Core::Domain &domain : session.domains()->domains()) {
            if (domain.aliasCount > 3 && domain.status != Core::Domain::Status::Active) {
                domainId = domain.id;
            }
        }
        QVERIFY(!domainId.isEmpty());
        session.loadAliases(domainId);
        QVERIFY(aliasesLoaded.wait(waitMs));
        session.refreshLogs(logLimit);
        QVERIFY(logsLoaded.wait(waitMs));
        session.refreshApiKeys();
        QVERIFY(keysLoaded.wait(waitMs));
        const QStringList idsBefore = modelIds(session, info.list);
        const Core::Alias aliasBefore = session.aliases()->aliasAt(0);
        QString keyId;
        for (int row = 0; row < session.apiKeys()->rowCount(); ++row) {
            if (session.apiKeys()->keyAt(row).id != session.apiKeys()->currentKeyId()) {
                keyId = session.apiKeys()->keyAt(row).id;
            }
        }
        QVERIFY(!keyId.isEmpty());
        domainsLoaded.clear();
        aliasesLoaded.clear();
        logsLoaded.clear();
        keysLoaded.clear();

        FaultRule injected = faultInfo.rule;
        injected.method = info.method;
        injected.route = info.route;
        sandbox.addFault(injected);

        // The operation, as the pane asks for it.
        Outcome outcome;
        QObject context; // destroyed first: no handler runs once this row is over
        Core::AliasDraft edit;
        edit.localPart = aliasBefore.localPart;
        edit.catchAll = aliasBefore.catchAll;
        edit.enabled = aliasBefore.enabled;
        edit.destinations = {u"changed@example.net"_s};
        const auto loadedOrFailed = [&](QSignalSpy &loaded, QSignalSpy &loadFailed) {
            waitFor([&] { return loaded.count() > 0 || loadFailed.count() > 0; });
            outcome.done = loaded.count() > 0 || loadFailed.count() > 0;
            outcome.accepted = loaded.count() > 0;
            if (loadFailed.count() > 0) {
                outcome.error = loadFailed.first().first().value<ApiError>();
            }
        };
        switch (Op(op)) {
        case Op::ListDomains:
            session.refreshDomains();
            loadedOrFailed(domainsLoaded, failed);
            break;
        case Op::CreateDomain:
            session.createDomain(u"fault-matrix.example"_s, &context,
                                 [&](const ApiResult<Core::Domain> &r) { outcome = outcomeOf(r); });
            break;
        case Op::VerifyDomain:
            session.verifyDomain(domainId, &context, [&](const ApiResult<Core::Domain> &r) { outcome = outcomeOf(r); });
            break;
        case Op::DeleteDomain:
            session.deleteDomain(domainId, &context, [&](const ApiResult<Core::Done> &r) { outcome = outcomeOf(r); });
            break;
        case Op::ListAliases:
            session.loadAliases(domainId);
            loadedOrFailed(aliasesLoaded, aliasesFailed);
            break;
        case Op::CreateAlias: {
            Core::AliasDraft draft;
            draft.localPart = u"fault-matrix"_s;
            draft.destinations = {u"me@example.net"_s};
            session.createAlias(draft, &context, [&](const ApiResult<Core::Alias> &r) { outcome = outcomeOf(r); });
            break;
        }
        case Op::UpdateAlias:
            session.updateAlias(aliasBefore.id, edit, &context,
                                [&](const ApiResult<Core::Alias> &r) { outcome = outcomeOf(r); });
            break;
        case Op::ToggleAlias:
            session.setAliasEnabled(aliasBefore.id, !aliasBefore.enabled, &context,
                                    [&](const ApiResult<Core::Alias> &r) { outcome = outcomeOf(r); });
            break;
        case Op::DeleteAlias:
            session.deleteAlias(aliasBefore.id, &context,
                                [&](const ApiResult<Core::Done> &r) { outcome = outcomeOf(r); });
            break;
        case Op::ListLogs:
            session.refreshLogs(logLimit);
            loadedOrFailed(logsLoaded, logsFailed);
            break;
        case Op::ListKeys:
            session.refreshApiKeys();
            loadedOrFailed(keysLoaded, keysFailed);
            break;
        case Op::CreateKey:
            session.createApiKey(u"fault matrix"_s, &context,
                                 [&](const ApiResult<Core::NewApiKey> &r) { outcome = outcomeOf(r); });
            break;
        case Op::DeleteKey:
            session.deleteApiKey(keyId, &context, [&](const ApiResult<Core::Done> &r) { outcome = outcomeOf(r); });
            break;
        }
        waitFor([&] { return outcome.done; });
        QVERIFY2(outcome.done, "the operation never ended");

        // A change accepted without its record is read again: wait for that list to come back.
        if (outcome.recordUnknown) {
            QSignalSpy &reread = info.list == Session::List::Domains ? domainsLoaded
                : info.list == Session::List::Aliases                ? aliasesLoaded
                                                                     : keysLoaded;
            waitFor([&] { return reread.count() > 0; });
            QVERIFY2(reread.count() > 0, "no re-read after a success without a record");
        }

        // No row twice, none without an id.
        const QStringList ids = modelIds(session, info.list);
        QCOMPARE(QSet<QString>(ids.cbegin(), ids.cend()).size(), ids.size());
        QVERIFY(!ids.contains(QString()));

        // A failure comes with words.
        if (!outcome.accepted) {
            QVERIFY(outcome.error.isError());
            QVERIFY(!Gui::ErrorText::title(outcome.error).isEmpty());
            QVERIFY(!Gui::ErrorText::explanation(outcome.error).isEmpty());
            checkExpectedFailure(faultInfo.rule.kind, info, outcome.error);
        } else {
            checkExpectedSuccess(faultInfo.rule.kind, info, outcome);
        }
        if (QTest::currentTestFailed()) {
            return;
        }

        // A refused change is rolled back; a failed load keeps what was shown.
        if (!outcome.accepted) {
            QCOMPARE(modelIds(session, info.list), idsBefore);
            if (Op(op) == Op::ToggleAlias || Op(op) == Op::UpdateAlias) {
                const Core::Alias now = session.aliases()->aliasAt(session.aliases()->rowOf(aliasBefore.id));
                QCOMPARE(now.enabled, aliasBefore.enabled);
                QCOMPARE(now.destinations, aliasBefore.destinations);
            }
        }

        // No lost edit: the table agrees with the service.
        sandbox.clearFaults();
        if (!faultInfo.successNotCarriedOut || !outcome.accepted || outcome.recordUnknown) {
            QCOMPARE(sorted(ids), sorted(serviceIds(sandbox, info.list, domainId)));
            if ((Op(op) == Op::ToggleAlias || Op(op) == Op::UpdateAlias) && outcome.accepted) {
                const Core::Alias now = session.aliases()->aliasAt(session.aliases()->rowOf(aliasBefore.id));
                const Core::Alias there = serviceAlias(sandbox, domainId, aliasBefore.id);
                QCOMPARE(now.enabled, there.enabled);
                QCOMPARE(now.destinations, there.destinations);
                if (!faultInfo.successNotCarriedOut) {
                    QCOMPARE(now.enabled, Op(op) == Op::ToggleAlias ? !aliasBefore.enabled : aliasBefore.enabled);
                    QCOMPARE(now.destinations,
                             Op(op) == Op::UpdateAlias ? edit.destinations : aliasBefore.destinations);
                }
            }
        }

        qInfo().noquote() << u"| %1 | %2 | %3 |"_s.arg(QString::fromLatin1(info.name),
                                                       QString::fromLatin1(faultInfo.name), describe(outcome));
    }

    void cleanupTestCase() { qInfo("fault matrix: %lld ms", static_cast<long long>(m_clock.elapsed())); }

private:
    static void checkExpectedFailure(FaultRule::Kind kind, const OpInfo &info, const ApiError &error)
    {
        using Kind = ApiError::Kind;
        switch (kind) {
        case FaultRule::Kind::Error:
            QCOMPARE(error.kind(), Kind::ServerError);
            break;
        case FaultRule::Kind::RateLimit:
        case FaultRule::Kind::RetryAfterDate:
            QCOMPARE(error.kind(), Kind::RateLimited);
            QVERIFY(error.retryAfterSeconds() >= 119);
            break;
        case FaultRule::Kind::Unavailable:
            QCOMPARE(error.kind(), Kind::ServerError);
            QCOMPARE(error.httpStatus(), 503);
            break;
        case FaultRule::Kind::Reset:
            QCOMPARE(error.kind(), Kind::Network);
            break;
        case FaultRule::Kind::Hang:
            QCOMPARE(error.kind(), Kind::Timeout);
            break;
        case FaultRule::Kind::Malformed:
            QCOMPARE(info.method, QByteArray("GET")); // a 2xx to a change is accepted
            QCOMPARE(error.kind(), Kind::UnexpectedResponse);
            QCOMPARE(error.reason(), ApiError::Reason::NotJson);
            break;
        case FaultRule::Kind::EmptyObject:
        case FaultRule::Kind::NoContent:
            QCOMPARE(info.method, QByteArray("GET"));
            QCOMPARE(error.kind(), Kind::UnexpectedResponse);
            QCOMPARE(error.reason(), ApiError::Reason::NoList);
            break;
        case FaultRule::Kind::Oversized:
            // A change answered with too much is accepted and read again; a list or a deletion is refused.
            QVERIFY(info.method == "GET" || info.method == "DELETE");
            QCOMPARE(error.reason(), ApiError::Reason::AnswerTooLarge);
            break;
        default:
            QFAIL(qPrintable(u"unexpected failure: %1"_s.arg(error.toString())));
        }
    }

    static void checkExpectedSuccess(FaultRule::Kind kind, const OpInfo &info, const Outcome &outcome)
    {
        switch (kind) {
        case FaultRule::Kind::Error:
        case FaultRule::Kind::RateLimit:
        case FaultRule::Kind::RetryAfterDate:
        case FaultRule::Kind::Unavailable:
        case FaultRule::Kind::Reset:
        case FaultRule::Kind::Hang:
            QFAIL("a request the service never answered was reported as done");
            break;
        case FaultRule::Kind::EmptyObject:
        case FaultRule::Kind::NoContent:
        case FaultRule::Kind::Malformed:
        case FaultRule::Kind::Oversized:
            // A change without a usable record is never a value: the record is read again.
            if (info.method == "POST" || info.method == "PATCH") {
                QVERIFY(outcome.recordUnknown);
            }
            break;
        default:
            break;
        }
    }

    static QStringList modelIds(const Session &session, Session::List list)
    {
        QStringList ids;
        switch (list) {
        case Session::List::Domains:
            for (const Core::Domain &domain : session.domains()->domains()) {
                ids << domain.id;
            }
            break;
        case Session::List::Aliases:
            for (int row = 0; row < session.aliases()->rowCount(); ++row) {
                ids << session.aliases()->aliasAt(row).id;
            }
            break;
        case Session::List::Logs:
            for (int row = 0; row < session.logs()->rowCount(); ++row) {
                ids << session.logs()->entryAt(row).id;
            }
            break;
        case Session::List::ApiKeys:
            for (int row = 0; row < session.apiKeys()->rowCount(); ++row) {
                ids << session.apiKeys()->keyAt(row).id;
            }
            break;
        }
        return ids;
    }

    /// What the service holds now, read by a client of its own.
    template <typename T, typename Start>
    static std::optional<T> fetch(Sandbox::SandboxServer &sandbox, Start start)
    {
        Core::ApiClient client;
        client.setServiceUrl(sandbox.url());
        client.setApiKey(sandbox.sessionKey());
        client.setApiRoot(sandbox.url());
        QObject context;
        std::optional<T> value;
        bool done = false;
        start(client, &context, [&](ApiResult<T> result) {
            done = true;
            if (result.ok()) {
                value = result.takeValue();
            }
        });
        waitFor([&] { return done; });
        return value;
    }

    static QStringList serviceIds(Sandbox::SandboxServer &sandbox, Session::List list, const QString &domainId)
    {
        QStringList ids;
        switch (list) {
        case Session::List::Domains: {
            const auto domains = fetch<QList<Core::Domain>>(
                sandbox, [](Core::ApiClient &c, QObject *x, auto h) { c.listDomains(x, h); });
            for (const Core::Domain &domain : domains.value_or(QList<Core::Domain>())) {
                ids << domain.id;
            }
            break;
        }
        case Session::List::Aliases: {
            const auto aliases = fetch<QList<Core::Alias>>(
                sandbox, [&](Core::ApiClient &c, QObject *x, auto h) { c.listAliases(domainId, x, h); });
            for (const Core::Alias &alias : aliases.value_or(QList<Core::Alias>())) {
                ids << alias.id;
            }
            break;
        }
        case Session::List::Logs: {
            const auto logs = fetch<QList<Core::LogEntry>>(
                sandbox, [](Core::ApiClient &c, QObject *x, auto h) { c.listLogs(logLimit, x, h); });
            for (const Core::LogEntry &entry : logs.value_or(QList<Core::LogEntry>())) {
                ids << entry.id;
            }
            break;
        }
        case Session::List::ApiKeys: {
            const auto keys = fetch<QList<Core::ApiKey>>(
                sandbox, [](Core::ApiClient &c, QObject *x, auto h) { c.listApiKeys(x, h); });
            for (const Core::ApiKey &key : keys.value_or(QList<Core::ApiKey>())) {
                ids << key.id;
            }
            break;
        }
        }
        return ids;
    }

    static Core::Alias serviceAlias(Sandbox::SandboxServer &sandbox, const QString &domainId, const QString &aliasId)
    {
        const auto aliases = fetch<QList<Core::Alias>>(
            sandbox, [&](Core::ApiClient &c, QObject *x, auto h) { c.listAliases(domainId, x, h); });
        for (const Core::Alias &alias : aliases.value_or(QList<Core::Alias>())) {
            if (alias.id == aliasId) {
                return alias;
            }
        }
        return {};
    }

    static QStringList sorted(QStringList ids)
    {
        ids.sort();
        return ids;
    }

    QElapsedTimer m_clock;
};

QTEST_MAIN(TestFaultMatrix)
#include "tst_faultmatrix.moc"
