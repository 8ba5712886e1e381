// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/deletedaliasstack.h"

#include "core/aliasdraft.h"
#include "models/domainmodel.h"
#include "models/session.h"

using namespace Qt::StringLiterals;

namespace ForwardDesk::Models {

namespace {
/// Enough for any afternoon of tidying; the oldest entries go first.
constexpr qsizetype maxEntries = 200;
} // namespace

DeletedAliasStack::DeletedAliasStack(Session *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
{
    if (session) {
        connect(session, &Session::aliasDeleted, this, &DeletedAliasStack::push);
    }
}

DeletedAliasStack::~DeletedAliasStack() = default;

void DeletedAliasStack::push(const QString &domainId, const Core::Alias &alias)
{
    const int row = m_session ? m_session->domains()->rowOf(domainId) : -1;
    const QString domainName = row >= 0 ? m_session->domains()->domains().at(row).name : QString();
    m_entries.append(Entry{domainId, domainName, alias});
    if (m_entries.size() > maxEntries) {
        m_entries.removeFirst();
    }
    emit changed();
}

void DeletedAliasStack::undo(QObject *context,
                             const std::function<void(const Entry &, const Core::ApiError &)> &handler)
{
    if (!canUndo() || !m_session) {
        return;
    }
    m_busy = true;
    emit changed();
    const Entry entry = m_entries.constLast();
    // Answered to the stack itself, so that it is never left busy when the caller went away meanwhile.
    const QPointer<QObject> caller(context);
    m_session->createAliasIn(entry.domainId, Core::AliasDraft::fromAlias(entry.alias), this,
                             [this, entry, caller, handler](const Core::ApiResult<Core::Alias> &result) {
                                 m_busy = false;
                                 // Accepted without the record (200 {} or 204) is back too: Session reads
                                 // the list again for what the service made of it.
                                 if (result.accepted() && !m_entries.isEmpty()
                                     && m_entries.constLast().alias.id == entry.alias.id) {
                                     m_entries.removeLast();
                                 }
                                 emit changed();
                                 if (caller) {
                                     handler(entry, result.accepted() ? Core::ApiError() : result.error());
                                 }
                             });
}

} // namespace ForwardDesk::Models
