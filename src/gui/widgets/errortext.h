// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/apierror.h"
#include "core/listreport.h"

#include <QCoreApplication>
#include <QString>

namespace ForwardDesk::Gui {

/// The one place that turns an ApiError into words for people.
class ErrorText final
{
    Q_DECLARE_TR_FUNCTIONS(ErrorText)

public:
    ErrorText() = delete;

    /// A short headline ("The service did not answer in time.").
    [[nodiscard]] static QString title(const Core::ApiError &error);
    /// What it means and what to do, in one or two sentences.
    [[nodiscard]] static QString explanation(const Core::ApiError &error);
    /// The headline and the explanation as one line of plain text, for a label, a list or the status bar.
    [[nodiscard]] static QString sentence(const Core::ApiError &error);
    /// The headline in bold and the explanation after it, escaped for a rich-text label or banner.
    [[nodiscard]] static QString richText(const Core::ApiError &error);
    /// The headline and the explanation as two paragraphs of plain text, for a message box.
    [[nodiscard]] static QString paragraphs(const Core::ApiError &error);
    /// Why connecting to a service failed, as the sign-in dialog says it: the headline and what to do. A
    /// service that answers but has no API where it was looked for reads as a wrong address.
    [[nodiscard]] static QString connectionProblem(const Core::ApiError &error);

    /// The kinds of record a list holds, for unreadableRecords().
    enum class Records { Domains, Aliases, LogEntries, ApiKeys };
    /// What a list left out, for the pane that shows it: "3 domains could not be read: no name found; see the
    /// request log." Empty when every record was read.
    [[nodiscard]] static QString unreadableRecords(Records records, const Core::ListReport &report);
    /// The first list of a new connection held records, none of which could be read.
    [[nodiscard]] static QString unknownShape();
};

} // namespace ForwardDesk::Gui
