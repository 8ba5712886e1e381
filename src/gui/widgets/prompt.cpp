// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/widgets/prompt.h"

#include <QPushButton>

namespace ForwardDesk::Gui {

namespace {

struct TestSeam
{
    bool active = false;
    QList<QMessageBox::StandardButton> answers;
    QStringList texts;
};

TestSeam &seam()
{
    static TestSeam instance;
    return instance;
}

// Returns true and sets @p answer when a test answers this prompt.
bool answeredByTest(const QString &text, QMessageBox::StandardButton fallback, QMessageBox::StandardButton *answer)
{
    if (!seam().active) {
        return false;
    }
    seam().texts << text;
    *answer = seam().answers.isEmpty() ? fallback : seam().answers.takeFirst();
    return true;
}

} // namespace

bool Prompt::confirm(QWidget *parent, const QString &title, const QString &text, const QString &action,
                     QMessageBox::Icon icon)
{
    QMessageBox::StandardButton answer = QMessageBox::Cancel;
    if (answeredByTest(text, QMessageBox::Cancel, &answer)) {
        return answer == QMessageBox::Yes || answer == QMessageBox::Ok;
    }
    QMessageBox box(icon, title, text, QMessageBox::Cancel, parent);
    QPushButton *confirmButton = box.addButton(action, QMessageBox::DestructiveRole);
    box.setDefaultButton(QMessageBox::Cancel); // destroying must never be the default
    box.exec();
    return box.clickedButton() == confirmButton;
}

QMessageBox::StandardButton Prompt::question(QWidget *parent, const QString &title, const QString &text,
                                             QMessageBox::StandardButtons buttons,
                                             QMessageBox::StandardButton defaultButton)
{
    QMessageBox::StandardButton answer = defaultButton;
    if (answeredByTest(text, defaultButton, &answer)) {
        return answer;
    }
    return QMessageBox::question(parent, title, text, buttons, defaultButton);
}

void Prompt::information(QWidget *parent, const QString &title, const QString &text)
{
    QMessageBox::StandardButton ignored = QMessageBox::Ok;
    if (answeredByTest(text, QMessageBox::Ok, &ignored)) {
        return;
    }
    QMessageBox::information(parent, title, text);
}

void Prompt::warning(QWidget *parent, const QString &title, const QString &text)
{
    QMessageBox::StandardButton ignored = QMessageBox::Ok;
    if (answeredByTest(text, QMessageBox::Ok, &ignored)) {
        return;
    }
    QMessageBox::warning(parent, title, text);
}

void Prompt::setNextAnswers(const QList<QMessageBox::StandardButton> &answers)
{
    seam().active = true;
    seam().answers = answers;
}

QStringList Prompt::shownTexts()
{
    return seam().texts;
}

void Prompt::resetForTests()
{
    seam() = TestSeam();
}

} // namespace ForwardDesk::Gui
