// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QtGlobal>

namespace ForwardDesk::Core::HeapTuning {

/// Lets every thread of the process allocate from one heap, and gives each block of a mebibyte or more its own
/// pages, returned as soon as it is freed; where the C library allows choosing (glibc).
///
/// Large lists are decoded on worker threads and freed on others; with a heap per thread (glibc's default,
/// up to eight per core) the memory one thread frees is not reused by the next thread's decoding and stays
/// with the process. One heap alone took the peak of a large account from about 310 to 250 MiB (docs/performance.md).
/// A long answer arrives in blocks of a mebibyte that are freed once decoded: inside the heap, they would leave
/// holes between the records decoded meanwhile, which only records could fill. glibc decides which blocks get
/// pages of their own by a threshold that it moves up as large blocks are freed; fixing it keeps that sure.
/// Small freed blocks are merged with their neighbours when they are freed, by the thread that frees them:
/// glibc otherwise keeps them aside ("fastbins") and merges them all on a later, larger request, in whichever
/// thread makes it. After a worker had freed 50,000 aliases, that was the GUI thread, for 6 to 15 ms.
///
/// Where the app is linked with jemalloc (Linux builds that found it: forwarddesk_heap in src/core/CMakeLists.txt),
/// jemalloc is the heap instead, already set to one heap by its options (src/core/jemallocoptions.cpp), and this
/// leaves glibc's unused heap alone. With one glibc heap, threads that allocate at the same time queue for its
/// lock; jemalloc's per-thread caches spare most of those waits.
/// Call it first in main(), before any thread starts.
void useOneHeap();

/// The heap the process allocates from, as the benchmarks print it beside their figures: for example
/// "jemalloc 5.3.0, 1 arena" or "glibc 2.36".
[[nodiscard]] QString heapName();

/// The bytes the heap has handed out and not got back (jemalloc: all of them; glibc: those of its heap, not the
/// blocks of a mebibyte or more that have pages of their own); -1 where that cannot be told.
[[nodiscard]] qint64 bytesInUse();

/// How many arenas (heaps) jemalloc was set to share among the threads, or 0 when the process does not allocate
/// through jemalloc.
[[nodiscard]] unsigned jemallocArenas();

} // namespace ForwardDesk::Core::HeapTuning
