// SPDX-License-Identifier: GPL-3.0-or-later
// Requests, paging, retries, body caps and the held-key queue. It stays one file because each of these
// acts on the same reply as it arrives; decoding lives apart in responsedecoder.cpp.
#include "apiclient.h"

#include "forwarddesk/version.h"
#include "idset.h"
#include "itemdecoder.h"
#include "jsonarrayscanner.h"
#include "jsonlistsplitter.h"
#include "recordreader.h"
#include "responsedecoder.h"
#include "urlpolicy.h"
#include "whenfinished.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QMutex>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QPointer>
#include <QPromise>
#include <QRandomGenerator>
#include <QSet>
#include <QSysInfo>
#include <QThreadPool>
#include <QTimer>
#include <QUrlQuery>
#include <QUuid>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <atomic>
#include <deque>
#include <limits>
#include <memory>
#include <optional>
#include <vector>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Core {

namespace {

Q_LOGGING_CATEGORY(lc, "forwarddesk.core.apiclient")

constexpr int defaultRequestTimeoutMs = 30000;
constexpr int maxInactivityMs = 20000;
constexpr qint64 readBufferBytes = 1024 * 1024;
// A list answer that is one JSON array is decoded as it arrives when it is at least this long, or of a length
// not told: a shorter one arrives in a moment, and is decoded at once.
constexpr qint64 streamFromBytes = 512 * 1024;
// It is handed to its decoder in pieces of this size (the last one shorter), each a block of its own
// (HeapTuning::useOneHeap()).
constexpr qsizetype streamPieceBytes = 1024 * 1024;
// QJsonDocument refuses a document nested deeper than this.
constexpr int jsonDocumentDepthLimit = 1024;
// The most records a list's announced total makes room for at its first page.
constexpr int maxReservedRecords = 1000000;

const QByteArray getMethod = QByteArrayLiteral("GET");
// JSON first; JSON:API answers and RFC 9457 problem details are read too (without media type parameters, which
// JSON:API servers would refuse with 406).
const QByteArray acceptHeader =
    QByteArrayLiteral("application/json, application/vnd.api+json, application/problem+json");
const QByteArray apiSegment = QByteArrayLiteral("api");

bool isIdempotent(const QByteArray &method)
{
    // RFC 9110: GET, HEAD, PUT, DELETE, OPTIONS. PATCH and POST are never retried.
    return method == "GET" || method == "HEAD" || method == "PUT" || method == "DELETE" || method == "OPTIONS";
}

ApiError transportError(QNetworkReply::NetworkError code, const QString &message)
{
    switch (code) {
    case QNetworkReply::SslHandshakeFailedError:
        return {ApiError::Kind::Tls, 0, message};
    case QNetworkReply::InsecureRedirectError:
    case QNetworkReply::TooManyRedirectsError:
        return {ApiError::Kind::RedirectRefused, 0, message};
    case QNetworkReply::TimeoutError:
        return {ApiError::Kind::Timeout, 0, message};
    default:
        return {ApiError::Kind::Network, 0, message};
    }
}

int retryAfterSeconds(const QNetworkReply *reply)
{
    return ResponseDecoder::decodeRetryAfter(reply->rawHeader("Retry-After"), QDateTime::currentDateTimeUtc());
}

/// Where a domain list may keep its records (besides the general envelope keys).
const QStringList domainKeys = {u"domains"_s};

/// A page URL in one spelling, so that a next link back to a page already read is recognised.
QString pageKey(const QUrl &url)
{
    QUrl copy = url.adjusted(QUrl::NormalizePathSegments | QUrl::RemoveFragment);
    QUrlQuery query(copy);
    QList<std::pair<QString, QString>> items = query.queryItems(QUrl::FullyEncoded);
    std::sort(items.begin(), items.end());
    query.setQueryItems(items);
    copy.setQuery(query);
    return copy.toString(QUrl::FullyEncoded);
}

/// The page of @p aheads (ApiClient's pages read ahead, in their order) asked for at @p key, or their end.
template <typename Aheads>
auto findAhead(Aheads &aheads, const QString &key)
{
    return std::find_if(aheads.begin(), aheads.end(),
                        [&key](const auto &ahead) { return pageKey(ahead.call->url) == key; });
}

/// Whether @p url asks for a page number the client refuses to go to (not positive, or above the bound).
bool pageOutOfRange(const QUrl &url)
{
    const QString page = QUrlQuery(url).queryItemValue(u"page"_s);
    if (page.isEmpty()) {
        return false;
    }
    bool isNumber = false;
    const qlonglong number = page.toLongLong(&isNumber);
    const bool digitsOnly = std::all_of(page.cbegin(), page.cend(), [](QChar c) { return c.isDigit(); });
    if (!isNumber) {
        return digitsOnly; // more digits than fit in 64 bits; any other text is a cursor, not a number
    }
    return number < 1 || number > ApiClient::MaxPageNumber;
}

/// @p url asking for page @p number instead (its other query items kept).
QUrl withPage(const QUrl &url, qlonglong number)
{
    QUrl copy = url;
    QUrlQuery query(copy);
    query.removeAllQueryItems(u"page"_s);
    query.addQueryItem(u"page"_s, QString::number(number));
    copy.setQuery(query);
    return copy;
}

/// The page number @p url asks for (1 when it names none), or -1 when its page is no plain number.
qlonglong pageNumber(const QUrl &url)
{
    const QUrlQuery query(url);
    if (!query.hasQueryItem(u"page"_s)) {
        return 1;
    }
    const QString page = query.queryItemValue(u"page"_s);
    bool isNumber = false;
    const qlonglong number = page.toLongLong(&isNumber);
    const bool digitsOnly = std::all_of(page.cbegin(), page.cend(), [](QChar c) { return c.isDigit(); });
    return isNumber && digitsOnly && number >= 1 ? number : -1;
}

QString missingText(ListReport::Missing missing)
{
    switch (missing) {
    case ListReport::Missing::Nothing:
        break;
    case ListReport::Missing::Record:
        return u"no record"_s;
    case ListReport::Missing::Name:
        return u"no name"_s;
    case ListReport::Missing::Address:
        return u"no address"_s;
    case ListReport::Missing::Id:
        return u"no id"_s;
    case ListReport::Missing::Secret:
        return u"no key value"_s;
    }
    return {};
}

/// Drops from @p result the records whose id is in @p seenIds (came on an earlier page, or earlier on a streamed
/// page), and notes the ids of the others. The pages of one list, and the chunks of a streamed page, are handled
/// one after the other, so a worker thread may do it for a page or a chunk.
template <typename T>
void dropSeen(PageResult<T> &result, IdSet &seenIds)
{
    qsizetype kept = 0;
    for (qsizetype i = 0; i < result.items.size(); ++i) {
        T &item = result.items[i];
        if (!item.id.isEmpty()) {
            if (!seenIds.insert(item.id)) {
                ++result.duplicates; // a page seen twice under another address, or a shifting list
                continue;
            }
        }
        if (kept != i) {
            result.items[kept] = std::move(item);
        }
        ++kept;
    }
    result.items.resize(kept);
    result.deduplicated = true;
}

/// What decodes a list answer on a worker before its reader asks for the page: a JSON array handed over piece by
/// piece as it downloads (ApiClient::readBody(), ListStream), so that its records are decoded while the rest is
/// still coming, or a page read ahead whose body has come (DecodedPage).
class BodyStream
{
public:
    BodyStream() = default;
    virtual ~BodyStream() = default;
    Q_DISABLE_COPY_MOVE(BodyStream)

    /// The next piece of the body (GUI thread), for a source that takes it piece by piece.
    virtual void feed(QByteArray piece) = 0;
    /// The answer will not be used (an error, a retry): stop decoding it.
    virtual void abandon() = 0;
};

/// A page of a list being decoded on a worker before its turn comes; finish() asks for it.
template <typename T>
class PageSource : public BodyStream
{
public:
    /// It is its turn (no more pieces come): @p last runs on the worker with the page, which the future then
    /// holds, and the ids of its records when the source keeps them (else null). Nothing reads the list's
    /// state that @p last changes until the future has finished.
    QFuture<PageResult<T>> finish(std::function<void(PageResult<T> &, IdSet *)> last)
    {
        const QMutexLocker lock(&m_mutex);
        m_last = std::move(last);
        m_ended = true;
        m_promise.start();
        QFuture<PageResult<T>> future = m_promise.future();
        finishing();
        return future;
    }

protected:
    /// What the source does once finish() has been called, with m_mutex held.
    virtual void finishing() = 0;

    /// Hands @p result to finish()'s function, then to the future (on the worker, once).
    void deliver(PageResult<T> result, IdSet *ids)
    {
        m_last(result, ids);
        m_promise.addResult(std::move(result));
        m_promise.finish();
    }

    QMutex m_mutex; ///< guards m_ended and the flags of the source
    bool m_ended = false; ///< finish() has been called

private:
    std::function<void(PageResult<T> &, IdSet *)> m_last;
    QPromise<PageResult<T>> m_promise;
};

/// A page read ahead whose whole body has come (an envelope, or an array not decoded as it arrived): decoded
/// at once by decodePage() on a worker, with a reader of its own, while the page before it is decoded with the
/// list's. On a machine with a second core the pages of a long list are then decoded two at a time.
template <typename T>
class DecodedPage final
    : public PageSource<T>
    , public std::enable_shared_from_this<DecodedPage<T>>
{
public:
    DecodedPage(QByteArray body, QStringList resourceKeys, DecodeOne<T> decodeOne, RecordText text)
        : m_body(std::move(body))
        , m_resourceKeys(std::move(resourceKeys))
        , m_decodeOne(decodeOne)
        , m_reader(text)
    { }

    /// Starts decoding (on a worker).
    void start()
    {
        QThreadPool::globalInstance()->start([self = this->shared_from_this()] { self->decode(); });
    }

    void feed(QByteArray /*piece*/) override { } // made once the whole body has come

    void abandon() override
    {
        const QMutexLocker lock(&this->m_mutex);
        m_abandoned = true;
    }

private:
    void finishing() override
    {
        if (m_decoded) { // decoded already: the rest on a worker too
            QThreadPool::globalInstance()->start([self = this->shared_from_this()] { self->complete(); });
        }
    }

    void decode()
    {
        {
            const QMutexLocker lock(&this->m_mutex);
            if (m_abandoned) {
                return;
            }
        }
        m_result = decodePage<T>(std::exchange(m_body, {}), m_resourceKeys, m_decodeOne, &m_reader);
        bool ended = false;
        {
            const QMutexLocker lock(&this->m_mutex);
            m_decoded = true;
            ended = this->m_ended;
        }
        if (ended) {
            complete();
        }
    }

    void complete() { this->deliver(std::move(m_result), nullptr); } // once, after decode() and finish() both

    // Guarded by m_mutex.
    bool m_decoded = false;
    bool m_abandoned = false;

    // The worker's own.
    QByteArray m_body;
    const QStringList m_resourceKeys;
    const DecodeOne<T> m_decodeOne;
    RecordReader m_reader;
    PageResult<T> m_result;
};

/// Decodes the records of a JSON array as its pieces come, so that the last piece leaves little to do, and each
/// piece is freed once read. One worker at a time finds the records of each piece (JsonArrayScanner) and hands
/// them on with the buffer they lie in (a Chunk); any worker free decodes a chunk (ItemDecoder, with a reader
/// of the stream's own), and one at a time joins the chunks decoded in the order of the body. A body that came
/// faster than one worker decodes it leaves its backlog to every core, not to one.
///
/// It gives the page decodePage() would: the same records for a valid array, and NotJson for anything else
/// (where a record or the array stops being JSON, the whole body would not parse either). Only the words of
/// the problem differ: they say where it stopped.
///
/// Usage: feed() the pieces, then finish() gives the page.
template <typename T>
class ListStream final
    : public PageSource<T>
    , public std::enable_shared_from_this<ListStream<T>>
{
public:
    /// With @p ownIds, a record whose id came earlier on the page is dropped as the page is decoded, and the
    /// ids of the page are handed to finish()'s function, so that a long first page of a list leaves no
    /// 100,000 ids to note after its last byte.
    ListStream(DecodeOne<T> decodeOne, bool ownIds, RecordText text)
        : m_decodeOne(decodeOne)
        , m_text(text)
        , m_ownIds(ownIds)
    { }

    void feed(QByteArray piece) override
    {
        const QMutexLocker lock(&this->m_mutex);
        m_pieces.append(std::move(piece));
        wake();
    }

    void abandon() override
    {
        const QMutexLocker lock(&this->m_mutex);
        if (!this->m_ended) {
            m_abandoned = true;
            m_pieces.clear();
        }
    }

private:
    /// Records found in a piece, with the buffer they lie in: decoded by any worker.
    struct Chunk
    {
        QByteArray bytes; ///< with JsonListSplitter::Padding readable bytes past its records
        QList<JsonArrayScanner::Item> items; ///< offsets into `bytes`
        qsizetype base = 0; ///< bytes of the body before `bytes`
        PageResult<T> result;
        qsizetype stoppedAt = -1; ///< where a record does not parse, in the body
        bool decoded = false; ///< guarded by m_mutex
    };

    void finishing() override { wake(); } // the last pieces, then the page

    void wake() // with m_mutex held
    {
        if (!m_working && !m_abandoned) {
            m_working = true;
            QThreadPool::globalInstance()->start([self = this->shared_from_this()] { self->scanPieces(); });
        }
    }

    void scanPieces()
    {
        for (;;) {
            QList<QByteArray> fresh;
            bool ended = false;
            {
                const QMutexLocker lock(&this->m_mutex);
                if (m_abandoned || (m_pieces.isEmpty() && !this->m_ended)) {
                    m_working = false;
                    return;
                }
                fresh = std::exchange(m_pieces, {});
                ended = this->m_ended;
            }
            for (QByteArray &piece : fresh) {
                take(std::exchange(piece, {})); // freed as soon as it is copied behind what is left
            }
            if (ended) {
                {
                    const QMutexLocker lock(&this->m_mutex);
                    m_scanned = true;
                }
                joinDecoded(); // completes the page if every chunk is in
                return;
            }
        }
    }

    void take(const QByteArray &piece)
    {
        if (m_declinedAt >= 0 || m_dropped > m_failedFrom.load()) {
            return; // the body stopped being JSON before: nothing after counts
        }
        const qsizetype size = m_buffer.size() + piece.size();
        if (m_buffer.capacity() < size + JsonListSplitter::Padding) {
            // The decoder reads a little past a record. A record longer than a piece gets twice the room.
            m_buffer.reserve(std::max(2 * m_buffer.size(), size) + JsonListSplitter::Padding);
        }
        m_buffer.append(piece);
        QList<JsonArrayScanner::Item> items;
        m_scanner.scan(m_buffer, &items);
        const qsizetype done = m_scanner.keepFrom();
        if (m_scanner.state() == JsonArrayScanner::State::Declined) {
            m_declinedAt = m_dropped + done;
        }
        if (items.isEmpty()) {
            m_buffer.remove(0, done);
        } else {
            // The buffer goes with its records; what is left of it, the start of one record at most, stays.
            auto chunk = std::make_shared<Chunk>();
            chunk->items = std::move(items);
            chunk->base = m_dropped;
            QByteArray rest(m_buffer.constData() + done, m_buffer.size() - done);
            chunk->bytes = std::exchange(m_buffer, std::move(rest));
            {
                const QMutexLocker lock(&this->m_mutex);
                m_chunks.push_back(chunk);
            }
            QThreadPool::globalInstance()->start([self = this->shared_from_this(), chunk] {
                self->decode(*chunk);
                {
                    const QMutexLocker lock(&self->m_mutex);
                    chunk->decoded = true;
                }
                self->joinDecoded();
            });
        }
        m_scanner.dropped(done);
        m_dropped += done;
    }

    void decode(Chunk &chunk)
    {
        {
            const QMutexLocker lock(&this->m_mutex);
            if (m_abandoned) {
                return;
            }
        }
        if (chunk.base <= m_failedFrom.load()) { // else a record before it did not parse: it would not count
            std::unique_ptr<RecordReader> reader = takeReader();
            ItemDecoder<T> decoder(m_decodeOne, reader.get(), &chunk.result);
            chunk.result.items.reserve(chunk.items.size());
            for (const JsonArrayScanner::Item &item : std::as_const(chunk.items)) {
                if (!decoder.add(QByteArrayView(chunk.bytes.constData() + item.offset, item.size), item.isObject)) {
                    chunk.stoppedAt = chunk.base + item.offset;
                    noteFailure(chunk.stoppedAt);
                    break;
                }
            }
            giveBack(std::move(reader));
        }
        chunk.bytes = QByteArray();
        chunk.items = {};
    }

    /// A reader free: each shares the texts its records repeat, and only one thread uses it at a time.
    std::unique_ptr<RecordReader> takeReader()
    {
        {
            const QMutexLocker lock(&this->m_mutex);
            if (!m_freeReaders.empty()) {
                std::unique_ptr<RecordReader> reader = std::move(m_freeReaders.back());
                m_freeReaders.pop_back();
                return reader;
            }
        }
        return std::make_unique<RecordReader>(m_text);
    }

    void giveBack(std::unique_ptr<RecordReader> reader)
    {
        const QMutexLocker lock(&this->m_mutex);
        m_freeReaders.push_back(std::move(reader));
    }

    void noteFailure(qsizetype at)
    {
        qsizetype known = m_failedFrom.load();
        while (at < known && !m_failedFrom.compare_exchange_weak(known, at)) { }
    }

    /// Joins the chunks decoded, in the order of the body, one worker at a time; completes the page once the
    /// body is scanned and every chunk joined.
    void joinDecoded()
    {
        for (;;) {
            std::shared_ptr<Chunk> next;
            {
                const QMutexLocker lock(&this->m_mutex);
                if (m_abandoned || m_joining) {
                    return; // the worker joining looks again once it is done
                }
                if (m_chunks.empty()) {
                    if (!m_scanned || m_completed) {
                        return;
                    }
                    m_completed = true;
                } else if (m_chunks.front()->decoded) {
                    next = std::move(m_chunks.front());
                    m_chunks.pop_front();
                    m_joining = true;
                } else {
                    return; // its worker joins it
                }
            }
            if (!next) {
                complete();
                return;
            }
            join(*next);
            const QMutexLocker lock(&this->m_mutex);
            m_joining = false;
        }
    }

    void join(Chunk &chunk)
    {
        if (m_stoppedAt >= 0) {
            return;
        }
        m_result.unreadable.addUnreadableFrom(chunk.result.unreadable);
        if (m_ownIds) {
            dropSeen(chunk.result, m_ids); // a record whose id came before on the page
            m_result.duplicates += chunk.result.duplicates;
        }
        if (m_result.items.isEmpty()) {
            m_result.items = std::move(chunk.result.items);
        } else {
            m_result.items.append(std::move(chunk.result.items));
        }
        m_stoppedAt = chunk.stoppedAt;
    }

    void complete()
    {
        // A record that does not parse comes before the place where the scanner declines, if it does.
        const qsizetype stoppedAt = m_stoppedAt >= 0 ? m_stoppedAt : m_declinedAt;
        PageResult<T> result;
        if (stoppedAt < 0 && m_scanner.state() == JsonArrayScanner::State::Closed) {
            result = std::move(m_result);
            result.received = m_scanner.count();
            result.ok = true;
        } else {
            result.reason = ApiError::Reason::NotJson;
            result.problem = stoppedAt >= 0
                ? u"the answer stops being JSON at byte %1"_s.arg(stoppedAt)
                : u"the answer ends before its list does, at byte %1"_s.arg(m_dropped + m_buffer.size());
        }
        m_buffer = QByteArray();
        this->deliver(std::move(result), m_ownIds ? &m_ids : nullptr);
    }

    const DecodeOne<T> m_decodeOne;
    const RecordText m_text;
    const bool m_ownIds;

    // Guarded by m_mutex.
    QList<QByteArray> m_pieces; ///< the pieces not yet taken by the scanning worker
    bool m_working = false; ///< a worker scans the pieces
    bool m_abandoned = false;
    bool m_scanned = false; ///< the body's last piece is scanned
    bool m_joining = false; ///< a worker joins a chunk
    bool m_completed = false;
    std::deque<std::shared_ptr<Chunk>> m_chunks; ///< made and not joined yet, in the order of the body
    std::vector<std::unique_ptr<RecordReader>> m_freeReaders;

    /// Where the first record that does not parse starts, as far as known (any worker).
    std::atomic<qsizetype> m_failedFrom{std::numeric_limits<qsizetype>::max()};

    // The scanning worker's own, one worker at a time.
    /// QJsonDocument's own limit: an array nested deeper would not parse whole either.
    JsonArrayScanner m_scanner{jsonDocumentDepthLimit};
    QByteArray m_buffer; ///< the body from the first record not yet complete
    qsizetype m_dropped = 0; ///< bytes of the body before m_buffer
    qsizetype m_declinedAt = -1; ///< where the body stops being a JSON array as the scanner reads one

    // The joining worker's own, one worker at a time.
    PageResult<T> m_result;
    IdSet m_ids; ///< with m_ownIds, the ids of the records kept so far
    qsizetype m_stoppedAt = -1; ///< where the first record that does not parse starts
};

/// What makes a ListStream for each attempt at a page of the list; the streams of its first page keep their ids.
template <typename T>
std::function<std::shared_ptr<BodyStream>()> streamMaker(DecodeOne<T> decodeOne, bool firstPage, RecordText text)
{
    return [decodeOne, firstPage, text]() -> std::shared_ptr<BodyStream> {
        return std::make_shared<ListStream<T>>(decodeOne, firstPage, text);
    };
}

} // namespace

struct ApiClient::RawReply
{
    int status = 0;
    QByteArray body;
    QUrl url;
    QUrl linkNext; ///< the rel="next" target of a Link header, as given
    QString requestId;
    ApiError error;
    /// A list answer decoded as it arrived (ListStream): then `body` is empty and the page comes from it.
    std::shared_ptr<BodyStream> stream;

    [[nodiscard]] bool succeeded() const { return status >= 200 && status < 300; }
};

/// A page asked for before it is known to be wanted (readAhead()), and its answer once it has come.
struct ApiClient::PageAhead
{
    std::shared_ptr<Call> call;
    std::optional<RawReply> reply; ///< held until the page before it is read
};

struct ApiClient::ListState
{
    explicit ListState(RecordText text = RecordText::Kept)
        : reader(text)
    { }

    [[nodiscard]] RecordText text() const { return reader.text(); }

    QSet<QString> seenPages;
    IdSet seenIds;
    /// Reads the records of every page that is not streamed, so that they share the texts they repeat: the
    /// pages are decoded one after the other, on whichever thread.
    RecordReader reader;
    ListReport report;
    /// Reading ahead: the pages after the one being decoded, in their order, at most MaxPagesAhead.
    std::deque<PageAhead> aheads;
    /// Starts decoding on a worker the whole body of the page read ahead, as soon as it has come (set by
    /// fetchPage(), which knows the records' type).
    std::function<std::shared_ptr<BodyStream>(QByteArray)> decodeAhead;
    bool background = false; ///< its pages are asked for with Urgency::Background
    bool countingUp = false; ///< the last next page was the one before it with its number plus one
    bool linkPaged = false; ///< the last next page was named by a Link header only
    qsizetype listed = 0; ///< records kept or left out so far
    qsizetype lastPageSize = 0; ///< records on the last page read
};

struct ApiClient::Call
{
    QByteArray method;
    QUrl url;
    QByteArray body;
    bool idempotent = false;
    bool background = false; ///< Urgency::Background: sent after the interactive requests that wait with it
    bool holdable = true; ///< may wait for a new key after "Invalid token" (not the discovery probes)
    QPointer<QObject> context;
    int attempt = 0;
    bool timedOut = false;
    bool cancelled = false;
    QPointer<QNetworkReply> reply;
    QByteArray received; ///< the body read so far (read as it arrives, up to the cap)
    bool tooLarge = false; ///< the body passed the cap and reading stopped
    /// For a list: what decodes an answer that is one JSON array as it arrives (fetchPage()).
    std::function<std::shared_ptr<BodyStream>()> makeStream;
    std::shared_ptr<BodyStream> stream; ///< this attempt's answer goes there instead of `received`
    QByteArray piece; ///< what `stream` gets next, once it is streamPieceBytes long or the answer ends
    bool streamDecided = false; ///< whether this attempt's answer streams is known
    qint64 streamed = 0; ///< bytes handed to `stream`
    QElapsedTimer clock;
    QDateTime startedAt;
    QString requestId;
    std::function<void(const RawReply &)> done;
    /// For a list's page: told when this attempt's answer has come with a success status, before its body
    /// (noteHeaders()), so that the next page can be asked for while this one downloads.
    std::function<void(const RawReply &)> onHeaders;
    /// This attempt's success status and headers, once they have come (url, status, linkNext; no body).
    std::optional<RawReply> head;
    bool isReadAhead = false; ///< a list page asked for before it is known to be wanted
    bool dropped = false; ///< a page read ahead that was not wanted after all
};

ApiClient::ApiClient(QObject *parent)
    : QObject(parent)
    , m_network(new QNetworkAccessManager(this))
    , m_requestTimeoutMs(defaultRequestTimeoutMs)
    , m_largeBodyThreshold(DefaultLargeBodyThreshold)
{
    qRegisterMetaType<RequestLogEntry>();
    // Qt's default policy follows redirects to other hosts with the Authorization header attached.
    m_network->setRedirectPolicy(QNetworkRequest::SameOriginRedirectPolicy);
    m_network->setStrictTransportSecurityEnabled(true);
}

ApiClient::~ApiClient()
{
    // No handler runs from here: their owners may be going away too.
    m_waitingForKey.clear();
    for (const std::weak_ptr<Call> &weak : std::as_const(m_calls)) {
        if (const std::shared_ptr<Call> call = weak.lock()) {
            call->cancelled = true;
            call->context = nullptr;
            if (call->reply) {
                call->reply->abort();
            }
        }
    }
}

ApiError ApiClient::setServiceUrl(const QUrl &url)
{
    if (!UrlPolicy::isAllowedServiceUrl(url)) {
        return {ApiError::Kind::InsecureUrl, 0, url.toDisplayString(QUrl::RemoveUserInfo)};
    }
    if (url != m_serviceUrl) {
        m_serviceUrl = url;
        m_apiRoot = QUrl();
    }
    return {};
}

QUrl ApiClient::serviceUrl() const
{
    return m_serviceUrl;
}

void ApiClient::setApiRoot(const QUrl &root)
{
    m_apiRoot = root;
}

QUrl ApiClient::apiRoot() const
{
    return m_apiRoot.isEmpty() ? m_serviceUrl : m_apiRoot;
}

void ApiClient::setApiKey(const QString &key)
{
    m_apiKey = key;
    if (m_waitingForKey.isEmpty()) {
        return;
    }
    // The requests the old key was refused for go on with the new one; a refused POST created nothing. The
    // same key given again is tried again too (it may have been restored meanwhile): a refusal holds them
    // once more and asks for a key again, so they never wait unseen.
    const QList<std::shared_ptr<Call>> waiting = std::exchange(m_waitingForKey, {});
    for (const std::shared_ptr<Call> &call : waiting) {
        if (call->context && !call->cancelled) {
            call->attempt = 0;
            start(call);
        }
    }
}

void ApiClient::setHoldOnInvalidToken(bool hold)
{
    m_holdOnInvalidToken = hold;
    if (!hold) {
        failWaitingRequests();
    }
}

void ApiClient::failWaitingRequests()
{
    const QList<std::shared_ptr<Call>> waiting = std::exchange(m_waitingForKey, {});
    for (const std::shared_ptr<Call> &call : waiting) {
        if (call->context) {
            RawReply raw;
            raw.error = ApiError(ApiError::Kind::InvalidToken, 0, u"Invalid token"_s);
            call->done(raw);
        }
    }
}

int ApiClient::waitingRequestCount() const
{
    return static_cast<int>(m_waitingForKey.size());
}

bool ApiClient::hasApiKey() const
{
    return !m_apiKey.isEmpty();
}

void ApiClient::setRequestTimeout(int milliseconds)
{
    m_requestTimeoutMs = milliseconds;
}

void ApiClient::setRetryPolicy(const RetryPolicy &policy)
{
    m_retryPolicy = policy;
}

void ApiClient::setLargeBodyThreshold(qint64 bytes)
{
    m_largeBodyThreshold = bytes;
}

void ApiClient::setBodyLimits(qint64 recordBytes, qint64 errorBytes)
{
    m_maxRecordBodyBytes = recordBytes;
    m_maxErrorBodyBytes = errorBytes;
}

QByteArray ApiClient::userAgent()
{
    // Made once: the system's version is read from a file (/etc/os-release on Linux), which every request would
    // otherwise read again.
    static const QByteArray agent = u"ForwardDesk/%1 (Qt %2; %3 %4)"_s
                                        .arg(QString::fromLatin1(FORWARDDESK_VERSION), QString::fromLatin1(qVersion()),
                                             QSysInfo::productType(), QSysInfo::productVersion())
                                        .toUtf8();
    return agent;
}

QUrl ApiClient::resourceUrl(const QString &path) const
{
    QUrl url = apiRoot();
    QString base = url.path();
    while (base.endsWith(u'/')) {
        base.chop(1);
    }
    url.setPath(base + path);
    return url;
}

std::shared_ptr<ApiClient::Call> ApiClient::makeCall(QByteArray method, const QUrl &url, QObject *context,
                                                     QByteArray body)
{
    auto call = std::make_shared<Call>();
    call->idempotent = isIdempotent(method);
    call->method = std::move(method);
    call->url = url;
    call->body = std::move(body);
    call->context = context;
    m_calls.removeIf([](const std::weak_ptr<Call> &weak) { return weak.expired(); });
    m_calls.append(call);
    return call;
}

void ApiClient::start(const std::shared_ptr<Call> &call)
{
    if (!call->context) {
        return; // the caller went away while a retry was waiting
    }
    if (call->cancelled) {
        RawReply raw;
        raw.error = ApiError(ApiError::Kind::Cancelled, 0, QString());
        call->done(raw);
        return;
    }
    if (!UrlPolicy::isAllowedServiceUrl(call->url) || !UrlPolicy::isSameOrigin(call->url, apiRoot())) {
        RawReply raw;
        raw.error = ApiError(ApiError::Kind::InsecureUrl, 0, call->url.toDisplayString(QUrl::RemoveUserInfo));
        call->done(raw);
        return;
    }

    ++call->attempt;
    call->timedOut = false;
    call->tooLarge = false;
    call->received.clear();
    if (call->stream) {
        std::exchange(call->stream, {})->abandon();
    }
    call->streamDecided = false;
    call->streamed = 0;
    call->piece = QByteArray();
    call->head.reset();
    call->requestId = QUuid::createUuid().toString(QUuid::WithoutBraces);
    call->startedAt = QDateTime::currentDateTimeUtc();
    call->clock.start();

    QNetworkRequest request(call->url);
    request.setRawHeader("Authorization", "Bearer " + m_apiKey.toUtf8());
    request.setRawHeader("Accept", acceptHeader);
    // No Accept-Encoding here: Qt then asks for compressed answers and decompresses them itself. Its ratio check
    // would refuse a large, well-compressed list; the client's own cap on the decompressed size takes its place.
    request.setDecompressedSafetyCheckThreshold(m_maxRecordBodyBytes);
    request.setRawHeader("User-Agent", userAgent());
    request.setRawHeader("X-Request-ID", call->requestId.toLatin1());
    if (!call->body.isEmpty()) {
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    }
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::SameOriginRedirectPolicy);
    // A Bearer API needs no cookies: neither send nor keep any.
    request.setAttribute(QNetworkRequest::CookieLoadControlAttribute, QNetworkRequest::Manual);
    request.setAttribute(QNetworkRequest::CookieSaveControlAttribute, QNetworkRequest::Manual);
    request.setTransferTimeout(std::min(maxInactivityMs, m_requestTimeoutMs));
    // Qt sends the high-priority requests waiting for a connection first, the others in the order they came.
    request.setPriority(call->background ? QNetworkRequest::NormalPriority : QNetworkRequest::HighPriority);

    QNetworkReply *reply = call->body.isEmpty() && call->method == getMethod
        ? m_network->get(request)
        : m_network->sendCustomRequest(request, call->method, call->body);
    call->reply = reply;
    // The network thread hands a long answer over in pieces of at most this size (and waits while one is
    // unread), so that no turn of the GUI thread copies many megabytes at once.
    reply->setReadBufferSize(readBufferBytes);

    // The overall deadline: setTransferTimeout only times inactivity, and reports it like abort().
    auto *deadline = new QTimer(reply);
    deadline->setSingleShot(true);
    connect(deadline, &QTimer::timeout, reply, [call, reply] {
        call->timedOut = true;
        reply->abort();
    });
    deadline->start(m_requestTimeoutMs);
    connect(call->context, &QObject::destroyed, reply, &QNetworkReply::abort);
    connect(reply, &QNetworkReply::metaDataChanged, this, [this, call, reply] {
        checkDeclaredLength(call, reply);
        noteHeaders(call, reply);
    });
    connect(reply, &QNetworkReply::readyRead, this, [this, call, reply] { readBody(call, reply); });
    connect(reply, &QNetworkReply::finished, this, [this, call, reply] { finishAttempt(call, reply); });
}

qint64 ApiClient::bodyCap(const QNetworkReply *reply) const
{
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    return status == 0 || (status >= 200 && status < 300) ? m_maxRecordBodyBytes : m_maxErrorBodyBytes;
}

void ApiClient::checkDeclaredLength(const std::shared_ptr<Call> &call, QNetworkReply *reply)
{
    // An uncompressed body announced above the cap is refused before it is read. (A compressed one is judged by
    // its decompressed size, as it arrives.)
    const QVariant length = reply->header(QNetworkRequest::ContentLengthHeader);
    if (call->tooLarge || reply->hasRawHeader("Content-Encoding") || !length.isValid()) {
        return;
    }
    if (length.toLongLong() > bodyCap(reply)) {
        call->tooLarge = true;
        reply->abort();
    } else if (call->received.isEmpty()) {
        // The whole body in one block, with the room behind it that splitting wants: not grown (and copied)
        // piece by piece as it arrives.
        call->received.reserve(length.toLongLong() + JsonListSplitter::Padding);
    }
}

void ApiClient::noteHeaders(const std::shared_ptr<Call> &call, QNetworkReply *reply)
{
    // A redirect's headers come first (and are followed by Qt): only a final success counts.
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (call->head || call->tooLarge || !reply->isOpen() || status < 200 || status >= 300) {
        return;
    }
    RawReply head;
    head.url = reply->url();
    head.status = status;
    if (reply->hasRawHeader("Link")) {
        head.linkNext = ResponseDecoder::nextLinkFromHeader(reply->rawHeader("Link"));
    }
    call->head = head;
    if (call->onHeaders) {
        call->onHeaders(head);
    }
}

void ApiClient::readBody(const std::shared_ptr<Call> &call, QNetworkReply *reply)
{
    // An aborted reply (cancelled, its context gone, past its deadline) is closed: nothing more to read.
    if (call->tooLarge || !reply->isOpen()) {
        return;
    }
    if (call->makeStream && !call->streamDecided) {
        decideStream(call, reply);
    }
    if (call->stream) {
        const qint64 room = bodyCap(reply) - call->streamed;
        const qint64 available = reply->bytesAvailable();
        for (qint64 left = std::clamp<qint64>(available, 0, room); left > 0;) {
            if (call->piece.capacity() < streamPieceBytes) {
                call->piece.reserve(streamPieceBytes);
            }
            const qsizetype at = call->piece.size();
            const qint64 wanted = std::min<qint64>(left, streamPieceBytes - at);
            call->piece.resize(at + wanted);
            const qint64 read = std::max<qint64>(reply->read(call->piece.data() + at, wanted), 0);
            call->piece.resize(at + read);
            call->streamed += read;
            left = read > 0 ? left - read : 0;
            if (call->piece.size() == streamPieceBytes) {
                call->stream->feed(std::exchange(call->piece, {}));
            }
        }
        if (available > room) {
            call->tooLarge = true;
            reply->abort(); // stop reading: the rest is never downloaded
        }
        return;
    }
    const qint64 room = bodyCap(reply) - call->received.size();
    if (reply->bytesAvailable() > room) {
        call->received += reply->read(std::max<qint64>(0, room));
        call->tooLarge = true;
        reply->abort(); // stop reading: the rest is never downloaded
        return;
    }
    // Read where the body is kept (its room was made when its length was announced), not into a copy first.
    const qint64 available = reply->bytesAvailable();
    if (available <= 0) {
        return;
    }
    const qsizetype at = call->received.size();
    call->received.resize(at + available);
    const qint64 read = reply->read(call->received.data() + at, available);
    call->received.resize(at + std::max<qint64>(read, 0));
}

void ApiClient::decideStream(const std::shared_ptr<Call> &call, QNetworkReply *reply)
{
    // An answer that is one JSON array is decoded as it arrives, unless it is short (streamFromBytes).
    // Known from its first byte other than whitespace; an error status never streams.
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const bool succeeded = status >= 200 && status < 300;
    const QVariant length = reply->header(QNetworkRequest::ContentLengthHeader);
    const bool large = !length.isValid() || reply->hasRawHeader("Content-Encoding")
        || length.toLongLong() >= std::max(streamFromBytes, m_largeBodyThreshold);
    if (!succeeded || !large) {
        call->streamDecided = true; // read whole: no need to look at its first byte
        return;
    }
    constexpr qint64 lookAhead = 64;
    const QByteArray head = call->received + reply->peek(lookAhead);
    const auto found = std::find_if(head.cbegin(), head.cend(),
                                    [](char c) { return c != ' ' && c != '\n' && c != '\r' && c != '\t'; });
    if (found == head.cend()) {
        return; // only whitespace so far
    }
    call->streamDecided = true;
    if (*found != '[') {
        return;
    }
    call->stream = call->makeStream();
    call->streamed = call->received.size();
    call->piece = std::exchange(call->received, {}); // whitespace before the array, if any
}

void ApiClient::finishAttempt(const std::shared_ptr<Call> &call, QNetworkReply *reply)
{
    reply->deleteLater();
    call->reply = nullptr;

    RawReply raw;
    raw.url = reply->url();
    raw.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    readBody(call, reply); // what came after the last readyRead
    if (call->stream && !call->piece.isEmpty()) {
        call->stream->feed(std::exchange(call->piece, {}));
    }
    raw.body = std::exchange(call->received, {});
    raw.stream = std::exchange(call->stream, {});
    if (!raw.body.isEmpty() && raw.body.capacity() - raw.body.size() < JsonListSplitter::Padding) {
        // Room behind the body lets a list be split where it lies, not in a copy made while records pile up.
        raw.body.reserve(raw.body.size() + JsonListSplitter::Padding);
    }
    raw.requestId = call->requestId;
    if (reply->hasRawHeader("Link")) {
        raw.linkNext = ResponseDecoder::nextLinkFromHeader(reply->rawHeader("Link"));
    }
    const QNetworkReply::NetworkError code = reply->error();

    QString outcome;
    if (call->tooLarge && raw.succeeded()) {
        raw.error = ApiError(ApiError::Kind::UnexpectedResponse, ApiError::Reason::AnswerTooLarge, raw.status,
                             u"the service's answer is too large (more than %1 bytes)"_s.arg(bodyCap(reply)));
        outcome = u"answer over %1 bytes, not read further"_s.arg(bodyCap(reply));
    } else if (call->tooLarge && raw.status != 0) {
        // An error body past its cap: the status says what happened; the start of the body is kept.
        raw.error = ResponseDecoder::decodeError(
            raw.status, raw.body, reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toString());
        raw.error.setRetryAfterSeconds(retryAfterSeconds(reply));
        outcome = u"%1, error body over %2 bytes, not read further"_s.arg(raw.status).arg(bodyCap(reply));
    } else if (code == QNetworkReply::OperationCanceledError) {
        // abort() and setTransferTimeout() report the same code; the flags tell which it was.
        if (call->cancelled || !call->context) {
            raw.error = ApiError(ApiError::Kind::Cancelled, 0, QString());
            outcome = call->dropped ? u"read ahead, not needed"_s : u"cancelled"_s;
        } else {
            raw.error = ApiError(ApiError::Kind::Timeout, 0, reply->errorString());
            outcome = call->timedOut ? u"deadline passed"_s : u"no data for too long"_s;
        }
    } else if (code != QNetworkReply::NoError && (code < QNetworkReply::ContentAccessDenied || raw.status == 0)) {
        // Below the content errors are transport failures: the partial body of a reset is not an answer.
        raw.error = transportError(code, reply->errorString());
        outcome = reply->errorString();
    } else if (raw.succeeded() && code == QNetworkReply::NoError) {
        outcome = raw.stream ? u"ok, decoded as it arrived"_s : u"ok"_s;
    } else if (raw.succeeded() && reply->hasRawHeader("Content-Encoding")) {
        // Qt decompresses up to its safety threshold, set to the cap, and then refuses: a compressed body whose
        // decompressed size passes the cap ends here. (Qt 6.4 reports a corrupt stream with the same code.)
        raw.error = ApiError(ApiError::Kind::UnexpectedResponse, ApiError::Reason::AnswerTooLarge, raw.status,
                             u"the service's compressed answer could not be read within %1 bytes (%2)"_s.arg(
                                 QString::number(m_maxRecordBodyBytes), reply->errorString()));
        outcome = u"compressed answer not read: %1"_s.arg(reply->errorString());
    } else if (raw.succeeded()) { // a 2xx whose body Qt could not deliver
        raw.error = ApiError(ApiError::Kind::UnexpectedResponse, raw.status, reply->errorString());
        outcome = reply->errorString();
    } else {
        raw.error = ResponseDecoder::decodeError(
            raw.status, raw.body, reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toString());
        raw.error.setRetryAfterSeconds(retryAfterSeconds(reply));
        outcome = QString::number(raw.status);
    }
    if (call->method == "DELETE" && call->attempt > 1 && raw.status == 404) {
        // An earlier attempt whose answer was lost did the deletion: that is the outcome wanted.
        raw.error = ApiError();
        outcome = u"already gone"_s;
    }
    raw.error.setRequestId(call->requestId);
    if (raw.error.isError() && raw.stream) {
        std::exchange(raw.stream, {})->abandon();
    }

    bool retry = false;
    int delayMs = 0;
    if (raw.error.isError() && call->idempotent && raw.error.isTransient() && !call->cancelled && call->context
        && call->attempt < m_retryPolicy.maxAttempts) {
        // Retry-After is honoured on 429 and on 503 (RFC 9110 §10.2.3), in seconds or as an HTTP-date.
        const bool toldWhen = raw.error.retryAfterSeconds() >= 0
            && (raw.error.kind() == ApiError::Kind::RateLimited || raw.status == 503);
        if (toldWhen) {
            retry = raw.error.retryAfterSeconds() <= m_retryPolicy.maxRetryAfterSeconds;
            delayMs = retry ? raw.error.retryAfterSeconds() * 1000 : 0;
        } else {
            retry = true;
            const int backoff =
                std::min(m_retryPolicy.maxDelayMs, m_retryPolicy.baseDelayMs * (1 << (call->attempt - 1)));
            delayMs = backoff + static_cast<int>(QRandomGenerator::global()->bounded(backoff / 2 + 1));
        }
        if (retry) {
            outcome += u", retry in %1 ms"_s.arg(delayMs);
        }
    }

    RequestLogEntry entry;
    entry.startedAt = call->startedAt;
    entry.method = call->method;
    entry.path = call->url.path() + (call->url.hasQuery() ? u'?' + call->url.query() : QString());
    entry.status = raw.status;
    entry.durationMs = call->clock.elapsed();
    entry.attempt = call->attempt;
    entry.requestId = call->requestId;
    entry.outcome = outcome;
    emit requestLogged(entry);
    qCDebug(lc) << entry.method << entry.path << entry.status << outcome << entry.durationMs << "ms";

    // A page read ahead is asked for again once it is wanted, and only then waits for a key (adoptReadAhead()).
    if (raw.error.kind() == ApiError::Kind::InvalidToken && !call->isReadAhead) {
        if (m_holdOnInvalidToken && call->holdable && call->context && !call->cancelled) {
            m_waitingForKey.append(call); // sent again by setApiKey()
            emit invalidTokenReceived();
            return;
        }
        emit invalidTokenReceived();
    }
    if (retry) {
        QTimer::singleShot(delayMs, this, [this, call] { start(call); });
        return;
    }
    if (call->context) {
        call->done(raw);
    }
}

void ApiClient::cancelAll()
{
    const QList<std::shared_ptr<Call>> waiting = std::exchange(m_waitingForKey, {});
    for (const std::shared_ptr<Call> &call : waiting) {
        call->cancelled = true;
        if (call->context) {
            RawReply raw;
            raw.error = ApiError(ApiError::Kind::Cancelled, 0, QString());
            call->done(raw);
        }
    }
    for (const std::weak_ptr<Call> &weak : std::as_const(m_calls)) {
        if (const std::shared_ptr<Call> call = weak.lock()) {
            call->cancelled = true;
            if (call->reply) {
                call->reply->abort();
            }
        }
    }
    m_calls.clear();
}

void ApiClient::discoverApiRoot(QObject *context, const Handler<QUrl> &handler)
{
    discoverApiRoot(context, handler, {});
}

void ApiClient::discoverApiRoot(QObject *context, const Handler<QUrl> &handler,
                                const Handler<QList<Domain>> &domainsHandler)
{
    const QString path = m_serviceUrl.path();
    if (!path.isEmpty() && path != u"/"_s) {
        m_apiRoot = m_serviceUrl; // the user named the path: respect it
        QTimer::singleShot(0, context, [this, context, handler, domainsHandler] {
            handler(m_apiRoot);
            if (domainsHandler) {
                listDomains(context, domainsHandler);
            }
        });
        return;
    }
    QUrl withApi = m_serviceUrl;
    withApi.setPath(u"/"_s + QString::fromLatin1(apiSegment));
    const QList<QUrl> candidates = {m_serviceUrl, withApi};

    // Probe each candidate with GET {root}/domains: any answer but 404/405 means the resources live there.
    auto probe = std::make_shared<std::function<void(qsizetype)>>();
    *probe = [this, context, handler, domainsHandler, candidates, probe](qsizetype index) {
        m_apiRoot = candidates.at(index);
        auto call = makeCall(getMethod, resourceUrl(u"/domains"_s), context);
        call->holdable = false; // any answer but 404 finds the root, a refused key included
        call->done = [this, context = QPointer(context), handler, domainsHandler, candidates, probe, index,
                      url = call->url](const RawReply &raw) {
            const bool missing = raw.status == 404 || raw.status == 405;
            if (raw.error.isError() && raw.status == 0) {
                m_apiRoot = QUrl();
                handler(raw.error); // no answer at all: offline, TLS, timeout…
            } else if (!missing) {
                qCInfo(lc) << "API root found at" << m_apiRoot.toDisplayString(QUrl::RemoveUserInfo);
                handler(m_apiRoot);
                if (!domainsHandler || !context) {
                    // nobody wants the list (or the root's handler let its context go)
                } else if (raw.succeeded() && !raw.error.isError()) {
                    // The probe's answer is the list's first page: read as listDomains() reads it, one round
                    // trip fewer on the way to the first rows.
                    auto state = std::make_shared<ListState>();
                    state->seenPages.insert(pageKey(url));
                    pageReader<Domain>(context, domainKeys, &ResponseDecoder::decodeDomain,
                                       std::make_shared<QList<Domain>>(), state, domainsHandler)(raw);
                } else {
                    listDomains(context, domainsHandler);
                }
            } else if (index + 1 < candidates.size()) {
                (*probe)(index + 1);
            } else {
                m_apiRoot = QUrl();
                handler(ApiError(ApiError::Kind::NotFound, raw.status, raw.error.detail()));
            }
            if (!missing || index + 1 >= candidates.size()) {
                *probe = nullptr; // break the cycle the lambda holds on itself
            }
        };
        start(call);
    };
    (*probe)(0);
}

template <typename T>
void ApiClient::fetchList(const QString &path, const QUrlQuery &query, const QStringList &resourceKeys,
                          T (*decodeOne)(const QJsonObject &, const QByteArray &), QObject *context,
                          const Handler<QList<T>> &handler, Urgency urgency, RecordText text)
{
    QUrl url = resourceUrl(path);
    url.setQuery(query);
    auto call = makeCall(getMethod, url, context);
    auto state = std::make_shared<ListState>(text);
    state->background = urgency == Urgency::Background;
    call->background = state->background;
    fetchPage<T>(call, resourceKeys, decodeOne, std::make_shared<QList<T>>(), std::move(state), handler);
}

template <typename T>
void ApiClient::fetchPage(const std::shared_ptr<Call> &call, const QStringList &resourceKeys,
                          T (*decodeOne)(const QJsonObject &, const QByteArray &), std::shared_ptr<QList<T>> collected,
                          std::shared_ptr<ListState> state, const Handler<QList<T>> &handler)
{
    state->seenPages.insert(pageKey(call->url));
    state->decodeAhead = [resourceKeys, decodeOne,
                          text = state->text()](QByteArray body) -> std::shared_ptr<BodyStream> {
        auto page = std::make_shared<DecodedPage<T>>(std::move(body), resourceKeys, decodeOne, text);
        page->start();
        return page;
    };
    call->makeStream = streamMaker<T>(decodeOne, true, state->text());
    call->onHeaders = readAheadOnHeaders(state, call->context);
    call->done = pageReader<T>(call->context, resourceKeys, decodeOne, std::move(collected), std::move(state), handler);
    start(call);
}

std::function<void(const ApiClient::RawReply &)> ApiClient::readAheadOnHeaders(const std::shared_ptr<ListState> &state,
                                                                               QObject *context)
{
    // Not once the page's body has come: then its reader reads ahead. The list's state is not held: a list
    // given up on (its context gone) is not read ahead.
    return [this, weak = std::weak_ptr<ListState>(state), context = QPointer(context)](const RawReply &head) {
        if (const std::shared_ptr<ListState> owner = weak.lock()) {
            readAhead(head, owner, context);
        }
    };
}

void ApiClient::readAhead(const RawReply &raw, const std::shared_ptr<ListState> &state, QObject *context)
{
    // While a page downloads and is decoded the service makes the next ones, when they can be told without the
    // body: a Link header, or numbered pages counting up. The first is asked for once the page's headers have
    // come, so that the service makes it while the body of this one is still on its way (a service that sends a
    // page as it makes it, a slow link), and the one after it once that one's headers have come: while two pages
    // are decoded, the next is on its way. A guess the body contradicts is dropped unread (adoptReadAhead()).
    if (!context || qsizetype(state->aheads.size()) >= MaxPagesAhead) {
        return;
    }
    // The pages go on from the last one asked for ahead, once its headers have come (they may name the next).
    QUrl from = raw.url;
    QUrl linkNext = raw.linkNext;
    if (!state->aheads.empty()) {
        const Call &last = *state->aheads.back().call;
        if (!last.head) {
            return; // its headers will read further ahead
        }
        from = last.head->url;
        linkNext = last.head->linkNext;
    }
    const auto pagesAhead = qsizetype(state->aheads.size());
    QUrl next;
    if (!linkNext.isEmpty()) {
        next = from.resolved(linkNext);
    } else if (state->countingUp && !state->linkPaged) { // a list paged by Link headers ends without one
        const qlonglong page = pageNumber(from);
        const int total = state->report.announcedTotal;
        // Pages as long as the last one would complete the total with this one: most likely the last page.
        if (page < 1 || page >= MaxPageNumber
            || (total >= 0 && state->listed + (pagesAhead + 1) * state->lastPageSize >= total)) {
            return;
        }
        next = withPage(from, page + 1);
    }
    if (next.isEmpty() || pageOutOfRange(next) || state->report.pages + 1 + pagesAhead >= MaxListPages) {
        return;
    }
    const QString nextKey = pageKey(next);
    if (nextKey == pageKey(from) || nextKey == pageKey(raw.url) || state->seenPages.contains(nextKey)
        || findAhead(state->aheads, nextKey) != state->aheads.end() || !UrlPolicy::isAllowedServiceUrl(next)
        || !UrlPolicy::isSameOrigin(next, apiRoot())) {
        return;
    }
    auto call = makeCall(getMethod, next, context);
    call->isReadAhead = true;
    call->background = state->background;
    call->onHeaders = readAheadOnHeaders(state, context);
    call->done = [weak = std::weak_ptr<ListState>(state), threshold = m_largeBodyThreshold,
                  target = call.get()](const RawReply &reply) {
        const std::shared_ptr<ListState> owner = weak.lock();
        if (!owner) {
            return;
        }
        const auto ahead = std::find_if(owner->aheads.begin(), owner->aheads.end(),
                                        [target](const PageAhead &page) { return page.call.get() == target; });
        if (ahead == owner->aheads.end()) {
            return;
        }
        ahead->reply = reply; // held until the page before it is read
        RawReply &held = *ahead->reply;
        // Decoded meanwhile, beside the page before it: a body the page's reader would give to a worker anyway.
        if (held.succeeded() && !held.error.isError() && !held.stream && held.body.size() > threshold
            && owner->decodeAhead) {
            held.stream = owner->decodeAhead(std::exchange(held.body, {}));
        }
    };
    state->aheads.push_back({call, std::nullopt});
    start(call);
}

bool ApiClient::adoptReadAhead(ListState &state, const QUrl &next, const std::function<void(const RawReply &)> &reader,
                               const std::function<void(const RawReply &)> &onHeaders)
{
    // The page named next may be a later guess than the first (a page skipped): the guesses before it go.
    const auto found = findAhead(state.aheads, pageKey(next));
    if (found == state.aheads.end()) {
        dropReadAhead(state);
        return false;
    }
    std::for_each(state.aheads.begin(), found, &dropAhead);
    state.aheads.erase(state.aheads.begin(), found);
    PageAhead ahead = std::move(state.aheads.front());
    state.aheads.pop_front();
    const std::shared_ptr<Call> call = std::move(ahead.call);
    call->isReadAhead = false;
    call->done = reader;
    const std::optional<RawReply> held = std::move(ahead.reply);
    if (!held) {
        call->onHeaders = onHeaders;
        if (call->head) {
            onHeaders(*call->head); // its headers came while it was a guess
        }
        return true; // read when it comes
    }
    if (held->error.kind() == ApiError::Kind::InvalidToken) {
        call->attempt = 0;
        start(call); // asked again, so that it waits for a key (or fails) as any page would
    } else {
        reader(*held);
    }
    return true;
}

void ApiClient::dropReadAhead(ListState &state)
{
    for (PageAhead &ahead : std::exchange(state.aheads, {})) {
        dropAhead(ahead);
    }
}

void ApiClient::dropAhead(PageAhead &ahead)
{
    if (ahead.reply && ahead.reply->stream) {
        ahead.reply->stream->abandon();
    }
    // Not wanted: no handler runs, nothing is retried, no error is told.
    const std::shared_ptr<Call> &call = ahead.call;
    call->done = [](const RawReply &) {};
    call->onHeaders = nullptr;
    call->cancelled = true;
    call->dropped = true;
    if (call->reply) {
        call->reply->abort();
    }
}

template <typename T>
std::function<void(const ApiClient::RawReply &)>
ApiClient::pageReader(QObject *context, const QStringList &resourceKeys,
                      T (*decodeOne)(const QJsonObject &, const QByteArray &), std::shared_ptr<QList<T>> collected,
                      std::shared_ptr<ListState> state, const Handler<QList<T>> &handler)
{
    return
        [this, context = QPointer(context), resourceKeys, decodeOne, collected, state, handler](const RawReply &raw) {
            if (raw.error.isError()) {
                dropReadAhead(*state);
                handler(raw.error);
                return;
            }
            readAhead(raw, state, context);
            // What the page's handling needs of the reply, without its body: the body is freed once decoded.
            RawReply head;
            head.url = raw.url;
            head.status = raw.status;
            head.requestId = raw.requestId;
            head.linkNext = raw.linkNext;
            auto proceed = [this, context, raw = std::move(head), resourceKeys, decodeOne, collected, state,
                            handler](PageResult<T> result) {
                if (!context) {
                    dropReadAhead(*state);
                    return;
                }
                if (!result.ok) {
                    dropReadAhead(*state);
                    ApiError error(ApiError::Kind::UnexpectedResponse, result.reason, raw.status, result.problem);
                    error.setRequestId(raw.requestId);
                    handler(error);
                    return;
                }
                ListReport &report = state->report;
                state->seenPages.insert(pageKey(raw.url)); // where a redirect led
                ++report.pages;
                const int unreadableHere = result.unreadable.unreadableCount();
                if (unreadableHere > 0) {
                    report.addUnreadableFrom(result.unreadable);
                    report.requestIds.append(raw.requestId);
                    qCWarning(lc) << unreadableHere << "records left out of" << raw.url.path() << "("
                                  << missingText(result.unreadable.mostMissing()) << ")";
                }
                if (result.page.total >= 0) {
                    report.announcedTotal = result.page.total;
                }
                if (!result.deduplicated) {
                    dropSeen(result, state->seenIds);
                }
                report.duplicates += result.duplicates;
                const qsizetype added = result.items.size();
                if (collected->isEmpty()) {
                    if (result.page.total > added && result.page.total <= maxReservedRecords) {
                        // Room for the pages to come, so that the list does not grow on the way; made before the
                        // first page is moved in, as QList::reserve() copies the records a list already holds.
                        collected->reserve(result.page.total);
                        collected->append(std::move(result.items));
                    } else {
                        *collected = std::move(result.items); // the first page: taken whole
                    }
                } else {
                    collected->append(std::move(result.items));
                }

                QUrl next;
                ListReport::PagingStop stop = ListReport::PagingStop::Complete;
                if (!result.page.next.isEmpty()) {
                    next = raw.url.resolved(result.page.next);
                } else if (!raw.linkNext.isEmpty()) { // RFC 8288 Link header
                    next = raw.url.resolved(raw.linkNext);
                } else if (result.page.total >= 0 && result.page.page >= 0
                           && collected->size() + report.unreadableCount() < result.page.total) {
                    if (result.page.page >= MaxPageNumber) {
                        stop = ListReport::PagingStop::PageOutOfRange; // page + 1 would pass the bound (or overflow)
                    } else {
                        next = withPage(raw.url, result.page.page + 1); // numbered pages without a link
                    }
                }
                if (!next.isEmpty()) {
                    if (result.received == 0) {
                        stop = ListReport::PagingStop::Complete; // an empty page ends the list
                    } else if (pageOutOfRange(next)) {
                        stop = ListReport::PagingStop::PageOutOfRange;
                    } else if (state->seenPages.contains(pageKey(next))) {
                        stop = ListReport::PagingStop::RepeatedPage;
                    } else if (report.pages >= MaxListPages) {
                        stop = ListReport::PagingStop::PageLimit;
                    } else if (added == 0 && unreadableHere == 0) {
                        stop = ListReport::PagingStop::NothingNew;
                    } else {
                        const qlonglong here = pageNumber(raw.url);
                        state->countingUp = here >= 1 && pageKey(withPage(raw.url, here + 1)) == pageKey(next);
                        state->linkPaged = result.page.next.isEmpty() && !raw.linkNext.isEmpty();
                        state->listed = collected->size() + report.unreadableCount();
                        state->lastPageSize = result.received;
                        auto reader = pageReader<T>(context, resourceKeys, decodeOne, collected, state, handler);
                        state->seenPages.insert(pageKey(next));
                        auto onHeaders = readAheadOnHeaders(state, context);
                        if (!adoptReadAhead(*state, next, reader, onHeaders)) {
                            auto nextCall = makeCall(getMethod, next, context);
                            nextCall->background = state->background;
                            nextCall->makeStream = streamMaker<T>(decodeOne, false, state->text());
                            nextCall->onHeaders = std::move(onHeaders);
                            nextCall->done = std::move(reader);
                            start(nextCall);
                        }
                        return;
                    }
                }
                dropReadAhead(*state);
                if (stop != ListReport::PagingStop::Complete) {
                    qCWarning(lc) << "stopped paging" << raw.url.path() << "after" << report.pages << "pages, reason"
                                  << static_cast<int>(stop);
                }
                report.pagingStop = stop;
                ApiResult<QList<T>> done(std::move(*collected));
                done.setListReport(std::move(report));
                handler(std::move(done));
            };
            if (!raw.stream && raw.body.size() <= m_largeBodyThreshold) {
                proceed(decodePage<T>(raw.body, resourceKeys, decodeOne, &state->reader));
                return;
            }
            // Records seen on earlier pages are dropped on the worker that decodes the page (nothing else reads them
            // until this page is handled).
            // A stream that kept its page's ids (pageIds) has dropped the records repeated on the page; on the
            // list's first page its ids become the list's as they are.
            const auto dropSeenOnes = [state](PageResult<T> &result, IdSet *pageIds) {
                if (!result.ok) {
                    return;
                }
                if (pageIds && state->seenIds.size() == 0) {
                    state->seenIds = std::move(*pageIds);
                    result.deduplicated = true;
                } else {
                    dropSeen(result, state->seenIds);
                }
            };
            // A decoding that ends without a page (it should not) fails the list, rather than leaving it unanswered.
            const auto notDecoded = [proceed] {
                PageResult<T> failed;
                failed.problem = u"the page's records could not be decoded"_s;
                proceed(std::move(failed));
            };
            // The page is moved out, not copied: a page of thousands of records is not duplicated on this thread,
            // and the worker's copy is not freed here later.
            if (raw.stream) {
                // Decoded while it arrived, or since it came (read ahead); what is left is done on the worker.
                whenFinished(this, std::static_pointer_cast<PageSource<T>>(raw.stream)->finish(dropSeenOnes), proceed,
                             notDecoded);
                return;
            }
            whenFinished(this, QtConcurrent::run([body = raw.body, resourceKeys, decodeOne, state, dropSeenOnes] {
                             PageResult<T> result = decodePage<T>(body, resourceKeys, decodeOne, &state->reader);
                             dropSeenOnes(result, nullptr);
                             return result;
                         }),
                         proceed, notDecoded);
        };
}

template <typename T>
void ApiClient::sendForObject(const QByteArray &method, const QString &path, const QJsonObject &body,
                              const QStringList &resourceKeys, T (*decode)(const QJsonObject &), QObject *context,
                              const Handler<T> &handler)
{
    const QByteArray payload =
        body.isEmpty() && method != "POST" ? QByteArray() : QJsonDocument(body).toJson(QJsonDocument::Compact);
    auto call = makeCall(method, resourceUrl(path), context, payload);
    call->done = [handler, resourceKeys, decode](const RawReply &raw) {
        // A 2xx means the service made the change; without a usable record it is "accepted, record unknown".
        const auto withoutRecord = [&handler, &raw](ApiError::Reason reason, const QString &why) {
            ApiError error(ApiError::Kind::UnexpectedResponse, reason, raw.status, why);
            error.setRequestId(raw.requestId);
            handler(ApiResult<T>::acceptedWithoutRecord(error));
        };
        if (raw.error.isError()) {
            if (raw.succeeded() && raw.error.reason() == ApiError::Reason::AnswerTooLarge) {
                handler(ApiResult<T>::acceptedWithoutRecord(raw.error));
            } else {
                handler(raw.error);
            }
            return;
        }
        if (raw.body.trimmed().isEmpty()) {
            withoutRecord(ApiError::Reason::NoRecord, u"the service accepted the request but sent no record"_s);
            return;
        }
        QJsonParseError parseError{};
        const QJsonDocument document = QJsonDocument::fromJson(raw.body, &parseError);
        if (parseError.error != QJsonParseError::NoError) {
            withoutRecord(ApiError::Reason::NotJson, parseError.errorString());
            return;
        }
        if (!document.isObject()) {
            withoutRecord(ApiError::Reason::NoRecord, u"the answer is not a record"_s);
            return;
        }
        T value = decode(ResponseDecoder::unwrapObject(document.object(), resourceKeys));
        const ListReport::Missing missing = ResponseDecoder::unreadableBecause(value);
        if (missing != ListReport::Missing::Nothing) {
            withoutRecord(ApiError::Reason::NoRecord,
                          u"the answer holds no usable record (%1)"_s.arg(missingText(missing)));
            return;
        }
        handler(std::move(value));
    };
    start(call);
}

void ApiClient::sendForDone(const QByteArray &method, const QString &path, QObject *context,
                            const Handler<Done> &handler)
{
    auto call = makeCall(method, resourceUrl(path), context);
    call->done = [handler](const RawReply &raw) {
        if (raw.error.isError()) {
            handler(raw.error);
        } else {
            handler(Done{}); // 204, or 200 with whatever body: success is any 2xx
        }
    };
    start(call);
}

namespace {
QString segment(const QString &id)
{
    return QString::fromLatin1(QUrl::toPercentEncoding(id));
}
} // namespace

void ApiClient::listDomains(QObject *context, const Handler<QList<Domain>> &handler)
{
    fetchList<Domain>(u"/domains"_s, {}, domainKeys, &ResponseDecoder::decodeDomain, context, handler);
}

void ApiClient::createDomain(const QString &name, QObject *context, const Handler<Domain> &handler)
{
    const QString trimmed = name.trimmed().toLower();
    const QByteArray ace = QUrl::toAce(trimmed);
    const QString sent = ace.isEmpty() ? trimmed : QString::fromLatin1(ace);
    sendForObject<Domain>("POST", u"/domains"_s, {{u"domain"_s, sent}}, {u"domain"_s, u"data"_s},
                          &ResponseDecoder::decodeDomain, context, handler);
}

void ApiClient::deleteDomain(const QString &domainId, QObject *context, const Handler<Done> &handler)
{
    sendForDone("DELETE", u"/domains/"_s + segment(domainId), context, handler);
}

void ApiClient::verifyDomain(const QString &domainId, QObject *context, const Handler<Domain> &handler)
{
    sendForObject<Domain>("POST", u"/domains/"_s + segment(domainId) + u"/verify"_s, {}, {u"domain"_s, u"data"_s},
                          &ResponseDecoder::decodeDomain, context, handler);
}

void ApiClient::listAliases(const QString &domainId, QObject *context, const Handler<QList<Alias>> &handler,
                            Urgency urgency, RecordText text)
{
    fetchList<Alias>(u"/domains/"_s + segment(domainId) + u"/aliases"_s, {}, {u"aliases"_s},
                     &ResponseDecoder::decodeAlias, context, handler, urgency, text);
}

void ApiClient::createAlias(const QString &domainId, const AliasDraft &draft, QObject *context,
                            const Handler<Alias> &handler)
{
    sendForObject<Alias>("POST", u"/domains/"_s + segment(domainId) + u"/aliases"_s, draft.toCreateJson(),
                         {u"alias"_s, u"data"_s}, &ResponseDecoder::decodeAlias, context, handler);
}

void ApiClient::updateAlias(const QString &domainId, const QString &aliasId, const AliasDraft &draft, QObject *context,
                            const Handler<Alias> &handler)
{
    sendForObject<Alias>("PATCH", u"/domains/"_s + segment(domainId) + u"/aliases/"_s + segment(aliasId),
                         draft.toUpdateJson(), {u"alias"_s, u"data"_s}, &ResponseDecoder::decodeAlias, context,
                         handler);
}

void ApiClient::deleteAlias(const QString &domainId, const QString &aliasId, QObject *context,
                            const Handler<Done> &handler)
{
    sendForDone("DELETE", u"/domains/"_s + segment(domainId) + u"/aliases/"_s + segment(aliasId), context, handler);
}

void ApiClient::listLogs(int limit, QObject *context, const Handler<QList<LogEntry>> &handler)
{
    QUrlQuery query;
    if (limit > 0) {
        query.addQueryItem(u"limit"_s, QString::number(limit));
    }
    fetchList<LogEntry>(u"/logs"_s, query, {u"logs"_s, u"entries"_s}, &ResponseDecoder::decodeLogEntry, context,
                        handler);
}

void ApiClient::listApiKeys(QObject *context, const Handler<QList<ApiKey>> &handler)
{
    fetchList<ApiKey>(u"/api-keys"_s, {}, {u"api_keys"_s, u"keys"_s, u"tokens"_s}, &ResponseDecoder::decodeApiKey,
                      context, handler);
}

void ApiClient::createApiKey(const QString &name, QObject *context, const Handler<NewApiKey> &handler)
{
    sendForObject<NewApiKey>("POST", u"/api-keys"_s, {{u"name"_s, name}}, {u"api_key"_s, u"data"_s},
                             &ResponseDecoder::decodeNewApiKey, context, handler);
}

void ApiClient::deleteApiKey(const QString &keyId, QObject *context, const Handler<Done> &handler)
{
    sendForDone("DELETE", u"/api-keys/"_s + segment(keyId), context, handler);
}

} // namespace ForwardDesk::Core
