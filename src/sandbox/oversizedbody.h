// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QtGlobal>

namespace ForwardDesk::Sandbox {

/// The body of the `oversized` fault (docs/sandbox.md, "Faults"): exactly the given number of bytes of a JSON
/// list of domain records, made piece by piece so that 80 MiB never sit in memory at once. It starts as
/// valid JSON; it ends wherever the byte count runs out.
///
/// Usage: `OversizedBody body(size); while (!body.atEnd()) socket->write(body.next(64 * 1024));`
class OversizedBody final
{
public:
    explicit OversizedBody(qint64 size);

    /// The next at most @p maximum bytes.
    QByteArray next(qint64 maximum);
    [[nodiscard]] bool atEnd() const { return m_remaining == 0; }
    [[nodiscard]] qint64 size() const { return m_size; }

private:
    qint64 m_size;
    qint64 m_remaining;
    qint64 m_nextId = 1;
    QByteArray m_pending;
};

} // namespace ForwardDesk::Sandbox
