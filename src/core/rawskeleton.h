// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QSet>
#include <QVarLengthArray>

namespace ForwardDesk::Core {

struct Alias;
struct LogEntry;

/// A record's JSON text with each value that the decoded record writes back byte for byte left out.
///
/// A list of 100,000 log entries kept each entry's own text for the detail view: 43 MiB beside the decoded
/// fields, which hold the same senders, subjects and ids again. A skeleton keeps the names, the order and
/// every value the fields cannot give back exactly; where a value was, it holds one byte (0x01 to 0x1d)
/// that names the field and the way it is written. Such bytes never stand in JSON text (outside strings
/// they are not JSON, inside they must be escaped), so nothing is ambiguous. Records of one shape then have
/// one skeleton, which the list shares.
///
/// A skeleton is made only after checking that each left-out value is written back exactly, so fill()
/// returns the text as it came. A record whose fields are changed afterwards (an alias switched off) gives
/// its new values back.
namespace RawSkeleton {

/// The first byte of a skeleton (no JSON text starts with it).
constexpr char tag = '\x1e';

/// What make() keeps from one record to the next of a list (one per list and record type): the skeletons
/// made so far, which records of one shape share, which field the value at each place stood for (tried
/// first next time), and its buffers.
struct Workspace
{
    /// Skeletons kept to be shared, at most: a list of records of many shapes shares fewer.
    static constexpr qsizetype MaxShared = 1024;

    /// Recent skeletons tried first, the latest to fit first: most records of a list have one of a few shapes
    /// (a log entry with a destination or without), each often the same as one of the last few records'.
    static constexpr qsizetype RecentShapes = 4;

    QSet<QByteArray> shared;
    QVarLengthArray<QByteArray, RecentShapes> recent;
    QVarLengthArray<qint8, 32> hints;
    QByteArray out;
    QByteArray scratch;
};

/// @p compact (a record's compact JSON text, an object) as a skeleton over @p entry's fields, the same
/// block as an equal one made before with @p workspace; empty when no value could be left out.
[[nodiscard]] QByteArray make(QByteArrayView compact, const LogEntry &entry, Workspace *workspace);
[[nodiscard]] QByteArray make(QByteArrayView compact, const Alias &alias, Workspace *workspace);

/// The JSON text that @p skeleton was made from, with the values of @p entry.
[[nodiscard]] QByteArray fill(QByteArrayView skeleton, const LogEntry &entry);
[[nodiscard]] QByteArray fill(QByteArrayView skeleton, const Alias &alias);

} // namespace RawSkeleton

} // namespace ForwardDesk::Core
