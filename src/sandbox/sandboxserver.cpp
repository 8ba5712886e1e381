// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandboxserver.h"

#include "httpfrontend.h"
#include "sandboxapi.h"
#include "sandboxstore.h"

#include <QLoggingCategory>
#include <QPointer>
#include <QTimer>

#include <chrono>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Sandbox {

Q_LOGGING_CATEGORY(lcSandboxServer, "forwarddesk.sandbox.server", QtInfoMsg)

namespace {

constexpr QStringView sessionKeyName = u"Sandbox session";
constexpr QStringView freeAccountName = u"free"; // the seeded Free account (docs/sandbox.md)

} // namespace

/// The running parts; recreated by each start() so that a restarted server begins from scratch.
class SandboxServer::Private
{
public:
    SandboxOptions options;
    std::unique_ptr<SandboxStore> store;
    std::unique_ptr<SandboxApi> api; // reads store and options, so it goes before them
    QPointer<HttpFrontend> frontend;
    QTimer liveLogTimer;
    QString sessionKey;
    QString freeKey;
    int requestCount = 0;
};

SandboxServer::SandboxServer(QObject *parent)
    : QObject(parent)
    , m_d(std::make_unique<Private>())
{
    connect(&m_d->liveLogTimer, &QTimer::timeout, this, [this] {
        if (m_d->store) {
            m_d->store->addLiveLogEntry();
        }
    });
}

SandboxServer::~SandboxServer()
{
    stop();
}

bool SandboxServer::start(const SandboxOptions &options, QString *error)
{
    const auto fail = [this, error](const QString &message) {
        qCWarning(lcSandboxServer) << "cannot start:" << message;
        stop();
        if (error) {
            *error = message;
        }
        return false;
    };
    if (isRunning()) {
        return fail(u"the sandbox is already running at %1"_s.arg(url().toString()));
    }
    stop();
    m_d->options = options;
    m_d->requestCount = 0;

    QString message;
    m_d->store = std::make_unique<SandboxStore>();
    if (!m_d->store->open(options.databasePath, &message)) {
        return fail(u"cannot open the database: "_s + message);
    }
    // Before the seed: the API's record writer makes the records the store keeps with its rows.
    m_d->api = std::make_unique<SandboxApi>(m_d->store.get(), &m_d->options);
    if (!m_d->store->seed(options.seed, options.randomSeed, &message)) {
        return fail(u"cannot seed the database: "_s + message);
    }
    if (!m_d->store->keepRecords(&message)) {
        return fail(message);
    }
    m_d->sessionKey =
        m_d->store->mintKey(m_d->store->primaryAccountName(), sessionKeyName.toString(), options.sessionKey);
    m_d->freeKey = m_d->store->mintKey(freeAccountName.toString(), sessionKeyName.toString());
    if (m_d->sessionKey.isEmpty() || m_d->freeKey.isEmpty()) {
        return fail(u"cannot create the session keys"_s);
    }

    auto *frontend = new HttpFrontend(this);
    m_d->frontend = frontend;
    frontend->setRandomSeed(options.randomSeed);
    frontend->setFaults(options.faults);
    frontend->setProblemErrors(options.errors == SandboxOptions::Errors::Problem);
    frontend->setGzip(options.gzip);
    frontend->setHandler([this](const SandboxRequest &request) { return m_d->api->handle(request); });
    connect(frontend, &HttpFrontend::requestReceived, this,
            [this](const QByteArray &method, const QString &path, const QByteArray &body) {
                ++m_d->requestCount;
                emit requestReceived(method, path, body);
            });
    connect(frontend, &HttpFrontend::requestHandled, this, &SandboxServer::requestHandled);
    if (!frontend->start(options.address, options.port, &message)) {
        return fail(message);
    }

    if (options.liveLogIntervalSeconds > 0) {
        m_d->liveLogTimer.start(std::chrono::seconds(options.liveLogIntervalSeconds));
    }
    qCDebug(lcSandboxServer) << "sandbox running at" << url().toString();
    return true;
}

void SandboxServer::stop()
{
    m_d->liveLogTimer.stop();
    if (m_d->frontend) {
        // Connections (hanging ones too) close now; the object goes later, because stop() may be called
        // from a slot of one of its own signals.
        m_d->frontend->setHandler({});
        m_d->frontend->close();
        m_d->frontend->disconnect(this);
        m_d->frontend->deleteLater();
        m_d->frontend = nullptr;
    }
    m_d->api.reset();
    m_d->store.reset();
}

bool SandboxServer::isRunning() const
{
    return m_d->frontend && m_d->frontend->isListening();
}

QUrl SandboxServer::url() const
{
    return m_d->frontend ? m_d->frontend->url() : QUrl();
}

QString SandboxServer::sessionKey() const
{
    return m_d->sessionKey;
}

const SandboxOptions &SandboxServer::options() const
{
    return m_d->options;
}

QString SandboxServer::createAccount(const QString &name, Plan plan)
{
    if (!m_d->store) {
        qCWarning(lcSandboxServer) << "createAccount() needs a started server";
        return {};
    }
    return m_d->store->createAccount(name, plan);
}

QString SandboxServer::freePlanKey() const
{
    return m_d->freeKey;
}

void SandboxServer::setFaults(const QList<FaultRule> &faults)
{
    m_d->options.faults = faults;
    if (m_d->frontend) {
        m_d->frontend->setFaults(faults);
    }
}

void SandboxServer::addFault(const FaultRule &fault)
{
    m_d->options.faults.append(fault);
    if (m_d->frontend) {
        m_d->frontend->addFault(fault);
    }
}

void SandboxServer::clearFaults()
{
    setFaults({});
}

int SandboxServer::requestCount() const
{
    return m_d->requestCount;
}

} // namespace ForwardDesk::Sandbox
