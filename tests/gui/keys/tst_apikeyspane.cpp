// SPDX-License-Identifier: GPL-3.0-or-later
// The API keys pane against the sandbox: the list, the show-once dialog, the secret clipboard and revoking.

#include "core/apiclient.h"
#include "gui/keys/apikeyspane.h"
#include "gui/keys/currentkeydelegate.h"
#include "gui/keys/keynamedialog.h"
#include "gui/keys/newkeydialog.h"
#include "gui/keys/secretclipboard.h"
#include "gui/widgets/errorbanner.h"
#include "gui/widgets/prompt.h"
#include "guitest.h"
#include "models/apikeymodel.h"
#include "models/roles.h"
#include "models/session.h"
#include "sandbox/faultrule.h"
#include "sandbox/sandboxserver.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QPointer>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

#include <chrono>
#include <memory>

using namespace Qt::StringLiterals;
using ForwardDesk::TestSupport::visibleChild;
using namespace ForwardDesk;
using Gui::Prompt;
using Models::ApiKeyModel;

namespace {
constexpr int waitMs = 10000;
constexpr auto shortClearDelay = std::chrono::milliseconds(300);
const auto secretHint = u"x-kde-passwordManagerHint"_s;

} // namespace

class TestApiKeysPane final : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        Prompt::resetForTests();
        QGuiApplication::clipboard()->clear();
        QVERIFY2(m_fixture.start(), qPrintable(m_fixture.lastError()));
        m_tester = std::make_unique<QAbstractItemModelTester>(m_fixture.session()->apiKeys(),
                                                              QAbstractItemModelTester::FailureReportingMode::QtTest);

        m_pane = std::make_unique<Gui::ApiKeysPane>();
        m_pane->secretClipboard()->setClearDelay(shortClearDelay);
        m_pane->setSession(m_fixture.session());
        m_pane->resize(900, 400);
        m_pane->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_pane.get()));
        QSignalSpy keys(m_fixture.session(), &Models::Session::apiKeysLoaded);
        m_pane->activate();
        QVERIFY(keys.wait(waitMs));
    }

    void cleanup()
    {
        m_pane.reset();
        m_tester.reset();
        m_fixture.stop();
        Prompt::resetForTests();
    }

    void list_showsSeededKeysAndSessionKey_withSessionKeyMarked()
    {
        QTableView *view = m_pane->findChild<QTableView *>(u"apiKeyTable"_s);
        QVERIFY(view);
        QCOMPARE(view->model()->rowCount(), 3);
        QCOMPARE(view->model()->columnCount(), int(ApiKeyModel::ColumnCount));
        int marked = 0;
        for (int row = 0; row < view->model()->rowCount(); ++row) {
            const QModelIndex name = view->model()->index(row, ApiKeyModel::NameColumn);
            const QModelIndex prefix = view->model()->index(row, ApiKeyModel::PrefixColumn);
            QVERIFY(prefix.data().toString().startsWith(u"fwd_"_s));
            QVERIFY(!view->model()->index(row, ApiKeyModel::CreatedColumn).data(Qt::ToolTipRole).toString().isEmpty());
            if (name.data(Models::CurrentRole).toBool()) {
                ++marked;
                QVERIFY(m_fixture.sandbox()->sessionKey().startsWith(prefix.data().toString().chopped(1)));
                QVERIFY(name.data(Qt::FontRole).value<QFont>().bold());
                // The delegate draws the "this app" badge beside the name, and makes room for it.
                auto *delegate =
                    qobject_cast<Gui::CurrentKeyDelegate *>(view->itemDelegateForColumn(ApiKeyModel::NameColumn));
                QVERIFY(delegate);
                QStyleOptionViewItem option;
                option.initFrom(view);
                QVERIFY(delegate->sizeHint(option, name).width()
                        > QStyledItemDelegate().sizeHint(option, name).width());
            }
        }
        QCOMPARE(marked, 1);
        // Loaded once: activating again does not ask the service again.
        const int requests = m_fixture.sandbox()->requestCount();
        m_pane->activate();
        QTest::qWait(50);
        QCOMPARE(m_fixture.sandbox()->requestCount(), requests);
    }

    void expiresColumn_shownOnlyWhenTheServiceGivesAnExpiry()
    {
        QTableView *view = m_pane->view();
        QVERIFY(view->isColumnHidden(ApiKeyModel::ExpiresColumn));
        Core::ApiKey expiring;
        expiring.id = u"expiring"_s;
        expiring.name = u"Expires soon"_s;
        expiring.expiresAt = QDateTime::currentDateTimeUtc().addDays(7);
        m_fixture.session()->apiKeys()->upsertKey(expiring);
        QVERIFY(!view->isColumnHidden(ApiKeyModel::ExpiresColumn));
    }

    void load_failure_showsBanner_andRetryLoads()
    {
        Gui::ApiKeysPane pane;
        m_fixture.sandbox()->addFault(TestSupport::serverError("GET", u"/api-keys"_s));
        pane.setSession(m_fixture.session());
        pane.show();
        QSignalSpy failed(m_fixture.session(), &Models::Session::apiKeysLoadFailed);
        pane.activate();
        QVERIFY(failed.wait(waitMs));
        auto *banner = pane.findChild<Gui::ErrorBanner *>();
        QVERIFY(banner && banner->isVisible());
        m_fixture.sandbox()->clearFaults();
        QSignalSpy loaded(m_fixture.session(), &Models::Session::apiKeysLoaded);
        QTest::mouseClick(banner->findChild<QPushButton *>(u"retryButton"_s), Qt::LeftButton);
        QVERIFY(loaded.wait(waitMs));
        QVERIFY(!banner->isVisible());
    }

    void create_showsValueOnce_andCopyMarksItSecret()
    {
        Gui::NewKeyDialog *dialog = createKey(u"Backup script"_s);
        QVERIFY(dialog);
        const QString secret = keyEdit(dialog)->text();
        QVERIFY2(secret.startsWith(u"fwd_"_s), qPrintable(secret.left(4)));
        QVERIFY(keyEdit(dialog)->isReadOnly());
        // The app shows the key in the system's fixed font. Whether the font database calls that font
        // fixed-pitch depends on the fonts installed (Qt 6.4 says no for Noto Sans Mono), so that is not asked.
        const QFont fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);
        QCOMPARE(keyEdit(dialog)->font().families(), fixed.families());
        QCOMPARE(keyEdit(dialog)->font().family(), fixed.family());
        QCOMPARE(keyEdit(dialog)->font().pointSizeF(), fixed.pointSizeF());
        const QStringList labels = labelTexts(dialog);
        QVERIFY2(labels.join(u' ').contains(u"never be shown again"_s), qPrintable(labels.join(u'|')));

        QTest::mouseClick(dialog->findChild<QPushButton *>(u"copyButton"_s), Qt::LeftButton);
        const QMimeData *data = QGuiApplication::clipboard()->mimeData();
        QVERIFY(data);
        QCOMPARE(data->text(), secret);
        QVERIFY(data->hasFormat(secretHint));
        QCOMPARE(data->data(secretHint), QByteArrayLiteral("secret"));

        // Copied: closing asks nothing and wipes the value from the field.
        Prompt::setNextAnswers({});
        QPointer<QLineEdit> field = keyEdit(dialog);
        QTest::mouseClick(doneButton(dialog), Qt::LeftButton);
        QVERIFY(Prompt::shownTexts().isEmpty());
        QVERIFY(!dialog->isVisible());
        QVERIFY(field.isNull() || field->text().isEmpty());
    }

    void closeWithoutCopying_asksFirst_noKeepsOpen_yesCloses()
    {
        // What the user had on the clipboard before must still be there after closing without copying.
        const QString ownText = u"the user's own clipboard text"_s;
        QGuiApplication::clipboard()->setText(ownText);
        Gui::NewKeyDialog *dialog = createKey(u"Uncopied"_s);
        QVERIFY(dialog);
        QPointer<QLineEdit> field = keyEdit(dialog);
        const QString secret = field->text();

        Prompt::setNextAnswers({QMessageBox::No});
        QTest::mouseClick(doneButton(dialog), Qt::LeftButton);
        QCOMPARE(Prompt::shownTexts().size(), 1);
        QVERIFY(Prompt::shownTexts().constFirst().startsWith(u"You have not copied the key"_s));
        QVERIFY(dialog->isVisible());
        QCOMPARE(field->text(), secret);

        // Escape asks too.
        Prompt::setNextAnswers({QMessageBox::No});
        QTest::keyClick(dialog, Qt::Key_Escape);
        QCOMPARE(Prompt::shownTexts().size(), 2);
        QVERIFY(dialog->isVisible());

        Prompt::setNextAnswers({QMessageBox::Yes});
        QTest::mouseClick(doneButton(dialog), Qt::LeftButton);
        QVERIFY(!dialog->isVisible());
        QVERIFY(field.isNull() || field->text().isEmpty());
        QCOMPARE(QGuiApplication::clipboard()->text(), ownText);
    }

    void clipboard_clearedAfterDelay_whenItStillHoldsTheKey()
    {
        Gui::NewKeyDialog *dialog = createKey(u"Clears"_s);
        QVERIFY(dialog);
        const QString secret = keyEdit(dialog)->text();
        QSignalSpy cleared(m_pane->secretClipboard(), &Gui::SecretClipboard::cleared);
        QTest::mouseClick(dialog->findChild<QPushButton *>(u"copyButton"_s), Qt::LeftButton);
        QTest::mouseClick(doneButton(dialog), Qt::LeftButton);
        QCOMPARE(QGuiApplication::clipboard()->text(), secret); // closing the dialog keeps the copy
        QVERIFY(cleared.wait(waitMs));
        QVERIFY(QGuiApplication::clipboard()->text().isEmpty());
        QVERIFY(!m_pane->secretClipboard()->holdsCopy());
    }

    void clipboard_keptAfterDelay_whenUserCopiedSomethingElse()
    {
        Gui::NewKeyDialog *dialog = createKey(u"Replaced"_s);
        QVERIFY(dialog);
        QSignalSpy cleared(m_pane->secretClipboard(), &Gui::SecretClipboard::cleared);
        QTest::mouseClick(dialog->findChild<QPushButton *>(u"copyButton"_s), Qt::LeftButton);
        QVERIFY(m_pane->secretClipboard()->holdsCopy());
        QGuiApplication::clipboard()->setText(u"something the user copied"_s);
        QTest::qWait(int(shortClearDelay.count()) * 3);
        QCOMPARE(cleared.count(), 0);
        QCOMPARE(QGuiApplication::clipboard()->text(), u"something the user copied"_s);
        QTest::mouseClick(doneButton(dialog), Qt::LeftButton);
        QVERIFY(!dialog->isVisible());
    }

    void clipboard_clearedWhenDestroyed_ifItStillHoldsTheKey()
    {
        auto clipboard = std::make_unique<Gui::SecretClipboard>();
        clipboard->copy(u"fwd_destroyedWhileHeld"_s);
        QCOMPARE(QGuiApplication::clipboard()->text(), u"fwd_destroyedWhileHeld"_s);
        clipboard.reset();
        QVERIFY(QGuiApplication::clipboard()->text().isEmpty());

        clipboard = std::make_unique<Gui::SecretClipboard>();
        clipboard->copy(u"fwd_replacedBeforeDestroyed"_s);
        QGuiApplication::clipboard()->setText(u"kept"_s);
        clipboard.reset();
        QCOMPARE(QGuiApplication::clipboard()->text(), u"kept"_s);
    }

    void create_newKeyListed_butNoRoleReturnsItsValue()
    {
        Gui::NewKeyDialog *dialog = createKey(u"Listed without value"_s);
        QVERIFY(dialog);
        const QString secret = keyEdit(dialog)->text();
        QVERIFY(!secret.isEmpty());
        ApiKeyModel *model = m_fixture.session()->apiKeys();
        QCOMPARE(model->rowCount(), 4);
        bool found = false;
        for (int row = 0; row < model->rowCount(); ++row) {
            for (int column = 0; column < model->columnCount(); ++column) {
                const QModelIndex index = model->index(row, column);
                if (column == ApiKeyModel::NameColumn && index.data().toString() == u"Listed without value"_s) {
                    found = true;
                }
                for (int role = 0; role <= Models::CurrentRole + 8; ++role) {
                    const QVariant value = index.data(role);
                    QString text = value.toString();
                    if (value.typeId() == QMetaType::QJsonObject) {
                        text = QString::fromUtf8(QJsonDocument(value.toJsonObject()).toJson());
                    }
                    QVERIFY2(!text.contains(secret), qPrintable(u"role %1 carries the key"_s.arg(role)));
                }
            }
        }
        QVERIFY(found);
        QTest::mouseClick(dialog->findChild<QPushButton *>(u"copyButton"_s), Qt::LeftButton);
        QTest::mouseClick(doneButton(dialog), Qt::LeftButton);
    }

    void create_requiresAName_andRefusalKeepsDialogOpen()
    {
        m_pane->newItem();
        // A QPointer: the dialog deletes itself once the key is created.
        QPointer<Gui::KeyNameDialog> nameDialog = visibleChild<Gui::KeyNameDialog>(m_pane.get());
        QVERIFY(nameDialog);
        auto *create = nameDialog->findChild<QPushButton *>(u"createButton"_s);
        QVERIFY(!create->isEnabled());
        auto *nameEdit = nameDialog->findChild<QLineEdit *>(u"nameEdit"_s);
        QTest::keyClicks(nameEdit, u"   "_s);
        QVERIFY(!create->isEnabled());
        QCOMPARE(nameEdit->maxLength(), 100);

        m_fixture.sandbox()->addFault(TestSupport::serverError("POST", u"/api-keys"_s, 1));
        nameEdit->clear();
        QTest::keyClicks(nameEdit, u"Refused once"_s);
        QVERIFY(create->isEnabled());
        QTest::mouseClick(create, Qt::LeftButton);
        auto *error = nameDialog->findChild<QLabel *>(u"errorLabel"_s);
        QTRY_VERIFY_WITH_TIMEOUT(error->isVisible(), waitMs);
        QVERIFY(nameDialog->isVisible());
        QCOMPARE(nameEdit->text(), u"Refused once"_s);
        QCOMPARE(m_fixture.session()->apiKeys()->rowCount(), 3);

        QTest::mouseClick(create, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(visibleChild<Gui::NewKeyDialog>(m_pane.get()), waitMs);
        QVERIFY(!nameDialog || !nameDialog->isVisible());
        Prompt::setNextAnswers({QMessageBox::Yes});
        visibleChild<Gui::NewKeyDialog>(m_pane.get())->reject();
    }

    void create_whileServiceWorks_nameDialogCannotBeCancelled()
    {
        m_fixture.sandbox()->addFault(TestSupport::latency("POST", u"/api-keys"_s, 300));
        m_pane->newItem();
        auto *nameDialog = visibleChild<Gui::KeyNameDialog>(m_pane.get());
        QVERIFY(nameDialog);
        QTest::keyClicks(nameDialog->findChild<QLineEdit *>(u"nameEdit"_s), u"Slow"_s);
        QTest::mouseClick(nameDialog->findChild<QPushButton *>(u"createButton"_s), Qt::LeftButton);
        QVERIFY(!nameDialog->findChild<QPushButton *>(u"cancelButton"_s)->isEnabled());
        QTest::keyClick(nameDialog, Qt::Key_Escape);
        QVERIFY(nameDialog->isVisible());
        // The answer arrives and the key is shown: it would be lost had the dialog closed.
        QTRY_VERIFY_WITH_TIMEOUT(visibleChild<Gui::NewKeyDialog>(m_pane.get()), waitMs);
        Prompt::setNextAnswers({QMessageBox::Yes});
        visibleChild<Gui::NewKeyDialog>(m_pane.get())->reject();
    }

    void revoke_asksFirst_cancelKeeps_yesRemoves_andKeyStopsWorking()
    {
        Gui::NewKeyDialog *dialog = createKey(u"Doomed"_s);
        QVERIFY(dialog);
        const QString secret = keyEdit(dialog)->text();
        QTest::mouseClick(dialog->findChild<QPushButton *>(u"copyButton"_s), Qt::LeftButton);
        QTest::mouseClick(doneButton(dialog), Qt::LeftButton);
        QVERIFY(keyWorks(secret).isEmpty());

        ApiKeyModel *model = m_fixture.session()->apiKeys();
        QVERIFY(selectKey(u"Doomed"_s));
        QVERIFY(m_pane->canDelete());
        QSignalSpy revokedCurrent(m_pane.get(), &Gui::ApiKeysPane::currentKeyRevoked);

        Prompt::setNextAnswers({QMessageBox::Cancel});
        m_pane->deleteSelected();
        QCOMPARE(Prompt::shownTexts().size(), 1);
        QVERIFY(Prompt::shownTexts().constLast().contains(u"“Doomed”"_s));
        QVERIFY(Prompt::shownTexts().constLast().contains(
            u"Any script using this key will stop working at once. This cannot be undone."_s));
        QVERIFY(!Prompt::shownTexts().constLast().contains(u"ForwardDesk uses this key"_s));
        QTest::qWait(100);
        QCOMPARE(model->rowCount(), 4);
        QVERIFY(keyWorks(secret).isEmpty());

        Prompt::setNextAnswers({QMessageBox::Yes});
        m_pane->deleteSelected();
        QCOMPARE(model->rowCount(), 4); // nothing goes before the service confirmed
        QVERIFY(!m_pane->canDelete()); // and no second revoke while this one runs
        QTRY_COMPARE_WITH_TIMEOUT(model->rowCount(), 3, waitMs);
        QCOMPARE(revokedCurrent.count(), 0);
        QCOMPARE(keyWorks(secret), u"Invalid token"_s);
    }

    void revoke_keyInUse_warnsStrongly_andEmitsCurrentKeyRevoked()
    {
        ApiKeyModel *model = m_fixture.session()->apiKeys();
        const int row = model->rowOf(model->currentKeyId());
        QVERIFY(row >= 0);
        QVERIFY(selectKey(model->keyAt(row).name));
        QSignalSpy revokedCurrent(m_pane.get(), &Gui::ApiKeysPane::currentKeyRevoked);

        Prompt::setNextAnswers({QMessageBox::Cancel});
        m_pane->deleteSelected();
        QVERIFY(Prompt::shownTexts().constLast().contains(
            u"ForwardDesk uses this key. After revoking it, ForwardDesk will ask you for another key."_s));
        QCOMPARE(revokedCurrent.count(), 0);

        Prompt::setNextAnswers({QMessageBox::Yes});
        m_pane->deleteSelected();
        QVERIFY(revokedCurrent.wait(waitMs));
        QCOMPARE(model->rowCount(), 2);
        QCOMPARE(keyWorks(m_fixture.sandbox()->sessionKey()), u"Invalid token"_s);
    }

    void useThisKey_emitsUseKeyRequestedWithTheValue()
    {
        QSignalSpy useKey(m_pane.get(), &Gui::ApiKeysPane::useKeyRequested);
        Gui::NewKeyDialog *dialog = createKey(u"For the app"_s);
        QVERIFY(dialog);
        const QString secret = keyEdit(dialog)->text();
        auto *check = dialog->findChild<QCheckBox *>(u"useForAppCheck"_s);
        QVERIFY(check);
        QVERIFY(!check->isChecked());
        check->setChecked(true);
        Prompt::setNextAnswers({QMessageBox::Yes});
        QTest::mouseClick(doneButton(dialog), Qt::LeftButton);
        QCOMPARE(useKey.count(), 1);
        QCOMPARE(useKey.constFirst().constFirst().toString(), secret);
    }

    void useThisKey_notEmitted_whenUnchecked()
    {
        QSignalSpy useKey(m_pane.get(), &Gui::ApiKeysPane::useKeyRequested);
        Gui::NewKeyDialog *dialog = createKey(u"Not for the app"_s);
        QVERIFY(dialog);
        QTest::mouseClick(dialog->findChild<QPushButton *>(u"copyButton"_s), Qt::LeftButton);
        QTest::mouseClick(doneButton(dialog), Qt::LeftButton);
        QCOMPARE(useKey.count(), 0);
    }

    void copyPrefix_putsThePrefixOnTheClipboard()
    {
        ApiKeyModel *model = m_fixture.session()->apiKeys();
        const Core::ApiKey key = model->keyAt(0);
        QVERIFY(selectKey(key.name));
        const QList<QAction *> actions = m_pane->paneActions();
        QCOMPARE(actions.size(), 3);
        for (QAction *action : actions) {
            QVERIFY(!action->icon().isNull());
            if (action->objectName() == u"copyPrefixAction"_s) {
                QVERIFY(action->isEnabled());
                action->trigger();
            }
        }
        QCOMPARE(QGuiApplication::clipboard()->text(), key.prefix);
    }

private:
    Gui::NewKeyDialog *createKey(const QString &name)
    {
        m_pane->newItem();
        auto *nameDialog = visibleChild<Gui::KeyNameDialog>(m_pane.get());
        if (!nameDialog) {
            qWarning("no name dialog");
            return nullptr;
        }
        QTest::keyClicks(nameDialog->findChild<QLineEdit *>(u"nameEdit"_s), name);
        QTest::mouseClick(nameDialog->findChild<QPushButton *>(u"createButton"_s), Qt::LeftButton);
        QElapsedTimer timer;
        timer.start();
        while (!visibleChild<Gui::NewKeyDialog>(m_pane.get()) && timer.elapsed() < waitMs) {
            QTest::qWait(10);
        }
        return visibleChild<Gui::NewKeyDialog>(m_pane.get());
    }

    static QLineEdit *keyEdit(QWidget *dialog) { return dialog->findChild<QLineEdit *>(u"keyEdit"_s); }

    static QPushButton *doneButton(QWidget *dialog) { return dialog->findChild<QPushButton *>(u"doneButton"_s); }

    static QStringList labelTexts(QWidget *dialog)
    {
        QStringList texts;
        const QList<QLabel *> labels = dialog->findChildren<QLabel *>();
        for (const QLabel *label : labels) {
            texts << label->text();
        }
        return texts;
    }

    bool selectKey(const QString &name)
    {
        QTableView *view = m_pane->view();
        for (int row = 0; row < view->model()->rowCount(); ++row) {
            if (view->model()->index(row, ApiKeyModel::NameColumn).data().toString() == name) {
                view->selectRow(row);
                return true;
            }
        }
        return false;
    }

    // Asks the service with @p secret: empty when the key works, else the service's detail.
    QString keyWorks(const QString &secret)
    {
        Core::ApiClient client;
        client.setServiceUrl(m_fixture.sandbox()->url());
        client.setApiRoot(m_fixture.session()->apiRoot());
        client.setApiKey(secret);
        bool done = false;
        QString detail;
        client.listApiKeys(this, [&](Core::ApiResult<QList<Core::ApiKey>> result) {
            done = true;
            if (!result.ok()) {
                detail = result.error().detail();
                if (result.error().kind() != Core::ApiError::Kind::InvalidToken) {
                    detail = u"unexpected: "_s + result.error().toString();
                }
            }
        });
        QElapsedTimer timer;
        timer.start();
        while (!done && timer.elapsed() < waitMs) {
            QTest::qWait(10);
        }
        return done ? detail : u"no answer"_s;
    }

    TestSupport::SessionFixture m_fixture;
    std::unique_ptr<QAbstractItemModelTester> m_tester;
    std::unique_ptr<Gui::ApiKeysPane> m_pane;
};

QTEST_MAIN(TestApiKeysPane)
#include "tst_apikeyspane.moc"
