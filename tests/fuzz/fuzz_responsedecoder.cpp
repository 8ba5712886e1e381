// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target for the client's decoders: any bytes, as a list answer of each resource, a single record,
// or an error body. The decoders must neither crash nor hang on what a server (or an attacker) sends.

#include "core/responsedecoder.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTimeZone>

#include <cstddef>
#include <cstdint>

using namespace Qt::StringLiterals;
using ForwardDesk::Core::ListPage;
using ForwardDesk::Core::ResponseDecoder;

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
