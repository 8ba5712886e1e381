// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared by the secret store test executables (header-only: each executable is one .cpp).

#include "core/secretstore.h"

#include <QDirIterator>
#include <QFile>
#include <QLoggingCategory>
#include <QMutex>
#include <QObject>
#include <QStringList>
#include <QTest>

#include <optional>
#include <utility>

namespace ForwardDesk::SecretStoreTests {

using namespace Qt::StringLiterals;

using Core::SecretStore;
using Result = SecretStore::Result;
using ErrorKind = SecretStore::ErrorKind;

constexpr int waitMs = 20000;

/// The profiles every store test writes under (each test executable has secrets of its own, so a leak
/// shows which store it came from).
inline const QString profileA = u"profile-a"_s;
inline const QString profileB = u"profile-b"_s;

/// Starts one asynchronous store call and waits for its answer (a test failure shows as "no answer").
template <typename Start>
Result wait(Start start)
{
    std::optional<Result> answer;
    QObject context;
    start(&context, [&answer](const Result &result) { answer = result; });
    if (!QTest::qWaitFor([&answer] { return answer.has_value(); }, waitMs)) {
        return SecretStore::failure(ErrorKind::Other, u"the test got no answer"_s);
    }
    return *answer;
}

inline Result read(SecretStore &store, const QString &profileId)
{
    return wait([&](QObject *context, const SecretStore::Handler &h) { store.read(profileId, context, h); });
}

inline Result write(SecretStore &store, const QString &profileId, const QString &secret)
{
    return wait([&](QObject *context, const SecretStore::Handler &h) { store.write(profileId, secret, context, h); });
}

inline Result remove(SecretStore &store, const QString &profileId)
{
    return wait([&](QObject *context, const SecretStore::Handler &h) { store.remove(profileId, context, h); });
}

/// "NotFound (message)" for failure output.
inline QByteArray describe(const Result &result)
{
    return (SecretStore::kindName(result.error) + u" ("_s + result.message + u")"_s).toUtf8();
}

/// QVERIFY that @p expression (evaluated once) answers @p kind, printing what came instead.
#define VERIFY_KIND(expression, kind)                                                                                  \
    do {                                                                                                               \
        const ::ForwardDesk::SecretStoreTests::Result verifiedResult = (expression);                                   \
        QVERIFY2(verifiedResult.error == (kind),                                                                       \
                 QByteArray("expected " + ::ForwardDesk::Core::SecretStore::kindName(kind).toUtf8() + ", got "         \
                            + ::ForwardDesk::SecretStoreTests::describe(verifiedResult))                               \
                     .constData());                                                                                    \
    } while (false)

// The contract every SecretStore keeps, one check a test function (a failed check returns from the helper,
// which is all the test does).

/// Writing then reading gives the secret back; the write's answer carries no secret. The secret stays stored.
inline void verifyWriteThenRead(SecretStore &store, const QString &profile, const QString &secret)
{
    const Result written = write(store, profile, secret);
    QVERIFY2(written.ok(), describe(written).constData());
    QVERIFY(written.secret.isEmpty());

    const Result readBack = read(store, profile);
    QVERIFY2(readBack.ok(), describe(readBack).constData());
    QCOMPARE(readBack.secret, secret);
}

/// A second write replaces the first secret.
inline void verifyOverwrite(SecretStore &store, const QString &profile, const QString &first, const QString &second)
{
    QVERIFY(write(store, profile, first).ok());
    const Result overwritten = write(store, profile, second);
    QVERIFY2(overwritten.ok(), describe(overwritten).constData());
    QCOMPARE(read(store, profile).secret, second);
}

/// After a remove, a read answers NotFound without a secret.
inline void verifyRemoveThenRead(SecretStore &store, const QString &profile, const QString &secret)
{
    QVERIFY(write(store, profile, secret).ok());
    const Result removed = remove(store, profile);
    QVERIFY2(removed.ok(), describe(removed).constData());

    const Result readBack = read(store, profile);
    VERIFY_KIND(readBack, ErrorKind::NotFound);
    QVERIFY(readBack.secret.isEmpty());
}

/// Two profiles' secrets never mix, and removing one leaves the other. Leaves neither stored.
inline void verifyProfilesKeptApart(SecretStore &store, const std::pair<QString, QString> &a,
                                    const std::pair<QString, QString> &b)
{
    QVERIFY(write(store, a.first, a.second).ok());
    QVERIFY(write(store, b.first, b.second).ok());
    QCOMPARE(read(store, a.first).secret, a.second);
    QCOMPARE(read(store, b.first).secret, b.second);

    QVERIFY(remove(store, a.first).ok());
    VERIFY_KIND(read(store, a.first), ErrorKind::NotFound);
    QCOMPARE(read(store, b.first).secret, b.second);
    QVERIFY(remove(store, b.first).ok());
}

/// Removing what was never stored succeeds.
inline void verifyRemoveOfNothing(SecretStore &store)
{
    const Result removed = remove(store, u"profile-never-written"_s);
    QVERIFY2(removed.ok(), describe(removed).constData());
}

/// The checks of the contract, one data row each (addContractRows(), verifyContract()).
enum class ContractCheck { WriteThenRead, Overwrite, RemoveThenRead, RemoveOfNothing, ProfilesKeptApart };

/// Adds a row for every check of the contract to a `_data` function.
inline void addContractRows()
{
    QTest::addColumn<int>("check");
    QTest::newRow("write then read") << int(ContractCheck::WriteThenRead);
    QTest::newRow("write over an earlier secret") << int(ContractCheck::Overwrite);
    QTest::newRow("remove then read") << int(ContractCheck::RemoveThenRead);
    QTest::newRow("remove with nothing stored") << int(ContractCheck::RemoveOfNothing);
    QTest::newRow("profiles kept apart") << int(ContractCheck::ProfilesKeptApart);
}

/// Runs the row's check on @p store, writing @p secretA and @p secretB (each store's tests have their own, so
/// that a leak shows which store it came from).
inline void verifyContract(SecretStore &store, const QString &secretA, const QString &secretB)
{
    QFETCH(int, check);
    switch (static_cast<ContractCheck>(check)) {
    case ContractCheck::WriteThenRead:
        verifyWriteThenRead(store, profileA, secretA);
        break;
    case ContractCheck::Overwrite:
        verifyOverwrite(store, profileA, secretA, secretB);
        break;
    case ContractCheck::RemoveThenRead:
        verifyRemoveThenRead(store, profileA, secretA);
        break;
    case ContractCheck::RemoveOfNothing:
        verifyRemoveOfNothing(store);
        break;
    case ContractCheck::ProfilesKeptApart:
        verifyProfilesKeptApart(store, {profileA, secretA}, {profileB, secretB});
        break;
    }
}

/// Records every message logged while it lives, with every forwarddesk category switched on down to debug,
/// so that a test can prove a secret never reaches a log. One at a time.
class LogRecorder final
{
public:
    LogRecorder()
    {
        s_previousFilter = QLoggingCategory::installFilter(&enableAll);
        s_previousHandler = qInstallMessageHandler(&record);
    }
    ~LogRecorder()
    {
        qInstallMessageHandler(s_previousHandler);
        QLoggingCategory::installFilter(s_previousFilter);
    }
    LogRecorder(const LogRecorder &) = delete;
    LogRecorder &operator=(const LogRecorder &) = delete;

    [[nodiscard]] static QStringList messages()
    {
        const QMutexLocker lock(&s_mutex);
        return s_messages;
    }

    static void clear()
    {
        const QMutexLocker lock(&s_mutex);
        s_messages.clear();
    }

    /// The recorded messages that contain @p text.
    [[nodiscard]] static QStringList messagesContaining(const QString &text) { return messages().filter(text); }

private:
    static void enableAll(QLoggingCategory *category)
    {
        if (s_previousFilter) {
            s_previousFilter(category);
        }
        if (QByteArrayView(category->categoryName()).startsWith("forwarddesk.")) {
            category->setEnabled(QtDebugMsg, true);
            category->setEnabled(QtInfoMsg, true);
            category->setEnabled(QtWarningMsg, true);
        }
    }

    static void record(QtMsgType type, const QMessageLogContext &context, const QString &message)
    {
        {
            const QMutexLocker lock(&s_mutex);
            s_messages.append(message);
        }
        if (s_previousHandler) {
            s_previousHandler(type, context, message);
        }
    }

    static inline QMutex s_mutex;
    static inline QStringList s_messages;
    static inline QLoggingCategory::CategoryFilter s_previousFilter = nullptr;
    static inline QtMessageHandler s_previousHandler = nullptr;
};

/// Files under @p directory whose content holds one of @p needles.
inline QStringList filesContaining(const QString &directory, const QList<QByteArray> &needles)
{
    QStringList found;
    QDirIterator it(directory, QDir::Files | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            found.append(path + u" (unreadable)"_s);
            continue;
        }
        const QByteArray content = file.readAll();
        for (const QByteArray &needle : needles) {
            if (content.contains(needle)) {
                found.append(path);
                break;
            }
        }
    }
    return found;
}

} // namespace ForwardDesk::SecretStoreTests
