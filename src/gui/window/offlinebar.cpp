// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/window/offlinebar.h"

#include "gui/widgets/bannerstyle.h"
#include "gui/widgets/errortext.h"
#include "gui/widgets/icons.h"
#include "models/session.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Gui {

namespace {
constexpr int iconSize = 18;
} // namespace

OfflineBar::OfflineBar(QWidget *parent)
    : QFrame(parent)
    , m_icon(new QLabel(this))
    , m_text(new QLabel(this))
    , m_retry(new QPushButton(tr("&Retry"), this))
{
    setObjectName(u"offlineBar"_s);
    m_icon->setObjectName(u"offlineIcon"_s);
    m_text->setObjectName(u"offlineText"_s);
    m_retry->setObjectName(u"offlineRetryButton"_s);
    BannerStyle::apply(this);
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *layout = new QHBoxLayout(this);
    layout->addWidget(m_icon);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_retry);
    connect(m_retry, &QPushButton::clicked, this, &OfflineBar::retry);
    hide();
}

OfflineBar::~OfflineBar() = default;

void OfflineBar::setSession(Models::Session *session)
{
    if (m_session) {
        disconnect(m_session, nullptr, this, nullptr);
    }
    m_session = session;
    if (session) {
        connect(session, &Models::Session::offlineChanged, this, &OfflineBar::refresh);
        connect(session, &Models::Session::stateChanged, this, &OfflineBar::refresh);
        connect(session, &Models::Session::domainsLoaded, this, &OfflineBar::refresh);
    }
    refresh();
}

QString OfflineBar::text() const
{
    return m_text->text();
}

void OfflineBar::refresh()
{
    const bool offline = m_session && m_session->isOffline();
    setVisible(offline);
    if (!offline) {
        return;
    }
    if (m_icon->pixmap().isNull()) {
        // Drawn when first shown (most runs never show the bar), at the screen's pixel ratio.
        m_icon->setPixmap(Icons::get(u"warning"_s).pixmap(QSize(iconSize, iconSize), devicePixelRatio()));
    }
    const QString when = QLocale().toString(m_session->offlineSavedAt().toLocalTime(), QLocale::ShortFormat);
    m_text->setText(tr("<b>Offline</b> — showing what was loaded on %1. Changes are turned off until the "
                       "service can be reached.")
                        .arg(when));
    m_text->setToolTip(ErrorText::sentence(m_session->lastError()));
    const bool trying = m_session->state() == Models::Session::State::Connecting;
    m_retry->setEnabled(!trying);
    m_retry->setText(trying ? tr("Trying…") : tr("&Retry"));
}

void OfflineBar::retry()
{
    if (m_session) {
        m_session->open();
        refresh();
    }
}

} // namespace ForwardDesk::Gui
