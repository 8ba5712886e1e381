// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "alias.h"
#include "apierror.h"
#include "apikey.h"
#include "domain.h"
#include "listpage.h"
#include "logentry.h"

#include <QByteArray>
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
    /// Unwraps a single record: the object itself, or {"data": {…}} / {"domain": {…}} and the like.
    static QJsonObject unwrapObject(const QJsonValue &document, const QStringList &resourceKeys);

    static Domain decodeDomain(const QJsonObject &object);
    static Alias decodeAlias(const QJsonObject &object);
    static LogEntry decodeLogEntry(const QJsonObject &object);
    static ApiKey decodeApiKey(const QJsonObject &object);
    /// The answer to a key's creation; the value is taken out of `raw` so it is kept in one place only.
    static NewApiKey decodeNewApiKey(const QJsonObject &object);
    /// Destinations as a list of strings, a list of {"email": …}, or one comma/space/newline-separated string.
    static QStringList decodeAddressList(const QJsonValue &value);
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
    static QDateTime dateField(const QJsonObject &object, const QStringList &names);

    /// Builds the error for a non-2xx answer: `detail` (string or FastAPI list), `message`, `error`,
    /// `errors`, plain text, or the reason phrase; the kind follows from the status and the detail.
    static ApiError decodeError(int httpStatus, const QByteArray &body, const QString &reasonPhrase);
};

} // namespace ForwardDesk::Core
