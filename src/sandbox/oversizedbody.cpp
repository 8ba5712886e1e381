// SPDX-License-Identifier: GPL-3.0-or-later
#include "oversizedbody.h"

#include <algorithm>

namespace ForwardDesk::Sandbox {

namespace {

// Each record carries some padding, so that a list of many megabytes is not millions of tiny objects.
constexpr qsizetype paddingLength = 900;

} // namespace

OversizedBody::OversizedBody(qint64 size)
    : m_size(std::max<qint64>(0, size))
    , m_remaining(m_size)
    , m_pending("[")
{ }

QByteArray OversizedBody::next(qint64 maximum)
{
    const qint64 wanted = std::min(maximum, m_remaining);
    static const QByteArray padding(paddingLength, 'x');
    while (m_pending.size() < wanted) {
        const QByteArray id = QByteArray::number(m_nextId);
        if (m_nextId > 1) {
            m_pending += ',';
        }
        m_pending += R"({"id":)";
        m_pending += id;
        m_pending += R"(,"domain":"oversized-)";
        m_pending += id;
        m_pending += R"(.example","status":"active","verified":true,"padding":")";
        m_pending += padding;
        m_pending += R"("})";
        ++m_nextId;
    }
    QByteArray chunk = m_pending.left(wanted);
    m_pending.remove(0, wanted);
    m_remaining -= wanted;
    return chunk;
}

} // namespace ForwardDesk::Sandbox
