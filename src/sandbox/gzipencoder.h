// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>

#include <memory>

namespace ForwardDesk::Sandbox {

/// Compresses answers for `--gzip` (docs/sandbox.md): a gzip stream (RFC 1952) fed in pieces, so that a body
/// that is never whole in memory (the `oversized` fault) can be compressed too.
///
/// Usage: `GzipEncoder gzip; out += gzip.add(piece); … out += gzip.finish();`, or GzipEncoder::compress().
class GzipEncoder final
{
    Q_DISABLE_COPY_MOVE(GzipEncoder)

public:
    GzipEncoder();
    ~GzipEncoder();

    /// The compressed bytes that @p data gives so far (often none: zlib keeps a window).
    QByteArray add(QByteArrayView data);
    /// The rest of the stream, with its trailer; the encoder is then spent.
    QByteArray finish();

    static QByteArray compress(QByteArrayView data);
    /// Whether an Accept-Encoding header value allows gzip ("gzip", "x-gzip" or "*" with a q above 0).
    static bool accepted(QByteArrayView acceptEncoding);

private:
    QByteArray run(QByteArrayView data, int flush);

    struct Stream;
    std::unique_ptr<Stream> m_stream;
};

} // namespace ForwardDesk::Sandbox
