// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sandboxoptions.h"
#include "sandboxstore.h"

#include <QByteArray>
#include <QJsonValue>
#include <QString>

#include <optional>

namespace ForwardDesk::Sandbox {

class SandboxJsonWriter;

/// Writes the API's records (docs/sandbox.md, "Records") as JSON, in the variant SandboxOptions chooses:
/// id type, time format, the field of a new key's value. Usage: one per SandboxApi, then writeDomain() and
/// the others into a SandboxJsonWriter, or domainJson() for a single record.
class SandboxRecordWriter final
{
public:
    explicit SandboxRecordWriter(const SandboxOptions *options);

    [[nodiscard]] QJsonValue exposedId(qint64 id, const QString &uuid) const;
    void writeId(SandboxJsonWriter &writer, qint64 id, const QString &uuid) const;
    void writeTime(SandboxJsonWriter &writer, std::optional<qint64> milliseconds) const;
    void writeDomain(SandboxJsonWriter &writer, const SandboxStore::Domain &domain) const;
    void writeAlias(SandboxJsonWriter &writer, const SandboxStore::Alias &alias) const;
    void writeLogEntry(SandboxJsonWriter &writer, const SandboxStore::LogEntry &entry) const;
    /// A key's record; @p value (the key itself) only in the answer to its creation.
    void writeApiKey(SandboxJsonWriter &writer, const SandboxStore::ApiKey &key, const QString &value = {}) const;
    [[nodiscard]] QByteArray domainJson(const SandboxStore::Domain &domain) const;
    [[nodiscard]] QByteArray aliasJson(const SandboxStore::Alias &alias) const;

private:
    const SandboxOptions *m_options;
};

} // namespace ForwardDesk::Sandbox
