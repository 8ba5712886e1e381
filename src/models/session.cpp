// SPDX-License-Identifier: GPL-3.0-or-later
#include "session.h"

#include "core/apiclient.h"
#include "domainmodel.h"

#include <QElapsedTimer>
#include <QLoggingCategory>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Models {

namespace {
Q_LOGGING_CATEGORY(lc, "forwarddesk.models.session")
} // namespace

Session::Session(const QUrl &serviceUrl, const QString &apiKey, QObject *parent)
    : QObject(parent)
    , m_client(new Core::ApiClient(this))
    , m_domains(new DomainModel(this))
{
    qRegisterMetaType<Core::ApiError>();
    const Core::ApiError urlError = m_client->setServiceUrl(serviceUrl);
    if (urlError.isError()) {
        m_lastError = urlError;
    }
    m_client->setApiKey(apiKey);
}

Session::~Session() = default;

void Session::setKnownApiRoot(const QUrl &root)
{
    m_client->setApiRoot(root);
    m_rootKnown = root.isValid();
}

void Session::setState(State state)
{
    if (m_state != state) {
        m_state = state;
        emit stateChanged(state);
    }
}

void Session::fail(const Core::ApiError &error)
{
    m_lastError = error;
    qCInfo(lc) << "load failed:" << error.toString();
    setState(State::Failed);
    emit loadFailed(error);
}

void Session::open()
{
    if (m_lastError.kind() == Core::ApiError::Kind::InsecureUrl) {
        fail(m_lastError);
        return;
    }
    setState(State::Connecting);
    if (m_rootKnown) {
        refreshDomains();
        return;
    }
    auto clock = std::make_shared<QElapsedTimer>();
    clock->start();
    m_client->discoverApiRoot(this, [this, clock](const Core::ApiResult<QUrl> &result) {
        if (!result.ok()) {
            fail(result.error());
            return;
        }
        m_rootKnown = true;
        emit stepFinished(u"discover"_s, clock->elapsed(), 0);
        refreshDomains();
    });
}

void Session::refreshDomains()
{
    auto clock = std::make_shared<QElapsedTimer>();
    clock->start();
    m_client->listDomains(this, [this, clock](const Core::ApiResult<QList<Core::Domain>> &result) {
        if (!result.ok()) {
            fail(result.error());
            return;
        }
        const auto count = static_cast<int>(result.value().size());
        m_domains->setDomains(result.value());
        m_lastRefresh = QDateTime::currentDateTime();
        m_lastError = {};
        setState(State::Connected);
        emit stepFinished(u"domains"_s, clock->elapsed(), count);
        emit domainsLoaded();
    });
}

} // namespace ForwardDesk::Models
