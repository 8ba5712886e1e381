// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFuture>
#include <QFutureWatcher>
#include <QObject>

#include <utility>

namespace ForwardDesk::Core {

/// Hands the result of @p future, moved out of it (a list of 100,000 records is neither copied nor freed on
/// this thread), to @p handler on @p context's thread once the future has finished. Never after @p context is
/// gone: the watcher that waits is its child. Whether the result is still wanted (a newer job, a session let
/// go of) is the handler's to decide.
template <typename T, typename Handler>
void whenFinished(QObject *context, QFuture<T> future, Handler handler)
{
    auto *watcher = new QFutureWatcher<T>(context);
    QObject::connect(watcher, &QFutureWatcherBase::finished, watcher,
                     [watcher, handler = std::move(handler)]() mutable {
                         watcher->deleteLater();
                         handler(watcher->future().takeResult());
                     });
    watcher->setFuture(std::move(future));
}

} // namespace ForwardDesk::Core
