// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/window/appsettings.h"

#include "gui/window/appstyle.h"
#include "models/config.h"

#include <QApplication>
#include <QPalette>
#include <QStyle>
#include <QStyleFactory>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Gui {

using Models::Config;

namespace {
QPalette darkPalette()
{
    QPalette palette;
    const QColor window(0x2b, 0x2d, 0x31);
    const QColor base(0x1f, 0x21, 0x24);
    const QColor text(0xe8, 0xea, 0xed);
    const QColor disabled(0x80, 0x84, 0x8a);
    palette.setColor(QPalette::Window, window);
    palette.setColor(QPalette::WindowText, text);
    palette.setColor(QPalette::Base, base);
    palette.setColor(QPalette::AlternateBase, window);
    palette.setColor(QPalette::ToolTipBase, QColor(0x3a, 0x3d, 0x42));
    palette.setColor(QPalette::ToolTipText, text);
    palette.setColor(QPalette::Text, text);
    palette.setColor(QPalette::Button, window);
    palette.setColor(QPalette::ButtonText, text);
    palette.setColor(QPalette::BrightText, Qt::white);
    palette.setColor(QPalette::Link, QColor(0x6c, 0xa8, 0xf0));
    palette.setColor(QPalette::Highlight, QColor(0x2f, 0x7f, 0xd8));
    palette.setColor(QPalette::HighlightedText, Qt::white);
    palette.setColor(QPalette::PlaceholderText, disabled);
    palette.setColor(QPalette::Disabled, QPalette::Text, disabled);
    palette.setColor(QPalette::Disabled, QPalette::ButtonText, disabled);
    palette.setColor(QPalette::Disabled, QPalette::WindowText, disabled);
    return palette;
}
} // namespace

AppSettings::ColorScheme AppSettings::colorScheme()
{
    return static_cast<ColorScheme>(
        std::clamp(Config::value(Config::Key::PreferencesColorScheme).toInt(), 0, static_cast<int>(ColorScheme::Dark)));
}

void AppSettings::setColorScheme(ColorScheme scheme)
{
    Config::setValue(Config::Key::PreferencesColorScheme, static_cast<int>(scheme));
}

void AppSettings::applyColorScheme(ColorScheme scheme)
{
    static const QString systemStyle = AppStyle::applicationStyleName();
    static const QPalette systemPalette = QApplication::palette();
    switch (scheme) {
    case ColorScheme::System:
        QApplication::setStyle(new AppStyle(QStyleFactory::create(systemStyle)));
        QApplication::setPalette(systemPalette);
        break;
    case ColorScheme::Light:
        QApplication::setStyle(new AppStyle(QStyleFactory::create(u"Fusion"_s)));
        QApplication::setPalette(QApplication::style()->standardPalette());
        break;
    case ColorScheme::Dark:
        // Fusion honours a dark palette on every platform (the Windows styles of Qt 6.4 do not).
        QApplication::setStyle(new AppStyle(QStyleFactory::create(u"Fusion"_s)));
        QApplication::setPalette(darkPalette());
        break;
    }
}

int AppSettings::clipboardClearSeconds()
{
    return std::clamp(Config::value(Config::Key::PreferencesClipboardClearSeconds).toInt(), 5, 600);
}

void AppSettings::setClipboardClearSeconds(int seconds)
{
    Config::setValue(Config::Key::PreferencesClipboardClearSeconds, seconds);
}

QString AppSettings::language()
{
    return Config::value(Config::Key::PreferencesLanguage).toString();
}

void AppSettings::setLanguage(const QString &code)
{
    if (code.isEmpty()) {
        Config::remove(Config::Key::PreferencesLanguage);
    } else {
        Config::setValue(Config::Key::PreferencesLanguage, code);
    }
}

} // namespace ForwardDesk::Gui
