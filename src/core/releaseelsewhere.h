// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QThreadPool>

#include <utility>

namespace ForwardDesk::Core {

/// Lists at least this long are let go of on a worker: freeing the 50,000 aliases of a domain on the GUI thread
/// was one of three causes of a click on another domain taking 83–167 ms (docs/performance.md). For the worker
/// to free them alone, the heap must not leave merging freed blocks to the next thread that allocates
/// (HeapTuning::useOneHeap()).
inline constexpr qsizetype releaseElsewhereFrom = 5000;

/// Empties @p list and lets go of what it held: a long list on a worker thread of Qt's global pool, a short
/// one here and now. How long it is counts in @p records, where its items hold records of their own (a list
/// of domains, each with its aliases); by default, its size. The records are freed by whichever thread lets
/// go last (a proxy's worker may still hold the list). They must be safe to free on another thread: Qt's
/// implicitly shared types, whose reference counts are atomic, are.
template <typename T>
void releaseElsewhere(QList<T> &list, qsizetype records = -1)
{
    QList<T> gone = std::exchange(list, {});
    QThreadPool *const pool = QThreadPool::globalInstance(); // none once the process is ending: freed here
    if (pool && (records < 0 ? gone.size() : records) >= releaseElsewhereFrom) {
        pool->start([gone = std::move(gone)]() mutable { gone = {}; });
    }
}

} // namespace ForwardDesk::Core
