// SPDX-License-Identifier: GPL-3.0-or-later
// ForwardDesk: the command line, and the wiring of demo mode (an in-process sandbox service).

#include "gui/mainwindow.h"
#include "models/domainmodel.h"
#include "models/session.h"
#include "sandbox/sandboxserver.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QIcon>
#include <QLoggingCategory>
#include <QProcessEnvironment>
#include <QStatusBar>
#include <QTextStream>
#include <QTimer>

#include <cstdio>

using namespace Qt::StringLiterals;
using namespace ForwardDesk;

namespace {

const QString apiKeyVariable = u"FORWARDDESK_API_KEY"_s;
constexpr int demoLiveLogSeconds = 5;

struct Step
{
    QString name;
    qint64 milliseconds = 0;
    int items = -1;
};

/// Collects the timing of each step of the first load and prints it (--quit-after-load).
class LoadReport final
{
public:
    void add(const QString &name, qint64 milliseconds, int items = -1) { m_steps.append({name, milliseconds, items}); }

    void print(const Models::Session &session, qint64 totalMs) const
    {
        QTextStream out(stdout);
        out << "ForwardDesk load report\n";
        for (const Step &step : m_steps) {
            out << "  " << qSetFieldWidth(10) << Qt::left << step.name << qSetFieldWidth(6) << Qt::right
                << step.milliseconds << qSetFieldWidth(0) << " ms";
            if (step.items >= 0) {
                out << "  " << step.items << " items";
            }
            out << '\n';
        }
        out << "  " << qSetFieldWidth(10) << Qt::left << "total" << qSetFieldWidth(6) << Qt::right << totalMs
            << qSetFieldWidth(0) << " ms\n";
        const QList<Core::Domain> &domains = session.domains()->domains();
        out << "Domains (" << domains.size() << "):\n";
        for (const Core::Domain &domain : domains) {
            out << "  " << domain.displayName() << "  " << Models::DomainModel::statusText(domain.status) << '\n';
        }
        out.flush();
    }

private:
    QList<Step> m_steps;
};

} // namespace

int main(int argc, char *argv[])
{
    QApplication::setOrganizationName(u"ForwardDesk"_s);
    QApplication::setOrganizationDomain(u"forwarddesk.org"_s);
    QApplication::setApplicationName(u"ForwardDesk"_s);
    QApplication::setApplicationVersion(QStringLiteral(FORWARDDESK_VERSION));
    QApplication app(argc, argv);
    // Quiet by default; QT_LOGGING_RULES still overrides this (for example forwarddesk.*.debug=true).
    QLoggingCategory::setFilterRules(u"forwarddesk.*.debug=false\nforwarddesk.sandbox.*.info=false"_s);
    QGuiApplication::setDesktopFileName(QStringLiteral(FORWARDDESK_APP_ID));
    QApplication::setWindowIcon(QIcon::fromTheme(QStringLiteral(FORWARDDESK_APP_ID)));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Manage the domains, aliases, logs and API keys of a forwarding account."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption demoOption(u"demo"_s,
                                        QApplication::translate("main",
                                                                "Try ForwardDesk with a local "
                                                                "sandbox service and sample data."));
    const QCommandLineOption urlOption(
        u"url"_s,
        QApplication::translate("main", "Service address to connect to; the key comes from %1.").arg(apiKeyVariable),
        u"address"_s);
    const QCommandLineOption quitAfterLoadOption(
        u"quit-after-load"_s,
        QApplication::translate("main",
                                "Quit once the first load has finished and print what was loaded and how "
                                "long each step took."));
    const QCommandLineOption screenshotsOption(
        u"screenshots"_s,
        QApplication::translate("main",
                                "Once the first load has finished, save a picture of each window into "
                                "<folder> and quit (used for the README)."),
        u"folder"_s);
    parser.addOptions({demoOption, urlOption, quitAfterLoadOption, screenshotsOption});
    parser.process(app);

    QElapsedTimer total;
    total.start();
    LoadReport report;

    Sandbox::SandboxServer sandbox;
    QUrl serviceUrl;
    QString apiKey;
    QString accountName;
    if (parser.isSet(demoOption)) {
        QElapsedTimer clock;
        clock.start();
        Sandbox::SandboxOptions options;
        options.liveLogIntervalSeconds = demoLiveLogSeconds;
        QString error;
        if (!sandbox.start(options, &error)) {
            std::fprintf(
                stderr, "%s\n",
                qPrintable(QApplication::translate("main", "Cannot start the sandbox service: %1").arg(error)));
            return 1;
        }
        report.add(u"sandbox"_s, clock.elapsed());
        serviceUrl = sandbox.url();
        apiKey = sandbox.sessionKey();
        accountName = QApplication::translate("main", "Demo account (%1)").arg(serviceUrl.authority());
    } else if (parser.isSet(urlOption)) {
        serviceUrl = QUrl::fromUserInput(parser.value(urlOption));
        apiKey = QProcessEnvironment::systemEnvironment().value(apiKeyVariable);
        accountName = serviceUrl.host();
    }

    Gui::MainWindow window;
    std::unique_ptr<Models::Session> session;
    if (!serviceUrl.isEmpty()) {
        session = std::make_unique<Models::Session>(serviceUrl, apiKey);
        window.setSession(session.get(), accountName);
        QObject::connect(session.get(), &Models::Session::stepFinished, &window,
                         [&report](const QString &step, qint64 ms, int items) { report.add(step, ms, items); });
    }

    const bool quitAfterLoad = parser.isSet(quitAfterLoadOption) || parser.isSet(screenshotsOption);
    const QString screenshotFolder = parser.value(screenshotsOption);
    if (quitAfterLoad) {
        if (!session) {
            std::fprintf(stderr, "%s\n",
                         qPrintable(QApplication::translate("main", "--quit-after-load needs --demo or --url.")));
            return 2;
        }
        QObject::connect(session.get(), &Models::Session::domainsLoaded, &app, [&] {
            // Let the window paint the rows once before measuring the end.
            QTimer::singleShot(0, &app, [&] {
                report.print(*session, total.elapsed());
                int status = 0;
                if (!screenshotFolder.isEmpty()) {
                    QDir().mkpath(screenshotFolder);
                    const QString path = QDir(screenshotFolder).filePath(u"main-window.png"_s);
                    if (!window.grab().save(path)) {
                        std::fprintf(stderr, "Cannot write %s\n", qPrintable(path));
                        status = 1;
                    }
                }
                QApplication::exit(status);
            });
        });
        QObject::connect(session.get(), &Models::Session::loadFailed, &app, [](const Core::ApiError &error) {
            std::fprintf(stderr, "Load failed: %s\n", qPrintable(error.toString()));
            QApplication::exit(1);
        });
    }

    window.show();
    if (session) {
        session->open();
    } else {
        window.statusBar()->showMessage(QApplication::translate(
            "main",
            "Not connected. Start with --demo to try ForwardDesk with sample data, or with --url and the "
            "FORWARDDESK_API_KEY variable to connect to a service."));
    }
    return QApplication::exec();
}
