// SPDX-License-Identifier: GPL-3.0-or-later
// Gui::WrappingLabel: its heights at each width and its size hints are a QLabel's, also after each change of
// text, font, margins, indent or alignment (what it keeps is forgotten when what it was measured from changes).

#include "gui/widgets/wrappinglabel.h"

#include <QApplication>
#include <QLabel>
#include <QTest>

#include <functional>

using namespace Qt::StringLiterals;
using ForwardDesk::Gui::WrappingLabel;

class TestWrappingLabel final : public QObject
{
    Q_OBJECT

    /// Checks that @p label measures as @p plain does at several widths, twice (the second time from what it kept).
    static void measuresAs(const WrappingLabel &label, const QLabel &plain, const char *when)
    {
        for (int round = 0; round < 2; ++round) {
            for (const int width : {40, 90, 160, 300, 600, 1200}) {
                QVERIFY2(label.heightForWidth(width) == plain.heightForWidth(width),
                         qPrintable(u"%1, width %2"_s.arg(QLatin1StringView(when)).arg(width)));
            }
            QVERIFY2(label.sizeHint() == plain.sizeHint(), when);
            QVERIFY2(label.minimumSizeHint() == plain.minimumSizeHint(), when);
        }
    }

private slots:
    void measures_asAQLabel_afterEachChange()
    {
        WrappingLabel label;
        QLabel plain;
        const auto both = [&label, &plain](const std::function<void(QLabel &)> &change) {
            change(label);
            change(plain);
        };
        both([](QLabel &l) {
            l.setWordWrap(true);
            l.setText(u"At your DNS provider, add each record above. DNS changes can take from a few minutes to a day "
                      u"to be seen everywhere."_s);
        });
        measuresAs(label, plain, "at first");
        const int before = label.heightForWidth(160);

        both([](QLabel &l) { l.setText(u"Shorter words now."_s); });
        measuresAs(label, plain, "after another text");
        QVERIFY(label.heightForWidth(160) != before); // so a height kept from before would have been seen

        both([](QLabel &l) {
            QFont larger = l.font();
            larger.setPointSizeF(larger.pointSizeF() * 2);
            l.setFont(larger);
        });
        measuresAs(label, plain, "after another font");
        both([](QLabel &l) { l.setContentsMargins(10, 4, 30, 4); });
        measuresAs(label, plain, "after other contents margins");
        both([](QLabel &l) { l.setMargin(7); });
        measuresAs(label, plain, "after another margin");
        both([](QLabel &l) { l.setIndent(25); });
        measuresAs(label, plain, "after another indent");
        both([](QLabel &l) { l.setAlignment(Qt::AlignCenter); });
        measuresAs(label, plain, "after another alignment");
        both([](QLabel &l) { l.setText(u"<b>Rich</b> text, wrapped over <i>several</i> lines of the label."_s); });
        measuresAs(label, plain, "after rich text");
        both([](QLabel &l) { l.setWordWrap(false); });
        measuresAs(label, plain, "without wrapping");
    }
};

QTEST_MAIN(TestWrappingLabel)
#include "tst_wrappinglabel.moc"
