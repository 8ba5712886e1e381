// SPDX-License-Identifier: GPL-3.0-or-later
// CsvReader and AliasFile: CSV parsing corner cases, ForwardDesk's CSV and JSON round trips, the ImprovMX and
// addy.io layouts, and the problems found in rows.

#include "core/aliasfile.h"
#include "core/csvreader.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using ForwardDesk::Core::AliasFile;
using ForwardDesk::Core::AliasRecord;
using ForwardDesk::Core::CsvReader;
using Problem = ForwardDesk::Core::AliasRecord::Problem;

namespace {
QList<AliasRecord> sampleRecords()
{
    AliasRecord plain;
    plain.domain = u"acme-studio.example"_s;
    plain.localPart = u"sales"_s;
    plain.destinations = {u"finn@example.net"_s, u"greta@example.org"_s};
    AliasRecord off;
    off.domain = u"acme-studio.example"_s;
    off.localPart = u"-old, \"quoted\""_s; // needs quoting and the formula guard; invalid, but must survive
    off.enabled = false;
    off.destinations = {u"hugo@example.com"_s};
    AliasRecord catchAll;
    catchAll.domain = u"lindqvist.example"_s;
    catchAll.catchAll = true;
    catchAll.destinations = {u"inbox@example.com"_s};
    return {plain, off, catchAll};
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}
} // namespace

class TestAliasFile final : public QObject
{
    Q_OBJECT

private slots:
    void csvReader_handlesQuotesLineEndsAndBlankLines()
    {
        const auto rows = CsvReader::parse(u"\uFEFFa,b\r\n\r\n\"x, \"\"y\"\"\",\"two\nlines\"\nlast , \n"_s);
        QCOMPARE(rows.size(), 3);
        QCOMPARE(rows.at(0).fields, (QStringList{u"a"_s, u"b"_s}));
        QCOMPARE(rows.at(0).line, 1);
        QCOMPARE(rows.at(1).fields, (QStringList{u"x, \"y\""_s, u"two\nlines"_s}));
        QCOMPARE(rows.at(1).line, 3);
        QCOMPARE(rows.at(2).fields, (QStringList{u"last"_s, QString()}));
        QCOMPARE(rows.at(2).line, 5);
    }

    void csvReader_lastLineWithoutLineEnd()
    {
        const auto rows = CsvReader::parse(u"a,b\nc,\"d\""_s);
        QCOMPARE(rows.size(), 2);
        QCOMPARE(rows.at(1).fields, (QStringList{u"c"_s, u"d"_s}));
    }

    void csv_roundTripKeepsEveryField()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"aliases.csv"_s);
        QString error;
        QVERIFY2(AliasFile::writeCsv(path, sampleRecords(), &error), qPrintable(error));
        const QByteArray bytes = readAll(path);
        QVERIFY(bytes.startsWith("domain,localpart,catch_all,enabled,destinations\r\n"));
        const AliasFile::Contents contents = AliasFile::parse(bytes);
        QCOMPARE(contents.layout, AliasFile::Layout::ForwardDeskCsv);
        compareRecords(contents.records, sampleRecords());
    }

    void json_roundTripKeepsEveryField()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"aliases.json"_s);
        QString error;
        QVERIFY2(AliasFile::writeJson(path, sampleRecords(), &error), qPrintable(error));
        const AliasFile::Contents contents = AliasFile::parse(readAll(path));
        QCOMPARE(contents.layout, AliasFile::Layout::ForwardDeskJson);
        compareRecords(contents.records, sampleRecords());
    }

    void writeCsv_unwritablePath_failsWithAReason()
    {
        QString error;
        QVERIFY(!AliasFile::writeCsv(u"/nonexistent-folder/x/aliases.csv"_s, sampleRecords(), &error));
        QVERIFY(!error.isEmpty());
    }

    void improvMx_aliasAndForwardColumns()
    {
        const QByteArray csv = "Alias,Forward\r\nsales,\"finn@example.net, greta@example.org\"\r\n"
                               "*,inbox@example.com\r\nbilling@other.example,hugo@example.com\r\n";
        const AliasFile::Contents contents = AliasFile::parse(csv, u"Acme-Studio.example"_s);
        QCOMPARE(contents.layout, AliasFile::Layout::ImprovMxCsv);
        QCOMPARE(contents.records.size(), 3);
        QCOMPARE(contents.records.at(0).address(), u"sales@acme-studio.example"_s);
        QCOMPARE(contents.records.at(0).destinations, (QStringList{u"finn@example.net"_s, u"greta@example.org"_s}));
        QCOMPARE(contents.records.at(0).line, 2);
        QVERIFY(contents.records.at(1).catchAll);
        QCOMPARE(contents.records.at(2).domain, u"other.example"_s);
        for (const AliasRecord &record : contents.records) {
            QCOMPARE(record.problem, Problem::None);
        }
    }

    void addyIo_exportColumns()
    {
        const QByteArray csv =
            "id,user_id,aliasable_id,aliasable_type,local_part,extension,domain,email,active,description,"
            "emails_forwarded,created_at,updated_at,deleted_at\n"
            "9a1,u1,d1,App\\Models\\Domain,shop,,acme-studio.example,shop@acme-studio.example,1,Shop,3,"
            "2024-01-02 10:00:00,2024-01-02 10:00:00,\n"
            "9a2,u1,d1,App\\Models\\Domain,old,,acme-studio.example,old@acme-studio.example,0,,0,"
            "2024-01-02 10:00:00,2024-01-03 10:00:00,2024-01-04 10:00:00\n";
        const AliasFile::Contents contents = AliasFile::parse(csv);
        QCOMPARE(contents.layout, AliasFile::Layout::AddyIoCsv);
        QCOMPARE(contents.records.size(), 2);
        QCOMPARE(contents.records.at(0).address(), u"shop@acme-studio.example"_s);
        QVERIFY(contents.records.at(0).enabled);
        // The export lists no recipients: the row needs a destination from the user.
        QCOMPARE(contents.records.at(0).problem, Problem::NoDestinations);
        QCOMPARE(contents.records.at(1).problem, Problem::DeletedAtSource);
        QVERIFY(!contents.records.at(1).enabled);
    }

    void addyIo_currentColumns_andFalseWrittenAsAnEmptyField()
    {
        // The columns of addy.io's alias record today, in another order; `active` false as PHP writes it.
        const QByteArray csv =
            "id,user_id,aliasable_id,aliasable_type,local_part,extension,domain,email,active,description,from_name,"
            "attached_recipients_only,emails_forwarded,emails_blocked,emails_replied,emails_sent,last_forwarded,"
            "last_blocked,last_replied,last_sent,created_at,updated_at,deleted_at\n"
            "9b1,u1,d1,App\\Models\\Domain,on,,acme-studio.example,on@acme-studio.example,1,,,,5,0,0,0,,,,,"
            "2024-01-02 10:00:00,2024-01-02 10:00:00,\n"
            "9b2,u1,d1,App\\Models\\Domain,off,,acme-studio.example,off@acme-studio.example,,,,,0,0,0,0,,,,,"
            "2024-01-02 10:00:00,2024-01-02 10:00:00,\n"
            "9b3,u1,d1,App\\Models\\Domain,upper,,acme-studio.example,upper@acme-studio.example,FALSE,,,,0,0,0,0,"
            ",,,,2024-01-02 10:00:00,2024-01-02 10:00:00,\n";
        const AliasFile::Contents contents = AliasFile::parse(csv);
        QCOMPARE(contents.layout, AliasFile::Layout::AddyIoCsv);
        QCOMPARE(contents.records.size(), 3);
        QVERIFY(contents.records.at(0).enabled);
        QVERIFY(!contents.records.at(1).enabled); // an empty `active` is off, not the default on
        QCOMPARE(contents.records.at(1).problem, Problem::NoDestinations); // not a bad flag
        QVERIFY(!contents.records.at(2).enabled);
        QCOMPARE(contents.records.at(2).address(), u"upper@acme-studio.example"_s);
    }

    void problems_areFoundPerRow_data()
    {
        QTest::addColumn<QByteArray>("row");
        QTest::addColumn<Problem>("problem");
        QTest::newRow("valid") << "a.example,sales,false,true,x@example.net"_ba << Problem::None;
        QTest::newRow("no domain") << ",sales,false,true,x@example.net"_ba << Problem::NoDomain;
        QTest::newRow("no address") << ",,false,true,x@example.net"_ba << Problem::NoAddress;
        QTest::newRow("space in local part") << "a.example,sa les,false,true,x@example.net"_ba << Problem::BadLocalPart;
        QTest::newRow("no destinations") << "a.example,sales,false,true,"_ba << Problem::NoDestinations;
        QTest::newRow("bad destination") << "a.example,sales,false,true,not-an-address"_ba << Problem::BadDestination;
        QTest::newRow("bad flag") << "a.example,sales,false,maybe,x@example.net"_ba << Problem::BadFlag;
        QTest::newRow("yes and no") << "a.example,sales,no,yes,x@example.net"_ba << Problem::None;
    }

    void problems_areFoundPerRow()
    {
        QFETCH(QByteArray, row);
        QFETCH(Problem, problem);
        const AliasFile::Contents contents =
            AliasFile::parse("domain,localpart,catch_all,enabled,destinations\n" + row);
        QCOMPARE(contents.records.size(), 1);
        QCOMPARE(contents.records.constFirst().problem, problem);
    }

    void unknownColumns_areNotAnAliasFile()
    {
        QCOMPARE(AliasFile::parse("name,phone\nAnna,123\n").layout, AliasFile::Layout::Unknown);
        QCOMPARE(AliasFile::parse("{\"something\": 1}").layout, AliasFile::Layout::Unknown);
        QCOMPARE(AliasFile::parse(QByteArray()).layout, AliasFile::Layout::Unknown);
    }

private:
    static void compareRecords(const QList<AliasRecord> &actual, const QList<AliasRecord> &expected)
    {
        QCOMPARE(actual.size(), expected.size());
        for (qsizetype i = 0; i < actual.size(); ++i) {
            QCOMPARE(actual.at(i).domain, expected.at(i).domain);
            QCOMPARE(actual.at(i).localPart, expected.at(i).localPart);
            QCOMPARE(actual.at(i).catchAll, expected.at(i).catchAll);
            QCOMPARE(actual.at(i).enabled, expected.at(i).enabled);
            QCOMPARE(actual.at(i).destinations, expected.at(i).destinations);
        }
    }
};

QTEST_GUILESS_MAIN(TestAliasFile)
#include "tst_aliasfile.moc"
