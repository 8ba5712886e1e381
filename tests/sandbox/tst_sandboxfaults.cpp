// SPDX-License-Identifier: GPL-3.0-or-later
// Fault injection (docs/sandbox.md, "Faults"): each kind as a client sees it over HTTP, route matching,
// counts, reproducible rates, runtime changes, and the parsers of fault specs and command lines.
// It stays one file although it is long: the project has one Qt Test executable per subject, and this
// one covers the fault kinds and their parsers.

#include "httpprobe.h"
#include "sandbox/faultrule.h"
#include "sandboxfixture.h"
#include "sandboxtestutil.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QHostAddress>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>
#include <QTcpSocket>
#include <QTest>
#include <QTimeZone>
#include <QUrlQuery>

#include <algorithm>
#include <functional>
#include <optional>

using namespace Qt::StringLiterals;
using namespace ForwardDesk::SandboxTests;
using ForwardDesk::Sandbox::FaultRule;
using ForwardDesk::Sandbox::SandboxOptions;
using ForwardDesk::TestSupport::HttpProbe;
using ForwardDesk::TestSupport::SandboxFixture;

Q_DECLARE_METATYPE(FaultRule::Kind)

namespace {

// Waits are kept short: the whole sandbox suite must stay fast on two cores.
constexpr int LatencyMs = 300;
constexpr int HangTimeoutMs = 400;
constexpr int TrickleMs = 40;
// Qt's default (coarse) timers may fire up to 5% early; a delay a little short of that is still the delay.
constexpr double TimerSlack = 0.95;
constexpr int RateSamples = 40;

FaultRule makeRule(FaultRule::Kind kind, const QString &route = u"*"_s, const QByteArray &method = {})
{
    FaultRule rule;
    rule.kind = kind;
    rule.route = route;
    rule.method = method;
    return rule;
}

QString errorDetail(int status)
{
    switch (status) {
    case 500:
        return u"Internal Server Error"_s;
    case 502:
        return u"Bad Gateway"_s;
    case 503:
        return u"Service Unavailable"_s;
    default:
        return {};
    }
}

} // namespace

class TestSandboxFaults final : public QObject
{
    Q_OBJECT

private slots:
    void init();

    void latency_delaysOnlyMatchingRequests();
    void latency_slowsButCarriesOutWrites();
    void latency_combinesWithOtherFaults();
    void error_answersTheChosenStatus_data();
    void error_answersTheChosenStatus();
    void error_withoutStatus_rotatesThroughAllThree();
    void error_onWrites_isNotCarriedOut();
    void rateLimit_answers429WithRetryAfter_data();
    void rateLimit_answers429WithRetryAfter();
    void malformed_answers200WithBrokenJson();
    void reset_closesTheConnectionWithoutAnswer();
    void hang_neverAnswers_whileServerServesOthers();
    void trickle_deliversTheCompleteAnswerSlowly();
    void route_matchesOnlyTheGivenRequests_data();
    void route_matchesOnlyTheGivenRequests();
    void times_hitsOnlyTheFirstMatchingRequests();
    void rate_withRandomSeed_isReproducible();
    void rate_zero_neverHits();
    void rules_areCheckedInOrder();
    void faults_fromOptions_applyFromTheStart();
    void faults_changeAtRuntime();
    void requestCount_countsEveryRequest();
    void emptyObject_answersEmptyBody_butCarriesOutTheChange();
    void noContent_answers204WithoutBody_butCarriesOutTheChange();
    void emptiedAnswers_leaveErrorsAlone();
    void oversized_sendsExactlyTheGivenBytes_asJsonStart();
    void oversized_default_streams80MiB();
    void cyclicNext_alternatesBetweenPagesOneAndTwo();
    void cyclicNext_withoutBodyLinks_usesTheLinkHeader();
    void hugePage_namesPage2147483647_whichIsRefused();
    void retryAfterDate_answers429WithAnHttpDateAhead();
    void unavailable_answers503WithRetryAfterSeconds();
    void unreadableRecords_loseIdAndName_data();
    void unreadableRecords_loseIdAndName();
    void problemErrors_applyToFaultAnswers();

    void faultRuleParse_acceptsGoodSpecs_data();
    void faultRuleParse_acceptsGoodSpecs();
    void faultRuleParse_refusesBadSpecs_data();
    void faultRuleParse_refusesBadSpecs();
    void optionsParse_acceptsEveryDocumentedOption();
    void optionsParse_withoutArguments_givesDocumentedDefaults();
    void optionsParse_help_isReported();
    void optionsParse_refusesBadValues_data();
    void optionsParse_refusesBadValues();

private:
    HttpProbe::Result get(const QString &path, int timeoutMs = HttpProbe::DefaultTimeoutMs)
    {
        return m_http.send("GET", m_sandbox.url(path), m_sandbox.key(), std::nullopt, timeoutMs);
    }
    HttpProbe::Result createDomain(const QString &name, int timeoutMs = HttpProbe::DefaultTimeoutMs)
    {
        return m_http.send("POST", m_sandbox.url(u"/domains"_s), m_sandbox.key(), QJsonObject{{u"domain"_s, name}},
                           timeoutMs);
    }
    int domainCount() { return get(u"/domains"_s).array().size(); }

    /// Restarted empty (seed none) before each test.
    SandboxFixture m_sandbox;
    HttpProbe m_http;
};

void TestSandboxFaults::init()
{
    QVERIFY2(m_sandbox.start(SandboxFixture::options(SandboxOptions::Seed::None)), qPrintable(m_sandbox.lastError()));
}

// --- latency -----------------------------------------------------------------------------------------

void TestSandboxFaults::latency_delaysOnlyMatchingRequests()
{
    FaultRule rule = makeRule(FaultRule::Kind::Latency, u"/domains"_s);
    rule.milliseconds = LatencyMs;
    m_sandbox.server()->setFaults({rule});

    const auto slow = get(u"/domains"_s);
    VERIFY_STATUS(slow, 200);
    QVERIFY(slow.json.isArray());
    QVERIFY2(slow.elapsedMs >= LatencyMs * TimerSlack, slow.describe().constData());
    const auto fast = get(u"/api-keys"_s);
    VERIFY_STATUS(fast, 200);
    qInfo("latency %d ms: matching request took %lld ms, another route %lld ms", LatencyMs, slow.elapsedMs,
          fast.elapsedMs);
    QVERIFY2(fast.elapsedMs < LatencyMs, fast.describe().constData());
}

void TestSandboxFaults::latency_slowsButCarriesOutWrites()
{
    FaultRule rule = makeRule(FaultRule::Kind::Latency, u"/domains"_s, "POST");
    rule.milliseconds = LatencyMs;
    m_sandbox.server()->setFaults({rule});
    const auto created = createDomain(u"slow-but-made.example"_s);
    VERIFY_STATUS(created, 201);
    QVERIFY2(created.elapsedMs >= LatencyMs * TimerSlack, created.describe().constData());
    QCOMPARE(domainCount(), 1);
}

void TestSandboxFaults::latency_combinesWithOtherFaults()
{
    FaultRule latency = makeRule(FaultRule::Kind::Latency);
    latency.milliseconds = LatencyMs;
    FaultRule error = makeRule(FaultRule::Kind::Error);
    error.status = 503;
    m_sandbox.server()->setFaults({latency, error});
    const auto result = get(u"/logs"_s);
    VERIFY_STATUS(result, 503);
    QCOMPARE(result.detail(), u"Service Unavailable"_s);
    QVERIFY2(result.elapsedMs >= LatencyMs * TimerSlack, result.describe().constData());
}

// --- error -------------------------------------------------------------------------------------------

void TestSandboxFaults::error_answersTheChosenStatus_data()
{
    QTest::addColumn<int>("status");
    QTest::newRow("500") << 500;
    QTest::newRow("502") << 502;
    QTest::newRow("503") << 503;
}

void TestSandboxFaults::error_answersTheChosenStatus()
{
    QFETCH(int, status);
    FaultRule rule = makeRule(FaultRule::Kind::Error);
    rule.status = status;
    m_sandbox.server()->setFaults({rule});
    for (const QString &path : {u"/domains"_s, u"/logs"_s, u"/api-keys"_s}) {
        const auto result = get(path);
        VERIFY_STATUS(result, status);
        QCOMPARE(result.detail(), errorDetail(status));
    }
}

void TestSandboxFaults::error_withoutStatus_rotatesThroughAllThree()
{
    m_sandbox.server()->setFaults({makeRule(FaultRule::Kind::Error)});
    QList<int> statuses;
    for (int i = 0; i < 6; ++i) {
        const auto result = get(u"/domains"_s);
        QCOMPARE(result.detail(), errorDetail(result.status));
        statuses.append(result.status);
    }
    const QSet<int> firstRound(statuses.cbegin(), statuses.cbegin() + 3);
    QCOMPARE(firstRound, (QSet<int>{500, 502, 503}));
    QCOMPARE(statuses.mid(3), statuses.mid(0, 3));
}

void TestSandboxFaults::error_onWrites_isNotCarriedOut()
{
    const auto existing = createDomain(u"kept.example"_s);
    VERIFY_STATUS(existing, 201);
    const QString domainPath = u"/domains/"_s + idSegment(existing.object().value(u"id"_s));
    const auto alias =
        m_http.send("POST", m_sandbox.url(domainPath + u"/aliases"_s), m_sandbox.key(),
                    QJsonObject{{u"localpart"_s, u"kept"_s}, {u"destinations"_s, QJsonArray{u"me@example.net"_s}}});
    VERIFY_STATUS(alias, 201);
    const QString aliasPath = domainPath + u"/aliases/"_s + idSegment(alias.object().value(u"id"_s));

    FaultRule rule = makeRule(FaultRule::Kind::Error);
    rule.method = "POST";
    rule.route = u"/domains"_s;
    FaultRule deletes = makeRule(FaultRule::Kind::Error, u"/domains/*"_s, "DELETE");
    FaultRule patches = makeRule(FaultRule::Kind::Error, u"/domains/*/aliases/*"_s, "PATCH");
    FaultRule verifies = makeRule(FaultRule::Kind::Error, u"/domains/*/verify"_s, "POST");
    FaultRule keys = makeRule(FaultRule::Kind::Error, u"/api-keys"_s, "POST");
    m_sandbox.server()->setFaults({rule, deletes, patches, verifies, keys});

    const auto created = createDomain(u"not-made.example"_s);
    QVERIFY2(created.status >= 500, created.describe().constData());
    const auto deleted = m_http.send("DELETE", m_sandbox.url(domainPath), m_sandbox.key());
    QVERIFY2(deleted.status >= 500, deleted.describe().constData());
    const auto patched =
        m_http.send("PATCH", m_sandbox.url(aliasPath), m_sandbox.key(), QJsonObject{{u"enabled"_s, false}});
    QVERIFY2(patched.status >= 500, patched.describe().constData());
    const auto verified = m_http.send("POST", m_sandbox.url(domainPath + u"/verify"_s), m_sandbox.key());
    QVERIFY2(verified.status >= 500, verified.describe().constData());
    const auto newKey =
        m_http.send("POST", m_sandbox.url(u"/api-keys"_s), m_sandbox.key(), QJsonObject{{u"name"_s, u"no"_s}});
    QVERIFY2(newKey.status >= 500, newKey.describe().constData());

    // GETs are not matched: everything is as before.
    const QJsonArray domains = get(u"/domains"_s).array();
    QCOMPARE(domains.size(), 1);
    QCOMPARE(domains.first().toObject().value(u"domain"_s).toString(), u"kept.example"_s);
    QCOMPARE(domains.first().toObject().value(u"status"_s).toString(), u"pending"_s);
    const QJsonArray aliases = get(domainPath + u"/aliases"_s).array();
    QCOMPARE(aliases.size(), 1);
    QCOMPARE(aliases.first().toObject().value(u"enabled"_s), QJsonValue(true));
    const int keyCount = get(u"/api-keys"_s).array().size();
    m_sandbox.server()->clearFaults();
    VERIFY_STATUS(m_http.send("POST", m_sandbox.url(u"/api-keys"_s), m_sandbox.key(), QJsonObject{}), 201);
    QCOMPARE(get(u"/api-keys"_s).array().size(), keyCount + 1);
}

// --- rate-limit, malformed, reset, hang, trickle -----------------------------------------------------

void TestSandboxFaults::rateLimit_answers429WithRetryAfter_data()
{
    QTest::addColumn<int>("retryAfter");
    QTest::addColumn<QByteArray>("header");
    QTest::newRow("default") << -1 << QByteArray("1");
    QTest::newRow("7 seconds") << 7 << QByteArray("7");
}

void TestSandboxFaults::rateLimit_answers429WithRetryAfter()
{
    QFETCH(int, retryAfter);
    QFETCH(QByteArray, header);
    FaultRule rule = makeRule(FaultRule::Kind::RateLimit);
    if (retryAfter >= 0) {
        rule.retryAfterSeconds = retryAfter;
    }
    m_sandbox.server()->setFaults({rule});
    const auto result = get(u"/domains"_s);
    VERIFY_STATUS(result, 429);
    QCOMPARE(result.detail(), u"Too Many Requests"_s);
    QCOMPARE(result.header("Retry-After"), header);

    const auto created = createDomain(u"limited.example"_s);
    VERIFY_STATUS(created, 429);
    m_sandbox.server()->clearFaults();
    QCOMPARE(domainCount(), 0);
}

void TestSandboxFaults::malformed_answers200WithBrokenJson()
{
    VERIFY_STATUS(createDomain(u"shown.example"_s), 201);
    m_sandbox.server()->setFaults({makeRule(FaultRule::Kind::Malformed)});
    const auto result = get(u"/domains"_s);
    VERIFY_STATUS(result, 200);
    QVERIFY2(!result.body.isEmpty(), "a truncated body, not an empty one");
    QVERIFY2(result.parseError.error != QJsonParseError::NoError, result.body.constData());
    QVERIFY(result.json.isNull());

    const auto created = createDomain(u"never-made.example"_s);
    VERIFY_STATUS(created, 200);
    QVERIFY(created.parseError.error != QJsonParseError::NoError);
    m_sandbox.server()->clearFaults();
    QCOMPARE(domainCount(), 1);
}

void TestSandboxFaults::reset_closesTheConnectionWithoutAnswer()
{
    // No `times` here: Qt resends a request once or twice when a connection closes before any answer, so
    // only a rule that hits every attempt shows the client what a reset looks like.
    m_sandbox.server()->setFaults({makeRule(FaultRule::Kind::Reset)});
    const auto result = get(u"/domains"_s);
    QCOMPARE(result.status, 0);
    QVERIFY2(result.networkError == QNetworkReply::RemoteHostClosedError, result.describe().constData());
    QVERIFY(!result.timedOut);
    QVERIFY(result.body.isEmpty());

    const auto created = createDomain(u"reset.example"_s);
    QVERIFY2(created.networkError == QNetworkReply::RemoteHostClosedError, created.describe().constData());
    m_sandbox.server()->clearFaults();
    QCOMPARE(domainCount(), 0);
    VERIFY_STATUS(get(u"/logs"_s), 200);
}

void TestSandboxFaults::hang_neverAnswers_whileServerServesOthers()
{
    FaultRule rule = makeRule(FaultRule::Kind::Hang, u"/logs"_s);
    FaultRule writes = makeRule(FaultRule::Kind::Hang, u"/domains"_s, "POST");
    m_sandbox.server()->setFaults({rule, writes});

    const auto hung = get(u"/logs"_s, HangTimeoutMs);
    QVERIFY2(hung.timedOut, hung.describe().constData());
    QCOMPARE(hung.status, 0);
    QCOMPARE(hung.networkError, QNetworkReply::OperationCanceledError);
    QVERIFY2(hung.elapsedMs >= HangTimeoutMs * TimerSlack, hung.describe().constData());

    // A second hung request while the first connection may still be held open by the server.
    const auto hungWrite = createDomain(u"hung.example"_s, HangTimeoutMs);
    QVERIFY2(hungWrite.timedOut, hungWrite.describe().constData());

    const auto other = get(u"/domains"_s);
    VERIFY_STATUS(other, 200);
    QCOMPARE(other.array().size(), 0); // the hung POST was not carried out
    VERIFY_STATUS(get(u"/api-keys"_s), 200);

    // The server answers others while a hung request is still open on its own connection.
    QTcpSocket held;
    held.connectToHost(QHostAddress(QHostAddress::LocalHost), quint16(m_sandbox.server()->url().port()));
    QVERIFY(held.waitForConnected(HangTimeoutMs * 5));
    held.write("GET /logs HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer " + m_sandbox.key().toUtf8()
               + "\r\n\r\n");
    QVERIFY(held.waitForBytesWritten(HangTimeoutMs * 5));
    QTest::qWait(HangTimeoutMs / 2);
    VERIFY_STATUS(get(u"/domains"_s), 200);
    QTest::qWait(HangTimeoutMs / 2);
    QCOMPARE(held.state(), QAbstractSocket::ConnectedState);
    QCOMPARE(held.bytesAvailable(), qint64(0));
    held.abort();
}

void TestSandboxFaults::trickle_deliversTheCompleteAnswerSlowly()
{
    for (int i = 0; i < 3; ++i) {
        VERIFY_STATUS(createDomain(u"trickle-%1.example"_s.arg(i)), 201);
    }
    const auto reference = get(u"/domains"_s);
    VERIFY_STATUS(reference, 200);
    // About eight chunks of the body, whatever its size.
    constexpr int TargetChunks = 8;
    FaultRule rule = makeRule(FaultRule::Kind::Trickle, u"/domains"_s);
    rule.milliseconds = TrickleMs;
    rule.chunkBytes = std::max(16, int(reference.body.size() / TargetChunks));
    m_sandbox.server()->setFaults({rule});
    const int chunks = int((reference.body.size() + rule.chunkBytes - 1) / rule.chunkBytes);

    const auto slow = get(u"/domains"_s);
    VERIFY_STATUS(slow, 200);
    QCOMPARE(slow.body, reference.body);
    QCOMPARE(slow.parseError.error, QJsonParseError::NoError);
    qInfo("trickle: %lld bytes in chunks of %d with %d ms pauses took %lld ms", qint64(slow.body.size()),
          rule.chunkBytes, TrickleMs, slow.elapsedMs);
    QVERIFY2(slow.elapsedMs >= (chunks - 1) * TrickleMs * TimerSlack, slow.describe().constData());

    // Trickle only slows a write down.
    const auto created = createDomain(u"trickled.example"_s);
    VERIFY_STATUS(created, 201);
    m_sandbox.server()->clearFaults();
    QCOMPARE(domainCount(), 4);
}

// --- which requests a rule hits ----------------------------------------------------------------------

void TestSandboxFaults::route_matchesOnlyTheGivenRequests_data()
{
    QTest::addColumn<QByteArray>("ruleMethod");
    QTest::addColumn<QString>("route");
    QTest::addColumn<QByteArray>("method");
    QTest::addColumn<QString>("path");
    QTest::addColumn<bool>("hit");
    const QByteArray any;
    QTest::newRow("* hits GET /domains") << any << u"*"_s << QByteArray("GET") << u"/domains"_s << true;
    QTest::newRow("* hits POST verify") << any << u"*"_s << QByteArray("POST") << u"/domains/{d}/verify"_s << true;
    QTest::newRow("/logs hits GET /logs") << any << u"/logs"_s << QByteArray("GET") << u"/logs"_s << true;
    QTest::newRow("/logs hits GET /logs?limit=5")
        << any << u"/logs"_s << QByteArray("GET") << u"/logs?limit=5"_s << true;
    QTest::newRow("/logs hits GET /api/logs") << any << u"/logs"_s << QByteArray("GET") << u"/api/logs"_s << true;
    QTest::newRow("/logs spares GET /domains") << any << u"/logs"_s << QByteArray("GET") << u"/domains"_s << false;
    QTest::newRow("/domains spares its aliases")
        << any << u"/domains"_s << QByteArray("GET") << u"/domains/{d}/aliases"_s << false;
    QTest::newRow("/domains/*/aliases hits GET")
        << any << u"/domains/*/aliases"_s << QByteArray("GET") << u"/domains/{d}/aliases"_s << true;
    QTest::newRow("/domains/*/aliases hits POST")
        << any << u"/domains/*/aliases"_s << QByteArray("POST") << u"/domains/{d}/aliases"_s << true;
    QTest::newRow("/domains/*/aliases hits /api/domains/1/aliases")
        << any << u"/domains/*/aliases"_s << QByteArray("GET") << u"/api/domains/{d}/aliases"_s << true;
    QTest::newRow("/domains/*/aliases spares one alias")
        << any << u"/domains/*/aliases"_s << QByteArray("PATCH") << u"/domains/{d}/aliases/{a}"_s << false;
    QTest::newRow("/domains/*/aliases/* hits PATCH")
        << any << u"/domains/*/aliases/*"_s << QByteArray("PATCH") << u"/domains/{d}/aliases/{a}"_s << true;
    QTest::newRow("/domains/* hits DELETE /domains/1")
        << any << u"/domains/*"_s << QByteArray("DELETE") << u"/domains/{d}"_s << true;
    QTest::newRow("/domains/* spares GET /domains")
        << any << u"/domains/*"_s << QByteArray("GET") << u"/domains"_s << false;
    QTest::newRow("/domains/* spares verify (one segment only)")
        << any << u"/domains/*"_s << QByteArray("POST") << u"/domains/{d}/verify"_s << false;
    QTest::newRow("GET /domains hits GET")
        << QByteArray("GET") << u"/domains"_s << QByteArray("GET") << u"/domains"_s << true;
    QTest::newRow("GET /domains spares POST")
        << QByteArray("GET") << u"/domains"_s << QByteArray("POST") << u"/domains"_s << false;
    QTest::newRow("POST /domains/*/verify hits it")
        << QByteArray("POST") << u"/domains/*/verify"_s << QByteArray("POST") << u"/domains/{d}/verify"_s << true;
    QTest::newRow("DELETE /api-keys/* spares GET /api-keys")
        << QByteArray("DELETE") << u"/api-keys/*"_s << QByteArray("GET") << u"/api-keys"_s << false;
}

void TestSandboxFaults::route_matchesOnlyTheGivenRequests()
{
    QFETCH(QByteArray, ruleMethod);
    QFETCH(QString, route);
    QFETCH(QByteArray, method);
    QFETCH(QString, path);
    QFETCH(bool, hit);
    SandboxOptions options = SandboxFixture::options(SandboxOptions::Seed::None);
    options.prefix = SandboxOptions::Prefix::Both; // so that /api paths answer when not hit
    QVERIFY2(m_sandbox.start(options), qPrintable(m_sandbox.lastError()));
    const auto domain = createDomain(u"routes.example"_s);
    const QString domainId = idSegment(domain.object().value(u"id"_s));
    const auto alias =
        m_http.send("POST", m_sandbox.url(u"/domains/"_s + domainId + u"/aliases"_s), m_sandbox.key(),
                    QJsonObject{{u"localpart"_s, u"routed"_s}, {u"destinations"_s, QJsonArray{u"me@example.net"_s}}});
    VERIFY_STATUS(alias, 201);

    FaultRule rule = makeRule(FaultRule::Kind::Error, route, ruleMethod);
    rule.status = 503;
    m_sandbox.server()->setFaults({rule});

    QString target = path;
    target.replace(u"{d}"_s, domainId).replace(u"{a}"_s, idSegment(alias.object().value(u"id"_s)));
    QUrl url = m_sandbox.rawUrl(target.section(u'?', 0, 0));
    if (target.contains(u'?')) {
        url.setQuery(target.section(u'?', 1));
    }
    std::optional<QJsonValue> body;
    if (method == "POST" && target.endsWith(u"/aliases"_s)) {
        body = QJsonObject{{u"localpart"_s, u"other"_s}, {u"destinations"_s, QJsonArray{u"me@example.net"_s}}};
    } else if (method == "POST" && target == u"/domains"_s) {
        body = QJsonObject{{u"domain"_s, u"other.example"_s}};
    } else if (method == "PATCH") {
        body = QJsonObject{{u"enabled"_s, false}};
    }
    const auto result = m_http.send(method, url, m_sandbox.key(), body);
    if (hit) {
        VERIFY_STATUS(result, 503);
        QCOMPARE(result.detail(), u"Service Unavailable"_s);
    } else {
        QVERIFY2(result.status >= 200 && result.status < 300, result.describe().constData());
    }
}

void TestSandboxFaults::times_hitsOnlyTheFirstMatchingRequests()
{
    FaultRule rule = makeRule(FaultRule::Kind::Error, u"/domains"_s);
    rule.status = 502;
    rule.times = 2;
    m_sandbox.server()->setFaults({rule});
    VERIFY_STATUS(get(u"/domains"_s), 502);
    VERIFY_STATUS(get(u"/logs"_s), 200); // not matching: does not use up the count
    VERIFY_STATUS(get(u"/api-keys"_s), 200);
    VERIFY_STATUS(get(u"/domains"_s), 502);
    VERIFY_STATUS(get(u"/domains"_s), 200);
    VERIFY_STATUS(get(u"/domains"_s), 200);
}

void TestSandboxFaults::rate_withRandomSeed_isReproducible()
{
    const auto pattern = [this](quint32 seed, QString *error) {
        SandboxFixture sandbox;
        SandboxOptions options = SandboxFixture::options(SandboxOptions::Seed::None);
        options.randomSeed = seed;
        FaultRule rule = makeRule(FaultRule::Kind::Error);
        rule.status = 500;
        rule.rate = 0.5;
        options.faults = {rule};
        QString hits;
        if (!sandbox.start(options)) {
            *error = sandbox.lastError();
            return hits;
        }
        for (int i = 0; i < RateSamples; ++i) {
            const int status = m_http.send("GET", sandbox.url(u"/logs"_s), sandbox.key()).status;
            hits.append(status == 500 ? u'x' : (status == 200 ? u'.' : u'?'));
        }
        return hits;
    };
    QString error;
    const QString first = pattern(1234, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QString second = pattern(1234, &error);
    const QString other = pattern(4321, &error);
    qInfo("rate 0.5, seed 1234: %s; seed 4321: %s", qPrintable(first), qPrintable(other));
    QVERIFY(!first.contains(u'?'));
    QCOMPARE(second, first);
    // Forty fair coin tosses: all alike, or a different seed giving the same forty, means no randomness.
    QVERIFY2(first.count(u'x') > 5 && first.count(u'x') < RateSamples - 5, qPrintable(first));
    QVERIFY2(other != first, "another seed gives the same hits");
}

void TestSandboxFaults::rate_zero_neverHits()
{
    FaultRule rule = makeRule(FaultRule::Kind::Error);
    rule.rate = 0.0;
    m_sandbox.server()->setFaults({rule});
    for (int i = 0; i < 10; ++i) {
        VERIFY_STATUS(get(u"/domains"_s), 200);
    }
}

void TestSandboxFaults::rules_areCheckedInOrder()
{
    FaultRule domainsError = makeRule(FaultRule::Kind::Error, u"/domains"_s);
    domainsError.status = 500;
    const FaultRule everythingLimited = makeRule(FaultRule::Kind::RateLimit);
    m_sandbox.server()->setFaults({domainsError, everythingLimited});
    VERIFY_STATUS(get(u"/domains"_s), 500);
    VERIFY_STATUS(get(u"/logs"_s), 429);

    m_sandbox.server()->setFaults({everythingLimited, domainsError});
    VERIFY_STATUS(get(u"/domains"_s), 429);
}

void TestSandboxFaults::faults_fromOptions_applyFromTheStart()
{
    SandboxOptions options = SandboxFixture::options(SandboxOptions::Seed::None);
    FaultRule rule = makeRule(FaultRule::Kind::RateLimit, u"/logs"_s);
    rule.retryAfterSeconds = 3;
    options.faults = {rule};
    QVERIFY2(m_sandbox.start(options), qPrintable(m_sandbox.lastError()));
    const auto limited = get(u"/logs"_s);
    VERIFY_STATUS(limited, 429);
    QCOMPARE(limited.header("Retry-After"), QByteArray("3"));
    VERIFY_STATUS(get(u"/domains"_s), 200);
}

void TestSandboxFaults::faults_changeAtRuntime()
{
    VERIFY_STATUS(get(u"/domains"_s), 200);
    FaultRule error = makeRule(FaultRule::Kind::Error);
    error.status = 502;
    m_sandbox.server()->setFaults({error});
    VERIFY_STATUS(get(u"/domains"_s), 502);

    // setFaults replaces, it does not add.
    m_sandbox.server()->setFaults({makeRule(FaultRule::Kind::RateLimit, u"/logs"_s)});
    VERIFY_STATUS(get(u"/domains"_s), 200);
    VERIFY_STATUS(get(u"/logs"_s), 429);

    m_sandbox.server()->addFault(makeRule(FaultRule::Kind::Malformed, u"/api-keys"_s));
    VERIFY_STATUS(get(u"/logs"_s), 429);
    const auto malformed = get(u"/api-keys"_s);
    VERIFY_STATUS(malformed, 200);
    QVERIFY(malformed.parseError.error != QJsonParseError::NoError);

    m_sandbox.server()->clearFaults();
    VERIFY_STATUS(get(u"/logs"_s), 200);
    const auto keys = get(u"/api-keys"_s);
    VERIFY_STATUS(keys, 200);
    QCOMPARE(keys.parseError.error, QJsonParseError::NoError);
}

void TestSandboxFaults::requestCount_countsEveryRequest()
{
    const int before = m_sandbox.server()->requestCount();
    VERIFY_STATUS(get(u"/domains"_s), 200);
    VERIFY_STATUS(m_http.send("GET", m_sandbox.url(u"/domains"_s)), 401);
    FaultRule rule = makeRule(FaultRule::Kind::Error, u"/logs"_s);
    rule.status = 503;
    m_sandbox.server()->setFaults({rule});
    VERIFY_STATUS(get(u"/logs"_s), 503);
    QCOMPARE(m_sandbox.server()->requestCount(), before + 3);
}

// --- answers that look odd: empty-object, no-content, oversized -----------------------------------

void TestSandboxFaults::emptyObject_answersEmptyBody_butCarriesOutTheChange()
{
    const auto domain = createDomain(u"empty.example"_s);
    VERIFY_STATUS(domain, 201);
    const QString domainId = idSegment(domain.object().value(u"id"_s));
    const auto alias =
        m_http.send("POST", m_sandbox.url(u"/domains/%1/aliases"_s.arg(domainId)), m_sandbox.key(),
                    QJsonObject{{u"localpart"_s, u"hello"_s}, {u"destinations"_s, QJsonArray{u"me@example.net"_s}}});
    VERIFY_STATUS(alias, 201);
    const QString aliasPath = u"/domains/%1/aliases/%2"_s.arg(domainId, idSegment(alias.object().value(u"id"_s)));

    m_sandbox.server()->setFaults({makeRule(FaultRule::Kind::EmptyObject)});
    const auto patched =
        m_http.send("PATCH", m_sandbox.url(aliasPath), m_sandbox.key(), QJsonObject{{u"enabled"_s, false}});
    VERIFY_STATUS(patched, 200);
    QCOMPARE(patched.body, QByteArray("{}"));
    QCOMPARE(patched.header("Content-Type"), QByteArray("application/json"));
    const auto created = createDomain(u"second.example"_s);
    VERIFY_STATUS(created, 201);
    QCOMPARE(created.body, QByteArray("{}"));
    // A deletion's 204 cannot carry {}: it becomes 200.
    const auto removed = m_http.send("DELETE", m_sandbox.url(u"/domains/%1"_s.arg(domainId)), m_sandbox.key());
    VERIFY_STATUS(removed, 200);
    QCOMPARE(removed.body, QByteArray("{}"));
    const auto listed = get(u"/domains"_s);
    VERIFY_STATUS(listed, 200);
    QCOMPARE(listed.body, QByteArray("{}"));

    m_sandbox.server()->clearFaults();
    const QJsonArray domains = get(u"/domains"_s).array();
    QCOMPARE(domains.size(), 1); // second.example was made, empty.example is gone
    QCOMPARE(domains.first().toObject().value(u"domain"_s).toString(), u"second.example"_s);
}

void TestSandboxFaults::noContent_answers204WithoutBody_butCarriesOutTheChange()
{
    const auto domain = createDomain(u"quiet.example"_s);
    VERIFY_STATUS(domain, 201);
    const QString domainId = idSegment(domain.object().value(u"id"_s));
    const auto alias =
        m_http.send("POST", m_sandbox.url(u"/domains/%1/aliases"_s.arg(domainId)), m_sandbox.key(),
                    QJsonObject{{u"localpart"_s, u"hello"_s}, {u"destinations"_s, QJsonArray{u"me@example.net"_s}}});
    VERIFY_STATUS(alias, 201);
    const QString aliasPath = u"/domains/%1/aliases/%2"_s.arg(domainId, idSegment(alias.object().value(u"id"_s)));

    m_sandbox.server()->setFaults({makeRule(FaultRule::Kind::NoContent)});
    const auto patched =
        m_http.send("PATCH", m_sandbox.url(aliasPath), m_sandbox.key(), QJsonObject{{u"enabled"_s, false}});
    VERIFY_STATUS(patched, 204);
    QVERIFY(patched.body.isEmpty());
    QVERIFY(!patched.hasHeader("Content-Type"));
    const auto listed = get(u"/domains/%1/aliases"_s.arg(domainId));
    VERIFY_STATUS(listed, 204);
    QVERIFY(listed.body.isEmpty());

    m_sandbox.server()->clearFaults();
    const QJsonArray aliases = get(u"/domains/%1/aliases"_s.arg(domainId)).array();
    QCOMPARE(aliases.size(), 1);
    QCOMPARE(aliases.first().toObject().value(u"enabled"_s), QJsonValue(false)); // the change was applied
}

void TestSandboxFaults::emptiedAnswers_leaveErrorsAlone()
{
    m_sandbox.server()->setFaults({makeRule(FaultRule::Kind::EmptyObject), makeRule(FaultRule::Kind::NoContent)});
    const auto missing = m_http.send("DELETE", m_sandbox.url(u"/domains/999"_s), m_sandbox.key());
    VERIFY_STATUS(missing, 404);
    QCOMPARE(missing.detail(), u"Domain not found"_s);
    const auto invalid = createDomain(u"not a domain"_s);
    QVERIFY2(findValidationError(invalid, u"body/domain"_s).isEmpty(), invalid.describe().constData());
}

void TestSandboxFaults::oversized_sendsExactlyTheGivenBytes_asJsonStart()
{
    constexpr qint64 size = 3 * 1024 * 1024 + 17;
    FaultRule rule = makeRule(FaultRule::Kind::Oversized, u"/domains"_s, "GET");
    rule.bodyBytes = size;
    m_sandbox.server()->setFaults({rule});
    const auto result = get(u"/domains"_s);
    VERIFY_STATUS(result, 200);
    QCOMPARE(result.body.size(), size);
    QCOMPARE(result.header("Content-Length"), QByteArray::number(size));
    QCOMPARE(result.header("Content-Type"), QByteArray("application/json"));
    QVERIFY2(result.body.startsWith(R"([{"id":1,"domain":"oversized-1.example",)"), result.body.left(80).constData());
    // Cut off inside the list: a reader that stops at its limit has read valid records until then.
    QVERIFY(result.parseError.error != QJsonParseError::NoError);
    const qsizetype lastRecord = result.body.lastIndexOf(R"(},{"id":)");
    QVERIFY(lastRecord > 0);
    const QJsonDocument prefix = QJsonDocument::fromJson(result.body.left(lastRecord + 1) + ']');
    QVERIFY2(prefix.isArray() && prefix.array().size() > 1000, "the body is JSON up to its last record");

    // Not carried out, and other requests are not hit.
    const auto created = createDomain(u"after.example"_s);
    VERIFY_STATUS(created, 201);
}

void TestSandboxFaults::oversized_default_streams80MiB()
{
    m_sandbox.server()->setFaults({makeRule(FaultRule::Kind::Oversized, u"/logs"_s)});
    // A plain socket that counts what arrives and keeps none of it: the answer is never whole in memory here.
    QTcpSocket socket;
    socket.connectToHost(QHostAddress(QHostAddress::LocalHost), quint16(m_sandbox.url(u"/"_s).port()));
    QVERIFY(socket.waitForConnected(HttpProbe::DefaultTimeoutMs));
    socket.write("GET /logs HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer " + m_sandbox.key().toLatin1()
                 + "\r\n\r\n");
    QByteArray head;
    QByteArray bodyStart;
    qint64 bodyBytes = 0;
    // The server runs in this thread: read as data comes, from the event loop.
    connect(&socket, &QIODevice::readyRead, this, [&] {
        QByteArray data = socket.readAll();
        if (!head.endsWith("\r\n\r\n")) {
            head += data;
            const qsizetype end = head.indexOf("\r\n\r\n");
            if (end < 0) {
                return;
            }
            data = head.mid(end + 4);
            head.truncate(end + 4);
        }
        if (bodyStart.size() < 64) {
            bodyStart += data.left(64);
        }
        bodyBytes += data.size();
    });
    constexpr int streamTimeoutMs = 60000;
    const bool complete =
        QTest::qWaitFor([&] { return bodyBytes >= FaultRule::DefaultOversizedBytes; }, streamTimeoutMs);
    QVERIFY2(head.startsWith("HTTP/1.1 200 "), head.constData());
    QVERIFY2(head.contains("Content-Length: 83886080\r\n"), head.constData());
    QVERIFY2(complete, qPrintable(u"%1 bytes arrived"_s.arg(bodyBytes)));
    QCOMPARE(bodyBytes, FaultRule::DefaultOversizedBytes);
    QVERIFY2(bodyStart.startsWith(R"([{"id":1,)"), bodyStart.constData());
}

// --- paging faults -----------------------------------------------------------------------------------

void TestSandboxFaults::cyclicNext_alternatesBetweenPagesOneAndTwo()
{
    SandboxOptions options = SandboxFixture::options(SandboxOptions::Seed::None);
    options.envelope = SandboxOptions::Envelope::Paged;
    options.pageSize = 2;
    QVERIFY2(m_sandbox.start(options), qPrintable(m_sandbox.lastError()));
    for (const QString &name : {u"a.example"_s, u"b.example"_s, u"c.example"_s, u"d.example"_s, u"e.example"_s}) {
        VERIFY_STATUS(createDomain(name), 201);
    }
    m_sandbox.server()->setFaults({makeRule(FaultRule::Kind::CyclicNext, u"/domains"_s)});
    const QString base = m_sandbox.url(u"/domains"_s).toString();
    const auto first = get(u"/domains"_s);
    VERIFY_STATUS(first, 200);
    QCOMPARE(first.object().value(u"next"_s).toString(), base + u"?page=2"_s);
    const auto second = m_http.send("GET", QUrl(first.object().value(u"next"_s).toString()), m_sandbox.key());
    VERIFY_STATUS(second, 200);
    QCOMPARE(second.object().value(u"page"_s).toInt(), 2);
    QCOMPARE(second.object().value(u"next"_s).toString(), base + u"?page=1"_s);
    // Even the last page points back.
    QUrlQuery lastPage;
    lastPage.addQueryItem(u"page"_s, u"3"_s);
    const auto third = m_http.send("GET", m_sandbox.url(u"/domains"_s, lastPage), m_sandbox.key());
    QCOMPARE(third.object().value(u"next"_s).toString(), base + u"?page=1"_s);
    QCOMPARE(third.object().value(u"items"_s).toArray().size(), 1);
}

void TestSandboxFaults::cyclicNext_withoutBodyLinks_usesTheLinkHeader()
{
    VERIFY_STATUS(createDomain(u"a.example"_s), 201);
    m_sandbox.server()->setFaults({makeRule(FaultRule::Kind::CyclicNext, u"/domains"_s)});
    const auto result = get(u"/domains"_s);
    VERIFY_STATUS(result, 200);
    QVERIFY(result.json.isArray()); // the bare envelope has no place for a link
    QCOMPARE(result.header("Link"), "<" + m_sandbox.url(u"/domains"_s).toEncoded() + "?page=2>; rel=\"next\"");
}

void TestSandboxFaults::hugePage_namesPage2147483647_whichIsRefused()
{
    SandboxOptions options = SandboxFixture::options(SandboxOptions::Seed::None);
    options.envelope = SandboxOptions::Envelope::Paged;
    QVERIFY2(m_sandbox.start(options), qPrintable(m_sandbox.lastError()));
    VERIFY_STATUS(createDomain(u"a.example"_s), 201);
    m_sandbox.server()->setFaults({makeRule(FaultRule::Kind::HugePage)});
    const auto result = get(u"/domains"_s);
    VERIFY_STATUS(result, 200);
    const QString next = result.object().value(u"next"_s).toString();
    QCOMPARE(next, m_sandbox.url(u"/domains"_s).toString() + u"?page=2147483647"_s);
    const auto followed = m_http.send("GET", QUrl(next), m_sandbox.key());
    VERIFY_STATUS(followed, 400);
    QCOMPARE(followed.detail(), u"Page number too large: at most 1000000"_s);
}

// --- retry-after-date, unavailable -------------------------------------------------------------------

void TestSandboxFaults::retryAfterDate_answers429WithAnHttpDateAhead()
{
    FaultRule rule = makeRule(FaultRule::Kind::RetryAfterDate);
    rule.retryAfterSeconds = 3;
    m_sandbox.server()->setFaults({rule});
    const QDateTime before = QDateTime::currentDateTimeUtc();
    const auto result = get(u"/domains"_s);
    VERIFY_STATUS(result, 429);
    QCOMPARE(result.detail(), u"Too Many Requests"_s);
    const QByteArray header = result.header("Retry-After");
    static const QRegularExpression imfFixdate(
        u"^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \\d\\d (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \\d{4} "
        u"\\d\\d:\\d\\d:\\d\\d GMT$"_s);
    QVERIFY2(imfFixdate.match(QString::fromLatin1(header)).hasMatch(), header.constData());
    const QDateTime when =
        QLocale::c().toDateTime(QString::fromLatin1(header).chopped(4), u"ddd, dd MMM yyyy hh:mm:ss"_s);
    QVERIFY(when.isValid());
    const qint64 ahead = before.secsTo(QDateTime(when.date(), when.time(), QTimeZone::utc()));
    QVERIFY2(ahead >= 3 && ahead <= 5, qPrintable(u"%1 seconds ahead"_s.arg(ahead)));
    m_sandbox.server()->clearFaults();
    QCOMPARE(domainCount(), 0);
}

void TestSandboxFaults::unavailable_answers503WithRetryAfterSeconds()
{
    FaultRule rule = makeRule(FaultRule::Kind::Unavailable, u"/domains"_s, "POST");
    rule.retryAfterSeconds = 9;
    m_sandbox.server()->setFaults({rule});
    const auto result = createDomain(u"later.example"_s);
    VERIFY_STATUS(result, 503);
    QCOMPARE(result.detail(), u"Service Unavailable"_s);
    QCOMPARE(result.header("Retry-After"), QByteArray("9"));
    VERIFY_STATUS(get(u"/domains"_s), 200);
    QCOMPARE(domainCount(), 0); // not carried out
}

// --- unreadable records ------------------------------------------------------------------------------

void TestSandboxFaults::unreadableRecords_loseIdAndName_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("nameField");
    QTest::addColumn<bool>("jsonApi");
    QTest::newRow("domains") << u"/domains"_s << u"domain"_s << false;
    QTest::newRow("aliases") << u"/domains/1/aliases"_s << u"localpart"_s << false;
    QTest::newRow("logs") << u"/logs"_s << u"recipient"_s << false;
    QTest::newRow("api keys") << u"/api-keys"_s << u"name"_s << false;
    QTest::newRow("domains, JSON:API") << u"/domains"_s << u"domain"_s << true;
    QTest::newRow("aliases, JSON:API") << u"/domains/1/aliases"_s << u"localpart"_s << true;
}

void TestSandboxFaults::unreadableRecords_loseIdAndName()
{
    QFETCH(QString, path);
    QFETCH(QString, nameField);
    QFETCH(bool, jsonApi);
    SandboxOptions options = SandboxFixture::options(SandboxOptions::Seed::Demo);
    options.randomSeed = 5;
    if (jsonApi) {
        options.style = SandboxOptions::Style::JsonApi;
        options.pageSize = 10;
    }
    QVERIFY2(m_sandbox.start(options), qPrintable(m_sandbox.lastError()));
    FaultRule rule = makeRule(FaultRule::Kind::UnreadableRecords);
    rule.recordCount = 2;
    m_sandbox.server()->setFaults({rule});

    const auto result = get(path);
    VERIFY_STATUS(result, 200);
    const QJsonArray records = jsonApi ? result.object().value(u"data"_s).toArray() : result.array();
    QVERIFY(records.size() > 2);
    for (qsizetype i = 0; i < records.size(); ++i) {
        const QJsonObject record = records.at(i).toObject();
        const QJsonObject fields = jsonApi ? record.value(u"attributes"_s).toObject() : record;
        const bool readable = i >= 2;
        QCOMPARE(record.contains(u"id"_s), readable);
        QCOMPARE(fields.contains(nameField), readable);
        QVERIFY2(fields.contains(u"created_at"_s), "the other fields stay");
        if (jsonApi) {
            QVERIFY(record.value(u"type"_s).isString());
        }
    }
}

void TestSandboxFaults::problemErrors_applyToFaultAnswers()
{
    SandboxOptions options = SandboxFixture::options(SandboxOptions::Seed::None);
    options.errors = SandboxOptions::Errors::Problem;
    QVERIFY2(m_sandbox.start(options), qPrintable(m_sandbox.lastError()));
    FaultRule error = makeRule(FaultRule::Kind::Error, u"/domains"_s);
    error.status = 502;
    m_sandbox.server()->setFaults({error, makeRule(FaultRule::Kind::Unavailable, u"/logs"_s)});
    for (const auto &[path, status] : {std::pair{u"/domains"_s, 502}, std::pair{u"/logs"_s, 503}}) {
        const auto result = get(path);
        VERIFY_STATUS(result, status);
        QCOMPARE(result.header("Content-Type"), QByteArray("application/problem+json"));
        const QJsonObject problem = result.object();
        QCOMPARE(problem.value(u"type"_s).toString(), u"about:blank"_s);
        QCOMPARE(problem.value(u"status"_s).toInt(), status);
        QCOMPARE(problem.value(u"title"_s).toString(), errorDetail(status));
        QCOMPARE(problem.value(u"detail"_s).toString(), errorDetail(status));
    }
}

// --- FaultRule::parse --------------------------------------------------------------------------------

void TestSandboxFaults::faultRuleParse_acceptsGoodSpecs_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<FaultRule::Kind>("kind");
    QTest::addColumn<QByteArray>("method");
    QTest::addColumn<QString>("route");
    QTest::addColumn<double>("rate");
    QTest::addColumn<int>("times");
    QTest::addColumn<int>("ms");
    QTest::addColumn<int>("status");
    QTest::addColumn<int>("retryAfter");
    QTest::addColumn<int>("bytes");
    using K = FaultRule::Kind;
    const QByteArray any;
    QTest::newRow("doc: latency on /logs")
        << u"kind=latency,ms=800,route=/logs"_s << K::Latency << any << u"/logs"_s << 1.0 << -1 << 800 << 0 << 1 << 16;
    QTest::newRow("doc: error rate") << u"kind=error,rate=0.3"_s << K::Error << any << u"*"_s << 0.3 << -1 << -1 << 0
                                     << 1 << 16;
    QTest::newRow("error status and times")
        << u"kind=error,status=502,times=3"_s << K::Error << any << u"*"_s << 1.0 << 3 << -1 << 502 << 1 << 16;
    QTest::newRow("rate-limit") << u"kind=rate-limit,retry-after=5"_s << K::RateLimit << any << u"*"_s << 1.0 << -1
                                << -1 << 0 << 5 << 16;
    QTest::newRow("malformed") << u"kind=malformed"_s << K::Malformed << any << u"*"_s << 1.0 << -1 << -1 << 0 << 1
                               << 16;
    QTest::newRow("reset on aliases") << u"kind=reset,route=/domains/*/aliases"_s << K::Reset << any
                                      << u"/domains/*/aliases"_s << 1.0 << -1 << -1 << 0 << 1 << 16;
    QTest::newRow("hang with method") << u"kind=hang,route=GET /logs"_s << K::Hang << QByteArray("GET") << u"/logs"_s
                                      << 1.0 << -1 << -1 << 0 << 1 << 16;
    QTest::newRow("trickle") << u"kind=trickle,ms=20,bytes=8"_s << K::Trickle << any << u"*"_s << 1.0 << -1 << 20 << 0
                             << 1 << 8;
    QTest::newRow("any order") << u"route=POST /domains,status=503,kind=error"_s << K::Error << QByteArray("POST")
                               << u"/domains"_s << 1.0 << -1 << -1 << 503 << 1 << 16;
    QTest::newRow("rate 0") << u"kind=error,rate=0"_s << K::Error << any << u"*"_s << 0.0 << -1 << -1 << 0 << 1 << 16;
    QTest::newRow("rate 1") << u"kind=error,rate=1"_s << K::Error << any << u"*"_s << 1.0 << -1 << -1 << 0 << 1 << 16;
    QTest::newRow("empty-object") << u"kind=empty-object,route=PATCH /domains/*/aliases/*"_s << K::EmptyObject
                                  << QByteArray("PATCH") << u"/domains/*/aliases/*"_s << 1.0 << -1 << -1 << 0 << 1
                                  << 16;
    QTest::newRow("no-content") << u"kind=no-content"_s << K::NoContent << any << u"*"_s << 1.0 << -1 << -1 << 0 << 1
                                << 16;
    QTest::newRow("oversized with bytes")
        << u"kind=oversized,bytes=5000000"_s << K::Oversized << any << u"*"_s << 1.0 << -1 << -1 << 0 << 1 << 16;
    QTest::newRow("cyclic-next") << u"kind=cyclic-next,route=/domains"_s << K::CyclicNext << any << u"/domains"_s << 1.0
                                 << -1 << -1 << 0 << 1 << 16;
    QTest::newRow("huge-page") << u"kind=huge-page"_s << K::HugePage << any << u"*"_s << 1.0 << -1 << -1 << 0 << 1
                               << 16;
    QTest::newRow("retry-after-date") << u"kind=retry-after-date,retry-after=3"_s << K::RetryAfterDate << any << u"*"_s
                                      << 1.0 << -1 << -1 << 0 << 3 << 16;
    QTest::newRow("unavailable") << u"kind=unavailable,retry-after=9"_s << K::Unavailable << any << u"*"_s << 1.0 << -1
                                 << -1 << 0 << 9 << 16;
    QTest::newRow("unreadable-records") << u"kind=unreadable-records,count=5"_s << K::UnreadableRecords << any << u"*"_s
                                        << 1.0 << -1 << -1 << 0 << 1 << 16;
}

void TestSandboxFaults::faultRuleParse_acceptsGoodSpecs()
{
    QFETCH(QString, spec);
    FaultRule rule;
    QString error;
    QVERIFY2(FaultRule::parse(spec, &rule, &error), qPrintable(error));
    QTEST(rule.kind, "kind");
    QTEST(rule.method, "method");
    QTEST(rule.route, "route");
    QTEST(rule.rate, "rate");
    QTEST(rule.times, "times");
    QTEST(rule.milliseconds, "ms");
    QTEST(rule.status, "status");
    QTEST(rule.retryAfterSeconds, "retryAfter");
    QTEST(rule.chunkBytes, "bytes");
    QCOMPARE(rule.bodyBytes, spec.contains(u"bytes=5000000"_s) ? 5000000 : FaultRule::DefaultOversizedBytes);
    QCOMPARE(rule.recordCount, spec.contains(u"count=5"_s) ? 5 : 3);
}

void TestSandboxFaults::faultRuleParse_refusesBadSpecs_data()
{
    QTest::addColumn<QString>("spec");
    QTest::newRow("empty") << QString();
    QTest::newRow("unknown kind") << u"kind=boom"_s;
    QTest::newRow("rate above 1") << u"kind=error,rate=1.5"_s;
    QTest::newRow("negative rate") << u"kind=error,rate=-0.1"_s;
    QTest::newRow("rate not a number") << u"kind=error,rate=often"_s;
    QTest::newRow("status 404") << u"kind=error,status=404"_s;
    QTest::newRow("status not a number") << u"kind=error,status=bad"_s;
    QTest::newRow("negative ms") << u"kind=latency,ms=-5"_s;
    QTest::newRow("ms not a number") << u"kind=latency,ms=slow"_s;
    QTest::newRow("times not a number") << u"kind=error,times=twice"_s;
    QTest::newRow("retry-after not a number") << u"kind=rate-limit,retry-after=soon"_s;
    QTest::newRow("zero bytes") << u"kind=trickle,bytes=0"_s;
    QTest::newRow("unknown name") << u"kind=error,colour=red"_s;
    QTest::newRow("name without value") << u"kind=error,rate"_s;
    QTest::newRow("trickle chunk above 1 MiB") << u"kind=trickle,bytes=2000000"_s;
    QTest::newRow("oversized bytes 0") << u"kind=oversized,bytes=0"_s;
    QTest::newRow("oversized bytes above 4 GiB") << u"kind=oversized,bytes=5000000000"_s;
    QTest::newRow("count 0") << u"kind=unreadable-records,count=0"_s;
    QTest::newRow("count not a number") << u"kind=unreadable-records,count=few"_s;
}

void TestSandboxFaults::faultRuleParse_refusesBadSpecs()
{
    QFETCH(QString, spec);
    FaultRule rule;
    QString error;
    QVERIFY2(!FaultRule::parse(spec, &rule, &error), qPrintable(u"accepted: "_s + spec));
    QVERIFY2(!error.isEmpty(), "refused without saying why");
}

// --- SandboxOptions::parse ---------------------------------------------------------------------------

void TestSandboxFaults::optionsParse_acceptsEveryDocumentedOption()
{
    const QString key = u"fwd_"_s + QString(20, u'A') + QString(20, u'7');
    const QStringList arguments{u"forwarddesk-sandbox"_s,
                                u"--port"_s,
                                u"0"_s,
                                u"--seed"_s,
                                u"large"_s,
                                u"--database"_s,
                                u"sandbox.sqlite"_s,
                                u"--prefix"_s,
                                u"api"_s,
                                u"--envelope"_s,
                                u"paged"_s,
                                u"--page-size"_s,
                                u"20"_s,
                                u"--ids"_s,
                                u"uuid"_s,
                                u"--create-status"_s,
                                u"200"_s,
                                u"--delete-status"_s,
                                u"200"_s,
                                u"--auth-status"_s,
                                u"403"_s,
                                u"--limit-status"_s,
                                u"402"_s,
                                u"--patch"_s,
                                u"full"_s,
                                u"--time"_s,
                                u"epoch-ms"_s,
                                u"--key-field"_s,
                                u"token"_s,
                                u"--key"_s,
                                key,
                                u"--verify-after"_s,
                                u"3"_s,
                                u"--max-log-limit"_s,
                                u"500"_s,
                                u"--live-logs"_s,
                                u"5"_s,
                                u"--seed-random"_s,
                                u"7"_s,
                                u"--fault"_s,
                                u"kind=error,rate=0.3"_s,
                                u"--fault"_s,
                                u"kind=latency,ms=800,route=/logs"_s};
    SandboxOptions options;
    QString error;
    bool help = true;
    QVERIFY2(options.parse(arguments, &error, &help), qPrintable(error));
    QVERIFY(!help);
    QCOMPARE(options.port, quint16(0));
    QCOMPARE(options.seed, SandboxOptions::Seed::Large);
    QCOMPARE(options.databasePath, u"sandbox.sqlite"_s);
    QCOMPARE(options.prefix, SandboxOptions::Prefix::Api);
    QCOMPARE(options.envelope, SandboxOptions::Envelope::Paged);
    QCOMPARE(options.pageSize, 20);
    QCOMPARE(options.ids, SandboxOptions::Ids::Uuid);
    QCOMPARE(options.createStatus, 200);
    QCOMPARE(options.deleteStatus, 200);
    QCOMPARE(options.authStatus, 403);
    QCOMPARE(options.limitStatus, 402);
    QCOMPARE(options.patch, SandboxOptions::Patch::Full);
    QCOMPARE(options.time, SandboxOptions::TimeFormat::EpochMilliseconds);
    QCOMPARE(options.keyField, SandboxOptions::KeyField::Token);
    QCOMPARE(options.sessionKey, key);
    QCOMPARE(options.verifyAfter, 3);
    QCOMPARE(options.maxLogLimit, 500);
    QCOMPARE(options.liveLogIntervalSeconds, 5);
    QCOMPARE(options.randomSeed, quint32(7));
    QCOMPARE(options.faults.size(), 2);
    QCOMPARE(options.faults.at(0).kind, FaultRule::Kind::Error);
    QCOMPARE(options.faults.at(0).rate, 0.3);
    QCOMPARE(options.faults.at(1).kind, FaultRule::Kind::Latency);
    QCOMPARE(options.faults.at(1).milliseconds, 800);
    QCOMPARE(options.faults.at(1).route, u"/logs"_s);

    // Every value of every variant, one by one.
    const QList<std::pair<QStringList, std::function<bool(const SandboxOptions &)>>> singles{
        {{u"--prefix"_s, u"none"_s}, [](const SandboxOptions &o) { return o.prefix == SandboxOptions::Prefix::None; }},
        {{u"--prefix"_s, u"both"_s}, [](const SandboxOptions &o) { return o.prefix == SandboxOptions::Prefix::Both; }},
        {{u"--envelope"_s, u"bare"_s},
         [](const SandboxOptions &o) { return o.envelope == SandboxOptions::Envelope::Bare; }},
        {{u"--envelope"_s, u"data"_s},
         [](const SandboxOptions &o) { return o.envelope == SandboxOptions::Envelope::Data; }},
        {{u"--envelope"_s, u"items"_s},
         [](const SandboxOptions &o) { return o.envelope == SandboxOptions::Envelope::Items; }},
        {{u"--envelope"_s, u"named"_s},
         [](const SandboxOptions &o) { return o.envelope == SandboxOptions::Envelope::Named; }},
        {{u"--ids"_s, u"int"_s}, [](const SandboxOptions &o) { return o.ids == SandboxOptions::Ids::Integer; }},
        {{u"--create-status"_s, u"201"_s}, [](const SandboxOptions &o) { return o.createStatus == 201; }},
        {{u"--delete-status"_s, u"204"_s}, [](const SandboxOptions &o) { return o.deleteStatus == 204; }},
        {{u"--auth-status"_s, u"401"_s}, [](const SandboxOptions &o) { return o.authStatus == 401; }},
        {{u"--limit-status"_s, u"400"_s}, [](const SandboxOptions &o) { return o.limitStatus == 400; }},
        {{u"--limit-status"_s, u"403"_s}, [](const SandboxOptions &o) { return o.limitStatus == 403; }},
        {{u"--limit-status"_s, u"422"_s}, [](const SandboxOptions &o) { return o.limitStatus == 422; }},
        {{u"--patch"_s, u"partial"_s},
         [](const SandboxOptions &o) { return o.patch == SandboxOptions::Patch::Partial; }},
        {{u"--time"_s, u"iso-z"_s},
         [](const SandboxOptions &o) { return o.time == SandboxOptions::TimeFormat::IsoUtc; }},
        {{u"--time"_s, u"iso-offset"_s},
         [](const SandboxOptions &o) { return o.time == SandboxOptions::TimeFormat::IsoOffset; }},
        {{u"--time"_s, u"naive"_s},
         [](const SandboxOptions &o) { return o.time == SandboxOptions::TimeFormat::Naive; }},
        {{u"--time"_s, u"epoch-s"_s},
         [](const SandboxOptions &o) { return o.time == SandboxOptions::TimeFormat::EpochSeconds; }},
        {{u"--key-field"_s, u"key"_s},
         [](const SandboxOptions &o) { return o.keyField == SandboxOptions::KeyField::Key; }},
        {{u"--key-field"_s, u"api_key"_s},
         [](const SandboxOptions &o) { return o.keyField == SandboxOptions::KeyField::ApiKey; }},
        {{u"--seed"_s, u"none"_s}, [](const SandboxOptions &o) { return o.seed == SandboxOptions::Seed::None; }},
        {{u"--seed"_s, u"demo"_s}, [](const SandboxOptions &o) { return o.seed == SandboxOptions::Seed::Demo; }},
        {{u"--max-log-limit"_s, u"10000"_s}, [](const SandboxOptions &o) { return o.maxLogLimit == 10000; }},
        {{u"--max-log-limit"_s, u"1000000"_s}, [](const SandboxOptions &o) { return o.maxLogLimit == 1000000; }},
        {{u"--style"_s, u"flat"_s}, [](const SandboxOptions &o) { return o.style == SandboxOptions::Style::Flat; }},
        {{u"--style"_s, u"jsonapi"_s},
         [](const SandboxOptions &o) { return o.style == SandboxOptions::Style::JsonApi; }},
        {{u"--errors"_s, u"fastapi"_s},
         [](const SandboxOptions &o) { return o.errors == SandboxOptions::Errors::FastApi; }},
        {{u"--errors"_s, u"problem"_s},
         [](const SandboxOptions &o) { return o.errors == SandboxOptions::Errors::Problem; }},
        {{u"--paging"_s, u"body"_s}, [](const SandboxOptions &o) { return o.paging == SandboxOptions::Paging::Body; }},
        {{u"--paging"_s, u"link"_s},
         [](const SandboxOptions &o) { return o.paging == SandboxOptions::Paging::LinkHeader; }},
        {{u"--fields"_s, u"spec"_s}, [](const SandboxOptions &o) { return o.fields == SandboxOptions::Fields::Spec; }},
        {{u"--fields"_s, u"synonyms"_s},
         [](const SandboxOptions &o) { return o.fields == SandboxOptions::Fields::Synonyms; }},
        {{u"--fields"_s, u"synonyms-csv"_s},
         [](const SandboxOptions &o) { return o.fields == SandboxOptions::Fields::SynonymsCsv; }},
        {{u"--gzip"_s}, [](const SandboxOptions &o) { return o.gzip; }},
    };
    for (const auto &[args, check] : singles) {
        SandboxOptions single;
        QVERIFY2(single.parse(QStringList{u"forwarddesk-sandbox"_s} + args, &error), qPrintable(error));
        QVERIFY2(check(single), qPrintable(args.join(u' ')));
    }
    // Without the program name too (QCommandLineParser would otherwise eat the first option).
    SandboxOptions bare;
    QVERIFY2(bare.parse({u"--envelope"_s, u"items"_s}, &error), qPrintable(error));
    QCOMPARE(bare.envelope, SandboxOptions::Envelope::Items);
}

void TestSandboxFaults::optionsParse_withoutArguments_givesDocumentedDefaults()
{
    SandboxOptions options;
    QString error;
    QVERIFY2(options.parse({u"forwarddesk-sandbox"_s}, &error), qPrintable(error));
    QCOMPARE(options.seed, SandboxOptions::Seed::Demo);
    QCOMPARE(options.prefix, SandboxOptions::Prefix::None);
    QCOMPARE(options.envelope, SandboxOptions::Envelope::Bare);
    QCOMPARE(options.ids, SandboxOptions::Ids::Integer);
    QCOMPARE(options.createStatus, 201);
    QCOMPARE(options.deleteStatus, 204);
    QCOMPARE(options.authStatus, 401);
    QCOMPARE(options.limitStatus, 403);
    QCOMPARE(options.patch, SandboxOptions::Patch::Partial);
    QCOMPARE(options.time, SandboxOptions::TimeFormat::IsoUtc);
    QCOMPARE(options.keyField, SandboxOptions::KeyField::Key);
    QCOMPARE(options.style, SandboxOptions::Style::Flat);
    QCOMPARE(options.errors, SandboxOptions::Errors::FastApi);
    QCOMPARE(options.paging, SandboxOptions::Paging::Body);
    QCOMPARE(options.fields, SandboxOptions::Fields::Spec);
    QVERIFY(!options.gzip);
    QCOMPARE(options.pageSize, 50);
    QCOMPARE(options.verifyAfter, 2);
    QCOMPARE(options.liveLogIntervalSeconds, 0);
    QVERIFY(options.databasePath.isEmpty());
    QVERIFY(options.faults.isEmpty());
    QVERIFY(options.address.isLoopback());
}

void TestSandboxFaults::optionsParse_help_isReported()
{
    SandboxOptions options;
    QString error;
    bool help = false;
    const bool parsed = options.parse({u"forwarddesk-sandbox"_s, u"--help"_s}, &error, &help);
    Q_UNUSED(parsed) // whether --help counts as success is the tool's business; it must be reported
    QVERIFY(help);
    QVERIFY(SandboxOptions::helpText().contains(u"--fault"_s));
    for (const QString &name : {u"--style"_s, u"--errors"_s, u"--paging"_s, u"--fields"_s, u"--gzip"_s,
                                u"unreadable-records"_s, u"retry-after-date"_s, u"oversized"_s}) {
        QVERIFY2(SandboxOptions::helpText().contains(name), qPrintable(name));
    }
}

void TestSandboxFaults::optionsParse_refusesBadValues_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("unknown option") << QStringList{u"--colour"_s, u"red"_s};
    QTest::newRow("positional argument") << QStringList{u"extra"_s};
    QTest::newRow("prefix") << QStringList{u"--prefix"_s, u"v2"_s};
    QTest::newRow("envelope") << QStringList{u"--envelope"_s, u"results"_s};
    QTest::newRow("ids") << QStringList{u"--ids"_s, u"string"_s};
    QTest::newRow("create-status") << QStringList{u"--create-status"_s, u"202"_s};
    QTest::newRow("delete-status") << QStringList{u"--delete-status"_s, u"201"_s};
    QTest::newRow("auth-status") << QStringList{u"--auth-status"_s, u"400"_s};
    QTest::newRow("limit-status") << QStringList{u"--limit-status"_s, u"429"_s};
    QTest::newRow("patch") << QStringList{u"--patch"_s, u"merge"_s};
    QTest::newRow("time") << QStringList{u"--time"_s, u"unix"_s};
    QTest::newRow("key-field") << QStringList{u"--key-field"_s, u"secret"_s};
    QTest::newRow("seed") << QStringList{u"--seed"_s, u"huge"_s};
    QTest::newRow("port too big") << QStringList{u"--port"_s, u"65536"_s};
    QTest::newRow("port not a number") << QStringList{u"--port"_s, u"http"_s};
    QTest::newRow("page-size 0") << QStringList{u"--page-size"_s, u"0"_s};
    QTest::newRow("max-log-limit above 1000000") << QStringList{u"--max-log-limit"_s, u"1000001"_s};
    QTest::newRow("max-log-limit 0") << QStringList{u"--max-log-limit"_s, u"0"_s};
    QTest::newRow("seed-random not a number") << QStringList{u"--seed-random"_s, u"lucky"_s};
    QTest::newRow("live-logs not a number") << QStringList{u"--live-logs"_s, u"often"_s};
    QTest::newRow("verify-after not a number") << QStringList{u"--verify-after"_s, u"later"_s};
    QTest::newRow("bad fault") << QStringList{u"--fault"_s, u"kind=boom"_s};
    QTest::newRow("key not fwd_ + 40") << QStringList{u"--key"_s, u"fwd_short"_s};
    QTest::newRow("option without value") << QStringList{u"--envelope"_s};
    QTest::newRow("style") << QStringList{u"--style"_s, u"hal"_s};
    QTest::newRow("errors") << QStringList{u"--errors"_s, u"rfc7807"_s};
    QTest::newRow("paging") << QStringList{u"--paging"_s, u"cursor"_s};
    QTest::newRow("fields") << QStringList{u"--fields"_s, u"camel"_s};
    QTest::newRow("gzip with a value") << QStringList{u"--gzip=yes"_s};
}

void TestSandboxFaults::optionsParse_refusesBadValues()
{
    QFETCH(QStringList, arguments);
    SandboxOptions options;
    QString error;
    QVERIFY2(!options.parse(QStringList{u"forwarddesk-sandbox"_s} + arguments, &error),
             qPrintable(u"accepted: "_s + arguments.join(u' ')));
    QVERIFY2(!error.isEmpty(), "refused without saying why");
}

QTEST_GUILESS_MAIN(TestSandboxFaults)
#include "tst_sandboxfaults.moc"
