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
    mallopt(M_MMAP_THRESHOLD, 1024 * 1024);
    mallopt(M_MXFAST, 0);
#endif
}

} // namespace ForwardDesk::Core::HeapTuning
