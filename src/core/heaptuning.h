// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace ForwardDesk::Core::HeapTuning {

/// The most heaps the threads of the process allocate from (apply()).
inline constexpr int maxHeaps = 4;

/// Lets the threads of the process allocate from a few heaps (maxHeaps), gives each block of a mebibyte or more
/// its own pages, returned as soon as it is freed, and has a freed block merged by the thread that frees it;
/// where the C library allows choosing (glibc).
///
/// Large lists are decoded on worker threads and freed on others. With one heap for every thread, the
/// decoding workers, Qt's network thread and the GUI thread took turns at its lock: while the aliases of 1,000
/// domains loaded, 9% of the client's CPU was spent waiting for it, and four heaps took the step's CPU from
/// 952 to 832 ms (medians; docs/performance.md). With a heap per thread (glibc's default, up to eight per
/// core), what one thread frees is not reused by the next thread's decoding: the peak of a large account had
/// been about 310 MiB against 250 with one heap. A few heaps, with the pages they keep free given back after a
/// long list is freed (releaseFreePages()), keep the peak where one heap kept it.
/// A long answer arrives in blocks of a mebibyte that are freed once decoded: inside a heap, they would leave
/// holes between the records decoded meanwhile, which only records could fill. glibc decides which blocks get
/// pages of their own by a threshold that it moves up as large blocks are freed; fixing it keeps that sure.
/// Small freed blocks are merged with their neighbours when they are freed, by the thread that frees them:
/// glibc otherwise keeps them aside ("fastbins") and merges them all on a later, larger request, in whichever
/// thread makes it. After a worker had freed 50,000 aliases, that was the GUI thread, for 6 to 15 ms.
/// Call it first in main(), before any thread starts.
void apply();

/// Gives the pages that the heaps hold free back to the system (glibc's malloc_trim()); elsewhere, does
/// nothing. For a worker thread that has just freed a long list: it takes a few milliseconds, and each heap is
/// locked while its pages are given back.
void releaseFreePages();

} // namespace ForwardDesk::Core::HeapTuning
