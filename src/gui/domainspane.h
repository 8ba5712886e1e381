// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLineEdit;
class QSortFilterProxyModel;
class QTableView;

namespace ForwardDesk::Models {
class Session;
}

namespace ForwardDesk::Gui {

class ErrorBanner;

/// The Domains pane: the account's domains in a sortable, filterable table, with a banner when loading fails.
class DomainsPane final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DomainsPane)

public:
    explicit DomainsPane(QWidget *parent = nullptr);
    ~DomainsPane() override;

    void setSession(Models::Session *session);
    [[nodiscard]] QTableView *view() const { return m_view; }
    void focusFilter();

private:
    void showLoadFailure();

    Models::Session *m_session = nullptr;
    ErrorBanner *m_banner;
    QLineEdit *m_filter;
    QTableView *m_view;
    QSortFilterProxyModel *m_proxy;
};

} // namespace ForwardDesk::Gui
