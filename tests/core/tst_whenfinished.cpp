// SPDX-License-Identifier: GPL-3.0-or-later
// whenFinished() hands a finished job's result to its handler, moved out of the future, on the context's thread;
// a future that ends without a result (a promise let go of unfinished) never reaches the handler, but its
// no-result function.

#include "core/whenfinished.h"

#include <QFutureWatcherBase>
#include <QList>
#include <QPromise>
#include <QRegularExpression>
#include <QTest>
#include <QThread>
#include <QtConcurrent/QtConcurrentRun>

#include <memory>
#include <optional>

using namespace Qt::StringLiterals;
using ForwardDesk::Core::whenFinished;

namespace {

/// Whether @p context still has the watcher whenFinished() made (it deletes itself once its future is done).
bool watching(const QObject &context)
{
    return !context.findChildren<QFutureWatcherBase *>().isEmpty();
}

} // namespace

class TestWhenFinished final : public QObject
{
    Q_OBJECT

private slots:
    void result_reachesTheHandler_onTheContextsThread_movedOutOfTheFuture()
    {
        QObject context;
        QFuture<QList<int>> future = QtConcurrent::run([] { return QList<int>{1, 2, 3}; });
        std::optional<QList<int>> received;
        QThread *ranOn = nullptr;
        whenFinished(&context, future, [&](QList<int> result) {
            received = std::move(result);
            ranOn = QThread::currentThread();
        });
        QTRY_VERIFY(received.has_value());
        QCOMPARE(*received, (QList<int>{1, 2, 3}));
        QCOMPARE(ranOn, context.thread());
        QVERIFY(!future.isValid()); // taken, not copied: the future holds it no more
        QTRY_VERIFY(!watching(context));
    }

    void promiseLetGoUnfinished_neverReachesTheHandler()
    {
        QObject context;
        auto promise = std::make_unique<QPromise<QList<int>>>();
        promise->start();
        const QFuture<QList<int>> future = promise->future();
        bool called = false;
        bool toldNoResult = false;
        whenFinished(
            &context, future, [&called](const QList<int> &) { called = true; },
            [&toldNoResult] { toldNoResult = true; });
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(u"background job ended without a result"_s));
        promise.reset(); // cancelled and finished by its destructor
        QVERIFY(future.isCanceled());
        QTRY_VERIFY(toldNoResult);
        QTRY_VERIFY(!watching(context));
        QVERIFY(!called);
    }

    void finishedWithoutAResult_neverReachesTheHandler()
    {
        QObject context;
        QPromise<QList<int>> promise;
        promise.start();
        bool called = false;
        whenFinished(&context, promise.future(), [&called](const QList<int> &) { called = true; });
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(u"background job ended without a result"_s));
        promise.finish();
        QTRY_VERIFY(!watching(context));
        QVERIFY(!called);
    }

    void contextGone_handlerNeverRuns()
    {
        auto context = std::make_unique<QObject>();
        QPromise<int> promise;
        promise.start();
        bool called = false;
        whenFinished(context.get(), promise.future(), [&called](int) { called = true; });
        context.reset();
        promise.addResult(7);
        promise.finish();
        QTest::qWait(50);
        QVERIFY(!called);
    }
};

QTEST_GUILESS_MAIN(TestWhenFinished)
#include "tst_whenfinished.moc"
