// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "alias.h"
#include "logentry.h"

#include <QByteArray>
#include <QByteArrayView>

#include <memory>
#include <type_traits>

namespace ForwardDesk::Core {

/// Decodes the records of one list answer (log entries, aliases) straight from their JSON texts (simdjson), without a
/// QJsonObject per record, by the same rules as ResponseDecoder (decodeLogEntryFields()). Texts that records repeat
/// (senders, domains, statuses, replies) are made once and shared by every record of the list.
///
/// It reads flat records only: a JSON:API resource, a text simdjson refuses and an object that names a member
/// twice are left to ResponseDecoder (the read returns false and changes nothing).
class RecordReader final
{
public:
    /// With RecordText::Dropped, the records it reads keep no `raw` (and no skeleton is made).
    explicit RecordReader(RecordText text = RecordText::Kept);
    ~RecordReader();
    Q_DISABLE_COPY_MOVE(RecordReader)

    /// Whether the records it reads keep their text.
    [[nodiscard]] RecordText text() const;

    /// Whether it reads records of type T (the others are left to ResponseDecoder).
    template <typename T>
    static constexpr bool Reads = std::is_same_v<T, LogEntry> || std::is_same_v<T, Alias>;

    /// Decodes the log entry whose text is @p json, which must be followed in memory by at least
    /// JsonListSplitter::Padding readable bytes (an item of a split body is). On success the record keeps
    /// @p compact, its compact text, as a skeleton over its fields (RawSkeleton), shared with the records
    /// of its shape that this reader read before, and @p compact is left as it is (a buffer to use again);
    /// where no skeleton can be made, @p compact is taken whole as its `raw`. A reader that drops the text
    /// leaves `raw` empty and @p compact as it is, and needs none (@p compact may be empty).
    bool read(QByteArrayView json, QByteArray &compact, LogEntry *entry);
    /// The same for an alias.
    bool read(QByteArrayView json, QByteArray &compact, Alias *alias);

private:
    /// Parses @p json and takes its members as the record to decode; false when it is left to ResponseDecoder.
    bool take(QByteArrayView json, const QByteArray &compact);
    /// take(), then @p decodeFields into @p record, whose `raw` is made from @p compact.
    template <typename T, typename DecodeFields>
    bool readWith(QByteArrayView json, QByteArray &compact, T *record, DecodeFields decodeFields);

    struct Private;
    std::unique_ptr<Private> m_d;
};

} // namespace ForwardDesk::Core
