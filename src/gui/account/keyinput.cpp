// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/account/keyinput.h"

#include "core/apikeyformat.h"
#include "gui/widgets/icons.h"

#include <QAbstractButton>
#include <QLineEdit>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Gui {

namespace {

void showRevealState(QAbstractButton *button, bool revealed)
{
    const QString text = revealed ? KeyInput::tr("Hide key") : KeyInput::tr("Show key");
    button->setAccessibleName(text);
    button->setToolTip(text);
}

} // namespace

QString KeyInput::problem(const QString &text)
{
    const QString key = Core::ApiKeyFormat::cleaned(text);
    if (key.isEmpty() || Core::ApiKeyFormat::looksLikeKey(key)) {
        return {};
    }
    if (!key.startsWith(Core::ApiKeyFormat::prefix())) {
        return tr("API keys start with fwd_. Check that you copied the whole key.");
    }
    if (key.contains(QRegularExpression(u"\\s"_s))) {
        return tr("The key contains spaces. Copy it again from the service's dashboard.");
    }
    if (!Core::ApiKeyFormat::hasKeyCharacters(key)) {
        return tr("The key contains characters that keys do not have. Copy it again from the service's dashboard.");
    }
    return tr("The key looks too short. Check that you copied the whole key.");
}

void KeyInput::attachRevealButton(QAbstractButton *button, QLineEdit *edit)
{
    button->setCheckable(true);
    button->setChecked(false);
    button->setIcon(Icons::get(u"reveal"_s));
    button->setText(QString());
    showRevealState(button, false);
    edit->setEchoMode(QLineEdit::Password);
    QObject::connect(button, &QAbstractButton::toggled, edit, [button, edit](bool revealed) {
        edit->setEchoMode(revealed ? QLineEdit::Normal : QLineEdit::Password);
        showRevealState(button, revealed);
    });
}

} // namespace ForwardDesk::Gui
