// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandboxapi.h"

#include "sandboxjsonwriter.h"

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

constexpr auto ApiPrefix = "/api";
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

constexpr int MaxLocalpartLength = 64;
constexpr int MaxLabelLength = 63;
constexpr int MaxDomainLength = 253;
constexpr int MaxAddressLength = 254;
constexpr int MinDestinations = 1;
constexpr int MaxDestinations = 10;
constexpr int MaxKeyNameLength = 100;
constexpr auto DefaultKeyName = "API key";
constexpr auto CatchAllLocalpart = "*";

// The records a customer publishes; "found" shows what the last check saw.
constexpr auto Mx1Value = "10 mx1.sandbox.forwarddesk.test";
constexpr auto Mx2Value = "20 mx2.sandbox.forwarddesk.test";
constexpr auto SpfValue = "v=spf1 include:spf.sandbox.forwarddesk.test ~all";
constexpr auto OldSpfValue = "v=spf1 include:_spf.previous-host.example ~all";
constexpr auto VerificationHost = "_forwarddesk";
constexpr auto VerificationPrefix = "forwarddesk-verification=";
constexpr auto InstantPrefix = "instant";
constexpr auto NeverPrefix = "never";

// --time iso-offset shows every time in this zone (the contract's example: +02:00).
constexpr qint64 IsoOffsetSeconds = 2 * 3600;
constexpr QLatin1String IsoOffsetSuffix("+02:00");

enum class Endpoint {
    ListDomains,
    CreateDomain,
    DeleteDomain,
    VerifyDomain,
    ListAliases,
    CreateAlias,
    UpdateAlias,
    DeleteAlias,
    ListLogs,
    ListApiKeys,
    CreateApiKey,
    DeleteApiKey,
};

struct Route
{
    const char *method;
    const char *pattern; ///< path below the prefix; "*" is a path parameter
    Endpoint endpoint;
};

constexpr std::array Routes = {
    Route{"GET", "domains", Endpoint::ListDomains},
    Route{"POST", "domains", Endpoint::CreateDomain},
    Route{"DELETE", "domains/*", Endpoint::DeleteDomain},
    Route{"POST", "domains/*/verify", Endpoint::VerifyDomain},
    Route{"GET", "domains/*/aliases", Endpoint::ListAliases},
    Route{"POST", "domains/*/aliases", Endpoint::CreateAlias},
    Route{"PATCH", "domains/*/aliases/*", Endpoint::UpdateAlias},
    Route{"DELETE", "domains/*/aliases/*", Endpoint::DeleteAlias},
    Route{"GET", "logs", Endpoint::ListLogs},
    Route{"GET", "api-keys", Endpoint::ListApiKeys},
    Route{"POST", "api-keys", Endpoint::CreateApiKey},
    Route{"DELETE", "api-keys/*", Endpoint::DeleteApiKey},
};

bool matchRoute(const char *pattern, const QStringList &segments, QStringList *params)
{
    const QStringList parts = QString::fromLatin1(pattern).split(u'/');
    if (parts.size() != segments.size()) {
        return false;
    }
    QStringList found;
    for (qsizetype i = 0; i < parts.size(); ++i) {
        if (parts[i] == u"*") {
            found.append(segments[i]);
        } else if (parts[i] != segments[i]) {
            return false;
        }
    }
    *params = found;
    return true;
}

/// The path below the prefix the options choose, split into segments; nothing if it is not served.
std::optional<QStringList> resourceSegments(const QString &path, SandboxOptions::Prefix prefix)
{
    const QString api = QString::fromLatin1(ApiPrefix);
    const bool underApi = path.startsWith(api + u'/');
    QString rest = path;
    switch (prefix) {
    case SandboxOptions::Prefix::None:
        break;
    case SandboxOptions::Prefix::Api:
        if (!underApi) {
            return std::nullopt;
        }
        rest = path.mid(api.size());
        break;
    case SandboxOptions::Prefix::Both:
        if (underApi) {
            rest = path.mid(api.size());
        }
        break;
    }
    if (!rest.startsWith(u'/')) {
        return std::nullopt;
    }
    const QStringList segments = rest.mid(1).split(u'/');
    for (const QString &segment : segments) {
        if (segment.isEmpty()) {
            return std::nullopt;
        }
    }
    return segments;
}

// FastAPI's validation errors: {"detail": [{"loc": [...], "msg": "...", "type": "..."}]}.
void addError(QJsonArray *errors, const QJsonArray &loc, const QString &msg, const QString &type,
              const QJsonObject &context = {})
{
    QJsonObject error{{u"loc"_s, loc}, {u"msg"_s, msg}, {u"type"_s, type}};
    if (!context.isEmpty()) {
        error.insert(u"ctx"_s, context);
    }
    errors->append(error);
}

SandboxResponse validationError(const QJsonArray &errors)
{
    return SandboxResponse::json(StatusUnprocessable, QJsonObject{{u"detail"_s, errors}});
}

QJsonArray bodyLoc(const QString &field)
{
    return QJsonArray{u"body"_s, field};
}

void addMissing(QJsonArray *errors, const QString &field)
{
    addError(errors, bodyLoc(field), u"Field required"_s, u"missing"_s);
}

void addStringType(QJsonArray *errors, const QJsonArray &loc)
{
    addError(errors, loc, u"Input should be a valid string"_s, u"string_type"_s);
}

void addBoolType(QJsonArray *errors, const QString &field)
{
    addError(errors, bodyLoc(field), u"Input should be a valid boolean"_s, u"bool_type"_s);
}

void addValueError(QJsonArray *errors, const QJsonArray &loc, const QString &reason)
{
    addError(errors, loc, u"Value error, "_s + reason, u"value_error"_s);
}

/// Reads a JSON object body. An empty body is an empty object when @p optional (POST /api-keys).
std::optional<QJsonObject> parseBody(const QByteArray &body, bool optional, SandboxResponse *error)
{
    QJsonArray errors;
    if (body.trimmed().isEmpty()) {
        if (optional) {
            return QJsonObject();
        }
        addError(&errors, QJsonArray{u"body"_s}, u"Field required"_s, u"missing"_s);
        *error = validationError(errors);
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(body, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        addError(&errors, QJsonArray{u"body"_s, parseError.offset}, u"JSON decode error"_s, u"json_invalid"_s,
                 QJsonObject{{u"error"_s, parseError.errorString()}});
        *error = validationError(errors);
        return std::nullopt;
    }
    if (!document.isObject()) {
        addError(&errors, QJsonArray{u"body"_s},
                 u"Input should be a valid dictionary or object to extract fields from"_s, u"model_attributes_type"_s);
        *error = validationError(errors);
        return std::nullopt;
    }
    return document.object();
}

/// The ASCII (IDNA) form of a domain name, or nothing when it is not a valid one.
std::optional<QString> asciiDomain(const QString &name)
{
    if (name.isEmpty() || name.size() > MaxDomainLength * 4) {
        return std::nullopt;
    }
    for (const QChar c : name) {
        if (c.isSpace()) {
            return std::nullopt;
        }
    }
    const QString ace = QString::fromLatin1(QUrl::toAce(name)).toLower();
    if (ace.isEmpty() || ace.size() > MaxDomainLength) {
        return std::nullopt;
    }
    const QStringList labels = ace.split(u'.');
    if (labels.size() < 2) {
        return std::nullopt;
    }
    for (const QString &label : labels) {
        if (label.isEmpty() || label.size() > MaxLabelLength || label.startsWith(u'-') || label.endsWith(u'-')) {
            return std::nullopt;
        }
        for (const QChar c : label) {
            const char16_t u = c.unicode();
            if (!((u >= u'a' && u <= u'z') || (u >= u'0' && u <= u'9') || u == u'-')) {
                return std::nullopt;
            }
        }
    }
    return ace;
}

bool isAtext(char16_t c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9')
        || QStringView(u"!#$%&'*+/=?^_`{|}~-").contains(QChar(c));
}

/// Why @p address is not a valid e-mail address, or an empty string when it is one.
QString addressProblem(const QString &address)
{
    const qsizetype at = address.lastIndexOf(u'@');
    if (at < 0 || address.count(u'@') != 1) {
        return u"An email address must have exactly one @-sign."_s;
    }
    const QString local = address.left(at);
    const QString domain = address.mid(at + 1);
    if (local.isEmpty()) {
        return u"There must be something before the @-sign."_s;
    }
    if (local.size() > MaxLocalpartLength) {
        return u"The email address is too long before the @-sign."_s;
    }
    if (local.startsWith(u'.') || local.endsWith(u'.') || local.contains(u".."_s)) {
        return u"The email address contains a period in a wrong place."_s;
    }
    for (const QChar c : local) {
        if (c != u'.' && !isAtext(c.unicode())) {
            return u"The email address contains invalid characters before the @-sign."_s;
        }
    }
    const std::optional<QString> ascii = asciiDomain(domain);
    if (!ascii) {
        return u"The part after the @-sign is not a valid domain name."_s;
    }
    if (local.size() + 1 + ascii->size() > MaxAddressLength) {
        return u"The email address is too long."_s;
    }
    return {};
}

/// Checks a local part (already lower-cased); adds its errors under loc ["body", "localpart"].
void validateLocalpart(const QString &localpart, QJsonArray *errors)
{
    const QJsonArray loc = bodyLoc(u"localpart"_s);
    if (localpart.isEmpty()) {
        addError(errors, loc, u"String should have at least 1 character"_s, u"string_too_short"_s,
                 QJsonObject{{u"min_length"_s, 1}});
        return;
    }
    if (localpart.size() > MaxLocalpartLength) {
        addError(errors, loc, u"String should have at most %1 characters"_s.arg(MaxLocalpartLength),
                 u"string_too_long"_s, QJsonObject{{u"max_length"_s, MaxLocalpartLength}});
        return;
    }
    for (const QChar c : localpart) {
        const char16_t u = c.unicode();
        if (!((u >= u'a' && u <= u'z') || (u >= u'0' && u <= u'9') || u == u'.' || u == u'_' || u == u'+'
              || u == u'-')) {
            addValueError(errors, loc, u"local part may only contain a-z, 0-9 and . _ + -"_s);
            return;
        }
    }
    if (localpart.startsWith(u'.') || localpart.endsWith(u'.')) {
        addValueError(errors, loc, u"local part must not start or end with a dot"_s);
    } else if (localpart.contains(u".."_s)) {
        addValueError(errors, loc, u"local part must not contain two dots in a row"_s);
    }
}

/// Checks "destinations"; adds errors and returns the addresses when they are all valid.
QStringList validateDestinations(const QJsonValue &value, QJsonArray *errors)
{
    const QString field = u"destinations"_s;
    if (!value.isArray()) {
        addError(errors, bodyLoc(field), u"Input should be a valid list"_s, u"list_type"_s);
        return {};
    }
    const QJsonArray array = value.toArray();
    if (array.size() < MinDestinations) {
        addError(errors, bodyLoc(field),
                 u"List should have at least %1 item after validation, not %2"_s.arg(MinDestinations).arg(array.size()),
                 u"too_short"_s, QJsonObject{{u"field_type"_s, u"List"_s}, {u"min_length"_s, MinDestinations}});
        return {};
    }
    if (array.size() > MaxDestinations) {
        addError(errors, bodyLoc(field),
                 u"List should have at most %1 items after validation, not %2"_s.arg(MaxDestinations).arg(array.size()),
                 u"too_long"_s, QJsonObject{{u"field_type"_s, u"List"_s}, {u"max_length"_s, MaxDestinations}});
        return {};
    }
    QStringList destinations;
    QSet<QString> seen;
    const qsizetype errorsBefore = errors->size();
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QJsonArray loc{u"body"_s, field, i};
        if (!array[i].isString()) {
            addStringType(errors, loc);
            continue;
        }
        const QString address = array[i].toString();
        const QString problem = addressProblem(address);
        if (!problem.isEmpty()) {
            addError(errors, loc, u"value is not a valid email address: "_s + problem, u"value_error"_s);
            continue;
        }
        const QString key = address.toLower();
        if (seen.contains(key)) {
            addValueError(errors, loc, u"duplicate destination %1"_s.arg(address));
            continue;
        }
        seen.insert(key);
        destinations.append(address);
    }
    return errors->size() == errorsBefore ? destinations : QStringList();
}

/// "2026-11-21T05:01:22" into @p text (19 characters).
void writeIsoText(qint64 milliseconds, std::array<char, 19> &text)
{
    using namespace std::chrono;
    const sys_seconds instant{floor<seconds>(std::chrono::milliseconds(milliseconds))};
    const sys_days day = floor<days>(instant);
    const year_month_day date{day};
    const hh_mm_ss clock{instant - day};
    // Hand-made: a list of 50,000 aliases formats 100,000 times, and QDateTime is the slow part then.
    const auto put = [&text](int position, unsigned value, int digits) {
        for (int i = digits - 1; i >= 0; --i) {
            text[position + i] = static_cast<char>('0' + value % 10);
            value /= 10;
        }
    };
    put(0, static_cast<unsigned>(static_cast<int>(date.year())), 4);
    text[4] = '-';
    put(5, static_cast<unsigned>(date.month()), 2);
    text[7] = '-';
    put(8, static_cast<unsigned>(date.day()), 2);
    text[10] = 'T';
    put(11, static_cast<unsigned>(clock.hours().count()), 2);
    text[13] = ':';
    put(14, static_cast<unsigned>(clock.minutes().count()), 2);
    text[16] = ':';
    put(17, static_cast<unsigned>(clock.seconds().count()), 2);
}

/// Parses a positive integer query parameter; adds FastAPI's error for a bad one.
std::optional<qint64> queryInteger(const QString &text, const QString &name, qint64 minimum, qint64 maximum,
                                   QJsonArray *errors)
{
    const QJsonArray loc{u"query"_s, name};
    bool ok = false;
    const qint64 value = text.trimmed().toLongLong(&ok);
    if (!ok) {
        addError(errors, loc, u"Input should be a valid integer, unable to parse string as an integer"_s,
                 u"int_parsing"_s);
        return std::nullopt;
    }
    if (value < minimum) {
        addError(errors, loc, u"Input should be greater than or equal to %1"_s.arg(minimum), u"greater_than_equal"_s,
                 QJsonObject{{u"ge"_s, minimum}});
        return std::nullopt;
    }
    if (maximum > 0 && value > maximum) {
        addError(errors, loc, u"Input should be less than or equal to %1"_s.arg(maximum), u"less_than_equal"_s,
                 QJsonObject{{u"le"_s, maximum}});
        return std::nullopt;
    }
    return value;
}

/// A response whose body is already serialised JSON.
SandboxResponse jsonText(int status, const QByteArray &json)
{
    SandboxResponse response;
    response.status = status;
    response.body = json;
    return response;
}

QString keyFieldName(SandboxOptions::KeyField field)
{
    switch (field) {
    case SandboxOptions::KeyField::Key:
        break;
    case SandboxOptions::KeyField::ApiKey:
        return u"api_key"_s;
    case SandboxOptions::KeyField::Token:
        return u"token"_s;
    }
    return u"key"_s;
}

} // namespace

SandboxApi::SandboxApi(SandboxStore *store, const SandboxOptions *options)
    : m_store(store)
    , m_options(options)
{ }

SandboxApi::~SandboxApi() = default;

SandboxResponse SandboxApi::handle(const SandboxRequest &request)
{
    const std::optional<QStringList> segments = resourceSegments(request.path, m_options->prefix);
    Call call;
    call.request = &request;
    std::optional<Endpoint> endpoint;
    QStringList allowed;
    if (segments) {
        for (const Route &route : Routes) {
            QStringList params;
            if (!matchRoute(route.pattern, *segments, &params)) {
                continue;
            }
            allowed.append(QString::fromLatin1(route.method));
            if (request.method == route.method) {
                endpoint = route.endpoint;
                call.params = params;
            }
        }
    }
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
    case Endpoint::ListDomains:
        return listDomains(call);
    case Endpoint::CreateDomain:
        return createDomain(call);
    case Endpoint::DeleteDomain:
        return deleteDomain(call);
    case Endpoint::VerifyDomain:
        return verifyDomain(call);
    case Endpoint::ListAliases:
        return listAliases(call);
    case Endpoint::CreateAlias:
        return createAlias(call);
    case Endpoint::UpdateAlias:
        return updateAlias(call);
    case Endpoint::DeleteAlias:
        return deleteAlias(call);
    case Endpoint::ListLogs:
        return listLogs(call);
    case Endpoint::ListApiKeys:
        return listApiKeys(call);
    case Endpoint::CreateApiKey:
        return createApiKey(call);
    case Endpoint::DeleteApiKey:
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
        const std::optional<qint64> parsed =
            queryInteger(call.request->query.queryItemValue(u"page"_s, QUrl::FullyDecoded), u"page"_s, 1, 0, &errors);
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
        return SandboxResponse::json(StatusOk, QJsonObject{{u"deleted"_s, true}, {u"id"_s, exposedId(id, uuid)}});
    }
    return SandboxResponse::empty(m_options->deleteStatus);
}

QJsonValue SandboxApi::exposedId(qint64 id, const QString &uuid) const
{
    if (m_options->ids == SandboxOptions::Ids::Uuid) {
        return uuid;
    }
    return id;
}

void SandboxApi::writeId(SandboxJsonWriter &writer, qint64 id, const QString &uuid) const
{
    if (m_options->ids == SandboxOptions::Ids::Uuid) {
        writer.value(uuid);
    } else {
        writer.value(id);
    }
}

void SandboxApi::writeTime(SandboxJsonWriter &writer, std::optional<qint64> milliseconds) const
{
    if (!milliseconds) {
        writer.nullValue();
        return;
    }
    switch (m_options->time) {
    case SandboxOptions::TimeFormat::EpochSeconds:
        writer.value(*milliseconds / 1000);
        return;
    case SandboxOptions::TimeFormat::EpochMilliseconds:
        writer.value(*milliseconds);
        return;
    case SandboxOptions::TimeFormat::IsoUtc:
    case SandboxOptions::TimeFormat::IsoOffset:
    case SandboxOptions::TimeFormat::Naive:
        break;
    }
    // Written straight into the output, without a QString per value: long lists hold two times per row.
    std::array<char, 25> text{};
    std::array<char, 19> iso{};
    qsizetype length = static_cast<qsizetype>(iso.size());
    if (m_options->time == SandboxOptions::TimeFormat::IsoOffset) {
        writeIsoText(*milliseconds + IsoOffsetSeconds * 1000, iso);
        std::copy(iso.begin(), iso.end(), text.begin());
        const QLatin1String offset = IsoOffsetSuffix;
        std::copy(offset.begin(), offset.end(), text.begin() + length);
        length += offset.size();
    } else {
        writeIsoText(*milliseconds, iso);
        std::copy(iso.begin(), iso.end(), text.begin());
        if (m_options->time == SandboxOptions::TimeFormat::IsoUtc) {
            text[length++] = 'Z';
        }
    }
    writer.asciiValue(QLatin1String(text.data(), length));
}

void SandboxApi::writeDomain(SandboxJsonWriter &writer, const SandboxStore::Domain &domain) const
{
    const QString mx1 = QString::fromLatin1(Mx1Value);
    const QString mx2 = QString::fromLatin1(Mx2Value);
    const QString spf = QString::fromLatin1(SpfValue);
    const QString verification = QString::fromLatin1(VerificationPrefix) + domain.token;
    const QString apex = u"@"_s;
    const QString verificationHost = QString::fromLatin1(VerificationHost);
    const bool active = domain.status == u"active";
    const bool checked = domain.checks > 0;

    const auto record = [&writer](QLatin1String type, const QString &host, const QString &value,
                                  const std::optional<QString> &found) {
        writer.beginObject();
        writer.key("type"_L1);
        writer.value(QString(type));
        writer.key("host"_L1);
        writer.value(host);
        writer.key("value"_L1);
        writer.value(value);
        writer.key("found"_L1);
        if (found) {
            writer.value(*found);
        } else {
            writer.nullValue();
        }
        writer.key("valid"_L1);
        writer.value(found == value);
        writer.endObject();
    };

    writer.beginObject();
    writer.key("id"_L1);
    writeId(writer, domain.id, domain.uuid);
    writer.key("domain"_L1);
    writer.value(domain.name);
    writer.key("status"_L1);
    writer.value(domain.status);
    writer.key("verified"_L1);
    writer.value(active);
    writer.key("created_at"_L1);
    writeTime(writer, domain.created);
    writer.key("verified_at"_L1);
    writeTime(writer, domain.verified);
    writer.key("last_checked_at"_L1);
    writeTime(writer, domain.lastChecked);
    writer.key("alias_count"_L1);
    writer.value(domain.aliasCount);
    writer.key("records"_L1);
    writer.beginArray();
    // What the last check saw: nothing before the first check; once checked too early, the MX records but
    // still the old provider's SPF record and no verification TXT record; everything once active.
    const std::optional<QString> nothing;
    record("MX"_L1, apex, mx1, checked || active ? std::optional(mx1) : nothing);
    record("MX"_L1, apex, mx2, checked || active ? std::optional(mx2) : nothing);
    record("TXT"_L1, apex, spf,
           active ? std::optional(spf) : (checked ? std::optional(QString::fromLatin1(OldSpfValue)) : nothing));
    record("TXT"_L1, verificationHost, verification, active ? std::optional(verification) : nothing);
    writer.endArray();
    writer.endObject();
}

void SandboxApi::writeAlias(SandboxJsonWriter &writer, const SandboxStore::Alias &alias) const
{
    writer.beginObject();
    writer.key("id"_L1);
    writeId(writer, alias.id, alias.uuid);
    writer.key("domain_id"_L1);
    writeId(writer, alias.domainId, alias.domainUuid);
    writer.key("localpart"_L1);
    writer.value(alias.localpart);
    writer.key("is_catch_all"_L1);
    writer.value(alias.catchAll);
    writer.key("enabled"_L1);
    writer.value(alias.enabled);
    writer.key("destinations"_L1);
    writer.value(alias.destinations);
    writer.key("created_at"_L1);
    writeTime(writer, alias.created);
    writer.key("updated_at"_L1);
    writeTime(writer, alias.updated);
    writer.key("forwarded_count"_L1);
    writer.value(alias.forwardedCount);
    writer.endObject();
}

void SandboxApi::writeLogEntry(SandboxJsonWriter &writer, const SandboxStore::LogEntry &entry) const
{
    writer.beginObject();
    writer.key("id"_L1);
    writeId(writer, entry.id, entry.uuid);
    writer.key("created_at"_L1);
    writeTime(writer, entry.created);
    writer.key("sender"_L1);
    writer.value(entry.sender);
    writer.key("recipient"_L1);
    writer.value(entry.recipient);
    writer.key("destination"_L1);
    if (entry.destination.isNull()) {
        writer.nullValue();
    } else {
        writer.value(entry.destination);
    }
    writer.key("domain"_L1);
    writer.value(entry.domain);
    writer.key("alias_id"_L1);
    if (entry.aliasId != 0) {
        writeId(writer, entry.aliasId, entry.aliasUuid);
    } else {
        writer.nullValue();
    }
    writer.key("status"_L1);
    writer.value(entry.status);
    writer.key("smtp_code"_L1);
    writer.value(entry.smtpCode);
    writer.key("smtp_message"_L1);
    writer.value(entry.smtpMessage);
    writer.key("subject"_L1);
    writer.value(entry.subject);
    writer.key("message_id"_L1);
    writer.value(entry.messageId);
    writer.key("size"_L1);
    writer.value(entry.size);
    writer.endObject();
}

void SandboxApi::writeApiKey(SandboxJsonWriter &writer, const SandboxStore::ApiKey &key, const QString &value) const
{
    writer.beginObject();
    writer.key("id"_L1);
    writeId(writer, key.id, key.uuid);
    writer.key("name"_L1);
    writer.value(key.name);
    writer.key("prefix"_L1);
    writer.value(key.prefix);
    writer.key("created_at"_L1);
    writeTime(writer, key.created);
    writer.key("last_used_at"_L1);
    writeTime(writer, key.lastUsed);
    if (!value.isEmpty()) {
        const QByteArray field = keyFieldName(m_options->keyField).toLatin1();
        writer.key(QLatin1String(field));
        writer.value(value);
    }
    writer.endObject();
}

QByteArray SandboxApi::domainJson(const SandboxStore::Domain &domain) const
{
    SandboxJsonWriter writer;
    writeDomain(writer, domain);
    return writer.take();
}

QByteArray SandboxApi::aliasJson(const SandboxStore::Alias &alias) const
{
    SandboxJsonWriter writer;
    writeAlias(writer, alias);
    return writer.take();
}

SandboxResponse SandboxApi::listDomains(const Call &call)
{
    const qint64 accountId = call.account.id;
    return list(call, u"domains"_s, m_store->domainCount(accountId),
                [this, accountId](SandboxJsonWriter &writer, qint64 offset, qint64 count) {
                    writer.beginArray();
                    const QList<SandboxStore::Domain> domains = m_store->domains(accountId, offset, count);
                    for (const SandboxStore::Domain &domain : domains) {
                        writeDomain(writer, domain);
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
        addMissing(&errors, field);
    } else if (!value.isString()) {
        addStringType(&errors, bodyLoc(field));
    } else {
        name = asciiDomain(value.toString());
        if (!name) {
            addValueError(&errors, bodyLoc(field), u"not a valid domain name"_s);
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
    return created(domainJson(*domain));
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
    return jsonText(StatusOk, domainJson(*domain));
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
                        writeAlias(writer, alias);
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
        addBoolType(&errors, u"is_catch_all"_s);
    }
    draft.catchAll = catchAll.toBool(false);

    const QJsonValue localpart = body->value(u"localpart"_s);
    if (draft.catchAll) {
        // A catch-all has no local part of its own: whatever string (or null) came along is not used.
        if (!localpart.isUndefined() && !localpart.isString() && !localpart.isNull()) {
            addStringType(&errors, bodyLoc(u"localpart"_s));
        }
        draft.localpart = QString::fromLatin1(CatchAllLocalpart);
    } else if (localpart.isUndefined()) {
        addMissing(&errors, u"localpart"_s);
    } else if (!localpart.isString()) {
        addStringType(&errors, bodyLoc(u"localpart"_s));
    } else {
        draft.localpart = localpart.toString().toLower();
        validateLocalpart(draft.localpart, &errors);
    }

    const QJsonValue enabled = body->value(u"enabled"_s);
    if (!enabled.isUndefined() && !enabled.isBool()) {
        addBoolType(&errors, u"enabled"_s);
    }
    draft.enabled = enabled.toBool(true);

    const QJsonValue destinations = body->value(u"destinations"_s);
    if (destinations.isUndefined()) {
        addMissing(&errors, u"destinations"_s);
    } else {
        draft.destinations = validateDestinations(destinations, &errors);
    }

    // Rules that need the stored aliases, checked once the body itself is right.
    if (errors.isEmpty()) {
        if (draft.catchAll && m_store->hasLocalpart(domain->id, draft.localpart, 0)) {
            addValueError(&errors, bodyLoc(u"is_catch_all"_s), u"the domain already has a catch-all alias"_s);
        } else if (!draft.catchAll && m_store->hasLocalpart(domain->id, draft.localpart, 0)) {
            addValueError(&errors, bodyLoc(u"localpart"_s), u"an alias with this local part already exists"_s);
        }
    }
    if (!errors.isEmpty()) {
        return validationError(errors);
    }

    const std::optional<SandboxStore::Alias> alias = m_store->createAlias(draft);
    if (!alias) {
        return SandboxResponse::detail(StatusServerError, QString::fromLatin1(InternalError));
    }
    return created(aliasJson(*alias));
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
            addMissing(&errors, u"localpart"_s);
        }
    } else if (alias->catchAll) {
        // Clients send back what they got ("*"), or nothing useful; a catch-all keeps "*".
        if (!localpart.isString() && !localpart.isNull()) {
            addStringType(&errors, bodyLoc(u"localpart"_s));
        }
    } else if (!localpart.isString()) {
        addStringType(&errors, bodyLoc(u"localpart"_s));
    } else {
        alias->localpart = localpart.toString().toLower();
        validateLocalpart(alias->localpart, &errors);
    }

    const QJsonValue enabled = body->value(u"enabled"_s);
    if (enabled.isUndefined()) {
        if (full) {
            addMissing(&errors, u"enabled"_s);
        }
    } else if (!enabled.isBool()) {
        addBoolType(&errors, u"enabled"_s);
    } else {
        alias->enabled = enabled.toBool();
    }

    const QJsonValue destinations = body->value(u"destinations"_s);
    if (destinations.isUndefined()) {
        if (full) {
            addMissing(&errors, u"destinations"_s);
        }
    } else {
        const QStringList valid = validateDestinations(destinations, &errors);
        if (!valid.isEmpty()) {
            alias->destinations = valid;
        }
    }

    if (errors.isEmpty() && !alias->catchAll && m_store->hasLocalpart(domain->id, alias->localpart, alias->id)) {
        addValueError(&errors, bodyLoc(u"localpart"_s), u"an alias with this local part already exists"_s);
    }
    if (!errors.isEmpty()) {
        return validationError(errors);
    }
    const std::optional<SandboxStore::Alias> updated = m_store->updateAlias(*alias);
    if (!updated) {
        return SandboxResponse::detail(StatusServerError, QString::fromLatin1(InternalError));
    }
    return jsonText(StatusOk, aliasJson(*updated));
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
            queryInteger(call.request->query.queryItemValue(u"limit"_s, QUrl::FullyDecoded), u"limit"_s, 1,
                         std::max(1, m_options->maxLogLimit), &errors);
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
            writeLogEntry(writer, entry);
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
                        writeApiKey(writer, key);
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
            addStringType(&errors, bodyLoc(u"name"_s));
        } else if (nameValue.toString().size() > MaxKeyNameLength) {
            addError(&errors, bodyLoc(u"name"_s), u"String should have at most %1 characters"_s.arg(MaxKeyNameLength),
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
    writeApiKey(writer, *key, value);
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
