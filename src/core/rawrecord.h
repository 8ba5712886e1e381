// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rawskeleton.h"

#include <QByteArray>
#include <QJsonObject>
#include <QMetaType>

namespace ForwardDesk::Core {

/// Whether the records decoded from a list keep their text as their `raw`. A list read only for its fields
/// (an export, a change to many aliases) does without: it is decoded sooner and takes less memory.
enum class RecordText { Kept, Dropped };

/// A record as the service sent it, unknown fields included, kept as its compact JSON text: a fraction of
/// what a QJsonObject holds in memory. It is turned back into an object only when someone looks at it
/// (a detail view), which is rare next to the number of records held.
class RawRecord
{
public:
    RawRecord() = default;
    explicit RawRecord(const QJsonObject &object);
    /// A record from its own compact JSON text (an object, as the service sent it, without whitespace
    /// between tokens), kept as it is: nothing is parsed or written again. "{}" is no record.
    [[nodiscard]] static RawRecord fromCompactJson(QByteArray json);
    /// A record kept as a skeleton over its decoded fields (RawSkeleton::make()): the record's own
    /// rawJson() and rawObject() give its text back.
    [[nodiscard]] static RawRecord fromSkeleton(QByteArray skeleton);

    /// Whether this is a skeleton, which only the record it belongs to can fill in.
    [[nodiscard]] bool isSkeleton() const { return !m_json.isEmpty() && m_json.front() == RawSkeleton::tag; }

    /// The record as an object again; empty when there is none, or when this is a skeleton.
    [[nodiscard]] QJsonObject object() const;
    /// The compact JSON text (UTF-8), or the skeleton; empty when there is no record.
    [[nodiscard]] const QByteArray &json() const { return m_json; }
    [[nodiscard]] bool isEmpty() const { return m_json.isEmpty(); }

    friend bool operator==(const RawRecord &, const RawRecord &) = default;

private:
    QByteArray m_json;
};

} // namespace ForwardDesk::Core

// A QByteArray alone: moved in memory as it is, which lets lists of records grow without moving each one.
Q_DECLARE_TYPEINFO(ForwardDesk::Core::RawRecord, Q_RELOCATABLE_TYPE);
