// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFrame>

class QLabel;
class QLineEdit;
class QPushButton;
class QToolButton;

namespace ForwardDesk::Models {
class AccountController;
}

namespace ForwardDesk::Gui {

/// An inline bar that asks for a new API key after the service refused the one in use, without blocking
/// the window: the data already shown stays visible, and the user may also sign out from here.
///
/// Usage: put it above the panes (hidden at first) and call setController(); the bar then appears on
/// AccountController::keyRejected(), hands the new key to useKeyForCurrentProfile() and disappears once
/// the service accepted it (keyAccepted()) or the user signed out. Without a controller, call
/// promptForKey() and handle useKeyRequested() / signOutRequested() yourself.
class KeyPromptBar final : public QFrame
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(KeyPromptBar)

public:
    explicit KeyPromptBar(QWidget *parent = nullptr);
    ~KeyPromptBar() override;

    /// Connects the bar to @p controller as described above.
    void setController(Models::AccountController *controller);

    /// Shows the bar with an empty field (again, when a new key was refused as well).
    void promptForKey();
    /// The new key worked: hides the bar.
    void dismiss();

signals:
    /// The user entered a key; the field is cleared at once.
    void useKeyRequested(const QString &key);
    void signOutRequested();

private:
    void useKey();
    void updateState();

    QLabel *m_icon;
    QLabel *m_message;
    QLineEdit *m_keyEdit;
    QToolButton *m_revealButton;
    QPushButton *m_useButton;
    QPushButton *m_signOutButton;
    QLabel *m_hint;
    bool m_checking = false; ///< a key was handed over and has not been accepted or refused yet
};

} // namespace ForwardDesk::Gui
