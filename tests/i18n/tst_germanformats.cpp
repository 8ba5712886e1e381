// SPDX-License-Identifier: GPL-3.0-or-later
// The Logs pane in German, as a German user starts it: dates, times and counts in the German forms in the
// table, the count label and the summary chart, while the CSV export keeps its English, machine-readable form.

#include "gui/logs/logspane.h"
#include "gui/logs/logsummarywidget.h"
#include "guitest.h"
#include "models/logfiltermodel.h"
#include "models/logmodel.h"
#include "models/roles.h"
#include "models/session.h"
#include "sandbox/sandboxoptions.h"
#include "sandbox/sandboxserver.h"

#include <QApplication>
#include <QFile>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>
#include <QTranslator>

#include <memory>

using namespace Qt::StringLiterals;
using ForwardDesk::Gui::LogsPane;
using ForwardDesk::Gui::LogSummaryWidget;
using ForwardDesk::Models::LogModel;
using ForwardDesk::Models::Session;
using ForwardDesk::Sandbox::SandboxOptions;
using ForwardDesk::Sandbox::SandboxServer;
namespace Roles = ForwardDesk::Models;

namespace {
constexpr int waitMs = 5000;
} // namespace

class TestGermanFormats final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        ForwardDesk::TestSupport::isolateSettings(u"tst_germanformats"_s);
        // What main() does for a German user.
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        QVERIFY2(m_translator.load(QString::fromUtf8(FORWARDDESK_DE_QM)), FORWARDDESK_DE_QM);
        QCoreApplication::installTranslator(&m_translator);

        SandboxOptions options;
        options.randomSeed = 7;
        m_sandbox = std::make_unique<SandboxServer>();
        QString error;
        QVERIFY2(m_sandbox->start(options, &error), qPrintable(error));
        m_session = std::make_unique<Session>(m_sandbox->url(), m_sandbox->sessionKey());
        QSignalSpy domainsLoaded(m_session.get(), &Session::domainsLoaded);
        m_session->open();
        QVERIFY(domainsLoaded.wait(waitMs));
        m_pane = std::make_unique<LogsPane>();
        m_pane->resize(1200, 800);
        m_pane->setSession(m_session.get());
        m_pane->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_pane.get()));
        QSignalSpy logsLoaded(m_session.get(), &Session::logsLoaded);
        m_pane->activate();
        QVERIFY(logsLoaded.wait(waitMs));
        QCOMPARE(m_session->logs()->rowCount(), LogsPane::DefaultLimit);
    }

    void cleanupTestCase()
    {
        m_pane.reset();
        m_session.reset();
        m_sandbox.reset();
        QCoreApplication::removeTranslator(&m_translator);
        QLocale::setDefault(QLocale::c());
    }

    void table_showsGermanTimesAndHeaders()
    {
        const QAbstractItemModel *model = m_pane->view()->model();
        QCOMPARE(model->headerData(LogModel::TimeColumn, Qt::Horizontal).toString(), u"Zeit"_s);
        QCOMPARE(model->headerData(LogModel::SenderColumn, Qt::Horizontal).toString(), u"Absender"_s);
        const QModelIndex first = model->index(0, LogModel::TimeColumn);
        const QDateTime time = first.data(Roles::ExactTimeRole).toDateTime().toLocalTime();
        // German short form: 23.11.26 14:56
        const QString expected = time.toString(u"dd.MM.yy HH:mm"_s);
        QCOMPARE(first.data().toString(), expected);
    }

    void countLabel_groupsDigitsTheGermanWay()
    {
        const auto *label = m_pane->findChild<QLabel *>(u"logCountLabel"_s);
        QVERIFY(label);
        QCOMPARE(label->text(), u"1.000 von 1.000 geladenen Einträgen angezeigt"_s);
    }

    void chart_tooltipHasAGermanDateAndCount()
    {
        auto *summary = m_pane->findChild<LogSummaryWidget *>();
        QVERIFY(summary);
        summary->updateNow();
        QVERIFY(!summary->buckets().isEmpty());
        QCOMPARE(summary->bucketSeconds(), 24 * 60 * 60); // one bar a day
        const LogSummaryWidget::Bucket &last = summary->buckets().last();
        // The last bar sits at the right end of the chart; find the chart's height from above.
        for (int y = 0; y < summary->height() && QToolTip::text().isEmpty(); y += 2) {
            const QPoint point(summary->width() - 12, y);
            QHelpEvent help(QEvent::ToolTip, point, summary->mapToGlobal(point));
            QApplication::sendEvent(summary, &help);
        }
        const QString day = last.start.toLocalTime().date().toString(u"dd.MM.yy"_s);
        QVERIFY2(QToolTip::text().startsWith(day + u": "_s), qPrintable(QToolTip::text()));
        QVERIFY2(QToolTip::text().contains(u"Einträge"_s) || QToolTip::text().contains(u"Eintrag"_s),
                 qPrintable(QToolTip::text()));
        QToolTip::hideText();
    }

    void csvExport_staysEnglishAndMachineReadable()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(u"log.csv"_s);
        QString suggested;
        m_pane->setSavePathAsker([&](QWidget *, const QString &suggestion) {
            suggested = suggestion;
            return path;
        });
        auto *exportAction = m_pane->findChild<QAction *>(u"exportLogAction"_s);
        QVERIFY(exportAction);
        exportAction->trigger();
        QVERIFY2(QFileInfo(suggested).fileName().startsWith(u"weiterleitungsprotokoll-"_s), qPrintable(suggested));

        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(file.readAll()).split(u"\r\n"_s);
        QCOMPARE(lines.first(),
                 u"time,status,sender,recipient,destination,domain,alias_id,smtp_code,smtp_message,subject,"
                 "message_id,size,id"_s);
        // The first row: an ISO 8601 UTC time and an English status word, whatever the language.
        static const QRegularExpression row(
            u"^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ,(delivered|deferred|bounced|rejected|spam),"_s);
        QVERIFY2(row.match(lines.at(1)).hasMatch(), qPrintable(lines.at(1)));
        // Sizes and ids are plain integers at the end of the row: no German digit grouping.
        static const QRegularExpression end(u",\\d+,\\d+$"_s);
        QVERIFY2(end.match(lines.at(1)).hasMatch(), qPrintable(lines.at(1)));
    }

private:
    QTranslator m_translator;
    std::unique_ptr<SandboxServer> m_sandbox;
    std::unique_ptr<Session> m_session;
    std::unique_ptr<LogsPane> m_pane;
};

QTEST_MAIN(TestGermanFormats)
#include "tst_germanformats.moc"
