// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandboxreadings.h"

#include <QList>
#include <QPair>
#include <QTest>

namespace ForwardDesk::TestSupport {

using Sandbox::SandboxOptions;

void addEveryReadingRows()
{
    QTest::addColumn<int>("prefix");
    QTest::addColumn<int>("envelope");
    QTest::addColumn<int>("ids");
    QTest::addColumn<int>("time");
    const QList<QPair<const char *, SandboxOptions::Prefix>> prefixes = {{"none", SandboxOptions::Prefix::None},
                                                                         {"api", SandboxOptions::Prefix::Api},
                                                                         {"both", SandboxOptions::Prefix::Both}};
    const QList<QPair<const char *, SandboxOptions::Envelope>> envelopes = {{"bare", SandboxOptions::Envelope::Bare},
                                                                            {"data", SandboxOptions::Envelope::Data},
                                                                            {"items", SandboxOptions::Envelope::Items},
                                                                            {"named", SandboxOptions::Envelope::Named},
                                                                            {"paged", SandboxOptions::Envelope::Paged}};
    const QList<QPair<const char *, SandboxOptions::Ids>> idKinds = {{"int", SandboxOptions::Ids::Integer},
                                                                     {"uuid", SandboxOptions::Ids::Uuid}};
    const QList<QPair<const char *, SandboxOptions::TimeFormat>> times = {
        {"iso-z", SandboxOptions::TimeFormat::IsoUtc},
        {"iso-offset", SandboxOptions::TimeFormat::IsoOffset},
        {"naive", SandboxOptions::TimeFormat::Naive},
        {"epoch-s", SandboxOptions::TimeFormat::EpochSeconds},
        {"epoch-ms", SandboxOptions::TimeFormat::EpochMilliseconds}};
    for (const auto &[prefixName, prefix] : prefixes) {
        for (const auto &[envelopeName, envelope] : envelopes) {
            for (const auto &[idName, ids] : idKinds) {
                for (const auto &[timeName, time] : times) {
                    QTest::addRow("%s/%s/%s/%s", prefixName, envelopeName, idName, timeName)
                        << int(prefix) << int(envelope) << int(ids) << int(time);
                }
            }
        }
    }
}

SandboxOptions everyReadingOptions()
{
    QFETCH(int, prefix);
    QFETCH(int, envelope);
    QFETCH(int, ids);
    QFETCH(int, time);
    SandboxOptions options;
    options.prefix = static_cast<SandboxOptions::Prefix>(prefix);
    options.envelope = static_cast<SandboxOptions::Envelope>(envelope);
    options.ids = static_cast<SandboxOptions::Ids>(ids);
    options.time = static_cast<SandboxOptions::TimeFormat>(time);
    return options;
}

} // namespace ForwardDesk::TestSupport
