// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/widgets/errortext.h"

namespace ForwardDesk::Gui {

using Kind = Core::ApiError::Kind;
using Reason = Core::ApiError::Reason;
using Missing = Core::ListReport::Missing;

QString ErrorText::title(const Core::ApiError &error)
{
    switch (error.kind()) {
    case Kind::None:
        return {};
    case Kind::Network:
        return tr("The service cannot be reached.");
    case Kind::Timeout:
        return tr("The service did not answer in time.");
    case Kind::Cancelled:
        return tr("The request was cancelled.");
    case Kind::Tls:
        return tr("The service's certificate could not be verified.");
    case Kind::InsecureUrl:
        return tr("This address is not allowed.");
    case Kind::RedirectRefused:
        return tr("The service redirected to another address.");
    case Kind::InvalidToken:
        return tr("The API key was refused.");
    case Kind::PlanWithoutApiAccess:
        return tr("Your plan does not include API access.");
    case Kind::Forbidden:
        return tr("The service refused this action.");
    case Kind::NotFound:
        return tr("Not found.");
    case Kind::AlreadyVerified:
        return tr("The domain is already verified.");
    case Kind::Conflict:
        return tr("This conflicts with what the service already has.");
    case Kind::Validation:
        return tr("The service did not accept the input.");
    case Kind::DomainLimitReached:
        return tr("Your plan's domain limit is reached.");
    case Kind::RateLimited:
        return tr("Too many requests.");
    case Kind::ServerError:
        return tr("The service had a problem.");
    case Kind::UnexpectedResponse:
        switch (error.reason()) {
        case Reason::AnswerTooLarge:
            return tr("The service's answer is too large.");
        case Reason::NotJson:
            return tr("The service's answer is not in the expected format.");
        case Reason::NoList:
            return tr("The service's answer holds no list.");
        case Reason::NoRecord:
            return tr("The service accepted the request but did not send the result back.");
        case Reason::Unspecified:
            break;
        }
        return tr("The service's answer could not be read.");
    }
    return {};
}

QString ErrorText::explanation(const Core::ApiError &error)
{
    switch (error.kind()) {
    case Kind::Network:
        return tr("Check your connection and the service address. (%1)").arg(error.detail());
    case Kind::Timeout:
        return tr("The service may be busy or the connection slow. Try again in a moment.");
    case Kind::Tls:
        return tr("The connection is not safe, so ForwardDesk did not send your key. (%1)").arg(error.detail());
    case Kind::InsecureUrl:
        return tr("Use an https:// address. Plain http:// is only allowed for this computer (localhost).");
    case Kind::RedirectRefused:
        return tr("ForwardDesk does not follow redirects to another host, so that your key stays with the service.");
    case Kind::InvalidToken:
        return tr("The key may have been revoked or mistyped. Enter a valid key that starts with fwd_.");
    case Kind::PlanWithoutApiAccess:
        return tr("API access needs the Creator, Pro or Business plan. Upgrade the plan in the service's dashboard.");
    case Kind::DomainLimitReached:
        return tr("Remove a domain or move to a larger plan to add more.");
    case Kind::RateLimited:
        return error.retryAfterSeconds() > 0
            ? tr("Wait %n second(s), then try again.", nullptr, error.retryAfterSeconds())
            : tr("Wait a little, then try again.");
    case Kind::ServerError:
        return error.retryAfterSeconds() > 0
            ? tr("The service asks to wait %n second(s) before trying again. (HTTP %1)", nullptr,
                 error.retryAfterSeconds())
                  .arg(error.httpStatus())
            : tr("Try again later. (HTTP %1)").arg(error.httpStatus());
    case Kind::NotFound:
        return tr("It may have been removed elsewhere. Refresh to see the current state.");
    case Kind::UnexpectedResponse:
        switch (error.reason()) {
        case Reason::AnswerTooLarge:
            return tr("ForwardDesk stopped reading it to protect this computer's memory. The request log has "
                      "the details.");
        case Reason::NoRecord:
            return tr("The change was made; ForwardDesk reads the current state again to show it.");
        case Reason::NotJson:
        case Reason::NoList:
        case Reason::Unspecified:
            break;
        }
        return tr("Check that the address points to the forwarding service's API. (%1)").arg(error.detail());
    default:
        return error.detail();
    }
}

QString ErrorText::sentence(const Core::ApiError &error)
{
    const QString explanation = ErrorText::explanation(error);
    //: an error's headline, then what it means
    return explanation.isEmpty() ? title(error) : tr("%1 %2").arg(title(error), explanation);
}

QString ErrorText::richText(const Core::ApiError &error)
{
    const QString explanation = ErrorText::explanation(error);
    //: an error's headline in bold, then what it means
    return explanation.isEmpty() ? title(error).toHtmlEscaped()
                                 : tr("<b>%1</b> %2").arg(title(error).toHtmlEscaped(), explanation.toHtmlEscaped());
}

QString ErrorText::paragraphs(const Core::ApiError &error)
{
    const QString explanation = ErrorText::explanation(error);
    //: an error's headline, then what it means, in a message box
    return explanation.isEmpty() ? title(error) : tr("%1\n\n%2").arg(title(error), explanation);
}

QString ErrorText::connectionProblem(const Core::ApiError &error)
{
    switch (error.kind()) {
    case Kind::NotFound:
    case Kind::UnexpectedResponse:
        return tr("No forwarding API was found at this address. Check the address: it is the one of the service "
                  "itself, for example https://forward.example.com.");
    default:
        break;
    }
    return sentence(error);
}

QString ErrorText::unreadableRecords(Records records, const Core::ListReport &report)
{
    const int count = report.unreadableCount();
    if (count <= 0) {
        return {};
    }
    QString why;
    switch (report.mostMissing()) {
    case Missing::Name:
        why = tr("no name found");
        break;
    case Missing::Address:
        why = tr("no address found");
        break;
    case Missing::Id:
        why = tr("no id found");
        break;
    case Missing::Secret:
        why = tr("no key value found");
        break;
    case Missing::Record:
    case Missing::Nothing:
        why = tr("no known field found");
        break;
    }
    switch (records) {
    case Records::Domains:
        return tr("%n domain(s) could not be read: %1; see the request log.", nullptr, count).arg(why);
    case Records::Aliases:
        return tr("%n alias(es) could not be read: %1; see the request log.", nullptr, count).arg(why);
    case Records::LogEntries:
        return tr("%n log entries could not be read: %1; see the request log.", nullptr, count).arg(why);
    case Records::ApiKeys:
        return tr("%n API key(s) could not be read: %1; see the request log.", nullptr, count).arg(why);
    }
    return {};
}

QString ErrorText::unknownShape()
{
    return tr("The service answers in a shape ForwardDesk does not know: none of its records could be read. "
              "Check the address, or see the request log for the answer.");
}

} // namespace ForwardDesk::Gui
