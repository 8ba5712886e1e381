// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/domains/domainspane.h"

#include "gui/domains/adddomaindialog.h"
#include "gui/domains/verificationpanel.h"
#include "gui/widgets/accessibility.h"
#include "gui/widgets/errorbanner.h"
#include "gui/widgets/errortext.h"
#include "gui/widgets/icons.h"
#include "gui/widgets/prompt.h"
#include "gui/widgets/recordtable.h"
#include "gui/widgets/recordtableview.h"
#include "gui/widgets/statusbadgedelegate.h"
#include "gui/widgets/viewstate.h"
#include "models/domainmodel.h"
#include "models/requestlogmodel.h"
#include "models/roles.h"
#include "models/session.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLineEdit>
#include <QMenu>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Gui {

namespace {

constexpr int messageTimeoutMs = 6000;
constexpr int tableShare = 3;
constexpr int panelShare = 2;

using Models::Config;
using Models::DomainModel;

} // namespace

Pane::Identity DomainsPane::identity()
{
    return {tr("Domains"), tr("&Domains"), u"domains"_s};
}

DomainsPane::DomainsPane(QWidget *parent)
    : Pane(identity(), parent)
    , m_banner(new ErrorBanner(this))
    , m_filter(new QLineEdit(this))
    , m_view(new RecordTableView(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_panel(new VerificationPanel(this))
    , m_splitter(new QSplitter(Qt::Vertical, this))
{
    setObjectName(u"domainsPane"_s);
    m_filter->setObjectName(u"domainFilter"_s);
    m_view->setObjectName(u"domainTable"_s);
    m_splitter->setObjectName(u"domainSplitter"_s);

    m_filter->setPlaceholderText(tr("Filter domains (Ctrl+F)"));
    m_filter->setAccessibleName(tr("Filter domains"));
    m_filter->addAction(Icons::get(u"search"_s), QLineEdit::LeadingPosition);
    Accessibility::addClearButton(m_filter, tr("Clear the domain filter"));
    Accessibility::nameIconButtons(m_filter, tr("Filter domains"));
    m_view->setAccessibleName(tr("Domains"));
    m_view->setAccessibleDescription(
        tr("The domains of the account with their verification status. Enter shows the aliases of the selected "
           "domain; its DNS records are listed below."));
    m_proxy->setSortRole(Models::SortRole);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setFilterKeyColumn(DomainModel::NameColumn);
    m_view->setModel(m_proxy);
    RecordTable::setUp(m_view, QAbstractItemView::SingleSelection);
    m_view->sortByColumn(DomainModel::NameColumn, Qt::AscendingOrder);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    m_view->horizontalHeader()->setSectionsMovable(true);
    m_view->setItemDelegateForColumn(
        DomainModel::StatusColumn,
        new StatusBadgeDelegate(
            [](int status) { return VerificationPanel::statusIconName(static_cast<Core::Domain::Status>(status)); },
            m_view));

    m_splitter->addWidget(m_view);
    m_splitter->addWidget(m_panel);
    m_splitter->setCollapsible(0, false);
    m_splitter->setStretchFactor(0, tableShare);
    m_splitter->setStretchFactor(1, panelShare);
    ViewState::restoreSplitter(m_splitter, Config::Key::DomainsPaneSplitterState);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_banner);
    layout->addWidget(m_filter);
    layout->addWidget(m_splitter, 1);
    setTabOrder(m_filter, m_view);
    setTabOrder(m_view, m_panel);

    createActions();

    connect(m_filter, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);
    connect(m_banner, &ErrorBanner::retryRequested, this, [this] {
        if (!m_session) {
            return;
        }
        m_banner->hide();
        if (m_session->state() == Models::Session::State::Connected) {
            m_session->refreshDomains();
        } else {
            m_session->open();
        }
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &DomainsPane::onCurrentChanged);
    connect(m_view, &QTableView::doubleClicked, this, &DomainsPane::showAliases);
    connect(m_view, &QTableView::customContextMenuRequested, this, &DomainsPane::showContextMenu);
    connect(m_proxy, &QAbstractItemModel::modelAboutToBeReset, this, [this] { m_keepSelectedId = selectedDomainId(); });
    connect(m_proxy, &QAbstractItemModel::modelReset, this, [this] {
        if (!m_keepSelectedId.isEmpty()) {
            selectDomain(std::exchange(m_keepSelectedId, QString()));
        }
        onCurrentChanged();
    });
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &DomainsPane::onCurrentChanged);
    connect(m_panel, &VerificationPanel::actionsChanged, this, &DomainsPane::updateActions);
    connect(m_panel, &VerificationPanel::statusMessage, this, &Pane::statusMessage);
    updateActions();
}

DomainsPane::~DomainsPane()
{
    saveLayout();
}

void DomainsPane::createActions()
{
    m_addAction = Icons::action(u"add"_s, tr("&Add Domain…"), u"addDomainAction"_s,
                                tr("Add a domain to the account (Ctrl+N)"), this);
    connect(m_addAction, &QAction::triggered, this, &DomainsPane::newItem);

    m_verifyAction = Icons::action(u"verify"_s, tr("&Verify"), u"verifyDomainAction"_s,
                                   tr("Ask the service to check the selected domain's DNS records"), this);
    m_verifyAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V));
    connect(m_verifyAction, &QAction::triggered, m_panel, &VerificationPanel::verify);

    m_checkDnsAction =
        Icons::action(u"dns"_s, tr("Check &DNS"), u"checkDnsAction"_s,
                      tr("Look up what DNS publishes now for the selected domain, without the service"), this);
    m_checkDnsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    connect(m_checkDnsAction, &QAction::triggered, m_panel, &VerificationPanel::checkDns);

    m_showAliasesAction = Icons::action(u"aliases"_s, tr("Show A&liases"), u"showAliasesAction"_s,
                                        tr("Show the aliases of the selected domain (Enter)"), this);
    m_showAliasesAction->setShortcuts({QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)});
    m_showAliasesAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_showAliasesAction, &QAction::triggered, this, &DomainsPane::showAliases);

    m_copyAction = Icons::action(u"copy"_s, tr("&Copy Domain Name"), u"copyDomainAction"_s, {}, this);
    m_copyAction->setShortcut(QKeySequence::Copy);
    m_copyAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_copyAction, &QAction::triggered, this, &DomainsPane::copyName);

    m_deleteAction = Icons::action(u"delete"_s, tr("&Delete Domain…"), u"deleteDomainAction"_s,
                                   tr("Delete the selected domain and its aliases (Del)"), this);
    connect(m_deleteAction, &QAction::triggered, this, &DomainsPane::deleteSelected);

    // Enter and Copy act on the table only, so that the filter box keeps its own keys.
    m_view->addActions({m_showAliasesAction, m_copyAction});
    addActions({m_verifyAction, m_checkDnsAction});
}

QList<QAction *> DomainsPane::paneActions() const
{
    return {m_addAction, m_verifyAction, m_checkDnsAction, m_showAliasesAction, m_copyAction, m_deleteAction};
}

void DomainsPane::setSession(Models::Session *session)
{
    if (m_session) {
        disconnect(m_session, nullptr, this, nullptr);
    }
    m_session = session;
    m_deletingId.clear(); // a deletion of the old account: its answer will not come
    const QList<AddDomainDialog *> dialogs = findChildren<AddDomainDialog *>();
    for (AddDomainDialog *dialog : dialogs) {
        disconnect(dialog, nullptr, this, nullptr); // its outcome is no business of the next account
        dialog->reject();
    }
    m_proxy->setSourceModel(session ? session->domains() : nullptr);
    m_panel->setSession(session);
    m_banner->hide();
    if (session) {
        restoreLayout();
        connect(session, &Models::Session::loadFailed, this,
                [this](const Core::ApiError &error) { m_banner->showError(error); });
        connect(session, &Models::Session::domainsLoaded, this, [this] {
            m_banner->hide();
            // Records the list left out are said plainly, with the service's answer one click away.
            const QString notice = ErrorText::unreadableRecords(ErrorText::Records::Domains,
                                                                m_session->listReport(Models::Session::List::Domains));
            if (!notice.isEmpty()) {
                m_banner->showNotice(notice, m_session->requestLog());
            }
            if (selectedDomainId().isEmpty() && m_proxy->rowCount() > 0) {
                m_view->setCurrentIndex(m_proxy->index(0, DomainModel::NameColumn));
            }
            updateActions();
        });
    }
    updateActions();
}

void DomainsPane::restoreLayout()
{
    if (m_layoutRestored) {
        return;
    }
    m_layoutRestored = true;
    QHeaderView *header = m_view->horizontalHeader();
    if (ViewState::restoreHeader(header, Config::Key::DomainsPaneHeaderState)) {
        return;
    }
    RecordTable::setColumnWidths(m_view,
                                 {{DomainModel::NameColumn, 240},
                                  {DomainModel::StatusColumn, 110},
                                  {DomainModel::AliasCountColumn, 80},
                                  {DomainModel::CreatedColumn, 120},
                                  {DomainModel::VerifiedColumn, 120}});
}

void DomainsPane::saveLayout() const
{
    if (m_layoutRestored) {
        ViewState::saveHeader(m_view->horizontalHeader(), Config::Key::DomainsPaneHeaderState);
    }
    ViewState::saveSplitter(m_splitter, Config::Key::DomainsPaneSplitterState);
}

void DomainsPane::activate()
{
    if (selectedDomainId().isEmpty() && m_proxy->rowCount() > 0) {
        m_view->setCurrentIndex(m_proxy->index(0, DomainModel::NameColumn));
    }
    m_view->setFocus(Qt::OtherFocusReason);
}

void DomainsPane::refresh()
{
    if (m_session) {
        m_session->refreshDomains();
    }
}

void DomainsPane::focusFilter()
{
    m_filter->setFocus(Qt::ShortcutFocusReason);
    m_filter->selectAll();
}

QString DomainsPane::selectedDomainId() const
{
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    return rows.isEmpty() ? QString() : rows.first().data(Models::IdRole).toString();
}

const Core::Domain *DomainsPane::selectedDomain() const
{
    const QString id = selectedDomainId();
    if (!m_session || id.isEmpty()) {
        return nullptr;
    }
    const int row = m_session->domains()->rowOf(id);
    return row < 0 ? nullptr : &m_session->domains()->domains().at(row);
}

bool DomainsPane::selectDomain(const QString &domainId)
{
    if (!m_session) {
        return false;
    }
    const int row = m_session->domains()->rowOf(domainId);
    if (row < 0) {
        return false;
    }
    const QModelIndex source = m_session->domains()->index(row, DomainModel::NameColumn);
    QModelIndex index = m_proxy->mapFromSource(source);
    if (!index.isValid()) {
        m_filter->clear(); // the filter hides it
        index = m_proxy->mapFromSource(source);
    }
    m_view->setCurrentIndex(index);
    m_view->scrollTo(index);
    return index.isValid();
}

void DomainsPane::onCurrentChanged()
{
    m_panel->setDomain(selectedDomainId());
    updateActions();
}

void DomainsPane::updateActions()
{
    const bool selected = selectedDomain() != nullptr;
    m_addAction->setEnabled(m_session != nullptr);
    m_verifyAction->setEnabled(m_panel->canVerify());
    m_checkDnsAction->setEnabled(m_panel->canCheckDns());
    m_showAliasesAction->setEnabled(selected);
    m_copyAction->setEnabled(selected);
    m_deleteAction->setEnabled(canDelete());
    emit actionsChanged();
}

void DomainsPane::showContextMenu(const QPoint &position)
{
    const QModelIndex index = m_view->indexAt(position);
    if (index.isValid()) {
        m_view->setCurrentIndex(index);
    }
    auto *menu = new QMenu(this);
    menu->setObjectName(u"domainContextMenu"_s);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->addAction(m_showAliasesAction);
    menu->addSeparator();
    menu->addAction(m_verifyAction);
    menu->addAction(m_checkDnsAction);
    menu->addAction(m_copyAction);
    menu->addSeparator();
    menu->addAction(m_addAction);
    menu->addAction(m_deleteAction);
    menu->popup(m_view->viewport()->mapToGlobal(position));
}

void DomainsPane::showAliases()
{
    const QString id = selectedDomainId();
    if (!id.isEmpty()) {
        emit showAliasesRequested(id);
    }
}

void DomainsPane::copyName()
{
    const Core::Domain *domain = selectedDomain();
    if (!domain) {
        return;
    }
    QGuiApplication::clipboard()->setText(domain->displayName());
    emit statusMessage(tr("Copied %1").arg(domain->displayName()), messageTimeoutMs);
}

void DomainsPane::newItem()
{
    if (!m_session) {
        return;
    }
    auto *dialog = new AddDomainDialog(m_session, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &AddDomainDialog::domainAdded, this, &DomainsPane::onDomainAdded);
    dialog->open();
}

void DomainsPane::onDomainAdded(const Core::Domain &domain)
{
    selectDomain(domain.id);
    const QList<int> sizes = m_splitter->sizes();
    if (sizes.size() == 2 && sizes.at(1) == 0) {
        m_splitter->setSizes({tableShare * 100, panelShare * 100}); // the panel was collapsed: open it
    }
    emit statusMessage(tr("Added %1. Publish its DNS records, then verify it.").arg(domain.displayName()),
                       messageTimeoutMs);
}

bool DomainsPane::canDelete() const
{
    return selectedDomain() != nullptr && m_deletingId.isEmpty();
}

void DomainsPane::deleteSelected()
{
    const Core::Domain *domain = selectedDomain();
    if (!domain || !m_deletingId.isEmpty()) {
        return;
    }
    const QString id = domain->id;
    const QString name = domain->displayName();
    const int aliasCount = domain->aliasCount;
    QString text;
    if (aliasCount < 0) {
        text = tr("Delete the domain %1?\n\nIts aliases are deleted with it. This cannot be undone.").arg(name);
    } else if (aliasCount == 0) {
        text = tr("Delete the domain %1?\n\nIt has no aliases. This cannot be undone.").arg(name);
    } else {
        text = tr("Delete the domain %1?\n\nIts %Ln alias(es) are deleted with it. This cannot be undone.", nullptr,
                  aliasCount)
                   .arg(name);
    }
    if (!Prompt::confirm(this, tr("Delete Domain"), text, tr("Delete Domain"), QMessageBox::Warning)) {
        return;
    }
    m_deletingId = id;
    updateActions();
    emit statusMessage(tr("Deleting %1…").arg(name), messageTimeoutMs);
    const QPointer<Models::Session> session = m_session;
    m_session->deleteDomain(id, this, [this, session, name](const Core::ApiResult<Core::Done> &result) {
        if (session != m_session) {
            return; // the account changed meanwhile
        }
        m_deletingId.clear();
        updateActions();
        if (result.ok()) {
            emit statusMessage(tr("Deleted %1.").arg(name), messageTimeoutMs);
            return;
        }
        const Core::ApiError &error = result.error();
        Prompt::warning(this, tr("Domain Not Deleted"),
                        tr("The domain %1 was not deleted.\n\n%2").arg(name, ErrorText::paragraphs(error)));
    });
}

} // namespace ForwardDesk::Gui
