// SPDX-License-Identifier: GPL-3.0-or-later
// Every translations/forwarddesk_*.ts: no unfinished, vanished or obsolete entry, the same %1/%n
// placeholders as the source, and the same messages as lupdate finds in the sources today. The checks are
// also run on a deliberately broken copy, to show that each of them catches what it is meant to.

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>
#include <QXmlStreamWriter>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

constexpr int lupdateTimeoutMs = 120000;

struct Message
{
    QString context;
    QString source;
    QString comment;
    bool numerus = false;
    QString type; ///< empty (finished), "unfinished", "vanished" or "obsolete"
    QStringList translations; ///< one text, or one per plural form
};

struct TsFile
{
    QString language;
    QString sourceLanguage;
    QList<Message> messages;
    QString error;
};

QString keyOf(const Message &message)
{
    return message.context + u" | "_s + message.source + (message.comment.isEmpty() ? QString() : u" | "_s)
        + message.comment;
}

TsFile readTs(const QString &path)
{
    TsFile ts;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        ts.error = u"cannot open %1"_s.arg(path);
        return ts;
    }
    QXmlStreamReader xml(&file);
    QString context;
    while (xml.readNextStartElement()) {
        if (xml.name() == "TS"_L1) {
            ts.language = xml.attributes().value("language"_L1).toString();
            ts.sourceLanguage = xml.attributes().value("sourcelanguage"_L1).toString();
            continue; // into its children
        }
        if (xml.name() != "context"_L1) {
            xml.skipCurrentElement();
            continue;
        }
        while (xml.readNextStartElement()) {
            if (xml.name() == "name"_L1) {
                context = xml.readElementText();
            } else if (xml.name() == "message"_L1) {
                Message message;
                message.context = context;
                message.numerus = xml.attributes().value("numerus"_L1) == "yes"_L1;
                while (xml.readNextStartElement()) {
                    if (xml.name() == "source"_L1) {
                        message.source = xml.readElementText();
                    } else if (xml.name() == "comment"_L1) {
                        message.comment = xml.readElementText();
                    } else if (xml.name() == "translation"_L1) {
                        message.type = xml.attributes().value("type"_L1).toString();
                        if (message.numerus) {
                            while (xml.readNextStartElement()) {
                                if (xml.name() == "numerusform"_L1) {
                                    message.translations.append(xml.readElementText());
                                } else {
                                    xml.skipCurrentElement();
                                }
                            }
                        } else {
                            message.translations.append(xml.readElementText());
                        }
                    } else {
                        xml.skipCurrentElement();
                    }
                }
                ts.messages.append(message);
            } else {
                xml.skipCurrentElement();
            }
        }
    }
    if (xml.hasError()) {
        ts.error = u"%1: line %2: %3"_s.arg(path).arg(xml.lineNumber()).arg(xml.errorString());
    }
    return ts;
}

bool writeTs(const QString &path, const TsFile &ts)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        return false;
    }
    QXmlStreamWriter xml(&file);
    xml.setAutoFormatting(true);
    xml.writeStartDocument();
    xml.writeDTD(u"<!DOCTYPE TS>"_s);
    xml.writeStartElement(u"TS"_s);
    xml.writeAttribute(u"version"_s, u"2.1"_s);
    xml.writeAttribute(u"language"_s, ts.language);
    if (!ts.sourceLanguage.isEmpty()) {
        xml.writeAttribute(u"sourcelanguage"_s, ts.sourceLanguage);
    }
    QString context;
    bool open = false;
    for (const Message &message : ts.messages) {
        if (!open || message.context != context) {
            if (open) {
                xml.writeEndElement();
            }
            xml.writeStartElement(u"context"_s);
            xml.writeTextElement(u"name"_s, message.context);
            context = message.context;
            open = true;
        }
        xml.writeStartElement(u"message"_s);
        if (message.numerus) {
            xml.writeAttribute(u"numerus"_s, u"yes"_s);
        }
        xml.writeTextElement(u"source"_s, message.source);
        if (!message.comment.isEmpty()) {
            xml.writeTextElement(u"comment"_s, message.comment);
        }
        xml.writeStartElement(u"translation"_s);
        if (!message.type.isEmpty()) {
            xml.writeAttribute(u"type"_s, message.type);
        }
        if (message.numerus) {
            for (const QString &form : message.translations) {
                xml.writeTextElement(u"numerusform"_s, form);
            }
        } else {
            xml.writeCharacters(message.translations.value(0));
        }
        xml.writeEndElement();
        xml.writeEndElement();
    }
    if (open) {
        xml.writeEndElement();
    }
    xml.writeEndElement();
    xml.writeEndDocument();
    return file.flush();
}

/// The placeholders of a text, %L1 counted as %1 and %Ln as %n, sorted.
QStringList placeholders(const QString &text)
{
    static const QRegularExpression pattern(u"%L?(\\d{1,2}|n)"_s);
    QSet<QString> found;
    for (const QRegularExpressionMatch &match : pattern.globalMatch(text)) {
        found.insert(u"%"_s + match.captured(1));
    }
    QStringList sorted(found.begin(), found.end());
    sorted.sort();
    return sorted;
}

/// The language a file's name promises: forwarddesk_de.ts → "de".
QString languageOfName(const QString &path)
{
    return QFileInfo(path).completeBaseName().section(u'_', 1);
}

/// What is wrong with the entries of one .ts file, one line each.
QStringList contentProblems(const QString &path)
{
    const TsFile ts = readTs(path);
    if (!ts.error.isEmpty()) {
        return {ts.error};
    }
    QStringList problems;
    if (ts.language.section(u'_', 0, 0) != languageOfName(path).section(u'_', 0, 0)) {
        problems << u"language=\"%1\" does not match the file name"_s.arg(ts.language);
    }
    // The English file only gives the plural forms; its other entries stay unfinished and show the source.
    const QString sourceLanguage = ts.sourceLanguage.isEmpty() ? u"en"_s : ts.sourceLanguage;
    const bool isSourceLanguage = ts.language.section(u'_', 0, 0) == sourceLanguage.section(u'_', 0, 0);
    QSet<QString> seen;
    for (const Message &message : ts.messages) {
        const QString key = keyOf(message);
        if (seen.contains(key)) {
            problems << u"twice: %1"_s.arg(key);
        }
        seen.insert(key);
        if (message.type == "vanished"_L1 || message.type == "obsolete"_L1) {
            problems << u"%1: %2"_s.arg(message.type, key);
            continue;
        }
        if (message.type == "unfinished"_L1) {
            if (!isSourceLanguage || message.numerus) {
                problems << u"unfinished: %1"_s.arg(key);
            }
            continue;
        }
        if (!message.type.isEmpty()) {
            problems << u"unknown type \"%1\": %2"_s.arg(message.type, key);
        }
        if (message.translations.isEmpty()) {
            problems << u"no translation: %1"_s.arg(key);
        }
        const QStringList expected = placeholders(message.source);
        for (const QString &translation : message.translations) {
            if (translation.trimmed().isEmpty()) {
                problems << u"empty translation: %1"_s.arg(key);
                continue;
            }
            const QStringList actual = placeholders(translation);
            if (actual != expected) {
                problems << u"placeholders %1 instead of %2 in \"%3\": %4"_s.arg(actual.join(u' '), expected.join(u' '),
                                                                                 translation, key);
            }
        }
    }
    return problems;
}

/// Runs lupdate on a copy of @p path, with the sources and options of update_translations, and tells
/// which messages it would add or remove (a .ts that is out of date against the sources).
QStringList stalenessProblems(const QString &path)
{
    QTemporaryDir dir;
    if (!dir.isValid()) {
        return {u"no temporary folder"_s};
    }
    const QString copy = dir.filePath(QFileInfo(path).fileName());
    if (!QFile::copy(path, copy)) {
        return {u"cannot copy %1"_s.arg(path)};
    }
    QProcess lupdate;
    QStringList arguments = QString::fromUtf8(FORWARDDESK_LUPDATE_OPTIONS).split(u' ', Qt::SkipEmptyParts);
    arguments << u"@"_s + QString::fromUtf8(FORWARDDESK_I18N_SOURCES_LIST) << u"-ts"_s << copy;
    lupdate.setProcessChannelMode(QProcess::MergedChannels);
    lupdate.start(QString::fromUtf8(FORWARDDESK_LUPDATE), arguments);
    if (!lupdate.waitForFinished(lupdateTimeoutMs) || lupdate.exitStatus() != QProcess::NormalExit
        || lupdate.exitCode() != 0) {
        return {u"lupdate failed: %1"_s.arg(QString::fromLocal8Bit(lupdate.readAll()))};
    }
    const TsFile before = readTs(path);
    const TsFile after = readTs(copy);
    if (!before.error.isEmpty() || !after.error.isEmpty()) {
        return {before.error + after.error};
    }
    QHash<QString, bool> known;
    for (const Message &message : before.messages) {
        known.insert(keyOf(message), message.numerus);
    }
    QHash<QString, bool> current;
    for (const Message &message : after.messages) {
        current.insert(keyOf(message), message.numerus);
    }
    QStringList problems;
    for (auto it = current.cbegin(); it != current.cend(); ++it) {
        if (!known.contains(it.key())) {
            problems << u"missing (new in the sources): %1"_s.arg(it.key());
        } else if (known.value(it.key()) != it.value()) {
            problems << u"plural forms changed in the sources: %1"_s.arg(it.key());
        }
    }
    for (auto it = known.cbegin(); it != known.cend(); ++it) {
        if (!current.contains(it.key())) {
            problems << u"no longer in the sources: %1"_s.arg(it.key());
        }
    }
    problems.sort();
    return problems;
}

QString translationsDir()
{
    // A copy elsewhere can be checked by pointing FORWARDDESK_TRANSLATIONS_DIR at it.
    const QString overridden = qEnvironmentVariable("FORWARDDESK_TRANSLATIONS_DIR");
    return overridden.isEmpty() ? QString::fromUtf8(FORWARDDESK_TRANSLATIONS_DIR) : overridden;
}

QStringList tsFiles()
{
    const QDir dir(translationsDir());
    QStringList files;
    for (const QString &name : dir.entryList({u"forwarddesk_*.ts"_s}, QDir::Files, QDir::Name)) {
        files << dir.filePath(name);
    }
    return files;
}

} // namespace

class TestTranslations final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY2(QFileInfo(QString::fromUtf8(FORWARDDESK_LUPDATE)).isExecutable(), FORWARDDESK_LUPDATE);
        QVERIFY2(QFileInfo::exists(QString::fromUtf8(FORWARDDESK_I18N_SOURCES_LIST)), FORWARDDESK_I18N_SOURCES_LIST);
        const QStringList files = tsFiles();
        QVERIFY2(files.contains(QDir(translationsDir()).filePath(u"forwarddesk_en.ts"_s)), "no forwarddesk_en.ts");
        QVERIFY2(files.size() >= 2, "no translation besides English");
    }

    void tsFile_hasEveryEntryTranslated_data()
    {
        QTest::addColumn<QString>("path");
        for (const QString &path : tsFiles()) {
            QTest::newRow(qPrintable(QFileInfo(path).fileName())) << path;
        }
    }

    void tsFile_hasEveryEntryTranslated()
    {
        QFETCH(QString, path);
        const QStringList problems = contentProblems(path);
        QVERIFY2(problems.isEmpty(), qPrintable(u"\n"_s + problems.join(u'\n')));
    }

    void tsFile_matchesTheSources_data() { tsFile_hasEveryEntryTranslated_data(); }

    void tsFile_matchesTheSources()
    {
        QFETCH(QString, path);
        const QStringList problems = stalenessProblems(path);
        QVERIFY2(problems.isEmpty(),
                 qPrintable(u"\nrun: cmake --build build/dev --target update_translations\n"_s + problems.join(u'\n')));
    }

    // A translated file with one of each fault put in: every check must speak up.
    void brokenCopy_isReported()
    {
        QString translated;
        for (const QString &path : tsFiles()) {
            if (languageOfName(path) != "en"_L1) {
                translated = path;
                break;
            }
        }
        QVERIFY(!translated.isEmpty());
        TsFile ts = readTs(translated);
        QVERIFY(ts.error.isEmpty());
        QVERIFY(ts.messages.size() > 6);

        const auto findIndex = [&ts](auto predicate, int after) {
            for (qsizetype i = after; i < ts.messages.size(); ++i) {
                if (predicate(ts.messages.at(i))) {
                    return int(i);
                }
            }
            return -1;
        };
        const auto plain = [](const Message &m) { return !m.numerus && placeholders(m.source).isEmpty(); };
        const auto withArgument = [](const Message &m) {
            return !m.numerus && placeholders(m.source) == QStringList{u"%1"_s};
        };
        const auto plural = [](const Message &m) { return m.numerus; };

        const int unfinished = findIndex(plain, 0);
        const int vanished = findIndex(plain, unfinished + 1);
        const int obsolete = findIndex(plain, vanished + 1);
        const int lacking = findIndex(withArgument, 0);
        const int extra = findIndex(plain, obsolete + 1);
        const int pluralLacking = findIndex(plural, 0);
        QVERIFY(unfinished >= 0 && vanished >= 0 && obsolete >= 0 && lacking >= 0 && extra >= 0 && pluralLacking >= 0);

        ts.messages[unfinished].type = u"unfinished"_s;
        ts.messages[vanished].type = u"vanished"_s;
        ts.messages[obsolete].type = u"obsolete"_s;
        ts.messages[lacking].translations[0].remove(QRegularExpression(u"%L?1"_s));
        ts.messages[extra].translations[0] += u" %2"_s;
        ts.messages[pluralLacking].translations.last().remove(QRegularExpression(u"%L?n"_s));
        const QString unfinishedKey = keyOf(ts.messages.at(unfinished));
        const QString vanishedKey = keyOf(ts.messages.at(vanished));
        const QString obsoleteKey = keyOf(ts.messages.at(obsolete));
        const QString lackingKey = keyOf(ts.messages.at(lacking));
        const QString extraKey = keyOf(ts.messages.at(extra));
        const QString pluralLackingKey = keyOf(ts.messages.at(pluralLacking));
        Message invented;
        invented.context = u"MainWindow"_s;
        invented.source = u"A sentence no source file has"_s;
        invented.translations = {u"Ein Satz, den keine Quelldatei hat"_s};
        ts.messages.append(invented);
        const QString removedKey = keyOf(ts.messages.takeAt(findIndex(plain, extra + 1)));

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString broken = dir.filePath(QFileInfo(translated).fileName());
        QVERIFY(writeTs(broken, ts));

        const QStringList content = contentProblems(broken);
        const auto reported = [&content](const QString &start, const QString &key) {
            return std::any_of(content.cbegin(), content.cend(), [&](const QString &line) {
                return line.startsWith(start) && line.endsWith(u": "_s + key);
            });
        };
        const QByteArray all = content.join(u'\n').toUtf8();
        QVERIFY2(reported(u"unfinished"_s, unfinishedKey), all.constData());
        QVERIFY2(reported(u"vanished"_s, vanishedKey), all.constData());
        QVERIFY2(reported(u"obsolete"_s, obsoleteKey), all.constData());
        QVERIFY2(reported(u"placeholders  instead of %1 in"_s, lackingKey), all.constData());
        QVERIFY2(reported(u"placeholders %2 instead of  in"_s, extraKey), all.constData());
        QVERIFY2(reported(u"placeholders  instead of %n in"_s, pluralLackingKey), all.constData());
        QCOMPARE(content.size(), 6);

        const QStringList staleLines = stalenessProblems(broken);
        const QString stale = staleLines.join(u'\n');
        QCOMPARE(staleLines.size(), 2);
        QVERIFY2(stale.contains(u"no longer in the sources: "_s + keyOf(invented)), qPrintable(stale));
        QVERIFY2(stale.contains(u"missing (new in the sources): "_s + removedKey), qPrintable(stale));
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
