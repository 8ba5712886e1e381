// SPDX-License-Identifier: GPL-3.0-or-later
// Config: one table of settings names in one casing style, old names moved once, and hidden columns stored
// as plain strings that any Qt version reads back without a registered type.

#include "guitest.h"
#include "models/config.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;
using ForwardDesk::Models::Config;

namespace {
constexpr int lastKey = static_cast<int>(Config::Key::LogsPaneExportDirectory);

QStringList capturedWarnings;

void captureWarnings(QtMsgType type, const QMessageLogContext & /*context*/, const QString &message)
{
    if (type == QtWarningMsg || type == QtCriticalMsg) {
        capturedWarnings << message;
    }
}
} // namespace

class TestConfig final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { ForwardDesk::TestSupport::isolateSettings(u"tst_config"_s); }

    void init() { QSettings().clear(); }

    void names_areUniqueAndOfOneStyle()
    {
        const QRegularExpression style(u"^[A-Z][A-Za-z]+/[a-z][A-Za-z]+$"_s);
        QSet<QString> seen;
        for (int i = 0; i <= lastKey; ++i) {
            const QString name = Config::name(static_cast<Config::Key>(i));
            QVERIFY2(style.match(name).hasMatch(), qPrintable(name));
            QVERIFY2(!seen.contains(name), qPrintable(name));
            seen.insert(name);
        }
    }

    void value_unset_isTheDefault()
    {
        QCOMPARE(Config::value(Config::Key::LogsPaneLimit).toInt(), 1000);
        Config::setValue(Config::Key::LogsPaneLimit, 5000);
        QCOMPARE(Config::value(Config::Key::LogsPaneLimit).toInt(), 5000);
        QCOMPARE(QSettings().value(u"LogsPane/limit"_s).toInt(), 5000);
        Config::remove(Config::Key::LogsPaneLimit);
        QCOMPARE(Config::value(Config::Key::LogsPaneLimit).toInt(), 1000);
    }

    void setValues_storesEachValueInPlainForm()
    {
        Config::setValues({{Config::Key::LogsPaneLimit, 250},
                           {Config::Key::MainWindowCurrentPane, 2},
                           {Config::Key::LogsPaneHiddenColumns, QVariant::fromValue(QList<int>{11, 3})}});
        QCOMPARE(Config::value(Config::Key::LogsPaneLimit).toInt(), 250);
        QCOMPARE(Config::value(Config::Key::MainWindowCurrentPane).toInt(), 2);
        QCOMPARE(Config::columns(Config::Key::LogsPaneHiddenColumns), (QSet<int>{3, 11}));
        QSettings settings;
        settings.sync();
        QFile file(settings.fileName());
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(settings.fileName()));
        const QByteArray text = file.readAll();
        QVERIFY2(text.contains("limit=250") && text.contains("currentPane=2"), text.constData());
        QVERIFY2(text.contains("hiddenColumns=3, 11"), text.constData()); // plain, as setValue() writes it
    }

    void setValue_unchanged_leavesTheFileAlone()
    {
        Config::setValue(Config::Key::MainWindowGeometry, QByteArray("\x01\x02state"));
        Config::setValue(Config::Key::LogsPaneLimit, 300);
        const QString fileName = QSettings().fileName();
        const QDateTime written = QFileInfo(fileName).lastModified();
        QVERIFY(written.isValid());
        QTest::qWait(50);
        Config::setValue(Config::Key::MainWindowGeometry, QByteArray("\x01\x02state"));
        Config::setValues({{Config::Key::LogsPaneLimit, 300}});
        QCOMPARE(QFileInfo(fileName).lastModified(), written); // not written again
        Config::setValue(Config::Key::LogsPaneLimit, 301);
        QVERIFY(QFileInfo(fileName).lastModified() > written);
        QCOMPARE(Config::value(Config::Key::LogsPaneLimit).toInt(), 301);
    }

    void migrate_oldLogsKeys_moveToTheTableOnceAndTheOldOnesGo()
    {
        {
            QSettings settings;
            settings.setValue(u"logs/limit"_s, 5000);
            settings.setValue(u"logs/headerState"_s, QByteArray("header"));
            settings.setValue(u"logs/exportDirectory"_s, u"/tmp/exports"_s);
            settings.setValue(u"logs/hiddenColumns"_s, QVariant::fromValue(QList<int>{7, 2}));
        }
        Config::migrate(true);
        QCOMPARE(Config::value(Config::Key::LogsPaneLimit).toInt(), 5000);
        QCOMPARE(Config::value(Config::Key::LogsPaneHeaderState).toByteArray(), QByteArray("header"));
        QCOMPARE(Config::value(Config::Key::LogsPaneExportDirectory).toString(), u"/tmp/exports"_s);
        QCOMPARE(Config::columns(Config::Key::LogsPaneHiddenColumns), (QSet<int>{2, 7}));
        const QSettings settings;
        QVERIFY(!settings.childGroups().contains(u"logs"_s));
        QCOMPARE(settings.value(u"LogsPane/hiddenColumns"_s).metaType(), QMetaType::fromType<QStringList>());

        // A value already under the new name wins over a stale old one.
        QSettings().setValue(u"logs/limit"_s, 100);
        Config::migrate(true);
        QCOMPARE(Config::value(Config::Key::LogsPaneLimit).toInt(), 5000);
        QVERIFY(!QSettings().contains(u"logs/limit"_s));
    }

    void hiddenColumns_areStoredAsPlainText_andReadBackWithoutWarnings()
    {
        Config::setColumns(Config::Key::LogsPaneHiddenColumns, {3, 11});
        QSettings settings;
        settings.sync();
        QFile file(settings.fileName());
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(settings.fileName()));
        const QByteArray text = file.readAll();
        QVERIFY2(text.contains("hiddenColumns=3, 11"), text.constData());
        QVERIFY2(!text.contains("@Variant"), text.constData()); // a typed value Qt 6.4 cannot load

        capturedWarnings.clear();
        const QtMessageHandler previous = qInstallMessageHandler(captureWarnings);
        QSettings fresh;
        const QSet<int> columns = Config::columns(Config::Key::LogsPaneHiddenColumns);
        const QVariant raw = fresh.value(u"LogsPane/hiddenColumns"_s);
        qInstallMessageHandler(previous);
        QCOMPARE(columns, (QSet<int>{3, 11}));
        QVERIFY(raw.isValid());
        QVERIFY2(capturedWarnings.isEmpty(), qPrintable(capturedWarnings.join(u'\n')));
    }

    void columns_ignoresWhatIsNotAColumnNumber()
    {
        QSettings().setValue(u"LogsPane/hiddenColumns"_s, QStringList{u"4"_s, u"x"_s, u"-2"_s});
        QCOMPARE(Config::columns(Config::Key::LogsPaneHiddenColumns), QSet<int>{4});
    }
};

QTEST_GUILESS_MAIN(TestConfig)
#include "tst_config.moc"
