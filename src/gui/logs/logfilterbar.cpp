// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/logs/logfilterbar.h"

#include "ui_logspane.h"

#include "gui/logs/logexport.h"
#include "gui/logs/logsummarywidget.h"
#include "gui/widgets/accessibility.h"
#include "gui/widgets/icons.h"
#include "models/domainmodel.h"
#include "models/logfiltermodel.h"
#include "models/logmodel.h"

#include <QCompleter>
#include <QMenu>
#include <QSet>
#include <QStringListModel>
#include <QTimer>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Gui {

using Core::LogEntry;
using Models::LogModel;

namespace {
/// Typing in a filter box waits this long before filtering 10,000 rows again.
constexpr int filterDelayMs = 200;

constexpr std::array statuses = {LogEntry::Status::Delivered, LogEntry::Status::Deferred, LogEntry::Status::Bounced,
                                 LogEntry::Status::Rejected,  LogEntry::Status::Spam,     LogEntry::Status::Unknown};

class Tr final
{
    Q_DECLARE_TR_FUNCTIONS(ForwardDesk::Gui::LogsPane)
};
} // namespace

LogFilterBar::LogFilterBar(Ui::LogsPane *ui, Models::LogFilterModel *rows, QWidget *parent)
    : QObject(parent)
    , m_ui(ui)
    , m_rows(rows)
    , m_filterDelay(new QTimer(this))
    , m_aliasCompletions(new QStringListModel(this))
    , m_aliasCompleter(new QCompleter(m_aliasCompletions, this))
{
    m_filterDelay->setSingleShot(true);
    m_filterDelay->setInterval(filterDelayMs);
    connect(m_filterDelay, &QTimer::timeout, this, &LogFilterBar::applyTextFilters);

    // Status: a menu of checkable statuses; none checked shows all.
    auto *statusMenu = new QMenu(parent);
    statusMenu->setObjectName(u"statusFilterMenu"_s);
    for (std::size_t i = 0; i < statuses.size(); ++i) {
        const LogEntry::Status status = statuses.at(i);
        QAction *action =
            statusMenu->addAction(Icons::get(LogSummaryWidget::statusIconName(status)), LogModel::statusText(status));
        action->setObjectName(u"statusFilter_"_s + LogExport::statusKey(status));
        action->setCheckable(true);
        connect(action, &QAction::toggled, this, &LogFilterBar::applyStatusFilter);
        m_statusActions.at(i) = action;
    }
    statusMenu->addSeparator();
    m_allStatusesAction = statusMenu->addAction(Tr::tr("Show &All Statuses"));
    m_allStatusesAction->setObjectName(u"statusFilter_all"_s);
    connect(m_allStatusesAction, &QAction::triggered, this, [this] {
        for (QAction *action : m_statusActions) {
            const QSignalBlocker blocker(action);
            action->setChecked(false);
        }
        applyStatusFilter();
    });
    m_ui->statusFilterButton->setMenu(statusMenu);

    m_ui->domainFilter->addItem(Tr::tr("All domains"), QString());
    connect(m_ui->domainFilter, &QComboBox::currentIndexChanged, this, [this] {
        m_rows->setDomainFilter(m_ui->domainFilter->currentData().toString());
        emit filtersChanged();
    });

    m_aliasCompleter->setCaseSensitivity(Qt::CaseInsensitive);
    m_aliasCompleter->setFilterMode(Qt::MatchContains);
    m_ui->aliasFilter->setCompleter(m_aliasCompleter);
    m_ui->aliasFilter->setToolTip(Tr::tr("An alias address, or an alias id"));
    connect(m_ui->aliasFilter, &QLineEdit::textChanged, m_filterDelay, qOverload<>(&QTimer::start));
    connect(m_ui->logFilterText, &QLineEdit::textChanged, m_filterDelay, qOverload<>(&QTimer::start));
    m_ui->logFilterText->addAction(Icons::get(u"search"_s), QLineEdit::LeadingPosition);
    m_ui->logFilterText->setToolTip(Tr::tr("Finds entries whose sender, recipient, destination, subject, SMTP reply "
                                           "or Message-ID contains the text"));
    m_ui->logFilterText->setMinimumWidth(parent->fontMetrics().averageCharWidth() * 24);
    m_ui->logFilterText->setAccessibleName(Tr::tr("Search the log"));
    Accessibility::addClearButton(m_ui->logFilterText, Tr::tr("Clear the search"));
    Accessibility::nameIconButtons(m_ui->logFilterText, Tr::tr("Search the log"));
    m_ui->aliasFilter->setAccessibleName(Tr::tr("Alias"));
    Accessibility::addClearButton(m_ui->aliasFilter, Tr::tr("Clear the alias"));
    m_ui->domainFilter->setAccessibleName(Tr::tr("Domain"));
    m_ui->timeRange->setAccessibleName(Tr::tr("Time"));

    m_ui->timeRange->addItem(Tr::tr("All time"), AllTime);
    m_ui->timeRange->addItem(Tr::tr("Last hour"), LastHour);
    m_ui->timeRange->addItem(Tr::tr("Last 24 hours"), LastDay);
    m_ui->timeRange->addItem(Tr::tr("Last 7 days"), LastWeek);
    m_ui->timeRange->addItem(Tr::tr("Custom…"), CustomRange);
    const QDateTime now = QDateTime::currentDateTime();
    m_ui->timeFrom->setDateTime(now.addDays(-1));
    m_ui->timeTo->setDateTime(now);
    for (QDateTimeEdit *edit : {m_ui->timeFrom, m_ui->timeTo}) {
        edit->setDisplayFormat(QLocale().dateTimeFormat(QLocale::ShortFormat));
        connect(edit, &QDateTimeEdit::dateTimeChanged, this, &LogFilterBar::applyTimeRange);
    }
    connect(m_ui->timeRange, &QComboBox::currentIndexChanged, this, &LogFilterBar::applyTimeRange);
    m_ui->timeFrom->hide();
    m_ui->timeToLabel->hide();
    m_ui->timeTo->hide();
    updateStatusButton();
}

LogFilterBar::~LogFilterBar() = default;

void LogFilterBar::applyStatusFilter()
{
    QList<LogEntry::Status> chosen;
    for (std::size_t i = 0; i < statuses.size(); ++i) {
        if (m_statusActions.at(i)->isChecked()) {
            chosen << statuses.at(i);
        }
    }
    m_rows->setStatuses(chosen);
    updateStatusButton();
    emit filtersChanged();
}

void LogFilterBar::updateStatusButton()
{
    QStringList checked;
    for (std::size_t i = 0; i < statuses.size(); ++i) {
        if (m_statusActions.at(i)->isChecked()) {
            checked << LogModel::statusText(statuses.at(i));
        }
    }
    if (checked.isEmpty()) {
        m_ui->statusFilterButton->setText(Tr::tr("Status: all"));
    } else if (checked.size() == 1) {
        //: the status filter button when one status is chosen, e.g. "Status: Bounced"
        m_ui->statusFilterButton->setText(Tr::tr("Status: %1").arg(checked.first()));
    } else {
        m_ui->statusFilterButton->setText(Tr::tr("Status: %n chosen", nullptr, static_cast<int>(checked.size())));
    }
    m_allStatusesAction->setEnabled(!checked.isEmpty());
}

void LogFilterBar::applyTextFilters()
{
    m_filterDelay->stop();
    m_rows->setAliasFilter(m_ui->aliasFilter->text());
    m_rows->setFilterText(m_ui->logFilterText->text());
    emit filtersChanged();
}

void LogFilterBar::applyTimeRange()
{
    const int preset = m_ui->timeRange->currentData().toInt();
    const bool custom = preset == CustomRange;
    m_ui->timeFrom->setVisible(custom);
    m_ui->timeToLabel->setVisible(custom);
    m_ui->timeTo->setVisible(custom);
    const QDateTime now = QDateTime::currentDateTimeUtc();
    switch (preset) {
    case LastHour:
        m_rows->setTimeRange(now.addSecs(-60 * 60), {});
        break;
    case LastDay:
        m_rows->setTimeRange(now.addDays(-1), {});
        break;
    case LastWeek:
        m_rows->setTimeRange(now.addDays(-7), {});
        break;
    case CustomRange:
        m_rows->setTimeRange(m_ui->timeFrom->dateTime().toUTC(), m_ui->timeTo->dateTime().toUTC());
        break;
    default:
        m_rows->setTimeRange({}, {});
        break;
    }
    emit filtersChanged();
}

void LogFilterBar::updateDomainChoices(const Models::DomainModel *domains)
{
    QComboBox *combo = m_ui->domainFilter;
    const QString current = combo->currentData().toString();
    const QSignalBlocker blocker(combo);
    while (combo->count() > 1) {
        combo->removeItem(combo->count() - 1);
    }
    if (domains) {
        QList<Core::Domain> sorted = domains->domains();
        std::sort(sorted.begin(), sorted.end(), [](const Core::Domain &a, const Core::Domain &b) {
            return a.displayName().compare(b.displayName(), Qt::CaseInsensitive) < 0;
        });
        for (const Core::Domain &domain : std::as_const(sorted)) {
            combo->addItem(domain.displayName(), domain.name);
        }
    }
    const int index = combo->findData(current);
    combo->setCurrentIndex(std::max(index, 0));
    if (index < 0 && !current.isEmpty()) {
        m_rows->setDomainFilter(QString()); // the domain went away: show all again
        emit filtersChanged();
    }
}

void LogFilterBar::updateAliasCompletions(const Models::LogModel *logs)
{
    QStringList recipients;
    if (logs) {
        QSet<QString> seen;
        for (int row = 0; row < logs->rowCount(); ++row) {
            const QString recipient = logs->index(row, LogModel::RecipientColumn).data().toString().toLower();
            if (!recipient.isEmpty() && !seen.contains(recipient)) {
                seen.insert(recipient);
                recipients << recipient;
            }
        }
    }
    recipients.sort();
    m_aliasCompletions->setStringList(recipients);
}

} // namespace ForwardDesk::Gui
