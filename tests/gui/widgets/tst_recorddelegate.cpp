// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/aliases/aliasespane.h"
#include "gui/aliases/aliasitemdelegate.h"
#include "gui/logs/logspane.h"
#include "gui/logs/newrowdelegate.h"
#include "gui/widgets/recorddelegate.h"
#include "gui/widgets/recordtable.h"
#include "models/aliasmodel.h"
#include "models/roles.h"

#include <QImage>
#include <QPainter>
#include <QProxyStyle>
#include <QStandardItemModel>
#include <QTableView>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace ForwardDesk;
using Gui::RecordDelegate;

namespace {

/// Keeps the style option of the last cell a delegate drew: what the view's style is asked to draw.
class RecordingStyle final : public QProxyStyle
{
public:
    void drawControl(ControlElement element, const QStyleOption *option, QPainter *painter,
                     const QWidget *widget) const override
    {
        if (element == CE_ItemViewItem) {
            drawn = *qstyleoption_cast<const QStyleOptionViewItem *>(option);
        }
        QProxyStyle::drawControl(element, option, painter, widget);
    }

    mutable QStyleOptionViewItem drawn;
};

/// A table whose cells are drawn into an image by its own delegates, and what they handed the style.
class Table
{
public:
    explicit Table(QAbstractItemModel *model)
    {
        m_view.setStyle(&m_style);
        m_view.setModel(model);
        m_view.resize(600, 200);
    }

    QTableView *view() { return &m_view; }

    QStyleOptionViewItem drawn(int row, int column)
    {
        const QModelIndex index = m_view.model()->index(row, column);
        QStyleOptionViewItem option;
        option.initFrom(&m_view);
        option.widget = &m_view;
        option.rect = m_view.visualRect(index);
        QImage image(m_view.size(), QImage::Format_ARGB32_Premultiplied);
        QPainter painter(&image);
        m_view.itemDelegateForIndex(index)->paint(&painter, option, index);
        return m_style.drawn;
    }

private:
    RecordingStyle m_style; // outlives the view that uses it
    QTableView m_view;
};

bool laidOutWithoutShaping(const QStyleOptionViewItem &option)
{
    return (option.font.styleStrategy() & QFont::PreferNoShaping) != 0;
}

} // namespace

class TestRecordDelegate final : public QObject
{
    Q_OBJECT

private slots:
    void needsShaping_data();
    void needsShaping();
    void cellsChooseTheirLayout();
    void aFontThatAsksForNoShapingIsShapedWhereTheTextNeedsIt();
    void aPaneDelegateKeepsBothItsStyleAndTheChoice();
    void aTextTheDelegateWritesIsChosenFor();
    void recordTablesGetTheDelegate();
};

void TestRecordDelegate::needsShaping_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("expected");

    QTest::newRow("empty") << QString() << false;
    QTest::newRow("address") << u"billing@acme-studio.example"_s << false;
    QTest::newRow("date") << u"28 Nov 2026 03:50:18"_s << false;
    QTest::newRow("smtp reply") << u"5.2.2 <maria.garcia@example.org>: Mailbox full"_s << false;
    QTest::newRow("Latin-1 letters") << u"Bücherwurm Ærø façade"_s << false;
    QTest::newRow("Latin Extended") << u"Łódź Dvořák"_s << false;
    QTest::newRow("dash, quotes, ellipsis") << u"catch-all \u2014 \u201cquoted\u201d\u2026"_s << false;
    QTest::newRow("guillemets and per mille") << u"\u2039a\u203a 5\u2030"_s << false;
    QTest::newRow("euro") << u"Invoice 12 \u20ac"_s << false;

    QTest::newRow("combining acute") << u"Cafe\u0301"_s << true;
    QTest::newRow("Greek") << u"\u03b1\u03b2\u03b3"_s << true;
    QTest::newRow("Arabic") << u"\u0645\u0631\u062d\u0628\u0627"_s << true;
    QTest::newRow("Hebrew") << u"\u05e9\u05dc\u05d5\u05dd"_s << true;
    QTest::newRow("Devanagari") << u"\u0928\u092e\u0938\u094d\u0924\u0947"_s << true;
    QTest::newRow("CJK") << u"\u4f60\u597d"_s << true;
    QTest::newRow("emoji") << u"Parcel \U0001F4E6 shipped"_s << true;
    QTest::newRow("zero-width joiner") << u"a\u200db"_s << true;
    QTest::newRow("right-to-left mark") << u"a\u200fb"_s << true;
    QTest::newRow("directional override") << u"a\u202eb"_s << true;
    QTest::newRow("directional isolate") << u"a\u2067b\u2069"_s << true;
    QTest::newRow("trade mark sign") << u"Brand\u2122"_s << true;
    QTest::newRow("variation selector") << u"\u2764\ufe0f"_s << true;
}

void TestRecordDelegate::needsShaping()
{
    QFETCH(QString, text);
    QFETCH(bool, expected);
    QCOMPARE(RecordDelegate::needsShaping(text), expected);
}

void TestRecordDelegate::cellsChooseTheirLayout()
{
    QStandardItemModel model;
    model.appendRow({new QStandardItem(u"noreply@github.example"_s), new QStandardItem(u"Parcel \U0001F4E6"_s),
                     new QStandardItem(u"\u0645\u0631\u062d\u0628\u0627"_s), new QStandardItem()});
    Table table(&model);
    Gui::RecordTable::setUp(table.view(), QAbstractItemView::SingleSelection);

    const QStyleOptionViewItem plain = table.drawn(0, 0);
    QCOMPARE(plain.text, u"noreply@github.example"_s); // the text is untouched
    QVERIFY(laidOutWithoutShaping(plain));
    QVERIFY(!laidOutWithoutShaping(table.drawn(0, 1)));
    QVERIFY(!laidOutWithoutShaping(table.drawn(0, 2)));
    QVERIFY(laidOutWithoutShaping(table.drawn(0, 3)));
}

void TestRecordDelegate::aFontThatAsksForNoShapingIsShapedWhereTheTextNeedsIt()
{
    QStandardItemModel model;
    auto *item = new QStandardItem(u"\u05e9\u05dc\u05d5\u05dd"_s);
    QFont font;
    font.setStyleStrategy(QFont::PreferNoShaping);
    item->setFont(font);
    model.appendRow(item);
    Table table(&model);
    Gui::RecordTable::setUp(table.view(), QAbstractItemView::SingleSelection);

    QVERIFY(!laidOutWithoutShaping(table.drawn(0, 0)));
}

void TestRecordDelegate::aPaneDelegateKeepsBothItsStyleAndTheChoice()
{
    QStandardItemModel model;
    auto *fresh = new QStandardItem(u"alerts@monitoring.example"_s);
    fresh->setData(true, Models::NewRole);
    auto *freshEmoji = new QStandardItem(u"\U0001F514 alerts"_s);
    freshEmoji->setData(true, Models::NewRole);
    model.appendRow({fresh, freshEmoji});
    Table table(&model);
    table.view()->setItemDelegate(new Gui::NewRowDelegate(table.view()));

    const QStyleOptionViewItem option = table.drawn(0, 0);
    QVERIFY(option.font.bold());
    QVERIFY(laidOutWithoutShaping(option));
    const QStyleOptionViewItem emoji = table.drawn(0, 1);
    QVERIFY(emoji.font.bold());
    QVERIFY(!laidOutWithoutShaping(emoji));
}

void TestRecordDelegate::aTextTheDelegateWritesIsChosenFor()
{
    // The Enabled column shows a word of the delegate's own in place of what the model holds.
    QStandardItemModel model(1, Models::AliasModel::EnabledColumn + 1);
    model.setData(model.index(0, Models::AliasModel::EnabledColumn), u"\u2714\ufe0f"_s);
    model.setData(model.index(0, Models::AliasModel::EnabledColumn), Qt::Checked, Qt::CheckStateRole);
    Table table(&model);
    Gui::AliasesPane::setUpTable(table.view());

    const QStyleOptionViewItem option = table.drawn(0, Models::AliasModel::EnabledColumn);
    QCOMPARE(option.text, Gui::AliasItemDelegate::tr("On"));
    QCOMPARE(laidOutWithoutShaping(option), !RecordDelegate::needsShaping(option.text));
}

void TestRecordDelegate::recordTablesGetTheDelegate()
{
    QTableView plain;
    Gui::RecordTable::setUp(&plain, QAbstractItemView::SingleSelection);
    QVERIFY(qobject_cast<RecordDelegate *>(plain.itemDelegate()));

    QTableView own;
    auto *delegate = new Gui::NewRowDelegate(&own);
    own.setItemDelegate(delegate);
    Gui::RecordTable::setUp(&own, QAbstractItemView::SingleSelection);
    QCOMPARE(own.itemDelegate(), delegate); // a pane's own delegate is kept

    QTableView logs;
    Gui::LogsPane::setUpTable(&logs);
    QVERIFY(qobject_cast<Gui::NewRowDelegate *>(logs.itemDelegate()));
}

QTEST_MAIN(TestRecordDelegate)
#include "tst_recorddelegate.moc"
