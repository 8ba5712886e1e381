// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/alert.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <optional>

class QAction;
class QMenu;
class QSystemTrayIcon;

namespace ForwardDesk::Models {
class AlertPoller;
}

namespace ForwardDesk::Gui {

class MainWindow;

/// The optional icon in the system tray: a menu with Open, Refresh, Pause Alerts and Quit, the alerts of
/// the AlertPoller as tray messages (clicking one opens the window at the rows it is about), and, when the
/// user wants it, the window closing into the tray instead of quitting (asked once, on the first close).
///
/// Usage: one per main window; setEnabled() from the preference. Where the platform has no tray
/// (isAvailable() false) it shows nothing and polls nothing, and closing the window quits as before.
class TrayIcon final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TrayIcon)

public:
    /// @p available tells whether the platform has a tray (QSystemTrayIcon::isSystemTrayAvailable(); tests give
    /// either answer). It is asked once, when first needed: on Linux it asks the desktop over D-Bus, which a
    /// start-up with the tray off has no reason to wait for.
    TrayIcon(MainWindow *window, Models::AlertPoller *poller, std::function<bool()> available,
             QObject *parent = nullptr);
    ~TrayIcon() override;

    [[nodiscard]] bool isAvailable();
    /// Shows the icon and starts the alerts (when the platform has a tray), or hides and stops them.
    void setEnabled(bool enabled);
    /// True while the icon is in the tray.
    [[nodiscard]] bool isActive() const;
    [[nodiscard]] QMenu *menu() const { return m_menu; }
    /// The alert shown last (what clicking the message opens).
    [[nodiscard]] Models::Alert lastAlert() const { return m_lastAlert; }

    /// Opens the window at the rows of @p alert (what clicking its message does).
    void openAlert(const Models::Alert &alert);
    /// What the window's close does with the tray on: true when the window only hides. Asks once whether
    /// to keep running in the tray.
    bool closeToTray();

signals:
    /// A tray message was shown (also where the platform only logs it).
    void alertShown(const ForwardDesk::Models::Alert &alert);

private:
    void showAlert(const Models::Alert &alert);
    void openWindow();

    QPointer<MainWindow> m_window;
    Models::AlertPoller *m_poller;
    std::function<bool()> m_availableProbe;
    std::optional<bool> m_available; ///< the probe's answer, once asked
    QSystemTrayIcon *m_icon = nullptr;
    QMenu *m_menu;
    QAction *m_pauseAction;
    Models::Alert m_lastAlert;
};

} // namespace ForwardDesk::Gui
