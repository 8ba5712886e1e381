// SPDX-License-Identifier: GPL-3.0-or-later
// The pool of texts that the records of one list share: one QString for each text, exact whatever the text.

#include "core/textpool.h"

#include <QTest>

#include <array>
#include <span>
#include <string>

using namespace Qt::StringLiterals;
using ForwardDesk::Core::TextPool;

class TestTextPool final : public QObject
{
    Q_OBJECT

private slots:
    void sameText_isOneString()
    {
        TextPool pool;
        const QString first = pool.text("anna@example.net");
        const QString again = pool.text(std::string("anna@example.net")); // another block of the same bytes
        QCOMPARE(first, u"anna@example.net"_s);
        QCOMPARE(again, first);
        QCOMPARE(again.constData(), first.constData());
    }

    void textsThatShareAStart_areApart()
    {
        TextPool pool;
        const QStringList expected{u"a"_s, u"ab"_s, u"abc"_s, u""_s, u"bücher.example"_s, u"b\u00fccher"_s};
        const std::string texts[] = {"a",
                                     "ab",
                                     "abc",
                                     "",
                                     "b\xc3\xbc"
                                     "cher.example",
                                     "b\xc3\xbc"
                                     "cher"};
        for (int round = 0; round < 2; ++round) {
            for (qsizetype i = 0; i < expected.size(); ++i) {
                QCOMPARE(pool.text(texts[i]), expected.at(i));
            }
        }
        QVERIFY(pool.text("abcd") == u"abcd"_s);
    }

    void manyTexts_areEachFoundAgain()
    {
        // Enough texts to grow the table several times, and some with bytes a hash may treat alike.
        TextPool pool;
        QList<QString> made;
        for (std::size_t i = 0; i < TextPool::MaxTexts; ++i) {
            const std::string text = "sender" + std::to_string(i) + "@example.net";
            made.append(pool.text(text));
            QCOMPARE(made.constLast(), QString::fromStdString(text));
        }
        for (std::size_t i = 0; i < TextPool::MaxTexts; ++i) {
            const std::string text = "sender" + std::to_string(i) + "@example.net";
            const QString again = pool.text(text);
            QCOMPARE(again, made.at(qsizetype(i)));
            QVERIFY2(again.constData() == made.at(qsizetype(i)).constData(), text.c_str());
        }
    }

    void sameTexts_shareOneList()
    {
        TextPool pool;
        const QString a = pool.text("a@example.net");
        const QString b = pool.text("b@example.net");
        const QStringList first = pool.list(std::array{a, b});
        QCOMPARE(first, (QStringList{u"a@example.net"_s, u"b@example.net"_s}));
        const QStringList again = pool.list(std::array{pool.text("a@example.net"), pool.text("b@example.net")});
        QCOMPARE(again.constData(), first.constData());
        const QStringList other = pool.list(std::array{b, a}); // the same texts in another order
        QCOMPARE(other, (QStringList{u"b@example.net"_s, u"a@example.net"_s}));
        QVERIFY(other.constData() != first.constData());
        QCOMPARE(pool.list(std::array{a}), QStringList{a});
        QVERIFY(pool.list({}).isEmpty());
    }

    void theLastListsMade_areAlwaysFoundAgain()
    {
        // Whichever slots their texts' data picks (it differs from run to run), the last RecentLists lists made
        // are each shared again, however many lists came before them.
        TextPool pool;
        QList<QStringList> made;
        for (int i = 0; i < 200; ++i) {
            const std::array texts{pool.text("n" + std::to_string(i) + "@example.net"), pool.text("x@example.net")};
            made.append(pool.list(texts));
            for (qsizetype back = 0; back < qsizetype(TextPool::RecentLists) && back < made.size(); ++back) {
                const QStringList &earlier = made.at(made.size() - 1 - back);
                const QStringList again = pool.list(std::array{pool.text(earlier.at(0).toStdString()), texts[1]});
                QVERIFY2(again.constData() == earlier.constData(), qPrintable(earlier.join(u' ')));
            }
        }
    }

    void manyLists_eachHoldItsOwnTexts()
    {
        // More lists than the pool remembers, some of texts it did not hand out: each comes back with exactly its
        // texts, whether it is shared with an earlier one or made again.
        TextPool pool;
        QList<QStringList> wanted;
        for (int i = 0; i < 300; ++i) {
            const std::string one = "m" + std::to_string(i % 40) + "@example.net";
            const std::string two = "m" + std::to_string(i % 7) + "@example.net";
            wanted.append({QString::fromStdString(one), QString::fromStdString(two)});
        }
        for (int round = 0; round < 2; ++round) {
            for (const QStringList &texts : std::as_const(wanted)) {
                const std::array pooled{pool.text(texts.at(0).toStdString()), pool.text(texts.at(1).toStdString())};
                QCOMPARE(pool.list(pooled), texts);
                // texts of their own, equal to the pool's
                QCOMPARE(pool.list(std::span<const QString>(texts.constData(), texts.size())), texts);
            }
        }
    }

    void pastTheLimits_textsAreMadeOnTheirOwn()
    {
        TextPool pool;
        for (std::size_t i = 0; i < TextPool::MaxTexts; ++i) {
            (void)pool.text("kept" + std::to_string(i));
        }
        const QString late = pool.text("late");
        QCOMPARE(late, u"late"_s);
        QVERIFY(pool.text("late").constData() != late.constData()); // not kept: the pool is full
        QCOMPARE(pool.text("kept7").constData(), pool.text("kept7").constData()); // the first ones still are

        TextPool other;
        const std::string longText(TextPool::MaxTextBytes + 1, 'x');
        const QString once = other.text(longText);
        QCOMPARE(once.size(), qsizetype(longText.size()));
        QVERIFY(other.text(longText).constData() != once.constData());
        const std::string longest(TextPool::MaxTextBytes, 'y');
        QCOMPARE(other.text(longest).constData(), other.text(longest).constData());
    }
};

QTEST_GUILESS_MAIN(TestTextPool)
#include "tst_textpool.moc"
