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
/// AppSettings when accepted; colours apply at once.
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

private:
    void loadAlertSettings();
    void saveAlertSettings() const;

    std::unique_ptr<Ui::PreferencesDialog> m_ui;
};

} // namespace ForwardDesk::Gui
