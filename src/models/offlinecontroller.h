// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/apierror.h"
#include "core/profile.h"
#include "models/offlinecache.h"

#include <QObject>
#include <QString>
#include <QThreadPool>

#include <memory>

namespace ForwardDesk::Models {

class Session;

/// Keeps the offline cache of the signed-in account up to date and shows it when the service cannot be
/// reached: every successful load of domains, aliases or log entries is written to the OfflineCache, and
/// when loading the domains fails because the service is out of reach (no network, refused, timeout, a
/// gateway's 502/503/504) the session shows the cached data read-only (Session::showOffline()).
///
/// Usage: AccountController owns one and calls attach() for every new session and forget() when a profile
/// is removed. setEnabled(false) (demo mode) neither writes nor reads the cache.
class OfflineController final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OfflineController)

public:
    /// Uses the cache in the app's data folder.
    explicit OfflineController(QObject *parent = nullptr);
    /// Uses @p cache (tests).
    explicit OfflineController(std::unique_ptr<OfflineCache> cache, QObject *parent = nullptr);
    ~OfflineController() override;

    /// Blocks until every cache write started so far has finished.
    void waitForWrites();

    [[nodiscard]] OfflineCache *cache() const { return m_cache.get(); }
    void setEnabled(bool enabled) { m_enabled = enabled; }
    [[nodiscard]] bool isEnabled() const { return m_enabled; }

    /// Records what @p session loads under @p key and lets it fall back on that; an empty key does neither.
    void attach(Session *session, const QString &key);
    /// Removes what is kept under @p key.
    void forget(const QString &key);

    /// The key of @p profile's data: its id, or for an account used for this run only (an address given on
    /// the command line), its address, so that the next run with that address finds it.
    [[nodiscard]] static QString keyFor(const Core::Profile &profile, bool transient);
    /// True for failures that mean "the service cannot be reached" (not a refusal by the service).
    [[nodiscard]] static bool isUnreachable(const Core::ApiError &error);

private:
    std::unique_ptr<OfflineCache> m_cache;
    /// Writes the cache away from the GUI thread, one write at a time in the order they were started; reads
    /// wait for it (waitForWrites()).
    QThreadPool m_writer;
    bool m_enabled = true;
};

} // namespace ForwardDesk::Models
