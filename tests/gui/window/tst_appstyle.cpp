// SPDX-License-Identifier: GPL-3.0-or-later
// The application's style (Gui::AppStyle): it draws as the style it wraps, its name is that style's, and the
// icons of the extension buttons of menu bars and toolbars are made only when drawn, so that a main window with a
// menu bar and a toolbar starts without loading Qt's image format plugins (Linux: read from /proc/self/maps).

#include "gui/window/appstyle.h"

#include <QApplication>
#include <QFile>
#include <QImage>
#include <QLibraryInfo>
#include <QMainWindow>
#include <QMenuBar>
#include <QProxyStyle>
#include <QStyleFactory>
#include <QTest>
#include <QToolBar>

#include <memory>

using namespace Qt::StringLiterals;
using ForwardDesk::Gui::AppStyle;

namespace {

QImage asImage(const QIcon &icon, int extent)
{
    return icon.pixmap(QSize(extent, extent), 1.0).toImage().convertToFormat(QImage::Format_ARGB32_Premultiplied);
}

/// Whether a library from Qt's image format plugin folder is loaded in this process; empty when it cannot be told.
std::optional<bool> imageFormatPluginLoaded()
{
    QFile maps(u"/proc/self/maps"_s);
    if (!maps.open(QIODevice::ReadOnly)) {
        return std::nullopt;
    }
    return maps.readAll().contains("/imageformats/");
}

} // namespace

class TestAppStyle final : public QObject
{
    Q_OBJECT

private slots:
    // First, while nothing in this process has read an image file yet.
    void mainWindow_withMenuBarAndToolBar_loadsNoImageFormatPlugin()
    {
        if (!imageFormatPluginLoaded().has_value()) {
            QSKIP("Which libraries are loaded is read from /proc/self/maps (Linux)");
        }
        if (*imageFormatPluginLoaded()) {
            QSKIP("An image format plugin was loaded before the window was made (by the platform theme?)");
        }
        QApplication::setStyle(new AppStyle(QStyleFactory::create(u"Fusion"_s)));
        QMainWindow window;
        window.menuBar()->addMenu(u"&File"_s)->addAction(u"&Quit"_s);
        window.addToolBar(u"Main"_s)->addAction(u"Refresh"_s);
        window.resize(400, 300);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(imageFormatPluginLoaded(), std::optional<bool>(false));

        // What the check would see otherwise: drawing the extension icon reads its PNG file the way the style
        // always did before, and Qt then asks each image format plugin whether it reads it.
        const QIcon extension = QApplication::style()->standardIcon(QStyle::SP_ToolBarHorizontalExtensionButton);
        QVERIFY(!asImage(extension, 16).isNull());
        if (!QFile::exists(QLibraryInfo::path(QLibraryInfo::PluginsPath) + u"/imageformats"_s)) {
            QSKIP("Qt's image format plugins are not installed here: nothing to load either way");
        }
        QCOMPARE(imageFormatPluginLoaded(), std::optional<bool>(true));
    }

    void extensionIcons_drawAsTheWrappedStyles()
    {
        const std::unique_ptr<QStyle> fusion(QStyleFactory::create(u"Fusion"_s));
        AppStyle style(QStyleFactory::create(u"Fusion"_s));
        for (const auto which :
             {QStyle::SP_ToolBarHorizontalExtensionButton, QStyle::SP_ToolBarVerticalExtensionButton}) {
            const QIcon expected = fusion->standardIcon(which);
            const QIcon icon = style.standardIcon(which);
            QVERIFY(!icon.isNull());
            for (const int extent : {16, 32}) {
                QVERIFY(asImage(icon, extent) == asImage(expected, extent));
                QCOMPARE(icon.actualSize(QSize(extent, extent)), expected.actualSize(QSize(extent, extent)));
            }
        }
    }

    void otherIcons_areTheWrappedStyles()
    {
        const std::unique_ptr<QStyle> fusion(QStyleFactory::create(u"Fusion"_s));
        AppStyle style(QStyleFactory::create(u"Fusion"_s));
        const QIcon expected = fusion->standardIcon(QStyle::SP_DialogOkButton);
        const QIcon icon = style.standardIcon(QStyle::SP_DialogOkButton);
        QVERIFY(asImage(icon, 16) == asImage(expected, 16));
    }

    void extensionIcon_outlivesItsStyle()
    {
        // An icon made by a style that Preferences replaced meanwhile is made by the application's style instead.
        QIcon icon;
        {
            AppStyle style(QStyleFactory::create(u"Fusion"_s));
            icon = style.standardIcon(QStyle::SP_ToolBarHorizontalExtensionButton);
        }
        QVERIFY(asImage(icon, 16)
                == asImage(QApplication::style()->standardIcon(QStyle::SP_ToolBarHorizontalExtensionButton), 16));
    }

    void name_isTheWrappedStyles()
    {
        AppStyle style(QStyleFactory::create(u"Fusion"_s));
        // As QStyleFactory knows it (Qt 6.4 gives the key in lower case), so that it makes the same style again.
        QCOMPARE(style.baseStyleName().toLower(), u"fusion"_s);
        QCOMPARE(AppStyle::styleName(&style), style.baseStyleName());
        QProxyStyle proxy(QStyleFactory::create(u"Fusion"_s));
        QVERIFY(AppStyle::styleName(&proxy).isEmpty()); // not a style QStyleFactory made
        QApplication::setStyle(new AppStyle(QStyleFactory::create(u"Windows"_s)));
        QCOMPARE(AppStyle::applicationStyleName().toLower(), u"windows"_s);
        const std::unique_ptr<QStyle> again(QStyleFactory::create(AppStyle::applicationStyleName()));
        QCOMPARE(again->name(), AppStyle::applicationStyleName());
        QApplication::setStyle(QStyleFactory::create(u"Fusion"_s));
        QCOMPARE(AppStyle::applicationStyleName().toLower(), u"fusion"_s);
    }
};

QTEST_MAIN(TestAppStyle)
#include "tst_appstyle.moc"
