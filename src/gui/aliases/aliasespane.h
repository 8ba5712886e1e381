// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/alias.h"
#include "core/apierror.h"
#include "gui/window/pane.h"
#include "models/aliasbulkjob.h"

#include <QPointer>

class QAbstractItemModel;
class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QProgressDialog;
class QTableView;

namespace ForwardDesk::Models {
class AliasFilterModel;
}

namespace ForwardDesk::Gui {

class AliasTransferActions;
class BulkResultDialog;
class ErrorBanner;

/// The Aliases pane: the aliases of one domain (chosen above the table) with an Enabled switch in each
/// row, a text and state filter, and actions to add, edit, enable, disable, delete and copy aliases, one at
/// a time or several at once.
///
/// Usage: construct it with the main window's AliasTransferActions (or none: the pane then makes its own),
/// setSession(), then showDomain() to jump to a domain (the Domains and Logs panes do that through
/// the main window); activate() shows the first domain when none is chosen yet. Changes reach the table
/// only once the service confirmed them, except the Enabled switch, which shows the new state at once and
/// rolls back with a message when the service refuses.
class AliasesPane final : public Pane
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AliasesPane)

public:
    explicit AliasesPane(QWidget *parent = nullptr, AliasTransferActions *transfer = nullptr);
    ~AliasesPane() override;

    void setSession(Models::Session *session) override;
    [[nodiscard]] QList<QAction *> paneActions() const override;

    void activate() override;
    void refresh() override;
    void newItem() override;
    void deleteSelected() override;
    [[nodiscard]] bool canDelete() const override;
    void focusFilter() override;
    /// The pane's names, known before one exists.
    [[nodiscard]] static Identity identity();
    /// Gives @p view, which shows an AliasFilterModel, the look of the pane's table: RecordTable's, the
    /// catch-all's and the switches' cells, rows of one line, read-only cells. Call it after setModel().
    static void setUpTable(QTableView *view);

    /// Shows the aliases of the domain with @p domainId (loading them).
    void showDomain(const QString &domainId);
    [[nodiscard]] QString currentDomainId() const { return m_domainId; }
    /// Narrows the table to rows matching @p text (the logs pane's "Show alias" passes the address).
    void setFilterText(const QString &text);

    [[nodiscard]] QTableView *view() const { return m_view; }
    /// Edits the selected alias (Enter, F2, double-click).
    void editSelected();
    void enableSelected();
    void disableSelected();
    /// Copies the selected addresses, one a line.
    void copySelected();
    /// Import, export, replace a destination and undo delete.
    [[nodiscard]] AliasTransferActions *transferActions() const { return m_transfer; }

protected:
    void hideEvent(QHideEvent *event) override;

private:
    void createActions(AliasTransferActions *transfer);
    /// Ends what belongs to the current session: a bulk job, its dialogs, open alias dialogs.
    void dropSessionState();
    void syncChooser();
    void onChooserActivated(int row);
    void onAliasesLoaded(const QString &domainId);
    void onAliasesLoadFailed(const Core::ApiError &error);
    void updateActions();
    void updateCount();
    void showContextMenu(const QPoint &position);
    void openDialog(const Core::Alias *alias);
    void setEnabledFor(const QString &aliasId, bool enabled);
    void setSelectedEnabled(bool enabled);
    void deleteOne(const Core::Alias &alias);
    void showActionFailure(const QString &message);

    void startBulk(Models::AliasBulkJob::Action action, const QList<Core::Alias> &aliases);
    void showBulkProgress(int index, int total, const Core::Alias &alias);
    void recordBulkResult(const Core::Alias &alias, const Core::ApiError &error);
    void finishBulk(int handled);
    [[nodiscard]] bool isBulkRunning() const { return m_bulkJob != nullptr; }

    [[nodiscard]] QList<Core::Alias> selectedAliases() const;
    [[nodiscard]] QString addressOf(const Core::Alias &alias) const;
    void saveHeader() const;

    QPointer<Models::Session> m_session;
    QString m_domainId;
    bool m_headerRestored = false;

    ErrorBanner *m_banner;
    ErrorBanner *m_actionBanner;
    QComboBox *m_domainChooser;
    /// The chooser's model while there is no session: empty.
    QAbstractItemModel *m_noDomains = nullptr;
    QLineEdit *m_filter;
    QComboBox *m_stateFilter;
    QLabel *m_countLabel;
    QTableView *m_view;
    Models::AliasFilterModel *m_proxy;

    QAction *m_newAction = nullptr;
    QAction *m_editAction = nullptr;
    QAction *m_enableAction = nullptr;
    QAction *m_disableAction = nullptr;
    QAction *m_deleteAction = nullptr;
    QAction *m_copyAction = nullptr;
    AliasTransferActions *m_transfer = nullptr;

    QPointer<Models::AliasBulkJob> m_bulkJob;
    QPointer<QProgressDialog> m_bulkProgress;
    QPointer<BulkResultDialog> m_bulkResults;
};

} // namespace ForwardDesk::Gui
