// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/aliasfile.h"

#include "core/addresslimits.h"
#include "core/csvreader.h"
#include "core/csvwriter.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSaveFile>

#include <optional>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Core {

namespace {
const QString formatName = u"forwarddesk-aliases"_s;
constexpr int formatVersion = 1;
using AddressLimits::maxLocalPartLength;

// ForwardDesk's columns.
const QString columnDomain = u"domain"_s;
const QString columnLocalPart = u"localpart"_s;
const QString columnCatchAll = u"catch_all"_s;
const QString columnEnabled = u"enabled"_s;
const QString columnDestinations = u"destinations"_s;
// ImprovMX's columns.
const QString columnAlias = u"alias"_s;
const QString columnForward = u"forward"_s;
// addy.io's columns.
const QString columnAddyLocalPart = u"local_part"_s;
const QString columnAddyEmail = u"email"_s;
const QString columnAddyActive = u"active"_s;
const QString columnAddyDeletedAt = u"deleted_at"_s;
const QString columnAddyRecipients = u"recipients"_s;

QStringList splitAddresses(const QString &text)
{
    static const QRegularExpression separators(u"[,;\\s]+"_s);
    return text.split(separators, Qt::SkipEmptyParts);
}

/// true/false in the spellings spreadsheets and services use; nullopt when it is none of them.
std::optional<bool> parseFlag(const QString &text, bool fallback)
{
    const QString value = text.trimmed().toLower();
    if (value.isEmpty()) {
        return fallback;
    }
    if (value == u"true"_s || value == u"yes"_s || value == u"1"_s || value == u"on"_s) {
        return true;
    }
    if (value == u"false"_s || value == u"no"_s || value == u"0"_s || value == u"off"_s) {
        return false;
    }
    return std::nullopt;
}

/// Fills domain, local part and catch-all from "local@domain" (or a bare local part).
void setAddress(AliasRecord &record, const QString &address)
{
    const QString text = address.trimmed();
    const qsizetype at = text.lastIndexOf(u'@');
    if (at >= 0) {
        record.localPart = text.left(at);
        record.domain = text.mid(at + 1).toLower();
    } else {
        record.localPart = text;
    }
    if (record.localPart == u"*"_s) {
        record.catchAll = true;
        record.localPart.clear();
    }
}

void setFlag(AliasRecord &record, bool AliasRecord::*member, const QString &text, bool fallback)
{
    const std::optional<bool> value = parseFlag(text, fallback);
    if (value) {
        record.*member = *value;
    } else if (record.problem == AliasRecord::Problem::None) {
        record.problem = AliasRecord::Problem::BadFlag;
        record.detail = text;
    }
}

AliasFile::Layout layoutOf(const QHash<QString, qsizetype> &columns)
{
    if (columns.contains(columnLocalPart) && columns.contains(columnDestinations)) {
        return AliasFile::Layout::ForwardDeskCsv;
    }
    if (columns.contains(columnAlias) && columns.contains(columnForward)) {
        return AliasFile::Layout::ImprovMxCsv;
    }
    if ((columns.contains(columnAddyEmail) || columns.contains(columnAddyLocalPart))
        && columns.contains(columnAddyActive)) {
        return AliasFile::Layout::AddyIoCsv;
    }
    return AliasFile::Layout::Unknown;
}

AliasRecord recordFromCsv(AliasFile::Layout layout, const QHash<QString, qsizetype> &columns,
                          const CsvReader::Record &row)
{
    const auto field = [&](const QString &name) {
        const qsizetype index = columns.value(name, -1);
        return index >= 0 && index < row.fields.size() ? CsvReader::unguarded(row.fields.at(index).trimmed())
                                                       : QString();
    };
    AliasRecord record;
    record.line = row.line;
    switch (layout) {
    case AliasFile::Layout::ForwardDeskCsv:
        setAddress(record, field(columnLocalPart));
        if (!field(columnDomain).isEmpty()) {
            record.domain = field(columnDomain).toLower();
        }
        setFlag(record, &AliasRecord::catchAll, field(columnCatchAll), record.catchAll);
        setFlag(record, &AliasRecord::enabled, field(columnEnabled), true);
        record.destinations = splitAddresses(field(columnDestinations));
        break;
    case AliasFile::Layout::ImprovMxCsv:
        setAddress(record, field(columnAlias));
        if (record.domain.isEmpty()) {
            record.domain = field(columnDomain).toLower();
        }
        record.destinations = splitAddresses(field(columnForward));
        break;
    case AliasFile::Layout::AddyIoCsv: {
        const QString email = field(columnAddyEmail);
        if (!email.isEmpty()) {
            setAddress(record, email);
        } else {
            setAddress(record, field(columnAddyLocalPart));
            record.domain = field(columnDomain).toLower();
        }
        // `active` is a boolean column that is never null: the export writes it as PHP turns a boolean into
        // text, "1" for true and an empty field for false (or TRUE/FALSE), so an empty field means off.
        setFlag(record, &AliasRecord::enabled, field(columnAddyActive), false);
        record.destinations = splitAddresses(field(columnAddyRecipients));
        if (!field(columnAddyDeletedAt).isEmpty() && record.problem == AliasRecord::Problem::None) {
            record.problem = AliasRecord::Problem::DeletedAtSource;
        }
        break;
    }
    case AliasFile::Layout::ForwardDeskJson:
    case AliasFile::Layout::Unknown:
        break;
    }
    return record;
}

AliasFile::Contents parseCsv(const QString &text)
{
    AliasFile::Contents contents;
    const QList<CsvReader::Record> rows = CsvReader::parse(text);
    if (rows.isEmpty()) {
        return contents;
    }
    QHash<QString, qsizetype> columns;
    const QStringList &header = rows.constFirst().fields;
    for (qsizetype i = 0; i < header.size(); ++i) {
        columns.insert(header.at(i).trimmed().toLower(), i);
    }
    contents.layout = layoutOf(columns);
    if (contents.layout == AliasFile::Layout::Unknown) {
        return contents;
    }
    for (qsizetype i = 1; i < rows.size(); ++i) {
        contents.records.append(recordFromCsv(contents.layout, columns, rows.at(i)));
    }
    return contents;
}

QString stringOf(const QJsonObject &object, std::initializer_list<QLatin1StringView> names)
{
    for (const QLatin1StringView name : names) {
        const QJsonValue value = object.value(name);
        if (value.isString()) {
            return value.toString();
        }
    }
    return {};
}

QString flagTextOf(const QJsonObject &object, std::initializer_list<QLatin1StringView> names)
{
    for (const QLatin1StringView name : names) {
        const QJsonValue value = object.value(name);
        if (value.isBool()) {
            return value.toBool() ? u"true"_s : u"false"_s;
        }
        if (value.isDouble()) {
            return QString::number(value.toDouble());
        }
        if (value.isString()) {
            return value.toString();
        }
    }
    return {};
}

AliasFile::Contents parseJson(const QJsonDocument &document)
{
    AliasFile::Contents contents;
    QJsonArray items;
    if (document.isArray()) {
        items = document.array();
    } else if (document.isObject() && document.object().value("aliases"_L1).isArray()) {
        items = document.object().value("aliases"_L1).toArray();
    } else {
        return contents;
    }
    contents.layout = AliasFile::Layout::ForwardDeskJson;
    int index = 0;
    for (const QJsonValue &item : std::as_const(items)) {
        ++index;
        const QJsonObject object = item.toObject();
        AliasRecord record;
        record.line = index; // for JSON: the position in the list
        setAddress(record, stringOf(object, {"localpart"_L1, "local_part"_L1, "alias"_L1}));
        const QString domain = stringOf(object, {"domain"_L1});
        if (!domain.isEmpty()) {
            record.domain = domain.toLower();
        }
        setFlag(record, &AliasRecord::catchAll, flagTextOf(object, {"catch_all"_L1, "is_catch_all"_L1}),
                record.catchAll);
        setFlag(record, &AliasRecord::enabled, flagTextOf(object, {"enabled"_L1, "active"_L1}), true);
        const QJsonValue destinations = object.value("destinations"_L1);
        if (destinations.isArray()) {
            for (const QJsonValue &destination : destinations.toArray()) {
                record.destinations.append(destination.toString().trimmed());
            }
        } else {
            record.destinations = splitAddresses(stringOf(object, {"destinations"_L1, "forward"_L1}));
        }
        contents.records.append(record);
    }
    return contents;
}

bool writeFile(const QString &path, const QByteArray &bytes, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        if (error) {
            *error = file.errorString();
        }
        return false;
    }
    return true;
}
} // namespace

QStringList AliasFile::csvHeader()
{
    return {columnDomain, columnLocalPart, columnCatchAll, columnEnabled, columnDestinations};
}

bool AliasFile::isMailAddress(const QString &text)
{
    static const QRegularExpression pattern(u"^[^@\\s,;\"<>]+@[^@\\s,;\"<>]+\\.[^@\\s,;\"<>.]+$"_s);
    return pattern.match(text).hasMatch();
}

void AliasFile::validate(AliasRecord &record)
{
    if (record.problem != AliasRecord::Problem::None) {
        return;
    }
    static const QRegularExpression badLocalCharacters(u"[\\s@,;\"<>()\\[\\]\\\\]"_s);
    if (!record.catchAll && record.localPart.isEmpty() && record.domain.isEmpty()) {
        record.problem = AliasRecord::Problem::NoAddress;
    } else if (!record.catchAll
               && (record.localPart.isEmpty() || record.localPart.size() > maxLocalPartLength
                   || record.localPart.contains(badLocalCharacters))) {
        record.problem = AliasRecord::Problem::BadLocalPart;
        record.detail = record.localPart;
    } else if (record.domain.isEmpty()) {
        record.problem = AliasRecord::Problem::NoDomain;
    } else if (record.destinations.isEmpty()) {
        record.problem = AliasRecord::Problem::NoDestinations;
    } else {
        for (const QString &destination : std::as_const(record.destinations)) {
            if (!isMailAddress(destination)) {
                record.problem = AliasRecord::Problem::BadDestination;
                record.detail = destination;
                break;
            }
        }
    }
}

AliasFile::Contents AliasFile::parse(const QByteArray &data, const QString &defaultDomain)
{
    QJsonParseError jsonError;
    const QJsonDocument document = QJsonDocument::fromJson(data, &jsonError);
    Contents contents =
        jsonError.error == QJsonParseError::NoError ? parseJson(document) : parseCsv(QString::fromUtf8(data));
    for (AliasRecord &record : contents.records) {
        if (record.domain.isEmpty()) {
            record.domain = defaultDomain.toLower();
        }
        validate(record);
    }
    return contents;
}

QByteArray AliasFile::toJson(const QList<AliasRecord> &records)
{
    QJsonArray aliases;
    for (const AliasRecord &record : records) {
        aliases.append(QJsonObject{
            {columnDomain, record.domain},
            {columnLocalPart, record.catchAll ? u"*"_s : record.localPart},
            {columnCatchAll, record.catchAll},
            {columnEnabled, record.enabled},
            {columnDestinations, QJsonArray::fromStringList(record.destinations)},
        });
    }
    const QJsonObject root{
        {u"format"_s, formatName},
        {u"version"_s, formatVersion},
        {u"aliases"_s, aliases},
    };
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

bool AliasFile::writeJson(const QString &path, const QList<AliasRecord> &records, QString *error)
{
    return writeFile(path, toJson(records), error);
}

bool AliasFile::writeCsv(const QString &path, const QList<AliasRecord> &records, QString *error)
{
    CsvWriter csv(path);
    if (!csv.open()) {
        if (error) {
            *error = csv.errorString();
        }
        return false;
    }
    csv.writeRow(csvHeader());
    for (const AliasRecord &record : records) {
        csv.writeRow({record.domain, record.catchAll ? u"*"_s : record.localPart,
                      record.catchAll ? u"true"_s : u"false"_s, record.enabled ? u"true"_s : u"false"_s,
                      record.destinations.join(u' ')});
    }
    if (!csv.commit()) {
        if (error) {
            *error = csv.errorString();
        }
        return false;
    }
    return true;
}

} // namespace ForwardDesk::Core
