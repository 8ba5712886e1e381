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
    , d(std::make_unique<Private>())
{
    connect(&d->liveLogTimer, &QTimer::timeout, this, [this] {
        if (d->store) {
            d->store->addLiveLogEntry();
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
    d->options = options;
    d->requestCount = 0;

    QString message;
    d->store = std::make_unique<SandboxStore>();
    if (!d->store->open(options.databasePath, &message)) {
        return fail(u"cannot open the database: "_s + message);
    }
    if (!d->store->seed(options.seed, options.randomSeed, &message)) {
        return fail(u"cannot seed the database: "_s + message);
    }
    d->sessionKey = d->store->mintKey(d->store->primaryAccountName(), sessionKeyName.toString(), options.sessionKey);
    d->freeKey = d->store->mintKey(freeAccountName.toString(), sessionKeyName.toString());
    if (d->sessionKey.isEmpty() || d->freeKey.isEmpty()) {
        return fail(u"cannot create the session keys"_s);
    }
    d->api = std::make_unique<SandboxApi>(d->store.get(), &d->options);

    auto *frontend = new HttpFrontend(this);
    d->frontend = frontend;
    frontend->setRandomSeed(options.randomSeed);
    frontend->setFaults(options.faults);
    frontend->setProblemErrors(options.errors == SandboxOptions::Errors::Problem);
    frontend->setGzip(options.gzip);
    frontend->setHandler([this](const SandboxRequest &request) { return d->api->handle(request); });
    connect(frontend, &HttpFrontend::requestReceived, this,
            [this](const QByteArray &method, const QString &path, const QByteArray &body) {
                ++d->requestCount;
                emit requestReceived(method, path, body);
            });
    connect(frontend, &HttpFrontend::requestHandled, this, &SandboxServer::requestHandled);
    if (!frontend->start(options.address, options.port, &message)) {
        return fail(message);
    }

    if (options.liveLogIntervalSeconds > 0) {
        d->liveLogTimer.start(std::chrono::seconds(options.liveLogIntervalSeconds));
    }
    qCDebug(lcSandboxServer) << "sandbox running at" << url().toString();
    return true;
}

void SandboxServer::stop()
{
    d->liveLogTimer.stop();
    if (d->frontend) {
        // Connections (hanging ones too) close now; the object goes later, because stop() may be called
        // from a slot of one of its own signals.
        d->frontend->setHandler({});
        d->frontend->close();
        d->frontend->disconnect(this);
        d->frontend->deleteLater();
        d->frontend = nullptr;
    }
    d->api.reset();
    d->store.reset();
}

bool SandboxServer::isRunning() const
{
    return d->frontend && d->frontend->isListening();
}

QUrl SandboxServer::url() const
{
    return d->frontend ? d->frontend->url() : QUrl();
}

QString SandboxServer::sessionKey() const
{
    return d->sessionKey;
}

const SandboxOptions &SandboxServer::options() const
{
    return d->options;
}

QString SandboxServer::createAccount(const QString &name, Plan plan)
{
    if (!d->store) {
        qCWarning(lcSandboxServer) << "createAccount() needs a started server";
        return {};
    }
    return d->store->createAccount(name, plan);
}

QString SandboxServer::freePlanKey() const
{
    return d->freeKey;
}

void SandboxServer::setFaults(const QList<FaultRule> &faults)
{
    d->options.faults = faults;
    if (d->frontend) {
        d->frontend->setFaults(faults);
    }
}

void SandboxServer::addFault(const FaultRule &fault)
{
    d->options.faults.append(fault);
    if (d->frontend) {
        d->frontend->addFault(fault);
    }
}

void SandboxServer::clearFaults()
{
    setFaults({});
}

int SandboxServer::requestCount() const
{
    return d->requestCount;
}

} // namespace ForwardDesk::Sandbox
