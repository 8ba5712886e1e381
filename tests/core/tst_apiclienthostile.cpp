// SPDX-License-Identifier: GPL-3.0-or-later
// ApiClient against a canned-answer server: oversized and compressed bodies, paging loops and huge page
// numbers, Link headers, JSON:API, Retry-After in both forms, odd 2xx bodies, unreadable records.

#include "apiwait.h"
#include "cannedserver.h"
#include "core/apiclient.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QSemaphore>
#include <QSignalSpy>
#include <QTest>
#include <QThreadPool>
#include <QTimeZone>
#include <QUrlQuery>

#include <algorithm>

using namespace Qt::StringLiterals;
using namespace ForwardDesk;
using Core::Alias;
using Core::ApiClient;
using Core::ApiError;
using Core::ApiResult;
using Core::Domain;
using Core::ListReport;
using Core::RecordText;
using TestSupport::CannedRequest;
using TestSupport::CannedResponse;
using TestSupport::CannedServer;

namespace {

constexpr int waitMs = 30000;
constexpr qint64 oneMiB = 1024 * 1024;

template <typename T, typename Start>
ApiResult<T> wait(Start start)
{
    return TestSupport::waitForResult<T>(waitMs, start);
}

ApiResult<QList<Domain>> listDomains(ApiClient &client)
{
    return wait<QList<Domain>>([&client](QObject *ctx, auto handler) { client.listDomains(ctx, handler); });
}

/// A list page of domains with ids @p from … @p to, as a bare array.
QByteArray domainsJson(int from, int to)
{
    QJsonArray items;
    for (int id = from; id <= to; ++id) {
        items.append(QJsonObject{{u"id"_s, id}, {u"domain"_s, u"d%1.example"_s.arg(id)}, {u"status"_s, u"active"_s}});
    }
    return QJsonDocument(items).toJson(QJsonDocument::Compact);
}

QByteArray pageJson(int from, int to, const QString &next)
{
    QJsonObject page{{u"items"_s, QJsonDocument::fromJson(domainsJson(from, to)).array()}};
    page.insert(u"next"_s, next.isEmpty() ? QJsonValue() : QJsonValue(next));
    return QJsonDocument(page).toJson(QJsonDocument::Compact);
}

/// 300 domains as a list's items (without the brackets), with what a decoder must not trip on: strings with
/// quotes, backslashes and brackets, non-ASCII text, nesting, space between items; and two items left out, a
/// scalar and a record without a name.
QByteArray oddDomainItems()
{
    QByteArrayList items;
    for (int id = 1; id <= 300; ++id) {
        QJsonObject record{{u"id"_s, u"dom-%1"_s.arg(id)},
                           {u"domain"_s, u"d%1.example"_s.arg(id)},
                           {u"status"_s, id % 3 == 0 ? u"pending"_s : u"active"_s}};
        if (id % 7 == 0) {
            record.insert(u"note"_s, u"say \"hi\" \\ ]}{[ to b\u00fccher \u20ac"_s);
            record.insert(u"dns"_s, QJsonObject{{u"mx"_s, QJsonArray{u"mx1"_s, QJsonArray{1, 2}}}});
        }
        items.append(QJsonDocument(record).toJson(id % 5 == 0 ? QJsonDocument::Indented : QJsonDocument::Compact));
        if (id == 100) {
            items.append("\"not a record\"");
        } else if (id == 200) {
            items.append("{\"id\":\"nameless\",\"status\":\"active\"}");
        }
    }
    return items.join(", ");
}

/// Over 4 MiB of aliases as a list's items (without the brackets): five pieces or more, as the client hands a
/// body on to be decoded a mebibyte at a time. Among them, scattered over the pieces: records with escapes and
/// non-ASCII text, records naming a member twice (left to ResponseDecoder), aliases without an address, records
/// repeating an earlier record's id, and a scalar.
QByteArray manyAliasItems()
{
    QByteArrayList items;
    for (int n = 1; n <= 36000; ++n) {
        QJsonObject record{{u"id"_s, u"a%1"_s.arg(n)},
                           {u"localpart"_s, u"user%1"_s.arg(n)},
                           {u"destinations"_s, QJsonArray{u"box%1@dest.example"_s.arg(n % 10)}},
                           {u"enabled"_s, n % 2 == 0},
                           {u"created_at"_s, u"2026-01-02T03:04:05Z"_s}};
        if (n % 13 == 0) {
            record.insert(u"note"_s, u"say \"hi\" \\ ]}{[ to b\u00fccher \u20ac %1"_s.arg(n));
        }
        if (n % 4999 == 0) {
            record.remove(u"localpart"_s); // no address: left out
        }
        if (n % 7001 == 0) {
            record.insert(u"id"_s, u"a%1"_s.arg(n - 6000)); // an id of an earlier piece
        }
        QByteArray json = QJsonDocument(record).toJson(QJsonDocument::Compact);
        if (n % 3001 == 0) {
            json.insert(json.size() - 1, ",\"enabled\":true"); // a member named twice
        }
        items.append(json);
        if (n == 18000) {
            items.append("\"not a record\"");
        }
    }
    return items.join(",");
}

ApiResult<QList<Alias>> listAliases(ApiClient &client, RecordText text)
{
    return wait<QList<Alias>>([&client, text](QObject *ctx, auto handler) {
        client.listAliases(u"d1"_s, ctx, handler, ApiClient::Urgency::Interactive, text);
    });
}

/// @p body as a 200 of no told length, in pieces of @p bytes a millisecond apart: a list the client decodes as
/// it arrives.
CannedResponse inPieces(const QByteArray &body, int bytes)
{
    CannedResponse pieces = CannedResponse::json(200, body);
    pieces.omitLength = true;
    pieces.trickleMs = 1;
    pieces.trickleBytes = bytes;
    return pieces;
}

QByteArray httpDate(const QDateTime &when)
{
    return QLocale::c().toString(when.toUTC(), u"ddd, dd MMM yyyy HH:mm:ss 'GMT'"_s).toLatin1();
}

QStringList ids(const QList<Domain> &domains)
{
    QStringList out;
    for (const Domain &domain : domains) {
        out << domain.id;
    }
    return out;
}

/// "1" … @p last, skipping the ids of page @p skippedPage (see numberedPages()).
QStringList idsUpTo(int last, int skippedPage = 0)
{
    QStringList out;
    for (int id = 1; id <= last; ++id) {
        if ((id + 1) / 2 != skippedPage) {
            out << QString::number(id);
        }
    }
    return out;
}

/// Numbered pages of two domains each (page n holds ids 2n-1 and 2n), announcing a total of @p total; the next
/// page is @p nextOf(n) (none when 0), named in the body ({"items","total","page","next"}) or in a Link header.
CannedServer::Handler numberedPages(const QUrl &base, int total, bool linkHeader, std::function<int(int)> nextOf)
{
    return [=](const CannedRequest &request) {
        const QUrlQuery query(QString::fromLatin1(request.target.mid(request.path().size() + 1)));
        const int page = query.hasQueryItem(u"page"_s) ? query.queryItemValue(u"page"_s).toInt() : 1;
        const int nextPage = nextOf(page);
        const QString next = nextPage > 0 ? base.toString() + u"/domains?page=%1"_s.arg(nextPage) : QString();
        if (linkHeader) {
            CannedResponse answer = CannedResponse::json(200, domainsJson(2 * page - 1, 2 * page));
            return next.isEmpty() ? answer : answer.withHeader("Link", "<" + next.toLatin1() + ">; rel=\"next\"");
        }
        QJsonObject body = QJsonDocument::fromJson(pageJson(2 * page - 1, 2 * page, next)).object();
        body.insert(u"total"_s, total);
        body.insert(u"page"_s, page);
        return CannedResponse::json(200, QJsonDocument(body).toJson(QJsonDocument::Compact));
    };
}

/// Keeps the global thread pool, where large pages are decoded, to one thread, and that one busy from hold()
/// until release(): no page is decoded meanwhile.
class PoolHold
{
public:
    PoolHold()
        : m_threads(QThreadPool::globalInstance()->maxThreadCount())
    {
        QThreadPool::globalInstance()->setMaxThreadCount(1);
    }
    ~PoolHold()
    {
        release();
        QThreadPool::globalInstance()->waitForDone();
        QThreadPool::globalInstance()->setMaxThreadCount(m_threads);
    }
    Q_DISABLE_COPY_MOVE(PoolHold)
    void hold()
    {
        if (m_held) {
            return;
        }
        m_held = true;
        QThreadPool::globalInstance()->start([this] { m_gate.acquire(); });
    }
    void release()
    {
        if (std::exchange(m_held, false)) {
            m_gate.release();
        }
    }

private:
    QSemaphore m_gate;
    int m_threads;
    bool m_held = false;
};

} // namespace

class TestApiClientHostile final : public QObject
{
    Q_OBJECT

private:
    CannedServer *m_server = nullptr;
    ApiClient *m_client = nullptr;

    /// Lists the domains @p serve answers for @p context into @p listed, each page decoded on a worker and page 2
    /// kept undecoded by @p pool from when it is asked for; true once the server has seen @p seen requests.
    bool listUntilSeen(PoolHold &pool, const CannedServer::Handler &serve, int seen, QObject *context,
                       std::optional<ApiResult<QList<Domain>>> *listed)
    {
        m_client->setLargeBodyThreshold(0);
        m_server->setHandler([&pool, serve](const CannedRequest &request) {
            if (request.target.endsWith("page=2")) {
                pool.hold();
            }
            return serve(request);
        });
        m_client->listDomains(context, [listed](ApiResult<QList<Domain>> r) { *listed = std::move(r); });
        return QTest::qWaitFor([this, seen] { return m_server->requests().size() >= seen; }, 5000);
    }

private slots:
    void init()
    {
        m_server = new CannedServer(this);
        QVERIFY(m_server->listen());
        m_client = new ApiClient(this);
        QVERIFY(!m_client->setServiceUrl(m_server->url()).isError());
        m_client->setApiRoot(m_server->url());
        m_client->setApiKey(u"fwd_test"_s);
        ApiClient::RetryPolicy once;
        once.maxAttempts = 1;
        m_client->setRetryPolicy(once);
    }

    void cleanup()
    {
        delete m_client;
        delete m_server;
    }

    // --- body caps -------------------------------------------------------------------------------------------

    void bodyCap_streamedListAboveDefaultCap_stopsReadingAndSaysTooLarge()
    {
        CannedResponse huge = CannedResponse::json(200, QByteArray("{\"data\":["));
        huge.streamedBytes = 80 * oneMiB; // no Content-Length: only reading as it comes can stop it
        m_server->route("GET", "/domains", huge);
        const auto result = listDomains(*m_client);
        QVERIFY(!result.ok());
        QCOMPARE(result.error().kind(), ApiError::Kind::UnexpectedResponse);
        QCOMPARE(result.error().reason(), ApiError::Reason::AnswerTooLarge);
        QVERIFY2(m_server->bodyBytesSent() < ApiClient::MaxRecordBodyBytes + 8 * oneMiB,
                 qPrintable(QString::number(m_server->bodyBytesSent())));
        QCOMPARE(ApiClient::MaxRecordBodyBytes, 64 * oneMiB);
    }

    void bodyCap_declaredLengthAboveCap_isRefusedBeforeTheBodyIsRead()
    {
        m_client->setBodyLimits(oneMiB, 64 * 1024);
        m_server->route("GET", "/domains", CannedResponse::json(200, QByteArray(48 * oneMiB, ' ') + "[]"));
        const auto result = listDomains(*m_client);
        QCOMPARE(result.error().reason(), ApiError::Reason::AnswerTooLarge);
        QVERIFY2(m_server->bodyBytesSent() < 24 * oneMiB, qPrintable(QString::number(m_server->bodyBytesSent())));
    }

    void bodyCap_gzipBomb_capAppliesToTheDecompressedSize()
    {
        CannedResponse bomb = CannedResponse::json(200, QByteArray("{\"data\":["));
        bomb.streamedBytes = 80 * oneMiB;
        bomb.gzip = true; // about 100 KB on the wire
        m_server->route("GET", "/domains", bomb);
        const auto result = listDomains(*m_client);
        QVERIFY(!result.ok());
        QVERIFY2(result.error().reason() == ApiError::Reason::AnswerTooLarge, qPrintable(result.error().toString()));
        QVERIFY(m_server->bodyBytesSent() < 2 * oneMiB);
    }

    void gzip_answerIsDecompressedByQt_whenTheClientLeavesAcceptEncodingToIt()
    {
        CannedResponse compressed = CannedResponse::json(200, domainsJson(1, 3));
        compressed.gzip = true;
        m_server->setHandler([compressed](const CannedRequest &request) {
            // Like a real service: compressed only when the request allows it.
            return request.header("Accept-Encoding").contains("gzip")
                ? compressed
                : CannedResponse::json(406, R"({"detail":"gzip expected by this test"})");
        });
        const auto result = listDomains(*m_client);
        QVERIFY2(result.ok(), qPrintable(result.error().toString()));
        QCOMPARE(ids(result.value()), (QStringList{u"1"_s, u"2"_s, u"3"_s}));
    }

    void bodyCap_errorBodyAboveItsCap_keepsTheStatusMeaning()
    {
        CannedResponse page = CannedResponse::json(503, QByteArrayLiteral("<html>"), "text/html");
        page.streamedBytes = 16 * oneMiB;
        m_server->route("GET", "/domains", page);
        const auto result = listDomains(*m_client);
        QCOMPARE(result.error().kind(), ApiError::Kind::ServerError);
        QCOMPARE(result.error().httpStatus(), 503);
        QVERIFY(result.error().detail().size() <= 500);
        QVERIFY2(m_server->bodyBytesSent() < 8 * oneMiB, qPrintable(QString::number(m_server->bodyBytesSent())));
        QCOMPARE(ApiClient::MaxErrorBodyBytes, 64 * 1024);
    }

    void bodyCap_oversizedAnswerToPatch_isAcceptedWithRecordUnknown()
    {
        m_client->setBodyLimits(64 * 1024, 64 * 1024);
        CannedResponse huge = CannedResponse::json(200, QByteArray("{\"id\":\"a1\",\"localpart\":\""));
        huge.streamedBytes = 4 * oneMiB;
        m_server->route("PATCH", "/domains/d1/aliases/a1", huge);
        Core::AliasDraft draft;
        draft.localPart = u"info"_s;
        draft.destinations = {u"a@x.example"_s};
        const auto result = wait<Core::Alias>([this, draft](QObject *ctx, auto handler) {
            m_client->updateAlias(u"d1"_s, u"a1"_s, draft, ctx, handler);
        });
        QVERIFY(!result.ok());
        QVERIFY(result.accepted());
        QVERIFY(result.recordUnknown());
        QCOMPARE(result.error().reason(), ApiError::Reason::AnswerTooLarge);
    }

    void deadline_bodyThatKeepsTrickling_endsAsATimeout()
    {
        m_client->setRequestTimeout(600);
        CannedResponse slow = CannedResponse::json(200, domainsJson(1, 400));
        slow.trickleMs = 40; // always some data, so only the overall deadline can end it
        slow.trickleBytes = 32;
        m_server->route("GET", "/domains", slow);
        QElapsedTimer clock;
        clock.start();
        const auto result = listDomains(*m_client);
        QCOMPARE(result.error().kind(), ApiError::Kind::Timeout);
        QVERIFY2(clock.elapsed() < 3000, qPrintable(QString::number(clock.elapsed())));
    }

    // --- paging ----------------------------------------------------------------------------------------------

    void paging_nextLinksThatAlternate_stopWithoutDuplicateRows()
    {
        const QString base = m_server->url().toString();
        m_server->route("GET", "/domains", CannedResponse::json(200, pageJson(1, 2, base + u"/domains?page=2"_s)));
        m_server->route("GET", "/domains?page=2",
                        CannedResponse::json(200, pageJson(3, 4, base + u"/domains?page=1"_s)));
        m_server->route("GET", "/domains?page=1",
                        CannedResponse::json(200, pageJson(1, 2, base + u"/domains?page=2"_s)));
        const auto result = listDomains(*m_client);
        QVERIFY2(result.ok(), qPrintable(result.error().toString()));
        QCOMPARE(ids(result.value()), (QStringList{u"1"_s, u"2"_s, u"3"_s, u"4"_s}));
        QVERIFY(m_server->requests().size() <= 4); // page 3 may have been asked for ahead, and dropped
        QCOMPARE(result.listReport().pagingStop, ListReport::PagingStop::RepeatedPage);
        QCOMPARE(result.listReport().duplicates, 2);
    }

    void paging_duplicatesOnPagesDecodedOnAWorker_areDroppedThere()
    {
        m_client->setLargeBodyThreshold(0); // every page is decoded, and its repeats dropped, on a worker
        const QString base = m_server->url().toString();
        m_server->route("GET", "/domains", CannedResponse::json(200, pageJson(1, 2, base + u"/domains?page=2"_s)));
        m_server->route("GET", "/domains?page=2",
                        CannedResponse::json(200, pageJson(2, 4, base + u"/domains?page=3"_s)));
        m_server->route("GET", "/domains?page=3", CannedResponse::json(200, pageJson(4, 5, QString())));
        const auto result = listDomains(*m_client);
        QVERIFY2(result.ok(), qPrintable(result.error().toString()));
        QCOMPARE(ids(result.value()), (QStringList{u"1"_s, u"2"_s, u"3"_s, u"4"_s, u"5"_s}));
        QCOMPARE(result.listReport().duplicates, 2);
    }

    void paging_nextLinkBackToTheSamePageSpelledDifferently_isARepeat()
    {
        const QString base = m_server->url().toString();
        m_server->route("GET", "/domains?b=2&a=1",
                        CannedResponse::json(200, pageJson(1, 2, base + u"/x/../domains?a=1&b=2"_s)));
        m_server->route("GET", "/domains?a=1&b=2",
                        CannedResponse::json(200, pageJson(1, 2, base + u"/domains?b=2&a=1"_s)));
        m_server->route("GET", "/domains", CannedResponse::json(200, pageJson(1, 2, base + u"/domains?b=2&a=1"_s)));
        const auto result = listDomains(*m_client);
        QVERIFY(result.ok());
        QCOMPARE(result.value().size(), 2);
        QCOMPARE(m_server->requests().size(), 2);
    }

    void paging_hugePageNumber_isNotFollowed_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::newRow("numbered") << QByteArray(
            R"({"items":[{"id":1,"domain":"a.example"}],"page":2147483647,"total":900})");
        QTest::newRow("link") << QByteArray(
            R"({"items":[{"id":1,"domain":"a.example"}],"next":"/domains?page=2147483647"})");
        QTest::newRow("link beyond 64 bits")
            << QByteArray(R"({"items":[{"id":1,"domain":"a.example"}],"next":"/domains?page=99999999999999999999"})");
        QTest::newRow("negative") << QByteArray(
            R"({"items":[{"id":1,"domain":"a.example"}],"next":"/domains?page=-3"})");
    }

    void paging_hugePageNumber_isNotFollowed()
    {
        QFETCH(QByteArray, body);
        m_server->route("GET", "/domains", CannedResponse::json(200, body));
        const auto result = listDomains(*m_client);
        QVERIFY2(result.ok(), qPrintable(result.error().toString()));
        QCOMPARE(result.value().size(), 1);
        QCOMPARE(m_server->requests().size(), 1);
        QCOMPARE(result.listReport().pagingStop, ListReport::PagingStop::PageOutOfRange);
    }

    void paging_linkHeader_isFollowed()
    {
        const QByteArray next = "<" + m_server->url().toString().toLatin1() + "/domains?page=2>; rel=\"next\"";
        m_server->route("GET", "/domains",
                        CannedResponse::json(200, domainsJson(1, 2))
                            .withHeader("Link", R"(</domains?page=0>; rel="first", )" + next));
        m_server->route("GET", "/domains?page=2", CannedResponse::json(200, domainsJson(3, 4)));
        const auto result = listDomains(*m_client);
        QVERIFY2(result.ok(), qPrintable(result.error().toString()));
        QCOMPARE(ids(result.value()), (QStringList{u"1"_s, u"2"_s, u"3"_s, u"4"_s}));
        QCOMPARE(result.listReport().pages, 2);
    }

    // --- reading ahead -----------------------------------------------------------------------------------------

    void readAhead_nextPageIsAskedForWhileThisOneIsDecoded_data()
    {
        QTest::addColumn<bool>("linkHeader");
        QTest::addColumn<bool>("bodyNext");
        QTest::newRow("body next") << false << true;
        QTest::newRow("page and total") << false << false;
        QTest::newRow("link header") << true << false;
    }

    void readAhead_nextPageIsAskedForWhileThisOneIsDecoded()
    {
        QFETCH(bool, linkHeader);
        QFETCH(bool, bodyNext);
        PoolHold pool;
        QObject context;
        std::optional<ApiResult<QList<Domain>>> listed;
        const auto next = [bodyNext, linkHeader](int page) {
            return (bodyNext || linkHeader) && page < 4 ? page + 1 : 0;
        };
        // Pages 3 and 4 are asked for while page 2 cannot have been decoded (the workers are held), and nothing
        // further: MaxPagesAhead pages ahead at most.
        static_assert(ApiClient::MaxPagesAhead == 2);
        QVERIFY(listUntilSeen(pool, numberedPages(m_server->url(), 8, linkHeader, next), 4, &context, &listed));
        QTest::qWait(100);
        QCOMPARE(m_server->requests().size(), 4);
        QVERIFY(!listed);
        pool.release();
        QTRY_VERIFY_WITH_TIMEOUT(listed.has_value(), waitMs);
        QVERIFY2(listed->ok(), qPrintable(listed->error().toString()));
        QCOMPARE(ids(listed->value()), idsUpTo(8));
        QCOMPARE(listed->listReport().pages, 4);
        QCOMPARE(listed->listReport().pagingStop, ListReport::PagingStop::Complete);
        QCOMPARE(m_server->requests().size(), 4); // nothing asked for past the last page
    }

    void readAhead_nextPageIsAskedForOnceThisOnesHeadersHaveCome()
    {
        // Page 2's body comes slowly; page 3 is asked for while it is still coming, not once it has come.
        const auto serve = numberedPages(m_server->url(), 6, false, [](int page) { return page < 3 ? page + 1 : 0; });
        qint64 bodiesBefore = 0; // the bodies of pages 1 and 2
        qint64 sentWhenPageThreeWasAsked = -1;
        m_server->setHandler([&](const CannedRequest &request) {
            CannedResponse answer = serve(request);
            if (request.target.endsWith("page=3")) {
                sentWhenPageThreeWasAsked = m_server->bodyBytesSent();
            } else {
                bodiesBefore += answer.body.size();
            }
            if (request.target.endsWith("page=2")) {
                answer.trickleMs = 40;
                answer.trickleBytes = 8;
            }
            return answer;
        });
        std::optional<ApiResult<QList<Domain>>> listed;
        m_client->listDomains(this, [&listed](ApiResult<QList<Domain>> r) { listed = std::move(r); });
        QTRY_VERIFY_WITH_TIMEOUT(listed.has_value(), waitMs);
        QVERIFY2(listed->ok(), qPrintable(listed->error().toString()));
        QCOMPARE(ids(listed->value()), idsUpTo(6));
        QCOMPARE(m_server->requests().size(), 3);
        QVERIFY(sentWhenPageThreeWasAsked >= 0);
        QVERIFY2(sentWhenPageThreeWasAsked < bodiesBefore,
                 qPrintable(u"%1 of %2 bytes"_s.arg(sentWhenPageThreeWasAsked).arg(bodiesBefore)));
    }

    void readAhead_wrongGuess_isDroppedAndTheNamedPageRead()
    {
        PoolHold pool;
        QObject context;
        std::optional<ApiResult<QList<Domain>>> listed;
        QSignalSpy logged(m_client, &ApiClient::requestLogged);
        // Page 2 names page 4 next: page 3, asked for ahead, is not wanted; page 4, asked for ahead after it, is
        // read as it came, not asked for again.
        const auto next = [](int page) { return page == 2 ? 4 : page < 5 ? page + 1 : 0; };
        QVERIFY(listUntilSeen(pool, numberedPages(m_server->url(), 8, false, next), 4, &context, &listed));
        pool.release();
        QTRY_VERIFY_WITH_TIMEOUT(listed.has_value(), waitMs);
        QVERIFY2(listed->ok(), qPrintable(listed->error().toString()));
        QCOMPARE(ids(listed->value()), idsUpTo(10, 3));
        QCOMPARE(listed->listReport().pages, 4);
        QCOMPARE(listed->listReport().duplicates, 0);
        QStringList targets;
        for (const CannedRequest &request : m_server->requests()) {
            targets << QString::fromLatin1(request.target);
        }
        QCOMPARE(targets,
                 (QStringList{u"/domains"_s, u"/domains?page=2"_s, u"/domains?page=3"_s, u"/domains?page=4"_s,
                              u"/domains?page=5"_s}));
        for (const QList<QVariant> &entry : std::as_const(logged)) {
            const QString outcome = entry.first().value<Core::RequestLogEntry>().outcome;
            QVERIFY2(outcome == u"ok"_s || outcome == u"read ahead, not needed"_s, qPrintable(outcome));
        }
    }

    void readAhead_contextGoneWhileAPageIsDecoded_nothingMoreIsAskedOrTold()
    {
        PoolHold pool;
        auto context = std::make_unique<QObject>();
        std::optional<ApiResult<QList<Domain>>> listed;
        const auto next = [](int page) { return page < 4 ? page + 1 : 0; };
        QVERIFY(listUntilSeen(pool, numberedPages(m_server->url(), 8, false, next), 3, context.get(), &listed));
        context.reset(); // page 2 undecoded, the pages ahead of it in flight or held
        const qsizetype asked = m_server->requests().size();
        pool.release();
        QTest::qWait(300);
        QVERIFY(!listed);
        QCOMPARE(m_server->requests().size(), asked);
    }

    void readAhead_refusedKeyOnThePageAhead_waitsForAKeyOnceAsBefore()
    {
        m_client->setHoldOnInvalidToken(true);
        QSignalSpy asked(m_client, &ApiClient::invalidTokenReceived);
        QSignalSpy logged(m_client, &ApiClient::requestLogged);
        const auto serve = numberedPages(m_server->url(), 8, false, [](int page) { return page < 4 ? page + 1 : 0; });
        PoolHold pool;
        QObject context;
        std::optional<ApiResult<QList<Domain>>> listed;
        const auto refusing = [serve](const CannedRequest &request) {
            return request.target.endsWith("page=3") && !request.header("Authorization").endsWith("fwd_new")
                ? CannedResponse::json(401, R"({"detail":"Invalid token"})")
                : serve(request);
        };
        QVERIFY(listUntilSeen(pool, refusing, 3, &context, &listed));
        QTRY_COMPARE_WITH_TIMEOUT(logged.count(), 3, waitMs); // page 3 refused while page 2 is undecoded
        QCOMPARE(asked.count(), 0); // not told before the page is wanted
        pool.release();
        QTRY_COMPARE_WITH_TIMEOUT(m_client->waitingRequestCount(), 1, waitMs);
        QCOMPARE(asked.count(), 1);
        m_client->setApiKey(u"fwd_new"_s);
        QTRY_VERIFY_WITH_TIMEOUT(listed.has_value(), waitMs);
        QVERIFY2(listed->ok(), qPrintable(listed->error().toString()));
        QCOMPARE(ids(listed->value()), idsUpTo(8));
        QCOMPARE(asked.count(), 1);
    }

    void jsonApi_listWithRelativeNextAndTotal_isReadWhole_andAcceptNamesIt()
    {
        const QByteArray first = R"({"data":[{"id":"a","type":"domain","attributes":{"domain":"a.example"}}],
            "links":{"next":"/domains?page%5Bnumber%5D=2"},"meta":{"total":2}})";
        const QByteArray second = R"({"data":[{"id":"b","type":"domain","attributes":{"domain":"b.example"}}],
            "links":{"next":null},"meta":{"total":2}})";
        m_server->route("GET", "/domains", CannedResponse::json(200, first, "application/vnd.api+json"));
        m_server->route("GET", "/domains?page%5Bnumber%5D=2",
                        CannedResponse::json(200, second, "application/vnd.api+json"));
        const auto result = listDomains(*m_client);
        QVERIFY2(result.ok(), qPrintable(result.error().toString()));
        QCOMPARE(ids(result.value()), (QStringList{u"a"_s, u"b"_s}));
        QCOMPARE(result.value().at(1).name, u"b.example"_s);
        QCOMPARE(result.listReport().announcedTotal, 2);
        const QByteArray accept = m_server->requests().first().header("Accept");
        QVERIFY(accept.contains("application/json"));
        QVERIFY(accept.contains("application/vnd.api+json"));
    }

    void list_204OrEmptyBody_isNotAnEmptyList_data()
    {
        QTest::addColumn<int>("status");
        QTest::newRow("204") << 204;
        QTest::newRow("200") << 200;
    }

    void list_204OrEmptyBody_isNotAnEmptyList()
    {
        QFETCH(int, status);
        m_server->route("GET", "/domains", CannedResponse::json(status, QByteArray()));
        const auto result = listDomains(*m_client);
        QVERIFY(!result.ok()); // an empty table would read as "every domain is gone"
        QCOMPARE(result.error().kind(), ApiError::Kind::UnexpectedResponse);
        QCOMPARE(result.error().reason(), ApiError::Reason::NoList);
    }

    void list_malformedJson_isNotJson()
    {
        m_server->route("GET", "/domains", CannedResponse::json(200, "[{\"id\":1,\"domain\":\"a.ex"));
        const auto result = listDomains(*m_client);
        QCOMPARE(result.error().reason(), ApiError::Reason::NotJson);
    }

    // --- a bare array decoded as it arrives -------------------------------------------------------------------

    void streamedList_inSmallPieces_isTheListTheEnvelopeGivesWhole()
    {
        const QByteArray items = oddDomainItems();
        // Records cut anywhere, strings and escapes included.
        m_server->route("GET", "/domains", inPieces("[\n" + items + "\n]\n", 997));
        QSignalSpy logged(m_client, &ApiClient::requestLogged);
        const auto streamed = listDomains(*m_client);
        QVERIFY2(streamed.ok(), qPrintable(streamed.error().toString()));
        QCOMPARE(logged.size(), 1);
        QCOMPARE(logged.first().first().value<Core::RequestLogEntry>().outcome, u"ok, decoded as it arrived"_s);

        m_server->route("GET", "/domains", CannedResponse::json(200, "{\"items\":[" + items + "]}"));
        const auto whole = listDomains(*m_client);
        QVERIFY(whole.ok());
        QCOMPARE(logged.last().first().value<Core::RequestLogEntry>().outcome, u"ok"_s);

        QCOMPARE(streamed.value().size(), 300);
        QCOMPARE(ids(streamed.value()), ids(whole.value()));
        for (qsizetype i = 0; i < whole.value().size(); ++i) {
            QCOMPARE(streamed.value().at(i).name, whole.value().at(i).name);
            QCOMPARE(streamed.value().at(i).rawJson(), whole.value().at(i).rawJson());
        }
        QCOMPARE(streamed.listReport().unreadableCount(), 2);
        QCOMPARE(streamed.listReport().count(ListReport::Missing::Record), 1);
        QCOMPARE(streamed.listReport().count(ListReport::Missing::Name), 1);
        QCOMPARE(streamed.listReport().unreadableSamples, whole.listReport().unreadableSamples);
    }

    void streamedList_repeatedIds_keepTheFirstOnThePageAndOnPagesAfterIt()
    {
        // Page 1 streamed, repeating ids within itself (in other pieces); page 2, also streamed, repeats one of
        // page 1's ids.
        const auto record = [](int id) { return u"{\"id\":\"d%1\",\"domain\":\"d%1.example\"}"_s.arg(id).toUtf8(); };
        QByteArrayList first;
        for (int id = 1; id <= 200; ++id) {
            first.append(record(id));
        }
        first.append(record(7));
        first.append(record(150));
        const QString base = m_server->url().toString();
        m_server->route("GET", "/domains",
                        inPieces("[" + first.join(",") + "]", 512)
                            .withHeader("Link", "<" + base.toLatin1() + "/domains?page=2>; rel=\"next\""));
        m_server->route("GET", "/domains?page=2", inPieces("[" + record(201) + "," + record(3) + "]", 16));
        const auto result = listDomains(*m_client);
        QVERIFY2(result.ok(), qPrintable(result.error().toString()));
        QStringList expected;
        for (int id = 1; id <= 201; ++id) {
            expected.append(u"d%1"_s.arg(id));
        }
        QCOMPARE(ids(result.value()), expected);
        QCOMPARE(result.value().at(6).name, u"d7.example"_s);
        QCOMPARE(result.listReport().duplicates, 3);
        QCOMPARE(result.listReport().pages, 2);
    }

    void streamedList_thatStopsBeingJson_isNotJson_data()
    {
        QTest::addColumn<QByteArray>("body");
        const QByteArray items = oddDomainItems();
        QTest::newRow("garbage halfway") << "[" + items + ",{\"id\":1,}" + "," + items + "]";
        QTest::newRow("after the array") << "[" + items + "] []";
        QTest::newRow("never closed") << "[" + items;
        QTest::newRow("a record cut short") << "[" + items + ",{\"id\":\"x";
    }

    void streamedList_thatStopsBeingJson_isNotJson()
    {
        QFETCH(QByteArray, body);
        m_server->route("GET", "/domains", inPieces(body, 4096));
        const auto result = listDomains(*m_client);
        QVERIFY(!result.ok());
        QCOMPARE(result.error().reason(), ApiError::Reason::NotJson);
    }

    void streamedList_nestedAtQtsLimit_readsAsTheWholeBodyDoes_data()
    {
        QTest::addColumn<int>("arrays");
        QTest::addColumn<bool>("readable");
        // The body nests 2 + arrays deep; QJsonDocument reads 1,024 levels and no more.
        QTest::newRow("at the limit") << 1022 << true;
        QTest::newRow("one past it") << 1023 << false;
    }

    void streamedList_nestedAtQtsLimit_readsAsTheWholeBodyDoes()
    {
        QFETCH(int, arrays);
        QFETCH(bool, readable);
        const QByteArray deep = "{\"id\":\"deep\",\"domain\":\"deep.example\",\"x\":" + QByteArray(arrays, '[')
            + QByteArray(arrays, ']') + "}";
        const QByteArray body = "[" + oddDomainItems() + "," + deep + "]";
        m_server->route("GET", "/domains", inPieces(body, 8192));
        const auto streamed = listDomains(*m_client);
        m_server->route("GET", "/domains", CannedResponse::json(200, body));
        const auto whole = listDomains(*m_client);
        QCOMPARE(whole.ok(), readable);
        QCOMPARE(streamed.ok(), readable);
        if (readable) {
            QCOMPARE(ids(streamed.value()), ids(whole.value()));
            QCOMPARE(streamed.value().last().id, u"deep"_s);
        } else {
            QCOMPARE(whole.error().reason(), ApiError::Reason::NotJson);
            QCOMPARE(streamed.error().reason(), ApiError::Reason::NotJson);
        }
    }

    // A body the client hands on in several pieces, whose records more than one worker decodes.
    void streamedList_ofManyPieces_isTheListTheWholeBodyGives_data()
    {
        QTest::addColumn<int>("text");
        QTest::newRow("text kept") << int(RecordText::Kept);
        QTest::newRow("text dropped") << int(RecordText::Dropped);
    }

    void streamedList_ofManyPieces_isTheListTheWholeBodyGives()
    {
        QFETCH(int, text);
        const QByteArray items = manyAliasItems();
        QVERIFY(items.size() > 4 * oneMiB); // five pieces at least
        QSignalSpy logged(m_client, &ApiClient::requestLogged);
        m_server->route("GET", "/domains/d1/aliases", inPieces("[" + items + "]", 256 * 1024));
        const auto streamed = listAliases(*m_client, RecordText(text));
        QVERIFY2(streamed.ok(), qPrintable(streamed.error().toString()));
        QCOMPARE(logged.last().first().value<Core::RequestLogEntry>().outcome, u"ok, decoded as it arrived"_s);
        m_server->route("GET", "/domains/d1/aliases", CannedResponse::json(200, "{\"items\":[" + items + "]}"));
        const auto whole = listAliases(*m_client, RecordText(text));
        QVERIFY2(whole.ok(), qPrintable(whole.error().toString()));

        // 36,000 records: 7 without an address, 5 repeating an earlier id; and a scalar.
        QCOMPARE(streamed.value().size(), 36000 - 7 - 5);
        QCOMPARE(streamed.value().size(), whole.value().size());
        for (qsizetype i = 0; i < whole.value().size(); ++i) {
            const Alias &a = streamed.value().at(i);
            const Alias &b = whole.value().at(i);
            QCOMPARE(a.id, b.id);
            QCOMPARE(a.localPart, b.localPart);
            QCOMPARE(a.enabled, b.enabled);
            QCOMPARE(a.destinations, b.destinations);
            QCOMPARE(a.createdAt, b.createdAt);
            QCOMPARE(a.rawJson(), b.rawJson());
            QCOMPARE(a.rawJson().isEmpty(), RecordText(text) == RecordText::Dropped);
        }
        const auto repeated = std::find_if(streamed.value().cbegin(), streamed.value().cend(),
                                           [](const Alias &alias) { return alias.id == u"a8002"_s; });
        QVERIFY(repeated != streamed.value().cend());
        QCOMPARE(repeated->localPart, u"user8002"_s); // the first of an id is kept, not the one in a later piece
        const ListReport &report = streamed.listReport();
        QCOMPARE(report.count(ListReport::Missing::Address), 7);
        QCOMPARE(report.count(ListReport::Missing::Record), 1);
        QCOMPARE(report.unreadableCount(), whole.listReport().unreadableCount());
        QCOMPARE(report.unreadableSamples, whole.listReport().unreadableSamples); // the first five, in order
        QCOMPARE(report.duplicates, 5);
        QCOMPARE(report.duplicates, whole.listReport().duplicates);
    }

    void streamedList_thatStopsBeingJsonInALaterPiece_saysWhereFirst_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("detail");
        const QByteArray items = manyAliasItems();
        const QByteArray bad = "{\"id\":1,}";
        const QString at = u"the answer stops being JSON at byte %1"_s;
        QTest::newRow("a record that does not parse")
            << "[" + items + "," + bad + "," + items + "]" << at.arg(1 + items.size() + 1);
        QTest::newRow("two: the first counts")
            << "[" + items + "," + bad + "," + items + "," + bad + "]" << at.arg(1 + items.size() + 1);
        QTest::newRow("in the first piece") << "[" + items.left(items.indexOf(",{") + 1) + bad + "," + items + "]"
                                            << at.arg(1 + items.indexOf(",{") + 1);
        QTest::newRow("after the array") << "[" + items + "] [" + items + "]" << at.arg(1 + items.size() + 2);
        QTest::newRow("a record, then after the array, in one piece")
            << "[" + items + "," + bad + "] []" << at.arg(1 + items.size() + 1);
        const QByteArray cut = "[" + items + "," + items + ",{\"id\":\"x";
        QTest::newRow("cut short") << cut << u"the answer ends before its list does, at byte %1"_s.arg(cut.size());
    }

    void streamedList_thatStopsBeingJsonInALaterPiece_saysWhereFirst()
    {
        QFETCH(QByteArray, body);
        QFETCH(QString, detail);
        m_server->route("GET", "/domains/d1/aliases", inPieces(body, 256 * 1024));
        const auto result = listAliases(*m_client, RecordText::Kept);
        QVERIFY(!result.ok());
        QCOMPARE(result.error().reason(), ApiError::Reason::NotJson);
        QCOMPARE(result.error().detail(), detail);
    }

    // --- records that cannot be used ------------------------------------------------------------------------

    void unreadableRecords_stayOutOfTheList_andAreCountedWithTheMissingField()
    {
        const QByteArray body = R"([{"status":"active"},{"id":7,"status":"active"},{"status":"pending"},
            {"id":1,"domain":"a.example"},"not a record",{"id":2,"domain":"b.example"}])";
        m_server->route("GET", "/domains", CannedResponse::json(200, body));
        const auto result = listDomains(*m_client);
        QVERIFY(result.ok());
        QCOMPARE(ids(result.value()), (QStringList{u"1"_s, u"2"_s}));
        const ListReport &report = result.listReport();
        QCOMPARE(report.unreadableCount(), 4);
        QCOMPARE(report.count(ListReport::Missing::Name), 3);
        QCOMPARE(report.count(ListReport::Missing::Record), 1);
        QCOMPARE(report.mostMissing(), ListReport::Missing::Name);
        QCOMPARE(report.unreadableSamples.size(), 4);
        QCOMPARE(report.requestIds.size(), 1);
        QCOMPARE(report.requestIds.first().toLatin1(), m_server->requests().first().header("X-Request-ID"));
    }

    void unreadableRecords_aliasesWithoutAddressOrId()
    {
        m_server->route("GET", "/domains/d1/aliases",
                        CannedResponse::json(200, R"([{"id":1,"destinations":["a@x.example"]},
                            {"is_catch_all":true,"destinations":["a@x.example"]},{"id":3,"localpart":"info"}])"));
        const auto result = wait<QList<Core::Alias>>(
            [this](QObject *ctx, auto handler) { m_client->listAliases(u"d1"_s, ctx, handler); });
        QVERIFY(result.ok());
        QCOMPARE(result.value().size(), 1);
        QCOMPARE(result.value().first().id, u"3"_s);
        QCOMPARE(result.listReport().count(ListReport::Missing::Address), 1);
        QCOMPARE(result.listReport().count(ListReport::Missing::Id), 1);
    }

    // --- odd 2xx answers to changes --------------------------------------------------------------------------

    void successWithoutRecord_isAcceptedWithRecordUnknown_data()
    {
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<int>("reason");
        QTest::newRow("200 {}") << 200 << QByteArray("{}") << int(ApiError::Reason::NoRecord);
        QTest::newRow("204") << 204 << QByteArray() << int(ApiError::Reason::NoRecord);
        QTest::newRow("200 empty") << 200 << QByteArray() << int(ApiError::Reason::NoRecord);
        QTest::newRow("200 status only") << 200 << QByteArray(R"({"status":"ok"})") << int(ApiError::Reason::NoRecord);
        QTest::newRow("200 no id") << 200 << QByteArray(R"({"enabled":false})") << int(ApiError::Reason::NoRecord);
        QTest::newRow("200 html") << 200 << QByteArray("<html>ok</html>") << int(ApiError::Reason::NotJson);
        QTest::newRow("200 list") << 200 << QByteArray("[]") << int(ApiError::Reason::NoRecord);
    }

    void successWithoutRecord_isAcceptedWithRecordUnknown()
    {
        QFETCH(int, status);
        QFETCH(QByteArray, body);
        QFETCH(int, reason);
        CannedResponse answer = CannedResponse::json(status, body);
        m_server->route("PATCH", "/domains/d1/aliases/a1", answer);
        Core::AliasDraft draft;
        draft.localPart = u"info"_s;
        draft.enabled = false;
        draft.destinations = {u"a@x.example"_s};
        const auto result = wait<Core::Alias>([this, draft](QObject *ctx, auto handler) {
            m_client->updateAlias(u"d1"_s, u"a1"_s, draft, ctx, handler);
        });
        QVERIFY(!result.ok()); // never a record with an empty id
        QVERIFY(result.accepted());
        QVERIFY(result.recordUnknown());
        QCOMPARE(result.error().kind(), ApiError::Kind::UnexpectedResponse);
        QCOMPARE(int(result.error().reason()), reason);
    }

    void successWithoutRecord_onCreateVerifyAndNewKey()
    {
        m_server->route("POST", "/domains", CannedResponse::json(201, R"({"message":"created"})"));
        m_server->route("POST", "/domains/d1/verify", CannedResponse::json(200, "{}"));
        m_server->route("POST", "/api-keys", CannedResponse::json(201, R"({"id":9,"name":"ci"})"));
        const auto created = wait<Domain>(
            [this](QObject *ctx, auto handler) { m_client->createDomain(u"new.example"_s, ctx, handler); });
        QVERIFY(created.recordUnknown());
        const auto verified =
            wait<Domain>([this](QObject *ctx, auto handler) { m_client->verifyDomain(u"d1"_s, ctx, handler); });
        QVERIFY(verified.recordUnknown());
        const auto key = wait<Core::NewApiKey>(
            [this](QObject *ctx, auto handler) { m_client->createApiKey(u"ci"_s, ctx, handler); });
        QVERIFY(key.recordUnknown()); // created, but its value was not shown: the user must be told
        QVERIFY(!key.ok());
    }

    void successWithRecord_isAValue()
    {
        m_server->route("PATCH", "/domains/d1/aliases/a1",
                        CannedResponse::json(200, R"({"data":{"id":"a1","type":"alias","attributes":
                            {"local_part":"info","is_active":false,"recipients":["a@x.example"]}}})",
                                             "application/vnd.api+json"));
        Core::AliasDraft draft;
        draft.localPart = u"info"_s;
        draft.destinations = {u"a@x.example"_s};
        const auto result = wait<Core::Alias>([this, draft](QObject *ctx, auto handler) {
            m_client->updateAlias(u"d1"_s, u"a1"_s, draft, ctx, handler);
        });
        QVERIFY(result.ok());
        QVERIFY(result.accepted());
        QVERIFY(!result.recordUnknown());
        QCOMPARE(result.value().id, u"a1"_s);
        QCOMPARE(result.value().enabled, false);
        // The request body stays plain JSON whatever style the service answers in.
        const QJsonObject sent = QJsonDocument::fromJson(m_server->requests().first().body).object();
        QCOMPARE(sent.value(u"localpart"_s).toString(), u"info"_s);
    }

    // --- Retry-After and refused keys -----------------------------------------------------------------------

    void retryAfter_httpDateOn429_isWaitedFor()
    {
        ApiClient::RetryPolicy policy;
        policy.maxAttempts = 2;
        policy.baseDelayMs = 20; // a backoff would retry after some 20-30 ms; the date asks for about 2 s
        m_client->setRetryPolicy(policy);
        int calls = 0;
        m_server->setHandler([&calls](const CannedRequest &) {
            if (calls++ == 0) {
                return CannedResponse::json(429, R"({"detail":"slow down"})")
                    .withHeader("Retry-After", httpDate(QDateTime::currentDateTimeUtc().addSecs(2)));
            }
            return CannedResponse::json(200, domainsJson(1, 1));
        });
        QElapsedTimer clock;
        clock.start();
        const auto result = listDomains(*m_client);
        QVERIFY2(result.ok(), qPrintable(result.error().toString()));
        QCOMPARE(calls, 2);
        QVERIFY2(clock.elapsed() >= 900, qPrintable(QString::number(clock.elapsed())));
    }

    void retryAfter_secondsOn503_isWaitedFor()
    {
        ApiClient::RetryPolicy policy;
        policy.maxAttempts = 2;
        policy.baseDelayMs = 20;
        m_client->setRetryPolicy(policy);
        int calls = 0;
        m_server->setHandler([&calls](const CannedRequest &) {
            if (calls++ == 0) {
                return CannedResponse::json(503, R"({"detail":"maintenance"})").withHeader("Retry-After", "1");
            }
            return CannedResponse::json(200, domainsJson(1, 1));
        });
        QElapsedTimer clock;
        clock.start();
        const auto result = listDomains(*m_client);
        QVERIFY2(result.ok(), qPrintable(result.error().toString()));
        QVERIFY2(clock.elapsed() >= 900, qPrintable(QString::number(clock.elapsed())));
    }

    void retryAfter_on503_tooLong_isReportedNotWaited()
    {
        ApiClient::RetryPolicy policy;
        policy.maxAttempts = 3;
        m_client->setRetryPolicy(policy);
        m_server->route("GET", "/domains",
                        CannedResponse::json(503, R"({"detail":"maintenance"})").withHeader("Retry-After", "3600"));
        const auto result = listDomains(*m_client);
        QCOMPARE(result.error().kind(), ApiError::Kind::ServerError);
        QCOMPARE(result.error().retryAfterSeconds(), 3600);
        QCOMPARE(m_server->requests().size(), 1);
    }

    void invalidToken_textInA500_doesNotAskForANewKey()
    {
        m_client->setHoldOnInvalidToken(true);
        QSignalSpy asked(m_client, &ApiClient::invalidTokenReceived);
        m_server->route("GET", "/domains",
                        CannedResponse::json(500, R"({"detail":"Invalid token cache unavailable"})"));
        const auto result = listDomains(*m_client);
        QCOMPARE(result.error().kind(), ApiError::Kind::ServerError);
        QCOMPARE(asked.count(), 0);
        QCOMPARE(m_client->waitingRequestCount(), 0);
    }

    void invalidToken_problemDetails401_asksForANewKey()
    {
        QSignalSpy asked(m_client, &ApiClient::invalidTokenReceived);
        m_server->route("GET", "/domains",
                        CannedResponse::json(401, R"({"type":"about:blank","title":"Unauthorized","status":401,
                            "detail":"Invalid token"})",
                                             "application/problem+json"));
        const auto result = listDomains(*m_client);
        QCOMPARE(result.error().kind(), ApiError::Kind::InvalidToken);
        QCOMPARE(asked.count(), 1);
    }
};

QTEST_GUILESS_MAIN(TestApiClientHostile)
#include "tst_apiclienthostile.moc"
