// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/aliases/aliasplandialog.h"

#include "core/releaseelsewhere.h"
#include "core/whenfinished.h"
#include "gui/aliases/planrowsmodel.h"
#include "gui/widgets/errortext.h"
#include "gui/widgets/icons.h"
#include "gui/widgets/recorddelegate.h"
#include "models/accountaliasesloader.h"
#include "models/aliaschangeplan.h"
#include "models/aliasplanjob.h"
#include "models/domainmodel.h"
#include "models/session.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QLoggingCategory>
#include <QProgressBar>
#include <QPushButton>
#include <QStandardPaths>
#include <QStringList>
#include <QTreeView>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <utility>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Gui {

namespace {
Q_LOGGING_CATEGORY(lc, "forwarddesk.gui.aliasplandialog", QtInfoMsg)

constexpr int dialogWidth = 860;
constexpr int dialogHeight = 540;
constexpr int lineColumnWidth = 56;
constexpr int aliasColumnWidth = 230;
constexpr int actionColumnWidth = 100;
constexpr int detailsColumnWidth = 300;
/// Files larger than this are not alias lists; reading them would only freeze the window.
constexpr qint64 maxFileBytes = 16 * 1024 * 1024;
} // namespace

AliasPlanDialog::AliasPlanDialog(Models::Session *session, Mode mode, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
    , m_mode(mode)
    , m_intro(new QLabel(this))
    , m_plan(new PlanRowsModel(this))
    , m_rows(new QTreeView(this))
    , m_summary(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Close, this))
    , m_applyButton(new QPushButton(tr("&Apply"), this))
    , m_stopButton(new QPushButton(tr("&Stop"), this))
{
    setObjectName(mode == Mode::Import ? u"aliasImportDialog"_s : u"aliasReplaceDialog"_s);
    setWindowTitle(mode == Mode::Import ? tr("Import Aliases") : tr("Replace a Destination"));
    resize(dialogWidth, dialogHeight);

    auto *layout = new QVBoxLayout(this);
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);

    auto *form = new QFormLayout;
    if (mode == Mode::Import) {
        m_intro->setText(tr("Aliases in the file that do not exist are created, those that differ are changed "
                            "(state and destinations). Aliases missing from the file stay as they are; nothing "
                            "is deleted."));
        auto *fileRow = new QHBoxLayout;
        m_fileEdit = new QLineEdit(this);
        m_fileEdit->setObjectName(u"importFileEdit"_s);
        m_fileEdit->setReadOnly(true);
        auto *choose = new QPushButton(tr("C&hoose File…"), this);
        choose->setObjectName(u"chooseImportFileButton"_s);
        connect(choose, &QPushButton::clicked, this, &AliasPlanDialog::chooseFile);
        fileRow->addWidget(m_fileEdit, 1);
        fileRow->addWidget(choose);
        form->addRow(tr("File:"), fileRow);

        m_defaultDomain = new QComboBox(this);
        m_defaultDomain->setObjectName(u"importDefaultDomain"_s);
        fillDomainChoices();
        connect(m_defaultDomain, &QComboBox::activated, this, &AliasPlanDialog::reloadPreview);
        form->addRow(tr("Domain for rows &without one:"), m_defaultDomain);

        m_fallbackDestination = new QLineEdit(this);
        m_fallbackDestination->setObjectName(u"importFallbackDestination"_s);
        m_fallbackDestination->setPlaceholderText(tr("for files without destinations, such as addy.io's"));
        connect(m_fallbackDestination, &QLineEdit::editingFinished, this, &AliasPlanDialog::buildPlan);
        form->addRow(tr("Forward rows without &destinations to:"), m_fallbackDestination);
    } else {
        m_intro->setText(tr("Every alias of every domain that forwards to the first address will forward to the "
                            "second one instead. Nothing else of an alias changes."));
        m_findEdit = new QLineEdit(this);
        m_findEdit->setObjectName(u"replaceFindEdit"_s);
        m_findEdit->setPlaceholderText(tr("old@example.net"));
        m_replaceEdit = new QLineEdit(this);
        m_replaceEdit->setObjectName(u"replaceWithEdit"_s);
        m_replaceEdit->setPlaceholderText(tr("new@example.org"));
        m_previewButton = new QPushButton(tr("&Preview"), this);
        m_previewButton->setObjectName(u"replacePreviewButton"_s);
        connect(m_previewButton, &QPushButton::clicked, this, &AliasPlanDialog::reloadPreview);
        connect(m_findEdit, &QLineEdit::textChanged, this, &AliasPlanDialog::updateButtons);
        connect(m_replaceEdit, &QLineEdit::textChanged, this, &AliasPlanDialog::updateButtons);
        form->addRow(tr("&Find destination:"), m_findEdit);
        auto *replaceRow = new QHBoxLayout;
        replaceRow->addWidget(m_replaceEdit, 1);
        replaceRow->addWidget(m_previewButton);
        form->addRow(tr("&Replace with:"), replaceRow);
    }
    layout->addLayout(form);

    m_rows->setObjectName(u"planRows"_s);
    m_rows->setRootIsDecorated(false);
    m_rows->setUniformRowHeights(true);
    m_rows->setAlternatingRowColors(true);
    m_rows->setItemDelegate(new RecordDelegate(m_rows)); // drawn as the panes' tables are
    m_rows->setModel(m_plan);
    m_rows->setColumnWidth(LineColumn, lineColumnWidth);
    m_rows->setColumnWidth(AliasColumn, aliasColumnWidth);
    m_rows->setColumnWidth(ActionColumn, actionColumnWidth);
    m_rows->setColumnWidth(DetailsColumn, detailsColumnWidth);
    m_rows->setColumnHidden(LineColumn, mode == Mode::Replace);
    m_rows->setColumnHidden(ResultColumn, true);
    layout->addWidget(m_rows, 1);

    m_summary->setObjectName(u"planSummary"_s);
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);
    m_progress->setObjectName(u"planProgress"_s);
    m_progress->hide();
    layout->addWidget(m_progress);

    m_applyButton->setObjectName(u"planApplyButton"_s);
    m_stopButton->setObjectName(u"planStopButton"_s);
    m_buttons->addButton(m_applyButton, QDialogButtonBox::ActionRole);
    m_buttons->addButton(m_stopButton, QDialogButtonBox::ActionRole);
    connect(m_applyButton, &QPushButton::clicked, this, &AliasPlanDialog::apply);
    connect(m_stopButton, &QPushButton::clicked, this, &AliasPlanDialog::stop);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &AliasPlanDialog::reject);
    layout->addWidget(m_buttons);
    if (session) {
        connect(session, &QObject::destroyed, this, &AliasPlanDialog::dropSession);
        // Aliases read for another list of domains (the list not in yet when the dialog opened, or a domain
        // added or deleted since) are read again, and the domains to choose from follow the list.
        const QAbstractItemModel *domains = session->domains();
        connect(domains, &QAbstractItemModel::modelReset, this, &AliasPlanDialog::domainsChanged);
        connect(domains, &QAbstractItemModel::rowsInserted, this, &AliasPlanDialog::domainsChanged);
        connect(domains, &QAbstractItemModel::rowsRemoved, this, &AliasPlanDialog::domainsChanged);
    }
    readAccount();
    updateButtons();
}

AliasPlanDialog::~AliasPlanDialog()
{
    // Closing the window after a preview of a large account would otherwise free its aliases here.
    Core::releaseElsewhere(m_account, Models::aliasCount(m_account));
}

QString AliasPlanDialog::problemText(const Core::AliasRecord &record)
{
    using Problem = Core::AliasRecord::Problem;
    switch (record.problem) {
    case Problem::None:
        return {};
    case Problem::NoAddress:
        return tr("The row names no alias.");
    case Problem::BadLocalPart:
        return tr("“%1” cannot be the part of an address before the @.").arg(record.detail);
    case Problem::NoDomain:
        return tr("The row names no domain; choose one for rows without it.");
    case Problem::NoDestinations:
        return tr("The row forwards nowhere; give an address for rows without destinations.");
    case Problem::BadDestination:
        return tr("“%1” is not an e-mail address.").arg(record.detail);
    case Problem::BadFlag:
        return tr("“%1” is neither true nor false.").arg(record.detail);
    case Problem::DeletedAtSource:
        return tr("The alias is deleted at the service the file comes from.");
    case Problem::UnknownDomain:
        return tr("This account has no domain %1.").arg(record.detail);
    case Problem::Duplicate:
        return tr("An earlier row names the same alias.");
    }
    return {};
}

void AliasPlanDialog::chooseFile()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Import Aliases"), QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation),
        tr("Alias files (*.csv *.json);;All files (*)"));
    if (!path.isEmpty()) {
        setFile(path);
    }
}

void AliasPlanDialog::setFile(const QString &path)
{
    m_fileEdit->setText(QDir::toNativeSeparators(path));
    QFile file(path);
    m_fileBytes.clear();
    clearPreview();
    if (file.size() > maxFileBytes) {
        m_summary->setText(tr("The file is too large to be a list of aliases."));
    } else if (!file.open(QIODevice::ReadOnly)) {
        m_summary->setText(tr("The file could not be read: %1").arg(file.errorString()));
    } else {
        m_fileBytes = file.readAll();
    }
    reloadPreview();
}

void AliasPlanDialog::setFileContents(const QByteArray &bytes, const QString &name)
{
    m_fileEdit->setText(name);
    m_fileBytes = bytes;
    clearPreview();
    reloadPreview();
}

void AliasPlanDialog::setReplacement(const QString &from, const QString &to)
{
    m_findEdit->setText(from);
    m_replaceEdit->setText(to);
    reloadPreview();
}

void AliasPlanDialog::reloadPreview()
{
    if (m_job || !m_session) {
        return;
    }
    if (m_mode == Mode::Import) {
        // A read or a plan still under way is of the file or the choices as they were: its result is dropped.
        ++m_readGeneration;
        ++m_planGeneration;
        m_reading = false;
        m_planning = false;
        if (m_fileBytes.isEmpty()) { // nothing chosen, or the file could not be read (the summary says why)
            clearPreview();
            updateButtons();
            return;
        }
        // A file of 100,000 aliases takes half a second to read: on a worker, as the plan below.
        const int generation = m_readGeneration;
        m_reading = true;
        m_summary->setText(tr("Reading the file…"));
        updateButtons();
        const QString defaultDomain = m_defaultDomain->currentIndex() > 0 ? m_defaultDomain->currentText() : QString();
        Core::whenFinished(this, QtConcurrent::run([bytes = m_fileBytes, defaultDomain] {
                               return Core::AliasFile::parse(bytes, defaultDomain);
                           }),
                           [this, generation](Core::AliasFile::Contents contents) {
                               if (generation == m_readGeneration) {
                                   m_reading = false;
                                   m_contents = std::move(contents);
                                   loadAccountAndPlan();
                               }
                           });
        return;
    }
    loadAccountAndPlan();
}

void AliasPlanDialog::readAccount()
{
    if (m_job || !m_session || m_accountRead || m_loading) {
        return;
    }
    // Read once, then again after Apply (which changes the service) or a change to the list of domains: the
    // previews compare against them.
    m_loading = true;
    auto *loader = new Models::AccountAliasesLoader(m_session, this);
    connect(loader, &Models::AccountAliasesLoader::progress, this, [this](int done, int total) {
        if (m_previewWaits && total > 1 && done < total) {
            m_summary->setText(
                tr("Reading the aliases of all domains: %1 of %n…", nullptr, total).arg(QLocale().toString(done)));
        }
    });
    connect(loader, &Models::AccountAliasesLoader::loaded, this,
            [this, loader](const QList<Models::DomainAliases> &account) {
                loader->deleteLater();
                m_loading = false;
                m_accountRead = true;
                m_account = account;
                if (std::exchange(m_previewWaits, false)) {
                    buildPlan();
                } else {
                    updateButtons();
                }
            });
    connect(loader, &Models::AccountAliasesLoader::failed, this,
            [this, loader](const QString &domainName, const Core::ApiError &error) {
                loader->deleteLater();
                m_loading = false;
                // Read ahead of time, nobody waits for them yet: the preview asked for later reads them again and
                // says what went wrong then.
                if (std::exchange(m_previewWaits, false)) {
                    showLoadFailure(domainName, error);
                } else {
                    updateButtons();
                }
            });
    loader->start();
}

void AliasPlanDialog::fillDomainChoices()
{
    if (!m_defaultDomain) {
        return;
    }
    const QString chosen = m_defaultDomain->currentIndex() > 0 ? m_defaultDomain->currentText() : QString();
    // One insertion for the whole list: an account may have a thousand domains.
    QStringList names{tr("(none)")};
    if (m_session) {
        const auto domains = m_session->domains()->domains();
        names.reserve(domains.size() + 1);
        for (const Core::Domain &domain : domains) {
            names.append(domain.name);
        }
    }
    m_defaultDomain->clear();
    m_defaultDomain->addItems(names);
    m_defaultDomain->setCurrentIndex(std::max(0, m_defaultDomain->findText(chosen, Qt::MatchFixedString)));
}

void AliasPlanDialog::domainsChanged()
{
    if (!m_session) {
        return; // the dialog was let go of its account: its choices stay as they were
    }
    fillDomainChoices();
    forgetAccount();
}

void AliasPlanDialog::dropAccountRead()
{
    const QList<Models::AccountAliasesLoader *> loaders = findChildren<Models::AccountAliasesLoader *>();
    for (Models::AccountAliasesLoader *loader : loaders) {
        disconnect(loader, nullptr, this, nullptr);
        loader->deleteLater(); // the answers still under way are dropped with it
    }
    m_loading = false;
}

void AliasPlanDialog::forgetAccount()
{
    if (m_job || !m_session) {
        return; // a plan being applied stays as it was made
    }
    dropAccountRead();
    m_accountRead = false;
    Core::releaseElsewhere(m_account, Models::aliasCount(m_account));
    // A preview shown, being made or waiting was of the old list of domains: it is made again once the aliases
    // are read again. (The outcome of an Apply stays shown.)
    if (m_previewWaits || m_planning || (!m_applied && !m_changes.isEmpty())) {
        ++m_planGeneration;
        m_planning = false;
        m_previewWaits = true;
        m_summary->setText(tr("Reading the aliases of all domains…"));
    }
    readAccount();
    updateButtons();
}

void AliasPlanDialog::loadAccountAndPlan()
{
    if (m_job || !m_session) {
        return;
    }
    if (m_mode == Mode::Import && m_contents.layout == Core::AliasFile::Layout::Unknown) {
        clearPreview();
        m_summary->setText(tr("This is not a file of aliases ForwardDesk can read: it needs ForwardDesk's "
                              "columns, ImprovMX's (alias, forward) or addy.io's (email, active)."));
        updateButtons();
        return;
    }
    if (m_accountRead) {
        buildPlan();
        return;
    }
    // The aliases being read (or read now) are planned against once they are in.
    m_previewWaits = true;
    m_summary->setText(tr("Reading the aliases of all domains…"));
    readAccount();
    updateButtons();
}

void AliasPlanDialog::dropSession()
{
    if (m_session) {
        disconnect(m_session, nullptr, this, nullptr);
    }
    m_session = nullptr;
    // Deleting the loader and the job drops the requests they wait for: no answer ever reaches them.
    dropAccountRead();
    const bool wasApplying = m_job != nullptr;
    if (m_job) {
        disconnect(m_job, nullptr, this, nullptr);
        m_job->deleteLater();
        m_job = nullptr;
        markRowsNotDone(tr("Not done (account switched)"));
        m_progress->hide();
    }
    m_previewWaits = false;
    m_accountRead = false;
    ++m_readGeneration; // a file read or a plan made meanwhile is not shown
    ++m_planGeneration;
    m_reading = false;
    m_planning = false;
    Core::releaseElsewhere(m_account, Models::aliasCount(m_account));
    m_applied = true; // nothing more can be applied
    m_summary->setText(wasApplying ? tr("The account was switched while the changes were made; the rows without "
                                        "a result were not changed, or their outcome is unknown.")
                                   : tr("The account was switched; close this window and open it again."));
    updateButtons();
}

void AliasPlanDialog::markRowsNotDone(const QString &text)
{
    m_plan->markNotDone(text);
}

void AliasPlanDialog::showLoadFailure(const QString &domainName, const Core::ApiError &error)
{
    m_summary->setText(tr("The aliases of %1 could not be read: %2").arg(domainName, ErrorText::sentence(error)));
    updateButtons();
}

void AliasPlanDialog::buildPlan()
{
    if (m_job || m_loading || m_reading || !m_accountRead) {
        return; // a file being read, or aliases being read, are planned against once they are in
    }
    QFuture<QList<Models::AliasChange>> plan;
    if (m_mode == Mode::Import) {
        plan = QtConcurrent::run(
            [records = m_contents.records, account = m_account, fallback = m_fallbackDestination->text().trimmed()] {
                return Models::AliasChangePlan::forImport(records, account, fallback);
            });
    } else {
        const QString to = m_replaceEdit->text().trimmed();
        if (!Core::AliasFile::isMailAddress(to)) {
            ++m_planGeneration;
            m_planning = false;
            clearPreview();
            m_summary->setText(tr("“%1” is not an e-mail address.").arg(to));
            updateButtons();
            return;
        }
        plan = QtConcurrent::run([account = m_account, from = m_findEdit->text(), to] {
            return Models::AliasChangePlan::forReplace(account, from, to);
        });
    }
    // Comparing 100,000 rows with 100,000 aliases takes a second: the window stays free meanwhile. A plan
    // asked for later, or a session let go of, makes this one's result stale.
    const int generation = ++m_planGeneration;
    m_planning = true;
    m_summary->setText(tr("Preparing the preview…"));
    updateButtons();
    Core::whenFinished(this, std::move(plan), [this, generation](QList<Models::AliasChange> changes) {
        if (generation != m_planGeneration) {
            return;
        }
        m_planning = false;
        m_changes = std::move(changes);
        m_applied = false;
        showPlan();
        emit previewReady();
    });
}

void AliasPlanDialog::clearPreview()
{
    m_changes.clear();
    m_plan->setChanges({});
}

void AliasPlanDialog::showPlan()
{
    using Kind = Models::AliasChange::Kind;
    m_rows->setColumnHidden(ResultColumn, true);
    m_plan->setChanges(m_changes);

    const int create = Models::AliasChangePlan::count(m_changes, Kind::Create);
    const int update = Models::AliasChangePlan::count(m_changes, Kind::Update);
    const int unchanged = Models::AliasChangePlan::count(m_changes, Kind::Unchanged);
    const int invalid = Models::AliasChangePlan::count(m_changes, Kind::Invalid);
    QStringList lines;
    if (m_changes.isEmpty()) {
        lines << (m_mode == Mode::Import ? tr("The file holds no aliases.") : tr("No alias forwards to that address."));
    }
    if (create > 0) {
        lines << tr("%n aliases will be created.", nullptr, create);
    }
    if (update > 0) {
        lines << tr("%n aliases will be changed.", nullptr, update);
    }
    if (unchanged > 0) {
        lines << tr("%n aliases are already as the file says.", nullptr, unchanged);
    }
    if (invalid > 0) {
        lines << tr("%n rows cannot be used and will be skipped.", nullptr, invalid);
    }
    m_summary->setText(lines.join(u'\n'));
    updateButtons();
}

void AliasPlanDialog::apply()
{
    if (m_job || !m_session) {
        return;
    }
    auto *job = new Models::AliasPlanJob(m_session, m_changes, this);
    if (job->requestCount() == 0) {
        delete job;
        return;
    }
    m_job = job;
    m_failedCount = 0;
    m_rows->setColumnHidden(ResultColumn, false);
    m_plan->startApplying();
    m_progress->setRange(0, job->requestCount());
    m_progress->setValue(0);
    m_progress->show();
    connect(job, &Models::AliasPlanJob::progress, this,
            [this](int, int done, int total) { m_progress->setFormat(tr("%1 of %2").arg(done + 1).arg(total)); });
    connect(job, &Models::AliasPlanJob::changeFinished, this, &AliasPlanDialog::recordOutcome);
    connect(job, &Models::AliasPlanJob::finished, this, &AliasPlanDialog::finishApply);
    qCDebug(lc) << "applying" << job->requestCount() << "changes";
    updateButtons();
    job->start();
}

void AliasPlanDialog::stop()
{
    if (m_job) {
        m_job->stop();
        m_stopButton->setEnabled(false);
        m_summary->setText(tr("Stopping after the change under way…"));
    }
}

void AliasPlanDialog::recordOutcome(int index, const Core::ApiError &error)
{
    if (index < 0 || index >= m_changes.size()) {
        return;
    }
    if (error.isError()) {
        ++m_failedCount;
        m_plan->setOutcome(index, tr("Failed: %1").arg(ErrorText::title(error)), ErrorText::sentence(error));
    } else {
        m_plan->setOutcome(
            index, m_changes.at(index).kind == Models::AliasChange::Kind::Create ? tr("Created") : tr("Changed"));
    }
    m_progress->setValue(m_progress->value() + 1);
}

void AliasPlanDialog::finishApply(int handled, bool stopped)
{
    const int failed = m_failedCount;
    markRowsNotDone(tr("Not done (stopped)"));
    const int total = m_job ? m_job->requestCount() : handled;
    if (m_job) {
        m_job->deleteLater();
    }
    m_job = nullptr;
    m_applied = true;
    // The service has changed: a new preview reads it again.
    m_accountRead = false;
    Core::releaseElsewhere(m_account, Models::aliasCount(m_account));
    m_progress->hide();
    QStringList lines;
    lines << tr("%n changes were made.", nullptr, handled - failed);
    if (failed > 0) {
        lines << tr("%n changes failed; the Result column says why.", nullptr, failed);
    }
    if (stopped) {
        lines << tr("%n changes were not made because of Stop.", nullptr, total - handled);
    }
    m_summary->setText(lines.join(u'\n'));
    updateButtons();
    emit applied();
}

void AliasPlanDialog::reject()
{
    if (m_job) {
        stop(); // closing while applying stops first; the dialog stays until the request under way is answered
        return;
    }
    QDialog::reject();
}

void AliasPlanDialog::updateButtons()
{
    const bool running = m_job != nullptr;
    const bool anything = std::any_of(m_changes.cbegin(), m_changes.cend(),
                                      [](const Models::AliasChange &change) { return change.needsRequest(); });
    const bool ready = m_session != nullptr;
    // Aliases read ahead of time keep nothing back; a preview waiting for them does.
    const bool busy = (m_loading && m_previewWaits) || m_reading || m_planning;
    m_applyButton->setEnabled(ready && !running && !busy && !m_applied && anything);
    m_stopButton->setVisible(running);
    m_stopButton->setEnabled(running);
    m_buttons->button(QDialogButtonBox::Close)->setEnabled(!running);
    if (m_previewButton) {
        m_previewButton->setEnabled(ready && !running && !busy && !m_findEdit->text().trimmed().isEmpty()
                                    && !m_replaceEdit->text().trimmed().isEmpty());
    }
    if (m_fileEdit) {
        m_defaultDomain->setEnabled(ready && !running);
        m_fallbackDestination->setEnabled(ready && !running);
    }
}

} // namespace ForwardDesk::Gui
