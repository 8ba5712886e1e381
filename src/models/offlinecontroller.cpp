// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/offlinecontroller.h"

#include "models/aliasmodel.h"
#include "models/domainmodel.h"
#include "models/logmodel.h"
#include "models/session.h"

#include <QLoggingCategory>
#include <QPointer>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Models {

namespace {
Q_LOGGING_CATEGORY(lc, "forwarddesk.models.offlinecontroller", QtInfoMsg)

const QString addressKeyPrefix = u"address:"_s;

QList<Core::LogEntry> entriesOf(const LogModel *model)
{
    QList<Core::LogEntry> entries;
    entries.reserve(model->rowCount());
    for (int row = 0; row < model->rowCount(); ++row) {
        entries << model->entryAt(row);
    }
    return entries;
}
} // namespace

OfflineController::OfflineController(QObject *parent)
    : OfflineController(std::make_unique<OfflineCache>(), parent)
{ }

OfflineController::OfflineController(std::unique_ptr<OfflineCache> cache, QObject *parent)
    : QObject(parent)
    , m_cache(std::move(cache))
{
    m_writer.setMaxThreadCount(1); // one writer at a time, so that a later save lands last
}

OfflineController::~OfflineController()
{
    waitForWrites();
}

void OfflineController::waitForWrites()
{
    m_writer.waitForDone();
}

QString OfflineController::keyFor(const Core::Profile &profile, bool transient)
{
    if (!profile.isValid()) {
        return {};
    }
    return transient ? addressKeyPrefix + profile.serviceUrl.toString(QUrl::StripTrailingSlash) : profile.id;
}

bool OfflineController::isUnreachable(const Core::ApiError &error)
{
    switch (error.kind()) {
    case Core::ApiError::Kind::Network:
    case Core::ApiError::Kind::Timeout:
        return true;
    case Core::ApiError::Kind::ServerError:
        // A proxy in front of the service answers these when the service itself is down.
        return error.httpStatus() == 502 || error.httpStatus() == 503 || error.httpStatus() == 504;
    default:
        return false;
    }
}

void OfflineController::attach(Session *session, const QString &key)
{
    if (session == nullptr || key.isEmpty() || !m_enabled) {
        return;
    }
    // Every write runs on the writer, in the order of the loads: a write serializes and writes up to all the
    // records loaded, which would otherwise hold back the painting of the rows just loaded.
    connect(session, &Session::domainsLoaded, this, [this, session, key] {
        if (!session->isOffline()) {
            m_writer.start([cache = m_cache.get(), key, domains = session->domains()->domains()] {
                cache->saveDomains(key, domains);
            });
        }
    });
    connect(session, &Session::aliasesLoaded, this, [this, session, key](const QString &domainId) {
        if (!session->isOffline()) {
            m_writer.start([cache = m_cache.get(), key, domainId, aliases = session->aliases()->aliases()] {
                cache->saveAliases(key, domainId, aliases);
            });
        }
    });
    connect(session, &Session::logsLoaded, this, [this, session, key](int added) {
        // A follow poll that found nothing new changes nothing worth writing.
        if (!session->isOffline() && (added != 0 || session->logs()->rowCount() == 0)) {
            // Up to the whole log table: copied here, written on the writer so that a follow poll never stalls
            // the window.
            m_writer.start(
                [cache = m_cache.get(), key, entries = entriesOf(session->logs())] { cache->saveLogs(key, entries); });
        }
    });
    session->setOfflineFallback([controller = QPointer(this), session, key](const Core::ApiError &error) {
        if (controller.isNull() || !controller->m_enabled || !isUnreachable(error)) {
            return false;
        }
        controller->waitForWrites();
        OfflineSnapshot snapshot = controller->m_cache->snapshot(key);
        if (snapshot.isEmpty()) {
            qCInfo(lc) << "the service is out of reach and nothing is kept for this account";
            return false;
        }
        session->showOffline(std::move(snapshot));
        return true;
    });
}

void OfflineController::forget(const QString &key)
{
    if (!key.isEmpty()) {
        waitForWrites();
        m_cache->remove(key);
    }
}

} // namespace ForwardDesk::Models
