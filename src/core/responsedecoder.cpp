// SPDX-License-Identifier: GPL-3.0-or-later
// Turns answer bodies into records for every style and field naming the client reads
// (docs/api-compatibility.md). It stays one file so that the names read for each field sit side by side.
#include "responsedecoder.h"

#include "recordfields.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QRegularExpression>
#include <QTimeZone>

#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Core {

namespace {

// Envelope keys seen in real services (research: forwarding-services.md §8), after the resource's own.
const QStringList &genericListKeys()
{
    static const QStringList keys = {u"data"_s, u"items"_s, u"results"_s, u"result"_s, u"entries"_s, u"records"_s};
    return keys;
}

// The most of a plain-text (HTML) error body kept as its detail.
constexpr qsizetype maxPlainDetail = 500;

// Epoch numbers above this are milliseconds (1e11 s is the year 5138; 1e11 ms is 1973).
constexpr double millisecondsThreshold = 1e11;

QJsonValue nestedValue(const QJsonObject &object, const QString &dottedPath)
{
    QJsonValue current = object;
    for (const QString &part : dottedPath.split(u'.')) {
        if (!current.isObject()) {
            return {};
        }
        current = current.toObject().value(part);
    }
    return current;
}

QUrl nextLinkOf(const QJsonObject &object)
{
    for (const QString &path : {u"next"_s, u"links.next"_s, u"meta.next"_s, u"pagination.next"_s, u"next_page_url"_s}) {
        const QJsonValue value = nestedValue(object, path);
        if (value.isString() && !value.toString().isEmpty()) {
            return QUrl(value.toString());
        }
        if (value.isObject()) { // {"next": {"href": "…"}}
            const QString href = value.toObject().value(u"href"_s).toString();
            if (!href.isEmpty()) {
                return QUrl(href);
            }
        }
    }
    return {};
}

int intOf(const QJsonValue &value)
{
    if (value.isDouble()) {
        return value.toInt(-1);
    }
    if (value.isString()) {
        bool ok = false;
        const int number = value.toString().toInt(&ok);
        return ok ? number : -1;
    }
    return -1;
}

QDateTime fromEpoch(double number)
{
    const auto whole = static_cast<qint64>(number);
    return number > millisecondsThreshold ? QDateTime::fromMSecsSinceEpoch(whole, QTimeZone::utc())
                                          : QDateTime::fromSecsSinceEpoch(whole, QTimeZone::utc());
}

// A unit of UTF-16 or UTF-8 text as a number, so that both are read alike (the forms read here are ASCII).
char16_t unitOf(QChar unit)
{
    return unit.unicode();
}
char16_t unitOf(char unit)
{
    return static_cast<unsigned char>(unit);
}

// Two digits at @p at of @p text (UTF-16 or UTF-8 units) as a number; -1 when they are not two ASCII digits.
template <typename Text>
int twoDigits(Text text, qsizetype at)
{
    const char16_t tens = unitOf(text[at]);
    const char16_t ones = unitOf(text[at + 1]);
    if (tens < u'0' || tens > u'9' || ones < u'0' || ones > u'9') {
        return -1;
    }
    return (tens - u'0') * 10 + (ones - u'0');
}

// The form most services send, read without Qt's general parser: "YYYY-MM-DDTHH:MM:SS", with a space for the
// T, optionally ".mmm", then "Z" or nothing (both UTC). Invalid for anything else, which parseIso() then reads
// the general way; a value read here is the one that way gives. @p text is UTF-16 (QStringView) or UTF-8
// (QByteArrayView): the form is ASCII, so both read the same units.
template <typename Text>
QDateTime parseUtcIso(Text text)
{
    qsizetype size = text.size();
    const auto unit = [&text](qsizetype at) { return unitOf(text[at]); };
    const bool zulu = size > 0 && unit(size - 1) == u'Z';
    if (zulu) {
        --size;
    }
    if (size != 19 && size != 23) {
        return {};
    }
    if (unit(4) != u'-' || unit(7) != u'-' || (unit(10) != u'T' && unit(10) != u' ') || unit(13) != u':'
        || unit(16) != u':' || (size == 23 && unit(19) != u'.')) {
        return {};
    }
    const int century = twoDigits(text, 0);
    const int yearInCentury = twoDigits(text, 2);
    const int month = twoDigits(text, 5);
    const int day = twoDigits(text, 8);
    const int hour = twoDigits(text, 11);
    const int minute = twoDigits(text, 14);
    const int second = twoDigits(text, 17);
    int millisecond = 0;
    if (size == 23) {
        const int high = twoDigits(text, 20);
        const char16_t low = unit(22);
        if (high < 0 || low < u'0' || low > u'9') {
            return {};
        }
        millisecond = high * 10 + (low - u'0');
    }
    if (century < 0 || yearInCentury < 0 || month < 0 || day < 0 || hour < 0 || minute < 0 || second < 0) {
        return {};
    }
    const QDate date(century * 100 + yearInCentury, month, day);
    const QTime time(hour, minute, second, millisecond);
    if (!date.isValid() || !time.isValid()) {
        return {}; // including 24:00, which Qt's parser reads as the next day
    }
    // As Qt's parser and parseIso() give them: a "Z" time in UTC, one without a zone in the UTC time zone.
    // The first is made without a QTimeZone: on Qt 6.4 making one costs more than reading the text.
    if (!zulu) {
        return QDateTime(date, time, QTimeZone::utc());
    }
#if QT_VERSION >= QT_VERSION_CHECK(6, 5, 0)
    return QDateTime(date, time, QTimeZone::UTC);
#else
    return QDateTime(date, time, Qt::UTC);
#endif
}

QDateTime parseIso(QString text)
{
    // "2026-11-21 05:01:22" (Python's str()) is ISO with a space; "+0000" lacks the colon Qt expects.
    if (text.size() > 10 && text.at(10) == u' ') {
        text[10] = u'T';
    }
    static const QRegularExpression compactOffset(u"([+-]\\d\\d)(\\d\\d)$"_s);
    text.replace(compactOffset, u"\\1:\\2"_s);
    QDateTime parsed = QDateTime::fromString(text, Qt::ISODateWithMs);
    if (!parsed.isValid()) {
        return {};
    }
    if (parsed.timeSpec() == Qt::LocalTime) { // no zone given: the service means UTC
        parsed.setTimeZone(QTimeZone::utc());
    }
    return parsed;
}

// Field names services use for the same request field, mapped to the names the forms know (the spec's).
QString canonicalField(const QString &name)
{
    static const QHash<QString, QString> synonyms = {
        {u"local_part"_s, u"localpart"_s}, {u"recipients"_s, u"destinations"_s}, {u"forward_to"_s, u"destinations"_s},
        {u"forward"_s, u"destinations"_s}, {u"catch_all"_s, u"is_catch_all"_s},  {u"is_active"_s, u"enabled"_s},
        {u"hostname"_s, u"domain"_s},      {u"domain_name"_s, u"domain"_s},
    };
    return synonyms.value(name, name);
}

// An RFC 6901 JSON pointer ("/destinations/0", "#/data/attributes/localpart") as a field and a list position.
QString fieldFromPointer(const QString &pointer, int *index)
{
    *index = -1;
    QString text = pointer.trimmed();
    if (text.startsWith(u'#')) {
        text.remove(0, 1);
    }
    QStringList parts = text.split(u'/', Qt::SkipEmptyParts);
    for (QString &part : parts) {
        part.replace(u"~1"_s, u"/"_s).replace(u"~0"_s, u"~"_s);
    }
    // JSON:API points into the request document: /data/attributes/<field>.
    if (parts.size() >= 2 && parts.at(0) == u"data"_s && parts.at(1) == u"attributes"_s) {
        parts.remove(0, 2);
    } else if (!parts.isEmpty() && parts.at(0) == u"body"_s) {
        parts.remove(0, 1);
    }
    QString field;
    for (const QString &part : std::as_const(parts)) {
        bool isNumber = false;
        const int number = part.toInt(&isNumber);
        if (!isNumber && field.isEmpty()) {
            field = part;
        } else if (isNumber && !field.isEmpty() && *index < 0) {
            *index = number;
        }
    }
    return canonicalField(field);
}

QString firstString(const QJsonObject &object, const QStringList &names)
{
    for (const QString &name : names) {
        const QJsonValue value = object.value(name);
        if (value.isString() && !value.toString().trimmed().isEmpty()) {
            return value.toString();
        }
    }
    return {};
}

QString fieldFromLoc(const QJsonArray &loc, int *index)
{
    // FastAPI: ["body", "destinations", 1] or ["query", "limit"]; the first element names the source.
    QString field;
    *index = -1;
    for (qsizetype i = 0; i < loc.size(); ++i) {
        const QJsonValue part = loc.at(i);
        if (part.isString()) {
            const QString name = part.toString();
            if (i == 0 && (name == u"body"_s || name == u"query"_s || name == u"path"_s || name == u"header"_s)) {
                continue;
            }
            if (field.isEmpty()) {
                field = name;
            }
        } else if (part.isDouble() && !field.isEmpty() && *index < 0) {
            *index = part.toInt();
        }
    }
    return canonicalField(field);
}

// A JSON:API resource object, which flattenResource() turns into a flat record.
bool isResource(const QJsonObject &object)
{
    return object.value(u"attributes"_s).isObject() && (object.contains(u"id"_s) || object.value(u"type"_s).isString());
}

// What a decoded record keeps as `raw`: its own text when the caller has it and the record is kept as it
// came, else the (flattened) object written out.
RawRecord rawOf(const QJsonObject &resource, const QJsonObject &flat, const QByteArray &json)
{
    if (!json.isEmpty() && !isResource(resource)) {
        return RawRecord::fromCompactJson(json);
    }
    return RawRecord(flat);
}

ApiError::Kind kindFor(int status, const QString &detail)
{
    const QString lower = detail.trimmed().toLower();
    // A refused key is a 401, a 403 that speaks of the token, or the spec's exact "Invalid token" on a 4xx.
    // A 5xx (or a 404, a 422…) that merely mentions a token in its text is not about the key.
    const bool exactInvalidToken = lower == u"invalid token"_s || lower == u"invalid token."_s;
    const bool mentionsToken = lower.contains(u"invalid token"_s) || lower.contains(u"not authenticated"_s);
    if ((exactInvalidToken && status >= 400 && status < 500) || ((status == 401 || status == 403) && mentionsToken)) {
        return ApiError::Kind::InvalidToken;
    }
    if (lower.contains(u"domain limit reached"_s)) {
        return ApiError::Kind::DomainLimitReached;
    }
    if (status == 409 && lower.contains(u"already verified"_s)) {
        return ApiError::Kind::AlreadyVerified;
    }
    const bool mentionsPlan = lower.contains(u"plan"_s) || lower.contains(u"api access"_s)
        || lower.contains(u"creator"_s) || lower.contains(u"upgrade"_s);
    if ((status == 402 || status == 403) && mentionsPlan) {
        return ApiError::Kind::PlanWithoutApiAccess;
    }
    switch (status) {
    case 401:
        return ApiError::Kind::InvalidToken;
    case 403:
        return ApiError::Kind::Forbidden;
    case 404:
        return ApiError::Kind::NotFound;
    case 409:
        return ApiError::Kind::Conflict;
    case 400:
    case 422:
        return ApiError::Kind::Validation;
    case 429:
        return ApiError::Kind::RateLimited;
    default:
        break;
    }
    return status >= 500 ? ApiError::Kind::ServerError : ApiError::Kind::UnexpectedResponse;
}

} // namespace

bool ResponseDecoder::decodeListPage(const QJsonValue &document, const QStringList &resourceKeys, ListPage *page)
{
    *page = ListPage();
    if (document.isArray()) {
        page->items = document.toArray();
        return true;
    }
    if (!document.isObject()) {
        return false;
    }
    const QJsonObject object = document.toObject();
    QString member;
    if (!findListMember(object, resourceKeys, &member)) {
        return false;
    }
    page->items = object.value(member).toArray();
    page->next = nextLinkOf(object);
    for (const QString &path :
         {u"total"_s, u"meta.total"_s, u"total_count"_s, u"result_info.total_count"_s, u"count"_s}) {
        const int total = intOf(nestedValue(object, path));
        if (total >= 0) {
            page->total = total;
            break;
        }
    }
    for (const QString &path : {u"page"_s, u"meta.current_page"_s, u"result_info.page"_s, u"page_id"_s}) {
        const int number = intOf(nestedValue(object, path));
        if (number >= 0) {
            page->page = number;
            break;
        }
    }
    page->more = object.value(u"more"_s).toBool() || object.value(u"has_more"_s).toBool();
    return true;
}

bool ResponseDecoder::findListMember(const QJsonObject &envelope, const QStringList &resourceKeys, QString *member)
{
    for (const QStringList *keys : {&resourceKeys, &genericListKeys()}) {
        for (const QString &key : *keys) {
            if (envelope.value(key).isArray()) {
                *member = key;
                return true;
            }
        }
    }
    for (auto it = envelope.constBegin(); it != envelope.constEnd(); ++it) { // an unknown envelope
        if (it.value().isArray()) {
            *member = it.key();
            return true;
        }
    }
    return false;
}

QJsonObject ResponseDecoder::unwrapObject(const QJsonValue &document, const QStringList &resourceKeys)
{
    const QJsonObject object = document.toObject();
    for (const QStringList *keys : {&resourceKeys, &genericListKeys()}) {
        for (const QString &key : *keys) {
            const QJsonValue value = object.value(key);
            if (value.isObject()) {
                return value.toObject();
            }
        }
    }
    return object;
}

QJsonObject ResponseDecoder::flattenResource(const QJsonObject &object)
{
    if (!isResource(object)) {
        return object;
    }
    QJsonObject flat = object.value(u"attributes"_s).toObject();
    if (object.contains(u"id"_s)) {
        flat.insert(u"id"_s, object.value(u"id"_s)); // the resource's id is the one paths use
    }
    if (object.value(u"type"_s).isString() && !flat.contains(u"type"_s)) {
        flat.insert(u"type"_s, object.value(u"type"_s));
    }
    // {"relationships": {"domain": {"data": {"type": "domain", "id": "7"}}}} → "domain_id": "7"
    const QJsonObject relationships = object.value(u"relationships"_s).toObject();
    for (auto it = relationships.constBegin(); it != relationships.constEnd(); ++it) {
        const QJsonValue related = it.value().toObject().value(u"data"_s);
        const QString key = it.key() + u"_id"_s;
        if (related.isObject() && related.toObject().contains(u"id"_s) && !flat.contains(key)) {
            flat.insert(key, related.toObject().value(u"id"_s));
        }
    }
    return flat;
}

QString ResponseDecoder::decodeNumberId(double number)
{
    return QString::number(static_cast<qint64>(number));
}

QString ResponseDecoder::decodeId(const QJsonValue &value)
{
    if (value.isDouble()) {
        return decodeNumberId(value.toDouble());
    }
    return value.isString() ? value.toString() : QString();
}

QString ResponseDecoder::stringField(const QJsonObject &object, const QStringList &names)
{
    for (const QString &name : names) {
        const QJsonValue value = object.value(name);
        if (value.isString()) {
            return value.toString();
        }
        if (value.isDouble()) {
            return decodeId(value);
        }
    }
    return {};
}

bool ResponseDecoder::boolField(const QJsonObject &object, const QStringList &names, bool fallback, bool *present)
{
    if (present) {
        *present = false;
    }
    for (const QString &name : names) {
        const QJsonValue value = object.value(name);
        std::optional<bool> decoded;
        if (value.isBool()) {
            decoded = value.toBool();
        } else if (value.isDouble()) {
            decoded = value.toDouble() != 0.0;
        } else if (value.isString()) {
            const QString text = value.toString().trimmed().toLower();
            if (text == u"true"_s || text == u"yes"_s || text == u"1"_s || text == u"on"_s) {
                decoded = true;
            } else if (text == u"false"_s || text == u"no"_s || text == u"0"_s || text == u"off"_s) {
                decoded = false;
            }
        }
        if (decoded) {
            if (present) {
                *present = true;
            }
            return *decoded;
        }
    }
    return fallback;
}

QDateTime ResponseDecoder::decodeEpoch(double number)
{
    return fromEpoch(number);
}

QDateTime ResponseDecoder::decodeDateTime(const QJsonValue &value)
{
    if (value.isDouble()) {
        return fromEpoch(value.toDouble());
    }
    return value.isString() ? decodeDateText(value.toString()) : QDateTime();
}

QDateTime ResponseDecoder::decodeDateText(const QString &untrimmed)
{
    if (QDateTime utc = parseUtcIso(QStringView(untrimmed)); utc.isValid()) {
        return utc;
    }
    const QString text = untrimmed.trimmed();
    if (text.isEmpty()) {
        return {};
    }
    bool isNumber = false;
    const double number = text.toDouble(&isNumber);
    if (isNumber) {
        return fromEpoch(number);
    }
    if (QDateTime iso = parseIso(text); iso.isValid()) {
        return iso;
    }
    if (QDateTime rfc = QDateTime::fromString(text, Qt::RFC2822Date); rfc.isValid()) {
        return rfc.toUTC();
    }
    // RFC 1123 with a zone name ("Wed, 15 Feb 2012 13:03:31 GMT"): Qt wants an offset.
    if (text.endsWith(u" GMT"_s) || text.endsWith(u" UTC"_s)) {
        const QDateTime rfc = QDateTime::fromString(text.left(text.size() - 4) + u" +0000"_s, Qt::RFC2822Date);
        if (rfc.isValid()) {
            return rfc.toUTC();
        }
    }
    return {};
}

QDateTime ResponseDecoder::decodeDateUtf8(QByteArrayView utf8)
{
    // The usual form straight from the bytes, without a QString of them; any other the way decodeDateText() goes.
    if (QDateTime utc = parseUtcIso(utf8); utc.isValid()) {
        return utc;
    }
    return decodeDateText(QString::fromUtf8(utf8));
}

QDateTime ResponseDecoder::dateField(const QJsonObject &object, const QStringList &names)
{
    for (const QString &name : names) {
        const QDateTime value = decodeDateTime(object.value(name));
        if (value.isValid()) {
            return value;
        }
    }
    return {};
}

Domain ResponseDecoder::decodeDomain(const QJsonObject &resource)
{
    return decodeDomain(resource, QByteArray());
}

Domain ResponseDecoder::decodeDomain(const QJsonObject &resource, const QByteArray &json)
{
    const QJsonObject object = flattenResource(resource);
    Domain domain;
    domain.raw = rawOf(resource, object, json);
    domain.id = decodeId(object.value(u"id"_s));
    if (domain.id.isEmpty()) {
        domain.id = stringField(object, {u"domain_id"_s, u"uuid"_s, u"_id"_s});
    }
    domain.name = stringField(object, {u"domain"_s, u"name"_s, u"hostname"_s, u"domain_name"_s, u"display"_s});
    if (domain.id.isEmpty()) { // services keyed by name (ImprovMX, Migadu)
        domain.id = domain.name;
    }
    domain.createdAt = dateField(object, {u"created_at"_s, u"created"_s, u"added"_s, u"creation_date"_s});
    domain.verifiedAt = dateField(object, {u"verified_at"_s, u"domain_verified_at"_s, u"activated_at"_s});
    domain.lastCheckedAt = dateField(object, {u"last_checked_at"_s, u"checked_at"_s, u"last_check"_s});
    const QJsonValue count = object.value(u"alias_count"_s).isUndefined() ? object.value(u"aliases_count"_s)
                                                                          : object.value(u"alias_count"_s);
    domain.aliasCount = count.isDouble() ? count.toInt() : -1;

    const QJsonArray records = object.value(u"records"_s).isArray() ? object.value(u"records"_s).toArray()
                                                                    : object.value(u"dns_records"_s).toArray();
    for (const QJsonValue &value : records) {
        const QJsonObject recordObject = value.toObject();
        DnsRecord record;
        record.type = stringField(recordObject, {u"type"_s, u"record_type"_s}).toUpper();
        record.host = stringField(recordObject, {u"host"_s, u"name"_s, u"hostname"_s});
        record.expected = stringField(recordObject, {u"value"_s, u"expected"_s, u"content"_s, u"data"_s});
        const QJsonValue found =
            recordObject.contains(u"found"_s) ? recordObject.value(u"found"_s) : recordObject.value(u"values"_s);
        record.foundKnown = !found.isUndefined();
        if (found.isArray()) {
            QStringList parts;
            for (const QJsonValue &part : found.toArray()) {
                parts << part.toVariant().toString();
            }
            record.found = parts.join(u", "_s);
        } else if (!found.isNull()) {
            record.found = found.toVariant().toString();
        }
        record.valid = boolField(recordObject, {u"valid"_s, u"ok"_s, u"passed"_s, u"verified"_s}, false);
        domain.records << record;
    }

    const QString status = stringField(object, {u"status"_s, u"state"_s}).toLower();
    bool verifiedPresent = false;
    const bool verified =
        boolField(object, {u"verified"_s, u"is_verified"_s, u"active"_s, u"is_active"_s}, false, &verifiedPresent);
    if (status == u"active"_s || status == u"verified"_s || status == u"ready"_s) {
        domain.status = Domain::Status::Active;
    } else if (status == u"failing"_s || status == u"failed"_s || status == u"misconfigured"_s || status == u"error"_s
               || status == u"disabled"_s || status == u"inactive"_s || status == u"suspended"_s) {
        domain.status = Domain::Status::Failing; // not forwarding: what the user must look at
    } else if (status == u"pending"_s || status == u"unverified"_s || status == u"unconfigured"_s
               || status == u"pending_verification"_s || status == u"verifying"_s) {
        domain.status = Domain::Status::Pending;
    } else if (domain.verifiedAt.isValid() || (verifiedPresent && verified)) {
        domain.status = Domain::Status::Active;
    } else if (verifiedPresent) {
        domain.status = Domain::Status::Pending;
    }
    return domain;
}

QStringList ResponseDecoder::decodeAddressList(const QJsonValue &value)
{
    QStringList addresses;
    if (value.isArray()) {
        for (const QJsonValue &item : value.toArray()) {
            const QString address = item.isObject()
                ? stringField(item.toObject(), {u"email"_s, u"address"_s, u"destination"_s})
                : item.toString();
            if (!address.trimmed().isEmpty()) {
                addresses << address.trimmed();
            }
        }
    } else if (value.isString()) {
        static const QRegularExpression separators(u"[,;\\s]+"_s);
        addresses = value.toString().split(separators, Qt::SkipEmptyParts);
    }
    return addresses;
}

Alias ResponseDecoder::decodeAlias(const QJsonObject &resource)
{
    return decodeAlias(resource, QByteArray());
}

Alias ResponseDecoder::decodeAlias(const QJsonObject &resource, const QByteArray &json)
{
    const QJsonObject object = flattenResource(resource);
    Alias alias;
    alias.raw = rawOf(resource, object, json);
    decodeAliasFields(JsonObjectRecord(object), &alias);
    return alias;
}

LogEntry::Status ResponseDecoder::decodeLogStatus(const QString &status)
{
    const QString word = status.trimmed().toLower();
    if (word.isEmpty()) {
        return LogEntry::Status::Unknown;
    }
    if (word.startsWith(u"deliver"_s) || word.startsWith(u"forward"_s) || word == u"sent"_s || word == u"ok"_s) {
        return LogEntry::Status::Delivered;
    }
    if (word.contains(u"spam"_s)) {
        return LogEntry::Status::Spam;
    }
    if (word.contains(u"bounce"_s) || word.contains(u"fail"_s) || word == u"ndr"_s) {
        return LogEntry::Status::Bounced;
    }
    if (word.startsWith(u"reject"_s) || word.startsWith(u"refuse"_s) || word.startsWith(u"block"_s)
        || word.startsWith(u"drop"_s)) {
        return LogEntry::Status::Rejected;
    }
    if (word.startsWith(u"defer"_s) || word.startsWith(u"queue"_s) || word.contains(u"retry"_s)
        || word.startsWith(u"delay"_s)) {
        return LogEntry::Status::Deferred;
    }
    return LogEntry::Status::Unknown;
}

LogEntry ResponseDecoder::decodeLogEntry(const QJsonObject &resource)
{
    return decodeLogEntry(resource, QByteArray());
}

LogEntry ResponseDecoder::decodeLogEntry(const QJsonObject &resource, const QByteArray &json)
{
    const QJsonObject object = flattenResource(resource);
    LogEntry entry;
    entry.raw = rawOf(resource, object, json);
    decodeLogEntryFields(JsonObjectRecord(object), &entry);
    return entry;
}

ApiKey ResponseDecoder::decodeApiKey(const QJsonObject &resource)
{
    return decodeApiKey(resource, QByteArray());
}

ApiKey ResponseDecoder::decodeApiKey(const QJsonObject &resource, const QByteArray &json)
{
    const QJsonObject object = flattenResource(resource);
    ApiKey key;
    key.raw = rawOf(resource, object, json);
    key.id = decodeId(object.value(u"id"_s));
    if (key.id.isEmpty()) {
        key.id = stringField(object, {u"key_id"_s, u"uuid"_s, u"_id"_s});
    }
    key.name = stringField(object, {u"name"_s, u"label"_s, u"description"_s});
    key.prefix = stringField(object, {u"prefix"_s, u"key_prefix"_s, u"hint"_s, u"last_four"_s});
    key.createdAt = dateField(object, {u"created_at"_s, u"created"_s});
    key.lastUsedAt = dateField(object, {u"last_used_at"_s, u"last_used"_s, u"used_at"_s});
    key.expiresAt = dateField(object, {u"expires_at"_s, u"expires_on"_s, u"expiry"_s});
    return key;
}

NewApiKey ResponseDecoder::decodeNewApiKey(const QJsonObject &resource)
{
    const QJsonObject object = flattenResource(resource);
    static const QStringList secretFields = {
        u"key"_s, u"api_key"_s, u"token"_s, u"plain_text"_s, u"plainTextToken"_s, u"secret"_s, u"value"_s};
    NewApiKey created;
    QJsonObject withoutSecret = object;
    for (const QString &name : secretFields) {
        const QString value = object.value(name).toString();
        if (created.secret.isEmpty() && value.startsWith(u"fwd_"_s)) {
            created.secret = value;
        }
        if (object.value(name).isString()) {
            withoutSecret.remove(name);
        }
    }
    if (created.secret.isEmpty()) { // no fwd_ value: take the first secret-named string there is
        created.secret = stringField(object, secretFields);
    }
    created.key = decodeApiKey(withoutSecret);
    return created;
}

ApiError ResponseDecoder::decodeError(int httpStatus, const QByteArray &body, const QString &reasonPhrase)
{
    QString detail;
    QList<FieldError> fields;
    QJsonParseError parseError{};
    const QJsonDocument document = QJsonDocument::fromJson(body, &parseError);
    if (parseError.error == QJsonParseError::NoError && document.isObject()) {
        const QJsonObject object = document.object();
        const QJsonValue detailValue = object.value(u"detail"_s);
        if (detailValue.isString()) { // FastAPI, and RFC 9457 problem details
            detail = detailValue.toString();
        } else if (detailValue.isArray()) { // FastAPI validation errors
            QStringList messages;
            for (const QJsonValue &item : detailValue.toArray()) {
                const QJsonObject entry = item.toObject();
                FieldError field;
                field.field = fieldFromLoc(entry.value(u"loc"_s).toArray(), &field.index);
                field.message = entry.value(u"msg"_s).toString();
                field.type = entry.value(u"type"_s).toString();
                fields << field;
                messages << field.message;
            }
            detail = messages.join(u"; "_s);
        } else if (object.value(u"message"_s).isString()) {
            detail = object.value(u"message"_s).toString();
        } else if (object.value(u"error"_s).isString()) {
            detail = object.value(u"error"_s).toString();
        } else if (object.value(u"error"_s).isObject()) {
            detail = object.value(u"error"_s).toObject().value(u"message"_s).toString();
        }
        const QJsonValue errors = object.value(u"errors"_s);
        if (errors.isObject()) { // Laravel / ImprovMX: {"field": ["message", …]}
            const QJsonObject map = errors.toObject();
            for (auto it = map.constBegin(); it != map.constEnd(); ++it) {
                const QJsonArray messages = it.value().isArray() ? it.value().toArray() : QJsonArray{it.value()};
                for (const QJsonValue &message : messages) {
                    fields << FieldError{canonicalField(it.key()), -1, message.toString(), QString()};
                }
            }
        } else if (errors.isArray()) {
            // RFC 9457 ({detail, pointer} or {detail, source: {pointer}}), JSON:API ({status, title, detail,
            // source: {pointer}}), Cloudflare ({code, message}): messages with a pointer belong to a field.
            QStringList general;
            QStringList fieldMessages;
            for (const QJsonValue &item : errors.toArray()) {
                if (item.isString()) {
                    general << item.toString();
                    continue;
                }
                const QJsonObject entry = item.toObject();
                const QString message =
                    firstString(entry, {u"detail"_s, u"message"_s, u"msg"_s, u"title"_s, u"reason"_s});
                QString pointer = firstString(entry, {u"pointer"_s});
                const QJsonObject source = entry.value(u"source"_s).toObject();
                if (pointer.isEmpty()) {
                    pointer = firstString(source, {u"pointer"_s, u"parameter"_s, u"header"_s});
                }
                FieldError field;
                field.field = pointer.isEmpty() ? QString() : fieldFromPointer(pointer, &field.index);
                if (field.field.isEmpty()) {
                    general << message;
                    continue;
                }
                field.message = message;
                field.type = firstString(entry, {u"code"_s, u"type"_s});
                fields << field;
                fieldMessages << message;
            }
            general.removeAll(QString());
            if (detail.isEmpty()) {
                detail = (general.isEmpty() ? fieldMessages : general).join(u"; "_s);
            }
        }
        if (detail.isEmpty()) { // a problem with a title only
            detail = firstString(object, {u"title"_s});
        }
    } else if (parseError.error == QJsonParseError::NoError && document.isArray()) {
        detail = QString::fromUtf8(body.left(maxPlainDetail));
    } else {
        // An HTML error page is not a message: only its start is kept, never the whole body as a string.
        detail = QString::fromUtf8(body.left(maxPlainDetail * 4)).trimmed().left(maxPlainDetail);
    }
    if (detail.isEmpty()) {
        detail = reasonPhrase;
    }
    ApiError error(kindFor(httpStatus, detail), httpStatus, detail);
    if (error.kind() == ApiError::Kind::Validation || !fields.isEmpty()) {
        error.setFieldErrors(fields);
    }
    return error;
}

ListReport::Missing ResponseDecoder::unreadableBecause(const Domain &domain)
{
    if (domain.name.trimmed().isEmpty()) {
        return ListReport::Missing::Name;
    }
    return domain.id.trimmed().isEmpty() ? ListReport::Missing::Id : ListReport::Missing::Nothing;
}

ListReport::Missing ResponseDecoder::unreadableBecause(const Alias &alias)
{
    if (!alias.catchAll && alias.localPart.trimmed().isEmpty()) {
        return ListReport::Missing::Address;
    }
    return alias.id.trimmed().isEmpty() ? ListReport::Missing::Id : ListReport::Missing::Nothing;
}

ListReport::Missing ResponseDecoder::unreadableBecause(const LogEntry &entry)
{
    // Entries are read-only and the log model tells id-less ones apart by content; only an entry with nothing
    // the client knows is left out.
    const bool nothingKnown = entry.id.isEmpty() && !entry.time.isValid() && entry.sender.isEmpty()
        && entry.recipient.isEmpty() && entry.destination.isEmpty() && entry.statusText.isEmpty();
    return nothingKnown ? ListReport::Missing::Record : ListReport::Missing::Nothing;
}

ListReport::Missing ResponseDecoder::unreadableBecause(const ApiKey &key)
{
    return key.id.trimmed().isEmpty() ? ListReport::Missing::Id : ListReport::Missing::Nothing;
}

ListReport::Missing ResponseDecoder::unreadableBecause(const NewApiKey &created)
{
    return created.secret.isEmpty() ? ListReport::Missing::Secret : ListReport::Missing::Nothing;
}

QUrl ResponseDecoder::nextLinkFromHeader(const QByteArray &linkHeader)
{
    const QString text = QString::fromUtf8(linkHeader);
    qsizetype position = 0;
    while (position < text.size()) {
        const qsizetype open = text.indexOf(u'<', position);
        const qsizetype close = open < 0 ? -1 : text.indexOf(u'>', open);
        if (close < 0) {
            break;
        }
        const QString target = text.mid(open + 1, close - open - 1).trimmed();
        // The parameters run to the next comma outside quotes (a comma ends this link-value).
        QStringList parameters;
        QString current;
        bool quoted = false;
        qsizetype at = close + 1;
        for (; at < text.size(); ++at) {
            const QChar c = text.at(at);
            if (c == u'"') {
                quoted = !quoted;
            } else if (!quoted && c == u',') {
                break;
            } else if (!quoted && c == u';') {
                parameters << current;
                current.clear();
                continue;
            }
            current += c;
        }
        parameters << current;
        for (const QString &parameter : std::as_const(parameters)) {
            const qsizetype equals = parameter.indexOf(u'=');
            if (equals < 0 || parameter.left(equals).trimmed().compare(u"rel"_s, Qt::CaseInsensitive) != 0) {
                continue;
            }
            QString value = parameter.mid(equals + 1).trimmed();
            if (value.size() >= 2 && value.startsWith(u'"') && value.endsWith(u'"')) {
                value = value.mid(1, value.size() - 2);
            }
            const QStringList relations = value.split(u' ', Qt::SkipEmptyParts);
            for (const QString &relation : relations) {
                if (relation.compare(u"next"_s, Qt::CaseInsensitive) == 0 && !target.isEmpty()) {
                    return QUrl(target);
                }
            }
        }
        position = at + 1;
    }
    return {};
}

int ResponseDecoder::decodeRetryAfter(const QByteArray &value, const QDateTime &now)
{
    const QByteArray trimmed = value.trimmed();
    if (trimmed.isEmpty()) {
        return -1;
    }
    if (std::all_of(trimmed.cbegin(), trimmed.cend(), [](char c) { return c >= '0' && c <= '9'; })) {
        bool ok = false;
        const qlonglong seconds = trimmed.toLongLong(&ok);
        return ok ? static_cast<int>(std::min<qlonglong>(seconds, std::numeric_limits<int>::max()))
                  : std::numeric_limits<int>::max(); // more digits than fit: "a very long time"
    }
    // The weekday is left out before parsing: it adds nothing, and a wrong one must not void the date.
    QString text = QString::fromLatin1(trimmed).simplified();
    const bool hasComma = text.contains(u',');
    text = hasComma ? text.section(u',', 1).trimmed() : text.section(u' ', 1);
    QDateTime when;
    if (hasComma && (text.endsWith(u" GMT"_s) || text.endsWith(u" UTC"_s))) {
        const QString withoutZone = text.left(text.size() - 4);
        // IMF-fixdate "Wed, 21 Oct 2026 07:28:00 GMT": RFC 2822 once the zone name is an offset.
        when = QDateTime::fromString(withoutZone + u" +0000"_s, Qt::RFC2822Date);
        if (!when.isValid()) { // RFC 850: "Wednesday, 21-Oct-26 07:28:00 GMT"
            when = QLocale::c().toDateTime(withoutZone, u"dd-MMM-yy HH:mm:ss"_s);
            if (when.isValid() && when.date().year() < 1970) {
                when = when.addYears(100);
            }
        }
    } else if (!hasComma) { // asctime: "Wed Oct 21 07:28:00 2026"
        when = QLocale::c().toDateTime(text, u"MMM d HH:mm:ss yyyy"_s);
    }
    if (!when.isValid()) {
        return -1;
    }
    if (when.timeSpec() == Qt::LocalTime) {
        when = QDateTime(when.date(), when.time(), QTimeZone::utc());
    }
    const qint64 seconds = now.secsTo(when);
    return static_cast<int>(std::clamp<qint64>(seconds, 0, std::numeric_limits<int>::max()));
}

} // namespace ForwardDesk::Core
