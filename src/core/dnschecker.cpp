// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/dnschecker.h"

#include <QDnsLookup>
#include <QHash>
#include <QRegularExpression>
#include <QTimer>

#include <memory>
#include <utility>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Core {

namespace {

const QString apexHost = u"@"_s;
const QString mxType = u"MX"_s;
const QString txtType = u"TXT"_s;
const QString cnameType = u"CNAME"_s;

QString withoutTrailingDot(QString name)
{
    while (name.endsWith(u'.')) {
        name.chop(1);
    }
    return name;
}

// "10 MX1.Example.NET." → "10 mx1.example.net"; a value without a preference keeps only the host.
QString normalisedMx(const QString &value)
{
    const QStringList parts = value.simplified().split(u' ', Qt::SkipEmptyParts);
    if (parts.size() >= 2) {
        bool isNumber = false;
        const int preference = parts.first().toInt(&isNumber);
        if (isNumber) {
            return QString::number(preference) + u' ' + withoutTrailingDot(parts.at(1).toLower());
        }
    }
    return parts.isEmpty() ? QString() : withoutTrailingDot(parts.first().toLower());
}

QString mxHost(const QString &normalised)
{
    const qsizetype space = normalised.indexOf(u' ');
    return space < 0 ? normalised : normalised.mid(space + 1);
}

// Zone-file style quoting ("v=spf1 " "~all") is removed; the strings of one record are one value.
QString normalisedTxt(const QString &value)
{
    QString text = value.trimmed();
    if (text.size() >= 2 && text.startsWith(u'"') && text.endsWith(u'"')) {
        static const QRegularExpression joints(u"\"\\s+\""_s);
        text = text.mid(1, text.size() - 2).replace(joints, QString());
    }
    return text;
}

QString normalised(const QString &type, const QString &value)
{
    if (type == mxType) {
        return normalisedMx(value);
    }
    if (type == txtType) {
        return normalisedTxt(value);
    }
    return withoutTrailingDot(value.trimmed().toLower());
}

bool sameValue(const QString &type, const QString &expected, const QString &published)
{
    if (type == mxType && !expected.contains(u' ')) {
        return expected == mxHost(published); // no preference asked for: any preference will do
    }
    return expected == published;
}

DnsChecker::Answer answerOf(const QDnsLookup &lookup)
{
    DnsChecker::Answer answer;
    switch (lookup.error()) {
    case QDnsLookup::NoError:
        answer.status = DnsChecker::LookupStatus::Answered;
        break;
    case QDnsLookup::NotFoundError:
        answer.status = DnsChecker::LookupStatus::NotFound;
        return answer;
    default:
        answer.status = DnsChecker::LookupStatus::Failed;
        answer.error = lookup.errorString();
        return answer;
    }
    const QList<QDnsMailExchangeRecord> mailExchanges = lookup.mailExchangeRecords();
    for (const QDnsMailExchangeRecord &record : mailExchanges) {
        answer.values << QString::number(record.preference()) + u' ' + withoutTrailingDot(record.exchange());
    }
    const QList<QDnsTextRecord> texts = lookup.textRecords();
    for (const QDnsTextRecord &record : texts) {
        QByteArray joined;
        const QList<QByteArray> strings = record.values();
        for (const QByteArray &part : strings) {
            joined += part;
        }
        answer.values << QString::fromUtf8(joined);
    }
    const QList<QDnsDomainNameRecord> names = lookup.canonicalNameRecords();
    for (const QDnsDomainNameRecord &record : names) {
        answer.values << withoutTrailingDot(record.value());
    }
    if (answer.values.isEmpty()) {
        answer.status = DnsChecker::LookupStatus::NotFound; // the name exists, but has no such record
    }
    return answer;
}

} // namespace

DnsChecker::DnsChecker(QObject *parent)
    : QObject(parent)
{ }

DnsChecker::~DnsChecker() = default;

void DnsChecker::setResolver(Resolver resolver)
{
    m_resolver = std::move(resolver);
}

bool DnsChecker::canCheck(const QString &type)
{
    const QString upper = type.toUpper();
    return upper == mxType || upper == txtType || upper == cnameType;
}

QString DnsChecker::queryName(const QString &asciiDomain, const QString &host)
{
    const QString domain = withoutTrailingDot(asciiDomain.trimmed().toLower());
    const QString trimmedHost = host.trimmed();
    if (trimmedHost.isEmpty() || trimmedHost == apexHost) {
        return domain;
    }
    if (trimmedHost.endsWith(u'.')) {
        return withoutTrailingDot(trimmedHost.toLower()); // fully qualified already
    }
    const QString lowerHost = trimmedHost.toLower();
    if (lowerHost == domain || lowerHost.endsWith(u'.' + domain)) {
        return lowerHost;
    }
    return lowerHost + u'.' + domain;
}

DnsChecker::Result DnsChecker::compare(const Core::DnsRecord &expected, const Answer &answer)
{
    Result result;
    switch (answer.status) {
    case LookupStatus::NotFound:
        result.match = Match::Missing;
        result.text = tr("Nothing published");
        return result;
    case LookupStatus::TimedOut:
        result.match = Match::Unavailable;
        result.text = tr("No answer from DNS in time");
        return result;
    case LookupStatus::Failed:
        result.match = Match::Unavailable;
        result.text = answer.error.isEmpty() ? tr("DNS lookup failed") : tr("DNS lookup failed: %1").arg(answer.error);
        return result;
    case LookupStatus::Answered:
        break;
    }
    const QString type = expected.type.toUpper();
    const QString wanted = normalised(type, expected.expected);
    QStringList published;
    bool found = false;
    for (const QString &value : answer.values) {
        const QString value2 = normalised(type, value);
        published << value2;
        found = found || sameValue(type, wanted, value2);
    }
    result.published = published;
    if (found) {
        result.match = Match::Matches;
        result.text = wanted;
    } else if (published.isEmpty()) {
        result.match = Match::Missing;
        result.text = tr("Nothing published");
    } else {
        result.match = Match::Differs;
        result.text = published.join(u'\n');
    }
    return result;
}

void DnsChecker::check(const QString &asciiDomain, const QList<Core::DnsRecord> &records)
{
    cancel();
    const int generation = ++m_generation;
    m_domain = asciiDomain;
    m_results = QList<Result>(records.size());

    // One query per (type, name), shared by the records that ask for it (two MX records, one query).
    QHash<QString, QList<int>> waiting;
    QList<std::pair<QString, QString>> queries;
    for (qsizetype i = 0; i < records.size(); ++i) {
        const QString type = records.at(i).type.toUpper();
        if (!canCheck(type)) {
            m_results[i].match = Match::Unavailable;
            m_results[i].text = tr("Not checked for %1 records").arg(type);
            continue;
        }
        m_results[i].match = Match::Checking;
        m_results[i].text = tr("Looking up…");
        const QString name = queryName(asciiDomain, records.at(i).host);
        const QString key = type + u' ' + name;
        if (!waiting.contains(key)) {
            queries.append({type, name});
        }
        waiting[key].append(static_cast<int>(i));
    }
    m_pending = static_cast<int>(queries.size());
    if (queries.isEmpty()) {
        emit finished();
        return;
    }
    for (const auto &[type, name] : std::as_const(queries)) {
        const QList<int> indexes = waiting.value(type + u' ' + name);
        lookUp(type, name, [this, generation, indexes, records](const Answer &answer) {
            if (generation != m_generation) {
                return; // a newer check (or cancel) superseded this one
            }
            for (const int index : indexes) {
                m_results[index] = compare(records.at(index), answer);
                emit recordChecked(index, m_results.at(index));
            }
            if (--m_pending == 0) {
                emit finished();
            }
        });
    }
}

void DnsChecker::cancel()
{
    ++m_generation;
    m_pending = 0;
    const QList<QDnsLookup *> running = findChildren<QDnsLookup *>(QString(), Qt::FindDirectChildrenOnly);
    for (QDnsLookup *lookup : running) {
        lookup->abort();
    }
}

void DnsChecker::lookUp(const QString &type, const QString &name, const Reply &reply)
{
    if (m_resolver) {
        m_resolver(type, name, reply);
        return;
    }
    const QDnsLookup::Type lookupType = type == mxType ? QDnsLookup::MX
        : type == txtType                              ? QDnsLookup::TXT
                                                       : QDnsLookup::CNAME;
    auto *lookup = new QDnsLookup(lookupType, name, this);
    auto *timer = new QTimer(lookup);
    timer->setSingleShot(true);
    auto answered = std::make_shared<bool>(false);
    connect(lookup, &QDnsLookup::finished, this, [lookup, answered, reply] {
        lookup->deleteLater();
        if (!std::exchange(*answered, true)) {
            reply(answerOf(*lookup));
        }
    });
    // QDnsLookup has no deadline of its own; without one a machine with a silent resolver would wait forever.
    connect(timer, &QTimer::timeout, this, [lookup, answered, reply] {
        if (!std::exchange(*answered, true)) {
            Answer answer;
            answer.status = LookupStatus::TimedOut;
            reply(answer);
        }
        lookup->abort();
    });
    timer->start(m_timeoutMs);
    lookup->lookup();
}

} // namespace ForwardDesk::Core
