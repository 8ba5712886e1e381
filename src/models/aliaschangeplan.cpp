// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/aliaschangeplan.h"

#include "core/aliasfile.h"

#include <QHash>
#include <QSet>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Models {

namespace {
/// The key an alias is matched by: domain and local part, case-insensitively, "*" for the catch-all.
QString keyOf(const QString &domainName, bool catchAll, const QString &localPart)
{
    return (catchAll ? u"*"_s : localPart.toLower()) + u'@' + domainName.toLower();
}

/// Destinations compared as sets of addresses, case-insensitively.
QSet<QString> addressSet(const QStringList &addresses)
{
    QSet<QString> set;
    for (const QString &address : addresses) {
        set.insert(address.trimmed().toLower());
    }
    return set;
}

/// Whether @p address, its surrounding spaces left out, is @p other, whatever the case of either.
bool sameAddress(const QString &address, const QString &other)
{
    return QStringView(address).trimmed().compare(other, Qt::CaseInsensitive) == 0;
}
} // namespace

QList<AliasChange> AliasChangePlan::forImport(const QList<Core::AliasRecord> &records,
                                              const QList<DomainAliases> &account, const QString &fallbackDestination)
{
    QHash<QString, const DomainAliases *> domains;
    QHash<QString, Core::Alias> existing;
    for (const DomainAliases &domain : account) {
        domains.insert(domain.domainName.toLower(), &domain);
        for (const Core::Alias &alias : domain.aliases) {
            existing.insert(keyOf(domain.domainName, alias.catchAll, alias.localPart), alias);
        }
    }

    QList<AliasChange> changes;
    QSet<QString> seen;
    for (const Core::AliasRecord &source : records) {
        AliasChange change;
        change.record = source;
        Core::AliasRecord &record = change.record;
        if (record.problem == Core::AliasRecord::Problem::NoDestinations && !fallbackDestination.isEmpty()) {
            record.problem = Core::AliasRecord::Problem::None;
            record.destinations = {fallbackDestination};
            Core::AliasFile::validate(record);
        }
        const DomainAliases *domain = domains.value(record.domain);
        if (record.problem == Core::AliasRecord::Problem::None && !domain) {
            record.problem = Core::AliasRecord::Problem::UnknownDomain;
            record.detail = record.domain;
        }
        const QString key = keyOf(record.domain, record.catchAll, record.localPart);
        if (record.problem == Core::AliasRecord::Problem::None && seen.contains(key)) {
            record.problem = Core::AliasRecord::Problem::Duplicate;
        }
        if (record.problem != Core::AliasRecord::Problem::None) {
            change.kind = AliasChange::Kind::Invalid;
            changes.append(change);
            continue;
        }
        seen.insert(key);
        change.domainId = domain->domainId;
        change.draft.localPart = record.localPart;
        change.draft.catchAll = record.catchAll;
        change.draft.enabled = record.enabled;
        change.draft.destinations = record.destinations;
        const auto found = existing.constFind(key);
        if (found == existing.cend()) {
            change.kind = AliasChange::Kind::Create;
        } else {
            change.current = *found;
            // The service's spelling of the local part stays; only state and destinations can differ.
            change.draft.localPart = found->localPart;
            const bool sameState = found->enabled == record.enabled;
            const bool sameDestinations = addressSet(found->destinations) == addressSet(record.destinations);
            change.kind = sameState && sameDestinations ? AliasChange::Kind::Unchanged : AliasChange::Kind::Update;
            // The update names only what differs: fields changed elsewhere since the file was read stay.
            change.draft.fields = {};
            if (!sameState) {
                change.draft.fields |= Core::AliasDraft::Field::Enabled;
            }
            if (!sameDestinations) {
                change.draft.fields |= Core::AliasDraft::Field::Destinations;
            }
        }
        changes.append(change);
    }
    return changes;
}

QList<AliasChange> AliasChangePlan::forReplace(const QList<DomainAliases> &account, const QString &from,
                                               const QString &to)
{
    const QString oldAddress = from.trimmed().toLower();
    const QString newAddress = to.trimmed();
    QList<AliasChange> changes;
    if (oldAddress.isEmpty() || newAddress.isEmpty() || oldAddress == newAddress.toLower()) {
        return changes;
    }
    for (const DomainAliases &domain : account) {
        for (const Core::Alias &alias : domain.aliases) {
            // Most aliases of a large account do not forward to it: they are passed over without copying a text.
            if (std::none_of(
                    alias.destinations.cbegin(), alias.destinations.cend(),
                    [&oldAddress](const QString &destination) { return sameAddress(destination, oldAddress); })) {
                continue;
            }
            AliasChange change;
            change.kind = AliasChange::Kind::Update;
            change.domainId = domain.domainId;
            change.current = alias;
            change.record.domain = domain.domainName;
            change.record.localPart = alias.localPart;
            change.record.catchAll = alias.catchAll;
            change.record.enabled = alias.enabled;
            change.draft = Core::AliasDraft::fromAlias(alias);
            change.draft.fields = Core::AliasDraft::Field::Destinations; // the only field the update sends
            QStringList destinations;
            bool placed = false;
            for (const QString &destination : alias.destinations) {
                const bool isOld = sameAddress(destination, oldAddress);
                const bool isNew = sameAddress(destination, newAddress);
                if (isOld || isNew) {
                    if (!placed) {
                        destinations.append(newAddress); // where the old one was, keeping the order
                        placed = true;
                    }
                    continue;
                }
                destinations.append(destination);
            }
            change.draft.destinations = destinations;
            change.record.destinations = destinations;
            changes.append(change);
        }
    }
    return changes;
}

int AliasChangePlan::count(const QList<AliasChange> &changes, AliasChange::Kind kind)
{
    return static_cast<int>(
        std::count_if(changes.cbegin(), changes.cend(), [kind](const AliasChange &c) { return c.kind == kind; }));
}

} // namespace ForwardDesk::Models
