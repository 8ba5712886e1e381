// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/alias.h"
#include "core/aliasdraft.h"
#include "core/apierror.h"

#include <QDialog>
#include <QPointer>

#include <memory>

class QLabel;

namespace Ui {
class AliasDialog;
}

namespace ForwardDesk::Models {
class Session;
}

namespace ForwardDesk::Gui {

class DestinationsEditor;

/// Adds an alias to the domain whose aliases the session shows, or edits one of them.
///
/// Usage: construct with the session, call setAlias() to edit an existing alias, then open(). OK stays
/// disabled until the input is valid. OK sends the request; the dialog closes (and emits aliasSaved()) only
/// once the service has confirmed. When the service refuses, the dialog stays open with the input and shows
/// each message next to its field.
class AliasDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AliasDialog)

public:
    explicit AliasDialog(Models::Session *session, QWidget *parent = nullptr);
    ~AliasDialog() override;

    /// Switches to editing @p alias (whether an alias is the catch-all cannot be changed afterwards).
    void setAlias(const Core::Alias &alias);
    [[nodiscard]] bool isEditing() const { return !m_aliasId.isEmpty(); }

    /// The request the input describes.
    [[nodiscard]] Core::AliasDraft draft() const;
    [[nodiscard]] DestinationsEditor *destinationsEditor() const { return m_destinations; }

    /// What is wrong with @p localPart, for people; empty when it is a valid local part.
    [[nodiscard]] static QString localPartProblem(const QString &localPart);

public slots:
    /// Sends the request; the dialog closes when the service confirms it.
    void accept() override;
    void reject() override;

signals:
    /// The service created or updated the alias; it is in the session's alias model already.
    void aliasSaved(const ForwardDesk::Core::Alias &alias);
    /// The dialog was closed while the service had not answered yet: what it did is unknown.
    void abandoned();

private:
    void updateState();
    void showFailure(const Core::ApiError &error);
    void clearServerErrors();
    [[nodiscard]] QString catchAllProblem() const;
    [[nodiscard]] QString duplicateProblem(const QString &localPart) const;
    static void setFieldError(QLabel *label, const QString &message);

    std::unique_ptr<Ui::AliasDialog> m_ui;
    QPointer<Models::Session> m_session;
    DestinationsEditor *m_destinations;
    QString m_aliasId;
    QString m_localPartServerError;
    QString m_catchAllServerError;
    bool m_busy = false;
};

} // namespace ForwardDesk::Gui
