// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandboxapi.h"

#include "sandboxjsonwriter.h"
#include "sandboxrouter.h"
#include "sandboxvalidator.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QLoggingCategory>
#include <QSet>
#include <QUrl>

#include <array>
#include <chrono>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Sandbox {

namespace {

Q_LOGGING_CATEGORY(lcApi, "forwarddesk.sandbox.api")

constexpr auto NotFound = "Not Found";
constexpr auto MethodNotAllowed = "Method Not Allowed";
constexpr auto NotAuthenticated = "Not authenticated";
constexpr auto InvalidToken = "Invalid token";
constexpr auto PlanRequired = "API access requires the Creator, Pro or Business plan";
constexpr auto DomainNotFound = "Domain not found";
constexpr auto AliasNotFound = "Alias not found";
constexpr auto ApiKeyNotFound = "API key not found";
constexpr auto DomainExists = "Domain already exists";
constexpr auto DomainLimitReached = "Domain limit reached";
constexpr auto DomainAlreadyVerified = "Domain already verified";
constexpr auto InternalError = "Internal Server Error";

constexpr int StatusOk = 200;
constexpr int StatusNotFound = 404;
constexpr int StatusMethodNotAllowed = 405;
constexpr int StatusForbidden = 403;
constexpr int StatusUnauthorized = 401;
constexpr int StatusConflict = 409;
constexpr int StatusUnprocessable = 422;
constexpr int StatusServerError = 500;

constexpr int MaxKeyNameLength = 100;
constexpr auto DefaultKeyName = "API key";
constexpr auto CatchAllLocalpart = "*";

// Domain names that decide how verification goes (docs/sandbox.md, "Verification").
constexpr auto InstantPrefix = "instant";
constexpr auto NeverPrefix = "never";

SandboxResponse validationError(const QJsonArray &errors)
{
    return SandboxResponse::json(StatusUnprocessable, QJsonObject{{u"detail"_s, errors}});
}

/// Reads a JSON object body, or sets @p error to the validation answer.
std::optional<QJsonObject> parseBody(const QByteArray &body, bool optional, SandboxResponse *error)
{
    QJsonArray errors;
    std::optional<QJsonObject> object = SandboxValidator::parseBody(body, optional, &errors);
    if (!object) {
        *error = validationError(errors);
    }
    return object;
}

/// A response whose body is already serialised JSON.
SandboxResponse jsonText(int status, const QByteArray &json)
{
    SandboxResponse response;
    response.status = status;
    response.body = json;
    return response;
}

} // namespace

SandboxApi::SandboxApi(SandboxStore *store, const SandboxOptions *options)
    : m_store(store)
    , m_options(options)
    , m_records(options)
{ }

SandboxApi::~SandboxApi() = default;

SandboxResponse SandboxApi::handle(const SandboxRequest &request)
{
    const SandboxRouter::Match match = SandboxRouter::match(request.method, request.path, m_options->prefix);
    Call call;
    call.request = &request;
    call.params = match.params;
    const std::optional<SandboxRouter::Endpoint> endpoint = match.endpoint;
    const QStringList &allowed = match.allowed;
    // Routing comes before authentication, as in FastAPI: an unknown path is 404 even without a key.
    if (allowed.isEmpty()) {
        return SandboxResponse::detail(StatusNotFound, QString::fromLatin1(NotFound));
    }
    if (!endpoint) {
        SandboxResponse response =
            SandboxResponse::detail(StatusMethodNotAllowed, QString::fromLatin1(MethodNotAllowed));
        response.headers.append(qMakePair(QByteArray("Allow"), allowed.join(u", "_s).toLatin1()));
        return response;
    }

    const QByteArray authorization = request.header("Authorization").trimmed();
    const qsizetype space = authorization.indexOf(' ');
    const QByteArray scheme = space < 0 ? authorization : authorization.left(space);
    const QByteArray credentials = space < 0 ? QByteArray() : authorization.mid(space + 1).trimmed();
    if (scheme.compare("Bearer", Qt::CaseInsensitive) != 0 || credentials.isEmpty()) {
        return authenticationError(QString::fromLatin1(NotAuthenticated));
    }
    const std::optional<SandboxStore::Account> account = m_store->authenticate(QString::fromUtf8(credentials));
    if (!account) {
        return authenticationError(QString::fromLatin1(InvalidToken));
    }
    if (account->plan == Plan::Free) {
        return SandboxResponse::detail(StatusForbidden, QString::fromLatin1(PlanRequired));
    }
    call.account = *account;

    switch (*endpoint) {
    case SandboxRouter::Endpoint::ListDomains:
        return listDomains(call);
    case SandboxRouter::Endpoint::CreateDomain:
        return createDomain(call);
    case SandboxRouter::Endpoint::DeleteDomain:
        return deleteDomain(call);
    case SandboxRouter::Endpoint::VerifyDomain:
        return verifyDomain(call);
    case SandboxRouter::Endpoint::ListAliases:
        return listAliases(call);
    case SandboxRouter::Endpoint::CreateAlias:
        return createAlias(call);
    case SandboxRouter::Endpoint::UpdateAlias:
        return updateAlias(call);
    case SandboxRouter::Endpoint::DeleteAlias:
        return deleteAlias(call);
    case SandboxRouter::Endpoint::ListLogs:
        return listLogs(call);
    case SandboxRouter::Endpoint::ListApiKeys:
        return listApiKeys(call);
    case SandboxRouter::Endpoint::CreateApiKey:
        return createApiKey(call);
    case SandboxRouter::Endpoint::DeleteApiKey:
        return deleteApiKey(call);
    }
    return SandboxResponse::detail(StatusNotFound, QString::fromLatin1(NotFound));
}

SandboxResponse SandboxApi::authenticationError(const QString &detail) const
{
    SandboxResponse response = SandboxResponse::detail(m_options->authStatus, detail);
    if (m_options->authStatus == StatusUnauthorized) {
        response.headers.append(qMakePair(QByteArray("WWW-Authenticate"), QByteArray("Bearer")));
    }
    return response;
}

SandboxResponse SandboxApi::list(const Call &call, const QString &name, qint64 total, const RowsFunction &rows) const
{
    SandboxJsonWriter writer;
    switch (m_options->envelope) {
    case SandboxOptions::Envelope::Bare:
        rows(writer, 0, total);
        return jsonText(StatusOk, writer.take());
    case SandboxOptions::Envelope::Data:
    case SandboxOptions::Envelope::Named: {
        const QByteArray field =
            m_options->envelope == SandboxOptions::Envelope::Data ? QByteArray("data") : name.toLatin1();
        writer.beginObject();
        writer.key(QLatin1String(field));
        rows(writer, 0, total);
        writer.endObject();
        return jsonText(StatusOk, writer.take());
    }
    case SandboxOptions::Envelope::Items:
        writer.beginObject();
        writer.key("items"_L1);
        rows(writer, 0, total);
        writer.key("total"_L1);
        writer.value(total);
        writer.endObject();
        return jsonText(StatusOk, writer.take());
    case SandboxOptions::Envelope::Paged:
        break;
    }

    qint64 page = 1;
    if (call.request->query.hasQueryItem(u"page"_s)) {
        QJsonArray errors;
        const std::optional<qint64> parsed = SandboxValidator::queryInteger(
            call.request->query.queryItemValue(u"page"_s, QUrl::FullyDecoded), u"page"_s, 1, 0, &errors);
        if (!parsed) {
            return validationError(errors);
        }
        page = *parsed;
    }
    const qint64 pageSize = std::max(1, m_options->pageSize);
    const qint64 offset = (page - 1) * pageSize;
    writer.beginObject();
    writer.key("items"_L1);
    if (offset < total) {
        rows(writer, offset, std::min(pageSize, total - offset));
    } else {
        writer.beginArray();
        writer.endArray();
    }
    writer.key("total"_L1);
    writer.value(total);
    writer.key("page"_L1);
    writer.value(page);
    writer.key("next"_L1);
    if (offset + pageSize < total) {
        // The same request with the next page number, as an absolute URL (as DRF-style services give it).
        QUrl url = call.request->serverUrl;
        url.setPath(call.request->path);
        QUrlQuery query = call.request->query;
        query.removeAllQueryItems(u"page"_s);
        query.addQueryItem(u"page"_s, QString::number(page + 1));
        url.setQuery(query);
        writer.value(url.toString(QUrl::FullyEncoded));
    } else {
        writer.nullValue();
    }
    writer.endObject();
    return jsonText(StatusOk, writer.take());
}

SandboxResponse SandboxApi::created(const QByteArray &json) const
{
    return jsonText(m_options->createStatus, json);
}

SandboxResponse SandboxApi::deleted(qint64 id, const QString &uuid) const
{
    if (m_options->deleteStatus == StatusOk) {
        return SandboxResponse::json(StatusOk,
                                     QJsonObject{{u"deleted"_s, true}, {u"id"_s, m_records.exposedId(id, uuid)}});
    }
    return SandboxResponse::empty(m_options->deleteStatus);
}

SandboxResponse SandboxApi::listDomains(const Call &call)
{
    const qint64 accountId = call.account.id;
    return list(call, u"domains"_s, m_store->domainCount(accountId),
                [this, accountId](SandboxJsonWriter &writer, qint64 offset, qint64 count) {
                    writer.beginArray();
                    const QList<SandboxStore::Domain> domains = m_store->domains(accountId, offset, count);
                    for (const SandboxStore::Domain &domain : domains) {
                        m_records.writeDomain(writer, domain);
                    }
                    writer.endArray();
                });
}

SandboxResponse SandboxApi::createDomain(const Call &call)
{
    SandboxResponse error;
    const std::optional<QJsonObject> body = parseBody(call.request->body, false, &error);
    if (!body) {
        return error;
    }
    QJsonArray errors;
    const QString field = u"domain"_s;
    const QJsonValue value = body->value(field);
    std::optional<QString> name;
    if (value.isUndefined()) {
        SandboxValidator::addMissing(&errors, field);
    } else if (!value.isString()) {
        SandboxValidator::addStringType(&errors, SandboxValidator::bodyLoc(field));
    } else {
        name = SandboxValidator::asciiDomain(value.toString());
        if (!name) {
            SandboxValidator::addValueError(&errors, SandboxValidator::bodyLoc(field), u"not a valid domain name"_s);
        }
    }
    if (!errors.isEmpty()) {
        return validationError(errors);
    }

    const qint64 accountId = call.account.id;
    if (m_store->hasDomainNamed(accountId, *name)) {
        return SandboxResponse::detail(StatusConflict, QString::fromLatin1(DomainExists));
    }
    if (m_store->domainCount(accountId) >= domainLimit(call.account.plan)) {
        return SandboxResponse::detail(m_options->limitStatus, QString::fromLatin1(DomainLimitReached));
    }
    const std::optional<SandboxStore::Domain> domain = m_store->createDomain(accountId, *name, m_options->verifyAfter);
    if (!domain) {
        return SandboxResponse::detail(StatusServerError, QString::fromLatin1(InternalError));
    }
    qCDebug(lcApi) << "Created domain" << domain->name << "for" << call.account.name;
    return created(m_records.domainJson(*domain));
}

SandboxResponse SandboxApi::deleteDomain(const Call &call)
{
    const bool byUuid = m_options->ids == SandboxOptions::Ids::Uuid;
    const std::optional<SandboxStore::Domain> domain = m_store->findDomain(call.account.id, call.params[0], byUuid);
    if (!domain) {
        return SandboxResponse::detail(StatusNotFound, QString::fromLatin1(DomainNotFound));
    }
    if (!m_store->deleteDomain(domain->id)) {
        return SandboxResponse::detail(StatusServerError, QString::fromLatin1(InternalError));
    }
    return deleted(domain->id, domain->uuid);
}

SandboxResponse SandboxApi::verifyDomain(const Call &call)
{
    const bool byUuid = m_options->ids == SandboxOptions::Ids::Uuid;
    std::optional<SandboxStore::Domain> domain = m_store->findDomain(call.account.id, call.params[0], byUuid);
    if (!domain) {
        return SandboxResponse::detail(StatusNotFound, QString::fromLatin1(DomainNotFound));
    }
    if (domain->status == u"active") {
        return SandboxResponse::detail(StatusConflict, QString::fromLatin1(DomainAlreadyVerified));
    }

    const qint64 now = QDateTime::currentSecsSinceEpoch() * 1000;
    const QString firstLabel = domain->name.section(u'.', 0, 0);
    ++domain->checks;
    domain->lastChecked = now;
    // Deterministic on purpose: tests and the demo need to know when a domain will turn active.
    const bool published = firstLabel.startsWith(QLatin1String(InstantPrefix))
        || (!firstLabel.startsWith(QLatin1String(NeverPrefix)) && domain->checks >= domain->verifyAfter);
    if (published) {
        domain->status = u"active"_s;
        domain->verified = now;
    } else {
        domain->status = u"failing"_s;
    }
    if (!m_store->updateDomainCheck(*domain)) {
        return SandboxResponse::detail(StatusServerError, QString::fromLatin1(InternalError));
    }
    return jsonText(StatusOk, m_records.domainJson(*domain));
}

SandboxResponse SandboxApi::listAliases(const Call &call)
{
    const bool byUuid = m_options->ids == SandboxOptions::Ids::Uuid;
    const std::optional<SandboxStore::Domain> domain = m_store->findDomain(call.account.id, call.params[0], byUuid);
    if (!domain) {
        return SandboxResponse::detail(StatusNotFound, QString::fromLatin1(DomainNotFound));
    }
    const qint64 domainId = domain->id;
    return list(call, u"aliases"_s, domain->aliasCount,
                [this, domainId](SandboxJsonWriter &writer, qint64 offset, qint64 count) {
                    writer.beginArray();
                    const QList<SandboxStore::Alias> aliases = m_store->aliases(domainId, offset, count);
                    for (const SandboxStore::Alias &alias : aliases) {
                        m_records.writeAlias(writer, alias);
                    }
                    writer.endArray();
                });
}

SandboxResponse SandboxApi::createAlias(const Call &call)
{
    const bool byUuid = m_options->ids == SandboxOptions::Ids::Uuid;
    const std::optional<SandboxStore::Domain> domain = m_store->findDomain(call.account.id, call.params[0], byUuid);
    if (!domain) {
        return SandboxResponse::detail(StatusNotFound, QString::fromLatin1(DomainNotFound));
    }
    SandboxResponse error;
    const std::optional<QJsonObject> body = parseBody(call.request->body, false, &error);
    if (!body) {
        return error;
    }

    QJsonArray errors;
    SandboxStore::Alias draft;
    draft.domainId = domain->id;

    const QJsonValue catchAll = body->value(u"is_catch_all"_s);
    if (!catchAll.isUndefined() && !catchAll.isBool()) {
        SandboxValidator::addBoolType(&errors, u"is_catch_all"_s);
    }
    draft.catchAll = catchAll.toBool(false);

    const QJsonValue localpart = body->value(u"localpart"_s);
    if (draft.catchAll) {
        // A catch-all has no local part of its own: whatever string (or null) came along is not used.
        if (!localpart.isUndefined() && !localpart.isString() && !localpart.isNull()) {
            SandboxValidator::addStringType(&errors, SandboxValidator::bodyLoc(u"localpart"_s));
        }
        draft.localpart = QString::fromLatin1(CatchAllLocalpart);
    } else if (localpart.isUndefined()) {
        SandboxValidator::addMissing(&errors, u"localpart"_s);
    } else if (!localpart.isString()) {
        SandboxValidator::addStringType(&errors, SandboxValidator::bodyLoc(u"localpart"_s));
    } else {
        draft.localpart = localpart.toString().toLower();
        SandboxValidator::validateLocalpart(draft.localpart, &errors);
    }

    const QJsonValue enabled = body->value(u"enabled"_s);
    if (!enabled.isUndefined() && !enabled.isBool()) {
        SandboxValidator::addBoolType(&errors, u"enabled"_s);
    }
    draft.enabled = enabled.toBool(true);

    const QJsonValue destinations = body->value(u"destinations"_s);
    if (destinations.isUndefined()) {
        SandboxValidator::addMissing(&errors, u"destinations"_s);
    } else {
        draft.destinations = SandboxValidator::validateDestinations(destinations, &errors);
    }

    // Rules that need the stored aliases, checked once the body itself is right.
    if (errors.isEmpty()) {
        if (draft.catchAll && m_store->hasLocalpart(domain->id, draft.localpart, 0)) {
            SandboxValidator::addValueError(&errors, SandboxValidator::bodyLoc(u"is_catch_all"_s),
                                            u"the domain already has a catch-all alias"_s);
        } else if (!draft.catchAll && m_store->hasLocalpart(domain->id, draft.localpart, 0)) {
            SandboxValidator::addValueError(&errors, SandboxValidator::bodyLoc(u"localpart"_s),
                                            u"an alias with this local part already exists"_s);
        }
    }
    if (!errors.isEmpty()) {
        return validationError(errors);
    }

    const std::optional<SandboxStore::Alias> alias = m_store->createAlias(draft);
    if (!alias) {
        return SandboxResponse::detail(StatusServerError, QString::fromLatin1(InternalError));
    }
    return created(m_records.aliasJson(*alias));
}

SandboxResponse SandboxApi::updateAlias(const Call &call)
{
    const bool byUuid = m_options->ids == SandboxOptions::Ids::Uuid;
    const std::optional<SandboxStore::Domain> domain = m_store->findDomain(call.account.id, call.params[0], byUuid);
    if (!domain) {
        return SandboxResponse::detail(StatusNotFound, QString::fromLatin1(DomainNotFound));
    }
    std::optional<SandboxStore::Alias> alias = m_store->findAlias(domain->id, call.params[1], byUuid);
    if (!alias) {
        return SandboxResponse::detail(StatusNotFound, QString::fromLatin1(AliasNotFound));
    }
    SandboxResponse error;
    const std::optional<QJsonObject> body = parseBody(call.request->body, false, &error);
    if (!body) {
        return error;
    }

    QJsonArray errors;
    const bool full = m_options->patch == SandboxOptions::Patch::Full;
    // is_catch_all is not part of the update payload; like FastAPI, unknown fields are ignored.
    const QJsonValue localpart = body->value(u"localpart"_s);
    if (localpart.isUndefined()) {
        if (full) {
            SandboxValidator::addMissing(&errors, u"localpart"_s);
        }
    } else if (alias->catchAll) {
        // Clients send back what they got ("*"), or nothing useful; a catch-all keeps "*".
        if (!localpart.isString() && !localpart.isNull()) {
            SandboxValidator::addStringType(&errors, SandboxValidator::bodyLoc(u"localpart"_s));
        }
    } else if (!localpart.isString()) {
        SandboxValidator::addStringType(&errors, SandboxValidator::bodyLoc(u"localpart"_s));
    } else {
        alias->localpart = localpart.toString().toLower();
        SandboxValidator::validateLocalpart(alias->localpart, &errors);
    }

    const QJsonValue enabled = body->value(u"enabled"_s);
    if (enabled.isUndefined()) {
        if (full) {
            SandboxValidator::addMissing(&errors, u"enabled"_s);
        }
    } else if (!enabled.isBool()) {
        SandboxValidator::addBoolType(&errors, u"enabled"_s);
    } else {
        alias->enabled = enabled.toBool();
    }

    const QJsonValue destinations = body->value(u"destinations"_s);
    if (destinations.isUndefined()) {
        if (full) {
            SandboxValidator::addMissing(&errors, u"destinations"_s);
        }
    } else {
        const QStringList valid = SandboxValidator::validateDestinations(destinations, &errors);
        if (!valid.isEmpty()) {
            alias->destinations = valid;
        }
    }

    if (errors.isEmpty() && !alias->catchAll && m_store->hasLocalpart(domain->id, alias->localpart, alias->id)) {
        SandboxValidator::addValueError(&errors, SandboxValidator::bodyLoc(u"localpart"_s),
                                        u"an alias with this local part already exists"_s);
    }
    if (!errors.isEmpty()) {
        return validationError(errors);
    }
    const std::optional<SandboxStore::Alias> updated = m_store->updateAlias(*alias);
    if (!updated) {
        return SandboxResponse::detail(StatusServerError, QString::fromLatin1(InternalError));
    }
    return jsonText(StatusOk, m_records.aliasJson(*updated));
}

SandboxResponse SandboxApi::deleteAlias(const Call &call)
{
    const bool byUuid = m_options->ids == SandboxOptions::Ids::Uuid;
    const std::optional<SandboxStore::Domain> domain = m_store->findDomain(call.account.id, call.params[0], byUuid);
    if (!domain) {
        return SandboxResponse::detail(StatusNotFound, QString::fromLatin1(DomainNotFound));
    }
    const std::optional<SandboxStore::Alias> alias = m_store->findAlias(domain->id, call.params[1], byUuid);
    if (!alias) {
        return SandboxResponse::detail(StatusNotFound, QString::fromLatin1(AliasNotFound));
    }
    if (!m_store->deleteAlias(alias->id)) {
        return SandboxResponse::detail(StatusServerError, QString::fromLatin1(InternalError));
    }
    return deleted(alias->id, alias->uuid);
}

SandboxResponse SandboxApi::listLogs(const Call &call)
{
    qint64 limit = m_options->defaultLogLimit;
    if (call.request->query.hasQueryItem(u"limit"_s)) {
        QJsonArray errors;
        const std::optional<qint64> parsed =
            SandboxValidator::queryInteger(call.request->query.queryItemValue(u"limit"_s, QUrl::FullyDecoded),
                                           u"limit"_s, 1, std::max(1, m_options->maxLogLimit), &errors);
        if (!parsed) {
            return validationError(errors);
        }
        limit = *parsed;
    }
    // `limit` bounds the whole list; the paged envelope then pages through those entries.
    const qint64 accountId = call.account.id;
    const qint64 total = std::min(limit, m_store->logCount(accountId));
    return list(call, u"logs"_s, total, [this, accountId](SandboxJsonWriter &writer, qint64 offset, qint64 count) {
        writer.beginArray();
        const QList<SandboxStore::LogEntry> entries = m_store->logs(accountId, offset, count);
        for (const SandboxStore::LogEntry &entry : entries) {
            m_records.writeLogEntry(writer, entry);
        }
        writer.endArray();
    });
}

SandboxResponse SandboxApi::listApiKeys(const Call &call)
{
    const qint64 accountId = call.account.id;
    return list(call, u"api_keys"_s, m_store->apiKeyCount(accountId),
                [this, accountId](SandboxJsonWriter &writer, qint64 offset, qint64 count) {
                    writer.beginArray();
                    const QList<SandboxStore::ApiKey> keys = m_store->apiKeys(accountId, offset, count);
                    for (const SandboxStore::ApiKey &key : keys) {
                        m_records.writeApiKey(writer, key);
                    }
                    writer.endArray();
                });
}

SandboxResponse SandboxApi::createApiKey(const Call &call)
{
    SandboxResponse error;
    const std::optional<QJsonObject> body = parseBody(call.request->body, true, &error);
    if (!body) {
        return error;
    }
    QString name = QString::fromLatin1(DefaultKeyName);
    const QJsonValue nameValue = body->value(u"name"_s);
    if (!nameValue.isUndefined() && !nameValue.isNull()) {
        QJsonArray errors;
        if (!nameValue.isString()) {
            SandboxValidator::addStringType(&errors, SandboxValidator::bodyLoc(u"name"_s));
        } else if (nameValue.toString().size() > MaxKeyNameLength) {
            SandboxValidator::addError(&errors, SandboxValidator::bodyLoc(u"name"_s),
                                       u"String should have at most %1 characters"_s.arg(MaxKeyNameLength),
                                       u"string_too_long"_s, QJsonObject{{u"max_length"_s, MaxKeyNameLength}});
        }
        if (!errors.isEmpty()) {
            return validationError(errors);
        }
        if (!nameValue.toString().trimmed().isEmpty()) {
            name = nameValue.toString().trimmed();
        }
    }
    QString value;
    const std::optional<SandboxStore::ApiKey> key = m_store->createApiKey(call.account.id, name, &value);
    if (!key) {
        return SandboxResponse::detail(StatusServerError, QString::fromLatin1(InternalError));
    }
    SandboxJsonWriter writer;
    m_records.writeApiKey(writer, *key, value);
    return created(writer.take());
}

SandboxResponse SandboxApi::deleteApiKey(const Call &call)
{
    const bool byUuid = m_options->ids == SandboxOptions::Ids::Uuid;
    const std::optional<SandboxStore::ApiKey> key = m_store->findApiKey(call.account.id, call.params[0], byUuid);
    if (!key) {
        return SandboxResponse::detail(StatusNotFound, QString::fromLatin1(ApiKeyNotFound));
    }
    if (!m_store->deleteApiKey(key->id)) {
        return SandboxResponse::detail(StatusServerError, QString::fromLatin1(InternalError));
    }
    return deleted(key->id, key->uuid);
}

} // namespace ForwardDesk::Sandbox
