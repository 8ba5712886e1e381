// SPDX-License-Identifier: GPL-3.0-or-later
// The yardstick for start-up (tests/bench/startup.sh): the least a Qt Widgets program with a populated
// table does. It shows a QMainWindow with a QTableView of 8 rows, lets the window paint once, and quits.

#include <QApplication>
#include <QEvent>
#include <QMainWindow>
#include <QStandardItemModel>
#include <QTableView>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace {
constexpr int rowCount = 8;
constexpr int columnCount = 3;

/// Quits once the table's rows have been painted: at its first paint event, the quit is posted, so that it comes
/// after the paint. A timer of its own would not do: it can fire before the window system shows the window, and
/// the program would then end without a paint.
class QuitAfterFirstPaint final : public QObject
{
public:
    explicit QuitAfterFirstPaint(QWidget *watched)
        : QObject(watched)
    {
        watched->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint) {
            watched->removeEventFilter(this);
            QTimer::singleShot(0, qApp, &QCoreApplication::quit);
        }
        return false;
    }
};
} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QMainWindow window;
    QStandardItemModel model(rowCount, columnCount);
    model.setHorizontalHeaderLabels({u"Domain"_s, u"Status"_s, u"Aliases"_s});
    for (int row = 0; row < rowCount; ++row) {
        model.setItem(row, 0, new QStandardItem(u"domain%1.example"_s.arg(row + 1)));
        model.setItem(row, 1, new QStandardItem(u"Active"_s));
        model.setItem(row, 2, new QStandardItem(QString::number(row * 10)));
    }
    auto *view = new QTableView(&window);
    view->setModel(&model);
    window.setCentralWidget(view);
    window.resize(1180, 720);
    // As forwarddesk --quit-after-load does, the program ends once its rows are on screen.
    new QuitAfterFirstPaint(view->viewport()); // owned by the viewport
    window.show();
    return QApplication::exec();
}
