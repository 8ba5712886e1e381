// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace ForwardDesk::Core::HeapTuning {

/// Lets every thread of the process allocate from one heap, and gives each block of a mebibyte or more its own
/// pages, returned as soon as it is freed; where the C library allows choosing (glibc).
///
/// Large lists are decoded on worker threads and freed on others; with a heap per thread (glibc's default,
/// up to eight per core) the memory one thread frees is not reused by the next thread's decoding and stays
/// with the process. One heap keeps the peak of a large account about a quarter lower (docs/performance.md).
/// A long answer arrives in blocks of a mebibyte that are freed once decoded: inside the heap, they would leave
/// holes between the records decoded meanwhile, which only records could fill. glibc decides which blocks get
/// pages of their own by a threshold that it moves up as large blocks are freed; fixing it keeps that sure.
/// Call it first in main(), before any thread starts.
void useOneHeap();

/// Merges the blocks freed so far and gives the free pages back to the system (glibc; elsewhere it does
/// nothing). glibc keeps small freed blocks aside and merges them on a later, larger request, in whichever
/// thread makes it: after a worker has freed 50,000 records, that was the GUI thread, for 6 ms. The worker
/// that freed them calls this instead.
void tidyAfterFreeing();

} // namespace ForwardDesk::Core::HeapTuning
