// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QLineEdit;

namespace ForwardDesk::Gui {

/// Helpers for what screen readers need and Qt does not give by itself.
class Accessibility final
{
public:
    Accessibility() = delete;

    /// Gives the clear button inside @p edit (QLineEdit::setClearButtonEnabled) the accessible name and tool
    /// tip @p name; Qt leaves it without a name. Call after enabling the button.
    static void nameClearButton(QLineEdit *edit, const QString &name);
    /// Gives @p edit a clear button named @p name (setClearButtonEnabled(), then nameClearButton()) once it
    /// first has text: the button shows only then anyway. Enabling it looks its icon up in the desktop's icon
    /// theme, which can take milliseconds the first time (8 ms under Xvfb); a field made at start-up then does
    /// not make the window wait for it.
    static void addClearButton(QLineEdit *edit, const QString &name);
    /// Gives the icons added to @p edit with QLineEdit::addAction() that have no text of their own (the
    /// magnifier of a search field) the text @p name; each is a button to a screen reader.
    static void nameIconButtons(QLineEdit *edit, const QString &name);
};

} // namespace ForwardDesk::Gui
