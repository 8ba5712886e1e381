// SPDX-License-Identifier: GPL-3.0-or-later
// RecordReader decodes a log record straight from its text exactly as ResponseDecoder does from a QJsonObject,
// shares the texts records repeat, keeps each record's text as a skeleton over its fields that gives the
// text back (or, for a list read for its fields alone, keeps no text), and leaves to ResponseDecoder what it does
// not read.
#include "core/itemdecoder.h"
#include "core/jsonlistsplitter.h"
#include "core/recordreader.h"
#include "core/responsedecoder.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QTimeZone>

using namespace Qt::StringLiterals;
using namespace ForwardDesk::Core;

namespace {

/// @p json with the room behind it that RecordReader reads past the end.
QByteArray padded(const QByteArray &json)
{
    QByteArray text = json;
    text.reserve(text.size() + JsonListSplitter::Padding);
    return text;
}

/// Every field of @p entry as text, the time with its zone, for one comparison that names what differs.
QStringList fieldsOf(const LogEntry &entry)
{
    return {u"id="_s + entry.id,
            u"time="_s + entry.time.toString(Qt::ISODateWithMs) + u" spec="_s
                + QString::number(int(entry.time.timeSpec())) + u" valid="_s
                + QString::number(int(entry.time.isValid())),
            u"sender="_s + entry.sender,
            u"recipient="_s + entry.recipient,
            u"destination="_s + entry.destination,
            u"destinations="_s + entry.destinations.join(u'|'),
            u"domain="_s + entry.domain,
            u"aliasId="_s + entry.aliasId,
            u"status="_s + QString::number(int(entry.status)),
            u"statusText="_s + entry.statusText,
            u"smtpCode="_s + QString::number(entry.smtpCode),
            u"smtpMessage="_s + entry.smtpMessage,
            u"subject="_s + entry.subject,
            u"messageId="_s + entry.messageId,
            u"size="_s + QString::number(entry.size),
            u"raw="_s + QString::fromUtf8(entry.rawJson())};
}

/// Every field of @p alias as text.
QStringList fieldsOf(const Alias &alias)
{
    return {u"id="_s + alias.id,
            u"domainId="_s + alias.domainId,
            u"localPart="_s + alias.localPart,
            u"catchAll="_s + QString::number(int(alias.catchAll)),
            u"enabled="_s + QString::number(int(alias.enabled)),
            u"destinations="_s + alias.destinations.join(u'|'),
            u"created="_s + alias.createdAt.toString(Qt::ISODateWithMs) + u" spec="_s
                + QString::number(int(alias.createdAt.timeSpec())),
            u"updated="_s + alias.updatedAt.toString(Qt::ISODateWithMs) + u" spec="_s
                + QString::number(int(alias.updatedAt.timeSpec())),
            u"forwarded="_s + QString::number(alias.forwardedCount),
            u"raw="_s + QString::fromUtf8(alias.rawJson())};
}

/// Reads @p json with a RecordReader and decodes it with @p decode of ResponseDecoder: every field, the times'
/// zones included, must come out the same.
template <typename T>
void readsAsResponseDecoderDoes(const QByteArray &json, T (*decode)(const QJsonObject &, const QByteArray &))
{
    const QByteArray text = padded(json);
    const QByteArray compact = JsonListSplitter::compact(text);
    const T expected = decode(QJsonDocument::fromJson(text).object(), compact);

    RecordReader reader;
    QByteArray taken = compact;
    T record;
    QVERIFY(reader.read(text, taken, &record));
    QCOMPARE(fieldsOf(record), fieldsOf(expected));

    // A reader that drops the records' text: the same fields, no `raw`, and the buffer left as it was.
    RecordReader fieldsOnly(RecordText::Dropped);
    QByteArray buffer = compact;
    T bare;
    QVERIFY(fieldsOnly.read(text, buffer, &bare));
    QVERIFY(bare.raw.isEmpty());
    QCOMPARE(buffer, compact);
    T expectedBare = expected;
    expectedBare.raw = RawRecord();
    QCOMPARE(fieldsOf(bare), fieldsOf(expectedBare));

    // Nor does it need the compact text: given none, it reads the same fields. A reader that keeps the text
    // leaves a record given without it to ResponseDecoder.
    QByteArray none;
    T withoutText;
    QVERIFY(fieldsOnly.read(text, none, &withoutText));
    QVERIFY(none.isEmpty());
    QCOMPARE(fieldsOf(withoutText), fieldsOf(expectedBare));
    T declined;
    QVERIFY(!reader.read(text, none, &declined));
}

/// Reads @p records with one RecordReader, as the records of one list are read, into @p list (one record each);
/// false as soon as one is left to ResponseDecoder.
template <typename T>
bool readList(const QList<QByteArray> &records, QList<T> *list)
{
    RecordReader reader;
    list->resize(records.size());
    for (qsizetype i = 0; i < records.size(); ++i) {
        const QByteArray text = padded(records.at(i));
        QByteArray compact = JsonListSplitter::compact(text);
        if (!reader.read(text, compact, &(*list)[i])) {
            return false;
        }
    }
    return true;
}

} // namespace

class TestRecordReader final : public QObject
{
    Q_OBJECT

private slots:
    void logEntry_readsAsResponseDecoderDoes_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("the sandbox's record") << QByteArray(
            R"({"id":100000,"created_at":"2026-11-26T12:39:48Z","sender":"erik@example.net",)"
            R"("recipient":"reports@brown.example","destination":null,"domain":"brown.example","alias_id":93962,)"
            R"("status":"rejected","smtp_code":550,"smtp_message":"5.2.1 Recipient address rejected",)"
            R"("subject":"Dinner on Friday?","message_id":"<2026.0ec6@example.net>","size":52038})");
        QTest::newRow("uuid ids, milliseconds, no zone") << QByteArray(
            R"({"id":"6f1c0f4e-2b1e-4d55-9d7b-0c1f0e9a1b2c","created_at":"2026-11-26 12:39:48.125",)"
            R"("sender":"a@x.example","recipient":"b@y.example","destination":"c@z.example","status":"delivered"})");
        QTest::newRow("offset and epoch fallbacks")
            << QByteArray(R"({"id":1,"created":"2026-11-26T12:39:48+0100","timestamp":1700000000})");
        QTest::newRow("epoch milliseconds") << QByteArray(R"({"id":1,"time":1700000000123})");
        QTest::newRow("epoch as a string") << QByteArray(R"({"id":1,"created_at":" 1700000000 "})");
        QTest::newRow("RFC 2822 date") << QByteArray(R"({"id":1,"date":"Wed, 15 Feb 2012 13:03:31 GMT"})");
        QTest::newRow("an impossible date") << QByteArray(R"({"id":1,"created_at":"2026-02-30T10:00:00Z"})");
        QTest::newRow("24:00") << QByteArray(R"({"id":1,"created_at":"2026-11-26T24:00:00Z"})");
        QTest::newRow("ImprovMX objects")
            << QByteArray(R"({"id":"x1","created":1700000000000,"sender":{"email":"s@a.example","name":"S"},)"
                          R"("recipient":{"email":"r@b.example","name":"R"},"forward":{"email":"f@c.example"},)"
                          R"("events":[{"status":"QUEUED"},{"status":"DELIVERED"}]})");
        QTest::newRow("lists of destinations")
            << QByteArray(R"({"id":2,"to":["a@x.example",{"email":"b@y.example"}],"recipient":"i@s.example"})");
        QTest::newRow("separated destinations") << QByteArray(R"({"id":3,"destination":" a@x.example; b@y.example "})");
        QTest::newRow("a destination without @") << QByteArray(R"({"id":3,"destination":" mailbox "})");
        QTest::newRow("escapes and non-ASCII") << QByteArray(
            R"({"id":4,"sender":"J\u00fcrgen <j@m\u00fcller.example>","subject":"Line\nbreak \u0022quoted\u0022 \ud83d\udce7",)"
            R"("destination":"zo\u00eb@x.example","smtp_message":"250 ok"})");
        QTest::newRow("reply as an object")
            << QByteArray(R"({"id":5,"response":{"code":"451","message":"451 try later"},"status":"deferred"})");
        QTest::newRow("code as text, blank message first")
            << QByteArray(R"({"id":6,"code":"550","smtp_message":"  ","reason":"no such user"})");
        QTest::newRow("code not whole") << QByteArray(R"({"id":7,"smtp_code":550.5,"smtp_message":"x"})");
        QTest::newRow("spam flags") << QByteArray(R"({"id":8,"isSpam":"maybe","is_spam":"yes"})");
        QTest::newRow("spam flag off") << QByteArray(R"({"id":9,"isSpam":false,"is_spam":true})");
        QTest::newRow("number id, large") << QByteArray(R"({"id":9007199254740993,"size":1.5e3})");
        QTest::newRow("id under another name") << QByteArray(R"({"uuid":"u-1","status":"bounced","domain":7})");
        QTest::newRow("message id only") << QByteArray(R"({"message_id":"<m@x>","status":"spam"})");
        QTest::newRow("no id at all") << QByteArray(R"({"sender":"s@a.example","status":"delivered"})");
        QTest::newRow("nulls everywhere") << QByteArray(
            R"({"id":null,"created_at":null,"sender":null,"recipient":null,"status":null,"smtp_code":null})");
        QTest::newRow("unknown fields") << QByteArray(R"({"id":10,"extra":{"deep":[1,2,{"x":null}]},"flag":true})");
        QTest::newRow("empty") << QByteArray(R"({})");
    }

    void logEntry_readsAsResponseDecoderDoes()
    {
        QFETCH(QByteArray, json);
        readsAsResponseDecoderDoes<LogEntry>(json, &ResponseDecoder::decodeLogEntry);
    }

    void alias_readsAsResponseDecoderDoes_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("the sandbox's record")
            << QByteArray(R"({"id":1,"domain_id":1,"localpart":"anna.lindqvist","is_catch_all":false,"enabled":true,)"
                          R"("destinations":["anna.lindqvist@staff.example"],"created_at":"2026-09-10T07:16:13Z",)"
                          R"("updated_at":"2026-09-10T07:16:13Z","forwarded_count":225})");
        QTest::newRow("catch-all by a star")
            << QByteArray(R"({"id":"a1","domain":"x.example","alias":"*","forward":"a@b.example, c@d.example"})");
        QTest::newRow("catch-all flag as text") << QByteArray(R"({"id":2,"localpart":"x","catch_all":"yes"})");
        QTest::newRow("address as the alias")
            << QByteArray(R"({"alias_id":7,"alias":"info@x.example","recipients":[{"email":" a@b.example "},"c@d"]})");
        QTest::newRow("email only") << QByteArray(R"({"email":"sales@x.example","active":"off","targets":"a@b"})");
        QTest::newRow("enabled unreadable, then active")
            << QByteArray(R"({"id":3,"name":"n","enabled":"maybe","active":0,"destination":null})");
        QTest::newRow("is_active and dates in other forms") << QByteArray(
            R"({"uuid":"u","local_part":"p","is_active":1,"created":1700000000,"modified_at":"2026-01-02 03:04:05"})");
        QTest::newRow("counts") << QByteArray(R"({"id":4,"localpart":"c","forwarded_count":2.5,"nb_forward":9})");
        QTest::newRow("nb_forward") << QByteArray(R"({"id":5,"localpart":"c","nb_forward":9,"mailboxes":[]})");
        QTest::newRow("numbers and nulls in the list")
            << QByteArray(R"({"id":6,"localpart":"d","destinations":[1,null,"  ","e@f.example"]})");
        QTest::newRow("separated with spaces")
            << QByteArray(R"({"id":7,"localpart":"e","destinations":"a@b c@d;e@f"})");
        QTest::newRow("empty") << QByteArray(R"({})");
    }

    void alias_readsAsResponseDecoderDoes()
    {
        QFETCH(QByteArray, json);
        readsAsResponseDecoderDoes<Alias>(json, &ResponseDecoder::decodeAlias);
    }

    void logEntries_shareTheTextsTheyRepeat()
    {
        const QByteArray first = padded(R"({"id":1,"sender":"s@a.example","status":"delivered","domain":"a.example"})");
        const QByteArray second =
            padded(R"({"id":2,"sender":"s@a.example","status":"delivered","domain":"a.example"})");
        RecordReader reader;
        LogEntry one;
        LogEntry two;
        QByteArray compactOne = JsonListSplitter::compact(first);
        QByteArray compactTwo = JsonListSplitter::compact(second);
        QVERIFY(reader.read(first, compactOne, &one));
        QVERIFY(reader.read(second, compactTwo, &two));
        QCOMPARE(two.sender, u"s@a.example"_s);
        QCOMPARE(two.sender.constData(), one.sender.constData()); // one allocation for both
        QCOMPARE(two.statusText.constData(), one.statusText.constData());
        QCOMPARE(two.domain.constData(), one.domain.constData());
        QVERIFY(two.id.constData() != one.id.constData());
        QCOMPARE(two.rawJson(), JsonListSplitter::compact(second));
        // Kept as a skeleton: the compact text is left to the caller, a buffer for the next record.
        QCOMPARE(compactTwo, JsonListSplitter::compact(second));
        // A record none of whose values its fields give back is kept whole: its text is taken, not copied.
        const QByteArray whole = padded(R"({"subject":"two\nlines"})");
        QByteArray compactWhole = JsonListSplitter::compact(whole);
        const char *const wholeData = compactWhole.constData();
        LogEntry kept;
        QVERIFY(reader.read(whole, compactWhole, &kept));
        QVERIFY(!kept.raw.isSkeleton());
        QCOMPARE(kept.raw.json().constData(), wholeData);
        QVERIFY(compactWhole.isEmpty());
    }

    void records_shareTheListsOfDestinationsTheyRepeat()
    {
        // Three aliases forward to the same two addresses, one to one of them, one to the other's text given as
        // a string and as a list of one: each list that repeats is one list, whatever the list's form.
        const QList<QByteArray> records{
            R"({"id":1,"localpart":"a","destinations":["x@d.example","y@d.example"]})",
            R"({"id":2,"localpart":"b","destinations":["x@d.example"]})",
            R"({"id":3,"localpart":"c","destinations":["x@d.example","y@d.example"]})",
            R"({"id":4,"localpart":"d","destinations":" x@d.example "})",
            R"({"id":5,"localpart":"e","destinations":["y@d.example","x@d.example"]})",
            R"({"id":6,"localpart":"f","destination":"x@d.example"})",
        };
        QList<Alias> aliases;
        QVERIFY(readList(records, &aliases));
        const QStringList both{u"x@d.example"_s, u"y@d.example"_s};
        QCOMPARE(aliases.at(0).destinations, both);
        QCOMPARE(aliases.at(2).destinations, both);
        QCOMPARE(aliases.at(2).destinations.constData(), aliases.at(0).destinations.constData());
        QCOMPARE(aliases.at(1).destinations, QStringList{u"x@d.example"_s});
        QCOMPARE(aliases.at(5).destinations.constData(), aliases.at(1).destinations.constData());
        QCOMPARE(aliases.at(3).destinations, QStringList{u"x@d.example"_s}); // trimmed: a text of its own
        QCOMPARE(aliases.at(4).destinations, (QStringList{u"y@d.example"_s, u"x@d.example"_s}));
        QVERIFY(aliases.at(4).destinations.constData() != aliases.at(0).destinations.constData());

        // A list is the record's own to change: the others keep theirs.
        aliases[2].destinations.append(u"z@d.example"_s);
        QCOMPARE(aliases.at(0).destinations, both);

        // The log entries of a list share theirs too.
        QList<LogEntry> entries;
        QVERIFY(readList(QList<QByteArray>{R"({"id":1,"sender":"s@a.example","destinations":["x@d.example"]})",
                                           R"({"id":2,"sender":"t@a.example","destination":"x@d.example"})"},
                         &entries));
        QCOMPARE(entries.at(1).destinations, QStringList{u"x@d.example"_s});
        QCOMPARE(entries.at(1).destinations.constData(), entries.at(0).destinations.constData());
    }

    void records_keepTheirTextAsASharedSkeleton()
    {
        // Two entries of one shape: each value is one of the decoded fields, so both keep one skeleton.
        const QByteArray first =
            padded(R"({"id":7,"created_at":"2026-11-21T05:01:22Z","sender":"s@a.example","recipient":"r@b.example",)"
                   R"("destination":null,"status":"delivered","smtp_code":250,"subject":"Hi","size":1200})");
        const QByteArray second = padded(
            R"({"id":8,"created_at":"2026-11-21T05:01:23.250Z","sender":"t@a.example","recipient":"q@b.example",)"
            R"("destination":null,"status":"bounced","smtp_code":550,"subject":"Ho","size":99})");
        const QByteArray third =
            padded(R"({"id":9,"created_at":"2026-11-21T05:01:24Z","sender":"u@a.example","recipient":"p@b.example",)"
                   R"("destination":null,"status":"delivered","smtp_code":250,"subject":"Hey","size":5})");
        RecordReader reader;
        LogEntry one;
        LogEntry two;
        LogEntry three;
        QByteArray compactOne = JsonListSplitter::compact(first);
        QByteArray compactTwo = JsonListSplitter::compact(second);
        QByteArray compactThree = JsonListSplitter::compact(third);
        QVERIFY(reader.read(first, compactOne, &one));
        QVERIFY(reader.read(second, compactTwo, &two));
        QVERIFY(reader.read(third, compactThree, &three));
        for (const LogEntry *entry : {&one, &two, &three}) {
            QVERIFY(entry->raw.isSkeleton());
            QVERIFY(entry->raw.object().isEmpty()); // only the record can fill it in
        }
        QCOMPARE(one.rawJson(), JsonListSplitter::compact(first));
        QCOMPARE(two.rawJson(), JsonListSplitter::compact(second));
        QCOMPARE(three.rawJson(), JsonListSplitter::compact(third));
        QCOMPARE(three.rawObject().value(u"subject"_s).toString(), u"Hey"_s);
        QVERIFY(!three.raw.json().contains("u@a.example") && !three.raw.json().contains("Hey"));
        // The first and third have one shape (times to the second): one block for both. The second's time
        // has milliseconds, written another way.
        QCOMPARE(three.raw.json().constData(), one.raw.json().constData());
        QVERIFY(two.raw.json() != one.raw.json());
    }

    void records_afterOneOfAShape_thatDifferFromIt_keepTheirOwnText()
    {
        // A record is first tried against the skeleton of the one before. Each of these differs from the first
        // in one place, which that skeleton must not take for a fit: each gives back its own text.
        const QList<QByteArray> records{
            R"({"id":1,"created_at":"2026-11-21T05:01:22Z","sender":"s@a.example","destination":null,"subject":"Hi","size":10})",
            // the same shape: shares the first's skeleton
            R"({"id":2,"created_at":"2026-11-21T05:01:23Z","sender":"t@a.example","destination":null,"subject":"Ho","size":11})",
            // a marked value its field does not write back: an escape in the subject
            R"({"id":3,"created_at":"2026-11-21T05:01:24Z","sender":"u@a.example","destination":null,"subject":"a\nb","size":12})",
            // a literal that differs: a destination where the others have null
            R"({"id":4,"created_at":"2026-11-21T05:01:25Z","sender":"v@a.example","destination":"w@c.example","subject":"Hi","size":13})",
            // a time in another form where the skeleton had a time to the second
            R"({"id":5,"created_at":"2026-11-21T05:01:26.500Z","sender":"x@a.example","destination":"w@c.example","subject":"Hi","size":14})",
            // a field more, then one less
            R"({"id":6,"created_at":"2026-11-21T05:01:26.500Z","sender":"x@a.example","destination":"w@c.example","subject":"Hi","size":15,"tag":"x"})",
            R"({"id":7,"created_at":"2026-11-21T05:01:26.500Z","sender":"x@a.example","destination":"w@c.example","subject":"Hi"})",
            // a number where the skeleton has a string, and the same shape as the second again
            R"({"id":8,"created_at":"2026-11-21T05:01:23Z","sender":9,"destination":null,"subject":"Ho","size":11})",
            R"({"id":9,"created_at":"2026-11-21T05:01:23Z","sender":"t@a.example","destination":null,"subject":"Ho","size":11})",
        };
        QList<LogEntry> entries;
        QVERIFY(readList(records, &entries));
        for (qsizetype i = 0; i < records.size(); ++i) {
            QCOMPARE(entries.at(i).rawJson(), JsonListSplitter::compact(padded(records.at(i))));
        }
        QCOMPARE(entries.at(1).raw.json().constData(), entries.at(0).raw.json().constData());
        QCOMPARE(entries.at(8).raw.json().constData(), entries.at(0).raw.json().constData());
        QVERIFY(entries.at(2).raw.json().contains(R"("a\nb")"));
        QVERIFY(entries.at(7).raw.json().contains(R"("sender":9)"));
    }

    void aliases_afterOneOfAShape_thatDifferFromIt_keepTheirOwnText()
    {
        // As above for aliases, whose flags, counts and destination lists are compared with the skeleton's
        // record where they stand: each of these differs from the first in one place, and gives back its text.
        const QList<QByteArray> records{
            R"({"id":1,"localpart":"a","is_catch_all":false,"enabled":true,"destinations":["x@d.example"],"forwarded_count":3})",
            // the same shape and other values, a flag switched: fits the first's skeleton
            R"({"id":2,"localpart":"b","is_catch_all":false,"enabled":false,"destinations":["y@d.example"],"forwarded_count":40})",
            // a flag given as text, a count with a fraction or an exponent: values the fields write otherwise
            R"({"id":3,"localpart":"c","is_catch_all":false,"enabled":"true","destinations":["x@d.example"],"forwarded_count":3})",
            R"({"id":4,"localpart":"d","is_catch_all":false,"enabled":true,"destinations":["x@d.example"],"forwarded_count":3.0})",
            R"({"id":5,"localpart":"e","is_catch_all":false,"enabled":true,"destinations":["x@d.example"],"forwarded_count":1e2})",
            // lists: two items, none, an escaped item, an item that is no text, an item with letters beyond ASCII
            R"({"id":6,"localpart":"f","is_catch_all":false,"enabled":true,"destinations":["x@d.example","z@d.example"],"forwarded_count":3})",
            R"({"id":7,"localpart":"g","is_catch_all":false,"enabled":true,"destinations":[],"forwarded_count":3})",
            R"({"id":8,"localpart":"h","is_catch_all":false,"enabled":true,"destinations":["x\u0040d.example"],"forwarded_count":3})",
            R"({"id":9,"localpart":"i","is_catch_all":false,"enabled":true,"destinations":["x@d.example",7],"forwarded_count":3})",
            R"({"id":10,"localpart":"j","is_catch_all":false,"enabled":true,"destinations":["jörg@bücher.example"],"forwarded_count":3})",
            // and the first shape again
            R"({"id":11,"localpart":"k","is_catch_all":false,"enabled":true,"destinations":["w@d.example"],"forwarded_count":0})",
        };
        QList<Alias> aliases;
        QVERIFY(readList(records, &aliases));
        for (qsizetype i = 0; i < records.size(); ++i) {
            QVERIFY2(aliases.at(i).rawJson() == JsonListSplitter::compact(padded(records.at(i))),
                     records.at(i).constData());
        }
        QVERIFY(aliases.at(0).raw.isSkeleton());
        QCOMPARE(aliases.at(1).raw.json().constData(), aliases.at(0).raw.json().constData());
        QCOMPARE(aliases.at(10).raw.json().constData(), aliases.at(0).raw.json().constData());
        QVERIFY(aliases.at(2).raw.json().contains(R"("enabled":"true")"));
        QVERIFY(aliases.at(3).raw.json().contains("3.0"));
        QVERIFY(aliases.at(7).raw.json().contains(R"(\u0040)"));
        QCOMPARE(aliases.at(9).rawObject().value(u"destinations"_s).toArray().at(0).toString(),
                 u"jörg@bücher.example"_s);
    }

    void records_keepWhatTheirFieldsCannotGiveBack_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QByteArray>("kept");
        // Each value that the fields do not write back byte for byte stays in the skeleton as it came.
        QTest::newRow("an escaped string")
            << QByteArray(R"({"id":1,"subject":"two\nlines"})") << QByteArray(R"("two\nlines")");
        QTest::newRow("a time with an offset")
            << QByteArray(R"({"id":1,"created_at":"2026-11-21T07:01:22+02:00"})") << QByteArray("+02:00");
        QTest::newRow("a time without a zone")
            << QByteArray(R"({"id":1,"created_at":"2026-11-21 05:01:22"})") << QByteArray("2026-11-21 05:01:22");
        QTest::newRow("a field the app does not know")
            << QByteArray(R"({"id":1,"spam_score":0.5})") << QByteArray(R"("spam_score":0.5)");
        QTest::newRow("a number written with a fraction")
            << QByteArray(R"({"id":1,"smtp_code":250.0})") << QByteArray("250.0");
    }

    void records_keepWhatTheirFieldsCannotGiveBack()
    {
        QFETCH(QByteArray, json);
        QFETCH(QByteArray, kept);
        const QByteArray text = padded(json);
        QByteArray compact = JsonListSplitter::compact(text);
        RecordReader reader;
        LogEntry entry;
        QVERIFY(reader.read(text, compact, &entry));
        QVERIFY(entry.raw.isSkeleton()); // the id, at least, is left out
        QVERIFY(entry.raw.json().contains(kept));
        QCOMPARE(entry.rawJson(), JsonListSplitter::compact(text));
    }

    void times_acrossTheCalendar_areLeftOutAndGivenBack()
    {
        // The skeleton writes a UTC time back with its own date arithmetic: every day from 1890 to 2109 (leap
        // days; 1900 and 2100, which have none; 2000, which has one), a leap day of another cycle, and the
        // first and last days ISO 8601 can write.
        QList<QDate> dates{QDate(1, 1, 1), QDate(9999, 12, 31), QDate(1600, 2, 29), QDate(2100, 2, 28),
                           QDate(2100, 3, 1)};
        for (QDate date(1890, 1, 1); date.year() < 2110; date = date.addDays(1)) {
            dates.append(date);
        }
        RecordReader reader;
        for (const QDate &date : std::as_const(dates)) {
            const QByteArray time = date.toString(Qt::ISODate).toLatin1() + "T23:59:58Z";
            const QByteArray text = padded(R"({"id":1,"created_at":")" + time + R"("})");
            QByteArray compact = JsonListSplitter::compact(text);
            LogEntry entry;
            QVERIFY(reader.read(text, compact, &entry));
            QCOMPARE(entry.time, QDateTime(date, QTime(23, 59, 58), QTimeZone::utc()));
            QVERIFY2(!entry.raw.json().contains(time), time.constData()); // written back, not kept
            QCOMPARE(entry.rawJson(), JsonListSplitter::compact(text));
        }
    }

    void alias_skeletonGivesBackItsFieldsAsTheyAreNow()
    {
        const QByteArray text =
            padded(R"({"id":3,"domain_id":1,"localpart":"anna","is_catch_all":false,"enabled":true,)"
                   R"("destinations":["anna@staff.example","jörg@bücher.example"],"created_at":"2026-09-10T07:16:13Z",)"
                   R"("forwarded_count":225})");
        QByteArray compact = JsonListSplitter::compact(text);
        RecordReader reader;
        Alias alias;
        QVERIFY(reader.read(text, compact, &alias));
        QVERIFY(alias.raw.isSkeleton());
        QCOMPARE(alias.rawJson(), JsonListSplitter::compact(text));
        alias.enabled = false; // switched off in the app: the detail view shows what the record says now
        QCOMPARE(alias.rawObject().value(u"enabled"_s).toBool(true), false);
        QCOMPARE(alias.rawObject().value(u"destinations"_s).toArray().size(), 2);
        QCOMPARE(alias.rawObject().value(u"destinations"_s).toArray().at(1).toString(), u"jörg@bücher.example"_s);
    }

    void leavesToResponseDecoder_whatItDoesNotRead_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("JSON:API resource")
            << QByteArray(R"({"type":"logs","id":"1","attributes":{"sender":"s@a.example"}})");
        QTest::newRow("a member named twice")
            << QByteArray(R"({"id":1,"sender":"a@x.example","sender":"b@x.example"})");
        QTest::newRow("not an object") << QByteArray(R"(["id",1])");
        QTest::newRow("a lone surrogate") << QByteArray(R"({"id":1,"subject":"\ud800"})");
        QTest::newRow("a number too large") << QByteArray(R"({"id":1,"size":1e999})");
    }

    void leavesToResponseDecoder_whatItDoesNotRead()
    {
        QFETCH(QByteArray, json);
        const QByteArray text = padded(json);
        QByteArray compact = JsonListSplitter::compact(text);
        const QByteArray before = compact;
        RecordReader reader;
        LogEntry entry;
        entry.id = u"untouched"_s;
        QVERIFY(!reader.read(text, compact, &entry));
        QCOMPARE(entry.id, u"untouched"_s);
        QCOMPARE(compact, before);
    }

    /// A page decoded with a reader that drops the records' text holds the same aliases without `raw`, whichever
    /// way each record is decoded: read from its text, left to ResponseDecoder, or the whole body parsed.
    void page_withoutTheText_hasTheSameFieldsAndNoRaw_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::newRow("read from their texts")
            << QByteArray(R"([{"id":1,"localpart":"a","destinations":["x@y.example"],"extra":{"k":[1]}},)"
                          R"({"id":2,"localpart":"b","destinations":"x@y.example","enabled":false}])");
        QTest::newRow("JSON:API resources") << QByteArray(
            R"({"data":[{"type":"aliases","id":"1","attributes":{"localpart":"a","destinations":["x@y.example"]}}]})");
        QTest::newRow("a record naming a member twice")
            << QByteArray(R"([{"id":1,"localpart":"a","localpart":"b","destinations":["x@y.example"]}])");
        QTest::newRow("an envelope naming a member twice, parsed whole")
            << QByteArray(R"({"total":1,"total":1,"aliases":[{"id":1,"localpart":"a","destinations":["x@y"]}]})");
    }

    void page_withoutTheText_hasTheSameFieldsAndNoRaw()
    {
        QFETCH(QByteArray, body);
        const QStringList keys{u"aliases"_s};
        RecordReader keeping;
        const PageResult<Alias> kept = decodePage<Alias>(body, keys, &ResponseDecoder::decodeAlias, &keeping);
        RecordReader dropping(RecordText::Dropped);
        const PageResult<Alias> dropped = decodePage<Alias>(body, keys, &ResponseDecoder::decodeAlias, &dropping);
        QVERIFY(kept.ok);
        QVERIFY(dropped.ok);
        QVERIFY(!kept.items.isEmpty());
        QCOMPARE(dropped.items.size(), kept.items.size());
        for (qsizetype i = 0; i < kept.items.size(); ++i) {
            QVERIFY(!kept.items.at(i).raw.isEmpty()); // the page's text was there to keep
            QVERIFY(dropped.items.at(i).raw.isEmpty());
            Alias bare = kept.items.at(i);
            bare.raw = RawRecord();
            QCOMPARE(fieldsOf(dropped.items.at(i)), fieldsOf(bare));
        }
    }
};

QTEST_GUILESS_MAIN(TestRecordReader)
#include "tst_recordreader.moc"
