// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/widgets/accessibility.h"

#include <QAction>
#include <QLineEdit>
#include <QToolButton>

namespace ForwardDesk::Gui {

void Accessibility::nameClearButton(QLineEdit *edit, const QString &name)
{
    // The buttons inside a line edit are tool buttons showing an action. Those of actions added with
    // QLineEdit::addAction() are among the edit's actions; the clear button's action is Qt's own.
    const QList<QAction *> added = edit->actions();
    const auto buttons = edit->findChildren<QToolButton *>(Qt::FindDirectChildrenOnly);
    for (QToolButton *button : buttons) {
        if (button->defaultAction() && !added.contains(button->defaultAction())) {
            button->setAccessibleName(name);
            button->setToolTip(name);
        }
    }
}

void Accessibility::addClearButton(QLineEdit *edit, const QString &name)
{
    const auto enable = [edit, name] {
        edit->setClearButtonEnabled(true);
        nameClearButton(edit, name);
    };
    if (!edit->text().isEmpty()) {
        enable();
        return;
    }
    QObject::connect(edit, &QLineEdit::textChanged, edit, enable, Qt::SingleShotConnection);
}

void Accessibility::nameIconButtons(QLineEdit *edit, const QString &name)
{
    const auto actions = edit->actions();
    for (QAction *action : actions) {
        if (action->text().isEmpty()) {
            action->setText(name); // the button inside the edit follows its action
        }
    }
}

} // namespace ForwardDesk::Gui
