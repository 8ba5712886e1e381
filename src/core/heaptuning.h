// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace ForwardDesk::Core::HeapTuning {

/// Lets every thread of the process allocate from one heap, where the C library allows choosing (glibc).
///
/// Large lists are decoded on worker threads and freed on others; with a heap per thread (glibc's default,
/// up to eight per core) the memory one thread frees is not reused by the next thread's decoding and stays
/// with the process. One heap keeps the peak of a large account about a quarter lower (docs/performance.md).
/// Call it first in main(), before any thread starts.
void useOneHeap();

} // namespace ForwardDesk::Core::HeapTuning
