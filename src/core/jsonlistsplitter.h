// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "listpage.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QStringList>

namespace ForwardDesk::Core {

/// Cuts a list answer into its records' own JSON texts with simdjson's On-Demand parser, without building a
/// document of the whole body: the caller parses one record at a time and can keep each one's text.
///
/// It finds the list where ResponseDecoder::decodeListPage() would (the same function chooses the member of
/// an envelope) and reads the envelope's paging hints with it. Whatever it cannot place exactly as that
/// function would, it declines (split() returns false) and the body is to be decoded as a whole: a body
/// simdjson refuses or that goes on after its value, an envelope naming a member twice, no list, deep nesting.
/// A text it hands out has been checked for structure only: the caller's parser has the last word on it.
class JsonListSplitter final
{
public:
    /// One item of the list: its JSON text as it stands in the body, and whether it is an object. Its
    /// compact text (compact()) is for the reader to make as it comes to the item, so that a list's compact
    /// texts are never all alive at once beside the body.
    struct Item
    {
        QByteArrayView json;
        bool isObject = false;
    };

    /// The room split() wants behind a body (its capacity beyond its size) to work on it where it lies;
    /// with less, it works on a copy.
    static constexpr qsizetype Padding = 64;
    /// QJsonDocument refuses documents nested deeper than this; a little below it, the whole body is left to it.
    static constexpr int SafeDepth = 1024 - 8;

    /// Splits @p body, which must outlive the splitter (the items point into it or into a padded copy).
    /// False when it declines; then items() and page() are empty.
    bool split(const QByteArray &body, const QStringList &resourceKeys);

    [[nodiscard]] const QList<Item> &items() const { return m_items; }
    /// The envelope's paging hints (next, total, page, more); its `items` stay empty.
    [[nodiscard]] const ListPage &page() const { return m_page; }
    /// @p json without the whitespace between its tokens (strings are kept as they are).
    [[nodiscard]] static QByteArray compact(QByteArrayView json);
    /// The same into @p out, whose room is used again: for a list's records one after the other.
    static void compact(QByteArrayView json, QByteArray *out);
    /// Where the JSON string whose text starts at @p p (just after its opening quote) ends: just after its
    /// closing quote, or @p end when it has none before.
    [[nodiscard]] static const char *stringEnd(const char *p, const char *end);
    /// The closing quote of the JSON string whose text starts at @p p (just after its opening quote), or
    /// nullptr when it has none before @p end.
    [[nodiscard]] static const char *closingQuote(const char *p, const char *end);
    /// How deep @p json nests arrays and objects.
    [[nodiscard]] static int depthOf(QByteArrayView json);

private:
    QByteArray m_padded; ///< a copy of the body with room behind it, when the body has none
    QList<Item> m_items;
    ListPage m_page;
};

} // namespace ForwardDesk::Core
