// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMessageBox>
#include <QString>
#include <QStringList>

namespace ForwardDesk::Gui {

/// Message boxes with a seam for tests: every confirmation and notice of the app goes through here.
///
/// In the app these show a QMessageBox. A GUI test queues answers with setNextAnswers(); the next prompts
/// then return those answers without showing anything, and their texts are kept in shownTexts() so that the
/// test can check what the user would have been told.
class Prompt final
{
public:
    Prompt() = delete;

    /// Asks before something is destroyed; @p action names the button ("Delete"). True when confirmed.
    static bool confirm(QWidget *parent, const QString &title, const QString &text, const QString &action,
                        QMessageBox::Icon icon = QMessageBox::Question);
    static QMessageBox::StandardButton question(QWidget *parent, const QString &title, const QString &text,
                                                QMessageBox::StandardButtons buttons,
                                                QMessageBox::StandardButton defaultButton);
    static void information(QWidget *parent, const QString &title, const QString &text);
    static void warning(QWidget *parent, const QString &title, const QString &text);

    /// Test seam: the answers of the next prompts, in order (Yes/Ok confirm; No/Cancel refuse).
    static void setNextAnswers(const QList<QMessageBox::StandardButton> &answers);
    /// Test seam: the texts of the prompts answered from the queue (and of notices while it was set).
    [[nodiscard]] static QStringList shownTexts();
    static void resetForTests();
};

} // namespace ForwardDesk::Gui
