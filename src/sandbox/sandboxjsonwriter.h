// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QJsonValue>
#include <QLatin1String>
#include <QString>
#include <QStringList>

#include <functional>

namespace ForwardDesk::Sandbox {

/// Writes compact JSON text straight into a byte array, in the order the fields are given.
///
/// Lists of 50,000 aliases or 10,000 log entries are several times faster this way than as QJsonObjects
/// that are then serialised. Usage: beginObject(), then key() and a value for each field, endObject(), take().
class SandboxJsonWriter final
{
public:
    explicit SandboxJsonWriter(qsizetype reserve = 0);

    void beginObject();
    void endObject();
    void beginArray();
    void endArray();
    /// The name of the next field of the current object.
    void key(QLatin1String name);

    void value(const QString &text);
    /// A string known to need no escaping (digits, dates, identifiers); skips the UTF-8 conversion.
    void asciiValue(QLatin1String text);
    /// Room for a string of @p length such characters, in quotes, for the caller to fill in at once.
    [[nodiscard]] char *asciiValue(qsizetype length);
    void value(qint64 number);
    void value(int number) { value(static_cast<qint64>(number)); }
    void value(bool flag);
    void value(const char *) = delete; // would silently become a bool
    /// Strings, numbers, booleans and null; arrays and objects are serialised as QJsonDocument would.
    void value(const QJsonValue &json);
    void value(const QStringList &texts);
    void nullValue();
    /// Already serialised JSON, such as a list written by another writer.
    void rawValue(QByteArrayView json);
    /// The field @p name holding an object of the one field @p field (JSON:API's "meta": {"total": 3}).
    template <typename Value>
    void objectOfOne(QLatin1String name, QLatin1String field, const Value &fieldValue)
    {
        key(name);
        beginObject();
        key(field);
        value(fieldValue);
        endObject();
    }

    [[nodiscard]] QByteArray take();
    /// Bytes written so far.
    [[nodiscard]] qsizetype size() const { return m_out.size(); }
    /// Makes room for @p bytes more, so that a long text is not moved again and again as it grows (not while
    /// streaming: the text then leaves in pieces).
    void reserveMore(qsizetype bytes)
    {
        if (!m_sink) {
            m_out.reserve(m_out.size() + bytes);
        }
    }

    /// From now on, what is written goes to @p sink in pieces of about @p pieceBytes (a long answer sent as it
    /// is made): handed over at pieceDone() once that much is held, and the rest at endStream().
    void streamTo(std::function<void(QByteArrayView)> sink, qsizetype pieceBytes);
    /// A good place to hand a piece over (between two records).
    void pieceDone()
    {
        if (m_sink && m_out.size() >= m_pieceBytes) {
            handOver();
        }
    }
    /// Hands over what is left; nothing more is written.
    void endStream();

private:
    void separate();
    /// Makes room for @p bytes after the comma the value needs (if any) and returns where they go.
    char *place(qsizetype bytes);
    /// A value written as it is: a number, true, false, null or serialised JSON.
    void plain(QByteArrayView json);
    /// Opens an object or array with @p bracket; closes one with @p bracket.
    void open(char bracket);
    void close(char bracket);
    /// A string that needs escaping or holds more than ASCII, in quotes.
    void escapedString(const QString &text);

    void handOver();

    QByteArray m_out;
    bool m_needsComma = false;
    std::function<void(QByteArrayView)> m_sink;
    qsizetype m_pieceBytes = 0;
};

} // namespace ForwardDesk::Sandbox
