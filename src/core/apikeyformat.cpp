// SPDX-License-Identifier: GPL-3.0-or-later
#include "apikeyformat.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Core::ApiKeyFormat {

namespace {

const QRegularExpression &keyPattern()
{
    static const QRegularExpression pattern(u"^fwd_[A-Za-z0-9_-]+$"_s);
    return pattern;
}

} // namespace

QString prefix()
{
    return u"fwd_"_s;
}

QString cleaned(const QString &text)
{
    return text.trimmed();
}

bool hasKeyCharacters(const QString &text)
{
    return keyPattern().match(text).hasMatch();
}

bool looksLikeKey(const QString &text)
{
    const QString key = cleaned(text);
    return key.size() >= minimumLength && hasKeyCharacters(key);
}

} // namespace ForwardDesk::Core::ApiKeyFormat
