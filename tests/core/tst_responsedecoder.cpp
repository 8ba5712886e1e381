// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/responsedecoder.h"
#include "jsontestutil.h"

#include <QJsonDocument>
#include <QTest>
#include <QTimeZone>

using namespace Qt::StringLiterals;
using ForwardDesk::Core::ApiError;
using ForwardDesk::Core::Domain;
using ForwardDesk::Core::ListPage;
using ForwardDesk::Core::ResponseDecoder;

class TestResponseDecoder final : public QObject
{
    Q_OBJECT

private slots:
    void decodeListPage_envelopes_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<int>("items");
        QTest::addColumn<int>("total");
        QTest::addColumn<QString>("next");
        QTest::newRow("bare array") << QByteArray(R"([{"id":1},{"id":2}])") << 2 << -1 << QString();
        QTest::newRow("data") << QByteArray(R"({"data":[{"id":1}]})") << 1 << -1 << QString();
        QTest::newRow("items + total") << QByteArray(R"({"items":[{"id":1}],"total":7})") << 1 << 7 << QString();
        QTest::newRow("resource name") << QByteArray(R"({"domains":[{"id":1},{"id":2}],"success":true})") << 2 << -1
                                       << QString();
        QTest::newRow("paged next") << QByteArray(R"({"items":[{"id":1}],"total":3,"page":1,"next":"/d?page=2"})") << 1
                                    << 3 << u"/d?page=2"_s;
        QTest::newRow("laravel") << QByteArray(R"({"data":[{"id":"a"}],"links":{"next":"https://h/x?page=2"},)"
                                               R"("meta":{"total":40,"current_page":1}})")
                                 << 1 << 40 << u"https://h/x?page=2"_s;
        QTest::newRow("cloudflare") << QByteArray(R"({"success":true,"result":[{"id":"z"}],)"
                                                  R"("result_info":{"page":1,"total_count":1}})")
                                    << 1 << 1 << QString();
        QTest::newRow("unknown key") << QByteArray(R"({"whatever":[{"id":1},{"id":2},{"id":3}]})") << 3 << -1
                                     << QString();
    }

    void decodeListPage_envelopes()
    {
        QFETCH(QByteArray, body);
        QFETCH(int, items);
        QFETCH(int, total);
        QFETCH(QString, next);
        ListPage page;
        QVERIFY(ResponseDecoder::decodeListPage(ForwardDesk::CoreTests::json(body.constData()), {u"domains"_s}, &page));
        QCOMPARE(page.items.size(), items);
        QCOMPARE(page.total, total);
        QCOMPARE(page.next.toString(), next);
    }

    void decodeListPage_objectWithoutArray_isRefused()
    {
        ListPage page;
        QVERIFY(!ResponseDecoder::decodeListPage(ForwardDesk::CoreTests::json(R"({"detail":"nope"})"), {u"domains"_s},
                                                 &page));
        QVERIFY(!ResponseDecoder::decodeListPage(QJsonValue(42), {}, &page));
    }

    void decodeDateTime_formats_data()
    {
        QTest::addColumn<QJsonValue>("value");
        const QDateTime expected(QDate(2026, 11, 21), QTime(5, 1, 22), QTimeZone::utc());
        QTest::newRow("iso z") << QJsonValue(u"2026-11-21T05:01:22Z"_s);
        QTest::newRow("iso offset") << QJsonValue(u"2026-11-21T07:01:22+02:00"_s);
        QTest::newRow("compact offset") << QJsonValue(u"2026-11-21 05:01:22+0000"_s);
        QTest::newRow("naive utc") << QJsonValue(u"2026-11-21T05:01:22"_s);
        QTest::newRow("space naive") << QJsonValue(u"2026-11-21 05:01:22"_s);
        QTest::newRow("epoch s") << QJsonValue(double(expected.toSecsSinceEpoch()));
        QTest::newRow("epoch ms") << QJsonValue(double(expected.toMSecsSinceEpoch()));
        QTest::newRow("epoch s text") << QJsonValue(QString::number(expected.toSecsSinceEpoch()));
        QTest::newRow("rfc 2822") << QJsonValue(u"Sat, 21 Nov 2026 05:01:22 +0000"_s);
        QTest::newRow("rfc 1123 gmt") << QJsonValue(u"Sat, 21 Nov 2026 05:01:22 GMT"_s);
    }

    void decodeDateTime_formats()
    {
        QFETCH(QJsonValue, value);
        const QDateTime expected(QDate(2026, 11, 21), QTime(5, 1, 22), QTimeZone::utc());
        const QDateTime decoded = ResponseDecoder::decodeDateTime(value);
        QVERIFY2(decoded.isValid(), qPrintable(value.toVariant().toString()));
        QCOMPARE(decoded.toUTC(), expected);
    }

    void decodeDateText_commonForms_readAsQtsParserReadsThem_data()
    {
        QTest::addColumn<QString>("text");
        for (const QString &text :
             {u"2026-11-21T05:01:22Z"_s, u"2026-11-21T05:01:22.123Z"_s, u"2026-11-21 05:01:22.007Z"_s,
              u"2026-11-21T05:01:22"_s, u"2026-11-21 05:01:22"_s, u"2026-11-21T05:01:22.999"_s,
              u"2024-02-29T23:59:59Z"_s, u"0001-01-01T00:00:00Z"_s, u"9999-12-31T23:59:59.999Z"_s}) {
            QTest::newRow(qPrintable(text)) << text;
        }
    }

    // decodeDateText() reads these forms itself, without Qt's general parser; what it gives must be what
    // that parser gives (a "Z" time in UTC, one without a zone read as UTC), zone and all.
    void decodeDateText_commonForms_readAsQtsParserReadsThem()
    {
        QFETCH(QString, text);
        QString iso = text;
        iso[10] = u'T';
        QDateTime expected = QDateTime::fromString(iso, Qt::ISODateWithMs);
        if (expected.timeSpec() == Qt::LocalTime) {
            expected.setTimeZone(QTimeZone::utc());
        }
        QVERIFY(expected.isValid());
        const QDateTime decoded = ResponseDecoder::decodeDateText(text);
        QCOMPARE(decoded, expected);
        QCOMPARE(decoded.timeSpec(), expected.timeSpec());
        QCOMPARE(decoded.toString(Qt::ISODateWithMs), expected.toString(Qt::ISODateWithMs));
    }

    void decodeDateUtf8_readsAsDecodeDateText_data()
    {
        QTest::addColumn<QString>("text");
        // The forms read from the bytes, the forms left to decodeDateText(), and texts near them that are no time
        // or not in the fast form (letters beyond ASCII at the places of digits and separators among them).
        for (const QString &text : {u"2026-11-21T05:01:22Z"_s,
                                    u"2026-11-21T05:01:22.123Z"_s,
                                    u"2026-11-21 05:01:22.007Z"_s,
                                    u"2026-11-21T05:01:22"_s,
                                    u"2026-11-21 05:01:22"_s,
                                    u"2024-02-29T23:59:59Z"_s,
                                    u"0001-01-01T00:00:00Z"_s,
                                    u"9999-12-31T23:59:59.999Z"_s,
                                    u"0000-01-01T00:00:00Z"_s,
                                    u"2026-02-29T05:01:22Z"_s,
                                    u"2026-11-21T24:00:00Z"_s,
                                    u"2026-11-21T05:60:22Z"_s,
                                    u"2026-13-21T05:01:22Z"_s,
                                    u"2026-11-21T05:01:22.12Z"_s,
                                    u"2026-11-21X05:01:22Z"_s,
                                    u"2026-11-21T05:01:22+02:00"_s,
                                    u"2026-11-21 05:01:22+0000"_s,
                                    u" 2026-11-21T05:01:22Z "_s,
                                    u"1795830082"_s,
                                    u"1795830082000"_s,
                                    u"Sat, 21 Nov 2026 05:01:22 GMT"_s,
                                    u"2 minutes ago"_s,
                                    QString(),
                                    u"２026-11-21T05:01:22Z"_s,
                                    u"2026-11-21T05:01:2٣Z"_s,
                                    u"2026-11-21T05:01:22é"_s}) {
            QTest::newRow(qPrintable(text)) << text;
        }
    }

    void decodeDateUtf8_readsAsDecodeDateText()
    {
        QFETCH(QString, text);
        const QDateTime expected = ResponseDecoder::decodeDateText(text);
        const QDateTime decoded = ResponseDecoder::decodeDateUtf8(text.toUtf8());
        QCOMPARE(decoded.isValid(), expected.isValid());
        QCOMPARE(decoded, expected);
        QCOMPARE(decoded.timeSpec(), expected.timeSpec());
    }

    void decodeDateTime_humanized_isInvalid()
    {
        QVERIFY(!ResponseDecoder::decodeDateTime(QJsonValue(u"2 minutes ago"_s)).isValid());
        QVERIFY(!ResponseDecoder::decodeDateTime(QJsonValue()).isValid());
    }

    void decodeId_numbersAndStrings()
    {
        QCOMPARE(ResponseDecoder::decodeId(QJsonValue(42)), u"42"_s);
        QCOMPARE(ResponseDecoder::decodeId(QJsonValue(u"5f0c…"_s)), u"5f0c…"_s);
        QCOMPARE(ResponseDecoder::decodeId(QJsonValue(9007199254740000.0)), u"9007199254740000"_s);
        QVERIFY(ResponseDecoder::decodeId(QJsonValue()).isEmpty());
    }

    void boolField_synonymsAndSpellings()
    {
        const QJsonObject object =
            ForwardDesk::CoreTests::json(R"({"active":"yes","is_enabled":0,"flag":"off"})").toObject();
        QCOMPARE(ResponseDecoder::boolField(object, {u"enabled"_s, u"active"_s}, false), true);
        QCOMPARE(ResponseDecoder::boolField(object, {u"is_enabled"_s}, true), false);
        QCOMPARE(ResponseDecoder::boolField(object, {u"flag"_s}, true), false);
        bool present = true;
        QCOMPARE(ResponseDecoder::boolField(object, {u"missing"_s}, true, &present), true);
        QVERIFY(!present);
    }

    void decodeDomain_sandboxShape()
    {
        const Domain domain = ResponseDecoder::decodeDomain(
            ForwardDesk::CoreTests::json(
                R"({"id":3,"domain":"xn--bcher-kva.example","status":"failing","verified":false,)"
                R"("created_at":"2026-11-01T09:12:00Z","alias_count":4,"extra":"kept",)"
                R"("records":[{"type":"mx","host":"@","value":"10 mx1.x.test","found":"10 mx1.x.test","valid":true},)"
                R"({"type":"TXT","host":"_fd","value":"token","found":null,"valid":false}]})")
                .toObject());
        QCOMPARE(domain.id, u"3"_s);
        QCOMPARE(domain.displayName(), u"bücher.example"_s);
        QCOMPARE(domain.status, Domain::Status::Failing);
        QCOMPARE(domain.aliasCount, 4);
        QCOMPARE(domain.records.size(), 2);
        QCOMPARE(domain.records.at(0).type, u"MX"_s);
        QVERIFY(domain.records.at(0).valid);
        QVERIFY(domain.records.at(1).foundKnown);
        QVERIFY(domain.records.at(1).found.isEmpty());
        QCOMPARE(domain.raw.object().value(u"extra"_s).toString(), u"kept"_s);
    }

    void raw_isCompactJsonOfTheWholeRecord()
    {
        const QJsonObject record = QJsonDocument::fromJson(
                                       R"({ "id": "l1", "timestamp": "2030-01-02T03:04:05Z", "status": "delivered",
                                            "extra": { "nested": [1, "two", null] }, "note": "ü" })")
                                       .object();
        const auto entry = ResponseDecoder::decodeLogEntry(record);
        QCOMPARE(entry.raw.object(), record);
        QVERIFY(!entry.raw.json().contains(' '));
        QVERIFY(!entry.raw.json().contains('\n'));
        QVERIFY(ForwardDesk::Core::RawRecord().object().isEmpty());
        QVERIFY(ForwardDesk::Core::RawRecord(QJsonObject()).isEmpty());
    }

    void decodeDomain_otherShapes_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<int>("status");
        QTest::newRow("verified_at") << QByteArray(R"({"id":"u1","domain":"a.example","domain_verified_at":)"
                                                   R"("2020-01-01 00:00:00"})")
                                     << int(Domain::Status::Active);
        QTest::newRow("active flag") << QByteArray(R"({"name":"a.example","active":true})")
                                     << int(Domain::Status::Active);
        QTest::newRow("inactive flag") << QByteArray(R"({"name":"a.example","is_active":false})")
                                       << int(Domain::Status::Pending);
        QTest::newRow("cloudflare ready")
            << QByteArray(R"({"name":"a.example","status":"ready"})") << int(Domain::Status::Active);
        QTest::newRow("misconfigured") << QByteArray(R"({"name":"a.example","status":"misconfigured"})")
                                       << int(Domain::Status::Failing);
        QTest::newRow("nothing said") << QByteArray(R"({"domain":"a.example"})") << int(Domain::Status::Unknown);
    }

    void decodeDomain_otherShapes()
    {
        QFETCH(QByteArray, body);
        QFETCH(int, status);
        const Domain domain = ResponseDecoder::decodeDomain(ForwardDesk::CoreTests::json(body.constData()).toObject());
        QCOMPARE(int(domain.status), status);
        QCOMPARE(domain.name, u"a.example"_s);
        QVERIFY(!domain.id.isEmpty());
    }

    void decodeError_bodies_data()
    {
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("detail");
        using K = ApiError::Kind;
        QTest::newRow("invalid token 401")
            << 401 << QByteArray(R"({"detail":"Invalid token"})") << int(K::InvalidToken) << u"Invalid token"_s;
        QTest::newRow("invalid token 403")
            << 403 << QByteArray(R"({"detail":"Invalid token"})") << int(K::InvalidToken) << u"Invalid token"_s;
        QTest::newRow("not authenticated")
            << 403 << QByteArray(R"({"detail":"Not authenticated"})") << int(K::InvalidToken) << u"Not authenticated"_s;
        for (const int status : {400, 402, 403, 422}) {
            QTest::addRow("limit %d", status) << status << QByteArray(R"({"detail":"Domain limit reached"})")
                                              << int(K::DomainLimitReached) << u"Domain limit reached"_s;
        }
        QTest::newRow("already verified") << 409 << QByteArray(R"({"detail":"Domain already verified"})")
                                          << int(K::AlreadyVerified) << u"Domain already verified"_s;
        QTest::newRow("conflict") << 409 << QByteArray(R"({"detail":"Domain already exists"})") << int(K::Conflict)
                                  << u"Domain already exists"_s;
        QTest::newRow("plan") << 403
                              << QByteArray(R"({"detail":"API access requires the Creator, Pro or Business plan"})")
                              << int(K::PlanWithoutApiAccess)
                              << u"API access requires the Creator, Pro or Business plan"_s;
        QTest::newRow("message") << 404 << QByteArray(R"({"message":"No such alias"})") << int(K::NotFound)
                                 << u"No such alias"_s;
        QTest::newRow("error string") << 400 << QByteArray(R"({"error":"bad thing"})") << int(K::Validation)
                                      << u"bad thing"_s;
        QTest::newRow("error object") << 500 << QByteArray(R"({"error":{"message":"boom"}})") << int(K::ServerError)
                                      << u"boom"_s;
        QTest::newRow("plain text") << 429 << QByteArray("Slow down") << int(K::RateLimited) << u"Slow down"_s;
        QTest::newRow("empty") << 503 << QByteArray() << int(K::ServerError) << u"Service Unavailable"_s;
    }

    void decodeError_bodies()
    {
        QFETCH(int, status);
        QFETCH(QByteArray, body);
        QFETCH(int, kind);
        QFETCH(QString, detail);
        const ApiError error = ResponseDecoder::decodeError(status, body, u"Service Unavailable"_s);
        QCOMPARE(int(error.kind()), kind);
        QCOMPARE(error.detail(), detail);
        QCOMPARE(error.httpStatus(), status);
    }

    void decodeError_fastApiList_mapsLocToFields()
    {
        const ApiError error = ResponseDecoder::decodeError(
            422,
            R"({"detail":[{"loc":["body","destinations",1],"msg":"not an e-mail address","type":"value_error"},)"
            R"({"loc":["body","localpart"],"msg":"Field required","type":"missing"}]})",
            QString());
        QCOMPARE(error.kind(), ApiError::Kind::Validation);
        QCOMPARE(error.fieldErrors().size(), 2);
        QCOMPARE(error.fieldErrors().at(0).field, u"destinations"_s);
        QCOMPARE(error.fieldErrors().at(0).index, 1);
        QCOMPARE(error.fieldErrors().at(1).field, u"localpart"_s);
        QCOMPARE(error.fieldErrors().at(1).type, u"missing"_s);
        QVERIFY(error.detail().contains(u"Field required"_s));
    }

    void decodeError_laravelErrorsMap_mapsFields()
    {
        const ApiError error = ResponseDecoder::decodeError(
            422, R"({"message":"The given data was invalid.","errors":{"local_part":["Taken."]}})", QString());
        QCOMPARE(error.kind(), ApiError::Kind::Validation);
        QCOMPARE(error.detail(), u"The given data was invalid."_s);
        QCOMPARE(error.fieldErrors().size(), 1);
        // Synonyms are named as the forms know the field (the spec's name), so the message lands beside it.
        QCOMPARE(error.fieldErrors().first().field, u"localpart"_s);
    }
};

QTEST_GUILESS_MAIN(TestResponseDecoder)
#include "tst_responsedecoder.moc"
