// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

#include <memory>

class QTreeWidget;

namespace Ui {
class BulkResultDialog;
}

namespace ForwardDesk::Gui {

/// Reports how an action on several items went: one row per item with its result.
///
/// Usage: construct with a title ("Disable Aliases"), addResult() for every item in the order they were
/// handled, then open(). A summary line above the list counts what was done, what failed and what was
/// not attempted (after Cancel).
class BulkResultDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BulkResultDialog)

public:
    enum class Outcome { Done, Failed, NotDone };
    Q_ENUM(Outcome)

    explicit BulkResultDialog(const QString &title, QWidget *parent = nullptr);
    ~BulkResultDialog() override;

    /// Adds the row of @p item; @p text says what happened ("Disabled", an error's headline), @p details
    /// more about it (shown as the row's tooltip).
    void addResult(const QString &item, Outcome outcome, const QString &text, const QString &details = {});
    [[nodiscard]] int resultCount() const;
    [[nodiscard]] int count(Outcome outcome) const;
    [[nodiscard]] QTreeWidget *resultList() const;

private:
    void updateSummary();

    std::unique_ptr<Ui::BulkResultDialog> m_ui;
};

} // namespace ForwardDesk::Gui
