// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMainWindow>

class QAction;
class QLabel;

namespace ForwardDesk::Models {
class Session;
}

namespace ForwardDesk::Gui {

class DomainsPane;

/// The application's main window: menus, toolbar, the panes, and a status bar with the account,
/// the connection state and the time of the last refresh.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Shows @p session's data; @p accountName labels it in the status bar.
    void setSession(Models::Session *session, const QString &accountName);
    [[nodiscard]] DomainsPane *domainsPane() const { return m_domainsPane; }

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void updateStatus();
    void refresh();
    void showAbout();

    Models::Session *m_session = nullptr;
    DomainsPane *m_domainsPane;
    QAction *m_refreshAction = nullptr;
    QAction *m_findAction = nullptr;
    QLabel *m_accountLabel;
    QLabel *m_stateLabel;
    QLabel *m_refreshLabel;
};

} // namespace ForwardDesk::Gui
