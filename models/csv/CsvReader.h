#pragma once

#include <QAnyStringView>
#include <QList>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>

namespace cg {

/// Size limits applied while reading a delimited text file. Each limit, when exceeded, ends in a
/// clean error that names the limit and (for per-row limits) the line; nothing crashes.
struct CsvLimits
{
    qint64 maxFileBytes = 64LL * 1024 * 1024; ///< whole file, bytes (fatal when exceeded)
    int maxRecordChars = 64 * 1024; ///< one record, characters (row rejected)
    int maxFieldChars = 16 * 1024; ///< one field, characters (row rejected)
    int maxRows = 1'000'000; ///< data records (fatal when exceeded)
    /// Set from another thread to stop reading; the result is then a fatal "cancelled".
    const std::atomic<bool> *cancel = nullptr;
};

/// One data record with the 1-based physical line on which it starts.
struct CsvRecord
{
    int line = 0;
    QStringList fields;
};

/// A problem found while reading: the 1-based line and a reason in English (for reports).
struct CsvIssue
{
    int line = 0;
    QString reason;
};

/// The result of reading one file: header, good records, rejected records, or a fatal error.
struct CsvTable
{
    QStringList header;
    QList<CsvRecord> records;
    QList<CsvIssue> issues; ///< rejected records (wrong field count, truncated, over a limit)
    QChar delimiter = QLatin1Char(',');
    QString fatalError; ///< non-empty: the file as a whole was refused; records is empty

    bool ok() const { return fatalError.isEmpty(); }
    /// Index of a header column, compared case-insensitively and ignoring surrounding spaces; -1 if absent.
    int column(QAnyStringView name) const;
};

/**
 * RFC 4180 reader for the machine files CloudGauge imports (SkyPilot vms.csv, gpuhunt offers,
 * CloudGauge exports). Quoted fields may contain the delimiter, doubled quotes and line breaks.
 * The delimiter is sniffed from the header (comma, semicolon or tab, outside quotes).
 *
 * Errors: a record whose field count differs from the header's is rejected with its line; a
 * quoted field still open at end of file is reported as a truncated last record; a file over
 * CsvLimits::maxFileBytes or with more than maxRows records is refused as a whole (fatalError).
 * Text is decoded as UTF-8; a leading byte-order mark is dropped. A data record holding a NUL
 * byte, or bytes that are not UTF-8 (which decode to U+FFFD), is rejected with its line and
 * column, never stored with the bytes replaced; a U+FFFD the file really contains is kept.
 */
class CsvReader final
{
public:
    static CsvTable parse(const QByteArray &bytes, const CsvLimits &limits = {});
    /// Receives each good data record in file order (CsvRecord::line is its line in the file),
    /// with the table read so far (its header and delimiter are known by then).
    using RecordSink = std::function<void(const CsvTable &table, CsvRecord &&record)>;
    /// Parses as parse() does, but hands each good record to `sink` (when set) instead of keeping
    /// it: CsvTable::records stays empty, header, delimiter, issues and fatalError are filled. A
    /// fatal error found part way (over maxRows, cancelled) comes after records already handed on.
    static CsvTable parse(const QByteArray &bytes, const CsvLimits &limits, const RecordSink &sink);
    /// Characters are decoded from UTF-8 this many bytes at a time (memory: the file's bytes and
    /// one block as text, never the whole file twice).
    static constexpr qsizetype kDecodeBlock = 1 << 20;
    /// Reads and parses a file; a missing or unreadable file gives a fatalError naming the path.
    static CsvTable parseFile(const QString &path, const CsvLimits &limits = {});
};

/// Escapes one field for a CSV written by CloudGauge. Quotes when needed; when `guardFormula` is
/// true a field starting with a spreadsheet formula trigger (isFormulaTrigger) gets a leading apostrophe
/// unless it is a plain number.
QString csvEscape(const QString &field, bool guardFormula = false);

/// A character that makes a spreadsheet read a cell starting with it as a formula: = + - @, and
/// tab and carriage return (OWASP, "CSV Injection", https://owasp.org/www-community/attacks/CSV_Injection).
/// Exports prefix such a cell with an apostrophe; CloudGauge's readers remove exactly that one.
bool isFormulaTrigger(QChar c);

} // namespace cg
