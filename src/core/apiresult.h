// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "apierror.h"
#include "listreport.h"

#include <optional>
#include <utility>

namespace ForwardDesk::Core {

/// The outcome of one API call, one of three:
///
/// - **a value** (ok()): the service answered 2xx with a record the client could read; value() holds it.
/// - **accepted, record unknown** (recordUnknown()): the service answered 2xx, so it made the change, but the
///   answer held no usable record: `200 {}`, a `204` where a record was expected, a record without an id or
///   name, or an unreadable body. The caller keeps the user's change and reads the record (or the list)
///   again; it never builds a row from it. error() still describes why no record came (Kind::UnexpectedResponse
///   with reason ApiError::Reason::NoRecord, NotJson or AnswerTooLarge), so code that checks only ok() reports it
///   instead of using an empty record.
/// - **an error** (neither): the service refused, or no answer came; error() says why.
///
/// accepted() is true for the first two. List calls also carry a ListReport (listReport()): the records left
/// out as unreadable and why paging ended.
template <typename T>
class ApiResult
{
public:
    ApiResult(T value)
        : m_value(std::move(value))
    { }
    ApiResult(ApiError error)
        : m_error(std::move(error))
    { }

    /// The service accepted the request (2xx) but its answer held no usable record; @p why says what was wrong.
    [[nodiscard]] static ApiResult acceptedWithoutRecord(ApiError why)
    {
        ApiResult result(std::move(why));
        result.m_recordUnknown = true;
        return result;
    }

    /// A value is there: value() and takeValue() may be called.
    [[nodiscard]] bool ok() const { return m_value.has_value(); }
    /// The service accepted the request: ok(), or recordUnknown().
    [[nodiscard]] bool accepted() const { return ok() || m_recordUnknown; }
    /// The service accepted the request, but what it holds now is unknown: read it again.
    [[nodiscard]] bool recordUnknown() const { return m_recordUnknown; }
    [[nodiscard]] const T &value() const { return *m_value; }
    [[nodiscard]] T takeValue() { return std::move(*m_value); }
    [[nodiscard]] const ApiError &error() const { return m_error; }

    /// For list calls: records left out as unreadable, duplicates dropped, why paging ended.
    [[nodiscard]] const ListReport &listReport() const { return m_listReport; }
    void setListReport(ListReport report) { m_listReport = std::move(report); }

private:
    std::optional<T> m_value;
    ApiError m_error;
    ListReport m_listReport;
    bool m_recordUnknown = false;
};

/// For calls whose success carries nothing (DELETE).
struct Done
{ };

} // namespace ForwardDesk::Core
