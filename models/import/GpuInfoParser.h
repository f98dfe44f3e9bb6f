#pragma once

#include <QString>

#include <optional>

namespace cg {

/**
 * What a SkyPilot `GpuInfo` cell says about an instance's accelerators.
 *
 * The cell comes in several shapes in the real catalogs (the SkyPilot catalogs of 17 clouds): a Python-literal
 * dict with single quotes and None (most clouds), real JSON with doubled CSV quotes (verda,
 * primeintellect), lower-case keys (do), or plain text (ibm, paperspace: just the GPU name).
 * Memory inside it is unreliable (shadeform writes GB into SizeInMiB, nebius writes 0,
 * primeintellect writes the instance total), so callers treat it as a hint and compare it
 * with the datasheet figure.
 */
struct GpuInfo
{
    enum class Shape { Empty, PythonLiteral, Json, PlainText, Unreadable };
    Shape shape = Shape::Empty;
    QString name; ///< accelerator name of the first entry, as written
    QString manufacturer; ///< e.g. "NVIDIA"; empty when absent
    std::optional<double> count; ///< accelerators in the first entry (may be fractional)
    std::optional<double> memoryMiB; ///< MemoryInfo.SizeInMiB as written; 0 is treated as absent
    std::optional<double> totalMemoryMiB; ///< TotalGpuMemoryInMiB as written
    QString error; ///< for Unreadable: why
};

/// Parses one GpuInfo cell (any shape above). Never throws; unreadable input gives Shape::Unreadable.
GpuInfo parseGpuInfo(const QString &cell);

/// Converts a Python literal (single-quoted strings, None/True/False) to JSON text. Returns an
/// empty string when the literal is malformed (unterminated string).
QString pythonLiteralToJson(const QString &literal);

} // namespace cg
