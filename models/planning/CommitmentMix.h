#pragma once

#include "planning/CommitmentPlan.h"

#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace cg::plan {

/// One market the mix may buy from: a provider's offer (or typed prices), USD per GPU-hour.
struct Market
{
    QString label; ///< "lambda 8x H100 (us-east-1)", "typed prices"
    std::optional<double> onDemand; ///< > 0 when set
    std::optional<double> spot; ///< > 0 when set
    QMap<int, double> terms; ///< term in months → USD per GPU-hour, each > 0
};

/// GPUs committed to one market's term in the mix.
struct MixCommitment
{
    int market = 0; ///< index into the markets given
    int months = 0;
    int gpus = 0;
    double usdPerGpuHour = 0;
};

/// The cheapest mix of commitments, on demand and spot for the demand curve.
struct MixPlan
{
    QList<MixCommitment> commitments; ///< only terms with GPUs committed, market then term order
    int onDemandMarket = -1; ///< the market on-demand GPU-hours are bought from; -1 when none is used
    int spotMarket = -1; ///< the market spot GPU-hours are bought from; -1 when none is used
    double onDemandGpuHoursPerHour = 0; ///< average GPUs on demand
    double spotGpuHoursPerHour = 0; ///< average GPUs on spot
    double usdPerHour = 0; ///< average cost per hour, USD
    double allOnDemandUsdPerHour = 0; ///< every GPU-hour at the cheapest on-demand price; 0 without one
    int windowMonths = 0;
    double periodHours = 0; ///< the curve's span
    double periodUsd = 0;
    double savingUsd = 0; ///< against all on demand, over the period
};

/**
 * The mix across markets and terms, as a mixed-integer program solved by GLPK (glp_intopt,
 * https://www.gnu.org/software/glpk/): whole GPUs committed per market and term (c ≥ 0, integer, at
 * most the peak), and per demand level of the window the GPUs on demand (o ≥ 0, at the cheapest
 * on-demand price) and on spot (0 ≤ s ≤ the level's interruptible GPUs, at the cheapest spot price ×
 * (1 + overhead)), such that Σc + o + s ≥ the level's demand; minimising Σ c × term price + the
 * hours-weighted average of o × on demand + s × spot. The window is replayWindow() for the longest
 * term offered. On one market with one term this is planTerm()'s problem and has its optimum.
 * Returns nullopt with `error` when no market has a price, a price is not a positive number, the
 * demand cannot be met (no on-demand price and no term), or GLPK finds no optimum.
 */
std::optional<MixPlan> planMix(const DemandCurve &curve, const QList<Market> &markets, const PlanAssumptions &assumptions, QString *error);

} // namespace cg::plan
