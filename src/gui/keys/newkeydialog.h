// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/apikey.h"

#include <QDialog>

#include <memory>

namespace Ui {
class NewKeyDialog;
}

namespace ForwardDesk::Gui {

class SecretClipboard;

/// Shows a newly created API key's value, the one time it can be shown, with Copy.
///
/// Usage: construct with the created key and the application's SecretClipboard, then open(). Copy puts
/// the value on the clipboard marked as secret (and cleared later). Closing before the value was copied
/// asks first. When the dialog is accepted with "Use this key for ForwardDesk" checked, it emits
/// useKeyRequested(). However it closes, the value is wiped from the dialog and its widgets.
class NewKeyDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NewKeyDialog)

public:
    NewKeyDialog(const Core::NewApiKey &created, SecretClipboard *clipboard, QWidget *parent = nullptr);
    ~NewKeyDialog() override;

    [[nodiscard]] bool wasCopied() const { return m_copied; }

    void done(int result) override;

signals:
    /// The user wants ForwardDesk to sign in with this key from now on: it replaces the account's key in the
    /// OS keychain (in memory only, for this run, when there is no keychain or the key came from the
    /// environment), as AccountController::useKeyForCurrentProfile does.
    void useKeyRequested(const QString &secret);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void copyKey();
    void wipe();

    std::unique_ptr<Ui::NewKeyDialog> m_ui;
    SecretClipboard *m_clipboard;
    QString m_secret;
    bool m_copied = false;
};

} // namespace ForwardDesk::Gui
