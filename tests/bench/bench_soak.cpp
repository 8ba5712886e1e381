// SPDX-License-Identifier: GPL-3.0-or-later
// A soak run: the main window on the Logs pane in follow mode against the demo sandbox, which adds a new log
// entry every second. It prints the client's resident memory at the start and then every minute (or every
// REPORT seconds) for 10 minutes (or DURATION seconds), with the rows held and the requests made, so that a
// leak in the follow loop shows as growth. It prints figures; it fails only when the loop stops working
// (no new entries arrived), never because of a number.
//
//   bench_soak [DURATION-SECONDS [REPORT-SECONDS [MAX-LOG-ROWS]]]
//
// The Logs pane keeps up to 10,000 rows, so memory grows a little with each new entry until then; with
// MAX-LOG-ROWS (for instance 1000) the oldest rows go as new ones come and memory must stay flat.

#include "core/apiclient.h"
#include "core/childprocess.h"
#include "core/heaptuning.h"
#include "core/requestlogentry.h"
#include "gui/logs/logspane.h"
#include "gui/window/mainwindow.h"
#include "models/logmodel.h"
#include "models/requestlogmodel.h"
#include "models/session.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QLoggingCategory>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTimer>

#include <cstdio>

using namespace Qt::StringLiterals;
using namespace ForwardDesk;

namespace {

constexpr int defaultDurationSeconds = 600;
constexpr int defaultReportSeconds = 60;
constexpr int followIntervalMs = 1000;
constexpr int sandboxStartMs = 30000;

/// A field of /proc/self/status in KiB ("VmRSS", "VmHWM"), or -1 where there is none.
qint64 statusKiB(const QString &field)
{
    QFile status(u"/proc/self/status"_s);
    if (!status.open(QIODevice::ReadOnly)) {
        return -1; // not Linux
    }
    const QRegularExpression line(field + u":\\s+(\\d+) kB"_s);
    const QRegularExpressionMatch match = line.match(QString::fromLatin1(status.readAll()));
    return match.hasMatch() ? match.captured(1).toLongLong() : -1;
}

int argumentOr(const QStringList &arguments, int index, int fallback)
{
    bool ok = false;
    const int value = arguments.value(index).toInt(&ok);
    return ok && value > 0 ? value : fallback;
}

} // namespace

int main(int argc, char *argv[])
{
    ForwardDesk::Core::HeapTuning::useOneHeap(); // as the app does
    QApplication app(argc, argv);
    QLoggingCategory::setFilterRules(u"forwarddesk.*.debug=false"_s); // one line per request would drown the figures
    QStandardPaths::setTestModeEnabled(true); // the follow interval is remembered in the settings
    const QStringList arguments = QCoreApplication::arguments();
    const int durationSeconds = argumentOr(arguments, 1, defaultDurationSeconds);
    const int reportSeconds = argumentOr(arguments, 2, defaultReportSeconds);
    const int maxLogRows = argumentOr(arguments, 3, 0);

    QProcess sandbox;
    sandbox.setProgram(QString::fromUtf8(FORWARDDESK_SANDBOX_EXE));
    sandbox.setArguments({u"--port"_s, u"0"_s, u"--quiet"_s, u"--live-logs"_s, u"1"_s});
    Core::ChildProcess::endWithParent(sandbox); // should the benchmark be stopped (Ctrl+C, kill)
    sandbox.start();
    static const QRegularExpression urlLine(u"listening on (\\S+)"_s);
    static const QRegularExpression keyLine(u"(fwd_[A-Za-z0-9]+)"_s);
    QString printed;
    QString url;
    QString key;
    QElapsedTimer startClock;
    startClock.start();
    while ((url.isEmpty() || key.isEmpty()) && sandbox.state() != QProcess::NotRunning
           && startClock.elapsed() < sandboxStartMs) {
        sandbox.waitForReadyRead(100);
        printed += QString::fromUtf8(sandbox.readAllStandardOutput());
        url = urlLine.match(printed).captured(1);
        key = keyLine.match(printed).captured(1);
    }
    if (url.isEmpty() || key.isEmpty()) {
        std::fprintf(stderr, "the sandbox did not start\n");
        return 1;
    }

    Models::Session session{QUrl(url), key};
    if (maxLogRows > 0) {
        session.logs()->setMaximumRowCount(maxLogRows);
    }
    Gui::MainWindow window;
    window.setSession(&session, u"Demo account"_s);
    window.resize(1200, 800);
    window.show();
    session.open();
    Gui::LogsPane *logs = window.logsPane();
    window.showPane(logs);
    logs->setFollowInterval(followIntervalMs);
    logs->setFollowing(true);

    int requests = 0;
    int failedRequests = 0;
    // Every request the session makes reaches its request log.
    const Models::RequestLogModel *requestLog = session.requestLog();
    QObject::connect(requestLog, &QAbstractItemModel::rowsInserted, &app,
                     [&](const QModelIndex &, int first, int last) {
                         for (int row = first; row <= last; ++row) {
                             const Core::RequestLogEntry entry = requestLog->entryAt(row);
                             ++requests;
                             failedRequests += entry.status >= 200 && entry.status < 300 ? 0 : 1;
                         }
                     });

    std::printf("soak: follow mode every %d ms, a new log entry every second, %d s, at most %d log rows\n",
                followIntervalMs, durationSeconds, session.logs()->maximumRowCount());
    std::printf("  %6s %10s %10s %9s %12s %9s %8s\n", "minute", "RSS KiB", "peak KiB", "log rows", "newest id",
                "requests", "failed");
    QElapsedTimer clock;
    clock.start();
    auto report = [&] {
        const Models::LogModel *model = session.logs();
        const QString newest = model->entryAt(0).id;
        std::printf("  %6.1f %10lld %10lld %9d %12s %9d %8d\n", static_cast<double>(clock.elapsed()) / 60000.0,
                    statusKiB(u"VmRSS"_s), statusKiB(u"VmHWM"_s), model->rowCount(), qPrintable(newest), requests,
                    failedRequests);
        std::fflush(stdout);
    };
    report();
    QTimer reporter;
    QObject::connect(&reporter, &QTimer::timeout, &app, report);
    reporter.start(reportSeconds * 1000);
    QTimer::singleShot(durationSeconds * 1000, &app, [] { QApplication::exit(0); });
    QApplication::exec();
    reporter.stop();
    report();

    const int logRequests = requests;
    const bool worked = session.logs()->rowCount() > 0 && logRequests > durationSeconds / 2;
    std::printf("request log rows held: %d\n", session.requestLog()->rowCount());
    std::printf("%s\n", worked ? "follow mode kept loading" : "FOLLOW MODE STOPPED");

    window.setSession(nullptr, QString());
    sandbox.terminate();
    sandbox.waitForFinished(10000);
    return worked ? 0 : 1;
}
