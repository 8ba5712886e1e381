// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/widgets/icons.h"

#include <QAction>
#include <QFile>
#include <QHash>
#include <QIconEngine>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Gui {

namespace {

/// An icon drawn from an SVG file that is read only when the icon is first drawn or measured.
///
/// QIcon(file) reads an SVG file once to check it, and again when it first draws it. Most of the app's icons are
/// made with the window at start-up, and many of them (those of menus and of panes not shown yet) are not drawn
/// then; this engine reads each file once, when it is needed. It hands every request to a QIcon of the file,
/// made at the first request, so that the icon looks and behaves as QIcon(file) does.
class SvgFileIconEngine final : public QIconEngine
{
public:
    explicit SvgFileIconEngine(QString fileName)
        : m_fileName(std::move(fileName))
        , m_exists(QFile::exists(m_fileName))
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
        // A ratio of 1 asks the file's engine for a pixmap of exactly this size in pixels.
        return icon().pixmap(size, 1.0, mode, state);
    }

    QPixmap scaledPixmap(const QSize &size, QIcon::Mode mode, QIcon::State state, qreal scale) override
    {
        // QIcon gives the size here in device pixels before Qt 6.8, and in device-independent pixels since.
#if QT_VERSION < QT_VERSION_CHECK(6, 8, 0)
        const QSize logicalSize = scale > 0 ? size / scale : size;
#else
        const QSize logicalSize = size;
#endif
        return icon().pixmap(logicalSize, scale, mode, state);
    }

    void addPixmap(const QPixmap &pixmap, QIcon::Mode mode, QIcon::State state) override
    {
        icon().addPixmap(pixmap, mode, state);
    }

    void addFile(const QString &fileName, const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        icon().addFile(fileName, size, mode, state);
    }

    QList<QSize> availableSizes(QIcon::Mode mode, QIcon::State state) override
    {
        return icon().availableSizes(mode, state);
    }

    bool isNull() override
    {
        // Until the file is read, a file that exists stands for an icon (the app's files are checked by tests).
        return m_loaded ? m_icon.isNull() : !m_exists;
    }

    QString key() const override
    {
        return u"ForwardDeskSvgFile"_s;
    }

    QIconEngine *clone() const override
    {
        return new SvgFileIconEngine(*this);
    }

private:
    SvgFileIconEngine(const SvgFileIconEngine &other) = default;

    QIcon &icon()
    {
        if (!m_loaded) {
            m_icon = QIcon(m_fileName);
            m_loaded = true;
        }
        return m_icon;
    }

    QString m_fileName;
    bool m_exists;
    bool m_loaded = false;
    QIcon m_icon;
};

} // namespace

QIcon Icons::get(const QString &name)
{
    static QHash<QString, QIcon> cache;
    auto it = cache.find(name);
    if (it == cache.end()) {
        it = cache.insert(name, QIcon(new SvgFileIconEngine(u":/icons/%1.svg"_s.arg(name))));
    }
    return it.value();
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
