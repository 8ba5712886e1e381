// SPDX-License-Identifier: GPL-3.0-or-later
// Finding the items of a JSON array whose text comes in pieces: the same items wherever the pieces are cut,
// and a refusal for whatever is not one array.

#include "core/jsonarrayscanner.h"

#include <QTest>

using ForwardDesk::Core::JsonArrayScanner;

namespace {

constexpr int depthLimit = 16;

struct Scanned
{
    QList<QByteArray> items;
    QList<bool> objects;
    JsonArrayScanner::State state = JsonArrayScanner::State::BeforeArray;
};

/// Scans @p text in pieces cut at @p cuts, keeping only what the scanner still needs between them, as a
/// caller with one buffer does.
Scanned scanInPieces(const QByteArray &text, const QList<qsizetype> &cuts, int maxDepth = depthLimit)
{
    JsonArrayScanner scanner(maxDepth);
    Scanned out;
    QByteArray buffer;
    qsizetype from = 0;
    QList<qsizetype> ends = cuts;
    ends.append(text.size());
    for (const qsizetype to : std::as_const(ends)) {
        buffer.append(text.mid(from, to - from));
        from = to;
        QList<JsonArrayScanner::Item> items;
        scanner.scan(buffer, &items);
        for (const JsonArrayScanner::Item &item : std::as_const(items)) {
            out.items.append(buffer.mid(item.offset, item.size));
            out.objects.append(item.isObject);
        }
        const qsizetype done = scanner.keepFrom();
        buffer.remove(0, done);
        scanner.dropped(done);
    }
    out.state = scanner.state();
    return out;
}

Scanned scanWhole(const QByteArray &text, int maxDepth = depthLimit)
{
    return scanInPieces(text, {}, maxDepth);
}

} // namespace

class TestJsonArrayScanner final : public QObject
{
    Q_OBJECT

private slots:
    void items_ofEveryKind_areFoundWithTheirText()
    {
        const QByteArray text = " [ {\"id\": 1, \"tags\": [\"a]\", \"{b\"]}, 12.5e3 ,\"x\\\"]\\\\\",true,null, [1,[2]],"
                                "{} ]\n";
        const Scanned scanned = scanWhole(text);
        QCOMPARE(scanned.state, JsonArrayScanner::State::Closed);
        const QList<QByteArray> expected{
            "{\"id\": 1, \"tags\": [\"a]\", \"{b\"]}", "12.5e3", "\"x\\\"]\\\\\"", "true", "null", "[1,[2]]", "{}"};
        QCOMPARE(scanned.items, expected);
        QCOMPARE(scanned.objects, (QList<bool>{true, false, false, false, false, false, true}));
    }

    void items_sameWhereverThePiecesAreCut_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("records") << QByteArray(
            "[{\"id\":\"1\",\"from\":\"a@b.example\"},{\"id\":\"2\",\"note\":\"]}{[\"}]");
        QTest::newRow("escapes") << QByteArray("[{\"k\":\"\\\\\"},{\"k\":\"\\\"\"},{\"k\":\"\\\\\\\"\"},"
                                               "\"\\\\\\\\\",{\"k\":\"\\u00e9\"}]");
        QTest::newRow("scalars and space") << QByteArray("[\n  1,\t-20 , 3.5e-1,\r\nfalse ,null,\"s\"  ]  ");
        QTest::newRow("empty") << QByteArray(" [ ] ");
        QTest::newRow("utf-8") << QByteArray("[{\"n\":\"b\xc3\xbc\x63her\"},{\"n\":\"\xe2\x82\xac\"}]");
    }

    void items_sameWhereverThePiecesAreCut()
    {
        QFETCH(QByteArray, text);
        const Scanned whole = scanWhole(text);
        QCOMPARE(whole.state, JsonArrayScanner::State::Closed);
        for (qsizetype cut = 0; cut <= text.size(); ++cut) {
            const Scanned two = scanInPieces(text, {cut});
            QCOMPARE(two.items, whole.items);
            QCOMPARE(two.objects, whole.objects);
            QCOMPARE(two.state, whole.state);
        }
        QList<qsizetype> everyByte;
        for (qsizetype cut = 1; cut < text.size(); ++cut) {
            everyByte.append(cut);
        }
        const Scanned bytes = scanInPieces(text, everyByte);
        QCOMPARE(bytes.items, whole.items);
        QCOMPARE(bytes.state, whole.state);
    }

    void unfinishedArray_staysOpen_andKeepsItsLastItem()
    {
        JsonArrayScanner scanner(depthLimit);
        QByteArray buffer = "[{\"id\":1},{\"id\":2,\"note\":\"still";
        QList<JsonArrayScanner::Item> items;
        scanner.scan(buffer, &items);
        QCOMPARE(items.size(), 1);
        QCOMPARE(scanner.state(), JsonArrayScanner::State::InArray);
        QCOMPARE(buffer.mid(scanner.keepFrom()), QByteArray("{\"id\":2,\"note\":\"still"));
        QCOMPARE(scanner.count(), 1);
    }

    void notOneArray_isDeclined_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("object") << QByteArray("{\"items\":[1,2]}");
        QTest::newRow("scalar") << QByteArray("12");
        QTest::newRow("after the array") << QByteArray("[1,2] [3]");
        QTest::newRow("garbage after") << QByteArray("[1,2]x");
        QTest::newRow("comma at the end") << QByteArray("[1,2,]");
        QTest::newRow("comma at the start") << QByteArray("[,1]");
        QTest::newRow("two commas") << QByteArray("[1,,2]");
        QTest::newRow("no comma") << QByteArray("[{\"a\":1} {\"b\":2}]");
        QTest::newRow("closing brace") << QByteArray("[1,}]");
        QTest::newRow("too deep") << QByteArray("[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]");
    }

    void notOneArray_isDeclined()
    {
        QFETCH(QByteArray, text);
        QCOMPARE(scanWhole(text).state, JsonArrayScanner::State::Declined);
    }

    void depth_countsTheArrayItself()
    {
        QCOMPARE(scanWhole("[[[1]]]", 3).state, JsonArrayScanner::State::Closed);
        QCOMPARE(scanWhole("[[[[1]]]]", 3).state, JsonArrayScanner::State::Declined);
        QCOMPARE(scanWhole("[{\"a\":{\"b\":1}}]", 3).state, JsonArrayScanner::State::Closed);
        QCOMPARE(scanWhole("[{\"a\":{\"b\":[1]}}]", 3).state, JsonArrayScanner::State::Declined);
    }
};

QTEST_GUILESS_MAIN(TestJsonArrayScanner)
#include "tst_jsonarrayscanner.moc"
