// SPDX-License-Identifier: GPL-3.0-or-later
// Over 600 lines on purpose: the requests live in Session and AliasBulkJob, the dialog in AliasDialog; what
// stays is the pane's own view of one domain (chooser, filter, table, actions) and the wording of every
// confirmation and outcome, which share the selection and the pane's busy state.
#include "gui/aliases/aliasespane.h"

#include "gui/aliases/aliasdialog.h"
#include "gui/aliases/aliasitemdelegate.h"
#include "gui/aliases/aliastransferactions.h"
#include "gui/aliases/bulkresultdialog.h"
#include "gui/widgets/accessibility.h"
#include "gui/widgets/errorbanner.h"
#include "gui/widgets/errortext.h"
#include "gui/widgets/icons.h"
#include "gui/widgets/prompt.h"
#include "gui/widgets/recordtable.h"
#include "gui/widgets/recordtableview.h"
#include "gui/widgets/viewstate.h"
#include "models/aliasfiltermodel.h"
#include "models/aliasmodel.h"
#include "models/domainmodel.h"
#include "models/requestlogmodel.h"
#include "models/roles.h"
#include "models/session.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QProgressDialog>
#include <QShortcut>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Gui {

using Models::AliasFilterModel;
using Models::AliasModel;

namespace {
constexpr int progressDelayMs = 300;
constexpr int statusTimeoutMs = 4000;
constexpr int rowPadding = 10;
} // namespace

Pane::Identity AliasesPane::identity()
{
    return {tr("Aliases"), tr("&Aliases"), u"aliases"_s};
}

void AliasesPane::setUpTable(QTableView *view)
{
    view->setItemDelegate(new AliasItemDelegate(view));
    RecordTable::setUp(view, QAbstractItemView::ExtendedSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + rowPadding);
    view->horizontalHeader()->setSectionsMovable(true);
}

AliasesPane::AliasesPane(QWidget *parent, AliasTransferActions *transfer)
    : Pane(identity(), parent)
    , m_banner(new ErrorBanner(this))
    , m_actionBanner(new ErrorBanner(this))
    , m_domainChooser(new QComboBox(this))
    , m_filter(new QLineEdit(this))
    , m_stateFilter(new QComboBox(this))
    , m_countLabel(new QLabel(this))
    , m_view(new RecordTableView(this))
    , m_proxy(new AliasFilterModel(this))
{
    m_noDomains = new QStandardItemModel(this);
    setObjectName(u"aliasesPane"_s);
    m_banner->setObjectName(u"aliasesBanner"_s);
    m_actionBanner->setObjectName(u"aliasActionBanner"_s);
    m_domainChooser->setObjectName(u"domainChooser"_s);
    m_filter->setObjectName(u"aliasFilter"_s);
    m_stateFilter->setObjectName(u"aliasStateFilter"_s);
    m_countLabel->setObjectName(u"aliasCount"_s);
    m_view->setObjectName(u"aliasTable"_s);

    auto *domainLabel = new QLabel(tr("&Domain:"), this);
    domainLabel->setBuddy(m_domainChooser);
    m_domainChooser->setPlaceholderText(tr("Choose a domain"));
    m_domainChooser->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_domainChooser->setMinimumContentsLength(18);
    m_filter->setPlaceholderText(tr("Filter by address or destination"));
    m_filter->addAction(Icons::get(u"search"_s), QLineEdit::LeadingPosition);
    m_filter->setAccessibleName(tr("Filter aliases"));
    Accessibility::addClearButton(m_filter, tr("Clear the alias filter"));
    Accessibility::nameIconButtons(m_filter, tr("Filter aliases"));
    m_domainChooser->setAccessibleName(tr("Domain"));
    m_stateFilter->setAccessibleName(tr("Show"));
    m_view->setAccessibleName(tr("Aliases"));
    m_view->setAccessibleDescription(tr("The aliases of the chosen domain. Enter or F2 edits the selected alias; "
                                        "Ctrl+E turns it on, Ctrl+Shift+E off."));
    auto *stateLabel = new QLabel(tr("&Show:"), this);
    stateLabel->setBuddy(m_stateFilter);
    m_stateFilter->addItem(tr("All"), QVariant::fromValue(AliasFilterModel::StateFilter::All));
    m_stateFilter->addItem(tr("Enabled"), QVariant::fromValue(AliasFilterModel::StateFilter::Enabled));
    m_stateFilter->addItem(tr("Disabled"), QVariant::fromValue(AliasFilterModel::StateFilter::Disabled));
    m_stateFilter->addItem(tr("Catch-all"), QVariant::fromValue(AliasFilterModel::StateFilter::CatchAll));

    m_view->setModel(m_proxy);
    setUpTable(m_view);
    m_view->sortByColumn(AliasModel::AddressColumn, Qt::AscendingOrder);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);

    auto *toolbar = new QHBoxLayout;
    toolbar->addWidget(domainLabel);
    toolbar->addWidget(m_domainChooser);
    toolbar->addSpacing(12);
    toolbar->addWidget(m_filter, 1);
    toolbar->addWidget(stateLabel);
    toolbar->addWidget(m_stateFilter);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_banner);
    layout->addWidget(m_actionBanner);
    layout->addLayout(toolbar);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_countLabel);
    setTabOrder(m_domainChooser, m_filter);
    setTabOrder(m_filter, m_stateFilter);
    setTabOrder(m_stateFilter, m_view);

    createActions(transfer);

    connect(m_domainChooser, &QComboBox::activated, this, &AliasesPane::onChooserActivated);
    connect(m_filter, &QLineEdit::textChanged, m_proxy, &AliasFilterModel::setFilterText);
    connect(m_stateFilter, &QComboBox::currentIndexChanged, this,
            [this] { m_proxy->setStateFilter(m_stateFilter->currentData().value<AliasFilterModel::StateFilter>()); });
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &AliasesPane::updateCount);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &AliasesPane::updateCount);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &AliasesPane::updateCount);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &AliasesPane::updateCount);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &AliasesPane::updateActions);
    connect(m_proxy, &QAbstractItemModel::dataChanged, this, &AliasesPane::updateActions);
    connect(m_view, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
        if (index.column() != AliasModel::EnabledColumn) { // a double click on the switch only toggles it
            editSelected();
        }
    });
    connect(m_view, &QTableView::customContextMenuRequested, this, &AliasesPane::showContextMenu);
    connect(m_banner, &ErrorBanner::retryRequested, this, &AliasesPane::refresh);

    updateActions();
    updateCount();
}

AliasesPane::~AliasesPane()
{
    saveHeader();
}

void AliasesPane::createActions(AliasTransferActions *transfer)
{
    // Transfer actions of the pane's own pass their messages through it; those of the main window reach its
    // status bar directly, also while there is no pane.
    m_transfer = transfer;
    if (!m_transfer) {
        m_transfer = new AliasTransferActions(this);
        connect(m_transfer, &AliasTransferActions::statusMessage, this,
                [this](const QString &message) { emit statusMessage(message, statusTimeoutMs); });
    }
    m_newAction = Icons::action(u"add"_s, tr("&New Alias…"), u"newAliasAction"_s,
                                tr("Add an alias to this domain (Ctrl+N)"), this);
    connect(m_newAction, &QAction::triggered, this, &AliasesPane::newItem);

    m_editAction = Icons::action(u"edit"_s, tr("&Edit Alias…"), u"editAliasAction"_s, {}, this);
    m_editAction->setShortcut(QKeySequence(Qt::Key_F2));
    m_editAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_editAction, &QAction::triggered, this, &AliasesPane::editSelected);

    m_enableAction = Icons::action(u"enable"_s, tr("E&nable"), u"enableAliasAction"_s,
                                   tr("Turn forwarding on for the selected aliases"), this);
    m_enableAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_enableAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_enableAction, &QAction::triggered, this, &AliasesPane::enableSelected);

    m_disableAction = Icons::action(u"disable"_s, tr("&Disable"), u"disableAliasAction"_s,
                                    tr("Turn forwarding off for the selected aliases"), this);
    m_disableAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    m_disableAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_disableAction, &QAction::triggered, this, &AliasesPane::disableSelected);

    // Del reaches deleteSelected() through the main window's Edit ▸ Delete; a second Del here would be ambiguous.
    m_deleteAction = Icons::action(u"delete"_s, tr("De&lete…"), u"deleteAliasAction"_s,
                                   tr("Delete the selected aliases (Del)"), this);
    connect(m_deleteAction, &QAction::triggered, this, &AliasesPane::deleteSelected);

    m_copyAction = Icons::action(u"copy"_s, tr("&Copy Address"), u"copyAddressAction"_s, {}, this);
    m_copyAction->setShortcuts(QKeySequence::Copy);
    m_copyAction->setShortcutContext(Qt::WidgetShortcut);
    connect(m_copyAction, &QAction::triggered, this, &AliasesPane::copySelected);

    addAction(m_transfer->undoDeleteAction());
    addAction(m_editAction);
    addAction(m_enableAction);
    addAction(m_disableAction);
    m_view->addAction(m_copyAction);
    // Enter on the table edits, like a double click; elsewhere in the pane Enter keeps its own meaning.
    for (const QKeySequence &key : {QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)}) {
        auto *shortcut = new QShortcut(key, m_view, nullptr, nullptr, Qt::WidgetShortcut);
        connect(shortcut, &QShortcut::activated, this, &AliasesPane::editSelected);
    }
}

void AliasesPane::setSession(Models::Session *session)
{
    if (m_session) {
        disconnect(m_session, nullptr, this, nullptr);
        disconnect(m_session->aliases(), nullptr, this, nullptr);
        disconnect(m_session->domains(), nullptr, this, nullptr);
    }
    dropSessionState();
    m_session = session;
    m_transfer->setSession(session);
    m_domainId.clear();
    m_banner->hide();
    m_actionBanner->hide();
    m_proxy->setSourceModel(session ? session->aliases() : nullptr);
    // Without a session the chooser shows an empty list of its own: a combo box cannot be given no model.
    m_domainChooser->setModel(session ? static_cast<QAbstractItemModel *>(session->domains()) : m_noDomains);
    m_domainChooser->setModelColumn(Models::DomainModel::NameColumn);
    if (session) {
        connect(session, &Models::Session::aliasesLoaded, this, &AliasesPane::onAliasesLoaded);
        connect(session, &Models::Session::aliasesLoadFailed, this, &AliasesPane::onAliasesLoadFailed);
        connect(session->aliases(), &AliasModel::enabledToggleRequested, this, &AliasesPane::setEnabledFor);
        const Models::DomainModel *domains = session->domains();
        connect(domains, &QAbstractItemModel::modelReset, this, &AliasesPane::syncChooser);
        connect(domains, &QAbstractItemModel::rowsInserted, this, &AliasesPane::syncChooser);
        connect(domains, &QAbstractItemModel::rowsRemoved, this, &AliasesPane::syncChooser);
        if (!m_headerRestored) {
            m_headerRestored = true;
            QHeaderView *header = m_view->horizontalHeader();
            if (!ViewState::restoreHeader(header, Models::Config::Key::AliasesPaneHeaderState)) {
                // Together narrow enough that the last column (Updated) shows its whole time in the window's
                // first size; the two short columns as wide as their titles ask (in every language).
                const auto fitted = [header](int column, int least) {
                    return std::max(least, header->sectionSizeHint(column));
                };
                RecordTable::setColumnWidths(m_view,
                                             {{AliasModel::AddressColumn, 220},
                                              {AliasModel::DestinationsColumn, 260},
                                              {AliasModel::EnabledColumn, fitted(AliasModel::EnabledColumn, 80)},
                                              {AliasModel::ForwardedColumn, fitted(AliasModel::ForwardedColumn, 90)},
                                              {AliasModel::CreatedColumn, 170}});
            }
        }
    }
    syncChooser();
    updateActions();
    updateCount();
}

void AliasesPane::dropSessionState()
{
    // A bulk job of the old account stops here: its requests die with that session, so no answer would
    // ever end it, and the pane would refuse to load anything else.
    if (m_bulkJob) {
        disconnect(m_bulkJob, nullptr, this, nullptr);
        m_bulkJob->stop();
        m_bulkJob->deleteLater();
        m_bulkJob = nullptr;
    }
    if (m_bulkProgress) {
        m_bulkProgress->close();
        m_bulkProgress->deleteLater();
    }
    if (m_bulkResults) {
        m_bulkResults->close();
    }
    const QList<AliasDialog *> dialogs = findChildren<AliasDialog *>();
    for (AliasDialog *dialog : dialogs) {
        disconnect(dialog, nullptr, this, nullptr); // its outcome is no business of the next account
        dialog->reject();
    }
    m_domainChooser->setEnabled(true);
}

QList<QAction *> AliasesPane::paneActions() const
{
    return QList<QAction *>{m_newAction, m_editAction, m_enableAction, m_disableAction, m_deleteAction, m_copyAction}
    + m_transfer->actions();
}

void AliasesPane::activate()
{
    if (!m_session || !m_domainId.isEmpty()) {
        return;
    }
    const QString shown = m_session->aliases()->domainId();
    if (!shown.isEmpty()) {
        showDomain(shown);
    } else if (!m_session->domains()->domains().isEmpty()) {
        showDomain(m_session->domains()->domains().constFirst().id);
    }
}

void AliasesPane::refresh()
{
    if (m_session && !m_domainId.isEmpty() && !isBulkRunning()) {
        showDomain(m_domainId);
    }
}

void AliasesPane::showDomain(const QString &domainId)
{
    if (!m_session || isBulkRunning() || domainId.isEmpty()) {
        return;
    }
    m_domainId = domainId;
    syncChooser();
    m_banner->hide();
    m_actionBanner->hide();
    m_countLabel->setText(tr("Loading aliases…"));
    m_session->loadAliases(domainId);
    updateActions();
}

void AliasesPane::syncChooser()
{
    if (!m_session) {
        return;
    }
    const int row = m_domainId.isEmpty() ? -1 : m_session->domains()->rowOf(m_domainId);
    m_domainChooser->setCurrentIndex(row);
}

void AliasesPane::onChooserActivated(int row)
{
    if (!m_session || row < 0 || row >= m_session->domains()->domains().size()) {
        return;
    }
    const QString id = m_session->domains()->domains().at(row).id;
    if (id != m_domainId) {
        showDomain(id);
    }
}

void AliasesPane::onAliasesLoaded(const QString &domainId)
{
    if (domainId != m_domainId) {
        m_domainId = domainId; // another part of the app asked for this domain's aliases
        syncChooser();
    }
    m_banner->hide();
    // Records the list left out are said plainly, with the service's answer one click away.
    const QString notice = ErrorText::unreadableRecords(ErrorText::Records::Aliases,
                                                        m_session->listReport(Models::Session::List::Aliases));
    if (!notice.isEmpty()) {
        m_banner->showNotice(notice, m_session->requestLog());
    }
    updateCount();
    updateActions();
}

void AliasesPane::onAliasesLoadFailed(const Core::ApiError &error)
{
    m_banner->showError(error);
    updateCount();
}

void AliasesPane::newItem()
{
    if (!m_session) {
        return;
    }
    if (m_domainId.isEmpty()) {
        emit statusMessage(tr("Choose a domain first."), statusTimeoutMs);
        return;
    }
    openDialog(nullptr);
}

void AliasesPane::editSelected()
{
    const QList<Core::Alias> selected = selectedAliases();
    if (selected.size() == 1 && !isBulkRunning()) {
        openDialog(&selected.constFirst());
    }
}

void AliasesPane::openDialog(const Core::Alias *alias)
{
    auto *dialog = new AliasDialog(m_session, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    if (alias) {
        dialog->setAlias(*alias);
    }
    const bool editing = alias != nullptr;
    connect(dialog, &AliasDialog::aliasSaved, this, [this, editing](const Core::Alias &saved) {
        const QString address = addressOf(saved);
        emit statusMessage(editing ? tr("Saved %1.").arg(address) : tr("Added %1.").arg(address), statusTimeoutMs);
        const int sourceRow = m_session->aliases()->rowOf(saved.id);
        const QModelIndex index = m_proxy->mapFromSource(m_session->aliases()->index(sourceRow, 0));
        if (index.isValid()) {
            m_view->setCurrentIndex(index);
            m_view->selectRow(index.row());
            m_view->scrollTo(index);
        }
        updateCount();
    });
    // The service may or may not have carried out a request whose answer nobody waited for.
    connect(dialog, &AliasDialog::abandoned, this, &AliasesPane::refresh);
    dialog->open();
}

void AliasesPane::enableSelected()
{
    setSelectedEnabled(true);
}

void AliasesPane::disableSelected()
{
    setSelectedEnabled(false);
}

void AliasesPane::setSelectedEnabled(bool enabled)
{
    const QList<Core::Alias> selected = selectedAliases();
    if (selected.isEmpty() || isBulkRunning()) {
        return;
    }
    if (selected.size() == 1) {
        if (selected.constFirst().enabled != enabled) {
            setEnabledFor(selected.constFirst().id, enabled);
        }
        return;
    }
    startBulk(enabled ? Models::AliasBulkJob::Action::Enable : Models::AliasBulkJob::Action::Disable, selected);
}

void AliasesPane::setEnabledFor(const QString &aliasId, bool enabled)
{
    if (!m_session || isBulkRunning()) {
        return;
    }
    const Core::Alias alias = m_session->aliases()->aliasAt(m_session->aliases()->rowOf(aliasId));
    const QString address = addressOf(alias);
    m_actionBanner->hide();
    const bool sent = m_session->setAliasEnabled(
        aliasId, enabled, this, [this, address, enabled](const Core::ApiResult<Core::Alias> &result) {
            updateActions();
            if (result.accepted()) {
                emit statusMessage(enabled ? tr("Forwarding for %1 is on.").arg(address)
                                           : tr("Forwarding for %1 is off.").arg(address),
                                   statusTimeoutMs);
                return;
            }
            showActionFailure(
                enabled
                    ? tr("Forwarding for %1 was not turned on: %2").arg(address, ErrorText::sentence(result.error()))
                    : tr("Forwarding for %1 was not turned off: %2").arg(address, ErrorText::sentence(result.error())));
        });
    if (!sent) {
        emit statusMessage(tr("A change of %1 is still on its way; try again once it is done.").arg(address),
                           statusTimeoutMs);
    }
    updateActions();
}

void AliasesPane::showActionFailure(const QString &message)
{
    m_actionBanner->showMessage(message.toHtmlEscaped(), false);
    emit statusMessage(message, statusTimeoutMs);
}

bool AliasesPane::canDelete() const
{
    return m_session && !isBulkRunning() && m_view->selectionModel()->hasSelection();
}

void AliasesPane::deleteSelected()
{
    const QList<Core::Alias> selected = selectedAliases();
    if (selected.isEmpty() || isBulkRunning()) {
        return;
    }
    if (selected.size() == 1) {
        deleteOne(selected.constFirst());
        return;
    }
    const auto count = static_cast<int>(selected.size());
    if (!Prompt::confirm(this, tr("Delete Aliases"),
                         tr("Delete %Ln aliases? Mail to these addresses will no longer be forwarded.", nullptr, count),
                         tr("Delete"), QMessageBox::Warning)) {
        return;
    }
    startBulk(Models::AliasBulkJob::Action::Delete, selected);
}

void AliasesPane::deleteOne(const Core::Alias &alias)
{
    const QString address = addressOf(alias);
    const QString text = alias.catchAll
        ? tr("Delete the catch-all alias %1? Mail to addresses without an alias of their own will no longer be "
             "forwarded.")
              .arg(address)
        : tr("Delete the alias %1? Mail to this address will no longer be forwarded.").arg(address);
    if (!Prompt::confirm(this, tr("Delete Alias"), text, tr("Delete"), QMessageBox::Warning)) {
        return;
    }
    m_actionBanner->hide();
    m_session->deleteAlias(alias.id, this, [this, address](const Core::ApiResult<Core::Done> &result) {
        updateActions();
        updateCount();
        if (result.ok()) {
            emit statusMessage(tr("Deleted %1. Ctrl+Z brings it back.").arg(address), statusTimeoutMs);
        } else {
            showActionFailure(tr("%1 was not deleted: %2").arg(address, ErrorText::sentence(result.error())));
        }
    });
}

void AliasesPane::copySelected()
{
    const QList<Core::Alias> selected = selectedAliases();
    if (selected.isEmpty()) {
        return;
    }
    QStringList addresses;
    for (const Core::Alias &alias : selected) {
        addresses << addressOf(alias);
    }
    QApplication::clipboard()->setText(addresses.join(u'\n'));
    emit statusMessage(addresses.size() == 1 ? tr("Copied %1.").arg(addresses.constFirst())
                                             : tr("Copied %Ln addresses.", nullptr, static_cast<int>(addresses.size())),
                       statusTimeoutMs);
}

void AliasesPane::setFilterText(const QString &text)
{
    m_filter->setText(text);
}

void AliasesPane::focusFilter()
{
    m_filter->setFocus(Qt::ShortcutFocusReason);
    m_filter->selectAll();
}

void AliasesPane::startBulk(Models::AliasBulkJob::Action action, const QList<Core::Alias> &aliases)
{
    using Action = Models::AliasBulkJob::Action;
    m_actionBanner->hide();

    QString title;
    switch (action) {
    case Action::Enable:
        title = tr("Enable Aliases");
        break;
    case Action::Disable:
        title = tr("Disable Aliases");
        break;
    case Action::Delete:
        title = tr("Delete Aliases");
        break;
    }
    m_bulkResults = new BulkResultDialog(title, this);
    m_bulkResults->setAttribute(Qt::WA_DeleteOnClose);

    m_bulkJob = new Models::AliasBulkJob(m_session, action, aliases, this);
    const auto total = static_cast<int>(aliases.size());
    m_bulkProgress = new QProgressDialog(this);
    m_bulkProgress->setObjectName(u"bulkProgress"_s);
    m_bulkProgress->setWindowTitle(title);
    m_bulkProgress->setWindowModality(Qt::WindowModal);
    m_bulkProgress->setAutoClose(false);
    m_bulkProgress->setAutoReset(false);
    m_bulkProgress->setMinimumDuration(progressDelayMs);
    m_bulkProgress->setRange(0, total);
    m_bulkProgress->setCancelButtonText(tr("&Stop"));
    m_bulkProgress->setValue(0);
    connect(m_bulkProgress, &QProgressDialog::canceled, m_bulkJob, &Models::AliasBulkJob::stop);
    connect(m_bulkJob, &Models::AliasBulkJob::progress, this, &AliasesPane::showBulkProgress);
    connect(m_bulkJob, &Models::AliasBulkJob::aliasFinished, this, &AliasesPane::recordBulkResult);
    connect(m_bulkJob, &Models::AliasBulkJob::finished, this, &AliasesPane::finishBulk);
    m_domainChooser->setEnabled(false);
    updateActions();
    m_bulkJob->start();
}

void AliasesPane::showBulkProgress(int index, int /*total*/, const Core::Alias &alias)
{
    if (!m_bulkProgress || !m_bulkJob) {
        return;
    }
    m_bulkProgress->setValue(index);
    const QString address = addressOf(alias);
    switch (m_bulkJob->action()) {
    case Models::AliasBulkJob::Action::Enable:
        m_bulkProgress->setLabelText(tr("Enabling %1…").arg(address));
        break;
    case Models::AliasBulkJob::Action::Disable:
        m_bulkProgress->setLabelText(tr("Disabling %1…").arg(address));
        break;
    case Models::AliasBulkJob::Action::Delete:
        m_bulkProgress->setLabelText(tr("Deleting %1…").arg(address));
        break;
    }
}

void AliasesPane::recordBulkResult(const Core::Alias &alias, const Core::ApiError &error)
{
    if (m_bulkJob && (!m_bulkProgress || m_bulkProgress->wasCanceled())) {
        m_bulkJob->stop(); // Stop pressed, or the dialog closed: the remaining aliases are not touched
    }
    if (!m_bulkResults || !m_bulkJob) {
        return;
    }
    const QString address = addressOf(alias);
    if (error.isError()) {
        m_bulkResults->addResult(address, BulkResultDialog::Outcome::Failed, ErrorText::title(error),
                                 ErrorText::sentence(error));
        return;
    }
    QString done;
    switch (m_bulkJob->action()) {
    case Models::AliasBulkJob::Action::Enable:
        done = tr("Enabled");
        break;
    case Models::AliasBulkJob::Action::Disable:
        done = tr("Disabled");
        break;
    case Models::AliasBulkJob::Action::Delete:
        done = tr("Deleted");
        break;
    }
    m_bulkResults->addResult(address, BulkResultDialog::Outcome::Done, done);
}

void AliasesPane::finishBulk(int handled)
{
    const QList<Core::Alias> aliases = m_bulkJob ? m_bulkJob->aliases() : QList<Core::Alias>();
    if (m_bulkJob) {
        m_bulkJob->deleteLater();
        m_bulkJob = nullptr;
    }
    if (m_bulkResults) {
        for (qsizetype i = handled; i < aliases.size(); ++i) {
            m_bulkResults->addResult(addressOf(aliases.at(i)), BulkResultDialog::Outcome::NotDone,
                                     tr("Not done: stopped before this alias"));
        }
    }
    if (m_bulkProgress) {
        m_bulkProgress->close();
        m_bulkProgress->deleteLater();
    }
    m_domainChooser->setEnabled(true);
    updateActions();
    updateCount();
    if (m_bulkResults) {
        const int failed = m_bulkResults->count(BulkResultDialog::Outcome::Failed);
        emit statusMessage(failed == 0
                               ? tr("Aliases changed: %L1.").arg(m_bulkResults->count(BulkResultDialog::Outcome::Done))
                               : tr("Aliases not changed: %L1. The report says why.").arg(failed),
                           statusTimeoutMs);
        m_bulkResults->open();
    }
}

void AliasesPane::updateActions()
{
    m_transfer->setCurrentDomain(m_domainId);
    const QList<Core::Alias> selected = selectedAliases();
    const bool ready = m_session && !isBulkRunning();
    const bool anyDisabled =
        std::any_of(selected.cbegin(), selected.cend(), [](const Core::Alias &a) { return !a.enabled; });
    const bool anyEnabled =
        std::any_of(selected.cbegin(), selected.cend(), [](const Core::Alias &a) { return a.enabled; });
    m_newAction->setEnabled(ready && !m_domainId.isEmpty());
    m_editAction->setEnabled(ready && selected.size() == 1);
    m_enableAction->setEnabled(ready && anyDisabled);
    m_disableAction->setEnabled(ready && anyEnabled);
    m_deleteAction->setEnabled(ready && !selected.isEmpty());
    m_copyAction->setEnabled(!selected.isEmpty());
    emit actionsChanged();
}

void AliasesPane::updateCount()
{
    if (!m_session || m_domainId.isEmpty()) {
        m_countLabel->setText(m_session ? tr("Choose a domain to see its aliases.") : QString());
        return;
    }
    const int total = m_session->aliases()->rowCount();
    const int shown = m_proxy->rowCount();
    if (total == 0) {
        m_countLabel->setText(tr("No aliases yet. Add one with New Alias (Ctrl+N)."));
    } else if (shown == total) {
        m_countLabel->setText(tr("Aliases: %L1").arg(total));
    } else {
        m_countLabel->setText(tr("Aliases: %L1 of %L2 shown").arg(shown).arg(total));
    }
}

void AliasesPane::showContextMenu(const QPoint &position)
{
    QMenu menu(this);
    menu.addAction(m_editAction);
    menu.addAction(m_enableAction);
    menu.addAction(m_disableAction);
    menu.addAction(m_copyAction);
    menu.addSeparator();
    menu.addAction(m_deleteAction);
    menu.addSeparator();
    menu.addAction(m_newAction);
    menu.exec(m_view->viewport()->mapToGlobal(position));
}

QList<Core::Alias> AliasesPane::selectedAliases() const
{
    QList<Core::Alias> result;
    if (!m_session) {
        return result;
    }
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    for (const QModelIndex &index : rows) {
        const Core::Alias alias = m_session->aliases()->aliasAt(m_proxy->mapToSource(index).row());
        if (!alias.id.isEmpty()) {
            result << alias;
        }
    }
    // Selection order is the order of clicks; the table's order is what people expect in lists and results.
    std::sort(result.begin(), result.end(), [this](const Core::Alias &a, const Core::Alias &b) {
        const AliasModel *model = m_session->aliases();
        return m_proxy->mapFromSource(model->index(model->rowOf(a.id), 0)).row()
            < m_proxy->mapFromSource(model->index(model->rowOf(b.id), 0)).row();
    });
    return result;
}

QString AliasesPane::addressOf(const Core::Alias &alias) const
{
    return m_session ? m_session->aliases()->displayAddress(alias) : QString();
}

void AliasesPane::hideEvent(QHideEvent *event)
{
    saveHeader();
    Pane::hideEvent(event);
}

void AliasesPane::saveHeader() const
{
    if (m_headerRestored) {
        ViewState::saveHeader(m_view->horizontalHeader(), Models::Config::Key::AliasesPaneHeaderState);
    }
}

} // namespace ForwardDesk::Gui
