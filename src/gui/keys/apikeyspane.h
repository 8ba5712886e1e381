// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/apierror.h"
#include "core/apikey.h"
#include "gui/window/pane.h"

#include <QPointer>

class QAction;
class QLabel;
class QSortFilterProxyModel;
class QTableView;

namespace ForwardDesk::Models {
class Session;
}

namespace ForwardDesk::Gui {

class ErrorBanner;
class KeyNameDialog;
class NewKeyDialog;
class SecretClipboard;

/// The API Keys pane: the account's keys (name, prefix, created, last used, expires), the one ForwardDesk
/// itself uses marked "this app"; create a key (shown once), revoke a key, copy a key's prefix.
///
/// Usage: setSession(), then activate() when shown (loads once). The main window connects
/// useKeyRequested() (store the new key for the current account and switch the session to it) and
/// currentKeyRevoked() (ask the user for another key). Rows go only once the service confirmed.
class ApiKeysPane final : public Pane
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ApiKeysPane)

public:
    explicit ApiKeysPane(QWidget *parent = nullptr);
    ~ApiKeysPane() override;

    void setSession(Models::Session *session) override;
    [[nodiscard]] QList<QAction *> paneActions() const override;

    void activate() override;
    void refresh() override;
    void newItem() override;
    void deleteSelected() override;
    [[nodiscard]] bool canDelete() const override;
    /// The pane's names, known before one exists.
    [[nodiscard]] static Identity identity();

    [[nodiscard]] QTableView *view() const { return m_view; }
    /// The clipboard new keys are copied with (tests shorten its delay).
    [[nodiscard]] SecretClipboard *secretClipboard() const { return m_clipboard; }

signals:
    /// The user chose to sign in with a newly created key from now on. Keep it in the keychain, never on disk.
    void useKeyRequested(const QString &secret);
    /// The key ForwardDesk itself used was revoked: it must ask the user for another one.
    void currentKeyRevoked();

private:
    void showLoaded();
    void showLoadFailure(const Core::ApiError &error);
    void updateExpiresColumn();
    void createKey(const QString &name);
    void showNewKey(const Core::NewApiKey &created);
    void copyPrefix();
    void showContextMenu(const QPoint &position);
    void updateActions();
    [[nodiscard]] int selectedSourceRow() const;

    QPointer<Models::Session> m_session;
    ErrorBanner *m_banner;
    QLabel *m_intro;
    QTableView *m_view;
    QSortFilterProxyModel *m_proxy;
    SecretClipboard *m_clipboard;
    QAction *m_newAction;
    QAction *m_revokeAction;
    QAction *m_copyPrefixAction;
    QPointer<KeyNameDialog> m_nameDialog;
    QString m_revokingId; ///< the key being revoked, while the service works
    bool m_loaded = false;
    bool m_loading = false;
};

} // namespace ForwardDesk::Gui
