// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QObject>

#include <chrono>

class QMimeData;
class QTimer;

namespace ForwardDesk::Gui {

/// Puts a secret (a new API key) on the clipboard, marked so that clipboard managers and the system's
/// clipboard history leave it alone, and takes it off again after a while.
///
/// Usage: one instance that outlives the dialogs which copy (the API keys pane owns it); copy() the value.
/// After clearDelay() the clipboard is cleared, but only if it still holds that value: whatever the user
/// copied meanwhile stays. The same happens when the application quits or the instance is destroyed.
/// Only a SHA-256 hash of the value is kept, to recognise it; never the value itself.
class SecretClipboard final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SecretClipboard)

public:
    explicit SecretClipboard(QObject *parent = nullptr);
    ~SecretClipboard() override;

    /// 30 seconds unless set otherwise (tests use a short delay).
    [[nodiscard]] std::chrono::milliseconds clearDelay() const { return m_clearDelay; }
    void setClearDelay(std::chrono::milliseconds delay);

    /// Copies @p secret, marked as secret for this platform, and starts the clear timer.
    void copy(const QString &secret);
    /// True while the clipboard still holds the value copied last.
    [[nodiscard]] bool holdsCopy() const;

    /// The clipboard contents copy() uses: the text plus this platform's "do not keep" markers.
    [[nodiscard]] static QMimeData *secretMimeData(const QString &secret);
    /// The mime types that mark a copy as secret on this platform.
    [[nodiscard]] static QStringList secretMarkerTypes();

signals:
    /// The clipboard was cleared because it still held the copied value.
    void cleared();

private:
    void clearIfUnchanged();
    void forgetIfReplaced();

    QTimer *m_timer;
    QByteArray m_hash; ///< SHA-256 of the copied value; empty when nothing is held
    std::chrono::milliseconds m_clearDelay;
};

} // namespace ForwardDesk::Gui
