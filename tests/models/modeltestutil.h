// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared by the model test executables (header-only: each executable is one .cpp).

#include "core/logentry.h"
#include "models/roles.h"

#include <QAbstractItemModel>
#include <QAbstractItemModelTester>
#include <QDateTime>
#include <QSignalSpy>
#include <QStringList>
#include <QTest>
#include <QTimeZone>

#include <memory>

namespace ForwardDesk::ModelTests {

/// The model a test works on, watched by a QAbstractItemModelTester for as long as it lives, so that every
/// change the test makes is checked against the rules of QAbstractItemModel.
///
/// Usage: a member `TestedModel<DomainModel> m_model;`, renew() in init() and clear() in cleanup(); then
/// `m_model->setDomains(…)`, `*m_model` and `m_model.get()` as with a std::unique_ptr.
template <typename Model>
class TestedModel final
{
public:
    /// A new model and its tester (the earlier ones go, the tester first).
    void renew()
    {
        renew([](Model &) {});
    }

    /// A new model, prepared by @p setUp (a proxy given its source, say) before its tester starts watching.
    template <typename SetUp>
    void renew(SetUp setUp)
    {
        clear();
        m_model = std::make_unique<Model>();
        setUp(*m_model);
        m_tester = std::make_unique<QAbstractItemModelTester>(m_model.get(),
                                                              QAbstractItemModelTester::FailureReportingMode::QtTest);
    }

    void clear()
    {
        m_tester.reset();
        m_model.reset();
    }

    [[nodiscard]] Model *get() const { return m_model.get(); }
    Model *operator->() const { return m_model.get(); }
    Model &operator*() const { return *m_model; }

private:
    std::unique_ptr<Model> m_model;
    std::unique_ptr<QAbstractItemModelTester> m_tester;
};

/// The ids (IdRole of the first column) of @p model's rows, top to bottom.
inline QStringList rowIds(const QAbstractItemModel &model)
{
    QStringList result;
    for (int row = 0; row < model.rowCount(); ++row) {
        result.append(model.index(row, 0).data(Models::IdRole).toString());
    }
    return result;
}

/// QVERIFY that @p load fills @p model in a single reset, without row insertions, leaving @p rows rows (no
/// children under them) of @p columns columns.
template <typename Load>
void verifyLoadsInOneReset(QAbstractItemModel *model, Load load, int rows, int columns)
{
    QSignalSpy resets(model, &QAbstractItemModel::modelReset);
    QSignalSpy inserts(model, &QAbstractItemModel::rowsInserted);
    load();
    QCOMPARE(resets.count(), 1);
    QCOMPARE(inserts.count(), 0);
    QCOMPARE(model->rowCount(), rows);
    QCOMPARE(model->columnCount(), columns);
    QCOMPARE(model->rowCount(model->index(0, 0)), 0);
}

/// The time test log entries count their minutes from.
inline const QDateTime logBaseTime(QDate(2026, 11, 1), QTime(9, 0), QTimeZone::utc());

/// A log entry @p minute minutes after logBaseTime (a larger minute is newer), to @p recipient from a sender
/// address of its own.
inline Core::LogEntry logEntry(const QString &id, int minute,
                               Core::LogEntry::Status status = Core::LogEntry::Status::Delivered,
                               const QString &recipient = QString::fromLatin1("info@example.com"),
                               const QString &aliasId = {})
{
    Core::LogEntry entry;
    entry.id = id;
    entry.time = logBaseTime.addSecs(minute * 60);
    entry.sender = QString::fromLatin1("sender-") + id + QString::fromLatin1("@elsewhere.example");
    entry.recipient = recipient;
    entry.aliasId = aliasId;
    entry.status = status;
    return entry;
}

} // namespace ForwardDesk::ModelTests
