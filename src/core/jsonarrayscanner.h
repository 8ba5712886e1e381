// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>
#include <QList>

namespace ForwardDesk::Core {

/// Finds the items of a JSON array whose text arrives in pieces (a list answer still downloading), so that
/// each can be decoded as soon as its last byte is in.
///
/// It checks structure only, and less than a parser does: that the text is one array with only whitespace
/// around it, its items apart by commas, each container's brackets balanced outside its strings and no deeper
/// than a limit. Whether an item is valid JSON is for the caller's parser to say. Anything else, it declines
/// (state() is Declined), and the whole text is to be decoded at once instead.
///
/// Usage: append each piece to one buffer and scan() it, decode the items found (offsets into the buffer),
/// then drop the buffer's first keepFrom() bytes, which no item still needs, and tell it with dropped().
class JsonArrayScanner final
{
public:
    enum class State {
        BeforeArray, ///< only whitespace so far
        InArray, ///< the array is open
        Closed, ///< the array is closed, with only whitespace after it so far
        Declined, ///< not a JSON array as this scanner reads one: decode the whole text
    };

    /// An item's text in the buffer: [offset, offset + size).
    struct Item
    {
        qsizetype offset = 0;
        qsizetype size = 0;
        bool isObject = false;
    };

    /// Items nested deeper than @p maxDepth (the array counts as one) are declined.
    explicit JsonArrayScanner(int maxDepth);

    /// Scans @p text, all of the buffer still held, from where the last scan stopped, and appends the items
    /// it completes to @p items.
    void scan(QByteArrayView text, QList<Item> *items);
    /// How many of the buffer's first bytes no item needs any more.
    [[nodiscard]] qsizetype keepFrom() const { return m_itemStart >= 0 ? m_itemStart : m_position; }
    /// The caller dropped the buffer's first @p bytes (at most keepFrom()).
    void dropped(qsizetype bytes);

    [[nodiscard]] State state() const { return m_state; }
    /// Items found so far.
    [[nodiscard]] qsizetype count() const { return m_count; }

private:
    /// What may come next between the items.
    enum class Expect {
        ItemOrEnd, ///< just after "["
        Item, ///< after a comma
        CommaOrEnd, ///< after an item
    };

    /// Reads on from @p p inside a container item; returns where it stopped (@p end when it needs more).
    const char *scanContainer(const char *base, const char *p, const char *end, QList<Item> *items);
    /// Reads the item starting at @p p (not a container); returns where it stopped, or nullptr when it needs more.
    const char *scanScalar(const char *base, const char *p, const char *end, QList<Item> *items);
    void complete(const char *base, const char *from, const char *to, bool isObject, QList<Item> *items);

    int m_maxDepth;
    State m_state = State::BeforeArray;
    Expect m_expect = Expect::ItemOrEnd;
    qsizetype m_position = 0; ///< where the next scan starts (never inside a string)
    qsizetype m_itemStart = -1; ///< the container item being read, or -1
    int m_depth = 0; ///< how deep in that item (0: between items)
    qsizetype m_count = 0;
};

} // namespace ForwardDesk::Core
