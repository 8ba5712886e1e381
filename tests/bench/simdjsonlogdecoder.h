// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/logentry.h"

#include <QByteArray>
#include <QList>

namespace ForwardDesk::Bench {

/// The yardstick for decoding: reads a log list body (a bare array, or an object with the list under
/// "logs", "entries", "items" or "data") with simdjson into the same LogEntry records the client makes,
/// field by field as the service sends them. The record's JSON is kept as its bytes instead of a
/// QJsonObject, so LogEntry::raw stays empty. Returns false when the body is not such a list.
bool decodeLogsWithSimdjson(const QByteArray &body, QList<Core::LogEntry> *entries, QList<QByteArray> *rawRecords);

/// Whether the benchmark was built with simdjson.
bool haveSimdjson();

/// The simdjson kernel the yardstick runs ("haswell", "westmere", "fallback", …); empty without simdjson.
const char *simdjsonKernel();

} // namespace ForwardDesk::Bench
