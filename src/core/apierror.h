// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

namespace ForwardDesk::Core {

/// One message of a validation error, tied to the request field it is about (FastAPI's `loc`).
struct FieldError
{
    QString field; ///< request field, e.g. "destinations"; empty when the message is about the whole body
    int index = -1; ///< list position within the field (destinations[1]), or -1
    QString message;
    QString type; ///< the service's machine-readable type ("value_error", "missing", …) when given
};

/// Why a request failed, as a value the GUI can turn into words (ErrorText does that, in one place).
///
/// Each kind is a case a user must understand differently; status and detail are kept for diagnostics.
class ApiError
{
public:
    enum class Kind {
        None,
        Network, ///< offline, refused, reset, DNS failure
        Timeout, ///< the request's deadline passed
        Cancelled, ///< the caller went away or cancelled
        Tls, ///< certificate or handshake failure (never ignored)
        InsecureUrl, ///< plain http to a host that is not loopback, or an invalid address
        RedirectRefused, ///< a redirect to another origin (it would carry the key elsewhere)
        InvalidToken, ///< the key is unknown, malformed or revoked
        PlanWithoutApiAccess, ///< the account's plan has no API access (needs Creator, Pro or Business)
        Forbidden,
        NotFound,
        AlreadyVerified, ///< 409 on verify: the domain is active (a success for the user)
        Conflict, ///< another 409, e.g. the domain exists already
        Validation, ///< the service refused the input; see fieldErrors()
        DomainLimitReached, ///< the plan's domain allowance is used up
        RateLimited, ///< 429; see retryAfterSeconds()
        ServerError, ///< 5xx
        UnexpectedResponse, ///< an answer the client cannot read
    };

    /// What exactly could not be read, for Kind::UnexpectedResponse (Unspecified for other kinds).
    enum class Reason {
        Unspecified,
        AnswerTooLarge, ///< the body passed the client's size cap (ApiClient::MaxRecordBodyBytes); reading stopped
        NotJson, ///< the body is not JSON
        NoList, ///< a list was asked for and the answer holds no array
        NoRecord, ///< a 2xx without a usable record (`{}`, 204, a record without id or name)
    };

    ApiError() = default;
    ApiError(Kind kind, int httpStatus, QString detail);
    ApiError(Kind kind, Reason reason, int httpStatus, QString detail);

    [[nodiscard]] Kind kind() const { return m_kind; }
    [[nodiscard]] bool isError() const { return m_kind != Kind::None; }
    [[nodiscard]] int httpStatus() const { return m_httpStatus; }
    [[nodiscard]] QString detail() const { return m_detail; }
    [[nodiscard]] QList<FieldError> fieldErrors() const { return m_fieldErrors; }
    [[nodiscard]] int retryAfterSeconds() const { return m_retryAfterSeconds; }
    [[nodiscard]] QString requestId() const { return m_requestId; }
    [[nodiscard]] Reason reason() const { return m_reason; }

    void setFieldErrors(const QList<FieldError> &errors) { m_fieldErrors = errors; }
    void setRetryAfterSeconds(int seconds) { m_retryAfterSeconds = seconds; }
    void setRequestId(const QString &id) { m_requestId = id; }

    /// True for failures worth retrying for an idempotent request (reset, timeout, 502/503/504, 429).
    [[nodiscard]] bool isTransient() const;

    /// A short technical summary for logs and tests (never shown as the only message to a user).
    [[nodiscard]] QString toString() const;

private:
    Kind m_kind = Kind::None;
    Reason m_reason = Reason::Unspecified;
    int m_httpStatus = 0;
    QString m_detail;
    QList<FieldError> m_fieldErrors;
    int m_retryAfterSeconds = -1;
    QString m_requestId;
};

} // namespace ForwardDesk::Core

Q_DECLARE_METATYPE(ForwardDesk::Core::ApiError)
