// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/apierror.h"

#include <QFrame>
#include <QPointer>

class QAbstractItemModel;

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
    /// A plain-text notice with a "Show Request Log" button that opens @p requestLog (what a list left out,
    /// for instance); no Retry.
    void showNotice(const QString &message, QAbstractItemModel *requestLog);

signals:
    void retryRequested();

private:
    QLabel *m_text;
    QPushButton *m_retry;
    QPushButton *m_showLog;
    QPointer<QAbstractItemModel> m_requestLog;
};

} // namespace ForwardDesk::Gui
