// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/csvwriter.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using ForwardDesk::Core::CsvWriter;

class TestCsvWriter final : public QObject
{
    Q_OBJECT

private slots:
    void quoted_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("expected");
        QTest::newRow("plain") << u"hello"_s << u"hello"_s;
        QTest::newRow("empty") << QString() << QString();
        QTest::newRow("comma") << u"a,b"_s << u"\"a,b\""_s;
        QTest::newRow("quote") << u"say \"hi\""_s << u"\"say \"\"hi\"\"\""_s;
        QTest::newRow("newline") << u"one\ntwo"_s << u"\"one\ntwo\""_s;
        QTest::newRow("carriage return") << u"one\rtwo"_s << u"\"one\rtwo\""_s;
        QTest::newRow("outer space") << u" padded "_s << u"\" padded \""_s;
        QTest::newRow("unicode") << u"Bücher — ✓"_s << u"Bücher — ✓"_s;
    }

    void quoted()
    {
        QFETCH(QString, field);
        QFETCH(QString, expected);
        QCOMPARE(CsvWriter::quoted(field), expected);
    }

    void guarded_defusesFormulaStarts()
    {
        QCOMPARE(CsvWriter::guarded(u"=SUM(A1)"_s), u"'=SUM(A1)"_s);
        QCOMPARE(CsvWriter::guarded(u"+1"_s), u"'+1"_s);
        QCOMPARE(CsvWriter::guarded(u"-1"_s), u"'-1"_s);
        QCOMPARE(CsvWriter::guarded(u"@cmd"_s), u"'@cmd"_s);
        QCOMPARE(CsvWriter::guarded(u"a=b"_s), u"a=b"_s);
        QCOMPARE(CsvWriter::guarded(QString()), QString());
    }

    void commit_writesCrlfRowsInUtf8()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"out.csv"_s);
        CsvWriter csv(path);
        QVERIFY(csv.open());
        csv.writeRow({u"a"_s, u"b,c"_s});
        csv.writeRow({u"ü"_s, u"=1"_s});
        QVERIFY(!QFile::exists(path)); // nothing in place before commit
        QVERIFY(csv.commit());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray("a,\"b,c\"\r\n\xc3\xbc,'=1\r\n"));
    }

    void withoutCommit_leavesAnExistingFileAlone()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"out.csv"_s);
        {
            QFile old(path);
            QVERIFY(old.open(QIODevice::WriteOnly));
            old.write("old");
        }
        {
            CsvWriter csv(path);
            QVERIFY(csv.open());
            csv.writeRow({u"new"_s});
        }
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray("old"));
    }

    void open_failsInAMissingDirectory()
    {
        QTemporaryDir dir;
        CsvWriter csv(dir.filePath(u"missing/out.csv"_s));
        QVERIFY(!csv.open());
        QVERIFY(!csv.errorString().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCsvWriter)
#include "tst_csvwriter.moc"
