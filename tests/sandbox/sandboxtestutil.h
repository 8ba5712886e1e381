// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Small checks shared by the sandbox test executables (header-only: each executable is one .cpp).

#include "httpprobe.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QRegularExpression>
#include <QString>
#include <QStringList>
#include <QTimeZone>

/// QVERIFY that @p result has HTTP status @p expected, printing what came instead. @p result is evaluated
/// once (QVERIFY2 evaluates its message even on success, which would send a request twice).
#define VERIFY_STATUS(result, expected)                                                                                \
    do {                                                                                                               \
        const auto &verifyStatusResult = (result);                                                                     \
        QVERIFY2(                                                                                                      \
            verifyStatusResult.status == (expected),                                                                   \
            QByteArray("expected HTTP " + QByteArray::number(expected) + ", got " + verifyStatusResult.describe())     \
                .constData());                                                                                         \
    } while (false)

namespace ForwardDesk::SandboxTests {

using namespace Qt::StringLiterals;

// What the demo seed holds for the session's account.
constexpr int DemoDomains = 8;
constexpr int DemoAliases = 60;
constexpr int DemoKeys = 3; // two seeded keys and the session key

/// A path segment for an id that may be a number or a string (--ids int/uuid).
inline QString idSegment(const QJsonValue &id)
{
    return id.isString() ? id.toString() : QString::number(id.toInteger());
}

/// The path of the aliases of domain @p domainId: "/domains/3/aliases".
inline QString aliasesPath(const QJsonValue &domainId)
{
    return u"/domains/"_s + idSegment(domainId) + u"/aliases"_s;
}

/// The path of alias @p aliasId of domain @p domainId: "/domains/3/aliases/7".
inline QString aliasPath(const QJsonValue &domainId, const QJsonValue &aliasId)
{
    return aliasesPath(domainId) + u'/' + idSegment(aliasId);
}

/// `loc` of a FastAPI validation error as "body/destinations/1".
inline QString locText(const QJsonValue &loc)
{
    QStringList parts;
    const QJsonArray array = loc.toArray();
    for (const QJsonValue &part : array) {
        parts.append(part.isString() ? part.toString() : QString::number(part.toInteger()));
    }
    return parts.join(u'/');
}

/// Checks the shape of a FastAPI validation answer and looks for an entry at @p loc (or under it when
/// @p prefixOnly) with @p type (any type when empty). Returns an empty string when found, or why not.
inline QString findValidationError(const TestSupport::HttpProbe::Result &result, const QString &loc,
                                   bool prefixOnly = false, const QString &type = {})
{
    if (result.status != 422) {
        return u"status is not 422: "_s + QString::fromUtf8(result.describe());
    }
    const QJsonValue detail = result.object().value(QLatin1StringView("detail"));
    if (!detail.isArray() || detail.toArray().isEmpty()) {
        return u"detail is not a non-empty list: "_s + QString::fromUtf8(result.body);
    }
    QStringList seen;
    const QJsonArray entries = detail.toArray();
    for (const QJsonValue &entry : entries) {
        const QJsonObject object = entry.toObject();
        if (!object.value(QLatin1StringView("loc")).isArray() || !object.value(QLatin1StringView("msg")).isString()
            || !object.value(QLatin1StringView("type")).isString()) {
            return u"entry without loc list, msg and type strings: "_s + QString::fromUtf8(result.body);
        }
        const QString entryLoc = locText(object.value(QLatin1StringView("loc")));
        const QString entryType = object.value(QLatin1StringView("type")).toString();
        seen.append(entryLoc + u':' + entryType);
        const bool locMatches = prefixOnly ? (entryLoc == loc || entryLoc.startsWith(loc + u'/')) : entryLoc == loc;
        if (locMatches && (type.isEmpty() || entryType == type)) {
            return {};
        }
    }
    return u"no entry at loc "_s + loc + (type.isEmpty() ? QString() : u" with type "_s + type) + u"; entries: "_s
        + seen.join(u", "_s);
}

/// Parses the documented default time format, `2026-11-21T05:01:22Z`; invalid if it is anything else.
inline QDateTime parseIsoUtc(const QJsonValue &value)
{
    static const QRegularExpression pattern(u"^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ$"_s);
    if (!value.isString() || !pattern.match(value.toString()).hasMatch()) {
        return {};
    }
    return QDateTime::fromString(value.toString(), Qt::ISODate);
}

} // namespace ForwardDesk::SandboxTests
