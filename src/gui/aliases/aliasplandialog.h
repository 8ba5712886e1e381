// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/aliasfile.h"
#include "core/apierror.h"
#include "models/aliaschange.h"
#include "models/aliasplanjob.h"
#include "models/domainaliases.h"

#include <QDialog>
#include <QPointer>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QStackedWidget;
class QTreeView;

namespace ForwardDesk::Models {
class Session;
}

namespace ForwardDesk::Gui {

class PlanRowsModel;

/// Import of aliases from a file, or find-and-replace of a destination across all domains: a preview that
/// says per row what will happen (create, update, unchanged, invalid and why), then Apply with progress and
/// Stop, after which each row shows its outcome. Nothing is deleted.
///
/// Usage: construct with the session and the mode; for Import, setFile() (the Choose File button does it
/// too); for Replace, setReplacement() or type into the two fields and press Preview. Then Apply.
///
/// The dialog reads the aliases of every domain as soon as it opens, so that they are usually in by the time a
/// file is chosen or the addresses typed; a failure then is said only once a preview waits for them (and that
/// preview reads them again). When a domain is added or deleted, or the list of domains comes again, they are
/// read again and the preview shown is made again.
///
/// The dialog belongs to its session's account: dropSession() (called on an account switch, and when the
/// session is deleted) ends the reading and applying at once, says so, and leaves only Close.
class AliasPlanDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AliasPlanDialog)

public:
    enum class Mode { Import, Replace };
    Q_ENUM(Mode)
    enum Column { LineColumn, AliasColumn, ActionColumn, DetailsColumn, ResultColumn, ColumnCount };

    AliasPlanDialog(Models::Session *session, Mode mode, QWidget *parent = nullptr);
    ~AliasPlanDialog() override;

    /// Reads @p path and shows its preview once the account's aliases are loaded.
    void setFile(const QString &path);
    /// Shows the preview of @p bytes as if read from a file called @p name.
    void setFileContents(const QByteArray &bytes, const QString &name);
    /// Fills the find and replace fields and shows the preview.
    void setReplacement(const QString &from, const QString &to);

    [[nodiscard]] const QList<Models::AliasChange> &changes() const { return m_changes; }
    [[nodiscard]] QTreeView *rowList() const { return m_rows; }
    [[nodiscard]] bool isApplying() const { return m_job != nullptr; }
    [[nodiscard]] bool hasSession() const { return !m_session.isNull(); }

    /// Lets go of the session: what is being read or applied ends now (the answers under way never come),
    /// the rows not done say so, and only Close is left.
    void dropSession();

    /// The words for why a row cannot be used.
    [[nodiscard]] static QString problemText(const Core::AliasRecord &record);

signals:
    /// A preview is shown (after setFile() or setReplacement()).
    void previewReady();
    /// Applying ended (completely or after Stop).
    void applied();

protected:
    void reject() override;

private:
    void chooseFile();
    void reloadPreview();
    void readAccount();
    void fillDomainChoices();
    void domainsChanged();
    /// Ends a read of the account's aliases under way, if one is: its answers are never looked at.
    void dropAccountRead();
    void forgetAccount();
    void loadAccountAndPlan();
    void buildPlan();
    void clearPreview();
    void showPlan();
    void showLoadFailure(const QString &domainName, const Core::ApiError &error);
    void apply();
    void stop();
    void recordOutcome(int index, const Core::ApiError &error);
    void finishApply(int handled, bool stopped);
    void updateButtons();
    void markRowsNotDone(const QString &text);

    QPointer<Models::Session> m_session;
    Mode m_mode;
    QByteArray m_fileBytes;
    Core::AliasFile::Contents m_contents;
    QList<Models::DomainAliases> m_account;
    QList<Models::AliasChange> m_changes;
    // The account's aliases are read from the moment the dialog opens, while the user chooses a file or types
    // the addresses; a preview asked for before they are in waits for them (m_previewWaits).
    bool m_accountRead = false;
    bool m_loading = false;
    bool m_previewWaits = false;
    // A file is read, and a plan made, on a worker; a result that is not the last one asked for is dropped.
    bool m_reading = false;
    bool m_planning = false;
    int m_readGeneration = 0;
    int m_planGeneration = 0;
    bool m_applied = false;
    int m_failedCount = 0;

    QLabel *m_intro;
    QLineEdit *m_fileEdit = nullptr;
    QComboBox *m_defaultDomain = nullptr;
    QLineEdit *m_fallbackDestination = nullptr;
    QLineEdit *m_findEdit = nullptr;
    QLineEdit *m_replaceEdit = nullptr;
    QPushButton *m_previewButton = nullptr;
    PlanRowsModel *m_plan;
    QTreeView *m_rows;
    QLabel *m_summary;
    QProgressBar *m_progress;
    QDialogButtonBox *m_buttons;
    QPushButton *m_applyButton;
    QPushButton *m_stopButton;
    QPointer<Models::AliasPlanJob> m_job;
};

} // namespace ForwardDesk::Gui
