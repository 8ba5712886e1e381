// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandboxrecordwriter.h"

#include "sandboxjsonwriter.h"

#include <chrono>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Sandbox {

namespace {

// The records a customer publishes; "found" shows what the last check saw.
constexpr auto mx1Value = "10 mx1.sandbox.forwarddesk.test";
constexpr auto mx2Value = "20 mx2.sandbox.forwarddesk.test";
constexpr auto spfValue = "v=spf1 include:spf.sandbox.forwarddesk.test ~all";
constexpr auto oldSpfValue = "v=spf1 include:_spf.previous-host.example ~all";
constexpr auto verificationHostLabel = "_forwarddesk";
constexpr auto verificationPrefix = "forwarddesk-verification=";

// --time iso-offset shows every time in this zone (the contract's example: +02:00).
constexpr qint64 isoOffsetSeconds = 2 * 3600;
constexpr QLatin1String isoOffsetSuffix("+02:00");

constexpr qsizetype isoLength = 19;

/// "2026-11-21T05:01:22" into @p text (isoLength characters).
void writeIsoText(qint64 milliseconds, char *text)
{
    using namespace std::chrono;
    const sys_seconds instant{floor<seconds>(std::chrono::milliseconds(milliseconds))};
    const sys_days day = floor<days>(instant);
    const year_month_day date{day};
    const hh_mm_ss clock{instant - day};
    // Hand-made: a list of 50,000 aliases formats 100,000 times, and QDateTime is the slow part then.
    const auto put = [&text](int position, unsigned value, int digits) {
        for (int i = digits - 1; i >= 0; --i) {
            text[position + i] = static_cast<char>('0' + value % 10);
            value /= 10;
        }
    };
    put(0, static_cast<unsigned>(static_cast<int>(date.year())), 4);
    text[4] = '-';
    put(5, static_cast<unsigned>(date.month()), 2);
    text[7] = '-';
    put(8, static_cast<unsigned>(date.day()), 2);
    text[10] = 'T';
    put(11, static_cast<unsigned>(clock.hours().count()), 2);
    text[13] = ':';
    put(14, static_cast<unsigned>(clock.minutes().count()), 2);
    text[16] = ':';
    put(17, static_cast<unsigned>(clock.seconds().count()), 2);
}

QLatin1String keyFieldName(SandboxOptions::KeyField field)
{
    switch (field) {
    case SandboxOptions::KeyField::Key:
        break;
    case SandboxOptions::KeyField::ApiKey:
        return "api_key"_L1;
    case SandboxOptions::KeyField::Token:
        return "token"_L1;
    }
    return "key"_L1;
}

SandboxRecordWriter::FieldNames fieldNames(const SandboxOptions &options)
{
    SandboxRecordWriter::FieldNames names;
    switch (options.fields) {
    case SandboxOptions::Fields::Spec:
        names.keyValue = keyFieldName(options.keyField);
        break;
    case SandboxOptions::Fields::Synonyms:
        names.domainName = "hostname"_L1;
        names.aliasLocalpart = "local_part"_L1;
        names.aliasEnabled = "is_active"_L1;
        names.aliasDestinations = "recipients"_L1;
        names.keyName = "label"_L1;
        names.keyValue = "secret"_L1;
        break;
    case SandboxOptions::Fields::SynonymsCsv:
        names.aliasLocalpart = "alias"_L1;
        names.aliasEnabled = "active"_L1;
        names.aliasDestinations = "forward_to"_L1;
        names.keyName = "description"_L1;
        names.keyValue = "api_key"_L1;
        names.logSender = "from"_L1;
        names.logRecipient = "to"_L1;
        break;
    }
    return names;
}

// Destinations as one comma-separated string (--fields synonyms-csv).
constexpr QLatin1String destinationJoiner(", ");

} // namespace

SandboxRecordWriter::SandboxRecordWriter(const SandboxOptions *options)
    : m_options(options)
    , m_names(fieldNames(*options))
{ }

const SandboxRecordWriter::FieldNames &SandboxRecordWriter::names() const
{
    return m_names;
}

QString SandboxRecordWriter::domainStatus(const QString &status) const
{
    if (m_options->fields != SandboxOptions::Fields::Synonyms) {
        return status;
    }
    if (status == u"active") {
        return u"verified"_s;
    }
    return status == u"pending" ? u"pending_verification"_s : u"disabled"_s;
}

QString SandboxRecordWriter::resourceType(Resource resource)
{
    switch (resource) {
    case Resource::Domain:
        break;
    case Resource::Alias:
        return u"alias"_s;
    case Resource::LogEntry:
        return u"log"_s;
    case Resource::ApiKey:
        return u"api-key"_s;
    }
    return u"domain"_s;
}

bool SandboxRecordWriter::jsonApi() const
{
    return m_options->style == SandboxOptions::Style::JsonApi;
}

void SandboxRecordWriter::beginRecord(SandboxJsonWriter &writer, Resource resource, qint64 id, const QString &uuid,
                                      bool unreadable) const
{
    writer.beginObject();
    if (!jsonApi()) {
        if (!unreadable) {
            writer.key("id"_L1);
            writeId(writer, id, uuid);
        }
        return;
    }
    // JSON:API: the id (always a string) and the type beside the attributes.
    if (!unreadable) {
        writer.key("id"_L1);
        writer.value(m_options->ids == SandboxOptions::Ids::Uuid ? uuid : QString::number(id));
    }
    writer.key("type"_L1);
    writer.value(resourceType(resource));
    writer.key("attributes"_L1);
    writer.beginObject();
}

void SandboxRecordWriter::endRecord(SandboxJsonWriter &writer) const
{
    if (jsonApi()) {
        writer.endObject();
    }
    writer.endObject();
}

QByteArray SandboxRecordWriter::document(const QByteArray &record) const
{
    if (!jsonApi()) {
        return record;
    }
    SandboxJsonWriter writer(record.size() + 16);
    writer.beginObject();
    writer.key("data"_L1);
    writer.rawValue(record);
    writer.endObject();
    return writer.take();
}

QByteArray SandboxRecordWriter::deletedJson(Resource resource, qint64 id, const QString &uuid) const
{
    SandboxJsonWriter writer;
    writer.beginObject();
    if (jsonApi()) {
        writer.key("data"_L1);
        writer.beginObject();
        writer.key("id"_L1);
        writer.value(m_options->ids == SandboxOptions::Ids::Uuid ? uuid : QString::number(id));
        writer.key("type"_L1);
        writer.value(resourceType(resource));
        writer.endObject();
        writer.objectOfOne("meta"_L1, "deleted"_L1, true);
    } else {
        writer.key("deleted"_L1);
        writer.value(true);
        writer.key("id"_L1);
        writeId(writer, id, uuid);
    }
    writer.endObject();
    return writer.take();
}

void SandboxRecordWriter::writeId(SandboxJsonWriter &writer, qint64 id, const QString &uuid) const
{
    if (m_options->ids == SandboxOptions::Ids::Uuid) {
        writer.value(uuid);
    } else {
        writer.value(id);
    }
}

void SandboxRecordWriter::writeTime(SandboxJsonWriter &writer, std::optional<qint64> milliseconds) const
{
    if (!milliseconds) {
        writer.nullValue();
        return;
    }
    // Services with the synonym names write times with an offset (docs/sandbox.md, "--fields").
    const SandboxOptions::TimeFormat format =
        m_options->fields == SandboxOptions::Fields::Synonyms ? SandboxOptions::TimeFormat::IsoOffset : m_options->time;
    switch (format) {
    case SandboxOptions::TimeFormat::EpochSeconds:
        writer.value(*milliseconds / 1000);
        return;
    case SandboxOptions::TimeFormat::EpochMilliseconds:
        writer.value(*milliseconds);
        return;
    case SandboxOptions::TimeFormat::IsoUtc:
    case SandboxOptions::TimeFormat::IsoOffset:
    case SandboxOptions::TimeFormat::Naive:
        break;
    }
    // Written straight into the output, without a QString per value: long lists hold two times per row.
    const bool withOffset = format == SandboxOptions::TimeFormat::IsoOffset;
    QLatin1String zone; // none for naive times
    if (withOffset) {
        zone = isoOffsetSuffix;
    } else if (format == SandboxOptions::TimeFormat::IsoUtc) {
        zone = "Z"_L1;
    }
    char *const text = writer.asciiValue(isoLength + zone.size());
    writeIsoText(*milliseconds + (withOffset ? isoOffsetSeconds * 1000 : 0), text);
    std::copy(zone.begin(), zone.end(), text + isoLength);
}

void SandboxRecordWriter::writeDomain(SandboxJsonWriter &writer, const SandboxStore::Domain &domain,
                                      bool unreadable) const
{
    const QString mx1 = QString::fromLatin1(mx1Value);
    const QString mx2 = QString::fromLatin1(mx2Value);
    const QString spf = QString::fromLatin1(spfValue);
    const QString verification = QString::fromLatin1(verificationPrefix) + domain.token;
    const QString apex = u"@"_s;
    const QString verificationHost = QString::fromLatin1(verificationHostLabel);
    const bool active = domain.status == u"active";
    const bool checked = domain.checks > 0;

    const auto record = [&writer](QLatin1String type, const QString &host, const QString &value,
                                  const std::optional<QString> &found) {
        writer.beginObject();
        writer.key("type"_L1);
        writer.value(QString(type));
        writer.key("host"_L1);
        writer.value(host);
        writer.key("value"_L1);
        writer.value(value);
        writer.key("found"_L1);
        if (found) {
            writer.value(*found);
        } else {
            writer.nullValue();
        }
        writer.key("valid"_L1);
        writer.value(found == value);
        writer.endObject();
    };

    beginRecord(writer, Resource::Domain, domain.id, domain.uuid, unreadable);
    if (!unreadable) {
        writer.key(m_names.domainName);
        writer.value(domain.name);
    }
    writer.key("status"_L1);
    writer.value(domainStatus(domain.status));
    writer.key("verified"_L1);
    writer.value(active);
    writer.key("created_at"_L1);
    writeTime(writer, domain.created);
    writer.key("verified_at"_L1);
    writeTime(writer, domain.verified);
    writer.key("last_checked_at"_L1);
    writeTime(writer, domain.lastChecked);
    writer.key("alias_count"_L1);
    writer.value(domain.aliasCount);
    writer.key("records"_L1);
    writer.beginArray();
    // What the last check saw: nothing before the first check; once checked too early, the MX records but
    // still the old provider's SPF record and no verification TXT record; everything once active.
    const std::optional<QString> nothing;
    record("MX"_L1, apex, mx1, checked || active ? std::optional(mx1) : nothing);
    record("MX"_L1, apex, mx2, checked || active ? std::optional(mx2) : nothing);
    record("TXT"_L1, apex, spf,
           active ? std::optional(spf) : (checked ? std::optional(QString::fromLatin1(oldSpfValue)) : nothing));
    record("TXT"_L1, verificationHost, verification, active ? std::optional(verification) : nothing);
    writer.endArray();
    endRecord(writer);
}

void SandboxRecordWriter::writeAlias(SandboxJsonWriter &writer, const SandboxStore::Alias &alias, bool unreadable) const
{
    beginRecord(writer, Resource::Alias, alias.id, alias.uuid, unreadable);
    writer.key("domain_id"_L1);
    writeId(writer, alias.domainId, alias.domainUuid);
    if (!unreadable) {
        writer.key(m_names.aliasLocalpart);
        writer.value(alias.localpart);
    }
    writer.key("is_catch_all"_L1);
    writer.value(alias.catchAll);
    writer.key(m_names.aliasEnabled);
    writer.value(alias.enabled);
    writer.key(m_names.aliasDestinations);
    if (m_options->fields == SandboxOptions::Fields::SynonymsCsv) {
        writer.value(alias.destinations.join(destinationJoiner));
    } else {
        writer.value(alias.destinations);
    }
    writer.key("created_at"_L1);
    writeTime(writer, alias.created);
    writer.key("updated_at"_L1);
    writeTime(writer, alias.updated);
    writer.key("forwarded_count"_L1);
    writer.value(alias.forwardedCount);
    endRecord(writer);
}

void SandboxRecordWriter::writeLogEntry(SandboxJsonWriter &writer, const SandboxStore::LogEntry &entry,
                                        bool unreadable) const
{
    beginRecord(writer, Resource::LogEntry, entry.id, entry.uuid, unreadable);
    writer.key("created_at"_L1);
    writeTime(writer, entry.created);
    writer.key(m_names.logSender);
    writer.value(entry.sender);
    if (!unreadable) {
        writer.key(m_names.logRecipient);
        writer.value(entry.recipient);
    }
    writer.key("destination"_L1);
    if (entry.destination.isNull()) {
        writer.nullValue();
    } else {
        writer.value(entry.destination);
    }
    writer.key("domain"_L1);
    writer.value(entry.domain);
    writer.key("alias_id"_L1);
    if (entry.aliasId != 0) {
        writeId(writer, entry.aliasId, entry.aliasUuid);
    } else {
        writer.nullValue();
    }
    writer.key("status"_L1);
    writer.value(entry.status);
    writer.key("smtp_code"_L1);
    writer.value(entry.smtpCode);
    writer.key("smtp_message"_L1);
    writer.value(entry.smtpMessage);
    writer.key("subject"_L1);
    writer.value(entry.subject);
    writer.key("message_id"_L1);
    writer.value(entry.messageId);
    writer.key("size"_L1);
    writer.value(entry.size);
    endRecord(writer);
}

void SandboxRecordWriter::writeApiKey(SandboxJsonWriter &writer, const SandboxStore::ApiKey &key, const QString &value,
                                      bool unreadable) const
{
    beginRecord(writer, Resource::ApiKey, key.id, key.uuid, unreadable);
    if (!unreadable) {
        writer.key(m_names.keyName);
        writer.value(key.name);
    }
    writer.key("prefix"_L1);
    writer.value(key.prefix);
    writer.key("created_at"_L1);
    writeTime(writer, key.created);
    writer.key("last_used_at"_L1);
    writeTime(writer, key.lastUsed);
    if (!value.isEmpty()) {
        writer.key(m_names.keyValue);
        writer.value(value);
    }
    endRecord(writer);
}

QByteArray SandboxRecordWriter::domainJson(const SandboxStore::Domain &domain) const
{
    SandboxJsonWriter writer;
    writeDomain(writer, domain);
    return document(writer.take());
}

QByteArray SandboxRecordWriter::apiKeyJson(const SandboxStore::ApiKey &key, const QString &value) const
{
    SandboxJsonWriter writer;
    writeApiKey(writer, key, value);
    return document(writer.take());
}

QByteArray SandboxRecordWriter::aliasJson(const SandboxStore::Alias &alias) const
{
    return document(aliasRecord(alias));
}

qint64 SandboxRecordWriter::recordForm() const
{
    // Raise it when what writeAlias() or writeLogEntry() writes changes: a database file keeps the records made
    // before, which would otherwise be sent as they are.
    constexpr qint64 recordVersion = 1;
    const auto option = [](auto value, int shift) { return static_cast<qint64>(value) << shift; };
    return recordVersion | option(m_options->style, 8) | option(m_options->ids, 16) | option(m_options->time, 24)
        | option(m_options->fields, 32);
}

QByteArray SandboxRecordWriter::aliasRecord(const SandboxStore::Alias &alias) const
{
    SandboxJsonWriter writer;
    writeAlias(writer, alias);
    return writer.take();
}

QByteArray SandboxRecordWriter::logEntryRecord(const SandboxStore::LogEntry &entry) const
{
    SandboxJsonWriter writer;
    writeLogEntry(writer, entry);
    return writer.take();
}

} // namespace ForwardDesk::Sandbox
