// SPDX-License-Identifier: GPL-3.0-or-later
// ApiClient over real HTTP against the sandbox: discovery, tolerant lists, safety, faults.

#include "apiwait.h"
#include "core/apiclient.h"
#include "core/urlpolicy.h"
#include "sandboxfixture.h"
#include "sandboxreadings.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace ForwardDesk;
using Core::Alias;
using Core::ApiClient;
using Core::ApiError;
using Core::ApiResult;
using Core::Domain;
using Core::ListReport;
using Sandbox::FaultRule;
using Sandbox::SandboxOptions;
using TestSupport::SandboxFixture;

namespace {

constexpr int waitMs = 15000;

/// Starts @p sandbox with @p options (the demo seed unless they say otherwise) and points @p client at its
/// service URL, signed in with the seeded account's key; no discovery yet.
bool startSignedIn(SandboxFixture &sandbox, ApiClient &client, const SandboxOptions &options = {})
{
    if (!sandbox.start(options) || client.setServiceUrl(sandbox.server()->url()).isError()) {
        return false;
    }
    client.setApiKey(sandbox.key());
    return true;
}

/// This row's reading of the API (TestSupport::everyReadingOptions()), the 8 demo domains on three pages.
SandboxOptions everyReadingOnThreePages()
{
    SandboxOptions options = TestSupport::everyReadingOptions();
    options.pageSize = 3;
    return options;
}

/// Like startSignedIn(), with the API root set to the server's root directly (no discovery) and, when given,
/// the fault @p faultSpec in force (the sandbox's --fault syntax: "kind=error,status=503,times=2"); false if
/// the sandbox did not start, the address is refused or the spec is not understood.
bool startAtRoot(SandboxFixture &sandbox, ApiClient &client, const QString &faultSpec = {})
{
    if (!startSignedIn(sandbox, client)) {
        return false;
    }
    if (!faultSpec.isEmpty()) {
        FaultRule fault;
        QString error;
        if (!FaultRule::parse(faultSpec, &fault, &error)) {
            qWarning().noquote() << error;
            return false;
        }
        sandbox.server()->addFault(fault);
    }
    client.setApiRoot(sandbox.server()->url());
    return true;
}

/// startAtRoot() with a key the service refuses, the client told to hold its requests on such a refusal.
bool startHoldingWithRevokedKey(SandboxFixture &sandbox, ApiClient &client)
{
    if (!startAtRoot(sandbox, client)) {
        return false;
    }
    client.setHoldOnInvalidToken(true);
    client.setApiKey(u"fwd_revokedrevokedrevokedrevokedrevoked00"_s);
    return true;
}

ApiResult<QList<Domain>> listDomains(ApiClient &client)
{
    return TestSupport::waitForResult<QList<Domain>>(
        waitMs, [&client](QObject *ctx, auto handler) { client.listDomains(ctx, handler); });
}

QStringList names(const QList<Domain> &domains)
{
    QStringList result;
    for (const Domain &domain : domains) {
        result << domain.id + u' ' + domain.name;
    }
    return result;
}

ApiResult<QUrl> discover(ApiClient &client)
{
    return TestSupport::waitForResult<QUrl>(
        waitMs, [&client](QObject *ctx, auto handler) { client.discoverApiRoot(ctx, handler); });
}

/// A one-shot raw HTTP server on loopback that answers every request with @p response and remembers
/// the requests it saw (to prove what a client sent, or did not send).
class RawServer final : public QObject
{
public:
    explicit RawServer(QByteArray response)
        : m_response(std::move(response))
    {
        m_server.listen(QHostAddress::LocalHost);
        QObject::connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = m_server.nextPendingConnection()) {
                QObject::connect(socket, &QTcpSocket::readyRead, this, [this, socket] {
                    m_requests += socket->readAll();
                    if (m_requests.contains("\r\n\r\n")) {
                        socket->write(m_response);
                        socket->disconnectFromHost();
                    }
                });
            }
        });
    }
    [[nodiscard]] quint16 port() const { return m_server.serverPort(); }
    [[nodiscard]] QByteArray requests() const { return m_requests; }

private:
    QTcpServer m_server;
    QByteArray m_response;
    QByteArray m_requests;
};

} // namespace

class TestApiClient final : public QObject
{
    Q_OBJECT

private slots:
    void discover_prefixVariants_findsTheRoot_data()
    {
        QTest::addColumn<int>("prefix");
        QTest::addColumn<QString>("expectedPath");
        QTest::newRow("none") << int(SandboxOptions::Prefix::None) << QString();
        QTest::newRow("api") << int(SandboxOptions::Prefix::Api) << u"/api"_s;
        QTest::newRow("both") << int(SandboxOptions::Prefix::Both) << QString();
    }

    void discover_prefixVariants_findsTheRoot()
    {
        QFETCH(int, prefix);
        QFETCH(QString, expectedPath);
        SandboxOptions options;
        options.prefix = static_cast<SandboxOptions::Prefix>(prefix);
        SandboxFixture sandbox;
        ApiClient client;
        QVERIFY(startSignedIn(sandbox, client, options));
        const ApiResult<QUrl> root = discover(client);
        QVERIFY2(root.ok(), qPrintable(root.error().toString()));
        QCOMPARE(root.value().path(), expectedPath);
        const auto domains = listDomains(client);
        QVERIFY2(domains.ok(), qPrintable(domains.error().toString()));
        QCOMPARE(domains.value().size(), 8);
    }

    void discover_userGivenPath_isRespectedWithoutProbing()
    {
        SandboxOptions options;
        options.prefix = SandboxOptions::Prefix::Api;
        SandboxFixture sandbox;
        QVERIFY2(sandbox.start(options), qPrintable(sandbox.lastError()));
        ApiClient client;
        const QUrl url = sandbox.rawUrl(u"/api"_s);
        QVERIFY(!client.setServiceUrl(url).isError());
        client.setApiKey(sandbox.key());
        const int before = sandbox.server()->requestCount();
        const ApiResult<QUrl> root = discover(client);
        QVERIFY(root.ok());
        QCOMPARE(root.value(), url);
        QCOMPARE(sandbox.server()->requestCount(), before);
    }

    void listDomains_everyListReading_data() { TestSupport::addEveryReadingRows(); }

    void listDomains_everyListReading()
    {
        const SandboxOptions options = everyReadingOnThreePages();
        SandboxFixture sandbox;
        ApiClient client;
        QVERIFY(startSignedIn(sandbox, client, options));
        QVERIFY(discover(client).ok());

        const auto result = listDomains(client);
        QVERIFY2(result.ok(), qPrintable(result.error().toString()));
        const QList<Domain> domains = result.value();
        QCOMPARE(domains.size(), 8);
        QSet<QString> seenIds;
        for (const Domain &domain : domains) {
            QVERIFY(!domain.id.isEmpty());
            seenIds.insert(domain.id);
            QVERIFY(!domain.name.isEmpty());
            QVERIFY2(domain.createdAt.isValid(), qPrintable(domain.name));
            // Every seeded domain was created within the last few years, whatever the time format.
            QVERIFY(std::abs(domain.createdAt.daysTo(QDateTime::currentDateTimeUtc())) < 3 * 366);
            QVERIFY(domain.status != Domain::Status::Unknown);
            QVERIFY(!domain.records.isEmpty());
        }
        QCOMPARE(seenIds.size(), 8);
        if (options.ids == SandboxOptions::Ids::Uuid) {
            QVERIFY(!QUuid::fromString(domains.first().id).isNull());
        }
    }

    void discoverWithDomains_everyListReading_readsTheProbeAsTheFirstPage_data() { TestSupport::addEveryReadingRows(); }

    void discoverWithDomains_everyListReading_readsTheProbeAsTheFirstPage()
    {
        const SandboxOptions options = everyReadingOnThreePages();
        SandboxFixture sandbox;
        ApiClient client;
        QVERIFY(startSignedIn(sandbox, client, options));

        QObject context;
        std::optional<ApiResult<QUrl>> root;
        std::optional<ApiResult<QList<Domain>>> listed;
        client.discoverApiRoot(
            &context, [&](ApiResult<QUrl> r) { root = std::move(r); },
            [&](ApiResult<QList<Domain>> r) {
                QVERIFY(root.has_value()); // the root is known before the list
                listed = std::move(r);
            });
        QTRY_VERIFY_WITH_TIMEOUT(listed.has_value(), waitMs);
        QVERIFY2(root->ok(), qPrintable(root->error().toString()));
        QVERIFY2(listed->ok(), qPrintable(listed->error().toString()));
        const QStringList first = names(listed->value());
        QCOMPARE(QSet<QString>(first.cbegin(), first.cend()).size(), 8);
        // The same list, read the same way, as a list asked for on its own.
        const auto again = listDomains(client);
        QVERIFY2(again.ok(), qPrintable(again.error().toString()));
        QCOMPARE(first, names(again.value()));
        QCOMPARE(listed->listReport().pages, again.listReport().pages);
        QCOMPARE(listed->listReport().pagingStop, ListReport::PagingStop::Complete);
    }

    void listDomains_readingAhead_keepsWhatEveryPagingGives_data()
    {
        QTest::addColumn<int>("style");
        QTest::addColumn<QString>("fault");
        QTest::addColumn<bool>("fromPageThree"); // in force once page 2 is asked for: it hits a page read ahead
        QTest::addColumn<int>("pages"); // 0: the list fails
        QTest::addColumn<int>("items");
        QTest::addColumn<int>("duplicates");
        QTest::addColumn<int>("stop");
        // Every page's body decoded on a worker: a page read ahead is then decoded as soon as it has come, beside
        // the page before it (DecodedPage), and a guess dropped is abandoned while it may still be decoding.
        QTest::addColumn<bool>("onWorkers");
        using Stop = ListReport::PagingStop;
        for (const bool onWorkers : {false, true}) {
            const char *where = onWorkers ? ", decoded on workers" : "";
            for (const auto &[name, style] :
                 {std::pair("body next", 0), std::pair("link", 1), std::pair("json:api", 2)}) {
                QTest::addRow("%s%s", name, where)
                    << style << QString() << false << 3 << 8 << 0 << int(Stop::Complete) << onWorkers;
                QTest::addRow("%s, cyclic next%s", name, where)
                    << style << u"kind=cyclic-next,route=/domains"_s << false << 3 << 6 << 3 << int(Stop::RepeatedPage)
                    << onWorkers;
                QTest::addRow("%s, huge page%s", name, where) << style << u"kind=huge-page,route=/domains"_s << false
                                                              << 1 << 3 << 0 << int(Stop::PageOutOfRange) << onWorkers;
                QTest::addRow("%s, 503 on page 3%s", name, where)
                    << style << u"kind=error,status=503,times=1,route=/domains"_s << true << 3 << 8 << 0
                    << int(Stop::Complete) << onWorkers;
                QTest::addRow("%s, 429 on page 3%s", name, where)
                    << style << u"kind=rate-limit,times=1,retry-after=1"_s << true << 3 << 8 << 0 << int(Stop::Complete)
                    << onWorkers;
                QTest::addRow("%s, 500 on page 3%s", name, where)
                    << style << u"kind=error,status=500,times=1,route=/domains"_s << true << 0 << 0 << 0 << 0
                    << onWorkers;
            }
        }
    }

    void listDomains_readingAhead_keepsWhatEveryPagingGives()
    {
        QFETCH(int, style);
        QFETCH(QString, fault);
        QFETCH(bool, fromPageThree);
        QFETCH(int, pages);
        QFETCH(int, items);
        QFETCH(int, duplicates);
        QFETCH(int, stop);
        QFETCH(bool, onWorkers);
        SandboxFixture plain; // the same seed in one page: the order every paging must keep
        ApiClient plainClient;
        QVERIFY(startAtRoot(plain, plainClient));
        const QStringList all = names(listDomains(plainClient).value());
        QCOMPARE(all.size(), 8);

        SandboxOptions options;
        options.pageSize = 3;
        options.envelope = SandboxOptions::Envelope::Paged;
        options.paging = style == 1 ? SandboxOptions::Paging::LinkHeader : SandboxOptions::Paging::Body;
        options.style = style == 2 ? SandboxOptions::Style::JsonApi : SandboxOptions::Style::Flat;
        SandboxFixture sandbox;
        ApiClient client;
        QVERIFY(startSignedIn(sandbox, client, options));
        client.setApiRoot(sandbox.server()->url());
        client.setRetryPolicy({3, 20, 100, 30});
        if (onWorkers) {
            client.setLargeBodyThreshold(0);
        }
        FaultRule rule;
        QString why;
        QVERIFY2(fault.isEmpty() || FaultRule::parse(fault, &rule, &why), qPrintable(why));
        if (!fault.isEmpty() && !fromPageThree) {
            sandbox.server()->addFault(rule);
        }
        // The sandbox decides a request's fault before it tells of the request: a rule added when the list's second
        // request comes is in force from the third, however far ahead pages are asked for (the client logs a page
        // only once it has come, by when the next ones may have been answered).
        int listRequests = 0;
        QObject::connect(sandbox.server(), &Sandbox::SandboxServer::requestReceived, &client,
                         [&](const QByteArray &method, const QString &path) {
                             if (fromPageThree && method == "GET" && path.endsWith(u"/domains"_s)
                                 && ++listRequests == 2) {
                                 sandbox.server()->addFault(rule);
                             }
                         });
        const auto result = listDomains(client);
        if (pages == 0) {
            QCOMPARE(result.error().kind(), ApiError::Kind::ServerError);
            return;
        }
        QVERIFY2(result.ok(), qPrintable(result.error().toString()));
        QCOMPARE(names(result.value()), all.first(items));
        QCOMPARE(result.listReport().pages, pages);
        QCOMPARE(result.listReport().duplicates, duplicates);
        QCOMPARE(int(result.listReport().pagingStop), stop);
        QCOMPARE(result.listReport().announcedTotal, 8);
        QCOMPARE(result.listReport().unreadableCount(), 0);
    }

    void discoverWithDomains_refusedKey_asksForTheListAgainAndHoldsIt()
    {
        SandboxFixture sandbox;
        ApiClient client;
        QVERIFY(startSignedIn(sandbox, client));
        client.setHoldOnInvalidToken(true);
        client.setApiKey(u"fwd_revokedrevokedrevokedrevokedrevoked00"_s);

        QObject context;
        std::optional<ApiResult<QUrl>> root;
        std::optional<ApiResult<QList<Domain>>> listed;
        client.discoverApiRoot(
            &context, [&](ApiResult<QUrl> r) { root = std::move(r); },
            [&](ApiResult<QList<Domain>> r) { listed = std::move(r); });
        // The refusal found the root but is no list: the list is asked for and waits for a key.
        QTRY_COMPARE_WITH_TIMEOUT(client.waitingRequestCount(), 1, waitMs);
        QVERIFY(root.has_value() && root->ok());
        QVERIFY(!listed.has_value());

        client.setApiKey(sandbox.key());
        QTRY_VERIFY_WITH_TIMEOUT(listed.has_value(), waitMs);
        QVERIFY2(listed->ok(), qPrintable(listed->error().toString()));
        QCOMPARE(listed->value().size(), 8);
    }

    void setServiceUrl_plainHttpElsewhere_isRefused_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<bool>("allowed");
        QTest::newRow("https") << u"https://forwarding.example"_s << true;
        QTest::newRow("http loopback ip") << u"http://127.0.0.1:8025"_s << true;
        QTest::newRow("http loopback range") << u"http://127.0.0.2:8025"_s << true;
        QTest::newRow("http ipv6 loopback") << u"http://[::1]:8025"_s << true;
        QTest::newRow("http localhost") << u"http://localhost:8025"_s << true;
        QTest::newRow("http remote") << u"http://forwarding.example"_s << false;
        QTest::newRow("http private lan") << u"http://192.168.1.10"_s << false;
        QTest::newRow("credentials in url") << u"https://user:pw@forwarding.example"_s << false;
        QTest::newRow("ftp") << u"ftp://forwarding.example"_s << false;
    }

    void setServiceUrl_plainHttpElsewhere_isRefused()
    {
        QFETCH(QString, url);
        QFETCH(bool, allowed);
        ApiClient client;
        const ApiError error = client.setServiceUrl(QUrl(url));
        QCOMPARE(!error.isError(), allowed);
        if (!allowed) {
            QCOMPARE(error.kind(), ApiError::Kind::InsecureUrl);
        }
    }

    void redirect_toAnotherOrigin_neverCarriesTheKey()
    {
        RawServer target(QByteArrayLiteral("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
                                           "Content-Length: 2\r\nConnection: close\r\n\r\n[]"));
        // localhost vs 127.0.0.1 and another port: a different origin on the same machine.
        const QByteArray location = "http://localhost:" + QByteArray::number(target.port()) + "/domains";
        RawServer redirector("HTTP/1.1 302 Found\r\nLocation: " + location
                             + "\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
        ApiClient client;
        QVERIFY(!client.setServiceUrl(QUrl(u"http://127.0.0.1:%1"_s.arg(redirector.port()))).isError());
        client.setApiRoot(client.serviceUrl());
        client.setApiKey(u"fwd_secretsecretsecretsecretsecretsecret00"_s);
        const auto result = listDomains(client);
        QVERIFY(!result.ok());
        QCOMPARE(result.error().kind(), ApiError::Kind::RedirectRefused);
        QVERIFY(redirector.requests().contains("Bearer fwd_secret"));
        QTest::qWait(200);
        QVERIFY2(!target.requests().contains("fwd_"), target.requests().constData());
    }

    void invalidToken_isReportedAndSignalled()
    {
        SandboxFixture sandbox;
        ApiClient client;
        QVERIFY(startAtRoot(sandbox, client));
        client.setApiKey(u"fwd_unknownunknownunknownunknownunknown00"_s);
        QSignalSpy invalid(&client, &ApiClient::invalidTokenReceived);
        const auto result = listDomains(client);
        QCOMPARE(result.error().kind(), ApiError::Kind::InvalidToken);
        QCOMPARE(invalid.count(), 1);
    }

    void heldRequests_goOnWithTheNewKey()
    {
        SandboxFixture sandbox;
        ApiClient client;
        QVERIFY(startHoldingWithRevokedKey(sandbox, client));
        QSignalSpy invalid(&client, &ApiClient::invalidTokenReceived);
        QObject context;
        std::optional<ApiResult<QList<Domain>>> listed;
        std::optional<ApiResult<Domain>> created;
        client.listDomains(&context, [&listed](ApiResult<QList<Domain>> r) { listed = std::move(r); });
        client.createDomain(u"resumed.example"_s, &context,
                            [&created](ApiResult<Domain> r) { created = std::move(r); });
        QTRY_COMPARE_WITH_TIMEOUT(client.waitingRequestCount(), 2, waitMs);
        QCOMPARE(invalid.count(), 2);
        QVERIFY(!listed && !created); // waiting, not failed

        client.setApiKey(sandbox.key());
        QTRY_VERIFY_WITH_TIMEOUT(listed && created, waitMs);
        QVERIFY2(listed->ok(), qPrintable(listed->error().toString()));
        QVERIFY2(created->ok(), qPrintable(created->error().toString()));
        QCOMPARE(created->value().name, u"resumed.example"_s);
        // The refused POST created nothing the first time: the domain exists once.
        const auto after = listDomains(client);
        QVERIFY(after.ok());
        QCOMPARE(std::count_if(after.value().cbegin(), after.value().cend(),
                               [](const Domain &d) { return d.name == u"resumed.example"_s; }),
                 1);
    }

    void failWaitingRequests_reportsTheRefusedKey()
    {
        SandboxFixture sandbox;
        ApiClient client;
        QVERIFY(startHoldingWithRevokedKey(sandbox, client));
        QObject context;
        std::optional<ApiResult<QList<Domain>>> listed;
        client.listDomains(&context, [&listed](ApiResult<QList<Domain>> r) { listed = std::move(r); });
        QTRY_COMPARE_WITH_TIMEOUT(client.waitingRequestCount(), 1, waitMs);
        client.failWaitingRequests();
        QVERIFY(listed.has_value());
        QCOMPARE(listed->error().kind(), ApiError::Kind::InvalidToken);
        QCOMPARE(client.waitingRequestCount(), 0);
    }

    void freePlan_isExplainedAsPlanWithoutApiAccess()
    {
        SandboxFixture sandbox;
        ApiClient client;
        QVERIFY(startAtRoot(sandbox, client));
        client.setApiKey(sandbox.server()->freePlanKey());
        QCOMPARE(listDomains(client).error().kind(), ApiError::Kind::PlanWithoutApiAccess);
    }

    void get_transientServerErrors_areRetried()
    {
        SandboxFixture sandbox;
        ApiClient client;
        QVERIFY(startAtRoot(sandbox, client, u"kind=error,route=/domains,times=2,status=503"_s));
        client.setRetryPolicy({3, 20, 100, 30});
        QSignalSpy logged(&client, &ApiClient::requestLogged);
        const int before = sandbox.server()->requestCount();
        const auto result = listDomains(client);
        QVERIFY2(result.ok(), qPrintable(result.error().toString()));
        QCOMPARE(sandbox.server()->requestCount() - before, 3);
        QCOMPARE(logged.count(), 3);
        QCOMPARE(logged.at(2).first().value<Core::RequestLogEntry>().attempt, 3);
    }

    void get_rateLimited_waitsForRetryAfter()
    {
        SandboxFixture sandbox;
        ApiClient client;
        QVERIFY(startAtRoot(sandbox, client, u"kind=rate-limit,times=1,retry-after=1"_s));
        QElapsedTimer clock;
        clock.start();
        const auto result = listDomains(client);
        QVERIFY2(result.ok(), qPrintable(result.error().toString()));
        QVERIFY2(clock.elapsed() >= 950, qPrintable(QString::number(clock.elapsed())));
    }

    void get_rateLimitedTooLong_isReportedWithRetryTime()
    {
        SandboxFixture sandbox;
        ApiClient client;
        QVERIFY(startAtRoot(sandbox, client, u"kind=rate-limit,retry-after=120"_s));
        const auto result = listDomains(client);
        QCOMPARE(result.error().kind(), ApiError::Kind::RateLimited);
        QCOMPARE(result.error().retryAfterSeconds(), 120);
    }

    void faults_areReportedAsTheirKind_data()
    {
        QTest::addColumn<QString>("fault");
        QTest::addColumn<int>("kind");
        QTest::newRow("hang") << u"kind=hang"_s << int(ApiError::Kind::Timeout);
        QTest::newRow("reset") << u"kind=reset"_s << int(ApiError::Kind::Network);
        QTest::newRow("malformed") << u"kind=malformed"_s << int(ApiError::Kind::UnexpectedResponse);
        QTest::newRow("500") << u"kind=error,status=500"_s << int(ApiError::Kind::ServerError);
    }

    void faults_areReportedAsTheirKind()
    {
        QFETCH(QString, fault);
        QFETCH(int, kind);
        SandboxFixture sandbox;
        ApiClient client;
        QVERIFY(startAtRoot(sandbox, client, fault));
        client.setRequestTimeout(400);
        client.setRetryPolicy({2, 10, 20, 30});
        const auto result = listDomains(client);
        QVERIFY(!result.ok());
        QCOMPARE(int(result.error().kind()), kind);
    }

    void trickle_slowButSteadyBody_stillArrives()
    {
        SandboxFixture sandbox;
        ApiClient client;
        QVERIFY(startAtRoot(sandbox, client, u"kind=trickle,ms=20,bytes=512"_s));
        const auto result = listDomains(client);
        QVERIFY2(result.ok(), qPrintable(result.error().toString()));
        QCOMPARE(result.value().size(), 8);
    }

    void interactiveRequest_goesBeforeBackgroundOnesWaitingForAConnection()
    {
        // Qt opens six connections to a host: of twelve slow background reads, six (or more, while connections
        // are still being opened) wait for one. A request made meanwhile (interactive, as every request is unless
        // told otherwise) is sent at the first connection that frees, before those, so it is answered before the
        // last of them; sent in the order it came, it would be answered last, in a round of its own.
        SandboxFixture sandbox;
        ApiClient client;
        QVERIFY(startAtRoot(sandbox, client, u"kind=latency,ms=150,route=/domains/*/aliases"_s));
        const auto domains = listDomains(client);
        QVERIFY2(domains.ok() && !domains.value().isEmpty(), qPrintable(domains.error().toString()));
        const QString domainId = domains.value().constFirst().id;
        QObject context;
        QStringList answered;
        constexpr int backgroundReads = 12;
        for (int i = 0; i < backgroundReads; ++i) {
            client.listAliases(
                domainId, &context,
                [&answered](const ApiResult<QList<Alias>> &result) {
                    answered << (result.ok() ? u"background"_s : result.error().toString());
                },
                ApiClient::Urgency::Background);
        }
        client.listAliases(domainId, &context, [&answered](const ApiResult<QList<Alias>> &result) {
            answered << (result.ok() ? u"interactive"_s : result.error().toString());
        });
        QTRY_COMPARE_WITH_TIMEOUT(answered.size(), backgroundReads + 1, waitMs);
        QCOMPARE(answered.count(u"background"_s), backgroundReads);
        const qsizetype at = answered.indexOf(u"interactive"_s);
        QVERIFY2(at < backgroundReads, qPrintable(answered.join(u", "_s)));
    }

    void contextGone_handlerNeverRuns()
    {
        SandboxFixture sandbox;
        ApiClient client;
        QVERIFY(startAtRoot(sandbox, client, u"kind=latency,ms=300"_s));
        bool called = false;
        auto context = std::make_unique<QObject>();
        client.listDomains(context.get(), [&called](const auto &) { called = true; });
        QTest::qWait(50);
        context.reset();
        QTest::qWait(500);
        QVERIFY(!called);
    }
};

QTEST_GUILESS_MAIN(TestApiClient)
#include "tst_apiclient.moc"
