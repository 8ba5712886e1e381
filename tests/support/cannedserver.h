// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QObject>
#include <QTcpServer>
#include <QUrl>

#include <functional>
#include <utility>

class QTcpSocket;

namespace ForwardDesk::TestSupport {

/// One request as the canned server received it.
struct CannedRequest
{
    QByteArray method;
    QByteArray target; ///< path and query, as sent ("/domains?page=2")
    QHash<QByteArray, QByteArray> headers; ///< names in lower case
    QByteArray body;

    [[nodiscard]] QByteArray path() const
    {
        return target.left(target.indexOf('?') < 0 ? target.size() : target.indexOf('?'));
    }
    [[nodiscard]] QByteArray header(const QByteArray &name) const { return headers.value(name.toLower()); }
};

/// What the canned server answers: exactly this status line, these headers and this body.
struct CannedResponse
{
    int status = 200;
    QByteArray reason; ///< empty: a standard phrase for the status
    QList<std::pair<QByteArray, QByteArray>> headers; ///< sent as given, in order
    QByteArray body;
    /// When above body.size(): the body is `body` followed by filler (`{"n":0},` repeated) up to this many bytes,
    /// written only as fast as the client reads it, with no Content-Length (the end is the connection's close).
    qint64 streamedBytes = 0;
    /// Compress the body (and the filler) with gzip and say so in Content-Encoding.
    bool gzip = false;
    /// Leave out Content-Length even for a plain body (the end is the connection's close).
    bool omitLength = false;
    /// When above 0: the body is written in pieces of trickleBytes, one every trickleMs milliseconds.
    int trickleMs = 0;
    int trickleBytes = 64;

    [[nodiscard]] static CannedResponse json(int status, QByteArray body,
                                             QByteArray contentType = QByteArrayLiteral("application/json"))
    {
        CannedResponse response;
        response.status = status;
        response.body = std::move(body);
        response.headers.append({QByteArrayLiteral("Content-Type"), std::move(contentType)});
        return response;
    }
    CannedResponse &withHeader(QByteArray name, QByteArray value)
    {
        headers.append({std::move(name), std::move(value)});
        return *this;
    }
};

/// A small HTTP/1.1 server on loopback for client tests: it answers each request with exactly the canned
/// response a handler gives (or a route names), so a test can serve what no well-behaved service would: next
/// links that go round in a circle, bodies far above any cap streamed slowly, gzip bombs, odd 2xx bodies,
/// Retry-After dates. Every request is recorded. One request per connection (Connection: close).
class CannedServer final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CannedServer)

public:
    using Handler = std::function<CannedResponse(const CannedRequest &)>;

    explicit CannedServer(QObject *parent = nullptr);
    ~CannedServer() override;

    /// Listens on 127.0.0.1 on a free port; false if that failed.
    bool listen();
    /// http://127.0.0.1:<port>
    [[nodiscard]] QUrl url() const;

    /// Answers every request not matched by a route. The default answers 404 {"detail": "Not Found"}.
    void setHandler(Handler handler);
    /// Answers requests whose method and target (path with query, exactly as sent) match; a route without a
    /// query ("/domains") also matches that path with any query when no exact route does.
    void route(const QByteArray &method, const QByteArray &target, const CannedResponse &response);

    [[nodiscard]] QList<CannedRequest> requests() const { return m_requests; }
    /// Body bytes written to the client so far, all connections together (after compression).
    [[nodiscard]] qint64 bodyBytesSent() const { return m_bodyBytesSent; }

    /// The gzip form (RFC 1952) of @p data, made with Qt's zlib.
    [[nodiscard]] static QByteArray gzip(const QByteArray &data);

private:
    struct Connection;

    void onNewConnection();
    void onReadyRead(QTcpSocket *socket);
    void respond(QTcpSocket *socket, const CannedRequest &request);
    void pump(QTcpSocket *socket);
    void trickle(QTcpSocket *socket, int intervalMs, int bytes);

    QTcpServer m_server;
    Handler m_handler;
    QHash<QByteArray, CannedResponse> m_routes; ///< "METHOD target"
    QList<CannedRequest> m_requests;
    QHash<QTcpSocket *, Connection *> m_connections;
    qint64 m_bodyBytesSent = 0;
};

} // namespace ForwardDesk::TestSupport
