// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandboxseeder.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QLoggingCategory>
#include <QRandomGenerator>
#include <QUuid>

#include <algorithm>
#include <array>
#include <vector>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Sandbox {

namespace {

Q_LOGGING_CATEGORY(lcSeeder, "forwarddesk.sandbox.seeder")

constexpr qint64 secondMs = 1000;
constexpr qint64 minuteMs = 60 * secondMs;
constexpr qint64 hourMs = 60 * minuteMs;
constexpr qint64 dayMs = 24 * hourMs;
constexpr qint64 logHistoryMs = 14 * dayMs;

constexpr int demoLogCount = 2000;
constexpr int largeDomainCount = 1000;
constexpr int largeAliasCount = 100000;
constexpr int largeBulkAliasCount = 50000;
constexpr int largeLogCount = 100000;
constexpr int seededVerifyAfter = 2;
constexpr int tokenLength = 32;

// Seed vocabulary. Everything uses reserved example domains so that no real address appears.
constexpr std::array firstNames = {"anna", "erik", "lena",  "jonas", "maria", "li",    "noah",  "sofia",
                                   "omar", "ines", "paul",  "yuki",  "ava",   "felix", "mia",   "leon",
                                   "emma", "ben",  "chloe", "david", "elif",  "finn",  "greta", "hugo",
                                   "ida",  "jan",  "kira",  "luca",  "nora",  "oskar", "pia",   "rafael",
                                   "sara", "tom",  "ula",   "vera",  "will",  "xenia", "yara",  "zoe"};
constexpr std::array lastNames = {"lindqvist", "meyer",  "okafor", "tanaka",  "garcia", "novak",  "rossi",   "dubois",
                                  "kowalski",  "nguyen", "silva",  "jensen",  "murphy", "haddad", "schmidt", "costa",
                                  "berg",      "ivanov", "moreau", "fischer", "larsen", "smith",  "kim",     "popescu",
                                  "weber",     "santos", "walsh",  "kaya",    "horvat", "young",  "ali",     "brown",
                                  "chen",      "diaz",   "evans",  "fox",     "green",  "hill",   "ito",     "jones"};
constexpr std::array roleLocalparts = {
    "hello",    "info",       "contact",   "support",   "sales",    "billing",  "jobs",    "press",    "team",
    "admin",    "newsletter", "shop",      "orders",    "returns",  "accounts", "hr",      "dev",      "security",
    "abuse",    "postmaster", "webmaster", "events",    "partners", "legal",    "privacy", "invoices", "receipts",
    "travel",   "github",     "bank",      "insurance", "school",   "family",   "photos",  "office",   "marketing",
    "feedback", "help",       "careers",   "media",     "studio",   "booking",  "tickets", "alerts",   "reports",
    "status",   "ops",        "finance",   "design",    "community"};
constexpr std::array destinationMailboxes = {
    "anna@example.net",         "erik.lindqvist@example.org", "inbox@example.com",   "team@helpdesk.example",
    "ops@example.net",          "maria.garcia@example.org",   "archive@example.com", "jonas+mail@example.net",
    "shared-inbox@example.org", "accounting@books.example"};
constexpr std::array catchAllLocalparts = {"promo",  "amazon",   "shop-2026", "test",  "random",  "newsletter7",
                                           "signup", "conf2026", "old-mail",  "guest", "lottery", "coupon"};
constexpr std::array unknownLocalparts = {"ceo",  "marketing-team", "noreply",    "mail", "sales2",   "jdoe",
                                          "root", "office",         "accounting", "x",    "wp-admin", "user"};

struct MailSample
{
    const char *sender;
    const char *subject;
};

constexpr std::array hamSamples = {
    MailSample{"news@shop.example", "Your order has shipped"},
    MailSample{"orders@shop.example", "Order confirmation #%1"},
    MailSample{"noreply@github.example", "[forwarddesk] Pull request #%1 merged"},
    MailSample{"billing@cloudhost.example", "Your invoice for November is ready"},
    MailSample{"no-reply@bank.example", "Your monthly statement is available"},
    MailSample{"team@calendar.example", "Invitation: Weekly sync @ Tue 10:00"},
    MailSample{"maria.garcia@example.org", "Re: Photos from the weekend"},
    MailSample{"erik@example.net", "Dinner on Friday?"},
    MailSample{"support@airline.example", "Your booking reference %1"},
    MailSample{"hello@newsletter.example", "This week in open source"},
    MailSample{"alerts@monitoring.example", "[RESOLVED] api-gateway latency"},
    MailSample{"alerts@monitoring.example", "[FIRING] disk usage above 90% on db-2"},
    MailSample{"jobs@careers.example", "Application received: Senior Qt Developer"},
    MailSample{"info@buecherwurm.example", "Ihre Bestellung bei Bücherwurm"},
    MailSample{"noreply@tickets.example", "Your tickets for Saturday"},
    MailSample{"receipts@rides.example", "Your Tuesday evening trip"},
    MailSample{"security@accounts.example", "New sign-in from Firefox on Linux"},
    MailSample{"school@district.example", "Parent-teacher meeting next week"},
    MailSample{"landlord@example.com", "Heating maintenance on Thursday"},
    MailSample{"press@agency.example", "Interview request"},
    MailSample{"customer@example.org", "Question about my order %1"},
    MailSample{"partners@vendor.example", "Updated price list 2026"},
    MailSample{"kira@example.net", "Fwd: slides"},
    MailSample{"noreply@insurance.example", "Documents for your policy %1"},
};
constexpr std::array spamSamples = {
    MailSample{"winner@prize-claim.example", "Congratulations! You have won"},
    MailSample{"offers@cheap-meds.example", "Limited offer, 90% off"},
    MailSample{"security@paypa1.example", "Your account has been suspended"},
    MailSample{"crypto@moonshot.example", "Double your investment in 24 hours"},
    MailSample{"dating@lonely.example", "Someone viewed your profile"},
};

struct Outcome
{
    const char *status;
    int code;
    const char *message; ///< %1 = recipient or destination, %2 = a number
    bool forwarded; ///< whether the message went out to a destination
};

constexpr Outcome delivered{"delivered", 250, "2.0.0 OK: queued as %2", true};
constexpr std::array spamOutcomes = {
    Outcome{"spam", 550, "5.7.1 Message rejected as spam (score %2)", false},
    Outcome{"spam", 554, "5.7.1 Spam message rejected", false},
};
constexpr std::array bounceOutcomes = {
    Outcome{"bounced", 550, "5.1.1 <%1>: Recipient address rejected: User unknown in virtual mailbox table", true},
    Outcome{"bounced", 552, "5.2.2 <%1>: Mailbox full", true},
    Outcome{"bounced", 552, "5.3.4 Message size exceeds fixed limit", true},
};
constexpr std::array deferOutcomes = {
    Outcome{"deferred", 421, "4.7.0 Try again later, closing connection", true},
    Outcome{"deferred", 451, "4.3.0 Temporary lookup failure", true},
    Outcome{"deferred", 450, "4.2.1 The user you are trying to contact is receiving mail too quickly", true},
};
constexpr std::array policyOutcomes = {
    Outcome{"rejected", 550, "5.7.26 Unauthenticated email from this domain is not accepted (DMARC policy)", false},
    Outcome{"rejected", 554, "5.7.1 Sender address rejected: SPF check failed", false},
};
constexpr Outcome unknownRecipient{"rejected", 550, "5.1.1 <%1>: Recipient address rejected: User unknown", false};
constexpr Outcome disabledAlias{"rejected", 550, "5.2.1 <%1>: Recipient address rejected: alias disabled", false};

struct DemoDomain
{
    const char *name; ///< ASCII form
    const char *status;
    int checks;
    int ageDays;
    int aliases;
    bool catchAll;
};

constexpr std::array demoDomains = {
    DemoDomain{"lindqvist.example", "active", 1, 420, 18, true},
    DemoDomain{"acme-studio.example", "active", 1, 300, 14, true},
    DemoDomain{"xn--bcher-kva.example", "active", 2, 200, 10, false}, // bücher.example
    DemoDomain{"tinkerworks.example", "active", 3, 150, 10, true},
    DemoDomain{"quietharbor.example", "failing", 1, 5, 4, false},
    DemoDomain{"neverland-records.example", "failing", 6, 20, 2, false}, // "never…": never verifies
    DemoDomain{"fernhill.example", "pending", 0, 1, 2, false},
    DemoDomain{"papercrane.example", "pending", 0, 0, 0, false},
};

QString text(const char *utf8)
{
    return QString::fromUtf8(utf8);
}

template <typename Container>
const auto &pick(QRandomGenerator &random, const Container &container)
{
    return container[random.bounded(static_cast<quint32>(std::size(container)))];
}

QString randomUuid(QRandomGenerator &random)
{
    std::array<quint32, 4> words{};
    random.fillRange(words.data(), words.size());
    QByteArray bytes(reinterpret_cast<const char *>(words.data()), sizeof(words));
    // Version 4, variant 1, as QUuid::createUuid() would make them.
    bytes[6] = static_cast<char>((bytes[6] & 0x0f) | 0x40);
    bytes[8] = static_cast<char>((bytes[8] & 0x3f) | 0x80);
    return QUuid::fromRfc4122(bytes).toString(QUuid::WithoutBraces);
}

QString randomHex(QRandomGenerator &random, int length)
{
    static constexpr char Digits[] = "0123456789abcdef";
    QString result(length, Qt::Uninitialized);
    for (int i = 0; i < length; ++i) {
        result[i] = QLatin1Char(Digits[random.bounded(16)]);
    }
    return result;
}

// Seed data while it is generated: each domain knows its aliases, so that log entries can pick them.
struct SeedDomain
{
    SandboxStore::Domain row;
    int catchAllIndex = -1; ///< index into the alias list
    QList<int> aliasIndexes;
};

struct Draft
{
    std::vector<SeedDomain> domains;
    std::vector<SandboxStore::Alias> aliases;
    std::vector<SandboxStore::LogEntry> logs;
};

SandboxStore::LogEntry makeLogEntry(QRandomGenerator &random, const QString &domain, SandboxStore::Alias *alias,
                                    qint64 time)
{
    SandboxStore::LogEntry entry;
    entry.created = time;
    entry.domain = domain;

    QString localpart;
    if (!alias) {
        localpart = text(pick(random, unknownLocalparts));
    } else if (alias->catchAll) {
        localpart = text(pick(random, catchAllLocalparts));
    } else {
        localpart = alias->localpart;
    }
    entry.recipient = localpart + u'@' + domain;
    if (alias) {
        entry.aliasId = alias->id;
        entry.aliasUuid = alias->uuid;
    }

    Outcome outcome = delivered;
    if (!alias) {
        outcome = unknownRecipient;
    } else if (!alias->enabled) {
        outcome = disabledAlias;
    } else {
        const quint32 roll = random.bounded(100);
        if (roll >= 96) {
            outcome = pick(random, policyOutcomes);
        } else if (roll >= 92) {
            outcome = pick(random, deferOutcomes);
        } else if (roll >= 87) {
            outcome = pick(random, bounceOutcomes);
        } else if (roll >= 80) {
            outcome = pick(random, spamOutcomes);
        }
    }

    const bool spam = QLatin1String(outcome.status) == QLatin1String("spam");
    const MailSample &sample = spam ? pick(random, spamSamples) : pick(random, hamSamples);
    entry.sender = text(sample.sender);
    entry.subject = text(sample.subject);
    if (entry.subject.contains(u"%1")) {
        entry.subject = entry.subject.arg(100000 + random.bounded(900000));
    }

    if (outcome.forwarded && alias && !alias->destinations.isEmpty()) {
        entry.destination = pick(random, alias->destinations);
    }
    entry.status = text(outcome.status);
    entry.smtpCode = outcome.code;
    QString message = text(outcome.message);
    if (message.contains(u"%1")) {
        message = message.arg(entry.destination.isNull() ? entry.recipient : entry.destination);
    }
    if (message.contains(u"%2")) {
        message = spam ? message.arg(QString::number(5.0 + random.bounded(80) / 10.0, 'f', 1))
                       : message.arg(randomHex(random, 10).toUpper());
    }
    entry.smtpMessage = message;

    const QDateTime utc = QDateTime::fromMSecsSinceEpoch(time, Qt::UTC);
    const QString senderDomain = entry.sender.section(u'@', 1);
    entry.messageId =
        u'<' + utc.toString(u"yyyyMMddHHmmss"_s) + u'.' + randomHex(random, 12) + u'@' + senderDomain + u'>';

    // Mostly small text mails, some with attachments, a few large ones.
    const quint32 kind = random.bounded(100);
    if (kind < 70) {
        entry.size = 1800 + random.bounded(60000);
    } else if (kind < 95) {
        entry.size = 60000 + random.bounded(1'500'000);
    } else {
        entry.size = 1'500'000 + random.bounded(18'000'000);
    }

    if (alias && entry.status == u"delivered") {
        ++alias->forwardedCount;
    }
    return entry;
}

// Picks what a generated mail reaches: mostly an alias (busy ones more often), sometimes an unknown address
// (which a catch-all then takes, if the domain has one).
void generateLogs(QRandomGenerator &random, Draft &data, int count, qint64 now)
{
    std::vector<int> activeDomains;
    for (int i = 0; i < static_cast<int>(data.domains.size()); ++i) {
        if (data.domains[i].row.status == u"active" && !data.domains[i].aliasIndexes.isEmpty()) {
            activeDomains.push_back(i);
        }
    }
    if (activeDomains.empty()) {
        return;
    }

    std::vector<qint64> times(count);
    for (qint64 &time : times) {
        // More mail by day than by night.
        qint64 offset = static_cast<qint64>(random.bounded(static_cast<quint32>(logHistoryMs / secondMs))) * secondMs;
        const qint64 hour = (now - offset) / hourMs % 24;
        if ((hour < 6 || hour > 21) && random.bounded(2) == 0) {
            offset = static_cast<qint64>(random.bounded(static_cast<quint32>(logHistoryMs / secondMs))) * secondMs;
        }
        time = now - offset;
    }
    std::sort(times.begin(), times.end());

    data.logs.reserve(data.logs.size() + times.size());
    for (const qint64 time : times) {
        // Skewed towards the first domains and aliases: a few busy addresses, a long tail.
        const double domainDraw = random.generateDouble();
        SeedDomain &domain =
            data.domains[activeDomains[static_cast<size_t>(domainDraw * domainDraw * activeDomains.size())]];
        SandboxStore::Alias *alias = nullptr;
        if (random.bounded(100) < 7) {
            if (domain.catchAllIndex >= 0) {
                alias = &data.aliases[domain.catchAllIndex];
            }
        } else {
            const double aliasDraw = random.generateDouble();
            const int index =
                domain.aliasIndexes[static_cast<qsizetype>(aliasDraw * aliasDraw * domain.aliasIndexes.size())];
            alias = &data.aliases[index];
        }
        data.logs.push_back(makeLogEntry(random, domain.row.name, alias, time));
    }
}

// A recent incident for the demo to show: one destination mailbox is full, so mail to one alias has bounced
// several times in the last hour. It reuses the newest entries, so the number of entries stays the same.
void addRecentBounces(Draft &data, const QString &domainName, qint64 now)
{
    constexpr int bounces = 5;
    const SandboxStore::Alias *alias = nullptr;
    for (const SeedDomain &domain : data.domains) {
        if (domain.row.name != domainName) {
            continue;
        }
        for (const int index : domain.aliasIndexes) {
            const SandboxStore::Alias &candidate = data.aliases[index];
            if (!candidate.catchAll && candidate.enabled && !candidate.destinations.isEmpty()) {
                alias = &candidate;
                break;
            }
        }
    }
    if (!alias || data.logs.size() < static_cast<size_t>(bounces)) {
        return;
    }
    const QString destination = alias->destinations.constFirst();
    for (int i = 0; i < bounces; ++i) {
        SandboxStore::LogEntry &entry = data.logs[data.logs.size() - 1 - static_cast<size_t>(i)];
        entry.created = now - (3 + 11 * i) * minuteMs;
        entry.domain = domainName;
        entry.recipient = alias->localpart + u'@' + domainName;
        entry.aliasId = alias->id;
        entry.aliasUuid = alias->uuid;
        entry.destination = destination;
        entry.status = u"bounced"_s;
        entry.smtpCode = 552;
        entry.smtpMessage = u"5.2.2 <%1>: Mailbox full"_s.arg(destination);
    }
    std::sort(data.logs.begin(), data.logs.end(),
              [](const SandboxStore::LogEntry &a, const SandboxStore::LogEntry &b) { return a.created < b.created; });
}

SeedDomain makeSeedDomain(QRandomGenerator &random, qint64 id, const QString &name, const QString &status, int checks,
                          qint64 created)
{
    SeedDomain domain;
    SandboxStore::Domain &row = domain.row;
    row.id = id;
    row.uuid = randomUuid(random);
    row.name = name;
    row.status = status;
    row.checks = checks;
    row.verifyAfter = status == u"failing" ? checks + 1 : seededVerifyAfter;
    row.token = randomHex(random, tokenLength);
    row.created = created;
    if (checks > 0) {
        row.lastChecked = created + (10 + random.bounded(600)) * minuteMs;
    }
    if (status == u"active") {
        row.verified = row.lastChecked;
    }
    return domain;
}

void addSeedAlias(QRandomGenerator &random, Draft &data, int domainIndex, qint64 id, const QString &localpart,
                  bool catchAll, QStringList destinations, qint64 now)
{
    SeedDomain &domain = data.domains[domainIndex];
    SandboxStore::Alias alias;
    alias.id = id;
    alias.uuid = randomUuid(random);
    alias.domainId = domain.row.id;
    alias.domainUuid = domain.row.uuid;
    alias.localpart = catchAll ? u"*"_s : localpart;
    alias.catchAll = catchAll;
    alias.enabled = random.bounded(100) >= 8;
    alias.destinations = std::move(destinations);
    // Aliases exist before the logged mail reaches them, and some were edited later.
    const qint64 latest = std::max(domain.row.created + minuteMs, now - logHistoryMs - dayMs);
    const qint64 span = std::max<qint64>(minuteMs, latest - domain.row.created);
    alias.created =
        domain.row.created + static_cast<qint64>(random.bounded(static_cast<quint32>(span / secondMs))) * secondMs;
    alias.created = std::min(alias.created, now);
    alias.updated = random.bounded(4) == 0 ? std::min(now, alias.created + random.bounded(30) * dayMs) : alias.created;
    alias.forwardedCount = random.bounded(400);

    const int index = static_cast<int>(data.aliases.size());
    if (catchAll) {
        domain.catchAllIndex = index;
    } else {
        domain.aliasIndexes.append(index);
    }
    data.aliases.push_back(std::move(alias));
}

/// A quarter of the aliases forward to several people; one given @p atLeast 2 always does.
QStringList randomDestinations(QRandomGenerator &random, int atLeast = 1)
{
    const quint32 roll = random.bounded(100);
    const int count = std::max(atLeast, roll < 75 ? 1 : (roll < 93 ? 2 : 3));
    QStringList destinations;
    while (destinations.size() < count) {
        const QString destination = text(pick(random, destinationMailboxes));
        if (!destinations.contains(destination)) {
            destinations.append(destination);
        }
    }
    return destinations;
}

// The generated rows as the store takes them; log entries get their UUIDs last, from the same generator.
SandboxSeedData finish(QRandomGenerator &random, Draft &&data)
{
    SandboxSeedData result;
    result.domains.reserve(data.domains.size());
    for (SeedDomain &domain : data.domains) {
        result.domains.push_back(std::move(domain.row));
    }
    result.aliases = std::move(data.aliases);
    result.logs = std::move(data.logs);
    for (SandboxStore::LogEntry &entry : result.logs) {
        entry.uuid = randomUuid(random);
    }
    return result;
}

} // namespace

SandboxSeedData SandboxSeeder::demo(QRandomGenerator &random, qint64 firstDomainId, qint64 firstAliasId, qint64 now)
{
    Draft data;
    qint64 domainId = firstDomainId;
    qint64 aliasId = firstAliasId;

    for (const DemoDomain &demo : demoDomains) {
        const qint64 created = now - demo.ageDays * dayMs - random.bounded(20 * 60) * minuteMs;
        data.domains.push_back(
            makeSeedDomain(random, domainId++, text(demo.name), text(demo.status), demo.checks, created));
        const int domainIndex = static_cast<int>(data.domains.size()) - 1;
        // The last check of a failing domain is recent: that is when it was found wrong.
        SandboxStore::Domain &row = data.domains.back().row;
        if (row.status == u"failing") {
            row.lastChecked = now - (2 + random.bounded(40)) * hourMs;
        }

        std::vector<const char *> localparts(roleLocalparts.begin(), roleLocalparts.end());
        for (const char *first : firstNames) {
            localparts.push_back(first);
        }
        std::shuffle(localparts.begin(), localparts.end(), random);
        int remaining = demo.aliases;
        if (demo.catchAll) {
            addSeedAlias(random, data, domainIndex, aliasId++, {}, true, randomDestinations(random), now);
            --remaining;
        }
        // Whatever the random seed, each domain with aliases shows one that forwards to several people.
        for (int i = 0; i < remaining; ++i) {
            addSeedAlias(random, data, domainIndex, aliasId++, text(localparts[i]), false,
                         randomDestinations(random, i == 0 ? 2 : 1), now);
        }
    }
    generateLogs(random, data, demoLogCount, now);
    addRecentBounces(data, u"acme-studio.example"_s, now);

    SandboxSeedData result = finish(random, std::move(data));
    // Two keys besides the session key, as a customer who automates a little would have.
    result.keys.push_back(SandboxSeedData::Key{u"Laptop script"_s, now - 41 * dayMs, now - 2 * hourMs});
    result.keys.push_back(SandboxSeedData::Key{u"Home server"_s, now - 95 * dayMs, now - 3 * dayMs - 5 * hourMs});
    return result;
}

SandboxSeedData SandboxSeeder::large(QRandomGenerator &random, qint64 firstDomainId, qint64 firstAliasId, qint64 now)
{
    QElapsedTimer timer;
    timer.start();
    Draft data;
    data.domains.reserve(largeDomainCount);
    data.aliases.reserve(largeAliasCount);
    qint64 domainId = firstDomainId;
    qint64 aliasId = firstAliasId;

    for (int i = 0; i < largeDomainCount; ++i) {
        const QString name = i == 0
            ? u"bulk.example"_s
            : u"%1-%2-%3.example"_s.arg(text(pick(random, lastNames)), text(pick(random, roleLocalparts)))
                  .arg(i, 4, 10, QLatin1Char('0'));
        const quint32 roll = random.bounded(100);
        const QString status = i == 0 || roll < 90 ? u"active"_s : (roll < 96 ? u"failing"_s : u"pending"_s);
        const int checks = status == u"pending" ? 0 : 1 + static_cast<int>(random.bounded(3));
        const qint64 created = now - (20 + random.bounded(700)) * dayMs - random.bounded(1440) * minuteMs;
        data.domains.push_back(makeSeedDomain(random, domainId++, name, status, checks, created));
    }

    // Half of the aliases on bulk.example (people), the other half spread over the other domains (roles).
    for (int i = 0; i < largeBulkAliasCount; ++i) {
        const int first = i % static_cast<int>(firstNames.size());
        const int last = (i / static_cast<int>(firstNames.size())) % static_cast<int>(lastNames.size());
        const int round = i / static_cast<int>(firstNames.size() * lastNames.size());
        QString localpart = text(firstNames[first]) + u'.' + text(lastNames[last]);
        if (round > 0) {
            localpart += QString::number(round);
        }
        addSeedAlias(random, data, 0, aliasId++, localpart, false, {localpart + u"@staff.example"_s}, now);
    }
    const int otherDomains = largeDomainCount - 1;
    std::vector<int> perDomain(largeDomainCount, 0);
    for (int i = 0; i < largeAliasCount - largeBulkAliasCount; ++i) {
        const int domainIndex = 1 + i % otherDomains;
        const int n = perDomain[domainIndex]++;
        // Every tenth domain starts with a catch-all.
        if (n == 0 && domainIndex % 10 == 0) {
            addSeedAlias(random, data, domainIndex, aliasId++, {}, true, randomDestinations(random), now);
            continue;
        }
        QString localpart = text(roleLocalparts[n % static_cast<int>(roleLocalparts.size())]);
        if (n >= static_cast<int>(roleLocalparts.size())) {
            localpart += QString::number(n / static_cast<int>(roleLocalparts.size()));
        }
        addSeedAlias(random, data, domainIndex, aliasId++, localpart, false, randomDestinations(random), now);
    }
    generateLogs(random, data, largeLogCount, now);
    qCDebug(lcSeeder) << "Generated the large account's data in" << timer.elapsed() << "ms";

    return finish(random, std::move(data));
}

SandboxStore::LogEntry SandboxSeeder::logEntry(QRandomGenerator &random, const QString &domain,
                                               SandboxStore::Alias *alias, qint64 time)
{
    return makeLogEntry(random, domain, alias, time);
}

QString SandboxSeeder::verificationToken(QRandomGenerator &random)
{
    return randomHex(random, tokenLength);
}

} // namespace ForwardDesk::Sandbox
