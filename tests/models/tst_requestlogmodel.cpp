// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/requestlogmodel.h"
#include "models/roles.h"
#include "modeltestutil.h"

#include <QSignalSpy>
#include <QTest>
#include <QTimeZone>

using namespace Qt::StringLiterals;
using ForwardDesk::Core::RequestLogEntry;
using ForwardDesk::Models::RequestLogModel;
namespace Roles = ForwardDesk::Models;

namespace {
RequestLogEntry makeEntry(int n, int status = 200)
{
    RequestLogEntry entry;
    entry.startedAt = QDateTime(QDate(2026, 11, 1), QTime(9, 0), QTimeZone::utc()).addMSecs(n * 250);
    entry.method = "GET";
    entry.path = u"/v1/domains?page=%1"_s.arg(n);
    entry.status = status;
    entry.durationMs = 120;
    entry.attempt = 1;
    entry.requestId = u"r%1"_s.arg(n);
    entry.outcome = u"ok"_s;
    return entry;
}
} // namespace

class TestRequestLogModel final : public QObject
{
    Q_OBJECT

private slots:
    void init() { m_model.renew(); }

    void cleanup() { m_model.clear(); }

    void append_addsOneRowAtTheEndInOneInsertion()
    {
        m_model->append(makeEntry(1));
        QSignalSpy inserts(m_model.get(), &QAbstractItemModel::rowsInserted);
        QSignalSpy removals(m_model.get(), &QAbstractItemModel::rowsRemoved);
        m_model->append(makeEntry(2));
        QCOMPARE(inserts.count(), 1);
        QCOMPARE(inserts.first().at(1).toInt(), 1);
        QCOMPARE(removals.count(), 0);
        QCOMPARE(m_model->rowCount(), 2);
        QCOMPARE(m_model->columnCount(), int(RequestLogModel::ColumnCount));
        QCOMPARE(m_model->rowCount(m_model->index(0, 0)), 0);
        QCOMPARE(m_model->index(1, RequestLogModel::RequestIdColumn).data().toString(), u"r2"_s);
    }

    void append_whenFull_dropsTheOldestRow()
    {
        m_model->setCapacity(3);
        for (int n = 1; n <= 3; ++n) {
            m_model->append(makeEntry(n));
        }
        QSignalSpy inserts(m_model.get(), &QAbstractItemModel::rowsInserted);
        QSignalSpy removals(m_model.get(), &QAbstractItemModel::rowsRemoved);
        m_model->append(makeEntry(4));
        QCOMPARE(removals.count(), 1);
        QCOMPARE(removals.first().at(1).toInt(), 0);
        QCOMPARE(removals.first().at(2).toInt(), 0);
        QCOMPARE(inserts.count(), 1);
        QCOMPARE(m_model->rowCount(), 3);
        QCOMPARE(m_model->entryAt(0).requestId, u"r2"_s);
        QCOMPARE(m_model->entryAt(2).requestId, u"r4"_s);
    }

    void defaultCapacity_keepsTheLast500()
    {
        QCOMPARE(m_model->capacity(), 500);
        for (int n = 1; n <= 520; ++n) {
            m_model->append(makeEntry(n));
        }
        QCOMPARE(m_model->rowCount(), 500);
        QCOMPARE(m_model->entryAt(0).requestId, u"r21"_s);
        QCOMPARE(m_model->entryAt(499).requestId, u"r520"_s);
    }

    void setCapacity_lower_dropsTheOldestAtOnce()
    {
        for (int n = 1; n <= 5; ++n) {
            m_model->append(makeEntry(n));
        }
        QSignalSpy removals(m_model.get(), &QAbstractItemModel::rowsRemoved);
        m_model->setCapacity(2);
        QCOMPARE(removals.count(), 1);
        QCOMPARE(m_model->rowCount(), 2);
        QCOMPARE(m_model->entryAt(0).requestId, u"r4"_s);
        m_model->setCapacity(0); // at least one row is kept
        QCOMPARE(m_model->capacity(), 1);
        QCOMPARE(m_model->rowCount(), 1);
    }

    void data_showsStatusDurationAndMethod()
    {
        RequestLogEntry failed = makeEntry(1, 0);
        failed.method = "POST";
        failed.outcome = u"timeout"_s;
        failed.attempt = 2;
        m_model->append(failed);
        m_model->append(makeEntry(2, 404));
        QCOMPARE(m_model->index(0, RequestLogModel::StatusColumn).data().toString(), u"No answer"_s);
        QCOMPARE(m_model->index(1, RequestLogModel::StatusColumn).data().toString(), u"404"_s);
        QCOMPARE(m_model->index(1, RequestLogModel::StatusColumn).data(Roles::StatusRole).toInt(), 404);
        QCOMPARE(m_model->index(0, RequestLogModel::MethodColumn).data().toString(), u"POST"_s);
        QCOMPARE(m_model->index(0, RequestLogModel::DurationColumn).data().toString(), u"120 ms"_s);
        QCOMPARE(m_model->index(0, RequestLogModel::DurationColumn).data(Roles::SortRole).toLongLong(), 120);
        QCOMPARE(m_model->index(0, RequestLogModel::AttemptColumn).data().toInt(), 2);
        QCOMPARE(m_model->index(0, RequestLogModel::OutcomeColumn).data().toString(), u"timeout"_s);
        QCOMPARE(m_model->index(0, RequestLogModel::PathColumn).data().toString(), u"/v1/domains?page=1"_s);
        QCOMPARE(m_model->index(0, 0).data(Roles::IdRole).toString(), u"r1"_s);
    }

    void clear_resetsOnce()
    {
        m_model->append(makeEntry(1));
        QSignalSpy resets(m_model.get(), &QAbstractItemModel::modelReset);
        m_model->clear();
        m_model->clear();
        QCOMPARE(resets.count(), 1);
        QCOMPARE(m_model->rowCount(), 0);
    }

private:
    ForwardDesk::ModelTests::TestedModel<RequestLogModel> m_model;
};

QTEST_GUILESS_MAIN(TestRequestLogModel)
#include "tst_requestlogmodel.moc"
