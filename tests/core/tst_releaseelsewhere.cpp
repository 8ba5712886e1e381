// SPDX-License-Identifier: GPL-3.0-or-later
// Long lists are let go of on a worker thread, short ones at once; either way the list is left empty.

#include "core/releaseelsewhere.h"

#include <QMutex>
#include <QMutexLocker>
#include <QSet>
#include <QTest>
#include <QThread>

#include <atomic>

using ForwardDesk::Core::releaseElsewhere;
using ForwardDesk::Core::releaseElsewhereFrom;

namespace {

/// Records the threads its items are destroyed on, once told to watch.
struct Watched
{
    static inline std::atomic<bool> watching = false;
    static inline QMutex mutex;
    static inline QSet<QThread *> threads;
    static inline std::atomic<qsizetype> destroyed = 0;

    static void watch()
    {
        const QMutexLocker lock(&mutex);
        threads.clear();
        destroyed = 0;
        watching = true;
    }

    ~Watched()
    {
        if (watching) {
            const QMutexLocker lock(&mutex);
            threads.insert(QThread::currentThread());
            ++destroyed;
        }
    }
};

QList<Watched> listOf(qsizetype size)
{
    Watched::watching = false;
    return QList<Watched>(size);
}

} // namespace

class TestReleaseElsewhere final : public QObject
{
    Q_OBJECT

private slots:
    void cleanup()
    {
        QThreadPool::globalInstance()->waitForDone();
        Watched::watching = false;
    }

    void shortList_isFreedHereAndNow()
    {
        QList<Watched> list = listOf(releaseElsewhereFrom - 1);
        Watched::watch();
        releaseElsewhere(list);
        QVERIFY(list.isEmpty());
        QCOMPARE(Watched::destroyed.load(), releaseElsewhereFrom - 1); // before the call returned
        QCOMPARE(Watched::threads, QSet<QThread *>{QThread::currentThread()});
    }

    void longList_isFreedByAWorker()
    {
        QList<Watched> list = listOf(releaseElsewhereFrom);
        Watched::watch();
        releaseElsewhere(list);
        QVERIFY(list.isEmpty());
        QVERIFY(QThreadPool::globalInstance()->waitForDone(10000));
        QCOMPARE(Watched::destroyed.load(), releaseElsewhereFrom);
        QCOMPARE(Watched::threads.size(), 1);
        QVERIFY(!Watched::threads.contains(QThread::currentThread()));
    }

    void recordsCount_decidesForAShortListOfLongOnes()
    {
        // Three domains, say, that hold 5,000 aliases between them.
        QList<Watched> list = listOf(3);
        Watched::watch();
        releaseElsewhere(list, releaseElsewhereFrom);
        QVERIFY(list.isEmpty());
        QVERIFY(QThreadPool::globalInstance()->waitForDone(10000));
        QCOMPARE(Watched::destroyed.load(), 3);
        QVERIFY(!Watched::threads.contains(QThread::currentThread()));

        QList<Watched> few = listOf(releaseElsewhereFrom);
        Watched::watch();
        releaseElsewhere(few, 10); // a long list of small things
        QCOMPARE(Watched::destroyed.load(), releaseElsewhereFrom);
        QCOMPARE(Watched::threads, QSet<QThread *>{QThread::currentThread()});
    }

    void sharedList_keepsItsOtherHolder()
    {
        QList<Watched> list = listOf(releaseElsewhereFrom);
        const QList<Watched> kept = list; // a proxy's worker, say
        Watched::watch();
        releaseElsewhere(list);
        QVERIFY(list.isEmpty());
        QVERIFY(QThreadPool::globalInstance()->waitForDone(10000));
        QCOMPARE(Watched::destroyed.load(), 0);
        QCOMPARE(kept.size(), releaseElsewhereFrom);
    }
};

QTEST_GUILESS_MAIN(TestReleaseElsewhere)
#include "tst_releaseelsewhere.moc"
