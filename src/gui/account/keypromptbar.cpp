// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/account/keypromptbar.h"

#include "core/apikeyformat.h"
#include "gui/account/keyinput.h"
#include "gui/widgets/accessibility.h"
#include "gui/widgets/bannerstyle.h"
#include "gui/widgets/icons.h"
#include "models/accountcontroller.h"
#include "models/session.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStyle>
#include <QToolButton>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Gui {

namespace {
constexpr int iconSize = 22;
constexpr int keyFieldMinimumWidth = 260;
} // namespace

KeyPromptBar::KeyPromptBar(QWidget *parent)
    : QFrame(parent)
    , m_icon(new QLabel(this))
    , m_message(new QLabel(this))
    , m_keyEdit(new QLineEdit(this))
    , m_revealButton(new QToolButton(this))
    , m_useButton(new QPushButton(tr("&Use Key"), this))
    , m_signOutButton(new QPushButton(tr("Sign &Out"), this))
    , m_hint(new QLabel(this))
{
    setObjectName(u"keyPromptBar"_s);
    m_keyEdit->setObjectName(u"keyPromptEdit"_s);
    m_revealButton->setObjectName(u"keyPromptRevealButton"_s);
    m_useButton->setObjectName(u"keyPromptUseButton"_s);
    m_signOutButton->setObjectName(u"keyPromptSignOutButton"_s);
    m_message->setObjectName(u"keyPromptMessageLabel"_s);
    m_hint->setObjectName(u"keyPromptHintLabel"_s);

    BannerStyle::apply(this);

    m_icon->setPixmap(Icons::get(u"warning"_s).pixmap(QSize(iconSize, iconSize), devicePixelRatio()));
    m_icon->setAlignment(Qt::AlignTop);
    m_message->setWordWrap(true);
    m_message->setTextFormat(Qt::PlainText);
    m_hint->setWordWrap(true);
    m_hint->setTextFormat(Qt::PlainText);
    m_keyEdit->setPlaceholderText(tr("New API key (fwd_…)"));
    m_keyEdit->setAccessibleName(tr("New API key"));
    m_keyEdit->setMinimumWidth(keyFieldMinimumWidth);
    Accessibility::addClearButton(m_keyEdit, tr("Clear the key"));
    KeyInput::attachRevealButton(m_revealButton, m_keyEdit);
    m_useButton->setDefault(true);
    m_signOutButton->setIcon(Icons::get(u"signout"_s));

    auto *keyRow = new QHBoxLayout;
    keyRow->addWidget(m_keyEdit, 1);
    keyRow->addWidget(m_revealButton);
    keyRow->addWidget(m_useButton);
    keyRow->addSpacing(style()->pixelMetric(QStyle::PM_LayoutHorizontalSpacing) * 2);
    keyRow->addWidget(m_signOutButton);

    auto *layout = new QGridLayout(this);
    layout->addWidget(m_icon, 0, 0, 3, 1);
    layout->addWidget(m_message, 0, 1);
    layout->addLayout(keyRow, 1, 1);
    layout->addWidget(m_hint, 2, 1);
    layout->setColumnStretch(1, 1);

    setTabOrder(m_keyEdit, m_revealButton);
    setTabOrder(m_revealButton, m_useButton);
    setTabOrder(m_useButton, m_signOutButton);

    connect(m_keyEdit, &QLineEdit::textChanged, this, &KeyPromptBar::updateState);
    connect(m_keyEdit, &QLineEdit::returnPressed, this, &KeyPromptBar::useKey);
    connect(m_useButton, &QPushButton::clicked, this, &KeyPromptBar::useKey);
    connect(m_signOutButton, &QPushButton::clicked, this, &KeyPromptBar::signOutRequested);
    updateState();
    hide();
}

KeyPromptBar::~KeyPromptBar() = default;

void KeyPromptBar::setController(Models::AccountController *controller)
{
    connect(controller, &Models::AccountController::keyRejected, this, &KeyPromptBar::promptForKey);
    connect(controller, &Models::AccountController::keyAccepted, this, &KeyPromptBar::dismiss);
    connect(controller, &Models::AccountController::sessionChanged, this, &KeyPromptBar::dismiss);
    connect(this, &KeyPromptBar::useKeyRequested, controller, &Models::AccountController::useKeyForCurrentProfile);
    connect(this, &KeyPromptBar::signOutRequested, controller, &Models::AccountController::signOut);
}

void KeyPromptBar::promptForKey()
{
    m_message->setText(m_checking ? tr("The new key was refused as well. Check that you copied the whole key, "
                                       "or create a new one in the service's dashboard.")
                                  : tr("The service refused ForwardDesk's API key: it may have been revoked. "
                                       "Enter a valid key to carry on, or sign out."));
    m_checking = false;
    m_keyEdit->clear();
    updateState();
    show();
    m_keyEdit->setFocus();
}

void KeyPromptBar::dismiss()
{
    m_checking = false;
    m_keyEdit->clear();
    hide();
}

void KeyPromptBar::useKey()
{
    const QString key = Core::ApiKeyFormat::cleaned(m_keyEdit->text());
    if (key.isEmpty()) {
        return;
    }
    m_checking = true;
    m_keyEdit->clear(); // the key is not kept in the widget
    m_message->setText(tr("Checking the new key…"));
    updateState();
    emit useKeyRequested(key);
}

void KeyPromptBar::updateState()
{
    const QString text = m_keyEdit->text();
    m_useButton->setEnabled(!Core::ApiKeyFormat::cleaned(text).isEmpty());
    const QString problem = KeyInput::problem(text);
    m_hint->setText(problem);
    m_hint->setVisible(!problem.isEmpty());
}

} // namespace ForwardDesk::Gui
