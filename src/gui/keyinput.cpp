// SPDX-License-Identifier: GPL-3.0-or-later
#include "keyinput.h"

#include "icons.h"

#include <QAbstractButton>
#include <QLineEdit>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Gui {

namespace {

const QString keyPrefix = u"fwd_"_s;
// Shorter than any real key, long enough to tell a paste that was cut off.
constexpr int minimumKeyLength = 20;

const QRegularExpression &keyPattern()
{
    static const QRegularExpression pattern(u"^fwd_[A-Za-z0-9_-]+$"_s);
    return pattern;
}

void showRevealState(QAbstractButton *button, bool revealed)
{
    const QString text = revealed ? KeyInput::tr("Hide key") : KeyInput::tr("Show key");
    button->setAccessibleName(text);
    button->setToolTip(text);
}

} // namespace

QString KeyInput::cleaned(const QString &text)
{
    return text.trimmed();
}

bool KeyInput::looksLikeKey(const QString &text)
{
    const QString key = cleaned(text);
    return key.size() >= minimumKeyLength && keyPattern().match(key).hasMatch();
}

QString KeyInput::problem(const QString &text)
{
    const QString key = cleaned(text);
    if (key.isEmpty() || looksLikeKey(key)) {
        return {};
    }
    if (!key.startsWith(keyPrefix)) {
        return tr("API keys start with fwd_. Check that you copied the whole key.");
    }
    if (key.contains(QRegularExpression(u"\\s"_s))) {
        return tr("The key contains spaces. Copy it again from the service's dashboard.");
    }
    if (!keyPattern().match(key).hasMatch()) {
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
