// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsonarrayscanner.h"

#include "jsonlistsplitter.h"

namespace ForwardDesk::Core {

namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}

} // namespace

JsonArrayScanner::JsonArrayScanner(int maxDepth)
    : m_maxDepth(maxDepth)
{ }

void JsonArrayScanner::dropped(qsizetype bytes)
{
    m_position -= bytes;
    if (m_itemStart >= 0) {
        m_itemStart -= bytes;
    }
}

void JsonArrayScanner::complete(const char *base, const char *from, const char *to, bool isObject, QList<Item> *items)
{
    items->append({from - base, to - from, isObject});
    ++m_count;
    m_expect = Expect::CommaOrEnd;
}

const char *JsonArrayScanner::scanContainer(const char *base, const char *p, const char *end, QList<Item> *items)
{
    while (p < end) {
        const char c = *p;
        if (c == '"') {
            const char *const quote = JsonListSplitter::closingQuote(p + 1, end);
            if (!quote) {
                return p; // read again from its opening quote once more has come
            }
            p = quote + 1;
            continue;
        }
        ++p;
        if (c == '{' || c == '[') {
            if (++m_depth + 1 > m_maxDepth) {
                m_state = State::Declined;
                return p;
            }
        } else if ((c == '}' || c == ']') && --m_depth == 0) {
            const char *const start = base + m_itemStart;
            m_itemStart = -1;
            complete(base, start, p, *start == '{', items);
            return p;
        }
    }
    return p;
}

const char *JsonArrayScanner::scanScalar(const char *base, const char *p, const char *end, QList<Item> *items)
{
    if (*p == '"') {
        const char *const quote = JsonListSplitter::closingQuote(p + 1, end);
        if (!quote) {
            return nullptr;
        }
        complete(base, p, quote + 1, false, items);
        return quote + 1;
    }
    // A number or a literal (the parser judges which): up to the next separator.
    const char *q = p;
    while (q < end && !isSpace(*q) && *q != ',' && *q != ']' && *q != '}' && *q != '"' && *q != '[' && *q != '{') {
        ++q;
    }
    if (q == end) {
        return nullptr; // it may go on in the next piece
    }
    if (q == p) {
        m_state = State::Declined; // a separator where an item belongs
        return q;
    }
    complete(base, p, q, false, items);
    return q;
}

void JsonArrayScanner::scan(QByteArrayView text, QList<Item> *items)
{
    const char *const base = text.data();
    const char *const end = base + text.size();
    const char *p = base + m_position;
    while (p < end && m_state != State::Declined) {
        if (m_depth > 0) {
            p = scanContainer(base, p, end, items);
            if (m_depth > 0 && m_state != State::Declined) {
                break; // needs more: the item, or a string in it, goes on in the next piece
            }
            continue;
        }
        const char c = *p;
        if (isSpace(c)) {
            ++p;
            continue;
        }
        switch (m_state) {
        case State::BeforeArray:
            m_state = c == '[' ? State::InArray : State::Declined;
            m_expect = Expect::ItemOrEnd;
            ++p;
            continue;
        case State::Closed:
        case State::Declined:
            m_state = State::Declined; // something after the array
            continue;
        case State::InArray:
            break;
        }
        if (m_expect == Expect::CommaOrEnd) {
            if (c == ',') {
                m_expect = Expect::Item;
            } else if (c == ']') {
                m_state = State::Closed;
            } else {
                m_state = State::Declined;
            }
            ++p;
            continue;
        }
        if (c == ']') {
            m_state = m_expect == Expect::ItemOrEnd ? State::Closed : State::Declined; // "[1,]" is not JSON
            ++p;
            continue;
        }
        if (c == '{' || c == '[') {
            if (m_maxDepth < 2) {
                m_state = State::Declined;
                continue;
            }
            m_itemStart = p - base;
            m_depth = 1;
            ++p;
            continue;
        }
        const char *const next = scanScalar(base, p, end, items);
        if (!next) {
            break; // read again from its start once more has come
        }
        p = next;
    }
    m_position = p - base;
}

} // namespace ForwardDesk::Core
