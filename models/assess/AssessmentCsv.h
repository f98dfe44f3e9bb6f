#pragma once

#include "assess/Assessment.h"
#include "csv/CsvReader.h"

#include <QByteArray>
#include <QDate>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

namespace cg {

/// What reading an assessments CSV found: the rows, or the bad rows with their lines.
struct AssessmentCsvResult
{
    QList<Assessment> rows; ///< every data row, in file order (also when some are bad)
    QList<CsvIssue> issues; ///< bad rows: 1-based line and reason
    QString fatalError; ///< the file as a whole was refused (unreadable, wrong header)
    /// True when the file can be imported: no fatal error and no bad row (all-or-nothing).
    bool ok() const { return fatalError.isEmpty() && issues.isEmpty(); }
};

/**
 * CSV files of assessments, header `provider,criterion,score,evidence,source_url,assessed_on,author`
 * (RFC 4180, UTF-8, read by CsvReader). Scores are written in the C locale ("3.5"); an empty score
 * is "not assessed".
 *
 * Writing defuses spreadsheet formulas: a text field starting with = + - @ (or with an apostrophe
 * followed by one of them) gets one leading apostrophe, and reading removes exactly one, so the
 * round trip is lossless. The import is all-or-nothing: a file with any bad row imports nothing
 * and every bad row is listed with its line (judgments are hand-edited; a half-applied file would
 * mix old and new scores of one provider).
 */
class AssessmentCsv final
{
public:
    static QStringList columns();
    /// The CSV text of `rows` (header first, CRLF-free, one line per row unless a field holds a line break).
    static QByteArray toCsv(const QList<Assessment> &rows);
    /// Writes toCsv() through QSaveFile: a failed write leaves any old file as it was.
    static bool writeFile(const QString &path, const QList<Assessment> &rows, QString *error);
    /// Parses and validates (validateAssessment against `providerKeys` and `today`) every row;
    /// a (provider, category) pair given twice is a bad row at its second line.
    static AssessmentCsvResult parse(const QByteArray &bytes, const QSet<QString> &providerKeys, const QDate &today);
    static AssessmentCsvResult parseFile(const QString &path, const QSet<QString> &providerKeys, const QDate &today);
    /// Escapes one text field (formula triggers defused, quoted when needed).
    static QString escapeText(const QString &field);
    /// Undoes the formula defusing of escapeText() on a field as read.
    static QString unescapeText(const QString &field);
};

} // namespace cg
