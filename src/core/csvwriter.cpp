// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/csvwriter.h"

using namespace Qt::StringLiterals;

namespace ForwardDesk::Core {

namespace {
constexpr QChar quote = u'"';
constexpr QChar comma = u',';
constexpr QChar apostrophe = u'\'';
constexpr QStringView lineEnd = u"\r\n";
/// The characters a spreadsheet takes as the start of a formula (OWASP "CSV injection").
constexpr QStringView formulaStarts = u"=+-@\t\r";
} // namespace

CsvWriter::CsvWriter(const QString &path)
    : m_file(path)
{ }

CsvWriter::~CsvWriter() = default;

bool CsvWriter::open()
{
    m_failed = !m_file.open(QIODevice::WriteOnly);
    return !m_failed;
}

QString CsvWriter::quoted(const QString &field)
{
    const bool needsQuotes = field.contains(comma) || field.contains(quote) || field.contains(u'\n')
        || field.contains(u'\r') || field.startsWith(u' ') || field.endsWith(u' ');
    if (!needsQuotes) {
        return field;
    }
    QString result = field;
    result.replace(quote, u"\"\""_s);
    return quote + result + quote;
}

QString CsvWriter::guarded(const QString &field)
{
    if (!field.isEmpty() && formulaStarts.contains(field.front())) {
        return apostrophe + field;
    }
    return field;
}

void CsvWriter::writeRow(const QStringList &fields)
{
    if (m_failed) {
        return;
    }
    QString line;
    for (qsizetype i = 0; i < fields.size(); ++i) {
        if (i > 0) {
            line += comma;
        }
        line += quoted(m_guardFormulas ? guarded(fields.at(i)) : fields.at(i));
    }
    line += lineEnd;
    const QByteArray bytes = line.toUtf8();
    if (m_file.write(bytes) != bytes.size()) {
        m_failed = true;
    }
}

bool CsvWriter::commit()
{
    if (m_failed) {
        m_file.cancelWriting();
        return false;
    }
    return m_file.commit();
}

QString CsvWriter::errorString() const
{
    return m_file.errorString();
}

} // namespace ForwardDesk::Core
