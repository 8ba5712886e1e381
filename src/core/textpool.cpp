// SPDX-License-Identifier: GPL-3.0-or-later
#include "textpool.h"

#include "bytehash.h"

#include <QHashFunctions>
#include <QVarLengthArray>

#include <algorithm>
#include <cstring>

namespace ForwardDesk::Core {

TextPool::TextPool()
    : m_seed(QHashSeed::globalSeed())
{ }

std::uint32_t TextPool::hashOf(std::string_view utf8) const
{
    // The seed differs from run to run, so that a service cannot choose texts that all land in one slot.
    return static_cast<std::uint32_t>(hashBytes(utf8, static_cast<std::uint64_t>(m_seed)));
}

std::size_t TextPool::find(std::string_view utf8, std::uint32_t hash) const
{
    return m_slots.find(hash, [this, utf8](std::uint32_t number) {
        const Entry &entry = m_entries[number - 1];
        return entry.size == utf8.size() && std::memcmp(m_bytes.data() + entry.start, utf8.data(), utf8.size()) == 0;
    });
}

QString TextPool::text(std::string_view utf8)
{
    const std::uint32_t hash = hashOf(utf8);
    std::size_t at = find(utf8, hash);
    if (const std::uint32_t number = m_slots.entry(at); number != 0) {
        return m_entries[number - 1].text;
    }
    QString made = QString::fromUtf8(utf8.data(), static_cast<qsizetype>(utf8.size()));
    if (m_entries.size() >= MaxTexts || utf8.size() > MaxTextBytes) {
        return made;
    }
    if (m_slots.makeRoom(m_entries.size() + 1)) {
        at = find(utf8, hash);
    }
    m_entries.push_back({static_cast<std::uint32_t>(m_bytes.size()), static_cast<std::uint32_t>(utf8.size()), made});
    m_bytes.append(utf8);
    m_slots.set(at, hash, static_cast<std::uint32_t>(m_entries.size()));
    return made;
}

QStringList TextPool::list(std::span<const QString> texts)
{
    // The same data (and size) means the same text: a remembered list holds on to that data, so it can have been
    // neither freed and reused nor changed in place.
    const auto holds = [texts](const QStringList &list) {
        return std::equal(
            texts.begin(), texts.end(), list.cbegin(), list.cend(),
            [](const QString &a, const QString &b) { return a.constData() == b.constData() && a.size() == b.size(); });
    };
    QVarLengthArray<const QChar *, 8> data;
    for (const QString &text : texts) {
        data.append(text.constData());
    }
    const std::string_view key(reinterpret_cast<const char *>(data.constData()), data.size() * sizeof(const QChar *));
    QStringList &remembered = m_lists[hashBytes(key, static_cast<std::uint64_t>(m_seed)) % m_lists.size()];
    if (holds(remembered)) {
        return remembered;
    }
    // Two lists can pick one slot (where the texts' data lies differs from run to run); the last few lists made
    // are found again whatever slots they picked.
    if (const auto recent = std::find_if(m_recentLists.cbegin(), m_recentLists.cend(), holds);
        recent != m_recentLists.cend()) {
        remembered = *recent;
        return remembered;
    }
    remembered = QStringList(texts.begin(), texts.end());
    m_recentLists[m_nextRecent] = remembered;
    m_nextRecent = (m_nextRecent + 1) % m_recentLists.size();
    return remembered;
}

} // namespace ForwardDesk::Core
