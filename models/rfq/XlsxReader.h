#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>

#include <optional>

namespace cg::rfq {

/// One cell value as stored in the workbook.
struct XlsxCell
{
    enum class Type { String, Number, Boolean, Error };
    Type type = Type::String;
    QString text; ///< the string, or the number/boolean as written in the XML (C locale)
};

/// One worksheet: its cells by (row, column), both 1-based.
struct XlsxSheet
{
    QString name;
    QHash<quint64, XlsxCell> cells;
    static quint64 key(int row, int column) { return (quint64(quint32(row)) << 32) | quint32(column); }
    /// The cell at (row, column), or nullptr when it is empty.
    const XlsxCell *cell(int row, int column) const;
    /// The largest row number that holds a cell (0 when the sheet is empty).
    int lastRow = 0;
    /// The row numbers that hold at least one cell, ascending.
    QList<int> rows() const;
};

/// The worksheets of a workbook, in workbook order.
struct XlsxWorkbook
{
    QList<XlsxSheet> sheets;
    /// The sheet named `name`, or nullptr.
    const XlsxSheet *sheet(const QString &name) const;
};

/// "A1"-style reference of (row, column), both 1-based: (12, 1) → "A12", (1, 28) → "AB1".
QString cellReference(int row, int column);
/// Parses "A12" into (row, column); nullopt unless it is 1-3 letters then 1-7 digits, row ≥ 1,
/// column ≤ 16384 (XFD) and row ≤ 1048576 (the XLSX limits, ECMA-376 Part 1, 18.3.1.4).
std::optional<std::pair<int, int>> parseCellReference(const QString &ref);

/**
 * Limits of the reader. A returned workbook comes from outside, so every size is capped before
 * anything is inflated; the values are CloudGauge's (a filled questionnaire is about 30 KiB).
 */
struct XlsxLimits
{
    qint64 maxFileBytes = 16 * 1024 * 1024; ///< the .xlsx itself
    int maxEntries = 200; ///< files inside the zip
    qint64 maxEntryBytes = 8 * 1024 * 1024; ///< one inflated part
    qint64 maxTotalBytes = 32 * 1024 * 1024; ///< all inflated parts read
    qint64 maxRatio = 100; ///< inflated ÷ compressed size of a part larger than 1 MiB
    int maxSharedStrings = 100000; ///< entries of xl/sharedStrings.xml
    int maxCellsPerSheet = 200000;
};

/**
 * Reads the cell values of an XLSX workbook (ECMA-376 SpreadsheetML) with libzip and
 * QXmlStreamReader: xl/workbook.xml and its relationships for the sheet names, the shared
 * strings, inline strings, numbers and booleans. Refuses, with a one-line reason in `error`
 * (naming the cell "Sheet!A12" where there is one) and no workbook: a file that is not a zip,
 * too many parts, a part above the size or compression-ratio limits (zip bomb; sizes are checked
 * against the header and again while inflating), a shared-strings table above its limit, any
 * formula, external links (xl/externalLinks/ parts or relationships with TargetMode="External"),
 * a DTD in any part, malformed XML, and bad or missing cell references.
 */
std::optional<XlsxWorkbook> readXlsx(const QByteArray &data, QString *error, const XlsxLimits &limits = {});

/// The same reading and checks as readXlsx() on parts already inflated, by part name
/// ("xl/workbook.xml", "xl/_rels/workbook.xml.rels", "xl/worksheets/sheet1.xml", …): for the
/// fuzz target, which reaches the XML readers without having to build valid deflate streams.
std::optional<XlsxWorkbook> readXlsxParts(const QHash<QString, QByteArray> &parts, QString *error, const XlsxLimits &limits = {});

/// Reads the file at `path` (at most limits.maxFileBytes) and then readXlsx(); errors start with the path.
std::optional<XlsxWorkbook> readXlsxFile(const QString &path, QString *error, const XlsxLimits &limits = {});

} // namespace cg::rfq
