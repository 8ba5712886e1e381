// SPDX-License-Identifier: GPL-3.0-or-later
// This file stays whole although it is long: it is the only code that knows which QHttpServer version it
// is built against, and each fault needs those version-specific parts (the socket, the responder).
#include "httpfrontend.h"

#include "gzipencoder.h"
#include "oversizedbody.h"

#include <QDateTime>
#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QLocale>
#include <QLoggingCategory>
#include <QMetaEnum>
#include <QStringList>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimeZone>
#include <QTimer>
#if QT_VERSION >= QT_VERSION_CHECK(6, 5, 0)
#include <QHttpServerResponse>
#endif
#if QT_VERSION >= QT_VERSION_CHECK(6, 8, 0)
#include <QHttpHeaders>
#endif

#include <algorithm>
#include <iterator>
#include <utility>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Sandbox {

Q_LOGGING_CATEGORY(lcHttpFrontend, "forwarddesk.sandbox.http", QtInfoMsg)

namespace {

constexpr int defaultLatencyMs = 500;
constexpr int defaultTrickleMs = 100;
constexpr int errorStatuses[] = {500, 502, 503}; // an `error` rule without a status sends each in turn
constexpr int rateLimitStatus = 429;
constexpr int notFoundStatus = 404;
constexpr int unavailableStatus = 503;
constexpr int malformedStatus = 200;
constexpr int okStatus = 200;
constexpr int noContentStatus = 204;
constexpr qint64 streamChunk = 64 * 1024; // oversized: bytes generated at a time
constexpr qint64 streamBuffer = 1024 * 1024; // oversized: at most this much waits in the socket's buffer
constexpr int noAnswerStatus = 0; // reported status of a request that gets no answer (reset, hang)
constexpr QStringView apiPrefix = u"/api";
constexpr QStringView apiPrefixSlash = u"/api/";
// Valid HTTP carrying JSON cut off inside a record: no envelope or record decoder can accept it.
constexpr QByteArrayView malformedBody = R"({"items": [{"id": 1, "created_at": "2026-11-21T05:01:22Z", "domain": "exa)";

QByteArray methodName(QHttpServerRequest::Method method)
{
    const char *key = QMetaEnum::fromType<QHttpServerRequest::Method>().valueToKey(int(method));
    return key ? QByteArray(key).toUpper() : QByteArrayLiteral("UNKNOWN");
}

// Fault routes are written without the /api prefix, whichever prefix the server answers on.
QStringList routeSegments(const QString &path)
{
    const bool prefixed = path == apiPrefix || path.startsWith(apiPrefixSlash);
    return (prefixed ? path.mid(apiPrefix.size()) : path).split(u'/', Qt::SkipEmptyParts);
}

bool routeMatches(const FaultRule &rule, const QByteArray &method, const QString &path)
{
    if (!rule.method.isEmpty() && rule.method.compare(method, Qt::CaseInsensitive) != 0) {
        return false;
    }
    if (rule.route.isEmpty() || rule.route == u"*") {
        return true;
    }
    const QStringList wanted = routeSegments(rule.route);
    const QStringList actual = routeSegments(path);
    if (wanted.size() != actual.size()) {
        return false;
    }
    for (qsizetype i = 0; i < wanted.size(); ++i) {
        if (wanted.at(i) != u"*" && wanted.at(i) != actual.at(i)) {
            return false;
        }
    }
    return true;
}

bool hasNoBody(int status)
{
    return (status >= 100 && status < 200) || status == 204 || status == 304;
}

// Status line and headers of @p response as HTTP/1.1. Content-Length always goes out (when a body is
// allowed), so the connection can stay open for the next request.
/// The status line and headers of @p response; with @p chunked, for a body sent in chunks as it is made
/// (SandboxBodySink) instead of one of a told length.
QByteArray responseHead(const SandboxResponse &response, bool closeConnection, bool chunked = false)
{
    QByteArray head = "HTTP/1.1 " + QByteArray::number(response.status) + ' '
        + SandboxResponse::reasonPhrase(response.status) + "\r\n";
    if (chunked) {
        head += "Content-Type: " + response.contentType + "\r\nTransfer-Encoding: chunked\r\n";
    } else if (!hasNoBody(response.status)) {
        if (!response.body.isEmpty() && !response.contentType.isEmpty()) {
            head += "Content-Type: " + response.contentType + "\r\n";
        }
        head += "Content-Length: " + QByteArray::number(response.body.size()) + "\r\n";
    }
    for (const auto &[name, value] : response.headers) {
        // The front end owns the framing headers; a second copy would make the answer ambiguous.
        if (name.compare("Content-Length", Qt::CaseInsensitive) == 0
            || name.compare("Content-Type", Qt::CaseInsensitive) == 0
            || name.compare("Transfer-Encoding", Qt::CaseInsensitive) == 0
            || name.compare("Connection", Qt::CaseInsensitive) == 0) {
            continue;
        }
        head += name + ": " + value + "\r\n";
    }
    if (closeConnection) {
        head += "Connection: close\r\n";
    }
    head += "\r\n";
    return head;
}

// Answers whose body a fault replaces: 2xx only, since an error was not a success to begin with.
SandboxResponse emptied(const SandboxResponse &response, FaultRule::Kind kind)
{
    if (response.status < 200 || response.status >= 300) {
        return response;
    }
    if (kind == FaultRule::Kind::NoContent) {
        return SandboxResponse::empty(noContentStatus);
    }
    SandboxResponse result;
    result.status = response.status == noContentStatus ? okStatus : response.status;
    if (!response.contentType.isEmpty()) {
        result.contentType = response.contentType;
    }
    result.body = "{}";
    return result;
}

// RFC 9110's IMF-fixdate, @p seconds (rounded up to a whole second) from now: "Wed, 21 Oct 2026 07:28:00 GMT".
QByteArray httpDateAhead(int seconds)
{
    const QDateTime when =
        QDateTime::fromSecsSinceEpoch(QDateTime::currentSecsSinceEpoch() + 1 + seconds, QTimeZone::utc());
    return QLocale::c().toString(when, u"ddd, dd MMM yyyy hh:mm:ss 'GMT'"_s).toLatin1();
}

#if QT_VERSION >= QT_VERSION_CHECK(6, 5, 0)
// Since Qt 6.5 handlers get a responder, not the socket, but resets, hangs and slow bodies need the
// socket. This server accepts connections like QTcpServer and remembers the socket whose readyRead
// fired last: its connection is made before QAbstractHttpServer's, so while a request is being handled,
// lastReadSocket() is the socket the request came on. (No Q_OBJECT: it declares no signals, slots or
// properties, and exists only for some Qt versions, which moc would have to see through.)
class TrackingTcpServer final : public QTcpServer
{
public:
    explicit TrackingTcpServer(QObject *parent)
        : QTcpServer(parent)
    { }

    [[nodiscard]] QTcpSocket *lastReadSocket() const { return m_lastReadSocket; }

protected:
    void incomingConnection(qintptr descriptor) override
    {
        auto *socket = new QTcpSocket(this);
        if (!socket->setSocketDescriptor(descriptor)) {
            qCWarning(lcHttpFrontend) << "cannot accept a connection:" << socket->errorString();
            delete socket;
            return;
        }
        connect(socket, &QIODevice::readyRead, this, [this, socket] { m_lastReadSocket = socket; });
        addPendingConnection(socket);
    }

private:
    QPointer<QTcpSocket> m_lastReadSocket;
};

QHttpServerResponse toQtResponse(const SandboxResponse &response)
{
    const auto status = QHttpServerResponder::StatusCode(response.status);
    QHttpServerResponse result = hasNoBody(response.status)
        ? QHttpServerResponse(status)
        : QHttpServerResponse(response.contentType, response.body, status);
#if QT_VERSION >= QT_VERSION_CHECK(6, 8, 0)
    QHttpHeaders headers = result.headers();
    for (const auto &[name, value] : response.headers) {
        headers.append(name, value);
    }
    result.setHeaders(std::move(headers));
#else
    for (const auto &[name, value] : response.headers) {
        result.addHeader(name, value);
    }
#endif
    return result;
}
#endif

/// Sends a list as the API layer makes it: the head, then each piece as an HTTP/1.1 chunk, pushed towards the
/// client at once (what the socket cannot take yet waits in its buffer).
class ChunkedSink final : public SandboxBodySink
{
public:
    ChunkedSink(QTcpSocket *socket, bool closeConnection)
        : m_socket(socket)
        , m_closeConnection(closeConnection)
    { }

    void begin(const SandboxResponse &head) override
    {
        // Each chunk leaves at once, the last short one too: not held back until the client acknowledges the
        // ones before (Nagle's algorithm), which costs a delayed acknowledgement (about 40 ms) per answer.
        m_socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
        m_socket->write(responseHead(head, m_closeConnection, true));
    }

    void write(QByteArrayView piece) override
    {
        if (piece.isEmpty()) {
            return; // an empty chunk would end the body
        }
        m_socket->write(QByteArray::number(piece.size(), 16) + "\r\n");
        m_socket->write(piece.data(), piece.size());
        m_socket->write("\r\n");
        m_socket->flush();
    }

    /// The last chunk, which ends the body.
    void end() { m_socket->write("0\r\n\r\n"); }

private:
    QTcpSocket *m_socket;
    bool m_closeConnection;
};

} // namespace

/// One request between its arrival and its answer. Holding it keeps the connection reserved for the
/// answer; erasing it gives the connection back to the HTTP server.
struct HttpFrontend::Exchange
{
    SandboxRequest request;
    QPointer<QTcpSocket> socket; ///< null once the client has gone (or, on Qt >= 6.5, if it was not found)
#if QT_VERSION >= QT_VERSION_CHECK(6, 5, 0)
    std::unique_ptr<QHttpServerResponder> responder;
#endif
    Decision decision;
    bool closeConnection = false; ///< the client sent "Connection: close"
    QByteArray unsent; ///< trickle: the part of the answer still to be written
    int status = 0; ///< trickle, oversized: the status being sent
    std::unique_ptr<OversizedBody> oversized; ///< oversized: the part of the body still to be made
    QList<QMetaObject::Connection> streamConnections; ///< oversized: what drives the stream

    ~Exchange()
    {
        for (const QMetaObject::Connection &connection : std::as_const(streamConnections)) {
            QObject::disconnect(connection);
        }
    }
};

HttpFrontend::HttpFrontend(QObject *parent)
    : QAbstractHttpServer(parent)
{
    setRandomSeed(0);
}

HttpFrontend::~HttpFrontend()
{
    close();
}

bool HttpFrontend::start(const QHostAddress &address, quint16 port, QString *error)
{
    const auto fail = [error](const QString &message) {
        qCWarning(lcHttpFrontend) << message;
        if (error) {
            *error = message;
        }
        return false;
    };
    if (m_tcpServer || m_closed) {
        return fail(u"the HTTP front end was started before"_s);
    }
#if QT_VERSION >= QT_VERSION_CHECK(6, 5, 0)
    auto *server = new TrackingTcpServer(this);
#else
    auto *server = new QTcpServer(this);
#endif
    if (!server->listen(address, port)) {
        const QString message =
            u"cannot listen on %1 port %2: %3"_s.arg(address.toString()).arg(port).arg(server->errorString());
        delete server;
        return fail(message);
    }
    // Binding our own QTcpServer works with every QHttpServer version (6.8 dropped listen()).
#if QT_VERSION >= QT_VERSION_CHECK(6, 8, 0)
    if (!bind(server)) {
        delete server;
        return fail(u"QHttpServer refused the listening socket"_s);
    }
#else
    bind(server);
#endif
    m_tcpServer = server;

    QHostAddress shown = address;
    if (address == QHostAddress::Any || address == QHostAddress::AnyIPv4) {
        shown = QHostAddress(QHostAddress::LocalHost);
    } else if (address == QHostAddress::AnyIPv6) {
        shown = QHostAddress(QHostAddress::LocalHostIPv6);
    }
    m_url = QUrl();
    m_url.setScheme(u"http"_s);
    m_url.setHost(shown.toString()); // QUrl adds the brackets of an IPv6 address
    m_url.setPort(server->serverPort());
    qCDebug(lcHttpFrontend) << "listening on" << m_url.toString();
    return true;
}

void HttpFrontend::close()
{
    m_closed = true;
    // Pending answers go first: on Qt >= 6.5 each holds a responder that must be released while the
    // HTTP server's connection objects still exist.
    std::map<ExchangeId, std::unique_ptr<Exchange>> pending;
    pending.swap(m_exchanges);
    pending.clear();
    if (m_tcpServer) {
        m_tcpServer->close();
    }
    const QList<QTcpSocket *> sockets = findChildren<QTcpSocket *>();
    for (QTcpSocket *socket : sockets) {
        // An answer already written (stop() from a requestHandled slot) still reaches its client;
        // abort() alone would drop it from the write buffer.
        socket->flush();
        socket->abort();
    }
}

bool HttpFrontend::isListening() const
{
    return !m_closed && m_tcpServer && m_tcpServer->isListening();
}

QUrl HttpFrontend::url() const
{
    return m_url;
}

void HttpFrontend::setHandler(Handler handler)
{
    m_handler = std::move(handler);
}

void HttpFrontend::setRandomSeed(quint32 seed)
{
    m_random.seed(seed != 0 ? seed : QRandomGenerator::global()->generate());
}

void HttpFrontend::setFaults(const QList<FaultRule> &faults)
{
    m_rules.clear();
    for (const FaultRule &fault : faults) {
        addFault(fault);
    }
}

void HttpFrontend::setProblemErrors(bool problem)
{
    m_problemErrors = problem;
}

void HttpFrontend::setGzip(bool gzip)
{
    m_gzip = gzip;
}

void HttpFrontend::addFault(const FaultRule &fault)
{
    m_rules.append(ActiveRule{fault, 0, 0});
}

#if QT_VERSION >= QT_VERSION_CHECK(6, 5, 0)

bool HttpFrontend::handleRequest(const QHttpServerRequest &request, QHttpServerResponder &responder)
{
    auto exchange = std::make_unique<Exchange>();
    exchange->request = toSandboxRequest(request);
    if (const auto *server = static_cast<TrackingTcpServer *>(m_tcpServer.data())) {
        QTcpSocket *socket = server->lastReadSocket();
        // A cheap sanity check of the tracking; without a socket, faults that need one degrade gracefully.
        if (socket && socket->peerAddress() == request.remoteAddress()) {
            exchange->socket = socket;
        }
    }
    // Keeping the responder tells the HTTP server that the answer is still to come.
    exchange->responder = std::make_unique<QHttpServerResponder>(std::move(responder));
    dispatch(std::move(exchange));
    return true;
}

#if QT_VERSION >= QT_VERSION_CHECK(6, 8, 0)
void HttpFrontend::missingHandler(const QHttpServerRequest &request, QHttpServerResponder &responder)
#else
void HttpFrontend::missingHandler(const QHttpServerRequest &request, QHttpServerResponder &&responder)
#endif
{
    // handleRequest() takes every request; this only runs if QHttpServer ever decides otherwise.
    qCWarning(lcHttpFrontend) << "no handler for" << request.url().path();
    responder.sendResponse(toQtResponse(errorResponse(notFoundStatus)));
}

#else

bool HttpFrontend::handleRequest(const QHttpServerRequest &request, QTcpSocket *socket)
{
    auto exchange = std::make_unique<Exchange>();
    exchange->request = toSandboxRequest(request);
    exchange->socket = socket;
    dispatch(std::move(exchange));
    return true;
}

void HttpFrontend::missingHandler(const QHttpServerRequest &request, QTcpSocket *socket)
{
    // handleRequest() takes every request; this only runs if QHttpServer ever decides otherwise.
    qCWarning(lcHttpFrontend) << "no handler for" << request.url().path();
    const SandboxResponse response = errorResponse(notFoundStatus);
    socket->write(responseHead(response, false) + response.body);
}

#endif

SandboxRequest HttpFrontend::toSandboxRequest(const QHttpServerRequest &request) const
{
    SandboxRequest result;
    result.method = methodName(request.method());
    result.path = request.url().path();
    result.query = request.query();
#if QT_VERSION >= QT_VERSION_CHECK(6, 8, 0)
    const QHttpHeaders headers = request.headers();
    for (qsizetype i = 0; i < headers.size(); ++i) {
        const QLatin1StringView name = headers.nameAt(i);
        result.headers.append({QByteArray(name.data(), name.size()), headers.valueAt(i).toByteArray()});
    }
#else
    result.headers = request.headers();
#endif
    result.body = request.body();
    result.serverUrl = m_url;
    return result;
}

void HttpFrontend::dispatch(std::unique_ptr<Exchange> exchange)
{
    const QByteArray method = exchange->request.method;
    const QString path = exchange->request.path;
    const QByteArray body = exchange->request.body;
    exchange->closeConnection = exchange->request.header("Connection").compare("close", Qt::CaseInsensitive) == 0;
    exchange->decision = decide(exchange->request);
    const int delay = exchange->decision.delayMilliseconds;
    const ExchangeId id = ++m_nextExchangeId;
    m_exchanges.emplace(id, std::move(exchange));

    emit requestReceived(method, path, body);
    if (delay > 0) {
        QTimer::singleShot(delay, this, [this, id] { proceed(id); });
    } else {
        proceed(id);
    }
}

HttpFrontend::Decision HttpFrontend::decide(const SandboxRequest &request)
{
    Decision decision;
    for (ActiveRule &active : m_rules) {
        const FaultRule &rule = active.rule;
        const bool isLatency = rule.kind == FaultRule::Kind::Latency;
        // The first non-latency rule that hits decides; latency rules after it still add their delay.
        if (decision.fault && !isLatency) {
            continue;
        }
        if (!routeMatches(rule, request.method, request.path)) {
            continue;
        }
        if (rule.times >= 0 && active.hits >= rule.times) {
            continue;
        }
        // Draw only for partial rates, so that adding a sure rule does not shift a seeded sequence.
        if (rule.rate < 1.0 && m_random.generateDouble() >= rule.rate) {
            continue;
        }
        ++active.hits;
        if (isLatency) {
            decision.delayMilliseconds += rule.milliseconds >= 0 ? rule.milliseconds : defaultLatencyMs;
            continue;
        }
        decision.fault = rule;
        if (rule.kind == FaultRule::Kind::Error) {
            decision.errorStatus = rule.status;
            if (decision.errorStatus == 0) {
                decision.errorStatus = errorStatuses[active.nextErrorIndex];
                active.nextErrorIndex = (active.nextErrorIndex + 1) % int(std::size(errorStatuses));
            }
        }
    }
    if (decision.fault || decision.delayMilliseconds > 0) {
        qCDebug(lcHttpFrontend) << "fault for" << request.method << request.path << "delay"
                                << decision.delayMilliseconds << "kind"
                                << (decision.fault ? int(decision.fault->kind) : -1);
    }
    return decision;
}

void HttpFrontend::proceed(ExchangeId id)
{
    const auto found = m_exchanges.find(id);
    if (found == m_exchanges.end()) {
        return; // closed meanwhile
    }
    Exchange &exchange = *found->second;
    const std::optional<FaultRule> fault = exchange.decision.fault;
    const FaultRule::Kind kind = fault ? fault->kind : FaultRule::Kind::Latency;
    switch (kind) {
    case FaultRule::Kind::Latency:
    case FaultRule::Kind::Trickle:
    case FaultRule::Kind::EmptyObject:
    case FaultRule::Kind::NoContent:
    case FaultRule::Kind::CyclicNext:
    case FaultRule::Kind::HugePage:
    case FaultRule::Kind::UnreadableRecords: {
        // These are carried out, even if the client has left, as a real server would have: latency and
        // trickle only slow a request down, the others change only what its answer looks like.
        if (fault && fault->shapesLists()) {
            exchange.request.fault = fault;
        }
        std::optional<ChunkedSink> sink;
        if (kind != FaultRule::Kind::Trickle && kind != FaultRule::Kind::EmptyObject
            && kind != FaultRule::Kind::NoContent && canStream(exchange)) {
            sink.emplace(exchange.socket, exchange.closeConnection);
            exchange.request.sink = &*sink;
        }
        SandboxResponse response = m_handler ? m_handler(exchange.request) : errorResponse(unavailableStatus);
        exchange.request.sink = nullptr;
        if (response.streamed) {
            sink->end();
            exchange.status = response.status;
            finishWritten(id, exchange);
            return;
        }
        if (kind == FaultRule::Kind::EmptyObject || kind == FaultRule::Kind::NoContent) {
            response = emptied(response, kind);
        }
        if (kind == FaultRule::Kind::Trickle) {
            startTrickle(id, response);
        } else {
            writeAnswer(exchange, response);
            finish(id, response.status);
        }
        return;
    }
    case FaultRule::Kind::Error: {
        const int status = exchange.decision.errorStatus;
        writeAnswer(exchange, errorResponse(status));
        finish(id, status);
        return;
    }
    case FaultRule::Kind::RateLimit:
    case FaultRule::Kind::RetryAfterDate:
    case FaultRule::Kind::Unavailable: {
        const int status = kind == FaultRule::Kind::Unavailable ? unavailableStatus : rateLimitStatus;
        SandboxResponse response = errorResponse(status);
        const QByteArray retryAfter = kind == FaultRule::Kind::RetryAfterDate
            ? httpDateAhead(fault->retryAfterSeconds)
            : QByteArray::number(fault->retryAfterSeconds);
        response.headers.append({"Retry-After", retryAfter});
        writeAnswer(exchange, response);
        finish(id, status);
        return;
    }
    case FaultRule::Kind::Malformed: {
        SandboxResponse response;
        response.status = malformedStatus;
        response.contentType = "application/json";
        response.body = malformedBody.toByteArray();
        writeAnswer(exchange, response);
        finish(id, malformedStatus);
        return;
    }
    case FaultRule::Kind::Oversized:
        startOversized(id);
        return;
    case FaultRule::Kind::Reset:
        resetConnection(exchange);
        finish(id, noAnswerStatus);
        return;
    case FaultRule::Kind::Hang: {
        // Keep the exchange (and the connection) until the client gives up or the server stops.
        if (exchange.socket) {
            connect(exchange.socket, &QAbstractSocket::disconnected, this, [this, id] { m_exchanges.erase(id); });
        }
        const QByteArray method = exchange.request.method;
        const QString path = exchange.request.path;
        emit requestHandled(method, path, noAnswerStatus);
        return;
    }
    }
}

bool HttpFrontend::canStream(const Exchange &exchange) const
{
#if QT_VERSION >= QT_VERSION_CHECK(6, 5, 0)
    Q_UNUSED(exchange)
    return false; // the HTTP server's responder sends the answer; the socket is not this front end's to write
#else
    return exchange.socket && exchange.socket->state() == QAbstractSocket::ConnectedState
        && !(m_gzip && GzipEncoder::accepted(exchange.request.header("Accept-Encoding")));
#endif
}

SandboxResponse HttpFrontend::errorResponse(int status) const
{
    return SandboxResponse::error(status, QString::fromLatin1(SandboxResponse::reasonPhrase(status)), m_problemErrors);
}

SandboxResponse HttpFrontend::encoded(const SandboxRequest &request, const SandboxResponse &response) const
{
    if (!m_gzip || response.body.isEmpty() || !GzipEncoder::accepted(request.header("Accept-Encoding"))) {
        return response;
    }
    SandboxResponse result = response;
    result.body = GzipEncoder::compress(response.body);
    result.headers.append(qMakePair(QByteArray("Content-Encoding"), QByteArray("gzip")));
    result.headers.append(qMakePair(QByteArray("Vary"), QByteArray("Accept-Encoding")));
    return result;
}

void HttpFrontend::startOversized(ExchangeId id)
{
    Exchange &exchange = *m_exchanges.at(id);
    const qint64 size = exchange.decision.fault->bodyBytes;
    const bool gzip = m_gzip && GzipEncoder::accepted(exchange.request.header("Accept-Encoding"));
    QTcpSocket *socket = exchange.socket;
    if (gzip || !socket) {
        // Compressed, the body is small enough to send whole (its size counts after decompression); without
        // the socket (Qt >= 6.5, rarely) it has to be sent whole.
        OversizedBody body(size);
        GzipEncoder encoder;
        SandboxResponse response;
        response.status = okStatus;
        while (!body.atEnd()) {
            const QByteArray chunk = body.next(streamChunk);
            response.body += gzip ? encoder.add(chunk) : chunk;
        }
        if (gzip) {
            response.body += encoder.finish();
            response.headers.append(qMakePair(QByteArray("Content-Encoding"), QByteArray("gzip")));
            response.headers.append(qMakePair(QByteArray("Vary"), QByteArray("Accept-Encoding")));
        }
        writeAnswer(exchange, response, false);
        finish(id, okStatus);
        return;
    }
    if (socket->state() != QAbstractSocket::ConnectedState) {
        finish(id, okStatus);
        return;
    }
    // The head announces the whole length; the body follows as the socket's buffer drains.
    exchange.status = okStatus;
    exchange.oversized = std::make_unique<OversizedBody>(size);
    QByteArray head =
        "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: " + QByteArray::number(size) + "\r\n";
    if (exchange.closeConnection) {
        head += "Connection: close\r\n";
    }
    socket->write(head + "\r\n");
    exchange.streamConnections.append(connect(socket, &QIODevice::bytesWritten, this, [this, id] { streamStep(id); }));
    exchange.streamConnections.append(
        connect(socket, &QAbstractSocket::disconnected, this, [this, id] { streamStep(id); }));
    streamStep(id);
}

HttpFrontend::Exchange *HttpFrontend::connectedExchange(ExchangeId id, const char *what)
{
    const auto found = m_exchanges.find(id);
    if (found == m_exchanges.end()) {
        return nullptr;
    }
    Exchange &exchange = *found->second;
    if (!exchange.socket || exchange.socket->state() != QAbstractSocket::ConnectedState) {
        qCDebug(lcHttpFrontend) << "client left during" << what << exchange.request.path;
        finish(id, exchange.status);
        return nullptr;
    }
    return &exchange;
}

void HttpFrontend::streamStep(ExchangeId id)
{
    Exchange *found = connectedExchange(id, "a large answer:");
    if (!found) {
        return;
    }
    Exchange &exchange = *found;
    while (!exchange.oversized->atEnd() && exchange.socket->bytesToWrite() < streamBuffer) {
        exchange.socket->write(exchange.oversized->next(streamChunk));
    }
    if (exchange.oversized->atEnd()) {
        finishWritten(id, exchange);
    }
}

void HttpFrontend::finishWritten(ExchangeId id, Exchange &exchange)
{
    if (exchange.closeConnection) {
        exchange.socket->disconnectFromHost();
    }
    finish(id, exchange.status);
}

void HttpFrontend::writeAnswer(Exchange &exchange, const SandboxResponse &plain, bool encode)
{
    const SandboxResponse response = encode ? encoded(exchange.request, plain) : plain;
    QTcpSocket *socket = exchange.socket;
#if QT_VERSION >= QT_VERSION_CHECK(6, 5, 0)
    if (socket && socket->state() != QAbstractSocket::ConnectedState) {
        qCDebug(lcHttpFrontend) << "client left before its answer:" << exchange.request.path;
        return;
    }
    exchange.responder->sendResponse(toQtResponse(response));
#else
    if (!socket || socket->state() != QAbstractSocket::ConnectedState) {
        qCDebug(lcHttpFrontend) << "client left before its answer:" << exchange.request.path;
        return;
    }
    // A long body goes out after its head as it is rather than copied behind it first. A short one is sent
    // with its head in one write: alone, the head would leave as a small segment of its own, and the body
    // would wait for the client's delayed acknowledgement of it (Nagle's algorithm, about 40 ms).
    constexpr qsizetype copyBodyUpTo = 1 << 20;
    if (response.body.size() <= copyBodyUpTo) {
        socket->write(responseHead(response, exchange.closeConnection) + response.body);
    } else {
        socket->write(responseHead(response, exchange.closeConnection));
        socket->write(response.body);
    }
    if (exchange.closeConnection) {
        socket->disconnectFromHost(); // after the bytes are written
    }
#endif
}

void HttpFrontend::startTrickle(ExchangeId id, const SandboxResponse &plain)
{
    Exchange &exchange = *m_exchanges.at(id);
    const SandboxResponse response = encoded(exchange.request, plain);
    QTcpSocket *socket = exchange.socket;
    if (!socket) {
        // Qt >= 6.5 without the socket at hand: answer at once rather than not at all.
        writeAnswer(exchange, response, false);
        finish(id, response.status);
        return;
    }
    if (socket->state() != QAbstractSocket::ConnectedState) {
        finish(id, response.status);
        return;
    }
    // The whole answer drips, status line and headers included, so a client's wait for the headers is
    // tested as much as its wait for the body.
    exchange.status = response.status;
    exchange.unsent = responseHead(response, exchange.closeConnection);
    if (!hasNoBody(response.status)) {
        exchange.unsent += response.body;
    }
    trickleStep(id);
}

void HttpFrontend::trickleStep(ExchangeId id)
{
    Exchange *found = connectedExchange(id, "a slow answer:");
    if (!found) {
        return;
    }
    Exchange &exchange = *found;
    if (!exchange.unsent.isEmpty()) {
        const qsizetype chunk = std::max(1, exchange.decision.fault->chunkBytes);
        exchange.socket->write(exchange.unsent.left(chunk));
        exchange.unsent.remove(0, chunk);
    }
    if (exchange.unsent.isEmpty()) {
        finishWritten(id, exchange);
        return;
    }
    const int pause =
        exchange.decision.fault->milliseconds >= 0 ? exchange.decision.fault->milliseconds : defaultTrickleMs;
    QTimer::singleShot(pause, this, [this, id] { trickleStep(id); });
}

void HttpFrontend::resetConnection(Exchange &exchange)
{
    if (exchange.socket) {
        exchange.socket->abort();
        return;
    }
#if QT_VERSION >= QT_VERSION_CHECK(6, 5, 0)
    // Without the socket a reset cannot be done; a gateway error is the nearest thing a client sees.
    qCWarning(lcHttpFrontend) << "no socket to reset for" << exchange.request.path << "- answering 502";
    writeAnswer(exchange, errorResponse(errorStatuses[1]));
#endif
}

void HttpFrontend::finish(ExchangeId id, int status)
{
    const auto found = m_exchanges.find(id);
    if (found == m_exchanges.end()) {
        return;
    }
    std::unique_ptr<Exchange> exchange = std::move(found->second);
    m_exchanges.erase(found);
    const QByteArray method = exchange->request.method;
    const QString path = exchange->request.path;
    // Released before the signal, so that a slot that stops the server finds nothing half-done.
    exchange.reset();
    emit requestHandled(method, path, status);
}

} // namespace ForwardDesk::Sandbox
