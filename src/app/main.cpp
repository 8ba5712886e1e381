// SPDX-License-Identifier: GPL-3.0-or-later
// ForwardDesk: the command line, and the wiring of demo mode (the sandbox service as a child process).

#include "core/childprocess.h"
#include "core/heaptuning.h"
#include "core/profile.h"
#include "core/urlpolicy.h"
#include "forwarddesk/version.h"
#include "gui/account/mainwindowcontroller.h"
#include "gui/widgets/errortext.h"
#include "gui/widgets/icons.h"
#include "gui/window/appsettings.h"
#include "gui/window/appstyle.h"
#include "gui/window/mainwindow.h"
#include "gui/window/screenshottour.h"
#include "models/accountcontroller.h"
#include "models/domainmodel.h"
#include "models/offlinecontroller.h"
#include "models/session.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDeadlineTimer>
#include <QDir>
#include <QElapsedTimer>
#include <QLibraryInfo>
#include <QLocale>
#include <QLoggingCategory>
#include <QProcess>
#include <QStandardPaths>
#include <QTextStream>
#include <QTimer>
#include <QTranslator>
#include <QUrl>

#include <cstdio>

using namespace Qt::StringLiterals;
using namespace ForwardDesk;

namespace {

constexpr int demoLiveLogSeconds = 5;
constexpr QStringView sandboxToolName = u"forwarddesk-sandbox";
constexpr int sandboxStartTimeoutMs = 30000;
constexpr int sandboxStopTimeoutMs = 3000;
const QString loggingRulesVariable = u"QT_LOGGING_RULES"_s;
const QString sandboxLoggingRules = u"forwarddesk.*.debug=false;forwarddesk.sandbox.*.info=false"_s;
// The lines forwarddesk-sandbox prints first (docs/sandbox.md); they stay English for programs that read them.
constexpr QLatin1StringView sandboxUrlPrefix("ForwardDesk sandbox listening on ");
constexpr QLatin1StringView sandboxKeyPrefix("API key for ");

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

/// Demo mode's service: the forwarddesk-sandbox program from the app's own folder, run as a child process on a
/// free loopback port with the sample data. It runs apart from the app so that the app links none of the
/// sandbox (QtHttpServer, QtWebSockets): a normal start-up loads none of those libraries.
///
/// Usage: start(), then connect to url() with key(); the service stops when this object goes.
class DemoService final
{
    Q_DISABLE_COPY_MOVE(DemoService)

public:
    DemoService() = default;

    ~DemoService()
    {
        if (m_process.state() == QProcess::NotRunning) {
            return;
        }
        // SIGTERM lets the tool stop its server cleanly; it is killed only if it does not end in time.
        m_process.terminate();
        if (!m_process.waitForFinished(sandboxStopTimeoutMs)) {
            m_process.kill();
            m_process.waitForFinished(sandboxStopTimeoutMs);
        }
    }

    /// Starts the service and waits until it has printed its address and key. On failure, returns false and
    /// sets @p error to words for the user.
    bool start(QString *error)
    {
        const QString program =
            QStandardPaths::findExecutable(sandboxToolName.toString(), {QCoreApplication::applicationDirPath()});
        if (program.isEmpty()) {
            *error = QApplication::translate("main", "%1 was not found in %2.")
                         .arg(sandboxToolName, QDir::toNativeSeparators(QCoreApplication::applicationDirPath()));
            return false;
        }
        // The tool's own messages (a port it cannot open) reach the user; its key line is read here only. Its
        // progress notes stay quiet, as the app's own do, unless QT_LOGGING_RULES asks for them (later rules win).
        m_process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        const QString rules = environment.value(loggingRulesVariable);
        environment.insert(loggingRulesVariable,
                           rules.isEmpty() ? sandboxLoggingRules : sandboxLoggingRules + u';' + rules);
        m_process.setProcessEnvironment(environment);
        // Should the app end without stopping it (a crash, a kill), the service stops too.
        Core::ChildProcess::endWithParent(m_process);
        m_process.start(program,
                        {u"--port"_s, u"0"_s, u"--quiet"_s, u"--live-logs"_s, QString::number(demoLiveLogSeconds)});
        const QDeadlineTimer deadline(sandboxStartTimeoutMs);
        while (m_url.isEmpty() || m_key.isEmpty()) {
            if (!m_process.canReadLine() && !m_process.waitForReadyRead(int(deadline.remainingTime()))) {
                *error = m_process.error() == QProcess::Timedout && m_process.state() != QProcess::NotRunning
                    ? QApplication::translate("main", "%1 did not answer in time.").arg(sandboxToolName)
                    : QApplication::translate("main", "%1 ended before it was ready.").arg(sandboxToolName);
                return false;
            }
            while (m_process.canReadLine()) {
                const QString line = QString::fromUtf8(m_process.readLine()).trimmed();
                if (line.startsWith(sandboxUrlPrefix)) {
                    m_url = QUrl(line.mid(sandboxUrlPrefix.size()));
                } else if (line.startsWith(sandboxKeyPrefix)) {
                    m_key = line.section(u' ', -1);
                }
            }
        }
        // Nothing more is wanted from its output, but the pipe is drained so that the tool never blocks on it.
        QObject::connect(&m_process, &QProcess::readyReadStandardOutput, &m_process,
                         [this] { m_process.readAllStandardOutput(); });
        return true;
    }

    [[nodiscard]] QUrl url() const { return m_url; }
    [[nodiscard]] QString key() const { return m_key; }

private:
    QProcess m_process;
    QUrl m_url;
    QString m_key;
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
    QApplication::setStyle(new Gui::AppStyle); // the platform's style, as Qt picks it
    trace.mark("QApplication made");
    // Quiet by default; QT_LOGGING_RULES still overrides this (for example forwarddesk.*.debug=true).
    QLoggingCategory::setFilterRules(u"forwarddesk.*.debug=false"_s);
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
    // demo service last, so that nothing outlives what it uses.
    DemoService demoService;
    Models::AccountController accounts;
    // The pane shown first is made after the account is opened: with a key at hand, the first request is then on
    // its way while the pane is built, and its answer is usually in before the window is first painted.
    Gui::MainWindow window(nullptr, Gui::MainWindow::FirstPane::Later);
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
                    // The rows' paint is posted at a low priority, after this timer: it is done here, so that the
                    // end is measured with the rows on screen, and while the cache is written on its worker. The
                    // layouts that the rows and the selected domain's details changed are laid out first, as the
                    // event loop would before it paints: painted before, the details would show at their old
                    // sizes, and be laid out and painted again.
                    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
                    QCoreApplication::sendPostedEvents(&window, QEvent::UpdateRequest);
                    trace.mark("rows painted");
                    report.print(*session, total.elapsed());
                    trace.mark("load report printed");
                    if (screenshotFolder.isEmpty()) {
                        // The cache is written on a worker after the rows are shown; the run ends once that
                        // is done too, so that it quits having done all the work a normal start-up does.
                        accounts.offline()->waitForWrites();
                        trace.mark("cache written");
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

    const auto showWindow = [&window, &trace] {
        window.restoreShownPane();
        window.show();
        trace.mark("window shown");
    };
    // A key from the keychain comes only once the event loop runs: the window is shown first, also for the
    // Connect dialog that start() may ask for.
    const bool keyAtHand = parser.isSet(demoOption) || parser.isSet(urlOption);
    if (!keyAtHand) {
        showWindow();
    }
    if (parser.isSet(demoOption)) {
        QElapsedTimer clock;
        clock.start();
        QString error;
        if (!demoService.start(&error)) {
            std::fprintf(
                stderr, "%s\n",
                qPrintable(QApplication::translate("main", "Cannot start the sandbox service: %1").arg(error)));
            return 1;
        }
        report.add(u"sandbox"_s, clock.elapsed());
        Core::Profile demo = Core::Profile::create(demoService.url(), QApplication::translate("main", "Demo account"));
        // Demo mode keeps its key in memory only and saves no profile, and its sample data is not cached.
        accounts.offline()->setEnabled(false);
        accounts.connectTransient(demo, demoService.key());
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
    if (keyAtHand) {
        showWindow();
    }
    const int code = QApplication::exec();
    trace.mark("event loop left");
    return code;
}

#include "main.moc"
