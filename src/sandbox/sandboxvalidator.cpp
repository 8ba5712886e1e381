// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandboxvalidator.h"

#include <QJsonDocument>
#include <QJsonParseError>
#include <QSet>
#include <QStringView>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Sandbox {

namespace {

constexpr int maxLocalpartLength = 64;
constexpr int maxLabelLength = 63;
constexpr int maxDomainLength = 253;
constexpr int maxAddressLength = 254;
constexpr int minDestinations = 1;
constexpr int maxDestinations = 10;
constexpr int statusUnprocessable = 422;

bool isAtext(char16_t c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9')
        || QStringView(u"!#$%&'*+/=?^_`{|}~-").contains(QChar(c));
}

} // namespace

// FastAPI's validation errors: {"detail": [{"loc": [...], "msg": "...", "type": "..."}]}.
void SandboxValidator::addError(QJsonArray *errors, const QJsonArray &loc, const QString &msg, const QString &type,
                                const QJsonObject &context)
{
    QJsonObject error{{u"loc"_s, loc}, {u"msg"_s, msg}, {u"type"_s, type}};
    if (!context.isEmpty()) {
        error.insert(u"ctx"_s, context);
    }
    errors->append(error);
}

QJsonArray SandboxValidator::bodyLoc(const QString &field)
{
    return QJsonArray{u"body"_s, field};
}

void SandboxValidator::addMissing(QJsonArray *errors, const QString &field)
{
    addError(errors, bodyLoc(field), u"Field required"_s, u"missing"_s);
}

void SandboxValidator::addStringType(QJsonArray *errors, const QJsonArray &loc)
{
    addError(errors, loc, u"Input should be a valid string"_s, u"string_type"_s);
}

void SandboxValidator::addBoolType(QJsonArray *errors, const QString &field)
{
    addError(errors, bodyLoc(field), u"Input should be a valid boolean"_s, u"bool_type"_s);
}

void SandboxValidator::addValueError(QJsonArray *errors, const QJsonArray &loc, const QString &reason)
{
    addError(errors, loc, u"Value error, "_s + reason, u"value_error"_s);
}

/// Reads a JSON object body. An empty body is an empty object when @p optional (POST /api-keys).
std::optional<QJsonObject> SandboxValidator::parseBody(const QByteArray &body, bool optional, QJsonArray *errors)
{
    if (body.trimmed().isEmpty()) {
        if (optional) {
            return QJsonObject();
        }
        addError(errors, QJsonArray{u"body"_s}, u"Field required"_s, u"missing"_s);
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(body, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        addError(errors, QJsonArray{u"body"_s, parseError.offset}, u"JSON decode error"_s, u"json_invalid"_s,
                 QJsonObject{{u"error"_s, parseError.errorString()}});
        return std::nullopt;
    }
    if (!document.isObject()) {
        addError(errors, QJsonArray{u"body"_s},
                 u"Input should be a valid dictionary or object to extract fields from"_s, u"model_attributes_type"_s);
        return std::nullopt;
    }
    return document.object();
}

std::optional<qint64> SandboxValidator::wholeNumber(const QString &text, qint64 minimum, qint64 maximum)
{
    bool ok = false;
    const qint64 number = text.toLongLong(&ok);
    if (!ok || number < minimum || number > maximum) {
        return std::nullopt;
    }
    return number;
}

/// The ASCII (IDNA) form of a domain name, or nothing when it is not a valid one.
std::optional<QString> SandboxValidator::asciiDomain(const QString &name)
{
    if (name.isEmpty() || name.size() > maxDomainLength * 4) {
        return std::nullopt;
    }
    for (const QChar c : name) {
        if (c.isSpace()) {
            return std::nullopt;
        }
    }
    const QString ace = QString::fromLatin1(QUrl::toAce(name)).toLower();
    if (ace.isEmpty() || ace.size() > maxDomainLength) {
        return std::nullopt;
    }
    const QStringList labels = ace.split(u'.');
    if (labels.size() < 2) {
        return std::nullopt;
    }
    for (const QString &label : labels) {
        if (label.isEmpty() || label.size() > maxLabelLength || label.startsWith(u'-') || label.endsWith(u'-')) {
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

/// Why @p address is not a valid e-mail address, or an empty string when it is one.
QString SandboxValidator::addressProblem(const QString &address)
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
    if (local.size() > maxLocalpartLength) {
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
    if (local.size() + 1 + ascii->size() > maxAddressLength) {
        return u"The email address is too long."_s;
    }
    return {};
}

/// Checks a local part (already lower-cased); adds its errors under loc ["body", "localpart"].
void SandboxValidator::validateLocalpart(const QString &localpart, QJsonArray *errors, const QString &field)
{
    const QJsonArray loc = bodyLoc(field);
    if (localpart.isEmpty()) {
        addError(errors, loc, u"String should have at least 1 character"_s, u"string_too_short"_s,
                 QJsonObject{{u"min_length"_s, 1}});
        return;
    }
    if (localpart.size() > maxLocalpartLength) {
        addError(errors, loc, u"String should have at most %1 characters"_s.arg(maxLocalpartLength),
                 u"string_too_long"_s, QJsonObject{{u"max_length"_s, maxLocalpartLength}});
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
QStringList SandboxValidator::validateDestinations(const QJsonValue &value, QJsonArray *errors, const QString &field,
                                                   bool commaSeparated)
{
    QJsonArray array;
    if (commaSeparated && value.isString()) {
        // "a@x.example, b@y.example": each part is checked like an item of a list.
        const QStringList parts = value.toString().split(u',', Qt::SkipEmptyParts);
        for (const QString &part : parts) {
            if (!part.trimmed().isEmpty()) {
                array.append(part.trimmed());
            }
        }
    } else if (!value.isArray()) {
        addError(errors, bodyLoc(field), u"Input should be a valid list"_s, u"list_type"_s);
        return {};
    } else {
        array = value.toArray();
    }
    if (array.size() < minDestinations) {
        addError(errors, bodyLoc(field),
                 u"List should have at least %1 item after validation, not %2"_s.arg(minDestinations).arg(array.size()),
                 u"too_short"_s, QJsonObject{{u"field_type"_s, u"List"_s}, {u"min_length"_s, minDestinations}});
        return {};
    }
    if (array.size() > maxDestinations) {
        addError(errors, bodyLoc(field),
                 u"List should have at most %1 items after validation, not %2"_s.arg(maxDestinations).arg(array.size()),
                 u"too_long"_s, QJsonObject{{u"field_type"_s, u"List"_s}, {u"max_length"_s, maxDestinations}});
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

/// Parses a positive integer query parameter; adds FastAPI's error for a bad one.
std::optional<qint64> SandboxValidator::queryInteger(const QString &text, const QString &name, qint64 minimum,
                                                     qint64 maximum, QJsonArray *errors)
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

SandboxResponse SandboxValidator::answer(const QJsonArray &errors, bool problemStyle)
{
    if (!problemStyle) {
        return SandboxResponse::json(statusUnprocessable, QJsonObject{{u"detail"_s, errors}});
    }
    // Problem details: each error points at its field (RFC 6901) or names its query parameter.
    QJsonArray items;
    for (const QJsonValue &error : errors) {
        const QJsonObject object = error.toObject();
        const QJsonArray loc = object.value(u"loc"_s).toArray();
        QJsonObject source;
        if (loc.first().toString() == u"query" && loc.size() > 1) {
            source.insert(u"parameter"_s, loc.at(1).toString());
        } else {
            QString pointer;
            for (qsizetype i = 1; i < loc.size(); ++i) {
                const QJsonValue part = loc.at(i);
                QString text = part.isString() ? part.toString() : QString::number(part.toInteger());
                text.replace(u"~"_s, u"~0"_s).replace(u"/"_s, u"~1"_s);
                pointer += u'/' + text;
            }
            source.insert(u"pointer"_s, pointer);
        }
        items.append(QJsonObject{{u"detail"_s, object.value(u"msg"_s)}, {u"source"_s, source}});
    }
    const QString detail = items.size() == 1 ? items.first().toObject().value(u"detail"_s).toString()
                                             : u"%1 fields are not valid"_s.arg(items.size());
    return SandboxResponse::problem(statusUnprocessable, detail, u"Validation failed"_s, items);
}

} // namespace ForwardDesk::Sandbox
