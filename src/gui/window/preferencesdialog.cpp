// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/window/preferencesdialog.h"

#include "ui_preferencesdialog.h"

#include "gui/window/appsettings.h"
#include "models/config.h"

#include <QSystemTrayIcon>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Gui {

namespace {
// Each language is named in itself, so that it can be found whatever the current one is.
struct Language
{
    QString code;
    QString name;
};

QList<Language> languages()
{
    return {{u"en"_s, u"English"_s}, {u"de"_s, u"Deutsch"_s}, {u"fr"_s, u"Français"_s}, {u"es"_s, u"Español"_s}};
}
} // namespace

PreferencesDialog::PreferencesDialog(QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::PreferencesDialog>())
{
    m_ui->setupUi(this);
    setObjectName(u"preferencesDialog"_s);
    m_ui->colorSchemeCombo->setCurrentIndex(static_cast<int>(AppSettings::colorScheme()));
    m_ui->clipboardSpin->setValue(AppSettings::clipboardClearSeconds());
    m_ui->languageCombo->addItem(tr("As the system"), QString());
    for (const Language &language : languages()) {
        m_ui->languageCombo->addItem(language.name, language.code);
    }
    m_ui->languageCombo->setCurrentIndex(std::max(0, m_ui->languageCombo->findData(AppSettings::language())));
    loadAlertSettings();
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
    AppSettings::setLanguage(m_ui->languageCombo->currentData().toString());
    saveAlertSettings();
    QDialog::accept();
}

void PreferencesDialog::loadAlertSettings()
{
    using Models::Config;
    const bool trayAvailable = QSystemTrayIcon::isSystemTrayAvailable();
    m_ui->trayIconCheck->setChecked(Config::value(Config::Key::PreferencesTrayIcon).toBool());
    m_ui->trayIconCheck->setEnabled(trayAvailable);
    if (!trayAvailable) {
        m_ui->trayIconCheck->setToolTip(tr("This desktop has no system tray."));
    }
    m_ui->closeToTrayCheck->setChecked(Config::value(Config::Key::PreferencesCloseToTray).toBool());
    m_ui->alertIntervalSpin->setValue(Config::value(Config::Key::AlertsIntervalMinutes).toInt());
    loadAlertKinds();
    const auto updateEnabled = [this] {
        const bool on = m_ui->trayIconCheck->isChecked() && m_ui->trayIconCheck->isEnabled();
        for (QWidget *widget :
             {static_cast<QWidget *>(m_ui->closeToTrayCheck), static_cast<QWidget *>(m_ui->alertIntervalSpin),
              static_cast<QWidget *>(m_ui->alertBouncedCheck), static_cast<QWidget *>(m_ui->alertRejectedCheck),
              static_cast<QWidget *>(m_ui->alertDomainCheck), static_cast<QWidget *>(m_ui->alertKeyCheck)}) {
            widget->setEnabled(on);
        }
    };
    connect(m_ui->trayIconCheck, &QCheckBox::toggled, this, updateEnabled);
    updateEnabled();
}

void PreferencesDialog::saveAlertSettings() const
{
    using Models::Config;
    Config::setValue(Config::Key::PreferencesTrayIcon, m_ui->trayIconCheck->isChecked());
    Config::setValue(Config::Key::PreferencesCloseToTray, m_ui->closeToTrayCheck->isChecked());
    if (m_ui->closeToTrayCheck->isChecked()) {
        Config::setValue(Config::Key::PreferencesCloseToTrayAsked, true); // chosen here: no need to ask
    }
    Config::setValue(Config::Key::AlertsIntervalMinutes, m_ui->alertIntervalSpin->value());
    Config::setProfileValue(Config::Key::AlertsBounced, m_alertProfileId, m_ui->alertBouncedCheck->isChecked());
    Config::setProfileValue(Config::Key::AlertsRejected, m_alertProfileId, m_ui->alertRejectedCheck->isChecked());
    Config::setProfileValue(Config::Key::AlertsDomainInactive, m_alertProfileId, m_ui->alertDomainCheck->isChecked());
    Config::setProfileValue(Config::Key::AlertsKeyRefused, m_alertProfileId, m_ui->alertKeyCheck->isChecked());
}

void PreferencesDialog::loadAlertKinds()
{
    using Models::Config;
    m_ui->alertBouncedCheck->setChecked(Config::profileValue(Config::Key::AlertsBounced, m_alertProfileId).toBool());
    m_ui->alertRejectedCheck->setChecked(Config::profileValue(Config::Key::AlertsRejected, m_alertProfileId).toBool());
    m_ui->alertDomainCheck->setChecked(
        Config::profileValue(Config::Key::AlertsDomainInactive, m_alertProfileId).toBool());
    m_ui->alertKeyCheck->setChecked(Config::profileValue(Config::Key::AlertsKeyRefused, m_alertProfileId).toBool());
}

void PreferencesDialog::setAlertProfile(const QString &profileId, const QString &accountName)
{
    m_alertProfileId = profileId;
    if (!profileId.isEmpty() && !accountName.isEmpty()) {
        m_ui->alertKindsLabel->setText(tr("For %1, tell me about:").arg(accountName));
    }
    loadAlertKinds();
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
