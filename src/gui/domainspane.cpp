// SPDX-License-Identifier: GPL-3.0-or-later
#include "domainspane.h"

#include "errorbanner.h"
#include "models/domainmodel.h"
#include "models/roles.h"
#include "models/session.h"

#include <QHeaderView>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace ForwardDesk::Gui {

DomainsPane::DomainsPane(QWidget *parent)
    : QWidget(parent)
    , m_banner(new ErrorBanner(this))
    , m_filter(new QLineEdit(this))
    , m_view(new QTableView(this))
    , m_proxy(new QSortFilterProxyModel(this))
{
    setObjectName(QStringLiteral("domainsPane"));
    m_filter->setObjectName(QStringLiteral("domainFilter"));
    m_view->setObjectName(QStringLiteral("domainTable"));

    m_filter->setPlaceholderText(tr("Filter domains"));
    m_filter->setClearButtonEnabled(true);
    m_proxy->setSortRole(Models::SortRole);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setFilterKeyColumn(Models::DomainModel::NameColumn);
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(Models::DomainModel::NameColumn, Qt::AscendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setHighlightSections(false);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_banner);
    layout->addWidget(m_filter);
    layout->addWidget(m_view, 1);

    connect(m_filter, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);
    connect(m_banner, &ErrorBanner::retryRequested, this, [this] {
        if (m_session) {
            m_banner->hide();
            m_session->open();
        }
    });
}

DomainsPane::~DomainsPane() = default;

void DomainsPane::setSession(Models::Session *session)
{
    m_session = session;
    m_proxy->setSourceModel(session ? session->domains() : nullptr);
    if (!session) {
        return;
    }
    connect(session, &Models::Session::loadFailed, this, &DomainsPane::showLoadFailure);
    connect(session, &Models::Session::domainsLoaded, this, [this] {
        m_banner->hide();
        m_view->resizeColumnToContents(Models::DomainModel::NameColumn);
        m_view->setColumnWidth(Models::DomainModel::NameColumn,
                               std::max(m_view->columnWidth(Models::DomainModel::NameColumn) + 24, 220));
    });
}

void DomainsPane::focusFilter()
{
    m_filter->setFocus(Qt::ShortcutFocusReason);
    m_filter->selectAll();
}

void DomainsPane::showLoadFailure()
{
    m_banner->showError(m_session->lastError());
}

} // namespace ForwardDesk::Gui
