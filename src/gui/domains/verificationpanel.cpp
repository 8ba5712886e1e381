// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/domains/verificationpanel.h"

#include "ui_verificationpanel.h"

#include "gui/widgets/errortext.h"
#include "gui/widgets/icons.h"
#include "gui/widgets/recorddelegate.h"
#include "models/domainmodel.h"
#include "models/session.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidgetItem>
#include <QToolButton>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Gui {

namespace {

constexpr int iconSize = 16;
constexpr int messageTimeoutMs = 6000;
constexpr double smallTextFactor = 0.9;

QIcon matchIcon(Core::DnsChecker::Match match)
{
    switch (match) {
    case Core::DnsChecker::Match::Matches:
        return Icons::get(u"status-ok"_s);
    case Core::DnsChecker::Match::Differs:
    case Core::DnsChecker::Match::Missing:
        return Icons::get(u"status-fail"_s);
    case Core::DnsChecker::Match::Checking:
        return Icons::get(u"status-pending"_s);
    case Core::DnsChecker::Match::Unavailable:
        return Icons::get(u"status-unknown"_s);
    case Core::DnsChecker::Match::NotChecked:
        break;
    }
    return {};
}

QTableWidgetItem *textItem(const QString &text)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    item->setToolTip(text);
    return item;
}

} // namespace

VerificationPanel::VerificationPanel(QWidget *parent)
    : QWidget(parent)
    , m_ui(std::make_unique<Ui::VerificationPanel>())
    , m_checker(new Core::DnsChecker(this))
    , m_noRecordsLabel(new QLabel(this))
{
    m_ui->setupUi(this);
    setObjectName(u"verificationPanel"_s);
    m_checker->setObjectName(u"dnsChecker"_s);

    QFont title = m_ui->domainLabel->font();
    title.setBold(true);
    title.setPointSizeF(title.pointSizeF() * 1.2);
    m_ui->domainLabel->setFont(title);

    QFont small = m_ui->hintLabel->font();
    small.setPointSizeF(small.pointSizeF() * smallTextFactor);
    m_ui->hintLabel->setFont(small);
    m_ui->hintLabel->setForegroundRole(QPalette::PlaceholderText);
    m_ui->hintLabel->setText(
        tr("At your DNS provider, add each record above. Use @ as the host for the domain itself (some providers want "
           "the host left empty instead). DNS changes can take from a few minutes to a day to be seen everywhere. "
           "Check DNS shows what is published right now; Verify asks the service to check."));
    m_ui->lastCheckedLabel->setForegroundRole(QPalette::PlaceholderText);
    m_ui->verificationMessage->setTextFormat(Qt::RichText);
    m_ui->messageRow->hide();

    m_ui->verifyButton->setIcon(Icons::get(u"verify"_s));
    m_ui->verifyButton->setToolTip(tr("Ask the service to check the DNS records (Ctrl+Shift+V)"));
    m_ui->checkDnsButton->setIcon(Icons::get(u"dns"_s));
    m_ui->checkDnsButton->setToolTip(
        tr("Look up what the world's DNS publishes now, without asking the service (Ctrl+Shift+D)"));

    QTableWidget *table = m_ui->recordTable;
    table->setColumnCount(ColumnCount);
    table->setHorizontalHeaderLabels({tr("Type"), tr("Host"), tr("Value to publish"), QString(),
                                      tr("The service found"), tr("What the world sees now")});
    table->horizontalHeaderItem(CopyColumn)->setToolTip(tr("Copy the value"));
    table->setAccessibleName(tr("DNS records"));
    table->setAccessibleDescription(tr("The records to publish for the selected domain, what the service found "
                                       "and what the world's DNS shows now"));
    table->verticalHeader()->hide();
    // Drawn and measured as the panes' tables are: a cell of Latin text is laid out without shaping. The table
    // lays each cell out several times (to fit the rows and the columns to their contents, then to draw it).
    table->setItemDelegate(new RecordDelegate(table));
    table->setIconSize(QSize(iconSize, iconSize));
    table->setTextElideMode(Qt::ElideNone); // long tokens wrap instead: every character matters
    QHeaderView *header = table->horizontalHeader();
    header->setHighlightSections(false);
    header->setSectionResizeMode(TypeColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(HostColumn, QHeaderView::ResizeToContents);
    // Value, found and published share the width: each may be long, and each must be readable whole.
    header->setSectionResizeMode(ValueColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(CopyColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(FoundColumn, QHeaderView::Stretch);
    // What the world sees is usually a short verdict; the user can widen it.
    header->setSectionResizeMode(WorldColumn, QHeaderView::Interactive);
    header->resizeSection(WorldColumn, header->fontMetrics().horizontalAdvance(tr("What the world sees now")) + 24);

    connect(m_ui->verifyButton, &QPushButton::clicked, this, &VerificationPanel::verify);
    connect(m_ui->checkDnsButton, &QPushButton::clicked, this, &VerificationPanel::checkDns);
    connect(m_checker, &Core::DnsChecker::recordChecked, this, &VerificationPanel::onRecordChecked);
    connect(m_checker, &Core::DnsChecker::finished, this, [this] {
        updateButtons();
        emit statusMessage(tr("DNS check finished."), messageTimeoutMs);
    });

    m_noRecordsLabel->setObjectName(u"noRecordsLabel"_s);
    m_noRecordsLabel->setWordWrap(true);
    m_noRecordsLabel->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_noRecordsLabel->setText(
        tr("The service gave no DNS records to check for this domain, so there is nothing to publish or to look up "
           "here. Verify asks the service to check the domain again; records it names then are shown here."));
    m_noRecordsLabel->hide();
    m_ui->detailsLayout->insertWidget(m_ui->detailsLayout->indexOf(m_ui->recordTable) + 1, m_noRecordsLabel, 1);

    showDetails(false);
    updateButtons();
}

VerificationPanel::~VerificationPanel() = default;

QString VerificationPanel::statusIconName(Core::Domain::Status status)
{
    switch (status) {
    case Core::Domain::Status::Active:
        return u"status-ok"_s;
    case Core::Domain::Status::Pending:
        return u"status-pending"_s;
    case Core::Domain::Status::Failing:
        return u"status-fail"_s;
    case Core::Domain::Status::Unknown:
        break;
    }
    return u"status-unknown"_s;
}

void VerificationPanel::setSession(Models::Session *session)
{
    if (m_session) {
        disconnect(m_session->domains(), nullptr, this, nullptr);
    }
    m_session = session;
    m_verifyingId.clear();
    if (session) {
        Models::DomainModel *model = session->domains();
        connect(model, &QAbstractItemModel::dataChanged, this, &VerificationPanel::showDomain);
        connect(model, &QAbstractItemModel::modelReset, this, &VerificationPanel::showDomain);
        connect(model, &QAbstractItemModel::rowsRemoved, this, &VerificationPanel::showDomain);
        connect(model, &QAbstractItemModel::rowsInserted, this, &VerificationPanel::showDomain);
    }
    setDomain(QString());
}

void VerificationPanel::setDomain(const QString &domainId)
{
    if (domainId != m_domainId) {
        m_domainId = domainId;
        m_checker->cancel();
        m_world.clear();
        m_checkedRecords.clear();
        clearMessage();
    }
    showDomain();
}

const Core::Domain *VerificationPanel::currentDomain() const
{
    if (!m_session || m_domainId.isEmpty()) {
        return nullptr;
    }
    const int row = m_session->domains()->rowOf(m_domainId);
    return row < 0 ? nullptr : &m_session->domains()->domains().at(row);
}

QString VerificationPanel::recordKey(const Core::DnsRecord &record)
{
    return record.type.toUpper() + u'\n' + record.host + u'\n' + record.expected;
}

void VerificationPanel::showDetails(bool details)
{
    // Two widgets of which one is shown, not the pages of a QStackedWidget: a stack's layout measures every page,
    // the one not shown too, and both pages hold labels that wrap, which are measured again at each layout pass.
    m_ui->emptyPage->setVisible(!details);
    m_ui->detailsPage->setVisible(details);
}

void VerificationPanel::showDomain()
{
    const Core::Domain *domain = currentDomain();
    if (!domain) {
        showDetails(false);
        m_shownRecords.clear();
        updateButtons();
        return;
    }
    m_ui->domainLabel->setText(domain->displayName());
    m_ui->domainLabel->setToolTip(domain->displayName() == domain->name
                                      ? QString()
                                      : tr("%1 (sent to the service as %2)").arg(domain->displayName(), domain->name));
    m_ui->statusIcon->setPixmap(Icons::get(statusIconName(domain->status)).pixmap(iconSize, iconSize));
    m_ui->statusLabel->setText(Models::DomainModel::statusText(domain->status));
    if (domain->lastCheckedAt.isValid()) {
        const QDateTime local = domain->lastCheckedAt.toLocalTime();
        m_ui->lastCheckedLabel->setText(tr("Last checked %1").arg(QLocale().toString(local, QLocale::ShortFormat)));
        m_ui->lastCheckedLabel->setToolTip(QLocale().toString(local, QLocale::LongFormat));
    } else {
        m_ui->lastCheckedLabel->setText(tr("Not checked yet"));
        m_ui->lastCheckedLabel->setToolTip(QString());
    }
    fillRecords(*domain);
    // No records is not an empty checklist: say so, and what Verify still does.
    const bool noRecords = domain->records.isEmpty();
    m_ui->tableLabel->setVisible(!noRecords);
    m_ui->recordTable->setVisible(!noRecords);
    m_ui->hintLabel->setVisible(!noRecords);
    m_noRecordsLabel->setVisible(noRecords);
    // Shown once filled: the page is then laid out once, with its texts, when it first shows.
    showDetails(true);
    updateButtons();
}

void VerificationPanel::fillRecords(const Core::Domain &domain)
{
    QTableWidget *table = m_ui->recordTable;
    const bool sameRows = m_shownRecords.size() == domain.records.size()
        && std::equal(m_shownRecords.cbegin(), m_shownRecords.cend(), domain.records.cbegin(),
                      [](const Core::DnsRecord &a, const Core::DnsRecord &b) { return recordKey(a) == recordKey(b); });
    m_shownRecords = domain.records;
    table->setRowCount(static_cast<int>(domain.records.size()));
    const bool checked = domain.lastCheckedAt.isValid() || domain.status != Core::Domain::Status::Pending;
    for (int row = 0; row < table->rowCount(); ++row) {
        const Core::DnsRecord &record = domain.records.at(row);
        table->setItem(row, TypeColumn, textItem(record.type));
        QTableWidgetItem *host = textItem(record.host);
        host->setToolTip(tr("Full name: %1").arg(Core::DnsChecker::queryName(domain.name, record.host)));
        table->setItem(row, HostColumn, host);
        table->setItem(row, ValueColumn, textItem(record.expected));

        if (!sameRows || !table->cellWidget(row, CopyColumn)) {
            auto *copy = new QToolButton(table);
            copy->setObjectName(u"copyValue%1"_s.arg(row));
            copy->setIcon(Icons::get(u"copy"_s));
            copy->setAutoRaise(true);
            const QString copyText = tr("Copy the value of the %1 record for %2").arg(record.type, record.host);
            copy->setAccessibleName(copyText);
            copy->setToolTip(copyText);
            const QString value = record.expected;
            connect(copy, &QToolButton::clicked, this, [this, value] {
                QGuiApplication::clipboard()->setText(value);
                emit statusMessage(tr("Copied %1").arg(value), messageTimeoutMs);
            });
            table->setCellWidget(row, CopyColumn, copy);
        }

        QTableWidgetItem *found = nullptr;
        if (record.valid) {
            found = textItem(record.found.isEmpty() ? record.expected : record.found);
            found->setIcon(Icons::get(u"status-ok"_s));
            found->setToolTip(tr("The service found this record as expected."));
        } else if (!checked && record.found.isEmpty()) {
            found = textItem(tr("Not checked yet"));
            found->setIcon(Icons::get(u"status-pending"_s));
            found->setToolTip(tr("Press Verify to let the service check."));
        } else if (record.found.isEmpty()) {
            found = textItem(record.foundKnown ? tr("Nothing found") : tr("Not as expected"));
            found->setIcon(Icons::get(u"status-fail"_s));
            found->setToolTip(tr("The service did not find this record."));
        } else {
            found = textItem(record.found);
            found->setIcon(Icons::get(u"status-fail"_s));
            found->setToolTip(tr("The service found a different value: %1").arg(record.found));
        }
        found->setData(Qt::UserRole, record.valid);
        table->setItem(row, FoundColumn, found);

        const auto world = m_world.constFind(recordKey(record));
        showWorld(row, world == m_world.cend() ? Core::DnsChecker::Result() : *world);
    }
    table->resizeRowsToContents();
}

void VerificationPanel::showWorld(int row, const Core::DnsChecker::Result &result)
{
    QTableWidgetItem *item = nullptr;
    if (result.match == Core::DnsChecker::Match::NotChecked) {
        item = textItem(tr("Not looked up yet"));
        item->setToolTip(tr("Press Check DNS to see what DNS publishes now."));
    } else {
        item = textItem(result.text);
        item->setIcon(matchIcon(result.match));
        switch (result.match) {
        case Core::DnsChecker::Match::Matches:
            item->setToolTip(tr("DNS publishes the expected value."));
            break;
        case Core::DnsChecker::Match::Differs:
            item->setToolTip(tr("DNS publishes something else:\n%1").arg(result.published.join(u'\n')));
            break;
        case Core::DnsChecker::Match::Missing:
            item->setToolTip(tr("DNS publishes no such record yet."));
            break;
        default:
            break;
        }
    }
    item->setData(Qt::UserRole, static_cast<int>(result.match));
    m_ui->recordTable->setItem(row, WorldColumn, item);
}

void VerificationPanel::onRecordChecked(int index, const Core::DnsChecker::Result &result)
{
    if (index < 0 || index >= m_checkedRecords.size()) {
        return;
    }
    const QString key = recordKey(m_checkedRecords.at(index));
    m_world.insert(key, result);
    for (qsizetype row = 0; row < m_shownRecords.size(); ++row) {
        if (recordKey(m_shownRecords.at(row)) == key) {
            showWorld(static_cast<int>(row), result);
        }
    }
    m_ui->recordTable->resizeRowsToContents();
}

void VerificationPanel::checkDns()
{
    const Core::Domain *domain = currentDomain();
    if (!domain || domain->records.isEmpty()) {
        return;
    }
    m_world.clear();
    m_checkedRecords = domain->records;
    m_checker->check(domain->name, m_checkedRecords);
    const QList<Core::DnsChecker::Result> started = m_checker->results();
    for (qsizetype i = 0; i < started.size(); ++i) {
        const QString key = recordKey(m_checkedRecords.at(i));
        if (!m_world.contains(key)) { // an answer given at once (a test resolver) is kept
            m_world.insert(key, started.at(i));
        }
    }
    fillRecords(*domain);
    updateButtons();
}

void VerificationPanel::verify()
{
    if (!canVerify()) {
        return;
    }
    const QString id = m_domainId;
    m_verifyingId = id;
    showMessage(Tone::Neutral, tr("Asking the service to check the DNS records…"));
    updateButtons();
    m_session->verifyDomain(id, this,
                            [this, id](const Core::ApiResult<Core::Domain> &result) { onVerified(id, result); });
}

void VerificationPanel::onVerified(const QString &domainId, const Core::ApiResult<Core::Domain> &result)
{
    m_verifyingId.clear();
    updateButtons();
    const int row = m_session ? m_session->domains()->rowOf(domainId) : -1;
    const QString name = row >= 0 ? m_session->domains()->domains().at(row).displayName() : QString();

    Tone tone = Tone::Success;
    QString message;
    if (result.ok() || result.error().kind() == Core::ApiError::Kind::AlreadyVerified) {
        const Core::Domain domain = result.ok() && !result.value().name.isEmpty() ? result.value()
            : row >= 0 ? m_session->domains()->domains().at(row)
                       : Core::Domain();
        if (domain.status == Core::Domain::Status::Active
            || (!result.ok() && result.error().kind() == Core::ApiError::Kind::AlreadyVerified)) {
            message = tr("This domain is verified and active.");
            emit statusMessage(tr("%1 is verified and active.").arg(name), messageTimeoutMs);
        } else {
            tone = Tone::Failure;
            const auto failing = std::count_if(domain.records.cbegin(), domain.records.cend(),
                                               [](const Core::DnsRecord &record) { return !record.valid; });
            message = failing > 0
                ? tr("Not verified yet: %n record(s) are missing or different. Publish them as shown above; DNS "
                     "changes can take a while to be seen, so try again later.",
                     nullptr, static_cast<int>(failing))
                : tr("Not verified yet. DNS changes can take a while to be seen, so try again later.");
            emit statusMessage(tr("%1 is not verified yet.").arg(name), messageTimeoutMs);
        }
    } else {
        tone = Tone::Error;
        const Core::ApiError &error = result.error();
        message = ErrorText::richText(error);
        emit statusMessage(ErrorText::title(error), messageTimeoutMs);
    }
    if (domainId == m_domainId) {
        showMessage(tone, tone == Tone::Error ? message : message.toHtmlEscaped());
    }
}

void VerificationPanel::showMessage(Tone tone, const QString &richText)
{
    QString icon;
    switch (tone) {
    case Tone::Success:
        icon = u"status-ok"_s;
        break;
    case Tone::Failure:
        icon = u"status-fail"_s;
        break;
    case Tone::Error:
        icon = u"warning"_s;
        break;
    case Tone::Neutral:
        break;
    }
    m_ui->messageIcon->setPixmap(icon.isEmpty() ? QPixmap() : Icons::get(icon).pixmap(iconSize, iconSize));
    m_ui->messageIcon->setVisible(!icon.isEmpty());
    m_ui->verificationMessage->setText(richText);
    m_ui->messageRow->show();
}

void VerificationPanel::clearMessage()
{
    m_ui->verificationMessage->clear();
    m_ui->messageRow->hide();
}

bool VerificationPanel::canVerify() const
{
    return currentDomain() != nullptr && m_verifyingId.isEmpty();
}

bool VerificationPanel::canCheckDns() const
{
    const Core::Domain *domain = currentDomain();
    return domain && !domain->records.isEmpty() && !m_checker->isRunning();
}

void VerificationPanel::updateButtons()
{
    m_ui->verifyButton->setEnabled(canVerify());
    m_ui->checkDnsButton->setEnabled(canCheckDns());
    emit actionsChanged();
}

} // namespace ForwardDesk::Gui
