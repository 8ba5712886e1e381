// SPDX-License-Identifier: GPL-3.0-or-later
#include "recordreader.h"

#include "jsonlistsplitter.h"
#include "recordfields.h"
#include "responsedecoder.h"
#include "textpool.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QVarLengthArray>

#include <simdjson.h>

#include <limits>
#include <span>
#include <string_view>

namespace ForwardDesk::Core {

namespace {

namespace dom = simdjson::dom;

static_assert(JsonListSplitter::Padding >= qsizetype(simdjson::SIMDJSON_PADDING));

/// The largest record read with its thread's parser (see RecordReader::Private).
constexpr qsizetype smallRecordBytes = 16 * 1024;

/// A value of a record as QJsonValue would answer for it; undefined when the record has no such member.
class ElementValue
{
public:
    ElementValue() = default;
    explicit ElementValue(dom::element element)
        : m_element(element)
        , m_present(true)
    { }

    [[nodiscard]] bool isUndefined() const { return !m_present; }
    [[nodiscard]] bool isNull() const { return m_present && m_element.is_null(); }
    [[nodiscard]] bool isBool() const { return m_present && m_element.is_bool(); }
    [[nodiscard]] bool isDouble() const { return m_present && m_element.is_number(); }
    [[nodiscard]] bool isString() const { return m_present && m_element.is_string(); }
    [[nodiscard]] bool isArray() const { return m_present && m_element.is_array(); }
    [[nodiscard]] bool isObject() const { return m_present && m_element.is_object(); }

    [[nodiscard]] double toDouble() const
    {
        switch (m_element.type()) {
        case dom::element_type::INT64:
            return double(int64_t(m_element));
        case dom::element_type::UINT64:
            return double(uint64_t(m_element));
        case dom::element_type::DOUBLE:
            return double(m_element);
        default:
            return 0;
        }
    }
    [[nodiscard]] bool toBool() const { return isBool() && bool(m_element); }
    [[nodiscard]] std::string_view utf8() const
    {
        return isString() ? std::string_view(m_element) : std::string_view();
    }
    [[nodiscard]] QString toString() const
    {
        const std::string_view text = utf8();
        return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
    }
    [[nodiscard]] dom::element element() const { return m_element; }

private:
    dom::element m_element;
    bool m_present = false;
};

QJsonValue toJson(dom::element element)
{
    switch (element.type()) {
    case dom::element_type::OBJECT: {
        QJsonObject object;
        for (const dom::key_value_pair field : dom::object(element)) {
            object.insert(QString::fromUtf8(field.key.data(), static_cast<qsizetype>(field.key.size())),
                          toJson(field.value));
        }
        return object;
    }
    case dom::element_type::ARRAY: {
        QJsonArray array;
        for (const dom::element item : dom::array(element)) {
            array.append(toJson(item));
        }
        return array;
    }
    case dom::element_type::STRING: {
        const std::string_view text(element);
        return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
    }
    case dom::element_type::INT64:
        return QJsonValue(qint64(int64_t(element)));
    case dom::element_type::UINT64: {
        const uint64_t number(element);
        return number <= uint64_t(std::numeric_limits<qint64>::max()) ? QJsonValue(qint64(number))
                                                                      : QJsonValue(double(number));
    }
    case dom::element_type::DOUBLE:
        return double(element);
    case dom::element_type::BOOL:
        return bool(element);
    case dom::element_type::NULL_VALUE:
        break;
    }
    return QJsonValue(QJsonValue::Null);
}

/// A flat record's members, found by name, as decodeLogEntryFields() reads a record.
class ElementRecord
{
public:
    ElementRecord(TextPool *pool)
        : m_pool(pool)
    { }

    /// Takes the members of @p object; false when one is named twice (QJsonObject keeps the last one, simdjson
    /// would find the first: such a record is left to QJsonObject).
    bool take(dom::object object)
    {
        m_fields.clear();
        for (const dom::key_value_pair field : object) {
            for (const Field &seen : std::as_const(m_fields)) {
                if (seen.name == field.key) {
                    return false;
                }
            }
            m_fields.append({field.key, field.value});
        }
        return true;
    }

    [[nodiscard]] ElementValue value(QLatin1StringView name) const
    {
        const std::string_view wanted(name.data(), static_cast<std::size_t>(name.size()));
        for (const Field &field : m_fields) {
            if (field.name == wanted) {
                return ElementValue(field.value);
            }
        }
        return {};
    }
    [[nodiscard]] QString sharedText(const ElementValue &value) const { return m_pool->text(value.utf8()); }
    [[nodiscard]] QStringList sharedList(std::span<const QString> texts) const { return m_pool->list(texts); }
    /// The time a string value names, read from its bytes.
    [[nodiscard]] static QDateTime dateText(const ElementValue &value)
    {
        const std::string_view text = value.utf8();
        return ResponseDecoder::decodeDateUtf8(QByteArrayView(text.data(), static_cast<qsizetype>(text.size())));
    }
    [[nodiscard]] static QVarLengthArray<ElementValue, 8> items(const ElementValue &value)
    {
        QVarLengthArray<ElementValue, 8> items;
        if (value.isArray()) {
            for (const dom::element item : dom::array(value.element())) {
                items.append(ElementValue(item));
            }
        }
        return items;
    }
    [[nodiscard]] static QJsonValue json(const ElementValue &value)
    {
        return value.isUndefined() ? QJsonValue(QJsonValue::Undefined) : toJson(value.element());
    }

private:
    struct Field
    {
        std::string_view name;
        dom::element value;
    };
    QVarLengthArray<Field, 32> m_fields;
    TextPool *m_pool;
};

bool isResource(const ElementRecord &record)
{
    const ElementValue type = record.value(QLatin1StringView("type"));
    return record.value(QLatin1StringView("attributes")).isObject()
        && (!record.value(QLatin1StringView("id")).isUndefined() || type.isString());
}

} // namespace

struct RecordReader::Private
{
    /// The parser of a record larger than smallRecordBytes (made when one comes): the others are read by their
    /// thread's parser, which keeps its buffers from one list to the next.
    std::unique_ptr<dom::parser> largeRecords;
    TextPool pool;
    ElementRecord record{&pool};
    RawSkeleton::Workspace skeletons[2]; ///< for log entries, for aliases
    RecordText text = RecordText::Kept;
};

RecordReader::RecordReader(RecordText text)
    : m_d(std::make_unique<Private>())
{
    m_d->text = text;
}

RecordText RecordReader::text() const
{
    return m_d->text;
}

RecordReader::~RecordReader() = default;

bool RecordReader::take(QByteArrayView json, const QByteArray &compact)
{
    thread_local dom::parser threadParser;
    dom::parser *parser = &threadParser;
    if (json.size() > smallRecordBytes) {
        if (!m_d->largeRecords) {
            m_d->largeRecords = std::make_unique<dom::parser>();
        }
        parser = m_d->largeRecords.get();
    }
    dom::element element;
    // A record that keeps its text needs it (a reader that drops the text is given none).
    return (m_d->text == RecordText::Dropped || !compact.isEmpty())
        && parser->parse(json.data(), static_cast<std::size_t>(json.size()), false).get(element) == simdjson::SUCCESS
        && element.is_object() && m_d->record.take(dom::object(element)) && !isResource(m_d->record);
}

template <typename T, typename DecodeFields>
bool RecordReader::readWith(QByteArrayView json, QByteArray &compact, T *record, DecodeFields decodeFields)
{
    if (!take(json, compact)) {
        return false;
    }
    T decoded;
    decodeFields(m_d->record, &decoded);
    if (m_d->text == RecordText::Dropped) {
        *record = std::move(decoded);
        return true;
    }
    // Kept as a skeleton over the fields where it can be (shared by the list's records of one shape), else
    // as it came.
    QByteArray skeleton = RawSkeleton::make(compact, decoded, &m_d->skeletons[std::is_same_v<T, Alias>]);
    if (skeleton.isEmpty()) {
        decoded.raw = RawRecord::fromCompactJson(std::exchange(compact, {}));
    } else {
        decoded.raw = RawRecord::fromSkeleton(std::move(skeleton));
    }
    *record = std::move(decoded);
    return true;
}

bool RecordReader::read(QByteArrayView json, QByteArray &compact, LogEntry *entry)
{
    return readWith(json, compact, entry,
                    [](const auto &record, LogEntry *decoded) { decodeLogEntryFields(record, decoded); });
}

bool RecordReader::read(QByteArrayView json, QByteArray &compact, Alias *alias)
{
    return readWith(json, compact, alias,
                    [](const auto &record, Alias *decoded) { decodeAliasFields(record, decoded); });
}

} // namespace ForwardDesk::Core
