// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "alias.h"
#include "apierror.h"
#include "apikey.h"
#include "domain.h"
#include "listpage.h"
#include "listreport.h"
#include "logentry.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QDateTime>
#include <QJsonObject>
#include <QJsonValue>
#include <QStringList>

namespace ForwardDesk::Core {

/// Tolerant decoding of the service's answers (docs/api-compatibility.md lists what is accepted).
///
/// Pure functions over JSON, safe on any thread: large bodies are decoded off the GUI thread.
class ResponseDecoder final
{
public:
    ResponseDecoder() = delete;

    /// Finds the list in @p document: a bare array, or the first array under a known envelope key
    /// (@p resourceKeys first, then data/items/results/…), with paging hints. False if there is none.
    static bool decodeListPage(const QJsonValue &document, const QStringList &resourceKeys, ListPage *page);
    /// Finds the member of an envelope object that decodeListPage() takes the list from (only whether a member
    /// is an array counts, not what it holds). False when there is none.
    static bool findListMember(const QJsonObject &envelope, const QStringList &resourceKeys, QString *member);
    /// Unwraps a single record: the object itself, or {"data": {…}} / {"domain": {…}} and the like.
    static QJsonObject unwrapObject(const QJsonValue &document, const QStringList &resourceKeys);
    /// A JSON:API resource object ({"id", "type", "attributes": {…}, "relationships": {…}}) as one flat
    /// record: its attributes, with the id beside them and each to-one relationship as `<name>_id`. Any other
    /// object is returned as it is. Every decodeX() below does this first.
    static QJsonObject flattenResource(const QJsonObject &object);

    static Domain decodeDomain(const QJsonObject &object);
    static Alias decodeAlias(const QJsonObject &object);
    static LogEntry decodeLogEntry(const QJsonObject &object);
    static ApiKey decodeApiKey(const QJsonObject &object);
    /// As above, with @p json the object's own compact text as it came (RawRecord::fromCompactJson()): kept
    /// as the record's `raw` instead of writing the object out again, unless the object is a JSON:API
    /// resource (its `raw` is the flattened record) or @p json is empty.
    static Domain decodeDomain(const QJsonObject &object, const QByteArray &json);
    static Alias decodeAlias(const QJsonObject &object, const QByteArray &json);
    static LogEntry decodeLogEntry(const QJsonObject &object, const QByteArray &json);
    static ApiKey decodeApiKey(const QJsonObject &object, const QByteArray &json);
    /// The answer to a key's creation; the value is taken out of `raw` so it is kept in one place only.
    static NewApiKey decodeNewApiKey(const QJsonObject &object);
    /// Destinations as a list of strings, a list of {"email": …}, or one comma/space/newline-separated string.
    static QStringList decodeAddressList(const QJsonValue &value);

    /// Whether a decoded record can be used, and if not the field that was missing (docs/api-compatibility.md).
    static ListReport::Missing unreadableBecause(const Domain &domain);
    static ListReport::Missing unreadableBecause(const Alias &alias);
    static ListReport::Missing unreadableBecause(const LogEntry &entry);
    static ListReport::Missing unreadableBecause(const ApiKey &key);
    /// A new key is usable when its value is there (the id may come with the next list).
    static ListReport::Missing unreadableBecause(const NewApiKey &created);

    /// The `rel="next"` target of an RFC 8288 `Link` header (several links, quoted or bare rel, several
    /// relation types per link); empty when there is none.
    static QUrl nextLinkFromHeader(const QByteArray &linkHeader);
    /// A `Retry-After` value as seconds from @p now: delay-seconds, or an HTTP-date (IMF-fixdate, RFC 850 or
    /// asctime). 0 for a date in the past; -1 when absent or unreadable.
    static int decodeRetryAfter(const QByteArray &value, const QDateTime &now);
    static LogEntry::Status decodeLogStatus(const QString &status);

    /// An identifier given as a number or a string, as text; empty when absent.
    static QString decodeId(const QJsonValue &value);
    /// The first present field of @p names, as text (numbers are converted).
    static QString stringField(const QJsonObject &object, const QStringList &names);
    /// true/false, 1/0, "true"/"yes"/"1"/"on"; @p fallback when absent or unreadable.
    static bool boolField(const QJsonObject &object, const QStringList &names, bool fallback, bool *present = nullptr);
    /// ISO 8601 with Z, an offset or no zone (read as UTC), "YYYY-MM-DD HH:MM:SS", RFC 2822, date only,
    /// epoch seconds or milliseconds (as numbers or digit strings). Invalid when nothing fits.
    static QDateTime decodeDateTime(const QJsonValue &value);
    /// decodeDateTime() of a number: epoch seconds, or milliseconds above 1e11.
    static QDateTime decodeEpoch(double number);
    /// decodeDateTime() of a string.
    static QDateTime decodeDateText(const QString &text);
    /// decodeDateText() of a string given as its UTF-8 bytes (as a decoder reading a record's text has it).
    static QDateTime decodeDateUtf8(QByteArrayView utf8);
    /// decodeId() of a number.
    static QString decodeNumberId(double number);
    static QDateTime dateField(const QJsonObject &object, const QStringList &names);

    /// Builds the error for a non-2xx answer: `detail` (string or FastAPI list), RFC 9457 problem details
    /// (`title`, `detail`, `errors[{detail, pointer | source.pointer}]`), JSON:API `errors`, `message`,
    /// `error`, plain text, or the reason phrase; the kind follows from the status and the detail. Only a
    /// 401, a 403 that speaks of the token, or a 4xx whose detail is exactly "Invalid token" is InvalidToken.
    static ApiError decodeError(int httpStatus, const QByteArray &body, const QString &reasonPhrase);
};

} // namespace ForwardDesk::Core
