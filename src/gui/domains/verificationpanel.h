// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/apierror.h"
#include "core/apiresult.h"
#include "core/dnschecker.h"
#include "core/domain.h"

#include <QHash>
#include <QPointer>
#include <QWidget>

class QLabel;

#include <memory>

namespace Ui {
class VerificationPanel;
}

namespace ForwardDesk::Models {
class Session;
}

namespace ForwardDesk::Gui {

/// The DNS set-up of one domain: the records the service expects, what the service found, what the world's
/// DNS publishes now (a local check), the domain's status, and Verify.
///
/// Usage: setSession(), then setDomain(id) whenever the selection changes. It follows the session's domain
/// model, so a verification (from here or elsewhere) shows at once. Its DnsChecker child ("dnsChecker")
/// can be given a resolver by tests.
class VerificationPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(VerificationPanel)

public:
    enum Column { TypeColumn, HostColumn, ValueColumn, CopyColumn, FoundColumn, WorldColumn, ColumnCount };

    explicit VerificationPanel(QWidget *parent = nullptr);
    ~VerificationPanel() override;

    void setSession(Models::Session *session);
    /// Shows the domain with @p domainId; an empty id shows a placeholder.
    void setDomain(const QString &domainId);
    [[nodiscard]] QString domainId() const { return m_domainId; }

    /// Asks the service to check the domain's records.
    void verify();
    /// Looks up the records in the world's DNS, without the service.
    void checkDns();
    [[nodiscard]] bool canVerify() const;
    [[nodiscard]] bool canCheckDns() const;

    /// The status icon of a domain status ("status-ok" for Active, …), for badges.
    [[nodiscard]] static QString statusIconName(Core::Domain::Status status);

signals:
    /// Verify or Check DNS became possible or impossible.
    void actionsChanged();
    void statusMessage(const QString &message, int timeoutMs = 4000);

private:
    enum class Tone { Neutral, Success, Failure, Error };

    /// Shows the records of a domain (@p details), or the words that ask to select one.
    void showDetails(bool details);
    void showDomain();
    void fillRecords(const Core::Domain &domain);
    void showWorld(int row, const Core::DnsChecker::Result &result);
    void showMessage(Tone tone, const QString &richText);
    void clearMessage();
    void onVerified(const QString &domainId, const Core::ApiResult<Core::Domain> &result);
    void onRecordChecked(int index, const Core::DnsChecker::Result &result);
    void updateButtons();
    [[nodiscard]] const Core::Domain *currentDomain() const;
    [[nodiscard]] static QString recordKey(const Core::DnsRecord &record);

    std::unique_ptr<Ui::VerificationPanel> m_ui;
    QPointer<Models::Session> m_session;
    Core::DnsChecker *m_checker;
    /// Stands in for the record table when the service lists no records for the domain.
    QLabel *m_noRecordsLabel;
    QString m_domainId;
    QString m_verifyingId;
    /// What the last local check saw, by record (type, host, expected value), for the shown domain.
    QHash<QString, Core::DnsChecker::Result> m_world;
    QList<Core::DnsRecord> m_checkedRecords;
    QList<Core::DnsRecord> m_shownRecords;
};

} // namespace ForwardDesk::Gui
