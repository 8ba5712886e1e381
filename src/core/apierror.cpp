// SPDX-License-Identifier: GPL-3.0-or-later
#include "apierror.h"

using namespace Qt::StringLiterals;

namespace ForwardDesk::Core {

ApiError::ApiError(Kind kind, int httpStatus, QString detail)
    : m_kind(kind)
    , m_httpStatus(httpStatus)
    , m_detail(std::move(detail))
{ }

ApiError::ApiError(Kind kind, Reason reason, int httpStatus, QString detail)
    : m_kind(kind)
    , m_reason(reason)
    , m_httpStatus(httpStatus)
    , m_detail(std::move(detail))
{ }

bool ApiError::isTransient() const
{
    switch (m_kind) {
    case Kind::Network:
    case Kind::Timeout:
    case Kind::RateLimited:
        return true;
    case Kind::ServerError:
        return m_httpStatus == 502 || m_httpStatus == 503 || m_httpStatus == 504;
    default:
        return false;
    }
}

QString ApiError::toString() const
{
    QString text = u"ApiError(kind=%1, status=%2"_s.arg(static_cast<int>(m_kind)).arg(m_httpStatus);
    if (!m_detail.isEmpty()) {
        text += u", detail=\"%1\""_s.arg(m_detail);
    }
    for (const FieldError &field : m_fieldErrors) {
        text += u", %1[%2]: %3"_s.arg(field.field).arg(field.index).arg(field.message);
    }
    return text + u')';
}

} // namespace ForwardDesk::Core
