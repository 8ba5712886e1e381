// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

#include <functional>

namespace ForwardDesk::Models {

/// Keeps a list refresh from undoing a change the service confirmed while the refresh was on its way.
///
/// A list answer shows the service as it was when the request was sent; a create, edit or delete confirmed
/// after that is missing from it. Every refresh and every confirmed change draws an ordinal from one clock.
/// When a list answer arrives, the caller asks isCurrent() (an answer older than one already shown is
/// dropped), puts the answer into the model, and calls finishRefresh(), which re-does, in order, the changes
/// confirmed after the request was sent. Changes are kept only while a refresh that may need them is on its
/// way.
///
/// The @p scope names what a list holds (the domain whose aliases it lists; empty for a whole-account list):
/// only changes of that scope are re-done over its answer.
class ChangeJournal final
{
public:
    using Replay = std::function<void()>;

    /// A refresh of @p scope is being sent; returns its ticket.
    [[nodiscard]] quint64 startRefresh(const QString &scope = {});
    /// The service confirmed a change that @p replay shows in the model; re-done over older answers.
    void record(const QString &scope, Replay replay);
    /// Whether the answer to refresh @p ticket may be shown: false when the answer of a refresh of the same
    /// scope sent later is shown already.
    [[nodiscard]] bool isCurrent(quint64 ticket) const;
    /// The answer to @p ticket is in the model: re-does the changes of its scope confirmed after it was sent.
    void finishRefresh(quint64 ticket);
    /// The refresh @p ticket failed or was dropped: nothing of it is shown.
    void abandonRefresh(quint64 ticket);
    /// Forgets every change and every refresh (the model shows something else now).
    void clear();

    /// How many changes are kept (for tests).
    [[nodiscard]] int keptChangeCount() const { return static_cast<int>(m_changes.size()); }

private:
    struct Change
    {
        quint64 ordinal = 0;
        QString scope;
        Replay replay;
    };
    struct Refresh
    {
        quint64 ticket = 0;
        QString scope;
    };

    void forget(quint64 ticket);

    quint64 m_clock = 0;
    QList<Refresh> m_pending; ///< refreshes on their way
    QList<Change> m_changes; ///< confirmed after the oldest pending refresh was sent
    quint64 m_shownTicket = 0; ///< the refresh whose answer the model shows
    QString m_shownScope;
};

} // namespace ForwardDesk::Models
