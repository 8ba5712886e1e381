// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/alias.h"
#include "core/apierror.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

namespace ForwardDesk::Models {

class Session;

/// Enables, disables or deletes several aliases of the domain the session's alias model shows, one
/// request after another, each row changing only once the service has confirmed its request.
///
/// Usage: construct with the session, the action and the aliases; connect the signals; start(). stop()
/// leaves the remaining aliases untouched once the request under way has its answer. The job also stops
/// when the session goes away or its alias model moves on to another domain.
class AliasBulkJob final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AliasBulkJob)

public:
    enum class Action { Enable, Disable, Delete };
    Q_ENUM(Action)

    AliasBulkJob(Session *session, Action action, QList<Core::Alias> aliases, QObject *parent = nullptr);
    ~AliasBulkJob() override;

    [[nodiscard]] Action action() const { return m_action; }
    [[nodiscard]] const QList<Core::Alias> &aliases() const { return m_aliases; }
    [[nodiscard]] bool isRunning() const { return m_running; }
    /// How many aliases have their outcome (done or failed).
    [[nodiscard]] int handledCount() const { return static_cast<int>(m_next); }

    void start();
    void stop();

signals:
    /// The job turns to the alias at @p index of aliases() (0-based), of @p total.
    void progress(int index, int total, const ForwardDesk::Core::Alias &alias);
    /// The outcome for one alias: done when @p error is not an error.
    void aliasFinished(const ForwardDesk::Core::Alias &alias, const ForwardDesk::Core::ApiError &error);
    /// The job is over; the aliases from @p handled on were not touched (stopped before them).
    void finished(int handled);

private:
    void runStep();
    void resumeAfterPending();
    void stepDone(const Core::ApiError &error);
    void finish();

    QPointer<Session> m_session;
    Action m_action;
    QList<Core::Alias> m_aliases;
    QString m_domainId;
    qsizetype m_next = 0;
    bool m_running = false;
    bool m_stopRequested = false;
    QMetaObject::Connection m_waitForRow; ///< while the next alias has an unconfirmed change
    QMetaObject::Connection m_waitForReset;
};

} // namespace ForwardDesk::Models
