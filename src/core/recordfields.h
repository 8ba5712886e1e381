// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "alias.h"
#include "logentry.h"
#include "responsedecoder.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QLatin1StringView>
#include <QRegularExpression>
#include <QVarLengthArray>

#include <initializer_list>
#include <span>

namespace ForwardDesk::Core {

/// A QJsonObject as decodeLogEntryFields() reads a record: the object's own values, and their texts as they
/// are (no sharing).
class JsonObjectRecord final
{
public:
    explicit JsonObjectRecord(const QJsonObject &object)
        : m_object(object)
    { }

    [[nodiscard]] QJsonValue value(QLatin1StringView name) const { return m_object.value(name); }
    /// The text of a string value that many records repeat (a sender, a status): here simply its text.
    [[nodiscard]] static QString sharedText(const QJsonValue &value) { return value.toString(); }
    [[nodiscard]] static QJsonValue json(const QJsonValue &value) { return value; }
    /// The items of an array value.
    [[nodiscard]] static QJsonArray items(const QJsonValue &value) { return value.toArray(); }
    /// A list of @p texts (a list that many records repeat, such as their destinations): here simply a list.
    [[nodiscard]] static QStringList sharedList(std::span<const QString> texts)
    {
        return QStringList(texts.begin(), texts.end());
    }
    /// The time a string value names (ResponseDecoder::decodeDateText()).
    [[nodiscard]] static QDateTime dateText(const QJsonValue &value)
    {
        return ResponseDecoder::decodeDateText(value.toString());
    }

private:
    const QJsonObject &m_object;
};

namespace RecordFields {

/// The first of @p names that holds a string (or a number, made into text as ids are), as
/// ResponseDecoder::stringField() reads it. Texts that many records repeat are asked for with @p shared.
template <typename Record>
QString stringField(const Record &object, std::initializer_list<QLatin1StringView> names, bool shared)
{
    for (const QLatin1StringView name : names) {
        const auto value = object.value(name);
        if (value.isString()) {
            return shared ? object.sharedText(value) : value.toString();
        }
        if (value.isDouble()) {
            return ResponseDecoder::decodeNumberId(value.toDouble());
        }
    }
    return {};
}

/// The record's `id` (a number or a string, as ResponseDecoder::decodeId() reads it), else the first of
/// @p otherNames that holds one.
template <typename Record>
QString idField(const Record &object, std::initializer_list<QLatin1StringView> otherNames)
{
    const auto id = object.value(QLatin1StringView("id"));
    if (id.isDouble()) {
        return ResponseDecoder::decodeNumberId(id.toDouble());
    }
    if (id.isString() && !id.toString().isEmpty()) {
        return id.toString();
    }
    return stringField(object, otherNames, false);
}

template <typename Record>
QDateTime dateField(const Record &object, std::initializer_list<QLatin1StringView> names)
{
    for (const QLatin1StringView name : names) {
        const auto value = object.value(name);
        QDateTime time;
        if (value.isDouble()) {
            time = ResponseDecoder::decodeEpoch(value.toDouble());
        } else if (value.isString()) {
            time = object.dateText(value);
        }
        if (time.isValid()) {
            return time;
        }
    }
    return {};
}

/// What QJsonValue::toInt() gives: the number when it is a whole number an int holds, else 0.
inline int wholeInt(double number)
{
    if (number >= double(std::numeric_limits<int>::min()) && number <= double(std::numeric_limits<int>::max())
        && double(int(number)) == number) {
        return int(number);
    }
    return 0;
}

/// Whether ResponseDecoder::decodeAddressList() would find @p text alone in @p text: printable ASCII without
/// a separator (anything else is left to it).
inline bool isOneAddress(const QString &text)
{
    for (const QChar c : text) {
        const char16_t unit = c.unicode();
        if (unit <= u' ' || unit >= 0x7f || unit == u',' || unit == u';') {
            return false;
        }
    }
    return !text.isEmpty();
}

/// true/false, 1/0, "true"/"yes"/"1"/"on" under the first of @p names that holds one, as
/// ResponseDecoder::boolField() reads them; @p fallback when none does.
template <typename Record>
bool boolField(const Record &object, std::initializer_list<QLatin1StringView> names, bool fallback)
{
    using namespace Qt::StringLiterals;
    for (const QLatin1StringView name : names) {
        const auto value = object.value(name);
        if (value.isBool()) {
            return value.toBool();
        }
        if (value.isDouble()) {
            return value.toDouble() != 0.0;
        }
        if (value.isString()) {
            const QString text = value.toString().trimmed().toLower();
            if (text == u"true"_s || text == u"yes"_s || text == u"1"_s || text == u"on"_s) {
                return true;
            }
            if (text == u"false"_s || text == u"no"_s || text == u"0"_s || text == u"off"_s) {
                return false;
            }
        }
    }
    return fallback;
}

/// The addresses of @p value as ResponseDecoder::decodeAddressList() reads them, the texts shared.
template <typename Record, typename Value>
QStringList addressList(const Record &object, const Value &value)
{
    using namespace Qt::StringLiterals;
    if (value.isArray()) {
        QVarLengthArray<QString, 8> addresses;
        for (const auto &item : object.items(value)) {
            const QString address = item.isObject() ? ResponseDecoder::stringField(
                                        object.json(item).toObject(), {u"email"_s, u"address"_s, u"destination"_s})
                                                    : (item.isString() ? object.sharedText(item) : QString());
            QString trimmed = address.trimmed();
            if (!trimmed.isEmpty()) {
                addresses.append(std::move(trimmed));
            }
        }
        return object.sharedList(addresses);
    }
    if (value.isString()) {
        const QString text = object.sharedText(value);
        return isOneAddress(text) ? object.sharedList({&text, 1})
                                  : ResponseDecoder::decodeAddressList(QJsonValue(text));
    }
    return {};
}

} // namespace RecordFields

/// Fills @p entry (all but `raw`) from a flat log record, @p object: a JsonObjectRecord, or a record read
/// straight from its JSON text (RecordReader). One set of rules for both, so that a record means the same
/// whichever way it was read (docs/api-compatibility.md lists the names read for each field).
template <typename Record>
void decodeLogEntryFields(const Record &object, LogEntry *entry)
{
    using RecordFields::stringField;
    using namespace Qt::StringLiterals;

    entry->id = RecordFields::idField(object, {"uuid"_L1, "_id"_L1, "message_id"_L1, "messageId"_L1});
    entry->time = RecordFields::dateField(
        object, {"created_at"_L1, "created"_L1, "timestamp"_L1, "time"_L1, "date"_L1, "datetime"_L1});
    // Addresses may be strings or {"email", "name"} objects (ImprovMX).
    const auto address = [&object](std::initializer_list<QLatin1StringView> names) {
        for (const QLatin1StringView name : names) {
            const auto value = object.value(name);
            if (value.isObject()) {
                return ResponseDecoder::stringField(object.json(value).toObject(), {u"email"_s, u"address"_s});
            }
            if (value.isString()) {
                return object.sharedText(value);
            }
        }
        return QString();
    };
    entry->sender = address({"sender"_L1, "from"_L1, "mail_from"_L1});
    entry->recipient = address({"recipient"_L1, "to"_L1, "alias"_L1, "rcpt_to"_L1});
    // Where it went: one address, several as a list or a separated string; `to` only as a list (as a string it
    // names the alias the mail was sent to).
    for (const QLatin1StringView name :
         {"destination"_L1, "destinations"_L1, "forwarded_to"_L1, "forward_to"_L1, "forward"_L1, "to"_L1}) {
        const auto value = object.value(name);
        if (value.isArray()) {
            entry->destinations = RecordFields::addressList(object, value);
        } else if (name == "to"_L1) {
            continue;
        } else if (value.isObject()) {
            const QString one = ResponseDecoder::stringField(object.json(value).toObject(), {u"email"_s, u"address"_s});
            entry->destinations = one.isEmpty() ? QStringList() : QStringList{one};
        } else if (value.isString()) {
            const QString text = object.sharedText(value);
            const QString trimmed = text.trimmed();
            if (trimmed.isEmpty()) {
                continue;
            }
            if (!trimmed.contains(u'@')) {
                entry->destinations = object.sharedList({&trimmed, 1});
            } else if (RecordFields::isOneAddress(text)) {
                entry->destinations = object.sharedList({&text, 1}); // one address: the text itself, shared
            } else {
                entry->destinations = ResponseDecoder::decodeAddressList(QJsonValue(text));
            }
        }
        if (!entry->destinations.isEmpty()) {
            break;
        }
    }
    // One destination is the text itself; several are joined.
    entry->destination =
        entry->destinations.size() == 1 ? entry->destinations.constFirst() : entry->destinations.join(u", "_s);
    entry->domain = stringField(object, {"domain"_L1}, true);
    if (entry->domain.isEmpty() && entry->recipient.contains(u'@')) {
        entry->domain = entry->recipient.section(u'@', 1);
    }
    entry->aliasId = stringField(object, {"alias_id"_L1}, true);
    entry->statusText = stringField(object, {"status"_L1, "action"_L1, "result"_L1, "event"_L1}, true);
    if (entry->statusText.isEmpty()) { // only a timeline: the last event decides
        const auto events = object.value("events"_L1);
        if (events.isArray()) {
            const QJsonArray timeline = object.json(events).toArray();
            if (!timeline.isEmpty()) {
                entry->statusText = ResponseDecoder::stringField(timeline.last().toObject(), {u"status"_s});
            }
        }
    }
    entry->status = ResponseDecoder::decodeLogStatus(entry->statusText);
    if (entry->status == LogEntry::Status::Unknown) {
        QJsonObject flags; // read as ResponseDecoder::boolField() reads them: the first readable one decides
        for (const QLatin1StringView name : {"isSpam"_L1, "is_spam"_L1}) {
            if (const auto value = object.value(name); !value.isUndefined()) {
                flags.insert(name, object.json(value));
            }
        }
        if (!flags.isEmpty() && ResponseDecoder::boolField(flags, {u"isSpam"_s, u"is_spam"_s}, false)) {
            entry->status = LogEntry::Status::Spam;
        }
    }
    const auto smtpCode = object.value("smtp_code"_L1);
    QJsonValue code = smtpCode.isUndefined() ? object.json(object.value("code"_L1)) : object.json(smtpCode);
    // The receiving server's reply, under the names services use; as text or as {"code", "message"}.
    for (const QLatin1StringView name :
         {"smtp_message"_L1, "smtp_response"_L1, "response"_L1, "reason"_L1, "message"_L1, "error"_L1}) {
        const auto value = object.value(name);
        if (value.isString()) {
            const QString text = object.sharedText(value);
            if (!text.trimmed().isEmpty()) {
                entry->smtpMessage = text;
            }
        } else if (value.isObject()) {
            const QJsonObject reply = object.json(value).toObject();
            for (const QString &field : {u"message"_s, u"text"_s, u"reply"_s, u"response"_s}) {
                const QJsonValue text = reply.value(field);
                if (text.isString() && !text.toString().trimmed().isEmpty()) {
                    entry->smtpMessage = text.toString();
                    break;
                }
            }
            if (code.isUndefined() || code.isNull()) {
                code = reply.contains(u"code"_s) ? reply.value(u"code"_s) : reply.value(u"smtp_code"_s);
            }
        }
        if (!entry->smtpMessage.isEmpty()) {
            break;
        }
    }
    entry->smtpCode = code.isDouble() ? RecordFields::wholeInt(code.toDouble()) : code.toString().toInt();
    if (entry->smtpCode <= 0) {
        static const QRegularExpression leadingCode(u"^\\s*([2-5]\\d\\d)[\\s-]"_s);
        const QRegularExpressionMatch match = leadingCode.match(entry->smtpMessage);
        entry->smtpCode = match.hasMatch() ? match.captured(1).toInt() : -1; // "550 5.1.1 User unknown"
    }
    entry->subject = stringField(object, {"subject"_L1}, true);
    entry->messageId = stringField(object, {"message_id"_L1, "messageId"_L1}, false);
    const auto size = object.value("size"_L1);
    entry->size = size.isDouble() ? static_cast<qint64>(size.toDouble()) : -1;
}

/// Fills @p alias (all but `raw`) from a flat alias record, @p object, as decodeLogEntryFields() does for a log
/// entry: one set of rules whichever way the record was read.
template <typename Record>
void decodeAliasFields(const Record &object, Alias *alias)
{
    using RecordFields::stringField;
    using namespace Qt::StringLiterals;

    alias->id = RecordFields::idField(object, {"alias_id"_L1, "uuid"_L1, "_id"_L1});
    alias->domainId = stringField(object, {"domain_id"_L1, "domain"_L1}, true);
    alias->localPart = stringField(object, {"localpart"_L1, "local_part"_L1, "alias"_L1, "name"_L1}, false);
    const QString email = stringField(object, {"email"_L1, "address"_L1}, false);
    if (alias->localPart.isEmpty() && email.contains(u'@')) {
        alias->localPart = email.section(u'@', 0, 0);
    }
    if (alias->localPart.contains(u'@')) { // "alias": "info@example.com"
        alias->localPart = alias->localPart.section(u'@', 0, 0);
    }
    if (alias->id.isEmpty()) {
        alias->id = alias->localPart;
    }
    alias->catchAll = RecordFields::boolField(object, {"is_catch_all"_L1, "catch_all"_L1, "catchall"_L1}, false)
        || alias->localPart == u"*"_s;
    if (alias->catchAll) {
        alias->localPart.clear();
    }
    alias->enabled =
        RecordFields::boolField(object, {"enabled"_L1, "active"_L1, "is_enabled"_L1, "is_active"_L1}, true);
    for (const QLatin1StringView name : {"destinations"_L1, "recipients"_L1, "forward_to"_L1, "forward"_L1,
                                         "destination"_L1, "mailboxes"_L1, "targets"_L1}) {
        if (const auto value = object.value(name); !value.isUndefined()) {
            alias->destinations = RecordFields::addressList(object, value);
            break;
        }
    }
    alias->createdAt =
        RecordFields::dateField(object, {"created_at"_L1, "created"_L1, "creation_date"_L1, "creation_timestamp"_L1});
    alias->updatedAt = RecordFields::dateField(object, {"updated_at"_L1, "updated"_L1, "modified_at"_L1});
    const auto forwarded = object.value("forwarded_count"_L1);
    const auto count = forwarded.isUndefined() ? object.value("nb_forward"_L1) : forwarded;
    alias->forwardedCount = count.isDouble() ? RecordFields::wholeInt(count.toDouble()) : -1;
}

} // namespace ForwardDesk::Core
