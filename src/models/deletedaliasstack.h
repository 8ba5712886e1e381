// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/alias.h"
#include "core/apierror.h"

#include <QList>
#include <QObject>
#include <QPointer>

namespace ForwardDesk::Models {

class Session;

/// Remembers the aliases deleted through the session, newest last, for as long as it lives (the window's
/// lifetime), so that a delete can be undone: undo() creates the newest one again with the same local
/// part, catch-all flag, state and destinations (the service gives it a new id).
///
/// Usage: construct with the session; watch changed(); undo() with a context and a handler.
class DeletedAliasStack final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DeletedAliasStack)

public:
    struct Entry
    {
        QString domainId;
        QString domainName;
        Core::Alias alias;
    };

    explicit DeletedAliasStack(Session *session, QObject *parent = nullptr);
    ~DeletedAliasStack() override;

    [[nodiscard]] bool canUndo() const { return !m_entries.isEmpty() && !m_busy; }
    [[nodiscard]] int size() const { return static_cast<int>(m_entries.size()); }
    /// The alias undo() would bring back; only valid when size() > 0.
    [[nodiscard]] Entry top() const { return m_entries.constLast(); }

    /// Creates the newest deleted alias again; it leaves the stack once the service confirmed it.
    void undo(QObject *context, const std::function<void(const Entry &, const Core::ApiError &)> &handler);

signals:
    void changed();

private:
    void push(const QString &domainId, const Core::Alias &alias);

    QPointer<Session> m_session;
    QList<Entry> m_entries;
    bool m_busy = false;
};

} // namespace ForwardDesk::Models
