// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/apierror.h"
#include "core/domain.h"

#include <QDialog>
#include <QPointer>

#include <memory>

namespace Ui {
class AddDomainDialog;
}

namespace ForwardDesk::Models {
class Session;
}

namespace ForwardDesk::Gui {

/// Asks for a new domain's name, checks it locally and creates it through the session.
///
/// Usage: create it, connect domainAdded(), call open(). OK stays disabled until the name is valid; an
/// international name is previewed in the ASCII form that is sent. The dialog closes only once the service
/// has created the domain; a refusal keeps it open with the input and shows why under the field.
class AddDomainDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AddDomainDialog)

public:
    AddDomainDialog(Models::Session *session, QWidget *parent = nullptr);
    ~AddDomainDialog() override;

    /// Checks @p input as a domain name. Sets @p ascii to its ASCII (IDNA) form, or @p problem to what is
    /// wrong (empty for an empty input).
    [[nodiscard]] static bool validateName(const QString &input, QString *ascii, QString *problem);

    void accept() override;

signals:
    /// The service created @p domain (the session's model has it already).
    void domainAdded(const ForwardDesk::Core::Domain &domain);

private:
    void updateValidity();
    void showError(const Core::ApiError &error);
    void setError(const QString &richText);
    void setBusy(bool busy);

    std::unique_ptr<Ui::AddDomainDialog> m_ui;
    QPointer<Models::Session> m_session;
    QString m_ascii;
    bool m_valid = false;
    bool m_busy = false;
};

} // namespace ForwardDesk::Gui
