// SPDX-License-Identifier: GPL-3.0-or-later
#include "simdjsonlogdecoder.h"

#include "core/responsedecoder.h"

#include <QJsonValue>

#ifdef FORWARDDESK_HAVE_SIMDJSON
#include <simdjson.h>
#endif

#include <algorithm>
#include <array>
#include <string_view>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Bench {

using Core::LogEntry;
using Core::ResponseDecoder;

#ifdef FORWARDDESK_HAVE_SIMDJSON

namespace {

namespace od = simdjson::ondemand;

QString text(std::string_view view)
{
    return QString::fromUtf8(view.data(), static_cast<qsizetype>(view.size()));
}

/// A string or a number as text (ids and codes come as either); empty for null and anything else.
QString scalarText(od::value value)
{
    od::json_type type{};
    if (value.type().get(type) != simdjson::SUCCESS) {
        return {};
    }
    if (type == od::json_type::string) {
        std::string_view view;
        return value.get_string().get(view) == simdjson::SUCCESS ? text(view) : QString();
    }
    if (type == od::json_type::number) {
        std::string_view token = value.raw_json_token();
        while (!token.empty()
               && (token.back() == ' ' || token.back() == '\n' || token.back() == '\r' || token.back() == '\t')) {
            token.remove_suffix(1);
        }
        return text(token);
    }
    return {};
}

/// A field of a log record that is kept as the text it holds (a string or a number).
struct TextField
{
    std::string_view key;
    QString LogEntry::*member;
};

const std::array<TextField, 10> textFields = {{
    {"id", &LogEntry::id},
    {"sender", &LogEntry::sender},
    {"recipient", &LogEntry::recipient},
    {"destination", &LogEntry::destination},
    {"domain", &LogEntry::domain},
    {"alias_id", &LogEntry::aliasId},
    {"status", &LogEntry::statusText},
    {"smtp_message", &LogEntry::smtpMessage},
    {"subject", &LogEntry::subject},
    {"message_id", &LogEntry::messageId},
}};

bool decodeEntry(od::object object, LogEntry *entry, QByteArray *raw)
{
    for (auto field : object) {
        std::string_view key;
        if (field.unescaped_key().get(key) != simdjson::SUCCESS) {
            return false;
        }
        od::value value;
        if (field.value().get(value) != simdjson::SUCCESS) {
            return false;
        }
        const auto textField = std::find_if(textFields.begin(), textFields.end(),
                                            [key](const TextField &candidate) { return candidate.key == key; });
        if (textField != textFields.end()) {
            entry->*(textField->member) = scalarText(value);
        } else if (key == "created_at") {
            od::json_type type{};
            if (value.type().get(type) == simdjson::SUCCESS && type == od::json_type::number) {
                double number = 0;
                if (value.get_double().get(number) == simdjson::SUCCESS) {
                    entry->time = ResponseDecoder::decodeDateTime(QJsonValue(number));
                }
            } else {
                entry->time = ResponseDecoder::decodeDateTime(QJsonValue(scalarText(value)));
            }
        } else if (key == "smtp_code") {
            entry->smtpCode = scalarText(value).toInt();
        } else if (key == "size") {
            double number = 0;
            entry->size = value.get_double().get(number) == simdjson::SUCCESS ? static_cast<qint64>(number) : -1;
        }
    }
    if (entry->domain.isEmpty() && entry->recipient.contains(u'@')) {
        entry->domain = entry->recipient.section(u'@', 1);
    }
    entry->status = ResponseDecoder::decodeLogStatus(entry->statusText);
    if (entry->smtpCode == 0) {
        entry->smtpCode = -1;
    }
    std::string_view bytes;
    if (object.reset().error() != simdjson::SUCCESS || object.raw_json().get(bytes) != simdjson::SUCCESS) {
        return false;
    }
    *raw = QByteArray(bytes.data(), static_cast<qsizetype>(bytes.size()));
    return true;
}

bool decodeArray(od::array array, QList<LogEntry> *entries, QList<QByteArray> *rawRecords)
{
    for (auto item : array) {
        od::object object;
        if (item.get_object().get(object) != simdjson::SUCCESS) {
            continue;
        }
        LogEntry entry;
        QByteArray raw;
        if (!decodeEntry(object, &entry, &raw)) {
            return false;
        }
        entries->append(std::move(entry));
        rawRecords->append(std::move(raw));
    }
    return true;
}

} // namespace

bool decodeLogsWithSimdjson(const QByteArray &body, QList<LogEntry> *entries, QList<QByteArray> *rawRecords)
{
    od::parser parser;
    const simdjson::padded_string padded(body.constData(), static_cast<size_t>(body.size()));
    od::document document;
    if (parser.iterate(padded).get(document) != simdjson::SUCCESS) {
        return false;
    }
    od::json_type type{};
    if (document.type().get(type) != simdjson::SUCCESS) {
        return false;
    }
    if (type == od::json_type::array) {
        od::array array;
        return document.get_array().get(array) == simdjson::SUCCESS && decodeArray(array, entries, rawRecords);
    }
    od::object envelope;
    if (document.get_object().get(envelope) != simdjson::SUCCESS) {
        return false;
    }
    for (auto field : envelope) {
        std::string_view key;
        if (field.unescaped_key().get(key) != simdjson::SUCCESS) {
            return false;
        }
        if (key == "logs" || key == "entries" || key == "items" || key == "data") {
            od::array array;
            if (field.value().get_array().get(array) == simdjson::SUCCESS) {
                return decodeArray(array, entries, rawRecords);
            }
        }
    }
    return false;
}

bool haveSimdjson()
{
    return true;
}

const char *simdjsonKernel()
{
    // On-Demand is compiled into this file, for the kernel its compiler flags allow.
    return SIMDJSON_STRINGIFY(SIMDJSON_BUILTIN_IMPLEMENTATION);
}

#else

bool decodeLogsWithSimdjson(const QByteArray &, QList<LogEntry> *, QList<QByteArray> *)
{
    return false;
}

bool haveSimdjson()
{
    return false;
}

const char *simdjsonKernel()
{
    return "";
}

#endif

} // namespace ForwardDesk::Bench
