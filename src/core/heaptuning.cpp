// SPDX-License-Identifier: GPL-3.0-or-later
#include "heaptuning.h"

#include <cstdlib> // defines __GLIBC__ where the C library is glibc

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace ForwardDesk::Core::HeapTuning {

void useOneHeap()
{
#if defined(__GLIBC__)
    mallopt(M_ARENA_MAX, 1);
    // No fast bins: with one heap, the small blocks the decoding workers free would wait there until some
    // thread asks for or frees a large block and merges them all, and that was often the GUI thread (10 to
    // 20 ms in one turn while the aliases of 1,000 domains came in). Each free now merges its own block.
    mallopt(M_MXFAST, 0);
#endif
}

} // namespace ForwardDesk::Core::HeapTuning
