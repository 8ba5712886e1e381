// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/widgets/statusbadgedelegate.h"
#include "gui/window/appsettings.h"
#include "models/roles.h"

#include <QAccessible>
#include <QApplication>
#include <QStandardItemModel>
#include <QStyle>
#include <QStyleFactory>
#include <QTableView>
#include <QTest>

#include <cmath>
#include <memory>

using namespace Qt::StringLiterals;
using namespace ForwardDesk;
using Gui::StatusBadgeDelegate;

namespace {

// WCAG 2 relative luminance and contrast ratio, written out here so that the test does not trust the
// delegate's own arithmetic.
double linear(double value)
{
    return value <= 0.04045 ? value / 12.92 : std::pow((value + 0.055) / 1.055, 2.4);
}

double relativeLuminance(const QColor &color)
{
    const QColor c = color.toRgb();
    return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF());
}

double contrast(const QColor &a, const QColor &b)
{
    const double la = relativeLuminance(a);
    const double lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QPalette highContrast(const QColor &background, const QColor &alternate, const QColor &text)
{
    QPalette palette;
    palette.setColor(QPalette::Base, background);
    palette.setColor(QPalette::AlternateBase, alternate);
    palette.setColor(QPalette::Window, background);
    palette.setColor(QPalette::Text, text);
    palette.setColor(QPalette::WindowText, text);
    return palette;
}

const QStringList badges{u"status-ok"_s, u"status-pending"_s, u"status-fail"_s, u"status-rejected"_s, u"status-spam"_s};

} // namespace

class TestStatusBadgeDelegate final : public QObject
{
    Q_OBJECT

private slots:
    void textColor_readsOnBothRowBackgrounds_data();
    void textColor_readsOnBothRowBackgrounds();
    void textColor_keepsTheStatusHueOnLightAndDarkRows();
    void textColor_unknownStatus_usesThePaletteText();
    void wordColor_followsThePalettesColours();
    void statusCell_isReadAsItsWord();
};

void TestStatusBadgeDelegate::textColor_readsOnBothRowBackgrounds_data()
{
    QTest::addColumn<QPalette>("palette");
    QTest::addColumn<QString>("badge");

    const std::unique_ptr<QStyle> fusion(QStyleFactory::create(u"Fusion"_s));
    const QPalette light = fusion->standardPalette();
    Gui::AppSettings::applyColorScheme(Gui::AppSettings::ColorScheme::Dark);
    const QPalette dark = QApplication::palette();
    Gui::AppSettings::applyColorScheme(Gui::AppSettings::ColorScheme::System);
    const QPalette blackHighContrast = highContrast(Qt::black, QColor(0x1a, 0x1a, 0x1a), Qt::white);
    const QPalette whiteHighContrast = highContrast(Qt::white, QColor(0xf0, 0xf0, 0xf0), Qt::black);
    const QPalette greyRows = highContrast(QColor(0x80, 0x80, 0x80), QColor(0x78, 0x78, 0x78), Qt::black);

    for (const QString &badge : badges) {
        QTest::addRow("light %s", qPrintable(badge)) << light << badge;
        QTest::addRow("app dark %s", qPrintable(badge)) << dark << badge;
        QTest::addRow("high contrast black %s", qPrintable(badge)) << blackHighContrast << badge;
        QTest::addRow("high contrast white %s", qPrintable(badge)) << whiteHighContrast << badge;
        QTest::addRow("mid grey rows %s", qPrintable(badge)) << greyRows << badge;
    }
}

void TestStatusBadgeDelegate::textColor_readsOnBothRowBackgrounds()
{
    QFETCH(QPalette, palette);
    QFETCH(QString, badge);
    const QColor color = StatusBadgeDelegate::textColor(badge, palette);
    const double onBase = contrast(color, palette.color(QPalette::Base));
    const double onAlternate = contrast(color, palette.color(QPalette::AlternateBase));
    if (onBase < 4.5 || onAlternate < 4.5) {
        qWarning("%s on base %s: %.2f, on alternate %s: %.2f", qPrintable(color.name()),
                 qPrintable(palette.color(QPalette::Base).name()), onBase,
                 qPrintable(palette.color(QPalette::AlternateBase).name()), onAlternate);
    }
    QVERIFY(onBase >= 4.5);
    QVERIFY(onAlternate >= 4.5);
}

void TestStatusBadgeDelegate::textColor_keepsTheStatusHueOnLightAndDarkRows()
{
    const std::unique_ptr<QStyle> fusion(QStyleFactory::create(u"Fusion"_s));
    Gui::AppSettings::applyColorScheme(Gui::AppSettings::ColorScheme::Dark);
    const QPalette dark = QApplication::palette();
    Gui::AppSettings::applyColorScheme(Gui::AppSettings::ColorScheme::System);
    for (const QPalette &palette : {fusion->standardPalette(), dark}) {
        const QColor ok = StatusBadgeDelegate::textColor(u"status-ok"_s, palette);
        const QColor pending = StatusBadgeDelegate::textColor(u"status-pending"_s, palette);
        const QColor fail = StatusBadgeDelegate::textColor(u"status-fail"_s, palette);
        // Green, amber and red words, not the plain text colour for all three.
        QVERIFY(ok != palette.color(QPalette::Text));
        QVERIFY(ok.toHsv().hue() > 90 && ok.toHsv().hue() < 170);
        QVERIFY(pending.toHsv().hue() > 20 && pending.toHsv().hue() < 60);
        QVERIFY(fail.toHsv().hue() < 15 || fail.toHsv().hue() > 345);
    }
}

void TestStatusBadgeDelegate::textColor_unknownStatus_usesThePaletteText()
{
    const QPalette palette = highContrast(Qt::white, Qt::white, QColor(0x10, 0x20, 0x30));
    QCOMPARE(StatusBadgeDelegate::textColor(u"status-unknown"_s, palette), QColor(0x10, 0x20, 0x30));
}

void TestStatusBadgeDelegate::wordColor_followsThePalettesColours()
{
    const std::unique_ptr<QStyle> fusion(QStyleFactory::create(u"Fusion"_s));
    const QPalette light = fusion->standardPalette();
    Gui::AppSettings::applyColorScheme(Gui::AppSettings::ColorScheme::Dark);
    const QPalette dark = QApplication::palette();
    Gui::AppSettings::applyColorScheme(Gui::AppSettings::ColorScheme::System);
    // Each colour textColor() reads changed alone: the alternate rows, the rows, the text (the word of a status
    // without a hue).
    QPalette darkAlternate = light;
    darkAlternate.setColor(QPalette::AlternateBase, QColor(0x30, 0x30, 0x30));
    QPalette darkBase = darkAlternate;
    darkBase.setColor(QPalette::Base, Qt::black);
    QPalette otherText = darkBase;
    otherText.setColor(QPalette::Text, QColor(0xee, 0xdd, 0xcc));
    QPalette inactive = light; // what an inactive window's cells are drawn with
    inactive.setCurrentColorGroup(QPalette::Inactive);
    inactive.setColor(QPalette::Inactive, QPalette::Base, QColor(0x20, 0x20, 0x20));
    inactive.setColor(QPalette::Inactive, QPalette::AlternateBase, QColor(0x28, 0x28, 0x28));

    const StatusBadgeDelegate delegate([](int) { return QString(); });
    for (const QPalette &palette : {light, dark, light, darkAlternate, darkBase, otherText, inactive, light}) {
        for (const QString &badge : badges + QStringList{u"status-unknown"_s}) {
            QCOMPARE(delegate.wordColor(badge, palette), StatusBadgeDelegate::textColor(badge, palette));
        }
    }
    // The palettes differ where it matters: the colours were not all the same.
    QVERIFY(StatusBadgeDelegate::textColor(u"status-ok"_s, light)
            != StatusBadgeDelegate::textColor(u"status-ok"_s, darkAlternate));
    QVERIFY(StatusBadgeDelegate::textColor(u"status-ok"_s, light)
            != StatusBadgeDelegate::textColor(u"status-ok"_s, inactive));
    QVERIFY(StatusBadgeDelegate::textColor(u"status-unknown"_s, darkBase)
            != StatusBadgeDelegate::textColor(u"status-unknown"_s, otherText));
}

void TestStatusBadgeDelegate::statusCell_isReadAsItsWord()
{
    QStandardItemModel model(1, 2);
    model.setData(model.index(0, 0), u"quietharbor.example"_s);
    model.setData(model.index(0, 1), u"Pending"_s);
    model.setData(model.index(0, 1), 1, Models::StatusRole);
    QTableView view;
    view.setModel(&model);
    view.setItemDelegateForColumn(1, new StatusBadgeDelegate([](int) { return u"status-pending"_s; }, &view));
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));

    QAccessibleInterface *table = QAccessible::queryAccessibleInterface(&view);
    QVERIFY(table && table->tableInterface());
    QAccessibleInterface *cell = table->tableInterface()->cellAt(0, 1);
    QVERIFY(cell);
    QCOMPARE(cell->text(QAccessible::Name), u"Pending"_s);
}

QTEST_MAIN(TestStatusBadgeDelegate)
#include "tst_statusbadgedelegate.moc"
