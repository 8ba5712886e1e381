// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/domains/adddomaindialog.h"

#include "ui_adddomaindialog.h"

#include "core/addresslimits.h"
#include "gui/widgets/errortext.h"
#include "gui/widgets/icons.h"
#include "models/session.h"

#include <QPushButton>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Gui {

using Core::AddressLimits::maxDomainLength;
using Core::AddressLimits::maxLabelLength;

namespace {

constexpr int errorIconSize = 16;
const QString domainField = u"domain"_s;

bool isLabelCharacter(QChar c)
{
    return c == u'-' || c.isLetterOrNumber() || c.isMark();
}

} // namespace

AddDomainDialog::AddDomainDialog(Models::Session *session, QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::AddDomainDialog>())
    , m_session(session)
{
    m_ui->setupUi(this);
    setObjectName(u"addDomainDialog"_s);
    m_ui->errorIcon->setPixmap(Icons::get(u"warning"_s).pixmap(errorIconSize, errorIconSize));
    m_ui->nameError->setTextFormat(Qt::RichText);
    m_ui->nameError->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    QFont small = m_ui->asciiPreview->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    m_ui->asciiPreview->setFont(small);
    m_ui->asciiPreview->setForegroundRole(QPalette::PlaceholderText);
    m_ui->buttonBox->button(QDialogButtonBox::Ok)->setText(tr("&Add Domain"));
    m_ui->buttonBox->button(QDialogButtonBox::Ok)->setObjectName(u"addDomainButton"_s);

    connect(m_ui->nameEdit, &QLineEdit::textChanged, this, &AddDomainDialog::updateValidity);
    connect(m_ui->buttonBox, &QDialogButtonBox::accepted, this, &AddDomainDialog::accept);
    connect(m_ui->buttonBox, &QDialogButtonBox::rejected, this, &AddDomainDialog::reject);
    updateValidity();
}

AddDomainDialog::~AddDomainDialog() = default;

bool AddDomainDialog::validateName(const QString &input, QString *ascii, QString *problem)
{
    ascii->clear();
    problem->clear();
    QString name = input.trimmed().toLower();
    if (name.endsWith(u'.') && !name.endsWith(u".."_s)) {
        name.chop(1); // a fully qualified name ("example.com.") means the same domain
    }
    if (name.isEmpty()) {
        return false;
    }
    if (name.contains(u' ')) {
        *problem = tr("A domain name has no spaces.");
        return false;
    }
    const QStringList labels = name.split(u'.');
    if (labels.size() < 2) {
        *problem = tr("A domain name has at least two parts separated by a dot, such as example.com.");
        return false;
    }
    for (const QString &label : labels) {
        if (label.isEmpty()) {
            *problem = tr("A domain name cannot start or end with a dot or have two dots in a row.");
            return false;
        }
        if (!std::all_of(label.cbegin(), label.cend(), isLabelCharacter)) {
            *problem = tr("Use only letters, digits and hyphens between the dots.");
            return false;
        }
        if (label.startsWith(u'-') || label.endsWith(u'-')) {
            *problem = tr("A part between dots cannot start or end with a hyphen.");
            return false;
        }
    }
    const QString ace = QString::fromLatin1(QUrl::toAce(name, QUrl::IgnoreIDNWhitelist));
    if (ace.isEmpty()) {
        *problem = tr("This international name cannot be written in the form DNS uses.");
        return false;
    }
    const QStringList asciiLabels = ace.split(u'.');
    for (const QString &label : asciiLabels) {
        if (label.size() > maxLabelLength) {
            *problem = tr("Each part between dots can have at most %n character(s) (in the form DNS uses).", nullptr,
                          maxLabelLength);
            return false;
        }
    }
    if (ace.size() > maxDomainLength) {
        *problem =
            tr("A domain name can have at most %n character(s) (in the form DNS uses).", nullptr, maxDomainLength);
        return false;
    }
    *ascii = ace;
    return true;
}

void AddDomainDialog::updateValidity()
{
    QString problem;
    m_valid = validateName(m_ui->nameEdit->text(), &m_ascii, &problem);
    if (m_valid && m_ascii != m_ui->nameEdit->text().trimmed().toLower()
        && m_ascii + u'.' != m_ui->nameEdit->text().trimmed().toLower()) {
        m_ui->asciiPreview->setText(tr("Sent as %1").arg(m_ascii));
        m_ui->formLayout->setRowVisible(m_ui->asciiPreview, true);
    } else {
        m_ui->asciiPreview->clear();
        m_ui->formLayout->setRowVisible(m_ui->asciiPreview, false);
    }
    if (problem.isEmpty()) {
        m_ui->formLayout->setRowVisible(m_ui->errorRow, false);
    } else {
        setError(problem.toHtmlEscaped());
    }
    m_ui->buttonBox->button(QDialogButtonBox::Ok)->setEnabled(m_valid && !m_busy);
}

void AddDomainDialog::accept()
{
    if (!m_valid || m_busy || !m_session) {
        return;
    }
    setBusy(true);
    m_session->createDomain(m_ascii, this, [this](const Core::ApiResult<Core::Domain> &result) {
        setBusy(false);
        if (!result.accepted()) {
            showError(result.error());
            return;
        }
        if (result.ok()) {
            emit domainAdded(result.value());
        } // else added, but the answer did not say as what: the session reads the list again
        QDialog::accept();
    });
}

void AddDomainDialog::showError(const Core::ApiError &error)
{
    QStringList messages;
    const QList<Core::FieldError> fieldErrors = error.fieldErrors();
    for (const Core::FieldError &fieldError : fieldErrors) {
        if (fieldError.field.isEmpty() || fieldError.field == domainField) {
            messages << fieldError.message.toHtmlEscaped();
        }
    }
    if (!messages.isEmpty()) {
        setError(messages.join(u"<br>"_s));
    } else {
        setError(ErrorText::richText(error));
    }
    m_ui->nameEdit->setFocus(Qt::OtherFocusReason);
}

void AddDomainDialog::setError(const QString &richText)
{
    m_ui->nameError->setText(richText);
    m_ui->formLayout->setRowVisible(m_ui->errorRow, true);
}

void AddDomainDialog::setBusy(bool busy)
{
    m_busy = busy;
    m_ui->nameEdit->setReadOnly(busy);
    m_ui->buttonBox->button(QDialogButtonBox::Ok)->setEnabled(m_valid && !busy);
    if (busy) {
        m_ui->formLayout->setRowVisible(m_ui->errorRow, false);
    }
}

} // namespace ForwardDesk::Gui
