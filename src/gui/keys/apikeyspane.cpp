// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/keys/apikeyspane.h"

#include "gui/keys/currentkeydelegate.h"
#include "gui/keys/keynamedialog.h"
#include "gui/keys/newkeydialog.h"
#include "gui/keys/secretclipboard.h"
#include "gui/widgets/errorbanner.h"
#include "gui/widgets/errortext.h"
#include "gui/widgets/icons.h"
#include "gui/widgets/prompt.h"
#include "gui/widgets/recordtable.h"
#include "gui/widgets/recordtableview.h"
#include "models/apikeymodel.h"
#include "models/requestlogmodel.h"
#include "models/roles.h"
#include "models/session.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMenu>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Gui {

using Models::ApiKeyModel;

namespace {
constexpr int minimumNameWidth = 220;
constexpr int columnPadding = 24;
constexpr int statusTimeoutMs = 6000;
} // namespace

Pane::Identity ApiKeysPane::identity()
{
    return {tr("API Keys"), tr("API &Keys"), u"keys"_s};
}

ApiKeysPane::ApiKeysPane(QWidget *parent)
    : Pane(identity(), parent)
    , m_banner(new ErrorBanner(this))
    , m_intro(new QLabel(this))
    , m_view(new RecordTableView(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_clipboard(new SecretClipboard(this))
    // New and Revoke take Ctrl+N and Del through the main window (newItem(), deleteSelected()), so the
    // actions carry no shortcut of their own: the same keys twice would be ambiguous and do nothing.
    , m_newAction(Icons::action(u"add"_s, tr("&New Key…"), u"newKeyAction"_s,
                                tr("Create an API key; its value is shown once (Ctrl+N)"), this))
    , m_revokeAction(Icons::action(u"delete"_s, tr("&Revoke Key…"), u"revokeKeyAction"_s,
                                   tr("Revoke the selected key; anything using it stops working (Del)"), this))
    , m_copyPrefixAction(Icons::action(u"copy"_s, tr("Copy &Prefix"), u"copyPrefixAction"_s,
                                       tr("Copy the first characters of the selected key, to find where it is used"),
                                       this))
{
    setObjectName(u"apiKeysPane"_s);
    m_view->setObjectName(u"apiKeyTable"_s);
    m_intro->setObjectName(u"apiKeysIntro"_s);

    m_intro->setText(tr("Scripts and other apps use API keys to reach your account. A key's value is shown "
                        "only once, when it is created; this list shows the first characters of each key."));
    m_intro->setWordWrap(true);

    m_copyPrefixAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    m_copyPrefixAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(m_copyPrefixAction);

    m_proxy->setSortRole(Models::SortRole);
    m_proxy->setSortCaseSensitivity(Qt::CaseInsensitive);
    m_view->setModel(m_proxy);
    m_view->setItemDelegateForColumn(ApiKeyModel::NameColumn, new CurrentKeyDelegate(m_view));
    RecordTable::setUp(m_view, QAbstractItemView::SingleSelection);
    m_view->sortByColumn(ApiKeyModel::CreatedColumn, Qt::AscendingOrder);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    m_view->setAccessibleName(tr("API keys"));

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_banner);
    layout->addWidget(m_intro);
    layout->addWidget(m_view, 1);

    connect(m_banner, &ErrorBanner::retryRequested, this, &ApiKeysPane::refresh);
    connect(m_newAction, &QAction::triggered, this, &ApiKeysPane::newItem);
    connect(m_revokeAction, &QAction::triggered, this, &ApiKeysPane::deleteSelected);
    connect(m_copyPrefixAction, &QAction::triggered, this, &ApiKeysPane::copyPrefix);
    connect(m_view, &QWidget::customContextMenuRequested, this, &ApiKeysPane::showContextMenu);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &ApiKeysPane::updateActions);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &ApiKeysPane::updateActions);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &ApiKeysPane::updateActions);
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &ApiKeysPane::updateExpiresColumn);
    updateActions();
}

ApiKeysPane::~ApiKeysPane() = default;

void ApiKeysPane::setSession(Models::Session *session)
{
    if (m_session) {
        disconnect(m_session, nullptr, this, nullptr);
    }
    m_session = session;
    m_loaded = false;
    m_loading = false;
    m_revokingId.clear();
    m_banner->hide();
    if (m_nameDialog) {
        m_nameDialog->setBusy(false); // a request of the old session cannot finish any more
        m_nameDialog->reject();
    }
    m_proxy->setSourceModel(session ? session->apiKeys() : nullptr);
    if (session) {
        connect(session, &Models::Session::apiKeysLoaded, this, &ApiKeysPane::showLoaded);
        connect(session, &Models::Session::apiKeysLoadFailed, this, &ApiKeysPane::showLoadFailure);
    }
    updateActions();
}

QList<QAction *> ApiKeysPane::paneActions() const
{
    return {m_newAction, m_revokeAction, m_copyPrefixAction};
}

void ApiKeysPane::activate()
{
    if (!m_loaded && !m_loading) {
        refresh();
    }
}

void ApiKeysPane::refresh()
{
    if (!m_session) {
        return;
    }
    m_loading = true;
    m_banner->hide();
    emit statusMessage(tr("Loading API keys…"), statusTimeoutMs);
    m_session->refreshApiKeys();
}

void ApiKeysPane::showLoaded()
{
    m_loading = false;
    m_loaded = true;
    m_banner->hide();
    // Records the list left out are said plainly, with the service's answer one click away.
    const QString notice = ErrorText::unreadableRecords(ErrorText::Records::ApiKeys,
                                                        m_session->listReport(Models::Session::List::ApiKeys));
    if (!notice.isEmpty()) {
        m_banner->showNotice(notice, m_session->requestLog());
    }
    updateExpiresColumn();
    m_view->resizeColumnsToContents();
    const int nameWidth = m_view->columnWidth(ApiKeyModel::NameColumn) + columnPadding;
    m_view->setColumnWidth(ApiKeyModel::NameColumn, std::max(nameWidth, minimumNameWidth));
    // The last visible column stretches; widening it beyond the view would only add a scroll bar.
    for (int column = ApiKeyModel::PrefixColumn; column < ApiKeyModel::LastUsedColumn; ++column) {
        m_view->setColumnWidth(column, m_view->columnWidth(column) + columnPadding);
    }
    const int count = m_proxy->rowCount();
    emit statusMessage(tr("%n API key(s)", nullptr, count), statusTimeoutMs);
    updateActions();
}

void ApiKeysPane::updateExpiresColumn()
{
    // Most services' keys never expire: the column only appears when the service gives some key an end.
    const QList<Core::ApiKey> keys = m_session ? m_session->apiKeys()->keys() : QList<Core::ApiKey>();
    const bool anyExpires =
        std::any_of(keys.cbegin(), keys.cend(), [](const Core::ApiKey &key) { return key.expiresAt.isValid(); });
    m_view->setColumnHidden(ApiKeyModel::ExpiresColumn, !anyExpires);
}

void ApiKeysPane::showLoadFailure(const Core::ApiError &error)
{
    m_loading = false;
    m_banner->showError(error);
    updateActions();
}

void ApiKeysPane::newItem()
{
    if (!m_session) {
        return;
    }
    if (m_nameDialog) {
        m_nameDialog->raise();
        m_nameDialog->activateWindow();
        return;
    }
    auto *dialog = new KeyNameDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_nameDialog = dialog;
    connect(dialog, &KeyNameDialog::createRequested, this, &ApiKeysPane::createKey);
    dialog->open();
}

void ApiKeysPane::createKey(const QString &name)
{
    KeyNameDialog *dialog = m_nameDialog;
    if (!m_session || !dialog) {
        return;
    }
    // The dialog is the context: closing it drops the answer, and it shows a refusal with the input intact.
    m_session->createApiKey(name, dialog, [this, dialog](Core::ApiResult<Core::NewApiKey> result) {
        if (!result.ok()) {
            dialog->showError(result.error());
            return;
        }
        dialog->finish();
        showNewKey(result.value());
    });
}

void ApiKeysPane::showNewKey(const Core::NewApiKey &created)
{
    auto *dialog = new NewKeyDialog(created, m_clipboard, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &NewKeyDialog::useKeyRequested, this, &ApiKeysPane::useKeyRequested);
    dialog->open();
    const int row = m_session ? m_session->apiKeys()->rowOf(created.key.id) : -1;
    if (row >= 0) {
        m_view->selectRow(m_proxy->mapFromSource(m_session->apiKeys()->index(row, 0)).row());
    }
    emit statusMessage(tr("API key “%1” created").arg(created.key.name), statusTimeoutMs);
}

void ApiKeysPane::deleteSelected()
{
    if (!canDelete()) {
        return;
    }
    ApiKeyModel *model = m_session->apiKeys();
    const Core::ApiKey key = model->keyAt(selectedSourceRow());
    const bool inUse = !key.id.isEmpty() && key.id == model->currentKeyId();
    const QString name = key.name.isEmpty() ? ApiKeyModel::displayPrefix(key.prefix) : key.name;
    const bool confirmed = inUse
        ? Prompt::confirm(this, tr("Revoke the Key ForwardDesk Uses?"),
                          tr("Revoke the API key “%1”?\n\nForwardDesk uses this key. After revoking it, ForwardDesk "
                             "will ask you for another key. Any script using this key will stop working at once "
                             "too. This cannot be undone.")
                              .arg(name),
                          tr("&Revoke"), QMessageBox::Warning)
        : Prompt::confirm(this, tr("Revoke API Key?"),
                          tr("Revoke the API key “%1”?\n\nAny script using this key will stop working at once. This "
                             "cannot be undone.")
                              .arg(name),
                          tr("&Revoke"));
    if (!confirmed || !m_session) {
        return;
    }
    m_revokingId = key.id;
    updateActions();
    emit statusMessage(tr("Revoking “%1”…").arg(name), statusTimeoutMs);
    m_session->deleteApiKey(key.id, this, [this, name, inUse](Core::ApiResult<Core::Done> result) {
        m_revokingId.clear();
        updateActions();
        if (!result.ok()) {
            Prompt::warning(this, tr("Key Not Revoked"),
                            tr("“%1” was not revoked. %2").arg(name, ErrorText::sentence(result.error())));
            return;
        }
        emit statusMessage(tr("API key “%1” revoked").arg(name), statusTimeoutMs);
        if (inUse) {
            emit currentKeyRevoked();
        }
    });
}

bool ApiKeysPane::canDelete() const
{
    return m_session && m_revokingId.isEmpty() && selectedSourceRow() >= 0;
}

void ApiKeysPane::copyPrefix()
{
    if (!m_session) {
        return;
    }
    const Core::ApiKey key = m_session->apiKeys()->keyAt(selectedSourceRow());
    if (key.prefix.isEmpty()) {
        return;
    }
    // The prefix is not secret: the service lists it to every holder of a key. A plain copy is right.
    QGuiApplication::clipboard()->setText(key.prefix);
    emit statusMessage(tr("Copied the prefix of “%1”").arg(key.name), statusTimeoutMs);
}

void ApiKeysPane::showContextMenu(const QPoint &position)
{
    const QModelIndex index = m_view->indexAt(position);
    if (index.isValid()) {
        m_view->selectRow(index.row());
    }
    QMenu menu(this);
    menu.addAction(m_newAction);
    menu.addSeparator();
    menu.addAction(m_copyPrefixAction);
    menu.addSeparator();
    menu.addAction(m_revokeAction);
    menu.exec(m_view->viewport()->mapToGlobal(position));
}

void ApiKeysPane::updateActions()
{
    const int row = selectedSourceRow();
    const bool hasPrefix = row >= 0 && !m_session->apiKeys()->keyAt(row).prefix.isEmpty();
    m_newAction->setEnabled(m_session != nullptr);
    m_revokeAction->setEnabled(canDelete());
    m_copyPrefixAction->setEnabled(hasPrefix);
    emit actionsChanged();
}

int ApiKeysPane::selectedSourceRow() const
{
    if (!m_session || !m_proxy->sourceModel()) {
        return -1;
    }
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    if (rows.isEmpty()) {
        return -1;
    }
    return m_proxy->mapToSource(rows.constFirst()).row();
}

} // namespace ForwardDesk::Gui
