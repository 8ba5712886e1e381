// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/logs/logspane.h"

#include "ui_logspane.h"

#include "core/alias.h"
#include "core/aliasdraft.h"
#include "core/apiclient.h"
#include "core/csvwriter.h"
#include "gui/logs/logdetailpanel.h"
#include "gui/logs/logsummarywidget.h"
#include "gui/logs/newrowdelegate.h"
#include "gui/widgets/accessibility.h"
#include "gui/widgets/errorbanner.h"
#include "gui/widgets/errortext.h"
#include "gui/widgets/icons.h"
#include "gui/widgets/prompt.h"
#include "gui/widgets/statusbadgedelegate.h"
#include "models/aliasmodel.h"
#include "models/domainmodel.h"
#include "models/logfiltermodel.h"
#include "models/logmodel.h"
#include "models/requestlogmodel.h"
#include "models/roles.h"
#include "models/session.h"

#include <QActionGroup>
#include <QCompleter>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QMenu>
#include <QScrollBar>
#include <QSettings>
#include <QSplitter>
#include <QStandardPaths>
#include <QStringListModel>
#include <QTableView>
#include <QTimer>
#include <QUrl>

#include <algorithm>

namespace ForwardDesk::Gui {

using Core::LogEntry;
using Models::LogModel;

namespace {
const QString kHeaderStateKey = QStringLiteral("logs/headerState");
const QString kHiddenColumnsKey = QStringLiteral("logs/hiddenColumns");
const QString kSplitterStateKey = QStringLiteral("logs/splitterState");
const QString kLimitKey = QStringLiteral("logs/limit");
const QString kFollowIntervalKey = QStringLiteral("logs/followIntervalMs");
const QString kExportDirectoryKey = QStringLiteral("logs/exportDirectory");

constexpr std::array kLimits = {100, 500, 1000, 5000, 10000};
constexpr int kDefaultLimit = 1000;
constexpr std::array kFollowIntervalsSeconds = {5, 10, 30, 60};
/// Typing in a filter box waits this long before filtering 10,000 rows again.
constexpr int kFilterDelayMs = 200;
constexpr int kDetailWidth = 400;
/// Fitting columns to their contents stops at this many characters (subjects can be long).
constexpr int kWidestColumnChars = 30;
constexpr int kColumnPadding = 12;

constexpr std::array kStatuses = {LogEntry::Status::Delivered, LogEntry::Status::Deferred, LogEntry::Status::Bounced,
                                  LogEntry::Status::Rejected,  LogEntry::Status::Spam,     LogEntry::Status::Unknown};

/// The status as a stable word for files, when the service did not give its own.
QString statusKey(LogEntry::Status status)
{
    switch (status) {
    case LogEntry::Status::Delivered:
        return QStringLiteral("delivered");
    case LogEntry::Status::Deferred:
        return QStringLiteral("deferred");
    case LogEntry::Status::Bounced:
        return QStringLiteral("bounced");
    case LogEntry::Status::Rejected:
        return QStringLiteral("rejected");
    case LogEntry::Status::Spam:
        return QStringLiteral("spam");
    case LogEntry::Status::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

/// The export's header: the API's field names, not translated, so that scripts can rely on them.
QStringList csvHeader()
{
    return {QStringLiteral("time"),      QStringLiteral("status"),      QStringLiteral("sender"),
            QStringLiteral("recipient"), QStringLiteral("destination"), QStringLiteral("domain"),
            QStringLiteral("alias_id"),  QStringLiteral("smtp_code"),   QStringLiteral("smtp_message"),
            QStringLiteral("subject"),   QStringLiteral("message_id"),  QStringLiteral("size"),
            QStringLiteral("id")};
}

QStringList csvFields(const LogEntry &entry, const QString &domain)
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

QString askSavePathWithDialog(QWidget *parent, const QString &suggestedPath)
{
    return QFileDialog::getSaveFileName(parent, LogsPane::tr("Export Log"), suggestedPath,
                                        LogsPane::tr("CSV files (*.csv);;All files (*)"));
}
} // namespace

LogsPane::LogsPane(QWidget *parent)
    : Pane(parent)
    , m_ui(std::make_unique<Ui::LogsPane>())
    , m_proxy(new Models::LogFilterModel(this))
    , m_banner(new ErrorBanner(this))
    , m_summary(new LogSummaryWidget(this))
    , m_splitter(new QSplitter(Qt::Horizontal, this))
    , m_view(new QTableView(m_splitter))
    , m_detail(new LogDetailPanel(m_splitter))
    , m_followTimer(new QTimer(this))
    , m_seenTimer(new QTimer(this))
    , m_filterDelay(new QTimer(this))
    , m_aliasCompletions(new QStringListModel(this))
    , m_aliasCompleter(new QCompleter(m_aliasCompletions, this))
    , m_askSavePath(&askSavePathWithDialog)
{
    m_ui->setupUi(this);
    setObjectName(QStringLiteral("logsPane"));
    m_splitter->setObjectName(QStringLiteral("logSplitter"));
    m_view->setObjectName(QStringLiteral("logTable"));
    m_banner->setObjectName(QStringLiteral("logErrorBanner"));

    m_ui->mainLayout->insertWidget(0, m_banner);
    m_ui->mainLayout->addWidget(m_summary);
    m_ui->mainLayout->addWidget(m_splitter, 1);
    m_splitter->addWidget(m_view);
    m_splitter->addWidget(m_detail);
    m_splitter->setStretchFactor(0, 1);
    m_splitter->setStretchFactor(1, 0);
    m_splitter->setChildrenCollapsible(true);
    m_splitter->setCollapsible(0, false);

    const QSettings settings;
    const int savedLimit = settings.value(kLimitKey, kDefaultLimit).toInt();
    m_limit = std::find(kLimits.cbegin(), kLimits.cend(), savedLimit) != kLimits.cend() ? savedLimit : kDefaultLimit;
    m_followTimer->setInterval(std::max(settings.value(kFollowIntervalKey, DefaultFollowIntervalMs).toInt(), 1000));
    m_seenTimer->setSingleShot(true);
    m_filterDelay->setSingleShot(true);
    m_filterDelay->setInterval(kFilterDelayMs);
    const QList<int> hidden = settings.value(kHiddenColumnsKey).value<QList<int>>();
    m_userHiddenColumns = QSet<int>(hidden.cbegin(), hidden.cend());

    createActions();
    setUpFilters();
    setUpView();

    if (!m_splitter->restoreState(settings.value(kSplitterStateKey).toByteArray())) {
        m_splitter->setSizes({width() - kDetailWidth, kDetailWidth});
    }

    connect(m_banner, &ErrorBanner::retryRequested, this, &LogsPane::reload);
    connect(m_followTimer, &QTimer::timeout, this, &LogsPane::poll);
    connect(m_seenTimer, &QTimer::timeout, this, [this] {
        if (m_session && isVisible() && isAtTop()) {
            m_session->logs()->clearNewMarks();
        }
    });
    connect(m_filterDelay, &QTimer::timeout, this, &LogsPane::applyTextFilters);

    m_ui->logBusy->hide();
    updateCountLabel();
    updateStatusButton();
    updateActions();
}

LogsPane::~LogsPane()
{
    saveSettings();
}

void LogsPane::saveSettings() const
{
    QSettings settings;
    if (m_headerRestored) {
        settings.setValue(kHeaderStateKey, m_view->horizontalHeader()->saveState());
    }
    settings.setValue(kSplitterStateKey, m_splitter->saveState());
    const QList<int> hidden(m_userHiddenColumns.cbegin(), m_userHiddenColumns.cend());
    settings.setValue(kHiddenColumnsKey, QVariant::fromValue(hidden));
}

void LogsPane::createActions()
{
    m_reloadAction = new QAction(Icons::get(QStringLiteral("refresh")), tr("&Reload Log"), this);
    m_reloadAction->setObjectName(QStringLiteral("reloadLogAction"));
    m_reloadAction->setToolTip(tr("Load the newest entries again"));
    connect(m_reloadAction, &QAction::triggered, this, &LogsPane::reload);

    m_followAction = new QAction(Icons::get(QStringLiteral("follow")), tr("&Follow"), this);
    m_followAction->setObjectName(QStringLiteral("followAction"));
    m_followAction->setCheckable(true);
    m_followAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    m_followAction->setToolTip(tr("Check for new entries regularly and add them at the top"));
    connect(m_followAction, &QAction::toggled, this, &LogsPane::setFollowing);

    m_exportAction = new QAction(Icons::get(QStringLiteral("export")), tr("&Export Shown Entries…"), this);
    m_exportAction->setObjectName(QStringLiteral("exportLogAction"));
    m_exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_exportAction->setToolTip(tr("Save the entries shown (after the filters) as a CSV file"));
    connect(m_exportAction, &QAction::triggered, this, &LogsPane::exportShown);

    m_showAliasAction = new QAction(Icons::get(QStringLiteral("aliases")), tr("&Show Alias"), this);
    m_showAliasAction->setObjectName(QStringLiteral("showAliasAction"));
    m_showAliasAction->setToolTip(tr("Show the alias this mail was sent to"));
    connect(m_showAliasAction, &QAction::triggered, this, &LogsPane::showAliasOfCurrent);

    m_disableAliasAction = new QAction(Icons::get(QStringLiteral("disable")), tr("&Disable Alias…"), this);
    m_disableAliasAction->setObjectName(QStringLiteral("disableAliasAction"));
    m_disableAliasAction->setToolTip(tr("Stop forwarding mail sent to this entry's alias"));
    connect(m_disableAliasAction, &QAction::triggered, this, &LogsPane::disableAliasOfCurrent);

    // Shortcuts work while this pane has the focus, so that other panes may use the same keys.
    for (QAction *action : {m_reloadAction, m_followAction, m_exportAction, m_showAliasAction, m_disableAliasAction}) {
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        addAction(action);
    }

    // Follow: the button toggles, its menu picks the interval.
    auto *intervalMenu = new QMenu(this);
    intervalMenu->setObjectName(QStringLiteral("followIntervalMenu"));
    m_intervalGroup = new QActionGroup(this);
    for (const int seconds : kFollowIntervalsSeconds) {
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

void LogsPane::setUpFilters()
{
    // Status: a menu of checkable statuses; none checked shows all.
    auto *statusMenu = new QMenu(this);
    statusMenu->setObjectName(QStringLiteral("statusFilterMenu"));
    for (std::size_t i = 0; i < kStatuses.size(); ++i) {
        const LogEntry::Status status = kStatuses.at(i);
        QAction *action =
            statusMenu->addAction(Icons::get(LogSummaryWidget::statusIconName(status)), LogModel::statusText(status));
        action->setObjectName(QStringLiteral("statusFilter_") + statusKey(status));
        action->setCheckable(true);
        connect(action, &QAction::toggled, this, &LogsPane::applyStatusFilter);
        m_statusActions.at(i) = action;
    }
    statusMenu->addSeparator();
    m_allStatusesAction = statusMenu->addAction(tr("Show &All Statuses"));
    m_allStatusesAction->setObjectName(QStringLiteral("statusFilter_all"));
    connect(m_allStatusesAction, &QAction::triggered, this, [this] {
        for (QAction *action : m_statusActions) {
            const QSignalBlocker blocker(action);
            action->setChecked(false);
        }
        applyStatusFilter();
    });
    m_ui->statusFilterButton->setMenu(statusMenu);

    m_ui->domainFilter->addItem(tr("All domains"), QString());
    connect(m_ui->domainFilter, &QComboBox::currentIndexChanged, this,
            [this] { m_proxy->setDomainFilter(m_ui->domainFilter->currentData().toString()); });

    m_aliasCompleter->setCaseSensitivity(Qt::CaseInsensitive);
    m_aliasCompleter->setFilterMode(Qt::MatchContains);
    m_ui->aliasFilter->setCompleter(m_aliasCompleter);
    m_ui->aliasFilter->setToolTip(tr("An alias address, or an alias id"));
    connect(m_ui->aliasFilter, &QLineEdit::textChanged, m_filterDelay, qOverload<>(&QTimer::start));
    connect(m_ui->logFilterText, &QLineEdit::textChanged, m_filterDelay, qOverload<>(&QTimer::start));
    m_ui->logFilterText->addAction(Icons::get(QStringLiteral("search")), QLineEdit::LeadingPosition);
    m_ui->logFilterText->setToolTip(tr("Finds entries whose sender, recipient, destination, subject, SMTP reply "
                                       "or Message-ID contains the text"));
    m_ui->logFilterText->setMinimumWidth(fontMetrics().averageCharWidth() * 24);
    m_ui->logFilterText->setAccessibleName(tr("Search the log"));
    Accessibility::nameClearButton(m_ui->logFilterText, tr("Clear the search"));
    Accessibility::nameIconButtons(m_ui->logFilterText, tr("Search the log"));
    m_ui->aliasFilter->setAccessibleName(tr("Alias"));
    Accessibility::nameClearButton(m_ui->aliasFilter, tr("Clear the alias"));
    m_ui->domainFilter->setAccessibleName(tr("Domain"));
    m_ui->timeRange->setAccessibleName(tr("Time"));
    m_ui->logLimit->setAccessibleName(tr("Newest entries to load"));
    m_view->setAccessibleName(tr("Log entries"));
    m_view->setAccessibleDescription(tr("Mail the service forwarded, rejected or bounced, newest first. The "
                                        "details of the selected entry are shown beside the table."));

    m_ui->timeRange->addItem(tr("All time"), AllTime);
    m_ui->timeRange->addItem(tr("Last hour"), LastHour);
    m_ui->timeRange->addItem(tr("Last 24 hours"), LastDay);
    m_ui->timeRange->addItem(tr("Last 7 days"), LastWeek);
    m_ui->timeRange->addItem(tr("Custom…"), CustomRange);
    const QDateTime now = QDateTime::currentDateTime();
    m_ui->timeFrom->setDateTime(now.addDays(-1));
    m_ui->timeTo->setDateTime(now);
    for (QDateTimeEdit *edit : {m_ui->timeFrom, m_ui->timeTo}) {
        edit->setDisplayFormat(QLocale().dateTimeFormat(QLocale::ShortFormat));
        connect(edit, &QDateTimeEdit::dateTimeChanged, this, &LogsPane::applyTimeRange);
    }
    connect(m_ui->timeRange, &QComboBox::currentIndexChanged, this, &LogsPane::applyTimeRange);
    m_ui->timeFrom->hide();
    m_ui->timeToLabel->hide();
    m_ui->timeTo->hide();

    for (const int limit : kLimits) {
        m_ui->logLimit->addItem(QLocale().toString(limit), limit);
    }
    m_ui->logLimit->setCurrentIndex(m_ui->logLimit->findData(m_limit));
    m_ui->logLimit->setToolTip(tr("How many of the newest entries to load"));
    connect(m_ui->logLimit, &QComboBox::activated, this, [this] { setLimit(m_ui->logLimit->currentData().toInt()); });
    connect(m_ui->reloadButton, &QPushButton::clicked, this, &LogsPane::reload);
    m_ui->reloadButton->setIcon(Icons::get(QStringLiteral("refresh")));
    connect(m_ui->loadMoreButton, &QPushButton::clicked, this, &LogsPane::loadMore);
}

void LogsPane::setUpView()
{
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->setTextElideMode(Qt::ElideRight);
    m_view->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_view->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    QHeaderView *header = m_view->horizontalHeader();
    header->setStretchLastSection(true);
    header->setHighlightSections(false);
    header->setSectionsMovable(true);
    header->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(header, &QHeaderView::customContextMenuRequested, this, &LogsPane::showHeaderMenu);

    m_view->setItemDelegate(new NewRowDelegate(m_view));
    m_view->setItemDelegateForColumn(
        LogModel::StatusColumn,
        new StatusBadgeDelegate(
            [](int status) { return LogSummaryWidget::statusIconName(static_cast<LogEntry::Status>(status)); },
            m_view));

    m_view->setContextMenuPolicy(Qt::ActionsContextMenu);
    auto *separator = new QAction(m_view);
    separator->setSeparator(true);
    m_view->addActions({m_showAliasAction, m_disableAliasAction, separator, m_exportAction});

    m_summary->setModel(m_proxy);

    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &LogsPane::showCurrentDetails);
    connect(m_view->verticalScrollBar(), &QScrollBar::valueChanged, this, &LogsPane::scheduleMarksSeen);

    // Keep what the reader looks at in place while follow mode adds rows above it.
    connect(m_proxy, &QAbstractItemModel::rowsAboutToBeInserted, this, &LogsPane::captureAnchor);
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &LogsPane::restoreAnchor);
    connect(m_proxy, &QAbstractItemModel::rowsAboutToBeRemoved, this, &LogsPane::captureAnchor);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &LogsPane::restoreAnchor);

    for (const auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved}) {
        connect(m_proxy, signal, this, &LogsPane::updateCountLabel);
    }
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &LogsPane::updateCountLabel);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &LogsPane::updateCountLabel);
}

QString LogsPane::title() const
{
    return tr("Logs");
}

QString LogsPane::menuTitle() const
{
    return tr("&Logs");
}

QIcon LogsPane::icon() const
{
    return Icons::get(QStringLiteral("logs"));
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
            m_columnsSized = m_view->horizontalHeader()->restoreState(QSettings().value(kHeaderStateKey).toByteArray());
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
    updateAliasCompletions();
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
    QSettings().setValue(kLimitKey, limit);
    reload();
}

void LogsPane::loadMore()
{
    const auto next = std::upper_bound(kLimits.cbegin(), kLimits.cend(), m_limit);
    if (next != kLimits.cend()) {
        setLimit(*next);
    }
}

void LogsPane::reload()
{
    if (!m_session || m_loading == Loading::Reload) {
        return;
    }
    m_keep = m_loaded ? viewPosition() : ViewPosition();
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
            updateAliasCompletions();
            updateColumnVisibility();
        }
        applyTimeRange(); // "Last hour" slides along with the clock
        scheduleMarksSeen();
        return;
    }
    // A reload, ours or one someone else asked for.
    m_loaded = true;
    m_lastLoadCount = count;
    updateAliasCompletions();
    updateColumnVisibility();
    applyTimeRange();
    if (!m_columnsSized && count > 0) {
        // First run: fit the columns to what they hold, within reason; from then on the user's widths stay.
        m_view->resizeColumnsToContents();
        const int widest = fontMetrics().averageCharWidth() * kWidestColumnChars;
        for (int column = 0; column < LogModel::ColumnCount; ++column) {
            m_view->setColumnWidth(column, std::min(m_view->columnWidth(column) + kColumnPadding, widest));
        }
        m_columnsSized = true;
    }
    if (was == Loading::Reload) {
        restoreViewPosition(m_keep);
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
    const bool biggerLimit = m_limit < kLimits.back();
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

// Filters

void LogsPane::applyStatusFilter()
{
    QList<LogEntry::Status> statuses;
    for (std::size_t i = 0; i < kStatuses.size(); ++i) {
        if (m_statusActions.at(i)->isChecked()) {
            statuses << kStatuses.at(i);
        }
    }
    m_proxy->setStatuses(statuses);
    updateStatusButton();
    updateCountLabel();
}

void LogsPane::updateStatusButton()
{
    QStringList checked;
    for (std::size_t i = 0; i < kStatuses.size(); ++i) {
        if (m_statusActions.at(i)->isChecked()) {
            checked << LogModel::statusText(kStatuses.at(i));
        }
    }
    if (checked.isEmpty()) {
        m_ui->statusFilterButton->setText(tr("Status: all"));
    } else if (checked.size() == 1) {
        //: the status filter button when one status is chosen, e.g. "Status: Bounced"
        m_ui->statusFilterButton->setText(tr("Status: %1").arg(checked.first()));
    } else {
        m_ui->statusFilterButton->setText(tr("Status: %n chosen", nullptr, static_cast<int>(checked.size())));
    }
    m_allStatusesAction->setEnabled(!checked.isEmpty());
}

void LogsPane::applyTextFilters()
{
    m_filterDelay->stop();
    m_proxy->setAliasFilter(m_ui->aliasFilter->text());
    m_proxy->setFilterText(m_ui->logFilterText->text());
    updateCountLabel();
}

void LogsPane::applyTimeRange()
{
    const int preset = m_ui->timeRange->currentData().toInt();
    const bool custom = preset == CustomRange;
    m_ui->timeFrom->setVisible(custom);
    m_ui->timeToLabel->setVisible(custom);
    m_ui->timeTo->setVisible(custom);
    const QDateTime now = QDateTime::currentDateTimeUtc();
    switch (preset) {
    case LastHour:
        m_proxy->setTimeRange(now.addSecs(-60 * 60), {});
        break;
    case LastDay:
        m_proxy->setTimeRange(now.addDays(-1), {});
        break;
    case LastWeek:
        m_proxy->setTimeRange(now.addDays(-7), {});
        break;
    case CustomRange:
        m_proxy->setTimeRange(m_ui->timeFrom->dateTime().toUTC(), m_ui->timeTo->dateTime().toUTC());
        break;
    default:
        m_proxy->setTimeRange({}, {});
        break;
    }
    updateCountLabel();
}

void LogsPane::updateDomainChoices()
{
    QComboBox *combo = m_ui->domainFilter;
    const QString current = combo->currentData().toString();
    const QSignalBlocker blocker(combo);
    while (combo->count() > 1) {
        combo->removeItem(combo->count() - 1);
    }
    if (m_session) {
        QList<Core::Domain> domains = m_session->domains()->domains();
        std::sort(domains.begin(), domains.end(), [](const Core::Domain &a, const Core::Domain &b) {
            return a.displayName().compare(b.displayName(), Qt::CaseInsensitive) < 0;
        });
        for (const Core::Domain &domain : std::as_const(domains)) {
            combo->addItem(domain.displayName(), domain.name);
        }
    }
    const int index = combo->findData(current);
    combo->setCurrentIndex(std::max(index, 0));
    if (index < 0 && !current.isEmpty()) {
        m_proxy->setDomainFilter(QString()); // the domain went away: show all again
    }
}

void LogsPane::updateAliasCompletions()
{
    QStringList recipients;
    if (m_session) {
        const LogModel *model = m_session->logs();
        QSet<QString> seen;
        for (int row = 0; row < model->rowCount(); ++row) {
            const QString recipient = model->index(row, LogModel::RecipientColumn).data().toString().toLower();
            if (!recipient.isEmpty() && !seen.contains(recipient)) {
                seen.insert(recipient);
                recipients << recipient;
            }
        }
    }
    recipients.sort();
    m_aliasCompletions->setStringList(recipients);
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

QModelIndex LogsPane::proxyIndexOf(const QString &id) const
{
    if (!m_session || id.isEmpty()) {
        return {};
    }
    const LogModel *model = m_session->logs();
    const int row = model->rowOf(id);
    return row < 0 ? QModelIndex() : m_proxy->mapFromSource(model->index(row, 0));
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

bool LogsPane::isAtTop() const
{
    const QScrollBar *bar = m_view->verticalScrollBar();
    return bar->value() <= bar->minimum();
}

LogsPane::ViewPosition LogsPane::viewPosition() const
{
    ViewPosition position;
    position.selectedId = m_view->currentIndex().data(Models::IdRole).toString();
    position.atTop = isAtTop();
    const QModelIndex top = m_view->indexAt(QPoint(0, 0));
    if (top.isValid()) {
        position.topId = top.data(Models::IdRole).toString();
        position.topOffset = m_view->visualRect(top).top();
    }
    return position;
}

void LogsPane::restoreViewPosition(const ViewPosition &position)
{
    const QModelIndex selected = proxyIndexOf(position.selectedId);
    if (selected.isValid()) {
        m_view->selectionModel()->setCurrentIndex(selected,
                                                  QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    }
    const QModelIndex top = proxyIndexOf(position.topId);
    if (position.atTop || !top.isValid()) {
        m_view->scrollToTop();
        return;
    }
    m_view->doItemsLayout(); // the scroll range must know the new rows before we scroll among them
    m_view->verticalScrollBar()->setValue(m_view->verticalHeader()->sectionPosition(top.row()) - position.topOffset);
}

void LogsPane::captureAnchor()
{
    m_anchorAtTop = isAtTop();
    const QModelIndex top = m_view->indexAt(QPoint(0, 0));
    m_anchor = top.isValid() ? QPersistentModelIndex(top.siblingAtColumn(0)) : QPersistentModelIndex();
    m_anchorOffset = top.isValid() ? m_view->visualRect(top).top() : 0;
}

void LogsPane::restoreAnchor()
{
    // At the very top the reader watches new entries come in; anywhere else the rows stay where they are.
    if (m_anchorAtTop || !m_anchor.isValid()) {
        return;
    }
    m_view->doItemsLayout();
    m_view->verticalScrollBar()->setValue(m_view->verticalHeader()->sectionPosition(m_anchor.row()) - m_anchorOffset);
    m_anchor = QPersistentModelIndex();
}

void LogsPane::setNewMarkDelay(int milliseconds)
{
    m_newMarkDelayMs = std::max(milliseconds, 0);
}

void LogsPane::scheduleMarksSeen()
{
    // Marks go once the reader has had the top of the table in view for a moment.
    if (!m_session || m_session->logs()->newCount() == 0 || !isVisible() || !isAtTop()) {
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
    QSettings().setValue(kFollowIntervalKey, interval);
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
    const QString domainAce = QString::fromLatin1(QUrl::toAce(domainName));
    QString domainId;
    QString domainDisplay = domainName;
    for (const Core::Domain &domain : m_session->domains()->domains()) {
        if (domain.name.compare(domainName, Qt::CaseInsensitive) == 0
            || domain.name.compare(domainAce, Qt::CaseInsensitive) == 0) {
            domainId = domain.id;
            domainDisplay = domain.displayName();
            break;
        }
    }
    const QString address = entry.recipient.isEmpty() ? entry.aliasId : entry.recipient;
    if (domainId.isEmpty()) {
        emit statusMessage(tr("%1 is not one of your domains any more.").arg(domainDisplay));
        return;
    }

    emit statusMessage(tr("Looking up the alias %1…").arg(address), 0);
    const QPointer<Models::Session> session = m_session;
    session->client()->listAliases(
        domainId, this,
        [this, session, domainId, domainName, address, entry](const Core::ApiResult<QList<Core::Alias>> &result) {
            if (session != m_session) {
                return;
            }
            if (!result.ok()) {
                emit statusMessage(QString());
                Prompt::warning(
                    this, tr("Disable Alias"),
                    tr("%1\n\n%2").arg(ErrorText::title(result.error()), ErrorText::explanation(result.error())));
                return;
            }
            const QList<Core::Alias> &aliases = result.value();
            const auto found = std::find_if(aliases.cbegin(), aliases.cend(), [&](const Core::Alias &alias) {
                if (!entry.aliasId.isEmpty()) {
                    return alias.id == entry.aliasId;
                }
                return alias.address(domainName).compare(entry.recipient, Qt::CaseInsensitive) == 0;
            });
            if (found == aliases.cend()) {
                emit statusMessage(tr("There is no alias %1 any more.").arg(address));
                return;
            }
            const Core::Alias alias = *found;
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
            Core::AliasDraft draft;
            draft.localPart = alias.localPart;
            draft.catchAll = alias.catchAll;
            draft.enabled = false;
            draft.destinations = alias.destinations;
            session->client()->updateAlias(
                domainId, alias.id, draft, this,
                [this, session, domainId, address](const Core::ApiResult<Core::Alias> &update) {
                    if (session != m_session) {
                        return;
                    }
                    if (!update.ok()) {
                        Prompt::warning(
                            this, tr("Disable Alias"),
                            tr("%1\n\n%2")
                                .arg(ErrorText::title(update.error()), ErrorText::explanation(update.error())));
                        return;
                    }
                    emit statusMessage(tr("The alias %1 is disabled.").arg(address));
                    // The Aliases pane shows the service's state, not a guess: reload it if it shows that domain.
                    if (session->aliases()->domainId() == domainId) {
                        session->loadAliases(domainId);
                    }
                });
        });
}

// Export

void LogsPane::setSavePathAsker(SavePathAsker asker)
{
    m_askSavePath = asker ? std::move(asker) : SavePathAsker(&askSavePathWithDialog);
}

void LogsPane::exportShown()
{
    QSettings settings;
    QString directory = settings.value(kExportDirectoryKey).toString();
    if (directory.isEmpty() || !QFileInfo(directory).isDir()) {
        directory = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    }
    //: the suggested file name of a log export; keep it free of characters file systems refuse
    const QString name =
        tr("forwarding-log-%1.csv").arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyy-MM-dd-HHmm")));
    const QString path = m_askSavePath(this, QDir(directory).filePath(name));
    if (path.isEmpty()) {
        return;
    }
    settings.setValue(kExportDirectoryKey, QFileInfo(path).absolutePath());
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
    Core::CsvWriter csv(path);
    if (!csv.open()) {
        if (error) {
            *error = csv.errorString();
        }
        return false;
    }
    csv.writeRow(csvHeader());
    const int rows = m_proxy->rowCount();
    for (int row = 0; row < rows; ++row) {
        const QModelIndex index = m_proxy->index(row, 0);
        csv.writeRow(csvFields(entryAt(index), index.data(Models::DomainRole).toString()));
    }
    if (!csv.commit()) {
        if (error) {
            *error = csv.errorString();
        }
        return false;
    }
    return true;
}

} // namespace ForwardDesk::Gui
