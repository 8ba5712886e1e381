// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QIcon>
#include <QString>

#include <functional>

class QAction;
class QObject;

namespace ForwardDesk::Gui {

/// The app's SVG icons (resources/icons), crisp at any scale.
class Icons final
{
public:
    Icons() = delete;

    /// The icon named @p name ("refresh", "status-ok", …).
    [[nodiscard]] static QIcon get(const QString &name);
    /// An icon that @p make gives when the icon is first drawn or measured, not before: for icons whose making
    /// costs more than most windows ever need of them.
    [[nodiscard]] static QIcon deferred(std::function<QIcon()> make);
    /// A new action of @p parent with the icon named @p iconName, @p text, the object name @p objectName
    /// (tests and the accessibility checks find actions by it) and, unless empty, @p toolTip.
    [[nodiscard]] static QAction *action(const QString &iconName, const QString &text, const QString &objectName,
                                         const QString &toolTip, QObject *parent);
};

} // namespace ForwardDesk::Gui
