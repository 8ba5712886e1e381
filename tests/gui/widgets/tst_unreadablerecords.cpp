// SPDX-License-Identifier: GPL-3.0-or-later
// A service that answers records the client cannot read: no row appears for them, the pane says how many and
// which field was missing, with the request log one click away; a first connection that reads nothing at all
// is not "Connected".

#include "gui/account/connectdialog.h"
#include "gui/aliases/aliasespane.h"
#include "gui/domains/domainspane.h"
#include "gui/keys/apikeyspane.h"
#include "gui/widgets/errorbanner.h"
#include "gui/window/requestlogdialog.h"
#include "models/aliasmodel.h"
#include "models/apikeymodel.h"
#include "models/domainmodel.h"
#include "models/session.h"
#include "sandbox/faultrule.h"
#include "sandbox/sandboxserver.h"

#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
using namespace ForwardDesk;
using Models::Session;

namespace {
constexpr int waitMs = 10000;

Sandbox::FaultRule unreadable(const QString &route, int count)
{
    Sandbox::FaultRule rule;
    rule.kind = Sandbox::FaultRule::Kind::UnreadableRecords;
    rule.method = "GET";
    rule.route = route;
    rule.recordCount = count;
    return rule;
}

/// The pane's banner that is shown (the Aliases pane has a second one for actions).
Gui::ErrorBanner *shownBanner(const QWidget *pane)
{
    const QList<Gui::ErrorBanner *> banners = pane->findChildren<Gui::ErrorBanner *>();
    for (Gui::ErrorBanner *banner : banners) {
        if (!banner->isHidden()) {
            return banner;
        }
    }
    return nullptr;
}

QString bannerText(const QWidget *pane)
{
    const Gui::ErrorBanner *banner = shownBanner(pane);
    if (banner == nullptr) {
        return {};
    }
    const QList<QLabel *> labels = banner->findChildren<QLabel *>();
    return labels.isEmpty() ? QString() : labels.first()->text();
}
} // namespace

class TestUnreadableRecords final : public QObject
{
    Q_OBJECT

private slots:
    void domainsPane_recordsWithoutIdOrName_noRow_andTheBannerSaysWhy()
    {
        Sandbox::SandboxOptions options;
        options.faults << unreadable(u"/domains"_s, 3);
        QVERIFY(m_sandbox.start(options));
        Session session(m_sandbox.url(), m_sandbox.sessionKey());
        Gui::DomainsPane pane;
        pane.setSession(&session);
        pane.show();
        QSignalSpy loaded(&session, &Session::domainsLoaded);
        session.open();
        QVERIFY(loaded.wait(waitMs));

        // The demo account has 8 domains; 3 came without id and name.
        QCOMPARE(session.domains()->rowCount(), 5);
        for (const Core::Domain &domain : session.domains()->domains()) {
            QVERIFY(!domain.id.isEmpty());
            QVERIFY(!domain.name.isEmpty());
        }
        // (Without the English translation loaded, plurals read "domain(s)".)
        const QString text = bannerText(&pane);
        QVERIFY2(text.startsWith(u"3 domain"_s), qPrintable(text));
        QVERIFY2(text.endsWith(u" could not be read: no name found; see the request log."_s), qPrintable(text));

        // The request log is one click away.
        auto *showLog = shownBanner(&pane)->findChild<QPushButton *>(u"showRequestLogButton"_s);
        QVERIFY(showLog != nullptr);
        QVERIFY(showLog->isVisible());
        QVERIFY(!shownBanner(&pane)->findChild<QPushButton *>(u"retryButton"_s)->isVisible());
        QTest::mouseClick(showLog, Qt::LeftButton);
        auto *dialog = pane.window()->findChild<Gui::RequestLogDialog *>();
        QVERIFY(dialog != nullptr);
        QTRY_VERIFY(dialog->isVisible());
        dialog->close();
    }

    void domainsPane_everyRecordReadable_noBanner()
    {
        QVERIFY(m_sandbox.start(Sandbox::SandboxOptions()));
        Session session(m_sandbox.url(), m_sandbox.sessionKey());
        Gui::DomainsPane pane;
        pane.setSession(&session);
        pane.show();
        QSignalSpy loaded(&session, &Session::domainsLoaded);
        session.open();
        QVERIFY(loaded.wait(waitMs));
        QCOMPARE(session.domains()->rowCount(), 8);
        QCOMPARE(shownBanner(&pane), nullptr);
    }

    void aliasesPane_recordsWithoutIdOrAddress_noRow_andTheBannerSaysWhy()
    {
        Sandbox::SandboxOptions options;
        options.faults << unreadable(u"/domains/*/aliases"_s, 2);
        QVERIFY(m_sandbox.start(options));
        Session session(m_sandbox.url(), m_sandbox.sessionKey());
        QSignalSpy domainsLoaded(&session, &Session::domainsLoaded);
        session.open();
        QVERIFY(domainsLoaded.wait(waitMs));
        Gui::AliasesPane pane;
        pane.setSession(&session);
        pane.show();
        QSignalSpy aliasesLoaded(&session, &Session::aliasesLoaded);
        pane.activate();
        QVERIFY(aliasesLoaded.wait(waitMs));

        const int total =
            session.domains()->domains().at(session.domains()->rowOf(session.aliases()->domainId())).aliasCount;
        QVERIFY(total > 2);
        QCOMPARE(session.aliases()->rowCount(), total - 2);
        for (int row = 0; row < session.aliases()->rowCount(); ++row) {
            QVERIFY(!session.aliases()->aliasAt(row).id.isEmpty());
        }
        const QString text = bannerText(&pane);
        QVERIFY2(text.startsWith(u"2 alias"_s), qPrintable(text));
        QVERIFY2(text.endsWith(u" could not be read: no address found; see the request log."_s), qPrintable(text));
        QVERIFY(shownBanner(&pane)->findChild<QPushButton *>(u"showRequestLogButton"_s)->isVisible());
    }

    void apiKeysPane_recordsWithoutId_noRow_andTheBannerSaysWhy()
    {
        Sandbox::SandboxOptions options;
        options.faults << unreadable(u"/api-keys"_s, 1);
        QVERIFY(m_sandbox.start(options));
        Session session(m_sandbox.url(), m_sandbox.sessionKey());
        QSignalSpy domainsLoaded(&session, &Session::domainsLoaded);
        session.open();
        QVERIFY(domainsLoaded.wait(waitMs));
        Gui::ApiKeysPane pane;
        pane.setSession(&session);
        pane.show();
        QSignalSpy keysLoaded(&session, &Session::apiKeysLoaded);
        pane.activate();
        QVERIFY(keysLoaded.wait(waitMs));

        QCOMPARE(session.apiKeys()->rowCount(), 2); // two seeded keys and the session's, one of them unreadable
        for (int row = 0; row < session.apiKeys()->rowCount(); ++row) {
            QVERIFY(!session.apiKeys()->keyAt(row).id.isEmpty());
        }
        const QString text = bannerText(&pane);
        QVERIFY2(text.startsWith(u"1 API key"_s), qPrintable(text));
        QVERIFY2(text.endsWith(u" could not be read: no id found; see the request log."_s), qPrintable(text));
    }

    void connectDialog_noReadableRecordAtAll_saysTheShapeIsUnknown()
    {
        Sandbox::SandboxOptions options;
        options.faults << unreadable(u"/domains"_s, 100);
        QVERIFY(m_sandbox.start(options));
        Gui::ConnectDialog dialog;
        dialog.show();
        dialog.findChild<QLineEdit *>(u"serviceUrlEdit"_s)->setText(m_sandbox.url().toString());
        dialog.findChild<QLineEdit *>(u"apiKeyEdit"_s)->setText(m_sandbox.sessionKey());
        QSignalSpy tested(&dialog, &Gui::ConnectDialog::connectionTested);
        QTest::mouseClick(dialog.findChild<QPushButton *>(u"testConnectionButton"_s), Qt::LeftButton);
        QVERIFY(tested.wait(waitMs));
        QCOMPARE(tested.last().first().toBool(), false);
        const QString text = dialog.findChild<QLabel *>(u"connectionResultLabel"_s)->text();
        QVERIFY2(text.startsWith(u"The service answers in a shape ForwardDesk does not know"_s), qPrintable(text));
        QVERIFY(!text.contains(u"Connected"_s));
    }

    void connectDialog_someRecordsReadable_isConnected()
    {
        Sandbox::SandboxOptions options;
        options.faults << unreadable(u"/domains"_s, 3);
        QVERIFY(m_sandbox.start(options));
        Gui::ConnectDialog dialog;
        dialog.show();
        dialog.findChild<QLineEdit *>(u"serviceUrlEdit"_s)->setText(m_sandbox.url().toString());
        dialog.findChild<QLineEdit *>(u"apiKeyEdit"_s)->setText(m_sandbox.sessionKey());
        QSignalSpy tested(&dialog, &Gui::ConnectDialog::connectionTested);
        QTest::mouseClick(dialog.findChild<QPushButton *>(u"testConnectionButton"_s), Qt::LeftButton);
        QVERIFY(tested.wait(waitMs));
        QCOMPARE(tested.last().first().toBool(), true);
        const QString text = dialog.findChild<QLabel *>(u"connectionResultLabel"_s)->text();
        QVERIFY2(text.startsWith(u"Connected: 5 domain"_s), qPrintable(text));
    }

    void cleanup() { m_sandbox.stop(); }

private:
    Sandbox::SandboxServer m_sandbox;
};

QTEST_MAIN(TestUnreadableRecords)
#include "tst_unreadablerecords.moc"
