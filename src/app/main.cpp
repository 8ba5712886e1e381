// SPDX-License-Identifier: GPL-3.0-or-later
// ForwardDesk: the command line, and the wiring of demo mode (an in-process sandbox service).

#include "core/heaptuning.h"
#include "core/profile.h"
#include "core/urlpolicy.h"
#include "forwarddesk/version.h"
#include "gui/account/mainwindowcontroller.h"
#include "gui/widgets/errortext.h"
#include "gui/widgets/icons.h"
#include "gui/window/appsettings.h"
#include "gui/window/mainwindow.h"
#include "gui/window/screenshottour.h"
#include "models/accountcontroller.h"
#include "models/domainmodel.h"
#include "models/offlinecontroller.h"
#include "models/session.h"
#include "sandbox/sandboxserver.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QLibraryInfo>
#include <QLocale>
#include <QLoggingCategory>
#include <QTextStream>
#include <QTimer>
#include <QTranslator>

#include <cstdio>

using namespace Qt::StringLiterals;
using namespace ForwardDesk;

namespace {

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
        if (session.isOffline()) {
            out << QApplication::translate("main",
                                           "Offline: the service cannot be reached (%1). Showing what was "
                                           "loaded on %2.")
                       .arg(session.lastError().toString(),
                            session.offlineSavedAt().toLocalTime().toString(Qt::ISODate))
                << '\n';
        }
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

/// With FORWARDDESK_STARTUP_TRACE set, the time from the start of main() to each step of start-up and shut-down,
/// printed to stderr when main() returns: where the time before the first paint (and after the last) goes.
class StartupTrace final
{
    Q_DISABLE_COPY_MOVE(StartupTrace)

public:
    StartupTrace()
        : m_enabled(qEnvironmentVariableIsSet("FORWARDDESK_STARTUP_TRACE"))
    {
        m_clock.start();
    }

    ~StartupTrace()
    {
        if (!m_enabled) {
            return;
        }
        mark("main() returns");
        for (const auto &[step, nanoseconds] : m_marks) {
            std::fprintf(stderr, "startup %8.1f ms  %s\n", double(nanoseconds) / 1e6, step);
        }
    }

    void mark(const char *step)
    {
        if (m_enabled) {
            m_marks.append({step, m_clock.nsecsElapsed()});
        }
    }

    [[nodiscard]] bool enabled() const { return m_enabled; }

private:
    bool m_enabled;
    QElapsedTimer m_clock;
    QList<std::pair<const char *, qint64>> m_marks;
};

/// Marks the window's first paint in a StartupTrace.
class FirstPaintMark final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FirstPaintMark)

public:
    explicit FirstPaintMark(StartupTrace *trace, QWidget *window)
        : QObject(window)
        , m_trace(trace)
    {
        window->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::UpdateRequest) {
            watched->removeEventFilter(this);
            m_trace->mark("first paint starts");
            QTimer::singleShot(0, this, [this] { m_trace->mark("first paint done"); });
        }
        return false;
    }

private:
    StartupTrace *m_trace;
};

} // namespace

int main(int argc, char *argv[])
{
    Core::HeapTuning::useOneHeap(); // before any thread starts
    StartupTrace trace; // first, so that it sees every other local go
    QApplication::setOrganizationName(u"ForwardDesk"_s);
    QApplication::setOrganizationDomain(u"forwarddesk.org"_s);
    QApplication::setApplicationName(u"ForwardDesk"_s);
    QApplication::setApplicationVersion(QString::fromLatin1(FORWARDDESK_VERSION));
    QApplication app(argc, argv);
    trace.mark("QApplication made");
    // Quiet by default; QT_LOGGING_RULES still overrides this (for example forwarddesk.*.debug=true).
    QLoggingCategory::setFilterRules(u"forwarddesk.*.debug=false\nforwarddesk.sandbox.*.info=false"_s);
    QGuiApplication::setDesktopFileName(QString::fromLatin1(FORWARDDESK_APP_ID));
    QApplication::setWindowIcon(Gui::Icons::get(QString::fromLatin1(FORWARDDESK_APP_ID)));
    // The language: the one chosen in Preferences, or the system's (LANGUAGE, LC_MESSAGES, LANG on Unix).
    // A chosen language also gives dates and numbers their form in it.
    if (const QString language = Gui::AppSettings::language(); !language.isEmpty()) {
        QLocale::setDefault(QLocale(language));
    }
    // ForwardDesk's words in the first of the user's languages that it has, or English (its plural forms);
    // then Qt's own words (standard buttons and dialogs) in that same language, so that a window never mixes two.
    QTranslator appTranslator;
    if (appTranslator.load(QLocale(), u"forwarddesk"_s, u"_"_s, u":/i18n"_s)
        || appTranslator.load(u"forwarddesk_en"_s, u":/i18n"_s)) {
        QApplication::installTranslator(&appTranslator);
    }
    QTranslator qtTranslator;
    if (!appTranslator.language().isEmpty()
        && qtTranslator.load(u"qtbase_"_s + appTranslator.language(),
                             QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QApplication::installTranslator(&qtTranslator);
    }
    if (Gui::AppSettings::colorScheme() != Gui::AppSettings::ColorScheme::System) {
        Gui::AppSettings::applyColorScheme(Gui::AppSettings::colorScheme());
    }
    trace.mark("translations and colours");

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
        QApplication::translate("main", "Service address to connect to; the key comes from %1.")
            .arg(Models::AccountController::environmentKeyVariable()),
        QApplication::translate("main", "address", "value name of --url in --help"));
    const QCommandLineOption quitAfterLoadOption(
        u"quit-after-load"_s,
        QApplication::translate("main",
                                "Quit once the first load has finished and print what was loaded and how "
                                "long each step took."));
    const QCommandLineOption screenshotsOption(
        u"screenshots"_s,
        QApplication::translate("main",
                                "Once the first load has finished, save a picture of each pane and dialog "
                                "into <folder> and quit (used for the README).",
                                "<folder> is the value name of --screenshots"),
        QApplication::translate("main", "folder", "value name of --screenshots in --help"));
    parser.addOptions({demoOption, urlOption, quitAfterLoadOption, screenshotsOption});
    parser.process(app);

    QElapsedTimer total;
    total.start();
    LoadReport report;

    // Destroyed in reverse order: the window before the account controller (and its session), and the
    // sandbox last, so that nothing outlives what it uses.
    Sandbox::SandboxServer sandbox;
    Models::AccountController accounts;
    Gui::MainWindow window;
    new Gui::MainWindowController(&window, &accounts); // owned by the window
    trace.mark("window made");
    if (trace.enabled()) {
        new FirstPaintMark(&trace, &window); // owned by the window
    }

    const bool quitAfterLoad = parser.isSet(quitAfterLoadOption) || parser.isSet(screenshotsOption);
    const QString screenshotFolder = parser.value(screenshotsOption);
    bool firstLoadSeen = false;
    QObject::connect(
        &accounts, &Models::AccountController::sessionChanged, &window,
        [&](Models::Session *session, const Core::Profile &) {
            if (!session || !quitAfterLoad) {
                return;
            }
            QObject::connect(session, &Models::Session::stepFinished, &window,
                             [&report](const QString &step, qint64 ms, int items) { report.add(step, ms, items); });
            QObject::connect(session, &Models::Session::domainsLoaded, &window, [&, session] {
                if (std::exchange(firstLoadSeen, true)) {
                    return;
                }
                trace.mark("domains loaded");
                // Let the window paint the rows once before measuring the end.
                QTimer::singleShot(0, &window, [&, session] {
                    report.print(*session, total.elapsed());
                    trace.mark("load report printed");
                    if (screenshotFolder.isEmpty()) {
                        QApplication::exit(0);
                        return;
                    }
                    auto *tour = new Gui::ScreenshotTour(&window, session, screenshotFolder, &window);
                    QObject::connect(tour, &Gui::ScreenshotTour::finished, &app,
                                     [](bool ok) { QApplication::exit(ok ? 0 : 1); });
                    tour->start();
                });
            });
            QObject::connect(session, &Models::Session::loadFailed, &window, [&app](const Core::ApiError &error) {
                // The words the window would show, then the technical form for a bug report.
                std::fprintf(
                    stderr, "%s\n",
                    qPrintable(
                        QApplication::translate("main", "Load failed: %1").arg(Gui::ErrorText::sentence(error))));
                std::fprintf(stderr, "%s\n", qPrintable(error.toString()));
                // Later, not now: a failure found before the first request (an address refused as insecure)
                // arrives before the event loop runs, and exit() does nothing then.
                QTimer::singleShot(0, &app, [] { QApplication::exit(1); });
            });
        });

    if (quitAfterLoad && !parser.isSet(demoOption) && !parser.isSet(urlOption)) {
        std::fprintf(stderr, "%s\n",
                     qPrintable(QApplication::translate("main",
                                                        "--quit-after-load and --screenshots need --demo or "
                                                        "--url.")));
        return 2;
    }

    window.show();
    trace.mark("window shown");
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
        Core::Profile demo = Core::Profile::create(sandbox.url(), QApplication::translate("main", "Demo account"));
        // Demo mode keeps its key in memory only and saves no profile, and its sample data is not cached.
        accounts.offline()->setEnabled(false);
        accounts.connectTransient(demo, sandbox.sessionKey());
    } else if (parser.isSet(urlOption)) {
        if (!accounts.startWithEnvironmentKey(
                // As the Connect dialog reads an address: https unless a scheme is given.
                Core::UrlPolicy::normalizedServiceUrl(parser.value(urlOption)))) {
            std::fprintf(stderr, "%s\n",
                         qPrintable(QApplication::translate("main", "Set %1 to the API key to use with --url.")
                                        .arg(Models::AccountController::environmentKeyVariable())));
            return 2;
        }
    } else {
        accounts.start();
    }
    trace.mark("account opened");
    const int code = QApplication::exec();
    trace.mark("event loop left");
    return code;
}

#include "main.moc"
