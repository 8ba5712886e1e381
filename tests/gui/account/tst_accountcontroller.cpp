// SPDX-License-Identifier: GPL-3.0-or-later
// Signing in, out and again against the sandbox, with keys in a MemorySecretStore: sessions open, keys are
// stored and read back, a missing keychain keeps the key for the run, and a revoked key is asked for once.
// It stays one file although it is long: the project has one Qt Test executable per subject, and every case
// here drives the same controller through the same sandbox fixture.

#include "../../core/secretstoretestutil.h"
#include "core/apiclient.h"
#include "core/keychainsecretstore.h"
#include "core/memorysecretstore.h"
#include "core/profilestore.h"
#include "core/urlpolicy.h"
#include "gui/account/connectdialog.h"
#include "gui/account/keypromptbar.h"
#include "gui/account/mainwindowcontroller.h"
#include "gui/widgets/prompt.h"
#include "gui/window/mainwindow.h"
#include "models/accountcontroller.h"
#include "models/aliasmodel.h"
#include "models/domainmodel.h"
#include "models/session.h"
#include "sandbox/sandboxserver.h"

#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <optional>

using namespace Qt::StringLiterals;
using namespace ForwardDesk;
using Core::Profile;
using Core::SecretStore;
using Models::AccountController;
using Models::Session;

namespace {
constexpr int waitMs = 10000;

/// Waits until @p session has loaded its domains (or fails).
bool waitForDomains(Session *session)
{
    if (session == nullptr) {
        return false;
    }
    if (session->state() == Session::State::Connected) {
        return true;
    }
    QSignalSpy loaded(session, &Session::domainsLoaded);
    return loaded.wait(waitMs);
}

/// Waits until @p controller has a session (connecting may first ask the service who owns the key) and
/// that session has loaded its domains.
bool waitForSession(const AccountController *controller)
{
    if (!QTest::qWaitFor([controller] { return controller->session() != nullptr; }, waitMs)) {
        return false;
    }
    return waitForDomains(controller->session());
}
} // namespace

class TestAccountController final : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        m_sandbox = std::make_unique<Sandbox::SandboxServer>();
        QVERIFY(m_sandbox->start(Sandbox::SandboxOptions()));
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        m_secrets = std::make_unique<Core::MemorySecretStore>();
        qunsetenv("FORWARDDESK_API_KEY");
    }

    void cleanup()
    {
        Gui::Prompt::resetForTests();
        qunsetenv("FORWARDDESK_API_KEY");
        m_secrets.reset();
        m_dir.reset();
        m_sandbox.reset();
    }

    void start_withoutAProfile_asksForTheConnectDialog()
    {
        auto controller = makeController();
        QSignalSpy requested(controller.get(), &AccountController::connectRequested);
        QSignalSpy changed(controller.get(), &AccountController::sessionChanged);
        controller->start();
        QCOMPARE(requested.count(), 1);
        QCOMPARE(changed.count(), 0);
        QVERIFY(controller->session() == nullptr);
    }

    void connectWith_opensTheSessionAndStoresTheKey()
    {
        auto controller = makeController();
        QSignalSpy changed(controller.get(), &AccountController::sessionChanged);
        QSignalSpy profilesChanged(controller.get(), &AccountController::profilesChanged);
        controller->connectWith(Profile::create(m_sandbox->url(), u"Demo"_s), m_sandbox->sessionKey());
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.constFirst().at(0).value<Session *>(), controller->session());
        QCOMPARE(changed.constFirst().at(1).value<Profile>().displayName, u"Demo"_s);
        QCOMPARE(profilesChanged.count(), 1);
        QVERIFY(waitForDomains(controller->session()));
        QCOMPARE(controller->session()->domains()->rowCount(), 8);

        const Profile current = controller->currentProfile();
        QCOMPARE(controller->profiles().size(), 1);
        QCOMPARE(controller->profileStore()->currentProfileId(), current.id);
        QTRY_COMPARE_WITH_TIMEOUT(SecretStoreTests::read(*m_secrets, current.id).secret, m_sandbox->sessionKey(),
                                  waitMs);
        // The API root that answered is remembered with the profile.
        QCOMPARE(controller->profileStore()->profile(current.id).apiRoot, controller->session()->apiRoot());
        QVERIFY(!controller->isKeyKeptForThisRunOnly());
    }

    void start_withAStoredKey_reconnectsWithoutTheDialog()
    {
        QString profileId;
        {
            auto first = makeController();
            profileId = connectAndStoreKey(*first);
            QVERIFY(!profileId.isEmpty());
        }
        auto again = makeController();
        QSignalSpy requested(again.get(), &AccountController::connectRequested);
        QSignalSpy changed(again.get(), &AccountController::sessionChanged);
        again->start();
        QTRY_COMPARE_WITH_TIMEOUT(changed.count(), 1, waitMs);
        QSignalSpy discovered(again->session(), &Session::apiRootDiscovered);
        QVERIFY(waitForDomains(again->session()));
        QCOMPARE(again->session()->domains()->rowCount(), 8);
        QCOMPARE(again->currentProfile().id, profileId);
        QCOMPARE(requested.count(), 0);
        QCOMPARE(discovered.count(), 0); // the remembered root was used, no probing
    }

    void aServiceThatWantsEveryFieldInAPatch_isRememberedWithTheProfile()
    {
        m_sandbox.reset();
        m_sandbox = std::make_unique<Sandbox::SandboxServer>();
        Sandbox::SandboxOptions options;
        options.patch = Sandbox::SandboxOptions::Patch::Full;
        QVERIFY(m_sandbox->start(options));
        QString profileId;
        {
            auto first = makeController();
            first->connectWith(Profile::create(m_sandbox->url(), u"Strict"_s), m_sandbox->sessionKey());
            Session *session = first->session();
            QVERIFY(waitForDomains(session));
            profileId = first->currentProfile().id;
            QVERIFY(!first->profileStore()->profile(profileId).patchNeedsEveryField);
            QSignalSpy aliases(session, &Session::aliasesLoaded);
            session->loadAliases(session->domains()->domains().constFirst().id);
            QVERIFY(aliases.wait(waitMs));
            Core::Alias target;
            for (const Core::Alias &alias : session->aliases()->aliases()) {
                if (!alias.catchAll && target.id.isEmpty()) {
                    target = alias;
                }
            }
            QVERIFY(!target.id.isEmpty());
            std::optional<bool> ok;
            QVERIFY(session->setAliasEnabled(target.id, !target.enabled, this,
                                             [&](const Core::ApiResult<Core::Alias> &r) { ok = r.ok(); }));
            QTRY_VERIFY_WITH_TIMEOUT(ok.has_value(), waitMs);
            QVERIFY(*ok);
            QVERIFY(session->patchNeedsEveryField());
            QVERIFY(first->profileStore()->profile(profileId).patchNeedsEveryField);
            QTRY_VERIFY_WITH_TIMEOUT(SecretStoreTests::read(*m_secrets, profileId).ok(), waitMs);
        }
        // The next run knows it before the first PATCH.
        auto again = makeController();
        QSignalSpy changed(again.get(), &AccountController::sessionChanged);
        again->start();
        QTRY_COMPARE_WITH_TIMEOUT(changed.count(), 1, waitMs);
        QCOMPARE(again->currentProfile().id, profileId);
        QVERIFY(again->session()->patchNeedsEveryField());
    }

    void signOut_forgetsTheKeyAndTheNextStartAsksForIt()
    {
        QString profileId;
        {
            auto controller = makeController();
            profileId = connectAndStoreKey(*controller);
            QVERIFY(!profileId.isEmpty());

            QSignalSpy changed(controller.get(), &AccountController::sessionChanged);
            controller->signOut();
            QCOMPARE(changed.count(), 1);
            QVERIFY(changed.constFirst().at(0).value<Session *>() == nullptr);
            QVERIFY(controller->session() == nullptr);
            QTRY_COMPARE_WITH_TIMEOUT(SecretStoreTests::read(*m_secrets, profileId).error,
                                      SecretStore::ErrorKind::NotFound, waitMs);
            // The profile stays, to sign in again with the address filled in.
            QCOMPARE(controller->currentProfile().id, profileId);
            QVERIFY(controller->profileStore()->contains(profileId));
        }
        auto again = makeController();
        QSignalSpy requested(again.get(), &AccountController::connectRequested);
        again->start();
        QTRY_COMPARE_WITH_TIMEOUT(requested.count(), 1, waitMs);
        QVERIFY(again->session() == nullptr);
        QCOMPARE(again->currentProfile().id, profileId);
    }

    void noKeychain_keepsTheKeyForThisRunAndTheSessionWorks()
    {
        m_secrets->setSimulatedError(SecretStore::ErrorKind::NoBackend);
        QString profileId;
        {
            auto controller = makeController();
            QSignalSpy unavailable(controller.get(), &AccountController::keychainUnavailable);
            QVERIFY(connectToDemo(*controller));
            QTRY_COMPARE_WITH_TIMEOUT(unavailable.count(), 1, waitMs);
            QCOMPARE(unavailable.constFirst().constFirst().toBool(), true);
            QVERIFY(controller->isKeyKeptForThisRunOnly());
            profileId = controller->currentProfile().id;

            // Within this run the key is still known: switching back to the profile needs no dialog.
            QSignalSpy requested(controller.get(), &AccountController::connectRequested);
            QSignalSpy changed(controller.get(), &AccountController::sessionChanged);
            QVERIFY(controller->switchTo(profileId));
            QTRY_COMPARE_WITH_TIMEOUT(changed.count(), 2, waitMs); // closed, then opened again
            QVERIFY(waitForDomains(controller->session()));
            QCOMPARE(requested.count(), 0);
            controller->profileStore()->sync();
        }
        QFile settings(m_dir->filePath(settingsName));
        QVERIFY(settings.open(QIODevice::ReadOnly));
        QVERIFY(!settings.readAll().contains(m_sandbox->sessionKey().toUtf8()));

        // The next run has no key: it asks for one and says again that there is no keychain.
        auto nextRun = makeController();
        QSignalSpy requested(nextRun.get(), &AccountController::connectRequested);
        QSignalSpy unavailable(nextRun.get(), &AccountController::keychainUnavailable);
        nextRun->start();
        QTRY_COMPARE_WITH_TIMEOUT(requested.count(), 1, waitMs);
        QCOMPARE(unavailable.count(), 1);
        m_secrets->setSimulatedError(SecretStore::ErrorKind::None);
        QCOMPARE(SecretStoreTests::read(*m_secrets, profileId).error, SecretStore::ErrorKind::NotFound);
    }

    void revokedKey_isAskedForOnceAndANewKeyFromThePromptBarCarriesOn()
    {
        auto controller = makeController();
        Gui::KeyPromptBar bar;
        bar.setController(controller.get());
        QVERIFY(connectToDemo(*controller));
        Session *session = controller->session();

        // Switch to a second key (as the API keys pane's "use this key" does), then revoke it elsewhere.
        const Core::NewApiKey second = createKey(session);
        QVERIFY(!second.secret.isEmpty());
        QSignalSpy replaced(controller.get(), &AccountController::keyReplaced);
        controller->useKeyForCurrentProfile(second.secret);
        QCOMPARE(replaced.count(), 1);
        QVERIFY(waitForDomains(session));
        QCOMPARE(controller->session(), session); // same session, new key
        QTRY_COMPARE_WITH_TIMEOUT(SecretStoreTests::read(*m_secrets, controller->currentProfile().id).secret,
                                  second.secret, waitMs);
        revokeKey(second.key.id);

        QSignalSpy rejected(controller.get(), &AccountController::keyRejected);
        QSignalSpy domainsFailed(session, &Session::loadFailed);
        QSignalSpy keysFailed(session, &Session::apiKeysLoadFailed);
        QSignalSpy logsFailed(session, &Session::logsLoadFailed);
        QSignalSpy keysLoaded(session, &Session::apiKeysLoaded);
        QSignalSpy logsLoaded(session, &Session::logsLoaded);
        session->refreshDomains();
        session->refreshApiKeys();
        session->refreshLogs(10);
        // The three requests wait for a new key instead of failing; the user is asked once.
        QTRY_COMPARE_WITH_TIMEOUT(session->waitingRequestCount(), 3, waitMs);
        QCOMPARE(rejected.count(), 1);
        QCOMPARE(domainsFailed.count() + keysFailed.count() + logsFailed.count(), 0);
        QCOMPARE(session->state(), Session::State::Failed);
        QCOMPARE(session->lastError().kind(), Core::ApiError::Kind::InvalidToken);
        QVERIFY(!bar.isHidden());
        QCOMPARE(controller->session()->domains()->rowCount(), 8); // what was shown stays

        // A key that is refused as well starts a new episode: asked for again, once.
        auto *keyEdit = bar.findChild<QLineEdit *>(u"keyPromptEdit"_s);
        auto *useButton = bar.findChild<QPushButton *>(u"keyPromptUseButton"_s);
        QVERIFY(keyEdit != nullptr && useButton != nullptr);
        QCOMPARE(keyEdit->echoMode(), QLineEdit::Password);
        QVERIFY(!useButton->isEnabled());
        QTest::keyClicks(keyEdit, second.secret);
        QTest::mouseClick(useButton, Qt::LeftButton);
        QVERIFY(keyEdit->text().isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(rejected.count(), 2, waitMs);
        QVERIFY(bar.findChild<QLabel *>(u"keyPromptMessageLabel"_s)->text().contains(u"refused as well"_s));

        // The right key: stored, set on the session, and the session works again.
        QSignalSpy accepted(controller.get(), &AccountController::keyAccepted);
        QSignalSpy loaded(session, &Session::domainsLoaded);
        QTest::keyClicks(keyEdit, m_sandbox->sessionKey());
        QTest::mouseClick(useButton, Qt::LeftButton);
        QVERIFY(loaded.wait(waitMs));
        QTRY_COMPARE_WITH_TIMEOUT(accepted.count(), 1, waitMs);
        QVERIFY(bar.isHidden());
        QCOMPARE(controller->session(), session);
        QCOMPARE(session->state(), Session::State::Connected);
        QCOMPARE(rejected.count(), 2);
        QTRY_COMPARE_WITH_TIMEOUT(SecretStoreTests::read(*m_secrets, controller->currentProfile().id).secret,
                                  m_sandbox->sessionKey(), waitMs);
        // What was interrupted went on with the new key: the waiting loads completed, none failed.
        QTRY_VERIFY_WITH_TIMEOUT(keysLoaded.count() >= 1 && logsLoaded.count() >= 1, waitMs);
        QCOMPARE(session->waitingRequestCount(), 0);
        QCOMPARE(domainsFailed.count() + keysFailed.count() + logsFailed.count(), 0);
    }

    void sameKeyAgain_afterARefusal_sendsTheHeldRequests()
    {
        // The service refuses the key for a while (here: restarted with another key), then accepts it again;
        // the user enters the same key in the prompt bar. What waited for a key must go on, not hang.
        const QString key = u"fwd_"_s + QString(40, u'a');
        const QString otherKey = u"fwd_"_s + QString(40, u'b');
        const quint16 port = restartSandbox(0, key);
        QVERIFY(port != 0);
        auto controller = makeController();
        Gui::KeyPromptBar bar;
        bar.setController(controller.get());
        controller->connectWith(Profile::create(m_sandbox->url(), u"Demo"_s), key);
        QVERIFY(waitForDomains(controller->session()));
        Session *session = controller->session();

        QCOMPARE(restartSandbox(port, otherKey), port);
        QSignalSpy rejected(controller.get(), &AccountController::keyRejected);
        QSignalSpy keysLoaded(session, &Session::apiKeysLoaded);
        QSignalSpy logsLoaded(session, &Session::logsLoaded);
        QSignalSpy keysFailed(session, &Session::apiKeysLoadFailed);
        QSignalSpy logsFailed(session, &Session::logsLoadFailed);
        session->refreshApiKeys();
        session->refreshLogs(10);
        QTRY_COMPARE_WITH_TIMEOUT(session->waitingRequestCount(), 2, waitMs);
        QCOMPARE(rejected.count(), 1);

        QCOMPARE(restartSandbox(port, key), port);
        QSignalSpy accepted(controller.get(), &AccountController::keyAccepted);
        auto *keyEdit = bar.findChild<QLineEdit *>(u"keyPromptEdit"_s);
        QTest::keyClicks(keyEdit, key);
        QTest::mouseClick(bar.findChild<QPushButton *>(u"keyPromptUseButton"_s), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(accepted.count(), 1, waitMs);
        QTRY_VERIFY_WITH_TIMEOUT(keysLoaded.count() == 1 && logsLoaded.count() == 1, waitMs);
        QCOMPARE(session->waitingRequestCount(), 0);
        QCOMPARE(keysFailed.count() + logsFailed.count(), 0);
        QCOMPARE(rejected.count(), 1);
        QVERIFY(bar.isHidden());
    }

    void sameKeyAgain_stillRefused_asksAgainAndKeepsTheRequests()
    {
        auto controller = makeController();
        QVERIFY(connectToDemo(*controller));
        Session *session = controller->session();
        const Core::NewApiKey second = createKey(session);
        QVERIFY(!second.secret.isEmpty());
        controller->useKeyForCurrentProfile(second.secret);
        QVERIFY(waitForDomains(session));
        revokeKey(second.key.id);

        QSignalSpy rejected(controller.get(), &AccountController::keyRejected);
        session->refreshApiKeys();
        QTRY_COMPARE_WITH_TIMEOUT(session->waitingRequestCount(), 1, waitMs);
        QCOMPARE(rejected.count(), 1);
        // The same refused key again: tried again, refused again, the user is asked again (not left waiting).
        const int served = m_sandbox->requestCount();
        controller->useKeyForCurrentProfile(second.secret);
        QTRY_COMPARE_WITH_TIMEOUT(rejected.count(), 2, waitMs);
        QTRY_VERIFY_WITH_TIMEOUT(session->waitingRequestCount() >= 1, waitMs);
        QVERIFY(m_sandbox->requestCount() >= served + 2); // the held request and the domains were sent again
    }

    void signOutThenConnectAgain_toTheSameAccount_keepsOneProfile()
    {
        auto controller = makeController();
        QVERIFY(connectToDemo(*controller));
        const QString profileId = controller->currentProfile().id;
        controller->signOut();
        // A Connect dialog that was not given the profile: a new id, no name, the same address and key.
        controller->connectWith(Profile::create(m_sandbox->url()), m_sandbox->sessionKey());
        QVERIFY(waitForDomains(controller->session()));
        QCOMPARE(controller->profiles().size(), 1);
        QCOMPARE(controller->currentProfile().id, profileId);
        QCOMPARE(controller->currentProfile().displayName, u"Demo"_s);

        // Another owner's key on the same address is another account.
        const QString otherKey = m_sandbox->createAccount(u"Other"_s, Sandbox::Plan::Creator);
        controller->connectWith(Profile::create(m_sandbox->url()), otherKey);
        QVERIFY(waitForSession(controller.get()));
        QCOMPARE(controller->profiles().size(), 2);
        QVERIFY(controller->currentProfile().id != profileId);
    }

    void signOutRestartAndConnectAgain_toTheSameAccount_keepsOneProfile()
    {
        QString profileId;
        {
            auto first = makeController();
            first->connectWith(Profile::create(m_sandbox->url(), u"Demo"_s), m_sandbox->sessionKey());
            QVERIFY(waitForDomains(first->session()));
            profileId = first->currentProfile().id;
            // What tells the account next time: the ids of its API keys, never anything of a key.
            QTRY_VERIFY_WITH_TIMEOUT(!first->profileStore()->profile(profileId).keyIds.isEmpty(), waitMs);
            first->signOut();
            QTRY_VERIFY_WITH_TIMEOUT(!SecretStoreTests::read(*m_secrets, profileId).ok(), waitMs);
        }
        QFile settings(m_dir->filePath(settingsName));
        QVERIFY(settings.open(QIODevice::ReadOnly));
        QVERIFY(!settings.readAll().contains(m_sandbox->sessionKey().toUtf8()));

        // A restart: nothing of the last run is in memory. The Connect dialog opened from the menu gives a
        // new id, no name, and the address as typed, normalised as the dialog does.
        auto again = makeController();
        again->start();
        QVERIFY(again->session() == nullptr);
        const QUrl typed = Core::UrlPolicy::normalizedServiceUrl(m_sandbox->url().toString() + u'/');
        QCOMPARE(typed, m_sandbox->url());
        again->connectWith(Profile::create(typed), m_sandbox->sessionKey());
        QVERIFY(waitForSession(again.get()));
        QCOMPARE(again->profiles().size(), 1);
        QCOMPARE(again->currentProfile().id, profileId);
        QCOMPARE(again->currentProfile().displayName, u"Demo"_s);
        QTRY_COMPARE_WITH_TIMEOUT(SecretStoreTests::read(*m_secrets, profileId).secret, m_sandbox->sessionKey(),
                                  waitMs);

        // After another restart, another owner's key on the same address is another account.
        again.reset();
        auto third = makeController();
        const QString otherKey = m_sandbox->createAccount(u"Other"_s, Sandbox::Plan::Creator);
        third->connectWith(Profile::create(typed), otherKey);
        QVERIFY(waitForSession(third.get()));
        QCOMPARE(third->profiles().size(), 2);
        QVERIFY(third->currentProfile().id != profileId);
        QCOMPARE(third->profileStore()->profile(profileId).displayName, u"Demo"_s);
    }

    void connectDialog_afterSignOut_reconnectsTheSameProfile()
    {
        Gui::Prompt::setNextAnswers({QMessageBox::Yes});
        auto controller = makeController();
        Gui::MainWindow window;
        auto *windowController = new Gui::MainWindowController(&window, controller.get());
        QVERIFY(connectToDemo(*controller));
        const QString profileId = controller->currentProfile().id;
        emit window.signOutRequested();
        QVERIFY(controller->session() == nullptr);

        windowController->showConnectDialog();
        Gui::ConnectDialog *dialog = windowController->connectDialog();
        QVERIFY(dialog != nullptr);
        QCOMPARE(dialog->profile().id, profileId);
        QCOMPARE(dialog->profile().serviceUrl, m_sandbox->url());
        QCOMPARE(window.accountMenu()->actions().size(), 1);
        dialog->close();
    }

    void signOut_keyNotDeletedFromTheKeychain_tellsTheUserHowToRemoveIt()
    {
        Gui::Prompt::setNextAnswers({QMessageBox::Yes});
        auto controller = makeController();
        Gui::MainWindow window;
        new Gui::MainWindowController(&window, controller.get());
        const QString profileId = connectAndStoreKey(*controller);
        QVERIFY(!profileId.isEmpty());
        m_secrets->setSimulatedError(SecretStore::ErrorKind::AccessDenied);

        QSignalSpy notRemoved(controller.get(), &AccountController::keyNotRemoved);
        emit window.signOutRequested();
        QTRY_COMPARE_WITH_TIMEOUT(notRemoved.count(), 1, waitMs);
        QCOMPARE(notRemoved.constFirst().at(0).value<Profile>().id, profileId);
        const QStringList texts = Gui::Prompt::shownTexts();
        QCOMPARE(texts.size(), 2); // the confirmation, then the notice
        QVERIFY2(texts.last().contains(u"still stored"_s), qPrintable(texts.last()));
        QVERIFY2(texts.last().contains(Core::KeychainSecretStore::keyFor(profileId)), qPrintable(texts.last()));

        // Removing a profile whose key cannot be deleted says so too.
        m_secrets->setSimulatedError(SecretStore::ErrorKind::Other);
        controller->removeProfile(profileId);
        QTRY_COMPARE_WITH_TIMEOUT(notRemoved.count(), 2, waitMs);
        QTRY_COMPARE_WITH_TIMEOUT(Gui::Prompt::shownTexts().size(), 3, waitMs);
        QVERIFY(Gui::Prompt::shownTexts().last().contains(Core::KeychainSecretStore::keyFor(profileId)));
    }

    void windowController_makesThePromptBarWhenTheKeyIsRefused()
    {
        auto controller = makeController();
        Gui::MainWindow window;
        new Gui::MainWindowController(&window, controller.get());
        QVERIFY(connectToDemo(*controller));
        Session *session = controller->session();
        QVERIFY(window.findChild<Gui::KeyPromptBar *>() == nullptr); // not made until it is needed

        // The key in use is revoked elsewhere: the next request is refused and the window asks for a key.
        const Core::NewApiKey second = createKey(session);
        controller->useKeyForCurrentProfile(second.secret);
        QVERIFY(waitForDomains(session));
        revokeKey(second.key.id);
        QSignalSpy rejected(controller.get(), &AccountController::keyRejected);
        session->refreshDomains();
        QTRY_COMPARE_WITH_TIMEOUT(rejected.count(), 1, waitMs);
        QList<Gui::KeyPromptBar *> bars = window.findChildren<Gui::KeyPromptBar *>();
        QCOMPARE(bars.size(), 1);
        QVERIFY(!bars.constFirst()->isHidden());
        auto *message = bars.constFirst()->findChild<QLabel *>(u"keyPromptMessageLabel"_s);
        QVERIFY2(message->text().contains(u"refused"_s), qPrintable(message->text()));

        // Dismissed, it is the same bar that the window's own request shows again.
        bars.constFirst()->dismiss();
        emit window.newKeyNeeded();
        bars = window.findChildren<Gui::KeyPromptBar *>();
        QCOMPARE(bars.size(), 1);
        QVERIFY(!bars.constFirst()->isHidden());
    }

    void windowController_showsTheKeychainNoticeWhileNoKeychainIsAvailable()
    {
        auto controller = makeController();
        Gui::MainWindow window;
        new Gui::MainWindowController(&window, controller.get());
        QVERIFY(window.findChild<QLabel *>(u"keychainNotice"_s) == nullptr); // not made until it is needed
        emit controller->keychainUnavailable(true);
        auto *notice = window.findChild<QLabel *>(u"keychainNotice"_s);
        QVERIFY(notice != nullptr);
        QVERIFY(!notice->isHidden());
        QVERIFY2(notice->text().contains(u"No keychain"_s), qPrintable(notice->text()));
        emit controller->keychainUnavailable(false);
        QVERIFY(notice->isHidden());
        emit controller->keychainUnavailable(true);
        QCOMPARE(window.findChildren<QLabel *>(u"keychainNotice"_s).size(), 1);
        QVERIFY(!notice->isHidden());
    }

    void promptBar_signOut_closesTheSession()
    {
        auto controller = makeController();
        Gui::KeyPromptBar bar;
        bar.setController(controller.get());
        QVERIFY(connectToDemo(*controller));
        bar.promptForKey();
        QSignalSpy changed(controller.get(), &AccountController::sessionChanged);
        QTest::mouseClick(bar.findChild<QPushButton *>(u"keyPromptSignOutButton"_s), Qt::LeftButton);
        QCOMPARE(changed.count(), 1);
        QVERIFY(controller->session() == nullptr);
        QVERIFY(bar.isHidden());
    }

    void switchTo_opensAnotherAccountsSession()
    {
        auto controller = makeController();
        const QString otherKey = m_sandbox->createAccount(u"Other"_s, Sandbox::Plan::Creator);
        QVERIFY(connectToDemo(*controller));
        const QString demoId = controller->currentProfile().id;
        controller->connectWith(Profile::create(m_sandbox->url(), u"Other"_s), otherKey);
        QVERIFY(waitForDomains(controller->session()));
        QCOMPARE(controller->session()->domains()->rowCount(), 0);
        QCOMPARE(controller->profiles().size(), 2);
        QCOMPARE(controller->profiles().constFirst().displayName, u"Other"_s); // most recent first

        QVERIFY(controller->switchTo(demoId));
        QTRY_VERIFY_WITH_TIMEOUT(controller->session() != nullptr, waitMs);
        QVERIFY(waitForDomains(controller->session()));
        QCOMPARE(controller->session()->domains()->rowCount(), 8);
        QCOMPARE(controller->profileStore()->currentProfileId(), demoId);
        QVERIFY(!controller->switchTo(Profile::create(QUrl()).id));
    }

    void removeProfile_forgetsTheProfileAndItsKey()
    {
        auto controller = makeController();
        const QString profileId = connectAndStoreKey(*controller);
        QVERIFY(!profileId.isEmpty());
        QSignalSpy profilesChanged(controller.get(), &AccountController::profilesChanged);
        controller->removeProfile(profileId);
        QCOMPARE(profilesChanged.count(), 1);
        QVERIFY(controller->session() == nullptr);
        QVERIFY(controller->profiles().isEmpty());
        QVERIFY(!controller->currentProfile().isValid());
        QTRY_COMPARE_WITH_TIMEOUT(SecretStoreTests::read(*m_secrets, profileId).error, SecretStore::ErrorKind::NotFound,
                                  waitMs);
    }

    void environmentKey_signsInWithoutStoringAnything()
    {
        auto controller = makeController();
        QVERIFY(!controller->startWithEnvironmentKey(m_sandbox->url()));
        qputenv("FORWARDDESK_API_KEY", m_sandbox->sessionKey().toUtf8());
        QVERIFY(controller->startWithEnvironmentKey(m_sandbox->url()));
        QVERIFY(waitForDomains(controller->session()));
        QCOMPARE(controller->session()->domains()->rowCount(), 8);
        QVERIFY(controller->isKeyKeptForThisRunOnly());
        QVERIFY(controller->profiles().isEmpty()); // nothing saved
        QCOMPARE(SecretStoreTests::read(*m_secrets, controller->currentProfile().id).error,
                 SecretStore::ErrorKind::NotFound);
    }

    void rememberedRootOnAnotherHost_isIgnored()
    {
        Profile profile = Profile::create(m_sandbox->url(), u"Demo"_s);
        profile.apiRoot = QUrl(u"https://elsewhere.example"_s);
        {
            Core::ProfileStore store(m_dir->filePath(settingsName));
            QVERIFY(store.save(profile));
            QVERIFY(store.setCurrentProfileId(profile.id));
        }
        QVERIFY(SecretStoreTests::write(*m_secrets, profile.id, m_sandbox->sessionKey()).ok());
        auto controller = makeController();
        controller->start();
        QTRY_VERIFY_WITH_TIMEOUT(controller->session() != nullptr, waitMs);
        QVERIFY(waitForDomains(controller->session()));
        QCOMPARE(controller->session()->apiRoot().host(), m_sandbox->url().host());
    }

    void fullConnect_neverWritesTheKeyToTheSettings_data()
    {
        QTest::addColumn<bool>("keychainAvailable");
        QTest::newRow("keychain") << true;
        QTest::newRow("no keychain") << false;
    }

    void fullConnect_neverWritesTheKeyToTheSettings()
    {
        QFETCH(bool, keychainAvailable);
        Sandbox::SandboxServer &sandbox = *m_sandbox;
        Core::MemorySecretStore &secrets = *m_secrets;
        const QString settingsFile = m_dir->filePath(u"profiles.conf"_s);
        if (!keychainAvailable) {
            secrets.setSimulatedError(Core::SecretStore::ErrorKind::NoBackend);
        }
        const QString key = sandbox.sessionKey();
        {
            AccountController controller(&secrets, std::make_unique<Core::ProfileStore>(settingsFile));
            QSignalSpy unavailable(&controller, &AccountController::keychainUnavailable);
            controller.connectWith(Profile::create(sandbox.url(), u"Demo"_s), key);
            QVERIFY(controller.session() != nullptr);
            QSignalSpy loaded(controller.session(), &Session::domainsLoaded);
            QVERIFY(loaded.wait(waitMs));
            if (!keychainAvailable) {
                QTRY_COMPARE_WITH_TIMEOUT(unavailable.count(), 1, waitMs);
            } else {
                QCOMPARE(SecretStoreTests::read(secrets, controller.currentProfile().id).secret, key);
            }
            controller.profileStore()->sync();
        }
        QFile file(settingsFile);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray contents = file.readAll();
        // The right file: it holds the profile.
        QVERIFY2(contents.contains(sandbox.url().host().toUtf8()), contents.constData());
        QVERIFY(contents.contains("Demo"));
        QVERIFY2(!contents.contains(key.toUtf8()), "the API key was written to the settings");
        QVERIFY2(!contents.contains(key.mid(4).toUtf8()), "the API key's body was written to the settings");
    }

private:
    static inline const QString settingsName = u"ForwardDesk.conf"_s;

    std::unique_ptr<AccountController> makeController()
    {
        return std::make_unique<AccountController>(m_secrets.get(),
                                                   std::make_unique<Core::ProfileStore>(m_dir->filePath(settingsName)));
    }

    /// Connects @p controller as connectToDemo() does and waits until the key is stored; returns the profile's
    /// id, or an empty string when the connection or the storing did not happen.
    QString connectAndStoreKey(AccountController &controller)
    {
        if (!connectToDemo(controller)) {
            return {};
        }
        const QString id = controller.currentProfile().id;
        const bool stored =
            QTest::qWaitFor([this, &id] { return SecretStoreTests::read(*m_secrets, id).ok(); }, waitMs);
        return stored ? id : QString();
    }

    /// Connects @p controller to the sandbox's seeded account as the profile "Demo" and waits for its domains.
    bool connectToDemo(AccountController &controller)
    {
        controller.connectWith(Profile::create(m_sandbox->url(), u"Demo"_s), m_sandbox->sessionKey());
        return waitForDomains(controller.session());
    }

    /// Starts a fresh sandbox on @p port (0: any) whose seeded account has the key @p key; returns its port.
    quint16 restartSandbox(quint16 port, const QString &key)
    {
        m_sandbox.reset();
        m_sandbox = std::make_unique<Sandbox::SandboxServer>();
        Sandbox::SandboxOptions options;
        options.port = port;
        options.sessionKey = key;
        QString error;
        if (!m_sandbox->start(options, &error)) {
            qWarning("the sandbox did not start: %s", qPrintable(error));
            return 0;
        }
        return static_cast<quint16>(m_sandbox->url().port());
    }

    Core::NewApiKey createKey(Session *session)
    {
        Core::NewApiKey created;
        QObject context;
        bool done = false;
        session->createApiKey(u"Temporary"_s, &context, [&](const Core::ApiResult<Core::NewApiKey> &result) {
            done = true;
            if (result.ok()) {
                created = result.value();
            }
        });
        if (!QTest::qWaitFor([&done] { return done; }, waitMs)) {
            qWarning("creating a key got no answer");
        }
        return created;
    }

    /// Deletes a key through a separate session that uses the sandbox's own key.
    void revokeKey(const QString &keyId)
    {
        Session admin(m_sandbox->url(), m_sandbox->sessionKey());
        admin.open();
        QVERIFY(waitForDomains(&admin));
        QObject context;
        bool deleted = false;
        admin.deleteApiKey(keyId, &context,
                           [&deleted](const Core::ApiResult<Core::Done> &result) { deleted = result.ok(); });
        QTRY_VERIFY_WITH_TIMEOUT(deleted, waitMs);
    }

    std::unique_ptr<Sandbox::SandboxServer> m_sandbox;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Core::MemorySecretStore> m_secrets;
};

QTEST_MAIN(TestAccountController)
#include "tst_accountcontroller.moc"
