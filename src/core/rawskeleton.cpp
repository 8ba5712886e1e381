// SPDX-License-Identifier: GPL-3.0-or-later
#include "rawskeleton.h"

#include "alias.h"
#include "jsonlistsplitter.h"
#include "logentry.h"

#include <QAnyStringView>
#include <QDateTime>
#include <QLatin1StringView>
#include <QStringList>
#include <QUtf8StringView>

#include <algorithm>
#include <bit>
#include <charconv>
#include <cstdint>
#include <cstring>
#include <span>

namespace ForwardDesk::Core::RawSkeleton {

namespace {

/// How a field is written as a JSON value.
enum class Form {
    Text, ///< a string: "…"
    BareText, ///< the text as it is, for ids that are numbers: 123
    Integer, ///< a number
    Flag, ///< true or false
    Time, ///< an ISO 8601 string, as QDateTime writes it (seconds)
    TimeWithMs, ///< the same with milliseconds
    TextList, ///< an array of strings: ["…","…"]
};

/// One field of a record of type T, and the form it is written in. A skeleton names one by its place in
/// the record type's list of them.
template <typename T>
struct Candidate
{
    Form form;
    QString T::*text = nullptr;
    qint64 (*number)(const T &) = nullptr;
    bool T::*flag = nullptr;
    QDateTime T::*time = nullptr;
    QStringList T::*texts = nullptr;
};

template <typename T>
constexpr Candidate<T> text(QString T::*field)
{
    return {.form = Form::Text, .text = field};
}
template <typename T>
constexpr Candidate<T> bareText(QString T::*field)
{
    return {.form = Form::BareText, .text = field};
}
template <typename T>
constexpr Candidate<T> integer(qint64 (*read)(const T &))
{
    return {.form = Form::Integer, .number = read};
}
template <typename T>
constexpr Candidate<T> flag(bool T::*field)
{
    return {.form = Form::Flag, .flag = field};
}
template <typename T>
constexpr Candidate<T> time(QDateTime T::*field, Form form)
{
    return {.form = form, .time = field};
}
template <typename T>
constexpr Candidate<T> texts(QStringList T::*field)
{
    return {.form = Form::TextList, .texts = field};
}

// The strings first: a string value is tried against them before a date is written out to compare.
constexpr Candidate<LogEntry> logEntryCandidates[] = {
    text(&LogEntry::id),
    bareText(&LogEntry::id),
    text(&LogEntry::sender),
    text(&LogEntry::recipient),
    text(&LogEntry::destination),
    text(&LogEntry::domain),
    text(&LogEntry::aliasId),
    bareText(&LogEntry::aliasId),
    text(&LogEntry::statusText),
    text(&LogEntry::smtpMessage),
    text(&LogEntry::subject),
    text(&LogEntry::messageId),
    integer<LogEntry>([](const LogEntry &entry) -> qint64 { return entry.smtpCode; }),
    integer<LogEntry>([](const LogEntry &entry) -> qint64 { return entry.size; }),
    time(&LogEntry::time, Form::Time),
    time(&LogEntry::time, Form::TimeWithMs),
    texts(&LogEntry::destinations),
};

constexpr Candidate<Alias> aliasCandidates[] = {
    text(&Alias::id),
    bareText(&Alias::id),
    text(&Alias::domainId),
    bareText(&Alias::domainId),
    text(&Alias::localPart),
    flag(&Alias::catchAll),
    flag(&Alias::enabled),
    integer<Alias>([](const Alias &alias) -> qint64 { return alias.forwardedCount; }),
    texts(&Alias::destinations),
    time(&Alias::createdAt, Form::Time),
    time(&Alias::createdAt, Form::TimeWithMs),
    time(&Alias::updatedAt, Form::Time),
    time(&Alias::updatedAt, Form::TimeWithMs),
};

// Marks are the bytes 0x01 to 0x1d; tag (0x1e) opens a skeleton.
static_assert(std::size(logEntryCandidates) < static_cast<std::size_t>(tag));
static_assert(std::size(aliasCandidates) < static_cast<std::size_t>(tag));

/// Where the JSON value (or member name) that starts at @p p ends, in compact text that a parser has
/// accepted: after a string, object or array, at the ',' or '}' behind anything else.
const char *valueEnd(const char *p, const char *end)
{
    if (p < end && *p == '"') {
        return JsonListSplitter::stringEnd(p + 1, end);
    }
    int depth = 0;
    while (p < end) {
        const char c = *p;
        if (c == '"') {
            p = JsonListSplitter::stringEnd(p + 1, end);
            continue;
        }
        if (c == '{' || c == '[') {
            ++depth;
        } else if (c == '}' || c == ']') {
            if (depth == 0) {
                return p;
            }
            if (--depth == 0) {
                return p + 1;
            }
        } else if (c == ',' && depth == 0) {
            return p;
        }
        ++p;
    }
    return end;
}

/// Writes @p value as @p width digits at @p to; returns where they end.
char *putDigits(char *to, int value, int width)
{
    for (int i = width - 1; i >= 0; --i) {
        to[i] = static_cast<char>('0' + value % 10);
        value /= 10;
    }
    return to + width;
}

/// Appends @p text in UTF-8; an ASCII text (nearly every one a list holds) without making a QByteArray of it.
void appendUtf8(QByteArray &out, const QString &text)
{
    const qsizetype at = out.size();
    out.resize(at + text.size());
    char *const to = out.data() + at;
    const auto *const units = reinterpret_cast<const char16_t *>(text.constData());
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (units[i] >= 0x80) {
            out.resize(at); // keeps its room
            out += text.toUtf8();
            return;
        }
        to[i] = static_cast<char>(units[i]);
    }
}

/// A day of the proleptic Gregorian calendar, as QDate gives it.
struct CivilDate
{
    int year;
    int month;
    int day;
};

/// The date @p days after 1970-01-01, by arithmetic alone (QDate would work it out once for each part). Days
/// are counted from 1 March of the year 0, in cycles of 400 years (146,097 days), so that a leap day is the
/// last day of its year and each month starts at a fixed day of the year.
CivilDate civilDate(qint64 days)
{
    constexpr qint64 daysPerCycle = 146097;
    constexpr qint64 fromMarchOfYearZero = 719468;
    const qint64 shifted = days + fromMarchOfYearZero;
    const qint64 cycle = (shifted >= 0 ? shifted : shifted - (daysPerCycle - 1)) / daysPerCycle;
    const auto dayOfCycle = static_cast<int>(shifted - cycle * daysPerCycle); // 0 to 146,096
    // Every 4th year has 366 days, but not every 100th, though every 400th does.
    const int yearOfCycle = (dayOfCycle - dayOfCycle / 1460 + dayOfCycle / 36524 - dayOfCycle / 146096) / 365;
    const int dayOfYear = dayOfCycle - (365 * yearOfCycle + yearOfCycle / 4 - yearOfCycle / 100); // 0 to 365
    const int monthFromMarch = (5 * dayOfYear + 2) / 153; // the months from March have 31, 30, 31, 30, 31 days...
    const int day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1;
    const int month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
    const auto year = static_cast<int>(cycle * 400 + yearOfCycle + (month <= 2 ? 1 : 0));
    return {year, month, day};
}

/// The longest text timeText() writes: "YYYY-MM-DDTHH:MM:SS.mmmZ" with its quotes.
constexpr qsizetype maxTimeText = 26;

/// Writes @p time at @p to as QDateTime::toString() writes it in ISO 8601, quoted, and returns its length; -1
/// (nothing written) unless it is a UTC time of the years 1 to 9999 (the times of a list, nearly always), which
/// this writes several times faster than QDateTime does through a QString.
qsizetype timeText(char *to, const QDateTime &time, Form form)
{
    constexpr qint64 msPerDay = 86400000;
    constexpr qint64 firstMs = -62135596800000; // 0001-01-01T00:00:00Z
    constexpr qint64 lastMs = 253402300799999; // 9999-12-31T23:59:59.999Z
    const qint64 ms = time.toMSecsSinceEpoch();
    if (time.timeSpec() != Qt::UTC || ms < firstMs || ms > lastMs) {
        return -1;
    }
    const qint64 day = ms >= 0 ? ms / msPerDay : -((-ms + msPerDay - 1) / msPerDay);
    const CivilDate date = civilDate(day);
    const auto msOfDay = static_cast<int>(ms - day * msPerDay);
    char *const start = to;
    *to++ = '"';
    to = putDigits(to, date.year, 4);
    *to++ = '-';
    to = putDigits(to, date.month, 2);
    *to++ = '-';
    to = putDigits(to, date.day, 2);
    *to++ = 'T';
    to = putDigits(to, msOfDay / 3600000, 2);
    *to++ = ':';
    to = putDigits(to, msOfDay / 60000 % 60, 2);
    *to++ = ':';
    to = putDigits(to, msOfDay / 1000 % 60, 2);
    if (form == Form::TimeWithMs) {
        *to++ = '.';
        to = putDigits(to, msOfDay % 1000, 3);
    }
    *to++ = 'Z';
    *to++ = '"';
    return to - start;
}

/// Appends @p time as QDateTime::toString() writes it in ISO 8601, quoted.
void appendTime(QByteArray &out, const QDateTime &time, Form form)
{
    char text[maxTimeText];
    if (const qsizetype length = timeText(text, time, form); length >= 0) {
        out.append(text, length); // written out first and appended once
        return;
    }
    out += '"';
    out += time.toString(form == Form::TimeWithMs ? Qt::ISODateWithMs : Qt::ISODate).toLatin1();
    out += '"';
}

template <typename T>
void write(const Candidate<T> &candidate, const T &record, QByteArray &out)
{
    switch (candidate.form) {
    case Form::Text:
        out += '"';
        appendUtf8(out, record.*candidate.text);
        out += '"';
        return;
    case Form::BareText:
        appendUtf8(out, record.*candidate.text);
        return;
    case Form::Integer: {
        char digits[24];
        const auto [last, error] = std::to_chars(std::begin(digits), std::end(digits), candidate.number(record));
        out.append(digits, last - digits);
        return;
    }
    case Form::Flag:
        out += record.*candidate.flag ? "true" : "false";
        return;
    case Form::Time:
    case Form::TimeWithMs:
        appendTime(out, record.*candidate.time, candidate.form);
        return;
    case Form::TextList: {
        out += '[';
        const QStringList &items = record.*candidate.texts;
        for (qsizetype i = 0; i < items.size(); ++i) {
            if (i > 0) {
                out += ',';
            }
            out += '"';
            appendUtf8(out, items.at(i));
            out += '"';
        }
        out += ']';
        return;
    }
    }
}

/// Whether @p bytes are all ASCII, eight at a time.
bool isAscii(QByteArrayView bytes)
{
    const char *p = bytes.data();
    const char *const end = p + bytes.size();
    std::uint64_t high = 0;
    for (; end - p >= 8; p += 8) {
        std::uint64_t word = 0;
        std::memcpy(&word, p, sizeof word);
        high |= word;
    }
    for (; p < end; ++p) {
        high |= static_cast<unsigned char>(*p);
    }
    return (high & 0x8080808080808080U) == 0;
}

/// Whether @p utf8, the inside of a JSON string, is @p text, and has no escape in it. An ASCII text (nearly
/// every one) is compared as Latin-1, which Qt does many units at a time.
bool sameText(QByteArrayView utf8, const QString &text)
{
    if (text.size() > utf8.size()) {
        return false; // UTF-8 never takes fewer bytes than UTF-16 takes units
    }
    if (utf8.contains('\\')) {
        return false;
    }
    if (isAscii(utf8)) {
        return text.size() == utf8.size() && QStringView(text) == QLatin1StringView(utf8);
    }
    return QAnyStringView::equal(QUtf8StringView(utf8), QStringView(text));
}

/// Whether @p value is the JSON array of @p items as write() writes it: ["…","…"], each text as it is (the array
/// has no escape in it).
bool sameTexts(QByteArrayView value, const QStringList &items)
{
    const char *p = value.data() + 1; // after the [
    const char *const end = value.data() + value.size();
    for (qsizetype i = 0; i < items.size(); ++i) {
        if (i > 0 && (p == end || *p++ != ',')) {
            return false;
        }
        if (p == end || *p != '"') {
            return false;
        }
        const auto *const quote =
            static_cast<const char *>(std::memchr(p + 1, '"', static_cast<std::size_t>(end - p - 1)));
        if (!quote || !sameText(QByteArrayView(p + 1, quote - p - 1), items.at(i))) {
            return false;
        }
        p = quote + 1;
    }
    return end - p == 1 && *p == ']';
}

/// Whether write() gives back @p value byte for byte (compared where it can be without writing it out).
/// Strings with an escape in them are never left out, so that the text of a string is the field's text itself.
template <typename T>
bool writesBack(const Candidate<T> &candidate, const T &record, QByteArrayView value, QByteArray &scratch)
{
    const char first = value.front();
    const bool isString = first == '"';
    switch (candidate.form) {
    case Form::Text:
        return isString && sameText(value.sliced(1, value.size() - 2), record.*candidate.text);
    case Form::BareText:
        return (first == '-' || (first >= '0' && first <= '9'))
            && QAnyStringView::equal(QLatin1StringView(value), record.*candidate.text);
    case Form::Integer: {
        if (isString || first == '[' || first == '{' || first == 'n') {
            return false;
        }
        char digits[24];
        const auto [last, error] = std::to_chars(std::begin(digits), std::end(digits), candidate.number(record));
        return QByteArrayView(digits, last - digits) == value;
    }
    case Form::Flag:
        return value == (record.*candidate.flag ? QByteArrayView("true") : QByteArrayView("false"));
    case Form::Time:
    case Form::TimeWithMs: {
        // "YYYY-MM-DDTHH:MM:SSZ", with ".mmm" before the Z in the second form: nothing else is written out.
        if (!isString || value.size() != (candidate.form == Form::Time ? 22 : 26)
            || !(record.*candidate.time).isValid()) {
            return false;
        }
        char text[maxTimeText];
        if (const qsizetype length = timeText(text, record.*candidate.time, candidate.form); length >= 0) {
            return QByteArrayView(text, length) == value;
        }
        break;
    }
    case Form::TextList:
        return first == '[' && !value.contains('\\') && sameTexts(value, record.*candidate.texts);
    }
    scratch.resize(0); // keeps its room
    write(candidate, record, scratch);
    return QByteArrayView(scratch) == value;
}

/// The first byte from @p s on that is below ' ', or @p end: in a skeleton after its tag, the next mark (no other
/// byte below ' ' stands in JSON text). Eight bytes at a time: the bytes of names and literals between marks make
/// up most of a skeleton.
const char *nextControlByte(const char *s, const char *end)
{
    if constexpr (std::endian::native == std::endian::little) {
        constexpr std::uint64_t ones = 0x0101010101010101U;
        constexpr std::uint64_t highs = 0x8080808080808080U;
        for (; end - s >= 8; s += 8) {
            std::uint64_t word = 0;
            std::memcpy(&word, s, sizeof word);
            // A byte below 0x20 borrows when 0x20 is taken from it; the lowest byte flagged is the first such byte.
            if (const std::uint64_t below = (word - ones * 0x20) & ~word & highs; below != 0) {
                return s + std::countr_zero(below) / 8;
            }
        }
    }
    while (s < end && static_cast<unsigned char>(*s) >= 0x20) {
        ++s;
    }
    return s;
}

/// Whether @p skeleton, made for an earlier record, also fits @p compact with @p record's values: the bytes
/// between its marks are the same, and each marked value is written back exactly. Then fill() gives
/// @p compact back, and the skeleton serves this record as it is. Most records of a list have the shape of
/// the one before, and this costs far less than making their skeleton again.
template <typename T>
bool fits(QByteArrayView skeleton, QByteArrayView compact, const T &record, std::span<const Candidate<T>> candidates,
          QByteArray &scratch)
{
    const auto isMark = [&candidates](char c) {
        const auto mark = static_cast<unsigned char>(c);
        return mark >= 1 && mark <= candidates.size();
    };
    const char *s = skeleton.data() + 1; // after the tag
    const char *const skeletonEnd = skeleton.data() + skeleton.size();
    const char *c = compact.data();
    const char *const valuesEnd = compact.data() + compact.size() - 1; // the closing brace
    while (s < skeletonEnd) {
        if (isMark(*s)) {
            const char *const valueStop = valueEnd(c, valuesEnd);
            if (valueStop == c
                || !writesBack(candidates[static_cast<unsigned char>(*s) - 1], record, QByteArrayView(c, valueStop - c),
                               scratch)) {
                return false;
            }
            c = valueStop;
            ++s;
            continue;
        }
        const char *const run = s;
        while (s < skeletonEnd) {
            s = nextControlByte(s, skeletonEnd);
            if (s == skeletonEnd || isMark(*s)) {
                break;
            }
            ++s; // a byte below ' ' that names no field: part of the run
        }
        const qsizetype length = s - run;
        if (compact.data() + compact.size() - c < length || std::memcmp(run, c, length) != 0) {
            return false;
        }
        c += length;
    }
    return c == compact.data() + compact.size();
}

template <typename T>
QByteArray makeSkeleton(QByteArrayView compact, const T &record, std::span<const Candidate<T>> candidates,
                        Workspace *workspace)
{
    if (compact.size() < 2 || compact.front() != '{' || compact.back() != '}') {
        return {};
    }
    QByteArray &out = workspace->out;
    QByteArray &scratch = workspace->scratch;
    auto &recent = workspace->recent;
    for (qsizetype i = 0; i < recent.size(); ++i) {
        if (fits(QByteArrayView(recent.at(i)), compact, record, candidates, scratch)) {
            std::rotate(recent.begin(), recent.begin() + i, recent.begin() + i + 1); // the latest first
            return recent.front();
        }
    }
    auto *const hints = &workspace->hints;
    out.resize(0); // keeps its room
    out += tag;
    out += '{';
    bool leftOut = false;
    qsizetype place = 0;
    const char *p = compact.data() + 1;
    const char *const end = compact.data() + compact.size() - 1; // the closing brace
    while (p < end) {
        const char *const nameEnd = valueEnd(p, end);
        if (*p != '"' || nameEnd >= end || *nameEnd != ':') {
            return {}; // not the compact object this expects: kept whole
        }
        out.append(p, nameEnd + 1 - p);
        const char *const valueStart = nameEnd + 1;
        const char *const valueStop = valueEnd(valueStart, end);
        const QByteArrayView value(valueStart, valueStop - valueStart);
        if (value.isEmpty()) {
            return {};
        }
        int mark = 0;
        const int hint = place < hints->size() ? hints->at(place) : -1;
        if (hint >= 0 && writesBack(candidates[hint], record, value, scratch)) {
            mark = hint + 1;
        }
        for (std::size_t i = 0; i < candidates.size() && mark == 0; ++i) {
            if (static_cast<int>(i) != hint && writesBack(candidates[i], record, value, scratch)) {
                mark = static_cast<int>(i) + 1;
            }
        }
        while (hints->size() <= place) {
            hints->append(-1);
        }
        (*hints)[place] = static_cast<qint8>(mark - 1);
        ++place;
        if (mark > 0) {
            out += static_cast<char>(mark);
            leftOut = true;
        } else {
            out.append(value);
        }
        p = valueStop;
        if (p < end) {
            if (*p != ',') {
                return {};
            }
            out += ',';
            ++p;
        }
    }
    out += '}';
    if (!leftOut) {
        return {};
    }
    // Looked up without a copy, and copied (to its size) only when it is new.
    const auto found = workspace->shared.constFind(QByteArray::fromRawData(out.constData(), out.size()));
    QByteArray skeleton = found != workspace->shared.cend() ? *found : QByteArray(out.constData(), out.size());
    if (found == workspace->shared.cend() && workspace->shared.size() < Workspace::MaxShared) {
        workspace->shared.insert(skeleton);
    }
    // It did not fit any of the recent ones: it goes first, in place of the one tried longest ago.
    if (recent.size() < Workspace::RecentShapes) {
        recent.append(skeleton);
    } else {
        recent.back() = skeleton;
    }
    std::rotate(recent.begin(), recent.end() - 1, recent.end());
    return skeleton;
}

template <typename T>
QByteArray fillSkeleton(QByteArrayView skeleton, const T &record, std::span<const Candidate<T>> candidates)
{
    QByteArray out;
    if (skeleton.isEmpty() || skeleton.front() != tag) {
        return out;
    }
    out.reserve(skeleton.size() * 4);
    for (qsizetype i = 1; i < skeleton.size(); ++i) {
        const char c = skeleton.at(i);
        const auto mark = static_cast<unsigned char>(c);
        if (mark >= 1 && mark <= candidates.size()) {
            write(candidates[mark - 1], record, out);
        } else {
            out += c;
        }
    }
    return out;
}

} // namespace

QByteArray make(QByteArrayView compact, const LogEntry &entry, Workspace *workspace)
{
    return makeSkeleton<LogEntry>(compact, entry, logEntryCandidates, workspace);
}

QByteArray make(QByteArrayView compact, const Alias &alias, Workspace *workspace)
{
    return makeSkeleton<Alias>(compact, alias, aliasCandidates, workspace);
}

QByteArray fill(QByteArrayView skeleton, const LogEntry &entry)
{
    return fillSkeleton<LogEntry>(skeleton, entry, logEntryCandidates);
}

QByteArray fill(QByteArrayView skeleton, const Alias &alias)
{
    return fillSkeleton<Alias>(skeleton, alias, aliasCandidates);
}

} // namespace ForwardDesk::Core::RawSkeleton
