// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/jsonlistsplitter.h"
#include "core/responsedecoder.h"
#include "jsontestutil.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <optional>

using namespace Qt::StringLiterals;
using ForwardDesk::Core::JsonListSplitter;
using ForwardDesk::Core::ListPage;
using ForwardDesk::Core::ResponseDecoder;

namespace {

const QStringList resourceKeys = {u"logs"_s, u"entries"_s};

/// What the client reads from @p body record by record: the page and its items, each parsed by QJsonDocument
/// on its own; nothing when the splitter declines or an item does not parse.
std::optional<ListPage> recordByRecord(const QByteArray &body)
{
    JsonListSplitter splitter;
    if (!splitter.split(body, resourceKeys)) {
        return std::nullopt;
    }
    ListPage page = splitter.page();
    QJsonArray items;
    for (const JsonListSplitter::Item &item : splitter.items()) {
        QJsonParseError error{};
        const QJsonDocument document = QJsonDocument::fromJson("[" + item.json.toByteArray() + "]", &error);
        if (error.error != QJsonParseError::NoError) {
            return std::nullopt;
        }
        if (document.array().at(0).isObject() != item.isObject) {
            return std::nullopt;
        }
        items.append(document.array().at(0));
    }
    page.items = items;
    return page;
}

/// What the client reads from @p body as one document; nothing when it is not JSON or holds no list.
std::optional<ListPage> wholeDocument(const QByteArray &body)
{
    QJsonParseError error{};
    const QJsonDocument document = QJsonDocument::fromJson(body, &error);
    if (error.error != QJsonParseError::NoError) {
        return std::nullopt;
    }
    ListPage page;
    if (!ResponseDecoder::decodeListPage(ForwardDesk::CoreTests::rootValue(document), resourceKeys, &page)) {
        return std::nullopt;
    }
    return page;
}

QByteArray nested(int depth)
{
    return QByteArray(depth, '[') + QByteArray(depth, ']');
}

} // namespace

class TestJsonListSplitter final : public QObject
{
    Q_OBJECT

private slots:
    void split_findsWhatTheWholeDocumentHolds_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<bool>("split"); // whether the splitter itself takes it (else the whole parse decides)
        QTest::newRow("bare array") << QByteArray(R"([{"id":1},{"id":2}])") << true;
        QTest::newRow("empty array") << QByteArray(" [ ] ") << true;
        QTest::newRow("pretty") << QByteArray("{\n  \"logs\" : [\n    { \"id\" : 1 ,\n \"to\" : [ \"a b\" ] }\n  ],\n"
                                              "  \"total\" : 9 , \"next\" : \"/logs?page=2\"\n}\n")
                                << true;
        QTest::newRow("resource key before data")
            << QByteArray(R"({"data":[{"id":1}],"entries":[{"id":2},{"id":3}]})") << true;
        QTest::newRow("generic key") << QByteArray(R"({"results":[{"id":1}],"meta":{"total":4,"current_page":2}})")
                                     << true;
        QTest::newRow("unknown envelope") << QByteArray(R"({"zeta":[{"id":2}],"alpha":[{"id":1}],"n":1})") << true;
        QTest::newRow("escaped member name") << QByteArray(R"({"d\u0061ta":[{"id":1}],"has_more":true})") << true;
        QTest::newRow("scalars among records") << QByteArray(R"([1,"two",null,[3],{"id":4},true,-5.5e3])") << true;
        QTest::newRow("strings with brackets") << QByteArray("[{\"s\":\"[{\\\"}]\"},{\"t\":\"a\\\\\"}]") << true;
        QTest::newRow("no list") << QByteArray(R"({"id":1,"name":"x"})") << false;
        QTest::newRow("scalar root") << QByteArray("42") << false;
        QTest::newRow("empty object") << QByteArray("{}") << false;
        QTest::newRow("garbage after the array") << QByteArray(R"([{"id":1}] x)") << false;
        QTest::newRow("second array after the root") << QByteArray(R"([{"id":1}]])") << false;
        QTest::newRow("garbage after the object") << QByteArray(R"({"data":[]}})") << false;
        QTest::newRow("repeated member") << QByteArray(R"({"data":[{"id":1}],"data":[{"id":2}]})") << false;
        QTest::newRow("bad atom in another array") << QByteArray(R"({"data":[{"id":1}],"included":[tru]})") << false;
        QTest::newRow("bad atom in a record") << QByteArray(R"([{"id":1,"ok":tru}])") << true;
        QTest::newRow("missing comma in a record") << QByteArray(R"([{"id":1 2}])") << true;
        QTest::newRow("missing comma between records") << QByteArray(R"([{"id":1} {"id":2}])") << false;
        QTest::newRow("trailing comma") << QByteArray(R"([{"id":1},])") << false;
        QTest::newRow("invalid utf-8") << QByteArray("[{\"id\":\"\xff\xfe\"}]") << false;
        QTest::newRow("deep but allowed") << "[" + nested(900) + "]" << true;
        QTest::newRow("too deep for the whole parse") << "[" + nested(1024) + "]" << false;
        QTest::newRow("deep enough to be left to the whole parse") << "{\"data\":" + nested(1023) + "}" << false;
    }
    void split_findsWhatTheWholeDocumentHolds()
    {
        QFETCH(QByteArray, body);
        QFETCH(bool, split);
        JsonListSplitter splitter;
        QCOMPARE(splitter.split(body, resourceKeys), split);
        if (!split) {
            QVERIFY(splitter.items().isEmpty());
        }
        // Whatever it takes, record by record, is what the whole document gives, or it does not parse there.
        const std::optional<ListPage> byRecord = recordByRecord(body);
        const std::optional<ListPage> whole = wholeDocument(body);
        if (byRecord) {
            QVERIFY(whole);
            QCOMPARE(byRecord->items, whole->items);
            QCOMPARE(byRecord->next, whole->next);
            QCOMPARE(byRecord->total, whole->total);
            QCOMPARE(byRecord->page, whole->page);
            QCOMPARE(byRecord->more, whole->more);
        }
    }

    void split_bodyWithoutRoomBehindIt()
    {
        const QByteArray text = R"({"logs":[{"id":"a"},{"id":"b"}],"total":2})";
        const QByteArray body = QByteArray::fromRawData(text.constData(), text.size()); // capacity 0: copied
        JsonListSplitter splitter;
        QVERIFY(splitter.split(body, resourceKeys));
        QCOMPARE(splitter.items().size(), 2);
        QCOMPARE(splitter.items().at(1).json, QByteArrayView(R"({"id":"b"})"));
        QCOMPARE(splitter.page().total, 2);
    }

    void compact_dropsWhitespaceBetweenTokensOnly()
    {
        QCOMPARE(JsonListSplitter::compact("{ \"a b\" : \"x \\\" y\" ,\n\t\"c\" : [ 1 , 2 ] }"),
                 QByteArray("{\"a b\":\"x \\\" y\",\"c\":[1,2]}"));
        const QByteArray backslashAtEnd = "{\"a\":\"\\\\\",\" b\":1}"; // {"a":"\\"," b":1}
        QCOMPARE(JsonListSplitter::compact(backslashAtEnd), backslashAtEnd);
    }

    void compact_intoABufferKeepsStringsWhole()
    {
        // One buffer for several texts, the longest first: nothing of an earlier text may be left behind.
        // Quotes escaped by an odd run of backslashes do not end a string; an even run does.
        const QList<std::pair<QByteArray, QByteArray>> cases = {
            {"{ \"a b\" : \"x \\\" y\" ,\n\t\"c\" : [ 1 , 2 ] }", "{\"a b\":\"x \\\" y\",\"c\":[1,2]}"},
            {"{\"q\" : \"\\\\\\\" \\\\\" , \"r\" : null }", "{\"q\":\"\\\\\\\" \\\\\",\"r\":null}"},
            {"[ \"a , b\" ]", "[\"a , b\"]"},
            {"[ \"unterminated ", "[\"unterminated "},
            {"{ }", "{}"},
        };
        QByteArray buffer;
        for (const auto &[json, expected] : cases) {
            JsonListSplitter::compact(json, &buffer);
            QCOMPARE(buffer, expected);
        }
    }

    void compact_findsASpaceAtAnyPlaceOfACompactText()
    {
        // A text without spaces is copied as it is; one space anywhere between its tokens, at any place in
        // the eight-byte words it is scanned in and beside bytes of multi-byte characters, is still dropped.
        const QByteArray compactText = "{\"name\":\"Ren\xc3\xa9"
                                       "e_M\xc3\xbc"
                                       "ller\",\"n\":[1,22,333],\"on\":true,\"x\":null}";
        QByteArray buffer = "a longer text left in the buffer by the record before, with spaces in it";
        JsonListSplitter::compact(compactText, &buffer);
        QCOMPARE(buffer, compactText);
        int tried = 0;
        for (qsizetype at = 0; at <= compactText.size(); ++at) {
            // Between tokens: not inside a string (an even number of quotes before it; there are no escapes).
            if (compactText.left(at).count('"') % 2 != 0) {
                continue;
            }
            for (const char space : {' ', '\t', '\n', '\r'}) {
                QByteArray spaced = compactText;
                spaced.insert(at, space);
                JsonListSplitter::compact(spaced, &buffer);
                QCOMPARE(buffer, compactText);
                ++tried;
            }
        }
        QVERIFY(tried > 40);
    }

    void decode_keepsTheRecordsOwnText()
    {
        // Its own text: the service's order of fields and spelling of numbers, not the object written again.
        const QByteArray text = R"({"sender":"a@x.example","id":"l1","size":1.50,"extra":{"z":1,"a":2}})";
        const QJsonObject object = QJsonDocument::fromJson(text).object();
        const auto entry = ResponseDecoder::decodeLogEntry(object, text);
        QCOMPARE(entry.raw.json(), text);
        QCOMPARE(entry.raw.object(), object);
        QCOMPARE(entry.id, u"l1"_s);
        QVERIFY(ResponseDecoder::decodeLogEntry(object).raw.json() != text);
        // A JSON:API resource keeps its flattened record, as without the text.
        const QByteArray resource = R"({"type":"log","id":"l2","attributes":{"sender":"b@x.example"}})";
        const QJsonObject resourceObject = QJsonDocument::fromJson(resource).object();
        QCOMPARE(ResponseDecoder::decodeLogEntry(resourceObject, resource).raw,
                 ResponseDecoder::decodeLogEntry(resourceObject).raw);
        QCOMPARE(ResponseDecoder::decodeLogEntry(resourceObject, resource).raw.object().value(u"sender"_s).toString(),
                 u"b@x.example"_s);
    }
};

QTEST_GUILESS_MAIN(TestJsonListSplitter)
#include "tst_jsonlistsplitter.moc"
