// SPDX-License-Identifier: GPL-3.0-or-later
// The sign-in dialog against the sandbox: real connection tests, plain-word failures, and Connect that
// only closes on success.

#include "core/urlpolicy.h"
#include "gui/account/connectdialog.h"
#include "sandbox/sandboxserver.h"

#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QToolButton>

#include <memory>

using namespace Qt::StringLiterals;
using namespace ForwardDesk;
using Gui::ConnectDialog;

namespace {
constexpr int waitMs = 10000;

template <typename T>
T *child(const QObject *parent, const QString &name)
{
    T *found = parent->findChild<T *>(name);
    if (found == nullptr) {
        qWarning("no %s named %s", T::staticMetaObject.className(), qPrintable(name));
    }
    return found;
}
} // namespace

class TestConnectDialog final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_sandbox.start(Sandbox::SandboxOptions())); }

    void init()
    {
        m_dialog = std::make_unique<ConnectDialog>();
        m_dialog->show();
        m_dialog->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_dialog.get()));
    }

    void cleanup() { m_dialog.reset(); }

    void badKey_isRefusedInPlainWordsAndTheDialogStays()
    {
        fill(m_sandbox.url().toString(), u"fwd_"_s + QString(40, u'x'), u"Work"_s);
        QSignalSpy tested(m_dialog.get(), &ConnectDialog::connectionTested);
        QTest::mouseClick(child<QPushButton>(m_dialog.get(), u"connectButton"_s), Qt::LeftButton);
        QVERIFY(tested.wait(waitMs));
        QCOMPARE(tested.constFirst().constFirst().toBool(), false);
        QVERIFY2(resultText().startsWith(u"The API key was refused."_s), qPrintable(resultText()));
        QVERIFY(m_dialog->isVisible());
        QCOMPARE(m_dialog->result(), int(QDialog::Rejected));
        // The input is kept, and the key field has the focus to be corrected.
        QCOMPARE(edit(u"serviceUrlEdit"_s)->text(), m_sandbox.url().toString());
        QCOMPARE(edit(u"apiKeyEdit"_s)->text(), u"fwd_"_s + QString(40, u'x'));
        QCOMPARE(edit(u"profileNameEdit"_s)->text(), u"Work"_s);
        QCOMPARE(QApplication::focusWidget(), edit(u"apiKeyEdit"_s));
    }

    void freePlanKey_explainsThatThePlanHasNoApiAccess()
    {
        fill(m_sandbox.url().toString(), m_sandbox.freePlanKey());
        QSignalSpy tested(m_dialog.get(), &ConnectDialog::connectionTested);
        QTest::mouseClick(child<QPushButton>(m_dialog.get(), u"connectButton"_s), Qt::LeftButton);
        QVERIFY(tested.wait(waitMs));
        QVERIFY2(resultText().contains(u"API access needs the Creator, Pro or Business plan"_s),
                 qPrintable(resultText()));
        QVERIFY(!resultText().contains(u"detail"_s));
        QVERIFY(m_dialog->isVisible());
    }

    void plainHttpToAnotherHost_isRefusedBeforeAnythingIsSent()
    {
        fill(u"http://example.com"_s, m_sandbox.sessionKey());
        QVERIFY2(hintText(u"serviceUrlHintLabel"_s).contains(u"unencrypted"_s),
                 qPrintable(hintText(u"serviceUrlHintLabel"_s)));
        const int requestsBefore = m_sandbox.requestCount();
        QSignalSpy tested(m_dialog.get(), &ConnectDialog::connectionTested);
        QTest::mouseClick(child<QPushButton>(m_dialog.get(), u"connectButton"_s), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(tested.count(), 1, waitMs);
        QVERIFY2(resultText().contains(u"Plain http:// is only allowed for this computer"_s), qPrintable(resultText()));
        QVERIFY(m_dialog->isVisible());
        QCOMPARE(m_sandbox.requestCount(), requestsBefore);
        QVERIFY(!m_dialog->isTesting());
    }

    void addressWithoutScheme_becomesHttps()
    {
        fill(u"forward.example.com/"_s, m_sandbox.sessionKey());
        QCOMPARE(m_dialog->profile().serviceUrl, QUrl(u"https://forward.example.com"_s));
        QVERIFY(hintText(u"serviceUrlHintLabel"_s).contains(u"https://"_s));
    }

    void addressWithoutApi_saysNoApiWasFound()
    {
        QUrl url = m_sandbox.url();
        url.setPath(u"/no-such-place"_s);
        fill(url.toString(), m_sandbox.sessionKey());
        QSignalSpy tested(m_dialog.get(), &ConnectDialog::connectionTested);
        QTest::mouseClick(child<QPushButton>(m_dialog.get(), u"testConnectionButton"_s), Qt::LeftButton);
        QVERIFY(tested.wait(waitMs));
        QVERIFY2(resultText().startsWith(u"No forwarding API was found at this address."_s), qPrintable(resultText()));
        QCOMPARE(QApplication::focusWidget(), edit(u"serviceUrlEdit"_s));
    }

    void unreachableService_saysSo()
    {
        fill(u"http://127.0.0.1:1"_s, m_sandbox.sessionKey());
        QSignalSpy tested(m_dialog.get(), &ConnectDialog::connectionTested);
        QTest::mouseClick(child<QPushButton>(m_dialog.get(), u"testConnectionButton"_s), Qt::LeftButton);
        QVERIFY(tested.wait(waitMs));
        QVERIFY2(resultText().startsWith(u"The service cannot be reached."_s), qPrintable(resultText()));
    }

    void missingInput_isNamedWithoutARequest()
    {
        const int requestsBefore = m_sandbox.requestCount();
        fill(m_sandbox.url().toString(), QString());
        QTest::mouseClick(child<QPushButton>(m_dialog.get(), u"testConnectionButton"_s), Qt::LeftButton);
        QCOMPARE(resultText(), u"Enter the API key."_s);
        fill(QString(), m_sandbox.sessionKey());
        QTest::mouseClick(child<QPushButton>(m_dialog.get(), u"testConnectionButton"_s), Qt::LeftButton);
        QVERIFY(resultText().startsWith(u"Enter the address of the service"_s));
        QCOMPARE(m_sandbox.requestCount(), requestsBefore);
    }

    void goodKey_testConnection_countsTheDomains()
    {
        fill(m_sandbox.url().toString(), m_sandbox.sessionKey());
        QSignalSpy tested(m_dialog.get(), &ConnectDialog::connectionTested);
        QTest::mouseClick(child<QPushButton>(m_dialog.get(), u"testConnectionButton"_s), Qt::LeftButton);
        QCOMPARE(resultText(), u"Connecting…"_s);
        QVERIFY(tested.wait(waitMs));
        QCOMPARE(tested.constFirst().constFirst().toBool(), true);
        // "domain(s)" until an English translation supplies the plural forms
        QVERIFY2(resultText().startsWith(u"Connected: 8 domain"_s), qPrintable(resultText()));
        QCOMPARE(m_dialog->domainCount(), 8);
        QVERIFY(m_dialog->isVisible()); // testing alone does not close the dialog
    }

    void goodKey_connect_acceptsWithTheProfile()
    {
        fill(m_sandbox.url().toString() + u'/', u"  "_s + m_sandbox.sessionKey() + u' ', u"Demo account"_s);
        QSignalSpy accepted(m_dialog.get(), &QDialog::accepted);
        QTest::mouseClick(child<QPushButton>(m_dialog.get(), u"connectButton"_s), Qt::LeftButton);
        QVERIFY(accepted.wait(waitMs));
        QCOMPARE(m_dialog->result(), int(QDialog::Accepted));
        const Core::Profile profile = m_dialog->profile();
        QVERIFY(profile.isValid());
        QCOMPARE(profile.serviceUrl, Core::UrlPolicy::normalizedServiceUrl(m_sandbox.url().toString()));
        QCOMPARE(profile.serviceUrl.host(), m_sandbox.url().host());
        QCOMPARE(profile.serviceUrl.port(), m_sandbox.url().port());
        QCOMPARE(profile.apiRoot.host(), m_sandbox.url().host()); // the root that answered is remembered
        QCOMPARE(profile.displayName, u"Demo account"_s);
        QCOMPARE(m_dialog->apiKey(), m_sandbox.sessionKey());
    }

    void changedInputAfterASuccess_isTestedAgainOnConnect()
    {
        fill(m_sandbox.url().toString(), m_sandbox.sessionKey());
        QSignalSpy tested(m_dialog.get(), &ConnectDialog::connectionTested);
        QTest::mouseClick(child<QPushButton>(m_dialog.get(), u"testConnectionButton"_s), Qt::LeftButton);
        QVERIFY(tested.wait(waitMs));
        QTest::keyClick(edit(u"apiKeyEdit"_s), Qt::Key_Backspace);
        QVERIFY(resultText().isEmpty());
        QTest::mouseClick(child<QPushButton>(m_dialog.get(), u"connectButton"_s), Qt::LeftButton);
        QVERIFY(tested.wait(waitMs));
        QVERIFY(resultText().startsWith(u"The API key was refused."_s));
        QVERIFY(m_dialog->isVisible());
    }

    void setProfile_prefillsAndKeepsTheId()
    {
        Core::Profile known = Core::Profile::create(m_sandbox.url(), u"Home"_s);
        m_dialog->setProfile(known);
        QCOMPARE(edit(u"profileNameEdit"_s)->text(), u"Home"_s);
        QCOMPARE(m_dialog->profile().id, known.id);
        QCOMPARE(m_dialog->profile().serviceUrl, Core::UrlPolicy::normalizedServiceUrl(m_sandbox.url().toString()));
        QVERIFY(edit(u"apiKeyEdit"_s)->text().isEmpty());
    }

    void setProfile_anotherAddress_makesANewProfile()
    {
        Core::Profile known =
            Core::Profile::create(Core::UrlPolicy::normalizedServiceUrl(u"https://mail.example.org"_s), u"Home"_s);
        known.apiRoot = QUrl(u"https://mail.example.org/api"_s);
        known.keyIds = {u"k1"_s};
        m_dialog->setProfile(known);
        QLineEdit *url = edit(u"serviceUrlEdit"_s);
        url->clear();
        QTest::keyClicks(url, u"forward.example.net"_s);

        const Core::Profile other = m_dialog->profile();
        QVERIFY(other.id != known.id); // the known profile keeps its address
        QVERIFY(Core::Profile::isValidId(other.id));
        QCOMPARE(m_dialog->profile().id, other.id); // one new profile, not a new one per call
        QCOMPARE(other.serviceUrl, Core::UrlPolicy::normalizedServiceUrl(u"forward.example.net"_s));
        QVERIFY(other.apiRoot.isEmpty());
        QVERIFY(other.keyIds.isEmpty());
        QCOMPARE(other.displayName, u"Home"_s); // what the field shows

        // Back to the known address, written another way: the known profile again.
        url->clear();
        QTest::keyClicks(url, u"HTTPS://Mail.Example.org/"_s);
        const Core::Profile same = m_dialog->profile();
        QCOMPARE(same.id, known.id);
        QCOMPARE(same.serviceUrl, known.serviceUrl);
        QCOMPARE(same.apiRoot, known.apiRoot);
        QCOMPARE(same.keyIds, known.keyIds);
    }

    void revealButton_showsAndMasksTheKey()
    {
        auto *reveal = child<QToolButton>(m_dialog.get(), u"revealKeyButton"_s);
        QLineEdit *key = edit(u"apiKeyEdit"_s);
        QCOMPARE(key->echoMode(), QLineEdit::Password);
        QCOMPARE(reveal->accessibleName(), u"Show key"_s);
        QVERIFY(reveal->text().isEmpty());
        QVERIFY(!reveal->icon().isNull());
        QTest::mouseClick(reveal, Qt::LeftButton);
        QCOMPARE(key->echoMode(), QLineEdit::Normal);
        QCOMPARE(reveal->accessibleName(), u"Hide key"_s);
        QTest::mouseClick(reveal, Qt::LeftButton);
        QCOMPARE(key->echoMode(), QLineEdit::Password);
    }

    void keyHint_checksTheLookOfTheKeyAsItIsTyped()
    {
        const QString normal = hintText(u"apiKeyHintLabel"_s);
        QTest::keyClicks(edit(u"apiKeyEdit"_s), u"abc123"_s);
        QVERIFY2(hintText(u"apiKeyHintLabel"_s).contains(u"start with fwd_"_s),
                 qPrintable(hintText(u"apiKeyHintLabel"_s)));
        edit(u"apiKeyEdit"_s)->setText(u"fwd_abc"_s);
        QVERIFY(hintText(u"apiKeyHintLabel"_s).contains(u"too short"_s));
        edit(u"apiKeyEdit"_s)->setText(m_sandbox.sessionKey());
        QCOMPARE(hintText(u"apiKeyHintLabel"_s), normal);
    }

    void labels_haveTheirFieldsAsBuddies()
    {
        QCOMPARE(child<QLabel>(m_dialog.get(), u"serviceUrlLabel"_s)->buddy(), edit(u"serviceUrlEdit"_s));
        QCOMPARE(child<QLabel>(m_dialog.get(), u"apiKeyLabel"_s)->buddy(), edit(u"apiKeyEdit"_s));
        QCOMPARE(child<QLabel>(m_dialog.get(), u"profileNameLabel"_s)->buddy(), edit(u"profileNameEdit"_s));
    }

private:
    QLineEdit *edit(const QString &name) const { return child<QLineEdit>(m_dialog.get(), name); }

    QString resultText() const { return child<QLabel>(m_dialog.get(), u"connectionResultLabel"_s)->text(); }

    QString hintText(const QString &name) const { return child<QLabel>(m_dialog.get(), name)->text(); }

    void fill(const QString &url, const QString &key, const QString &name = {})
    {
        for (const auto &[field, text] : {std::pair{u"serviceUrlEdit"_s, url}, std::pair{u"apiKeyEdit"_s, key},
                                          std::pair{u"profileNameEdit"_s, name}}) {
            QLineEdit *line = edit(field);
            line->clear();
            QTest::keyClicks(line, text);
        }
    }

    Sandbox::SandboxServer m_sandbox;
    std::unique_ptr<ConnectDialog> m_dialog;
};

QTEST_MAIN(TestConnectDialog)
#include "tst_connectdialog.moc"
