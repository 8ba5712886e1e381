// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gui/window/pane.h"

#include <QPointer>

class QAction;
class QLineEdit;
class QSortFilterProxyModel;
class QSplitter;
class QTableView;

namespace ForwardDesk::Core {
struct Domain;
}

namespace ForwardDesk::Gui {

class ErrorBanner;
class VerificationPanel;

/// The Domains pane: the account's domains in a sortable, filterable table with status badges, and the
/// selected domain's DNS records and verification in a panel below it.
///
/// Its actions add, verify, check DNS, copy, delete and open a domain's aliases (showAliasesRequested()).
/// Column layout and the splitter position are kept in QSettings.
class DomainsPane final : public Pane
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DomainsPane)

public:
    explicit DomainsPane(QWidget *parent = nullptr);
    ~DomainsPane() override;

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

    /// The id of the selected domain, or an empty string.
    [[nodiscard]] QString selectedDomainId() const;
    /// Selects the domain with @p domainId (clearing a filter that hides it); false if it is not listed.
    bool selectDomain(const QString &domainId);

signals:
    /// The user asked to see the aliases of a domain (Enter, double-click, Show Aliases).
    void showAliasesRequested(const QString &domainId);

private:
    void createActions();
    void updateActions();
    void onCurrentChanged();
    void onDomainAdded(const Core::Domain &domain);
    void showContextMenu(const QPoint &position);
    void showAliases();
    void copyName();
    void restoreLayout();
    void saveLayout() const;
    [[nodiscard]] const Core::Domain *selectedDomain() const;

    QPointer<Models::Session> m_session;
    ErrorBanner *m_banner;
    QLineEdit *m_filter;
    QTableView *m_view;
    QSortFilterProxyModel *m_proxy;
    VerificationPanel *m_panel;
    QSplitter *m_splitter;
    QAction *m_addAction = nullptr;
    QAction *m_verifyAction = nullptr;
    QAction *m_checkDnsAction = nullptr;
    QAction *m_showAliasesAction = nullptr;
    QAction *m_copyAction = nullptr;
    QAction *m_deleteAction = nullptr;
    QString m_deletingId;
    QString m_keepSelectedId; ///< re-selected after the model resets
    bool m_layoutRestored = false;
};

} // namespace ForwardDesk::Gui
