// SPDX-License-Identifier: GPL-3.0-or-later
// ResponseDecoder on the other API styles: JSON:API resource objects, RFC 9457 problem details, Link headers,
// Retry-After dates, field-name synonyms, log destinations as lists, and which records are unusable.

#include "core/responsedecoder.h"
#include "jsontestutil.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>
#include <QTimeZone>

using namespace Qt::StringLiterals;
using namespace ForwardDesk::Core;
using ForwardDesk::CoreTests::json;

namespace {

QJsonObject object(const char *text)
{
    return json(text).toObject();
}

} // namespace

class TestResponseStyles final : public QObject
{
    Q_OBJECT

private slots:
    void jsonApiList_readsIdBesideAttributes_nextLinkAndTotal()
    {
        ListPage page;
        QVERIFY(ResponseDecoder::decodeListPage(
            json(R"({"data":[{"id":"d-1","type":"domain","attributes":{"domain":"a.example","status":"active"}},
                                 {"id":"d-2","type":"domain","attributes":{"domain":"b.example","status":"pending"}}],
                        "links":{"next":"/domains?page=2"},"meta":{"total":7}})"),
            {u"domains"_s}, &page));
        QCOMPARE(page.items.size(), 2);
        QCOMPARE(page.next, QUrl(u"/domains?page=2"_s));
        QCOMPARE(page.total, 7);
        const Domain first = ResponseDecoder::decodeDomain(page.items.at(0).toObject());
        QCOMPARE(first.id, u"d-1"_s);
        QCOMPARE(first.name, u"a.example"_s);
        QCOMPARE(first.status, Domain::Status::Active);
        QCOMPARE(ResponseDecoder::decodeDomain(page.items.at(1).toObject()).status, Domain::Status::Pending);
        QCOMPARE(ResponseDecoder::unreadableBecause(first), ListReport::Missing::Nothing);
    }

    void jsonApiSingleRecord_unwrapsAndFlattens_relationshipBecomesId()
    {
        const QJsonObject single = ResponseDecoder::unwrapObject(
            json(R"({"data":{"id":"42","type":"alias","attributes":{"localpart":"info","enabled":false,
                     "destinations":["a@x.example"]},"relationships":{"domain":{"data":{"type":"domain","id":"7"}}}}})"),
            {u"alias"_s});
        const Alias alias = ResponseDecoder::decodeAlias(single);
        QCOMPARE(alias.id, u"42"_s);
        QCOMPARE(alias.localPart, u"info"_s);
        QCOMPARE(alias.enabled, false);
        QCOMPARE(alias.destinations, QStringList{u"a@x.example"_s});
        QCOMPARE(alias.domainId, u"7"_s);
    }

    void jsonApiNewKey_readsSecretFromAttributes_andKeepsItOutOfRaw()
    {
        const QJsonObject single = ResponseDecoder::unwrapObject(
            json(R"({"data":{"id":"k9","type":"api-key","attributes":{"label":"ci","secret":"fwd_abc"}}})"),
            {u"api_key"_s});
        const NewApiKey created = ResponseDecoder::decodeNewApiKey(single);
        QCOMPARE(created.secret, u"fwd_abc"_s);
        QCOMPARE(created.key.id, u"k9"_s);
        QCOMPARE(created.key.name, u"ci"_s);
        QVERIFY(!created.key.raw.json().contains("fwd_abc"));
    }

    void synonyms_domainNamesAndStatuses_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("status");
        QTest::newRow("hostname verified") << QByteArray(R"({"id":1,"hostname":"h.example","status":"verified"})")
                                           << u"h.example"_s << int(Domain::Status::Active);
        QTest::newRow("pending_verification")
            << QByteArray(R"({"id":1,"name":"p.example","status":"pending_verification"})") << u"p.example"_s
            << int(Domain::Status::Pending);
        QTest::newRow("disabled") << QByteArray(R"({"id":1,"domain":"d.example","status":"disabled"})")
                                  << u"d.example"_s << int(Domain::Status::Failing);
        QTest::newRow("active") << QByteArray(R"({"id":1,"domain":"a.example","status":"active"})") << u"a.example"_s
                                << int(Domain::Status::Active);
    }

    void synonyms_domainNamesAndStatuses()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, name);
        QFETCH(int, status);
        const Domain domain = ResponseDecoder::decodeDomain(QJsonDocument::fromJson(json).object());
        QCOMPARE(domain.name, name);
        QCOMPARE(int(domain.status), status);
    }

    void synonyms_aliasFields_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("localPart");
        QTest::addColumn<bool>("enabled");
        QTest::addColumn<QStringList>("destinations");
        const QStringList two = {u"a@x.example"_s, u"b@y.example"_s};
        QTest::newRow("local_part is_active recipients") << QByteArray(
            R"({"id":1,"local_part":"sales","is_active":false,"recipients":["a@x.example","b@y.example"]})")
                                                         << u"sales"_s << false << two;
        QTest::newRow("alias active forward_to csv")
            << QByteArray(R"({"id":1,"alias":"sales","active":true,"forward_to":"a@x.example, b@y.example"})")
            << u"sales"_s << true << two;
        QTest::newRow("name forward") << QByteArray(R"({"id":1,"name":"sales","forward":"a@x.example,b@y.example"})")
                                      << u"sales"_s << true << two;
        QTest::newRow("destination one") << QByteArray(R"({"id":1,"localpart":"sales","destination":"a@x.example"})")
                                         << u"sales"_s << true << QStringList{u"a@x.example"_s};
        QTest::newRow("alias as an address")
            << QByteArray(R"({"id":1,"alias":"sales@shop.example","destinations":["a@x.example"]})") << u"sales"_s
            << true << QStringList{u"a@x.example"_s};
    }

    void synonyms_aliasFields()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, localPart);
        QFETCH(bool, enabled);
        QFETCH(QStringList, destinations);
        const Alias alias = ResponseDecoder::decodeAlias(QJsonDocument::fromJson(json).object());
        QCOMPARE(alias.localPart, localPart);
        QCOMPARE(alias.enabled, enabled);
        QCOMPARE(alias.destinations, destinations);
    }

    void synonyms_keyNamesAndValues()
    {
        QCOMPARE(ResponseDecoder::decodeApiKey(object(R"({"id":3,"label":"laptop"})")).name, u"laptop"_s);
        QCOMPARE(ResponseDecoder::decodeApiKey(object(R"({"id":3,"description":"ci"})")).name, u"ci"_s);
        for (const char *json :
             {R"({"id":3,"token":"fwd_t"})", R"({"id":3,"key":"fwd_t"})", R"({"id":3,"secret":"fwd_t"})",
              R"({"id":3,"api_key":"fwd_t"})", R"({"id":3,"value":"fwd_t"})"}) {
            QCOMPARE(ResponseDecoder::decodeNewApiKey(object(json)).secret, u"fwd_t"_s);
        }
    }

    void synonyms_logAddressesAndOffsetTimes()
    {
        const LogEntry fromTo = ResponseDecoder::decodeLogEntry(
            object(R"({"id":1,"from":"s@a.example","to":"info@shop.example","time":"2026-11-21T07:00:00+02:00"})"));
        QCOMPARE(fromTo.sender, u"s@a.example"_s);
        QCOMPARE(fromTo.recipient, u"info@shop.example"_s);
        QCOMPARE(fromTo.time.toUTC(), QDateTime(QDate(2026, 11, 21), QTime(5, 0), QTimeZone::utc()));
        QVERIFY(fromTo.destination.isEmpty()); // `to` as a string is the alias, not where the mail went
    }

    void logDestinations_asListsUnderEachName_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("forwarded_to") << QByteArray(R"({"id":1,"forwarded_to":["a@x.example","b@y.example"]})");
        QTest::newRow("destinations") << QByteArray(R"({"id":1,"destinations":["a@x.example","b@y.example"]})");
        QTest::newRow("to list") << QByteArray(
            R"({"id":1,"recipient":"info@shop.example","to":["a@x.example","b@y.example"]})");
        QTest::newRow("objects") << QByteArray(
            R"({"id":1,"forwarded_to":[{"email":"a@x.example"},{"email":"b@y.example"}]})");
        QTest::newRow("separated string") << QByteArray(R"({"id":1,"destination":"a@x.example, b@y.example"})");
    }

    void logDestinations_asListsUnderEachName()
    {
        QFETCH(QByteArray, json);
        const LogEntry entry = ResponseDecoder::decodeLogEntry(QJsonDocument::fromJson(json).object());
        QCOMPARE(entry.destinations, (QStringList{u"a@x.example"_s, u"b@y.example"_s}));
        QCOMPARE(entry.destination, u"a@x.example, b@y.example"_s);
    }

    void logSmtpReply_underEachName_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<int>("code");
        QTest::newRow("reason") << QByteArray(R"({"id":1,"reason":"550 5.1.1 User unknown"})") << 550;
        QTest::newRow("response") << QByteArray(R"({"id":1,"response":"550 5.1.1 User unknown"})") << 550;
        QTest::newRow("smtp_response") << QByteArray(R"({"id":1,"smtp_response":"550 5.1.1 User unknown"})") << 550;
        QTest::newRow("message with code")
            << QByteArray(R"({"id":1,"smtp_code":554,"message":"550 5.1.1 User unknown"})") << 554;
        QTest::newRow("object") << QByteArray(R"({"id":1,"response":{"code":550,"message":"550 5.1.1 User unknown"}})")
                                << 550;
    }

    void logSmtpReply_underEachName()
    {
        QFETCH(QByteArray, json);
        QFETCH(int, code);
        const LogEntry entry = ResponseDecoder::decodeLogEntry(QJsonDocument::fromJson(json).object());
        QCOMPARE(entry.smtpMessage, u"550 5.1.1 User unknown"_s);
        QCOMPARE(entry.smtpCode, code);
    }

    void problemDetails_mapToTheSameKindsAsFastApi_data()
    {
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<int>("kind");
        QTest::newRow("invalid token 401")
            << 401
            << QByteArray(R"({"type":"about:blank","title":"Unauthorized","status":401,"detail":"Invalid token"})")
            << int(ApiError::Kind::InvalidToken);
        QTest::newRow("invalid token 400")
            << 400
            << QByteArray(R"({"type":"about:blank","title":"Bad Request","status":400,"detail":"Invalid token"})")
            << int(ApiError::Kind::InvalidToken);
        QTest::newRow("limit 403") << 403
                                   << QByteArray(
                                          R"({"title":"Forbidden","status":403,"detail":"Domain limit reached"})")
                                   << int(ApiError::Kind::DomainLimitReached);
        QTest::newRow("already verified 409")
            << 409 << QByteArray(R"({"title":"Conflict","status":409,"detail":"Domain already verified"})")
            << int(ApiError::Kind::AlreadyVerified);
        QTest::newRow("title only 404") << 404 << QByteArray(R"({"title":"Not Found","status":404})")
                                        << int(ApiError::Kind::NotFound);
    }

    void problemDetails_mapToTheSameKindsAsFastApi()
    {
        QFETCH(int, status);
        QFETCH(QByteArray, body);
        QFETCH(int, kind);
        const ApiError error = ResponseDecoder::decodeError(status, body, u"Reason"_s);
        QCOMPARE(int(error.kind()), kind);
        QVERIFY(!error.detail().isEmpty());
    }

    void problemDetails_validationPointers_becomeFieldErrors()
    {
        const ApiError problem =
            ResponseDecoder::decodeError(422,
                                         R"({"title":"Validation failed","status":422,"detail":"The alias is not valid",
                "errors":[{"detail":"not an e-mail address","source":{"pointer":"/destinations/0"}},
                          {"detail":"too long","pointer":"#/localpart"}]})",
                                         u"Unprocessable"_s);
        QCOMPARE(problem.kind(), ApiError::Kind::Validation);
        QCOMPARE(problem.detail(), u"The alias is not valid"_s);
        QCOMPARE(problem.fieldErrors().size(), 2);
        QCOMPARE(problem.fieldErrors().at(0).field, u"destinations"_s);
        QCOMPARE(problem.fieldErrors().at(0).index, 0);
        QCOMPARE(problem.fieldErrors().at(0).message, u"not an e-mail address"_s);
        QCOMPARE(problem.fieldErrors().at(1).field, u"localpart"_s);
        QCOMPARE(problem.fieldErrors().at(1).index, -1);

        // The same, as FastAPI says it: the two must be told to the user alike.
        const ApiError fastApi = ResponseDecoder::decodeError(
            422, R"({"detail":[{"loc":["body","destinations",0],"msg":"not an e-mail address","type":"value_error"}]})",
            u"Unprocessable"_s);
        QCOMPARE(fastApi.fieldErrors().at(0).field, problem.fieldErrors().at(0).field);
        QCOMPARE(fastApi.fieldErrors().at(0).index, problem.fieldErrors().at(0).index);
    }

    void jsonApiErrors_pointIntoAttributes_andSynonymsMapToFormFields()
    {
        const ApiError error = ResponseDecoder::decodeError(
            422,
            R"({"errors":[{"status":"422","title":"Invalid attribute","detail":"is required",
                           "source":{"pointer":"/data/attributes/local_part"}},
                          {"status":"422","detail":"bad address","source":{"pointer":"/data/attributes/recipients/1"}}]})",
            u"Unprocessable"_s);
        QCOMPARE(error.kind(), ApiError::Kind::Validation);
        QCOMPARE(error.fieldErrors().size(), 2);
        QCOMPARE(error.fieldErrors().at(0).field, u"localpart"_s);
        QCOMPARE(error.fieldErrors().at(1).field, u"destinations"_s);
        QCOMPARE(error.fieldErrors().at(1).index, 1);
        QVERIFY(!error.detail().isEmpty());
    }

    void invalidToken_onlyFor401_403OrTheExactPhrase_data()
    {
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<int>("kind");
        QTest::newRow("500 mentions") << 500
                                      << QByteArray(R"({"detail":"upstream said: invalid token cache is stale"})")
                                      << int(ApiError::Kind::ServerError);
        QTest::newRow("500 exact") << 500 << QByteArray(R"({"detail":"Invalid token"})")
                                   << int(ApiError::Kind::ServerError);
        QTest::newRow("422 mentions") << 422 << QByteArray(R"({"detail":"invalid token in field name"})")
                                      << int(ApiError::Kind::Validation);
        QTest::newRow("400 exact") << 400 << QByteArray(R"({"detail":"Invalid token"})")
                                   << int(ApiError::Kind::InvalidToken);
        QTest::newRow("403 mentions") << 403 << QByteArray(R"({"detail":"Invalid token or expired"})")
                                      << int(ApiError::Kind::InvalidToken);
        QTest::newRow("401 any") << 401 << QByteArray(R"({"detail":"Unauthorized"})")
                                 << int(ApiError::Kind::InvalidToken);
        QTest::newRow("403 other") << 403 << QByteArray(R"({"detail":"Not your domain"})")
                                   << int(ApiError::Kind::Forbidden);
    }

    void invalidToken_onlyFor401_403OrTheExactPhrase()
    {
        QFETCH(int, status);
        QFETCH(QByteArray, body);
        QFETCH(int, kind);
        QCOMPARE(int(ResponseDecoder::decodeError(status, body, u"Reason"_s).kind()), kind);
    }

    void decodeError_htmlPage_keepsOnlyItsStart()
    {
        const QByteArray page = "<html><body>" + QByteArray(200000, 'x') + "</body></html>";
        const ApiError error = ResponseDecoder::decodeError(502, page, u"Bad Gateway"_s);
        QCOMPARE(error.kind(), ApiError::Kind::ServerError);
        QVERIFY(error.detail().size() <= 500);
    }

    void linkHeader_findsNext_data()
    {
        QTest::addColumn<QByteArray>("header");
        QTest::addColumn<QUrl>("next");
        const QUrl page2(u"https://api.example/domains?page=2"_s);
        QTest::newRow("one") << QByteArray(R"(<https://api.example/domains?page=2>; rel="next")") << page2;
        QTest::newRow("among others") << QByteArray(
            R"(<https://api.example/domains?page=1>; rel="prev", <https://api.example/domains?page=2>; rel="next", <https://api.example/domains?page=9>; rel="last")")
                                      << page2;
        QTest::newRow("unquoted, case") << QByteArray(R"(<https://api.example/domains?page=2>;REL=Next)") << page2;
        QTest::newRow("several relations")
            << QByteArray(R"(<https://api.example/domains?page=2>; title="a, b; c"; rel="next last")") << page2;
        QTest::newRow("relative") << QByteArray(R"(</domains?page=2>; rel="next")") << QUrl(u"/domains?page=2"_s);
        QTest::newRow("none") << QByteArray(R"(<https://api.example/domains?page=1>; rel="prev")") << QUrl();
        QTest::newRow("garbage") << QByteArray("rel=next, <unterminated") << QUrl();
    }

    void linkHeader_findsNext()
    {
        QFETCH(QByteArray, header);
        QFETCH(QUrl, next);
        QCOMPARE(ResponseDecoder::nextLinkFromHeader(header), next);
    }

    void retryAfter_secondsAndHttpDates_data()
    {
        QTest::addColumn<QByteArray>("value");
        QTest::addColumn<int>("seconds");
        QTest::newRow("seconds") << QByteArray("120") << 120;
        QTest::newRow("imf-fixdate") << QByteArray("Wed, 21 Oct 2026 07:28:00 GMT") << 30;
        QTest::newRow("rfc 850") << QByteArray("Wednesday, 21-Oct-26 07:28:00 GMT") << 30;
        QTest::newRow("asctime") << QByteArray("Wed Oct 21 07:28:00 2026") << 30;
        QTest::newRow("past") << QByteArray("Wed, 21 Oct 2026 07:00:00 GMT") << 0;
        QTest::newRow("negative") << QByteArray("-5") << -1;
        QTest::newRow("garbage") << QByteArray("soon") << -1;
        QTest::newRow("absent") << QByteArray() << -1;
    }

    void retryAfter_secondsAndHttpDates()
    {
        QFETCH(QByteArray, value);
        QFETCH(int, seconds);
        const QDateTime now(QDate(2026, 10, 21), QTime(7, 27, 30), QTimeZone::utc());
        QCOMPARE(ResponseDecoder::decodeRetryAfter(value, now), seconds);
    }

    void unreadable_recordsWithoutIdNameOrAddress()
    {
        using Missing = ListReport::Missing;
        QCOMPARE(ResponseDecoder::unreadableBecause(ResponseDecoder::decodeDomain(object(R"({"status":"active"})"))),
                 Missing::Name);
        QCOMPARE(ResponseDecoder::unreadableBecause(ResponseDecoder::decodeDomain(object(R"({"name":"n.example"})"))),
                 Missing::Nothing); // keyed by its name
        QCOMPARE(ResponseDecoder::unreadableBecause(ResponseDecoder::decodeDomain(object(R"({"id":5})"))),
                 Missing::Name);
        QCOMPARE(ResponseDecoder::unreadableBecause(
                     ResponseDecoder::decodeAlias(object(R"({"id":5,"destinations":["a@x.example"]})"))),
                 Missing::Address);
        QCOMPARE(
            ResponseDecoder::unreadableBecause(ResponseDecoder::decodeAlias(object(R"({"id":5,"localpart":"*"})"))),
            Missing::Nothing); // the catch-all has no local part
        QCOMPARE(ResponseDecoder::unreadableBecause(ResponseDecoder::decodeApiKey(object(R"({"name":"laptop"})"))),
                 Missing::Id);
        QCOMPARE(ResponseDecoder::unreadableBecause(ResponseDecoder::decodeNewApiKey(object(R"({"id":1})"))),
                 Missing::Secret);
        QCOMPARE(ResponseDecoder::unreadableBecause(ResponseDecoder::decodeLogEntry(object(R"({"foo":1})"))),
                 Missing::Record);
        QCOMPARE(ResponseDecoder::unreadableBecause(
                     ResponseDecoder::decodeLogEntry(object(R"({"sender":"s@a.example","status":"delivered"})"))),
                 Missing::Nothing); // log entries need no id
    }

    void listReport_countsAndMostMissing()
    {
        ListReport report;
        QCOMPARE(report.unreadableCount(), 0);
        QCOMPARE(report.mostMissing(), ListReport::Missing::Nothing);
        for (int i = 0; i < 7; ++i) {
            report.addUnreadable(i < 5 ? ListReport::Missing::Name : ListReport::Missing::Id, QJsonValue(i));
        }
        QCOMPARE(report.unreadableCount(), 7);
        QCOMPARE(report.count(ListReport::Missing::Name), 5);
        QCOMPARE(report.mostMissing(), ListReport::Missing::Name);
        QCOMPARE(report.unreadableSamples.size(), ListReport::MaxSamples);
    }
};

QTEST_GUILESS_MAIN(TestResponseStyles)
#include "tst_responsestyles.moc"
