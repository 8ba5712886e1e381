// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/csvwriter.h"

namespace ForwardDesk::Core {

namespace {
constexpr QChar kQuote = u'"';
constexpr QChar kComma = u',';
constexpr QChar kApostrophe = u'\'';
constexpr QStringView kLineEnd = u"\r\n";
/// The characters a spreadsheet takes as the start of a formula (OWASP "CSV injection").
constexpr QStringView kFormulaStarts = u"=+-@\t\r";
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
    const bool needsQuotes = field.contains(kComma) || field.contains(kQuote) || field.contains(u'\n')
        || field.contains(u'\r') || field.startsWith(u' ') || field.endsWith(u' ');
    if (!needsQuotes) {
        return field;
    }
    QString result = field;
    result.replace(kQuote, QStringLiteral("\"\""));
    return kQuote + result + kQuote;
}

QString CsvWriter::guarded(const QString &field)
{
    if (!field.isEmpty() && kFormulaStarts.contains(field.front())) {
        return kApostrophe + field;
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
            line += kComma;
        }
        line += quoted(m_guardFormulas ? guarded(fields.at(i)) : fields.at(i));
    }
    line += kLineEnd;
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
