// SPDX-License-Identifier: GPL-3.0-or-later
// The keyboard path through each dialog: Tab from the first field visits every control once, in the order in
// which the dialog reads (top to bottom, and left to right within a row), and comes back to the start.
#include "core/apikey.h"
#include "gui/account/connectdialog.h"
#include "gui/aliases/aliasdialog.h"
#include "gui/domains/adddomaindialog.h"
#include "gui/keys/keynamedialog.h"
#include "gui/keys/newkeydialog.h"
#include "gui/keys/secretclipboard.h"
#include "gui/window/preferencesdialog.h"
#include "gui/window/requestlogdialog.h"
#include "models/session.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDialog>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
using namespace ForwardDesk;

namespace {

constexpr int maximumStops = 40;

/// How a control is called in the expected lists: its object name, or a button's text without the mnemonic.
QString nameOf(const QWidget *widget)
{
    if (!widget) {
        return u"(none)"_s;
    }
    if (const auto *button = qobject_cast<const QAbstractButton *>(widget); button && widget->objectName().isEmpty()) {
        return button->text().remove(u'&');
    }
    return widget->objectName().isEmpty() ? QString::fromLatin1(widget->metaObject()->className())
                                          : widget->objectName();
}

/// Presses Tab from the dialog's first focus until focus comes back to it and returns the controls visited.
QStringList tabStops(QDialog *dialog)
{
    dialog->show();
    dialog->activateWindow();
    if (!QTest::qWaitForWindowActive(dialog)) {
        return {u"(dialog not active)"_s};
    }
    QWidget *first = QApplication::focusWidget();
    QStringList stops{nameOf(first)};
    for (int i = 0; i < maximumStops; ++i) {
        QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : dialog, Qt::Key_Tab);
        QWidget *now = QApplication::focusWidget();
        if (now == first) {
            return stops;
        }
        stops.append(nameOf(now));
    }
    stops.append(u"(focus never came back)"_s);
    return stops;
}

} // namespace

class TestDialogTabOrder final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void connectDialog();
    void addDomainDialog();
    void aliasDialog();
    void keyNameDialog();
    void newKeyDialog();
    void preferencesDialog();
    void requestLogDialog();

private:
    // Never opened: the dialogs only read from it while they are built.
    std::unique_ptr<Models::Session> m_session;
};

void TestDialogTabOrder::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_session = std::make_unique<Models::Session>(QUrl(u"http://127.0.0.1:9"_s), u"fwd_tabordertest"_s);
}

void TestDialogTabOrder::connectDialog()
{
    Gui::ConnectDialog dialog;
    QCOMPARE(tabStops(&dialog),
             QStringList({u"serviceUrlEdit"_s, u"apiKeyEdit"_s, u"revealKeyButton"_s, u"profileNameEdit"_s,
                          u"testConnectionButton"_s, u"connectButton"_s, u"cancelButton"_s}));
}

void TestDialogTabOrder::addDomainDialog()
{
    Gui::AddDomainDialog dialog(m_session.get());
    // Add Domain is disabled while the name is empty, and Tab passes it by.
    QCOMPARE(tabStops(&dialog), QStringList({u"nameEdit"_s, u"Cancel"_s}));
}

void TestDialogTabOrder::aliasDialog()
{
    Gui::AliasDialog dialog(m_session.get());
    // The destinations editor starts with its input field (typing is what one does there), then its list;
    // the dialog's buttons come last, as they are placed. Add Alias and Remove are disabled.
    QCOMPARE(tabStops(&dialog),
             QStringList({u"localPartEdit"_s, u"catchAllCheck"_s, u"enabledCheck"_s, u"destinationInput"_s,
                          u"addDestinationButton"_s, u"destinationList"_s, u"cancelButton"_s}));
}

void TestDialogTabOrder::keyNameDialog()
{
    Gui::KeyNameDialog dialog;
    QCOMPARE(tabStops(&dialog), QStringList({u"nameEdit"_s, u"cancelButton"_s}));
}

void TestDialogTabOrder::newKeyDialog()
{
    Core::NewApiKey created;
    created.key.name = u"Backup script"_s;
    created.secret = u"fwd_Q7dLm2XvR9pK4sTn8WbY3cHf6JzA1eUo5iGk0NrE"_s;
    Gui::SecretClipboard clipboard;
    Gui::NewKeyDialog dialog(created, &clipboard);
    // Focus starts on Copy; the key field beside it comes round last.
    QCOMPARE(tabStops(&dialog), QStringList({u"copyButton"_s, u"useForAppCheck"_s, u"doneButton"_s, u"keyEdit"_s}));
    dialog.findChild<QAbstractButton *>(u"copyButton"_s)->click(); // lets it close without asking
}

void TestDialogTabOrder::preferencesDialog()
{
    Gui::PreferencesDialog dialog;
    QCOMPARE(tabStops(&dialog),
             QStringList({u"colorSchemeCombo"_s, u"followIntervalSpin"_s, u"clipboardSpin"_s, u"languageCombo"_s,
                          u"OK"_s, u"Cancel"_s}));
}

void TestDialogTabOrder::requestLogDialog()
{
    QStandardItemModel log(3, 4);
    Gui::RequestLogDialog dialog(&log);
    QCOMPARE(tabStops(&dialog), QStringList({u"requestLogTable"_s}));
}

QTEST_MAIN(TestDialogTabOrder)
#include "tst_dialogtaborder.moc"
