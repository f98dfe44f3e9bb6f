#pragma once

#include <optional>

namespace cg {

/// Hours in a month for committed terms: the 720 h of SemiAnalysis's TCO formula
/// (GPU cost = USD per GPU-hour × GPUs × 720 h; https://www.clustermax.ai/tco).
constexpr double kTermHoursPerMonth = 720;

/**
 * A reserved (committed) term against on-demand, per GPU, in USD.
 *
 * A term is paid for every hour of it whether used or not: committed = R × H × T, with R the
 * term price (USD per GPU-hour), H hours a month (720) and T the term in months. The on-demand
 * alternative pays only for the hours used, at a list price P that is assumed to fall by a
 * yearly rate d, compounded monthly: month m (0-based) costs P × (1 − d)^(m/12) per GPU-hour, so
 * the price a year later is exactly P × (1 − d). At utilisation u (share of the hours used):
 *   on-demand(u) = u × H × P × Σ_{m=0}^{T−1} f^m,  f = (1 − d)^(1/12),  Σ = (1 − f^T) / (1 − f).
 * Break-even utilisation u* = committed / on-demand(1) = R × T / (P × Σ): above u* the term is
 * cheaper. u* > 1 means the term never pays, even at full use. d is a user assumption (it may be
 * negative: prices rising); no published rate is implied.
 */
struct TermBreakEven
{
    int months = 0;
    double termUsdPerGpuHour = 0;
    double committedUsd = 0; ///< per GPU over the term, USD
    double onDemandUsdAtFullUse = 0; ///< per GPU over the term at u = 1, USD
    double breakEvenUtilisation = 0; ///< u*, a fraction (may exceed 1: never pays)

    /// On-demand cost per GPU over the term at utilisation `u` (fraction), USD.
    double onDemandUsd(double u) const { return u * onDemandUsdAtFullUse; }
    bool paysAtOrBelowFullUse() const { return breakEvenUtilisation <= 1; }
};

/// Σ_{m=0}^{months−1} (1 − d)^(m/12): the on-demand months at today's price that `months` of
/// use cost under a yearly decline `d` (fraction; 0.2 = 20 %/year) compounded monthly.
double decliningPriceMonths(int months, double yearlyDecline);

/**
 * The break-even of one term. Inputs in USD per GPU-hour; `yearlyDecline` a fraction < 1 (and
 * > −1). Returns nullopt when a price is not > 0, months < 1 or the decline is out of range.
 */
std::optional<TermBreakEven> termBreakEven(
    double onDemandUsdPerGpuHour, double termUsdPerGpuHour, int months, double yearlyDecline, double hoursPerMonth = kTermHoursPerMonth);

} // namespace cg
