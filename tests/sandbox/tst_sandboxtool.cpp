// SPDX-License-Identifier: GPL-3.0-or-later
// The forwarddesk-sandbox executable as a user runs it: what it prints, its options, its exit.

#include "httpprobe.h"
#include "sandboxtestutil.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QUrlQuery>

#include <memory>

using namespace Qt::StringLiterals;
using namespace ForwardDesk::SandboxTests;
using ForwardDesk::TestSupport::HttpProbe;

namespace {

constexpr int StartTimeoutMs = 20000;
// The large seed promises "a few seconds"; this is only the point where the test gives up.
constexpr int LargeSeedTimeoutMs = 150000;
constexpr int StopTimeoutMs = 5000;
constexpr int ExitTimeoutMs = 10000;
const QString FixedKey = u"fwd_"_s + u"Fixed0Key1For2Scripts3"_s + QString(18, u'x');

/// One running forwarddesk-sandbox process and what it printed at start.
struct Tool
{
    std::unique_ptr<QProcess> process = std::make_unique<QProcess>();
    QString output; ///< stdout so far
    QUrl url;
    QString key;
    QString account;
    QString plan;
    qint64 startMs = 0;

    ~Tool() { stop(); }

    /// Starts the tool and waits for its URL and key lines. Returns an empty string, or what went wrong.
    QString start(const QStringList &arguments, int timeoutMs = StartTimeoutMs)
    {
        static const QRegularExpression urlLine(u"ForwardDesk sandbox listening on (http://\\S+)"_s);
        static const QRegularExpression keyLine(u"API key for \"([^\"]+)\" \\(plan (\\w+)\\): (fwd_[A-Za-z0-9]{40})"_s);
        QElapsedTimer clock;
        clock.start();
        process->start(QString::fromUtf8(FORWARDDESK_SANDBOX_EXE), arguments);
        if (!process->waitForStarted(StartTimeoutMs)) {
            return u"could not start: "_s + process->errorString();
        }
        QDeadlineTimer deadline(timeoutMs);
        while (!deadline.hasExpired()) {
            process->waitForReadyRead(100);
            output += QString::fromUtf8(process->readAllStandardOutput());
            const auto urlMatch = urlLine.match(output);
            const auto keyMatch = keyLine.match(output);
            if (urlMatch.hasMatch() && keyMatch.hasMatch()) {
                url = QUrl(urlMatch.captured(1));
                account = keyMatch.captured(1);
                plan = keyMatch.captured(2);
                key = keyMatch.captured(3);
                startMs = clock.elapsed();
                return {};
            }
            if (process->state() == QProcess::NotRunning) {
                return u"exited (code %1) before printing its URL and key; stdout: %2; stderr: %3"_s
                    .arg(process->exitCode())
                    .arg(output, QString::fromUtf8(process->readAllStandardError()));
            }
        }
        return u"no URL and key line within %1 ms (is stdout flushed?); stdout so far: %2"_s.arg(timeoutMs).arg(output);
    }

    /// Asks the process to end (SIGTERM) and waits; kills it only if it does not go.
    bool stop()
    {
        if (process->state() == QProcess::NotRunning) {
            return true;
        }
        process->terminate();
        if (process->waitForFinished(StopTimeoutMs)) {
            return true;
        }
        process->kill();
        process->waitForFinished(StopTimeoutMs);
        return false;
    }

    QUrl at(const QString &path, const QUrlQuery &query = {}) const
    {
        QUrl result = url;
        result.setPath(path);
        if (!query.isEmpty()) {
            result.setQuery(query);
        }
        return result;
    }
};

/// Runs the tool to its end and returns exit code, stdout and stderr.
struct Finished
{
    int exitCode = -1;
    QProcess::ExitStatus exitStatus = QProcess::CrashExit;
    QString out;
    QString err;
    bool finished = false;
};

Finished runToEnd(const QStringList &arguments)
{
    QProcess process;
    process.start(QString::fromUtf8(FORWARDDESK_SANDBOX_EXE), arguments);
    Finished result;
    result.finished = process.waitForFinished(ExitTimeoutMs);
    if (!result.finished) {
        process.kill();
        process.waitForFinished(StopTimeoutMs);
    }
    result.exitCode = process.exitCode();
    result.exitStatus = process.exitStatus();
    result.out = QString::fromUtf8(process.readAllStandardOutput());
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

} // namespace

class TestSandboxTool final : public QObject
{
    Q_OBJECT

private slots:
    void start_printsUrlAndKey_andServes();
    void start_withFixedKey_printsAndAcceptsThatKey();
    void start_withVariantOptions_servesThatVariant();
    void start_withFaults_injectsThem();
    void start_withApiStyleOptions_servesThatStyle();
    void database_keepsDataAcrossRestarts();
    void help_documentsEveryOption();
    void badOption_exitsNonZeroWithMessage_data();
    void badOption_exitsNonZeroWithMessage();
    void terminate_endsTheProcess();
    void largeSeed_startsAndServesTheBenchmarkAccount();

private:
    HttpProbe m_http;
};

void TestSandboxTool::start_printsUrlAndKey_andServes()
{
    Tool tool;
    const QString problem = tool.start({u"--port"_s, u"0"_s, u"--seed"_s, u"none"_s});
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QCOMPARE(tool.url.scheme(), u"http"_s);
    QCOMPARE(tool.url.host(), u"127.0.0.1"_s);
    QVERIFY2(tool.url.port() > 0, qPrintable(tool.output));
    QCOMPARE(tool.account, u"Demo account"_s);
    QCOMPARE(tool.plan, u"Pro"_s);

    const auto domains = m_http.send("GET", tool.at(u"/domains"_s), tool.key);
    VERIFY_STATUS(domains, 200);
    QCOMPARE(domains.array().size(), 0);
    const auto refused = m_http.send("GET", tool.at(u"/domains"_s));
    VERIFY_STATUS(refused, 401);
    QCOMPARE(refused.detail(), u"Not authenticated"_s);
}

void TestSandboxTool::start_withFixedKey_printsAndAcceptsThatKey()
{
    Tool tool;
    const QString problem = tool.start({u"--port"_s, u"0"_s, u"--key"_s, FixedKey});
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QCOMPARE(tool.key, FixedKey);
    const auto domains = m_http.send("GET", tool.at(u"/domains"_s), FixedKey);
    VERIFY_STATUS(domains, 200);
    QCOMPARE(domains.array().size(), DemoDomains); // demo data is the default
}

void TestSandboxTool::start_withVariantOptions_servesThatVariant()
{
    Tool tool;
    const QString problem =
        tool.start({u"--port"_s, u"0"_s, u"--prefix"_s, u"api"_s, u"--envelope"_s, u"data"_s, u"--ids"_s, u"uuid"_s,
                    u"--time"_s, u"epoch-ms"_s, u"--key-field"_s, u"api_key"_s, u"--create-status"_s, u"200"_s});
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    const auto domains = m_http.send("GET", tool.at(u"/api/domains"_s), tool.key);
    VERIFY_STATUS(domains, 200);
    const QJsonArray list = domains.object().value(u"data"_s).toArray();
    QCOMPARE(list.size(), DemoDomains);
    QVERIFY(list.first().toObject().value(u"id"_s).isString());
    QVERIFY(list.first().toObject().value(u"created_at"_s).isDouble());
    VERIFY_STATUS(m_http.send("GET", tool.at(u"/domains"_s), tool.key), 404);
    const auto newKey = m_http.send("POST", tool.at(u"/api/api-keys"_s), tool.key, QJsonObject{{u"name"_s, u"tool"_s}});
    VERIFY_STATUS(newKey, 200);
    QVERIFY(newKey.object().value(u"api_key"_s).toString().startsWith(u"fwd_"_s));
}

void TestSandboxTool::start_withFaults_injectsThem()
{
    Tool tool;
    const QString problem = tool.start({u"--port"_s, u"0"_s, u"--fault"_s, u"kind=error,status=503,route=/logs"_s,
                                        u"--fault"_s, u"kind=rate-limit,retry-after=4,route=GET /api-keys"_s});
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    const auto logs = m_http.send("GET", tool.at(u"/logs"_s), tool.key);
    VERIFY_STATUS(logs, 503);
    QCOMPARE(logs.detail(), u"Service Unavailable"_s);
    const auto keys = m_http.send("GET", tool.at(u"/api-keys"_s), tool.key);
    VERIFY_STATUS(keys, 429);
    QCOMPARE(keys.header("Retry-After"), QByteArray("4"));
    VERIFY_STATUS(m_http.send("GET", tool.at(u"/domains"_s), tool.key), 200);
}

void TestSandboxTool::start_withApiStyleOptions_servesThatStyle()
{
    Tool tool;
    const QString problem =
        tool.start({u"--port"_s, u"0"_s, u"--style"_s, u"jsonapi"_s, u"--errors"_s, u"problem"_s, u"--paging"_s,
                    u"link"_s, u"--fields"_s, u"synonyms"_s, u"--page-size"_s, u"5"_s, u"--gzip"_s, u"--fault"_s,
                    u"kind=unreadable-records,count=1,route=/api-keys"_s});
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    const auto domains =
        m_http.sendRaw("GET", tool.at(u"/domains"_s),
                       {{"Authorization", "Bearer " + tool.key.toLatin1()}, {"Accept-Encoding", "identity"}}, {});
    VERIFY_STATUS(domains, 200);
    QCOMPARE(domains.header("Content-Type"), QByteArray("application/vnd.api+json"));
    QCOMPARE(domains.header("Link"), "<" + tool.at(u"/domains"_s).toEncoded() + "?page=2>; rel=\"next\"");
    const QJsonArray data = domains.object().value(u"data"_s).toArray();
    QCOMPARE(data.size(), 5);
    QCOMPARE(data.first().toObject().value(u"type"_s).toString(), u"domain"_s);
    QVERIFY(data.first().toObject().value(u"attributes"_s).toObject().value(u"hostname"_s).isString());
    QVERIFY(!domains.object().contains(u"links"_s));

    const auto compressed =
        m_http.sendRaw("GET", tool.at(u"/domains"_s),
                       {{"Authorization", "Bearer " + tool.key.toLatin1()}, {"Accept-Encoding", "gzip"}}, {});
    QCOMPARE(compressed.header("Content-Encoding"), QByteArray("gzip"));

    const auto refused = m_http.send("GET", tool.at(u"/domains"_s), u"fwd_"_s + QString(40, u'0'));
    VERIFY_STATUS(refused, 401);
    QCOMPARE(refused.header("Content-Type"), QByteArray("application/problem+json"));
    QCOMPARE(refused.object().value(u"detail"_s).toString(), u"Invalid token"_s);

    const auto keys = m_http.send("GET", tool.at(u"/api-keys"_s), tool.key);
    VERIFY_STATUS(keys, 200);
    QVERIFY(!keys.object().value(u"data"_s).toArray().first().toObject().contains(u"id"_s));
}

void TestSandboxTool::database_keepsDataAcrossRestarts()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString database = dir.filePath(u"sandbox.sqlite"_s);
    const QStringList arguments{u"--port"_s, u"0"_s, u"--seed"_s, u"none"_s, u"--database"_s, database};
    QByteArrayList secrets;
    {
        Tool first;
        const QString problem = first.start(arguments);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        VERIFY_STATUS(m_http.send("POST", first.at(u"/domains"_s), first.key,
                                  QJsonObject{{u"domain"_s, u"persistent.example"_s}}),
                      201);
        const auto created =
            m_http.send("POST", first.at(u"/api-keys"_s), first.key, QJsonObject{{u"name"_s, u"stored"_s}});
        VERIFY_STATUS(created, 201);
        secrets = {first.key.toUtf8(), created.object().value(u"key"_s).toString().toUtf8()};
        QVERIFY(first.stop());
    }
    // "Only a SHA-256 hash of each key is stored": no key value in the database or its side files.
    const QStringList files = QDir(dir.path()).entryList(QDir::Files);
    QVERIFY(files.contains(u"sandbox.sqlite"_s));
    for (const QString &name : files) {
        QFile file(dir.filePath(name));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        for (const QByteArray &secret : std::as_const(secrets)) {
            QVERIFY2(!secret.isEmpty() && !bytes.contains(secret), qPrintable(name + u" holds a key in clear"_s));
        }
    }
    Tool second;
    const QString problem = second.start(arguments);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    const auto domains = m_http.send("GET", second.at(u"/domains"_s), second.key);
    VERIFY_STATUS(domains, 200);
    QCOMPARE(domains.array().size(), 1);
    QCOMPARE(domains.array().first().toObject().value(u"domain"_s).toString(), u"persistent.example"_s);
}

void TestSandboxTool::help_documentsEveryOption()
{
    const Finished help = runToEnd({u"--help"_s});
    QVERIFY(help.finished);
    QCOMPARE(help.exitStatus, QProcess::NormalExit);
    QCOMPARE(help.exitCode, 0);
    const QString text = help.out + help.err;
    // Every option and every value docs/sandbox.md names.
    const QStringList expected{u"--help"_s,
                               u"--port"_s,
                               u"--seed"_s,
                               u"--database"_s,
                               u"--key"_s,
                               u"--live-logs"_s,
                               u"--verify-after"_s,
                               u"--page-size"_s,
                               u"--max-log-limit"_s,
                               u"--seed-random"_s,
                               u"--prefix"_s,
                               u"--envelope"_s,
                               u"--ids"_s,
                               u"--create-status"_s,
                               u"--delete-status"_s,
                               u"--auth-status"_s,
                               u"--limit-status"_s,
                               u"--patch"_s,
                               u"--time"_s,
                               u"--key-field"_s,
                               u"--fault"_s,
                               u"none"_s,
                               u"demo"_s,
                               u"large"_s,
                               u"api"_s,
                               u"both"_s,
                               u"bare"_s,
                               u"data"_s,
                               u"items"_s,
                               u"named"_s,
                               u"paged"_s,
                               u"int"_s,
                               u"uuid"_s,
                               u"partial"_s,
                               u"full"_s,
                               u"iso-z"_s,
                               u"iso-offset"_s,
                               u"naive"_s,
                               u"epoch-s"_s,
                               u"epoch-ms"_s,
                               u"api_key"_s,
                               u"token"_s,
                               u"latency"_s,
                               u"error"_s,
                               u"rate-limit"_s,
                               u"malformed"_s,
                               u"reset"_s,
                               u"hang"_s,
                               u"trickle"_s,
                               u"retry-after"_s,
                               u"times"_s,
                               u"rate"_s,
                               u"route"_s,
                               u"bytes"_s,
                               u"--style"_s,
                               u"flat"_s,
                               u"jsonapi"_s,
                               u"--errors"_s,
                               u"fastapi"_s,
                               u"problem"_s,
                               u"--paging"_s,
                               u"body"_s,
                               u"link"_s,
                               u"--fields"_s,
                               u"spec"_s,
                               u"synonyms"_s,
                               u"synonyms-csv"_s,
                               u"--gzip"_s,
                               u"empty-object"_s,
                               u"no-content"_s,
                               u"oversized"_s,
                               u"cyclic-next"_s,
                               u"huge-page"_s,
                               u"retry-after-date"_s,
                               u"unavailable"_s,
                               u"unreadable-records"_s,
                               u"count"_s};
    QStringList missing;
    for (const QString &word : expected) {
        if (!text.contains(word)) {
            missing.append(word);
        }
    }
    QVERIFY2(missing.isEmpty(), qPrintable(u"--help does not mention: "_s + missing.join(u", "_s)));
}

void TestSandboxTool::badOption_exitsNonZeroWithMessage_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("unknown option") << QStringList{u"--colour"_s, u"red"_s};
    QTest::newRow("bad envelope") << QStringList{u"--envelope"_s, u"results"_s};
    QTest::newRow("bad fault") << QStringList{u"--fault"_s, u"kind=boom"_s};
    QTest::newRow("bad port") << QStringList{u"--port"_s, u"http"_s};
    QTest::newRow("bad style") << QStringList{u"--style"_s, u"hal"_s};
    QTest::newRow("bad fields") << QStringList{u"--fields"_s, u"camel"_s};
}

void TestSandboxTool::badOption_exitsNonZeroWithMessage()
{
    QFETCH(QStringList, arguments);
    const Finished run = runToEnd(arguments);
    QVERIFY2(run.finished, "the tool kept running after a bad option");
    QCOMPARE(run.exitStatus, QProcess::NormalExit);
    QVERIFY2(run.exitCode != 0, qPrintable(run.out));
    QVERIFY2(!run.err.trimmed().isEmpty(), qPrintable(u"no message on stderr; stdout: "_s + run.out));
    QVERIFY(!run.out.contains(u"listening on"_s));
}

void TestSandboxTool::terminate_endsTheProcess()
{
    Tool tool;
    const QString problem = tool.start({u"--port"_s, u"0"_s, u"--seed"_s, u"none"_s});
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    VERIFY_STATUS(m_http.send("GET", tool.at(u"/domains"_s), tool.key), 200);
    tool.process->terminate();
    QVERIFY2(tool.process->waitForFinished(StopTimeoutMs), "SIGTERM did not end the tool");
    qInfo("after SIGTERM: exit status %s, code %d",
          tool.process->exitStatus() == QProcess::NormalExit ? "normal" : "crash (killed by the signal)",
          tool.process->exitCode());
    // The port is closed: nothing answers any more.
    const auto after = m_http.send("GET", tool.at(u"/domains"_s), tool.key, std::nullopt, 2000);
    QCOMPARE(after.status, 0);
}

void TestSandboxTool::largeSeed_startsAndServesTheBenchmarkAccount()
{
    Tool tool;
    const QString problem = tool.start({u"--port"_s, u"0"_s, u"--seed"_s, u"large"_s}, LargeSeedTimeoutMs);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    qInfo("large seed: ready to serve after %.2f s", double(tool.startMs) / 1000.0);
    QCOMPARE(tool.plan, u"Business"_s);

    const auto domains = m_http.send("GET", tool.at(u"/domains"_s), tool.key, std::nullopt, LargeSeedTimeoutMs);
    VERIFY_STATUS(domains, 200);
    qInfo("large seed: GET /domains (%lld domains, %lld bytes) took %lld ms", qint64(domains.array().size()),
          qint64(domains.body.size()), domains.elapsedMs);
    QCOMPARE(domains.array().size(), 1000);
    qint64 aliasTotal = 0;
    QJsonValue bulkId;
    const QJsonArray list = domains.array();
    for (const QJsonValue &value : list) {
        const QJsonObject domain = value.toObject();
        aliasTotal += domain.value(u"alias_count"_s).toInteger();
        if (domain.value(u"domain"_s).toString() == u"bulk.example"_s) {
            bulkId = domain.value(u"id"_s);
            QCOMPARE(domain.value(u"alias_count"_s).toInteger(), 50000);
        }
    }
    QCOMPARE(aliasTotal, 100000);
    QVERIFY2(!bulkId.isUndefined(), "no bulk.example");

    const auto bulk = m_http.send("GET", tool.at(aliasesPath(bulkId)), tool.key, std::nullopt, LargeSeedTimeoutMs);
    VERIFY_STATUS(bulk, 200);
    qInfo("large seed: GET bulk.example aliases (%lld bytes) took %lld ms", qint64(bulk.body.size()), bulk.elapsedMs);
    QCOMPARE(bulk.array().size(), 50000);

    const auto logs = m_http.send("GET", tool.at(u"/logs"_s, QUrlQuery{{u"limit"_s, u"10000"_s}}), tool.key,
                                  std::nullopt, LargeSeedTimeoutMs);
    VERIFY_STATUS(logs, 200);
    qInfo("large seed: GET /logs?limit=10000 took %lld ms", logs.elapsedMs);
    QCOMPARE(logs.array().size(), 10000);
}

QTEST_GUILESS_MAIN(TestSandboxTool)
#include "tst_sandboxtool.moc"
