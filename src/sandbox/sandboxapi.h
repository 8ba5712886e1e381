// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sandboxlistwriter.h"
#include "sandboxoptions.h"
#include "sandboxplan.h"
#include "sandboxrecordwriter.h"
#include "sandboxrequest.h"
#include "sandboxresponse.h"
#include "sandboxstore.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QStringList>

#include <functional>

namespace ForwardDesk::Sandbox {

class SandboxJsonWriter;

/// The API itself: turns a request into a response, following the variant chosen in SandboxOptions.
/// Knows nothing of sockets or faults (the HTTP front end handles those).
class SandboxApi final
{
    Q_DISABLE_COPY_MOVE(SandboxApi)

public:
    SandboxApi(SandboxStore *store, const SandboxOptions *options);
    ~SandboxApi();

    SandboxResponse handle(const SandboxRequest &request);

private:
    /// One routed, authenticated request.
    struct Call
    {
        const SandboxRequest *request = nullptr;
        QStringList params; ///< path parameters in order: domain id, then alias id (or the key id)
        SandboxStore::Account account;
    };
    /// A request field found under the specification's name or the one --fields chooses.
    struct RequestField
    {
        QString name; ///< the name it came under (the variant's name when it is missing)
        QJsonValue value;
    };

    SandboxResponse dispatch(const SandboxRequest &request);

    SandboxResponse listDomains(const Call &call);
    SandboxResponse createDomain(const Call &call);
    SandboxResponse deleteDomain(const Call &call);
    SandboxResponse verifyDomain(const Call &call);
    SandboxResponse listAliases(const Call &call);
    SandboxResponse createAlias(const Call &call);
    SandboxResponse updateAlias(const Call &call);
    SandboxResponse deleteAlias(const Call &call);
    SandboxResponse listLogs(const Call &call);
    SandboxResponse listApiKeys(const Call &call);
    SandboxResponse createApiKey(const Call &call);
    SandboxResponse deleteApiKey(const Call &call);

    /// A list in the chosen envelope or style; when it is paged, only the requested page is read.
    [[nodiscard]] SandboxResponse list(const Call &call, const QString &name, qint64 total,
                                       const SandboxListWriter::RowsFunction &rows) const;
    [[nodiscard]] SandboxResponse created(const QByteArray &json) const;
    [[nodiscard]] SandboxResponse deleted(SandboxRecordWriter::Resource resource, qint64 id, const QString &uuid) const;
    /// An error answer in the style --errors chooses.
    [[nodiscard]] SandboxResponse error(int status, const QString &detail) const;
    [[nodiscard]] SandboxResponse validationError(const QJsonArray &errors) const;
    /// The request body as an object (unwrapped from {"data": {"attributes": …}} in the JSON:API style).
    std::optional<QJsonObject> parseBody(const QByteArray &body, bool optional, SandboxResponse *error) const;
    [[nodiscard]] RequestField field(const QJsonObject &body, QLatin1String specName, QLatin1String variantName) const;
    [[nodiscard]] SandboxResponse authenticationError(const QString &detail) const;
    /// Whether path ids are UUIDs (--ids uuid) rather than numbers.
    [[nodiscard]] bool byUuid() const;
    /// The domain the path names (its first parameter) in the caller's account; when there is none,
    /// @p notFound is the 404 to answer.
    std::optional<SandboxStore::Domain> domainOf(const Call &call, SandboxResponse *notFound) const;
    /// The alias the path names (its second parameter) in @p domain; when there is none, @p notFound is the 404.
    std::optional<SandboxStore::Alias> aliasOf(const Call &call, const SandboxStore::Domain &domain,
                                               SandboxResponse *notFound) const;

    SandboxStore *m_store;
    const SandboxOptions *m_options;
    SandboxRecordWriter m_records;
    SandboxListWriter m_lists;
};

} // namespace ForwardDesk::Sandbox
