// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/account/mainwindowcontroller.h"

#include "core/keychainsecretstore.h"
#include "core/profile.h"
#include "core/profilestore.h"
#include "gui/account/connectdialog.h"
#include "gui/account/keypromptbar.h"
#include "gui/widgets/bannerstyle.h"
#include "gui/widgets/icons.h"
#include "gui/widgets/prompt.h"
#include "gui/window/mainwindow.h"
#include "models/accountcontroller.h"
#include "models/session.h"

#include <QActionGroup>
#include <QLabel>
#include <QMenu>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Gui {

namespace {
QString accountLabel(const Core::Profile &profile)
{
    const QString host = profile.serviceUrl.authority();
    return profile.displayName.isEmpty() ? host : MainWindowController::tr("%1 (%2)").arg(profile.displayName, host);
}
} // namespace

MainWindowController::MainWindowController(MainWindow *window, Models::AccountController *accounts)
    : QObject(window)
    , m_window(window)
    , m_accounts(accounts)
{
    connect(accounts, &Models::AccountController::sessionChanged, this,
            [this](Models::Session *session, const Core::Profile &profile) {
                // A profile that is not stored (a key from the environment) has no alert switches of its own.
                const bool stored = m_accounts->profileStore()->contains(profile.id);
                m_window->setSession(session, session ? accountLabel(profile) : QString(),
                                     stored ? profile.id : QString());
                updateWindowTitle();
                rebuildAccountMenu();
            });
    connect(accounts, &Models::AccountController::connectRequested, this, &MainWindowController::showConnectDialog);
    connect(accounts, &Models::AccountController::keychainUnavailable, this, [this](bool unavailable) {
        if (unavailable) {
            keychainNotice()->show();
        } else if (m_keychainNotice) {
            m_keychainNotice->hide();
        }
    });
    connect(accounts, &Models::AccountController::profilesChanged, this, &MainWindowController::rebuildAccountMenu);
    connect(accounts, &Models::AccountController::keyNotRemoved, this, &MainWindowController::explainKeyNotRemoved);
    connect(window, &MainWindow::connectRequested, this, &MainWindowController::showConnectDialog);
    connect(window, &MainWindow::signOutRequested, this, &MainWindowController::confirmSignOut);
    connect(window, &MainWindow::useKeyRequested, accounts, &Models::AccountController::useKeyForCurrentProfile);
    connect(window, &MainWindow::newKeyNeeded, this, [this] { keyPrompt()->promptForKey(); });
    // Once made, the prompt follows the controller itself (setController()).
    connect(accounts, &Models::AccountController::keyRejected, this, [this] {
        if (!m_keyPrompt) {
            keyPrompt()->promptForKey();
        }
    });
    rebuildAccountMenu();
}

MainWindowController::~MainWindowController() = default;

QLabel *MainWindowController::keychainNotice()
{
    // Made when first needed, as the key prompt is.
    if (!m_keychainNotice) {
        m_keychainNotice = new QLabel(m_window);
        m_keychainNotice->setObjectName(u"keychainNotice"_s);
        m_keychainNotice->setWordWrap(true);
        BannerStyle::apply(m_keychainNotice);
        m_keychainNotice->setMargin(6);
        m_keychainNotice->setText(tr("<b>No keychain is available.</b> Your API key is kept for this run only and "
                                     "ForwardDesk will ask for it again next time. Install and unlock a keychain "
                                     "(GNOME Keyring, KWallet) to have it remembered safely."));
        m_window->addBanner(m_keychainNotice);
    }
    return m_keychainNotice;
}

KeyPromptBar *MainWindowController::keyPrompt()
{
    // Made when first needed: most runs never show it, and a start-up has better things to do.
    if (!m_keyPrompt) {
        m_keyPrompt = new KeyPromptBar(m_window);
        m_keyPrompt->setController(m_accounts);
        m_window->addBanner(m_keyPrompt);
    }
    return m_keyPrompt;
}

void MainWindowController::showConnectDialog()
{
    if (m_connectDialog) {
        m_connectDialog->raise();
        m_connectDialog->activateWindow();
        return;
    }
    m_connectDialog = new ConnectDialog(m_window);
    m_connectDialog->setAttribute(Qt::WA_DeleteOnClose);
    // Signed out (or the stored key is gone): connecting again updates that account instead of adding it
    // to the Account menu a second time. While signed in, the dialog is for another account.
    const Core::Profile current = m_accounts->currentProfile();
    if (m_accounts->session() == nullptr && current.isValid() && m_accounts->profileStore()->contains(current.id)) {
        m_connectDialog->setProfile(current);
    }
    connect(m_connectDialog, &QDialog::accepted, this,
            [this] { m_accounts->connectWith(m_connectDialog->profile(), m_connectDialog->apiKey()); });
    connect(m_connectDialog, &QObject::destroyed, this, [this] { m_connectDialog = nullptr; });
    m_connectDialog->open();
}

void MainWindowController::confirmSignOut()
{
    const Core::Profile profile = m_accounts->currentProfile();
    if (!m_accounts->session()) {
        return;
    }
    if (Prompt::confirm(m_window, tr("Sign Out"),
                        tr("Sign out of %1? ForwardDesk forgets the API key of this account; you will need a key "
                           "to connect again.")
                            .arg(accountLabel(profile)),
                        tr("Sign Out"))) {
        m_accounts->signOut();
    }
}

void MainWindowController::explainKeyNotRemoved(const Core::Profile &profile, Core::SecretStore::ErrorKind error)
{
    const QString entry = Core::KeychainSecretStore::keyFor(profile.id);
    const QString text = error == Core::SecretStore::ErrorKind::AccessDenied
        ? tr("The keychain refused to delete the API key of %1, so the key is still stored there. Unlock "
             "the keychain and sign out again, or open your keychain manager (for instance Passwords and "
             "Keys, or KWallet Manager) and delete the entry \"%2\" of %3 yourself. If someone else "
             "could use this computer, also delete the key on the service's dashboard.")
              .arg(accountLabel(profile), entry, Core::KeychainSecretStore::service())
        : tr("The API key of %1 could not be deleted from the keychain, so the key is still stored there. "
             "Open your keychain manager (for instance Passwords and Keys, or KWallet Manager) and delete "
             "the entry \"%2\" of %3 yourself. If someone else could use "
             "this computer, also delete the key on the service's dashboard.")
              .arg(accountLabel(profile), entry, Core::KeychainSecretStore::service());
    Prompt::warning(m_window, tr("API Key Still in the Keychain"), text);
}

void MainWindowController::rebuildAccountMenu()
{
    QMenu *menu = m_window->accountMenu();
    menu->clear();
    auto *group = new QActionGroup(menu);
    const QString current = m_accounts->currentProfile().id;
    const QList<Core::Profile> profiles = m_accounts->profiles();
    for (const Core::Profile &profile : profiles) {
        QAction *action = menu->addAction(accountLabel(profile));
        action->setCheckable(true);
        action->setChecked(profile.id == current && m_accounts->session());
        group->addAction(action);
        const QString id = profile.id;
        connect(action, &QAction::triggered, this, [this, id] { m_accounts->switchTo(id); });
    }
    if (profiles.isEmpty()) {
        menu->addAction(tr("No saved accounts"))->setEnabled(false);
    }
}

void MainWindowController::updateWindowTitle()
{
    const Core::Profile profile = m_accounts->currentProfile();
    m_window->setWindowTitle(m_accounts->session() ? tr("%1 — ForwardDesk").arg(accountLabel(profile))
                                                   : tr("ForwardDesk"));
}

} // namespace ForwardDesk::Gui
