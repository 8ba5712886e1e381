// SPDX-License-Identifier: GPL-3.0-or-later
// The compatibility variants of docs/sandbox.md, one option at a time (data-driven), over HTTP.
// It stays one file although it is long: the project has one Qt Test executable per subject, and this
// one covers the compatibility variants.

#include "httpprobe.h"
#include "sandbox/sandboxplan.h"
#include "sandboxfixture.h"
#include "sandboxtestutil.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QUrlQuery>
#include <QUuid>

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

constexpr int DemoDomains = 8;
constexpr int DemoAliases = 60;
constexpr int DemoKeys = 3;
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
    const QStringList paths{u"/domains"_s, u"/domains/"_s + idSegment(domainId) + u"/aliases"_s, u"/logs"_s,
                            u"/api-keys"_s};
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

QTEST_GUILESS_MAIN(TestSandboxVariants)
#include "tst_sandboxvariants.moc"
