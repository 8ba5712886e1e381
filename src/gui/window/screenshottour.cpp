// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/window/screenshottour.h"

#include "core/profile.h"
#include "gui/account/connectdialog.h"
#include "gui/aliases/aliasdialog.h"
#include "gui/aliases/aliasespane.h"
#include "gui/aliases/aliasplandialog.h"
#include "gui/domains/adddomaindialog.h"
#include "gui/domains/domainspane.h"
#include "gui/keys/apikeyspane.h"
#include "gui/keys/newkeydialog.h"
#include "gui/keys/secretclipboard.h"
#include "gui/logs/logspane.h"
#include "gui/window/mainwindow.h"
#include "gui/window/trayicon.h"
#include "models/alertpoller.h"
#include "models/aliasmodel.h"
#include "models/domainmodel.h"
#include "models/logmodel.h"
#include "models/session.h"

#include <QLineEdit>
#include <QScreen>
#include <QSystemTrayIcon>
#include <QTableView>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Gui {

namespace {
// Long enough for a load from the local sandbox and a repaint.
constexpr int settleMs = 900;
const QString exampleDomain = u"quietharbor.example"_s;
const QString aliasesDomain = u"lindqvist.example"_s;
constexpr qint64 offlineAgeSeconds = 2 * 3600;

/// What the session shows now, as the offline cache would give it back.
Models::OfflineSnapshot snapshotOf(const Models::Session &session)
{
    Models::OfflineSnapshot snapshot;
    snapshot.savedAt = QDateTime::currentDateTimeUtc().addSecs(-offlineAgeSeconds);
    snapshot.domains = session.domains()->domains();
    snapshot.aliases.insert(session.aliases()->domainId(), session.aliases()->aliases());
    for (int row = 0; row < session.logs()->rowCount(); ++row) {
        snapshot.logs << session.logs()->entryAt(row);
    }
    return snapshot;
}

/// The bounced entries shown by @p logs.
QList<Core::LogEntry> bouncedEntries(const Models::LogModel *logs)
{
    QList<Core::LogEntry> bounced;
    for (int row = 0; row < logs->rowCount(); ++row) {
        const Core::LogEntry entry = logs->entryAt(row);
        if (entry.status == Core::LogEntry::Status::Bounced && !entry.recipient.isEmpty()) {
            bounced << entry;
        }
    }
    return bounced;
}

/// The alert the poller raises for the bounced entries shown, as if they had come in since the last check.
Models::Alert bounceAlert(const Models::LogModel *logs)
{
    const QList<Core::LogEntry> bounced = bouncedEntries(logs);
    Models::Alert alert;
    Models::AlertPoller poller;
    QObject::connect(&poller, &Models::AlertPoller::alertRaised, &poller, [&alert](const Models::Alert &raised) {
        if (alert.message.isEmpty()) {
            alert = raised; // the first address
        }
    });
    poller.takeLogs({}); // the baseline: nothing yet
    poller.takeLogs(bounced);
    return alert;
}

/// A file to import into the demo account that shows every kind of row in the preview.
QByteArray sampleImport(const QList<Core::Alias> &aliases)
{
    QList<Core::Alias> plain;
    for (const Core::Alias &alias : aliases) {
        if (!alias.catchAll) {
            plain.append(alias);
        }
    }
    QByteArray csv = "domain,localpart,catch_all,enabled,destinations\r\n";
    const auto row = [&csv](const Core::Alias &alias, const QStringList &destinations) {
        csv += "lindqvist.example," + alias.localPart.toUtf8() + ",false," + (alias.enabled ? "true" : "false") + ","
            + destinations.join(u' ').toUtf8() + "\r\n";
    };
    if (plain.size() >= 2) {
        row(plain.at(0), plain.at(0).destinations);
        row(plain.at(1), {u"erik.lindqvist@example.org"_s, u"anna@example.net"_s});
    }
    csv += "lindqvist.example,newsletter-2026,false,true,anna@example.net\r\n"
           "lindqvist.example,garden-club,false,false,erik.lindqvist@example.org\r\n"
           "lindqvist.example,front desk,false,true,anna@example.net\r\n"
           "oldshop.example,orders,false,true,anna@example.net\r\n"
           "lindqvist.example,support,false,true,support-at-example.net\r\n";
    return csv;
}

} // namespace

ScreenshotTour::ScreenshotTour(MainWindow *window, Models::Session *session, const QString &folder, QObject *parent)
    : QObject(parent)
    , m_window(window)
    , m_session(session)
    , m_folder(folder)
{ }

ScreenshotTour::~ScreenshotTour() = default;

void ScreenshotTour::start()
{
    m_folder.mkpath(u"."_s);
    m_window->resize(1180, 720);
    m_steps = {
        [this] {
            m_window->showPane(m_window->domainsPane());
            m_window->domainsPane()->selectDomain(m_session->domains()->idOfName(exampleDomain));
        },
        [this] { shoot(m_window, u"domains"_s); },
        [this] {
            m_window->showPane(m_window->aliasesPane());
            m_window->aliasesPane()->showDomain(m_session->domains()->idOfName(aliasesDomain));
        },
        [this] { shoot(m_window, u"aliases"_s); },
        [this] { m_window->showPane(m_window->logsPane()); },
        [this] {
            m_window->logsPane()->view()->selectRow(0);
            shoot(m_window, u"logs"_s);
        },
        [this] { m_window->showPane(m_window->apiKeysPane()); },
        [this] { shoot(m_window, u"api-keys"_s); },
        [this] {
            auto *dialog = new ConnectDialog(m_window);
            dialog->setProfile(Core::Profile::create(QUrl(u"https://forwarding.example"_s), tr("Work")));
            shootDialog(dialog, u"connect-dialog"_s);
        },
        [this] {
            auto *dialog = new AddDomainDialog(m_session, m_window);
            if (auto *edit = dialog->findChild<QLineEdit *>()) {
                edit->setText(u"grün-studio.example"_s);
            }
            shootDialog(dialog, u"add-domain-dialog"_s);
        },
        [this] {
            auto *dialog = new AliasDialog(m_session, m_window);
            shootDialog(dialog, u"alias-dialog"_s);
        },
        [this] {
            auto *dialog = new AliasPlanDialog(m_session, AliasPlanDialog::Mode::Import, m_window);
            dialog->setAttribute(Qt::WA_DeleteOnClose);
            dialog->setFileContents(sampleImport(m_session->aliases()->aliases()), u"aliases-from-backup.csv"_s);
            dialog->show();
            m_importDialog = dialog;
        },
        [this] {
            // The preview needs the aliases of every domain: shot one step later.
            if (m_importDialog) {
                shoot(m_importDialog, u"import-preview"_s);
                m_importDialog->close();
            }
        },
        [this] {
            // An invented value, so that no working key ends up in a picture.
            Core::NewApiKey created;
            created.key.name = tr("Backup script");
            created.secret = u"fwd_Q7dLm2XvR9pK4sTn8WbY3cHf6JzA1eUo5iGk0NrE"_s;
            auto *dialog = new NewKeyDialog(created, m_window->apiKeysPane()->secretClipboard(), m_window);
            shootDialog(dialog, u"new-key-dialog"_s);
        },
        [this] {
            // What clicking a bounce alert of the tray opens: the Logs pane filtered to that address.
            // (With a system tray, the alert itself was shown by the step inserted below.)
            m_window->trayIcon()->openAlert(bounceAlert(m_session->logs()));
        },
        [this] { shoot(m_window, u"alert-opened"_s); },
        [this] {
            // Last, as it ends the session's contact with the service: the offline bar over cached data.
            m_window->showPane(m_window->aliasesPane());
            m_session->showOffline(snapshotOf(*m_session));
        },
        [this] { shoot(m_window, u"offline"_s); },
    };
    if (QSystemTrayIcon::isSystemTrayAvailable()) {
        // Only on a desktop with a system tray (X11 with a tray running; never on the offscreen platform):
        // the alert as the tray shows it, raised by the window's own poller for the bounced entries on show
        // as if they were new since a first, empty check, and a picture of the whole screen.
        const QList<Step> traySteps = {
            [this] {
                m_window->showPane(m_window->logsPane()); // loads the entries
                m_window->trayIcon()->setEnabled(true);
            },
            [this] {
                // The tray has embedded the icon by now, so the balloon points at it.
                Models::AlertPoller *poller = m_window->alertPoller();
                poller->setSession(nullptr); // a new baseline, whatever the settings had it watch
                poller->takeLogs({});
                // One address (the one the alert-opened picture shows), so that one balloon tells of it.
                QList<Core::LogEntry> bounced = bouncedEntries(m_session->logs());
                const QString recipient = bounced.isEmpty() ? QString() : bounced.constFirst().recipient;
                bounced.removeIf([&recipient](const Core::LogEntry &entry) {
                    return entry.recipient.compare(recipient, Qt::CaseInsensitive) != 0;
                });
                poller->takeLogs(bounced);
            },
            [] {},
            [this] { shootScreen(u"tray-alert"_s); },
        };
        m_steps = traySteps + m_steps;
    }
    QTimer::singleShot(settleMs, this, &ScreenshotTour::next);
}

void ScreenshotTour::next()
{
    if (m_steps.isEmpty() || !m_session) {
        emit finished(m_ok && m_session);
        return;
    }
    m_steps.takeFirst()();
    QTimer::singleShot(settleMs, this, &ScreenshotTour::next);
}

void ScreenshotTour::shoot(QWidget *widget, const QString &name)
{
    const QString path = m_folder.filePath(name + u".png"_s);
    if (!widget->grab().save(path)) {
        qWarning("Cannot write %s", qPrintable(path));
        m_ok = false;
    }
}

void ScreenshotTour::shootScreen(const QString &name)
{
    const QString path = m_folder.filePath(name + u".png"_s);
    QScreen *screen = m_window->screen();
    if (screen == nullptr || !screen->grabWindow(0).save(path)) { // 0: the whole screen, tray and balloon too
        qWarning("Cannot write %s", qPrintable(path));
        m_ok = false;
    }
}

void ScreenshotTour::shootDialog(QWidget *dialog, const QString &name)
{
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
    QTimer::singleShot(settleMs / 2, this, [this, dialog, name] {
        shoot(dialog, name);
        dialog->hide();
        dialog->deleteLater();
    });
}

} // namespace ForwardDesk::Gui
