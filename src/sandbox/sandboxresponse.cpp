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

} // namespace ForwardDesk::Sandbox
