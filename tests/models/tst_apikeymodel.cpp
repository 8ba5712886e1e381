// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/apikeymodel.h"
#include "models/roles.h"
#include "modeltestutil.h"

#include <QFont>
#include <QMetaProperty>
#include <QSignalSpy>
#include <QTest>
#include <QTimeZone>

using namespace Qt::StringLiterals;
using ForwardDesk::Core::ApiKey;
using ForwardDesk::Models::ApiKeyModel;
namespace Roles = ForwardDesk::Models;

namespace {
/// A made-up key value for the tests; never a real one.
const QString sampleSecret = u"fwd_Ab3dEfGhIjKlMnOpQrStUvWxYz0123"_s;

ApiKey makeKey(const QString &id, const QString &name, const QString &prefix)
{
    ApiKey key;
    key.id = id;
    key.name = name;
    key.prefix = prefix;
    key.createdAt = QDateTime(QDate(2026, 11, 1), QTime(9, 0), QTimeZone::utc());
    return key;
}
} // namespace

class TestApiKeyModel final : public QObject
{
    Q_OBJECT

private slots:
    void init() { m_model.renew(); }

    void cleanup() { m_model.clear(); }

    void setKeys_oneBatch_resetsOnce()
    {
        const QList<ApiKey> keys = {makeKey(u"1"_s, u"Laptop"_s, u"fwd_Ab3dE"_s),
                                    makeKey(u"2"_s, u"CI"_s, u"fwd_Zz9yX"_s)};
        ForwardDesk::ModelTests::verifyLoadsInOneReset(
            m_model.get(), [&] { m_model->setKeys(keys); }, 2, ApiKeyModel::ColumnCount);
    }

    void data_prefixWithEllipsisAndNeverForMissingDates()
    {
        ApiKey used = makeKey(u"2"_s, u"CI"_s, {});
        used.lastUsedAt = used.createdAt.addDays(2);
        used.expiresAt = used.createdAt.addDays(30);
        m_model->setKeys({makeKey(u"1"_s, u"Laptop"_s, u"fwd_Ab3dE"_s), used});
        QCOMPARE(m_model->index(0, ApiKeyModel::PrefixColumn).data().toString(), u"fwd_Ab3dE…"_s);
        QCOMPARE(m_model->index(0, ApiKeyModel::LastUsedColumn).data().toString(), u"Never"_s);
        QCOMPARE(m_model->index(0, ApiKeyModel::ExpiresColumn).data().toString(), u"Never"_s);
        QCOMPARE(m_model->index(1, ApiKeyModel::PrefixColumn).data().toString(), QString());
        QVERIFY(m_model->index(1, ApiKeyModel::LastUsedColumn).data().toString() != u"Never"_s);
        QCOMPARE(m_model->index(1, ApiKeyModel::ExpiresColumn).data(Roles::SortRole).toDateTime(), used.expiresAt);
    }

    void upsertKey_existingId_changesOneRowInPlace()
    {
        m_model->setKeys({makeKey(u"1"_s, u"Laptop"_s, u"fwd_Ab3dE"_s), makeKey(u"2"_s, u"CI"_s, u"fwd_Zz9yX"_s)});
        QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
        QSignalSpy inserts(m_model.get(), &QAbstractItemModel::rowsInserted);
        m_model->upsertKey(makeKey(u"2"_s, u"Build server"_s, u"fwd_Zz9yX"_s));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.first().at(0).toModelIndex().row(), 1);
        QCOMPARE(changed.first().at(1).toModelIndex().row(), 1);
        QCOMPARE(inserts.count(), 0);
        QCOMPARE(m_model->index(1, ApiKeyModel::NameColumn).data().toString(), u"Build server"_s);
        m_model->upsertKey(makeKey(u"3"_s, u"New"_s, {}));
        QCOMPARE(inserts.count(), 1);
        QCOMPARE(m_model->rowOf(u"3"_s), 2);
    }

    void removeKey_removesOnlyThatRow()
    {
        m_model->setKeys({makeKey(u"1"_s, u"Laptop"_s, u"fwd_Ab3dE"_s), makeKey(u"2"_s, u"CI"_s, u"fwd_Zz9yX"_s)});
        QSignalSpy removed(m_model.get(), &QAbstractItemModel::rowsRemoved);
        m_model->removeKey(u"1"_s);
        m_model->removeKey(u"missing"_s);
        QCOMPARE(removed.count(), 1);
        QCOMPARE(m_model->keyAt(0).id, u"2"_s);
        QVERIFY(m_model->keyAt(1).id.isEmpty());
    }

    // The key in use

    void markKeyInUse_matchingPrefix_marksThatRowBold()
    {
        m_model->setKeys({makeKey(u"1"_s, u"Laptop"_s, u"fwd_Zz9yX"_s), makeKey(u"2"_s, u"CI"_s, u"fwd_Ab3dE"_s)});
        QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
        QCOMPARE(m_model->markKeyInUse(sampleSecret), u"2"_s);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.first().at(0).toModelIndex().row(), 1);
        QVERIFY(changed.first().at(2).value<QList<int>>().contains(Roles::CurrentRole));
        QCOMPARE(m_model->currentKeyId(), u"2"_s);
        QCOMPARE(m_model->index(1, ApiKeyModel::NameColumn).data(Roles::CurrentRole).toBool(), true);
        QCOMPARE(m_model->index(1, ApiKeyModel::NameColumn).data(Qt::FontRole).value<QFont>().bold(), true);
        QCOMPARE(m_model->index(0, ApiKeyModel::NameColumn).data(Roles::CurrentRole).toBool(), false);
        QVERIFY(!m_model->index(0, ApiKeyModel::NameColumn).data(Qt::FontRole).isValid());
    }

    void markKeyInUse_neverKeepsTheSecret()
    {
        m_model->setKeys({makeKey(u"1"_s, u"Laptop"_s, u"fwd_Zz9yX"_s), makeKey(u"2"_s, u"CI"_s, u"fwd_Ab3dE"_s),
                          makeKey(u"3"_s, u"No prefix"_s, {})});
        {
            // A copy that goes away, so nothing the model keeps can share the test's string data.
            const QString secret = QString(sampleSecret.data(), sampleSecret.size());
            QCOMPARE(m_model->markKeyInUse(secret), u"2"_s);
        }
        QVERIFY(m_model->currentKeyId() != sampleSecret);
        for (int row = 0; row < m_model->rowCount(); ++row) {
            for (int column = 0; column < m_model->columnCount(); ++column) {
                const QModelIndex index = m_model->index(row, column);
                for (int role = 0; role <= Roles::CurrentRole + 16; ++role) {
                    const QString text = index.data(role).toString();
                    QVERIFY2(!text.contains(sampleSecret),
                             qPrintable(u"row %1 column %2 role %3"_s.arg(row).arg(column).arg(role)));
                }
            }
        }
        const QMetaObject *meta = m_model->metaObject();
        for (int i = 0; i < meta->propertyCount(); ++i) {
            QVERIFY(!meta->property(i).read(m_model.get()).toString().contains(sampleSecret));
        }
        QVERIFY(m_model->dynamicPropertyNames().isEmpty());
    }

    void markKeyInUse_longestPrefixWins()
    {
        m_model->setKeys({makeKey(u"1"_s, u"Short"_s, u"fwd_Ab"_s), makeKey(u"2"_s, u"Long"_s, u"fwd_Ab3dE"_s)});
        QCOMPARE(m_model->markKeyInUse(sampleSecret), u"2"_s);
    }

    void markKeyInUse_noOrAmbiguousMatch_marksNone()
    {
        m_model->setKeys({makeKey(u"1"_s, u"Laptop"_s, u"fwd_Zz9yX"_s), makeKey(u"2"_s, u"CI"_s, u"fwd_Ab3dE"_s)});
        m_model->markKeyInUse(sampleSecret);
        QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
        QCOMPARE(m_model->markKeyInUse(u"fwd_Qq"_s), QString());
        QCOMPARE(changed.count(), 1); // the old mark goes
        QVERIFY(m_model->currentKeyId().isEmpty());
        m_model->setKeys({makeKey(u"1"_s, u"A"_s, u"fwd_"_s), makeKey(u"2"_s, u"B"_s, u"fwd_"_s)});
        QCOMPARE(m_model->markKeyInUse(sampleSecret), QString());
        QCOMPARE(m_model->markKeyInUse(QString()), QString());
    }

    void markKeyInUse_movingTheMark_changesBothRows()
    {
        m_model->setKeys({makeKey(u"1"_s, u"Laptop"_s, u"fwd_Zz9yX"_s), makeKey(u"2"_s, u"CI"_s, u"fwd_Ab3dE"_s)});
        m_model->markKeyInUse(sampleSecret);
        QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
        m_model->markKeyInUse(u"fwd_Zz9yX_other"_s);
        QCOMPARE(changed.count(), 2);
        QCOMPARE(m_model->index(0, 0).data(Roles::CurrentRole).toBool(), true);
        QCOMPARE(m_model->index(1, 0).data(Roles::CurrentRole).toBool(), false);
    }

    void setKeys_reload_keepsTheMarkOnTheSameId()
    {
        m_model->setKeys({makeKey(u"1"_s, u"Laptop"_s, u"fwd_Zz9yX"_s), makeKey(u"2"_s, u"CI"_s, u"fwd_Ab3dE"_s)});
        m_model->markKeyInUse(sampleSecret);
        m_model->setKeys({makeKey(u"2"_s, u"CI"_s, u"fwd_Ab3dE"_s)});
        QCOMPARE(m_model->index(0, 0).data(Roles::CurrentRole).toBool(), true);
    }

private:
    ForwardDesk::ModelTests::TestedModel<ApiKeyModel> m_model;
};

QTEST_GUILESS_MAIN(TestApiKeyModel)
#include "tst_apikeymodel.moc"
