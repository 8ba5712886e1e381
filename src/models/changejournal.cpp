// SPDX-License-Identifier: GPL-3.0-or-later
#include "changejournal.h"

#include <algorithm>

namespace ForwardDesk::Models {

quint64 ChangeJournal::startRefresh(const QString &scope)
{
    const quint64 ticket = ++m_clock;
    m_pending.append({ticket, scope});
    return ticket;
}

void ChangeJournal::record(const QString &scope, Replay replay)
{
    const quint64 ordinal = ++m_clock;
    if (m_pending.isEmpty() || !replay) {
        return; // no answer on its way can be older than this change
    }
    m_changes.append({ordinal, scope, std::move(replay)});
}

bool ChangeJournal::isCurrent(quint64 ticket) const
{
    const auto found = std::find_if(m_pending.cbegin(), m_pending.cend(),
                                    [ticket](const Refresh &refresh) { return refresh.ticket == ticket; });
    if (found == m_pending.cend()) {
        return false; // forgotten: cleared meanwhile
    }
    return found->scope != m_shownScope || ticket > m_shownTicket;
}

void ChangeJournal::finishRefresh(quint64 ticket)
{
    const auto found = std::find_if(m_pending.cbegin(), m_pending.cend(),
                                    [ticket](const Refresh &refresh) { return refresh.ticket == ticket; });
    if (found == m_pending.cend()) {
        return;
    }
    const QString scope = found->scope;
    m_shownTicket = ticket;
    m_shownScope = scope;
    // A replay may change the model, which must not change the journal while it is walked: copy first.
    QList<Replay> replays;
    for (const Change &change : std::as_const(m_changes)) {
        if (change.ordinal > ticket && change.scope == scope) {
            replays.append(change.replay);
        }
    }
    forget(ticket);
    for (const Replay &replay : std::as_const(replays)) {
        replay();
    }
}

void ChangeJournal::abandonRefresh(quint64 ticket)
{
    forget(ticket);
}

void ChangeJournal::clear()
{
    m_pending.clear();
    m_changes.clear();
    m_shownTicket = 0;
    m_shownScope.clear();
}

void ChangeJournal::forget(quint64 ticket)
{
    m_pending.removeIf([ticket](const Refresh &refresh) { return refresh.ticket == ticket; });
    if (m_pending.isEmpty()) {
        m_changes.clear();
        return;
    }
    const quint64 oldest =
        std::min_element(m_pending.cbegin(), m_pending.cend(), [](const Refresh &a, const Refresh &b) {
            return a.ticket < b.ticket;
        })->ticket;
    m_changes.removeIf([oldest](const Change &change) { return change.ordinal < oldest; });
}

} // namespace ForwardDesk::Models
