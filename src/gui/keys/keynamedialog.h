// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/apierror.h"

#include <QDialog>

#include <memory>

namespace Ui {
class KeyNameDialog;
}

namespace ForwardDesk::Gui {

/// Asks for the name of a new API key (required, 100 characters at most).
///
/// Usage: open() it and connect createRequested(); the dialog does no network work itself. The caller asks
/// the service, then calls finish() on success, or showError() on failure, which keeps the dialog open with
/// the name as typed and shows the service's message next to the field it is about.
class KeyNameDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(KeyNameDialog)

public:
    static constexpr int MaxNameLength = 100;

    explicit KeyNameDialog(QWidget *parent = nullptr);
    ~KeyNameDialog() override;

    /// The name as it will be sent: trimmed.
    [[nodiscard]] QString name() const;
    /// While the service works: the form is read-only and Create is disabled.
    void setBusy(bool busy);
    void showError(const Core::ApiError &error);
    /// The key was created: closes the dialog as accepted.
    void finish();

    void accept() override;
    /// Ignored while the service works: the answer carries the new key's only showing.
    void reject() override;

signals:
    void createRequested(const QString &name);

private:
    void updateButtons();
    void clearErrors();

    std::unique_ptr<Ui::KeyNameDialog> m_ui;
    bool m_busy = false;
};

} // namespace ForwardDesk::Gui
