// SPDX-License-Identifier: GPL-3.0-or-later
// The compatibility variants of docs/sandbox.md, one option at a time (data-driven), over HTTP.
// It stays one file although it is long: the project has one Qt Test executable per subject, and this
// one covers the compatibility variants.

#include "httpprobe.h"
#include "sandbox/sandboxplan.h"
#include "sandboxfixture.h"
#include "sandboxtestutil.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QUrlQuery>
#include <QUuid>

#include <zlib.h>

#include <ctime>
#include <optional>

using namespace Qt::StringLiterals;
using namespace ForwardDesk::SandboxTests;
using ForwardDesk::Sandbox::Plan;
using ForwardDesk::Sandbox::SandboxOptions;
using ForwardDesk::TestSupport::HttpProbe;
using ForwardDesk::TestSupport::SandboxFixture;

Q_DECLARE_METATYPE(SandboxOptions::Prefix)
Q_DECLARE_METATYPE(SandboxOptions::Envelope)
Q_DECLARE_METATYPE(SandboxOptions::Ids)
Q_DECLARE_METATYPE(SandboxOptions::Patch)
Q_DECLARE_METATYPE(SandboxOptions::TimeFormat)
Q_DECLARE_METATYPE(SandboxOptions::KeyField)

namespace {

constexpr int SmallPage = 3;
constexpr int MaxPages = 1000; // a paging loop that never ends is a bug, not a slow test
constexpr qint64 NowToleranceSeconds = 60;
const QRegularExpression KeyPattern(u"^fwd_[A-Za-z0-9]{40}$"_s);
const QRegularExpression
    UuidPattern(u"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"_s);

/// The member that names a list in the "named" envelope.
QString listName(const QString &path)
{
    if (path.endsWith(u"/aliases"_s)) {
        return u"aliases"_s;
    }
    if (path.startsWith(u"/logs"_s)) {
        return u"logs"_s;
    }
    if (path.startsWith(u"/api-keys"_s)) {
        return u"api_keys"_s;
    }
    return u"domains"_s;
}

QSet<QString> keysOf(const QJsonObject &object)
{
    const QStringList keys = object.keys();
    return {keys.cbegin(), keys.cend()};
}

/// The items of one list answer in @p envelope (one page of a paged answer). Sets @p problem when the
/// answer does not have exactly the documented shape.
QJsonArray unwrap(const HttpProbe::Result &result, SandboxOptions::Envelope envelope, const QString &path,
                  QString *problem)
{
    const auto fail = [&](const QString &why) {
        *problem = why + u": "_s + QString::fromUtf8(result.body.left(300));
        return QJsonArray();
    };
    if (result.status != 200) {
        return fail(u"status %1"_s.arg(result.status));
    }
    const QJsonObject object = result.object();
    switch (envelope) {
    case SandboxOptions::Envelope::Bare:
        if (!result.json.isArray()) {
            return fail(u"not a bare array"_s);
        }
        return result.array();
    case SandboxOptions::Envelope::Data:
        if (keysOf(object) != QSet<QString>{u"data"_s} || !object.value(u"data"_s).isArray()) {
            return fail(u"not {\"data\": [...]}"_s);
        }
        return object.value(u"data"_s).toArray();
    case SandboxOptions::Envelope::Items:
        if (keysOf(object) != QSet<QString>{u"items"_s, u"total"_s} || !object.value(u"items"_s).isArray()
            || !object.value(u"total"_s).isDouble()) {
            return fail(u"not {\"items\": [...], \"total\": N}"_s);
        }
        return object.value(u"items"_s).toArray();
    case SandboxOptions::Envelope::Named:
        if (keysOf(object) != QSet<QString>{listName(path)} || !object.value(listName(path)).isArray()) {
            return fail(u"not {\"%1\": [...]}"_s.arg(listName(path)));
        }
        return object.value(listName(path)).toArray();
    case SandboxOptions::Envelope::Paged:
        if (keysOf(object) != QSet<QString>{u"items"_s, u"total"_s, u"page"_s, u"next"_s}
            || !object.value(u"items"_s).isArray() || !object.value(u"total"_s).isDouble()
            || !object.value(u"page"_s).isDouble()
            || !(object.value(u"next"_s).isString() || object.value(u"next"_s).isNull())) {
            return fail(u"not {\"items\": [...], \"total\": N, \"page\": P, \"next\": URL or null}"_s);
        }
        return object.value(u"items"_s).toArray();
    }
    return fail(u"unknown envelope"_s);
}

/// Parses a time in @p format exactly as docs/sandbox.md shows it; invalid when it looks any other way.
QDateTime parseTime(const QJsonValue &value, SandboxOptions::TimeFormat format)
{
    static const QRegularExpression isoZ(u"^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ$"_s);
    static const QRegularExpression isoOffset(u"^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d[+-]\\d\\d:\\d\\d$"_s);
    static const QRegularExpression naive(u"^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d$"_s);
    // Seconds since the epoch have 10 digits until 2286, milliseconds 13.
    constexpr double MinSeconds = 1e9;
    constexpr double MaxSeconds = 1e10;
    constexpr double MsPerSecond = 1000.0;
    switch (format) {
    case SandboxOptions::TimeFormat::IsoUtc:
        return value.isString() && isoZ.match(value.toString()).hasMatch()
            ? QDateTime::fromString(value.toString(), Qt::ISODate)
            : QDateTime();
    case SandboxOptions::TimeFormat::IsoOffset:
        return value.isString() && isoOffset.match(value.toString()).hasMatch()
            ? QDateTime::fromString(value.toString(), Qt::ISODate)
            : QDateTime();
    case SandboxOptions::TimeFormat::Naive:
        if (value.isString() && naive.match(value.toString()).hasMatch()) {
            const QDateTime local = QDateTime::fromString(value.toString(), Qt::ISODate);
            return QDateTime(local.date(), local.time(), QTimeZone::utc());
        }
        return {};
    case SandboxOptions::TimeFormat::EpochSeconds:
        if (value.isDouble() && value.toDouble() == double(value.toInteger()) && value.toDouble() > MinSeconds
            && value.toDouble() < MaxSeconds) {
            return QDateTime::fromSecsSinceEpoch(value.toInteger(), QTimeZone::utc());
        }
        return {};
    case SandboxOptions::TimeFormat::EpochMilliseconds:
        if (value.isDouble() && value.toDouble() == double(value.toInteger())
            && value.toDouble() > MinSeconds * MsPerSecond && value.toDouble() < MaxSeconds * MsPerSecond) {
            return QDateTime::fromMSecsSinceEpoch(value.toInteger(), QTimeZone::utc());
        }
        return {};
    }
    return {};
}

/// Why @p value is not a JSON:API resource object of @p type (an id string, the type, attributes without
/// an id), or an empty string.
QString resourceProblem(const QJsonValue &value, const QString &type)
{
    const QJsonObject object = value.toObject();
    if (keysOf(object) != QSet<QString>{u"id"_s, u"type"_s, u"attributes"_s}) {
        return u"not {id, type, attributes}: "_s + QString::fromUtf8(HttpProbe::toJson(value).left(200));
    }
    if (!object.value(u"id"_s).isString() || object.value(u"id"_s).toString().isEmpty()) {
        return u"id is not a non-empty string"_s;
    }
    if (object.value(u"type"_s).toString() != type) {
        return u"type is %1, not %2"_s.arg(object.value(u"type"_s).toString(), type);
    }
    if (!object.value(u"attributes"_s).isObject() || object.value(u"attributes"_s).toObject().contains(u"id"_s)) {
        return u"attributes are not an object without id"_s;
    }
    return {};
}

/// The URL of a `Link: <…>; rel="next"` header, or an empty one when there is none. Sets @p problem when
/// there is a Link header of another form.
QUrl nextLink(const HttpProbe::Result &result, QString *problem)
{
    if (!result.hasHeader("Link")) {
        return {};
    }
    static const QRegularExpression pattern(u"^<([^>]+)>; rel=\"next\"$"_s);
    const QRegularExpressionMatch match = pattern.match(QString::fromLatin1(result.header("Link")));
    if (!match.hasMatch()) {
        *problem = u"not an RFC 8288 next link: "_s + QString::fromLatin1(result.header("Link"));
        return {};
    }
    return QUrl(match.captured(1));
}

/// @p data decompressed from gzip, or nothing if it is not a whole gzip stream.
std::optional<QByteArray> gunzip(const QByteArray &data)
{
    z_stream stream{};
    constexpr int gzipWindowBits = 15 + 16;
    if (inflateInit2(&stream, gzipWindowBits) != Z_OK) {
        return std::nullopt;
    }
    QByteArray out;
    stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.constData()));
    stream.avail_in = uInt(data.size());
    int result = Z_OK;
    while (result == Z_OK) {
        constexpr qsizetype step = 64 * 1024;
        const qsizetype before = out.size();
        out.resize(before + step);
        stream.next_out = reinterpret_cast<Bytef *>(out.data() + before);
        stream.avail_out = uInt(step);
        result = inflate(&stream, Z_NO_FLUSH);
        out.resize(before + step - qsizetype(stream.avail_out));
    }
    inflateEnd(&stream);
    return result == Z_STREAM_END ? std::optional(out) : std::nullopt;
}

} // namespace

class TestSandboxVariants final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();

    void prefix_decidesWhichPathsAnswer_data();
    void prefix_decidesWhichPathsAnswer();
    void envelope_wrapsEveryList_data();
    void envelope_wrapsEveryList();
    void envelope_paged_pageParameterAndDefaultSize();
    void envelope_paged_pageAfterPage_isThatPageOfTheListAsItIsNow();
    void envelope_longList_goesOutAsItIsMade_data();
    void envelope_longList_goesOutAsItIsMade();
    void ids_typeRecordsAndPathParameters_data();
    void ids_typeRecordsAndPathParameters();
    void createStatus_appliesToEveryCreation_data();
    void createStatus_appliesToEveryCreation();
    void deleteStatus_appliesToEveryDeletion_data();
    void deleteStatus_appliesToEveryDeletion();
    void authStatus_appliesToBothAuthErrors_data();
    void authStatus_appliesToBothAuthErrors();
    void limitStatus_answersDomainLimitReached_data();
    void limitStatus_answersDomainLimitReached();
    void patch_omittedFields_followTheSemantics_data();
    void patch_omittedFields_followTheSemantics();
    void time_formatsDenoteTheSameInstant_data();
    void time_formatsDenoteTheSameInstant();
    void keyField_carriesTheNewKeyValue_data();
    void keyField_carriesTheNewKeyValue();
    void maxLogLimit_boundsTheLimit();
    void combinedVariants_walkEveryEndpoint();
    void style_jsonApi_listsAreResourceObjects_data();
    void style_jsonApi_listsAreResourceObjects();
    void style_jsonApi_recordsAndRequestBodies();
    void errors_problem_answersProblemDetails();
    void errors_problem_validationPointsAtTheFields();
    void paging_link_namesTheNextPageOnlyInTheHeader_data();
    void paging_link_namesTheNextPageOnlyInTheHeader();
    void fields_synonyms_renameFieldsStatusesAndTimes();
    void fields_synonymsCsv_joinDestinationsInOneString();
    void gzip_compressesWhenTheRequestAllows_data();
    void gzip_compressesWhenTheRequestAllows();
    void gzip_oversizedBody_isSmallOnTheWire();
    void page_isBounded_soOffsetsCannotOverflow_data();
    void page_isBounded_soOffsetsCannotOverflow();

private:
    /// Every item of the list at @p path, following `next` links with the paged envelope. Sets
    /// @p problem on a malformed answer or broken paging.
    QJsonArray collect(const SandboxFixture &sandbox, const QString &path, const QUrlQuery &query, QString *problem);

    HttpProbe m_http;
};

void TestSandboxVariants::initTestCase()
{
    // A local zone with a half-hour offset shows whether "naive" really is UTC and whether "iso-offset"
    // carries the right offset (on a UTC machine both mistakes would go unnoticed).
    qputenv("TZ", "America/St_Johns");
    tzset();
}

QJsonArray TestSandboxVariants::collect(const SandboxFixture &sandbox, const QString &path, const QUrlQuery &query,
                                        QString *problem)
{
    const SandboxOptions &options = sandbox.server()->options();
    QUrl next = sandbox.url(path, query);
    QJsonArray all;
    for (int page = 1; page <= MaxPages; ++page) {
        const auto result = m_http.send("GET", next, sandbox.key());
        const QJsonArray items = unwrap(result, options.envelope, path, problem);
        if (!problem->isEmpty()) {
            return {};
        }
        for (const QJsonValue &item : items) {
            all.append(item);
        }
        if (options.envelope != SandboxOptions::Envelope::Paged) {
            if (options.envelope == SandboxOptions::Envelope::Items
                && result.object().value(u"total"_s).toInteger() != items.size()) {
                *problem = u"total differs from the number of items: "_s + QString::fromUtf8(result.body.left(300));
            }
            return all;
        }
        const QJsonObject object = result.object();
        if (object.value(u"page"_s).toInteger() != page) {
            *problem = u"page %1 says it is page %2"_s.arg(page).arg(object.value(u"page"_s).toInteger());
            return {};
        }
        if (items.size() > options.pageSize) {
            *problem = u"page %1 has %2 items, more than the page size"_s.arg(page).arg(items.size());
            return {};
        }
        if (object.value(u"next"_s).isNull()) {
            if (object.value(u"total"_s).toInteger() != all.size()) {
                *problem = u"total %1, but the pages held %2 items"_s.arg(object.value(u"total"_s).toInteger())
                               .arg(all.size());
            }
            return all;
        }
        if (items.size() != options.pageSize) {
            *problem = u"page %1 is short (%2 items) but has a next page"_s.arg(page).arg(items.size());
            return {};
        }
        next = QUrl(object.value(u"next"_s).toString());
        if (!next.isValid() || next.host() != u"127.0.0.1"_s || next.port() != sandbox.server()->url().port()) {
            *problem = u"next is not an absolute URL of this server: "_s + object.value(u"next"_s).toString();
            return {};
        }
    }
    *problem = u"paging does not end"_s;
    return {};
}

// --- prefix ------------------------------------------------------------------------------------------

void TestSandboxVariants::prefix_decidesWhichPathsAnswer_data()
{
    QTest::addColumn<SandboxOptions::Prefix>("prefix");
    QTest::addColumn<bool>("rootAnswers");
    QTest::addColumn<bool>("apiAnswers");
    QTest::newRow("none") << SandboxOptions::Prefix::None << true << false;
    QTest::newRow("api") << SandboxOptions::Prefix::Api << false << true;
    QTest::newRow("both") << SandboxOptions::Prefix::Both << true << true;
}

void TestSandboxVariants::prefix_decidesWhichPathsAnswer()
{
    QFETCH(SandboxOptions::Prefix, prefix);
    QFETCH(bool, rootAnswers);
    QFETCH(bool, apiAnswers);
    SandboxFixture sandbox;
    SandboxOptions options = SandboxFixture::options(SandboxOptions::Seed::Demo);
    options.prefix = prefix;
    QVERIFY2(sandbox.start(options), qPrintable(sandbox.lastError()));

    const QJsonValue domainId =
        m_http.send("GET", sandbox.url(u"/domains"_s), sandbox.key()).array().first().toObject().value(u"id"_s);
    QVERIFY2(!domainId.isUndefined(), "the demo domains are not listed under the prefix the options ask for");
    const QStringList paths{u"/domains"_s, aliasesPath(domainId), u"/logs"_s, u"/api-keys"_s};
    for (const QString &path : paths) {
        const auto root = m_http.send("GET", sandbox.rawUrl(path), sandbox.key());
        const auto api = m_http.send("GET", sandbox.rawUrl(u"/api"_s + path), sandbox.key());
        QVERIFY2(root.status == (rootAnswers ? 200 : 404),
                 QByteArray(path.toUtf8() + ": " + root.describe()).constData());
        QVERIFY2(api.status == (apiAnswers ? 200 : 404),
                 QByteArray("/api" + path.toUtf8() + ": " + api.describe()).constData());
        if (!rootAnswers) {
            QCOMPARE(root.detail(), u"Not Found"_s);
        }
        if (!apiAnswers) {
            QCOMPARE(api.detail(), u"Not Found"_s);
        }
        if (rootAnswers && apiAnswers) {
            QCOMPARE(api.body, root.body);
        }
    }

    // Writes through one path are seen through the other.
    if (rootAnswers && apiAnswers) {
        VERIFY_STATUS(m_http.send("POST", sandbox.rawUrl(u"/api/domains"_s), sandbox.key(),
                                  QJsonObject{{u"domain"_s, u"via-api.example"_s}}),
                      201);
        QCOMPARE(m_http.send("GET", sandbox.rawUrl(u"/domains"_s), sandbox.key()).array().size(), DemoDomains + 1);
    }
}

// --- envelopes ---------------------------------------------------------------------------------------

void TestSandboxVariants::envelope_wrapsEveryList_data()
{
    QTest::addColumn<SandboxOptions::Envelope>("envelope");
    QTest::newRow("bare") << SandboxOptions::Envelope::Bare;
    QTest::newRow("data") << SandboxOptions::Envelope::Data;
    QTest::newRow("items") << SandboxOptions::Envelope::Items;
    QTest::newRow("named") << SandboxOptions::Envelope::Named;
    QTest::newRow("paged") << SandboxOptions::Envelope::Paged;
}

void TestSandboxVariants::envelope_wrapsEveryList()
{
    QFETCH(SandboxOptions::Envelope, envelope);
    SandboxFixture sandbox;
    SandboxOptions options = SandboxFixture::options(SandboxOptions::Seed::Demo);
    options.envelope = envelope;
    options.pageSize = SmallPage;
    QVERIFY2(sandbox.start(options), qPrintable(sandbox.lastError()));

    QString problem;
    const QJsonArray domains = collect(sandbox, u"/domains"_s, {}, &problem);
    QVERIFY2(problem.isEmpty(), qPrintable(u"/domains: "_s + problem));
    QCOMPARE(domains.size(), DemoDomains);
    QSet<QJsonValue> domainIds;
    int aliases = 0;
    for (const QJsonValue &value : domains) {
        const QJsonObject domain = value.toObject();
        domainIds.insert(domain.value(u"id"_s));
        const QString path = u"/domains/"_s + idSegment(domain.value(u"id"_s)) + u"/aliases"_s;
        const QJsonArray list = collect(sandbox, path, {}, &problem);
        QVERIFY2(problem.isEmpty(), qPrintable(path + u": "_s + problem));
        QCOMPARE(list.size(), domain.value(u"alias_count"_s).toInteger());
        QSet<QJsonValue> aliasIds;
        for (const QJsonValue &alias : list) {
            aliasIds.insert(alias.toObject().value(u"id"_s));
        }
        QCOMPARE(aliasIds.size(), list.size()); // paging neither repeats nor skips
        aliases += list.size();
    }
    QCOMPARE(domainIds.size(), DemoDomains);
    QCOMPARE(aliases, DemoAliases);

    const QJsonArray keys = collect(sandbox, u"/api-keys"_s, {}, &problem);
    QVERIFY2(problem.isEmpty(), qPrintable(u"/api-keys: "_s + problem));
    QCOMPARE(keys.size(), DemoKeys);

    // Logs: the shape (paging and `limit` together are not specified, so only the first page counts).
    const auto logs = m_http.send("GET", sandbox.url(u"/logs"_s, QUrlQuery{{u"limit"_s, u"2"_s}}), sandbox.key());
    const QJsonArray logItems = unwrap(logs, envelope, u"/logs"_s, &problem);
    QVERIFY2(problem.isEmpty(), qPrintable(u"/logs: "_s + problem));
    QCOMPARE(logItems.size(), 2);
    QVERIFY(logItems.first().toObject().contains(u"recipient"_s));

    // Single records are never wrapped.
    const auto created = m_http.send("POST", sandbox.url(u"/domains"_s), sandbox.key(),
                                     QJsonObject{{u"domain"_s, u"unwrapped.example"_s}});
    VERIFY_STATUS(created, 201);
    QCOMPARE(created.object().value(u"domain"_s).toString(), u"unwrapped.example"_s);
}

void TestSandboxVariants::envelope_paged_pageParameterAndDefaultSize()
{
    SandboxFixture sandbox;
    SandboxOptions options = SandboxFixture::options(SandboxOptions::Seed::Demo);
    options.envelope = SandboxOptions::Envelope::Paged;
    QVERIFY2(sandbox.start(options), qPrintable(sandbox.lastError()));
    QCOMPARE(sandbox.server()->options().pageSize, 50);

    // The domain with the most aliases, to have more than one page of 50 if there is one.
    QString problem;
    const QJsonArray domains = collect(sandbox, u"/domains"_s, {}, &problem);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QCOMPARE(domains.size(), DemoDomains);
    const auto firstPage = m_http.send("GET", sandbox.url(u"/domains"_s), sandbox.key());
    QCOMPARE(firstPage.object().value(u"page"_s).toInteger(), 1);
    QVERIFY(firstPage.object().value(u"next"_s).isNull()); // 8 domains fit in one page of 50

    // ?page= reaches a page directly; page 2 of 3-item pages equals what `next` leads to.
    SandboxFixture small;
    options.pageSize = SmallPage;
    QVERIFY2(small.start(options), qPrintable(small.lastError()));
    const auto one = m_http.send("GET", small.url(u"/domains"_s), small.key());
    const auto viaNext = m_http.send("GET", QUrl(one.object().value(u"next"_s).toString()), small.key());
    const auto direct = m_http.send("GET", small.url(u"/domains"_s, QUrlQuery{{u"page"_s, u"2"_s}}), small.key());
    VERIFY_STATUS(direct, 200);
    QCOMPARE(direct.object().value(u"page"_s).toInteger(), 2);
    QCOMPARE(direct.object().value(u"items"_s), viaNext.object().value(u"items"_s));
    QCOMPARE(direct.object().value(u"total"_s).toInteger(), DemoDomains);
}

void TestSandboxVariants::envelope_longList_goesOutAsItIsMade_data()
{
    QTest::addColumn<SandboxOptions::Envelope>("envelope");
    QTest::newRow("bare") << SandboxOptions::Envelope::Bare;
    QTest::newRow("data") << SandboxOptions::Envelope::Data;
    QTest::newRow("items") << SandboxOptions::Envelope::Items;
}

void TestSandboxVariants::envelope_longList_goesOutAsItIsMade()
{
    // The demo account's 2,000 log entries: a list that long is sent in chunks as it is read from the store, a
    // shorter one whole with its length. Both are the same records in the same shape.
    QFETCH(SandboxOptions::Envelope, envelope);
    SandboxOptions options = SandboxFixture::options(SandboxOptions::Seed::Demo);
    options.envelope = envelope;
    options.maxLogLimit = 5000;
    SandboxFixture sandbox;
    QVERIFY2(sandbox.start(options), qPrintable(sandbox.lastError()));

    const auto whole = m_http.send("GET", sandbox.url(u"/logs"_s, QUrlQuery{{u"limit"_s, u"999"_s}}), sandbox.key());
    QVERIFY(!whole.hasHeader("Transfer-Encoding"));
    QCOMPARE(whole.header("Content-Length").toLongLong(), whole.body.size());
    const auto streamed =
        m_http.send("GET", sandbox.url(u"/logs"_s, QUrlQuery{{u"limit"_s, u"5000"_s}}), sandbox.key());
    QCOMPARE(streamed.header("Transfer-Encoding"), QByteArray("chunked"));
    QVERIFY(!streamed.hasHeader("Content-Length"));
    QCOMPARE(streamed.header("Content-Type"), QByteArray("application/json"));

    QString problem;
    const QJsonArray first = unwrap(whole, envelope, u"/logs"_s, &problem);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    const QJsonArray all = unwrap(streamed, envelope, u"/logs"_s, &problem);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QCOMPARE(first.size(), 999);
    QCOMPARE(all.size(), 2000);
    for (qsizetype i = 0; i < first.size(); ++i) {
        QCOMPARE(all.at(i), first.at(i));
    }
    if (envelope == SandboxOptions::Envelope::Items) {
        QCOMPARE(streamed.object().value(u"total"_s).toInteger(), 2000);
    }
}

void TestSandboxVariants::envelope_paged_pageAfterPage_isThatPageOfTheListAsItIsNow()
{
    // The store starts a page where the last one ended (SandboxStoreCache): the rows must be those an
    // offset into the list gives, in every list's order and after a change.
    SandboxFixture sandbox;
    SandboxOptions options = SandboxFixture::options(SandboxOptions::Seed::Demo);
    options.envelope = SandboxOptions::Envelope::Paged;
    options.pageSize = SmallPage;
    QVERIFY2(sandbox.start(options), qPrintable(sandbox.lastError()));
    const auto page = [&](const QString &path, QUrlQuery query, int number) {
        query.addQueryItem(u"page"_s, QString::number(number));
        const auto result = m_http.send("GET", sandbox.url(path, query), sandbox.key());
        return result.object().value(u"items"_s).toArray();
    };
    const auto slice = [](const QJsonArray &list, qsizetype from) {
        QJsonArray part;
        for (qsizetype i = from; i < std::min(list.size(), from + SmallPage); ++i) {
            part.append(list.at(i));
        }
        return part;
    };

    QString problem;
    const QJsonArray domains = collect(sandbox, u"/domains"_s, {}, &problem);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QJsonObject largest;
    for (const QJsonValue &domain : domains) {
        if (domain.toObject().value(u"alias_count"_s).toInteger() > largest.value(u"alias_count"_s).toInteger()) {
            largest = domain.toObject();
        }
    }
    QVERIFY(largest.value(u"alias_count"_s).toInteger() > 3 * SmallPage);
    const QString aliasesPath = u"/domains/"_s + idSegment(largest.value(u"id"_s)) + u"/aliases"_s;
    const QUrlQuery logLimit{{u"limit"_s, QString::number(3 * SmallPage)}};

    // Each page asked for alone, the last first, then page after page: the same rows.
    for (const auto &[path, query] : {std::pair{u"/logs"_s, logLimit}, std::pair{aliasesPath, QUrlQuery()},
                                      std::pair{u"/domains"_s, QUrlQuery()}}) {
        QList<QJsonArray> alone;
        for (int number = 3; number >= 1; --number) {
            alone.prepend(page(path, query, number));
        }
        QVERIFY2(!alone.constLast().isEmpty(), qPrintable(path));
        for (int number = 1; number <= 3; ++number) {
            QCOMPARE(page(path, query, number), alone.at(number - 1));
        }
    }

    // Pages 1 and 2, then a row of page 1 goes: page 3 starts one row further into the list than the
    // end of page 2, as an offset into the list as it is now does.
    QJsonArray now = collect(sandbox, aliasesPath, {}, &problem);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QCOMPARE(page(aliasesPath, {}, 1), slice(now, 0));
    QCOMPARE(page(aliasesPath, {}, 2), slice(now, SmallPage));
    const QString gone = aliasesPath + u"/"_s + idSegment(now.first().toObject().value(u"id"_s));
    VERIFY_STATUS(m_http.send("DELETE", sandbox.url(gone), sandbox.key()), 204);
    now.removeFirst();
    QCOMPARE(page(aliasesPath, {}, 3), slice(now, 2 * SmallPage));
    QCOMPARE(collect(sandbox, aliasesPath, {}, &problem), now);
}

// --- ids ---------------------------------------------------------------------------------------------

void TestSandboxVariants::ids_typeRecordsAndPathParameters_data()
{
    QTest::addColumn<SandboxOptions::Ids>("ids");
    QTest::newRow("int") << SandboxOptions::Ids::Integer;
    QTest::newRow("uuid") << SandboxOptions::Ids::Uuid;
}

void TestSandboxVariants::ids_typeRecordsAndPathParameters()
{
    QFETCH(SandboxOptions::Ids, ids);
    SandboxFixture sandbox;
    SandboxOptions options = SandboxFixture::options(SandboxOptions::Seed::Demo);
    options.ids = ids;
    QVERIFY2(sandbox.start(options), qPrintable(sandbox.lastError()));
    const QString key = sandbox.key();
    const auto isRightId = [ids](const QJsonValue &id) {
        if (ids == SandboxOptions::Ids::Integer) {
            return id.isDouble() && id.toDouble() == double(id.toInteger()) && id.toInteger() > 0;
        }
        return id.isString() && UuidPattern.match(id.toString()).hasMatch();
    };

    const auto created =
        m_http.send("POST", sandbox.url(u"/domains"_s), key, QJsonObject{{u"domain"_s, u"instant-ids.example"_s}});
    VERIFY_STATUS(created, 201);
    const QJsonValue domainId = created.object().value(u"id"_s);
    QVERIFY2(isRightId(domainId), created.body.constData());
    const QJsonArray domains = m_http.send("GET", sandbox.url(u"/domains"_s), key).array();
    for (const QJsonValue &domain : domains) {
        QVERIFY2(isRightId(domain.toObject().value(u"id"_s)), HttpProbe::toJson(domain).constData());
    }

    const QString domainPath = u"/domains/"_s + idSegment(domainId);
    const auto verified = m_http.send("POST", sandbox.url(domainPath + u"/verify"_s), key);
    VERIFY_STATUS(verified, 200);
    QCOMPARE(verified.object().value(u"id"_s), domainId);

    const auto alias =
        m_http.send("POST", sandbox.url(domainPath + u"/aliases"_s), key,
                    QJsonObject{{u"localpart"_s, u"ids"_s}, {u"destinations"_s, QJsonArray{u"me@example.net"_s}}});
    VERIFY_STATUS(alias, 201);
    const QJsonValue aliasId = alias.object().value(u"id"_s);
    QVERIFY2(isRightId(aliasId), alias.body.constData());
    QCOMPARE(alias.object().value(u"domain_id"_s), domainId);
    const QJsonArray aliases = m_http.send("GET", sandbox.url(domainPath + u"/aliases"_s), key).array();
    QCOMPARE(aliases.size(), 1);
    QCOMPARE(aliases.first().toObject().value(u"id"_s), aliasId);

    const QString aliasPath = domainPath + u"/aliases/"_s + idSegment(aliasId);
    const auto patched = m_http.send("PATCH", sandbox.url(aliasPath), key, QJsonObject{{u"enabled"_s, false}});
    VERIFY_STATUS(patched, 200);
    QCOMPARE(patched.object().value(u"id"_s), aliasId);
    VERIFY_STATUS(m_http.send("DELETE", sandbox.url(aliasPath), key), 204);

    const auto newKey = m_http.send("POST", sandbox.url(u"/api-keys"_s), key, QJsonObject{{u"name"_s, u"ids"_s}});
    VERIFY_STATUS(newKey, 201);
    QVERIFY2(isRightId(newKey.object().value(u"id"_s)), newKey.body.constData());
    VERIFY_STATUS(m_http.send("DELETE", sandbox.url(u"/api-keys/"_s + idSegment(newKey.object().value(u"id"_s))), key),
                  204);

    const QJsonArray logs = m_http.send("GET", sandbox.url(u"/logs"_s, QUrlQuery{{u"limit"_s, u"50"_s}}), key).array();
    QCOMPARE(logs.size(), 50);
    for (const QJsonValue &entry : logs) {
        const QJsonObject object = entry.toObject();
        QVERIFY2(isRightId(object.value(u"id"_s)), HttpProbe::toJson(object).constData());
        QVERIFY2(object.value(u"alias_id"_s).isNull() || isRightId(object.value(u"alias_id"_s)),
                 HttpProbe::toJson(object).constData());
    }

    // An id of the right type that names nothing.
    const QString unknown =
        ids == SandboxOptions::Ids::Uuid ? QUuid::createUuid().toString(QUuid::WithoutBraces) : u"987654321"_s;
    const auto missing = m_http.send("DELETE", sandbox.url(u"/domains/"_s + unknown), key);
    VERIFY_STATUS(missing, 404);
    QCOMPARE(missing.detail(), u"Domain not found"_s);

    VERIFY_STATUS(m_http.send("DELETE", sandbox.url(domainPath), key), 204);
}

// --- success and error statuses ----------------------------------------------------------------------

void TestSandboxVariants::createStatus_appliesToEveryCreation_data()
{
    QTest::addColumn<int>("status");
    QTest::newRow("201") << 201;
    QTest::newRow("200") << 200;
}

void TestSandboxVariants::createStatus_appliesToEveryCreation()
{
    QFETCH(int, status);
    SandboxFixture sandbox;
    SandboxOptions options = SandboxFixture::options();
    options.createStatus = status;
    QVERIFY2(sandbox.start(options), qPrintable(sandbox.lastError()));
    const QString key = sandbox.key();

    const auto domain =
        m_http.send("POST", sandbox.url(u"/domains"_s), key, QJsonObject{{u"domain"_s, u"instant-create.example"_s}});
    VERIFY_STATUS(domain, status);
    const QString domainPath = u"/domains/"_s + idSegment(domain.object().value(u"id"_s));
    const auto alias =
        m_http.send("POST", sandbox.url(domainPath + u"/aliases"_s), key,
                    QJsonObject{{u"localpart"_s, u"made"_s}, {u"destinations"_s, QJsonArray{u"me@example.net"_s}}});
    VERIFY_STATUS(alias, status);
    QCOMPARE(alias.object().value(u"localpart"_s).toString(), u"made"_s);
    const auto apiKey = m_http.send("POST", sandbox.url(u"/api-keys"_s), key, QJsonObject{{u"name"_s, u"made"_s}});
    VERIFY_STATUS(apiKey, status);
    QVERIFY(KeyPattern.match(apiKey.object().value(u"key"_s).toString()).hasMatch());

    // Verify creates nothing: it stays 200.
    VERIFY_STATUS(m_http.send("POST", sandbox.url(domainPath + u"/verify"_s), key), 200);
}

void TestSandboxVariants::deleteStatus_appliesToEveryDeletion_data()
{
    QTest::addColumn<int>("status");
    QTest::addColumn<SandboxOptions::Ids>("ids");
    QTest::newRow("204") << 204 << SandboxOptions::Ids::Integer;
    QTest::newRow("200") << 200 << SandboxOptions::Ids::Integer;
    QTest::newRow("200 with uuid ids") << 200 << SandboxOptions::Ids::Uuid;
}

void TestSandboxVariants::deleteStatus_appliesToEveryDeletion()
{
    QFETCH(int, status);
    QFETCH(SandboxOptions::Ids, ids);
    SandboxFixture sandbox;
    SandboxOptions options = SandboxFixture::options();
    options.deleteStatus = status;
    options.ids = ids;
    QVERIFY2(sandbox.start(options), qPrintable(sandbox.lastError()));
    const QString key = sandbox.key();

    const auto domain =
        m_http.send("POST", sandbox.url(u"/domains"_s), key, QJsonObject{{u"domain"_s, u"deleted.example"_s}});
    const QJsonValue domainId = domain.object().value(u"id"_s);
    const QString domainPath = u"/domains/"_s + idSegment(domainId);
    const auto alias =
        m_http.send("POST", sandbox.url(domainPath + u"/aliases"_s), key,
                    QJsonObject{{u"localpart"_s, u"gone"_s}, {u"destinations"_s, QJsonArray{u"me@example.net"_s}}});
    const auto apiKey = m_http.send("POST", sandbox.url(u"/api-keys"_s), key, QJsonObject{{u"name"_s, u"gone"_s}});

    const QList<std::pair<QString, QJsonValue>> deletions{
        {domainPath + u"/aliases/"_s + idSegment(alias.object().value(u"id"_s)), alias.object().value(u"id"_s)},
        {domainPath, domainId},
        {u"/api-keys/"_s + idSegment(apiKey.object().value(u"id"_s)), apiKey.object().value(u"id"_s)}};
    for (const auto &[path, id] : deletions) {
        const auto result = m_http.send("DELETE", sandbox.url(path), key);
        QVERIFY2(result.status == status, QByteArray(path.toUtf8() + ": " + result.describe()).constData());
        if (status == 204) {
            QVERIFY2(result.body.isEmpty(), result.body.constData());
        } else {
            QCOMPARE(result.object(), (QJsonObject{{u"deleted"_s, true}, {u"id"_s, id}}));
        }
    }
    QCOMPARE(m_http.send("GET", sandbox.url(u"/domains"_s), key).array().size(), 0);
}

void TestSandboxVariants::authStatus_appliesToBothAuthErrors_data()
{
    QTest::addColumn<int>("status");
    QTest::newRow("401") << 401;
    QTest::newRow("403") << 403;
}

void TestSandboxVariants::authStatus_appliesToBothAuthErrors()
{
    QFETCH(int, status);
    SandboxFixture sandbox;
    SandboxOptions options = SandboxFixture::options();
    options.authStatus = status;
    QVERIFY2(sandbox.start(options), qPrintable(sandbox.lastError()));

    const auto missing = m_http.send("GET", sandbox.url(u"/domains"_s));
    VERIFY_STATUS(missing, status);
    QCOMPARE(missing.detail(), u"Not authenticated"_s);
    const auto invalid = m_http.send("GET", sandbox.url(u"/logs"_s), u"fwd_"_s + QString(40, u'Q'));
    VERIFY_STATUS(invalid, status);
    QCOMPARE(invalid.detail(), u"Invalid token"_s);
    const auto malformed = m_http.send("GET", sandbox.url(u"/api-keys"_s), u"not-a-key"_s);
    VERIFY_STATUS(malformed, status);
    QCOMPARE(malformed.detail(), u"Invalid token"_s);

    // The plan refusal is not an authentication error: always 403.
    const auto free = m_http.send("GET", sandbox.url(u"/domains"_s), sandbox.server()->freePlanKey());
    VERIFY_STATUS(free, 403);
    QCOMPARE(free.detail(), u"API access requires the Creator, Pro or Business plan"_s);
}

void TestSandboxVariants::limitStatus_answersDomainLimitReached_data()
{
    QTest::addColumn<int>("status");
    QTest::newRow("403") << 403;
    QTest::newRow("400") << 400;
    QTest::newRow("402") << 402;
    QTest::newRow("422") << 422;
}

void TestSandboxVariants::limitStatus_answersDomainLimitReached()
{
    QFETCH(int, status);
    SandboxFixture sandbox;
    SandboxOptions options = SandboxFixture::options();
    options.limitStatus = status;
    QVERIFY2(sandbox.start(options), qPrintable(sandbox.lastError()));
    const QString key = sandbox.server()->createAccount(u"creator"_s, Plan::Creator);
    for (int i = 0; i < 3; ++i) {
        VERIFY_STATUS(m_http.send("POST", sandbox.url(u"/domains"_s), key,
                                  QJsonObject{{u"domain"_s, u"allowed-%1.example"_s.arg(i)}}),
                      201);
    }
    const auto refused =
        m_http.send("POST", sandbox.url(u"/domains"_s), key, QJsonObject{{u"domain"_s, u"refused.example"_s}});
    VERIFY_STATUS(refused, status);
    // Even as 422 it is the plain string detail, not a validation list.
    QCOMPARE(refused.detail(), u"Domain limit reached"_s);
    QCOMPARE(m_http.send("GET", sandbox.url(u"/domains"_s), key).array().size(), 3);
}

// --- PATCH semantics ---------------------------------------------------------------------------------

void TestSandboxVariants::patch_omittedFields_followTheSemantics_data()
{
    QTest::addColumn<SandboxOptions::Patch>("patch");
    QTest::newRow("partial") << SandboxOptions::Patch::Partial;
    QTest::newRow("full") << SandboxOptions::Patch::Full;
}

void TestSandboxVariants::patch_omittedFields_followTheSemantics()
{
    QFETCH(SandboxOptions::Patch, patch);
    SandboxFixture sandbox;
    SandboxOptions options = SandboxFixture::options();
    options.patch = patch;
    QVERIFY2(sandbox.start(options), qPrintable(sandbox.lastError()));
    const QString key = sandbox.key();
    const auto domain =
        m_http.send("POST", sandbox.url(u"/domains"_s), key, QJsonObject{{u"domain"_s, u"patching.example"_s}});
    const QString domainPath = u"/domains/"_s + idSegment(domain.object().value(u"id"_s));
    const auto alias =
        m_http.send("POST", sandbox.url(domainPath + u"/aliases"_s), key,
                    QJsonObject{{u"localpart"_s, u"orig"_s}, {u"destinations"_s, QJsonArray{u"me@example.net"_s}}});
    VERIFY_STATUS(alias, 201);
    const QUrl aliasUrl = sandbox.url(domainPath + u"/aliases/"_s + idSegment(alias.object().value(u"id"_s)));

    const auto onlyEnabled = m_http.send("PATCH", aliasUrl, key, QJsonObject{{u"enabled"_s, false}});
    const auto noEnabled = m_http.send(
        "PATCH", aliasUrl, key,
        QJsonObject{{u"localpart"_s, u"renamed"_s}, {u"destinations"_s, QJsonArray{u"other@example.net"_s}}});
    if (patch == SandboxOptions::Patch::Partial) {
        VERIFY_STATUS(onlyEnabled, 200);
        QCOMPARE(onlyEnabled.object().value(u"localpart"_s).toString(), u"orig"_s);
        QCOMPARE(onlyEnabled.object().value(u"enabled"_s), QJsonValue(false));
        VERIFY_STATUS(noEnabled, 200);
        QCOMPARE(noEnabled.object().value(u"enabled"_s), QJsonValue(false));
        QCOMPARE(noEnabled.object().value(u"localpart"_s).toString(), u"renamed"_s);
    } else {
        for (const QString &loc : {u"body/localpart"_s, u"body/destinations"_s}) {
            const QString problem = findValidationError(onlyEnabled, loc, false, u"missing"_s);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
        }
        const QString problem = findValidationError(noEnabled, u"body/enabled"_s, false, u"missing"_s);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        // Nothing changed by the refused requests.
        const QJsonObject listed =
            m_http.send("GET", sandbox.url(domainPath + u"/aliases"_s), key).array().first().toObject();
        QCOMPARE(listed.value(u"localpart"_s).toString(), u"orig"_s);
        QCOMPARE(listed.value(u"enabled"_s), QJsonValue(true));
    }

    // All three fields: fine either way.
    const auto full = m_http.send("PATCH", aliasUrl, key,
                                  QJsonObject{{u"localpart"_s, u"complete"_s},
                                              {u"enabled"_s, true},
                                              {u"destinations"_s, QJsonArray{u"a@example.net"_s, u"b@example.net"_s}}});
    VERIFY_STATUS(full, 200);
    QCOMPARE(full.object().value(u"localpart"_s).toString(), u"complete"_s);
    QCOMPARE(full.object().value(u"enabled"_s), QJsonValue(true));
    QCOMPARE(full.object().value(u"destinations"_s).toArray().size(), 2);
}

// --- time formats ------------------------------------------------------------------------------------

void TestSandboxVariants::time_formatsDenoteTheSameInstant_data()
{
    QTest::addColumn<SandboxOptions::TimeFormat>("format");
    QTest::newRow("iso-z") << SandboxOptions::TimeFormat::IsoUtc;
    QTest::newRow("iso-offset") << SandboxOptions::TimeFormat::IsoOffset;
    QTest::newRow("naive") << SandboxOptions::TimeFormat::Naive;
    QTest::newRow("epoch-s") << SandboxOptions::TimeFormat::EpochSeconds;
    QTest::newRow("epoch-ms") << SandboxOptions::TimeFormat::EpochMilliseconds;
}

void TestSandboxVariants::time_formatsDenoteTheSameInstant()
{
    QFETCH(SandboxOptions::TimeFormat, format);
    SandboxFixture sandbox;
    SandboxOptions options = SandboxFixture::options(SandboxOptions::Seed::Demo);
    options.time = format;
    QVERIFY2(sandbox.start(options), qPrintable(sandbox.lastError()));
    const QString key = sandbox.key();

    // Every time the server writes for things made now must parse, in the documented form, to now.
    const auto checkNow = [format](const QJsonObject &record, const QString &field) {
        const QDateTime time = parseTime(record.value(field), format);
        const qint64 offBy = time.isValid() ? qAbs(time.secsTo(QDateTime::currentDateTimeUtc())) : -1;
        return time.isValid() && offBy < NowToleranceSeconds
            ? QString()
            : field + u" is "_s + QString::fromUtf8(HttpProbe::toJson(record.value(field)))
                + (time.isValid() ? u", %1 s away from now"_s.arg(offBy) : u", not in the documented form"_s);
    };

    const auto domain =
        m_http.send("POST", sandbox.url(u"/domains"_s), key, QJsonObject{{u"domain"_s, u"instant-time.example"_s}});
    VERIFY_STATUS(domain, 201);
    QString problem = checkNow(domain.object(), u"created_at"_s);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    const QString domainPath = u"/domains/"_s + idSegment(domain.object().value(u"id"_s));
    const auto verified = m_http.send("POST", sandbox.url(domainPath + u"/verify"_s), key);
    VERIFY_STATUS(verified, 200);
    for (const QString &field : {u"verified_at"_s, u"last_checked_at"_s}) {
        problem = checkNow(verified.object(), field);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    const auto alias =
        m_http.send("POST", sandbox.url(domainPath + u"/aliases"_s), key,
                    QJsonObject{{u"localpart"_s, u"when"_s}, {u"destinations"_s, QJsonArray{u"me@example.net"_s}}});
    VERIFY_STATUS(alias, 201);
    for (const QString &field : {u"created_at"_s, u"updated_at"_s}) {
        problem = checkNow(alias.object(), field);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    const auto apiKey = m_http.send("POST", sandbox.url(u"/api-keys"_s), key, QJsonObject{{u"name"_s, u"when"_s}});
    VERIFY_STATUS(apiKey, 201);
    problem = checkNow(apiKey.object(), u"created_at"_s);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    // The session key has just been used to list the keys.
    const QJsonArray keys = m_http.send("GET", sandbox.url(u"/api-keys"_s), key).array();
    bool sawUsed = false;
    for (const QJsonValue &entry : keys) {
        const QJsonObject object = entry.toObject();
        QVERIFY2(parseTime(object.value(u"created_at"_s), format).isValid(), HttpProbe::toJson(object).constData());
        if (!object.value(u"last_used_at"_s).isNull()) {
            QVERIFY2(parseTime(object.value(u"last_used_at"_s), format).isValid(),
                     HttpProbe::toJson(object).constData());
            sawUsed = sawUsed || checkNow(object, u"last_used_at"_s).isEmpty();
        }
    }
    QVERIFY(sawUsed);

    // Seeded times: all in the documented form, logs within the last 14 days and newest first.
    const QJsonArray domains = m_http.send("GET", sandbox.url(u"/domains"_s), key).array();
    for (const QJsonValue &entry : domains) {
        const QJsonObject object = entry.toObject();
        QVERIFY2(parseTime(object.value(u"created_at"_s), format).isValid(), HttpProbe::toJson(object).constData());
    }
    const QJsonArray logs =
        m_http.send("GET", sandbox.url(u"/logs"_s, QUrlQuery{{u"limit"_s, u"2000"_s}}), key).array();
    QCOMPARE(logs.size(), 2000);
    const QDateTime now = QDateTime::currentDateTimeUtc();
    QDateTime previous = now.addSecs(NowToleranceSeconds);
    for (const QJsonValue &entry : logs) {
        const QDateTime time = parseTime(entry.toObject().value(u"created_at"_s), format);
        QVERIFY2(time.isValid() && time <= previous && time > now.addDays(-14).addSecs(-NowToleranceSeconds),
                 HttpProbe::toJson(entry.toObject().value(u"created_at"_s)).constData());
        previous = time;
    }
}

// --- key field ---------------------------------------------------------------------------------------

void TestSandboxVariants::keyField_carriesTheNewKeyValue_data()
{
    QTest::addColumn<SandboxOptions::KeyField>("keyField");
    QTest::addColumn<QString>("field");
    QTest::newRow("key") << SandboxOptions::KeyField::Key << u"key"_s;
    QTest::newRow("api_key") << SandboxOptions::KeyField::ApiKey << u"api_key"_s;
    QTest::newRow("token") << SandboxOptions::KeyField::Token << u"token"_s;
}

void TestSandboxVariants::keyField_carriesTheNewKeyValue()
{
    QFETCH(SandboxOptions::KeyField, keyField);
    QFETCH(QString, field);
    SandboxFixture sandbox;
    SandboxOptions options = SandboxFixture::options();
    options.keyField = keyField;
    QVERIFY2(sandbox.start(options), qPrintable(sandbox.lastError()));

    const auto created =
        m_http.send("POST", sandbox.url(u"/api-keys"_s), sandbox.key(), QJsonObject{{u"name"_s, u"field"_s}});
    VERIFY_STATUS(created, 201);
    const QString value = created.object().value(field).toString();
    QVERIFY2(KeyPattern.match(value).hasMatch(), created.body.constData());
    for (const QString &other : {u"key"_s, u"api_key"_s, u"token"_s}) {
        if (other != field) {
            QVERIFY2(!created.object().contains(other), created.body.constData());
        }
    }
    VERIFY_STATUS(m_http.send("GET", sandbox.url(u"/domains"_s), value), 200);
    const auto list = m_http.send("GET", sandbox.url(u"/api-keys"_s), sandbox.key());
    QVERIFY(!list.body.contains(value.toUtf8()));
}

// --- other options -----------------------------------------------------------------------------------

void TestSandboxVariants::maxLogLimit_boundsTheLimit()
{
    SandboxFixture sandbox;
    SandboxOptions options = SandboxFixture::options(SandboxOptions::Seed::Demo);
    options.maxLogLimit = 50;
    QVERIFY2(sandbox.start(options), qPrintable(sandbox.lastError()));
    const auto atMost = m_http.send("GET", sandbox.url(u"/logs"_s, QUrlQuery{{u"limit"_s, u"50"_s}}), sandbox.key());
    VERIFY_STATUS(atMost, 200);
    QCOMPARE(atMost.array().size(), 50);
    const auto above = m_http.send("GET", sandbox.url(u"/logs"_s, QUrlQuery{{u"limit"_s, u"51"_s}}), sandbox.key());
    const QString problem = findValidationError(above, u"query/limit"_s);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestSandboxVariants::combinedVariants_walkEveryEndpoint()
{
    // The doc's own example: --prefix api --envelope data --ids uuid --time epoch-ms, plus the other
    // non-default answers, through every endpoint.
    SandboxFixture sandbox;
    SandboxOptions options = SandboxFixture::options(SandboxOptions::Seed::Demo);
    options.prefix = SandboxOptions::Prefix::Api;
    options.envelope = SandboxOptions::Envelope::Data;
    options.ids = SandboxOptions::Ids::Uuid;
    options.time = SandboxOptions::TimeFormat::EpochMilliseconds;
    options.createStatus = 200;
    options.deleteStatus = 200;
    options.keyField = SandboxOptions::KeyField::Token;
    QVERIFY2(sandbox.start(options), qPrintable(sandbox.lastError()));
    const QString key = sandbox.key();
    const auto data = [](const HttpProbe::Result &result) { return result.object().value(u"data"_s).toArray(); };

    QCOMPARE(data(m_http.send("GET", sandbox.rawUrl(u"/api/domains"_s), key)).size(), DemoDomains);
    VERIFY_STATUS(m_http.send("GET", sandbox.rawUrl(u"/domains"_s), key), 404);

    const auto domain =
        m_http.send("POST", sandbox.rawUrl(u"/api/domains"_s), key, QJsonObject{{u"domain"_s, u"combined.example"_s}});
    VERIFY_STATUS(domain, 200);
    const QJsonValue domainId = domain.object().value(u"id"_s);
    QVERIFY(domainId.isString());
    QVERIFY(parseTime(domain.object().value(u"created_at"_s), options.time).isValid());
    const QString domainPath = u"/api/domains/"_s + domainId.toString();

    const auto verify1 = m_http.send("POST", sandbox.rawUrl(domainPath + u"/verify"_s), key);
    VERIFY_STATUS(verify1, 200);
    QCOMPARE(verify1.object().value(u"status"_s).toString(), u"failing"_s);

    const auto alias =
        m_http.send("POST", sandbox.rawUrl(domainPath + u"/aliases"_s), key,
                    QJsonObject{{u"localpart"_s, u"combo"_s}, {u"destinations"_s, QJsonArray{u"me@example.net"_s}}});
    VERIFY_STATUS(alias, 200);
    QCOMPARE(data(m_http.send("GET", sandbox.rawUrl(domainPath + u"/aliases"_s), key)).size(), 1);
    const QString aliasPath = domainPath + u"/aliases/"_s + alias.object().value(u"id"_s).toString();
    VERIFY_STATUS(m_http.send("PATCH", sandbox.rawUrl(aliasPath), key, QJsonObject{{u"enabled"_s, false}}), 200);
    const auto aliasDeleted = m_http.send("DELETE", sandbox.rawUrl(aliasPath), key);
    VERIFY_STATUS(aliasDeleted, 200);
    QCOMPARE(aliasDeleted.object().value(u"id"_s), alias.object().value(u"id"_s));

    const QJsonArray logs =
        data(m_http.send("GET", sandbox.rawUrl(u"/api/logs"_s, QUrlQuery{{u"limit"_s, u"3"_s}}), key));
    QCOMPARE(logs.size(), 3);
    QVERIFY(logs.first().toObject().value(u"id"_s).isString());
    QVERIFY(parseTime(logs.first().toObject().value(u"created_at"_s), options.time).isValid());

    const auto newKey =
        m_http.send("POST", sandbox.rawUrl(u"/api/api-keys"_s), key, QJsonObject{{u"name"_s, u"combined"_s}});
    VERIFY_STATUS(newKey, 200);
    QVERIFY(KeyPattern.match(newKey.object().value(u"token"_s).toString()).hasMatch());
    QCOMPARE(data(m_http.send("GET", sandbox.rawUrl(u"/api/api-keys"_s), key)).size(), DemoKeys + 1);
    VERIFY_STATUS(
        m_http.send("DELETE", sandbox.rawUrl(u"/api/api-keys/"_s + newKey.object().value(u"id"_s).toString()), key),
        200);
    VERIFY_STATUS(m_http.send("DELETE", sandbox.rawUrl(domainPath), key), 200);
    QCOMPARE(data(m_http.send("GET", sandbox.rawUrl(u"/api/domains"_s), key)).size(), DemoDomains);
}

// --- style jsonapi -----------------------------------------------------------------------------------

void TestSandboxVariants::style_jsonApi_listsAreResourceObjects_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("nameField");
    QTest::addColumn<int>("total");
    QTest::newRow("domains") << u"/domains"_s << u"domain"_s << u"domain"_s << DemoDomains;
    QTest::newRow("aliases") << u"/domains/1/aliases"_s << u"alias"_s << u"localpart"_s << 18;
    QTest::newRow("logs") << u"/logs?limit=10"_s << u"log"_s << u"recipient"_s << 10;
    QTest::newRow("api keys") << u"/api-keys"_s << u"api-key"_s << u"name"_s << DemoKeys;
}

void TestSandboxVariants::style_jsonApi_listsAreResourceObjects()
{
    QFETCH(QString, path);
    QFETCH(QString, type);
    QFETCH(QString, nameField);
    QFETCH(int, total);
    SandboxFixture sandbox;
    SandboxOptions options = SandboxFixture::options(SandboxOptions::Seed::Demo);
    options.style = SandboxOptions::Style::JsonApi;
    options.pageSize = SmallPage;
    QVERIFY2(sandbox.start(options), qPrintable(sandbox.lastError()));

    const QUrl first = sandbox.url(u"/"_s).resolved(QUrl(path.mid(1)));
    QUrl next = first;
    QSet<QString> ids;
    int pages = 0;
    while (!next.isEmpty() && pages++ < MaxPages) {
        const auto result = m_http.send("GET", next, sandbox.key());
        VERIFY_STATUS(result, 200);
        QCOMPARE(result.header("Content-Type"), QByteArray("application/vnd.api+json"));
        const QJsonObject document = result.object();
        QCOMPARE(keysOf(document), (QSet<QString>{u"data"_s, u"links"_s, u"meta"_s}));
        QCOMPARE(document.value(u"meta"_s).toObject().value(u"total"_s).toInt(-1), total);
        const QJsonArray data = document.value(u"data"_s).toArray();
        QVERIFY(data.size() <= SmallPage);
        for (const QJsonValue &item : data) {
            const QString problem = resourceProblem(item, type);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
            const QJsonObject attributes = item.toObject().value(u"attributes"_s).toObject();
            QVERIFY2(attributes.value(nameField).isString(), qPrintable(nameField));
            if (type == u"domain") {
                QVERIFY2(attributes.value(u"records"_s).isArray(), "nested lists stay plain arrays");
            }
            ids.insert(item.toObject().value(u"id"_s).toString());
        }
        const QJsonValue link = document.value(u"links"_s).toObject().value(u"next"_s);
        QVERIFY2(link.isString() || link.isNull(), "links.next is a URL or null");
        next = link.isString() ? QUrl(link.toString()) : QUrl();
        QVERIFY(!result.hasHeader("Link"));
    }
    QCOMPARE(ids.size(), total);
    QCOMPARE(pages, (total + SmallPage - 1) / SmallPage);
}

void TestSandboxVariants::style_jsonApi_recordsAndRequestBodies()
{
    SandboxFixture sandbox;
    SandboxOptions options = SandboxFixture::options(SandboxOptions::Seed::None);
    options.style = SandboxOptions::Style::JsonApi;
    options.deleteStatus = 200;
    QVERIFY2(sandbox.start(options), qPrintable(sandbox.lastError()));
    const QString key = sandbox.key();
    const auto resource = [](const HttpProbe::Result &result) { return result.object().value(u"data"_s).toObject(); };

    // A body as a JSON:API document ...
    const auto domain =
        m_http.send("POST", sandbox.url(u"/domains"_s), key,
                    QJsonObject{{u"data"_s,
                                 QJsonObject{{u"type"_s, u"domain"_s},
                                             {u"attributes"_s, QJsonObject{{u"domain"_s, u"resources.example"_s}}}}}});
    VERIFY_STATUS(domain, 201);
    QCOMPARE(domain.header("Content-Type"), QByteArray("application/vnd.api+json"));
    QCOMPARE(keysOf(domain.object()), QSet<QString>{u"data"_s});
    QVERIFY2(resourceProblem(resource(domain), u"domain"_s).isEmpty(), domain.body.constData());
    QCOMPARE(resource(domain).value(u"attributes"_s).toObject().value(u"domain"_s).toString(), u"resources.example"_s);
    const QString domainPath = u"/domains/"_s + resource(domain).value(u"id"_s).toString();

    // ... or flat.
    const auto alias =
        m_http.send("POST", sandbox.url(domainPath + u"/aliases"_s), key,
                    QJsonObject{{u"localpart"_s, u"flat"_s}, {u"destinations"_s, QJsonArray{u"me@example.net"_s}}});
    VERIFY_STATUS(alias, 201);
    QVERIFY2(resourceProblem(resource(alias), u"alias"_s).isEmpty(), alias.body.constData());
    const QString aliasPath = domainPath + u"/aliases/"_s + resource(alias).value(u"id"_s).toString();
    const auto patched = m_http.send(
        "PATCH", sandbox.url(aliasPath), key,
        QJsonObject{
            {u"data"_s, QJsonObject{{u"type"_s, u"alias"_s}, {u"attributes"_s, QJsonObject{{u"enabled"_s, false}}}}}});
    VERIFY_STATUS(patched, 200);
    QCOMPARE(resource(patched).value(u"attributes"_s).toObject().value(u"enabled"_s), QJsonValue(false));

    const auto verified = m_http.send("POST", sandbox.url(domainPath + u"/verify"_s), key);
    VERIFY_STATUS(verified, 200);
    QVERIFY2(resourceProblem(resource(verified), u"domain"_s).isEmpty(), verified.body.constData());

    const auto newKey =
        m_http.send("POST", sandbox.url(u"/api-keys"_s), key,
                    QJsonObject{{u"data"_s, QJsonObject{{u"attributes"_s, QJsonObject{{u"name"_s, u"CI"_s}}}}}});
    VERIFY_STATUS(newKey, 201);
    const QJsonObject keyAttributes = resource(newKey).value(u"attributes"_s).toObject();
    QCOMPARE(keyAttributes.value(u"name"_s).toString(), u"CI"_s);
    QVERIFY(KeyPattern.match(keyAttributes.value(u"key"_s).toString()).hasMatch());

    const auto removed = m_http.send("DELETE", sandbox.url(aliasPath), key);
    VERIFY_STATUS(removed, 200);
    QCOMPARE(removed.object().value(u"data"_s).toObject(),
             (QJsonObject{{u"id"_s, resource(alias).value(u"id"_s)}, {u"type"_s, u"alias"_s}}));
    QCOMPARE(removed.object().value(u"meta"_s).toObject().value(u"deleted"_s), QJsonValue(true));
}

// --- errors problem ----------------------------------------------------------------------------------

void TestSandboxVariants::errors_problem_answersProblemDetails()
{
    SandboxFixture sandbox;
    SandboxOptions options = SandboxFixture::options(SandboxOptions::Seed::Demo);
    options.errors = SandboxOptions::Errors::Problem;
    options.limitStatus = 422;
    QVERIFY2(sandbox.start(options), qPrintable(sandbox.lastError()));
    const QString key = sandbox.key();

    struct Case
    {
        HttpProbe::Result result;
        int status;
        QString title;
        QString detail;
    };
    const QString limited = sandbox.server()->createAccount(u"limited"_s, Plan::Creator);
    for (const QString &name : {u"one.example"_s, u"two.example"_s, u"three.example"_s}) {
        VERIFY_STATUS(m_http.send("POST", sandbox.url(u"/domains"_s), limited, QJsonObject{{u"domain"_s, name}}), 201);
    }
    const QList<Case> cases{
        {m_http.send("GET", sandbox.url(u"/domains"_s), u"fwd_"_s + QString(40, u'x')), 401, u"Unauthorized"_s,
         u"Invalid token"_s},
        {m_http.send("GET", sandbox.url(u"/domains"_s)), 401, u"Unauthorized"_s, u"Not authenticated"_s},
        {m_http.send("GET", sandbox.url(u"/domains/999/aliases"_s), key), 404, u"Not Found"_s, u"Domain not found"_s},
        {m_http.send("POST", sandbox.url(u"/domains/1/verify"_s), key), 409, u"Conflict"_s,
         u"Domain already verified"_s},
        {m_http.send("POST", sandbox.url(u"/domains"_s), limited, QJsonObject{{u"domain"_s, u"four.example"_s}}), 422,
         u"Unprocessable Entity"_s, u"Domain limit reached"_s},
        {m_http.send("GET", sandbox.url(u"/nowhere"_s), key), 404, u"Not Found"_s, u"Not Found"_s},
    };
    for (const Case &c : cases) {
        VERIFY_STATUS(c.result, c.status);
        QCOMPARE(c.result.header("Content-Type"), QByteArray("application/problem+json"));
        QCOMPARE(c.result.object(),
                 (QJsonObject{{u"type"_s, u"about:blank"_s},
                              {u"title"_s, c.title},
                              {u"status"_s, c.status},
                              {u"detail"_s, c.detail}}));
    }
}

void TestSandboxVariants::errors_problem_validationPointsAtTheFields()
{
    SandboxFixture sandbox;
    SandboxOptions options = SandboxFixture::options(SandboxOptions::Seed::Demo);
    options.errors = SandboxOptions::Errors::Problem;
    QVERIFY2(sandbox.start(options), qPrintable(sandbox.lastError()));

    const auto result =
        m_http.send("POST", sandbox.url(u"/domains/1/aliases"_s), sandbox.key(),
                    QJsonObject{{u"destinations"_s, QJsonArray{u"me@example.net"_s, u"not an address"_s}}});
    VERIFY_STATUS(result, 422);
    QCOMPARE(result.header("Content-Type"), QByteArray("application/problem+json"));
    const QJsonObject problem = result.object();
    QCOMPARE(problem.value(u"type"_s).toString(), u"about:blank"_s);
    QCOMPARE(problem.value(u"title"_s).toString(), u"Validation failed"_s);
    QCOMPARE(problem.value(u"status"_s).toInt(), 422);
    QVERIFY(!problem.value(u"detail"_s).toString().isEmpty());
    QStringList pointers;
    const QJsonArray errors = problem.value(u"errors"_s).toArray();
    for (const QJsonValue &error : errors) {
        QVERIFY(!error.toObject().value(u"detail"_s).toString().isEmpty());
        pointers.append(error.toObject().value(u"source"_s).toObject().value(u"pointer"_s).toString());
    }
    pointers.sort();
    QCOMPARE(pointers, (QStringList{u"/destinations/1"_s, u"/localpart"_s}));

    const auto query = m_http.send("GET", sandbox.url(u"/logs"_s, QUrlQuery{{u"limit"_s, u"0"_s}}), sandbox.key());
    VERIFY_STATUS(query, 422);
    QCOMPARE(query.object().value(u"errors"_s).toArray().first().toObject().value(u"source"_s).toObject(),
             (QJsonObject{{u"parameter"_s, u"limit"_s}}));
}

// --- paging link -------------------------------------------------------------------------------------

void TestSandboxVariants::paging_link_namesTheNextPageOnlyInTheHeader_data()
{
    QTest::addColumn<SandboxOptions::Envelope>("envelope");
    QTest::addColumn<bool>("jsonApi");
    QTest::newRow("bare") << SandboxOptions::Envelope::Bare << false;
    QTest::newRow("paged") << SandboxOptions::Envelope::Paged << false;
    QTest::newRow("items") << SandboxOptions::Envelope::Items << false;
    QTest::newRow("jsonapi") << SandboxOptions::Envelope::Bare << true;
}

void TestSandboxVariants::paging_link_namesTheNextPageOnlyInTheHeader()
{
    QFETCH(SandboxOptions::Envelope, envelope);
    QFETCH(bool, jsonApi);
    SandboxFixture sandbox;
    SandboxOptions options = SandboxFixture::options(SandboxOptions::Seed::Demo);
    options.paging = SandboxOptions::Paging::LinkHeader;
    options.envelope = envelope;
    options.pageSize = 7;
    if (jsonApi) {
        options.style = SandboxOptions::Style::JsonApi;
    }
    QVERIFY2(sandbox.start(options), qPrintable(sandbox.lastError()));

    QUrl next = sandbox.url(u"/domains/1/aliases"_s);
    QSet<QString> ids;
    QList<int> pageSizes;
    while (!next.isEmpty() && pageSizes.size() < MaxPages) {
        const auto result = m_http.send("GET", next, sandbox.key());
        VERIFY_STATUS(result, 200);
        QJsonArray items;
        const QJsonObject object = result.object();
        if (jsonApi) {
            QCOMPARE(keysOf(object), (QSet<QString>{u"data"_s, u"meta"_s}));
            items = object.value(u"data"_s).toArray();
        } else if (envelope == SandboxOptions::Envelope::Paged) {
            QCOMPARE(keysOf(object), (QSet<QString>{u"items"_s, u"total"_s, u"page"_s}));
            QCOMPARE(object.value(u"page"_s).toInt(), pageSizes.size() + 1);
            items = object.value(u"items"_s).toArray();
        } else if (envelope == SandboxOptions::Envelope::Items) {
            QCOMPARE(keysOf(object), (QSet<QString>{u"items"_s, u"total"_s}));
            items = object.value(u"items"_s).toArray();
        } else {
            QVERIFY(result.json.isArray());
            items = result.array();
        }
        for (const QJsonValue &item : items) {
            const QJsonValue id = item.toObject().value(u"id"_s);
            ids.insert(id.isString() ? id.toString() : QString::number(id.toInteger()));
        }
        pageSizes.append(int(items.size()));
        QString problem;
        next = nextLink(result, &problem);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        if (!next.isEmpty()) {
            QCOMPARE(next.host(), u"127.0.0.1"_s);
            QCOMPARE(QUrlQuery(next).queryItemValue(u"page"_s), QString::number(pageSizes.size() + 1));
        }
    }
    // Domain 1 of the demo data has 18 aliases: pages of 7, 7 and 4, the last without a Link.
    QCOMPARE(pageSizes, (QList<int>{7, 7, 4}));
    QCOMPARE(ids.size(), 18);
}

// --- fields ------------------------------------------------------------------------------------------

void TestSandboxVariants::fields_synonyms_renameFieldsStatusesAndTimes()
{
    SandboxFixture sandbox;
    SandboxOptions options = SandboxFixture::options(SandboxOptions::Seed::Demo);
    options.fields = SandboxOptions::Fields::Synonyms;
    QVERIFY2(sandbox.start(options), qPrintable(sandbox.lastError()));
    const QString key = sandbox.key();
    static const QRegularExpression plusTwo(u"^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\+02:00$"_s);

    QSet<QString> statuses;
    const QJsonArray domains = m_http.send("GET", sandbox.url(u"/domains"_s), key).array();
    QCOMPARE(domains.size(), DemoDomains);
    for (const QJsonValue &value : domains) {
        const QJsonObject domain = value.toObject();
        QVERIFY(domain.value(u"hostname"_s).isString());
        QVERIFY(!domain.contains(u"domain"_s));
        QVERIFY2(plusTwo.match(domain.value(u"created_at"_s).toString()).hasMatch(),
                 qPrintable(domain.value(u"created_at"_s).toString()));
        statuses.insert(domain.value(u"status"_s).toString());
    }
    QCOMPARE(statuses, (QSet<QString>{u"verified"_s, u"pending_verification"_s, u"disabled"_s}));

    const QJsonObject alias = m_http.send("GET", sandbox.url(u"/domains/2/aliases"_s), key).array().at(1).toObject();
    QVERIFY(alias.value(u"local_part"_s).isString());
    QVERIFY(alias.value(u"is_active"_s).isBool());
    QVERIFY(alias.value(u"recipients"_s).isArray());
    for (const QString &spec : {u"localpart"_s, u"enabled"_s, u"destinations"_s}) {
        QVERIFY2(!alias.contains(spec), qPrintable(spec));
    }
    const QJsonObject entry =
        m_http.send("GET", sandbox.url(u"/logs"_s, QUrlQuery{{u"limit"_s, u"1"_s}}), key).array().first().toObject();
    QVERIFY(entry.value(u"sender"_s).isString());
    QVERIFY(entry.value(u"recipient"_s).isString());

    // Requests under the synonym names, and under the specification's.
    const auto domain =
        m_http.send("POST", sandbox.url(u"/domains"_s), key, QJsonObject{{u"hostname"_s, u"synonyms.example"_s}});
    VERIFY_STATUS(domain, 201);
    QCOMPARE(domain.object().value(u"hostname"_s).toString(), u"synonyms.example"_s);
    QCOMPARE(domain.object().value(u"status"_s).toString(), u"pending_verification"_s);
    const QString aliases = u"/domains/%1/aliases"_s.arg(domain.object().value(u"id"_s).toInteger());
    const auto created = m_http.send("POST", sandbox.url(aliases), key,
                                     QJsonObject{{u"local_part"_s, u"syn"_s},
                                                 {u"recipients"_s, QJsonArray{u"me@example.net"_s}},
                                                 {u"is_active"_s, false}});
    VERIFY_STATUS(created, 201);
    QCOMPARE(created.object().value(u"local_part"_s).toString(), u"syn"_s);
    QCOMPARE(created.object().value(u"is_active"_s), QJsonValue(false));
    QCOMPARE(created.object().value(u"recipients"_s).toArray(), QJsonArray{u"me@example.net"_s});
    const auto spec =
        m_http.send("POST", sandbox.url(aliases), key,
                    QJsonObject{{u"localpart"_s, u"spec"_s}, {u"destinations"_s, QJsonArray{u"me@example.net"_s}}});
    VERIFY_STATUS(spec, 201);
    const auto missing = m_http.send("POST", sandbox.url(aliases), key, QJsonObject{{u"local_part"_s, u"none"_s}});
    QVERIFY2(findValidationError(missing, u"body/recipients"_s, false, u"missing"_s).isEmpty(),
             missing.body.constData());
    const auto patched = m_http.send(
        "PATCH", sandbox.url(aliases + u"/"_s + QString::number(created.object().value(u"id"_s).toInteger())), key,
        QJsonObject{{u"is_active"_s, true}});
    VERIFY_STATUS(patched, 200);
    QCOMPARE(patched.object().value(u"is_active"_s), QJsonValue(true));

    const auto newKey = m_http.send("POST", sandbox.url(u"/api-keys"_s), key, QJsonObject{{u"label"_s, u"CI"_s}});
    VERIFY_STATUS(newKey, 201);
    QCOMPARE(newKey.object().value(u"label"_s).toString(), u"CI"_s);
    QVERIFY(KeyPattern.match(newKey.object().value(u"secret"_s).toString()).hasMatch());
    QVERIFY(!newKey.object().contains(u"key"_s));
}

void TestSandboxVariants::fields_synonymsCsv_joinDestinationsInOneString()
{
    SandboxFixture sandbox;
    SandboxOptions options = SandboxFixture::options(SandboxOptions::Seed::Demo);
    options.fields = SandboxOptions::Fields::SynonymsCsv;
    QVERIFY2(sandbox.start(options), qPrintable(sandbox.lastError()));
    const QString key = sandbox.key();

    const QJsonObject domain = m_http.send("GET", sandbox.url(u"/domains"_s), key).array().first().toObject();
    QCOMPARE(domain.value(u"domain"_s).toString(), u"lindqvist.example"_s);
    QCOMPARE(domain.value(u"status"_s).toString(), u"active"_s);
    QVERIFY(parseIsoUtc(domain.value(u"created_at"_s)).isValid()); // --time still decides
    bool sawSeveral = false;
    const QJsonArray aliases = m_http.send("GET", sandbox.url(u"/domains/1/aliases"_s), key).array();
    for (const QJsonValue &value : aliases) {
        const QJsonObject alias = value.toObject();
        QVERIFY(alias.value(u"alias"_s).isString());
        QVERIFY(alias.value(u"active"_s).isBool());
        QVERIFY2(alias.value(u"forward_to"_s).isString(), "one string, not a list");
        sawSeveral = sawSeveral || alias.value(u"forward_to"_s).toString().contains(u", "_s);
    }
    QVERIFY2(sawSeveral, "an alias with several destinations joins them with \", \"");
    const QJsonObject entry =
        m_http.send("GET", sandbox.url(u"/logs"_s, QUrlQuery{{u"limit"_s, u"1"_s}}), key).array().first().toObject();
    QVERIFY(entry.value(u"from"_s).isString());
    QVERIFY(entry.value(u"to"_s).isString());
    QVERIFY(!entry.contains(u"sender"_s));

    const auto created = m_http.send(
        "POST", sandbox.url(u"/domains/1/aliases"_s), key,
        QJsonObject{{u"alias"_s, u"csv"_s}, {u"forward_to"_s, u"a@x.example, b@y.example"_s}, {u"active"_s, true}});
    VERIFY_STATUS(created, 201);
    QCOMPARE(created.object().value(u"forward_to"_s).toString(), u"a@x.example, b@y.example"_s);
    QCOMPARE(created.object().value(u"alias"_s).toString(), u"csv"_s);
    const auto bad = m_http.send("POST", sandbox.url(u"/domains/1/aliases"_s), key,
                                 QJsonObject{{u"alias"_s, u"csv2"_s}, {u"forward_to"_s, u"a@x.example, nobody"_s}});
    QVERIFY2(findValidationError(bad, u"body/forward_to/1"_s).isEmpty(), bad.body.constData());

    const auto newKey =
        m_http.send("POST", sandbox.url(u"/api-keys"_s), key, QJsonObject{{u"description"_s, u"backup"_s}});
    VERIFY_STATUS(newKey, 201);
    QCOMPARE(newKey.object().value(u"description"_s).toString(), u"backup"_s);
    QVERIFY(KeyPattern.match(newKey.object().value(u"api_key"_s).toString()).hasMatch());
}

// --- gzip --------------------------------------------------------------------------------------------

void TestSandboxVariants::gzip_compressesWhenTheRequestAllows_data()
{
    QTest::addColumn<bool>("option");
    QTest::addColumn<QByteArray>("acceptEncoding");
    QTest::addColumn<bool>("compressed");
    QTest::newRow("gzip") << true << QByteArray("gzip") << true;
    QTest::newRow("among others") << true << QByteArray("br;q=1.0, gzip;q=0.8, deflate") << true;
    QTest::newRow("any") << true << QByteArray("*") << true;
    QTest::newRow("refused") << true << QByteArray("gzip;q=0, identity") << false;
    QTest::newRow("identity") << true << QByteArray("identity") << false;
    QTest::newRow("option off") << false << QByteArray("gzip") << false;
}

void TestSandboxVariants::gzip_compressesWhenTheRequestAllows()
{
    QFETCH(bool, option);
    QFETCH(QByteArray, acceptEncoding);
    QFETCH(bool, compressed);
    SandboxFixture sandbox;
    SandboxOptions options = SandboxFixture::options(SandboxOptions::Seed::Demo);
    options.gzip = option;
    QVERIFY2(sandbox.start(options), qPrintable(sandbox.lastError()));

    // Set by hand, Accept-Encoding turns Qt's own decompression off: the test sees the bytes of the wire.
    const HttpProbe::Headers headers{{"Authorization", "Bearer " + sandbox.key().toLatin1()},
                                     {"Accept-Encoding", acceptEncoding}};
    const auto result = m_http.sendRaw("GET", sandbox.url(u"/domains/1/aliases"_s), headers, {});
    VERIFY_STATUS(result, 200);
    const auto plain =
        m_http.sendRaw("GET", sandbox.url(u"/domains/1/aliases"_s),
                       {{"Authorization", "Bearer " + sandbox.key().toLatin1()}, {"Accept-Encoding", "identity"}}, {});
    QVERIFY(plain.json.isArray());
    if (!compressed) {
        QVERIFY(!result.hasHeader("Content-Encoding"));
        QCOMPARE(result.json, plain.json);
        return;
    }
    QCOMPARE(result.header("Content-Encoding"), QByteArray("gzip"));
    QCOMPARE(result.header("Vary"), QByteArray("Accept-Encoding"));
    QVERIFY2(result.body.startsWith("\x1f\x8b\x08"), "a gzip stream");
    QCOMPARE(result.header("Content-Length"), QByteArray::number(result.body.size()));
    const std::optional<QByteArray> inflated = gunzip(result.body);
    QVERIFY(inflated);
    QVERIFY2(result.body.size() < inflated->size() / 2, "compressed, not only wrapped");
    QCOMPARE(QJsonDocument::fromJson(*inflated), plain.json);
}

void TestSandboxVariants::gzip_oversizedBody_isSmallOnTheWire()
{
    SandboxFixture sandbox;
    SandboxOptions options = SandboxFixture::options(SandboxOptions::Seed::None);
    options.gzip = true;
    ForwardDesk::Sandbox::FaultRule rule;
    rule.kind = ForwardDesk::Sandbox::FaultRule::Kind::Oversized;
    rule.bodyBytes = 8 * 1024 * 1024;
    options.faults = {rule};
    QVERIFY2(sandbox.start(options), qPrintable(sandbox.lastError()));
    const auto result =
        m_http.sendRaw("GET", sandbox.url(u"/domains"_s),
                       {{"Authorization", "Bearer " + sandbox.key().toLatin1()}, {"Accept-Encoding", "gzip"}}, {});
    VERIFY_STATUS(result, 200);
    QCOMPARE(result.header("Content-Encoding"), QByteArray("gzip"));
    QVERIFY2(result.body.size() < rule.bodyBytes / 10, "a small answer that inflates to a large one");
    const std::optional<QByteArray> inflated = gunzip(result.body);
    QVERIFY(inflated);
    QCOMPARE(inflated->size(), rule.bodyBytes);
    QVERIFY(inflated->startsWith(R"([{"id":1,)"));
}

// --- page bounds -------------------------------------------------------------------------------------

void TestSandboxVariants::page_isBounded_soOffsetsCannotOverflow_data()
{
    QTest::addColumn<QString>("page");
    QTest::addColumn<int>("status");
    QTest::newRow("the last page allowed") << u"1000000"_s << 200;
    QTest::newRow("one past it") << u"1000001"_s << 400;
    QTest::newRow("2^31 - 1") << u"2147483647"_s << 400;
    QTest::newRow("where (page - 1) * size overflows") << u"9223372036854775807"_s << 400;
    QTest::newRow("zero") << u"0"_s << 422;
    QTest::newRow("negative") << u"-3"_s << 422;
    QTest::newRow("beyond 64 bits") << u"99999999999999999999"_s << 422;
}

void TestSandboxVariants::page_isBounded_soOffsetsCannotOverflow()
{
    QFETCH(QString, page);
    QFETCH(int, status);
    SandboxFixture sandbox;
    SandboxOptions options = SandboxFixture::options(SandboxOptions::Seed::Demo);
    options.envelope = SandboxOptions::Envelope::Paged;
    options.pageSize = 10000;
    QVERIFY2(sandbox.start(options), qPrintable(sandbox.lastError()));
    const auto result = m_http.send("GET", sandbox.url(u"/logs"_s, QUrlQuery{{u"page"_s, page}}), sandbox.key());
    VERIFY_STATUS(result, status);
    if (status == 200) {
        QCOMPARE(result.object().value(u"items"_s).toArray().size(), 0);
        QCOMPARE(result.object().value(u"page"_s).toInteger(), page.toLongLong());
        QVERIFY(result.object().value(u"next"_s).isNull());
    } else if (status == 400) {
        QCOMPARE(result.detail(), u"Page number too large: at most 1000000"_s);
    } else {
        QVERIFY2(findValidationError(result, u"query/page"_s).isEmpty(), result.body.constData());
    }
}

QTEST_GUILESS_MAIN(TestSandboxVariants)
#include "tst_sandboxvariants.moc"
