// SPDX-License-Identifier: GPL-3.0-or-later
// Every ApiClient operation against every reading of the API's open points that the sandbox offers.

#include "apiwait.h"
#include "core/apiclient.h"
#include "models/requestlogmodel.h"
#include "sandbox/sandboxserver.h"
#include "sandboxreadings.h"

#include <QJsonDocument>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace ForwardDesk;
using Core::Alias;
using Core::AliasDraft;
using Core::ApiClient;
using Core::ApiError;
using Core::ApiResult;
using Core::Domain;
using Sandbox::SandboxOptions;

namespace {

constexpr int waitMs = 20000;

/// Starts a sandbox with @p options and a client signed in to it (API root discovered).
struct Fixture
{
    Sandbox::SandboxServer sandbox;
    ApiClient client;
    QObject context;

    bool start(const SandboxOptions &options)
    {
        if (!sandbox.start(options) || client.setServiceUrl(sandbox.url()).isError()) {
            return false;
        }
        client.setApiKey(sandbox.sessionKey());
        client.setRetryPolicy({3, 10, 50, 30});
        return call<QUrl>([this](auto handler) { client.discoverApiRoot(&context, handler); }).ok();
    }

    template <typename T, typename Start>
    ApiResult<T> call(Start start)
    {
        return TestSupport::waitForResult<T>(waitMs, [&start](QObject *, auto handler) { start(handler); });
    }

    ApiResult<QList<Domain>> domains()
    {
        return call<QList<Domain>>([this](auto h) { client.listDomains(&context, h); });
    }
    ApiResult<Domain> createDomain(const QString &name)
    {
        return call<Domain>([&](auto h) { client.createDomain(name, &context, h); });
    }
    ApiResult<Domain> verify(const QString &id)
    {
        return call<Domain>([&](auto h) { client.verifyDomain(id, &context, h); });
    }
    ApiResult<QList<Alias>> aliases(const QString &domainId, Core::RecordText text = Core::RecordText::Kept)
    {
        return call<QList<Alias>>(
            [&](auto h) { client.listAliases(domainId, &context, h, ApiClient::Urgency::Interactive, text); });
    }
};

/// The fields of @p alias, without its text.
QStringList fieldsOf(const Alias &alias)
{
    return {alias.id,
            alias.domainId,
            alias.localPart,
            QString::number(int(alias.catchAll)),
            QString::number(int(alias.enabled)),
            alias.destinations.join(u'|'),
            alias.createdAt.toString(Qt::ISODateWithMs),
            alias.updatedAt.toString(Qt::ISODateWithMs),
            QString::number(alias.forwardedCount)};
}

AliasDraft draft(const QString &local, const QStringList &destinations, bool enabled = true)
{
    AliasDraft result;
    result.localPart = local;
    result.destinations = destinations;
    result.enabled = enabled;
    return result;
}

#define VERIFY_OK(result) QVERIFY2((result).ok(), qPrintable((result).error().toString()))

} // namespace

class TestApiClientOperations final : public QObject
{
    Q_OBJECT

private slots:
    void everyOperation_everyReading_data() { TestSupport::addEveryReadingRows(); }

    void everyOperation_everyReading() { everyOperation(TestSupport::everyReadingOptions()); }

    /// The other styles services answer in: resource objects, problem details, Link paging, other field names,
    /// comma-separated destinations, gzip, and combinations of them.
    void everyOperation_everyStyle_data()
    {
        QTest::addColumn<int>("style");
        QTest::addColumn<int>("errors");
        QTest::addColumn<int>("paging");
        QTest::addColumn<int>("fields");
        QTest::addColumn<bool>("gzip");
        QTest::addColumn<int>("ids");
        QTest::addColumn<int>("envelope");
        const int flat = int(SandboxOptions::Style::Flat);
        const int jsonApi = int(SandboxOptions::Style::JsonApi);
        const int fastApi = int(SandboxOptions::Errors::FastApi);
        const int problem = int(SandboxOptions::Errors::Problem);
        const int body = int(SandboxOptions::Paging::Body);
        const int link = int(SandboxOptions::Paging::LinkHeader);
        const int spec = int(SandboxOptions::Fields::Spec);
        const int synonyms = int(SandboxOptions::Fields::Synonyms);
        const int csv = int(SandboxOptions::Fields::SynonymsCsv);
        const int integer = int(SandboxOptions::Ids::Integer);
        const int uuid = int(SandboxOptions::Ids::Uuid);
        const int bare = int(SandboxOptions::Envelope::Bare);
        const int paged = int(SandboxOptions::Envelope::Paged);
        const int items = int(SandboxOptions::Envelope::Items);
        // clang-format off
        QTest::newRow("jsonapi")                  << jsonApi << fastApi << body << spec     << false << integer << bare;
        QTest::newRow("problem")                  << flat    << problem << body << spec     << false << integer << bare;
        QTest::newRow("link")                     << flat    << fastApi << link << spec     << false << integer << bare;
        QTest::newRow("link/paged")               << flat    << fastApi << link << spec     << false << integer << paged;
        QTest::newRow("synonyms")                 << flat    << fastApi << body << synonyms << false << integer << bare;
        QTest::newRow("synonyms-csv")             << flat    << fastApi << body << csv      << false << integer << bare;
        QTest::newRow("gzip")                     << flat    << fastApi << body << spec     << true  << integer << bare;
        QTest::newRow("gzip/paged")               << flat    << fastApi << body << spec     << true  << integer << paged;
        QTest::newRow("jsonapi/problem")          << jsonApi << problem << body << spec     << false << integer << bare;
        QTest::newRow("jsonapi/link/uuid")        << jsonApi << fastApi << link << spec     << false << uuid    << bare;
        QTest::newRow("jsonapi/synonyms")         << jsonApi << fastApi << body << synonyms << false << integer << bare;
        QTest::newRow("jsonapi/synonyms-csv/gzip") << jsonApi << problem << body << csv     << true  << integer << bare;
        QTest::newRow("problem/link/synonyms")    << flat    << problem << link << synonyms << false << uuid    << items;
        QTest::newRow("synonyms-csv/link/gzip")   << flat    << fastApi << link << csv      << true  << integer << bare;
        QTest::newRow("all")                      << jsonApi << problem << link << synonyms << true  << uuid    << bare;
        // clang-format on
    }

    void everyOperation_everyStyle()
    {
        QFETCH(int, style);
        QFETCH(int, errors);
        QFETCH(int, paging);
        QFETCH(int, fields);
        QFETCH(bool, gzip);
        QFETCH(int, ids);
        QFETCH(int, envelope);
        SandboxOptions options;
        options.style = SandboxOptions::Style(style);
        options.errors = SandboxOptions::Errors(errors);
        options.paging = SandboxOptions::Paging(paging);
        options.fields = SandboxOptions::Fields(fields);
        options.gzip = gzip;
        options.ids = SandboxOptions::Ids(ids);
        options.envelope = SandboxOptions::Envelope(envelope);
        everyOperation(options);
    }

    /// Records the service sends without an id or name never reach the caller; the result counts them.
    void unreadableRecords_areLeftOutAndCounted_inEveryStyle_data()
    {
        QTest::addColumn<int>("style");
        QTest::addColumn<int>("fields");
        QTest::newRow("flat") << int(SandboxOptions::Style::Flat) << int(SandboxOptions::Fields::Spec);
        QTest::newRow("jsonapi") << int(SandboxOptions::Style::JsonApi) << int(SandboxOptions::Fields::Spec);
        QTest::newRow("synonyms") << int(SandboxOptions::Style::Flat) << int(SandboxOptions::Fields::Synonyms);
        QTest::newRow("jsonapi/synonyms-csv")
            << int(SandboxOptions::Style::JsonApi) << int(SandboxOptions::Fields::SynonymsCsv);
    }

    void unreadableRecords_areLeftOutAndCounted_inEveryStyle()
    {
        QFETCH(int, style);
        QFETCH(int, fields);
        SandboxOptions options;
        options.style = SandboxOptions::Style(style);
        options.fields = SandboxOptions::Fields(fields);
        options.pageSize = 7;
        Fixture f;
        QVERIFY(f.start(options));
        Sandbox::FaultRule rule;
        rule.kind = Sandbox::FaultRule::Kind::UnreadableRecords;
        rule.recordCount = 3;
        f.sandbox.addFault(rule);

        const auto domains = f.domains();
        VERIFY_OK(domains);
        QCOMPARE(domains.value().size(), 5);
        for (const Domain &domain : domains.value()) {
            QVERIFY(!domain.id.isEmpty());
            QVERIFY(!domain.name.isEmpty());
        }
        QCOMPARE(domains.listReport().unreadableCount(), 3);
        QCOMPARE(domains.listReport().mostMissing(), Core::ListReport::Missing::Name);
        QVERIFY(!domains.listReport().requestIds.isEmpty());

        Domain busiest = domains.value().first();
        for (const Domain &domain : domains.value()) {
            busiest = domain.aliasCount > busiest.aliasCount ? domain : busiest;
        }
        QVERIFY(busiest.aliasCount > 3);
        const auto aliases = f.aliases(busiest.id);
        VERIFY_OK(aliases);
        QCOMPARE(int(aliases.value().size()), busiest.aliasCount - 3);
        for (const Alias &alias : aliases.value()) {
            QVERIFY(!alias.id.isEmpty());
        }
        QCOMPARE(aliases.listReport().unreadableCount(), 3);
        QCOMPARE(aliases.listReport().mostMissing(), Core::ListReport::Missing::Address);
    }

private:
    /// Every client operation against one variant of the sandbox.
    void everyOperation(const SandboxOptions &variant)
    {
        SandboxOptions options = variant;
        options.pageSize = 7; // lists of the demo account span several pages
        Fixture f;
        QVERIFY(f.start(options));

        const auto before = f.domains();
        VERIFY_OK(before);
        QCOMPARE(before.value().size(), 8);

        // Domains: create (Unicode in, ASCII out), verify until active, 409 afterwards.
        const auto international = f.createDomain(u"grün.example"_s);
        VERIFY_OK(international);
        QCOMPARE(international.value().displayName(), u"grün.example"_s);
        QVERIFY(international.value().name.startsWith(u"xn--"_s));
        const auto created = f.createDomain(u"instant-check.example"_s);
        VERIFY_OK(created);
        QVERIFY(created.value().createdAt.isValid());
        const QString domainId = created.value().id;
        const auto verified = f.verify(domainId);
        VERIFY_OK(verified);
        QCOMPARE(verified.value().status, Domain::Status::Active);
        QVERIFY(!verified.value().records.isEmpty());
        QCOMPARE(f.verify(domainId).error().kind(), ApiError::Kind::AlreadyVerified);

        // Aliases: create, list, update, delete.
        const auto alias = f.call<Alias>([&](auto h) {
            f.client.createAlias(domainId, draft(u"hello"_s, {u"a@example.net"_s, u"b@example.org"_s}), &f.context, h);
        });
        VERIFY_OK(alias);
        QCOMPARE(alias.value().localPart, u"hello"_s);
        QCOMPARE(alias.value().destinations.size(), 2);
        QVERIFY(alias.value().enabled);
        AliasDraft catchAll = draft(QString(), {u"all@example.net"_s});
        catchAll.catchAll = true;
        const auto catchAllAlias =
            f.call<Alias>([&](auto h) { f.client.createAlias(domainId, catchAll, &f.context, h); });
        VERIFY_OK(catchAllAlias);
        QVERIFY(catchAllAlias.value().catchAll);
        QVERIFY(catchAllAlias.value().localPart.isEmpty());

        const auto updated = f.call<Alias>([&](auto h) {
            f.client.updateAlias(domainId, alias.value().id, draft(u"hello"_s, {u"c@example.net"_s}, false), &f.context,
                                 h);
        });
        VERIFY_OK(updated);
        QVERIFY(!updated.value().enabled);
        QCOMPARE(updated.value().destinations, QStringList{u"c@example.net"_s});
        const auto listed = f.aliases(domainId);
        VERIFY_OK(listed);
        QCOMPARE(listed.value().size(), 2);
        VERIFY_OK(f.call<Core::Done>([&](auto h) { f.client.deleteAlias(domainId, alias.value().id, &f.context, h); }));
        QCOMPARE(f.aliases(domainId).value().size(), 1);

        // Aliases of a seeded domain come through every page; read for their fields alone, the same aliases
        // without their text, from every page however it was decoded (streamed, read ahead, parsed whole).
        int seededAliases = 0;
        for (const Domain &domain : before.value()) {
            const auto list = f.aliases(domain.id);
            VERIFY_OK(list);
            seededAliases += int(list.value().size());
            if (domain.aliasCount >= 0) {
                QCOMPARE(int(list.value().size()), domain.aliasCount);
            }
            f.client.setLargeBodyThreshold(0); // every page on a worker, and a page read ahead decoded at once
            const auto bare = f.aliases(domain.id, Core::RecordText::Dropped);
            f.client.setLargeBodyThreshold(ApiClient::DefaultLargeBodyThreshold);
            VERIFY_OK(bare);
            QCOMPARE(bare.value().size(), list.value().size());
            for (qsizetype i = 0; i < list.value().size(); ++i) {
                QVERIFY(!list.value().at(i).raw.isEmpty());
                QVERIFY(bare.value().at(i).raw.isEmpty());
                QCOMPARE(fieldsOf(bare.value().at(i)), fieldsOf(list.value().at(i)));
            }
        }
        QCOMPARE(seededAliases, 60);

        // Logs: newest first, limit honoured.
        const auto logs = f.call<QList<Core::LogEntry>>([&](auto h) { f.client.listLogs(30, &f.context, h); });
        VERIFY_OK(logs);
        QCOMPARE(logs.value().size(), 30);
        QVERIFY(logs.value().first().time >= logs.value().last().time);
        QVERIFY(logs.value().first().status != Core::LogEntry::Status::Unknown);
        QVERIFY(!logs.value().first().sender.isEmpty());

        // API keys: the value once, never in the list; delete.
        const auto newKey = f.call<Core::NewApiKey>([&](auto h) { f.client.createApiKey(u"CI"_s, &f.context, h); });
        VERIFY_OK(newKey);
        QVERIFY(newKey.value().secret.startsWith(u"fwd_"_s));
        QVERIFY(!newKey.value().key.raw.json().contains(newKey.value().secret.toUtf8()));
        const auto keys = f.call<QList<Core::ApiKey>>([&](auto h) { f.client.listApiKeys(&f.context, h); });
        VERIFY_OK(keys);
        QCOMPARE(keys.value().size(), 4); // two seeded, the session key, and this one
        for (const Core::ApiKey &key : keys.value()) {
            QVERIFY(!key.raw.json().contains(newKey.value().secret.toUtf8()));
        }
        VERIFY_OK(f.call<Core::Done>([&](auto h) { f.client.deleteApiKey(newKey.value().key.id, &f.context, h); }));

        // Deleting the domain takes its aliases along.
        VERIFY_OK(f.call<Core::Done>([&](auto h) { f.client.deleteDomain(domainId, &f.context, h); }));
        QCOMPARE(f.domains().value().size(), 9);
        QCOMPARE(f.aliases(domainId).error().kind(), ApiError::Kind::NotFound);
    }

private slots:
    void statusVariants_meanTheSame_data()
    {
        QTest::addColumn<int>("createStatus");
        QTest::addColumn<int>("deleteStatus");
        QTest::addColumn<int>("authStatus");
        QTest::addColumn<int>("limitStatus");
        QTest::addColumn<int>("keyField");
        QTest::addColumn<int>("errors");
        const int fastApi = int(SandboxOptions::Errors::FastApi);
        const int problem = int(SandboxOptions::Errors::Problem);
        QTest::newRow("201/204/401/403/key")
            << 201 << 204 << 401 << 403 << int(SandboxOptions::KeyField::Key) << fastApi;
        QTest::newRow("200/200/403/400/api_key")
            << 200 << 200 << 403 << 400 << int(SandboxOptions::KeyField::ApiKey) << fastApi;
        QTest::newRow("201/200/401/402/token")
            << 201 << 200 << 401 << 402 << int(SandboxOptions::KeyField::Token) << fastApi;
        QTest::newRow("200/204/403/422/key")
            << 200 << 204 << 403 << 422 << int(SandboxOptions::KeyField::Key) << fastApi;
        QTest::newRow("problem/201/204/401/403/key")
            << 201 << 204 << 401 << 403 << int(SandboxOptions::KeyField::Key) << problem;
        QTest::newRow("problem/200/200/403/422/token")
            << 200 << 200 << 403 << 422 << int(SandboxOptions::KeyField::Token) << problem;
    }

    void statusVariants_meanTheSame()
    {
        QFETCH(int, createStatus);
        QFETCH(int, deleteStatus);
        QFETCH(int, authStatus);
        QFETCH(int, limitStatus);
        QFETCH(int, keyField);
        QFETCH(int, errors);
        SandboxOptions options;
        options.errors = SandboxOptions::Errors(errors);
        options.createStatus = createStatus;
        options.deleteStatus = deleteStatus;
        options.authStatus = authStatus;
        options.limitStatus = limitStatus;
        options.keyField = SandboxOptions::KeyField(keyField);
        Fixture f;
        QVERIFY(f.start(options));

        // The demo account (Pro, 10 domains) has 8: two more fit, the third is the plan limit.
        VERIFY_OK(f.createDomain(u"one.example"_s));
        const auto second = f.createDomain(u"two.example"_s);
        VERIFY_OK(second);
        const auto third = f.createDomain(u"three.example"_s);
        QCOMPARE(third.error().kind(), ApiError::Kind::DomainLimitReached);
        QCOMPARE(third.error().httpStatus(), limitStatus);
        QCOMPARE(third.error().detail(), u"Domain limit reached"_s);
        VERIFY_OK(f.call<Core::Done>([&](auto h) { f.client.deleteDomain(second.value().id, &f.context, h); }));

        const auto newKey = f.call<Core::NewApiKey>([&](auto h) { f.client.createApiKey(u"x"_s, &f.context, h); });
        VERIFY_OK(newKey);
        QVERIFY(newKey.value().secret.startsWith(u"fwd_"_s));

        // The new key works; once deleted it is refused as an invalid token, whatever the status.
        f.client.setApiKey(newKey.value().secret);
        VERIFY_OK(f.domains());
        f.client.setApiKey(f.sandbox.sessionKey());
        VERIFY_OK(f.call<Core::Done>([&](auto h) { f.client.deleteApiKey(newKey.value().key.id, &f.context, h); }));
        f.client.setApiKey(newKey.value().secret);
        const auto refused = f.domains();
        QCOMPARE(refused.error().kind(), ApiError::Kind::InvalidToken);
        QCOMPARE(refused.error().httpStatus(), authStatus);
    }

    void patch_partialOrFull_bothWork_data()
    {
        QTest::addColumn<int>("patch");
        QTest::newRow("partial") << int(SandboxOptions::Patch::Partial);
        QTest::newRow("full") << int(SandboxOptions::Patch::Full);
    }

    void patch_partialOrFull_bothWork()
    {
        QFETCH(int, patch);
        SandboxOptions options;
        options.patch = SandboxOptions::Patch(patch);
        Fixture f;
        QVERIFY(f.start(options));
        const QString domainId = f.domains().value().first().id;
        const auto alias = f.call<Alias>(
            [&](auto h) { f.client.createAlias(domainId, draft(u"patchme"_s, {u"x@example.net"_s}), &f.context, h); });
        VERIFY_OK(alias);
        const auto toggled = f.call<Alias>([&](auto h) {
            f.client.updateAlias(domainId, alias.value().id, draft(u"patchme"_s, {u"x@example.net"_s}, false),
                                 &f.context, h);
        });
        VERIFY_OK(toggled);
        QVERIFY(!toggled.value().enabled);
        QCOMPARE(toggled.value().localPart, u"patchme"_s);
    }

    void createAlias_invalidInput_mapsEachMessageToItsField_data()
    {
        QTest::addColumn<int>("errors");
        QTest::newRow("fastapi") << int(SandboxOptions::Errors::FastApi);
        QTest::newRow("problem") << int(SandboxOptions::Errors::Problem);
    }

    void createAlias_invalidInput_mapsEachMessageToItsField()
    {
        QFETCH(int, errors);
        SandboxOptions options;
        options.errors = SandboxOptions::Errors(errors);
        Fixture f;
        QVERIFY(f.start(options));
        const QString domainId = f.domains().value().first().id;
        const auto result = f.call<Alias>([&](auto h) {
            f.client.createAlias(domainId, draft(u".bad..local"_s, {u"ok@example.net"_s, u"not-an-address"_s}),
                                 &f.context, h);
        });
        QCOMPARE(result.error().kind(), ApiError::Kind::Validation);
        QCOMPARE(result.error().httpStatus(), 422);
        QStringList fields;
        for (const Core::FieldError &field : result.error().fieldErrors()) {
            fields << field.field;
            if (field.field == u"destinations"_s) {
                QCOMPARE(field.index, 1);
            }
        }
        QVERIFY2(fields.contains(u"localpart"_s), qPrintable(fields.join(u','))); // NOLINT
        QVERIFY2(fields.contains(u"destinations"_s), qPrintable(fields.join(u',')));
    }

    void post_isNeverRetried()
    {
        Fixture f;
        QVERIFY(f.start(SandboxOptions()));
        Sandbox::FaultRule rule;
        rule.kind = Sandbox::FaultRule::Kind::Error;
        rule.status = 503;
        rule.method = "POST";
        rule.times = 1;
        f.sandbox.addFault(rule);
        const int before = f.sandbox.requestCount();
        const auto result = f.createDomain(u"once.example"_s);
        QCOMPARE(result.error().kind(), ApiError::Kind::ServerError);
        QCOMPARE(f.sandbox.requestCount() - before, 1);
        // Nothing was created by the refused request, and nothing behind the user's back.
        QCOMPARE(f.domains().value().size(), 8);
    }

    void requestLog_neverHoldsTheKey()
    {
        // Everything the request log dialog shows and copies: every role of every cell, and the headers,
        // of the model the app fills from the client's log, after successes, errors and a refused key.
        Fixture f;
        Models::RequestLogModel model;
        model.setCapacity(1000);
        connect(&f.client, &ApiClient::requestLogged, &model, &Models::RequestLogModel::append);
        QVERIFY(f.start(SandboxOptions()));
        const auto newKey = f.call<Core::NewApiKey>([&](auto h) { f.client.createApiKey(u"x"_s, &f.context, h); });
        VERIFY_OK(newKey);
        VERIFY_OK(f.domains());
        QVERIFY(!f.createDomain(u"not a domain"_s).ok()); // an error answer with a body
        const QString refusedKey = u"fwd_"_s + QString(40, u'c');
        f.client.setApiKey(refusedKey);
        QCOMPARE(f.domains().error().kind(), ApiError::Kind::InvalidToken);
        QVERIFY(model.rowCount() >= 5);

        QString rendered;
        for (int column = 0; column < model.columnCount(); ++column) {
            for (int role = 0; role < Qt::UserRole + 256; ++role) {
                rendered += model.headerData(column, Qt::Horizontal, role).toString() + u'\n';
            }
        }
        for (int row = 0; row < model.rowCount(); ++row) {
            for (int column = 0; column < model.columnCount(); ++column) {
                const QModelIndex index = model.index(row, column);
                for (int role = 0; role < Qt::UserRole + 256; ++role) {
                    rendered += index.data(role).toString() + u'\n';
                }
            }
        }
        // The log is really there: it names the requests made.
        QVERIFY2(rendered.contains(u"/api-keys"_s) && rendered.contains(u"/domains"_s), qPrintable(rendered));
        for (const QString &key : {f.sandbox.sessionKey(), newKey.value().secret, refusedKey}) {
            QVERIFY2(!rendered.contains(key), qPrintable(rendered));
            QVERIFY2(!rendered.contains(key.mid(4)), "the body of a key is in the request log"); // without fwd_
        }
        QVERIFY2(!rendered.contains(u"Bearer"_s, Qt::CaseInsensitive), qPrintable(rendered));
        QVERIFY2(!rendered.contains(u"Authorization"_s, Qt::CaseInsensitive), qPrintable(rendered));
        for (int row = 0; row < model.rowCount(); ++row) {
            QVERIFY(!model.entryAt(row).requestId.isEmpty());
        }
    }
};

QTEST_GUILESS_MAIN(TestApiClientOperations)
#include "tst_apiclientoperations.moc"
