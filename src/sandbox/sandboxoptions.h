// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "faultrule.h"

#include <QHostAddress>
#include <QList>
#include <QString>
#include <QStringList>

namespace ForwardDesk::Sandbox {

/// Everything that decides how a SandboxServer behaves: where it listens, which data it starts with,
/// which reading of the API's open points it follows, and which faults it injects (docs/sandbox.md).
struct SandboxOptions
{
    enum class Prefix { None, Api, Both };
    enum class Envelope { Bare, Data, Items, Named, Paged };
    enum class Ids { Integer, Uuid };
    enum class Patch { Partial, Full };
    enum class TimeFormat { IsoUtc, IsoOffset, Naive, EpochSeconds, EpochMilliseconds };
    enum class KeyField { Key, ApiKey, Token };
    enum class Seed { None, Demo, Large };
    enum class Style { Flat, JsonApi };
    enum class Errors { FastApi, Problem };
    enum class Paging { Body, LinkHeader };
    enum class Fields { Spec, Synonyms, SynonymsCsv };

    QHostAddress address = QHostAddress(QHostAddress::LocalHost);
    quint16 port = 0; ///< 0 = any free port
    QString databasePath; ///< empty = in memory
    Seed seed = Seed::Demo;
    QString sessionKey; ///< value of the key minted at start; empty = random
    int liveLogIntervalSeconds = 0; ///< 0 = no new log entries while running
    int verifyAfter = 2; ///< verify calls a new domain needs before its records "appear"
    int pageSize = 50; ///< items per page of a paged list (Envelope::Paged, Style::JsonApi, Paging::LinkHeader)
    int defaultLogLimit = 100;
    int maxLogLimit = 10000;
    quint32 randomSeed = 0; ///< 0 = seed from the clock

    Prefix prefix = Prefix::None;
    Envelope envelope = Envelope::Bare;
    Ids ids = Ids::Integer;
    int createStatus = 201; ///< 200 or 201
    int deleteStatus = 204; ///< 200 (with a body) or 204
    int authStatus = 401; ///< 401 or 403
    int limitStatus = 403; ///< 400, 402, 403 or 422
    Patch patch = Patch::Partial;
    TimeFormat time = TimeFormat::IsoUtc;
    KeyField keyField = KeyField::Key;
    Style style = Style::Flat; ///< JsonApi: resource objects, overrides envelope
    Errors errors = Errors::FastApi; ///< Problem: RFC 9457 problem details
    Paging paging = Paging::Body; ///< LinkHeader: every list paged, the next page only in a Link header
    Fields fields = Fields::Spec; ///< other field names services use
    bool gzip = false; ///< compress bodies when the request's Accept-Encoding allows gzip

    QList<FaultRule> faults;

    /// Fills the options from command-line arguments (the forwarddesk-sandbox tool and tests share it).
    /// Returns false and sets @p error on a bad value.
    bool parse(const QStringList &arguments, QString *error, bool *helpRequested = nullptr);
    /// The --help text.
    static QString helpText();
};

} // namespace ForwardDesk::Sandbox
