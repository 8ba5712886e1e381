// SPDX-License-Identifier: GPL-3.0-or-later
// One handler per route of the API, each a few lines over the store, the validator and the record writer.
// It stays one file so that the whole API the sandbox serves can be read in one place, route after route.
#include "sandboxapi.h"

#include "sandboxjsonwriter.h"
#include "sandboxlistwriter.h"
#include "sandboxrouter.h"
#include "sandboxvalidator.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QUrl>

#include <utility>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Sandbox {

namespace {

Q_LOGGING_CATEGORY(lcApi, "forwarddesk.sandbox.api")

constexpr auto notFound = "Not Found";
constexpr auto methodNotAllowed = "Method Not Allowed";
constexpr auto notAuthenticated = "Not authenticated";
constexpr auto invalidToken = "Invalid token";
constexpr auto planRequired = "API access requires the Creator, Pro or Business plan";
constexpr auto domainNotFound = "Domain not found";
constexpr auto aliasNotFound = "Alias not found";
constexpr auto apiKeyNotFound = "API key not found";
constexpr auto domainExists = "Domain already exists";
constexpr auto domainLimitReached = "Domain limit reached";
constexpr auto domainAlreadyVerified = "Domain already verified";
constexpr auto internalError = "Internal Server Error";

constexpr int statusOk = 200;
constexpr int statusNotFound = 404;
constexpr int statusMethodNotAllowed = 405;
constexpr int statusForbidden = 403;
constexpr int statusUnauthorized = 401;
constexpr int statusConflict = 409;
constexpr int statusServerError = 500;

constexpr int maxKeyNameLength = 100;
constexpr auto defaultKeyName = "API key";
constexpr auto catchAllLocalpart = "*";

// Domain names that decide how verification goes (docs/sandbox.md, "Verification").
constexpr auto instantPrefix = "instant";
constexpr auto neverPrefix = "never";

// JSON:API clients send {"data": {"type": …, "attributes": {…}}}; the fields are the attributes.
QJsonObject unwrapped(const QJsonObject &body)
{
    const QJsonValue data = body.value(u"data"_s);
    if (data.isObject() && data.toObject().value(u"attributes"_s).isObject()) {
        return data.toObject().value(u"attributes"_s).toObject();
    }
    return body;
}

/// A response whose body is already serialised JSON.
SandboxResponse jsonText(int status, const QByteArray &json)
{
    SandboxResponse response;
    response.status = status;
    response.body = json;
    return response;
}

/// Writes a JSON array of up to @p count records: @p writeRecords writes them, calling the function it is given
/// after each. Once the first is written, room is made for the others at its size, so that a list of 100,000
/// records is not moved again and again as it grows.
template <typename WriteRecords>
void writeArray(SandboxJsonWriter &writer, qint64 count, const WriteRecords &writeRecords)
{
    writer.beginArray();
    const qsizetype start = writer.size();
    bool first = true;
    writeRecords([&] {
        writer.pieceDone();
        if (std::exchange(first, false) && count > 1) {
            writer.reserveMore((writer.size() - start) * (count - 1) / 8 * 9); // records vary; an eighth more
        }
    });
    writer.endArray();
}

/// Writes rows [offset, offset + count) of a list as a JSON array, as @p forEach reads them from the store
/// for @p owner, each with @p write (row, unreadable): those whose place in the whole list is below
/// @p unreadableUntil are written unreadable.
template <typename Row, typename Write>
void writeRows(SandboxJsonWriter &writer, const SandboxStore &store,
               void (SandboxStore::*forEach)(qint64, qint64, qint64, const SandboxStore::RowVisitor<Row> &) const,
               qint64 owner, qint64 offset, qint64 count, qint64 unreadableUntil, Write write)
{
    writeArray(writer, count, [&](const auto &written) {
        qint64 index = offset;
        (store.*forEach)(owner, offset, count, [&](const Row &row) {
            write(row, index++ < unreadableUntil);
            written();
        });
    });
}

using RecordsFunction = void (SandboxStore::*)(qint64, qint64, qint64, const SandboxStore::RecordVisitor &) const;

/// As writeRows(), for a list whose records the store keeps (SandboxStore::RecordMaker): they are copied as they
/// are kept, by @p forEachRecord. A page with records to write unreadable is written by writeRows().
template <typename Row, typename Write>
void writeKeptRows(SandboxJsonWriter &writer, const SandboxStore &store, RecordsFunction forEachRecord,
                   void (SandboxStore::*forEach)(qint64, qint64, qint64, const SandboxStore::RowVisitor<Row> &) const,
                   qint64 owner, qint64 offset, qint64 count, qint64 unreadableUntil, Write write)
{
    if (offset < unreadableUntil) {
        writeRows(writer, store, forEach, owner, offset, count, unreadableUntil, write);
        return;
    }
    writeArray(writer, count, [&](const auto &written) {
        (store.*forEachRecord)(owner, offset, count, [&](QByteArrayView record) {
            writer.rawValue(record);
            written();
        });
    });
}

} // namespace

SandboxApi::SandboxApi(SandboxStore *store, const SandboxOptions *options)
    : m_store(store)
    , m_options(options)
    , m_records(options)
    , m_lists(options)
{
    m_store->setRecordMaker(&m_records);
}

SandboxApi::~SandboxApi()
{
    m_store->setRecordMaker(nullptr);
}

SandboxResponse SandboxApi::handle(const SandboxRequest &request)
{
    SandboxResponse response = dispatch(request);
    // JSON:API names its own media type for every JSON document it sends (problem details keep theirs).
    if (m_options->style == SandboxOptions::Style::JsonApi && response.contentType == "application/json") {
        response.contentType = "application/vnd.api+json";
    }
    return response;
}

SandboxResponse SandboxApi::dispatch(const SandboxRequest &request)
{
    const SandboxRouter::Match match = SandboxRouter::match(request.method, request.path, m_options->prefix);
    Call call;
    call.request = &request;
    call.params = match.params;
    const std::optional<SandboxRouter::Endpoint> endpoint = match.endpoint;
    const QStringList &allowed = match.allowed;
    // Routing comes before authentication, as in FastAPI: an unknown path is 404 even without a key.
    if (allowed.isEmpty()) {
        return error(statusNotFound, QString::fromLatin1(notFound));
    }
    if (!endpoint) {
        SandboxResponse response = error(statusMethodNotAllowed, QString::fromLatin1(methodNotAllowed));
        response.headers.append(qMakePair(QByteArray("Allow"), allowed.join(u", "_s).toLatin1()));
        return response;
    }

    const QByteArray authorization = request.header("Authorization").trimmed();
    const qsizetype space = authorization.indexOf(' ');
    const QByteArray scheme = space < 0 ? authorization : authorization.left(space);
    const QByteArray credentials = space < 0 ? QByteArray() : authorization.mid(space + 1).trimmed();
    if (scheme.compare("Bearer", Qt::CaseInsensitive) != 0 || credentials.isEmpty()) {
        return authenticationError(QString::fromLatin1(notAuthenticated));
    }
    const std::optional<SandboxStore::Account> account = m_store->authenticate(QString::fromUtf8(credentials));
    if (!account) {
        return authenticationError(QString::fromLatin1(invalidToken));
    }
    if (account->plan == Plan::Free) {
        return error(statusForbidden, QString::fromLatin1(planRequired));
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
    return error(statusNotFound, QString::fromLatin1(notFound));
}

SandboxResponse SandboxApi::authenticationError(const QString &detail) const
{
    SandboxResponse response = error(m_options->authStatus, detail);
    if (m_options->authStatus == statusUnauthorized) {
        response.headers.append(qMakePair(QByteArray("WWW-Authenticate"), QByteArray("Bearer")));
    }
    return response;
}

SandboxResponse SandboxApi::list(const Call &call, const QString &name, qint64 total,
                                 const SandboxListWriter::RowsFunction &rows) const
{
    return m_lists.answer(*call.request, name, total, rows);
}

SandboxResponse SandboxApi::error(int status, const QString &detail) const
{
    return SandboxResponse::error(status, detail, m_options->errors == SandboxOptions::Errors::Problem);
}

SandboxResponse SandboxApi::validationError(const QJsonArray &errors) const
{
    return SandboxValidator::answer(errors, m_options->errors == SandboxOptions::Errors::Problem);
}

std::optional<QJsonObject> SandboxApi::parseBody(const QByteArray &body, bool optional, SandboxResponse *error) const
{
    QJsonArray errors;
    const std::optional<QJsonObject> object = SandboxValidator::parseBody(body, optional, &errors);
    if (!object) {
        *error = validationError(errors);
        return std::nullopt;
    }
    return m_options->style == SandboxOptions::Style::JsonApi ? unwrapped(*object) : *object;
}

SandboxApi::RequestField SandboxApi::field(const QJsonObject &body, QLatin1String specName,
                                           QLatin1String variantName) const
{
    const QString spec = QString(specName);
    if (body.contains(spec)) {
        return {spec, body.value(spec)};
    }
    const QString variant = QString(variantName);
    return {variant, body.value(variant)};
}

SandboxResponse SandboxApi::created(const QByteArray &json) const
{
    return jsonText(m_options->createStatus, json);
}

SandboxResponse SandboxApi::deleted(SandboxRecordWriter::Resource resource, qint64 id, const QString &uuid) const
{
    if (m_options->deleteStatus == statusOk) {
        return jsonText(statusOk, m_records.deletedJson(resource, id, uuid));
    }
    return SandboxResponse::empty(m_options->deleteStatus);
}

bool SandboxApi::byUuid() const
{
    return m_options->ids == SandboxOptions::Ids::Uuid;
}

std::optional<SandboxStore::Domain> SandboxApi::domainOf(const Call &call, SandboxResponse *notFound) const
{
    std::optional<SandboxStore::Domain> domain = m_store->findDomain(call.account.id, call.params[0], byUuid());
    if (!domain) {
        *notFound = error(statusNotFound, QString::fromLatin1(domainNotFound));
    }
    return domain;
}

std::optional<SandboxStore::Alias> SandboxApi::aliasOf(const Call &call, const SandboxStore::Domain &domain,
                                                       SandboxResponse *notFound) const
{
    std::optional<SandboxStore::Alias> alias = m_store->findAlias(domain.id, call.params[1], byUuid());
    if (!alias) {
        *notFound = error(statusNotFound, QString::fromLatin1(aliasNotFound));
    }
    return alias;
}

SandboxResponse SandboxApi::listDomains(const Call &call)
{
    const qint64 accountId = call.account.id;
    return list(call, u"domains"_s, m_store->domainCount(accountId),
                [this, accountId](SandboxJsonWriter &writer, qint64 offset, qint64 count, qint64 unreadableUntil) {
                    writeRows(writer, *m_store, &SandboxStore::forEachDomain, accountId, offset, count, unreadableUntil,
                              [this, &writer](const SandboxStore::Domain &domain, bool unreadable) {
                                  m_records.writeDomain(writer, domain, unreadable);
                              });
                });
}

SandboxResponse SandboxApi::createDomain(const Call &call)
{
    SandboxResponse refusal;
    const std::optional<QJsonObject> body = parseBody(call.request->body, false, &refusal);
    if (!body) {
        return refusal;
    }
    QJsonArray errors;
    const RequestField domainField = field(*body, "domain"_L1, m_records.names().domainName);
    const QString &name = domainField.name;
    const QJsonValue &value = domainField.value;
    std::optional<QString> ascii;
    if (value.isUndefined()) {
        SandboxValidator::addMissing(&errors, name);
    } else if (!value.isString()) {
        SandboxValidator::addStringType(&errors, SandboxValidator::bodyLoc(name));
    } else {
        ascii = SandboxValidator::asciiDomain(value.toString());
        if (!ascii) {
            SandboxValidator::addValueError(&errors, SandboxValidator::bodyLoc(name), u"not a valid domain name"_s);
        }
    }
    if (!errors.isEmpty()) {
        return validationError(errors);
    }

    const qint64 accountId = call.account.id;
    if (m_store->hasDomainNamed(accountId, *ascii)) {
        return error(statusConflict, QString::fromLatin1(domainExists));
    }
    if (m_store->domainCount(accountId) >= domainLimit(call.account.plan)) {
        return error(m_options->limitStatus, QString::fromLatin1(domainLimitReached));
    }
    const std::optional<SandboxStore::Domain> domain = m_store->createDomain(accountId, *ascii, m_options->verifyAfter);
    if (!domain) {
        return error(statusServerError, QString::fromLatin1(internalError));
    }
    qCDebug(lcApi) << "Created domain" << domain->name << "for" << call.account.name;
    return created(m_records.domainJson(*domain));
}

SandboxResponse SandboxApi::deleteDomain(const Call &call)
{
    SandboxResponse notFound;
    const std::optional<SandboxStore::Domain> domain = domainOf(call, &notFound);
    if (!domain) {
        return notFound;
    }
    if (!m_store->deleteDomain(domain->id)) {
        return error(statusServerError, QString::fromLatin1(internalError));
    }
    return deleted(SandboxRecordWriter::Resource::Domain, domain->id, domain->uuid);
}

SandboxResponse SandboxApi::verifyDomain(const Call &call)
{
    SandboxResponse notFound;
    std::optional<SandboxStore::Domain> domain = domainOf(call, &notFound);
    if (!domain) {
        return notFound;
    }
    if (domain->status == u"active") {
        return error(statusConflict, QString::fromLatin1(domainAlreadyVerified));
    }

    const qint64 now = QDateTime::currentSecsSinceEpoch() * 1000;
    const QString firstLabel = domain->name.section(u'.', 0, 0);
    ++domain->checks;
    domain->lastChecked = now;
    // Deterministic on purpose: tests and the demo need to know when a domain will turn active.
    const bool published = firstLabel.startsWith(QLatin1String(instantPrefix))
        || (!firstLabel.startsWith(QLatin1String(neverPrefix)) && domain->checks >= domain->verifyAfter);
    if (published) {
        domain->status = u"active"_s;
        domain->verified = now;
    } else {
        domain->status = u"failing"_s;
    }
    if (!m_store->updateDomainCheck(*domain)) {
        return error(statusServerError, QString::fromLatin1(internalError));
    }
    return jsonText(statusOk, m_records.domainJson(*domain));
}

SandboxResponse SandboxApi::listAliases(const Call &call)
{
    SandboxResponse notFound;
    const std::optional<SandboxStore::Domain> domain = domainOf(call, &notFound);
    if (!domain) {
        return notFound;
    }
    const qint64 domainId = domain->id;
    return list(call, u"aliases"_s, domain->aliasCount,
                [this, domainId](SandboxJsonWriter &writer, qint64 offset, qint64 count, qint64 unreadableUntil) {
                    writeKeptRows(writer, *m_store, &SandboxStore::forEachAliasRecord, &SandboxStore::forEachAlias,
                                  domainId, offset, count, unreadableUntil,
                                  [this, &writer](const SandboxStore::Alias &alias, bool unreadable) {
                                      m_records.writeAlias(writer, alias, unreadable);
                                  });
                });
}

SandboxResponse SandboxApi::createAlias(const Call &call)
{
    SandboxResponse notFound;
    const std::optional<SandboxStore::Domain> domain = domainOf(call, &notFound);
    if (!domain) {
        return notFound;
    }
    SandboxResponse refusal;
    const std::optional<QJsonObject> body = parseBody(call.request->body, false, &refusal);
    if (!body) {
        return refusal;
    }

    QJsonArray errors;
    const SandboxRecordWriter::FieldNames &names = m_records.names();
    // Services with comma-separated destinations take them that way too.
    const bool csv = m_options->fields == SandboxOptions::Fields::SynonymsCsv;
    SandboxStore::Alias draft;
    draft.domainId = domain->id;

    const QJsonValue catchAll = body->value(u"is_catch_all"_s);
    if (!catchAll.isUndefined() && !catchAll.isBool()) {
        SandboxValidator::addBoolType(&errors, u"is_catch_all"_s);
    }
    draft.catchAll = catchAll.toBool(false);

    const RequestField localpartField = field(*body, "localpart"_L1, names.aliasLocalpart);
    const QJsonValue &localpart = localpartField.value;
    if (draft.catchAll) {
        // A catch-all has no local part of its own: whatever string (or null) came along is not used.
        if (!localpart.isUndefined() && !localpart.isString() && !localpart.isNull()) {
            SandboxValidator::addStringType(&errors, SandboxValidator::bodyLoc(localpartField.name));
        }
        draft.localpart = QString::fromLatin1(catchAllLocalpart);
    } else if (localpart.isUndefined()) {
        SandboxValidator::addMissing(&errors, localpartField.name);
    } else if (!localpart.isString()) {
        SandboxValidator::addStringType(&errors, SandboxValidator::bodyLoc(localpartField.name));
    } else {
        draft.localpart = localpart.toString().toLower();
        SandboxValidator::validateLocalpart(draft.localpart, &errors, localpartField.name);
    }

    const RequestField enabledField = field(*body, "enabled"_L1, names.aliasEnabled);
    const QJsonValue &enabled = enabledField.value;
    if (!enabled.isUndefined() && !enabled.isBool()) {
        SandboxValidator::addBoolType(&errors, enabledField.name);
    }
    draft.enabled = enabled.toBool(true);

    const RequestField destinationsField = field(*body, "destinations"_L1, names.aliasDestinations);
    const QJsonValue &destinations = destinationsField.value;
    if (destinations.isUndefined()) {
        SandboxValidator::addMissing(&errors, destinationsField.name);
    } else {
        draft.destinations = SandboxValidator::validateDestinations(destinations, &errors, destinationsField.name, csv);
    }

    // Rules that need the stored aliases, checked once the body itself is right.
    if (errors.isEmpty()) {
        if (draft.catchAll && m_store->hasLocalpart(domain->id, draft.localpart, 0)) {
            SandboxValidator::addValueError(&errors, SandboxValidator::bodyLoc(u"is_catch_all"_s),
                                            u"the domain already has a catch-all alias"_s);
        } else if (!draft.catchAll && m_store->hasLocalpart(domain->id, draft.localpart, 0)) {
            SandboxValidator::addValueError(&errors, SandboxValidator::bodyLoc(localpartField.name),
                                            u"an alias with this local part already exists"_s);
        }
    }
    if (!errors.isEmpty()) {
        return validationError(errors);
    }

    const std::optional<SandboxStore::Alias> alias = m_store->createAlias(draft);
    if (!alias) {
        return error(statusServerError, QString::fromLatin1(internalError));
    }
    return created(m_records.aliasJson(*alias));
}

SandboxResponse SandboxApi::updateAlias(const Call &call)
{
    SandboxResponse notFound;
    const std::optional<SandboxStore::Domain> domain = domainOf(call, &notFound);
    if (!domain) {
        return notFound;
    }
    std::optional<SandboxStore::Alias> alias = aliasOf(call, *domain, &notFound);
    if (!alias) {
        return notFound;
    }
    SandboxResponse refusal;
    const std::optional<QJsonObject> body = parseBody(call.request->body, false, &refusal);
    if (!body) {
        return refusal;
    }

    QJsonArray errors;
    const SandboxRecordWriter::FieldNames &names = m_records.names();
    // Services with comma-separated destinations take them that way too.
    const bool csv = m_options->fields == SandboxOptions::Fields::SynonymsCsv;
    const bool full = m_options->patch == SandboxOptions::Patch::Full;
    // is_catch_all is not part of the update payload; like FastAPI, unknown fields are ignored.
    const RequestField localpartField = field(*body, "localpart"_L1, names.aliasLocalpart);
    const QJsonValue &localpart = localpartField.value;
    if (localpart.isUndefined()) {
        if (full) {
            SandboxValidator::addMissing(&errors, localpartField.name);
        }
    } else if (alias->catchAll) {
        // Clients send back what they got ("*"), or nothing useful; a catch-all keeps "*".
        if (!localpart.isString() && !localpart.isNull()) {
            SandboxValidator::addStringType(&errors, SandboxValidator::bodyLoc(localpartField.name));
        }
    } else if (!localpart.isString()) {
        SandboxValidator::addStringType(&errors, SandboxValidator::bodyLoc(localpartField.name));
    } else {
        alias->localpart = localpart.toString().toLower();
        SandboxValidator::validateLocalpart(alias->localpart, &errors, localpartField.name);
    }

    const RequestField enabledField = field(*body, "enabled"_L1, names.aliasEnabled);
    const QJsonValue &enabled = enabledField.value;
    if (enabled.isUndefined()) {
        if (full) {
            SandboxValidator::addMissing(&errors, enabledField.name);
        }
    } else if (!enabled.isBool()) {
        SandboxValidator::addBoolType(&errors, enabledField.name);
    } else {
        alias->enabled = enabled.toBool();
    }

    const RequestField destinationsField = field(*body, "destinations"_L1, names.aliasDestinations);
    const QJsonValue &destinations = destinationsField.value;
    if (destinations.isUndefined()) {
        if (full) {
            SandboxValidator::addMissing(&errors, destinationsField.name);
        }
    } else {
        const QStringList valid =
            SandboxValidator::validateDestinations(destinations, &errors, destinationsField.name, csv);
        if (!valid.isEmpty()) {
            alias->destinations = valid;
        }
    }

    if (errors.isEmpty() && !alias->catchAll && m_store->hasLocalpart(domain->id, alias->localpart, alias->id)) {
        SandboxValidator::addValueError(&errors, SandboxValidator::bodyLoc(localpartField.name),
                                        u"an alias with this local part already exists"_s);
    }
    if (!errors.isEmpty()) {
        return validationError(errors);
    }
    const std::optional<SandboxStore::Alias> updated = m_store->updateAlias(*alias);
    if (!updated) {
        return error(statusServerError, QString::fromLatin1(internalError));
    }
    return jsonText(statusOk, m_records.aliasJson(*updated));
}

SandboxResponse SandboxApi::deleteAlias(const Call &call)
{
    SandboxResponse notFound;
    const std::optional<SandboxStore::Domain> domain = domainOf(call, &notFound);
    if (!domain) {
        return notFound;
    }
    const std::optional<SandboxStore::Alias> alias = aliasOf(call, *domain, &notFound);
    if (!alias) {
        return notFound;
    }
    if (!m_store->deleteAlias(alias->id)) {
        return error(statusServerError, QString::fromLatin1(internalError));
    }
    return deleted(SandboxRecordWriter::Resource::Alias, alias->id, alias->uuid);
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
    return list(call, u"logs"_s, total,
                [this, accountId](SandboxJsonWriter &writer, qint64 offset, qint64 count, qint64 unreadableUntil) {
                    writeKeptRows(writer, *m_store, &SandboxStore::forEachLogEntryRecord,
                                  &SandboxStore::forEachLogEntry, accountId, offset, count, unreadableUntil,
                                  [this, &writer](const SandboxStore::LogEntry &entry, bool unreadable) {
                                      m_records.writeLogEntry(writer, entry, unreadable);
                                  });
                });
}

SandboxResponse SandboxApi::listApiKeys(const Call &call)
{
    const qint64 accountId = call.account.id;
    return list(call, u"api_keys"_s, m_store->apiKeyCount(accountId),
                [this, accountId](SandboxJsonWriter &writer, qint64 offset, qint64 count, qint64 unreadableUntil) {
                    writeRows(writer, *m_store, &SandboxStore::forEachApiKey, accountId, offset, count, unreadableUntil,
                              [this, &writer](const SandboxStore::ApiKey &key, bool unreadable) {
                                  m_records.writeApiKey(writer, key, {}, unreadable);
                              });
                });
}

SandboxResponse SandboxApi::createApiKey(const Call &call)
{
    SandboxResponse refusal;
    const std::optional<QJsonObject> body = parseBody(call.request->body, true, &refusal);
    if (!body) {
        return refusal;
    }
    QString name = QString::fromLatin1(defaultKeyName);
    const RequestField nameField = field(*body, "name"_L1, m_records.names().keyName);
    const QJsonValue &nameValue = nameField.value;
    if (!nameValue.isUndefined() && !nameValue.isNull()) {
        QJsonArray errors;
        if (!nameValue.isString()) {
            SandboxValidator::addStringType(&errors, SandboxValidator::bodyLoc(nameField.name));
        } else if (nameValue.toString().size() > maxKeyNameLength) {
            SandboxValidator::addError(&errors, SandboxValidator::bodyLoc(nameField.name),
                                       u"String should have at most %1 characters"_s.arg(maxKeyNameLength),
                                       u"string_too_long"_s, QJsonObject{{u"max_length"_s, maxKeyNameLength}});
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
        return error(statusServerError, QString::fromLatin1(internalError));
    }
    return created(m_records.apiKeyJson(*key, value));
}

SandboxResponse SandboxApi::deleteApiKey(const Call &call)
{
    const std::optional<SandboxStore::ApiKey> key = m_store->findApiKey(call.account.id, call.params[0], byUuid());
    if (!key) {
        return error(statusNotFound, QString::fromLatin1(apiKeyNotFound));
    }
    if (!m_store->deleteApiKey(key->id)) {
        return error(statusServerError, QString::fromLatin1(internalError));
    }
    return deleted(SandboxRecordWriter::Resource::ApiKey, key->id, key->uuid);
}

} // namespace ForwardDesk::Sandbox
