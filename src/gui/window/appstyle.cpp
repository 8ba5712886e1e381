// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/window/appstyle.h"

#include "gui/widgets/icons.h"

#include <QApplication>
#include <QPointer>
#include <QStyleOption>
#include <QWidget>

#include <optional>

namespace ForwardDesk::Gui {

AppStyle::AppStyle(QStyle *base)
    : QProxyStyle(base)
{ }

AppStyle::~AppStyle() = default;

QString AppStyle::baseStyleName() const
{
    return baseStyle()->name();
}

QString AppStyle::styleName(const QStyle *style)
{
    if (const auto *own = qobject_cast<const AppStyle *>(style)) {
        return own->baseStyleName();
    }
    return style->name();
}

QString AppStyle::applicationStyleName()
{
    return styleName(QApplication::style());
}

QIcon AppStyle::standardIcon(StandardPixmap standardIcon, const QStyleOption *option, const QWidget *widget) const
{
    if (standardIcon != SP_ToolBarHorizontalExtensionButton && standardIcon != SP_ToolBarVerticalExtensionButton) {
        return QProxyStyle::standardIcon(standardIcon, option, widget);
    }
    // Asked of the same style with the same option when first drawn. A style replaced meanwhile (another colour
    // scheme in Preferences) is gone by then: the application's style gives it instead.
    std::optional<QStyleOption> kept;
    if (option) {
        kept.emplace(*option);
    }
    return Icons::deferred([base = QPointer<QStyle>(baseStyle()), standardIcon, kept, widget = QPointer(widget)] {
        QStyle *style = base ? base.data() : QApplication::style();
        return style->standardIcon(standardIcon, kept ? &*kept : nullptr, widget);
    });
}

} // namespace ForwardDesk::Gui
