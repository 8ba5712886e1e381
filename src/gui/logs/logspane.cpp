// SPDX-License-Identifier: GPL-3.0-or-later
// Over 600 lines on purpose: the filter bar (LogFilterBar), the scroll anchor (LogViewAnchor) and the CSV
// export (LogExport) have their own files; what stays is one state machine (loading, polling, follow mode,
// new-row marks) and the actions that read and change that state, which would only trade a long file for
// classes reaching into each other's members.
#include "gui/logs/logspane.h"

#include "ui_logspane.h"

#include "core/alias.h"
#include "gui/logs/logdetailpanel.h"
#include "gui/logs/logexport.h"
#include "gui/logs/logfilterbar.h"
#include "gui/logs/logsummarywidget.h"
#include "gui/logs/logviewanchor.h"
#include "gui/logs/newrowdelegate.h"
#include "gui/widgets/accessibility.h"
#include "gui/widgets/errorbanner.h"
#include "gui/widgets/errortext.h"
#include "gui/widgets/icons.h"
#include "gui/widgets/prompt.h"
#include "gui/widgets/recordtable.h"
#include "gui/widgets/recordtableview.h"
#include "gui/widgets/statusbadgedelegate.h"
#include "gui/widgets/viewstate.h"
#include "models/aliasmodel.h"
#include "models/config.h"
#include "models/domainmodel.h"
#include "models/logfiltermodel.h"
#include "models/logmodel.h"
#include "models/requestlogmodel.h"
#include "models/roles.h"
#include "models/session.h"

#include <QActionGroup>
#include <QDir>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QMenu>
#include <QScrollBar>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <QUrl>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Gui {

using Core::LogEntry;
using Models::Config;
using Models::LogModel;

namespace {
constexpr std::array limits = {100, 500, 1000, 5000, 10000};
constexpr std::array followIntervalsSeconds = {5, 10, 30, 60};
constexpr int detailWidth = 400;
/// Fitting columns to their contents stops at this many characters (subjects can be long).
constexpr int widestColumnChars = 30;
constexpr int columnPadding = 12;
constexpr int rowPadding = 8; // above and below the line of a row
} // namespace

Pane::Identity LogsPane::identity()
{
    return {tr("Logs"), tr("&Logs"), u"logs"_s};
}

LogsPane::LogsPane(QWidget *parent)
    : Pane(identity(), parent)
    , m_ui(std::make_unique<Ui::LogsPane>())
    , m_proxy(new Models::LogFilterModel(this))
    , m_banner(new ErrorBanner(this))
    , m_summary(new LogSummaryWidget(this))
    , m_splitter(new QSplitter(Qt::Horizontal, this))
    , m_view(new RecordTableView(m_splitter))
    , m_detail(new LogDetailPanel(m_splitter))
    , m_followTimer(new QTimer(this))
    , m_seenTimer(new QTimer(this))
    , m_askSavePath(&LogExport::askWithDialog)
{
    m_ui->setupUi(this);
    m_filters = new LogFilterBar(m_ui.get(), m_proxy, this);
    m_anchor = new LogViewAnchor(m_view, m_proxy, this);
    setObjectName(u"logsPane"_s);
    m_splitter->setObjectName(u"logSplitter"_s);
    m_view->setObjectName(u"logTable"_s);
    m_banner->setObjectName(u"logErrorBanner"_s);

    m_ui->mainLayout->insertWidget(0, m_banner);
    m_ui->mainLayout->addWidget(m_summary);
    m_ui->mainLayout->addWidget(m_splitter, 1);
    m_splitter->addWidget(m_view);
    m_splitter->addWidget(m_detail);
    m_splitter->setStretchFactor(0, 1);
    m_splitter->setStretchFactor(1, 0);
    m_splitter->setChildrenCollapsible(true);
    m_splitter->setCollapsible(0, false);

    const int savedLimit = Config::value(Config::Key::LogsPaneLimit).toInt();
    m_limit = std::find(limits.cbegin(), limits.cend(), savedLimit) != limits.cend() ? savedLimit : DefaultLimit;
    m_followTimer->setInterval(std::max(Config::value(Config::Key::LogsPaneFollowIntervalMs).toInt(), 1000));
    m_seenTimer->setSingleShot(true);
    m_userHiddenColumns = Config::columns(Config::Key::LogsPaneHiddenColumns);

    createActions();
    setUpLimit();
    setUpView();

    if (!ViewState::restoreSplitter(m_splitter, Config::Key::LogsPaneSplitterState)) {
        m_splitter->setSizes({width() - detailWidth, detailWidth});
    }

    connect(m_banner, &ErrorBanner::retryRequested, this, &LogsPane::reload);
    connect(m_followTimer, &QTimer::timeout, this, &LogsPane::poll);
    connect(m_seenTimer, &QTimer::timeout, this, [this] {
        if (m_session && isVisible() && m_anchor->isAtTop()) {
            m_session->logs()->clearNewMarks();
        }
    });
    connect(m_filters, &LogFilterBar::filtersChanged, this, &LogsPane::updateCountLabel);

    m_ui->logBusy->hide();
    updateCountLabel();
    updateActions();
}

LogsPane::~LogsPane()
{
    saveSettings();
}

void LogsPane::saveSettings() const
{
    if (m_headerRestored) {
        ViewState::saveHeader(m_view->horizontalHeader(), Config::Key::LogsPaneHeaderState);
    }
    ViewState::saveSplitter(m_splitter, Config::Key::LogsPaneSplitterState);
    Config::setColumns(Config::Key::LogsPaneHiddenColumns, m_userHiddenColumns);
}

void LogsPane::createActions()
{
    m_reloadAction =
        Icons::action(u"refresh"_s, tr("&Reload Log"), u"reloadLogAction"_s, tr("Load the newest entries again"), this);
    connect(m_reloadAction, &QAction::triggered, this, &LogsPane::reload);

    m_followAction = Icons::action(u"follow"_s, tr("&Follow"), u"followAction"_s,
                                   tr("Check for new entries regularly and add them at the top"), this);
    m_followAction->setCheckable(true);
    m_followAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    connect(m_followAction, &QAction::toggled, this, &LogsPane::setFollowing);

    m_exportAction = Icons::action(u"export"_s, tr("&Export Shown Entries…"), u"exportLogAction"_s,
                                   tr("Save the entries shown (after the filters) as a CSV file"), this);
    m_exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(m_exportAction, &QAction::triggered, this, &LogsPane::exportShown);

    m_showAliasAction = Icons::action(u"aliases"_s, tr("&Show Alias"), u"showAliasAction"_s,
                                      tr("Show the alias this mail was sent to"), this);
    connect(m_showAliasAction, &QAction::triggered, this, &LogsPane::showAliasOfCurrent);

    m_disableAliasAction = Icons::action(u"disable"_s, tr("&Disable Alias…"), u"disableAliasAction"_s,
                                         tr("Stop forwarding mail sent to this entry's alias"), this);
    connect(m_disableAliasAction, &QAction::triggered, this, &LogsPane::disableAliasOfCurrent);

    // Shortcuts work while this pane has the focus, so that other panes may use the same keys.
    for (QAction *action : {m_reloadAction, m_followAction, m_exportAction, m_showAliasAction, m_disableAliasAction}) {
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        addAction(action);
    }

    // Follow: the button toggles, its menu picks the interval.
    auto *intervalMenu = new QMenu(this);
    intervalMenu->setObjectName(u"followIntervalMenu"_s);
    m_intervalGroup = new QActionGroup(this);
    for (const int seconds : followIntervalsSeconds) {
        QAction *choice = intervalMenu->addAction(tr("Check every %n seconds", nullptr, seconds));
        choice->setCheckable(true);
        choice->setData(seconds * 1000);
        choice->setChecked(seconds * 1000 == m_followTimer->interval());
        m_intervalGroup->addAction(choice);
    }
    connect(m_intervalGroup, &QActionGroup::triggered, this,
            [this](QAction *choice) { setFollowInterval(choice->data().toInt()); });
    m_ui->followButton->setDefaultAction(m_followAction);
    m_ui->followButton->setMenu(intervalMenu);
}

void LogsPane::setUpLimit()
{
    for (const int limit : limits) {
        m_ui->logLimit->addItem(QLocale().toString(limit), limit);
    }
    m_ui->logLimit->setCurrentIndex(m_ui->logLimit->findData(m_limit));
    m_ui->logLimit->setToolTip(tr("How many of the newest entries to load"));
    m_ui->logLimit->setAccessibleName(tr("Newest entries to load"));
    m_view->setAccessibleName(tr("Log entries"));
    m_view->setAccessibleDescription(tr("Mail the service forwarded, rejected or bounced, newest first. The "
                                        "details of the selected entry are shown beside the table."));
    connect(m_ui->logLimit, &QComboBox::activated, this, [this] { setLimit(m_ui->logLimit->currentData().toInt()); });
    connect(m_ui->reloadButton, &QPushButton::clicked, this, &LogsPane::reload);
    m_ui->reloadButton->setIcon(Icons::get(u"refresh"_s));
    connect(m_ui->loadMoreButton, &QPushButton::clicked, this, &LogsPane::loadMore);
}

void LogsPane::setUpTable(QTableView *view)
{
    view->setItemDelegate(new NewRowDelegate(view));
    view->setItemDelegateForColumn(
        LogModel::StatusColumn,
        new StatusBadgeDelegate(
            [](int status) { return LogSummaryWidget::statusIconName(static_cast<LogEntry::Status>(status)); }, view));
    RecordTable::setUp(view, QAbstractItemView::SingleSelection);
    view->setTextElideMode(Qt::ElideRight);
    view->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    view->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + rowPadding);
    view->horizontalHeader()->setSectionsMovable(true);
}

void LogsPane::setUpView()
{
    m_view->setModel(m_proxy);
    setUpTable(m_view);
    QHeaderView *header = m_view->horizontalHeader();
    header->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(header, &QHeaderView::customContextMenuRequested, this, &LogsPane::showHeaderMenu);

    m_view->setContextMenuPolicy(Qt::ActionsContextMenu);
    auto *separator = new QAction(m_view);
    separator->setSeparator(true);
    m_view->addActions({m_showAliasAction, m_disableAliasAction, separator, m_exportAction});

    m_summary->setModel(m_proxy);

    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &LogsPane::showCurrentDetails);
    connect(m_view->verticalScrollBar(), &QScrollBar::valueChanged, this, &LogsPane::scheduleMarksSeen);

    for (const auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved}) {
        connect(m_proxy, signal, this, &LogsPane::updateCountLabel);
    }
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &LogsPane::updateCountLabel);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &LogsPane::updateCountLabel);
}

QList<QAction *> LogsPane::paneActions() const
{
    return {m_reloadAction, m_followAction, m_exportAction, m_showAliasAction, m_disableAliasAction};
}

void LogsPane::setSession(Models::Session *session)
{
    if (m_session == session) {
        return;
    }
    if (m_session) {
        disconnect(m_session, nullptr, this, nullptr);
        disconnect(m_session->domains(), nullptr, this, nullptr);
        disconnect(m_session->logs(), nullptr, this, nullptr);
    }
    setFollowing(false);
    m_session = session;
    m_loaded = false;
    m_loading = Loading::None;
    m_banner->hide();
    m_detail->clear();
    m_proxy->setSourceModel(session ? session->logs() : nullptr);
    if (session) {
        if (!m_headerRestored) {
            // Only now does the header have its sections to restore.
            m_columnsSized = ViewState::restoreHeader(m_view->horizontalHeader(), Config::Key::LogsPaneHeaderState);
            m_headerRestored = true;
        }
        m_view->sortByColumn(LogModel::TimeColumn, Qt::DescendingOrder);
        connect(session, &Models::Session::logsLoaded, this, &LogsPane::onLogsLoaded);
        connect(session, &Models::Session::logsLoadFailed, this, &LogsPane::onLogsLoadFailed);
        Models::DomainModel *domains = session->domains();
        connect(domains, &QAbstractItemModel::modelReset, this, &LogsPane::updateDomainChoices);
        connect(domains, &QAbstractItemModel::rowsInserted, this, &LogsPane::updateDomainChoices);
        connect(domains, &QAbstractItemModel::rowsRemoved, this, &LogsPane::updateDomainChoices);
        connect(domains, &QAbstractItemModel::dataChanged, this, &LogsPane::updateDomainChoices);
        connect(session->logs(), &QAbstractItemModel::modelReset, this, &LogsPane::updateCountLabel);
        connect(session->logs(), &QAbstractItemModel::modelReset, this, &LogsPane::updateColumnVisibility);
    }
    updateDomainChoices();
    m_filters->updateAliasCompletions(m_session ? m_session->logs() : nullptr);
    updateColumnVisibility();
    setLoading(Loading::None);
    updateCountLabel();
}

void LogsPane::activate()
{
    if (m_session && !m_loaded && m_loading == Loading::None) {
        reload();
    }
}

void LogsPane::refresh()
{
    reload();
}

void LogsPane::focusFilter()
{
    m_ui->logFilterText->setFocus(Qt::ShortcutFocusReason);
    m_ui->logFilterText->selectAll();
}

void LogsPane::showEvent(QShowEvent *event)
{
    Pane::showEvent(event);
    scheduleMarksSeen();
}

// Loading

void LogsPane::setLimit(int limit)
{
    const int index = m_ui->logLimit->findData(limit);
    if (index < 0) {
        return;
    }
    m_ui->logLimit->setCurrentIndex(index);
    m_limit = limit;
    Config::setValue(Config::Key::LogsPaneLimit, limit);
    reload();
}

void LogsPane::loadMore()
{
    const auto next = std::upper_bound(limits.cbegin(), limits.cend(), m_limit);
    if (next != limits.cend()) {
        setLimit(*next);
    }
}

void LogsPane::reload()
{
    if (!m_session || m_loading == Loading::Reload) {
        return;
    }
    m_keep = m_loaded ? m_anchor->position() : LogViewAnchor::Position();
    setLoading(Loading::Reload);
    m_session->refreshLogs(m_limit);
}

void LogsPane::poll()
{
    // A reload under way brings the new entries anyway; a poll under way is not doubled.
    if (!m_session || m_loading != Loading::None || !m_loaded) {
        return;
    }
    setLoading(Loading::Poll);
    m_session->pollNewLogs(m_limit);
}

void LogsPane::setLoading(Loading loading)
{
    m_loading = loading;
    // Polls are quiet: a spinner every ten seconds would only distract.
    m_ui->logBusy->setVisible(loading == Loading::Reload);
    updateActions();
}

void LogsPane::onLogsLoaded(int count)
{
    const Loading was = m_loading;
    setLoading(Loading::None);
    m_banner->hide();
    // Records the list left out are said plainly, with the service's answer one click away.
    const QString notice = ErrorText::unreadableRecords(ErrorText::Records::LogEntries,
                                                        m_session->listReport(Models::Session::List::Logs));
    if (!notice.isEmpty()) {
        m_banner->showNotice(notice, m_session->requestLog());
    }
    if (was == Loading::Poll) {
        if (count > 0) {
            emit statusMessage(tr("%Ln new log entries", nullptr, count));
            m_filters->updateAliasCompletions(m_session ? m_session->logs() : nullptr);
            updateColumnVisibility();
        }
        m_filters->applyTimeRange(); // "Last hour" slides along with the clock
        scheduleMarksSeen();
        return;
    }
    // A reload, ours or one someone else asked for.
    m_loaded = true;
    m_lastLoadCount = count;
    m_filters->updateAliasCompletions(m_session ? m_session->logs() : nullptr);
    updateColumnVisibility();
    m_filters->applyTimeRange();
    if (!m_columnsSized && count > 0) {
        // First run: fit the columns to what they hold, within reason; from then on the user's widths stay.
        m_view->resizeColumnsToContents();
        const int widest = fontMetrics().averageCharWidth() * widestColumnChars;
        for (int column = 0; column < LogModel::ColumnCount; ++column) {
            m_view->setColumnWidth(column, std::min(m_view->columnWidth(column) + columnPadding, widest));
        }
        m_columnsSized = true;
    }
    if (was == Loading::Reload) {
        m_anchor->restore(m_keep);
        m_keep = {};
    }
    updateActions();
    updateCountLabel();
    emit statusMessage(tr("Loaded %Ln log entries", nullptr, count));
}

void LogsPane::onLogsLoadFailed(const Core::ApiError &error)
{
    const Loading was = m_loading;
    setLoading(Loading::None);
    if (was == Loading::Poll && error.isTransient()) {
        // Follow mode tries again on its next tick; say so without a banner for a passing hiccup.
        emit statusMessage(ErrorText::title(error));
        return;
    }
    m_banner->showError(error);
}

void LogsPane::updateActions()
{
    const bool haveSession = m_session != nullptr;
    const bool busy = m_loading == Loading::Reload;
    const LogEntry entry = currentEntry();
    const bool hasAlias = !entry.recipient.isEmpty() || !entry.aliasId.isEmpty();
    m_reloadAction->setEnabled(haveSession && !busy);
    m_ui->reloadButton->setEnabled(haveSession && !busy);
    m_ui->logLimit->setEnabled(haveSession && !busy);
    const bool biggerLimit = m_limit < limits.back();
    const bool serviceHasMore = m_lastLoadCount >= m_limit;
    m_ui->loadMoreButton->setEnabled(haveSession && !busy && m_loaded && biggerLimit && serviceHasMore);
    m_ui->loadMoreButton->setToolTip(!biggerLimit          ? tr("The largest number of entries is loaded")
                                         : !serviceHasMore ? tr("Every entry the service keeps is loaded")
                                                           : tr("Load more of the older entries"));
    m_followAction->setEnabled(haveSession);
    m_exportAction->setEnabled(haveSession && m_loaded);
    m_showAliasAction->setEnabled(haveSession && !entry.recipient.isEmpty());
    m_disableAliasAction->setEnabled(haveSession && hasAlias);
    emit actionsChanged();
}

void LogsPane::updateCountLabel()
{
    const int total = m_session ? m_session->logs()->rowCount() : 0;
    const int shown = m_proxy->rowCount();
    //: %L1 how many entries the filters let through, %Ln how many are loaded
    m_ui->logCountLabel->setText(tr("Showing %L1 of %Ln loaded entries", nullptr, total).arg(shown));
}

void LogsPane::updateColumnVisibility()
{
    const LogModel *model = m_session ? m_session->logs() : nullptr;
    const bool haveRows = model && model->rowCount() > 0;
    for (int column = 0; column < LogModel::ColumnCount; ++column) {
        // Before anything is loaded, every column stays: hiding them all would look broken.
        const bool empty = haveRows && !model->columnHasData(column);
        m_view->setColumnHidden(column, empty || m_userHiddenColumns.contains(column));
    }
}

void LogsPane::showHeaderMenu(const QPoint &pos)
{
    QMenu menu(this);
    const LogModel *model = m_session ? m_session->logs() : nullptr;
    for (int column = 0; column < LogModel::ColumnCount; ++column) {
        QAction *action = menu.addAction(m_proxy->headerData(column, Qt::Horizontal).toString());
        action->setCheckable(true);
        action->setChecked(!m_userHiddenColumns.contains(column));
        if (model && model->rowCount() > 0 && !model->columnHasData(column)) {
            action->setEnabled(false);
            action->setToolTip(tr("The service does not provide this column"));
        }
        connect(action, &QAction::toggled, this, [this, column](bool shown) {
            if (shown) {
                m_userHiddenColumns.remove(column);
            } else {
                m_userHiddenColumns.insert(column);
            }
            updateColumnVisibility();
        });
    }
    menu.exec(m_view->horizontalHeader()->mapToGlobal(pos));
}

// The view

LogEntry LogsPane::entryAt(const QModelIndex &proxyIndex) const
{
    if (!m_session || !proxyIndex.isValid()) {
        return {};
    }
    return m_session->logs()->entryAt(m_proxy->mapToSource(proxyIndex).row());
}

LogEntry LogsPane::currentEntry() const
{
    return entryAt(m_view->currentIndex());
}

void LogsPane::showCurrentDetails()
{
    const QModelIndex current = m_view->currentIndex();
    if (current.isValid()) {
        m_detail->setEntry(entryAt(current));
    } else {
        m_detail->clear();
    }
    updateActions();
}

void LogsPane::setNewMarkDelay(int milliseconds)
{
    m_newMarkDelayMs = std::max(milliseconds, 0);
}

void LogsPane::scheduleMarksSeen()
{
    // Marks go once the reader has had the top of the table in view for a moment.
    if (!m_session || m_session->logs()->newCount() == 0 || !isVisible() || !m_anchor->isAtTop()) {
        m_seenTimer->stop();
        return;
    }
    if (!m_seenTimer->isActive()) {
        m_seenTimer->start(m_newMarkDelayMs);
    }
}

// Follow mode

void LogsPane::setFollowing(bool follow)
{
    follow = follow && m_session;
    if (m_followAction->isChecked() != follow) {
        const QSignalBlocker blocker(m_followAction);
        m_followAction->setChecked(follow);
    }
    if (follow == m_followTimer->isActive()) {
        return;
    }
    if (follow) {
        m_followTimer->start();
        if (m_loaded) {
            poll();
        } else {
            reload();
        }
        emit statusMessage(tr("Following the log: new entries appear at the top."));
    } else {
        m_followTimer->stop();
    }
}

bool LogsPane::isFollowing() const
{
    return m_followTimer->isActive();
}

void LogsPane::setFollowInterval(int milliseconds)
{
    const int interval = std::max(milliseconds, 100);
    m_followTimer->setInterval(interval);
    Config::setValue(Config::Key::LogsPaneFollowIntervalMs, interval);
    for (QAction *choice : m_intervalGroup->actions()) {
        choice->setChecked(choice->data().toInt() == interval);
    }
}

int LogsPane::followInterval() const
{
    return m_followTimer->interval();
}

// Row actions

void LogsPane::showAliasOfCurrent()
{
    const QModelIndex current = m_view->currentIndex();
    const LogEntry entry = entryAt(current);
    if (entry.recipient.isEmpty()) {
        return;
    }
    emit showAliasRequested(current.data(Models::DomainRole).toString(), entry.recipient);
}

void LogsPane::disableAliasOfCurrent()
{
    const QModelIndex current = m_view->currentIndex();
    const LogEntry entry = entryAt(current);
    if (!m_session || (entry.recipient.isEmpty() && entry.aliasId.isEmpty())) {
        return;
    }
    const QString domainName = current.data(Models::DomainRole).toString();
    const QString domainId = m_session->domains()->idOfName(domainName);
    const QString address = entry.recipient.isEmpty() ? entry.aliasId : entry.recipient;
    if (domainId.isEmpty()) {
        emit statusMessage(tr("%1 is not one of your domains any more.").arg(domainName));
        return;
    }

    emit statusMessage(tr("Looking up the alias %1…").arg(address), 0);
    const QPointer<Models::Session> session = m_session;
    session->findAlias(
        domainId, entry.aliasId, entry.recipient, this,
        [this, session, domainId, address](const Core::ApiResult<Core::Alias> &result) {
            if (session != m_session) {
                return;
            }
            if (!result.ok() && result.error().kind() == Core::ApiError::Kind::NotFound) {
                emit statusMessage(tr("There is no alias %1 any more.").arg(address));
                return;
            }
            if (!result.ok()) {
                emit statusMessage(QString());
                Prompt::warning(this, tr("Disable Alias"), ErrorText::paragraphs(result.error()));
                return;
            }
            const Core::Alias &alias = result.value();
            if (!alias.enabled) {
                emit statusMessage(tr("The alias %1 is already disabled.").arg(address));
                return;
            }
            emit statusMessage(QString());
            if (!Prompt::confirm(this, tr("Disable Alias"),
                                 tr("Disable the alias %1? Mail sent to it will not be forwarded until you "
                                    "enable it again.")
                                     .arg(address),
                                 tr("Disable"))) {
                return;
            }
            session->disableAlias(
                domainId, alias, this, [this, session, address](const Core::ApiResult<Core::Alias> &update) {
                    if (session != m_session) {
                        return;
                    }
                    if (!update.ok()) {
                        Prompt::warning(this, tr("Disable Alias"), ErrorText::paragraphs(update.error()));
                        return;
                    }
                    emit statusMessage(tr("The alias %1 is disabled.").arg(address));
                });
        });
}

// Export

void LogsPane::setSavePathAsker(SavePathAsker asker)
{
    m_askSavePath = asker ? std::move(asker) : SavePathAsker(&LogExport::askWithDialog);
}

void LogsPane::exportShown()
{
    const QString path = m_askSavePath(this, LogExport::suggestedPath());
    if (path.isEmpty()) {
        return;
    }
    LogExport::rememberFolder(path);
    QString error;
    if (!exportTo(path, &error)) {
        Prompt::warning(this, tr("Export Failed"),
                        tr("The log could not be saved to %1: %2").arg(QDir::toNativeSeparators(path), error));
        return;
    }
    emit statusMessage(
        tr("Exported %Ln log entries to %1", nullptr, m_proxy->rowCount()).arg(QDir::toNativeSeparators(path)));
}

bool LogsPane::exportTo(const QString &path, QString *error)
{
    return LogExport::write(m_proxy, path, error);
}

void LogsPane::updateDomainChoices()
{
    m_filters->updateDomainChoices(m_session ? m_session->domains() : nullptr);
}

} // namespace ForwardDesk::Gui
