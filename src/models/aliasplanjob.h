// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/apierror.h"
#include "models/aliaschange.h"

#include <QList>
#include <QObject>
#include <QPointer>

namespace ForwardDesk::Models {

class Session;

/// Carries out a plan of AliasChangePlan (import or find-and-replace) across any domains of the account:
/// one request after another, only for the changes that need one (Create, Update); never deletes.
///
/// Usage: construct with the session and the changes; connect the signals; start(). stop() leaves the
/// remaining changes untouched once the request under way has its answer. Like AliasBulkJob, it counts a
/// change as done only when the service has confirmed it. When the session goes away (the account was
/// switched or signed out), the answer under way never comes: the job ends at once, stopped, with
/// sessionLost() set.
class AliasPlanJob final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AliasPlanJob)

public:
    AliasPlanJob(Session *session, QList<AliasChange> changes, QObject *parent = nullptr);
    ~AliasPlanJob() override;

    [[nodiscard]] const QList<AliasChange> &changes() const { return m_changes; }
    [[nodiscard]] bool isRunning() const { return m_running; }
    /// How many of the changes that need a request were sent (and have their outcome).
    [[nodiscard]] int handledCount() const { return m_handled; }
    /// How many changes need a request at all.
    [[nodiscard]] int requestCount() const { return m_total; }
    /// The job ended because its session went away; the outcome of the change under way is unknown.
    [[nodiscard]] bool sessionLost() const { return m_sessionLost; }

    void start();
    void stop();

signals:
    /// The job sends the request for changes().at(@p index); @p done of @p total requests are behind it.
    void progress(int index, int done, int total);
    /// The outcome for changes().at(@p index): done when @p error is not an error.
    void changeFinished(int index, const ForwardDesk::Core::ApiError &error);
    /// The job is over; @p stopped when changes were left untouched because of stop() or a lost session.
    void finished(int handled, bool stopped);

private:
    void runStep();
    void stepDone(const Core::ApiError &error);
    void onSessionDestroyed();

    QPointer<Session> m_session;
    QList<AliasChange> m_changes;
    qsizetype m_next = 0;
    int m_handled = 0;
    int m_total = 0;
    bool m_running = false;
    bool m_stopRequested = false;
    bool m_sessionLost = false;
};

} // namespace ForwardDesk::Models
