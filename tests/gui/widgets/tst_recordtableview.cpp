// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/widgets/recordtable.h"
#include "gui/widgets/recordtableview.h"

#include <QHeaderView>
#include <QImage>
#include <QPainter>
#include <QRegion>
#include <QScrollBar>
#include <QStandardItemModel>
#include <QStyle>
#include <QStyleFactory>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
using namespace ForwardDesk;

namespace {

/// A model of @p rows rows of five columns of short texts.
std::unique_ptr<QStandardItemModel> makeModel(int rows)
{
    auto model = std::make_unique<QStandardItemModel>(rows, 5);
    for (int row = 0; row < rows; ++row) {
        for (int column = 0; column < 5; ++column) {
            model->setItem(row, column, new QStandardItem(u"r%1 c%2"_s.arg(row).arg(column)));
        }
    }
    return model;
}

/// What can be done to a view before it is drawn.
enum class Change {
    None,
    RightToLeft,
    HiddenColumnAndRow,
    Scrolled,
    MovedColumn,
    FewRows,
    WithRowNumbers,
    NoGrid,
};

/// Sets @p view up as a pane's table, applies @p change, and returns the image of its viewport, painted as a
/// whole or, with @p region, only there.
QImage painted(QTableView *view, QStyle *style, QAbstractItemModel *model, Change change, const QRegion &region)
{
    view->setStyle(style);
    view->setModel(model);
    Gui::RecordTable::setUp(view, QAbstractItemView::SingleSelection);
    view->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    view->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    for (int column = 0; column < 5; ++column) {
        view->setColumnWidth(column, 70 + 13 * column);
    }
    view->selectRow(2);
    view->resize(420, 260);
    switch (change) {
    case Change::None:
    case Change::FewRows:
        break;
    case Change::RightToLeft:
        view->setLayoutDirection(Qt::RightToLeft);
        break;
    case Change::HiddenColumnAndRow:
        view->setColumnHidden(1, true);
        view->setRowHidden(3, true);
        break;
    case Change::Scrolled:
        view->horizontalHeader()->setStretchLastSection(false);
        view->setColumnWidth(4, 300);
        view->verticalScrollBar()->setValue(37);
        view->horizontalScrollBar()->setValue(51);
        break;
    case Change::MovedColumn:
        view->horizontalHeader()->moveSection(0, 3);
        break;
    case Change::WithRowNumbers:
        view->verticalHeader()->show();
        break;
    case Change::NoGrid:
        view->setShowGrid(false);
        break;
    }
    QImage image(view->viewport()->size(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::magenta);
    view->viewport()->render(&image, QPoint(), region.isEmpty() ? QRegion(view->viewport()->rect()) : region,
                             QWidget::DrawWindowBackground);
    return image;
}

} // namespace

class TestRecordTableView final : public QObject
{
    Q_OBJECT

private slots:
    void drawsTheGridAsQTableView_data();
    void drawsTheGridAsQTableView();
    void theGridIsItsOwn();
};

void TestRecordTableView::drawsTheGridAsQTableView_data()
{
    QTest::addColumn<QString>("style");
    QTest::addColumn<int>("change");
    QTest::addColumn<QRegion>("region");

    const QRegion twoPieces = QRegion(15, 20, 120, 50) + QRegion(200, 90, 150, 100);
    for (const QString &style : {u"Fusion"_s, u"Windows"_s}) {
        const auto name = [&style](const char *what) { return QByteArray(style.toLatin1() + ", " + what); };
        QTest::newRow(name("whole")) << style << int(Change::None) << QRegion();
        QTest::newRow(name("two pieces of it")) << style << int(Change::None) << twoPieces;
        QTest::newRow(name("right to left")) << style << int(Change::RightToLeft) << QRegion();
        QTest::newRow(name("right to left, two pieces")) << style << int(Change::RightToLeft) << twoPieces;
        QTest::newRow(name("a column and a row hidden")) << style << int(Change::HiddenColumnAndRow) << QRegion();
        QTest::newRow(name("scrolled part of a row and a column")) << style << int(Change::Scrolled) << QRegion();
        QTest::newRow(name("a column moved")) << style << int(Change::MovedColumn) << QRegion();
        QTest::newRow(name("fewer rows than fit")) << style << int(Change::FewRows) << QRegion();
        QTest::newRow(name("row numbers shown")) << style << int(Change::WithRowNumbers) << QRegion();
        QTest::newRow(name("no grid")) << style << int(Change::NoGrid) << QRegion();
    }
}

void TestRecordTableView::drawsTheGridAsQTableView()
{
    QFETCH(QString, style);
    QFETCH(int, change);
    QFETCH(QRegion, region);

    const std::unique_ptr<QStyle> qtStyle(QStyleFactory::create(style));
    QVERIFY(qtStyle);
    const auto model = makeModel(Change(change) == Change::FewRows ? 3 : 40);
    QTableView qtView;
    Gui::RecordTableView view;
    const QImage byQt = painted(&qtView, qtStyle.get(), model.get(), Change(change), region);
    const QImage byTheView = painted(&view, qtStyle.get(), model.get(), Change(change), region);
    QCOMPARE(byTheView, byQt);
}

void TestRecordTableView::theGridIsItsOwn()
{
    // QTableView draws no grid lines of its own in the view, which fills them in.
    const Gui::RecordTableView view;
    QCOMPARE(view.gridStyle(), Qt::NoPen);
    QVERIFY(view.showGrid());
}

QTEST_MAIN(TestRecordTableView)
#include "tst_recordtableview.moc"
