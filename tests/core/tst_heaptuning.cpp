// SPDX-License-Identifier: GPL-3.0-or-later
// The heap this test is linked with is the app's (forwarddesk_heap): jemalloc with one arena where the build found
// jemalloc, glibc's heap otherwise. The test checks the heap the process really allocates from.

#include "core/heaptuning.h"

#include <QTest>
#include <QThread>

#include <cstddef>
#include <cstdlib>

#if defined(__GLIBC__)
#include <dlfcn.h>
#endif

using namespace Qt::StringLiterals;
namespace HeapTuning = ForwardDesk::Core::HeapTuning;

namespace {

#if defined(FORWARDDESK_HEAP_JEMALLOC)
/// The arena jemalloc gives the calling thread's allocations.
unsigned threadArena()
{
    using Mallctl = int (*)(const char *, void *, std::size_t *, void *, std::size_t);
    const auto mallctl = reinterpret_cast<Mallctl>(dlsym(RTLD_DEFAULT, "mallctl"));
    unsigned arena = ~0U;
    std::size_t length = sizeof arena;
    if (mallctl == nullptr || mallctl("thread.arena", &arena, &length, nullptr, 0) != 0) {
        return ~0U;
    }
    return arena;
}
#endif

} // namespace

class TestHeapTuning final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { HeapTuning::useOneHeap(); }

    void theHeapIsTheOneTheBuildChose()
    {
        const QString heap = HeapTuning::heapInUse();
#if defined(FORWARDDESK_HEAP_JEMALLOC)
        // Linked with jemalloc: it replaced malloc() for the whole process and read the options the app gives it.
        QVERIFY2(heap.startsWith(u"jemalloc "_s), qPrintable(heap));
        QVERIFY2(heap.endsWith(u", 1 arena"_s), qPrintable(heap));
        QCOMPARE(HeapTuning::jemallocArenas(), 1U);
#else
        QVERIFY2(!heap.startsWith(u"jemalloc"_s), qPrintable(heap));
        QCOMPARE(HeapTuning::jemallocArenas(), 0U);
#if defined(__GLIBC__)
        QVERIFY2(heap.startsWith(u"glibc "_s), qPrintable(heap));
#endif
#endif
    }

    void everyThreadAllocatesFromOneHeap()
    {
#if defined(FORWARDDESK_HEAP_JEMALLOC)
        // A list decoded on a worker and freed elsewhere leaves its memory in the one heap the next list takes from.
        void *block = std::malloc(4096); // the first allocation binds the thread to its arena
        const unsigned mainArena = threadArena();
        std::free(block);
        unsigned workerArena = ~0U;
        QThread *worker = QThread::create([&workerArena] {
            void *workerBlock = std::malloc(4096);
            workerArena = threadArena();
            std::free(workerBlock);
        });
        worker->start();
        QVERIFY(worker->wait(10'000));
        delete worker;
        QVERIFY(mainArena != ~0U);
        QCOMPARE(workerArena, mainArena);
#else
        QSKIP("Only jemalloc tells which heap a thread allocates from");
#endif
    }
};

QTEST_GUILESS_MAIN(TestHeapTuning)
#include "tst_heaptuning.moc"
