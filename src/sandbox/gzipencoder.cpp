// SPDX-License-Identifier: GPL-3.0-or-later
#include "gzipencoder.h"

#include <QList>
#include <QLoggingCategory>

#include <zlib.h>

#include <algorithm>

namespace ForwardDesk::Sandbox {

namespace {

Q_LOGGING_CATEGORY(lcGzip, "forwarddesk.sandbox.gzip")

constexpr int gzipWindowBits = 15 + 16; // 15: the largest window; +16: a gzip header and trailer, not zlib's
constexpr int memoryLevel = 8;
constexpr qsizetype outputStep = 64 * 1024;

// The q value of one Accept-Encoding item ("gzip;q=0.5"); 1 when there is none.
double quality(QByteArrayView parameters)
{
    const QList<QByteArray> parts = parameters.toByteArray().split(';');
    for (const QByteArray &part : parts) {
        const QByteArray trimmed = part.trimmed();
        if (trimmed.startsWith("q=") || trimmed.startsWith("Q=")) {
            bool ok = false;
            const double q = trimmed.mid(2).toDouble(&ok);
            return ok ? q : 0.0;
        }
    }
    return 1.0;
}

} // namespace

struct GzipEncoder::Stream
{
    z_stream z{};
    bool open = false;
};

GzipEncoder::GzipEncoder()
    : m_stream(std::make_unique<Stream>())
{
    // Level 1: the sandbox compresses whole lists on every request; speed matters more than the last bytes.
    m_stream->open = deflateInit2(&m_stream->z, 1, Z_DEFLATED, gzipWindowBits, memoryLevel, Z_DEFAULT_STRATEGY) == Z_OK;
    if (!m_stream->open) {
        qCWarning(lcGzip) << "zlib refused to start a gzip stream";
    }
}

GzipEncoder::~GzipEncoder()
{
    if (m_stream->open) {
        deflateEnd(&m_stream->z);
    }
}

QByteArray GzipEncoder::add(QByteArrayView data)
{
    return run(data, Z_NO_FLUSH);
}

QByteArray GzipEncoder::finish()
{
    QByteArray out = run({}, Z_FINISH);
    if (m_stream->open) {
        deflateEnd(&m_stream->z);
        m_stream->open = false;
    }
    return out;
}

QByteArray GzipEncoder::run(QByteArrayView data, int flush)
{
    QByteArray out;
    if (!m_stream->open) {
        return out;
    }
    z_stream &z = m_stream->z;
    // zlib's sizes are 32 bits: feed large input in slices.
    qsizetype offset = 0;
    do {
        const qsizetype slice = std::min<qsizetype>(data.size() - offset, qsizetype(1) << 30);
        z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.data() + offset));
        z.avail_in = uInt(slice);
        offset += slice;
        const int mode = offset < data.size() ? Z_NO_FLUSH : flush;
        int result = Z_OK;
        do {
            const qsizetype before = out.size();
            out.resize(before + outputStep);
            z.next_out = reinterpret_cast<Bytef *>(out.data() + before);
            z.avail_out = uInt(outputStep);
            result = deflate(&z, mode);
            out.resize(before + outputStep - qsizetype(z.avail_out));
        } while (z.avail_out == 0 || (mode == Z_FINISH && result == Z_OK));
    } while (offset < data.size());
    return out;
}

QByteArray GzipEncoder::compress(QByteArrayView data)
{
    GzipEncoder encoder;
    QByteArray out = encoder.add(data);
    out += encoder.finish();
    return out;
}

bool GzipEncoder::accepted(QByteArrayView acceptEncoding)
{
    bool gzipNamed = false;
    double gzipQuality = 0.0;
    double anyQuality = 0.0;
    const QList<QByteArray> items = acceptEncoding.toByteArray().split(',');
    for (const QByteArray &item : items) {
        const qsizetype semicolon = item.indexOf(';');
        const QByteArray coding = (semicolon < 0 ? item : item.left(semicolon)).trimmed().toLower();
        const double q = semicolon < 0 ? 1.0 : quality(QByteArrayView(item).sliced(semicolon));
        if (coding == "gzip" || coding == "x-gzip") {
            gzipNamed = true;
            gzipQuality = std::max(gzipQuality, q);
        } else if (coding == "*") {
            anyQuality = q;
        }
    }
    return gzipNamed ? gzipQuality > 0.0 : anyQuality > 0.0;
}

} // namespace ForwardDesk::Sandbox
