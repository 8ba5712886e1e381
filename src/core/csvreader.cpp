// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/csvreader.h"

namespace ForwardDesk::Core {

namespace {
constexpr QChar quote = u'"';
constexpr QChar comma = u',';
constexpr QChar byteOrderMark = QChar(0xFEFF);
constexpr QStringView guardedStarts = u"=+-@";

bool isBlank(const QStringList &fields)
{
    return fields.size() == 1 && fields.constFirst().trimmed().isEmpty();
}
} // namespace

QList<CsvReader::Record> CsvReader::parse(QStringView text)
{
    if (text.startsWith(byteOrderMark)) {
        text = text.mid(1);
    }
    QList<Record> records;
    Record current;
    QString field;
    int line = 1;
    current.line = line;
    bool inQuotes = false;
    bool fieldWasQuoted = false;

    const auto endField = [&] {
        current.fields.append(fieldWasQuoted ? field : field.trimmed());
        field.clear();
        fieldWasQuoted = false;
    };
    const auto endRecord = [&] {
        endField();
        if (!isBlank(current.fields)) {
            records.append(current);
        }
        current = Record();
        current.line = line;
    };

    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (inQuotes) {
            if (c == quote) {
                if (i + 1 < text.size() && text.at(i + 1) == quote) {
                    field += quote;
                    ++i;
                } else {
                    inQuotes = false;
                }
            } else {
                if (c == u'\n') {
                    ++line;
                }
                field += c;
            }
            continue;
        }
        if (c == quote && field.trimmed().isEmpty()) {
            field.clear();
            inQuotes = true;
            fieldWasQuoted = true;
        } else if (c == comma) {
            endField();
        } else if (c == u'\r' || c == u'\n') {
            if (c == u'\r' && i + 1 < text.size() && text.at(i + 1) == u'\n') {
                ++i;
            }
            ++line;
            endRecord();
        } else if (!fieldWasQuoted) {
            field += c; // text after a closing quote is dropped, as spreadsheets do
        }
    }
    if (!field.isEmpty() || !current.fields.isEmpty() || fieldWasQuoted) {
        endRecord();
    }
    return records;
}

QString CsvReader::unguarded(const QString &field)
{
    if (field.size() >= 2 && field.front() == u'\'' && guardedStarts.contains(field.at(1))) {
        return field.mid(1);
    }
    return field;
}

} // namespace ForwardDesk::Core
