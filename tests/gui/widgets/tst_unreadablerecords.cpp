// SPDX-License-Identifier: GPL-3.0-or-later
// A service that answers records the client cannot read: no row appears for them, the pane says how many and
// which field was missing, with the request log one click away; a first connection that reads nothing at all
// is not "Connected".

#include "gui/account/connectdialog.h"
#include "gui/aliases/aliasespane.h"
#include "gui/domains/domainspane.h"
#include "gui/keys/apikeyspane.h"
#include "gui/widgets/errorbanner.h"
#include "gui/window/pane.h"
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
#include <optional>

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

/// QVERIFY that the banner @p pane shows starts with @p start and ends with @p end (the count in between is
/// a plural, "domain(s)" without the English translation loaded).
void verifyBannerSays(const QWidget *pane, const QString &start, const QString &end)
{
    const QString text = bannerText(pane);
    QVERIFY2(text.startsWith(start), qPrintable(text));
    QVERIFY2(text.endsWith(end), qPrintable(text));
}

/// Opens @p session and waits for its domains.
bool openAndWait(Session &session)
{
    QSignalSpy loaded(&session, &Session::domainsLoaded);
    session.open();
    return loaded.wait(waitMs);
}

/// Gives @p pane the session and shows it, then opens the session and waits for its domains.
bool showAndOpen(Gui::Pane &pane, Session &session)
{
    pane.setSession(&session);
    pane.show();
    return openAndWait(session);
}

/// Gives @p pane the (open) session, shows and activates it, and waits for @p loaded.
template <typename Signal>
bool showAndActivate(Gui::Pane &pane, Session &session, Signal loaded)
{
    pane.setSession(&session);
    pane.show();
    QSignalSpy spy(&session, loaded);
    pane.activate();
    return spy.wait(waitMs);
}
} // namespace

class TestUnreadableRecords final : public QObject
{
    Q_OBJECT

private slots:
    void domainsPane_recordsWithoutIdOrName_noRow_andTheBannerSaysWhy()
    {
        QVERIFY(startSandbox(unreadable(u"/domains"_s, 3)));
        Session session(m_sandbox.url(), m_sandbox.sessionKey());
        Gui::DomainsPane pane;
        QVERIFY(showAndOpen(pane, session));

        // The demo account has 8 domains; 3 came without id and name.
        QCOMPARE(session.domains()->rowCount(), 5);
        for (const Core::Domain &domain : session.domains()->domains()) {
            QVERIFY(!domain.id.isEmpty());
            QVERIFY(!domain.name.isEmpty());
        }
        // (Without the English translation loaded, plurals read "domain(s)".)
        verifyBannerSays(&pane, u"3 domain"_s, u" could not be read: no name found; see the request log."_s);
        if (QTest::currentTestFailed()) {
            return;
        }

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
        QVERIFY(startSandbox());
        Session session(m_sandbox.url(), m_sandbox.sessionKey());
        Gui::DomainsPane pane;
        QVERIFY(showAndOpen(pane, session));
        QCOMPARE(session.domains()->rowCount(), 8);
        QCOMPARE(shownBanner(&pane), nullptr);
    }

    void aliasesPane_recordsWithoutIdOrAddress_noRow_andTheBannerSaysWhy()
    {
        const std::unique_ptr<Session> session = openSession(unreadable(u"/domains/*/aliases"_s, 2));
        QVERIFY(session);
        Gui::AliasesPane pane;
        QVERIFY(showAndActivate(pane, *session, &Session::aliasesLoaded));

        const int total =
            session->domains()->domains().at(session->domains()->rowOf(session->aliases()->domainId())).aliasCount;
        QVERIFY(total > 2);
        QCOMPARE(session->aliases()->rowCount(), total - 2);
        for (int row = 0; row < session->aliases()->rowCount(); ++row) {
            QVERIFY(!session->aliases()->aliasAt(row).id.isEmpty());
        }
        verifyBannerSays(&pane, u"2 alias"_s, u" could not be read: no address found; see the request log."_s);
        if (QTest::currentTestFailed()) {
            return;
        }
        QVERIFY(shownBanner(&pane)->findChild<QPushButton *>(u"showRequestLogButton"_s)->isVisible());
    }

    void apiKeysPane_recordsWithoutId_noRow_andTheBannerSaysWhy()
    {
        const std::unique_ptr<Session> session = openSession(unreadable(u"/api-keys"_s, 1));
        QVERIFY(session);
        Gui::ApiKeysPane pane;
        QVERIFY(showAndActivate(pane, *session, &Session::apiKeysLoaded));

        QCOMPARE(session->apiKeys()->rowCount(), 2); // two seeded keys and the session's, one of them unreadable
        for (int row = 0; row < session->apiKeys()->rowCount(); ++row) {
            QVERIFY(!session->apiKeys()->keyAt(row).id.isEmpty());
        }
        verifyBannerSays(&pane, u"1 API key"_s, u" could not be read: no id found; see the request log."_s);
    }

    /// A first connection that reads no record at all is not "Connected"; one that reads some is.
    void connectDialog_testConnection_isConnectedOnlyWhenARecordIsReadable_data()
    {
        QTest::addColumn<int>("unreadableCount");
        QTest::addColumn<bool>("connected");
        QTest::addColumn<QString>("textStart");
        QTest::newRow("none readable") << 100 << false << u"The service answers in a shape ForwardDesk does not know"_s;
        QTest::newRow("some readable") << 3 << true << u"Connected: 5 domain"_s;
    }

    void connectDialog_testConnection_isConnectedOnlyWhenARecordIsReadable()
    {
        QFETCH(int, unreadableCount);
        QFETCH(bool, connected);
        QFETCH(QString, textStart);
        QVERIFY(startSandbox(unreadable(u"/domains"_s, unreadableCount)));
        Gui::ConnectDialog dialog;
        dialog.show();
        dialog.findChild<QLineEdit *>(u"serviceUrlEdit"_s)->setText(m_sandbox.url().toString());
        dialog.findChild<QLineEdit *>(u"apiKeyEdit"_s)->setText(m_sandbox.sessionKey());
        QSignalSpy tested(&dialog, &Gui::ConnectDialog::connectionTested);
        QTest::mouseClick(dialog.findChild<QPushButton *>(u"testConnectionButton"_s), Qt::LeftButton);
        QVERIFY(tested.wait(waitMs));
        QCOMPARE(tested.last().first().toBool(), connected);
        const QString text = dialog.findChild<QLabel *>(u"connectionResultLabel"_s)->text();
        QVERIFY2(text.startsWith(textStart), qPrintable(text));
        QCOMPARE(text.contains(u"Connected"_s), connected);
    }

    void cleanup() { m_sandbox.stop(); }

private:
    /// Starts the sandbox (demo seed) with @p fault in force, if one is given.
    bool startSandbox(const std::optional<Sandbox::FaultRule> &fault = std::nullopt)
    {
        Sandbox::SandboxOptions options;
        if (fault) {
            options.faults << *fault;
        }
        return m_sandbox.start(options);
    }

    /// Starts the sandbox with @p fault in force and opens a session on it; null unless its domains loaded.
    std::unique_ptr<Session> openSession(const Sandbox::FaultRule &fault)
    {
        if (!startSandbox(fault)) {
            return nullptr;
        }
        auto session = std::make_unique<Session>(m_sandbox.url(), m_sandbox.sessionKey());
        return openAndWait(*session) ? std::move(session) : nullptr;
    }

    Sandbox::SandboxServer m_sandbox;
};

QTEST_MAIN(TestUnreadableRecords)
#include "tst_unreadablerecords.moc"
