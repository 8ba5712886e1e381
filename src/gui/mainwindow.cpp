// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "domainspane.h"
#include "errortext.h"
#include "models/session.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QToolBar>

namespace ForwardDesk::Gui {

namespace {
const QString geometryKey = QStringLiteral("MainWindow/geometry");
const QString stateKey = QStringLiteral("MainWindow/state");
constexpr int stateVersion = 1;
} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_domainsPane(new DomainsPane(this))
    , m_accountLabel(new QLabel(this))
    , m_stateLabel(new QLabel(this))
    , m_refreshLabel(new QLabel(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(tr("ForwardDesk"));
    setCentralWidget(m_domainsPane);
    m_accountLabel->setObjectName(QStringLiteral("accountLabel"));
    m_stateLabel->setObjectName(QStringLiteral("connectionLabel"));
    m_refreshLabel->setObjectName(QStringLiteral("lastRefreshLabel"));
    statusBar()->addWidget(m_accountLabel);
    statusBar()->addWidget(m_stateLabel);
    statusBar()->addPermanentWidget(m_refreshLabel);
    createActions();
    updateStatus();

    const QSettings settings;
    if (!restoreGeometry(settings.value(geometryKey).toByteArray())) {
        resize(900, 560);
    }
    restoreState(settings.value(stateKey).toByteArray(), stateVersion);
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    QMenu *fileMenu = menuBar()->addMenu(tr("&File"));
    QAction *quitAction = fileMenu->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    quitAction->setShortcuts(QKeySequence::Quit);
    quitAction->setMenuRole(QAction::QuitRole);

    QMenu *viewMenu = menuBar()->addMenu(tr("&View"));
    m_refreshAction = viewMenu->addAction(QIcon::fromTheme(QStringLiteral("view-refresh")), tr("&Refresh"), this,
                                          &MainWindow::refresh);
    m_refreshAction->setObjectName(QStringLiteral("refreshAction"));
    m_refreshAction->setShortcuts(QKeySequence::Refresh);
    m_findAction = viewMenu->addAction(tr("&Find…"), m_domainsPane, &DomainsPane::focusFilter);
    m_findAction->setShortcuts(QKeySequence::Find);

    QMenu *helpMenu = menuBar()->addMenu(tr("&Help"));
    QAction *aboutAction = helpMenu->addAction(tr("&About ForwardDesk"), this, &MainWindow::showAbout);
    aboutAction->setMenuRole(QAction::AboutRole);
    QAction *aboutQtAction = helpMenu->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
    aboutQtAction->setMenuRole(QAction::AboutQtRole);

    QToolBar *toolBar = addToolBar(tr("Main"));
    toolBar->setObjectName(QStringLiteral("mainToolBar"));
    toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    toolBar->addAction(m_refreshAction);
}

void MainWindow::setSession(Models::Session *session, const QString &accountName)
{
    m_session = session;
    m_domainsPane->setSession(session);
    m_accountLabel->setText(accountName);
    if (session) {
        connect(session, &Models::Session::stateChanged, this, &MainWindow::updateStatus);
        connect(session, &Models::Session::domainsLoaded, this, &MainWindow::updateStatus);
    }
    updateStatus();
}

void MainWindow::updateStatus()
{
    if (!m_session) {
        m_stateLabel->setText(tr("Not connected"));
        m_refreshLabel->clear();
        m_refreshAction->setEnabled(false);
        return;
    }
    switch (m_session->state()) {
    case Models::Session::State::Idle:
    case Models::Session::State::Connecting:
        m_stateLabel->setText(tr("Connecting…"));
        break;
    case Models::Session::State::Connected:
        m_stateLabel->setText(tr("Connected"));
        break;
    case Models::Session::State::Failed:
        m_stateLabel->setText(ErrorText::title(m_session->lastError()));
        break;
    }
    m_refreshAction->setEnabled(m_session->state() != Models::Session::State::Connecting);
    const QDateTime last = m_session->lastRefresh();
    m_refreshLabel->setText(last.isValid() ? tr("Updated %1").arg(QLocale().toString(last.time(), QLocale::ShortFormat))
                                           : QString());
}

void MainWindow::refresh()
{
    if (m_session) {
        m_session->open();
    }
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About ForwardDesk"),
                       tr("<h3>ForwardDesk %1</h3><p>Manage the domains, aliases, forwarding logs and API keys of "
                          "your e-mail forwarding account.</p><p>Built with Qt %2.</p>")
                           .arg(QStringLiteral(FORWARDDESK_VERSION), QString::fromLatin1(qVersion())));
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    QSettings settings;
    settings.setValue(geometryKey, saveGeometry());
    settings.setValue(stateKey, saveState(stateVersion));
    event->accept();
}

} // namespace ForwardDesk::Gui
