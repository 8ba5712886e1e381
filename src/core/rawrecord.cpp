// SPDX-License-Identifier: GPL-3.0-or-later
#include "rawrecord.h"

#include <QJsonDocument>

namespace ForwardDesk::Core {

RawRecord::RawRecord(const QJsonObject &object)
    : m_json(object.isEmpty() ? QByteArray() : QJsonDocument(object).toJson(QJsonDocument::Compact))
{
    m_json.squeeze();
}

RawRecord RawRecord::fromCompactJson(QByteArray json)
{
    RawRecord record;
    if (json != "{}") {
        record.m_json = std::move(json);
        record.m_json.squeeze(); // a reused buffer may have room to spare
    }
    return record;
}

RawRecord RawRecord::fromSkeleton(QByteArray skeleton)
{
    RawRecord record;
    record.m_json = std::move(skeleton);
    return record;
}

QJsonObject RawRecord::object() const
{
    if (m_json.isEmpty() || isSkeleton()) {
        return {};
    }
    return QJsonDocument::fromJson(m_json).object();
}

} // namespace ForwardDesk::Core
