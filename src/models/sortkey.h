// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace ForwardDesk::Models {

/// What a row sorts by: a number first (a time in milliseconds, a count, a state), then a text that is
/// already case-folded and compares by code unit. Models make one per row and column; proxies compare them
/// without going through QVariant.
struct SortKey
{
    qint64 number = 0;
    QString text;

    friend bool operator<(const SortKey &a, const SortKey &b)
    {
        if (a.number != b.number) {
            return a.number < b.number;
        }
        return QStringView(a.text).compare(QStringView(b.text)) < 0;
    }
};

} // namespace ForwardDesk::Models
