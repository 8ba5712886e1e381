// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/logentry.h"

#include <QString>
#include <QStringList>

#include <functional>

class QWidget;

namespace ForwardDesk::Models {
class LogFilterModel;
}

namespace ForwardDesk::Gui {

/// The Logs pane's CSV export: the file's columns (the API's field names, for scripts), writing the rows a
/// filter model shows, and where to save (a file dialog that starts in the folder used last).
///
/// Usage: `LogExport::write(proxy, path, &error)`; suggestedPath() and rememberFolder() around the dialog.
class LogExport final
{
public:
    /// Asks where to save an export; returns the chosen path or an empty string when cancelled.
    using SavePathAsker = std::function<QString(QWidget *parent, const QString &suggestedPath)>;

    LogExport() = delete;

    /// The status as a stable word for files and object names, when the service did not give its own.
    [[nodiscard]] static QString statusKey(Core::LogEntry::Status status);
    /// The header row.
    [[nodiscard]] static QStringList header();
    /// One entry's row; @p domain is the entry's domain as the table shows it.
    [[nodiscard]] static QStringList fields(const Core::LogEntry &entry, const QString &domain);

    /// Writes the rows @p rows shows (a filter over a LogModel), in its order, to @p path. False with
    /// @p error set on failure; the file is replaced only when everything was written.
    static bool write(const Models::LogFilterModel *rows, const QString &path, QString *error = nullptr);

    /// The save file dialog.
    [[nodiscard]] static QString askWithDialog(QWidget *parent, const QString &suggestedPath);
    /// A dated file name in the folder of the last export (or the documents folder).
    [[nodiscard]] static QString suggestedPath();
    /// Remembers the folder of @p path for the next export.
    static void rememberFolder(const QString &path);
};

} // namespace ForwardDesk::Gui
