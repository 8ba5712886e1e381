// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QJsonValue>
#include <QList>
#include <QNetworkReply>
#include <QPair>
#include <QString>
#include <QUrl>

#include <memory>
#include <optional>

class QNetworkAccessManager;

namespace ForwardDesk::TestSupport {

/// A blocking HTTP client for the sandbox tests: one call sends one request and waits for its end in a
/// local event loop, so a test reads like a curl session.
///
/// It exists only to check the sandbox against docs/sandbox.md; it does none of the client's work
/// (no prefix probing, no envelope decoding, no retries) and must never stand in for the app's client.
/// Redirects are not followed and no proxy is used, so what a test sees is exactly what the server said.
class HttpProbe final
{
    Q_DISABLE_COPY_MOVE(HttpProbe)

public:
    using Headers = QList<QPair<QByteArray, QByteArray>>;

    /// What came back, including nothing at all (networkError / timedOut).
    struct Result
    {
        int status = 0; ///< 0 when no HTTP answer arrived
        Headers headers;
        QByteArray body;
        QJsonDocument json; ///< null unless the body parsed
        QJsonParseError parseError{};
        QNetworkReply::NetworkError networkError = QNetworkReply::NoError; ///< Qt also maps 4xx/5xx here
        QString errorString;
        bool timedOut = false; ///< the probe gave up after its timeout
        qint64 elapsedMs = 0;

        /// Value of the first header named @p name (case-insensitive); empty if there is none.
        [[nodiscard]] QByteArray header(const QByteArray &name) const;
        [[nodiscard]] bool hasHeader(const QByteArray &name) const;
        [[nodiscard]] QJsonObject object() const { return json.object(); }
        [[nodiscard]] QJsonArray array() const { return json.array(); }
        /// The `detail` member when it is a string (the API's plain errors).
        [[nodiscard]] QString detail() const;
        /// A one-line description for failure messages: status, error and the start of the body.
        [[nodiscard]] QByteArray describe() const;
    };

    static constexpr int DefaultTimeoutMs = 10000;

    HttpProbe();
    ~HttpProbe();

    /// Sends @p method to @p url with `Authorization: Bearer <bearer>` (none if @p bearer is empty) and
    /// @p body as JSON (none if empty), and waits up to @p timeoutMs for the complete answer.
    Result send(const QByteArray &method, const QUrl &url, const QString &bearer = {},
                const std::optional<QJsonValue> &body = std::nullopt, int timeoutMs = DefaultTimeoutMs);

    /// Like send(), with exactly the given headers and body bytes (for broken bodies and odd headers).
    Result sendRaw(const QByteArray &method, const QUrl &url, const Headers &headers, const QByteArray &body,
                   int timeoutMs = DefaultTimeoutMs);

    /// The JSON text of @p value, scalars included (QJsonDocument only writes objects and arrays).
    static QByteArray toJson(const QJsonValue &value);

private:
    std::unique_ptr<QNetworkAccessManager> m_manager;
};

} // namespace ForwardDesk::TestSupport
