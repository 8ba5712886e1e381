// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/aliasmodel.h"
#include "models/roles.h"
#include "modeltestutil.h"

#include <QSignalSpy>
#include <QTest>
#include <QTimeZone>

using namespace Qt::StringLiterals;
using ForwardDesk::Core::Alias;
using ForwardDesk::Models::AliasModel;
namespace Roles = ForwardDesk::Models;

namespace {
Alias makeAlias(const QString &id, const QString &localPart, bool enabled = true,
                const QStringList &destinations = {u"me@example.org"_s})
{
    Alias alias;
    alias.id = id;
    alias.domainId = u"d1"_s;
    alias.localPart = localPart;
    alias.catchAll = localPart.isEmpty();
    alias.enabled = enabled;
    alias.destinations = destinations;
    alias.createdAt = QDateTime(QDate(2026, 11, 1), QTime(9, 0), QTimeZone::utc());
    alias.updatedAt = alias.createdAt.addDays(1);
    return alias;
}
} // namespace

class TestAliasModel final : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        m_model.renew();
        m_model->setDomain(u"d1"_s, u"xn--bcher-kva.example"_s);
    }

    void cleanup() { m_model.clear(); }

    // Loading and editing rows

    void setAliases_oneBatch_resetsOnce()
    {
        const QList<Alias> aliases = {makeAlias(u"1"_s, u"info"_s), makeAlias(u"2"_s, {}),
                                      makeAlias(u"3"_s, u"shop"_s)};
        ForwardDesk::ModelTests::verifyLoadsInOneReset(
            m_model.get(), [&] { m_model->setAliases(aliases); }, 3, AliasModel::ColumnCount);
    }

    void upsertAlias_existingId_changesOneRowInPlace()
    {
        m_model->setAliases({makeAlias(u"1"_s, u"info"_s), makeAlias(u"2"_s, u"shop"_s)});
        QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
        QSignalSpy inserts(m_model.get(), &QAbstractItemModel::rowsInserted);
        QSignalSpy resets(m_model.get(), &QAbstractItemModel::modelReset);
        m_model->upsertAlias(makeAlias(u"2"_s, u"store"_s));
        QCOMPARE(changed.count(), 1);
        const QModelIndex topLeft = changed.first().at(0).toModelIndex();
        const QModelIndex bottomRight = changed.first().at(1).toModelIndex();
        QCOMPARE(topLeft.row(), 1);
        QCOMPARE(bottomRight.row(), 1);
        QCOMPARE(inserts.count(), 0);
        QCOMPARE(resets.count(), 0);
        QCOMPARE(m_model->rowCount(), 2);
        QCOMPARE(m_model->index(1, AliasModel::AddressColumn).data().toString(), u"store@bücher.example"_s);
    }

    void upsertAlias_newId_appendsOneRow()
    {
        m_model->setAliases({makeAlias(u"1"_s, u"info"_s)});
        QSignalSpy inserts(m_model.get(), &QAbstractItemModel::rowsInserted);
        m_model->upsertAlias(makeAlias(u"9"_s, u"new"_s));
        QCOMPARE(inserts.count(), 1);
        QCOMPARE(inserts.first().at(1).toInt(), 1);
        QCOMPARE(m_model->rowOf(u"9"_s), 1);
    }

    void removeAlias_removesOnlyThatRow()
    {
        m_model->setAliases({makeAlias(u"1"_s, u"info"_s), makeAlias(u"2"_s, u"shop"_s)});
        QSignalSpy removed(m_model.get(), &QAbstractItemModel::rowsRemoved);
        m_model->removeAlias(u"1"_s);
        m_model->removeAlias(u"missing"_s);
        QCOMPARE(removed.count(), 1);
        QCOMPARE(m_model->rowCount(), 1);
        QCOMPARE(m_model->aliasAt(0).id, u"2"_s);
        QCOMPARE(m_model->rowOf(u"1"_s), -1);
    }

    void rowOf_followsRowsAsTheyMove()
    {
        m_model->setAliases({makeAlias(u"1"_s, u"info"_s), makeAlias(u"2"_s, u"shop"_s), makeAlias(u"3"_s, u"x"_s)});
        QCOMPARE(m_model->rowOf(u"3"_s), 2);
        m_model->removeAlias(u"1"_s);
        QCOMPARE(m_model->rowOf(u"3"_s), 1);
        m_model->upsertAlias(makeAlias(u"4"_s, u"new"_s));
        QCOMPARE(m_model->rowOf(u"4"_s), 2);
        m_model->setAliases({makeAlias(u"4"_s, u"new"_s)});
        QCOMPARE(m_model->rowOf(u"4"_s), 0);
        QCOMPARE(m_model->rowOf(u"3"_s), -1);
    }

    void aliasAt_outOfRange_returnsEmptyAlias()
    {
        m_model->setAliases({makeAlias(u"1"_s, u"info"_s)});
        QVERIFY(m_model->aliasAt(-1).id.isEmpty());
        QVERIFY(m_model->aliasAt(1).id.isEmpty());
        QCOMPARE(m_model->aliasAt(0).id, u"1"_s);
    }

    // What the rows show

    void data_address_isUnicodeWithTheAsciiFormInTheTooltip()
    {
        m_model->setAliases({makeAlias(u"1"_s, u"info"_s)});
        const QModelIndex address = m_model->index(0, AliasModel::AddressColumn);
        QCOMPARE(address.data().toString(), u"info@bücher.example"_s);
        QVERIFY(address.data(Qt::ToolTipRole).toString().contains(u"info@xn--bcher-kva.example"_s));
        QCOMPARE(address.data(Roles::IdRole).toString(), u"1"_s);
        QCOMPARE(address.data(Roles::CatchAllRole).toBool(), false);
    }

    void data_catchAll_isMarkedAndExplained()
    {
        m_model->setAliases({makeAlias(u"c"_s, {})});
        const QModelIndex address = m_model->index(0, AliasModel::AddressColumn);
        QCOMPARE(address.data().toString(), u"*@bücher.example"_s);
        QCOMPARE(address.data(Qt::ToolTipRole).toString(),
                 u"Catch-all: every address of the domain without its own alias"_s);
        QCOMPARE(address.data(Roles::CatchAllRole).toBool(), true);
    }

    void data_destinations_joinedWithCommasAndOnePerLineInTheTooltip()
    {
        m_model->setAliases({makeAlias(u"1"_s, u"info"_s, true, {u"a@x.example"_s, u"b@y.example"_s})});
        const QModelIndex destinations = m_model->index(0, AliasModel::DestinationsColumn);
        QCOMPARE(destinations.data().toString(), u"a@x.example, b@y.example"_s);
        QCOMPARE(destinations.data(Qt::ToolTipRole).toString(), u"a@x.example\nb@y.example"_s);
    }

    void data_forwardedCount_emptyWhenUnknown()
    {
        Alias counted = makeAlias(u"1"_s, u"info"_s);
        counted.forwardedCount = 12;
        m_model->setAliases({counted, makeAlias(u"2"_s, u"shop"_s)});
        QCOMPARE(m_model->index(0, AliasModel::ForwardedColumn).data().toInt(), 12);
        QVERIFY(!m_model->index(1, AliasModel::ForwardedColumn).data().isValid());
    }

    void data_enabled_isACheckStateAndAStatus()
    {
        m_model->setAliases({makeAlias(u"1"_s, u"on"_s, true), makeAlias(u"2"_s, u"off"_s, false)});
        QCOMPARE(m_model->index(0, AliasModel::EnabledColumn).data(Qt::CheckStateRole).toInt(), int(Qt::Checked));
        QCOMPARE(m_model->index(1, AliasModel::EnabledColumn).data(Qt::CheckStateRole).toInt(), int(Qt::Unchecked));
        QCOMPARE(m_model->index(0, AliasModel::AddressColumn).data(Roles::StatusRole).toInt(), 1);
        QCOMPARE(m_model->index(1, AliasModel::AddressColumn).data(Roles::StatusRole).toInt(), 0);
        QVERIFY(!m_model->index(0, AliasModel::AddressColumn).data(Qt::CheckStateRole).isValid());
    }

    void setDomain_afterLoading_updatesEveryAddress()
    {
        m_model->setAliases({makeAlias(u"1"_s, u"info"_s), makeAlias(u"2"_s, u"shop"_s)});
        QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
        m_model->setDomain(u"d2"_s, u"other.example"_s);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.first().at(0).toModelIndex().column(), int(AliasModel::AddressColumn));
        QCOMPARE(changed.first().at(1).toModelIndex().row(), 1);
        QCOMPARE(m_model->index(1, AliasModel::AddressColumn).data().toString(), u"shop@other.example"_s);
        QCOMPARE(m_model->domainId(), u"d2"_s);
    }

    void setDomain_unicodeName_isShownAsItIs()
    {
        m_model->setDomain(u"d3"_s, u"bücher.example"_s);
        m_model->setAliases({makeAlias(u"1"_s, u"info"_s)});
        QCOMPARE(m_model->index(0, AliasModel::AddressColumn).data().toString(), u"info@bücher.example"_s);
    }

    // Turning forwarding on and off

    void flags_enabledColumnOnly_isUserCheckable()
    {
        m_model->setAliases({makeAlias(u"1"_s, u"info"_s)});
        QVERIFY(m_model->flags(m_model->index(0, AliasModel::EnabledColumn)) & Qt::ItemIsUserCheckable);
        QVERIFY(!(m_model->flags(m_model->index(0, AliasModel::AddressColumn)) & Qt::ItemIsUserCheckable));
    }

    void setData_checkState_requestsToggleAndChangesNothing()
    {
        m_model->setAliases({makeAlias(u"1"_s, u"info"_s, true)});
        QSignalSpy requested(m_model.get(), &AliasModel::enabledToggleRequested);
        QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
        const QModelIndex enabled = m_model->index(0, AliasModel::EnabledColumn);
        QVERIFY(!m_model->setData(enabled, Qt::Unchecked, Qt::CheckStateRole));
        QCOMPARE(requested.count(), 1);
        QCOMPARE(requested.first().at(0).toString(), u"1"_s);
        QCOMPARE(requested.first().at(1).toBool(), false);
        QCOMPARE(changed.count(), 0);
        QCOMPARE(enabled.data(Qt::CheckStateRole).toInt(), int(Qt::Checked));
        QVERIFY(m_model->aliasAt(0).enabled);
    }

    void setData_checkStateAsADelegateSendsIt_requestsToggle()
    {
        m_model->setAliases({makeAlias(u"1"_s, u"info"_s, false)});
        QSignalSpy requested(m_model.get(), &AliasModel::enabledToggleRequested);
        const QModelIndex enabled = m_model->index(0, AliasModel::EnabledColumn);
        QVERIFY(!m_model->setData(enabled, QVariant::fromValue(Qt::Checked), Qt::CheckStateRole));
        QCOMPARE(requested.count(), 1);
        QCOMPARE(requested.first().at(1).toBool(), true);
    }

    void setData_sameStateOrOtherRole_requestsNothing()
    {
        m_model->setAliases({makeAlias(u"1"_s, u"info"_s, true)});
        QSignalSpy requested(m_model.get(), &AliasModel::enabledToggleRequested);
        QVERIFY(!m_model->setData(m_model->index(0, AliasModel::EnabledColumn), Qt::Checked, Qt::CheckStateRole));
        QVERIFY(!m_model->setData(m_model->index(0, AliasModel::EnabledColumn), false, Qt::EditRole));
        QVERIFY(!m_model->setData(m_model->index(0, AliasModel::AddressColumn), Qt::Unchecked, Qt::CheckStateRole));
        QCOMPARE(requested.count(), 0);
    }

    void setEnabledOptimistic_showsTheNewStateAtOnceInOneRow()
    {
        m_model->setAliases({makeAlias(u"1"_s, u"info"_s, true), makeAlias(u"2"_s, u"shop"_s, true)});
        QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
        QVERIFY(m_model->setEnabledOptimistic(u"2"_s, false));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.first().at(0).toModelIndex().row(), 1);
        QCOMPARE(changed.first().at(1).toModelIndex().row(), 1);
        const auto roles = changed.first().at(2).value<QList<int>>();
        QVERIFY(roles.contains(Qt::CheckStateRole));
        QVERIFY(roles.contains(Roles::PendingRole));
        QCOMPARE(m_model->index(1, AliasModel::EnabledColumn).data(Qt::CheckStateRole).toInt(), int(Qt::Unchecked));
        QCOMPARE(m_model->index(1, AliasModel::EnabledColumn).data(Roles::PendingRole).toBool(), true);
        QVERIFY(m_model->isEnabledPending(u"2"_s));
        QVERIFY(!m_model->setEnabledOptimistic(u"missing"_s, false));
    }

    void rollbackEnabled_restoresTheStateBeforeTheChange()
    {
        m_model->setAliases({makeAlias(u"1"_s, u"info"_s, true)});
        m_model->setEnabledOptimistic(u"1"_s, false);
        m_model->setEnabledOptimistic(u"1"_s, true);
        m_model->setEnabledOptimistic(u"1"_s, false);
        QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
        m_model->rollbackEnabled(u"1"_s);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(m_model->index(0, AliasModel::EnabledColumn).data(Qt::CheckStateRole).toInt(), int(Qt::Checked));
        QCOMPARE(m_model->index(0, AliasModel::EnabledColumn).data(Roles::PendingRole).toBool(), false);
        QVERIFY(!m_model->isEnabledPending(u"1"_s));
        m_model->rollbackEnabled(u"1"_s); // nothing pending any more: no change
        QCOMPARE(changed.count(), 1);
        QVERIFY(m_model->aliasAt(0).enabled);
    }

    void confirmEnabled_keepsTheNewState()
    {
        m_model->setAliases({makeAlias(u"1"_s, u"info"_s, false)});
        m_model->setEnabledOptimistic(u"1"_s, true);
        m_model->confirmEnabled(u"1"_s);
        QVERIFY(!m_model->isEnabledPending(u"1"_s));
        m_model->rollbackEnabled(u"1"_s);
        QCOMPARE(m_model->index(0, AliasModel::EnabledColumn).data(Qt::CheckStateRole).toInt(), int(Qt::Checked));
        QCOMPARE(m_model->index(0, 0).data(Roles::StatusRole).toInt(), 1);
    }

    void setData_whileAnswerPending_requestsNothing()
    {
        m_model->setAliases({makeAlias(u"1"_s, u"info"_s, true)});
        m_model->setEnabledOptimistic(u"1"_s, false);
        QSignalSpy requested(m_model.get(), &AliasModel::enabledToggleRequested);
        m_model->setData(m_model->index(0, AliasModel::EnabledColumn), Qt::Checked, Qt::CheckStateRole);
        QCOMPARE(requested.count(), 0);
    }

    void upsertAlias_settlesAPendingChange()
    {
        m_model->setAliases({makeAlias(u"1"_s, u"info"_s, true)});
        m_model->setEnabledOptimistic(u"1"_s, false);
        m_model->upsertAlias(makeAlias(u"1"_s, u"info"_s, false));
        QVERIFY(!m_model->isEnabledPending(u"1"_s));
        m_model->rollbackEnabled(u"1"_s);
        QCOMPARE(m_model->aliasAt(0).enabled, false);
    }

    void setAliases_keepsATogglesPendingValueAndMark()
    {
        m_model->setAliases({makeAlias(u"1"_s, u"info"_s, true), makeAlias(u"2"_s, u"shop"_s, true)});
        m_model->setEnabledOptimistic(u"1"_s, false);
        // A list read before the toggle reached the service: still the old value.
        m_model->setAliases({makeAlias(u"3"_s, u"sales"_s, true), makeAlias(u"1"_s, u"info"_s, true),
                             makeAlias(u"2"_s, u"shop"_s, true)});
        const int row = m_model->rowOf(u"1"_s);
        QCOMPARE(row, 1);
        QVERIFY(m_model->isEnabledPending(u"1"_s));
        QCOMPARE(m_model->index(row, AliasModel::EnabledColumn).data(Qt::CheckStateRole).toInt(), int(Qt::Unchecked));
        QCOMPARE(m_model->index(row, AliasModel::EnabledColumn).data(Roles::PendingRole).toBool(), true);
        QCOMPARE(m_model->index(row, AliasModel::EnabledColumn).data(Qt::ToolTipRole).toString(),
                 u"Turning forwarding off…"_s);
        QCOMPARE(m_model->index(row, 0).data(Roles::StatusRole).toInt(), 0);
        QVERIFY(!m_model->isEnabledPending(u"2"_s));
        QVERIFY(!m_model->isEnabledPending(u"3"_s));
        QVERIFY(m_model->aliasAt(m_model->rowOf(u"2"_s)).enabled);

        // The answer settles it as before: confirmed, the row keeps the new value.
        m_model->confirmEnabled(u"1"_s);
        QVERIFY(!m_model->isEnabledPending(u"1"_s));
        QCOMPARE(m_model->aliasAt(row).enabled, false);
    }

    void setAliases_thenRefusedToggle_showsTheListedValue()
    {
        m_model->setAliases({makeAlias(u"1"_s, u"info"_s, false)});
        m_model->setEnabledOptimistic(u"1"_s, true);
        m_model->setAliases({makeAlias(u"1"_s, u"info"_s, false)});
        QVERIFY(m_model->isEnabledPending(u"1"_s));
        QCOMPARE(m_model->aliasAt(0).enabled, true);
        m_model->rollbackEnabled(u"1"_s);
        QVERIFY(!m_model->isEnabledPending(u"1"_s));
        QCOMPARE(m_model->index(0, AliasModel::EnabledColumn).data(Qt::CheckStateRole).toInt(), int(Qt::Unchecked));
    }

    void setAliases_forgetsThePendingToggleOfAnAliasNoLongerListed()
    {
        m_model->setAliases({makeAlias(u"1"_s, u"info"_s, true), makeAlias(u"2"_s, u"shop"_s, true)});
        m_model->setEnabledOptimistic(u"1"_s, false);
        m_model->setAliases({makeAlias(u"2"_s, u"shop"_s, true)});
        QVERIFY(!m_model->isEnabledPending(u"1"_s));
        m_model->setAliases({makeAlias(u"1"_s, u"info"_s, true), makeAlias(u"2"_s, u"shop"_s, true)});
        QVERIFY(!m_model->isEnabledPending(u"1"_s));
        QCOMPARE(m_model->aliasAt(m_model->rowOf(u"1"_s)).enabled, true);
    }

private:
    ForwardDesk::ModelTests::TestedModel<AliasModel> m_model;
};

QTEST_GUILESS_MAIN(TestAliasModel)
#include "tst_aliasmodel.moc"
