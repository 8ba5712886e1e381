// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/window/preferencesdialog.h"

#include "ui_preferencesdialog.h"

#include "gui/window/appsettings.h"

using namespace Qt::StringLiterals;

namespace ForwardDesk::Gui {

PreferencesDialog::PreferencesDialog(QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::PreferencesDialog>())
{
    m_ui->setupUi(this);
    setObjectName(u"preferencesDialog"_s);
    m_ui->colorSchemeCombo->setCurrentIndex(static_cast<int>(AppSettings::colorScheme()));
    m_ui->clipboardSpin->setValue(AppSettings::clipboardClearSeconds());
    connect(m_ui->buttonBox, &QDialogButtonBox::accepted, this, &PreferencesDialog::accept);
    connect(m_ui->buttonBox, &QDialogButtonBox::rejected, this, &PreferencesDialog::reject);
}

PreferencesDialog::~PreferencesDialog() = default;

void PreferencesDialog::accept()
{
    const auto scheme = static_cast<AppSettings::ColorScheme>(m_ui->colorSchemeCombo->currentIndex());
    if (scheme != AppSettings::colorScheme()) {
        AppSettings::setColorScheme(scheme);
        AppSettings::applyColorScheme(scheme);
    }
    AppSettings::setClipboardClearSeconds(m_ui->clipboardSpin->value());
    QDialog::accept();
}

void PreferencesDialog::setFollowIntervalSeconds(int seconds)
{
    m_ui->followIntervalSpin->setValue(seconds);
}

int PreferencesDialog::followIntervalSeconds() const
{
    return m_ui->followIntervalSpin->value();
}

} // namespace ForwardDesk::Gui
