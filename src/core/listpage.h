// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonArray>
#include <QUrl>

namespace ForwardDesk::Core {

/// One page of a list answer, whatever its envelope: the items, and how to get the next page if any.
struct ListPage
{
    QJsonArray items;
    QUrl next; ///< absolute or relative link to the next page; empty when there is none (or unknown)
    int total = -1; ///< the total the service announced, or -1
    int page = -1; ///< the page number the service announced, or -1
    bool more = false; ///< the service said there is more (without a link)
};

} // namespace ForwardDesk::Core
