// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/keys/newkeydialog.h"

#include "ui_newkeydialog.h"

#include "gui/keys/secretclipboard.h"
#include "gui/widgets/icons.h"
#include "gui/widgets/prompt.h"

#include <QClipboard>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QPushButton>
#include <QStyle>

#include <chrono>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Gui {

namespace {
constexpr int warningIconSize = 32;
constexpr int dialogMinimumWidth = 560; // the key and the warning fit without squeezing
} // namespace

NewKeyDialog::NewKeyDialog(const Core::NewApiKey &created, SecretClipboard *clipboard, QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::NewKeyDialog>())
    , m_clipboard(clipboard)
    , m_secret(created.secret)
{
    m_ui->setupUi(this);
    setObjectName(u"newKeyDialog"_s);

    m_ui->headingLabel->setText(
        created.key.name.isEmpty()
            ? tr("<b>Your new API key is ready.</b>")
            : tr("<b>Your new API key “%1” is ready.</b>").arg(created.key.name.toHtmlEscaped()));
    m_ui->warningIcon->setPixmap(Icons::get(u"warning"_s).pixmap(warningIconSize, warningIconSize));
    m_ui->warningIcon->setAccessibleName(tr("Warning"));

    m_ui->keyEdit->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_ui->keyEdit->setText(m_secret);
    m_ui->keyEdit->setCursorPosition(0);
    m_ui->keyEdit->setMinimumWidth(m_ui->keyEdit->fontMetrics().horizontalAdvance(m_secret)
                                   + 4 * style()->pixelMetric(QStyle::PM_DefaultFrameWidth)
                                   + m_ui->keyEdit->textMargins().left() + m_ui->keyEdit->textMargins().right() + 8);
    // Ctrl+C in the field goes through the secret clipboard too, never as a plain copy.
    m_ui->keyEdit->installEventFilter(this);
    m_ui->keyEdit->setAccessibleName(tr("New API key"));

    m_ui->copyButton->setIcon(Icons::get(u"copy"_s));
    m_ui->copiedLabel->hide();

    QPushButton *doneButton = m_ui->buttonBox->button(QDialogButtonBox::Ok);
    doneButton->setText(tr("&Done"));
    doneButton->setObjectName(u"doneButton"_s);

    connect(m_ui->copyButton, &QPushButton::clicked, this, &NewKeyDialog::copyKey);
    connect(m_ui->buttonBox, &QDialogButtonBox::accepted, this, &NewKeyDialog::accept);
    connect(m_ui->buttonBox, &QDialogButtonBox::rejected, this, &NewKeyDialog::reject);
    m_ui->copyButton->setFocus();
    setMinimumWidth(dialogMinimumWidth);
    adjustSize();
}

NewKeyDialog::~NewKeyDialog()
{
    wipe();
}

void NewKeyDialog::done(int result)
{
    if (!m_copied && !m_secret.isEmpty()
        && !Prompt::confirm(this, tr("Close Without Copying?"),
                            tr("You have not copied the key. Once this window is closed, it cannot be shown "
                               "again, and you would have to create a new key."),
                            tr("&Close Anyway"), QMessageBox::Warning)) {
        return;
    }
    if (result == QDialog::Accepted && m_ui->useForAppCheck->isChecked() && !m_secret.isEmpty()) {
        emit useKeyRequested(m_secret);
    }
    wipe();
    QDialog::done(result);
}

bool NewKeyDialog::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_ui->keyEdit && event->type() == QEvent::ShortcutOverride) {
        auto *keyEvent = static_cast<QKeyEvent *>(event);
        if (keyEvent->matches(QKeySequence::Copy) || keyEvent->matches(QKeySequence::Cut)) {
            event->accept(); // the field itself must not handle it; the KeyPress below copies
            return true;
        }
    }
    if (watched == m_ui->keyEdit && event->type() == QEvent::KeyPress) {
        auto *keyEvent = static_cast<QKeyEvent *>(event);
        if (keyEvent->matches(QKeySequence::Copy) || keyEvent->matches(QKeySequence::Cut)) {
            copyKey();
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

void NewKeyDialog::copyKey()
{
    if (m_secret.isEmpty() || !m_clipboard) {
        return;
    }
    m_clipboard->copy(m_secret);
    m_copied = true;
    const auto seconds = std::chrono::ceil<std::chrono::seconds>(m_clipboard->clearDelay()).count();
    m_ui->copiedLabel->setText(tr("Copied. The clipboard will be cleared in %n second(s) if it still holds the key.",
                                  nullptr, static_cast<int>(seconds)));
    m_ui->copiedLabel->show();
    adjustSize(); // make room for the note; word-wrapped labels do not grow the window by themselves
}

void NewKeyDialog::wipe()
{
    if (m_secret.isEmpty()) {
        return;
    }
    // Selecting the text puts it in the X11 primary selection, unmarked: take it back out.
    QClipboard *clipboard = QGuiApplication::clipboard();
    if (clipboard->supportsSelection() && clipboard->text(QClipboard::Selection) == m_secret) {
        clipboard->clear(QClipboard::Selection);
    }
    m_ui->keyEdit->clear();
    m_secret.clear();
}

} // namespace ForwardDesk::Gui
