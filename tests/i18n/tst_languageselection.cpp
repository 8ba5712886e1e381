// SPDX-License-Identifier: GPL-3.0-or-later
// Which language the real executables speak: the system's (LANGUAGE, LANG), or the one chosen in
// Preferences, which wins. Read from --help, which goes through both ForwardDesk's and Qt's translations.

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

constexpr int runTimeoutMs = 60000;

// One sentence of ForwardDesk's own and one of Qt's (QCommandLineParser) in each language. Qt has Dutch words,
// ForwardDesk has none: a Dutch system gets English from both, never a mix.
const QString englishOwn = u"Try ForwardDesk with a local sandbox service"_s;
const QString englishQt = u"Displays help on commandline options."_s;
const QString germanOwn = u"Probiert ForwardDesk mit einem lokalen Sandbox-Dienst"_s;
const QString germanQt = u"Zeigt Hilfe zu den Kommandozeilenoptionen an."_s;

struct Run
{
    int exitCode = -1;
    QString output;
};

/// Runs @p program with a configuration folder of its own, where Preferences hold @p chosenLanguage.
Run run(const QString &program, const QStringList &arguments, const QString &language, const QString &lang,
        const QString &chosenLanguage)
{
    QTemporaryDir config;
    if (!config.isValid()) {
        return {};
    }
    if (!chosenLanguage.isEmpty()) {
        QDir(config.path()).mkpath(u"ForwardDesk"_s);
        QFile file(config.filePath(u"ForwardDesk/ForwardDesk.conf"_s));
        if (!file.open(QIODevice::WriteOnly)) {
            return {};
        }
        file.write("[Preferences]\nlanguage=" + chosenLanguage.toUtf8() + '\n');
    }
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const QString &name : {u"LANGUAGE"_s, u"LC_ALL"_s, u"LC_MESSAGES"_s, u"LANG"_s}) {
        environment.remove(name);
    }
    if (!language.isEmpty()) {
        environment.insert(u"LANGUAGE"_s, language);
    }
    environment.insert(u"LANG"_s, lang);
    environment.insert(u"XDG_CONFIG_HOME"_s, config.path());
    environment.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
    QProcess process;
    process.setProcessEnvironment(environment);
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(program, arguments);
    if (!process.waitForFinished(runTimeoutMs)) {
        process.kill();
        process.waitForFinished();
        return {};
    }
    return {process.exitCode(), QString::fromUtf8(process.readAll())};
}

} // namespace

class TestLanguageSelection final : public QObject
{
    Q_OBJECT

private slots:
    void help_speaksTheChosenLanguage_data()
    {
        QTest::addColumn<QString>("language"); // LANGUAGE
        QTest::addColumn<QString>("lang"); // LANG
        QTest::addColumn<QString>("chosen"); // Preferences ▸ Language
        QTest::addColumn<bool>("german");

        QTest::newRow("LANGUAGE=de") << u"de"_s << u"C.UTF-8"_s << QString() << true;
        QTest::newRow("LANG=de_DE") << QString() << u"de_DE.UTF-8"_s << QString() << true;
        QTest::newRow("LANG=C") << QString() << u"C.UTF-8"_s << QString() << false;
        QTest::newRow("no translation (Dutch)") << u"nl"_s << u"nl_NL.UTF-8"_s << QString() << false;
        QTest::newRow("chosen English on a German system") << u"de"_s << u"de_DE.UTF-8"_s << u"en"_s << false;
        QTest::newRow("chosen German on an English system") << QString() << u"en_US.UTF-8"_s << u"de"_s << true;
    }

    void help_speaksTheChosenLanguage()
    {
        QFETCH(QString, language);
        QFETCH(QString, lang);
        QFETCH(QString, chosen);
        QFETCH(bool, german);

        const Run help = run(QString::fromUtf8(FORWARDDESK_APP_EXE), {u"--help"_s}, language, lang, chosen);
        QCOMPARE(help.exitCode, 0);
        const QString &own = german ? germanOwn : englishOwn;
        const QString &qt = german ? germanQt : englishQt;
        QVERIFY2(help.output.contains(own), qPrintable(help.output));
        QVERIFY2(help.output.contains(qt), qPrintable(help.output));
    }

    void sandboxTool_speaksTheSystemLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("hint");
        QTest::newRow("German") << u"de"_s << u"„forwarddesk-sandbox --help“ zeigt die Liste der Optionen."_s;
        QTest::newRow("English") << u"en"_s << u"Try \"forwarddesk-sandbox --help\" for the list of options."_s;
    }

    void sandboxTool_speaksTheSystemLanguage()
    {
        QFETCH(QString, language);
        QFETCH(QString, hint);
        const Run tool =
            run(QString::fromUtf8(FORWARDDESK_SANDBOX_EXE), {u"--no-such-option"_s}, language, u"C.UTF-8"_s, QString());
        QCOMPARE(tool.exitCode, 2);
        QVERIFY2(tool.output.contains(hint), qPrintable(tool.output));
    }
};

QTEST_GUILESS_MAIN(TestLanguageSelection)
#include "tst_languageselection.moc"
