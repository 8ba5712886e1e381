// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/window/preferencesdialog.h"

#include "ui_preferencesdialog.h"

#include "gui/window/appsettings.h"

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
    setObjectName(QStringLiteral("preferencesDialog"));
    m_ui->colorSchemeCombo->setCurrentIndex(static_cast<int>(AppSettings::colorScheme()));
    m_ui->clipboardSpin->setValue(AppSettings::clipboardClearSeconds());
    m_ui->languageCombo->addItem(tr("As the system"), QString());
    for (const Language &language : languages()) {
        m_ui->languageCombo->addItem(language.name, language.code);
    }
    m_ui->languageCombo->setCurrentIndex(std::max(0, m_ui->languageCombo->findData(AppSettings::language())));
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
