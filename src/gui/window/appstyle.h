// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QProxyStyle>

namespace ForwardDesk::Gui {

/// The application's style: the platform's style (or the one chosen in Preferences), drawn as it is, but for the
/// icons of the buttons that hold what no longer fits in a menu bar or toolbar, which are made when first drawn.
///
/// Every menu bar and toolbar makes that button with the style's icon, and Qt's styles read it from a PNG file:
/// reading a file whose format is not set makes Qt load every image format plugin (GIF, ICO, JPEG, SVG and their
/// libraries) to ask each whether it reads it, before it uses its own PNG reader. That is about 2 ms of start-up
/// for a button that shows only when the window is too narrow for its menus.
///
/// Usage: QApplication::setStyle(new AppStyle) for the style Qt would pick itself (the platform's, or that of
/// -style and QT_STYLE_OVERRIDE), or new AppStyle(QStyleFactory::create(name)).
class AppStyle final : public QProxyStyle
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AppStyle)

public:
    explicit AppStyle(QStyle *base = nullptr);
    ~AppStyle() override;

    /// The name of the style it draws as ("Fusion", "Windows"…), as QStyleFactory knows it.
    [[nodiscard]] QString baseStyleName() const;
    /// That name for @p style, whether it is an AppStyle or not (empty for a style QStyleFactory did not make).
    [[nodiscard]] static QString styleName(const QStyle *style);
    /// That name for the application's style.
    [[nodiscard]] static QString applicationStyleName();

    QIcon standardIcon(StandardPixmap standardIcon, const QStyleOption *option = nullptr,
                       const QWidget *widget = nullptr) const override;
};

} // namespace ForwardDesk::Gui
