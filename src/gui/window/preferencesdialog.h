// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

#include <memory>

namespace Ui {
class PreferencesDialog;
}

namespace ForwardDesk::Gui {

/// Edit ▸ Preferences: colours, the follow-mode interval of the logs, how long a copied key stays on the
/// clipboard, the language (used from the next start), and the tray icon with its alerts. App-wide ones are saved in
/// AppSettings when accepted; colours apply at once. Which kinds of alert are on belongs to one profile: the
/// one given to setAlertProfile() (without one, the app-wide switches of an account without a profile).
class PreferencesDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PreferencesDialog)

public:
    explicit PreferencesDialog(QWidget *parent = nullptr);
    ~PreferencesDialog() override;

    void accept() override;

    /// Follow mode's interval; the logs pane keeps it, the main window hands it in and out.
    void setFollowIntervalSeconds(int seconds);
    [[nodiscard]] int followIntervalSeconds() const;

    /// Shows and saves the alert switches of profile @p profileId, named @p accountName in the dialog.
    void setAlertProfile(const QString &profileId, const QString &accountName);

private:
    void loadAlertSettings();
    void saveAlertSettings() const;
    void loadAlertKinds();

    std::unique_ptr<Ui::PreferencesDialog> m_ui;
    QString m_alertProfileId;
};

} // namespace ForwardDesk::Gui
