// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsonlistsplitter.h"

#include "responsedecoder.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <simdjson.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string_view>

namespace ForwardDesk::Core {

namespace {

namespace od = simdjson::ondemand;

static_assert(JsonListSplitter::Padding >= qsizetype(simdjson::SIMDJSON_PADDING));

/// The largest answer split() reads with the thread's own parser: its buffers take about six bytes a byte.
constexpr std::size_t smallBodyBytes = 64 * 1024;

bool isSpace(char c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}

/// Whether @p json holds a byte below '!', eight bytes at a time: the spaces between tokens are such bytes, and
/// no other one stands in JSON text (a string holds control characters escaped).
bool hasSpace(QByteArrayView json)
{
    constexpr std::uint64_t ones = 0x0101010101010101U;
    constexpr std::uint64_t highs = 0x8080808080808080U;
    const char *p = json.data();
    const char *const end = p + json.size();
    for (; end - p >= 8; p += 8) {
        std::uint64_t word = 0;
        std::memcpy(&word, p, sizeof word);
        // A byte below 0x21 borrows when 0x21 is taken from it; a byte of 0x80 or more is kept out by ~word.
        if (((word - ones * 0x21) & ~word & highs) != 0) {
            return true;
        }
    }
    for (; p < end; ++p) {
        if (static_cast<unsigned char>(*p) < 0x21) {
            return true;
        }
    }
    return false;
}

QByteArrayView bytesOf(std::string_view text)
{
    return {text.data(), static_cast<qsizetype>(text.size())};
}

/// The text of one value, which the iteration then passes: a whole object or array, or a scalar's token.
bool valueText(od::value value, std::string_view *text, bool *isObject)
{
    od::json_type type{};
    if (value.type().get(type) != simdjson::SUCCESS) {
        return false;
    }
    *isObject = type == od::json_type::object;
    if (type == od::json_type::object) {
        od::object object;
        return value.get_object().get(object) == simdjson::SUCCESS && object.raw_json().get(*text) == simdjson::SUCCESS;
    }
    if (type == od::json_type::array) {
        od::array array;
        return value.get_array().get(array) == simdjson::SUCCESS && array.raw_json().get(*text) == simdjson::SUCCESS;
    }
    *text = value.raw_json_token(); // with the whitespace behind it
    return true;
}

/// The escaped text of a member name as it stands between its quotes.
std::string_view rawKey(const od::field &field, const char *end)
{
    const char *start = field.key().raw();
    const char *at = start;
    while (at < end && *at != '"') {
        at += *at == '\\' ? 2 : 1;
    }
    return {start, static_cast<std::size_t>(std::min(at, end) - start)};
}

/// Whether @p json holds more than @p limit bytes '{' and '[' (strings included): only then can it nest deeper
/// than @p limit. Counted with memchr, which passes over the few brackets of a record many bytes at a time.
bool moreBracketsThan(QByteArrayView json, int limit)
{
    int found = 0;
    for (const char bracket : {'{', '['}) {
        const char *p = json.data();
        const char *const end = p + json.size();
        while (p < end) {
            const auto *const hit =
                static_cast<const char *>(std::memchr(p, bracket, static_cast<std::size_t>(end - p)));
            if (!hit) {
                break;
            }
            if (++found > limit) {
                return true;
            }
            p = hit + 1;
        }
    }
    return false;
}

/// The first character from @p from on that is not whitespace, or @p end.
const char *skipSpace(const char *from, const char *end)
{
    while (from < end && isSpace(*from)) {
        ++from;
    }
    return from;
}

/// Whether only whitespace, @p closer and whitespace follow @p from up to @p end: nothing after the value.
bool closesAt(const char *from, const char *end, char closer)
{
    from = skipSpace(from, end);
    return from < end && *from == closer && skipSpace(from + 1, end) == end;
}

/// Where the text after the first character that is not whitespace starts (the root's opening bracket).
const char *afterOpening(const char *from, const char *end)
{
    from = skipSpace(from, end);
    return from < end ? from + 1 : end;
}

/// One member of the root object as far as the envelope goes.
struct Member
{
    std::string_view key; ///< escaped, without its quotes
    std::string_view text; ///< the value's text
    bool isArray = false;
};

QJsonObject envelopeOf(const QList<Member> &members, qsizetype keepArraysExcept, bool *ok)
{
    QByteArray text = "{";
    for (qsizetype i = 0; i < members.size(); ++i) {
        const Member &member = members.at(i);
        if (i > 0) {
            text += ',';
        }
        text += '"';
        text += bytesOf(member.key);
        text += "\":";
        if (member.isArray && (keepArraysExcept < 0 || i == keepArraysExcept)) {
            text += "[]";
        } else {
            text += bytesOf(member.text);
        }
    }
    text += '}';
    QJsonParseError error{};
    const QJsonDocument document = QJsonDocument::fromJson(text, &error);
    *ok = error.error == QJsonParseError::NoError && document.isObject()
        && document.object().size() == members.size(); // a repeated name is left to the whole parse
    return document.object();
}

} // namespace

const char *JsonListSplitter::closingQuote(const char *p, const char *end)
{
    const char *const start = p;
    while (p < end) {
        const auto *quote = static_cast<const char *>(std::memchr(p, '"', static_cast<std::size_t>(end - p)));
        if (!quote) {
            return nullptr;
        }
        // Escaped when an odd number of backslashes stands before it (none of them before the string).
        const char *before = quote;
        while (before > start && before[-1] == '\\') {
            --before;
        }
        if ((quote - before) % 2 == 0) {
            return quote;
        }
        p = quote + 1;
    }
    return nullptr;
}

const char *JsonListSplitter::stringEnd(const char *p, const char *end)
{
    const char *const quote = closingQuote(p, end);
    return quote ? quote + 1 : end;
}

void JsonListSplitter::compact(QByteArrayView json, QByteArray *out)
{
    // Most services send their records without spaces: copied as they are. The minifier's cost per call outweighs
    // its cost per byte in records of a few hundred bytes.
    if (!json.isEmpty() && !hasSpace(json)) {
        out->resize(json.size());
        std::memcpy(out->data(), json.data(), static_cast<std::size_t>(json.size()));
        return;
    }
    // simdjson's minifier, many bytes at a time; it may write up to its padding past the text's length.
    out->resize(json.size() + qsizetype(simdjson::SIMDJSON_PADDING)); // keeps the buffer's room when it has enough
    std::size_t length = 0;
    if (simdjson::minify(json.data(), static_cast<std::size_t>(json.size()), out->data(), length)
        == simdjson::SUCCESS) {
        out->resize(static_cast<qsizetype>(length));
        return;
    }
    // Text the minifier refuses (a string left open): byte by byte, as far as it goes.
    out->resize(json.size());
    char *const start = out->data();
    char *to = start;
    const char *p = json.data();
    const char *const end = p + json.size();
    while (p < end) {
        const char c = *p++;
        if (isSpace(c)) {
            continue;
        }
        *to++ = c;
        if (c == '"') { // a string, copied whole
            const char *const stop = stringEnd(p, end);
            std::memcpy(to, p, static_cast<std::size_t>(stop - p));
            to += stop - p;
            p = stop;
        }
    }
    out->resize(to - start);
}

QByteArray JsonListSplitter::compact(QByteArrayView json)
{
    QByteArray out;
    compact(json, &out);
    out.squeeze();
    return out;
}

int JsonListSplitter::depthOf(QByteArrayView json)
{
    int level = 0;
    int deepest = 0;
    const char *p = json.data();
    const char *const end = p + json.size();
    while (p < end) {
        const char c = *p++;
        if (c == '"') {
            p = stringEnd(p, end);
        } else if (c == '{' || c == '[') {
            deepest = std::max(deepest, ++level);
        } else if (c == '}' || c == ']') {
            --level;
        }
    }
    return deepest;
}

bool JsonListSplitter::split(const QByteArray &body, const QStringList &resourceKeys)
{
    m_items.clear();
    m_page = ListPage();
    m_padded.clear();
    const char *data = body.constData();
    const auto size = static_cast<std::size_t>(body.size());
    std::size_t capacity = static_cast<std::size_t>(body.capacity());
    if (capacity < size + simdjson::SIMDJSON_PADDING) { // simdjson reads (never uses) a little past the end
        m_padded.reserve(body.size() + qsizetype(simdjson::SIMDJSON_PADDING));
        m_padded.append(body.constData(), body.size()); // a copy, whatever the capacity
        data = m_padded.constData();
        capacity = static_cast<std::size_t>(m_padded.capacity());
    }
    const char *end = data + size;
    const auto decline = [this] {
        m_items.clear();
        m_page = ListPage();
        m_padded.clear();
        return false;
    };

    // An answer of a few records (a domain's aliases) is read by this thread's parser, which keeps its buffers
    // for the next one; a larger answer by a parser of its own, so that no thread holds a large list's buffers.
    thread_local od::parser threadParser;
    od::parser ownParser;
    od::parser &parser = size <= smallBodyBytes ? threadParser : ownParser;
    od::document document;
    if (parser.iterate(data, size, capacity).get(document) != simdjson::SUCCESS) {
        return decline();
    }
    od::json_type rootType{};
    if (document.type().get(rootType) != simdjson::SUCCESS) {
        return decline();
    }

    // Reads the items of @p array, the root or a member of the root, into @p items; @p outerDepth is how deep they
    // sit in the body.
    const auto readItems = [](od::array array, int outerDepth, const char **last, QList<Item> *items) {
        for (auto element : array) {
            od::value value;
            std::string_view text;
            bool isObject = false;
            if (std::move(element).get(value) != simdjson::SUCCESS || !valueText(value, &text, &isObject)) {
                return false;
            }
            // Nesting is measured only where it could matter: a record seldom holds more than a few brackets.
            const QByteArrayView bytes = bytesOf(text);
            if (moreBracketsThan(bytes, SafeDepth - outerDepth) && outerDepth + depthOf(bytes) > SafeDepth) {
                return false;
            }
            items->append({bytesOf(text), isObject});
            *last = text.data() + text.size();
        }
        return true;
    };

    if (rootType == od::json_type::array) {
        od::array array;
        if (document.get_array().get(array) != simdjson::SUCCESS) {
            return decline();
        }
        const char *last = afterOpening(data, end);
        if (!readItems(array, 1, &last, &m_items) || !closesAt(last, end, ']')) {
            return decline();
        }
        return true;
    }
    if (rootType != od::json_type::object) {
        return decline();
    }

    od::object root;
    if (document.get_object().get(root) != simdjson::SUCCESS) {
        return decline();
    }
    QList<Member> members;
    // The items of each array member, read as the root is: the list is one of them, and is not read again.
    QList<QList<Item>> arrayItems;
    const char *last = afterOpening(data, end);
    for (auto result : root) {
        od::field field;
        if (std::move(result).get(field) != simdjson::SUCCESS) {
            return decline();
        }
        Member member;
        member.key = rawKey(field, end);
        od::json_type type{};
        if (field.value().type().get(type) != simdjson::SUCCESS) {
            return decline();
        }
        // How deep the other members nest is QJsonDocument's to judge (envelopeOf() parses them where they
        // stand); the items of arrays are measured as they are read.
        member.isArray = type == od::json_type::array;
        if (member.isArray) {
            const char *const opening = field.value().raw_json_token().data(); // its '['
            od::array array;
            QList<Item> items;
            const char *lastItem = opening + 1;
            if (field.value().get_array().get(array) != simdjson::SUCCESS || !readItems(array, 2, &lastItem, &items)) {
                return decline();
            }
            const char *const closing = skipSpace(lastItem, end);
            if (closing >= end || *closing != ']') {
                return decline();
            }
            member.text = std::string_view(opening, static_cast<std::size_t>(closing + 1 - opening));
            arrayItems.append(std::move(items));
        } else {
            bool isObject = false;
            if (!valueText(field.value(), &member.text, &isObject)) {
                return decline();
            }
            arrayItems.append(QList<Item>());
        }
        last = member.text.data() + member.text.size();
        members.append(member);
    }
    if (!closesAt(last, end, '}')) {
        return decline();
    }

    // The envelope with every array empty: enough to tell where the list is and to read the paging hints.
    bool ok = false;
    const QJsonObject envelope = envelopeOf(members, -1, &ok);
    QString listKey;
    if (!ok || !ResponseDecoder::findListMember(envelope, resourceKeys, &listKey)) {
        return decline();
    }
    qsizetype listIndex = -1;
    qsizetype arrays = 0;
    for (qsizetype i = 0; i < members.size(); ++i) {
        if (!members.at(i).isArray) {
            continue;
        }
        ++arrays;
        const QByteArray quoted = "[\"" + bytesOf(members.at(i).key).toByteArray() + "\"]";
        if (QJsonDocument::fromJson(quoted).array().at(0).toString() == listKey) {
            listIndex = i;
        }
    }
    if (listIndex < 0) {
        return decline();
    }
    if (arrays > 1) { // the other arrays are not the list, but the whole body must still be valid JSON
        envelopeOf(members, listIndex, &ok);
        if (!ok) {
            return decline();
        }
    }
    ResponseDecoder::decodeListPage(envelope, resourceKeys, &m_page);
    m_page.items = QJsonArray();

    m_items = std::move(arrayItems[listIndex]);
    return true;
}

} // namespace ForwardDesk::Core
