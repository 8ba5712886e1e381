// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dnsrecord.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>

namespace ForwardDesk::Core {

/// Looks up what the world's DNS publishes now for a domain's expected records, without asking the service.
///
/// Usage: check(asciiDomain, records); each record's outcome arrives with recordChecked(), then finished().
/// Lookups are asynchronous (QDnsLookup) and bounded by a timeout, so a machine without DNS never blocks
/// the GUI. Tests replace the resolver with setResolver() and feed canned answers.
class DnsChecker final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DnsChecker)

public:
    /// How one DNS query ended.
    enum class LookupStatus { Answered, NotFound, Failed, TimedOut };
    /// One DNS query's answer: the published values in text form ("10 mx1.example.net" for MX).
    struct Answer
    {
        LookupStatus status = LookupStatus::Failed;
        QStringList values;
        QString error; ///< the resolver's words when the lookup failed
    };
    /// How what the world sees compares with what the service expects.
    enum class Match { NotChecked, Checking, Matches, Differs, Missing, Unavailable };
    struct Result
    {
        Match match = Match::NotChecked;
        QString text; ///< for the "What the world sees now" column
        QStringList published;
    };

    using Reply = std::function<void(const Answer &answer)>;
    /// Runs one query (@p type "MX", "TXT" or "CNAME" for the ASCII @p name) and calls @p reply once.
    using Resolver = std::function<void(const QString &type, const QString &name, const Reply &reply)>;

    explicit DnsChecker(QObject *parent = nullptr);
    ~DnsChecker() override;

    /// Test seam: answers queries instead of the real DNS. An empty function restores QDnsLookup.
    void setResolver(Resolver resolver);
    void setTimeoutMs(int milliseconds) { m_timeoutMs = milliseconds; }

    /// Starts looking up @p records of @p asciiDomain; a check still running is forgotten.
    void check(const QString &asciiDomain, const QList<Core::DnsRecord> &records);
    void cancel();
    [[nodiscard]] bool isRunning() const { return m_pending > 0; }
    [[nodiscard]] QString domain() const { return m_domain; }
    [[nodiscard]] QList<Result> results() const { return m_results; }

    /// The name to query for @p host ("@", "_forwarddesk", or a full name) under @p asciiDomain.
    [[nodiscard]] static QString queryName(const QString &asciiDomain, const QString &host);
    /// Compares one expected record with the answer to its query.
    [[nodiscard]] static Result compare(const Core::DnsRecord &expected, const Answer &answer);
    /// Whether DnsChecker can look up records of @p type.
    [[nodiscard]] static bool canCheck(const QString &type);

signals:
    void recordChecked(int index, const ForwardDesk::Core::DnsChecker::Result &result);
    void finished();

private:
    void lookUp(const QString &type, const QString &name, const Reply &reply);

    Resolver m_resolver;
    QString m_domain;
    QList<Result> m_results;
    int m_pending = 0;
    int m_generation = 0;
    int m_timeoutMs = 8000;
};

} // namespace ForwardDesk::Core
