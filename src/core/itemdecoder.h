// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "apierror.h"
#include "jsonlistsplitter.h"
#include "listpage.h"
#include "listreport.h"
#include "recordreader.h"
#include "responsedecoder.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <utility>

// How ApiClient decodes the records of one list answer (a page): ItemDecoder for each record, decodePage() for
// a whole body. In a header of their own so that the large-account benchmark measures this code, not a copy.

namespace ForwardDesk::Core {

/// One page of a list, decoded: its records, its paging hints and what was left out.
template <typename T>
struct PageResult
{
    bool ok = false;
    ApiError::Reason reason = ApiError::Reason::Unspecified;
    QString problem;
    QList<T> items;
    ListPage page;
    qsizetype received = 0; ///< records on the page, readable or not
    ListReport unreadable; ///< only its counts and samples
    bool deduplicated = false; ///< records seen on earlier pages are out of `items`
    qsizetype duplicates = 0; ///< how many were
};

/// How a list's records are decoded: from the object, and its own compact text when it is at hand.
template <typename T>
using DecodeOne = T (*)(const QJsonObject &, const QByteArray &);

/// Whether the records read with @p reader do without their text (RecordText::Dropped); without a reader they keep it.
inline bool dropsText(const RecordReader *reader)
{
    return reader && reader->text() == RecordText::Dropped;
}

/// Leaves @p record without its text when @p reader's records do without: for the records ResponseDecoder decodes,
/// which keep it.
template <typename T>
void dropTextFor(const RecordReader *reader, T *record)
{
    if (dropsText(reader)) {
        record->raw = RawRecord();
    }
}

/// Decodes a list's items one by one into a PageResult, each from its own JSON text; the records read from text
/// share the texts they repeat through the RecordReader given, which one thread at a time uses.
template <typename T>
class ItemDecoder
{
public:
    ItemDecoder(DecodeOne<T> decodeOne, RecordReader *reader, PageResult<T> *result)
        : m_decodeOne(decodeOne)
        , m_reader(reader)
        , m_result(result)
        , m_keepsText(!dropsText(reader))
    { }

    /// Decodes the item whose text is @p json, which must be followed in memory by JsonListSplitter::Padding
    /// readable bytes. False when it does not parse: then the whole body is to be parsed as one document.
    bool add(QByteArrayView json, bool isObject)
    {
        // A record's compact text is made only for a record that keeps it.
        if (isObject && m_keepsText) {
            JsonListSplitter::compact(json, &m_compact);
        }
        if constexpr (RecordReader::Reads<T>) {
            // The long lists: straight from the text, without a QJsonObject per record.
            T record;
            if (isObject && m_reader->read(json, m_compact, &record)) {
                if (ResponseDecoder::unreadableBecause(record) == ListReport::Missing::Nothing) {
                    m_result->items.append(std::move(record));
                    return true;
                }
                m_compact = record.rawJson(); // read again below, for the sample of what was left out
            }
        }
        QJsonParseError parseError{};
        if (!isObject) {
            // Not a record; kept as a sample of what was left out (a scalar parses inside an array only).
            const QJsonDocument document = QJsonDocument::fromJson("[" + json.toByteArray() + "]", &parseError);
            if (parseError.error != QJsonParseError::NoError) {
                return false;
            }
            m_result->unreadable.addUnreadable(ListReport::Missing::Record, document.array().at(0));
            return true;
        }
        const QJsonDocument document =
            QJsonDocument::fromJson(QByteArray::fromRawData(json.data(), json.size()), &parseError);
        if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
            return false;
        }
        const QJsonObject object = document.object();
        T decoded = m_decodeOne(object, std::exchange(m_compact, {}));
        dropTextFor(m_reader, &decoded);
        const ListReport::Missing missing = ResponseDecoder::unreadableBecause(decoded);
        if (missing == ListReport::Missing::Nothing) {
            m_result->items.append(std::move(decoded));
        } else {
            m_result->unreadable.addUnreadable(missing, object); // never a row with an empty id or name
        }
        return true;
    }

private:
    DecodeOne<T> m_decodeOne;
    RecordReader *m_reader;
    PageResult<T> *m_result;
    bool m_keepsText;
    QByteArray m_compact; // each record's compact text in turn, in one buffer while records keep skeletons
};

/// The list cut into its records' texts (JsonListSplitter), each parsed on its own and kept as its `raw`:
/// no document of the whole body, and no record written out again. False when the splitter declines or a
/// record does not parse; then nothing is decoded and the whole body is to be parsed as one document, which
/// finds the same records or the same error.
template <typename T>
bool decodeRecordByRecord(const QByteArray &body, const QStringList &resourceKeys, DecodeOne<T> decodeOne,
                          RecordReader *reader, PageResult<T> *result)
{
    JsonListSplitter splitter;
    if (!splitter.split(body, resourceKeys)) {
        return false;
    }
    result->page = splitter.page();
    result->received = splitter.items().size();
    result->items.reserve(splitter.items().size());
    ItemDecoder<T> decoder(decodeOne, reader, result);
    for (const JsonListSplitter::Item &item : splitter.items()) {
        if (!decoder.add(item.json, item.isObject)) {
            return false;
        }
    }
    result->ok = true;
    return true;
}

/// The page whose answer is @p body; @p reader is the list's (the pages of a list are decoded one at a time).
template <typename T>
PageResult<T> decodePage(const QByteArray &body, const QStringList &resourceKeys, DecodeOne<T> decodeOne,
                         RecordReader *reader)
{
    using namespace Qt::StringLiterals;
    PageResult<T> result;
    if (body.trimmed().isEmpty()) { // a 204 or an empty 200 is not an empty list: nothing says the list is empty
        result.problem = u"the service's answer is empty"_s;
        result.reason = ApiError::Reason::NoList;
        return result;
    }
    if (decodeRecordByRecord(body, resourceKeys, decodeOne, reader, &result)) {
        return result;
    }
    result = PageResult<T>();
    QJsonParseError parseError{};
    const QJsonDocument document = QJsonDocument::fromJson(body, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        result.problem = parseError.errorString();
        result.reason = ApiError::Reason::NotJson;
        return result;
    }
    const QJsonValue root = document.isArray() ? QJsonValue(document.array()) : QJsonValue(document.object());
    if (!ResponseDecoder::decodeListPage(root, resourceKeys, &result.page)) {
        result.problem = u"no list in the answer"_s;
        result.reason = ApiError::Reason::NoList;
        return result;
    }
    result.received = result.page.items.size();
    result.items.reserve(result.page.items.size());
    for (const QJsonValue &item : std::as_const(result.page.items)) {
        if (!item.isObject()) {
            result.unreadable.addUnreadable(ListReport::Missing::Record, item);
            continue;
        }
        T decoded = decodeOne(item.toObject(), QByteArray());
        dropTextFor(reader, &decoded);
        const ListReport::Missing missing = ResponseDecoder::unreadableBecause(decoded);
        if (missing == ListReport::Missing::Nothing) {
            result.items.append(std::move(decoded));
        } else {
            result.unreadable.addUnreadable(missing, item); // never a row with an empty id or name
        }
    }
    result.page.items = QJsonArray(); // decoded; do not carry the JSON around twice
    result.ok = true;
    return result;
}

} // namespace ForwardDesk::Core
