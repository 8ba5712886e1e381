// SPDX-License-Identifier: GPL-3.0-or-later
// Preferences ▸ Language: the choices, what is saved on OK and on Cancel, and the note about the restart.

#include "gui/window/appsettings.h"
#include "gui/window/preferencesdialog.h"

#include <QComboBox>
#include <QLabel>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;
using ForwardDesk::Gui::AppSettings;
using ForwardDesk::Gui::PreferencesDialog;

class TestPreferencesDialog final : public QObject
{
    Q_OBJECT

    static QComboBox *languageCombo(const PreferencesDialog &dialog)
    {
        return dialog.findChild<QComboBox *>(u"languageCombo"_s);
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"ForwardDeskTests"_s);
        QCoreApplication::setApplicationName(u"tst_preferencesdialog"_s);
    }

    void init() { QSettings().clear(); }

    void language_offersTheSystemAndEachTranslation()
    {
        PreferencesDialog dialog;
        QComboBox *combo = languageCombo(dialog);
        QVERIFY(combo);
        QStringList names;
        QStringList codes;
        for (int i = 0; i < combo->count(); ++i) {
            names << combo->itemText(i);
            codes << combo->itemData(i).toString();
        }
        QCOMPARE(names, (QStringList{u"As the system"_s, u"English"_s, u"Deutsch"_s, u"Français"_s, u"Español"_s}));
        QCOMPARE(codes, (QStringList{QString(), u"en"_s, u"de"_s, u"fr"_s, u"es"_s}));
        QCOMPARE(combo->currentIndex(), 0);
        const auto *note = dialog.findChild<QLabel *>(u"languageNoteLabel"_s);
        QVERIFY(note);
        QVERIFY2(note->text().contains(u"restart"_s), qPrintable(note->text()));
    }

    void language_isSavedOnOk()
    {
        {
            PreferencesDialog dialog;
            languageCombo(dialog)->setCurrentIndex(languageCombo(dialog)->findData(u"de"_s));
            dialog.accept();
        }
        QCOMPARE(AppSettings::language(), u"de"_s);

        PreferencesDialog again;
        QCOMPARE(languageCombo(again)->currentData().toString(), u"de"_s);
        languageCombo(again)->setCurrentIndex(0);
        again.accept();
        QCOMPARE(AppSettings::language(), QString());
        QVERIFY(!QSettings().contains(u"Preferences/language"_s));
    }

    void language_isKeptOnCancel()
    {
        AppSettings::setLanguage(u"es"_s);
        PreferencesDialog dialog;
        QCOMPARE(languageCombo(dialog)->currentData().toString(), u"es"_s);
        languageCombo(dialog)->setCurrentIndex(languageCombo(dialog)->findData(u"en"_s));
        dialog.reject();
        QCOMPARE(AppSettings::language(), u"es"_s);
    }

    void language_unknownSavedCodeShowsTheSystem()
    {
        AppSettings::setLanguage(u"xx"_s);
        PreferencesDialog dialog;
        QCOMPARE(languageCombo(dialog)->currentIndex(), 0);
    }
};

QTEST_MAIN(TestPreferencesDialog)
#include "tst_preferencesdialog.moc"
