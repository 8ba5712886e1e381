// SPDX-License-Identifier: GPL-3.0-or-later
// AliasBulkJob against the sandbox: every alias changed in turn, progress and outcomes signalled, a stop
// leaving the rest untouched, failures reported per alias, and a domain switch ending the job.

#include "guitest.h"
#include "models/aliasbulkjob.h"
#include "models/aliasmodel.h"
#include "models/domainmodel.h"
#include "models/session.h"
#include "sandbox/faultrule.h"
#include "sandbox/sandboxserver.h"

#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace ForwardDesk;
using Models::AliasBulkJob;
using Models::Session;

namespace {
constexpr int waitMs = 10000;
} // namespace

class TestAliasBulkJob final : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        QVERIFY2(m_fixture.start(), qPrintable(m_fixture.lastError()));
        m_session = m_fixture.session();
        QSignalSpy aliases(m_session, &Session::aliasesLoaded);
        m_session->loadAliases(m_session->domains()->idOfName(TestSupport::demoBusyDomain));
        QVERIFY(aliases.wait(waitMs));
        QVERIFY(m_session->aliases()->rowCount() >= 4);
    }

    void cleanup() { m_fixture.stop(); }

    void disable_changesEachAliasAndSignalsProgressAndOutcomes()
    {
        const QList<Core::Alias> targets = aliasesWithState(true, 3);
        AliasBulkJob job(m_session, AliasBulkJob::Action::Disable, targets);
        QSignalSpy progress(&job, &AliasBulkJob::progress);
        QSignalSpy outcomes(&job, &AliasBulkJob::aliasFinished);
        QSignalSpy finished(&job, &AliasBulkJob::finished);
        job.start();
        QVERIFY(job.isRunning());
        QVERIFY(finished.wait(waitMs));
        QVERIFY(!job.isRunning());
        QCOMPARE(finished.constFirst().at(0).toInt(), 3);
        QCOMPARE(progress.count(), 3);
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(progress.at(i).at(0).toInt(), i);
            QCOMPARE(progress.at(i).at(1).toInt(), 3);
            QCOMPARE(progress.at(i).at(2).value<Core::Alias>().id, targets.at(i).id);
        }
        QCOMPARE(outcomes.count(), 3);
        for (const QList<QVariant> &outcome : outcomes) {
            QVERIFY(!outcome.at(1).value<Core::ApiError>().isError());
        }
        for (const Core::Alias &target : targets) {
            QVERIFY(!shown(target.id).enabled);
            QVERIFY(!atService(target.id).enabled);
            QCOMPARE(atService(target.id).destinations, target.destinations);
        }
    }

    void stop_leavesTheRemainingAliasesUntouched()
    {
        const QList<Core::Alias> targets = aliasesWithState(true, 3);
        AliasBulkJob job(m_session, AliasBulkJob::Action::Disable, targets);
        QSignalSpy finished(&job, &AliasBulkJob::finished);
        connect(&job, &AliasBulkJob::aliasFinished, &job, &AliasBulkJob::stop);
        job.start();
        QVERIFY(finished.wait(waitMs));
        QCOMPARE(finished.constFirst().at(0).toInt(), 1);
        QCOMPARE(job.handledCount(), 1);
        QVERIFY(!atService(targets.at(0).id).enabled);
        QVERIFY(atService(targets.at(1).id).enabled);
        QVERIFY(atService(targets.at(2).id).enabled);
    }

    void refusedRequest_isReportedForThatAliasAndTheJobGoesOn()
    {
        const QList<Core::Alias> targets = aliasesWithState(true, 2);
        m_fixture.sandbox()->addFault(TestSupport::serverError("PATCH", u"/domains/*/aliases/*"_s, 1));
        AliasBulkJob job(m_session, AliasBulkJob::Action::Disable, targets);
        QSignalSpy outcomes(&job, &AliasBulkJob::aliasFinished);
        QSignalSpy finished(&job, &AliasBulkJob::finished);
        job.start();
        QVERIFY(finished.wait(waitMs));
        QCOMPARE(outcomes.count(), 2);
        QCOMPARE(outcomes.at(0).at(1).value<Core::ApiError>().kind(), Core::ApiError::Kind::ServerError);
        QVERIFY(!outcomes.at(1).at(1).value<Core::ApiError>().isError());
        QVERIFY(shown(targets.at(0).id).enabled); // not optimistic: the refused row keeps its state
        QVERIFY(!shown(targets.at(1).id).enabled);
    }

    void delete_removesTheRowsOnceConfirmed()
    {
        const int before = m_session->aliases()->rowCount();
        const QList<Core::Alias> targets = {m_session->aliases()->aliasAt(0), m_session->aliases()->aliasAt(1)};
        AliasBulkJob job(m_session, AliasBulkJob::Action::Delete, targets);
        QSignalSpy finished(&job, &AliasBulkJob::finished);
        job.start();
        QVERIFY(finished.wait(waitMs));
        QCOMPARE(finished.constFirst().at(0).toInt(), 2);
        QCOMPARE(m_session->aliases()->rowCount(), before - 2);
        for (const Core::Alias &target : targets) {
            QCOMPARE(m_session->aliases()->rowOf(target.id), -1);
        }
    }

    void otherDomainShown_endsTheJobBeforeTheNextAlias()
    {
        const QList<Core::Alias> targets = aliasesWithState(true, 3);
        AliasBulkJob job(m_session, AliasBulkJob::Action::Disable, targets);
        QSignalSpy finished(&job, &AliasBulkJob::finished);
        connect(&job, &AliasBulkJob::aliasFinished, this,
                [this] { m_session->loadAliases(m_session->domains()->idOfName(u"acme-studio.example"_s)); });
        job.start();
        QVERIFY(finished.wait(waitMs));
        QCOMPARE(finished.constFirst().at(0).toInt(), 1);
        QVERIFY(atService(targets.at(1).id, TestSupport::demoBusyDomain).enabled);
    }

    void sessionGone_endsTheJob()
    {
        const QList<Core::Alias> targets = aliasesWithState(true, 2);
        AliasBulkJob job(m_session, AliasBulkJob::Action::Disable, targets);
        QSignalSpy finished(&job, &AliasBulkJob::finished);
        m_fixture.stop();
        job.start();
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished.constFirst().at(0).toInt(), 0);
    }

private:
    [[nodiscard]] QList<Core::Alias> aliasesWithState(bool enabled, int count) const
    {
        QList<Core::Alias> result;
        for (const Core::Alias &alias : m_session->aliases()->aliases()) {
            if (alias.enabled == enabled && !alias.catchAll && result.size() < count) {
                result << alias;
            }
        }
        return result;
    }

    [[nodiscard]] Core::Alias shown(const QString &id) const
    {
        return m_session->aliases()->aliasAt(m_session->aliases()->rowOf(id));
    }

    /// The alias as the service has it now, asked for separately from the alias model.
    [[nodiscard]] Core::Alias atService(const QString &id, const QString &domain = TestSupport::demoBusyDomain) const
    {
        std::optional<Core::ApiResult<Core::Alias>> result;
        QObject context;
        m_session->findAlias(m_session->domains()->idOfName(domain), id, QString(), &context,
                             [&](const Core::ApiResult<Core::Alias> &r) { result = r; });
        if (!QTest::qWaitFor([&] { return result.has_value(); }, waitMs) || !result->ok()) {
            return {};
        }
        return result->value();
    }

    TestSupport::SessionFixture m_fixture;
    Session *m_session = nullptr;
};

QTEST_GUILESS_MAIN(TestAliasBulkJob)
#include "tst_aliasbulkjob.moc"
