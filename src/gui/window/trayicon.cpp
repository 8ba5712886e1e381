// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/window/trayicon.h"

#include "gui/domains/domainspane.h"
#include "gui/logs/logspane.h"
#include "gui/widgets/icons.h"
#include "gui/widgets/prompt.h"
#include "gui/window/mainwindow.h"
#include "models/alertpoller.h"
#include "models/config.h"
#include "models/session.h"

#include <QAction>
#include <QApplication>
#include <QLineEdit>
#include <QLoggingCategory>
#include <QMenu>
#include <QStatusBar>
#include <QSystemTrayIcon>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Gui {

using Models::Config;

namespace {
Q_LOGGING_CATEGORY(lc, "forwarddesk.gui.trayicon", QtInfoMsg)

constexpr int messageMs = 10000;
} // namespace

TrayIcon::TrayIcon(MainWindow *window, Models::AlertPoller *poller, std::function<bool()> available, QObject *parent)
    : QObject(parent)
    , m_window(window)
    , m_poller(poller)
    , m_availableProbe(std::move(available))
    , m_menu(new QMenu(window))
    , m_pauseAction(nullptr)
{
    m_menu->setObjectName(u"trayMenu"_s);
    QAction *open = m_menu->addAction(tr("&Open ForwardDesk"), this, &TrayIcon::openWindow);
    open->setObjectName(u"trayOpenAction"_s);
    QAction *refresh = m_menu->addAction(Icons::get(u"refresh"_s), tr("&Refresh"), this, [this] {
        m_poller->pollNow();
        if (m_window && m_window->isVisible()) {
            if (Pane *pane = m_window->currentPane()) {
                pane->refresh();
            }
        }
    });
    refresh->setObjectName(u"trayRefreshAction"_s);
    m_pauseAction = m_menu->addAction(tr("&Pause Alerts"));
    m_pauseAction->setObjectName(u"trayPauseAction"_s);
    m_pauseAction->setCheckable(true);
    connect(m_pauseAction, &QAction::toggled, m_poller, &Models::AlertPoller::setPaused);
    m_menu->addSeparator();
    QAction *quit = m_menu->addAction(tr("&Quit"), qApp, &QApplication::quit);
    quit->setObjectName(u"trayQuitAction"_s);

    connect(m_poller, &Models::AlertPoller::alertRaised, this, &TrayIcon::showAlert);
}

TrayIcon::~TrayIcon() = default;

bool TrayIcon::isAvailable()
{
    if (!m_available) {
        m_available = m_availableProbe();
    }
    return *m_available;
}

void TrayIcon::setEnabled(bool enabled)
{
    const bool active = enabled && isAvailable();
    if (active && m_icon == nullptr) {
        m_icon = new QSystemTrayIcon(QApplication::windowIcon(), this);
        m_icon->setObjectName(u"trayIcon"_s);
        m_icon->setToolTip(tr("ForwardDesk"));
        m_icon->setContextMenu(m_menu);
        connect(m_icon, &QSystemTrayIcon::messageClicked, this, [this] { openAlert(m_lastAlert); });
        connect(m_icon, &QSystemTrayIcon::activated, this, [this](QSystemTrayIcon::ActivationReason reason) {
            if (reason == QSystemTrayIcon::Trigger || reason == QSystemTrayIcon::DoubleClick) {
                openWindow();
            }
        });
        m_icon->show();
    } else if (!active && m_icon != nullptr) {
        m_icon->hide();
        m_icon->deleteLater();
        m_icon = nullptr;
    }
    if (!enabled && m_available.value_or(false)) {
        qCDebug(lc) << "tray icon off";
    }
}

bool TrayIcon::isActive() const
{
    return m_icon != nullptr;
}

void TrayIcon::showAlert(const Models::Alert &alert)
{
    if (m_icon == nullptr) {
        return; // no tray: the alert has nowhere to go (the window shows the same rows when opened)
    }
    m_lastAlert = alert;
    const QSystemTrayIcon::MessageIcon icon =
        alert.kind == Models::Alert::Kind::DomainInactive || alert.kind == Models::Alert::Kind::KeyRefused
        ? QSystemTrayIcon::Critical
        : QSystemTrayIcon::Warning;
    m_icon->showMessage(alert.title, alert.message, icon, messageMs);
    emit alertShown(alert);
}

void TrayIcon::openWindow()
{
    if (!m_window) {
        return;
    }
    m_window->show();
    m_window->setWindowState(m_window->windowState() & ~Qt::WindowMinimized);
    m_window->raise();
    m_window->activateWindow();
}

void TrayIcon::openAlert(const Models::Alert &alert)
{
    if (!m_window) {
        return;
    }
    openWindow();
    m_window->statusBar()->showMessage(alert.message, messageMs);
    switch (alert.kind) {
    case Models::Alert::Kind::Bounced:
    case Models::Alert::Kind::Rejected: {
        LogsPane *logs = m_window->logsPane();
        m_window->showPane(logs);
        // The Logs pane's alias filter shows the mail to that address only.
        if (auto *filter = logs->findChild<QLineEdit *>(u"aliasFilter"_s)) {
            filter->setText(alert.recipient);
        }
        if (Models::Session *session = m_window->session()) {
            // The alert's words stay in the status bar after the pane has said how many entries it loaded.
            const QString message = alert.message;
            const QPointer<MainWindow> window = m_window;
            connect(
                session, &Models::Session::logsLoaded, this,
                [window, message] {
                    if (window) {
                        window->statusBar()->showMessage(message, messageMs);
                    }
                },
                Qt::SingleShotConnection);
        }
        logs->refresh();
        break;
    }
    case Models::Alert::Kind::DomainInactive:
        m_window->showPane(m_window->domainsPane());
        m_window->domainsPane()->refresh();
        m_window->domainsPane()->selectDomain(alert.domainId);
        break;
    case Models::Alert::Kind::KeyRefused:
        break; // the window's key prompt is already asking for a new key
    }
}

bool TrayIcon::closeToTray()
{
    if (!isActive() || !m_window) {
        return false;
    }
    if (!Config::value(Config::Key::PreferencesCloseToTrayAsked).toBool()) {
        Config::setValue(Config::Key::PreferencesCloseToTrayAsked, true);
        const bool keep =
            Prompt::question(m_window, tr("Keep ForwardDesk Running?"),
                             tr("Keep ForwardDesk running in the system tray when its window is closed, so that it "
                                "can tell you about bounced mail and domains that stop working? You can change this "
                                "in Preferences."),
                             QMessageBox::Yes | QMessageBox::No, QMessageBox::No)
            == QMessageBox::Yes;
        Config::setValue(Config::Key::PreferencesCloseToTray, keep);
    }
    if (!Config::value(Config::Key::PreferencesCloseToTray).toBool()) {
        return false;
    }
    m_window->hide();
    return true;
}

} // namespace ForwardDesk::Gui
