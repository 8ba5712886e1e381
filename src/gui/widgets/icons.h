// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QIcon>
#include <QString>

namespace ForwardDesk::Gui {

/// The app's SVG icons (resources/icons), crisp at any scale.
class Icons final
{
public:
    Icons() = delete;

    /// The icon named @p name ("refresh", "status-ok", …).
    [[nodiscard]] static QIcon get(const QString &name);
};

} // namespace ForwardDesk::Gui
