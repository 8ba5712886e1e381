// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/keys/secretclipboard.h"

#include <QClipboard>
#include <QCoreApplication>
#include <QCryptographicHash>
#include <QGuiApplication>
#include <QList>
#include <QMimeData>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Gui {

namespace {
constexpr std::chrono::milliseconds defaultClearDelay = std::chrono::seconds(30);

QByteArray hashOf(const QString &text)
{
    return QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Sha256);
}

struct Marker
{
    QString type;
    QByteArray value;
};

// The formats that tell this platform's clipboard managers and history not to keep a copy.
QList<Marker> secretMarkers()
{
#if defined(Q_OS_WIN)
    // Keep the copy out of clipboard monitors, the clipboard history and the cloud clipboard; the last two
    // take a DWORD 0 (little-endian).
    const QByteArray dwordZero(4, '\0');
    return {{u"ExcludeClipboardContentFromMonitorProcessing"_s, dwordZero},
            {u"CanIncludeInClipboardHistory"_s, dwordZero},
            {u"CanUploadToCloudClipboard"_s, dwordZero}};
#elif defined(Q_OS_MACOS)
    // The nspasteboard.org convention that macOS clipboard managers honour.
    return {{u"application/x-nspasteboard-concealed-type"_s, QByteArrayLiteral("1")}};
#else
    // KDE's Klipper and other Linux clipboard managers skip entries with this hint.
    return {{u"x-kde-passwordManagerHint"_s, QByteArrayLiteral("secret")}};
#endif
}
} // namespace

SecretClipboard::SecretClipboard(QObject *parent)
    : QObject(parent)
    , m_timer(new QTimer(this))
    , m_clearDelay(defaultClearDelay)
{
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, &SecretClipboard::clearIfUnchanged);
    connect(QGuiApplication::clipboard(), &QClipboard::dataChanged, this, &SecretClipboard::forgetIfReplaced);
    connect(qApp, &QCoreApplication::aboutToQuit, this, &SecretClipboard::clearIfUnchanged);
}

SecretClipboard::~SecretClipboard()
{
    clearIfUnchanged();
}

void SecretClipboard::setClearDelay(std::chrono::milliseconds delay)
{
    m_clearDelay = delay;
    if (m_timer->isActive()) {
        m_timer->start(m_clearDelay);
    }
}

QStringList SecretClipboard::secretMarkerTypes()
{
    QStringList types;
    for (const Marker &marker : secretMarkers()) {
        types << marker.type;
    }
    return types;
}

QMimeData *SecretClipboard::secretMimeData(const QString &secret)
{
    auto *data = new QMimeData;
    data->setText(secret);
    for (const Marker &marker : secretMarkers()) {
        data->setData(marker.type, marker.value);
    }
    return data;
}

void SecretClipboard::copy(const QString &secret)
{
    // Hash first: setMimeData() reports dataChanged at once, and the copy must be recognised as ours.
    m_hash = hashOf(secret);
    QGuiApplication::clipboard()->setMimeData(secretMimeData(secret), QClipboard::Clipboard);
    m_timer->start(m_clearDelay);
}

bool SecretClipboard::holdsCopy() const
{
    if (m_hash.isEmpty()) {
        return false;
    }
    const QMimeData *data = QGuiApplication::clipboard()->mimeData(QClipboard::Clipboard);
    return data && data->hasText() && hashOf(data->text()) == m_hash;
}

void SecretClipboard::clearIfUnchanged()
{
    m_timer->stop();
    if (holdsCopy()) {
        QGuiApplication::clipboard()->clear(QClipboard::Clipboard);
        m_hash.clear();
        emit cleared();
        return;
    }
    m_hash.clear();
}

void SecretClipboard::forgetIfReplaced()
{
    // Something else was copied: nothing of ours is left to clear, so stop remembering the hash too.
    if (!m_hash.isEmpty() && !holdsCopy()) {
        m_hash.clear();
        m_timer->stop();
    }
}

} // namespace ForwardDesk::Gui
