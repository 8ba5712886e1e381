// SPDX-License-Identifier: GPL-3.0-or-later
// forwarddesk-iconrender: a build-time tool that draws the app's SVG icon into the files each platform
// wants: PNGs in a hicolor tree (Linux), an .ico (Windows) and an .icns (macOS). It needs only QtGui and
// QtSvg, so every platform makes its icons the same way without ImageMagick, rsvg-convert or iconutil.

#include <QBuffer>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QList>
#include <QPainter>
#include <QSaveFile>
#include <QSvgRenderer>
#include <QtEndian>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace {

// The sizes of the hicolor theme's fixed-size folders that desktops look in.
constexpr int hicolorSizes[] = {16, 22, 24, 32, 48, 64, 128, 256, 512};
// Windows picks from these for the taskbar, Explorer's views and the installer.
constexpr int icoSizes[] = {16, 24, 32, 48, 64, 128, 256};

struct IcnsEntry
{
    const char *type; // the four-character element type of Apple's icon family format
    int size;
};
// PNG-compressed elements, including the @2x ones Retina screens use.
constexpr IcnsEntry icnsEntries[] = {
    {"icp4", 16},   {"icp5", 32}, {"icp6", 64}, {"ic07", 128}, {"ic08", 256}, {"ic09", 512},
    {"ic10", 1024}, {"ic11", 32}, {"ic12", 64}, {"ic13", 256}, {"ic14", 512},
};

constexpr int icoHeaderBytes = 6;
constexpr int icoEntryBytes = 16;
constexpr int icnsHeaderBytes = 8;
constexpr int exitFailure = 1;

QByteArray renderPng(QSvgRenderer &renderer, int size)
{
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::SmoothPixmapTransform);
        renderer.render(&painter, QRectF(0, 0, size, size));
    }
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return png;
}

bool writeFile(const QString &path, const QByteArray &data)
{
    if (!QDir().mkpath(QFileInfo(path).absolutePath())) {
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        return false;
    }
    file.write(data);
    return file.commit();
}

template <typename T>
void appendLittleEndian(QByteArray &out, T value)
{
    char bytes[sizeof(T)];
    qToLittleEndian(value, bytes);
    out.append(bytes, sizeof(T));
}

void appendBigEndian(QByteArray &out, quint32 value)
{
    char bytes[sizeof(quint32)];
    qToBigEndian(value, bytes);
    out.append(bytes, sizeof(quint32));
}

// An ICO file whose images are stored as PNG, which Windows has read since Vista.
QByteArray makeIco(QSvgRenderer &renderer)
{
    QList<QByteArray> images;
    for (const int size : icoSizes) {
        images.append(renderPng(renderer, size));
    }
    QByteArray out;
    appendLittleEndian<quint16>(out, 0); // reserved
    appendLittleEndian<quint16>(out, 1); // type: icon
    appendLittleEndian<quint16>(out, quint16(images.size()));
    quint32 offset = icoHeaderBytes + icoEntryBytes * quint32(images.size());
    for (qsizetype i = 0; i < images.size(); ++i) {
        const int size = icoSizes[i];
        const quint8 side = size >= 256 ? 0 : quint8(size); // 0 stands for 256
        out.append(char(side));
        out.append(char(side));
        out.append(char(0)); // no palette
        out.append(char(0)); // reserved
        appendLittleEndian<quint16>(out, 1); // colour planes
        appendLittleEndian<quint16>(out, 32); // bits per pixel
        appendLittleEndian<quint32>(out, quint32(images[i].size()));
        appendLittleEndian<quint32>(out, offset);
        offset += quint32(images[i].size());
    }
    for (const QByteArray &image : images) {
        out.append(image);
    }
    return out;
}

// An icon family (.icns): a header with the total length, then one element per size (type, length, PNG).
QByteArray makeIcns(QSvgRenderer &renderer)
{
    QByteArray elements;
    for (const IcnsEntry &entry : icnsEntries) {
        const QByteArray png = renderPng(renderer, entry.size);
        elements.append(entry.type, 4);
        appendBigEndian(elements, quint32(icnsHeaderBytes + png.size()));
        elements.append(png);
    }
    QByteArray out("icns");
    appendBigEndian(out, quint32(icnsHeaderBytes + elements.size()));
    out.append(elements);
    return out;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(u"Draws an SVG icon into hicolor PNGs, an .ico and an .icns."_s);
    parser.addHelpOption();
    const QCommandLineOption nameOption(u"name"_s, u"File name of the icon without extension."_s, u"name"_s);
    const QCommandLineOption hicolorOption(u"hicolor"_s, u"Write <folder>/<N>x<N>/apps/<name>.png."_s, u"folder"_s);
    const QCommandLineOption icoOption(u"ico"_s, u"Write a Windows icon to <file>."_s, u"file"_s);
    const QCommandLineOption icnsOption(u"icns"_s, u"Write a macOS icon family to <file>."_s, u"file"_s);
    parser.addOptions({nameOption, hicolorOption, icoOption, icnsOption});
    parser.addPositionalArgument(u"svg"_s, u"The icon to draw."_s);
    parser.process(app);

    if (parser.positionalArguments().size() != 1) {
        parser.showHelp(exitFailure);
    }
    const QString svgPath = parser.positionalArguments().constFirst();
    QSvgRenderer renderer(svgPath);
    if (!renderer.isValid()) {
        std::fprintf(stderr, "Cannot read the SVG icon %s\n", qPrintable(svgPath));
        return exitFailure;
    }
    const QString name = parser.isSet(nameOption) ? parser.value(nameOption) : QFileInfo(svgPath).completeBaseName();

    bool ok = true;
    const auto write = [&ok](const QString &path, const QByteArray &data) {
        if (!writeFile(path, data)) {
            std::fprintf(stderr, "Cannot write %s\n", qPrintable(path));
            ok = false;
        }
    };
    if (parser.isSet(hicolorOption)) {
        const QString root = parser.value(hicolorOption);
        for (const int size : hicolorSizes) {
            write(u"%1/%2x%2/apps/%3.png"_s.arg(root).arg(size).arg(name), renderPng(renderer, size));
        }
    }
    if (parser.isSet(icoOption)) {
        write(parser.value(icoOption), makeIco(renderer));
    }
    if (parser.isSet(icnsOption)) {
        write(parser.value(icnsOption), makeIcns(renderer));
    }
    return ok ? 0 : exitFailure;
}
