// SPDX-License-Identifier: GPL-3.0-or-later
// MemorySecretStore, and through it the SecretStore contract every implementation keeps.

#include "core/memorysecretstore.h"
#include "secretstoretestutil.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace ForwardDesk::SecretStoreTests;
using ForwardDesk::Core::MemorySecretStore;

namespace {

const QString secretA = u"memory-secret-a-51c0"_s;
const QString secretB = u"memory-secret-b-9e2d"_s;

} // namespace

class TestMemorySecretStore final : public QObject
{
    Q_OBJECT

private slots:
    void contract_data() { addContractRows(); }

    void contract()
    {
        MemorySecretStore store;
        verifyContract(store, secretA, secretB);
    }

    void read_withNothingStored_answersNotFound()
    {
        MemorySecretStore store;
        const Result result = read(store, profileA);
        VERIFY_KIND(result, ErrorKind::NotFound);
        QVERIFY(result.secret.isEmpty());
    }

    void simulatedNoBackend_failsEveryOperationWithNoBackend()
    {
        MemorySecretStore store;
        QVERIFY(write(store, profileA, secretA).ok());
        store.setSimulatedError(ErrorKind::NoBackend);

        const Result readResult = read(store, profileA);
        VERIFY_KIND(readResult, ErrorKind::NoBackend);
        QVERIFY(readResult.secret.isEmpty());
        QVERIFY(!readResult.message.isEmpty());
        VERIFY_KIND(write(store, profileB, secretB), ErrorKind::NoBackend);
        VERIFY_KIND(remove(store, profileA), ErrorKind::NoBackend);

        // The simulation touched nothing: what was there is still there, what failed was not stored.
        store.setSimulatedError(ErrorKind::None);
        QCOMPARE(read(store, profileA).secret, secretA);
        VERIFY_KIND(read(store, profileB), ErrorKind::NotFound);
    }

    void answer_comesFromTheEventLoop_neverInsideTheCall()
    {
        MemorySecretStore store;
        QObject context;
        int answers = 0;
        store.write(profileA, secretA, &context, [&answers](const Result &) { ++answers; });
        QCOMPARE(answers, 0);
        QTRY_COMPARE(answers, 1);
        // Exactly once.
        QTest::qWait(50);
        QCOMPARE(answers, 1);
    }

    void answer_isDropped_whenTheContextIsGone()
    {
        MemorySecretStore store;
        bool answered = false;
        {
            QObject context;
            store.read(profileA, &context, [&answered](const Result &) { answered = true; });
        }
        // A later call on the same store is answered, so the first one had its turn by then.
        QVERIFY(read(store, profileA).error == ErrorKind::NotFound);
        QVERIFY(!answered);
    }

    void emptyProfileId_isRefused()
    {
        MemorySecretStore store;
        VERIFY_KIND(write(store, QString(), secretA), ErrorKind::Other);
        VERIFY_KIND(read(store, QString()), ErrorKind::Other);
        VERIFY_KIND(remove(store, QString()), ErrorKind::Other);
    }

    void isPersistent_isFalse()
    {
        const MemorySecretStore store;
        QVERIFY(!store.isPersistent());
    }

    void secrets_neverReachTheLog()
    {
        const LogRecorder recorder;
        MemorySecretStore store;
        QVERIFY(write(store, profileA, secretA).ok());
        QVERIFY(read(store, profileA).ok());
        QVERIFY(remove(store, profileA).ok());
        QVERIFY2(!LogRecorder::messagesContaining(profileA).isEmpty(), "the store logged nothing at all");
        QCOMPARE(LogRecorder::messagesContaining(secretA), QStringList());
    }
};

QTEST_GUILESS_MAIN(TestMemorySecretStore)
#include "tst_memorysecretstore.moc"
