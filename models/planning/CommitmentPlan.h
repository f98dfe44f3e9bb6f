#pragma once

#include "planning/DemandCurve.h"

#include <QList>

#include <optional>

namespace cg::plan {

/// Hours in a month of a committed term: the 720 h of SemiAnalysis's TCO formula
/// (https://www.clustermax.ai/tco), the same as ReservedTerm's kTermHoursPerMonth.
constexpr double kPlanHoursPerMonth = 720;

/**
 * What the user states about the work, not found in any public source.
 *
 * interruptibleShare: the share of every row's demand that may run on spot (0 to 1).
 * interruptionOverhead: the extra GPU-hours interrupted work takes on spot (checkpoints, restarts),
 * as a fraction: 0.15 makes a spot GPU-hour cost 1.15 × the spot price. No public source gives a
 * figure for it; the default 0 says so rather than guessing.
 */
struct PlanAssumptions
{
    double interruptibleShare = 0;
    double interruptionOverhead = 0;
};

/// One demand level of the replayed curve: firm GPUs (on-demand or committed) and interruptible
/// GPUs (may run on spot) for `hours` hours of the window.
struct DemandLevel
{
    double firm = 0;
    double interruptible = 0;
    double hours = 0;
    double total() const { return firm + interruptible; }
};

/**
 * The demand a commitment of `months` is judged on. The clouds' recommenders (AWS Savings Plans and
 * RI recommendations, Azure reservation recommendations, Google's CUD recommender) replay a recent
 * usage curve against commitment levels and do not forecast; so does this. The curve is repeated
 * end to end until it fills whole terms (a 30-day curve and a 12-month term: 12 repeats; a 12-month
 * curve and a 1-month term: 12 renewals of the same level), each month being kPlanHoursPerMonth.
 */
struct ReplayWindow
{
    int months = 0; ///< whole terms, ≥ the curve's span
    double hours = 0; ///< months × kPlanHoursPerMonth
    QList<DemandLevel> levels; ///< aggregated by demand value, ascending total
    QList<double> rowGpus; ///< the replayed rows in time order (GPUs in use), one per curve step
    int stepHours = 0;
};

/// The window for a term of `termMonths` (≥ 1) over `curve` (non-empty), with the interruptible share split off.
ReplayWindow replayWindow(const DemandCurve &curve, int termMonths, const PlanAssumptions &assumptions);

/**
 * Prices of one market in USD per GPU-hour. `onDemand` is paid per hour used; a term's price is
 * paid for every hour of the term, used or not; `spot` is paid per hour used, times
 * (1 + interruptionOverhead), and only for interruptible demand.
 */
struct PlanPrices
{
    double onDemand = 0; ///< > 0
    double term = 0; ///< > 0
    std::optional<double> spot; ///< > 0 when set
};

/// The average cost per hour, USD, of committing `gpus` GPUs over `window` at `prices`: committed
/// GPUs serve firm demand first, then interruptible; the rest of the firm demand runs on demand, the
/// rest of the interruptible demand on spot where spot × (1 + overhead) is below on demand.
double hourlyCost(const ReplayWindow &window, double gpus, const PlanPrices &prices, const PlanAssumptions &assumptions);

/**
 * The single-market optimum in closed form, without spot: commit to the smallest level c such that
 * the (c+1)-th GPU would be in use for a share of the hours no larger than term ÷ on demand. For
 * whole-GPU demand that share is the share of hours the demand exceeds c (the newsvendor's critical
 * fractile); a fractional demand (a day's average) uses the GPU for the fraction min(1, demand − c)
 * of an hour. One more GPU adds `term` to every hour and saves `onDemand` for every hour it is in
 * use, so the cost falls while that share is above the ratio. Ties go to the smaller commitment.
 */
int closedFormCommitment(const ReplayWindow &window, double termToOnDemandRatio);

/// The plan for one market and one term.
struct TermPlan
{
    int months = 0;
    PlanPrices prices;
    int committedGpus = 0; ///< the level with the lowest hourly cost, found by the sweep
    std::optional<int> closedFormGpus; ///< closedFormCommitment(), when it applies (no spot in play)
    double coverage = 0; ///< share of the GPU-hours in use served by the commitment, 0–1
    double utilisation = 0; ///< share of the committed GPU-hours in use, 0–1 (0 with no commitment)
    double usdPerHour = 0; ///< the plan's average cost per hour, USD
    double allOnDemandUsdPerHour = 0; ///< every GPU-hour on demand, USD per hour
    double periodHours = 0; ///< the demand curve's span
    double periodUsd = 0; ///< usdPerHour × periodHours
    double savingUsd = 0; ///< over the period, against all on demand (negative never: 0 commitment is a candidate)
    double savingShare = 0; ///< savingUsd ÷ the all-on-demand cost of the period, 0–1
    /// First month of the window, 1-based, at whose end the plan's cumulative cost is at most that
    /// of committing nothing (on demand, and spot where it applies), replaying the curve in time
    /// order; empty with no commitment.
    std::optional<int> breakEvenMonth;
    int windowMonths = 0;
};

/**
 * Sweeps the whole commitment levels from 0 up, each GPU's marginal cost summed level by level, and
 * stops at the first level whose next GPU no longer lowers the cost: the cheapest level, as the
 * cost is convex in it (ties: the smaller). When levels × demand values exceed kSweepBudget the
 * same level is found by bisection on the marginal cost. Returns nullopt with
 * `error` for prices that are not > 0 or finite, a term < 1 month, an empty curve, or a share or
 * overhead out of range (share 0–1, overhead 0–10).
 */
std::optional<TermPlan> planTerm(
    const DemandCurve &curve, int months, const PlanPrices &prices, const PlanAssumptions &assumptions, QString *error);

/// Evaluations of hourlyCost's per-level sum beyond which planTerm bisects instead of sweeping.
inline constexpr double kSweepBudget = 2e7;

/// The checks planTerm makes of `assumptions`; false with `error`.
bool validAssumptions(const PlanAssumptions &assumptions, QString *error);

} // namespace cg::plan
