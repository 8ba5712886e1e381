// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/aliasfiltermodel.h"
#include "models/aliasmodel.h"
#include "models/roles.h"
#include "modeltestutil.h"

#include <QSignalSpy>
#include <QTest>
#include <QTimeZone>

using namespace Qt::StringLiterals;
using ForwardDesk::Core::Alias;
using ForwardDesk::Models::AliasFilterModel;
using ForwardDesk::Models::AliasModel;
namespace Roles = ForwardDesk::Models;

namespace {
Alias makeAlias(const QString &id, const QString &localPart, bool enabled, const QStringList &destinations,
                int createdDay = 1)
{
    Alias alias;
    alias.id = id;
    alias.localPart = localPart;
    alias.catchAll = localPart.isEmpty();
    alias.enabled = enabled;
    alias.destinations = destinations;
    alias.createdAt = QDateTime(QDate(2026, 11, createdDay), QTime(9, 0), QTimeZone::utc());
    return alias;
}
} // namespace

class TestAliasFilterModel final : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        m_source.renew([](AliasModel &source) { source.setDomain(u"d1"_s, u"example.com"_s); });
        // Testers on both live as long as the models: every source change below is checked through the proxy.
        m_proxy.renew([this](AliasFilterModel &proxy) { proxy.setSourceModel(m_source.get()); });
        // Created on days 5, 20, 3 and 12: the order by date differs from the order by text ("12" < "20" < "3").
        m_source->setAliases({
            makeAlias(u"1"_s, u"info"_s, true, {u"Alice@Home.example"_s}, 5),
            makeAlias(u"2"_s, u"shop"_s, false, {u"orders@work.example"_s, u"bob@home.example"_s}, 20),
            makeAlias(u"3"_s, {}, true, {u"inbox@work.example"_s}, 3),
            makeAlias(u"4"_s, u"abuse"_s, true, {u"security@work.example"_s}, 12),
        });
    }

    void cleanup()
    {
        m_proxy.clear();
        m_source.clear();
    }

    // Filtering

    void noFilter_showsEveryAlias() { QCOMPARE(m_proxy->rowCount(), 4); }

    void filterText_matchesAddressIgnoringCase()
    {
        m_proxy->setFilterText(u"  SHOP@ "_s);
        QCOMPARE(ids(), QStringList{u"2"_s});
    }

    void filterText_matchesAnyDestination()
    {
        m_proxy->setFilterText(u"home.EXAMPLE"_s);
        QCOMPARE(ids(), (QStringList{u"1"_s, u"2"_s}));
        m_proxy->setFilterText(u"nobody"_s);
        QCOMPARE(m_proxy->rowCount(), 0);
        m_proxy->setFilterText({});
        QCOMPARE(m_proxy->rowCount(), 4);
    }

    void stateFilter_showsEnabledDisabledOrCatchAll()
    {
        m_proxy->setStateFilter(AliasFilterModel::StateFilter::Enabled);
        QCOMPARE(ids(), (QStringList{u"1"_s, u"3"_s, u"4"_s}));
        m_proxy->setStateFilter(AliasFilterModel::StateFilter::Disabled);
        QCOMPARE(ids(), QStringList{u"2"_s});
        m_proxy->setStateFilter(AliasFilterModel::StateFilter::CatchAll);
        QCOMPARE(ids(), QStringList{u"3"_s});
        m_proxy->setStateFilter(AliasFilterModel::StateFilter::All);
        QCOMPARE(m_proxy->rowCount(), 4);
    }

    void filterTextAndState_bothMustMatch()
    {
        m_proxy->setFilterText(u"work.example"_s);
        m_proxy->setStateFilter(AliasFilterModel::StateFilter::Enabled);
        QCOMPARE(ids(), (QStringList{u"3"_s, u"4"_s}));
        m_proxy->setStateFilter(AliasFilterModel::StateFilter::Disabled);
        QCOMPARE(ids(), QStringList{u"2"_s});
    }

    void catchAllText_matchesTheStarAddress()
    {
        m_proxy->setFilterText(u"*@"_s);
        QCOMPARE(ids(), QStringList{u"3"_s});
    }

    // The source changing under a filter

    void upsertAlias_underStateFilter_rowLeavesAndJoins()
    {
        m_proxy->setStateFilter(AliasFilterModel::StateFilter::Enabled);
        m_source->upsertAlias(makeAlias(u"1"_s, u"info"_s, false, {u"alice@home.example"_s}));
        QCOMPARE(ids(), (QStringList{u"3"_s, u"4"_s}));
        m_source->upsertAlias(makeAlias(u"2"_s, u"shop"_s, true, {u"orders@work.example"_s}));
        QCOMPARE(ids(), (QStringList{u"2"_s, u"3"_s, u"4"_s}));
        m_source->upsertAlias(makeAlias(u"5"_s, u"new"_s, true, {u"x@y.example"_s}));
        m_source->removeAlias(u"3"_s);
        QCOMPARE(ids(), (QStringList{u"2"_s, u"4"_s, u"5"_s}));
    }

    void optimisticToggle_underStateFilter_hidesTheRowAndRollbackBringsItBack()
    {
        m_proxy->setStateFilter(AliasFilterModel::StateFilter::Enabled);
        m_source->setEnabledOptimistic(u"4"_s, false);
        QCOMPARE(ids(), (QStringList{u"1"_s, u"3"_s}));
        m_source->rollbackEnabled(u"4"_s);
        QCOMPARE(ids(), (QStringList{u"1"_s, u"3"_s, u"4"_s}));
    }

    // Sorting

    void sortAddress_catchAllFirstAscendingLastDescending()
    {
        m_proxy->sort(AliasModel::AddressColumn, Qt::AscendingOrder);
        QCOMPARE(ids(), (QStringList{u"3"_s, u"4"_s, u"1"_s, u"2"_s}));
        m_proxy->sort(AliasModel::AddressColumn, Qt::DescendingOrder);
        QCOMPARE(ids(), (QStringList{u"2"_s, u"1"_s, u"4"_s, u"3"_s}));
    }

    void sortCreated_sortsByDateNotByText()
    {
        m_proxy->sort(AliasModel::CreatedColumn, Qt::AscendingOrder);
        QCOMPARE(ids(), (QStringList{u"3"_s, u"1"_s, u"4"_s, u"2"_s}));
    }

    void sortEnabled_disabledFirstAscending()
    {
        m_proxy->sort(AliasModel::EnabledColumn, Qt::AscendingOrder);
        QCOMPARE(m_proxy->index(0, 0).data(Roles::IdRole).toString(), u"2"_s);
    }

    void sortedAndFiltered_newRowLandsInItsPlace()
    {
        m_proxy->sort(AliasModel::AddressColumn, Qt::AscendingOrder);
        m_proxy->setStateFilter(AliasFilterModel::StateFilter::Enabled);
        m_source->upsertAlias(makeAlias(u"6"_s, u"billing"_s, true, {u"x@y.example"_s}));
        QCOMPARE(ids(), (QStringList{u"3"_s, u"4"_s, u"6"_s, u"1"_s}));
    }

    // A large domain: the same rows, worked out on a worker thread

    void background_stateFilterAndSort_sameRowsAsAtOnce_andAToggleStillMovesTheRow()
    {
        m_proxy->setBackgroundThreshold(0);
        QSignalSpy updated(m_proxy.get(), &AliasFilterModel::updated);
        m_proxy->sort(AliasModel::AddressColumn, Qt::AscendingOrder);
        m_proxy->setStateFilter(AliasFilterModel::StateFilter::Enabled);
        QVERIFY(m_proxy->isUpdating());
        QTRY_VERIFY(!m_proxy->isUpdating());
        QVERIFY(updated.count() >= 1);
        QCOMPARE(ids(), (QStringList{u"3"_s, u"4"_s, u"1"_s}));

        // A single row changing is placed at once, without waiting for a worker.
        m_source->setEnabledOptimistic(u"4"_s, false);
        QVERIFY(!m_proxy->isUpdating());
        QCOMPARE(ids(), (QStringList{u"3"_s, u"1"_s}));
        m_source->rollbackEnabled(u"4"_s);
        QCOMPARE(ids(), (QStringList{u"3"_s, u"4"_s, u"1"_s}));
    }

private:
    QStringList ids() const { return ForwardDesk::ModelTests::rowIds(*m_proxy); }

    ForwardDesk::ModelTests::TestedModel<AliasModel> m_source;
    ForwardDesk::ModelTests::TestedModel<AliasFilterModel> m_proxy;
};

QTEST_GUILESS_MAIN(TestAliasFilterModel)
#include "tst_aliasfiltermodel.moc"
