// SPDX-License-Identifier: GPL-3.0-or-later
#include "faultrule.h"

#include "sandboxvalidator.h"

#include <QLoggingCategory>
#include <QRegularExpression>
#include <QStringList>

#include <algorithm>
#include <iterator>
#include <limits>
#include <utility>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Sandbox {

Q_LOGGING_CATEGORY(lcFaultRule, "forwarddesk.sandbox.faultrule", QtInfoMsg)

namespace {

constexpr int maxMilliseconds = 600'000; // ten minutes: anything longer is a typo, not a test
constexpr int maxChunkBytes = 1 << 20;
constexpr qint64 maxBodyBytes = qint64(1) << 32; // 4 GiB: far past any client's limit
constexpr int maxRecordCount = 1'000'000;
constexpr int maxRetryAfterSeconds = 86'400;

struct KindName
{
    FaultRule::Kind kind;
    QStringView name;
};

constexpr KindName kindNames[] = {
    {FaultRule::Kind::Latency, u"latency"},
    {FaultRule::Kind::Error, u"error"},
    {FaultRule::Kind::RateLimit, u"rate-limit"},
    {FaultRule::Kind::Malformed, u"malformed"},
    {FaultRule::Kind::Reset, u"reset"},
    {FaultRule::Kind::Hang, u"hang"},
    {FaultRule::Kind::Trickle, u"trickle"},
    {FaultRule::Kind::EmptyObject, u"empty-object"},
    {FaultRule::Kind::NoContent, u"no-content"},
    {FaultRule::Kind::Oversized, u"oversized"},
    {FaultRule::Kind::CyclicNext, u"cyclic-next"},
    {FaultRule::Kind::HugePage, u"huge-page"},
    {FaultRule::Kind::RetryAfterDate, u"retry-after-date"},
    {FaultRule::Kind::Unavailable, u"unavailable"},
    {FaultRule::Kind::UnreadableRecords, u"unreadable-records"},
};

QString kindList()
{
    QStringList names;
    for (const KindName &entry : kindNames) {
        names.append(entry.name.toString());
    }
    return names.join(u", "_s);
}

// Reads a whole number in [minimum, maximum]; on failure explains which name had the bad value.
template <typename Number>
bool readNumber(const QString &name, const QString &value, qint64 minimum, qint64 maximum, Number *out,
                QString *message)
{
    const std::optional<qint64> number = SandboxValidator::wholeNumber(value, minimum, maximum);
    if (!number) {
        *message =
            u"%1 must be a whole number from %2 to %3, not \"%4\""_s.arg(name).arg(minimum).arg(maximum).arg(value);
        return false;
    }
    *out = static_cast<Number>(*number);
    return true;
}

// "GET /domains/*/aliases", "/logs" or "*". The method is upper-cased; the /api prefix is dropped from
// the path because rules ignore it (docs/sandbox.md, "Faults").
bool readRoute(const QString &value, QByteArray *method, QString *route, QString *message)
{
    static const QRegularExpression whitespace(u"\\s+"_s);
    static const QRegularExpression methodName(u"^[A-Za-z]+$"_s);
    const QStringList parts = value.split(whitespace, Qt::SkipEmptyParts);
    QString pattern;
    if (parts.size() == 1) {
        pattern = parts.first();
    } else if (parts.size() == 2 && methodName.match(parts.first()).hasMatch()) {
        *method = parts.first().toUpper().toLatin1();
        pattern = parts.last();
    } else {
        *message = u"route must be \"*\", a path such as /logs, or a method and a path such as \"GET /logs\", "
                   u"not \"%1\""_s.arg(value);
        return false;
    }
    if (pattern != u"*" && !pattern.startsWith(u'/')) {
        *message = u"the route's path must be \"*\" or start with /, not \"%1\""_s.arg(pattern);
        return false;
    }
    if (pattern == u"/api" || pattern.startsWith(u"/api/")) {
        pattern = pattern.mid(4);
    }
    while (pattern.size() > 1 && pattern.endsWith(u'/')) {
        pattern.chop(1);
    }
    *route = pattern.isEmpty() ? u"/"_s : pattern;
    return true;
}

} // namespace

bool FaultRule::shapesLists() const
{
    return kind == Kind::CyclicNext || kind == Kind::HugePage || kind == Kind::UnreadableRecords;
}

bool FaultRule::parse(const QString &spec, FaultRule *rule, QString *error)
{
    QString message;
    const auto fail = [&](const QString &why) {
        qCDebug(lcFaultRule) << "rejected fault" << spec << why;
        if (error) {
            *error = u"fault \"%1\": %2"_s.arg(spec, why);
        }
        return false;
    };

    FaultRule result;
    bool haveKind = false;
    qint64 bytes = 0;
    QString bytesText;
    const QStringList items = spec.split(u',', Qt::SkipEmptyParts);
    if (items.isEmpty()) {
        return fail(u"empty specification (expected e.g. kind=error,rate=0.3)"_s);
    }
    for (const QString &item : items) {
        const qsizetype equals = item.indexOf(u'=');
        if (equals < 0) {
            return fail(u"\"%1\" is not name=value"_s.arg(item.trimmed()));
        }
        const QString name = item.left(equals).trimmed().toLower();
        const QString value = item.mid(equals + 1).trimmed();
        if (name == u"kind") {
            const QString wanted = value.toLower();
            const auto *found = std::find_if(std::begin(kindNames), std::end(kindNames),
                                             [&wanted](const KindName &entry) { return entry.name == wanted; });
            if (found == std::end(kindNames)) {
                return fail(u"unknown kind \"%1\" (expected one of %2)"_s.arg(value, kindList()));
            }
            result.kind = found->kind;
            haveKind = true;
        } else if (name == u"route") {
            if (!readRoute(value, &result.method, &result.route, &message)) {
                return fail(message);
            }
        } else if (name == u"rate") {
            bool ok = false;
            const double rate = value.toDouble(&ok);
            if (!ok || rate < 0.0 || rate > 1.0) {
                return fail(u"rate must be a number from 0 to 1, not \"%1\""_s.arg(value));
            }
            result.rate = rate;
        } else if (name == u"times") {
            if (!readNumber(name, value, 0, std::numeric_limits<int>::max(), &result.times, &message)) {
                return fail(message);
            }
        } else if (name == u"ms") {
            if (!readNumber(name, value, 0, maxMilliseconds, &result.milliseconds, &message)) {
                return fail(message);
            }
        } else if (name == u"status") {
            if (!readNumber(name, value, 500, 599, &result.status, &message)) {
                return fail(message);
            }
        } else if (name == u"retry-after") {
            if (!readNumber(name, value, 0, maxRetryAfterSeconds, &result.retryAfterSeconds, &message)) {
                return fail(message);
            }
        } else if (name == u"bytes") {
            // Its range depends on the kind, which may come later in the spec.
            if (!readNumber(name, value, 1, maxBodyBytes, &bytes, &message)) {
                return fail(message);
            }
            bytesText = value;
        } else if (name == u"count") {
            if (!readNumber(name, value, 1, maxRecordCount, &result.recordCount, &message)) {
                return fail(message);
            }
        } else {
            return fail(u"unknown name \"%1\" (expected kind, route, rate, times, ms, status, retry-after, bytes "
                        u"or count)"_s.arg(name));
        }
    }
    if (!haveKind) {
        return fail(u"kind is missing (one of %1)"_s.arg(kindList()));
    }
    if (bytes > 0) {
        if (result.kind == Kind::Oversized) {
            result.bodyBytes = bytes;
        } else if (readNumber(u"bytes"_s, bytesText, 1, maxChunkBytes, &bytes, &message)) {
            result.chunkBytes = int(bytes);
        } else {
            return fail(message);
        }
    }
    if (rule) {
        *rule = std::move(result);
    }
    return true;
}

} // namespace ForwardDesk::Sandbox
