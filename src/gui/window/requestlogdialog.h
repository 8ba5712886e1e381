// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QAbstractItemModel;

namespace ForwardDesk::Gui {

/// Diagnostics: every request the app made in this session (method, path, status, duration, request id),
/// never a header or a body, so never a key. Helps when the service behaves unexpectedly.
class RequestLogDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RequestLogDialog)

public:
    RequestLogDialog(QAbstractItemModel *requestLog, QWidget *parent = nullptr);
    ~RequestLogDialog() override;
};

} // namespace ForwardDesk::Gui
