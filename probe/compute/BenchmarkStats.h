#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <chrono>
#include <cstdint>
#include <vector>

namespace cg::probe {

/**
 * Statistics of the timed samples of one figure (a rate such as GB/s or TFLOPS, higher is better).
 *
 * The method follows clpeak (https://github.com/krrishnarraj/clpeak), BabelStream
 * (https://github.com/UoB-HPC/BabelStream) and nvbandwidth (https://github.com/NVIDIA/nvbandwidth):
 * one discarded warm-up, then repeated timed samples, the median reported next to the best.
 */
struct SampleStats
{
    int count = 0; ///< samples kept (the warm-up is never one of them)
    double median = 0; ///< median of the samples; the mean of the two middle ones for an even count
    double best = 0; ///< the highest sample (rates: higher is better)
    double worst = 0; ///< the lowest sample
    double spread = 0; ///< relative: (best - worst) / median; 0 for fewer than two samples
};

/// Median, best, worst and relative spread of `values` (any order). An empty list gives count 0
/// and zeros; a median of 0 gives spread 0 (no division by zero).
SampleStats computeStats(const std::vector<double> &values);

/// When to stop sampling a figure.
struct StopRule
{
    int minSamples = 5; ///< never stop converged with fewer samples than this
    int maxSamples = 20; ///< the cap
    /// converged once the last minSamples samples lie within this relative spread (2 %); one
    /// outlier earlier on no longer keeps a figure from converging (the window moves past it)
    double maxSpread = 0.02;

    /// 3 to 5 samples in quick mode, 5 to 20 otherwise; 2 % spread either way.
    static StopRule forMode(bool quick);
};

enum class StopReason { Continue, Converged, Cap, Deadline, Cancelled };

/// True when the last rule.minSamples of `values` have a relative spread ≤ rule.maxSpread (the
/// stop rule of clpeak-style tools: a fixed count, or a steady window; not max − min over all).
bool windowConverged(const std::vector<double> &values, const StopRule &rule);

/// Whether to take another sample after `values`: Cancelled when `cancelled`; Converged once
/// windowConverged(); Cap at maxSamples; Deadline when
/// `outOfTime` (the caller's time budget is used up); else Continue. Checked in that order, so a
/// converged figure reports Converged even when the budget ran out at the same moment.
StopReason nextStep(const std::vector<double> &values, const StopRule &rule, bool outOfTime, bool cancelled);

/// Dispatches per timed sample so that a sample lasts at least `targetSampleMs` when one dispatch
/// takes `dispatchMs`: ceil(target / dispatch), clamped to [1, maxReps]. A dispatch time ≤ 0
/// (timer resolution) gives maxReps.
int dispatchesPerSample(double dispatchMs, double targetSampleMs, int maxReps);

/**
 * The problem size for the next calibration try when one dispatch of `size` elements took
 * `dispatchMs`, so that a single dispatch stays well under a GPU watchdog (CLV-03: Windows TDR is
 * about 2 s; we aim far below, at most `maxDispatchMs`).
 *
 * Returns `size` when dispatchMs ≤ maxDispatchMs; otherwise the size scaled by
 * targetDispatchMs / dispatchMs, rounded down to a multiple of `granularity` and at least
 * `minSize` (so a result equal to `size` means it cannot shrink further).
 */
std::int64_t shrinkSize(
    std::int64_t size, double dispatchMs, double targetDispatchMs, double maxDispatchMs, std::int64_t minSize, std::int64_t granularity);

/// Sizing of the timed dispatches: single dispatch ≤ maxDispatchMs, sample ≥ targetSampleMs.
struct Calibration
{
    double targetDispatchMs = 20; ///< a shrunk dispatch aims here
    double maxDispatchMs = 100; ///< one dispatch never takes longer (well under 0.5 s)
    double targetSampleMs = 20; ///< a timed sample (several dispatches) lasts at least this
    int maxDispatchesPerSample = 1000;

    /// quick: samples of 20 ms; otherwise 50 ms. One dispatch ≤ 100 ms either way.
    static Calibration forMode(bool quick);
};

/// A monotonic deadline for the whole backend (ComputeOptions::budget).
class Deadline final
{
public:
    explicit Deadline(std::chrono::milliseconds budget);
    bool expired() const;
    std::chrono::milliseconds budget() const { return m_budget; }

private:
    std::chrono::steady_clock::time_point m_end;
    std::chrono::milliseconds m_budget;
};

/**
 * The JSON Measure object of probe/schema.md for a verified figure: median, best, samples, spread,
 * verified: true, `amountKey` ("bytes" or "flop") = `amountPerDispatch`, dispatch_ms (median time
 * of one dispatch), and the extension keys `values` (every sample's figure, in order measured) and
 * `dispatches_per_sample`, and `converged` (the stop rule's window was steady before the cap or
 * the deadline). Figures are rounded to 4 significant digits in `values`, median and best
 * alike, so the statistics can be recomputed exactly from `values`.
 */
QJsonObject measureJson(const std::vector<double> &values, const std::vector<double> &dispatchMs, const QString &amountKey,
    double amountPerDispatch, int dispatchesPerSample, bool converged = false);

/// A Backend object of probe/schema.md for a compute backend (`name` "opencl" or "vulkan"):
/// status, code, reason, library (null when empty); tool_version, exit_code and raw_output null.
QJsonObject computeBackendJson(
    const QString &name, const QString &status, const QString &code, const QString &reason, const QString &library);

/// The Measure of a figure whose result did not match the host computation: verified false, the
/// samples taken and the amount per dispatch, and no number (no median, best or values).
QJsonObject unverifiedMeasureJson(int samples, const QString &amountKey, double amountPerDispatch, const QString &mismatch);

/// How a benchmark run ended: the status and reason of its Benchmarks object (probe/schema.md).
struct RunOutcome
{
    QString status = QStringLiteral("ok"); ///< ok, cancelled, timeout or error
    QString reason; ///< empty for ok
};

/// The outcome of an OpenCL or Vulkan run, worded once for both: "cancelled" or "timeout" when it
/// stopped early (`stopReason` "cancelled" or "timeout") during `figure`, with the time `budget`;
/// else "error" naming the figures in `mismatched` (their results did not match the host's); else ok.
RunOutcome runOutcome(
    bool stoppedEarly, const QString &stopReason, const QString &figure, std::chrono::milliseconds budget, const QStringList &mismatched);

/// `value` rounded to `digits` significant decimal digits (0 stays 0).
double roundSignificant(double value, int digits);

} // namespace cg::probe
