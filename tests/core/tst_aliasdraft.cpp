// SPDX-License-Identifier: GPL-3.0-or-later
// AliasDraft: what a PATCH carries. A toggle sends only `enabled`; no update sends an empty destination list.

#include "core/alias.h"
#include "core/aliasdraft.h"

#include <QJsonArray>
#include <QTest>

using namespace Qt::StringLiterals;
using ForwardDesk::Core::Alias;
using ForwardDesk::Core::AliasDraft;

class TestAliasDraft final : public QObject
{
    Q_OBJECT

private slots:
    void fromAlias_keepsEveryField()
    {
        Alias alias;
        alias.localPart = u"sales"_s;
        alias.enabled = false;
        alias.destinations = {u"a@example.net"_s, u"b@example.org"_s};
        const AliasDraft draft = AliasDraft::fromAlias(alias);
        QCOMPARE(draft.localPart, alias.localPart);
        QCOMPARE(draft.enabled, false);
        QCOMPARE(draft.destinations, alias.destinations);
        const QJsonObject body = draft.toUpdateJson();
        QCOMPARE(body.value(u"localpart"_s).toString(), u"sales"_s);
        QCOMPARE(body.value(u"enabled"_s).toBool(), false);
        QCOMPARE(body.value(u"destinations"_s).toArray().size(), 2);
    }

    void enabledOnly_sendsNothingElse()
    {
        const QJsonObject body = AliasDraft::enabledOnly(true).toUpdateJson();
        QCOMPARE(body.keys(), QStringList{u"enabled"_s});
        QCOMPARE(body.value(u"enabled"_s).toBool(), true);
    }

    void update_withUnknownDestinations_neverSendsAnEmptyList()
    {
        Alias alias; // the service's record had no destinations field the client recognised
        alias.localPart = u"info"_s;
        AliasDraft draft = AliasDraft::fromAlias(alias);
        draft.enabled = false;
        const QJsonObject body = draft.toUpdateJson();
        QVERIFY(!body.contains(u"destinations"_s));
        QCOMPARE(body.value(u"localpart"_s).toString(), u"info"_s);
    }

    void create_sendsEveryField()
    {
        AliasDraft draft;
        draft.catchAll = true;
        draft.destinations = {u"all@example.net"_s};
        const QJsonObject body = draft.toCreateJson();
        QCOMPARE(body.value(u"localpart"_s).toString(), u"*"_s);
        QCOMPARE(body.value(u"is_catch_all"_s).toBool(), true);
        QCOMPARE(body.value(u"enabled"_s).toBool(), true);
        QCOMPARE(body.value(u"destinations"_s).toArray().size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestAliasDraft)
#include "tst_aliasdraft.moc"
