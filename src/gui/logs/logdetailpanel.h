// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/logentry.h"

#include <QWidget>

class QJsonValue;
class QLabel;
class QToolButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace ForwardDesk::Gui {

/// The details of one log entry beside the log table: the fields ForwardDesk knows, in words, and below
/// them every field exactly as the service sent it, unknown ones included (nested objects and lists as
/// branches). Read-only; Copy (button, context menu, Ctrl+C) copies the selected lines, or all of them.
class LogDetailPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LogDetailPanel)

public:
    explicit LogDetailPanel(QWidget *parent = nullptr);
    ~LogDetailPanel() override;

    void setEntry(const Core::LogEntry &entry);
    void clear();

    /// The value shown for the service's field @p key (its text as shown), or a null string (tests, tools).
    [[nodiscard]] QString receivedValue(const QString &key) const;
    /// The selected lines (or all) as "name<TAB>value" text.
    [[nodiscard]] QString copyText() const;
    void copy();

private:
    void addKnown(const QString &name, const QString &value, const QString &toolTip = {});
    void addReceived(QTreeWidgetItem *parent, const QString &key, const QJsonValue &value);

    QLabel *m_placeholder;
    QTreeWidget *m_tree;
    QToolButton *m_copyButton;
    QTreeWidgetItem *m_known = nullptr;
    QTreeWidgetItem *m_received = nullptr;
};

} // namespace ForwardDesk::Gui
