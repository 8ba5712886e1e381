// SPDX-License-Identifier: GPL-3.0-or-later
// forwarddesk-sandbox: the local forwarding service as a command-line tool (docs/sandbox.md). It prints
// its URL and an API key, then one access-log line per request, until SIGINT or SIGTERM. The URL and key
// lines and the access log stay English for the scripts that read them; the other messages are translated.

#include "forwarddesk/version.h"
#include "sandbox/sandboxoptions.h"
#include "sandbox/sandboxplan.h"
#include "sandbox/sandboxserver.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QLoggingCategory>
#include <QMetaObject>
#include <QSocketNotifier>
#include <QTranslator>

#include <csignal>
#include <cstdio>

#ifdef Q_OS_UNIX
#include <sys/socket.h>
#include <unistd.h>
#endif

using namespace Qt::StringLiterals;
using ForwardDesk::Sandbox::Plan;
using ForwardDesk::Sandbox::SandboxOptions;
using ForwardDesk::Sandbox::SandboxServer;

Q_LOGGING_CATEGORY(lcSandboxTool, "forwarddesk.sandbox.tool", QtInfoMsg)

namespace {

constexpr quint16 defaultPort = 8025;
constexpr int exitStartFailed = 1;
constexpr int exitBadOption = 2;
constexpr QStringView toolName = u"forwarddesk-sandbox";

// Writes one line and flushes at once: a parent process (tests, scripts) reads these lines as they
// come, and stdout into a pipe would otherwise be block-buffered.
void printLine(FILE *stream, const QString &line)
{
    const QByteArray bytes = line.toLocal8Bit() + '\n';
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stream);
    std::fflush(stream);
}

void printText(FILE *stream, const QString &text)
{
    const QByteArray bytes = text.toLocal8Bit();
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stream);
    std::fflush(stream);
}

#ifdef Q_OS_UNIX
// Self-pipe: the signal handler may only do async-signal-safe things, so it writes a byte that the
// event loop picks up and answers by quitting.
int g_signalPipe[2] = {-1, -1};

void onTerminationSignal(int)
{
    const char byte = 1;
    [[maybe_unused]] const ssize_t written = ::write(g_signalPipe[1], &byte, 1);
}

void installTerminationHandlers(QCoreApplication *app)
{
    if (::socketpair(AF_UNIX, SOCK_STREAM, 0, g_signalPipe) != 0) {
        qCWarning(lcSandboxTool) << "no signal pipe; Ctrl+C will end the process without a clean stop";
        return;
    }
    auto *notifier = new QSocketNotifier(g_signalPipe[0], QSocketNotifier::Read, app);
    QObject::connect(notifier, &QSocketNotifier::activated, app, [notifier] {
        notifier->setEnabled(false);
        char byte = 0;
        [[maybe_unused]] const ssize_t read = ::read(g_signalPipe[0], &byte, 1);
        QCoreApplication::quit();
    });
    struct sigaction action = {};
    action.sa_handler = onTerminationSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    sigaction(SIGINT, &action, nullptr);
    sigaction(SIGTERM, &action, nullptr);
}
#else
void onTerminationSignal(int)
{
    // Elsewhere (Windows) the handler runs on a thread of its own, where posting an event is safe.
    QMetaObject::invokeMethod(QCoreApplication::instance(), &QCoreApplication::quit, Qt::QueuedConnection);
}

void installTerminationHandlers(QCoreApplication *)
{
    std::signal(SIGINT, onTerminationSignal);
    std::signal(SIGTERM, onTerminationSignal);
}
#endif

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setOrganizationName(u"ForwardDesk"_s);
    QCoreApplication::setApplicationName(toolName.toString());
    QCoreApplication::setApplicationVersion(QString::fromLatin1(FORWARDDESK_VERSION));

    // The tool's messages in the system's language (LANGUAGE, LC_MESSAGES, LANG), from the app's translations,
    // and Qt's own (the option parser's) in the same language.
    QTranslator translator;
    if (translator.load(QLocale(), u"forwarddesk"_s, u"_"_s, u":/i18n"_s)) {
        QCoreApplication::installTranslator(&translator);
    }
    QTranslator qtTranslator;
    if (!translator.language().isEmpty()
        && qtTranslator.load(u"qtbase_"_s + translator.language(),
                             QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(&qtTranslator);
    }

    // SandboxOptions knows these flags (so they pass its parser), but only the tool acts on them.
    const QStringList arguments = QCoreApplication::arguments();
    const bool quiet = arguments.contains(u"--quiet"_s) || arguments.contains(u"-q"_s);
    const bool version = arguments.contains(u"--version"_s) || arguments.contains(u"-v"_s);

    SandboxOptions options;
    options.port = defaultPort;
    QString error;
    bool helpRequested = false;
    if (!options.parse(arguments, &error, &helpRequested)) {
        printLine(stderr, toolName + u": "_s + error);
        printLine(
            stderr,
            QCoreApplication::translate("SandboxTool", "Try \"%1 --help\" for the list of options.").arg(toolName));
        return exitBadOption;
    }
    if (helpRequested) {
        printText(stdout, SandboxOptions::helpText());
        return 0;
    }
    if (version) {
        printLine(stdout, toolName + u' ' + QCoreApplication::applicationVersion());
        return 0;
    }

    installTerminationHandlers(&app);

    SandboxServer server;
    if (!server.start(options, &error)) {
        printLine(stderr, toolName + u": "_s + error);
        return exitStartFailed;
    }

    // The seeded accounts of docs/sandbox.md: "large" replaces "demo" with --seed large.
    const bool large = options.seed == SandboxOptions::Seed::Large;
    const QString accountName = large ? u"Large account"_s : u"Demo account"_s;
    const Plan plan = large ? Plan::Business : Plan::Pro;
    const QString base = server.url().toString();
    printLine(stdout, u"ForwardDesk sandbox listening on %1"_s.arg(base));
    printLine(stdout,
              u"API key for \"%1\" (plan %2): %3"_s.arg(accountName, ForwardDesk::Sandbox::planName(plan),
                                                        server.sessionKey()));
    switch (options.prefix) {
    case SandboxOptions::Prefix::Api:
        printLine(
            stdout,
            QCoreApplication::translate("SandboxTool", "Resources are under %1/api (e.g. %1/api/domains)").arg(base));
        break;
    case SandboxOptions::Prefix::Both:
        printLine(stdout,
                  QCoreApplication::translate("SandboxTool", "Resources are under both %1 and %1/api").arg(base));
        break;
    case SandboxOptions::Prefix::None:
        break;
    }
    if (!options.faults.isEmpty()) {
        printLine(stdout, QCoreApplication::translate("SandboxTool", "Fault rules: %L1").arg(options.faults.size()));
    }

    if (!quiet) {
        QObject::connect(&server, &SandboxServer::requestHandled, &app,
                         [](const QByteArray &method, const QString &path, int status) {
                             const QString answer = status > 0 ? QString::number(status) : u"- (no answer)"_s;
                             printLine(stdout, QString::fromLatin1(method) + u' ' + path + u' ' + answer);
                         });
    }

    const int exitCode = QCoreApplication::exec();
    server.stop();
    return exitCode;
}
