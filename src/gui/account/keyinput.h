// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

class QAbstractButton;
class QLineEdit;

namespace ForwardDesk::Gui {

/// What every field that takes an API key shares: the hint about its look, and the Reveal toggle.
///
/// Usage: attachRevealButton(button, edit) once; call hint(edit->text()) when the text changes and show it
/// under the field. Keys are only checked for their look here; the service decides whether they are valid.
class KeyInput final
{
    Q_DECLARE_TR_FUNCTIONS(KeyInput)

public:
    KeyInput() = delete;

    /// What is wrong with the look of @p text, in words; empty when it looks like a key or is empty.
    [[nodiscard]] static QString problem(const QString &text);
    /// Makes @p button an icon-only, checkable Reveal toggle that shows or masks @p edit.
    static void attachRevealButton(QAbstractButton *button, QLineEdit *edit);
};

} // namespace ForwardDesk::Gui
