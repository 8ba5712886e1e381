// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

namespace ForwardDesk::Core {

/// Reads CSV text (RFC 4180, as CsvWriter writes it, and as spreadsheets and web dashboards export it):
/// comma separated, fields optionally in double quotes with quotes doubled, CRLF or LF line ends, a
/// leading byte-order mark ignored.
///
/// Usage: `const auto rows = CsvReader::parse(text);` — one QStringList per record, blank lines left out.
/// Each record remembers the line it started on (lineOf()) so that a report can point at it.
class CsvReader final
{
public:
    struct Record
    {
        int line = 0; ///< 1-based line of the file where the record starts
        QStringList fields;
    };

    [[nodiscard]] static QList<Record> parse(QStringView text);
    /// Takes back CsvWriter's formula guard: a leading apostrophe before = + - @ is dropped.
    [[nodiscard]] static QString unguarded(const QString &field);
};

} // namespace ForwardDesk::Core
