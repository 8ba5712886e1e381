// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/domainmodel.h"
#include "models/roles.h"
#include "modeltestutil.h"

#include <QSignalSpy>
#include <QTest>
#include <QTimeZone>

using namespace Qt::StringLiterals;
using ForwardDesk::Core::Domain;
using ForwardDesk::Models::DomainModel;

namespace {
Domain makeDomain(const QString &id, const QString &name, Domain::Status status, int aliases = -1)
{
    Domain domain;
    domain.id = id;
    domain.name = name;
    domain.status = status;
    domain.aliasCount = aliases;
    domain.createdAt = QDateTime(QDate(2026, 11, 1), QTime(9, 0), QTimeZone::utc());
    return domain;
}
} // namespace

class TestDomainModel final : public QObject
{
    Q_OBJECT

private slots:
    void init() { m_model.renew(); }

    void cleanup() { m_model.clear(); }

    void setDomains_oneBatch_resetsOnce()
    {
        const QList<Domain> domains = {makeDomain(u"1"_s, u"example.com"_s, Domain::Status::Active, 3),
                                       makeDomain(u"2"_s, u"xn--bcher-kva.example"_s, Domain::Status::Pending)};
        ForwardDesk::ModelTests::verifyLoadsInOneReset(
            m_model.get(), [&] { m_model->setDomains(domains); }, 2, DomainModel::ColumnCount);
    }

    void data_internationalName_isShownInUnicode()
    {
        m_model->setDomains({makeDomain(u"2"_s, u"xn--bcher-kva.example"_s, Domain::Status::Pending)});
        QCOMPARE(m_model->index(0, DomainModel::NameColumn).data().toString(), u"bücher.example"_s);
        QVERIFY(m_model->index(0, DomainModel::NameColumn).data(Qt::ToolTipRole).toString().contains(u"xn--"_s));
        QCOMPARE(m_model->index(0, DomainModel::StatusColumn).data().toString(), u"Pending"_s);
        QCOMPARE(m_model->index(0, 0).data(ForwardDesk::Models::IdRole).toString(), u"2"_s);
    }

    void data_unknownAliasCount_isEmpty()
    {
        m_model->setDomains({makeDomain(u"1"_s, u"a.example"_s, Domain::Status::Active, -1),
                             makeDomain(u"2"_s, u"b.example"_s, Domain::Status::Active, 0)});
        QVERIFY(!m_model->index(0, DomainModel::AliasCountColumn).data().isValid());
        QCOMPARE(m_model->index(1, DomainModel::AliasCountColumn).data().toInt(), 0);
    }

    void upsertDomain_existingId_updatesInPlace()
    {
        m_model->setDomains({makeDomain(u"1"_s, u"a.example"_s, Domain::Status::Pending),
                             makeDomain(u"2"_s, u"b.example"_s, Domain::Status::Pending)});
        QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
        QSignalSpy inserts(m_model.get(), &QAbstractItemModel::rowsInserted);
        m_model->upsertDomain(makeDomain(u"2"_s, u"b.example"_s, Domain::Status::Active));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.first().at(0).toModelIndex().row(), 1);
        QCOMPARE(inserts.count(), 0);
        QCOMPARE(m_model->index(1, DomainModel::StatusColumn).data().toString(), u"Active"_s);
    }

    void upsertDomain_newId_appendsOneRow()
    {
        m_model->setDomains({makeDomain(u"1"_s, u"a.example"_s, Domain::Status::Active)});
        QSignalSpy inserts(m_model.get(), &QAbstractItemModel::rowsInserted);
        m_model->upsertDomain(makeDomain(u"9"_s, u"new.example"_s, Domain::Status::Pending));
        QCOMPARE(inserts.count(), 1);
        QCOMPARE(m_model->rowCount(), 2);
        QCOMPARE(m_model->rowOf(u"9"_s), 1);
    }

    void removeDomain_removesOnlyThatRow()
    {
        m_model->setDomains({makeDomain(u"1"_s, u"a.example"_s, Domain::Status::Active),
                             makeDomain(u"2"_s, u"b.example"_s, Domain::Status::Active)});
        m_model->removeDomain(u"1"_s);
        m_model->removeDomain(u"missing"_s);
        QCOMPARE(m_model->rowCount(), 1);
        QCOMPARE(m_model->domains().first().id, u"2"_s);
    }

    void idOfName_findsAsciiAndUnicodeNamesInAnyCase()
    {
        m_model->setDomains({makeDomain(u"1"_s, u"a.example"_s, Domain::Status::Active),
                             makeDomain(u"2"_s, u"xn--bcher-kva.example"_s, Domain::Status::Pending)});
        QCOMPARE(m_model->idOfName(u"A.Example"_s), u"1"_s);
        QCOMPARE(m_model->idOfName(u"xn--bcher-kva.example"_s), u"2"_s);
        QCOMPARE(m_model->idOfName(u"bücher.example"_s), u"2"_s);
        QVERIFY(m_model->idOfName(u"missing.example"_s).isEmpty());
    }

private:
    ForwardDesk::ModelTests::TestedModel<DomainModel> m_model;
};

QTEST_GUILESS_MAIN(TestDomainModel)
#include "tst_domainmodel.moc"
