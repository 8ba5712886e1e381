// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/logentry.h"

#include <QObject>

#include <array>

class QAction;
class QCompleter;
class QStringListModel;
class QTimer;

namespace Ui {
class LogsPane;
}

namespace ForwardDesk::Models {
class DomainModel;
class LogFilterModel;
class LogModel;
} // namespace ForwardDesk::Models

namespace ForwardDesk::Gui {

/// The Logs pane's filter bar: status (a menu of checkable statuses), domain, alias (with completion from
/// the recipients loaded), free text (applied after a short pause in typing) and time range (presets or a
/// custom range), each passed on to the pane's LogFilterModel.
///
/// Usage: construct with the pane's form and filter model; call updateDomainChoices() and
/// updateAliasCompletions() when the domains or the entries change, and applyTimeRange() to let a preset
/// such as "Last hour" slide along with the clock. filtersChanged() says that the rows shown may differ.
class LogFilterBar final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LogFilterBar)

public:
    LogFilterBar(Ui::LogsPane *ui, Models::LogFilterModel *rows, QWidget *parent);
    ~LogFilterBar() override;

    /// Offers the domains of @p domains (none when null), keeping the choice while it exists.
    void updateDomainChoices(const Models::DomainModel *domains);
    /// Offers the recipients of the entries of @p logs (none when null) as alias completions.
    void updateAliasCompletions(const Models::LogModel *logs);
    void applyTimeRange();

signals:
    void filtersChanged();

private:
    enum TimePreset { AllTime, LastHour, LastDay, LastWeek, CustomRange };

    void applyStatusFilter();
    void applyTextFilters();
    void updateStatusButton();

    Ui::LogsPane *m_ui;
    Models::LogFilterModel *m_rows;
    QTimer *m_filterDelay;
    QStringListModel *m_aliasCompletions;
    QCompleter *m_aliasCompleter;
    std::array<QAction *, 6> m_statusActions{};
    QAction *m_allStatusesAction = nullptr;
};

} // namespace ForwardDesk::Gui
