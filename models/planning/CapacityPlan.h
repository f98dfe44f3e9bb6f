#pragma once

#include "planning/CommitmentMix.h"
#include "planning/PlanMarkets.h"

#include <QList>

#include <optional>

namespace cg::plan {

/**
 * A whole capacity plan, the one computation the command line (`cloudgauge plan`), the window
 * (Tools → Capacity plan…) and the report's "Capacity plan" section show: the demand, what was
 * assumed, the markets with their sources, per market with an on-demand price and per term priced
 * the single-market plan (planTerm), and the mix across all of them (planMix).
 */
struct CapacityPlan
{
    DemandCurve demand;
    PlanAssumptions assumptions;
    QList<ProviderMarket> markets;
    struct Term
    {
        int market = 0; ///< index into markets
        TermPlan plan;
        PriceSource source; ///< where the term price comes from (MarketSources::terms)
    };
    QList<Term> terms; ///< market order, then shortest term first
    bool termsLeftOut = false; ///< a term was priced but not among the terms asked for
    MixPlan mix;
};

/**
 * Plans `demand` against `markets` (catalogMarkets(), or one typed market): only the terms in
 * `onlyTerms` when it is not empty. Returns nullopt with `error` when the demand or a price is
 * invalid, or no market can meet the demand (planTerm, planMix).
 */
std::optional<CapacityPlan> buildPlan(const DemandCurve &demand, QList<ProviderMarket> markets, const QList<int> &onlyTerms,
    const PlanAssumptions &assumptions, QString *error);

/// GPUs per row of the curve under a plan, for its chart: committed and in use, committed and idle,
/// on demand, on spot. Their sum with the idle ones left out is the row's demand.
struct UsageRow
{
    double committedUsed = 0, committedIdle = 0, onDemand = 0, spot = 0;
};

/**
 * The curve's rows under `committedGpus` committed: committed GPUs serve firm demand first, then
 * interruptible; the rest of the firm demand runs on demand, the rest of the interruptible demand
 * on spot when `spotUsed`, else on demand (the same split hourlyCost() prices).
 */
QList<UsageRow> usageOverTime(const DemandCurve &demand, int committedGpus, bool spotUsed, const PlanAssumptions &assumptions);

} // namespace cg::plan
