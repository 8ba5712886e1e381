// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/apierror.h"

#include <QObject>
#include <QPointer>

class QAction;
class QMenu;
class QWidget;

namespace ForwardDesk::Models {
class DeletedAliasStack;
class Session;
} // namespace ForwardDesk::Models

namespace ForwardDesk::Gui {

class AliasPlanDialog;

/// The Aliases pane's actions that reach beyond one table: Import, Export (the shown domain or all),
/// Replace a Destination, and Undo Delete (Ctrl+Z), with the memory of deleted aliases behind it.
///
/// Usage: the main window constructs it with itself as the widget for dialogs (so that the File and Edit menus
/// have these actions before the Aliases pane exists), puts importAction(), exportAllAction(), replaceAction()
/// and undoDeleteAction() into its menus and passes setSession() on. The Aliases pane lists actions() in its
/// menu, adds undoDeleteAction() to itself (Ctrl+Z within the pane) and passes setCurrentDomain() on.
class AliasTransferActions final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AliasTransferActions)

public:
    enum class ExportFormat { Csv, Json };
    Q_ENUM(ExportFormat)

    explicit AliasTransferActions(QWidget *dialogParent);
    ~AliasTransferActions() override;

    /// Closes the import and replace dialogs of the previous session (ending what they were doing).
    void setSession(Models::Session *session);
    void setCurrentDomain(const QString &domainId);

    /// One action with a menu (Import, Export…, Replace a Destination) for the pane's menu and toolbar.
    [[nodiscard]] QList<QAction *> actions() const;
    [[nodiscard]] QAction *importAction() const { return m_importAction; }
    [[nodiscard]] QAction *exportAction() const { return m_exportAction; }
    [[nodiscard]] QAction *exportAllAction() const { return m_exportAllAction; }
    [[nodiscard]] QAction *replaceAction() const { return m_replaceAction; }
    [[nodiscard]] QAction *undoDeleteAction() const { return m_undoAction; }
    [[nodiscard]] Models::DeletedAliasStack *deletedAliases() const { return m_deleted; }

    /// Opens the import (or replace) dialog, not modal; it deletes itself when closed.
    AliasPlanDialog *openImport();
    AliasPlanDialog *openReplace();
    /// Writes the aliases of domain @p domainId (all domains when empty) to @p path, in @p format; the
    /// outcome comes as exported() or exportFailed().
    void exportTo(const QString &path, const QString &domainId, ExportFormat format);
    void undoDelete();

signals:
    void statusMessage(const QString &message);
    void exported(const QString &path, int count);
    void exportFailed(const QString &message);

private:
    void askAndExport(const QString &domainId);
    void updateActions();

    QWidget *m_dialogParent;
    QPointer<Models::Session> m_session;
    Models::DeletedAliasStack *m_deleted = nullptr;
    QString m_domainId;
    QMenu *m_menu;
    QAction *m_importAction;
    QAction *m_exportAction;
    QAction *m_exportAllAction;
    QAction *m_replaceAction;
    QAction *m_undoAction;
};

} // namespace ForwardDesk::Gui
