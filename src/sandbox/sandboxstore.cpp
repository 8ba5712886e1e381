// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandboxstore.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QElapsedTimer>
#include <QLoggingCategory>
#include <QRandomGenerator>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>

#include <algorithm>
#include <array>
#include <atomic>
#include <vector>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Sandbox {

namespace {

Q_LOGGING_CATEGORY(lcStore, "forwarddesk.sandbox.store")

constexpr auto SqliteDriver = "QSQLITE";
constexpr auto KeyPrefix = "fwd_";
constexpr int KeyRandomLength = 40;
constexpr int KeyVisiblePrefixLength = 9;
constexpr auto KeyAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
constexpr int KeyAlphabetSize = 62;

constexpr auto FreeAccount = "free";
constexpr auto DemoAccount = "demo";
constexpr auto LargeAccount = "large";
constexpr auto DefaultKeyName = "Default";

constexpr qint64 SecondMs = 1000;
constexpr qint64 MinuteMs = 60 * SecondMs;
constexpr qint64 HourMs = 60 * MinuteMs;
constexpr qint64 DayMs = 24 * HourMs;
constexpr qint64 LogHistoryMs = 14 * DayMs;

constexpr int DemoLogCount = 2000;
constexpr int LargeDomainCount = 1000;
constexpr int LargeAliasCount = 100000;
constexpr int LargeBulkAliasCount = 50000;
constexpr int LargeLogCount = 100000;
constexpr int SeededVerifyAfter = 2;

// The schema. Each table has an integer id and a UUID so that the API can expose either (--ids).
constexpr std::array SchemaStatements = {
    R"(CREATE TABLE IF NOT EXISTS accounts (
        id INTEGER PRIMARY KEY, uuid TEXT NOT NULL, name TEXT NOT NULL UNIQUE, plan INTEGER NOT NULL))",
    R"(CREATE TABLE IF NOT EXISTS api_keys (
        id INTEGER PRIMARY KEY, uuid TEXT NOT NULL, account_id INTEGER NOT NULL, name TEXT NOT NULL,
        prefix TEXT NOT NULL, hash TEXT NOT NULL UNIQUE, created INTEGER NOT NULL, last_used INTEGER))",
    R"(CREATE TABLE IF NOT EXISTS domains (
        id INTEGER PRIMARY KEY, uuid TEXT NOT NULL, account_id INTEGER NOT NULL, name TEXT NOT NULL,
        status TEXT NOT NULL, checks INTEGER NOT NULL, verify_after INTEGER NOT NULL, token TEXT NOT NULL,
        created INTEGER NOT NULL, verified INTEGER, last_checked INTEGER))",
    R"(CREATE TABLE IF NOT EXISTS aliases (
        id INTEGER PRIMARY KEY, uuid TEXT NOT NULL, domain_id INTEGER NOT NULL, localpart TEXT NOT NULL,
        is_catch_all INTEGER NOT NULL, enabled INTEGER NOT NULL, destinations TEXT NOT NULL,
        created INTEGER NOT NULL, updated INTEGER NOT NULL, forwarded_count INTEGER NOT NULL))",
    R"(CREATE TABLE IF NOT EXISTS logs (
        id INTEGER PRIMARY KEY, uuid TEXT NOT NULL, account_id INTEGER NOT NULL, created INTEGER NOT NULL,
        sender TEXT NOT NULL, recipient TEXT NOT NULL, destination TEXT, domain TEXT NOT NULL, alias_id INTEGER,
        alias_uuid TEXT, status TEXT NOT NULL, smtp_code INTEGER NOT NULL, smtp_message TEXT NOT NULL,
        subject TEXT NOT NULL, message_id TEXT NOT NULL, size INTEGER NOT NULL))",
};

// Indexes come after the seed data: building one over 100,000 rows at the end is several times faster than
// keeping it up to date through 100,000 inserts of random UUIDs.
constexpr std::array IndexStatements = {
    "CREATE UNIQUE INDEX IF NOT EXISTS accounts_by_uuid ON accounts (uuid)",
    "CREATE UNIQUE INDEX IF NOT EXISTS api_keys_by_uuid ON api_keys (uuid)",
    "CREATE INDEX IF NOT EXISTS api_keys_by_account ON api_keys (account_id, id)",
    "CREATE UNIQUE INDEX IF NOT EXISTS domains_by_uuid ON domains (uuid)",
    "CREATE UNIQUE INDEX IF NOT EXISTS domains_by_name ON domains (account_id, name)",
    "CREATE UNIQUE INDEX IF NOT EXISTS aliases_by_uuid ON aliases (uuid)",
    "CREATE UNIQUE INDEX IF NOT EXISTS aliases_by_localpart ON aliases (domain_id, localpart)",
    // Alias lists read one domain's aliases in id order: a range scan with this, not a sort.
    "CREATE INDEX IF NOT EXISTS aliases_by_domain ON aliases (domain_id, id)",
    "CREATE UNIQUE INDEX IF NOT EXISTS logs_by_uuid ON logs (uuid)",
    // /logs reads the newest entries of one account; this makes that a range scan even for 100,000.
    "CREATE INDEX IF NOT EXISTS logs_by_account_time ON logs (account_id, created DESC, id DESC)",
};

constexpr auto DomainColumns = "d.id, d.uuid, d.name, d.status, d.checks, d.verify_after, d.token, d.created, "
                               "d.verified, d.last_checked, "
                               "(SELECT COUNT(*) FROM aliases c WHERE c.domain_id = d.id)";
constexpr auto AliasColumns = "a.id, a.uuid, a.domain_id, d.uuid, a.localpart, a.is_catch_all, a.enabled, "
                              "a.destinations, a.created, a.updated, a.forwarded_count";
constexpr auto LogColumns = "id, uuid, created, sender, recipient, destination, domain, alias_id, alias_uuid, "
                            "status, smtp_code, smtp_message, subject, message_id, size";
constexpr auto KeyColumns = "id, uuid, name, prefix, created, last_used";

// Destinations are kept as one text column: a newline can never be part of an address.
constexpr char DestinationSeparator = '\n';

// Seed vocabulary. Everything uses reserved example domains so that no real address appears.
constexpr std::array FirstNames = {"anna", "erik", "lena",  "jonas", "maria", "li",    "noah",  "sofia",
                                   "omar", "ines", "paul",  "yuki",  "ava",   "felix", "mia",   "leon",
                                   "emma", "ben",  "chloe", "david", "elif",  "finn",  "greta", "hugo",
                                   "ida",  "jan",  "kira",  "luca",  "nora",  "oskar", "pia",   "rafael",
                                   "sara", "tom",  "ula",   "vera",  "will",  "xenia", "yara",  "zoe"};
constexpr std::array LastNames = {"lindqvist", "meyer",  "okafor", "tanaka",  "garcia", "novak",  "rossi",   "dubois",
                                  "kowalski",  "nguyen", "silva",  "jensen",  "murphy", "haddad", "schmidt", "costa",
                                  "berg",      "ivanov", "moreau", "fischer", "larsen", "smith",  "kim",     "popescu",
                                  "weber",     "santos", "walsh",  "kaya",    "horvat", "young",  "ali",     "brown",
                                  "chen",      "diaz",   "evans",  "fox",     "green",  "hill",   "ito",     "jones"};
constexpr std::array RoleLocalparts = {
    "hello",    "info",       "contact",   "support",   "sales",    "billing",  "jobs",    "press",    "team",
    "admin",    "newsletter", "shop",      "orders",    "returns",  "accounts", "hr",      "dev",      "security",
    "abuse",    "postmaster", "webmaster", "events",    "partners", "legal",    "privacy", "invoices", "receipts",
    "travel",   "github",     "bank",      "insurance", "school",   "family",   "photos",  "office",   "marketing",
    "feedback", "help",       "careers",   "media",     "studio",   "booking",  "tickets", "alerts",   "reports",
    "status",   "ops",        "finance",   "design",    "community"};
constexpr std::array DestinationMailboxes = {
    "anna@example.net",         "erik.lindqvist@example.org", "inbox@example.com",   "team@helpdesk.example",
    "ops@example.net",          "maria.garcia@example.org",   "archive@example.com", "jonas+mail@example.net",
    "shared-inbox@example.org", "accounting@books.example"};
constexpr std::array CatchAllLocalparts = {"promo",  "amazon",   "shop-2026", "test",  "random",  "newsletter7",
                                           "signup", "conf2026", "old-mail",  "guest", "lottery", "coupon"};
constexpr std::array UnknownLocalparts = {"ceo",  "marketing-team", "noreply",    "mail", "sales2",   "jdoe",
                                          "root", "office",         "accounting", "x",    "wp-admin", "user"};

struct MailSample
{
    const char *sender;
    const char *subject;
};

constexpr std::array HamSamples = {
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
constexpr std::array SpamSamples = {
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

constexpr Outcome Delivered{"delivered", 250, "2.0.0 OK: queued as %2", true};
constexpr std::array SpamOutcomes = {
    Outcome{"spam", 550, "5.7.1 Message rejected as spam (score %2)", false},
    Outcome{"spam", 554, "5.7.1 Spam message rejected", false},
};
constexpr std::array BounceOutcomes = {
    Outcome{"bounced", 550, "5.1.1 <%1>: Recipient address rejected: User unknown in virtual mailbox table", true},
    Outcome{"bounced", 552, "5.2.2 <%1>: Mailbox full", true},
    Outcome{"bounced", 552, "5.3.4 Message size exceeds fixed limit", true},
};
constexpr std::array DeferOutcomes = {
    Outcome{"deferred", 421, "4.7.0 Try again later, closing connection", true},
    Outcome{"deferred", 451, "4.3.0 Temporary lookup failure", true},
    Outcome{"deferred", 450, "4.2.1 The user you are trying to contact is receiving mail too quickly", true},
};
constexpr std::array PolicyOutcomes = {
    Outcome{"rejected", 550, "5.7.26 Unauthenticated email from this domain is not accepted (DMARC policy)", false},
    Outcome{"rejected", 554, "5.7.1 Sender address rejected: SPF check failed", false},
};
constexpr Outcome UnknownRecipient{"rejected", 550, "5.1.1 <%1>: Recipient address rejected: User unknown", false};
constexpr Outcome DisabledAlias{"rejected", 550, "5.2.1 <%1>: Recipient address rejected: alias disabled", false};

struct DemoDomain
{
    const char *name; ///< ASCII form
    const char *status;
    int checks;
    int ageDays;
    int aliases;
    bool catchAll;
};

constexpr std::array DemoDomains = {
    DemoDomain{"lindqvist.example", "active", 1, 420, 18, true},
    DemoDomain{"acme-studio.example", "active", 1, 300, 14, true},
    DemoDomain{"xn--bcher-kva.example", "active", 2, 200, 10, false}, // bücher.example
    DemoDomain{"tinkerworks.example", "active", 3, 150, 10, true},
    DemoDomain{"quietharbor.example", "failing", 1, 5, 4, false},
    DemoDomain{"neverland-records.example", "failing", 6, 20, 2, false}, // "never…": never verifies
    DemoDomain{"fernhill.example", "pending", 0, 1, 2, false},
    DemoDomain{"papercrane.example", "pending", 0, 0, 0, false},
};

std::atomic<quint64> s_connectionCounter{0};

qint64 nowMs()
{
    // Whole seconds: every time format the API offers then shows the same instant.
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    return now - now % SecondMs;
}

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

QString newUuid()
{
    return QUuid::createUuid().toString(QUuid::WithoutBraces);
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

QString hashKey(const QString &value)
{
    return QString::fromLatin1(QCryptographicHash::hash(value.toUtf8(), QCryptographicHash::Sha256).toHex());
}

QString newKeyValue()
{
    // Keys are secrets: they come from the system's generator even when the seed data is reproducible.
    QString value = QString::fromLatin1(KeyPrefix);
    value.reserve(value.size() + KeyRandomLength);
    for (int i = 0; i < KeyRandomLength; ++i) {
        value += QLatin1Char(KeyAlphabet[QRandomGenerator::system()->bounded(KeyAlphabetSize)]);
    }
    return value;
}

QVariant nullableTime(std::optional<qint64> time)
{
    return time ? QVariant(*time) : QVariant(QMetaType::fromType<qint64>());
}

std::optional<qint64> optionalTime(const QVariant &value)
{
    return value.isNull() ? std::nullopt : std::optional<qint64>(value.toLongLong());
}

// In-memory form of seed data, written in one go after everything is generated.
struct SeedDomain
{
    SandboxStore::Domain row;
    int catchAllIndex = -1; ///< index into the alias list
    QList<int> aliasIndexes;
};

struct SeedData
{
    std::vector<SeedDomain> domains;
    std::vector<SandboxStore::Alias> aliases;
    std::vector<SandboxStore::LogEntry> logs;
};

// One realistic log entry for mail to @p domain; @p alias is the alias it reached, or null for an unknown
// recipient. Counts a delivery on the alias.
SandboxStore::LogEntry makeLogEntry(QRandomGenerator &random, const QString &domain, SandboxStore::Alias *alias,
                                    qint64 time)
{
    SandboxStore::LogEntry entry;
    entry.created = time;
    entry.domain = domain;

    QString localpart;
    if (!alias) {
        localpart = text(pick(random, UnknownLocalparts));
    } else if (alias->catchAll) {
        localpart = text(pick(random, CatchAllLocalparts));
    } else {
        localpart = alias->localpart;
    }
    entry.recipient = localpart + u'@' + domain;
    if (alias) {
        entry.aliasId = alias->id;
        entry.aliasUuid = alias->uuid;
    }

    Outcome outcome = Delivered;
    if (!alias) {
        outcome = UnknownRecipient;
    } else if (!alias->enabled) {
        outcome = DisabledAlias;
    } else {
        const quint32 roll = random.bounded(100);
        if (roll >= 96) {
            outcome = pick(random, PolicyOutcomes);
        } else if (roll >= 92) {
            outcome = pick(random, DeferOutcomes);
        } else if (roll >= 87) {
            outcome = pick(random, BounceOutcomes);
        } else if (roll >= 80) {
            outcome = pick(random, SpamOutcomes);
        }
    }

    const bool spam = QLatin1String(outcome.status) == QLatin1String("spam");
    const MailSample &sample = spam ? pick(random, SpamSamples) : pick(random, HamSamples);
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
void generateLogs(QRandomGenerator &random, SeedData &data, int count, qint64 now)
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
        qint64 offset = static_cast<qint64>(random.bounded(static_cast<quint32>(LogHistoryMs / SecondMs))) * SecondMs;
        const qint64 hour = (now - offset) / HourMs % 24;
        if ((hour < 6 || hour > 21) && random.bounded(2) == 0) {
            offset = static_cast<qint64>(random.bounded(static_cast<quint32>(LogHistoryMs / SecondMs))) * SecondMs;
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
void addRecentBounces(SeedData &data, const QString &domainName, qint64 now)
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
        entry.created = now - (3 + 11 * i) * MinuteMs;
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
    row.verifyAfter = status == u"failing" ? checks + 1 : SeededVerifyAfter;
    row.token = randomHex(random, 32);
    row.created = created;
    if (checks > 0) {
        row.lastChecked = created + (10 + random.bounded(600)) * MinuteMs;
    }
    if (status == u"active") {
        row.verified = row.lastChecked;
    }
    return domain;
}

void addSeedAlias(QRandomGenerator &random, SeedData &data, int domainIndex, qint64 id, const QString &localpart,
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
    const qint64 latest = std::max(domain.row.created + MinuteMs, now - LogHistoryMs - DayMs);
    const qint64 span = std::max<qint64>(MinuteMs, latest - domain.row.created);
    alias.created =
        domain.row.created + static_cast<qint64>(random.bounded(static_cast<quint32>(span / SecondMs))) * SecondMs;
    alias.created = std::min(alias.created, now);
    alias.updated = random.bounded(4) == 0 ? std::min(now, alias.created + random.bounded(30) * DayMs) : alias.created;
    alias.forwardedCount = random.bounded(400);

    const int index = static_cast<int>(data.aliases.size());
    if (catchAll) {
        domain.catchAllIndex = index;
    } else {
        domain.aliasIndexes.append(index);
    }
    data.aliases.push_back(std::move(alias));
}

QStringList randomDestinations(QRandomGenerator &random)
{
    // A quarter of the aliases forward to several people.
    const quint32 roll = random.bounded(100);
    const int count = roll < 75 ? 1 : (roll < 93 ? 2 : 3);
    QStringList destinations;
    while (destinations.size() < count) {
        const QString destination = text(pick(random, DestinationMailboxes));
        if (!destinations.contains(destination)) {
            destinations.append(destination);
        }
    }
    return destinations;
}

} // namespace

SandboxStore::SandboxStore()
    : m_connectionName(u"forwarddesk-sandbox-%1"_s.arg(++s_connectionCounter))
{ }

SandboxStore::~SandboxStore()
{
    {
        QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
        if (db.isValid()) {
            db.close();
        }
    }
    if (QSqlDatabase::contains(m_connectionName)) {
        QSqlDatabase::removeDatabase(m_connectionName);
    }
}

bool SandboxStore::open(const QString &path, QString *error)
{
    QSqlDatabase db = QSqlDatabase::contains(m_connectionName)
        ? QSqlDatabase::database(m_connectionName, false)
        : QSqlDatabase::addDatabase(QString::fromLatin1(SqliteDriver), m_connectionName);
    if (!db.isValid()) {
        if (error) {
            *error = u"The Qt SQLite driver is not available"_s;
        }
        return false;
    }
    db.setDatabaseName(path.isEmpty() ? u":memory:"_s : path);
    if (!db.open()) {
        if (error) {
            *error = u"Cannot open the database %1: %2"_s.arg(path, db.lastError().text());
        }
        return false;
    }
    QSqlQuery pragma(db);
    // A sandbox may lose its last writes in a crash; it must not be slow while seeding or under tests.
    pragma.exec(u"PRAGMA synchronous = OFF"_s);
    pragma.exec(u"PRAGMA temp_store = MEMORY"_s);
    if (!path.isEmpty()) {
        pragma.exec(u"PRAGMA journal_mode = WAL"_s);
    }
    return createSchema(error);
}

QSqlDatabase SandboxStore::database() const
{
    return QSqlDatabase::database(m_connectionName, false);
}

bool SandboxStore::createSchema(QString *error)
{
    return runStatements(SchemaStatements.data(), SchemaStatements.size(), error);
}

bool SandboxStore::createIndexes(QString *error)
{
    return runStatements(IndexStatements.data(), IndexStatements.size(), error);
}

bool SandboxStore::runStatements(const char *const *statements, size_t count, QString *error)
{
    QSqlQuery query(database());
    for (size_t i = 0; i < count; ++i) {
        const char *statement = statements[i];
        if (!query.exec(QString::fromLatin1(statement))) {
            if (error) {
                *error = u"Cannot create the schema: %1"_s.arg(query.lastError().text());
            }
            return false;
        }
    }
    return true;
}

bool SandboxStore::execute(QSqlQuery &query, const char *what) const
{
    if (query.exec()) {
        return true;
    }
    qCWarning(lcStore) << "Cannot" << what << ":" << query.lastError().text();
    return false;
}

qint64 SandboxStore::accountId(const QString &name) const
{
    QSqlQuery query(database());
    query.prepare(u"SELECT id FROM accounts WHERE name = ?"_s);
    query.addBindValue(name);
    if (execute(query, "find an account") && query.next()) {
        return query.value(0).toLongLong();
    }
    return 0;
}

qint64 SandboxStore::insertAccount(const QString &name, Plan plan)
{
    QSqlQuery query(database());
    query.prepare(u"INSERT INTO accounts (uuid, name, plan) VALUES (?, ?, ?)"_s);
    query.addBindValue(newUuid());
    query.addBindValue(name);
    query.addBindValue(static_cast<int>(plan));
    if (!execute(query, "create an account")) {
        return 0;
    }
    return query.lastInsertId().toLongLong();
}

bool SandboxStore::seed(SandboxOptions::Seed seed, quint32 randomSeed, QString *error)
{
    m_primaryAccount = QString::fromLatin1(seed == SandboxOptions::Seed::Large ? LargeAccount : DemoAccount);

    QSqlQuery existing(database());
    if (!existing.exec(u"SELECT COUNT(*) FROM accounts"_s) || !existing.next()) {
        if (error) {
            *error = existing.lastError().text();
        }
        return false;
    }
    if (existing.value(0).toLongLong() > 0) {
        // A reopened database keeps its data; the session key goes to whichever primary account it has.
        if (accountId(m_primaryAccount) == 0) {
            const QString other = QString::fromLatin1(seed == SandboxOptions::Seed::Large ? DemoAccount : LargeAccount);
            if (accountId(other) != 0) {
                m_primaryAccount = other;
            }
        }
        qCInfo(lcStore) << "Database already seeded; primary account" << m_primaryAccount;
        return createIndexes(error);
    }

    QElapsedTimer timer;
    timer.start();
    QSqlDatabase db = database();
    db.transaction();
    bool ok = insertAccount(QString::fromLatin1(FreeAccount), Plan::Free) != 0;
    const Plan primaryPlan = seed == SandboxOptions::Seed::Large ? Plan::Business : Plan::Pro;
    const qint64 primaryId = ok ? insertAccount(m_primaryAccount, primaryPlan) : 0;
    ok = primaryId != 0;

    QRandomGenerator random(randomSeed != 0 ? randomSeed : QRandomGenerator::global()->generate());
    if (ok && seed == SandboxOptions::Seed::Demo) {
        ok = seedDemo(primaryId, random);
    } else if (ok && seed == SandboxOptions::Seed::Large) {
        ok = seedLarge(primaryId, random);
    }
    if (!ok || !db.commit()) {
        const QString message = db.lastError().text();
        db.rollback();
        if (error) {
            *error = u"Cannot seed the database: %1"_s.arg(message);
        }
        return false;
    }
    if (!createIndexes(error)) {
        return false;
    }
    qCInfo(lcStore) << "Seeded" << m_primaryAccount << "in" << timer.elapsed() << "ms";
    return true;
}

qint64 SandboxStore::insertApiKey(qint64 accountId, const QString &name, const QString &value, qint64 created,
                                  std::optional<qint64> lastUsed)
{
    QSqlQuery query(database());
    query.prepare(u"INSERT INTO api_keys (uuid, account_id, name, prefix, hash, created, last_used) "
                  "VALUES (?, ?, ?, ?, ?, ?, ?)"_s);
    query.addBindValue(newUuid());
    query.addBindValue(accountId);
    query.addBindValue(name);
    query.addBindValue(value.left(KeyVisiblePrefixLength));
    query.addBindValue(hashKey(value));
    query.addBindValue(created);
    query.addBindValue(nullableTime(lastUsed));
    if (!execute(query, "store a key")) {
        return 0;
    }
    return query.lastInsertId().toLongLong();
}

bool SandboxStore::insertLog(QSqlQuery &query, qint64 accountId, const LogEntry &entry)
{
    query.bindValue(0, entry.uuid);
    query.bindValue(1, accountId);
    query.bindValue(2, entry.created);
    query.bindValue(3, entry.sender);
    query.bindValue(4, entry.recipient);
    query.bindValue(5, entry.destination.isNull() ? QVariant(QMetaType::fromType<QString>()) : entry.destination);
    query.bindValue(6, entry.domain);
    query.bindValue(7, entry.aliasId != 0 ? QVariant(entry.aliasId) : QVariant(QMetaType::fromType<qint64>()));
    query.bindValue(8, entry.aliasId != 0 ? QVariant(entry.aliasUuid) : QVariant(QMetaType::fromType<QString>()));
    query.bindValue(9, entry.status);
    query.bindValue(10, entry.smtpCode);
    query.bindValue(11, entry.smtpMessage);
    query.bindValue(12, entry.subject);
    query.bindValue(13, entry.messageId);
    query.bindValue(14, entry.size);
    return execute(query, "store a log entry");
}

namespace {

constexpr auto InsertDomainSql = "INSERT INTO domains (id, uuid, account_id, name, status, checks, verify_after, "
                                 "token, created, verified, last_checked) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";
constexpr auto InsertAliasSql =
    "INSERT INTO aliases (id, uuid, domain_id, localpart, is_catch_all, enabled, "
    "destinations, created, updated, forwarded_count) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";
constexpr auto InsertLogSql = "INSERT INTO logs (uuid, account_id, created, sender, recipient, destination, domain, "
                              "alias_id, alias_uuid, status, smtp_code, smtp_message, subject, message_id, size) "
                              "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";

qint64 nextId(const QSqlDatabase &db, const QString &table)
{
    QSqlQuery query(db);
    if (query.exec(u"SELECT COALESCE(MAX(id), 0) + 1 FROM "_s + table) && query.next()) {
        return query.value(0).toLongLong();
    }
    return 1;
}

} // namespace

bool SandboxStore::seedDemo(qint64 accountId, QRandomGenerator &random)
{
    const qint64 now = nowMs();
    SeedData data;
    qint64 domainId = nextId(database(), u"domains"_s);
    qint64 aliasId = nextId(database(), u"aliases"_s);

    for (const DemoDomain &demo : DemoDomains) {
        const qint64 created = now - demo.ageDays * DayMs - random.bounded(20 * 60) * MinuteMs;
        data.domains.push_back(
            makeSeedDomain(random, domainId++, text(demo.name), text(demo.status), demo.checks, created));
        const int domainIndex = static_cast<int>(data.domains.size()) - 1;
        // The last check of a failing domain is recent: that is when it was found wrong.
        SandboxStore::Domain &row = data.domains.back().row;
        if (row.status == u"failing") {
            row.lastChecked = now - (2 + random.bounded(40)) * HourMs;
        }

        std::vector<const char *> localparts(RoleLocalparts.begin(), RoleLocalparts.end());
        for (const char *first : FirstNames) {
            localparts.push_back(first);
        }
        std::shuffle(localparts.begin(), localparts.end(), random);
        int remaining = demo.aliases;
        if (demo.catchAll) {
            addSeedAlias(random, data, domainIndex, aliasId++, {}, true, randomDestinations(random), now);
            --remaining;
        }
        for (int i = 0; i < remaining; ++i) {
            addSeedAlias(random, data, domainIndex, aliasId++, text(localparts[i]), false, randomDestinations(random),
                         now);
        }
    }
    generateLogs(random, data, DemoLogCount, now);
    addRecentBounces(data, u"acme-studio.example"_s, now);

    QSqlDatabase db = database();
    QSqlQuery domainQuery(db);
    QSqlQuery aliasQuery(db);
    QSqlQuery logQuery(db);
    domainQuery.prepare(QString::fromLatin1(InsertDomainSql));
    aliasQuery.prepare(QString::fromLatin1(InsertAliasSql));
    logQuery.prepare(QString::fromLatin1(InsertLogSql));

    for (const SeedDomain &domain : data.domains) {
        const Domain &row = domain.row;
        int column = 0;
        for (const QVariant &value :
             {QVariant(row.id), QVariant(row.uuid), QVariant(accountId), QVariant(row.name), QVariant(row.status),
              QVariant(row.checks), QVariant(row.verifyAfter), QVariant(row.token), QVariant(row.created),
              nullableTime(row.verified), nullableTime(row.lastChecked)}) {
            domainQuery.bindValue(column++, value);
        }
        if (!execute(domainQuery, "seed a domain")) {
            return false;
        }
    }
    for (const Alias &alias : data.aliases) {
        int column = 0;
        for (const QVariant &value :
             {QVariant(alias.id), QVariant(alias.uuid), QVariant(alias.domainId), QVariant(alias.localpart),
              QVariant(alias.catchAll), QVariant(alias.enabled),
              QVariant(alias.destinations.join(QLatin1Char(DestinationSeparator))), QVariant(alias.created),
              QVariant(alias.updated), QVariant(alias.forwardedCount)}) {
            aliasQuery.bindValue(column++, value);
        }
        if (!execute(aliasQuery, "seed an alias")) {
            return false;
        }
    }
    for (LogEntry &entry : data.logs) {
        entry.uuid = randomUuid(random);
        if (!insertLog(logQuery, accountId, entry)) {
            return false;
        }
    }

    // Two keys besides the session key, as a customer who automates a little would have.
    return insertApiKey(accountId, u"Laptop script"_s, newKeyValue(), now - 41 * DayMs, now - 2 * HourMs) != 0
        && insertApiKey(accountId, u"Home server"_s, newKeyValue(), now - 95 * DayMs, now - 3 * DayMs - 5 * HourMs)
        != 0;
}

bool SandboxStore::seedLarge(qint64 accountId, QRandomGenerator &random)
{
    QElapsedTimer timer;
    timer.start();
    const qint64 now = nowMs();
    SeedData data;
    data.domains.reserve(LargeDomainCount);
    data.aliases.reserve(LargeAliasCount);
    qint64 domainId = nextId(database(), u"domains"_s);
    qint64 aliasId = nextId(database(), u"aliases"_s);

    for (int i = 0; i < LargeDomainCount; ++i) {
        const QString name = i == 0
            ? u"bulk.example"_s
            : u"%1-%2-%3.example"_s.arg(text(pick(random, LastNames)), text(pick(random, RoleLocalparts)))
                  .arg(i, 4, 10, QLatin1Char('0'));
        const quint32 roll = random.bounded(100);
        const QString status = i == 0 || roll < 90 ? u"active"_s : (roll < 96 ? u"failing"_s : u"pending"_s);
        const int checks = status == u"pending" ? 0 : 1 + static_cast<int>(random.bounded(3));
        const qint64 created = now - (20 + random.bounded(700)) * DayMs - random.bounded(1440) * MinuteMs;
        data.domains.push_back(makeSeedDomain(random, domainId++, name, status, checks, created));
    }

    // Half of the aliases on bulk.example (people), the other half spread over the other domains (roles).
    for (int i = 0; i < LargeBulkAliasCount; ++i) {
        const int first = i % static_cast<int>(FirstNames.size());
        const int last = (i / static_cast<int>(FirstNames.size())) % static_cast<int>(LastNames.size());
        const int round = i / static_cast<int>(FirstNames.size() * LastNames.size());
        QString localpart = text(FirstNames[first]) + u'.' + text(LastNames[last]);
        if (round > 0) {
            localpart += QString::number(round);
        }
        addSeedAlias(random, data, 0, aliasId++, localpart, false, {localpart + u"@staff.example"_s}, now);
    }
    const int otherDomains = LargeDomainCount - 1;
    std::vector<int> perDomain(LargeDomainCount, 0);
    for (int i = 0; i < LargeAliasCount - LargeBulkAliasCount; ++i) {
        const int domainIndex = 1 + i % otherDomains;
        const int n = perDomain[domainIndex]++;
        // Every tenth domain starts with a catch-all.
        if (n == 0 && domainIndex % 10 == 0) {
            addSeedAlias(random, data, domainIndex, aliasId++, {}, true, randomDestinations(random), now);
            continue;
        }
        QString localpart = text(RoleLocalparts[n % static_cast<int>(RoleLocalparts.size())]);
        if (n >= static_cast<int>(RoleLocalparts.size())) {
            localpart += QString::number(n / static_cast<int>(RoleLocalparts.size()));
        }
        addSeedAlias(random, data, domainIndex, aliasId++, localpart, false, randomDestinations(random), now);
    }
    generateLogs(random, data, LargeLogCount, now);
    qCDebug(lcStore) << "Generated the large account's data in" << timer.elapsed() << "ms";

    QSqlDatabase db = database();
    QSqlQuery domainQuery(db);
    QSqlQuery aliasQuery(db);
    QSqlQuery logQuery(db);
    domainQuery.prepare(QString::fromLatin1(InsertDomainSql));
    aliasQuery.prepare(QString::fromLatin1(InsertAliasSql));
    logQuery.prepare(QString::fromLatin1(InsertLogSql));

    for (const SeedDomain &domain : data.domains) {
        const Domain &row = domain.row;
        domainQuery.bindValue(0, row.id);
        domainQuery.bindValue(1, row.uuid);
        domainQuery.bindValue(2, accountId);
        domainQuery.bindValue(3, row.name);
        domainQuery.bindValue(4, row.status);
        domainQuery.bindValue(5, row.checks);
        domainQuery.bindValue(6, row.verifyAfter);
        domainQuery.bindValue(7, row.token);
        domainQuery.bindValue(8, row.created);
        domainQuery.bindValue(9, nullableTime(row.verified));
        domainQuery.bindValue(10, nullableTime(row.lastChecked));
        if (!execute(domainQuery, "seed a domain")) {
            return false;
        }
    }
    for (const Alias &alias : data.aliases) {
        aliasQuery.bindValue(0, alias.id);
        aliasQuery.bindValue(1, alias.uuid);
        aliasQuery.bindValue(2, alias.domainId);
        aliasQuery.bindValue(3, alias.localpart);
        aliasQuery.bindValue(4, alias.catchAll);
        aliasQuery.bindValue(5, alias.enabled);
        aliasQuery.bindValue(6, alias.destinations.join(QLatin1Char(DestinationSeparator)));
        aliasQuery.bindValue(7, alias.created);
        aliasQuery.bindValue(8, alias.updated);
        aliasQuery.bindValue(9, alias.forwardedCount);
        if (!execute(aliasQuery, "seed an alias")) {
            return false;
        }
    }
    for (LogEntry &entry : data.logs) {
        entry.uuid = randomUuid(random);
        if (!insertLog(logQuery, accountId, entry)) {
            return false;
        }
    }
    return true;
}

QString SandboxStore::mintKey(const QString &accountName, const QString &keyName, const QString &value)
{
    const qint64 account = accountId(accountName);
    if (account == 0) {
        qCWarning(lcStore) << "Cannot mint a key for the unknown account" << accountName;
        return {};
    }
    QSqlQuery remove(database());
    remove.prepare(u"DELETE FROM api_keys WHERE account_id = ? AND name = ?"_s);
    remove.addBindValue(account);
    remove.addBindValue(keyName);
    execute(remove, "replace a key");
    // A fixed value (--key) may still be stored under another name or account; it can only mean this one.
    const QString keyValue = value.isEmpty() ? newKeyValue() : value;
    QSqlQuery clash(database());
    clash.prepare(u"DELETE FROM api_keys WHERE hash = ?"_s);
    clash.addBindValue(hashKey(keyValue));
    execute(clash, "replace a key");
    if (insertApiKey(account, keyName, keyValue, nowMs(), std::nullopt) == 0) {
        return {};
    }
    return keyValue;
}

QString SandboxStore::createAccount(const QString &name, Plan plan)
{
    if (accountId(name) == 0) {
        if (insertAccount(name, plan) == 0) {
            return {};
        }
    } else {
        QSqlQuery query(database());
        query.prepare(u"UPDATE accounts SET plan = ? WHERE name = ?"_s);
        query.addBindValue(static_cast<int>(plan));
        query.addBindValue(name);
        execute(query, "change a plan");
    }
    return mintKey(name, QString::fromLatin1(DefaultKeyName));
}

QString SandboxStore::primaryAccountName() const
{
    return m_primaryAccount.isEmpty() ? QString::fromLatin1(DemoAccount) : m_primaryAccount;
}

void SandboxStore::addLiveLogEntry()
{
    const qint64 account = accountId(primaryAccountName());
    if (account == 0) {
        return;
    }
    QRandomGenerator random(QRandomGenerator::global()->generate() ^ ++m_liveCounter);

    // A random alias of an active domain; OFFSET keeps this cheap without loading every alias.
    QSqlQuery count(database());
    count.prepare(u"SELECT COUNT(*) FROM aliases a JOIN domains d ON d.id = a.domain_id "
                  "WHERE d.account_id = ? AND d.status = 'active'"_s);
    count.addBindValue(account);
    if (!execute(count, "count aliases") || !count.next() || count.value(0).toLongLong() == 0) {
        return;
    }
    const qint64 total = count.value(0).toLongLong();
    QSqlQuery pickQuery(database());
    pickQuery.prepare(u"SELECT a.id FROM aliases a JOIN domains d ON d.id = a.domain_id "
                      "WHERE d.account_id = ? AND d.status = 'active' ORDER BY a.id LIMIT 1 OFFSET ?"_s);
    pickQuery.addBindValue(account);
    pickQuery.addBindValue(static_cast<qint64>(random.bounded(static_cast<quint32>(total))));
    if (!execute(pickQuery, "pick an alias") || !pickQuery.next()) {
        return;
    }
    std::optional<Alias> alias = aliasById(pickQuery.value(0).toLongLong());
    const std::optional<Domain> domain = alias ? domainById(alias->domainId) : std::nullopt;
    if (!domain) {
        return;
    }
    const bool unknownRecipient = !alias->catchAll && random.bounded(100) < 5;
    const qint64 forwardedBefore = alias->forwardedCount;
    LogEntry entry = makeLogEntry(random, domain->name, unknownRecipient ? nullptr : &*alias, nowMs());
    entry.uuid = newUuid();

    QSqlQuery insert(database());
    insert.prepare(QString::fromLatin1(InsertLogSql));
    insertLog(insert, account, entry);
    if (alias->forwardedCount != forwardedBefore) {
        QSqlQuery update(database());
        update.prepare(u"UPDATE aliases SET forwarded_count = forwarded_count + 1 WHERE id = ?"_s);
        update.addBindValue(alias->id);
        execute(update, "count a forwarded mail");
    }
}

std::optional<SandboxStore::Account> SandboxStore::authenticate(const QString &keyValue)
{
    QSqlQuery query(database());
    query.prepare(u"SELECT k.id, a.id, a.name, a.plan FROM api_keys k JOIN accounts a ON a.id = k.account_id "
                  "WHERE k.hash = ?"_s);
    query.addBindValue(hashKey(keyValue));
    if (!execute(query, "look up a key") || !query.next()) {
        return std::nullopt;
    }
    Account account;
    const qint64 keyId = query.value(0).toLongLong();
    account.id = query.value(1).toLongLong();
    account.name = query.value(2).toString();
    account.plan = static_cast<Plan>(query.value(3).toInt());

    QSqlQuery touch(database());
    touch.prepare(u"UPDATE api_keys SET last_used = ? WHERE id = ?"_s);
    touch.addBindValue(nowMs());
    touch.addBindValue(keyId);
    execute(touch, "mark a key used");
    return account;
}

namespace {

SandboxStore::Domain readDomain(const QSqlQuery &query)
{
    SandboxStore::Domain domain;
    domain.id = query.value(0).toLongLong();
    domain.uuid = query.value(1).toString();
    domain.name = query.value(2).toString();
    domain.status = query.value(3).toString();
    domain.checks = query.value(4).toInt();
    domain.verifyAfter = query.value(5).toInt();
    domain.token = query.value(6).toString();
    domain.created = query.value(7).toLongLong();
    domain.verified = optionalTime(query.value(8));
    domain.lastChecked = optionalTime(query.value(9));
    domain.aliasCount = query.value(10).toLongLong();
    return domain;
}

SandboxStore::Alias readAlias(const QSqlQuery &query)
{
    SandboxStore::Alias alias;
    alias.id = query.value(0).toLongLong();
    alias.uuid = query.value(1).toString();
    alias.domainId = query.value(2).toLongLong();
    alias.domainUuid = query.value(3).toString();
    alias.localpart = query.value(4).toString();
    alias.catchAll = query.value(5).toBool();
    alias.enabled = query.value(6).toBool();
    alias.destinations = query.value(7).toString().split(QLatin1Char(DestinationSeparator), Qt::SkipEmptyParts);
    alias.created = query.value(8).toLongLong();
    alias.updated = query.value(9).toLongLong();
    alias.forwardedCount = query.value(10).toLongLong();
    return alias;
}

SandboxStore::LogEntry readLogEntry(const QSqlQuery &query)
{
    SandboxStore::LogEntry entry;
    entry.id = query.value(0).toLongLong();
    entry.uuid = query.value(1).toString();
    entry.created = query.value(2).toLongLong();
    entry.sender = query.value(3).toString();
    entry.recipient = query.value(4).toString();
    const QVariant destination = query.value(5);
    if (!destination.isNull()) {
        entry.destination = destination.toString();
    }
    entry.domain = query.value(6).toString();
    entry.aliasId = query.value(7).toLongLong();
    entry.aliasUuid = query.value(8).toString();
    entry.status = query.value(9).toString();
    entry.smtpCode = query.value(10).toInt();
    entry.smtpMessage = query.value(11).toString();
    entry.subject = query.value(12).toString();
    entry.messageId = query.value(13).toString();
    entry.size = query.value(14).toLongLong();
    return entry;
}

SandboxStore::ApiKey readApiKey(const QSqlQuery &query)
{
    SandboxStore::ApiKey key;
    key.id = query.value(0).toLongLong();
    key.uuid = query.value(1).toString();
    key.name = query.value(2).toString();
    key.prefix = query.value(3).toString();
    key.created = query.value(4).toLongLong();
    key.lastUsed = optionalTime(query.value(5));
    return key;
}

// A path parameter as a row condition: "id = ?" with a number, or "uuid = ?" with a UUID. Anything else
// matches nothing (returns false).
bool pathIdCondition(const QString &pathId, bool byUuid, QString *column, QVariant *value)
{
    if (byUuid) {
        const QUuid uuid = QUuid::fromString(pathId);
        if (uuid.isNull()) {
            return false;
        }
        *column = u"uuid"_s;
        *value = uuid.toString(QUuid::WithoutBraces);
        return true;
    }
    bool ok = false;
    const qint64 id = pathId.toLongLong(&ok);
    if (!ok || id <= 0) {
        return false;
    }
    *column = u"id"_s;
    *value = id;
    return true;
}

} // namespace

qint64 SandboxStore::domainCount(qint64 accountId) const
{
    QSqlQuery query(database());
    query.prepare(u"SELECT COUNT(*) FROM domains WHERE account_id = ?"_s);
    query.addBindValue(accountId);
    return execute(query, "count domains") && query.next() ? query.value(0).toLongLong() : 0;
}

QList<SandboxStore::Domain> SandboxStore::domains(qint64 accountId, qint64 offset, qint64 count) const
{
    QList<Domain> result;
    QSqlQuery query(database());
    query.setForwardOnly(true);
    query.prepare(u"SELECT "_s + QLatin1String(DomainColumns)
                  + u" FROM domains d WHERE d.account_id = ? ORDER BY d.id LIMIT ? OFFSET ?"_s);
    query.addBindValue(accountId);
    query.addBindValue(count);
    query.addBindValue(offset);
    if (execute(query, "list domains")) {
        while (query.next()) {
            result.append(readDomain(query));
        }
    }
    return result;
}

std::optional<SandboxStore::Domain> SandboxStore::findDomain(qint64 accountId, const QString &pathId, bool byUuid) const
{
    QString column;
    QVariant value;
    if (!pathIdCondition(pathId, byUuid, &column, &value)) {
        return std::nullopt;
    }
    QSqlQuery query(database());
    query.prepare(u"SELECT "_s + QLatin1String(DomainColumns) + u" FROM domains d WHERE d.account_id = ? AND d."_s
                  + column + u" = ?"_s);
    query.addBindValue(accountId);
    query.addBindValue(value);
    if (execute(query, "find a domain") && query.next()) {
        return readDomain(query);
    }
    return std::nullopt;
}

std::optional<SandboxStore::Domain> SandboxStore::domainById(qint64 domainId) const
{
    QSqlQuery query(database());
    query.prepare(u"SELECT "_s + QLatin1String(DomainColumns) + u" FROM domains d WHERE d.id = ?"_s);
    query.addBindValue(domainId);
    if (execute(query, "read a domain") && query.next()) {
        return readDomain(query);
    }
    return std::nullopt;
}

bool SandboxStore::hasDomainNamed(qint64 accountId, const QString &asciiName) const
{
    QSqlQuery query(database());
    query.prepare(u"SELECT 1 FROM domains WHERE account_id = ? AND name = ?"_s);
    query.addBindValue(accountId);
    query.addBindValue(asciiName);
    return execute(query, "look up a domain name") && query.next();
}

std::optional<SandboxStore::Domain> SandboxStore::createDomain(qint64 accountId, const QString &asciiName,
                                                               int verifyAfter)
{
    QSqlQuery query(database());
    query.prepare(u"INSERT INTO domains (uuid, account_id, name, status, checks, verify_after, token, created) "
                  "VALUES (?, ?, ?, 'pending', 0, ?, ?, ?)"_s);
    query.addBindValue(newUuid());
    query.addBindValue(accountId);
    query.addBindValue(asciiName);
    query.addBindValue(verifyAfter);
    query.addBindValue(randomHex(*QRandomGenerator::global(), 32));
    query.addBindValue(nowMs());
    if (!execute(query, "create a domain")) {
        return std::nullopt;
    }
    return domainById(query.lastInsertId().toLongLong());
}

bool SandboxStore::deleteDomain(qint64 domainId)
{
    QSqlDatabase db = database();
    db.transaction();
    QSqlQuery aliases(db);
    aliases.prepare(u"DELETE FROM aliases WHERE domain_id = ?"_s);
    aliases.addBindValue(domainId);
    QSqlQuery domain(db);
    domain.prepare(u"DELETE FROM domains WHERE id = ?"_s);
    domain.addBindValue(domainId);
    if (!execute(aliases, "delete aliases") || !execute(domain, "delete a domain")) {
        db.rollback();
        return false;
    }
    return db.commit();
}

bool SandboxStore::updateDomainCheck(const Domain &domain)
{
    QSqlQuery query(database());
    query.prepare(u"UPDATE domains SET status = ?, checks = ?, verified = ?, last_checked = ? WHERE id = ?"_s);
    query.addBindValue(domain.status);
    query.addBindValue(domain.checks);
    query.addBindValue(nullableTime(domain.verified));
    query.addBindValue(nullableTime(domain.lastChecked));
    query.addBindValue(domain.id);
    return execute(query, "store a verification");
}

qint64 SandboxStore::aliasCount(qint64 domainId) const
{
    QSqlQuery query(database());
    query.prepare(u"SELECT COUNT(*) FROM aliases WHERE domain_id = ?"_s);
    query.addBindValue(domainId);
    return execute(query, "count aliases") && query.next() ? query.value(0).toLongLong() : 0;
}

QList<SandboxStore::Alias> SandboxStore::aliases(qint64 domainId, qint64 offset, qint64 count) const
{
    QList<Alias> result;
    QSqlQuery query(database());
    query.setForwardOnly(true);
    query.prepare(u"SELECT "_s + QLatin1String(AliasColumns)
                  + u" FROM aliases a JOIN domains d ON d.id = a.domain_id WHERE a.domain_id = ? "
                    "ORDER BY a.id LIMIT ? OFFSET ?"_s);
    query.addBindValue(domainId);
    query.addBindValue(count);
    query.addBindValue(offset);
    if (execute(query, "list aliases")) {
        while (query.next()) {
            result.append(readAlias(query));
        }
    }
    return result;
}

std::optional<SandboxStore::Alias> SandboxStore::findAlias(qint64 domainId, const QString &pathId, bool byUuid) const
{
    QString column;
    QVariant value;
    if (!pathIdCondition(pathId, byUuid, &column, &value)) {
        return std::nullopt;
    }
    QSqlQuery query(database());
    query.prepare(u"SELECT "_s + QLatin1String(AliasColumns)
                  + u" FROM aliases a JOIN domains d ON d.id = a.domain_id WHERE a.domain_id = ? AND a."_s + column
                  + u" = ?"_s);
    query.addBindValue(domainId);
    query.addBindValue(value);
    if (execute(query, "find an alias") && query.next()) {
        return readAlias(query);
    }
    return std::nullopt;
}

std::optional<SandboxStore::Alias> SandboxStore::aliasById(qint64 aliasId) const
{
    QSqlQuery query(database());
    query.prepare(u"SELECT "_s + QLatin1String(AliasColumns)
                  + u" FROM aliases a JOIN domains d ON d.id = a.domain_id WHERE a.id = ?"_s);
    query.addBindValue(aliasId);
    if (execute(query, "read an alias") && query.next()) {
        return readAlias(query);
    }
    return std::nullopt;
}

bool SandboxStore::hasLocalpart(qint64 domainId, const QString &localpart, qint64 exceptAliasId) const
{
    QSqlQuery query(database());
    query.prepare(u"SELECT 1 FROM aliases WHERE domain_id = ? AND localpart = ? AND id <> ?"_s);
    query.addBindValue(domainId);
    query.addBindValue(localpart);
    query.addBindValue(exceptAliasId);
    return execute(query, "look up a local part") && query.next();
}

std::optional<SandboxStore::Alias> SandboxStore::createAlias(const Alias &draft)
{
    const qint64 now = nowMs();
    QSqlQuery query(database());
    query.prepare(u"INSERT INTO aliases (uuid, domain_id, localpart, is_catch_all, enabled, destinations, created, "
                  "updated, forwarded_count) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0)"_s);
    query.addBindValue(newUuid());
    query.addBindValue(draft.domainId);
    query.addBindValue(draft.catchAll ? u"*"_s : draft.localpart);
    query.addBindValue(draft.catchAll);
    query.addBindValue(draft.enabled);
    query.addBindValue(draft.destinations.join(QLatin1Char(DestinationSeparator)));
    query.addBindValue(now);
    query.addBindValue(now);
    if (!execute(query, "create an alias")) {
        return std::nullopt;
    }
    return aliasById(query.lastInsertId().toLongLong());
}

std::optional<SandboxStore::Alias> SandboxStore::updateAlias(const Alias &alias)
{
    QSqlQuery query(database());
    query.prepare(u"UPDATE aliases SET localpart = ?, enabled = ?, destinations = ?, updated = ? WHERE id = ?"_s);
    query.addBindValue(alias.catchAll ? u"*"_s : alias.localpart);
    query.addBindValue(alias.enabled);
    query.addBindValue(alias.destinations.join(QLatin1Char(DestinationSeparator)));
    query.addBindValue(nowMs());
    query.addBindValue(alias.id);
    if (!execute(query, "update an alias")) {
        return std::nullopt;
    }
    return aliasById(alias.id);
}

bool SandboxStore::deleteAlias(qint64 aliasId)
{
    QSqlQuery query(database());
    query.prepare(u"DELETE FROM aliases WHERE id = ?"_s);
    query.addBindValue(aliasId);
    return execute(query, "delete an alias");
}

qint64 SandboxStore::logCount(qint64 accountId) const
{
    QSqlQuery query(database());
    query.prepare(u"SELECT COUNT(*) FROM logs WHERE account_id = ?"_s);
    query.addBindValue(accountId);
    return execute(query, "count log entries") && query.next() ? query.value(0).toLongLong() : 0;
}

QList<SandboxStore::LogEntry> SandboxStore::logs(qint64 accountId, qint64 offset, qint64 count) const
{
    QList<LogEntry> result;
    QSqlQuery query(database());
    query.setForwardOnly(true);
    query.prepare(u"SELECT "_s + QLatin1String(LogColumns)
                  + u" FROM logs WHERE account_id = ? ORDER BY created DESC, id DESC LIMIT ? OFFSET ?"_s);
    query.addBindValue(accountId);
    query.addBindValue(count);
    query.addBindValue(offset);
    if (execute(query, "read log entries")) {
        while (query.next()) {
            result.append(readLogEntry(query));
        }
    }
    return result;
}

QList<SandboxStore::ApiKey> SandboxStore::apiKeys(qint64 accountId, qint64 offset, qint64 count) const
{
    QList<ApiKey> result;
    QSqlQuery query(database());
    query.prepare(u"SELECT "_s + QLatin1String(KeyColumns)
                  + u" FROM api_keys WHERE account_id = ? ORDER BY id LIMIT ? OFFSET ?"_s);
    query.addBindValue(accountId);
    query.addBindValue(count);
    query.addBindValue(offset);
    if (execute(query, "list keys")) {
        while (query.next()) {
            result.append(readApiKey(query));
        }
    }
    return result;
}

qint64 SandboxStore::apiKeyCount(qint64 accountId) const
{
    QSqlQuery query(database());
    query.prepare(u"SELECT COUNT(*) FROM api_keys WHERE account_id = ?"_s);
    query.addBindValue(accountId);
    return execute(query, "count keys") && query.next() ? query.value(0).toLongLong() : 0;
}

std::optional<SandboxStore::ApiKey> SandboxStore::findApiKey(qint64 accountId, const QString &pathId, bool byUuid) const
{
    QString column;
    QVariant value;
    if (!pathIdCondition(pathId, byUuid, &column, &value)) {
        return std::nullopt;
    }
    QSqlQuery query(database());
    query.prepare(u"SELECT "_s + QLatin1String(KeyColumns) + u" FROM api_keys WHERE account_id = ? AND "_s + column
                  + u" = ?"_s);
    query.addBindValue(accountId);
    query.addBindValue(value);
    if (execute(query, "find a key") && query.next()) {
        return readApiKey(query);
    }
    return std::nullopt;
}

std::optional<SandboxStore::ApiKey> SandboxStore::createApiKey(qint64 accountId, const QString &name, QString *value)
{
    const QString keyValue = newKeyValue();
    const qint64 id = insertApiKey(accountId, name, keyValue, nowMs(), std::nullopt);
    if (id == 0) {
        return std::nullopt;
    }
    if (value) {
        *value = keyValue;
    }
    QSqlQuery query(database());
    query.prepare(u"SELECT "_s + QLatin1String(KeyColumns) + u" FROM api_keys WHERE id = ?"_s);
    query.addBindValue(id);
    if (execute(query, "read a key") && query.next()) {
        return readApiKey(query);
    }
    return std::nullopt;
}

bool SandboxStore::deleteApiKey(qint64 keyId)
{
    QSqlQuery query(database());
    query.prepare(u"DELETE FROM api_keys WHERE id = ?"_s);
    query.addBindValue(keyId);
    return execute(query, "delete a key");
}

} // namespace ForwardDesk::Sandbox
