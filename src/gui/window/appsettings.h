// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace ForwardDesk::Gui {

/// App-wide preferences with their defaults, stored with QSettings. Only harmless choices live here; settings that
/// belong to one pane (the logs' follow interval and limit) are kept by that pane.
class AppSettings final
{
public:
    AppSettings() = delete;

    enum class ColorScheme { System, Light, Dark };

    [[nodiscard]] static ColorScheme colorScheme();
    static void setColorScheme(ColorScheme scheme);
    /// Applies the scheme to the running application (Fusion with a light or dark palette, or the system's).
    static void applyColorScheme(ColorScheme scheme);

    /// Seconds after which a copied API key is cleared from the clipboard (if it is still there).
    [[nodiscard]] static int clipboardClearSeconds();
    static void setClipboardClearSeconds(int seconds);

    /// The language chosen in Preferences, as a code of translations/ ("de", "en"…), or empty to follow the
    /// system. It takes effect at the next start, where main() installs the translators for it.
    [[nodiscard]] static QString language();
    static void setLanguage(const QString &code);
};

} // namespace ForwardDesk::Gui
