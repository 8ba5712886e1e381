// SPDX-License-Identifier: GPL-3.0-or-later
// Loads the sandbox's large account (1,000 domains, 100,000 aliases, 100,000 log entries) through the real
// client into the models, and prints how long it took, the longest time the GUI thread was blocked, and the
// peak memory. It prints figures; it never fails because a machine is slow. It does fail if the data
// that arrives is incomplete.

#include "core/apiclient.h"
#include "models/aliasmodel.h"
#include "models/domainmodel.h"
#include "models/logmodel.h"
#include "models/session.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QGuiApplication>
#include <QProcess>
#include <QRegularExpression>
#include <QTimer>

#include <cstdio>

using namespace Qt::StringLiterals;
using namespace ForwardDesk;

namespace {

constexpr int expectedDomains = 1000;
constexpr int expectedAliases = 100000;
constexpr int expectedBulkAliases = 50000;
constexpr int expectedLogs = 100000;
constexpr int waitMs = 300000;

/// Measures the longest gap between ticks of a 1 ms timer on the GUI thread: how long it was blocked.
class StallMeter final : public QObject
{
public:
    StallMeter()
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(1);
        QObject::connect(&m_timer, &QTimer::timeout, this,
                         [this] { m_longest = std::max(m_longest, m_clock.restart()); });
    }
    void start()
    {
        m_longest = 0;
        m_clock.start();
        m_timer.start();
    }
    qint64 stop()
    {
        m_timer.stop();
        return std::max(m_longest, m_clock.elapsed());
    }

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_longest = 0;
};

qint64 peakMemoryKiB()
{
    QFile status(u"/proc/self/status"_s);
    if (!status.open(QIODevice::ReadOnly)) {
        return -1; // not Linux
    }
    static const QRegularExpression peak(u"VmHWM:\\s+(\\d+) kB"_s);
    const QRegularExpressionMatch match = peak.match(QString::fromLatin1(status.readAll()));
    return match.hasMatch() ? match.captured(1).toLongLong() : -1;
}

template <typename Predicate>
bool waitFor(Predicate done)
{
    QElapsedTimer clock;
    clock.start();
    while (!done() && clock.elapsed() < waitMs) {
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    }
    return done();
}

struct Figures
{
    QString step;
    qint64 wallMs = 0;
    qint64 stallMs = 0;
    qint64 items = 0;
};

void print(const QString &envelope, const QList<Figures> &rows)
{
    std::printf("\nenvelope %s\n", qPrintable(envelope));
    std::printf("  %-34s %9s %14s %9s\n", "step", "wall ms", "GUI blocked ms", "items");
    for (const Figures &row : rows) {
        std::printf("  %-34s %9lld %14lld %9lld\n", qPrintable(row.step), row.wallMs, row.stallMs, row.items);
    }
    std::fflush(stdout);
}

bool runEnvelope(const QString &envelope, QList<Figures> *rows)
{
    QProcess sandbox;
    sandbox.setProgram(QStringLiteral(FORWARDDESK_SANDBOX_EXE));
    sandbox.setArguments({u"--seed"_s, u"large"_s, u"--port"_s, u"0"_s, u"--quiet"_s, u"--envelope"_s, envelope,
                          u"--page-size"_s, u"5000"_s, u"--max-log-limit"_s, u"100000"_s});
    QElapsedTimer seedClock;
    seedClock.start();
    sandbox.start();
    QString url;
    QString key;
    static const QRegularExpression urlLine(u"listening on (\\S+)"_s);
    static const QRegularExpression keyLine(u"(fwd_[A-Za-z0-9]+)"_s);
    QString printed;
    if (!waitFor([&] {
            printed += QString::fromUtf8(sandbox.readAllStandardOutput());
            url = urlLine.match(printed).captured(1);
            key = keyLine.match(printed).captured(1);
            return (!url.isEmpty() && !key.isEmpty()) || sandbox.state() == QProcess::NotRunning;
        })
        || url.isEmpty()) {
        std::fprintf(stderr, "the sandbox did not start: %s\n", qPrintable(printed));
        return false;
    }
    rows->append({u"sandbox seeded and listening"_s, seedClock.elapsed(), 0, 0});

    Models::Session session{QUrl(url), key};
    session.setRequestTimeout(120000);
    StallMeter meter;
    bool ok = true;

    // Domains.
    QElapsedTimer clock;
    clock.start();
    meter.start();
    bool domainsDone = false;
    QObject::connect(&session, &Models::Session::domainsLoaded, &session, [&] { domainsDone = true; });
    QObject::connect(&session, &Models::Session::loadFailed, &session, [&](const Core::ApiError &error) {
        std::fprintf(stderr, "load failed: %s\n", qPrintable(error.toString()));
        domainsDone = true;
    });
    session.open();
    waitFor([&] { return domainsDone; });
    rows->append({u"discover + 1,000 domains"_s, clock.elapsed(), meter.stop(), session.domains()->rowCount()});
    ok = ok && session.domains()->rowCount() == expectedDomains;

    // The biggest domain's aliases into the alias model.
    QString bulkId;
    for (const Core::Domain &domain : session.domains()->domains()) {
        if (domain.name == u"bulk.example"_s) {
            bulkId = domain.id;
        }
    }
    bool aliasesDone = false;
    QObject::connect(&session, &Models::Session::aliasesLoaded, &session, [&] { aliasesDone = true; });
    QObject::connect(&session, &Models::Session::aliasesLoadFailed, &session, [&](const Core::ApiError &error) {
        std::fprintf(stderr, "aliases failed: %s\n", qPrintable(error.toString()));
        aliasesDone = true;
    });
    clock.restart();
    meter.start();
    session.loadAliases(bulkId);
    waitFor([&] { return aliasesDone; });
    rows->append({u"50,000 aliases of one domain"_s, clock.elapsed(), meter.stop(), session.aliases()->rowCount()});
    ok = ok && session.aliases()->rowCount() == expectedBulkAliases;

    // Every alias of the account, domain after domain, through the client.
    qint64 aliasTotal = 0;
    int pending = 0;
    bool aliasFailure = false;
    QObject context;
    Core::ApiClient client;
    if (client.setServiceUrl(QUrl(url)).isError()) {
        return false;
    }
    client.setApiRoot(session.apiRoot());
    client.setApiKey(key);
    client.setRequestTimeout(120000);
    clock.restart();
    meter.start();
    for (const Core::Domain &domain : session.domains()->domains()) {
        ++pending;
        client.listAliases(domain.id, &context, [&](const Core::ApiResult<QList<Core::Alias>> &result) {
            --pending;
            aliasFailure = aliasFailure || !result.ok();
            aliasTotal += result.ok() ? result.value().size() : 0;
        });
    }
    waitFor([&] { return pending == 0; });
    rows->append({u"100,000 aliases of 1,000 domains"_s, clock.elapsed(), meter.stop(), aliasTotal});
    ok = ok && !aliasFailure && aliasTotal == expectedAliases;

    // The logs.
    bool logsDone = false;
    QObject::connect(&session, &Models::Session::logsLoaded, &session, [&] { logsDone = true; });
    QObject::connect(&session, &Models::Session::logsLoadFailed, &session, [&](const Core::ApiError &error) {
        std::fprintf(stderr, "logs failed: %s\n", qPrintable(error.toString()));
        logsDone = true;
    });
    session.logs()->setMaximumRowCount(0);
    clock.restart();
    meter.start();
    session.refreshLogs(expectedLogs);
    waitFor([&] { return logsDone; });
    rows->append({u"100,000 log entries"_s, clock.elapsed(), meter.stop(), session.logs()->rowCount()});
    ok = ok && session.logs()->rowCount() == expectedLogs;

    sandbox.terminate();
    sandbox.waitForFinished(10000);
    return ok;
}

} // namespace

int main(int argc, char *argv[])
{
    QGuiApplication app(argc, argv);
    bool ok = true;
    for (const QString &envelope : {u"bare"_s, u"paged"_s}) {
        QList<Figures> rows;
        ok = runEnvelope(envelope, &rows) && ok;
        print(envelope, rows);
    }
    std::printf("\npeak memory of the client process: %lld MiB\n", peakMemoryKiB() / 1024);
    std::printf("%s\n", ok ? "all data arrived" : "DATA MISSING");
    return ok ? 0 : 1;
}
