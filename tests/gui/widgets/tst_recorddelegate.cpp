// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/aliases/aliasespane.h"
#include "gui/aliases/aliasitemdelegate.h"
#include "gui/domains/verificationpanel.h"
#include "gui/logs/logspane.h"
#include "gui/logs/newrowdelegate.h"
#include "gui/widgets/recorddelegate.h"
#include "gui/widgets/recordtable.h"
#include "gui/window/appstyle.h"
#include "models/aliasmodel.h"
#include "models/roles.h"

#include <QHeaderView>
#include <QImage>
#include <QPainter>
#include <QPixmap>
#include <QProxyStyle>
#include <QStandardItemModel>
#include <QStyleFactory>
#include <QTableView>
#include <QTableWidget>
#include <QTest>

#include <memory>

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

/// A table view that tells the style option it starts each cell's from when it paints.
class SampleView final : public QTableView
{
public:
    QStyleOptionViewItem viewOption() const
    {
        QStyleOptionViewItem option;
        initViewItemOption(&option);
        return option;
    }
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
        QStyleOptionViewItem option = m_view.viewOption(); // as the view starts each cell's
        option.rect = m_view.visualRect(index);
        QImage image(m_view.size(), QImage::Format_ARGB32_Premultiplied);
        QPainter painter(&image);
        m_view.itemDelegateForIndex(index)->paint(&painter, option, index);
        return m_style.drawn;
    }

private:
    RecordingStyle m_style; // outlives the view that uses it
    SampleView m_view;
};

bool laidOutWithoutShaping(const QStyleOptionViewItem &option)
{
    return (option.font.styleStrategy() & QFont::PreferNoShaping) != 0;
}

/// A RecordDelegate whose cells are drawn by the style alone, text and all: what RecordDelegate draws must look
/// the same.
class StyleDrawnDelegate final : public RecordDelegate
{
public:
    using RecordDelegate::RecordDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QStyleOptionViewItem cell(option);
        initStyleOption(&cell, index);
        cell.widget->style()->drawControl(QStyle::CE_ItemViewItem, &cell, painter, cell.widget);
    }

    /// The style option of the cell at @p index of @p view, as RecordDelegate::paint() gets it to draw.
    static QStyleOptionViewItem cellOption(const SampleView *view, const QModelIndex &index)
    {
        StyleDrawnDelegate delegate;
        QStyleOptionViewItem option = view->viewOption();
        option.rect = view->visualRect(index);
        delegate.initStyleOption(&option, index);
        return option;
    }
};

/// A table of record cells of each kind the delegate draws the text of itself, in a style of QStyleFactory.
class SampleTable
{
public:
    enum Column { Short, Elided, Number, Bold, Coloured, Centred, ColumnCount };

    explicit SampleTable(const QString &styleName)
        : m_style(QStyleFactory::create(styleName))
    {
        const QString sender = u"newsletter-digest.weekly+unsubscribe@mail.large-retailer.example"_s;
        for (int row = 0; row < 4; ++row) {
            auto *bold = new QStandardItem(u"Invoice \u2014 \u201c%1\u201d\u2026"_s.arg(row));
            QFont font;
            font.setBold(true);
            bold->setFont(font);
            auto *coloured = new QStandardItem(u"bounced"_s);
            coloured->setForeground(QColor(Qt::darkRed));
            auto *number = new QStandardItem(QString::number(1234 * (row + 1)));
            number->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            auto *centred = new QStandardItem(u"\u00e9t\u00e9 \u00e0 Z\u00fcrich"_s);
            centred->setTextAlignment(Qt::AlignCenter);
            m_model.appendRow({new QStandardItem(u"row %1"_s.arg(row)), new QStandardItem(sender.repeated(row + 1)),
                               number, bold, coloured, centred});
        }
        m_view.setStyle(m_style.get());
        m_view.setModel(&m_model);
        Gui::RecordTable::setUp(&m_view, QAbstractItemView::ExtendedSelection);
        m_view.horizontalHeader()->setStretchLastSection(false);
        for (const auto &[column, width] : {std::pair{Short, 90}, std::pair{Elided, 160}, std::pair{Number, 60},
                                            std::pair{Bold, 70}, std::pair{Coloured, 80}, std::pair{Centred, 150}}) {
            m_view.setColumnWidth(column, width);
        }
        m_view.selectRow(1);
        // Rows of odd and even heights (the text centred in each), and colours that tell a window in the
        // background (as this one is) from the active one and a disabled one.
        m_view.verticalHeader()->setMinimumSectionSize(1);
        const int lineHeight = QFontMetrics(m_view.font()).height();
        for (int row = 0; row < m_model.rowCount(); ++row) {
            m_view.setRowHeight(row, lineHeight + 4 + row);
        }
        QPalette palette = m_view.palette();
        palette.setColor(QPalette::Inactive, QPalette::Text, Qt::darkBlue);
        palette.setColor(QPalette::Inactive, QPalette::HighlightedText, Qt::yellow);
        palette.setColor(QPalette::Disabled, QPalette::Text, Qt::darkGray);
        m_view.setPalette(palette);
        m_view.resize(640, 200);
    }

    SampleView *view() { return &m_view; }
    QStandardItemModel *model() { return &m_model; }

    /// The view as it paints itself with @p delegate (which it then owns).
    QImage paintedWith(QAbstractItemDelegate *delegate)
    {
        m_view.setItemDelegate(delegate);
        return m_view.grab().toImage();
    }

private:
    std::unique_ptr<QStyle> m_style; // outlives the view that uses it
    QStandardItemModel m_model;
    SampleView m_view;
};

} // namespace

class TestRecordDelegate final : public QObject
{
    Q_OBJECT

private slots:
    void needsShaping_data();
    void needsShaping();
    void cellsChooseTheirLayout();
    void aFontThatAsksForNoShapingIsShapedWhereTheTextNeedsIt();
    void theChosenFontIsTheCellsOwn();
    void theChosenFontKeepsTheCellsResolveMask();
    void aPaneDelegateKeepsBothItsStyleAndTheChoice();
    void aTextTheDelegateWritesIsChosenFor();
    void recordTablesGetTheDelegate();
    void drawsTextItself_onlyForOneLineOfTextAlone_data();
    void drawsTextItself_onlyForOneLineOfTextAlone();
    void drawsTextItself_onlyInStylesThatDrawItAsQCommonStyle();
    void cellsLookAsTheStyleDrawsThem_data();
    void cellsLookAsTheStyleDrawsThem();
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

void TestRecordDelegate::theChosenFontIsTheCellsOwn()
{
    // The delegate keeps the fonts it chose; each cell must still get its own font, whatever came before it.
    QStandardItemModel model;
    auto *bold = new QStandardItem(u"invoices@acme.example"_s);
    QFont boldFont;
    boldFont.setBold(true);
    bold->setFont(boldFont);
    model.appendRow({new QStandardItem(u"noreply@github.example"_s), new QStandardItem(u"Parcel \U0001F4E6"_s), bold});
    Table table(&model);
    Gui::RecordTable::setUp(table.view(), QAbstractItemView::SingleSelection);

    const auto expectFont = [&](int column, const QFont &font, bool shaped) {
        const QStyleOptionViewItem option = table.drawn(0, column);
        QCOMPARE(laidOutWithoutShaping(option), !shaped);
        QFont expected = font;
        expected.setStyleStrategy(option.font.styleStrategy());
        QCOMPARE(option.font, expected);
        QCOMPARE(option.fontMetrics.height(), QFontMetrics(option.font).height());
    };
    QFont viewFont = table.view()->font();
    for (int pass = 0; pass < 2; ++pass) {
        expectFont(0, viewFont, false);
        expectFont(1, viewFont, true);
        expectFont(2, boldFont.resolve(viewFont), false);
        expectFont(0, viewFont, false);
        // The view's font changes: a bigger one, in italics.
        viewFont.setPointSizeF(viewFont.pointSizeF() * 2);
        viewFont.setItalic(true);
        table.view()->setFont(viewFont);
        viewFont = table.view()->font();
    }
}

void TestRecordDelegate::theChosenFontKeepsTheCellsResolveMask()
{
    // A pane's delegate may change what a cell's font says it sets (its resolve mask) without making it another
    // font: the cell must still get a font that says what it said.
    class MaskingDelegate final : public RecordDelegate
    {
    public:
        using RecordDelegate::RecordDelegate;

    protected:
        void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
        {
            QStyledItemDelegate::initStyleOption(option, index);
            if (index.column() == 1) {
                option->font.setResolveMask(QFont::FamilyResolved | QFont::SizeResolved);
            }
            chooseLayout(option);
        }
    };

    QStandardItemModel model;
    model.appendRow({new QStandardItem(u"noreply@github.example"_s), new QStandardItem(u"invoices@acme.example"_s)});
    Table table(&model);
    table.view()->setItemDelegate(new MaskingDelegate(table.view()));
    const uint viewMask = table.view()->font().resolveMask();
    QVERIFY(viewMask != (QFont::FamilyResolved | QFont::SizeResolved));

    for (int pass = 0; pass < 2; ++pass) {
        const QStyleOptionViewItem plain = table.drawn(0, 0);
        QVERIFY(laidOutWithoutShaping(plain));
        QCOMPARE(plain.font.resolveMask(), viewMask | QFont::StyleStrategyResolved);
        const QStyleOptionViewItem masked = table.drawn(0, 1);
        QVERIFY(laidOutWithoutShaping(masked));
        QCOMPARE(masked.font.resolveMask(),
                 uint(QFont::FamilyResolved | QFont::SizeResolved | QFont::StyleStrategyResolved));
    }
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

    // The DNS records a domain needs are a table of records too.
    Gui::VerificationPanel panel;
    const auto *records = panel.findChild<QTableWidget *>(u"recordTable"_s);
    QVERIFY(records);
    QVERIFY(qobject_cast<RecordDelegate *>(records->itemDelegate()));
}

void TestRecordDelegate::drawsTextItself_onlyForOneLineOfTextAlone_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("kind");
    QTest::addColumn<bool>("expected");

    enum Kind { Plain, Checkable, WithIcon, Wrapped, NotElided, TallerThanTheRow, BeingEdited };
    QTest::newRow("address") << u"billing@acme-studio.example"_s << int(Plain) << true;
    QTest::newRow("Latin, dashes, euro") << u"Dvo\u0159\u00e1k \u2014 12 \u20ac"_s << int(Plain) << true;
    QTest::newRow("empty") << QString() << int(Plain) << false;
    QTest::newRow("needs shaping") << u"Parcel \U0001F4E6"_s << int(Plain) << false;
    QTest::newRow("right to left") << u"\u05e9\u05dc\u05d5\u05dd"_s << int(Plain) << false;
    QTest::newRow("tab") << u"a\tb"_s << int(Plain) << false;
    QTest::newRow("line break") << u"first\nsecond"_s << int(Plain) << false;
    QTest::newRow("C1 control") << u"a\u0085b"_s << int(Plain) << false;
    QTest::newRow("check box") << u"enabled"_s << int(Checkable) << false;
    QTest::newRow("icon") << u"active"_s << int(WithIcon) << false;
    QTest::newRow("word wrap") << u"a few words"_s << int(Wrapped) << false;
    QTest::newRow("no elision") << u"a few words"_s << int(NotElided) << false;
    QTest::newRow("row lower than a line") << u"a few words"_s << int(TallerThanTheRow) << false;
    QTest::newRow("being edited") << u"a few words"_s << int(BeingEdited) << false;
}

void TestRecordDelegate::drawsTextItself_onlyForOneLineOfTextAlone()
{
    QFETCH(QString, text);
    QFETCH(int, kind);
    QFETCH(bool, expected);
    enum Kind { Plain, Checkable, WithIcon, Wrapped, NotElided, TallerThanTheRow, BeingEdited };

    SampleTable table(u"Fusion"_s);
    SampleView *view = table.view();
    auto *item = new QStandardItem(text);
    if (kind == Checkable) {
        item->setCheckable(true);
    } else if (kind == WithIcon) {
        QPixmap dot(8, 8);
        dot.fill(Qt::darkGreen);
        item->setIcon(QIcon(dot));
    } else if (kind == Wrapped) {
        view->setWordWrap(true);
    } else if (kind == NotElided) {
        view->setTextElideMode(Qt::ElideNone);
    } else if (kind == TallerThanTheRow) {
        view->verticalHeader()->setMinimumSectionSize(1);
        view->setRowHeight(0, QFontMetrics(view->font()).height() / 2);
    }
    table.model()->setItem(0, SampleTable::Short, item);

    QStyleOptionViewItem option = StyleDrawnDelegate::cellOption(view, item->index());
    if (kind == BeingEdited) {
        option.state |= QStyle::State_Editing;
    }
    QCOMPARE(RecordDelegate::drawsTextItself(option, view->style()), expected);
}

void TestRecordDelegate::drawsTextItself_onlyInStylesThatDrawItAsQCommonStyle()
{
    SampleTable table(u"Fusion"_s);
    const QStyleOptionViewItem option =
        StyleDrawnDelegate::cellOption(table.view(), table.model()->index(0, SampleTable::Short));

    const std::unique_ptr<QStyle> fusion(QStyleFactory::create(u"Fusion"_s));
    QVERIFY(RecordDelegate::drawsTextItself(option, fusion.get()));
    const std::unique_ptr<QStyle> windows(QStyleFactory::create(u"Windows"_s));
    QVERIFY(RecordDelegate::drawsTextItself(option, windows.get()));
    // The app's own style draws item views as its base does.
    Gui::AppStyle appStyle(QStyleFactory::create(u"Fusion"_s));
    QVERIFY(RecordDelegate::drawsTextItself(option, &appStyle));
    // Any other proxy may draw them its own way (a style sheet's does); so may a style that is not QStyleFactory's.
    RecordingStyle proxy;
    QVERIFY(!RecordDelegate::drawsTextItself(option, &proxy));
    QCommonStyle common;
    QVERIFY(!RecordDelegate::drawsTextItself(option, &common));
    QVERIFY(!RecordDelegate::drawsTextItself(option, nullptr));
}

void TestRecordDelegate::cellsLookAsTheStyleDrawsThem_data()
{
    QTest::addColumn<QString>("style");
    QTest::addColumn<Qt::TextElideMode>("elideMode");
    QTest::addColumn<Qt::LayoutDirection>("direction");
    QTest::addColumn<bool>("enabled");

    for (const QString &style : {u"Fusion"_s, u"Windows"_s}) {
        const auto name = [&style](const char *what) { return QByteArray(style.toLatin1() + ", " + what); };
        QTest::newRow(name("elided at the right")) << style << Qt::ElideRight << Qt::LeftToRight << true;
        QTest::newRow(name("elided in the middle")) << style << Qt::ElideMiddle << Qt::LeftToRight << true;
        QTest::newRow(name("elided at the left")) << style << Qt::ElideLeft << Qt::LeftToRight << true;
        QTest::newRow(name("right to left")) << style << Qt::ElideRight << Qt::RightToLeft << true;
        QTest::newRow(name("disabled")) << style << Qt::ElideRight << Qt::LeftToRight << false;
    }
}

void TestRecordDelegate::cellsLookAsTheStyleDrawsThem()
{
    QFETCH(QString, style);
    QFETCH(Qt::TextElideMode, elideMode);
    QFETCH(Qt::LayoutDirection, direction);
    QFETCH(bool, enabled);

    SampleTable table(style);
    SampleView *view = table.view();
    view->setTextElideMode(elideMode);
    view->setLayoutDirection(direction);
    view->setEnabled(enabled);
    // The comparison means something only if the delegate draws these cells' text itself.
    for (int column = 0; column < SampleTable::ColumnCount; ++column) {
        const QModelIndex index = table.model()->index(1, column);
        QVERIFY2(RecordDelegate::drawsTextItself(StyleDrawnDelegate::cellOption(view, index), view->style()),
                 qPrintable(index.data().toString()));
    }

    const QImage byTheStyle = table.paintedWith(new StyleDrawnDelegate(view));
    const QImage byTheDelegate = table.paintedWith(new RecordDelegate(view));
    QCOMPARE(byTheDelegate, byTheStyle);
}

QTEST_MAIN(TestRecordDelegate)
#include "tst_recorddelegate.moc"
