// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "apierror.h"

#include <optional>
#include <utility>

namespace ForwardDesk::Core {

/// The outcome of one API call: a value of type T, or an ApiError.
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

    [[nodiscard]] bool ok() const { return m_value.has_value(); }
    [[nodiscard]] const T &value() const { return *m_value; }
    [[nodiscard]] T takeValue() { return std::move(*m_value); }
    [[nodiscard]] const ApiError &error() const { return m_error; }

private:
    std::optional<T> m_value;
    ApiError m_error;
};

/// For calls whose success carries nothing (DELETE).
struct Done
{ };

} // namespace ForwardDesk::Core
