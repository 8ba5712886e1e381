// SPDX-License-Identifier: GPL-3.0-or-later
#include "cannedserver.h"

#include <QTcpSocket>
#include <QTimer>

#include <array>

using namespace Qt::StringLiterals;

namespace ForwardDesk::TestSupport {

namespace {

constexpr qint64 chunkBytes = 256 * 1024;
constexpr qint64 maxQueuedBytes = 1024 * 1024; ///< written ahead of the client; more waits for it to read
const QByteArray filler = QByteArrayLiteral("{\"n\":0},");

QByteArray reasonFor(int status)
{
    switch (status) {
    case 200:
        return "OK";
    case 201:
        return "Created";
    case 204:
        return "No Content";
    case 400:
        return "Bad Request";
    case 401:
        return "Unauthorized";
    case 403:
        return "Forbidden";
    case 404:
        return "Not Found";
    case 409:
        return "Conflict";
    case 422:
        return "Unprocessable Content";
    case 429:
        return "Too Many Requests";
    case 500:
        return "Internal Server Error";
    case 503:
        return "Service Unavailable";
    default:
        return "Status";
    }
}

quint32 crc32(const QByteArray &data)
{
    static const std::array<quint32, 256> table = [] {
        std::array<quint32, 256> values{};
        for (quint32 i = 0; i < 256; ++i) {
            quint32 c = i;
            for (int k = 0; k < 8; ++k) {
                c = (c & 1U) ? 0xEDB88320U ^ (c >> 1) : c >> 1;
            }
            values[i] = c;
        }
        return values;
    }();
    quint32 crc = 0xFFFFFFFFU;
    for (const char byte : data) {
        crc = table[(crc ^ static_cast<quint8>(byte)) & 0xFFU] ^ (crc >> 8);
    }
    return crc ^ 0xFFFFFFFFU;
}

void appendLittleEndian(QByteArray *out, quint32 value)
{
    for (int i = 0; i < 4; ++i) {
        out->append(static_cast<char>((value >> (8 * i)) & 0xFFU));
    }
}

QByteArray fillerOf(qint64 bytes)
{
    QByteArray out;
    out.reserve(bytes);
    while (out.size() + filler.size() <= bytes) {
        out += filler;
    }
    out += filler.left(bytes - out.size());
    return out;
}

} // namespace

struct CannedServer::Connection
{
    QByteArray incoming;
    QByteArray outgoing; ///< what is still to be written, head first
    qint64 fillerLeft = 0; ///< plain streamed filler still to be generated
    qint64 headerLeft = 0; ///< bytes of `outgoing` that are the status line and headers
    bool answered = false;
    bool trickling = false; ///< written by trickle() on a timer, not as the client reads
};

CannedServer::CannedServer(QObject *parent)
    : QObject(parent)
    , m_handler([](const CannedRequest &) {
        return CannedResponse::json(404, QByteArrayLiteral(R"({"detail":"Not Found"})"));
    })
{
    connect(&m_server, &QTcpServer::newConnection, this, &CannedServer::onNewConnection);
}

CannedServer::~CannedServer()
{
    // The sockets outlive this object's members (the server owns them): they must not call back into it.
    for (auto it = m_connections.cbegin(); it != m_connections.cend(); ++it) {
        QObject::disconnect(it.key(), nullptr, this, nullptr);
        it.key()->abort();
    }
    qDeleteAll(m_connections);
}

bool CannedServer::listen()
{
    return m_server.listen(QHostAddress::LocalHost);
}

QUrl CannedServer::url() const
{
    return QUrl(u"http://127.0.0.1:%1"_s.arg(m_server.serverPort()));
}

void CannedServer::setHandler(Handler handler)
{
    m_handler = std::move(handler);
}

void CannedServer::route(const QByteArray &method, const QByteArray &target, const CannedResponse &response)
{
    m_routes.insert(method + ' ' + target, response);
}

QByteArray CannedServer::gzip(const QByteArray &data)
{
    // qCompress gives a 4-byte length, a 2-byte zlib header, the deflate stream and a 4-byte Adler-32.
    const QByteArray zlib = qCompress(data, 9);
    const QByteArray deflate = zlib.mid(6, zlib.size() - 6 - 4);
    QByteArray out = QByteArray::fromHex("1f8b0800000000000003"); // magic, deflate, no flags, no time, Unix
    out += deflate;
    appendLittleEndian(&out, crc32(data));
    appendLittleEndian(&out, static_cast<quint32>(data.size() & 0xFFFFFFFF));
    return out;
}

void CannedServer::onNewConnection()
{
    while (QTcpSocket *socket = m_server.nextPendingConnection()) {
        m_connections.insert(socket, new Connection);
        connect(socket, &QTcpSocket::readyRead, this, [this, socket] { onReadyRead(socket); });
        connect(socket, &QTcpSocket::bytesWritten, this, [this, socket] { pump(socket); });
        connect(socket, &QTcpSocket::disconnected, this, [this, socket] {
            delete m_connections.take(socket);
            socket->deleteLater();
        });
    }
}

void CannedServer::onReadyRead(QTcpSocket *socket)
{
    Connection *connection = m_connections.value(socket);
    if (!connection || connection->answered) {
        socket->readAll();
        return;
    }
    connection->incoming += socket->readAll();
    const qsizetype headerEnd = connection->incoming.indexOf("\r\n\r\n");
    if (headerEnd < 0) {
        return;
    }
    CannedRequest request;
    const QList<QByteArray> lines = connection->incoming.left(headerEnd).split('\n');
    const QList<QByteArray> requestLine = lines.value(0).trimmed().split(' ');
    request.method = requestLine.value(0);
    request.target = requestLine.value(1);
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const qsizetype colon = lines.at(i).indexOf(':');
        if (colon > 0) {
            request.headers.insert(lines.at(i).left(colon).trimmed().toLower(), lines.at(i).mid(colon + 1).trimmed());
        }
    }
    const qint64 length = request.header("Content-Length").toLongLong();
    if (connection->incoming.size() - headerEnd - 4 < length) {
        return; // the body is still coming
    }
    request.body = connection->incoming.mid(headerEnd + 4, length);
    connection->answered = true;
    m_requests.append(request);
    respond(socket, request);
}

void CannedServer::respond(QTcpSocket *socket, const CannedRequest &request)
{
    CannedResponse response;
    if (const auto exact = m_routes.constFind(request.method + ' ' + request.target); exact != m_routes.cend()) {
        response = *exact;
    } else if (const auto byPath = m_routes.constFind(request.method + ' ' + request.path());
               byPath != m_routes.cend()) {
        response = *byPath;
    } else {
        response = m_handler(request);
    }
    Connection *connection = m_connections.value(socket);

    QByteArray body = response.body;
    const bool streamed = response.streamedBytes > body.size();
    if (response.gzip) {
        if (streamed) {
            body += fillerOf(response.streamedBytes - body.size());
        }
        body = gzip(body);
    } else if (streamed) {
        connection->fillerLeft = response.streamedBytes - body.size();
    }

    QByteArray head = "HTTP/1.1 " + QByteArray::number(response.status) + ' '
        + (response.reason.isEmpty() ? reasonFor(response.status) : response.reason) + "\r\n";
    for (const auto &[name, value] : std::as_const(response.headers)) {
        head += name + ": " + value + "\r\n";
    }
    if (response.gzip) {
        head += "Content-Encoding: gzip\r\n";
    }
    if (!streamed && !response.omitLength && response.status != 204) {
        head += "Content-Length: " + QByteArray::number(body.size()) + "\r\n";
    }
    head += "Connection: close\r\n\r\n";
    connection->headerLeft = head.size();
    connection->outgoing = head + body;
    if (response.trickleMs > 0) {
        connection->trickling = true;
        trickle(socket, response.trickleMs, response.trickleBytes);
        return;
    }
    pump(socket);
}

void CannedServer::trickle(QTcpSocket *socket, int intervalMs, int bytes)
{
    Connection *connection = m_connections.value(socket);
    if (!connection) {
        return; // the client went away
    }
    if (connection->outgoing.isEmpty()) {
        socket->disconnectFromHost();
        return;
    }
    // The status line and headers go at once; the body drips.
    const qint64 size = connection->headerLeft > 0 ? connection->headerLeft : bytes;
    const QByteArray piece = connection->outgoing.left(size);
    connection->outgoing.remove(0, piece.size());
    m_bodyBytesSent += connection->headerLeft > 0 ? 0 : piece.size();
    connection->headerLeft = 0;
    socket->write(piece);
    QTimer::singleShot(intervalMs, socket, [this, socket, intervalMs, bytes] { trickle(socket, intervalMs, bytes); });
}

void CannedServer::pump(QTcpSocket *socket)
{
    Connection *connection = m_connections.value(socket);
    if (!connection || !connection->answered || connection->trickling) {
        return;
    }
    while (socket->bytesToWrite() < maxQueuedBytes) {
        if (connection->outgoing.isEmpty() && connection->fillerLeft > 0) {
            const qint64 next = std::min(chunkBytes, connection->fillerLeft);
            connection->outgoing = fillerOf(next);
            connection->fillerLeft -= next;
        }
        if (connection->outgoing.isEmpty()) {
            if (socket->bytesToWrite() == 0 && socket->state() == QAbstractSocket::ConnectedState) {
                socket->disconnectFromHost();
            }
            return;
        }
        const QByteArray piece = connection->outgoing.left(chunkBytes);
        connection->outgoing.remove(0, piece.size());
        const qint64 headerPart = std::min<qint64>(connection->headerLeft, piece.size());
        connection->headerLeft -= headerPart;
        m_bodyBytesSent += piece.size() - headerPart;
        if (socket->write(piece) < 0) {
            return;
        }
    }
}

} // namespace ForwardDesk::TestSupport
