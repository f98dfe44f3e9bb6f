#pragma once

#include <QString>

#include <optional>

namespace cg {

/// Outcome of parsing one numeric field of a machine file.
struct ParsedNumber
{
    enum class Kind { Missing, Value, Invalid };
    Kind kind = Kind::Missing;
    double value = 0.0;
    QString reason; ///< for Invalid: why, in English, e.g. "decimal comma"

    bool isValue() const { return kind == Kind::Value; }
    std::optional<double> optional() const { return isValue() ? std::optional<double>(value) : std::nullopt; }
};

/**
 * Parses a number from a machine file in the C locale, whatever the UI or system locale
 * (field report CAT-09). Empty, "nan", "NaN", "none", "null" and "N/A" are Missing (SQL NULL,
 * never 0). A decimal comma ("2,49"), grouped thousands ("1.234,56"), text ("abc"), infinity
 * and negative values are Invalid with a reason.
 */
ParsedNumber parseDecimal(const QString &text);

/// Parses an ISO date (YYYY-MM-DD), returns it in the same form, or an empty string if invalid.
QString normaliseIsoDate(const QString &text);

} // namespace cg
