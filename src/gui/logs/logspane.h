// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/apierror.h"
#include "core/logentry.h"
#include "gui/logs/logexport.h"
#include "gui/logs/logviewanchor.h"
#include "gui/window/pane.h"

#include <QPointer>
#include <QSet>

#include <functional>
#include <memory>

class QActionGroup;
class QSplitter;
class QTableView;
class QTimer;

namespace Ui {
class LogsPane;
}

namespace ForwardDesk::Models {
class LogFilterModel;
}

namespace ForwardDesk::Gui {

class ErrorBanner;
class LogFilterBar;
class LogDetailPanel;
class LogSummaryWidget;

/// The Logs pane: the forwarding log, newest first, with filters (status, domain, alias, time, text), a
/// summary with counts and a chart, a detail panel with every field, CSV export, follow mode and, from a
/// row, a jump to its alias or disabling that alias.
///
/// Usage: construct, setSession(), and connect showAliasRequested() to switch to the Aliases pane. The pane
/// loads on its first activate(); refresh() loads again keeping the selection and the scroll position.
class LogsPane final : public Pane
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LogsPane)

public:
    /// Asks where to save an export; returns the chosen path or an empty string when cancelled.
    using SavePathAsker = LogExport::SavePathAsker;

    /// How many of the newest entries are loaded until the user picks another number.
    static constexpr int DefaultLimit = 1000;
    static constexpr int DefaultFollowIntervalMs = 10000;
    static constexpr int DefaultNewMarkDelayMs = 5000;

    explicit LogsPane(QWidget *parent = nullptr);
    ~LogsPane() override;

    void setSession(Models::Session *session) override;
    [[nodiscard]] QList<QAction *> paneActions() const override;
    void activate() override;
    void refresh() override;
    void focusFilter() override;
    /// The pane's names, known before one exists.
    [[nodiscard]] static Identity identity();
    /// Gives @p view, which shows a LogFilterModel, the look of the pane's table: RecordTable's, the new rows'
    /// mark, the status badges, fixed rows of one line. Call it after setModel().
    static void setUpTable(QTableView *view);

    /// Loads the newest entries again with a limit from the "how many" list (100 … 10,000).
    void setLimit(int limit);
    [[nodiscard]] int limit() const { return m_limit; }
    /// Loads with the next larger limit, keeping the selection and what is in view.
    void loadMore();

    void setFollowing(bool follow);
    [[nodiscard]] bool isFollowing() const;
    /// How often follow mode asks for new entries (remembered in the settings).
    void setFollowInterval(int milliseconds);
    [[nodiscard]] int followInterval() const;
    /// How long new entries stay marked once the top of the table is in view.
    void setNewMarkDelay(int milliseconds);

    /// Writes the rows shown (after the filters) to @p path as CSV. False with @p error set on failure.
    bool exportTo(const QString &path, QString *error = nullptr);
    /// Test seam: replaces the save file dialog of the Export action.
    void setSavePathAsker(SavePathAsker asker);

    [[nodiscard]] QTableView *view() const { return m_view; }
    [[nodiscard]] Models::LogFilterModel *filterModel() const { return m_proxy; }
    [[nodiscard]] LogSummaryWidget *summary() const { return m_summary; }
    [[nodiscard]] LogDetailPanel *detailPanel() const { return m_detail; }
    /// The entry of the current row, or a default entry when there is none.
    [[nodiscard]] Core::LogEntry currentEntry() const;

signals:
    /// "Show alias" on a row: the main window shows the Aliases pane at @p address of @p domainName
    /// (the domain's name as the service gives it, ASCII form).
    void showAliasRequested(const QString &domainName, const QString &address);

protected:
    void showEvent(QShowEvent *event) override;

private:
    enum class Loading { None, Reload, Poll };

    void createActions();
    void setUpLimit();
    void setUpView();
    void reload();
    void poll();
    void onLogsLoaded(int count);
    void onLogsLoadFailed(const Core::ApiError &error);
    void setLoading(Loading loading);
    void updateActions();
    void updateCountLabel();
    void updateColumnVisibility();
    void updateDomainChoices();
    void showHeaderMenu(const QPoint &pos);
    void showCurrentDetails();
    void showAliasOfCurrent();
    void disableAliasOfCurrent();
    void exportShown();
    [[nodiscard]] Core::LogEntry entryAt(const QModelIndex &proxyIndex) const;
    void scheduleMarksSeen();
    void saveSettings() const;

    std::unique_ptr<Ui::LogsPane> m_ui;
    QPointer<Models::Session> m_session;
    Models::LogFilterModel *m_proxy;
    ErrorBanner *m_banner;
    LogSummaryWidget *m_summary;
    QSplitter *m_splitter;
    QTableView *m_view;
    LogDetailPanel *m_detail;
    QTimer *m_followTimer;
    QTimer *m_seenTimer;
    LogFilterBar *m_filters = nullptr;
    LogViewAnchor *m_anchor = nullptr;

    QAction *m_reloadAction = nullptr;
    QAction *m_followAction = nullptr;
    QAction *m_exportAction = nullptr;
    QAction *m_showAliasAction = nullptr;
    QAction *m_disableAliasAction = nullptr;
    QActionGroup *m_intervalGroup = nullptr;

    SavePathAsker m_askSavePath;
    Loading m_loading = Loading::None;
    bool m_loaded = false;
    bool m_headerRestored = false;
    bool m_columnsSized = false; ///< the header had saved widths, or the columns were fitted once
    int m_limit = DefaultLimit;
    int m_lastLoadCount = 0;
    int m_newMarkDelayMs = DefaultNewMarkDelayMs;
    LogViewAnchor::Position m_keep;
    QSet<int> m_userHiddenColumns;
};

} // namespace ForwardDesk::Gui
