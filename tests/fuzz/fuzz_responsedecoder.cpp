// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target for the client's decoders: any bytes, as a list answer of each resource, a single record,
// or an error body. The decoders must neither crash nor hang on what a server (or an attacker) sends.

#include "core/jsonlistsplitter.h"
#include "core/recordreader.h"
#include "core/responsedecoder.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTimeZone>

#include <cstddef>
#include <cstdint>

using namespace Qt::StringLiterals;
using namespace ForwardDesk::Core;

namespace {

bool sameTime(const QDateTime &a, const QDateTime &b)
{
    return a == b && a.isValid() == b.isValid() && (!a.isValid() || a.timeSpec() == b.timeSpec());
}

bool same(const LogEntry &a, const LogEntry &b)
{
    return a.id == b.id && sameTime(a.time, b.time) && a.sender == b.sender && a.recipient == b.recipient
        && a.destination == b.destination && a.destinations == b.destinations && a.domain == b.domain
        && a.aliasId == b.aliasId && a.status == b.status && a.statusText == b.statusText && a.smtpCode == b.smtpCode
        && a.smtpMessage == b.smtpMessage && a.subject == b.subject && a.messageId == b.messageId && a.size == b.size
        && a.rawJson() == b.rawJson();
}

bool same(const Alias &a, const Alias &b)
{
    return a.id == b.id && a.domainId == b.domainId && a.localPart == b.localPart && a.catchAll == b.catchAll
        && a.enabled == b.enabled && a.destinations == b.destinations && sameTime(a.createdAt, b.createdAt)
        && sameTime(a.updatedAt, b.updatedAt) && a.forwardedCount == b.forwardedCount && a.rawJson() == b.rawJson();
}

/// The list as the client reads it (split, each record read from its text by RecordReader), held against
/// ResponseDecoder's reading of the same record as an object: wherever the reader takes a record, the two agree.
void readRecordByRecord(const QByteArray &input)
{
    QByteArray body = input;
    body.reserve(body.size() + JsonListSplitter::Padding);
    JsonListSplitter splitter;
    if (!splitter.split(body, {u"logs"_s, u"aliases"_s})) {
        return;
    }
    RecordReader reader;
    for (const JsonListSplitter::Item &item : splitter.items()) {
        QJsonParseError error{};
        const QJsonObject object = QJsonDocument::fromJson(item.json.toByteArray(), &error).object();
        const QByteArray compactText = JsonListSplitter::compact(item.json);
        QByteArray compact = compactText;
        LogEntry entry;
        if (reader.read(item.json, compact, &entry) && error.error == QJsonParseError::NoError
            && !same(entry, ResponseDecoder::decodeLogEntry(object, compactText))) {
            qFatal("RecordReader and ResponseDecoder read a log entry differently");
        }
        compact = compactText;
        Alias alias;
        if (reader.read(item.json, compact, &alias) && error.error == QJsonParseError::NoError
            && !same(alias, ResponseDecoder::decodeAlias(object, compactText))) {
            qFatal("RecordReader and ResponseDecoder read an alias differently");
        }
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray body(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));

    // Header values: a Link header and a Retry-After value may be anything a server sends.
    (void)ResponseDecoder::nextLinkFromHeader(body);
    (void)ResponseDecoder::decodeRetryAfter(body, QDateTime(QDate(2026, 1, 1), QTime(0, 0), QTimeZone::utc()));

    // Error bodies are decoded whatever they are; every status class once.
    for (const int status : {400, 401, 403, 404, 409, 422, 429, 500}) {
        (void)ResponseDecoder::decodeError(status, body, u"Reason"_s);
    }

    readRecordByRecord(body);

    const QJsonDocument document = QJsonDocument::fromJson(body);
    const QJsonValue root = document.isArray() ? QJsonValue(document.array()) : QJsonValue(document.object());
    ListPage page;
    if (ResponseDecoder::decodeListPage(root, {u"domains"_s, u"aliases"_s, u"logs"_s, u"api_keys"_s}, &page)) {
        for (const QJsonValue &item : std::as_const(page.items)) {
            const QJsonObject object = item.toObject();
            (void)ResponseDecoder::unreadableBecause(ResponseDecoder::decodeDomain(object));
            (void)ResponseDecoder::unreadableBecause(ResponseDecoder::decodeAlias(object));
            (void)ResponseDecoder::unreadableBecause(ResponseDecoder::decodeLogEntry(object));
            (void)ResponseDecoder::unreadableBecause(ResponseDecoder::decodeApiKey(object));
            (void)ResponseDecoder::unreadableBecause(ResponseDecoder::decodeNewApiKey(object));
        }
    }
    const QJsonObject single = ResponseDecoder::unwrapObject(root, {u"domain"_s, u"alias"_s, u"api_key"_s});
    (void)ResponseDecoder::decodeDomain(single);
    (void)ResponseDecoder::decodeNewApiKey(single);
    for (auto it = single.constBegin(); it != single.constEnd(); ++it) {
        (void)ResponseDecoder::decodeDateTime(it.value());
        (void)ResponseDecoder::decodeAddressList(it.value());
    }
    return 0;
}
