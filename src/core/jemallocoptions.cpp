// SPDX-License-Identifier: GPL-3.0-or-later
// Compiled into each executable that links forwarddesk_heap where the build found jemalloc (src/core/CMakeLists.txt).

// jemalloc reads its options from this variable of the executable when the first block is allocated, before
// main(): an option that decides how many heaps there are cannot be changed later.
//
// - One arena (heap) for every thread, as HeapTuning::useOneHeap() asks of glibc: lists decoded on workers and
//   freed on other threads leave their memory where the next list reuses it. Each thread still keeps a cache of
//   small blocks of its own, so that most allocations do not take the arena's lock.
// - Pages a freed list leaves unused go back to the system after about a second (jemalloc's default: ten), which
//   kept the peak of a large account within a few MiB of glibc's heap's (docs/performance.md).
// - jemalloc's own thread gives them back. Otherwise whichever thread allocates or frees does it as it goes, and
//   that was mostly the GUI thread: over 25,000 madvise() calls in one run of the large-account benchmark.
extern "C" {
extern const char *malloc_conf; // the name and type jemalloc looks for
const char *malloc_conf = "narenas:1,dirty_decay_ms:1000,background_thread:true";
}
