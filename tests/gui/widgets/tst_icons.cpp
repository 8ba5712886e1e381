// SPDX-License-Identifier: GPL-3.0-or-later
// The app's icons (Gui::Icons): each SVG file of the resources gives, through Icons::get(), the same pixels, sizes
// and null-ness as a QIcon made from the file, at every mode and at device pixel ratios 1 and 2; an icon that has
// no file is null. A deferred icon is made when it is first drawn or measured, once, and draws as what was made.

#include "gui/widgets/icons.h"

#include <QApplication>
#include <QDirIterator>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QPixmap>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace ForwardDesk;

namespace {

/// The names of the SVG files under :/icons, without their suffix.
QStringList iconNames()
{
    QStringList names;
    QDirIterator files(u":/icons"_s, {u"*.svg"_s}, QDir::Files);
    while (files.hasNext()) {
        names.append(QFileInfo(files.next()).completeBaseName());
    }
    names.sort();
    return names;
}

/// @p icon painted with QIcon::paint() into a transparent image of @p size.
QImage painted(const QIcon &icon, const QSize &size, QIcon::Mode mode)
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    icon.paint(&painter, QRect(QPoint(), size), Qt::AlignCenter, mode);
    painter.end();
    return image;
}

QImage asImage(const QPixmap &pixmap)
{
    return pixmap.toImage().convertToFormat(QImage::Format_ARGB32_Premultiplied);
}

} // namespace

class TestIcons : public QObject
{
    Q_OBJECT

private slots:
    void everyFile_drawsAsItsFile_data()
    {
        QTest::addColumn<QString>("name");
        const QStringList names = iconNames();
        QVERIFY2(names.size() >= 10, qPrintable(names.join(u", ")));
        for (const QString &name : names) {
            QTest::newRow(qPrintable(name)) << name;
        }
    }

    void everyFile_drawsAsItsFile()
    {
        QFETCH(QString, name);
        const QIcon fromFile(u":/icons/%1.svg"_s.arg(name));
        const QIcon icon = Gui::Icons::get(name);
        QVERIFY(!fromFile.isNull());
        QVERIFY(!icon.isNull());
        for (const QIcon::Mode mode : {QIcon::Normal, QIcon::Disabled, QIcon::Active, QIcon::Selected}) {
            for (const int extent : {16, 22, 24, 48}) {
                const QSize size(extent, extent);
                QCOMPARE(icon.actualSize(size, mode), fromFile.actualSize(size, mode));
                for (const qreal ratio : {1.0, 2.0}) {
                    const QPixmap pixmap = icon.pixmap(size, ratio, mode);
                    const QPixmap expected = fromFile.pixmap(size, ratio, mode);
                    QCOMPARE(pixmap.size(), expected.size());
                    QCOMPARE(pixmap.devicePixelRatio(), expected.devicePixelRatio());
                    QVERIFY2(asImage(pixmap) == asImage(expected),
                             qPrintable(
                                 u"%1 at %2 px, ratio %3, mode %4"_s.arg(name).arg(extent).arg(ratio).arg(int(mode))));
                }
                QVERIFY(painted(icon, size, mode) == painted(fromFile, size, mode));
            }
        }
        QCOMPARE(icon.availableSizes(), fromFile.availableSizes());
    }

    void sameName_sameIcon()
    {
        // Made once and shared: a pixmap drawn for one copy is in the cache for the next.
        QCOMPARE(Gui::Icons::get(u"refresh"_s).cacheKey(), Gui::Icons::get(u"refresh"_s).cacheKey());
        QVERIFY(Gui::Icons::get(u"refresh"_s).cacheKey() != Gui::Icons::get(u"delete"_s).cacheKey());
    }

    void changedCopy_leavesTheSharedIconAlone()
    {
        const QImage before = asImage(Gui::Icons::get(u"add"_s).pixmap(QSize(16, 16), 1.0));
        QIcon copy = Gui::Icons::get(u"add"_s);
        QPixmap red(16, 16);
        red.fill(Qt::red);
        copy.addPixmap(red, QIcon::Disabled);
        QCOMPARE(asImage(copy.pixmap(QSize(16, 16), 1.0, QIcon::Disabled)).pixelColor(8, 8), QColor(Qt::red));
        QVERIFY(asImage(Gui::Icons::get(u"add"_s).pixmap(QSize(16, 16), 1.0)) == before);
        QVERIFY(asImage(Gui::Icons::get(u"add"_s).pixmap(QSize(16, 16), 1.0, QIcon::Disabled)).pixelColor(8, 8)
                != QColor(Qt::red));
    }

    void deferred_isMadeWhenFirstNeeded_once()
    {
        int made = 0;
        const QIcon icon = Gui::Icons::deferred([&made] {
            ++made;
            return Gui::Icons::get(u"refresh"_s);
        });
        const QIcon copy = icon; // a copy shares what is made
        QVERIFY(!icon.isNull());
        QCOMPARE(made, 0);
        const QSize size(16, 16);
        QVERIFY(asImage(copy.pixmap(size, 1.0)) == asImage(Gui::Icons::get(u"refresh"_s).pixmap(size, 1.0)));
        QCOMPARE(made, 1);
        QCOMPARE(icon.actualSize(QSize(48, 48)), Gui::Icons::get(u"refresh"_s).actualSize(QSize(48, 48)));
        QVERIFY(painted(icon, size, QIcon::Disabled) == painted(Gui::Icons::get(u"refresh"_s), size, QIcon::Disabled));
        QCOMPARE(made, 1);
    }

    void deferred_thatMakesNothing_isNullOnceMade()
    {
        const QIcon icon = Gui::Icons::deferred([] { return QIcon(); });
        QVERIFY(icon.pixmap(QSize(16, 16), 1.0).isNull());
        QVERIFY(icon.isNull());
    }

    void missingFile_isNull()
    {
        const QIcon icon = Gui::Icons::get(u"no-such-icon"_s);
        QVERIFY(icon.isNull());
        QVERIFY(icon.pixmap(QSize(16, 16), 1.0).isNull());
        QVERIFY(QIcon(u":/icons/no-such-icon.svg"_s).isNull());
    }
};

QTEST_MAIN(TestIcons)
#include "tst_icons.moc"
