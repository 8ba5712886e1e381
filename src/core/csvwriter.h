// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSaveFile>
#include <QString>
#include <QStringList>

namespace ForwardDesk::Core {

/// Writes a CSV file (RFC 4180: comma separated, CRLF line ends, fields quoted where needed, UTF-8)
/// atomically: the file appears, complete, only when commit() succeeds; until then an existing file of
/// that name is left as it was.
///
/// Usage: `CsvWriter csv(path); if (!csv.open()) …; csv.writeRow(header); for (…) csv.writeRow(fields);
/// if (!csv.commit()) … csv.errorString()`. Destroying a writer without commit() discards what it wrote.
class CsvWriter final
{
    Q_DISABLE_COPY_MOVE(CsvWriter)

public:
    explicit CsvWriter(const QString &path);
    ~CsvWriter();

    /// Whether a field that starts like a spreadsheet formula (= + - @, tab, carriage return) gets a leading
    /// apostrophe, so that opening the file cannot run what a stranger put into, say, a mail subject.
    /// On by default.
    void setGuardFormulas(bool guard) { m_guardFormulas = guard; }

    [[nodiscard]] bool open();
    void writeRow(const QStringList &fields);
    /// Finishes the file and puts it in place. False (see errorString()) when anything failed on the way.
    [[nodiscard]] bool commit();
    [[nodiscard]] QString errorString() const;

    /// One field as it appears in the file: quoted when it holds a comma, a quote, CR or LF (or leading or
    /// trailing spaces), with each quote doubled.
    [[nodiscard]] static QString quoted(const QString &field);
    /// @p field with a leading apostrophe when it starts like a formula.
    [[nodiscard]] static QString guarded(const QString &field);

private:
    QSaveFile m_file;
    bool m_guardFormulas = true;
    bool m_failed = false;
};

} // namespace ForwardDesk::Core
