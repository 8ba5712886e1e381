// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared by the core test executables (header-only: each executable is one .cpp).

#include <QByteArray>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>

namespace ForwardDesk::CoreTests {

/// The root of @p document as the decoder takes it: its array, or else its object.
inline QJsonValue rootValue(const QJsonDocument &document)
{
    return document.isArray() ? QJsonValue(document.array()) : QJsonValue(document.object());
}

/// @p text read as JSON, as rootValue() gives it (an empty object where @p text is not JSON).
inline QJsonValue json(const QByteArray &text)
{
    return rootValue(QJsonDocument::fromJson(text));
}

} // namespace ForwardDesk::CoreTests
