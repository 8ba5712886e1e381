// SPDX-License-Identifier: GPL-3.0-or-later
#include "httpprobe.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QNetworkRequest>
#include <QTimer>

namespace ForwardDesk::TestSupport {

namespace {
constexpr int DescribeBodyBytes = 300;
} // namespace

QByteArray HttpProbe::Result::header(const QByteArray &name) const
{
    for (const auto &[key, value] : headers) {
        if (key.compare(name, Qt::CaseInsensitive) == 0) {
            return value;
        }
    }
    return {};
}

bool HttpProbe::Result::hasHeader(const QByteArray &name) const
{
    for (const auto &entry : headers) {
        if (entry.first.compare(name, Qt::CaseInsensitive) == 0) {
            return true;
        }
    }
    return false;
}

QString HttpProbe::Result::detail() const
{
    return json.object().value(QLatin1StringView("detail")).toString();
}

QByteArray HttpProbe::Result::describe() const
{
    QByteArray text = "HTTP " + QByteArray::number(status);
    if (networkError != QNetworkReply::NoError) {
        text += " network error " + QByteArray::number(int(networkError)) + " (" + errorString.toUtf8() + ')';
    }
    if (timedOut) {
        text += " timed out";
    }
    text += " after " + QByteArray::number(elapsedMs) + " ms; body: " + body.left(DescribeBodyBytes);
    return text;
}

HttpProbe::HttpProbe()
    : m_manager(std::make_unique<QNetworkAccessManager>())
{
    // An http_proxy in the environment must not see (or break) loopback test traffic.
    m_manager->setProxy(QNetworkProxy(QNetworkProxy::NoProxy));
}

HttpProbe::~HttpProbe() = default;

QByteArray HttpProbe::toJson(const QJsonValue &value)
{
    if (value.isObject()) {
        return QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact);
    }
    if (value.isArray()) {
        return QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact);
    }
    // Wrap the scalar in an array and strip the brackets again.
    const QByteArray wrapped = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    return wrapped.mid(1, wrapped.size() - 2);
}

HttpProbe::Result HttpProbe::send(const QByteArray &method, const QUrl &url, const QString &bearer,
                                  const std::optional<QJsonValue> &body, int timeoutMs)
{
    Headers headers;
    if (!bearer.isEmpty()) {
        headers.append(qMakePair(QByteArray("Authorization"), "Bearer " + bearer.toUtf8()));
    }
    QByteArray data;
    if (body) {
        headers.append(qMakePair(QByteArray("Content-Type"), QByteArray("application/json")));
        data = toJson(*body);
    }
    return sendRaw(method, url, headers, data, timeoutMs);
}

HttpProbe::Result HttpProbe::sendRaw(const QByteArray &method, const QUrl &url, const Headers &headers,
                                     const QByteArray &body, int timeoutMs)
{
    QNetworkRequest request(url);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    // Plain HTTP/1.1 keeps the faults (reset, trickle) visible as the server produced them.
    request.setAttribute(QNetworkRequest::Http2AllowedAttribute, false);
    for (const auto &[name, value] : headers) {
        request.setRawHeader(name, value);
    }

    Result result;
    QElapsedTimer clock;
    clock.start();
    std::unique_ptr<QNetworkReply> reply(m_manager->sendCustomRequest(request, method, body));

    QEventLoop loop;
    QTimer timer;
    timer.setSingleShot(true);
    // A coarse timer may fire up to 5% early, and a test that times a hang compares against this timeout.
    timer.setTimerType(Qt::PreciseTimer);
    QObject::connect(reply.get(), &QNetworkReply::finished, &loop, &QEventLoop::quit);
    QObject::connect(&timer, &QTimer::timeout, &loop, [&result, &reply] {
        result.timedOut = true;
        reply->abort();
    });
    if (!reply->isFinished()) {
        timer.start(timeoutMs);
        loop.exec();
    }
    timer.stop();
    result.elapsedMs = clock.elapsed();

    result.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const auto pairs = reply->rawHeaderPairs();
    for (const auto &pair : pairs) {
        result.headers.append(pair);
    }
    // An aborted reply (timeout) is closed; reading it would only print a warning.
    if (reply->isOpen()) {
        result.body = reply->readAll();
    }
    result.networkError = reply->error();
    result.errorString = reply->errorString();
    if (!result.body.isEmpty()) {
        result.json = QJsonDocument::fromJson(result.body, &result.parseError);
    }
    return result;
}

} // namespace ForwardDesk::TestSupport
