// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "alias.h"
#include "aliasdraft.h"
#include "apikey.h"
#include "apiresult.h"
#include "domain.h"
#include "logentry.h"
#include "requestlogentry.h"

#include <QObject>
#include <QString>
#include <QUrl>
#include <QUrlQuery>

#include <functional>
#include <memory>

class QNetworkAccessManager;
class QNetworkReply;

namespace ForwardDesk::Core {

/// The service's JSON API, asynchronous, on the GUI thread.
///
/// Usage: setServiceUrl() and setApiKey(), then discoverApiRoot() once (or setApiRoot() with a remembered
/// root), then call the operations. Each takes a context object and a handler: the handler runs on this
/// object's thread with a typed value or an ApiError, and never runs once the context is gone (the request
/// is aborted then). Widgets never see a QNetworkReply or JSON.
///
/// Safety: https for any host, http only for loopback; redirects only within the same origin (Qt's
/// default would carry the key to another host); TLS errors are never ignored; no cookies; an overall
/// deadline per request, told apart from a cancel; retries with backoff and jitter only for idempotent
/// requests on transient failures, honouring Retry-After (seconds or an HTTP-date, on 429 and 503); POST is
/// never retried.
///
/// Hostile answers: a body is read as it arrives and reading stops at a cap (MaxRecordBodyBytes for a 2xx,
/// MaxErrorBodyBytes for an error), measured after Qt's automatic gzip/deflate decompression; a list follows
/// at most MaxListPages pages, never the same page twice, and no page number above MaxPageNumber.
///
/// Paging: while a page is decoded, the next ones (MaxPagesAhead) are already asked for when the replies tell
/// them without their bodies (a Link header, or numbered pages that have been counting up), and a page read
/// ahead is decoded on a worker as soon as it has come; a guess the page then contradicts is dropped unread, so
/// what a list gives, and its ListReport, do not depend on it.
///
/// Results (ApiResult): a 2xx to a create, update or verify without a usable record is reported as accepted
/// with the record unknown (ApiResult::recordUnknown()), never as a record with an empty id. A list leaves out
/// the records it cannot use and says how many, and why, in ApiResult::listReport(); it never holds two records
/// with one id (a repeat is dropped and counted in ListReport::duplicates). Accepted styles and field
/// names: docs/api-compatibility.md. Request bodies are plain JSON objects, whatever style the service answers in.
class ApiClient final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ApiClient)

public:
    struct RetryPolicy
    {
        int maxAttempts = 3;
        int baseDelayMs = 400; ///< doubled per attempt, plus up to half of it again as jitter
        int maxDelayMs = 8000;
        int maxRetryAfterSeconds = 30; ///< a longer Retry-After is reported, not waited for
    };

    template <typename T>
    using Handler = std::function<void(ApiResult<T>)>; ///< by value, so a large list can be moved out

    /// How soon a request is wanted. An Interactive one (what the user waits for, every request by default) is
    /// sent before the Background ones that wait for a connection to the service: a long run of reads (the
    /// aliases of every domain, for an export) then never holds up what the user asks for meanwhile.
    enum class Urgency { Interactive, Background };

    static constexpr qint64 MaxRecordBodyBytes = qint64(64) * 1024 * 1024; ///< a 2xx body (list page or record)
    static constexpr qint64 MaxErrorBodyBytes = qint64(64) * 1024; ///< a non-2xx body
    static constexpr int MaxListPages = 10000;
    /// Pages of a list asked for ahead of the one being decoded: while it and the next are decoded (two cores),
    /// the one after them is on its way.
    static constexpr int MaxPagesAhead = 2;
    static constexpr int MaxPageNumber = 1000000; ///< a next page numbered above this ends the list
    /// A page of a hundred aliases (about 20 KiB) already goes to a worker: a GUI thread that decodes every small
    /// page of a thousand domains' lists runs many of them in one turn of its event loop.
    static constexpr qint64 DefaultLargeBodyThreshold = 8 * 1024;

    explicit ApiClient(QObject *parent = nullptr);
    ~ApiClient() override;

    /// The address the user gave. Refused (InsecureUrl) unless UrlPolicy allows it.
    ApiError setServiceUrl(const QUrl &url);
    [[nodiscard]] QUrl serviceUrl() const;
    /// Where the resources live: the service URL, or the service URL + /api.
    void setApiRoot(const QUrl &root);
    [[nodiscard]] QUrl apiRoot() const;
    /// The key, kept in memory only. Requests waiting for a new key (see setHoldOnInvalidToken) are sent
    /// again with it, also when it is the key they were refused with.
    void setApiKey(const QString &key);
    /// When on, a request the service refuses with "Invalid token" waits instead of failing: it is sent again
    /// once setApiKey() gives a new key, so that what the user was doing goes on. invalidTokenReceived() tells
    /// that a key is needed; failWaitingRequests() gives up on them (for instance when the user signs out).
    void setHoldOnInvalidToken(bool hold);
    void failWaitingRequests();
    [[nodiscard]] int waitingRequestCount() const;
    [[nodiscard]] bool hasApiKey() const;

    void setRequestTimeout(int milliseconds);
    void setRetryPolicy(const RetryPolicy &policy);
    /// Bodies above this size are decoded on a worker thread (DefaultLargeBodyThreshold until set).
    void setLargeBodyThreshold(qint64 bytes);
    /// Lowers (or raises) the body caps; the defaults are MaxRecordBodyBytes and MaxErrorBodyBytes.
    void setBodyLimits(qint64 recordBytes, qint64 errorBytes);

    /// Finds whether the resources live at {service}/… or {service}/api/… and makes it the API root.
    /// A path the user typed (https://host/v2) is respected without probing.
    void discoverApiRoot(QObject *context, const Handler<QUrl> &handler);
    /// As discoverApiRoot(), and the probe that finds the root (GET {root}/domains) is also the first read of
    /// the domain list, which is then not asked for again: once @p handler has the root, @p domainsHandler
    /// gets the list as listDomains() would give it (its further pages asked for, the same ListReport). When
    /// the probe found the root without a list (a refusal, a server error), the list is asked for with
    /// listDomains(), so that it fails, or waits for a new key, as listDomains() does. When no root is found,
    /// only @p handler runs.
    void discoverApiRoot(QObject *context, const Handler<QUrl> &handler, const Handler<QList<Domain>> &domainsHandler);

    void listDomains(QObject *context, const Handler<QList<Domain>> &handler);
    /// @p name may be Unicode; it is sent in its ASCII (IDNA) form.
    void createDomain(const QString &name, QObject *context, const Handler<Domain> &handler);
    void deleteDomain(const QString &domainId, QObject *context, const Handler<Done> &handler);
    /// An already active domain answers ApiError::Kind::AlreadyVerified (a success for the user).
    void verifyDomain(const QString &domainId, QObject *context, const Handler<Domain> &handler);

    /// With RecordText::Dropped, the aliases come without their text (`raw`), for a reader that needs their fields
    /// only.
    void listAliases(const QString &domainId, QObject *context, const Handler<QList<Alias>> &handler,
                     Urgency urgency = Urgency::Interactive, RecordText text = RecordText::Kept);
    void createAlias(const QString &domainId, const AliasDraft &draft, QObject *context, const Handler<Alias> &handler);
    void updateAlias(const QString &domainId, const QString &aliasId, const AliasDraft &draft, QObject *context,
                     const Handler<Alias> &handler);
    void deleteAlias(const QString &domainId, const QString &aliasId, QObject *context, const Handler<Done> &handler);

    /// Newest first; @p limit is the service's `limit` parameter (pages are followed where offered).
    void listLogs(int limit, QObject *context, const Handler<QList<LogEntry>> &handler);

    void listApiKeys(QObject *context, const Handler<QList<ApiKey>> &handler);
    void createApiKey(const QString &name, QObject *context, const Handler<NewApiKey> &handler);
    void deleteApiKey(const QString &keyId, QObject *context, const Handler<Done> &handler);

    /// Aborts every request under way; their handlers get a Cancelled error.
    void cancelAll();

    [[nodiscard]] static QByteArray userAgent();

signals:
    /// After every attempt of every request.
    void requestLogged(const ForwardDesk::Core::RequestLogEntry &entry);
    /// The service refused the key ("Invalid token"), whatever the request was.
    void invalidTokenReceived();

private:
    struct Call;
    struct RawReply;
    struct ListState;
    struct PageAhead;

    std::shared_ptr<Call> makeCall(QByteArray method, const QUrl &url, QObject *context, QByteArray body = {});
    void start(const std::shared_ptr<Call> &call);
    void finishAttempt(const std::shared_ptr<Call> &call, QNetworkReply *reply);
    void readBody(const std::shared_ptr<Call> &call, QNetworkReply *reply);
    /// Whether the answer is a list to decode as it arrives (a JSON array, not short): then it goes to a stream.
    void decideStream(const std::shared_ptr<Call> &call, QNetworkReply *reply);
    void checkDeclaredLength(const std::shared_ptr<Call> &call, QNetworkReply *reply);
    /// Tells the call's onHeaders, once per attempt, that its answer has come with a success status.
    void noteHeaders(const std::shared_ptr<Call> &call, QNetworkReply *reply);
    [[nodiscard]] qint64 bodyCap(const QNetworkReply *reply) const;
    [[nodiscard]] QUrl resourceUrl(const QString &path) const;

    template <typename T>
    void sendForObject(const QByteArray &method, const QString &path, const QJsonObject &body,
                       const QStringList &resourceKeys, T (*decode)(const QJsonObject &), QObject *context,
                       const Handler<T> &handler);
    void sendForDone(const QByteArray &method, const QString &path, QObject *context, const Handler<Done> &handler);
    template <typename T>
    void fetchList(const QString &path, const QUrlQuery &query, const QStringList &resourceKeys,
                   T (*decodeOne)(const QJsonObject &, const QByteArray &), QObject *context,
                   const Handler<QList<T>> &handler, Urgency urgency = Urgency::Interactive,
                   RecordText text = RecordText::Kept);
    template <typename T>
    [[nodiscard]] std::function<void(const RawReply &)>
    pageReader(QObject *context, const QStringList &resourceKeys,
               T (*decodeOne)(const QJsonObject &, const QByteArray &), std::shared_ptr<QList<T>> collected,
               std::shared_ptr<ListState> state, const Handler<QList<T>> &handler);
    template <typename T>
    void fetchPage(const std::shared_ptr<Call> &call, const QStringList &resourceKeys,
                   T (*decodeOne)(const QJsonObject &, const QByteArray &), std::shared_ptr<QList<T>> collected,
                   std::shared_ptr<ListState> state, const Handler<QList<T>> &handler);
    void readAhead(const RawReply &raw, const std::shared_ptr<ListState> &state, QObject *context);
    /// What reads ahead (readAhead()) once a page of the list has its headers, while its body downloads.
    [[nodiscard]] std::function<void(const RawReply &)> readAheadOnHeaders(const std::shared_ptr<ListState> &state,
                                                                           QObject *context);
    [[nodiscard]] bool adoptReadAhead(ListState &state, const QUrl &next,
                                      const std::function<void(const RawReply &)> &reader,
                                      const std::function<void(const RawReply &)> &onHeaders);
    static void dropReadAhead(ListState &state);
    static void dropAhead(PageAhead &ahead);

    QNetworkAccessManager *m_network;
    QUrl m_serviceUrl;
    QUrl m_apiRoot;
    QString m_apiKey;
    int m_requestTimeoutMs;
    RetryPolicy m_retryPolicy;
    qint64 m_largeBodyThreshold;
    qint64 m_maxRecordBodyBytes = MaxRecordBodyBytes;
    qint64 m_maxErrorBodyBytes = MaxErrorBodyBytes;
    QList<std::weak_ptr<Call>> m_calls;
    QList<std::shared_ptr<Call>> m_waitingForKey;
    bool m_holdOnInvalidToken = false;
};

} // namespace ForwardDesk::Core
