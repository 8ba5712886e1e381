// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandboxjsonwriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <array>
#include <charconv>
#include <limits>

namespace ForwardDesk::Sandbox {

namespace {

constexpr char hexDigits[] = "0123456789abcdef";
constexpr char firstPrintable = 0x20;

} // namespace

SandboxJsonWriter::SandboxJsonWriter(qsizetype reserve)
{
    m_out.reserve(reserve);
}

void SandboxJsonWriter::separate()
{
    if (m_needsComma) {
        m_out += ',';
    }
}

char *SandboxJsonWriter::place(qsizetype bytes)
{
    // One resize per value, its comma included: an append() per piece took a tenth of a long list's time.
    const bool comma = std::exchange(m_needsComma, true);
    const qsizetype start = m_out.size();
    m_out.resize(start + (comma ? 1 : 0) + bytes);
    char *out = m_out.data() + start;
    if (comma) {
        *out++ = ',';
    }
    return out;
}

void SandboxJsonWriter::plain(QByteArrayView json)
{
    std::copy(json.begin(), json.end(), place(json.size()));
}

void SandboxJsonWriter::open(char bracket)
{
    *place(1) = bracket;
    m_needsComma = false;
}

void SandboxJsonWriter::close(char bracket)
{
    m_out += bracket;
    m_needsComma = true;
}

void SandboxJsonWriter::beginObject()
{
    open('{');
}

void SandboxJsonWriter::endObject()
{
    close('}');
}

void SandboxJsonWriter::beginArray()
{
    open('[');
}

void SandboxJsonWriter::endArray()
{
    close(']');
}

void SandboxJsonWriter::key(QLatin1String name)
{
    // Field names are the API's own ASCII identifiers; they never need escaping.
    char *out = place(name.size() + 3);
    *out++ = '"';
    out = std::copy(name.begin(), name.end(), out);
    *out++ = '"';
    *out = ':';
    m_needsComma = false;
}

void SandboxJsonWriter::asciiValue(QLatin1String text)
{
    std::copy(text.begin(), text.end(), asciiValue(text.size()));
}

char *SandboxJsonWriter::asciiValue(qsizetype length)
{
    char *out = place(length + 2);
    out[0] = '"';
    out[length + 1] = '"';
    return out + 1;
}

void SandboxJsonWriter::value(const QString &text)
{
    // Most of a list's texts are printable ASCII without quotes or backslashes: written straight from
    // the UTF-16, without a UTF-8 copy first.
    const auto *const units = reinterpret_cast<const char16_t *>(text.constData());
    const qsizetype length = text.size();
    if (std::all_of(units, units + length, [](char16_t unit) {
            return unit >= firstPrintable && unit < 0x7f && unit != u'"' && unit != u'\\';
        })) {
        char *out = place(length + 2);
        *out++ = '"';
        out = std::copy(units, units + length, out);
        *out = '"';
        return;
    }
    separate();
    escapedString(text);
    m_needsComma = true;
}

void SandboxJsonWriter::escapedString(const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
    m_out += '"';
    // Most strings need no escaping; copy runs of plain bytes in one go rather than byte by byte.
    const char *begin = utf8.constData();
    const char *const end = begin + utf8.size();
    const char *run = begin;
    for (const char *p = begin; p != end; ++p) {
        const char c = *p;
        // Bytes of multi-byte UTF-8 sequences are negative as char and pass through unchanged.
        if (c != '"' && c != '\\' && (c < 0 || c >= firstPrintable)) {
            continue;
        }
        m_out.append(run, p - run);
        run = p + 1;
        switch (c) {
        case '"':
            m_out += "\\\"";
            break;
        case '\\':
            m_out += "\\\\";
            break;
        case '\n':
            m_out += "\\n";
            break;
        case '\r':
            m_out += "\\r";
            break;
        case '\t':
            m_out += "\\t";
            break;
        default:
            m_out += "\\u00";
            m_out += hexDigits[(c >> 4) & 0xf];
            m_out += hexDigits[c & 0xf];
        }
    }
    m_out.append(run, end - run);
    m_out += '"';
}

void SandboxJsonWriter::value(qint64 number)
{
    // Formatted on the stack: QByteArray::number() would allocate for every id, count and time of a list.
    std::array<char, std::numeric_limits<qint64>::digits10 + 2> digits{};
    const auto [end, error] = std::to_chars(digits.data(), digits.data() + digits.size(), number);
    Q_ASSERT(error == std::errc());
    plain(QByteArrayView(digits.data(), end));
}

void SandboxJsonWriter::value(bool flag)
{
    plain(flag ? "true" : "false");
}

void SandboxJsonWriter::value(const QStringList &texts)
{
    beginArray();
    for (const QString &text : texts) {
        value(text);
    }
    endArray();
}

void SandboxJsonWriter::nullValue()
{
    plain("null");
}

void SandboxJsonWriter::value(const QJsonValue &json)
{
    switch (json.type()) {
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        nullValue();
        return;
    case QJsonValue::Bool:
        value(json.toBool());
        return;
    case QJsonValue::Double:
        if (json.isDouble() && json.toDouble() == static_cast<double>(json.toInteger())) {
            value(json.toInteger());
        } else {
            plain(QByteArray::number(json.toDouble(), 'g', 17));
        }
        return;
    case QJsonValue::String:
        value(json.toString());
        return;
    case QJsonValue::Array:
        rawValue(QJsonDocument(json.toArray()).toJson(QJsonDocument::Compact));
        return;
    case QJsonValue::Object:
        rawValue(QJsonDocument(json.toObject()).toJson(QJsonDocument::Compact));
        return;
    }
}

void SandboxJsonWriter::rawValue(QByteArrayView json)
{
    plain(json);
}

void SandboxJsonWriter::streamTo(std::function<void(QByteArrayView)> sink, qsizetype pieceBytes)
{
    m_sink = std::move(sink);
    m_pieceBytes = pieceBytes;
    m_out.reserve(pieceBytes + pieceBytes / 4);
}

void SandboxJsonWriter::handOver()
{
    if (!m_out.isEmpty()) {
        m_sink(m_out);
        m_out.resize(0); // the room stays for the next piece
    }
}

void SandboxJsonWriter::endStream()
{
    handOver();
    m_sink = nullptr;
    m_out = QByteArray();
}

QByteArray SandboxJsonWriter::take()
{
    m_needsComma = false;
    return std::exchange(m_out, {});
}

} // namespace ForwardDesk::Sandbox
