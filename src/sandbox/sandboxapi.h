// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sandboxoptions.h"
#include "sandboxplan.h"
#include "sandboxrecordwriter.h"
#include "sandboxrequest.h"
#include "sandboxresponse.h"
#include "sandboxstore.h"

#include <QByteArray>
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
    /// Writes rows [offset, offset + count) of a list as a JSON array.
    using RowsFunction = std::function<void(SandboxJsonWriter &writer, qint64 offset, qint64 count)>;

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

    /// A list in the chosen envelope; with Envelope::Paged only the requested page is read.
    [[nodiscard]] SandboxResponse list(const Call &call, const QString &name, qint64 total,
                                       const RowsFunction &rows) const;
    [[nodiscard]] SandboxResponse created(const QByteArray &json) const;
    [[nodiscard]] SandboxResponse deleted(qint64 id, const QString &uuid) const;
    [[nodiscard]] SandboxResponse authenticationError(const QString &detail) const;

    SandboxStore *m_store;
    const SandboxOptions *m_options;
    SandboxRecordWriter m_records;
};

} // namespace ForwardDesk::Sandbox
