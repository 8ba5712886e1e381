// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandboxresponse.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Sandbox {

SandboxResponse SandboxResponse::json(int status, const QJsonValue &value)
{
    SandboxResponse response;
    response.status = status;
    // QJsonDocument only wraps arrays and objects; the API never answers a bare scalar, but be safe.
    if (value.isArray()) {
        response.body = QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact);
    } else if (value.isObject()) {
        response.body = QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact);
    } else {
        QJsonArray wrapper{value};
        const QByteArray text = QJsonDocument(wrapper).toJson(QJsonDocument::Compact);
        response.body = text.mid(1, text.size() - 2);
    }
    return response;
}

SandboxResponse SandboxResponse::detail(int status, const QString &detail)
{
    return json(status, QJsonObject{{u"detail"_s, detail}});
}

SandboxResponse SandboxResponse::empty(int status)
{
    SandboxResponse response;
    response.status = status;
    // No body means no content type either: a 204 with Content-Type confuses some clients.
    response.contentType.clear();
    return response;
}

SandboxResponse SandboxResponse::problem(int status, const QString &detail, const QString &title,
                                         const QJsonArray &errors)
{
    QJsonObject body{{u"type"_s, u"about:blank"_s},
                     {u"title"_s, title.isEmpty() ? QString::fromLatin1(reasonPhrase(status)) : title},
                     {u"status"_s, status},
                     {u"detail"_s, detail}};
    if (!errors.isEmpty()) {
        body.insert(u"errors"_s, errors);
    }
    SandboxResponse response = json(status, body);
    response.contentType = "application/problem+json";
    return response;
}

SandboxResponse SandboxResponse::error(int status, const QString &detail, bool problemStyle)
{
    return problemStyle ? problem(status, detail) : SandboxResponse::detail(status, detail);
}

QByteArray SandboxResponse::reasonPhrase(int status)
{
    switch (status) {
    case 200:
        return "OK";
    case 201:
        return "Created";
    case 202:
        return "Accepted";
    case 204:
        return "No Content";
    case 301:
        return "Moved Permanently";
    case 302:
        return "Found";
    case 304:
        return "Not Modified";
    case 307:
        return "Temporary Redirect";
    case 308:
        return "Permanent Redirect";
    case 400:
        return "Bad Request";
    case 401:
        return "Unauthorized";
    case 402:
        return "Payment Required";
    case 403:
        return "Forbidden";
    case 404:
        return "Not Found";
    case 405:
        return "Method Not Allowed";
    case 409:
        return "Conflict";
    case 410:
        return "Gone";
    case 413:
        return "Content Too Large";
    case 415:
        return "Unsupported Media Type";
    case 422:
        return "Unprocessable Entity";
    case 429:
        return "Too Many Requests";
    case 500:
        return "Internal Server Error";
    case 501:
        return "Not Implemented";
    case 502:
        return "Bad Gateway";
    case 503:
        return "Service Unavailable";
    case 504:
        return "Gateway Timeout";
    default:
        break;
    }
    return status >= 500 ? QByteArrayLiteral("Server Error") : QByteArrayLiteral("Unknown");
}

} // namespace ForwardDesk::Sandbox
