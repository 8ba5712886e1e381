// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sandboxresponse.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <optional>

namespace ForwardDesk::Sandbox {

/// The rules of request bodies and query parameters (docs/sandbox.md, "Endpoints"), with the validation
/// errors FastAPI (pydantic) gives: each check adds `{"loc": […], "msg": "…", "type": "…"}` entries to a list
/// that SandboxApi answers with 422. Usage: collect into a QJsonArray, then answer if it is not empty.
class SandboxValidator final
{
public:
    static void addError(QJsonArray *errors, const QJsonArray &loc, const QString &msg, const QString &type,
                         const QJsonObject &context = {});
    /// ["body", field]
    static QJsonArray bodyLoc(const QString &field);
    static void addMissing(QJsonArray *errors, const QString &field);
    static void addStringType(QJsonArray *errors, const QJsonArray &loc);
    static void addBoolType(QJsonArray *errors, const QString &field);
    static void addValueError(QJsonArray *errors, const QJsonArray &loc, const QString &reason);

    /// Reads a JSON object body. An empty body is an empty object when @p optional (POST /api-keys).
    static std::optional<QJsonObject> parseBody(const QByteArray &body, bool optional, QJsonArray *errors);
    /// @p text as a whole number from @p minimum to @p maximum, or nothing when it is not one (command-line
    /// values and fault rules).
    static std::optional<qint64> wholeNumber(const QString &text, qint64 minimum, qint64 maximum);
    /// The ASCII (IDNA) form of a domain name, or nothing when it is not a valid one.
    static std::optional<QString> asciiDomain(const QString &name);
    /// Why @p address is not a valid e-mail address, or an empty string when it is one.
    static QString addressProblem(const QString &address);
    /// Checks a local part (already lower-cased); adds its errors under loc ["body", @p field].
    static void validateLocalpart(const QString &localpart, QJsonArray *errors,
                                  const QString &field = QLatin1StringView("localpart"));
    /// Checks a list of destinations (or, when @p commaSeparated, also one string "a@x.example, b@y.example");
    /// adds errors under loc ["body", @p field, …] and returns the addresses when they are all valid.
    static QStringList validateDestinations(const QJsonValue &value, QJsonArray *errors,
                                            const QString &field = QLatin1StringView("destinations"),
                                            bool commaSeparated = false);
    /// Parses an integer query parameter in [minimum, maximum] (no upper bound when @p maximum is 0).
    static std::optional<qint64> queryInteger(const QString &text, const QString &name, qint64 minimum, qint64 maximum,
                                              QJsonArray *errors);

    /// The 422 answer for @p errors: FastAPI's {"detail": […]}, or problem details with "errors":
    /// [{"detail", "source": {"pointer": "/destinations/0"}}] (query parameters: {"parameter": "page"}).
    static SandboxResponse answer(const QJsonArray &errors, bool problemStyle);
};

} // namespace ForwardDesk::Sandbox
