// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/widgets/icons.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QHash>
#include <QIconEngine>
#include <QImage>
#include <QPainter>
#include <QPixmapCache>
#include <QStyle>
#include <QStyleOption>
#include <QSvgRenderer>

#include <memory>
#include <utility>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Gui {

namespace {

/// One of the app's SVG files, read and parsed once, shared by every copy of its icon.
struct SvgDrawing
{
    explicit SvgDrawing(QString name)
        : fileName(std::move(name))
        , exists(QFile::exists(fileName))
    { }

    /// The parsed file, read at the first call; null when it is no SVG drawing.
    QSvgRenderer *renderer()
    {
        if (!read) {
            read = true;
            if (exists) {
                auto parsed = std::make_unique<QSvgRenderer>(fileName);
                if (parsed->isValid()) {
                    svg = std::move(parsed);
                }
            }
        }
        return svg.get();
    }

    const QString fileName;
    const bool exists;
    bool read = false;
    std::unique_ptr<QSvgRenderer> svg;
};

/// An icon drawn from one of the app's SVG files at any size, as Qt's SVG icon engine draws it, with less work.
///
/// Most of the app's icons are made with the window at start-up, and many of them (those of menus and of panes not
/// shown yet) are not drawn then: the file is read only when the icon is first drawn or measured. Qt's engine (the
/// one QIcon(file) picks) parses the file once to check it and again for every pixmap it draws, and draws a pixmap
/// only to tell its size; this one parses it once, tells the size from the drawing's own, and keeps what it drew
/// in QPixmapCache as Qt's engine does. Modes other than Normal are made from the Normal pixmap by the style
/// (a greyed-out Disabled icon), again as Qt's engine makes them. A pixmap or file added to a copy of the icon
/// serves that copy only, as with Qt's engine: a pixmap for the mode and state it was added for, when its size is
/// the one asked for, and a file for its mode and state at every size.
class SvgIconEngine final : public QIconEngine
{
public:
    explicit SvgIconEngine(const QString &fileName)
        : m_drawing(std::make_shared<SvgDrawing>(fileName))
    { }

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State state) override
    {
        QSize pixels = rect.size();
        if (painter->device()) {
            pixels *= painter->device()->devicePixelRatio();
        }
        painter->drawPixmap(rect, pixmap(pixels, mode, state));
    }

    QSize actualSize(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        if (const QPixmap added = m_addedPixmaps.value(addedKey(mode, state));
            !added.isNull() && added.size() == size) {
            return size;
        }
        return fittedSize(drawingFor(mode, state), size);
    }

    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        if (const QPixmap added = m_addedPixmaps.value(addedKey(mode, state));
            !added.isNull() && added.size() == size) {
            return added;
        }
        SvgDrawing &drawing = drawingFor(mode, state);
        const QSize pixels = fittedSize(drawing, size);
        if (pixels.isEmpty()) {
            return {};
        }
        // A file added for this mode is drawn as it is; otherwise the mode is made from the Normal pixmap.
        const bool ownFile = &drawing != m_drawing.get();
        const QString key = u"forwarddesk-icon:%1:%2x%3:%4"_s.arg(drawing.fileName)
                                .arg(pixels.width())
                                .arg(pixels.height())
                                .arg(ownFile ? static_cast<int>(QIcon::Normal) : static_cast<int>(mode));
        QPixmap drawn;
        if (QPixmapCache::find(key, &drawn)) {
            return drawn;
        }
        if (mode == QIcon::Normal || ownFile) {
            QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
            image.fill(Qt::transparent);
            QPainter painter(&image);
            drawing.renderer()->render(&painter);
            painter.end();
            drawn = QPixmap::fromImage(std::move(image));
        } else if (qobject_cast<QApplication *>(QCoreApplication::instance())) {
            QStyleOption option;
            option.palette = QGuiApplication::palette();
            drawn = QApplication::style()->generatedIconPixmap(mode, pixmap(pixels, QIcon::Normal, state), &option);
        } else {
            drawn = pixmap(pixels, QIcon::Normal, state); // no style to make the mode's look without widgets
        }
        QPixmapCache::insert(key, drawn);
        return drawn;
    }

    QPixmap scaledPixmap(const QSize &size, QIcon::Mode mode, QIcon::State state, qreal scale) override
    {
        // QIcon gives the size here in device pixels before Qt 6.8, and in device-independent pixels since; it sets
        // the pixmap's device pixel ratio itself.
#if QT_VERSION < QT_VERSION_CHECK(6, 8, 0)
        Q_UNUSED(scale)
        return pixmap(size, mode, state);
#else
        return pixmap(size * scale, mode, state);
#endif
    }

    void addPixmap(const QPixmap &pixmap, QIcon::Mode mode, QIcon::State state) override
    {
        m_addedPixmaps.insert(addedKey(mode, state), pixmap);
    }

    void addFile(const QString &fileName, const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        Q_UNUSED(size)
        if (fileName.endsWith(u".svg"_s, Qt::CaseInsensitive)) {
            m_addedFiles.insert(addedKey(mode, state), std::make_shared<SvgDrawing>(fileName));
        } else if (const QPixmap read(fileName); !read.isNull()) {
            addPixmap(read, mode, state);
        }
    }

    bool isNull() override
    {
        if (!m_addedPixmaps.isEmpty() || !m_addedFiles.isEmpty()) {
            return false;
        }
        // Until the file is read, a file that exists stands for an icon (the app's files are checked by tests).
        return m_drawing->read ? m_drawing->svg == nullptr : !m_drawing->exists;
    }

    QString key() const override
    {
        return u"ForwardDeskSvgFile"_s;
    }

    QIconEngine *clone() const override
    {
        return new SvgIconEngine(*this);
    }

private:
    SvgIconEngine(const SvgIconEngine &other) = default;

    static int addedKey(QIcon::Mode mode, QIcon::State state)
    {
        return static_cast<int>(mode) * 2 + state;
    }

    SvgDrawing &drawingFor(QIcon::Mode mode, QIcon::State state) const
    {
        const auto added = m_addedFiles.constFind(addedKey(mode, state));
        return added == m_addedFiles.cend() ? *m_drawing : **added;
    }

    /// @p drawing's own size scaled to fit in @p size (as Qt's engine sizes it); empty when there is no drawing.
    static QSize fittedSize(SvgDrawing &drawing, const QSize &size)
    {
        const QSvgRenderer *renderer = drawing.renderer();
        if (!renderer) {
            return {};
        }
        QSize fitted = renderer->defaultSize();
        if (!fitted.isNull()) {
            fitted.scale(size, Qt::KeepAspectRatio);
        }
        return fitted;
    }

    std::shared_ptr<SvgDrawing> m_drawing;
    QHash<int, QPixmap> m_addedPixmaps; ///< this copy's own, by mode and state
    QHash<int, std::shared_ptr<SvgDrawing>> m_addedFiles; ///< this copy's own, by mode and state
};

/// An icon made by a function when it is first drawn or measured, then drawn as that icon.
class DeferredIconEngine final : public QIconEngine
{
public:
    explicit DeferredIconEngine(std::function<QIcon()> make)
        : m_made(std::make_shared<Made>(std::move(make)))
    { }

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State state) override
    {
        icon().paint(painter, rect, Qt::AlignCenter, mode, state);
    }

    QSize actualSize(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        return icon().actualSize(size, mode, state);
    }

    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        // A ratio of 1 asks the icon for a pixmap of exactly this size in pixels.
        return icon().pixmap(size, 1.0, mode, state);
    }

    QPixmap scaledPixmap(const QSize &size, QIcon::Mode mode, QIcon::State state, qreal scale) override
    {
#if QT_VERSION < QT_VERSION_CHECK(6, 8, 0)
        const QSize logicalSize = scale > 0 ? size / scale : size;
#else
        const QSize logicalSize = size;
#endif
        return icon().pixmap(logicalSize, scale, mode, state);
    }

    QList<QSize> availableSizes(QIcon::Mode mode, QIcon::State state) override
    {
        return icon().availableSizes(mode, state);
    }

    bool isNull() override
    {
        // Asking would make it: until then it stands for an icon (what makes it gives one).
        return m_made->done && m_made->icon.isNull();
    }

    QString key() const override
    {
        return u"ForwardDeskDeferred"_s;
    }

    QIconEngine *clone() const override
    {
        return new DeferredIconEngine(*this);
    }

private:
    struct Made
    {
        explicit Made(std::function<QIcon()> function)
            : make(std::move(function))
        { }

        std::function<QIcon()> make;
        QIcon icon;
        bool done = false;
    };

    DeferredIconEngine(const DeferredIconEngine &other) = default;

    QIcon &icon()
    {
        if (!m_made->done) {
            m_made->icon = std::exchange(m_made->make, {})();
            m_made->done = true;
        }
        return m_made->icon;
    }

    std::shared_ptr<Made> m_made;
};

} // namespace

QIcon Icons::get(const QString &name)
{
    static QHash<QString, QIcon> cache;
    auto it = cache.find(name);
    if (it == cache.end()) {
        it = cache.insert(name, QIcon(new SvgIconEngine(u":/icons/%1.svg"_s.arg(name))));
    }
    return it.value();
}

QIcon Icons::deferred(std::function<QIcon()> make)
{
    return QIcon(new DeferredIconEngine(std::move(make)));
}

QAction *Icons::action(const QString &iconName, const QString &text, const QString &objectName, const QString &toolTip,
                       QObject *parent)
{
    auto *created = new QAction(get(iconName), text, parent);
    created->setObjectName(objectName);
    if (!toolTip.isEmpty()) {
        created->setToolTip(toolTip);
    }
    return created;
}

} // namespace ForwardDesk::Gui
