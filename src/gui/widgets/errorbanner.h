// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/apierror.h"

#include <QFrame>

class QLabel;
class QPushButton;

namespace ForwardDesk::Gui {

/// A strip above a pane that says what went wrong and offers Retry; hidden while all is well.
class ErrorBanner final : public QFrame
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ErrorBanner)

public:
    explicit ErrorBanner(QWidget *parent = nullptr);
    ~ErrorBanner() override;

    void showError(const Core::ApiError &error);
    void showMessage(const QString &message, bool offerRetry);

signals:
    void retryRequested();

private:
    QLabel *m_text;
    QPushButton *m_retry;
};

} // namespace ForwardDesk::Gui
