// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonValue>
#include <QList>
#include <QStringList>

#include <array>

namespace ForwardDesk::Core {

/// What a list call left out, and why it stopped, beside the records it returns.
///
/// A record the client cannot use (no id, a domain without a name, an alias without an address) never
/// enters a list result: it is counted here instead, with the field that was missing, so that a pane can say
/// "3 domains could not be read: no name found" and point at the request log (requestIds). A list that stopped
/// on a paging problem says so in pagingStop; the records read until then are returned.
struct ListReport
{
    /// Why a record was left out; the first missing field in this order is the one counted.
    enum class Missing {
        Nothing, ///< the record is usable
        Record, ///< not an object, or none of the fields the client knows for this resource
        Name, ///< a domain without a name
        Address, ///< an alias without a local part (and not a catch-all)
        Id, ///< no id under any name the client reads
        Secret, ///< a new key's answer without the key's value (single records only)
    };
    static constexpr int MissingKinds = 6;

    /// Why paging ended.
    enum class PagingStop {
        Complete, ///< no further page was announced
        RepeatedPage, ///< a next link pointed at a page already read (a loop)
        PageOutOfRange, ///< the next page number was above 1,000,000 or not positive
        PageLimit, ///< 10,000 pages were read
        NothingNew, ///< a page added no record that earlier pages had not already given
    };

    static constexpr qsizetype MaxSamples = 5;

    /// Counts one record left out because of @p missing, keeping the first few as received.
    void addUnreadable(Missing missing, const QJsonValue &record)
    {
        ++counts[static_cast<std::size_t>(missing)];
        if (unreadableSamples.size() < MaxSamples) {
            unreadableSamples.append(record);
        }
    }
    /// Counts the records @p other left out, keeping its samples while there is room.
    void addUnreadableFrom(const ListReport &other)
    {
        for (std::size_t i = 0; i < counts.size(); ++i) {
            counts[i] += other.counts[i];
        }
        for (const QJsonValue &sample : other.unreadableSamples) {
            if (unreadableSamples.size() >= MaxSamples) {
                break;
            }
            unreadableSamples.append(sample);
        }
    }
    /// Records left out, all reasons together.
    [[nodiscard]] int unreadableCount() const
    {
        int total = 0;
        for (std::size_t i = 1; i < counts.size(); ++i) {
            total += counts[i];
        }
        return total;
    }
    [[nodiscard]] int count(Missing missing) const { return counts[static_cast<std::size_t>(missing)]; }
    /// The reason most records were left out for (Nothing when none was).
    [[nodiscard]] Missing mostMissing() const
    {
        Missing most = Missing::Nothing;
        int mostCount = 0;
        for (std::size_t i = 1; i < counts.size(); ++i) {
            if (counts[i] > mostCount) {
                mostCount = counts[i];
                most = static_cast<Missing>(i);
            }
        }
        return most;
    }

    std::array<int, MissingKinds> counts{}; ///< per Missing value; index 0 (Nothing) stays 0
    QList<QJsonValue> unreadableSamples; ///< up to MaxSamples of the records left out, as received
    QStringList requestIds; ///< X-Request-ID of each page that held a record left out (see the request log)
    int duplicates = 0; ///< records dropped because an earlier page (or the same page) had their id already
    int pages = 0; ///< pages read
    int announcedTotal = -1; ///< the total the service announced, or -1
    PagingStop pagingStop = PagingStop::Complete;
};

} // namespace ForwardDesk::Core
