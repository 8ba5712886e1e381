// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFrame>
#include <QPointer>

class QLabel;
class QPushButton;

namespace ForwardDesk::Models {
class Session;
}

namespace ForwardDesk::Gui {

/// The strip above the panes while the session shows cached data: "Offline — showing what was loaded on
/// <date time>" and Retry, which asks the service again. Hidden while the session is online.
///
/// Usage: the main window adds it as a banner and calls setSession() with each session.
class OfflineBar final : public QFrame
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OfflineBar)

public:
    explicit OfflineBar(QWidget *parent = nullptr);
    ~OfflineBar() override;

    void setSession(Models::Session *session);
    [[nodiscard]] QString text() const;

private:
    void refresh();
    void retry();

    QPointer<Models::Session> m_session;
    QLabel *m_icon;
    QLabel *m_text;
    QPushButton *m_retry;
};

} // namespace ForwardDesk::Gui
