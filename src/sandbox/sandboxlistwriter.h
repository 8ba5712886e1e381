// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sandboxoptions.h"
#include "sandboxrequest.h"
#include "sandboxresponse.h"

#include <QString>

#include <functional>

namespace ForwardDesk::Sandbox {

class SandboxJsonWriter;

/// Answers a GET of a list (docs/sandbox.md, "Compatibility variants" and "Faults"): the envelope or the
/// JSON:API document around the records, paging by `?page=` with the next page in the body or in a Link
/// header, and the list faults (cyclic-next, huge-page, unreadable-records).
///
/// Usage: `SandboxListWriter(&options).answer(request, u"domains"_s, total, rows)`, where rows writes a
/// JSON array of the records in [offset, offset + count).
class SandboxListWriter final
{
public:
    /// Writes rows [offset, offset + count) as a JSON array; those before @p unreadableUntil (an index into
    /// the whole list) without their id and name.
    using RowsFunction =
        std::function<void(SandboxJsonWriter &writer, qint64 offset, qint64 count, qint64 unreadableUntil)>;

    /// The largest `page` accepted: (page - 1) * page size then always fits.
    static constexpr qint64 MaxPage = 1'000'000;

    explicit SandboxListWriter(const SandboxOptions *options);

    [[nodiscard]] SandboxResponse answer(const SandboxRequest &request, const QString &name, qint64 total,
                                         const RowsFunction &rows) const;

private:
    /// Whether the list is answered one page at a time.
    [[nodiscard]] bool paged(const SandboxRequest &request) const;

    const SandboxOptions *m_options;
};

} // namespace ForwardDesk::Sandbox
