// SPDX-License-Identifier: GPL-3.0-or-later
#include "responsedecoder.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QRegularExpression>
#include <QTimeZone>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Core {

namespace {

// Envelope keys seen in real services (research: forwarding-services.md §8), after the resource's own.
const QStringList &genericListKeys()
{
    static const QStringList keys = {u"data"_s, u"items"_s, u"results"_s, u"result"_s, u"entries"_s, u"records"_s};
    return keys;
}

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
    return field;
}

ApiError::Kind kindFor(int status, const QString &detail)
{
    const QString lower = detail.toLower();
    if (lower.contains(u"invalid token"_s) || lower.contains(u"not authenticated"_s)) {
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
    bool found = false;
    for (const QStringList *keys : {&resourceKeys, &genericListKeys()}) {
        for (const QString &key : *keys) {
            const QJsonValue value = object.value(key);
            if (value.isArray()) {
                page->items = value.toArray();
                found = true;
                break;
            }
        }
        if (found) {
            break;
        }
    }
    if (!found) { // an unknown envelope: the first array-valued member
        for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
            if (it.value().isArray()) {
                page->items = it.value().toArray();
                found = true;
                break;
            }
        }
    }
    if (!found) {
        return false;
    }
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

QString ResponseDecoder::decodeId(const QJsonValue &value)
{
    if (value.isDouble()) {
        return QString::number(static_cast<qint64>(value.toDouble()));
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

QDateTime ResponseDecoder::decodeDateTime(const QJsonValue &value)
{
    if (value.isDouble()) {
        return fromEpoch(value.toDouble());
    }
    if (!value.isString()) {
        return {};
    }
    const QString text = value.toString().trimmed();
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

Domain ResponseDecoder::decodeDomain(const QJsonObject &object)
{
    Domain domain;
    domain.raw = object;
    domain.id = decodeId(object.value(u"id"_s));
    if (domain.id.isEmpty()) {
        domain.id = stringField(object, {u"domain_id"_s, u"uuid"_s, u"_id"_s});
    }
    domain.name = stringField(object, {u"domain"_s, u"name"_s, u"domain_name"_s, u"display"_s});
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
    } else if (status == u"failing"_s || status == u"failed"_s || status == u"misconfigured"_s
               || status == u"error"_s) {
        domain.status = Domain::Status::Failing;
    } else if (status == u"pending"_s || status == u"unverified"_s || status == u"unconfigured"_s) {
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

Alias ResponseDecoder::decodeAlias(const QJsonObject &object)
{
    Alias alias;
    alias.raw = object;
    alias.id = decodeId(object.value(u"id"_s));
    if (alias.id.isEmpty()) {
        alias.id = stringField(object, {u"alias_id"_s, u"uuid"_s, u"_id"_s});
    }
    alias.domainId = stringField(object, {u"domain_id"_s, u"domain"_s});
    alias.localPart = stringField(object, {u"localpart"_s, u"local_part"_s, u"alias"_s, u"name"_s});
    const QString email = stringField(object, {u"email"_s, u"address"_s});
    if (alias.localPart.isEmpty() && email.contains(u'@')) {
        alias.localPart = email.section(u'@', 0, 0);
    }
    if (alias.id.isEmpty()) {
        alias.id = alias.localPart;
    }
    alias.catchAll =
        boolField(object, {u"is_catch_all"_s, u"catch_all"_s, u"catchall"_s}, false) || alias.localPart == u"*"_s;
    if (alias.catchAll) {
        alias.localPart.clear();
    }
    alias.enabled = boolField(object, {u"enabled"_s, u"active"_s, u"is_enabled"_s, u"is_active"_s}, true);
    for (const QString &name : {u"destinations"_s, u"recipients"_s, u"forward"_s, u"mailboxes"_s, u"targets"_s}) {
        if (object.contains(name)) {
            alias.destinations = decodeAddressList(object.value(name));
            break;
        }
    }
    alias.createdAt = dateField(object, {u"created_at"_s, u"created"_s, u"creation_date"_s, u"creation_timestamp"_s});
    alias.updatedAt = dateField(object, {u"updated_at"_s, u"updated"_s, u"modified_at"_s});
    const QJsonValue count =
        object.contains(u"forwarded_count"_s) ? object.value(u"forwarded_count"_s) : object.value(u"nb_forward"_s);
    alias.forwardedCount = count.isDouble() ? count.toInt() : -1;
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

LogEntry ResponseDecoder::decodeLogEntry(const QJsonObject &object)
{
    LogEntry entry;
    entry.raw = object;
    entry.id = decodeId(object.value(u"id"_s));
    if (entry.id.isEmpty()) {
        entry.id = stringField(object, {u"uuid"_s, u"_id"_s, u"message_id"_s, u"messageId"_s});
    }
    entry.time =
        dateField(object, {u"created_at"_s, u"created"_s, u"timestamp"_s, u"time"_s, u"date"_s, u"datetime"_s});
    // Addresses may be strings or {"email", "name"} objects (ImprovMX).
    const auto address = [&object](const QStringList &names) {
        for (const QString &name : names) {
            const QJsonValue value = object.value(name);
            if (value.isObject()) {
                return stringField(value.toObject(), {u"email"_s, u"address"_s});
            }
            if (value.isString()) {
                return value.toString();
            }
        }
        return QString();
    };
    entry.sender = address({u"sender"_s, u"from"_s, u"mail_from"_s});
    entry.recipient = address({u"recipient"_s, u"to"_s, u"alias"_s, u"rcpt_to"_s});
    entry.destination = address({u"destination"_s, u"forward"_s, u"forwarded_to"_s});
    entry.domain = stringField(object, {u"domain"_s});
    if (entry.domain.isEmpty() && entry.recipient.contains(u'@')) {
        entry.domain = entry.recipient.section(u'@', 1);
    }
    entry.aliasId = stringField(object, {u"alias_id"_s});
    entry.statusText = stringField(object, {u"status"_s, u"action"_s, u"result"_s, u"event"_s});
    const QJsonArray events = object.value(u"events"_s).toArray();
    if (entry.statusText.isEmpty() && !events.isEmpty()) { // only a timeline: the last event decides
        entry.statusText = stringField(events.last().toObject(), {u"status"_s});
    }
    entry.status = decodeLogStatus(entry.statusText);
    if (entry.status == LogEntry::Status::Unknown && boolField(object, {u"isSpam"_s, u"is_spam"_s}, false)) {
        entry.status = LogEntry::Status::Spam;
    }
    const QJsonValue code = object.contains(u"smtp_code"_s) ? object.value(u"smtp_code"_s) : object.value(u"code"_s);
    entry.smtpCode = code.isDouble() ? code.toInt() : code.toString().toInt();
    if (entry.smtpCode == 0) {
        entry.smtpCode = -1;
    }
    entry.smtpMessage = stringField(object, {u"smtp_message"_s, u"message"_s, u"response"_s, u"error"_s});
    entry.subject = stringField(object, {u"subject"_s});
    entry.messageId = stringField(object, {u"message_id"_s, u"messageId"_s});
    const QJsonValue size = object.value(u"size"_s);
    entry.size = size.isDouble() ? static_cast<qint64>(size.toDouble()) : -1;
    return entry;
}

ApiKey ResponseDecoder::decodeApiKey(const QJsonObject &object)
{
    ApiKey key;
    key.raw = object;
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

NewApiKey ResponseDecoder::decodeNewApiKey(const QJsonObject &object)
{
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
        if (detailValue.isString()) {
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
                    fields << FieldError{it.key(), -1, message.toString(), QString()};
                }
            }
        } else if (errors.isArray() && detail.isEmpty()) { // Cloudflare: [{"code", "message"}]
            QStringList messages;
            for (const QJsonValue &item : errors.toArray()) {
                messages << item.toObject().value(u"message"_s).toString();
            }
            detail = messages.join(u"; "_s);
        }
    } else if (parseError.error == QJsonParseError::NoError && document.isArray()) {
        detail = QString::fromUtf8(body);
    } else {
        detail = QString::fromUtf8(body).trimmed();
        if (detail.size() > 500) { // an HTML error page is not a message
            detail = detail.left(500);
        }
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

} // namespace ForwardDesk::Core
