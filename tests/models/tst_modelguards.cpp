// SPDX-License-Identifier: GPL-3.0-or-later
// No row without an id enters a model, whoever hands it the record: a row nobody can act on is a silent blank.

#include "models/aliasmodel.h"
#include "models/apikeymodel.h"
#include "models/domainmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace ForwardDesk;

namespace {
Core::Domain domain(const QString &id, const QString &name)
{
    Core::Domain result;
    result.id = id;
    result.name = name;
    return result;
}

Core::Alias alias(const QString &id, const QString &localPart)
{
    Core::Alias result;
    result.id = id;
    result.localPart = localPart;
    result.destinations = {u"me@example.net"_s};
    return result;
}

Core::ApiKey key(const QString &id, const QString &name)
{
    Core::ApiKey result;
    result.id = id;
    result.name = name;
    return result;
}
} // namespace

class TestModelGuards final : public QObject
{
    Q_OBJECT

private slots:
    void domainModel_rowsWithoutId_neverEnter()
    {
        Models::DomainModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDomains(
            {domain(u"1"_s, u"a.example"_s), domain(QString(), u"b.example"_s), domain(u"3"_s, u"c.example"_s)});
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.rowOf(QString()), -1);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        model.upsertDomain(domain(QString(), u"d.example"_s));
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(inserted.count(), 0);
        model.upsertDomain(domain(u"4"_s, u"d.example"_s));
        QCOMPARE(model.rowCount(), 3);
    }

    void aliasModel_rowsWithoutId_neverEnter()
    {
        Models::AliasModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDomain(u"1"_s, u"a.example"_s);
        model.setAliases({alias(QString(), u"ghost"_s), alias(u"7"_s, u"hello"_s)});
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.aliasAt(0).id, u"7"_s);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        model.upsertAlias(alias(QString(), u"other"_s));
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(inserted.count(), 0);
    }

    void apiKeyModel_rowsWithoutId_neverEnter()
    {
        Models::ApiKeyModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setKeys({key(u"1"_s, u"CI"_s), key(QString(), u"lost"_s)});
        QCOMPARE(model.rowCount(), 1);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        model.upsertKey(key(QString(), u"new"_s));
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(inserted.count(), 0);
    }
};

QTEST_GUILESS_MAIN(TestModelGuards)
#include "tst_modelguards.moc"
