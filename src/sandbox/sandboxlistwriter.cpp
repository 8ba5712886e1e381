// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandboxlistwriter.h"

#include "sandboxjsonwriter.h"
#include "sandboxvalidator.h"

#include <QJsonArray>
#include <QUrl>
#include <QUrlQuery>

#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Sandbox {

namespace {

constexpr int statusOk = 200;
constexpr int statusBadRequest = 400;
// The page the huge-page fault names: the largest 32-bit number, where a careless client overflows.
constexpr qint64 hugePage = std::numeric_limits<qint32>::max();
// A whole list (not a page, which --page-size bounds) of at least this many records goes out as it is made when
// the front end can send it so, in pieces of about this size; a shorter one is made whole and sent with its length.
constexpr qint64 streamFromRecords = 1000;
constexpr qsizetype streamPieceBytes = 128 * 1024;

// The same request with another page number, as an absolute URL (as DRF-style services give it).
QString pageUrl(const SandboxRequest &request, qint64 page)
{
    QUrl url = request.serverUrl;
    url.setPath(request.path);
    QUrlQuery query = request.query;
    query.removeAllQueryItems(u"page"_s);
    query.addQueryItem(u"page"_s, QString::number(page));
    url.setQuery(query);
    return url.toString(QUrl::FullyEncoded);
}

SandboxResponse jsonAnswer(QByteArray body, bool jsonApi)
{
    SandboxResponse response;
    response.status = statusOk;
    response.body = std::move(body);
    if (jsonApi) {
        response.contentType = "application/vnd.api+json";
    }
    return response;
}

} // namespace

SandboxListWriter::SandboxListWriter(const SandboxOptions *options)
    : m_options(options)
{ }

bool SandboxListWriter::paged(const SandboxRequest &request) const
{
    const bool linkFault = request.fault
        && (request.fault->kind == FaultRule::Kind::CyclicNext || request.fault->kind == FaultRule::Kind::HugePage);
    return linkFault || m_options->envelope == SandboxOptions::Envelope::Paged
        || m_options->style == SandboxOptions::Style::JsonApi
        || m_options->paging == SandboxOptions::Paging::LinkHeader;
}

SandboxResponse SandboxListWriter::answer(const SandboxRequest &request, const QString &name, qint64 total,
                                          const RowsFunction &rows) const
{
    const bool jsonApi = m_options->style == SandboxOptions::Style::JsonApi;
    const bool problem = m_options->errors == SandboxOptions::Errors::Problem;
    const qint64 unreadableUntil =
        request.fault && request.fault->kind == FaultRule::Kind::UnreadableRecords ? request.fault->recordCount : 0;

    qint64 page = 1;
    qint64 offset = 0;
    qint64 count = total;
    std::optional<qint64> nextPage;
    const bool isPaged = paged(request);
    if (isPaged) {
        if (request.query.hasQueryItem(u"page"_s)) {
            const QString text = request.query.queryItemValue(u"page"_s, QUrl::FullyDecoded);
            QJsonArray errors;
            const std::optional<qint64> parsed = SandboxValidator::queryInteger(text, u"page"_s, 1, 0, &errors);
            if (!parsed) {
                return SandboxValidator::answer(errors, problem);
            }
            if (*parsed > MaxPage) {
                return SandboxResponse::error(statusBadRequest, u"Page number too large: at most %1"_s.arg(MaxPage),
                                              problem);
            }
            page = *parsed;
        }
        const qint64 pageSize = std::max(1, m_options->pageSize);
        offset = std::min(total, (page - 1) * pageSize);
        count = std::min(pageSize, total - offset);
        if (offset + pageSize < total) {
            nextPage = page + 1;
        }
        if (request.fault && request.fault->kind == FaultRule::Kind::CyclicNext) {
            nextPage = page == 1 ? 2 : 1;
        } else if (request.fault && request.fault->kind == FaultRule::Kind::HugePage) {
            nextPage = hugePage;
        }
    }
    const std::optional<QString> next = nextPage ? std::optional(pageUrl(request, *nextPage)) : std::nullopt;

    // Where the next page is named: in the body when the shape has a place for it, else in a Link header.
    const bool bodyHasNext = m_options->paging == SandboxOptions::Paging::Body
        && (jsonApi || m_options->envelope == SandboxOptions::Envelope::Paged);
    const auto writeNext = [&next](SandboxJsonWriter &writer) {
        if (next) {
            writer.value(*next);
        } else {
            writer.nullValue();
        }
    };

    SandboxResponse response = jsonAnswer({}, jsonApi);
    if (next && !bodyHasNext) {
        response.headers.append(qMakePair(QByteArray("Link"), "<" + next->toLatin1() + ">; rel=\"next\""));
    }
    SandboxJsonWriter writer;
    if (request.sink && !isPaged && count >= streamFromRecords) {
        request.sink->begin(response);
        writer.streamTo([sink = request.sink](QByteArrayView piece) { sink->write(piece); }, streamPieceBytes);
        response.streamed = true;
    }
    if (jsonApi) {
        writer.beginObject();
        writer.key("data"_L1);
        rows(writer, offset, count, unreadableUntil);
        if (bodyHasNext) {
            writer.key("links"_L1);
            writer.beginObject();
            writer.key("next"_L1);
            writeNext(writer);
            writer.endObject();
        }
        writer.objectOfOne("meta"_L1, "total"_L1, total);
        writer.endObject();
    } else {
        switch (m_options->envelope) {
        case SandboxOptions::Envelope::Bare:
            rows(writer, offset, count, unreadableUntil);
            break;
        case SandboxOptions::Envelope::Data:
        case SandboxOptions::Envelope::Named: {
            const QByteArray field =
                m_options->envelope == SandboxOptions::Envelope::Data ? QByteArray("data") : name.toLatin1();
            writer.beginObject();
            writer.key(QLatin1String(field));
            rows(writer, offset, count, unreadableUntil);
            writer.endObject();
            break;
        }
        case SandboxOptions::Envelope::Items:
        case SandboxOptions::Envelope::Paged:
            writer.beginObject();
            writer.key("items"_L1);
            rows(writer, offset, count, unreadableUntil);
            writer.key("total"_L1);
            writer.value(total);
            if (m_options->envelope == SandboxOptions::Envelope::Paged) {
                writer.key("page"_L1);
                writer.value(page);
                if (bodyHasNext) {
                    writer.key("next"_L1);
                    writeNext(writer);
                }
            }
            writer.endObject();
            break;
        }
    }
    if (response.streamed) {
        writer.endStream();
    } else {
        response.body = writer.take();
    }
    return response;
}

} // namespace ForwardDesk::Sandbox
