// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMainWindow>
#include <QSet>

class QAction;
class QActionGroup;
class QLabel;
class QListWidget;
class QMenu;
class QSplitter;
class QStackedWidget;
class QToolBar;

namespace ForwardDesk::Models {
class AlertPoller;
class Session;
} // namespace ForwardDesk::Models

namespace ForwardDesk::Gui {

class AliasesPane;
class ApiKeysPane;
class DomainsPane;
class LogsPane;
class OfflineBar;
class Pane;
class TrayIcon;

/// The application's main window: a list of panes (Domains, Aliases, Logs, API Keys) beside the current
/// one, menus and a toolbar whose standard actions (New, Delete, Refresh, Find) act on the current pane,
/// and a status bar with the account, the connection state and the time of the last refresh.
///
/// Usage: setSession() whenever the signed-in account changes (nullptr when signed out, and before the
/// session is destroyed: panes let go of it while it is still whole). Banners above
/// the panes are added with addBanner() (the keychain notice, the prompt for a new key).
class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Shows @p session's data; @p accountName labels it in the status bar.
    void setSession(Models::Session *session, const QString &accountName);
    [[nodiscard]] Models::Session *session() const { return m_session; }

    /// A widget shown above the panes (for instance a banner), owned by the window from then on.
    void addBanner(QWidget *banner);
    /// The File menu's account section: the main window shows these actions; the controller fills them.
    [[nodiscard]] QMenu *accountMenu() const { return m_accountMenu; }

    [[nodiscard]] DomainsPane *domainsPane() const { return m_domainsPane; }
    [[nodiscard]] AliasesPane *aliasesPane() const { return m_aliasesPane; }
    [[nodiscard]] LogsPane *logsPane() const { return m_logsPane; }
    [[nodiscard]] ApiKeysPane *apiKeysPane() const { return m_apiKeysPane; }
    [[nodiscard]] Pane *currentPane() const;
    [[nodiscard]] TrayIcon *trayIcon() const { return m_tray; }
    [[nodiscard]] Models::AlertPoller *alertPoller() const { return m_alertPoller; }
    /// Applies the tray and alert preferences (at start and after Preferences).
    void applyAlertSettings();
    void showPane(Pane *pane);

signals:
    void connectRequested();
    void signOutRequested();
    /// The API keys pane created a key the user wants ForwardDesk to use from now on.
    void useKeyRequested(const QString &secret);
    /// The key ForwardDesk uses was revoked: a new one is needed.
    void newKeyNeeded();

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void addPane(Pane *pane, const QKeySequence &shortcut);
    void createActions();
    void currentPaneChanged();
    void updateActions();
    /// While the session shows cached data, turns off every pane action that would change something.
    void holdChangeActions(bool offline);
    void updateStatus();
    void showAbout();
    void showRequestLog();
    void showPreferences();
    void showAliasesOf(const QString &domainId);
    void showAliasByAddress(const QString &domainName, const QString &address);

    Models::Session *m_session = nullptr;
    QList<Pane *> m_panes;
    QList<QMenu *> m_paneMenus;
    DomainsPane *m_domainsPane;
    AliasesPane *m_aliasesPane;
    LogsPane *m_logsPane;
    ApiKeysPane *m_apiKeysPane;
    QListWidget *m_navigation;
    QStackedWidget *m_stack;
    QSplitter *m_splitter;
    QWidget *m_bannerArea;
    OfflineBar *m_offlineBar;
    QSet<QAction *> m_heldActions; ///< pane actions turned off while offline, to give back afterwards
    Models::AlertPoller *m_alertPoller;
    TrayIcon *m_tray;
    bool m_quitting = false; ///< File ▸ Quit: the window closes even when it could stay in the tray
    QToolBar *m_toolBar = nullptr;
    QMenu *m_accountMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QActionGroup *m_paneGroup = nullptr;
    QAction *m_newAction = nullptr;
    QAction *m_deleteAction = nullptr;
    QAction *m_refreshAction = nullptr;
    QAction *m_findAction = nullptr;
    QAction *m_requestLogAction = nullptr;
    QAction *m_preferencesAction = nullptr;
    QAction *m_toolBarSeparator = nullptr;
    QLabel *m_accountLabel;
    QLabel *m_stateLabel;
    QLabel *m_refreshLabel;
};

} // namespace ForwardDesk::Gui
