// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/aliasrecord.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace ForwardDesk::Core {

/// Reads and writes files of aliases: ForwardDesk's own CSV and JSON, and the CSV exports of ImprovMX and
/// addy.io (their column layouts are described in docs/import-export.md).
///
/// Usage: `AliasFile::Contents c = AliasFile::parse(bytes);` then look at c.layout and c.records (rows that
/// cannot be used carry a Problem; they are kept so that a preview can say why). Export with writeCsv() or
/// writeJson(), which put the file in place only when it is complete.
class AliasFile final
{
public:
    enum class Layout {
        Unknown, ///< not a file of aliases ForwardDesk knows
        ForwardDeskCsv,
        ForwardDeskJson,
        ImprovMxCsv,
        AddyIoCsv,
    };

    struct Contents
    {
        Layout layout = Layout::Unknown;
        QList<AliasRecord> records;
    };

    /// The columns of ForwardDesk's CSV, in order.
    [[nodiscard]] static QStringList csvHeader();

    /// Reads @p data (CSV or JSON, told apart by content). Rows without a domain get @p defaultDomain.
    [[nodiscard]] static Contents parse(const QByteArray &data, const QString &defaultDomain = {});

    [[nodiscard]] static QByteArray toJson(const QList<AliasRecord> &records);
    /// Writes @p records to @p path atomically; false with @p error filled when that failed.
    [[nodiscard]] static bool writeCsv(const QString &path, const QList<AliasRecord> &records, QString *error);
    [[nodiscard]] static bool writeJson(const QString &path, const QList<AliasRecord> &records, QString *error);

    /// Checks local part and destinations of @p record and sets its problem (the first one found).
    static void validate(AliasRecord &record);
    [[nodiscard]] static bool isMailAddress(const QString &text);
};

} // namespace ForwardDesk::Core
