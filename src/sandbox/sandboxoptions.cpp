// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandboxoptions.h"

#include "sandboxvalidator.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QLoggingCategory>
#include <QRegularExpression>

#include <algorithm>
#include <limits>
#include <utility>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Sandbox {

Q_LOGGING_CATEGORY(lcSandboxOptions, "forwarddesk.sandbox.options", QtInfoMsg)

namespace {

constexpr int maxLiveLogSeconds = 86'400;
constexpr int maxVerifyAfter = 1000;
constexpr int maxPageSize = 10'000;
constexpr int maxLogLimitCeiling = 1'000'000; // docs/sandbox.md: the largest --max-log-limit
constexpr quint16 toolDefaultPort = 8025; // the tool's default; the struct's 0 is for in-process use
constexpr int helpIndent = 2;
constexpr int helpColumn = 30;
constexpr int helpWidth = 100;

// One command-line option: its names, the placeholder of its value (empty for a flag) and the help line.
// parse() and helpText() both read this table, so the help can never forget an option.
struct OptionSpec
{
    QStringList names;
    QString valueName;
    QString help;
};

QList<OptionSpec> optionSpecs()
{
    return {
        {{u"address"_s},
         u"ADDRESS"_s,
         QCoreApplication::translate("SandboxOptions",
                                     "Address to listen on (default 127.0.0.1; \"localhost\" also works).")},
        {{u"port"_s},
         u"PORT"_s,
         QCoreApplication::translate("SandboxOptions", "Port to listen on, 0 for any free port (default %1).")
             .arg(toolDefaultPort)},
        {{u"database"_s},
         u"FILE"_s,
         QCoreApplication::translate("SandboxOptions",
                                     "SQLite file that keeps the data across restarts (default: in memory).")},
        {{u"seed"_s},
         u"DATA"_s,
         QCoreApplication::translate(
             "SandboxOptions",
             "Data to start with: none (accounts and keys only), demo (default) or large (1,000 domains, "
             "100,000 aliases, 100,000 log entries).")},
        {{u"key"_s},
         u"fwd_KEY"_s,
         QCoreApplication::translate(
             "SandboxOptions",
             "Value of the printed API key: fwd_ and 40 letters and digits (default: a new random key).")},
        {{u"live-logs"_s},
         u"SECONDS"_s,
         QCoreApplication::translate("SandboxOptions",
                                     "Add a new log entry every SECONDS seconds (default 0: never).")},
        {{u"verify-after"_s},
         u"N"_s,
         QCoreApplication::translate("SandboxOptions",
                                     "Verify calls a new domain needs before its records appear (default 2).")},
        {{u"page-size"_s},
         u"N"_s,
         QCoreApplication::translate(
             "SandboxOptions",
             "Items per page of paged lists (--envelope paged, --style jsonapi, --paging link; default 50).")},
        {{u"max-log-limit"_s},
         u"N"_s,
         QCoreApplication::translate("SandboxOptions",
                                     "Largest accepted ?limit= of GET /logs, at most 1000000 (default 10000).")},
        {{u"seed-random"_s},
         u"N"_s,
         QCoreApplication::translate(
             "SandboxOptions", "Seed of the random numbers (seed data, fault rates); 0 = from the clock (default).")},
        {{u"prefix"_s},
         u"PREFIX"_s,
         QCoreApplication::translate("SandboxOptions",
                                     "Where resources live: none (/domains, default), api (/api/domains) or both.")},
        {{u"envelope"_s},
         u"SHAPE"_s,
         QCoreApplication::translate(
             "SandboxOptions",
             "Shape of lists: bare ([...], default), data ({\"data\": [...]}), items ({\"items\": [...], "
             "\"total\": N}), named ({\"domains\": [...]}) or paged ({\"items\", \"total\", \"page\", \"next\"}).")},
        {{u"ids"_s}, u"TYPE"_s, QCoreApplication::translate("SandboxOptions", "Record ids: int (default) or uuid.")},
        {{u"create-status"_s},
         u"STATUS"_s,
         QCoreApplication::translate("SandboxOptions", "Success status of a POST that creates: 201 (default) or 200.")},
        {{u"delete-status"_s},
         u"STATUS"_s,
         QCoreApplication::translate(
             "SandboxOptions",
             "Success status of DELETE: 204 (default, no body) or 200 (with {\"deleted\": true, \"id\": ...}).")},
        {{u"auth-status"_s},
         u"STATUS"_s,
         QCoreApplication::translate("SandboxOptions",
                                     "Status of \"Invalid token\" and \"Not authenticated\": 401 (default) or 403.")},
        {{u"limit-status"_s},
         u"STATUS"_s,
         QCoreApplication::translate("SandboxOptions",
                                     "Status of \"Domain limit reached\": 403 (default), 400, 402 or 422.")},
        {{u"patch"_s},
         u"MODE"_s,
         QCoreApplication::translate(
             "SandboxOptions",
             "PATCH semantics: partial (default: omitted fields stay) or full (all fields required).")},
        {{u"time"_s},
         u"FORMAT"_s,
         QCoreApplication::translate("SandboxOptions",
                                     "Timestamps: iso-z (default, 2026-11-21T05:01:22Z), iso-offset (+02:00), naive "
                                     "(no zone, UTC), epoch-s or epoch-ms.")},
        {{u"key-field"_s},
         u"FIELD"_s,
         QCoreApplication::translate("SandboxOptions",
                                     "Field that carries a new API key's value: key (default), api_key or token.")},
        {{u"style"_s},
         u"STYLE"_s,
         QCoreApplication::translate(
             "SandboxOptions",
             "Record style: flat (default) or jsonapi (resource objects {\"data\": {\"id\", \"type\", "
             "\"attributes\"}}, paged lists with links.next and meta.total, application/vnd.api+json).")},
        {{u"errors"_s},
         u"STYLE"_s,
         QCoreApplication::translate(
             "SandboxOptions",
             "Error bodies: fastapi (default, {\"detail\": ...}) or problem (RFC 9457 application/problem+json).")},
        {{u"paging"_s},
         u"WHERE"_s,
         QCoreApplication::translate(
             "SandboxOptions",
             "Where a list's next page is named: body (default, per --envelope or --style) or link (every list "
             "paged, the next page only in a Link header).")},
        {{u"fields"_s},
         u"NAMES"_s,
         QCoreApplication::translate(
             "SandboxOptions",
             "Field names: spec (default), synonyms (hostname, local_part, is_active, recipients, label, secret, "
             "+02:00 times) or synonyms-csv (alias, active, forward_to as one comma-separated string, description, "
             "api_key, from/to).")},
        {{u"gzip"_s},
         {},
         QCoreApplication::translate("SandboxOptions",
                                     "Compress answers (Content-Encoding: gzip) when the request accepts gzip.")},
        {{u"fault"_s},
         u"SPEC"_s,
         QCoreApplication::translate(
             "SandboxOptions",
             "Inject a fault (repeatable), e.g. kind=error,rate=0.3 or kind=trickle,bytes=8,ms=50,route=GET /logs. "
             "Names: kind (latency, error, rate-limit, malformed, reset, hang, trickle, empty-object, no-content, "
             "oversized, cyclic-next, huge-page, retry-after-date, unavailable, unreadable-records), route (* by "
             "default, /logs, /domains/*/aliases, optionally after a method), rate (0..1, default 1), times (first "
             "N hits), ms (latency delay, default 500; trickle pause, default 100), status (error: 500, 502 or 503; "
             "default each in turn), retry-after (rate-limit, unavailable, retry-after-date; default 1), bytes "
             "(trickle chunk, default 16; oversized body, default 83886080), count (unreadable-records, default 3).")},
        {{u"q"_s, QCoreApplication::translate("SandboxOptions", "quiet")},
         {},
         QCoreApplication::translate("SandboxOptions", "forwarddesk-sandbox only: no access log line per request.")},
        {{u"h"_s, QCoreApplication::translate("SandboxOptions", "help")},
         {},
         QCoreApplication::translate("SandboxOptions", "Show this help and exit.")},
        {{u"v"_s, QCoreApplication::translate("SandboxOptions", "version")},
         {},
         QCoreApplication::translate("SandboxOptions", "Show the version and exit.")},
    };
}

// Breaks @p text into lines of at most @p width characters (at spaces), indenting the follow-up lines.
QString wrapped(const QString &text, int width, int indent)
{
    QString result;
    qsizetype lineLength = 0;
    const QStringList words = text.split(u' ', Qt::SkipEmptyParts);
    for (const QString &word : words) {
        if (lineLength > 0 && lineLength + 1 + word.size() > width) {
            result += u'\n' + QString(indent, u' ');
            lineLength = 0;
        } else if (lineLength > 0) {
            result += u' ';
            ++lineLength;
        }
        result += word;
        lineLength += word.size();
    }
    return result;
}

template <typename T>
using Choices = QList<std::pair<QString, T>>;

// Maps @p value to one of @p choices; the error lists them all, the default first.
template <typename T>
bool readChoice(const QString &option, const QString &value, const Choices<T> &choices, T *out, QString *error)
{
    for (const auto &[name, choice] : choices) {
        if (value.compare(name, Qt::CaseInsensitive) == 0) {
            *out = choice;
            return true;
        }
    }
    QStringList names;
    for (const auto &choice : choices) {
        names.append(choice.first);
    }
    *error = QCoreApplication::translate("SandboxOptions", "--%1: \"%2\" is not one of %3")
                 .arg(option, value, names.join(u", "_s));
    return false;
}

bool readStatus(const QString &option, const QString &value, const QList<int> &allowed, int *out, QString *error)
{
    Choices<int> choices;
    for (const int status : allowed) {
        choices.append({QString::number(status), status});
    }
    return readChoice(option, value, choices, out, error);
}

template <typename Number>
bool readNumber(const QString &option, const QString &value, qint64 minimum, qint64 maximum, Number *out,
                QString *error)
{
    const std::optional<qint64> number = SandboxValidator::wholeNumber(value, minimum, maximum);
    if (!number) {
        *error = QCoreApplication::translate("SandboxOptions", "--%1: \"%2\" is not a whole number from %3 to %4")
                     .arg(option, value)
                     .arg(minimum)
                     .arg(maximum);
        return false;
    }
    *out = static_cast<Number>(*number);
    return true;
}

} // namespace

bool SandboxOptions::parse(const QStringList &arguments, QString *error, bool *helpRequested)
{
    QString message;
    const auto fail = [&]() {
        qCDebug(lcSandboxOptions) << "bad command line:" << message;
        if (error) {
            *error = message;
        }
        return false;
    };
    if (helpRequested) {
        *helpRequested = false;
    }

    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    for (const OptionSpec &spec : optionSpecs()) {
        parser.addOption(QCommandLineOption(spec.names, spec.help, spec.valueName));
    }
    // QCommandLineParser skips the first argument as the program name. Callers that pass only options
    // (tests do) would lose their first one, so supply a name when the list starts with an option.
    QStringList argv = arguments;
    if (argv.isEmpty() || argv.first().startsWith(u'-')) {
        argv.prepend(u"forwarddesk-sandbox"_s);
    }
    if (!parser.parse(argv)) {
        message = parser.errorText();
        return fail();
    }
    if (!parser.positionalArguments().isEmpty()) {
        message = QCoreApplication::translate("SandboxOptions", "unexpected argument \"%1\" (options start with --)")
                      .arg(parser.positionalArguments().first());
        return fail();
    }
    if (parser.isSet(u"help"_s)) {
        if (helpRequested) {
            *helpRequested = true;
        }
        return true;
    }

    // Work on a copy so that a bad value leaves *this as it was.
    SandboxOptions result = *this;
    const auto has = [&parser](const QString &name) { return parser.isSet(name); };
    const auto value = [&parser](const QString &name) { return parser.value(name).trimmed(); };
    // An option that is not given keeps its value; one that is given must be one of its choices.
    const auto choice = [&](const QString &name, const auto &choices, auto *out) {
        return !has(name) || readChoice(name, value(name), choices, out, &message);
    };
    const auto status = [&](const QString &name, const QList<int> &allowed, int *out) {
        return !has(name) || readStatus(name, value(name), allowed, out, &message);
    };

    if (has(u"address"_s)) {
        const QString text = value(u"address"_s);
        QHostAddress address;
        if (text.compare(u"localhost", Qt::CaseInsensitive) == 0) {
            address = QHostAddress(QHostAddress::LocalHost);
        } else if (!address.setAddress(text)) {
            message = QCoreApplication::translate("SandboxOptions", "--address: \"%1\" is not an IPv4 or IPv6 address")
                          .arg(text);
            return fail();
        }
        result.address = address;
    }
    if (has(u"port"_s)) {
        qint64 port = 0;
        if (!readNumber(u"port"_s, value(u"port"_s), 0, 65535, &port, &message)) {
            return fail();
        }
        result.port = quint16(port);
    }
    if (has(u"database"_s)) {
        result.databasePath = parser.value(u"database"_s);
        if (result.databasePath.isEmpty()) {
            message = QCoreApplication::translate("SandboxOptions", "--database: the file name is empty");
            return fail();
        }
    }
    if (!choice(u"seed"_s, Choices<Seed>{{u"demo"_s, Seed::Demo}, {u"none"_s, Seed::None}, {u"large"_s, Seed::Large}},
                &result.seed)) {
        return fail();
    }
    if (has(u"key"_s)) {
        static const QRegularExpression keyPattern(u"^fwd_[A-Za-z0-9]{40}$"_s);
        const QString key = value(u"key"_s);
        if (!keyPattern.match(key).hasMatch()) {
            message = QCoreApplication::translate(
                          "SandboxOptions", "--key: \"%1\" is not an API key (fwd_ followed by 40 letters and digits)")
                          .arg(key);
            return fail();
        }
        result.sessionKey = key;
    }
    if (has(u"live-logs"_s)
        && !readNumber(u"live-logs"_s, value(u"live-logs"_s), 0, maxLiveLogSeconds, &result.liveLogIntervalSeconds,
                       &message)) {
        return fail();
    }
    if (has(u"verify-after"_s)
        && !readNumber(u"verify-after"_s, value(u"verify-after"_s), 0, maxVerifyAfter, &result.verifyAfter, &message)) {
        return fail();
    }
    if (has(u"page-size"_s)
        && !readNumber(u"page-size"_s, value(u"page-size"_s), 1, maxPageSize, &result.pageSize, &message)) {
        return fail();
    }
    if (has(u"max-log-limit"_s)) {
        if (!readNumber(u"max-log-limit"_s, value(u"max-log-limit"_s), 1, maxLogLimitCeiling, &result.maxLogLimit,
                        &message)) {
            return fail();
        }
        // The limit used when a request names none must stay within the maximum.
        result.defaultLogLimit = std::min(result.defaultLogLimit, result.maxLogLimit);
    }
    if (has(u"seed-random"_s)) {
        qint64 seed = 0;
        if (!readNumber(u"seed-random"_s, value(u"seed-random"_s), 0, std::numeric_limits<quint32>::max(), &seed,
                        &message)) {
            return fail();
        }
        result.randomSeed = quint32(seed);
    }
    if (!choice(u"prefix"_s,
                Choices<Prefix>{{u"none"_s, Prefix::None}, {u"api"_s, Prefix::Api}, {u"both"_s, Prefix::Both}},
                &result.prefix)
        || !choice(u"envelope"_s,
                   Choices<Envelope>{{u"bare"_s, Envelope::Bare},
                                     {u"data"_s, Envelope::Data},
                                     {u"items"_s, Envelope::Items},
                                     {u"named"_s, Envelope::Named},
                                     {u"paged"_s, Envelope::Paged}},
                   &result.envelope)
        || !choice(u"ids"_s, Choices<Ids>{{u"int"_s, Ids::Integer}, {u"uuid"_s, Ids::Uuid}}, &result.ids)
        || !status(u"create-status"_s, {201, 200}, &result.createStatus)
        || !status(u"delete-status"_s, {204, 200}, &result.deleteStatus)
        || !status(u"auth-status"_s, {401, 403}, &result.authStatus)
        || !status(u"limit-status"_s, {403, 400, 402, 422}, &result.limitStatus)
        || !choice(u"patch"_s, Choices<Patch>{{u"partial"_s, Patch::Partial}, {u"full"_s, Patch::Full}}, &result.patch)
        || !choice(u"time"_s,
                   Choices<TimeFormat>{{u"iso-z"_s, TimeFormat::IsoUtc},
                                       {u"iso-offset"_s, TimeFormat::IsoOffset},
                                       {u"naive"_s, TimeFormat::Naive},
                                       {u"epoch-s"_s, TimeFormat::EpochSeconds},
                                       {u"epoch-ms"_s, TimeFormat::EpochMilliseconds}},
                   &result.time)
        || !choice(u"key-field"_s,
                   Choices<KeyField>{
                       {u"key"_s, KeyField::Key}, {u"api_key"_s, KeyField::ApiKey}, {u"token"_s, KeyField::Token}},
                   &result.keyField)
        || !choice(u"style"_s, Choices<Style>{{u"flat"_s, Style::Flat}, {u"jsonapi"_s, Style::JsonApi}}, &result.style)
        || !choice(u"errors"_s, Choices<Errors>{{u"fastapi"_s, Errors::FastApi}, {u"problem"_s, Errors::Problem}},
                   &result.errors)
        || !choice(u"paging"_s, Choices<Paging>{{u"body"_s, Paging::Body}, {u"link"_s, Paging::LinkHeader}},
                   &result.paging)
        || !choice(u"fields"_s,
                   Choices<Fields>{{u"spec"_s, Fields::Spec},
                                   {u"synonyms"_s, Fields::Synonyms},
                                   {u"synonyms-csv"_s, Fields::SynonymsCsv}},
                   &result.fields)) {
        return fail();
    }
    if (has(u"gzip"_s)) {
        result.gzip = true;
    }
    const QStringList faultSpecs = parser.values(u"fault"_s);
    for (const QString &spec : faultSpecs) {
        FaultRule rule;
        QString why;
        if (!FaultRule::parse(spec, &rule, &why)) {
            message = u"--fault: "_s + why;
            return fail();
        }
        result.faults.append(rule);
    }

    *this = std::move(result);
    return true;
}

QString SandboxOptions::helpText()
{
    QString text = QCoreApplication::translate("SandboxOptions",
                                               "Usage: forwarddesk-sandbox [options]\n\n"
                                               "A local forwarding service for trying ForwardDesk and for its tests: "
                                               "the whole API on\nloopback HTTP with SQLite storage. It prints its URL "
                                               "and an API key, then one line per\nrequest. Stop it with Ctrl+C.\n\n"
                                               "Options:\n");
    for (const OptionSpec &spec : optionSpecs()) {
        QStringList names;
        for (const QString &name : spec.names) {
            names.append(name.size() == 1 ? u"-"_s + name : u"--"_s + name);
        }
        QString left = QString(helpIndent, u' ') + names.join(u", "_s);
        if (!spec.valueName.isEmpty()) {
            left += u' ' + spec.valueName;
        }
        // Long option names push their help onto the next line, so every description starts in one column.
        if (left.size() + 1 >= helpColumn) {
            text += left + u'\n' + QString(helpColumn, u' ');
        } else {
            text += left.leftJustified(helpColumn);
        }
        text += wrapped(spec.help, helpWidth - helpColumn, helpColumn) + u'\n';
    }
    text += u'\n' + QCoreApplication::translate("SandboxOptions", "Examples:") + u'\n'
        + u"  forwarddesk-sandbox --port 0 --seed large\n"
          u"  forwarddesk-sandbox --prefix api --envelope data --ids uuid --time epoch-ms\n"
          u"  forwarddesk-sandbox --style jsonapi --errors problem --paging link --gzip\n"
          u"  forwarddesk-sandbox --fault kind=error,rate=0.3 --fault kind=latency,ms=800,route=/logs\n"_s;
    return text;
}

} // namespace ForwardDesk::Sandbox
