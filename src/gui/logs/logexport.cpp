// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/logs/logexport.h"

#include "core/csvwriter.h"
#include "gui/logs/logstatus.h"
#include "models/config.h"
#include "models/logfiltermodel.h"
#include "models/logmodel.h"
#include "models/roles.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Gui {

using Core::LogEntry;
using Models::Config;

namespace {
class Tr final
{
    Q_DECLARE_TR_FUNCTIONS(ForwardDesk::Gui::LogsPane)
};
} // namespace

QString LogExport::statusKey(LogEntry::Status status)
{
    return logStatusInfo(status).key.toString();
}

QStringList LogExport::header()
{
    return {u"time"_s,       u"status"_s,   u"sender"_s,    u"recipient"_s,    u"destination"_s,
            u"domain"_s,     u"alias_id"_s, u"smtp_code"_s, u"smtp_message"_s, u"subject"_s,
            u"message_id"_s, u"size"_s,     u"id"_s};
}

QStringList LogExport::fields(const LogEntry &entry, const QString &domain)
{
    return {entry.time.isValid() ? entry.time.toUTC().toString(Qt::ISODate) : QString(),
            entry.statusText.isEmpty() ? statusKey(entry.status) : entry.statusText,
            entry.sender,
            entry.recipient,
            entry.destination,
            domain,
            entry.aliasId,
            entry.smtpCode >= 0 ? QString::number(entry.smtpCode) : QString(),
            entry.smtpMessage,
            entry.subject,
            entry.messageId,
            entry.size >= 0 ? QString::number(entry.size) : QString(),
            entry.id};
}

bool LogExport::write(const Models::LogFilterModel *rows, const QString &path, QString *error)
{
    Core::CsvWriter csv(path);
    if (!csv.open()) {
        if (error) {
            *error = csv.errorString();
        }
        return false;
    }
    csv.writeRow(header());
    const auto *model = qobject_cast<const Models::LogModel *>(rows->sourceModel());
    const int count = model ? rows->rowCount() : 0;
    for (int row = 0; row < count; ++row) {
        const QModelIndex index = rows->index(row, 0);
        const LogEntry entry = model->entryAt(rows->mapToSource(index).row());
        csv.writeRow(fields(entry, index.data(Models::DomainRole).toString()));
    }
    if (!csv.commit()) {
        if (error) {
            *error = csv.errorString();
        }
        return false;
    }
    return true;
}

QString LogExport::askWithDialog(QWidget *parent, const QString &suggestedPath)
{
    return QFileDialog::getSaveFileName(parent, Tr::tr("Export Log"), suggestedPath,
                                        Tr::tr("CSV files (*.csv);;All files (*)"));
}

QString LogExport::suggestedPath()
{
    QString directory = Config::value(Config::Key::LogsPaneExportDirectory).toString();
    if (directory.isEmpty() || !QFileInfo(directory).isDir()) {
        directory = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    }
    //: the suggested file name of a log export; keep it free of characters file systems refuse
    const QString name =
        Tr::tr("forwarding-log-%1.csv").arg(QDateTime::currentDateTime().toString(u"yyyy-MM-dd-HHmm"_s));
    return QDir(directory).filePath(name);
}

void LogExport::rememberFolder(const QString &path)
{
    Config::setValue(Config::Key::LogsPaneExportDirectory, QFileInfo(path).absolutePath());
}

} // namespace ForwardDesk::Gui
