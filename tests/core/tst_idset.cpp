// SPDX-License-Identifier: GPL-3.0-or-later
// The set of record ids a list uses to drop records that come twice: exact, whatever the ids look like.

#include "core/idset.h"

#include <QRandomGenerator>
#include <QSet>
#include <QTest>

using namespace Qt::StringLiterals;
using ForwardDesk::Core::IdSet;

class TestIdSet final : public QObject
{
    Q_OBJECT

private slots:
    void insert_isTrueOnlyTheFirstTime()
    {
        IdSet ids;
        QVERIFY(!ids.contains(u"42"_s));
        QVERIFY(ids.insert(u"42"_s));
        QVERIFY(ids.contains(u"42"_s));
        QVERIFY(!ids.insert(u"42"_s));
        QCOMPARE(ids.size(), 1);
    }

    void idsThatShareAStart_areApart()
    {
        IdSet ids;
        QVERIFY(ids.insert(u"4"_s));
        QVERIFY(ids.insert(u"42"_s));
        QVERIFY(ids.insert(u"420"_s));
        QVERIFY(ids.insert(u""_s));
        QVERIFY(ids.insert(u"Ä2"_s)); // not Latin-1 alone
        QVERIFY(!ids.contains(u"4200"_s));
        QVERIFY(!ids.contains(u"2"_s));
        QCOMPARE(ids.size(), 5);
        for (const QString &id : {u"4"_s, u"42"_s, u"420"_s, u""_s, u"Ä2"_s}) {
            QVERIFY2(!ids.insert(id), qPrintable(id));
        }
    }

    void manyIds_agreeWithAQSet()
    {
        // Ids of every shape a service sends (numbers, UUID-like, short words), some of them twice.
        QRandomGenerator random(7);
        IdSet ids;
        QSet<QString> reference;
        for (int i = 0; i < 200000; ++i) {
            const quint32 n = random.bounded(150000);
            QString id;
            switch (n % 3) {
            case 0:
                id = QString::number(n);
                break;
            case 1:
                id = u"%1-%2"_s.arg(n, 8, 16, QChar(u'0')).arg(n * 2654435761U, 8, 16, QChar(u'0'));
                break;
            default:
                id = u"al"_s + QString::number(n, 36);
                break;
            }
            QCOMPARE(ids.insert(id), !reference.contains(id));
            reference.insert(id);
        }
        QCOMPARE(ids.size(), reference.size());
        for (int n = 150000; n < 151000; ++n) {
            QVERIFY(!ids.contains(QString::number(n)));
        }
    }
};

QTEST_GUILESS_MAIN(TestIdSet)
#include "tst_idset.moc"
