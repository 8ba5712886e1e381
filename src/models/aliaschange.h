// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/alias.h"
#include "core/aliasdraft.h"
#include "core/aliasrecord.h"

#include <QString>

namespace ForwardDesk::Models {

/// One row of an import or replace plan: what will happen to one alias, and why.
struct AliasChange
{
    enum class Kind {
        Create, ///< the alias does not exist: it will be created with draft
        Update, ///< it exists and differs: it will be changed to draft
        Unchanged, ///< it exists as the row describes it: nothing to send
        Invalid, ///< the row cannot be used; record.problem says why
    };

    Kind kind = Kind::Invalid;
    Core::AliasRecord record; ///< the row as read (line, address, problem)
    QString domainId; ///< empty when the domain is unknown
    Core::Alias current; ///< the alias as the service has it (Update, Unchanged)
    Core::AliasDraft draft; ///< what will be sent (Create, Update)

    [[nodiscard]] bool needsRequest() const { return kind == Kind::Create || kind == Kind::Update; }
};

} // namespace ForwardDesk::Models
