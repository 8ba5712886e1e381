// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/window/mainwindow.h"

#include "forwarddesk/version.h"
#include "gui/aliases/aliasespane.h"
#include "gui/aliases/aliastransferactions.h"
#include "gui/domains/domainspane.h"
#include "gui/keys/apikeyspane.h"
#include "gui/keys/secretclipboard.h"
#include "gui/logs/logspane.h"
#include "gui/widgets/errortext.h"
#include "gui/widgets/icons.h"
#include "gui/widgets/viewstate.h"
#include "gui/window/appsettings.h"
#include "gui/window/offlinebar.h"
#include "gui/window/preferencesdialog.h"
#include "gui/window/requestlogdialog.h"
#include "gui/window/trayicon.h"
#include "models/alertpoller.h"
#include "models/config.h"
#include "models/domainmodel.h"
#include "models/requestlogmodel.h"
#include "models/session.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QSystemTrayIcon>
#include <QToolBar>
#include <QVBoxLayout>

#include <type_traits>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Gui {

using Models::Config;

namespace {
constexpr int stateVersion = 2;
constexpr int navigationWidth = 170;
constexpr int statusTimeoutMs = 4000;

/// The pane actions that only read or copy, left on while the session shows cached data. Every other pane
/// action is turned off then, so that a new action is safe offline until it is listed here.
bool readsOnly(const QAction *action)
{
    static const QSet<QString> names = {
        u"showAliasesAction"_s, u"copyDomainAction"_s, u"checkDnsAction"_s,  u"copyAddressAction"_s,
        u"copyPrefixAction"_s,  u"reloadLogAction"_s,  u"exportLogAction"_s, u"showAliasAction"_s,
    };
    return names.contains(action->objectName());
}
} // namespace

MainWindow::MainWindow(QWidget *parent, FirstPane firstPane)
    : QMainWindow(parent)
    , m_navigation(new QListWidget(this))
    , m_stack(new QStackedWidget(this))
    , m_splitter(new QSplitter(Qt::Horizontal, this))
    , m_bannerArea(new QWidget(this))
    , m_offlineBar(new OfflineBar(this))
    , m_alertPoller(new Models::AlertPoller(this))
    , m_accountLabel(new QLabel(this))
    , m_stateLabel(new QLabel(this))
    , m_refreshLabel(new QLabel(this))
{
    m_tray = new TrayIcon(this, m_alertPoller, &QSystemTrayIcon::isSystemTrayAvailable, this);
    setObjectName(u"mainWindow"_s);
    setWindowTitle(tr("ForwardDesk"));
    setWindowIcon(Icons::get(QString::fromLatin1(FORWARDDESK_APP_ID)));

    m_navigation->setObjectName(u"navigationList"_s);
    m_navigation->setAccessibleName(tr("Sections"));
    m_navigation->setIconSize(QSize(20, 20));
    m_navigation->setSpacing(2);
    m_navigation->setFrameShape(QFrame::NoFrame);
    m_navigation->setMinimumWidth(120);

    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->setSpacing(0);
    auto *bannerLayout = new QVBoxLayout(m_bannerArea);
    bannerLayout->setContentsMargins(6, 6, 6, 0);
    m_bannerArea->hide();
    rightLayout->addWidget(m_bannerArea);
    rightLayout->addWidget(m_stack, 1);

    addBanner(m_offlineBar);
    m_offlineBar->hide();

    m_splitter->setObjectName(u"mainSplitter"_s);
    m_splitter->addWidget(m_navigation);
    m_splitter->addWidget(right);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setCollapsible(1, false);
    m_splitter->setSizes({navigationWidth, 900});
    setCentralWidget(m_splitter);

    m_accountLabel->setObjectName(u"accountLabel"_s);
    m_stateLabel->setObjectName(u"connectionLabel"_s);
    m_refreshLabel->setObjectName(u"lastRefreshLabel"_s);
    statusBar()->addWidget(m_accountLabel);
    statusBar()->addWidget(m_stateLabel);
    statusBar()->addPermanentWidget(m_refreshLabel);

    createActions();
    // Each pane class names itself, so its slot is listed before the pane exists.
    addPaneSlot(DomainsPane::identity(), QKeySequence(Qt::CTRL | Qt::Key_1),
                [this] { return createPane<DomainsPane>(); });
    addPaneSlot(AliasesPane::identity(), QKeySequence(Qt::CTRL | Qt::Key_2),
                [this] { return createPane<AliasesPane>(); });
    addPaneSlot(LogsPane::identity(), QKeySequence(Qt::CTRL | Qt::Key_3), [this] { return createPane<LogsPane>(); });
    addPaneSlot(ApiKeysPane::identity(), QKeySequence(Qt::CTRL | Qt::Key_4),
                [this] { return createPane<ApiKeysPane>(); });

    addTransferActions();

    connect(m_navigation, &QListWidget::currentRowChanged, this, &MainWindow::showRow);
    connect(m_stack, &QStackedWidget::currentChanged, this, &MainWindow::currentPaneChanged);

    if (!restoreGeometry(Config::value(Config::Key::MainWindowGeometry).toByteArray())) {
        resize(1180, 720);
    }
    restoreState(Config::value(Config::Key::MainWindowState).toByteArray(), stateVersion);
    ViewState::restoreSplitter(m_splitter, Config::Key::MainWindowSplitter);
    if (firstPane == FirstPane::WithTheWindow) {
        restoreShownPane();
    } else {
        updateStatus();
    }
    applyAlertSettings();
}

void MainWindow::restoreShownPane()
{
    const int row = std::clamp(Config::value(Config::Key::MainWindowCurrentPane).toInt(), 0, int(m_slots.size()) - 1);
    QWidget *shownBefore = m_stack->currentWidget();
    m_navigation->setCurrentRow(row);
    showRow(row); // in case the row was current already and no signal came
    if (m_stack->currentWidget() == shownBefore) {
        currentPaneChanged(); // the stack did not change, so it did not say so: the toolbar and menus follow anyway
    }
    updateStatus();
}

MainWindow::~MainWindow() = default;

void MainWindow::addPaneSlot(const Pane::Identity &identity, const QKeySequence &shortcut,
                             const std::function<Pane *()> &create)
{
    const QIcon icon = Icons::get(identity.iconName);
    const QString &title = identity.title;
    const int index = static_cast<int>(m_slots.size());
    auto *item = new QListWidgetItem(icon, title, m_navigation);
    item->setSizeHint(QSize(navigationWidth - 20, 34));

    // View ▸ <pane> with Ctrl+<n>.
    QAction *show = m_paneGroup->addAction(icon, title);
    show->setObjectName(u"showPane"_s + QString::number(index + 1));
    show->setCheckable(true);
    show->setShortcut(shortcut);
    connect(show, &QAction::triggered, this, [this, index] { showPane(paneAt(index)); });
    m_viewMenu->insertAction(m_refreshAction, show);

    // A menu named after the pane, with its own actions (added when the pane is made); shown while the pane is.
    auto *menu = new QMenu(identity.menuTitle, this);
    menuBar()->insertMenu(m_helpMenu->menuAction(), menu);
    menu->menuAction()->setVisible(false);

    m_slots.append({nullptr, menu, create});
}

std::function<void()> MainWindow::toCurrentPane(void (Pane::*call)())
{
    return [this, call] {
        if (Pane *pane = currentPane()) {
            (pane->*call)();
        }
    };
}

Pane *MainWindow::paneAt(int index)
{
    if (index < 0 || index >= m_slots.size()) {
        return nullptr;
    }
    PaneSlot &slot = m_slots[index];
    if (!slot.pane) {
        Pane *pane = slot.create();
        slot.pane = pane;
        slot.menu->addActions(pane->paneActions());
        connect(pane, &Pane::actionsChanged, this, &MainWindow::updateActions);
        connect(pane, &Pane::statusMessage, statusBar(), &QStatusBar::showMessage);
        if (m_session) {
            pane->setSession(m_session);
        }
        m_stack->addWidget(pane);
    }
    return slot.pane;
}

template <typename T>
T *MainWindow::createPane()
{
    T *pane = nullptr;
    if constexpr (std::is_same_v<T, AliasesPane>) {
        pane = new T(this, m_aliasTransfer);
    } else {
        pane = new T(this);
    }
    if constexpr (std::is_same_v<T, DomainsPane>) {
        m_domainsPane = pane;
        connect(pane, &DomainsPane::showAliasesRequested, this, &MainWindow::showAliasesOf);
    } else if constexpr (std::is_same_v<T, AliasesPane>) {
        m_aliasesPane = pane;
    } else if constexpr (std::is_same_v<T, LogsPane>) {
        m_logsPane = pane;
        connect(pane, &LogsPane::showAliasRequested, this, &MainWindow::showAliasByAddress);
    } else if constexpr (std::is_same_v<T, ApiKeysPane>) {
        m_apiKeysPane = pane;
        connect(pane, &ApiKeysPane::useKeyRequested, this, &MainWindow::useKeyRequested);
        connect(pane, &ApiKeysPane::currentKeyRevoked, this, &MainWindow::newKeyNeeded);
        pane->secretClipboard()->setClearDelay(std::chrono::seconds(AppSettings::clipboardClearSeconds()));
    }
    return pane;
}

DomainsPane *MainWindow::domainsPane()
{
    return static_cast<DomainsPane *>(paneAt(0));
}

AliasesPane *MainWindow::aliasesPane()
{
    return static_cast<AliasesPane *>(paneAt(1));
}

LogsPane *MainWindow::logsPane()
{
    return static_cast<LogsPane *>(paneAt(2));
}

ApiKeysPane *MainWindow::apiKeysPane()
{
    return static_cast<ApiKeysPane *>(paneAt(3));
}

void MainWindow::showRow(int index)
{
    if (Pane *pane = paneAt(index)) {
        m_stack->setCurrentWidget(pane);
    }
}

void MainWindow::addTransferActions()
{
    // Import, export, replace and undo delete work on any domain and sit in the File and Edit menus, so they
    // are made with the window; the Aliases pane, which shares them, is made only when first shown.
    m_aliasTransfer = new AliasTransferActions(this);
    connect(m_aliasTransfer, &AliasTransferActions::statusMessage, this,
            [this](const QString &message) { statusBar()->showMessage(message, statusTimeoutMs); });
    QMenu *fileMenu = qobject_cast<QMenu *>(m_transferSeparator->parent());
    fileMenu->insertActions(m_transferSeparator, {m_aliasTransfer->importAction(), m_aliasTransfer->exportAllAction()});
    QMenu *editMenu = qobject_cast<QMenu *>(m_undoSeparator->parent());
    editMenu->insertAction(m_undoSeparator, m_aliasTransfer->undoDeleteAction()); // Ctrl+Z in the Aliases pane
    editMenu->insertAction(m_replaceSeparator, m_aliasTransfer->replaceAction());
}

void MainWindow::createActions()
{
    QMenu *fileMenu = menuBar()->addMenu(tr("&File"));
    m_newAction = fileMenu->addAction(Icons::get(u"add"_s), tr("&New…"), this, toCurrentPane(&Pane::newItem));
    m_newAction->setObjectName(u"newAction"_s);
    m_newAction->setShortcuts(QKeySequence::New);
    m_transferSeparator = fileMenu->addSeparator(); // Import and Export come before it (addTransferActions())
    m_accountMenu = fileMenu->addMenu(Icons::get(u"account"_s), tr("&Account"));
    m_accountMenu->setObjectName(u"accountMenu"_s);
    QAction *connectAction = fileMenu->addAction(tr("&Connect to an Account…"), this, &MainWindow::connectRequested);
    connectAction->setObjectName(u"connectAction"_s);
    QAction *signOut =
        fileMenu->addAction(Icons::get(u"signout"_s), tr("Sign &Out"), this, &MainWindow::signOutRequested);
    signOut->setObjectName(u"signOutAction"_s);
    fileMenu->addSeparator();
    QAction *quitAction = fileMenu->addAction(tr("&Quit"), this, [this] {
        m_quitting = true;
        QApplication::closeAllWindows();
    });
    quitAction->setShortcuts(QKeySequence::Quit);
    quitAction->setMenuRole(QAction::QuitRole);

    QMenu *editMenu = menuBar()->addMenu(tr("&Edit"));
    m_undoSeparator = editMenu->addSeparator(); // Undo Delete comes before it (addTransferActions())
    m_deleteAction =
        editMenu->addAction(Icons::get(u"delete"_s), tr("&Delete"), this, toCurrentPane(&Pane::deleteSelected));
    m_deleteAction->setObjectName(u"deleteAction"_s);
    m_deleteAction->setShortcuts(QKeySequence::Delete);
    m_deleteAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_stack->addAction(m_deleteAction); // Del must not fire while a filter box is being edited elsewhere
    m_findAction = editMenu->addAction(Icons::get(u"search"_s), tr("&Find…"), this, toCurrentPane(&Pane::focusFilter));
    m_findAction->setObjectName(u"findAction"_s);
    m_findAction->setShortcuts(QKeySequence::Find);
    m_replaceSeparator = editMenu->addSeparator(); // Replace a Destination comes before it (addTransferActions())
    m_preferencesAction =
        editMenu->addAction(Icons::get(u"settings"_s), tr("&Preferences…"), this, &MainWindow::showPreferences);
    m_preferencesAction->setObjectName(u"preferencesAction"_s);
    m_preferencesAction->setShortcuts(QKeySequence::Preferences);
    m_preferencesAction->setMenuRole(QAction::PreferencesRole);

    m_viewMenu = menuBar()->addMenu(tr("&View"));
    QMenu *viewMenu = m_viewMenu;
    m_paneGroup = new QActionGroup(this);
    m_refreshAction =
        viewMenu->addAction(Icons::get(u"refresh"_s), tr("&Refresh"), this, toCurrentPane(&Pane::refresh));
    m_refreshAction->setObjectName(u"refreshAction"_s);
    m_refreshAction->setShortcuts(QKeySequence::Refresh);
    viewMenu->insertSeparator(m_refreshAction);
    m_requestLogAction = viewMenu->addAction(tr("Request &Log…"), this, &MainWindow::showRequestLog);
    m_requestLogAction->setObjectName(u"requestLogAction"_s);

    m_helpMenu = menuBar()->addMenu(tr("&Help"));
    QMenu *helpMenu = m_helpMenu;
    QAction *aboutAction = helpMenu->addAction(tr("&About ForwardDesk"), this, &MainWindow::showAbout);
    aboutAction->setMenuRole(QAction::AboutRole);
    QAction *aboutQtAction = helpMenu->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
    aboutQtAction->setMenuRole(QAction::AboutQtRole);

    m_toolBar = addToolBar(tr("Main"));
    m_toolBar->setObjectName(u"mainToolBar"_s);
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toolBar->setIconSize(QSize(18, 18));
    m_toolBar->setMovable(false);
    m_toolBar->addAction(m_refreshAction);
    m_toolBarSeparator = m_toolBar->addSeparator();
}

Pane *MainWindow::currentPane() const
{
    return qobject_cast<Pane *>(m_stack->currentWidget());
}

void MainWindow::showPane(Pane *pane)
{
    for (qsizetype i = 0; i < m_slots.size(); ++i) {
        if (m_slots.at(i).pane == pane) {
            m_navigation->setCurrentRow(static_cast<int>(i));
            return;
        }
    }
}

void MainWindow::currentPaneChanged()
{
    Pane *pane = currentPane();
    qsizetype index = -1;
    for (qsizetype i = 0; i < m_slots.size(); ++i) {
        if (m_slots.at(i).pane == pane) {
            index = i;
        }
    }
    if (!pane || index < 0) {
        return;
    }
    for (qsizetype i = 0; i < m_slots.size(); ++i) {
        m_slots.at(i).menu->menuAction()->setVisible(i == index);
    }
    const auto paneActions = m_paneGroup->actions();
    if (index < paneActions.size()) {
        paneActions.at(index)->setChecked(true);
    }
    // The toolbar: Refresh, then the current pane's own actions.
    const auto toolActions = m_toolBar->actions();
    bool afterSeparator = false;
    for (QAction *action : toolActions) {
        if (afterSeparator) {
            m_toolBar->removeAction(action);
        }
        afterSeparator = afterSeparator || action == m_toolBarSeparator;
    }
    m_toolBar->addActions(pane->paneActions());
    if (m_session) {
        pane->activate();
    }
    updateActions();
}

void MainWindow::updateActions()
{
    Pane *pane = currentPane();
    const bool signedIn = m_session != nullptr;
    m_newAction->setEnabled(signedIn && pane);
    m_deleteAction->setEnabled(signedIn && pane && pane->canDelete());
    m_refreshAction->setEnabled(signedIn && m_session->state() != Models::Session::State::Connecting);
    m_findAction->setEnabled(pane != nullptr);
    m_requestLogAction->setEnabled(signedIn);
    holdChangeActions(signedIn && m_session->isOffline());
}

void MainWindow::holdChangeActions(bool offline)
{
    if (!offline) {
        for (QAction *action : std::as_const(m_heldActions)) {
            action->setEnabled(true); // the pane corrects it at its next update if it should be off
        }
        m_heldActions.clear();
        return;
    }
    m_newAction->setEnabled(false);
    m_deleteAction->setEnabled(false);
    for (const PaneSlot &slot : std::as_const(m_slots)) {
        if (!slot.pane) {
            continue;
        }
        const QList<QAction *> actions = slot.pane->paneActions();
        for (QAction *action : actions) {
            if (action->isEnabled() && !readsOnly(action)) {
                action->setEnabled(false);
                m_heldActions.insert(action);
            }
        }
    }
}

void MainWindow::setSession(Models::Session *session, const QString &accountName, const QString &profileId)
{
    if (m_session) {
        disconnect(m_session, nullptr, this, nullptr);
    }
    m_session = session;
    m_accountName = accountName;
    m_profileId = session != nullptr ? profileId : QString();
    m_aliasTransfer->setSession(session); // also when the Aliases pane, which passes it on too, is not made yet
    for (const PaneSlot &slot : std::as_const(m_slots)) {
        if (slot.pane) {
            slot.pane->setSession(session);
        }
    }
    m_accountLabel->setText(accountName);
    m_offlineBar->setSession(session);
    m_alertPoller->setSession(m_tray->isActive() ? session : nullptr, m_profileId);
    if (session) {
        connect(session, &Models::Session::stateChanged, this, &MainWindow::updateStatus);
        connect(session, &Models::Session::offlineChanged, this, &MainWindow::updateStatus);
        connect(session, &Models::Session::domainsLoaded, this, &MainWindow::updateStatus);
        if (Pane *pane = currentPane()) {
            pane->activate();
        }
    }
    updateStatus();
}

void MainWindow::addBanner(QWidget *banner)
{
    banner->setParent(m_bannerArea);
    m_bannerArea->layout()->addWidget(banner);
    m_bannerArea->show();
}

void MainWindow::updateStatus()
{
    updateActions();
    if (!m_session) {
        m_stateLabel->setText(tr("Not signed in"));
        m_refreshLabel->clear();
        return;
    }
    switch (m_session->state()) {
    case Models::Session::State::Idle:
    case Models::Session::State::Connecting:
        m_stateLabel->setText(tr("Connecting…"));
        break;
    case Models::Session::State::Connected:
        m_stateLabel->setText(m_session->isOffline() ? tr("Offline") : tr("Connected"));
        break;
    case Models::Session::State::Failed:
        m_stateLabel->setText(ErrorText::title(m_session->lastError()));
        break;
    }
    const QDateTime last = m_session->lastRefresh();
    m_refreshLabel->setText(last.isValid() ? tr("Updated %1").arg(QLocale().toString(last.time(), QLocale::ShortFormat))
                                           : QString());
}

void MainWindow::showAliasesOf(const QString &domainId)
{
    showPane(aliasesPane());
    m_aliasesPane->showDomain(domainId);
}

void MainWindow::showAliasByAddress(const QString &domainName, const QString &address)
{
    if (!m_session) {
        return;
    }
    const QString domainId = m_session->domains()->idOfName(domainName);
    if (!domainId.isEmpty()) {
        showPane(aliasesPane());
        m_aliasesPane->showDomain(domainId);
        m_aliasesPane->setFilterText(address);
        return;
    }
    statusBar()->showMessage(tr("No domain %1 in this account.").arg(domainName), 5000);
}

void MainWindow::showRequestLog()
{
    if (!m_session) {
        return;
    }
    auto *dialog = new RequestLogDialog(m_session->requestLog(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

void MainWindow::showPreferences()
{
    PreferencesDialog dialog(this);
    dialog.setFollowIntervalSeconds(logsPane()->followInterval() / 1000);
    dialog.setAlertProfile(m_profileId, m_accountName);
    if (dialog.exec() == QDialog::Accepted) {
        m_logsPane->setFollowInterval(dialog.followIntervalSeconds() * 1000);
        if (m_apiKeysPane) { // a pane made later reads the setting itself
            m_apiKeysPane->secretClipboard()->setClearDelay(std::chrono::seconds(AppSettings::clipboardClearSeconds()));
        }
        applyAlertSettings();
    }
}

void MainWindow::applyAlertSettings()
{
    m_tray->setEnabled(Config::value(Config::Key::PreferencesTrayIcon).toBool());
    m_alertPoller->setInterval(std::chrono::minutes(Config::value(Config::Key::AlertsIntervalMinutes).toInt()));
    // The Logs pane's follow interval: from the pane when it exists, else from where it keeps it.
    const int followMs =
        m_logsPane ? m_logsPane->followInterval() : Config::value(Config::Key::LogsPaneFollowIntervalMs).toInt();
    m_alertPoller->setFollowInterval(std::chrono::milliseconds(followMs));
    Models::Session *watched = m_tray->isActive() ? m_session : nullptr;
    if (m_alertPoller->session() != watched) {
        m_alertPoller->setSession(watched, m_profileId); // reads the profile's alert switches
    } else {
        m_alertPoller->loadKindSettings();
    }
}

void MainWindow::showAbout()
{
    const QString title = tr("About ForwardDesk");
    const QString text = tr("<h3>ForwardDesk %1</h3><p>Manage the domains, aliases, forwarding logs and API keys of "
                            "your e-mail forwarding account.</p><p>Your API key stays in the system's keychain.</p>"
                            "<p>Built with Qt %2.</p>")
                             .arg(QString::fromLatin1(FORWARDDESK_VERSION), QString::fromLatin1(qVersion()));
    QMessageBox::about(this, title, text);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    // One write of the settings file instead of one for each value. The pane is stored as its place in the
    // navigation, which start-up reads back; the stack's order is the order in which the panes were made.
    Config::setValues({{Config::Key::MainWindowGeometry, saveGeometry()},
                       {Config::Key::MainWindowState, saveState(stateVersion)},
                       {Config::Key::MainWindowSplitter, m_splitter->saveState()},
                       {Config::Key::MainWindowCurrentPane, std::max(m_navigation->currentRow(), 0)}});
    if (!std::exchange(m_quitting, false) && m_tray->closeToTray()) {
        event->ignore(); // hidden in the tray; alerts go on
        return;
    }
    event->accept();
}

} // namespace ForwardDesk::Gui
