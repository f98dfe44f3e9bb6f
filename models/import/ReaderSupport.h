#pragma once

// Internal to models/import: what the CSV format readers share (OfferReaders.cpp,
// OpenComputePricesReader.cpp). Nothing outside this folder includes it.

#include "csv/CsvReader.h"
#include "import/FieldParsers.h"
#include "import/OfferRecord.h"

#include <QString>

#include <initializer_list>
#include <optional>

namespace cg::readers {

/// Column accessor by header name; absent columns read as empty.
class Row
{
public:
    explicit Row(const CsvRecord &record)
        : m_record(record)
    {
    }
    QString operator[](int column) const
    {
        if (column < 0)
            return {};
        QString v = m_record.fields.value(column).trimmed();
        // CloudGauge's exports prefix a spreadsheet formula trigger (isFormulaTrigger) with an apostrophe
        // (csvEscape); reading it back restores the value, so the round trip stays lossless.
        if (v.size() > 1 && v.at(0) == QLatin1Char('\'') && isFormulaTrigger(v.at(1)))
            v.remove(0, 1);
        return v;
    }

private:
    const CsvRecord &m_record;
};

/// Parses a numeric field (parseDecimal: C locale); on an invalid one sets `reason` to
/// "column: why" and returns false. An empty field is nullopt.
bool number(const QString &text, const QString &column, std::optional<double> *out, QString *reason);

/// The names of `names` the table has no column for, joined with ", "; empty when it has all.
QString missingColumns(const CsvTable &t, std::initializer_list<const char *> names);

/// A ReadResult of `format` carrying the table's fatal error, rejected rows and row count.
ReadResult fromTable(const CsvTable &t, const QString &format);

} // namespace cg::readers
