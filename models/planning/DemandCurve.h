#pragma once

#include <QByteArray>
#include <QDate>
#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace cg::plan {

/**
 * Demand described instead of measured (Tools → Capacity plan…, "Describe"): a baseline, peaks of
 * extra GPUs for a number of days in every cycle of days, and a monthly growth that scales both;
 * e.g. "16 GPUs, 48 more for 21 days every 90 days, growing 2 % a month, over 12 months".
 */
struct DemandProfile
{
    QDate start; ///< first day (UTC)
    double baselineGpus = 0; ///< ≥ 0
    double peakExtraGpus = 0; ///< ≥ 0, added during a peak
    int peakDays = 0; ///< 0 to everyDays: each cycle's last peakDays days are a peak
    int everyDays = 30; ///< ≥ 1: the length of a cycle
    double growthPerMonth = 0; ///< a fraction, −0.5 to 1 (0.02 = 2 % a month), compounded per 30 days
    int months = 12; ///< 1 to 60 months of 30 days
};

/**
 * GPUs in use over a period, one row per hour or per day: the demand a capacity plan is sized
 * against (issue "Commit or not", the demand CSV of `cloudgauge plan --demand`).
 *
 * The file has the columns `start,gpus` (case-insensitive, any order, other columns ignored):
 * `start` is the ISO 8601 start of the row, a date (`2026-01-05`: a day) or a date and time
 * (`2026-01-05T13:00`, `…Z` or `…+08:00`: an hour; without an offset it is read as UTC); `gpus` is
 * the number of GPUs in use (a daily row's average may be fractional), from 0 to kMaxGpus. Rows are
 * consecutive hours or consecutive days, oldest first, without gaps: the step is taken from the first
 * two rows and must be 1 h or 24 h.
 */
struct DemandCurve
{
    QDateTime start; ///< UTC start of the first row
    int stepHours = 0; ///< 1 (hourly rows) or 24 (daily rows)
    QList<double> gpus; ///< GPUs in use per row, ≥ 0, oldest first

    /// Hours the curve covers: rows × stepHours.
    double spanHours() const { return double(gpus.size()) * stepHours; }
    /// The largest number of GPUs in use in any row (0 for an empty curve).
    double peak() const;
    /// GPU-hours in use over the curve: Σ gpus × stepHours.
    double gpuHours() const;

    /// More GPUs than any cluster sold today holds in one row: a typing error, refused with its line.
    static constexpr double kMaxGpus = 1'000'000;
    /// At most this many rows: five and a half years of hours.
    static constexpr int kMaxRows = 50'000;

    /**
     * Reads the CSV text `bytes`. Errors (into `error`, nullopt returned, nothing kept): a missing
     * `start` or `gpus` column, no data rows, a rejected CSV record, a `start` that is not ISO 8601,
     * a `gpus` that is not a number in [0, kMaxGpus], a step other than 1 h or 24 h, a row that
     * does not follow the previous one by exactly that step (a gap, a repeat, out of order), or more
     * than kMaxRows rows; each names its line.
     */
    static std::optional<DemandCurve> fromCsv(const QByteArray &bytes, QString *error);
    /**
     * Daily rows from a profile: day k (0-based) uses (baseline + extra when k mod everyDays ≥
     * everyDays − peakDays) × (1 + growth)^(k ÷ 30) GPUs, for months × 30 days. Returns nullopt with
     * `error` for a value out of the ranges DemandProfile states, or a day above kMaxGpus.
     */
    static std::optional<DemandCurve> fromProfile(const DemandProfile &profile, QString *error);
    /// fromCsv() of the file at `path`; an unreadable file is an error naming the path.
    static std::optional<DemandCurve> readFile(const QString &path, QString *error);
};

} // namespace cg::plan
