// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/apierror.h"
#include "core/profile.h"

#include <QDialog>

#include <memory>

namespace Ui {
class ConnectDialog;
}

namespace ForwardDesk::Models {
class Session;
}

namespace ForwardDesk::Gui {

/// Signing in: the service's address, an API key and an optional name for the account.
///
/// Usage: create it, setProfile() to reconnect a known account, then open() it (it is non-blocking) and
/// on accepted() hand profile() and apiKey() to AccountController::connectWith(). "Test Connection" and
/// Connect both run a real request (the API is looked for, then the domains listed) and say in plain words
/// what is wrong; Connect only closes the dialog once that worked, and keeps the input otherwise.
class ConnectDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ConnectDialog)

public:
    explicit ConnectDialog(QWidget *parent = nullptr);
    ~ConnectDialog() override;

    /// Fills the form from a known profile; connecting to its address then updates that profile (same id).
    void setProfile(const Core::Profile &profile);
    /// The account to save: the given profile while the (normalised) address is still its address, else a
    /// new profile with a new id; the normalised address, the API root that answered and the name (empty
    /// when none was given). Complete once the dialog was accepted.
    [[nodiscard]] Core::Profile profile() const;
    /// The key as entered (trimmed); in memory only.
    [[nodiscard]] QString apiKey() const;
    /// How many domains the last successful test found, or -1.
    [[nodiscard]] int domainCount() const { return m_domainCount; }
    [[nodiscard]] bool isTesting() const { return m_probe != nullptr; }

    void accept() override;
    void done(int result) override;

signals:
    /// A connection test ended (also the one Connect runs); for the status bar and tests.
    void connectionTested(bool ok);

private:
    enum class Outcome { None, Busy, Success, Failure };

    void testConnection();
    void startTest(bool acceptOnSuccess);
    void finishTest(bool ok, const Core::ApiError &error);
    /// The first list came, but none of its records could be read.
    void finishUnknownShape();
    void stopProbe();
    void updateUrlHint();
    void updateKeyHint();
    void inputChanged();
    void showOutcome(Outcome outcome, const QString &text);
    [[nodiscard]] QUrl serviceUrl() const;

    std::unique_ptr<Ui::ConnectDialog> m_ui;
    Core::Profile m_profile; ///< the known profile given to setProfile(); none (no address) until then
    QString m_newId; ///< the id of the profile made when the address is not the known profile's
    QUrl m_testedRoot; ///< the API root the last successful test found
    Models::Session *m_probe = nullptr;
    bool m_acceptOnSuccess = false;
    bool m_verified = false; ///< the current input passed a test
    int m_domainCount = -1;
};

} // namespace ForwardDesk::Gui
