// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/keys/keynamedialog.h"

#include "ui_keynamedialog.h"

#include "gui/widgets/accessibility.h"
#include "gui/widgets/errortext.h"

#include <QPushButton>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Gui {

namespace {
const auto nameField = u"name"_s;
} // namespace

KeyNameDialog::KeyNameDialog(QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::KeyNameDialog>())
{
    m_ui->setupUi(this);
    setObjectName(u"keyNameDialog"_s);
    m_ui->nameEdit->setMaxLength(MaxNameLength);
    Accessibility::addClearButton(m_ui->nameEdit, tr("Clear the name"));
    QPushButton *create = m_ui->buttonBox->button(QDialogButtonBox::Ok);
    create->setText(tr("&Create Key"));
    create->setObjectName(u"createButton"_s);
    m_ui->buttonBox->button(QDialogButtonBox::Cancel)->setObjectName(u"cancelButton"_s);
    m_ui->nameError->hide();
    m_ui->errorLabel->hide();
    m_ui->nameEdit->setFocus();

    connect(m_ui->buttonBox, &QDialogButtonBox::accepted, this, &KeyNameDialog::accept);
    connect(m_ui->buttonBox, &QDialogButtonBox::rejected, this, &KeyNameDialog::reject);
    connect(m_ui->nameEdit, &QLineEdit::textChanged, this, [this] {
        clearErrors();
        updateButtons();
    });
    updateButtons();
}

KeyNameDialog::~KeyNameDialog() = default;

QString KeyNameDialog::name() const
{
    return m_ui->nameEdit->text().trimmed();
}

void KeyNameDialog::setBusy(bool busy)
{
    m_busy = busy;
    m_ui->nameEdit->setReadOnly(busy);
    setCursor(busy ? Qt::BusyCursor : Qt::ArrowCursor);
    updateButtons();
}

void KeyNameDialog::showError(const Core::ApiError &error)
{
    setBusy(false);
    clearErrors();
    QStringList general;
    QStringList aboutName;
    for (const Core::FieldError &fieldError : error.fieldErrors()) {
        (fieldError.field == nameField ? aboutName : general) << fieldError.message;
    }
    if (!aboutName.isEmpty()) {
        m_ui->nameError->setText(aboutName.join(u'\n'));
        m_ui->nameError->show();
        m_ui->nameEdit->setFocus();
        m_ui->nameEdit->selectAll();
    }
    if (!general.isEmpty() || aboutName.isEmpty()) {
        QString text = ErrorText::sentence(error);
        if (!general.isEmpty()) {
            text = tr("%1\n%2", "error text, then the service's messages").arg(text, general.join(u'\n'));
        }
        m_ui->errorLabel->setText(text);
        m_ui->errorLabel->show();
    }
}

void KeyNameDialog::finish()
{
    setBusy(false);
    QDialog::accept();
}

void KeyNameDialog::accept()
{
    if (m_busy || name().isEmpty()) {
        return;
    }
    clearErrors();
    setBusy(true);
    emit createRequested(name());
}

void KeyNameDialog::reject()
{
    if (m_busy) {
        return;
    }
    QDialog::reject();
}

void KeyNameDialog::updateButtons()
{
    m_ui->buttonBox->button(QDialogButtonBox::Ok)->setEnabled(!m_busy && !name().isEmpty());
    m_ui->buttonBox->button(QDialogButtonBox::Cancel)->setEnabled(!m_busy);
}

void KeyNameDialog::clearErrors()
{
    m_ui->nameError->clear();
    m_ui->nameError->hide();
    m_ui->errorLabel->clear();
    m_ui->errorLabel->hide();
}

} // namespace ForwardDesk::Gui
