// SPDX-License-Identifier: GPL-3.0-or-later
// The heap this test is linked with is the app's (forwarddesk_heap): jemalloc with one arena where the build found
// jemalloc, glibc's heap otherwise. The test checks the heap the process really allocates from.

#include "core/heaptuning.h"

#include <QTest>
#include <QThread>

#include <cstddef>
#include <cstdlib>
#include <memory>
#include <vector>

#if defined(__GLIBC__)
#include <dlfcn.h>
#endif

using namespace Qt::StringLiterals;
namespace HeapTuning = ForwardDesk::Core::HeapTuning;

namespace {

#if defined(FORWARDDESK_HEAP_JEMALLOC)
/// Reads one of jemalloc's values (mallctl()); @p fallback where it cannot.
template <typename T>
T jemallocValue(const char *name, T fallback)
{
    using Mallctl = int (*)(const char *, void *, std::size_t *, void *, std::size_t);
    const auto mallctl = reinterpret_cast<Mallctl>(dlsym(RTLD_DEFAULT, "mallctl"));
    T value = fallback;
    std::size_t length = sizeof value;
    if (mallctl == nullptr || mallctl(name, &value, &length, nullptr, 0) != 0) {
        return fallback;
    }
    return value;
}

/// The arena jemalloc gives the calling thread's allocations.
unsigned threadArena()
{
    return jemallocValue<unsigned>("thread.arena", ~0U);
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
        const QString heap = HeapTuning::heapName();
#if defined(FORWARDDESK_HEAP_JEMALLOC)
        // Linked with jemalloc: it replaced malloc() for the whole process and read the options the app gives it.
        QVERIFY2(heap.startsWith(u"jemalloc "_s), qPrintable(heap));
        QVERIFY2(heap.endsWith(u", 1 arena"_s), qPrintable(heap));
        QCOMPARE(HeapTuning::jemallocArenas(), 1U);
        // Unused pages go back to the system from jemalloc's own thread, not from the GUI thread as it frees.
        QCOMPARE(jemallocValue<bool>("background_thread", false), true);
#else
        QVERIFY2(!heap.startsWith(u"jemalloc"_s), qPrintable(heap));
        QCOMPARE(HeapTuning::jemallocArenas(), 0U);
#if defined(__GLIBC__)
        QVERIFY2(heap.startsWith(u"glibc "_s), qPrintable(heap));
#endif
#endif
    }

    void bytesInUse_countsWhatIsHeld()
    {
#if defined(__SANITIZE_ADDRESS__)
        QSKIP("AddressSanitizer's allocator keeps its own count");
#endif
        const qint64 before = HeapTuning::bytesInUse();
        if (before < 0) {
            QSKIP("This C library does not tell what its heap holds");
        }
        constexpr int blockCount = 8192;
        constexpr std::size_t blockSize = 1024; // small blocks, as records are made of
        std::vector<std::unique_ptr<char[]>> blocks;
        blocks.reserve(blockCount);
        for (int i = 0; i < blockCount; ++i) {
            blocks.push_back(std::make_unique<char[]>(blockSize));
        }
        // Within a tenth: jemalloc counts the blocks each thread keeps at hand in batches.
        const qint64 held = HeapTuning::bytesInUse() - before;
        const qint64 asked = qint64(blockCount) * qint64(blockSize);
        QVERIFY2(held >= asked - asked / 10, qPrintable(QString::number(held)));
        QVERIFY2(held < 2 * asked, qPrintable(QString::number(held)));
        blocks.clear();
        blocks.shrink_to_fit();
        const qint64 after = HeapTuning::bytesInUse() - before;
        QVERIFY2(after < 2 * 1024 * 1024, qPrintable(QString::number(after)));
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
