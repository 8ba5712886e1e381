// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sandboxoptions.h"
#include "sandboxstore.h"

#include <QByteArray>
#include <QLatin1String>
#include <QString>

#include <optional>

namespace ForwardDesk::Sandbox {

class SandboxJsonWriter;

/// Writes the API's records (docs/sandbox.md, "Records") as JSON, in the variant SandboxOptions chooses:
/// id type, time format, field names (--fields, --key-field) and the style (--style: flat objects or
/// JSON:API resource objects). Usage: one per SandboxApi, then writeDomain() and the others into a
/// SandboxJsonWriter for lists, or domainJson() and the others for the answer of a single record. It is also the
/// store's record maker: the records of aliases and log entries are made when their rows are written.
class SandboxRecordWriter final : public SandboxStore::RecordMaker
{
public:
    enum class Resource { Domain, Alias, LogEntry, ApiKey };

    /// The names of the fields that --fields renames; the others keep the names of the specification.
    struct FieldNames
    {
        QLatin1String domainName{"domain"};
        QLatin1String aliasLocalpart{"localpart"};
        QLatin1String aliasEnabled{"enabled"};
        QLatin1String aliasDestinations{"destinations"};
        QLatin1String keyName{"name"};
        QLatin1String keyValue{"key"};
        QLatin1String logSender{"sender"};
        QLatin1String logRecipient{"recipient"};
    };

    explicit SandboxRecordWriter(const SandboxOptions *options);

    [[nodiscard]] const FieldNames &names() const;
    /// The JSON:API type of a resource: domain, alias, log or api-key.
    [[nodiscard]] static QString resourceType(Resource resource);

    void writeId(SandboxJsonWriter &writer, qint64 id, const QString &uuid) const;
    void writeTime(SandboxJsonWriter &writer, std::optional<qint64> milliseconds) const;
    /// One record as an item of a list. An @p unreadable one (the unreadable-records fault) has no id and no
    /// name or address: no domain name, alias local part, log recipient or key name.
    /// The store keeps what writeAlias() and writeLogEntry() write: a change to either raises the version in
    /// recordForm().
    void writeDomain(SandboxJsonWriter &writer, const SandboxStore::Domain &domain, bool unreadable = false) const;
    void writeAlias(SandboxJsonWriter &writer, const SandboxStore::Alias &alias, bool unreadable = false) const;
    void writeLogEntry(SandboxJsonWriter &writer, const SandboxStore::LogEntry &entry, bool unreadable = false) const;
    /// A key's record; @p value (the key itself) only in the answer to its creation.
    void writeApiKey(SandboxJsonWriter &writer, const SandboxStore::ApiKey &key, const QString &value = {},
                     bool unreadable = false) const;

    /// Whole answers for one record: the record itself, or {"data": record} in the JSON:API style.
    [[nodiscard]] QByteArray domainJson(const SandboxStore::Domain &domain) const;
    [[nodiscard]] QByteArray aliasJson(const SandboxStore::Alias &alias) const;
    [[nodiscard]] QByteArray apiKeyJson(const SandboxStore::ApiKey &key, const QString &value) const;
    /// The answer of a DELETE with --delete-status 200.
    [[nodiscard]] QByteArray deletedJson(Resource resource, qint64 id, const QString &uuid) const;

    // SandboxStore::RecordMaker: a record as writeAlias() and writeLogEntry() write it into a list.
    [[nodiscard]] qint64 recordForm() const override;
    [[nodiscard]] QByteArray aliasRecord(const SandboxStore::Alias &alias) const override;
    [[nodiscard]] QByteArray logEntryRecord(const SandboxStore::LogEntry &entry) const override;

private:
    [[nodiscard]] bool jsonApi() const;
    [[nodiscard]] QString domainStatus(const QString &status) const;
    void beginRecord(SandboxJsonWriter &writer, Resource resource, qint64 id, const QString &uuid,
                     bool unreadable) const;
    void endRecord(SandboxJsonWriter &writer) const;
    [[nodiscard]] QByteArray document(const QByteArray &record) const;

    const SandboxOptions *m_options;
    FieldNames m_names;
};

} // namespace ForwardDesk::Sandbox
