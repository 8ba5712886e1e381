// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/aliases/aliastransferactions.h"

#include "core/aliasfile.h"
#include "core/whenfinished.h"
#include "gui/aliases/aliasplandialog.h"
#include "gui/widgets/errortext.h"
#include "gui/widgets/icons.h"
#include "models/accountaliasesloader.h"
#include "models/deletedaliasstack.h"
#include "models/domainmodel.h"
#include "models/session.h"

#include <QAction>
#include <QDate>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMenu>
#include <QStandardPaths>
#include <QWidget>
#include <QtConcurrent/QtConcurrentRun>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Gui {

namespace {
const QString csvSuffix = u"csv"_s;
const QString jsonSuffix = u"json"_s;

Core::AliasRecord recordOf(const QString &domainName, const Core::Alias &alias)
{
    Core::AliasRecord record;
    record.domain = domainName;
    record.localPart = alias.catchAll ? QString() : alias.localPart;
    record.catchAll = alias.catchAll;
    record.enabled = alias.enabled;
    record.destinations = alias.destinations;
    return record;
}

/// What writing an export came to: the aliases written, or why the file could not be saved.
struct ExportOutcome
{
    bool ok = false;
    int count = 0;
    QString error;
};

ExportOutcome writeExport(const QList<Models::DomainAliases> &account, const QString &path,
                          AliasTransferActions::ExportFormat format)
{
    QList<Core::AliasRecord> records;
    for (const Models::DomainAliases &domain : account) {
        for (const Core::Alias &alias : domain.aliases) {
            records.append(recordOf(domain.domainName, alias));
        }
    }
    ExportOutcome outcome;
    outcome.ok = format == AliasTransferActions::ExportFormat::Json
        ? Core::AliasFile::writeJson(path, records, &outcome.error)
        : Core::AliasFile::writeCsv(path, records, &outcome.error);
    outcome.count = static_cast<int>(records.size());
    return outcome;
}

/// Opens a plan dialog in @p mode for @p session, not modal; it deletes itself when closed. Null when signed out.
AliasPlanDialog *openPlanDialog(Models::Session *session, AliasPlanDialog::Mode mode, QWidget *parent)
{
    if (!session) {
        return nullptr;
    }
    auto *dialog = new AliasPlanDialog(session, mode, parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
    return dialog;
}
} // namespace

AliasTransferActions::AliasTransferActions(QWidget *dialogParent)
    : QObject(dialogParent)
    , m_dialogParent(dialogParent)
    , m_menu(new QMenu(tr("Import and E&xport"), dialogParent))
    , m_importAction(new QAction(tr("&Import Aliases…"), this))
    , m_exportAction(new QAction(tr("E&xport Aliases of This Domain…"), this))
    , m_exportAllAction(new QAction(tr("Export &All Aliases…"), this))
    , m_replaceAction(new QAction(tr("&Replace a Destination…"), this))
    , m_undoAction(new QAction(tr("&Undo Delete"), this))
{
    m_importAction->setObjectName(u"importAliasesAction"_s);
    m_importAction->setToolTip(tr("Create and change aliases from a CSV or JSON file"));
    m_exportAction->setObjectName(u"exportAliasesAction"_s);
    m_exportAllAction->setObjectName(u"exportAllAliasesAction"_s);
    m_replaceAction->setObjectName(u"replaceDestinationAction"_s);
    m_replaceAction->setToolTip(tr("Make every alias that forwards to one address forward to another"));
    m_menu->setObjectName(u"aliasTransferMenu"_s);
    m_menu->menuAction()->setObjectName(u"aliasTransferMenuAction"_s);
    m_menu->menuAction()->setIcon(Icons::get(u"export"_s));
    m_menu->addAction(m_importAction);
    m_menu->addSeparator();
    m_menu->addAction(m_exportAction);
    m_menu->addAction(m_exportAllAction);
    m_menu->addSeparator();
    m_menu->addAction(m_replaceAction);
    m_undoAction->setObjectName(u"undoDeleteAliasAction"_s);
    m_undoAction->setShortcuts(QKeySequence::Undo);
    // Ctrl+Z in the widget the action is added to (the Aliases pane) only; text fields keep their own undo.
    m_undoAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);

    connect(m_importAction, &QAction::triggered, this, &AliasTransferActions::openImport);
    connect(m_replaceAction, &QAction::triggered, this, &AliasTransferActions::openReplace);
    connect(m_exportAction, &QAction::triggered, this, [this] { askAndExport(m_domainId); });
    connect(m_exportAllAction, &QAction::triggered, this, [this] { askAndExport(QString()); });
    connect(m_undoAction, &QAction::triggered, this, &AliasTransferActions::undoDelete);
    updateActions();
}

AliasTransferActions::~AliasTransferActions() = default;

QList<QAction *> AliasTransferActions::actions() const
{
    return {m_menu->menuAction()};
}

void AliasTransferActions::setSession(Models::Session *session)
{
    if (m_session == session) {
        return;
    }
    delete m_deleted; // deleted aliases belong to the account they were deleted from
    m_deleted = nullptr;
    // An import or replace of the old account ends here: its requests die with that session, so no answer
    // would ever end it, and its dialog could not be closed.
    const QList<AliasPlanDialog *> dialogs =
        m_dialogParent->findChildren<AliasPlanDialog *>(Qt::FindDirectChildrenOnly);
    for (AliasPlanDialog *dialog : dialogs) {
        dialog->dropSession();
        dialog->close();
    }
    m_session = session;
    if (session) {
        m_deleted = new Models::DeletedAliasStack(session, this);
        connect(m_deleted, &Models::DeletedAliasStack::changed, this, &AliasTransferActions::updateActions);
    }
    updateActions();
}

void AliasTransferActions::setCurrentDomain(const QString &domainId)
{
    m_domainId = domainId;
    updateActions();
}

void AliasTransferActions::updateActions()
{
    const bool ready = m_session != nullptr;
    m_importAction->setEnabled(ready);
    m_exportAction->setEnabled(ready && !m_domainId.isEmpty());
    m_exportAllAction->setEnabled(ready);
    m_replaceAction->setEnabled(ready);
    const bool canUndo = m_deleted && m_deleted->canUndo();
    m_undoAction->setEnabled(canUndo);
    if (canUndo) {
        const Models::DeletedAliasStack::Entry top = m_deleted->top();
        m_undoAction->setText(tr("&Undo Delete of %1").arg(top.alias.address(top.domainName)));
    } else {
        m_undoAction->setText(tr("&Undo Delete"));
    }
}

AliasPlanDialog *AliasTransferActions::openImport()
{
    return openPlanDialog(m_session, AliasPlanDialog::Mode::Import, m_dialogParent);
}

AliasPlanDialog *AliasTransferActions::openReplace()
{
    return openPlanDialog(m_session, AliasPlanDialog::Mode::Replace, m_dialogParent);
}

void AliasTransferActions::askAndExport(const QString &domainId)
{
    if (!m_session) {
        return;
    }
    QString baseName = u"aliases"_s;
    if (!domainId.isEmpty()) {
        const int row = m_session->domains()->rowOf(domainId);
        if (row >= 0) {
            baseName = m_session->domains()->domains().at(row).name + u"-aliases"_s;
        }
    }
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString suggested =
        QDir(folder).filePath(baseName + u'-' + QDate::currentDate().toString(Qt::ISODate) + u'.' + csvSuffix);
    const QString csvFilter = tr("CSV files (*.csv)");
    const QString jsonFilter = tr("JSON files (*.json)");
    QString chosenFilter = csvFilter;
    QString path = QFileDialog::getSaveFileName(m_dialogParent, tr("Export Aliases"), suggested,
                                                csvFilter + u";;"_s + jsonFilter, &chosenFilter);
    if (path.isEmpty()) {
        return;
    }
    const bool json = chosenFilter == jsonFilter || path.endsWith(u'.' + jsonSuffix, Qt::CaseInsensitive);
    if (QFileInfo(path).suffix().isEmpty()) {
        path += u'.' + (json ? jsonSuffix : csvSuffix);
    }
    exportTo(path, domainId, json ? ExportFormat::Json : ExportFormat::Csv);
}

void AliasTransferActions::exportTo(const QString &path, const QString &domainId, ExportFormat format)
{
    if (!m_session) {
        return;
    }
    emit statusMessage(tr("Reading aliases for the export…"));
    auto *loader = new Models::AccountAliasesLoader(m_session, this);
    loader->setDomainFilter(domainId);
    connect(loader, &Models::AccountAliasesLoader::progress, this, [this](int done, int total) {
        if (total > 1 && done < total) {
            emit statusMessage(
                tr("Reading aliases for the export: %1 of %n domains…", nullptr, total).arg(QLocale().toString(done)));
        }
    });
    connect(
        loader, &Models::AccountAliasesLoader::loaded, this,
        [this, loader, path, format](const QList<Models::DomainAliases> &account) {
            loader->deleteLater();
            // The file is made on a worker: the aliases of a large account take longer to write out than
            // the window may wait. The lists go with it, and are freed there.
            Core::whenFinished(
                this, QtConcurrent::run(writeExport, account, path, format),
                [this, path](const ExportOutcome &outcome) {
                    if (!outcome.ok) {
                        const QString message = tr("The aliases could not be saved: %1").arg(outcome.error);
                        emit statusMessage(message);
                        emit exportFailed(message);
                        return;
                    }
                    emit statusMessage(
                        tr("Exported %n aliases to %1.", nullptr, outcome.count).arg(QDir::toNativeSeparators(path)));
                    emit exported(path, outcome.count);
                });
        });
    connect(loader, &Models::AccountAliasesLoader::failed, this,
            [this, loader](const QString &domainName, const Core::ApiError &error) {
                loader->deleteLater();
                // No domain's name: the session went away while the lists were read.
                const QString message = domainName.isEmpty()
                    ? tr("The export stopped: the account was switched or signed out.")
                    : tr("The aliases of %1 could not be read: %2").arg(domainName, ErrorText::sentence(error));
                emit statusMessage(message);
                emit exportFailed(message);
            });
    loader->start();
}

void AliasTransferActions::undoDelete()
{
    if (!m_deleted || !m_deleted->canUndo()) {
        return;
    }
    m_deleted->undo(this, [this](const Models::DeletedAliasStack::Entry &entry, const Core::ApiError &error) {
        const QString address = entry.alias.address(entry.domainName);
        if (error.isError()) {
            emit statusMessage(tr("%1 was not restored: %2").arg(address, ErrorText::sentence(error)));
        } else {
            emit statusMessage(tr("Restored %1.").arg(address));
        }
    });
}

} // namespace ForwardDesk::Gui
