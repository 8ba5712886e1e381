// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDir>
#include <QObject>
#include <QPointer>

#include <functional>

class QWidget;

namespace ForwardDesk::Models {
class Session;
}

namespace ForwardDesk::Gui {

class MainWindow;

/// Saves a picture of each pane and of the main dialogs into a folder, with the data of the signed-in
/// session (forwarddesk --demo --screenshots <folder>). The README's pictures are made with it, so they
/// show the app as it is. Where a system tray is available (X11 with a tray running, see
/// `packaging/linux/dev.sh screenshots`) it first shows a bounce alert in the tray and takes the whole screen.
class ScreenshotTour final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ScreenshotTour)

public:
    ScreenshotTour(MainWindow *window, Models::Session *session, const QString &folder, QObject *parent = nullptr);
    ~ScreenshotTour() override;

    void start();

signals:
    /// All pictures were taken (or one could not be written: @p ok false).
    void finished(bool ok);

private:
    using Step = std::function<void()>;

    void next();
    void shoot(QWidget *widget, const QString &name);
    void shootDialog(QWidget *dialog, const QString &name);
    /// The whole screen (what the tray shows is outside the window).
    void shootScreen(const QString &name);

    MainWindow *m_window;
    QPointer<Models::Session> m_session;
    QPointer<QWidget> m_importDialog;
    QDir m_folder;
    QList<Step> m_steps;
    bool m_ok = true;
};

} // namespace ForwardDesk::Gui
