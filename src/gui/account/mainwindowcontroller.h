// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/secretstore.h"

#include <QObject>

class QLabel;

namespace ForwardDesk::Core {
struct Profile;
}

namespace ForwardDesk::Models {
class AccountController;
}

namespace ForwardDesk::Gui {

class ConnectDialog;
class KeyPromptBar;
class MainWindow;

/// Joins the main window and the account controller: shows the Connect dialog when an account is needed,
/// the prompt for a new key when the service refuses the one in use, the notice when no keychain is
/// available, the notice when the keychain kept a key it was asked to delete, and the File ▸ Account menu
/// (switch, sign out).
///
/// Usage: create it with the window (its parent) and the controller once, before the controller starts.
class MainWindowController final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindowController)

public:
    MainWindowController(MainWindow *window, Models::AccountController *accounts);
    ~MainWindowController() override;

    /// Opens the Connect dialog (non-blocking); it connects the account it was given on success.
    void showConnectDialog();
    [[nodiscard]] ConnectDialog *connectDialog() const { return m_connectDialog; }

private:
    [[nodiscard]] KeyPromptBar *keyPrompt();
    [[nodiscard]] QLabel *keychainNotice();
    void rebuildAccountMenu();
    void confirmSignOut();
    void explainKeyNotRemoved(const Core::Profile &profile, Core::SecretStore::ErrorKind error);
    void updateWindowTitle();

    MainWindow *m_window;
    Models::AccountController *m_accounts;
    KeyPromptBar *m_keyPrompt = nullptr;
    QLabel *m_keychainNotice = nullptr;
    ConnectDialog *m_connectDialog = nullptr;
};

} // namespace ForwardDesk::Gui
