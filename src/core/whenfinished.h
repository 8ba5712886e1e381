// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFuture>
#include <QFutureWatcher>
#include <QObject>

#include <utility>

namespace ForwardDesk::Core {

/// Logs (forwarddesk.core.background) that a job whenFinished() waited for ended without a result.
void warnNoResult(bool cancelled);

/// Hands the result of @p future, moved out of it (a list of 100,000 records is neither copied nor freed on
/// this thread), to @p handler on @p context's thread once the future has finished. Never after @p context is
/// gone: the watcher that waits is its child. Whether the result is still wanted (a newer job, a session let
/// go of) is the handler's to decide.
///
/// A future that finishes without a result to take (cancelled: a QPromise let go of before it finished, a task
/// its thread pool never ran) does not reach @p handler, as taking its result would read one that is not there:
/// @p noResult runs instead, and a warning is logged.
template <typename T, typename Handler, typename NoResult>
void whenFinished(QObject *context, QFuture<T> future, Handler handler, NoResult noResult)
{
    auto *watcher = new QFutureWatcher<T>(context);
    QObject::connect(watcher, &QFutureWatcherBase::finished, watcher,
                     [watcher, handler = std::move(handler), noResult = std::move(noResult)]() mutable {
                         watcher->deleteLater();
                         QFuture<T> done = watcher->future();
                         if (!done.isValid() || done.resultCount() < 1) {
                             warnNoResult(done.isCanceled());
                             noResult();
                             return;
                         }
                         handler(done.takeResult());
                     });
    watcher->setFuture(std::move(future));
}

/// The same, for a job whose handler has nothing to do when it ends without a result.
template <typename T, typename Handler>
void whenFinished(QObject *context, QFuture<T> future, Handler handler)
{
    whenFinished(context, std::move(future), std::move(handler), [] {});
}

} // namespace ForwardDesk::Core
