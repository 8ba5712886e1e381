// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "faultrule.h"
#include "sandboxrequest.h"
#include "sandboxresponse.h"

#include <QAbstractHttpServer>
#include <QHostAddress>
#include <QList>
#include <QPointer>
#include <QRandomGenerator>
#include <QUrl>
#include <QtGlobal>

#include <functional>
#include <map>
#include <memory>
#include <optional>

class QHttpServerRequest;
class QHttpServerResponder;
class QTcpServer;
class QTcpSocket;

namespace ForwardDesk::Sandbox {

/// The sandbox's HTTP side: accepts connections on its own QTcpServer, turns each request into a
/// SandboxRequest, applies the fault rules, asks the handler for the answer and writes it (or the fault).
/// It is the only code that knows which QHttpServer version it is built against; the handler and the
/// rest of the sandbox see only SandboxRequest and SandboxResponse.
///
/// Usage: setHandler(), optionally setFaults() and setRandomSeed(), then start(). close() (or deleting
/// it) drops every connection, hanging ones included.
class HttpFrontend final : public QAbstractHttpServer
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HttpFrontend)

public:
    using Handler = std::function<SandboxResponse(const SandboxRequest &)>;

    explicit HttpFrontend(QObject *parent = nullptr);
    ~HttpFrontend() override;

    /// Listens on @p address and @p port (0 = any free port). Returns false and sets @p error on failure.
    bool start(const QHostAddress &address, quint16 port, QString *error);
    /// Stops listening and drops every connection and every answer still pending (delayed, trickling,
    /// hanging). The object stays usable for nothing but deletion.
    void close();
    [[nodiscard]] bool isListening() const;
    /// http://host:port it listens on (a wildcard address is reported as loopback).
    [[nodiscard]] QUrl url() const;

    void setHandler(Handler handler);
    /// Makes `rate` reproducible; 0 seeds from the clock.
    void setRandomSeed(quint32 seed);
    /// Replaces the rules (their hit counts start again from zero).
    void setFaults(const QList<FaultRule> &faults);
    void addFault(const FaultRule &fault);
    /// Error answers of faults as RFC 9457 problem details instead of {"detail": …} (--errors problem).
    void setProblemErrors(bool problem);
    /// Compresses bodies with gzip when the request's Accept-Encoding allows it (--gzip).
    void setGzip(bool gzip);

signals:
    /// A request arrived (before any fault or delay), with its body as sent.
    void requestReceived(const QByteArray &method, const QString &path, const QByteArray &body);
    /// A request was answered, or hit by a fault; @p status is 0 when no answer is sent (reset, hang).
    void requestHandled(const QByteArray &method, const QString &path, int status);

protected:
#if QT_VERSION >= QT_VERSION_CHECK(6, 5, 0)
    bool handleRequest(const QHttpServerRequest &request, QHttpServerResponder &responder) override;
#if QT_VERSION >= QT_VERSION_CHECK(6, 8, 0)
    void missingHandler(const QHttpServerRequest &request, QHttpServerResponder &responder) override;
#else
    void missingHandler(const QHttpServerRequest &request, QHttpServerResponder &&responder) override;
#endif
#else
    bool handleRequest(const QHttpServerRequest &request, QTcpSocket *socket) override;
    void missingHandler(const QHttpServerRequest &request, QTcpSocket *socket) override;
#endif

private:
    /// A rule with its state: how often it hit, and which status an `error` rule without one sends next.
    struct ActiveRule
    {
        FaultRule rule;
        int hits = 0;
        int nextErrorIndex = 0;
    };

    /// What the rules decided for one request.
    struct Decision
    {
        int delayMilliseconds = 0; ///< sum of the latency rules that hit
        std::optional<FaultRule> fault; ///< the first other rule that hit, if any
        int errorStatus = 0; ///< for an `error` fault
    };

    /// One request between its arrival and its answer (defined in the .cpp: it holds version-specific parts).
    struct Exchange;
    using ExchangeId = quint64;

    void dispatch(std::unique_ptr<Exchange> exchange);
    Decision decide(const SandboxRequest &request);
    void proceed(ExchangeId id);
    void trickleStep(ExchangeId id);
    /// Writes @p response, compressed first when @p encode and the request allows it.
    void writeAnswer(Exchange &exchange, const SandboxResponse &response, bool encode = true);
    void startTrickle(ExchangeId id, const SandboxResponse &response);
    void startOversized(ExchangeId id);
    void streamStep(ExchangeId id);
    /// The exchange @p id while its client is still connected; otherwise finishes it (saying that the client
    /// left during @p what) and returns null.
    Exchange *connectedExchange(ExchangeId id, const char *what);
    /// Ends the exchange @p id whose answer is all written, closing the connection when it asked for that.
    void finishWritten(ExchangeId id, Exchange &exchange);
    /// Whether the answer may be sent as it is made (SandboxBodySink): on the socket, neither compressed nor
    /// dripped.
    [[nodiscard]] bool canStream(const Exchange &exchange) const;
    [[nodiscard]] SandboxResponse errorResponse(int status) const;
    [[nodiscard]] SandboxResponse encoded(const SandboxRequest &request, const SandboxResponse &response) const;
    void resetConnection(Exchange &exchange);
    /// Forgets the exchange (releasing the connection to the HTTP server) and reports @p status.
    void finish(ExchangeId id, int status);
    [[nodiscard]] SandboxRequest toSandboxRequest(const QHttpServerRequest &request) const;

    QPointer<QTcpServer> m_tcpServer;
    QUrl m_url;
    Handler m_handler;
    QList<ActiveRule> m_rules;
    QRandomGenerator m_random;
    std::map<ExchangeId, std::unique_ptr<Exchange>> m_exchanges;
    ExchangeId m_nextExchangeId = 0;
    bool m_closed = false;
    bool m_problemErrors = false;
    bool m_gzip = false;
};

} // namespace ForwardDesk::Sandbox
