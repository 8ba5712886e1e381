// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/widgets/accessibility.h"

#include <QAccessible>
#include <QAction>
#include <QLineEdit>
#include <QTest>
#include <QToolButton>

using namespace Qt::StringLiterals;
using namespace ForwardDesk::Gui;

class TestAccessibility final : public QObject
{
    Q_OBJECT

private slots:
    void nameClearButton_andIconButtons_nameEachButtonInTheField();
};

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

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
