// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/aliases/aliasdialog.h"

#include "ui_aliasdialog.h"

#include "core/addresslimits.h"
#include "gui/aliases/destinationseditor.h"
#include "gui/widgets/errortext.h"
#include "models/aliasmodel.h"
#include "models/session.h"

#include <QPushButton>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Gui {

using Core::AddressLimits::maxLocalPartLength;

namespace {
const QString localPartField = u"localpart"_s;
const QString destinationsField = u"destinations"_s;
const QString catchAllField = u"is_catch_all"_s;

bool isLocalPartCharacter(QChar c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9') || c == u'.' || c == u'_' || c == u'+' || c == u'-';
}

QString normalisedLocalPart(const QString &text)
{
    // The service treats local parts case-insensitively and keeps them in lower case.
    return text.trimmed().toLower();
}
} // namespace

AliasDialog::AliasDialog(Models::Session *session, QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::AliasDialog>())
    , m_session(session)
{
    m_ui->setupUi(this);
    setObjectName(u"aliasDialog"_s);
    m_destinations = new DestinationsEditor(this);
    m_ui->destinationsLayout->addWidget(m_destinations);
    m_ui->destinationsLabel->setBuddy(m_destinations);
    setTabOrder(m_ui->enabledCheck, m_destinations);
    // The editor's controls were made after the form's buttons: put the buttons back after them.
    setTabOrder(m_destinations->lastTabStop(), m_ui->buttonBox->button(QDialogButtonBox::Ok));
    setTabOrder(m_ui->buttonBox->button(QDialogButtonBox::Ok), m_ui->buttonBox->button(QDialogButtonBox::Cancel));

    if (m_session) {
        m_ui->domainLabel->setText(m_session->aliases()->displayAddress(Core::Alias()));
    }
    m_ui->localPartEdit->setToolTip(tr("Letters a–z, digits 0–9 and . _ + - (up to 64 characters)"));
    m_ui->catchAllCheck->setToolTip(tr("Receives mail sent to any address of the domain that has no alias of its own"));
    m_ui->buttonBox->button(QDialogButtonBox::Ok)->setText(tr("Add Alias"));
    m_ui->buttonBox->button(QDialogButtonBox::Ok)->setObjectName(u"okButton"_s);
    m_ui->buttonBox->button(QDialogButtonBox::Cancel)->setObjectName(u"cancelButton"_s);
    for (QLabel *label : {m_ui->localPartError, m_ui->catchAllError, m_ui->errorLabel}) {
        label->setTextFormat(Qt::RichText);
        label->hide();
    }
    setWindowTitle(tr("New Alias"));

    connect(m_ui->buttonBox, &QDialogButtonBox::accepted, this, &AliasDialog::accept);
    connect(m_ui->buttonBox, &QDialogButtonBox::rejected, this, &AliasDialog::reject);
    connect(m_ui->localPartEdit, &QLineEdit::textEdited, this, [this] {
        m_localPartServerError.clear();
        updateState();
    });
    connect(m_ui->catchAllCheck, &QCheckBox::toggled, this, [this] {
        m_catchAllServerError.clear();
        m_localPartServerError.clear();
        updateState();
    });
    connect(m_destinations, &DestinationsEditor::changed, this, &AliasDialog::updateState);
    updateState();
}

AliasDialog::~AliasDialog() = default;

void AliasDialog::setAlias(const Core::Alias &alias)
{
    m_aliasId = alias.id;
    setWindowTitle(tr("Edit Alias"));
    m_ui->buttonBox->button(QDialogButtonBox::Ok)->setText(tr("Save"));
    m_ui->localPartEdit->setText(alias.catchAll ? QString() : alias.localPart);
    m_ui->catchAllCheck->setChecked(alias.catchAll);
    // The service cannot turn an alias into the catch-all or back; that takes a new alias.
    m_ui->catchAllCheck->setEnabled(false);
    m_ui->catchAllCheck->setToolTip(
        tr("Whether an alias is the catch-all cannot be changed; add a new alias instead."));
    m_ui->enabledCheck->setChecked(alias.enabled);
    m_destinations->setDestinations(alias.destinations);
    updateState();
}

Core::AliasDraft AliasDialog::draft() const
{
    Core::AliasDraft draft;
    draft.catchAll = m_ui->catchAllCheck->isChecked();
    draft.localPart = draft.catchAll ? QString() : normalisedLocalPart(m_ui->localPartEdit->text());
    draft.enabled = m_ui->enabledCheck->isChecked();
    draft.destinations = m_destinations->destinations();
    return draft;
}

QString AliasDialog::localPartProblem(const QString &localPart)
{
    const QString text = normalisedLocalPart(localPart);
    if (text.isEmpty()) {
        return tr("Enter the part of the address before the @.");
    }
    if (text.size() > maxLocalPartLength) {
        return tr("Use at most %1 characters.").arg(maxLocalPartLength);
    }
    if (!std::all_of(text.cbegin(), text.cend(), isLocalPartCharacter)) {
        return tr("Use only letters a–z, digits 0–9 and the characters . _ + -");
    }
    if (text.startsWith(u'.') || text.endsWith(u'.')) {
        return tr("The address cannot start or end with a dot.");
    }
    if (text.contains(u".."_s)) {
        return tr("The address cannot have two dots in a row.");
    }
    return {};
}

QString AliasDialog::catchAllProblem() const
{
    if (!m_ui->catchAllCheck->isChecked() || isEditing()) {
        return {};
    }
    if (!m_session) {
        return {};
    }
    const QList<Core::Alias> &aliases = m_session->aliases()->aliases();
    const bool taken = std::any_of(aliases.cbegin(), aliases.cend(), [](const Core::Alias &a) { return a.catchAll; });
    return taken ? tr("This domain has a catch-all alias already; edit that one instead.") : QString();
}

QString AliasDialog::duplicateProblem(const QString &localPart) const
{
    if (!m_session) {
        return {};
    }
    const QString wanted = normalisedLocalPart(localPart);
    const QList<Core::Alias> &aliases = m_session->aliases()->aliases();
    const bool taken = std::any_of(aliases.cbegin(), aliases.cend(), [this, &wanted](const Core::Alias &a) {
        return !a.catchAll && a.id != m_aliasId && a.localPart.compare(wanted, Qt::CaseInsensitive) == 0;
    });
    return taken ? tr("This domain has an alias with this address already.") : QString();
}

void AliasDialog::setFieldError(QLabel *label, const QString &message)
{
    if (message.isEmpty()) {
        label->clear();
        label->hide();
        return;
    }
    label->setText(u"<img src=\":/icons/status-fail.svg\" width=\"14\" height=\"14\"/>&nbsp;"_s
                   + message.toHtmlEscaped());
    label->show();
}

void AliasDialog::updateState()
{
    const bool catchAll = m_ui->catchAllCheck->isChecked();
    // The catch-all has no local part of its own; the field stays editable only while it means something.
    m_ui->localPartEdit->setEnabled(!catchAll && !m_busy);
    m_ui->localPartEdit->setPlaceholderText(catchAll ? u"*"_s : tr("hello"));
    m_ui->catchAllCheck->setEnabled(!isEditing() && !m_busy);
    m_ui->enabledCheck->setEnabled(!m_busy);
    m_destinations->setEnabled(!m_busy);

    QString localProblem;
    if (!catchAll) {
        const QString text = m_ui->localPartEdit->text();
        localProblem = localPartProblem(text);
        if (localProblem.isEmpty()) {
            localProblem = duplicateProblem(text);
        }
    }
    const QString catchProblem = catchAllProblem();
    // An empty field is not an error yet: it only keeps OK disabled.
    const bool showLocal = !catchAll && !m_ui->localPartEdit->text().isEmpty();
    setFieldError(m_ui->localPartError,
                  !m_localPartServerError.isEmpty() ? m_localPartServerError : (showLocal ? localProblem : QString()));
    setFieldError(m_ui->catchAllError, !m_catchAllServerError.isEmpty() ? m_catchAllServerError : catchProblem);

    const bool valid = localProblem.isEmpty() && catchProblem.isEmpty() && m_localPartServerError.isEmpty()
        && m_catchAllServerError.isEmpty() && m_destinations->isValid();
    m_ui->buttonBox->button(QDialogButtonBox::Ok)->setEnabled(valid && !m_busy);
}

void AliasDialog::clearServerErrors()
{
    m_localPartServerError.clear();
    m_catchAllServerError.clear();
    m_destinations->clearServerErrors();
    setFieldError(m_ui->errorLabel, QString());
}

void AliasDialog::accept()
{
    if (m_busy || !m_ui->buttonBox->button(QDialogButtonBox::Ok)->isEnabled()) {
        return;
    }
    m_destinations->commitInput();
    clearServerErrors();
    updateState();
    if (!m_ui->buttonBox->button(QDialogButtonBox::Ok)->isEnabled()) {
        return; // what was still typed in the destination field turned out to be invalid
    }
    if (!m_session) {
        QDialog::reject(); // signed out meanwhile: there is no account to save to
        return;
    }
    m_busy = true;
    updateState();
    m_ui->errorLabel->setText(tr("Saving…"));
    m_ui->errorLabel->show();

    const auto handler = [this](const Core::ApiResult<Core::Alias> &result) {
        m_busy = false;
        if (result.accepted()) {
            m_ui->errorLabel->hide();
            if (result.ok()) {
                emit aliasSaved(result.value());
            } // else saved, but the answer did not say how it reads now: the session reads the list again
            QDialog::accept();
            return;
        }
        showFailure(result.error());
        updateState();
    };
    if (isEditing()) {
        m_session->updateAlias(m_aliasId, draft(), this, handler);
    } else {
        m_session->createAlias(draft(), this, handler);
    }
}

void AliasDialog::reject()
{
    if (m_busy) {
        m_busy = false;
        emit abandoned();
    }
    QDialog::reject();
}

void AliasDialog::showFailure(const Core::ApiError &error)
{
    QStringList unplaced;
    for (const Core::FieldError &field : error.fieldErrors()) {
        if (field.field == localPartField && !m_ui->catchAllCheck->isChecked()) {
            m_localPartServerError = field.message;
        } else if (field.field == catchAllField || (field.field == localPartField)) {
            m_catchAllServerError = field.message;
        } else if (field.field == destinationsField) {
            m_destinations->setServerError(field.index, field.message);
        } else {
            unplaced << field.message;
        }
    }
    QString general;
    if (error.fieldErrors().isEmpty()) {
        general = ErrorText::sentence(error);
    } else if (!unplaced.isEmpty()) {
        general = tr("%1 %2").arg(ErrorText::title(error), unplaced.join(u' '));
    }
    setFieldError(m_ui->errorLabel, general);
    if (!m_localPartServerError.isEmpty()) {
        m_ui->localPartEdit->setFocus(Qt::OtherFocusReason);
    }
}

} // namespace ForwardDesk::Gui
