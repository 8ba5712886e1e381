// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/account/keypromptbar.h"
#include "gui/aliases/bulkresultdialog.h"
#include "gui/widgets/accessibility.h"

#include <QAccessible>
#include <QAction>
#include <QImage>
#include <QLineEdit>
#include <QTest>
#include <QToolButton>

using namespace Qt::StringLiterals;
using namespace ForwardDesk::Gui;

namespace {

/// Every showing control under @p root (through Qt's accessibility interfaces, as a screen reader gets them)
/// whose name is blank, by role and object name; @p checked counts the controls looked at.
QStringList unnamedControls(QAccessibleInterface *root, int *checked)
{
    static const QList<QAccessible::Role> controls{
        QAccessible::PushButton,    QAccessible::CheckBox, QAccessible::RadioButton, QAccessible::ComboBox,
        QAccessible::EditableText,  QAccessible::Table,    QAccessible::Tree,        QAccessible::List,
        QAccessible::SpinBox,       QAccessible::Slider,   QAccessible::PageTab,     QAccessible::ButtonMenu,
        QAccessible::ButtonDropDown};
    QStringList unnamed;
    for (int i = 0; i < root->childCount(); ++i) {
        QAccessibleInterface *child = root->child(i);
        if (!child || child->state().invisible) {
            continue;
        }
        if (controls.contains(child->role())) {
            ++*checked;
            if (child->text(QAccessible::Name).trimmed().isEmpty()) {
                const QObject *object = child->object();
                unnamed.append(u"role %1 %2"_s.arg(int(child->role())).arg(object ? object->objectName() : QString()));
            }
        }
        if (child->role() != QAccessible::Table && child->role() != QAccessible::Tree
            && child->role() != QAccessible::List) {
            unnamed += unnamedControls(child, checked);
        }
    }
    return unnamed;
}

} // namespace

class TestAccessibility final : public QObject
{
    Q_OBJECT

private slots:
    void nameClearButton_andIconButtons_nameEachButtonInTheField();
    void addClearButton_comesWithTheFirstText_namedAndClearing();
    // Not reached by the AT-SPI test (tests/a11y), which drives the app through its menus.
    void keyPromptBar_namesEveryControl();
    void bulkResultDialog_namesEveryControl();
};

namespace {
/// The pixels of @p widget's own rendering that differ from its first pixel (its background).
int inkedPixels(QWidget *widget)
{
    const QImage image = widget->grab().toImage();
    int inked = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            inked += image.pixel(x, y) != image.pixel(0, 0) ? 1 : 0;
        }
    }
    return inked;
}
} // namespace

void TestAccessibility::addClearButton_comesWithTheFirstText_namedAndClearing()
{
    QLineEdit edit;
    Accessibility::addClearButton(&edit, u"Clear the filter"_s);
    edit.show();
    QVERIFY(QTest::qWaitForWindowExposed(&edit));
    QVERIFY(!edit.isClearButtonEnabled()); // nothing to clear yet, and no icon looked up
    QVERIFY(edit.findChildren<QToolButton *>().isEmpty());

    QTest::keyClicks(&edit, u"ex"_s);
    QVERIFY(edit.isClearButtonEnabled());
    const auto buttons = edit.findChildren<QToolButton *>();
    QCOMPARE(buttons.size(), 1);
    QToolButton *clear = buttons.constFirst();
    QAccessibleInterface *accessible = QAccessible::queryAccessibleInterface(clear);
    QVERIFY(accessible);
    QCOMPARE(accessible->text(QAccessible::Name), u"Clear the filter"_s);
    QTRY_VERIFY(clear->isVisible());
    QTRY_VERIFY(inkedPixels(clear) > 0); // drawn, not left faded out
    clear->click();
    QVERIFY(edit.text().isEmpty());

    // A field that has text already gets its button at once.
    QLineEdit filled(u"kept"_s);
    Accessibility::addClearButton(&filled, u"Clear"_s);
    QVERIFY(filled.isClearButtonEnabled());
}

void TestAccessibility::nameClearButton_andIconButtons_nameEachButtonInTheField()
{
    QLineEdit edit;
    edit.setClearButtonEnabled(true);
    edit.addAction(QIcon(), QLineEdit::LeadingPosition);
    Accessibility::nameClearButton(&edit, u"Clear the filter"_s);
    Accessibility::nameIconButtons(&edit, u"Search"_s);
    edit.show();
    edit.setText(u"example"_s);
    QVERIFY(QTest::qWaitForWindowExposed(&edit));

    QStringList names;
    const auto buttons = edit.findChildren<QToolButton *>();
    for (QToolButton *button : buttons) {
        QAccessibleInterface *accessible = QAccessible::queryAccessibleInterface(button);
        QVERIFY(accessible);
        names.append(accessible->text(QAccessible::Name));
    }
    names.sort();
    QCOMPARE(names, QStringList({u"Clear the filter"_s, u"Search"_s}));
}

void TestAccessibility::keyPromptBar_namesEveryControl()
{
    KeyPromptBar bar;
    bar.show();
    QVERIFY(QTest::qWaitForWindowExposed(&bar));
    bar.findChild<QLineEdit *>()->setText(u"fwd_"_s); // shows the clear button
    int checked = 0;
    const QStringList unnamed = unnamedControls(QAccessible::queryAccessibleInterface(&bar), &checked);
    qInfo("KeyPromptBar: %d controls checked", checked);
    QVERIFY(checked >= 4);
    QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(u", "_s)));
}

void TestAccessibility::bulkResultDialog_namesEveryControl()
{
    BulkResultDialog dialog(u"Disable Aliases"_s);
    dialog.addResult(u"hello@example.net"_s, BulkResultDialog::Outcome::Done, u"Disabled"_s);
    dialog.addResult(u"team@example.net"_s, BulkResultDialog::Outcome::Failed, u"Not found"_s);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    int checked = 0;
    const QStringList unnamed = unnamedControls(QAccessible::queryAccessibleInterface(&dialog), &checked);
    qInfo("BulkResultDialog: %d controls checked", checked);
    QVERIFY(checked >= 2);
    QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(u", "_s)));
}

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
