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

namespace ForwardDesk::SecretStoreTests {

using namespace Qt::StringLiterals;

using Core::SecretStore;
using Result = SecretStore::Result;
using ErrorKind = SecretStore::ErrorKind;

constexpr int waitMs = 20000;

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
