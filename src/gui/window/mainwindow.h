// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gui/window/pane.h"

#include <QMainWindow>
#include <QSet>

#include <functional>

class QAction;
class QIcon;
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
class AliasTransferActions;
class ApiKeysPane;
class DomainsPane;
class LogsPane;
class OfflineBar;
class TrayIcon;

/// The application's main window: a list of panes (Domains, Aliases, Logs, API Keys) beside the current
/// one, menus and a toolbar whose standard actions (New, Delete, Refresh, Find) act on the current pane,
/// and a status bar with the account, the connection state and the time of the last refresh.
///
/// Usage: setSession() whenever the signed-in account changes (nullptr when signed out, and before the
/// session is destroyed: panes let go of it while it is still whole). Banners above
/// the panes are added with addBanner() (the keychain notice, the prompt for a new key).
///
/// A pane is created when it is first shown or asked for (domainsPane() and the like), not before: start-up
/// builds only the pane that is shown.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    /// When the pane shown at start is made: with the window, or at restoreShownPane(), so that other work can
    /// go on in between (start-up sends the first request there, whose answer is then in before the first paint).
    enum class FirstPane {
        WithTheWindow,
        Later,
    };

    explicit MainWindow(QWidget *parent = nullptr, FirstPane firstPane = FirstPane::WithTheWindow);
    ~MainWindow() override;

    /// Makes and shows the pane that was shown when the window was last closed (FirstPane::Later).
    void restoreShownPane();

    /// Shows @p session's data; @p accountName labels it in the status bar. @p profileId is the stored profile
    /// of the account (empty for one given on the command line), whose alert switches apply.
    void setSession(Models::Session *session, const QString &accountName, const QString &profileId = {});
    [[nodiscard]] Models::Session *session() const { return m_session; }

    /// A widget shown above the panes (for instance a banner), owned by the window from then on.
    void addBanner(QWidget *banner);
    /// The File menu's account section: the main window shows these actions; the controller fills them.
    [[nodiscard]] QMenu *accountMenu() const { return m_accountMenu; }

    /// The panes, each created on first use.
    [[nodiscard]] DomainsPane *domainsPane();
    [[nodiscard]] AliasesPane *aliasesPane();
    [[nodiscard]] LogsPane *logsPane();
    [[nodiscard]] ApiKeysPane *apiKeysPane();
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
    /// A place in the navigation for a pane that @p create makes when it is first needed.
    void addPaneSlot(const Pane::Identity &identity, const QKeySequence &shortcut,
                     const std::function<Pane *()> &create);
    /// A slot that makes the pane shown at the time (if any) do @p call: File ▸ New, Edit ▸ Delete and the like.
    [[nodiscard]] std::function<void()> toCurrentPane(void (Pane::*call)());
    /// The pane of navigation row @p index, created now if it was not yet.
    Pane *paneAt(int index);
    void showRow(int index);
    template <typename T>
    T *createPane();
    void createActions();
    void addTransferActions();
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

    struct PaneSlot
    {
        Pane *pane = nullptr;
        QMenu *menu = nullptr;
        std::function<Pane *()> create;
    };

    Models::Session *m_session = nullptr;
    QString m_accountName;
    QString m_profileId; ///< the stored profile of the session, for its alert switches
    QList<PaneSlot> m_slots; ///< in the order of the navigation
    DomainsPane *m_domainsPane = nullptr;
    AliasesPane *m_aliasesPane = nullptr;
    LogsPane *m_logsPane = nullptr;
    ApiKeysPane *m_apiKeysPane = nullptr;
    AliasTransferActions *m_aliasTransfer = nullptr; ///< in the File and Edit menus before the Aliases pane exists
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
    QAction *m_transferSeparator = nullptr;
    QAction *m_undoSeparator = nullptr;
    QAction *m_replaceSeparator = nullptr;
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
