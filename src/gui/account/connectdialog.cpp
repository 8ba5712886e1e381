// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/account/connectdialog.h"

#include "ui_connectdialog.h"

#include "core/apikeyformat.h"
#include "core/urlpolicy.h"
#include "gui/account/keyinput.h"
#include "gui/widgets/errortext.h"
#include "gui/widgets/icons.h"
#include "models/domainmodel.h"
#include "models/session.h"

#include <QLabel>
#include <QPushButton>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Gui {

namespace {

constexpr int outcomeIconSize = 16;
constexpr int hintBottomMargin = 6;

using Kind = Core::ApiError::Kind;

/// Whether an error is about the address (true) or about the key or the account (false).
bool isAboutTheAddress(Kind kind)
{
    switch (kind) {
    case Kind::InvalidToken:
    case Kind::PlanWithoutApiAccess:
    case Kind::Forbidden:
        return false;
    default:
        return true;
    }
}

/// Hints are secondary text (the palette's placeholder colour); a hint about a problem reads as normal text.
/// Palette roles only, so that a dark theme stays readable.
void showAsProblem(QLabel *hint, bool problem)
{
    hint->setForegroundRole(problem ? QPalette::WindowText : QPalette::PlaceholderText);
}

} // namespace

ConnectDialog::ConnectDialog(QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::ConnectDialog>())
    , m_newId(Core::Profile::create(QUrl()).id)
{
    m_ui->setupUi(this);
    setObjectName(u"connectDialog"_s);
    QPushButton *connectButton = m_ui->buttonBox->button(QDialogButtonBox::Ok);
    connectButton->setText(tr("&Connect"));
    connectButton->setObjectName(u"connectButton"_s);
    m_ui->buttonBox->button(QDialogButtonBox::Cancel)->setObjectName(u"cancelButton"_s);
    KeyInput::attachRevealButton(m_ui->revealKeyButton, m_ui->apiKeyEdit);
    m_ui->connectionIconLabel->setFixedSize(outcomeIconSize, outcomeIconSize);
    for (QLabel *hint : {m_ui->serviceUrlHintLabel, m_ui->apiKeyHintLabel}) {
        hint->setTextFormat(Qt::PlainText);
        hint->setAlignment(Qt::AlignLeft | Qt::AlignTop);
        hint->setContentsMargins(0, 0, 0, hintBottomMargin); // a hint belongs to the field above it
        // Wrap at the width of the field column, not at a width of the label's own choosing.
        QSizePolicy policy(QSizePolicy::Ignored, QSizePolicy::Preferred);
        policy.setHeightForWidth(true);
        hint->setSizePolicy(policy);
    }
    m_ui->connectionResultLabel->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_ui->connectionResultLabel->setTextFormat(Qt::PlainText); // error details come from the network

    connect(m_ui->serviceUrlEdit, &QLineEdit::textChanged, this, &ConnectDialog::inputChanged);
    connect(m_ui->apiKeyEdit, &QLineEdit::textChanged, this, &ConnectDialog::inputChanged);
    connect(m_ui->testConnectionButton, &QPushButton::clicked, this, &ConnectDialog::testConnection);
    connect(m_ui->buttonBox, &QDialogButtonBox::accepted, this, &ConnectDialog::accept);
    connect(m_ui->buttonBox, &QDialogButtonBox::rejected, this, &ConnectDialog::reject);
    inputChanged();
}

ConnectDialog::~ConnectDialog() = default;

void ConnectDialog::setProfile(const Core::Profile &profile)
{
    m_profile = profile;
    if (!Core::Profile::isValidId(m_profile.id)) {
        m_profile.id = m_newId;
    }
    m_ui->serviceUrlEdit->setText(profile.serviceUrl.toDisplayString());
    m_ui->profileNameEdit->setText(profile.displayName);
    m_ui->apiKeyEdit->clear();
    m_ui->apiKeyEdit->setFocus();
}

Core::Profile ConnectDialog::profile() const
{
    const QUrl url = serviceUrl();
    // Another address is another account: the known profile keeps its own address, and this one is new.
    const bool sameAddress = !m_profile.serviceUrl.isEmpty()
        && Core::UrlPolicy::normalizedServiceUrl(m_profile.serviceUrl.toString()) == url;
    Core::Profile result = sameAddress ? m_profile : Core::Profile();
    if (!sameAddress) {
        result.id = m_newId;
    }
    if (m_verified) {
        result.apiRoot = m_testedRoot;
    } else if (!sameAddress) {
        result.apiRoot = QUrl(); // a remembered root is only good for the address it was found at
    }
    result.serviceUrl = url;
    result.displayName = m_ui->profileNameEdit->text().trimmed();
    return result;
}

QString ConnectDialog::apiKey() const
{
    return Core::ApiKeyFormat::cleaned(m_ui->apiKeyEdit->text());
}

QUrl ConnectDialog::serviceUrl() const
{
    return Core::UrlPolicy::normalizedServiceUrl(m_ui->serviceUrlEdit->text());
}

void ConnectDialog::accept()
{
    if (m_verified) {
        QDialog::accept();
    } else if (isTesting()) {
        m_acceptOnSuccess = true;
    } else {
        startTest(true);
    }
}

void ConnectDialog::done(int result)
{
    if (result != QDialog::Accepted) {
        stopProbe();
    }
    QDialog::done(result);
}

void ConnectDialog::testConnection()
{
    startTest(false);
}

void ConnectDialog::startTest(bool acceptOnSuccess)
{
    stopProbe();
    const QUrl url = serviceUrl();
    if (m_ui->serviceUrlEdit->text().trimmed().isEmpty() || !url.isValid() || url.host().isEmpty()) {
        showOutcome(Outcome::Failure, tr("Enter the address of the service, for example https://forward.example.com."));
        m_ui->serviceUrlEdit->setFocus();
        emit connectionTested(false);
        return;
    }
    if (!Core::UrlPolicy::isAllowedServiceUrl(url)) {
        // Refused before anything is sent: the key must not travel in clear text.
        finishTest(false, Core::ApiError(Kind::InsecureUrl, 0, url.scheme()));
        return;
    }
    if (apiKey().isEmpty()) {
        showOutcome(Outcome::Failure, tr("Enter the API key."));
        m_ui->apiKeyEdit->setFocus();
        emit connectionTested(false);
        return;
    }
    m_acceptOnSuccess = acceptOnSuccess;
    m_probe = new Models::Session(url, apiKey(), this);
    connect(m_probe, &Models::Session::domainsLoaded, this, [this] {
        if (m_probe->domains()->rowCount() == 0
            && m_probe->listReport(Models::Session::List::Domains).unreadableCount() > 0) {
            // Records came, and none could be read: "Connected" would promise a list that stays empty.
            finishUnknownShape();
            return;
        }
        m_domainCount = m_probe->domains()->rowCount();
        m_testedRoot = m_probe->apiRoot();
        finishTest(true, {});
    });
    connect(m_probe, &Models::Session::loadFailed, this,
            [this](const Core::ApiError &error) { finishTest(false, error); });
    showOutcome(Outcome::Busy, tr("Connecting…"));
    m_ui->testConnectionButton->setEnabled(false);
    m_probe->open();
}

void ConnectDialog::finishTest(bool ok, const Core::ApiError &error)
{
    const bool acceptNow = ok && m_acceptOnSuccess;
    m_acceptOnSuccess = false;
    stopProbe();
    m_verified = ok;
    if (ok) {
        showOutcome(Outcome::Success, tr("Connected: %Ln domain(s)", nullptr, m_domainCount));
    } else {
        m_domainCount = -1;
        showOutcome(Outcome::Failure, ErrorText::connectionProblem(error));
        QLineEdit *culprit = isAboutTheAddress(error.kind()) ? m_ui->serviceUrlEdit : m_ui->apiKeyEdit;
        culprit->setFocus();
        culprit->selectAll();
    }
    m_ui->testConnectionButton->setEnabled(true);
    emit connectionTested(ok);
    if (acceptNow) {
        QDialog::accept();
    }
}

void ConnectDialog::finishUnknownShape()
{
    m_acceptOnSuccess = false;
    stopProbe();
    m_verified = false;
    m_domainCount = -1;
    showOutcome(Outcome::Failure, ErrorText::unknownShape());
    m_ui->serviceUrlEdit->setFocus();
    m_ui->serviceUrlEdit->selectAll();
    emit connectionTested(false);
}

void ConnectDialog::stopProbe()
{
    if (m_probe == nullptr) {
        return;
    }
    // Destroying the session aborts its requests; no late answer may reach this dialog meanwhile.
    m_probe->disconnect(this);
    m_probe->deleteLater();
    m_probe = nullptr;
    m_ui->testConnectionButton->setEnabled(true);
}

void ConnectDialog::inputChanged()
{
    const bool wasTesting = isTesting();
    stopProbe();
    m_acceptOnSuccess = false;
    m_verified = false;
    m_domainCount = -1;
    if (wasTesting || !m_ui->connectionResultLabel->text().isEmpty()) {
        showOutcome(Outcome::None, {}); // the result was about what was typed before
    }
    updateUrlHint();
    updateKeyHint();
}

void ConnectDialog::updateUrlHint()
{
    const QString text = m_ui->serviceUrlEdit->text().trimmed();
    const QUrl url = serviceUrl();
    QString hint;
    bool problem = false;
    if (text.isEmpty() || url.scheme() == u"https"_s) {
        hint = tr("The address of the service itself. Without https:// in front, ForwardDesk adds it.");
    } else if (url.scheme() == u"http"_s && Core::UrlPolicy::isLoopbackHost(url.host())) {
        hint = tr("Plain http:// is fine here: the service runs on this computer.");
    } else if (url.scheme() == u"http"_s) {
        hint = tr("Plain http:// would send your key unencrypted over the network, so ForwardDesk only allows it "
                  "for a service on this computer. Use https://.");
        problem = true;
    } else {
        hint = tr("Use an address that starts with https://.");
        problem = true;
    }
    m_ui->serviceUrlHintLabel->setText(hint);
    showAsProblem(m_ui->serviceUrlHintLabel, problem);
}

void ConnectDialog::updateKeyHint()
{
    const QString problem = KeyInput::problem(m_ui->apiKeyEdit->text());
    m_ui->apiKeyHintLabel->setText(
        problem.isEmpty() ? tr("ForwardDesk keeps the key in your system's keychain, never in a file.") : problem);
    showAsProblem(m_ui->apiKeyHintLabel, !problem.isEmpty());
}

void ConnectDialog::showOutcome(Outcome outcome, const QString &text)
{
    QString icon;
    switch (outcome) {
    case Outcome::None:
        break;
    case Outcome::Busy:
        icon = u"status-pending"_s;
        break;
    case Outcome::Success:
        icon = u"status-ok"_s;
        break;
    case Outcome::Failure:
        icon = u"status-fail"_s;
        break;
    }
    m_ui->connectionIconLabel->setPixmap(
        icon.isEmpty() ? QPixmap()
                       : Icons::get(icon).pixmap(QSize(outcomeIconSize, outcomeIconSize), devicePixelRatio()));
    m_ui->connectionResultLabel->setText(text);
}

} // namespace ForwardDesk::Gui
