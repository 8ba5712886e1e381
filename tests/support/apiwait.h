// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/apierror.h"
#include "core/apiresult.h"

#include <QEventLoop>
#include <QObject>
#include <QTimer>

#include <optional>

namespace ForwardDesk::TestSupport {

/// Runs one asynchronous ApiClient call and waits for its handler, at most @p timeoutMs.
///
/// Usage: `waitForResult<QList<Domain>>(waitMs, [&](QObject *ctx, auto handler) { client.listDomains(ctx, handler);
/// })`. The context object lives until the call returns; a call that never answers ends as an ApiError of kind Timeout
/// ("test gave up waiting").
template <typename T, typename Start>
Core::ApiResult<T> waitForResult(int timeoutMs, Start start)
{
    using namespace Qt::StringLiterals;
    std::optional<Core::ApiResult<T>> result;
    QObject context;
    // A local event loop returns as soon as the handler ran (QTest::qWaitFor polls in 10 ms steps).
    QEventLoop loop;
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    start(&context, [&result, &loop](Core::ApiResult<T> r) {
        result = std::move(r);
        loop.quit();
    });
    if (!result) {
        loop.exec();
    }
    if (!result) {
        return Core::ApiError(Core::ApiError::Kind::Timeout, 0, u"test gave up waiting"_s);
    }
    return *result;
}

} // namespace ForwardDesk::TestSupport
