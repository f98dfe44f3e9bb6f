#pragma once

#include "catalog/store/CatalogTypes.h"
#include "rfq/QuoteComparison.h"
#include "scoring/ModelJob.h"
#include "scoring/NeedProfile.h"
#include "scoring/TrueCost.h"

#include <QCoreApplication>
#include <QList>
#include <QPair>
#include <QString>

#include <optional>

namespace cg {

class RankingSession;

/// The size of a training run, as the workload estimator takes it.
struct TrainingRun
{
    double parameters = 7e9; ///< model parameters (count, not billions)
    double tokens = 1e12; ///< training tokens (count)
    double mfu = 0.40; ///< model FLOPs utilisation, fraction in (0, 1]; the default MFU of 40 % (docs/methodology.md)
    int gpus = 64; ///< GPUs in the job: the wall time, and what an offer must hold (jobNeed)
    ModelMethod method = ModelMethod::Training; ///< full training, LoRA or QLoRA: the memory per GPU (ModelJob)

    /// The run as a ModelJob (parameters, GPUs, method).
    ModelJob job() const { return ModelJob { parameters, gpus, method }; }
};

/// One offer's cost to finish a TrainingRun. Money in USD, time in hours.
struct FinishCost
{
    /// Why an offer has no estimate; such offers sort after every estimated one.
    enum class NoData { None, NoBf16, NoPrice, NoBf16NoPrice };

    OfferView offer; ///< the cheapest priced region's row (any row when none is priced)
    int regionCount = 1;
    std::optional<double> usdPerGpuHour; ///< on-demand list price, USD per GPU-hour
    std::optional<double> trueCostUsdPerUsefulGpuHour; ///< under the scenario; empty without a published tier
    WorkloadEstimate estimate; ///< FLOPs, GPU-hours, wall hours, cost at list price (USD)
    std::optional<double> costAtTrueCostUsd; ///< GPU-hours × true cost per useful GPU-hour
    /// The received quote the run is cheapest at (FinishCostTable::setQuotes), when one applies:
    /// unexpired, of the offer's provider and GPU model, convertible to USD.
    std::optional<rfq::QuoteComparison> quote;
    /// The run's cost at that quote, USD: quoted USD per GPU-hour × the GPU-hours the run needs,
    /// or × the GPU-hours a reserved term commits the job's GPUs to (GPUs × term months × 720 h,
    /// kTermHoursPerMonth) when that is more. Empty without a quote.
    std::optional<double> costAtQuoteUsd;
    NoData noData = NoData::None;
    /// The session's applied gates (Gate flags) that the represented row fails: 0 when it passes.
    unsigned gates = 0;
    /// Why it is not recommended, in the UI language: one sentence per failed gate
    /// (Caveats::gates), then the model's memory need it does not meet
    /// (NeedConstraints::unmetConstraints of FinishCostTable::jobNeed). Empty when recommended.
    QStringList notRecommended;

    bool hasEstimate() const { return noData == NoData::None; }
    bool isRecommended() const { return notRecommended.isEmpty(); }
    /// The cost the estimator ranks by, USD: the lower of the cost at list price and at the quote.
    double bestCostUsd() const { return costAtQuoteUsd && *costAtQuoteUsd < estimate.costUsd ? *costAtQuoteUsd : estimate.costUsd; }
    /// The reason in English, for the command line ("no dense BF16 figure", ...); empty when estimated.
    QString noDataReason() const;
};

/**
 * "Cheapest to finish": the cost of training a model on each offer, ranked cheapest first.
 *
 * Per offer (a provider's instance type, represented by its cheapest priced region):
 *   FLOPs = 6 × parameters × tokens (Kaplan et al. 2020, arXiv:2001.08361),
 *   GPU-hours = FLOPs / (datasheet dense BF16 FLOP/s per GPU × MFU) / 3600  (estimateWorkload),
 *   wall time = GPU-hours / GPUs in the job (hours),
 *   cost = GPU-hours × on-demand USD per GPU-hour, and GPU-hours × the true cost in USD per
 *   useful GPU-hour (SemiAnalysis's TCO model under the scenario, ScoringTable::trueCost).
 * Prices, true costs and gates are the RankingSession's (one owner of the ranking): an offer a
 * switched-on gate excludes (Not Recommended or unrated provider, implausible price, the need's
 * constraints) is estimated but listed after every recommended one, with the reason; so is one
 * that cannot run the job (jobNeed: memory per GPU, GPUs per instance, interconnect). Offers without a dense BF16
 * figure or a comparable price come last, in provider order, with the reason; nothing is
 * estimated from a guess.
 *
 * build() groups the offers once (O(n)); estimate() is O(offers) and cheap enough for every input change.
 */
class FinishCostTable final
{
    Q_DECLARE_TR_FUNCTIONS(cg::FinishCostTable)

public:
    /// One row per provider × instance type of `session`, at its cheapest region that passes the
    /// applied gates (else its cheapest region), priced and gated as the session ranks it.
    static FinishCostTable build(const RankingSession &session);

    /// What an offer must hold to run `run`: ModelJob::constraints of run.job() — memory per GPU
    /// (16 bytes per parameter sharded over the job's GPUs for full training, ZeRO stage 3; 2 for
    /// LoRA; 0.516 unsharded for QLoRA), GPUs per instance and interconnect.
    static NeedConstraints jobNeed(const TrainingRun &run);

    /**
     * The quotes received (rfq::compareQuotes of the catalog's quotes): each row may be priced at
     * a quote of its provider and GPU model (QuoteComparison::gpuKey against OfferView::gpuKey)
     * that has not expired and has a USD price; region and quoted GPU count are not matched. Both
     * on-demand and reserved quotes apply; a reserved quote costs at least its commitment
     * (FinishCost::costAtQuoteUsd). Replaces the quotes set before; empty = list prices only.
     */
    void setQuotes(const QList<rfq::QuoteComparison> &quotes);

    /// Every offer: the recommended estimated ones by their best cost (FinishCost::bestCostUsd:
    /// list price or a received quote, whichever finishes the run cheaper) ascending, then true
    /// cost, provider, instance type; then the estimated ones not recommended in the same order,
    /// then the ones without an estimate. Each estimated row with quotes carries the cheapest.
    /// Returns nothing when `run` is not positive (parameters, tokens, MFU in (0, 1], GPUs ≥ 1).
    QList<FinishCost> estimate(const TrainingRun &run) const;
    int offerCount() const { return int(m_rows.size()); }

private:
    QList<FinishCost> m_rows; // estimate fields and the memory reasons empty
    QList<QList<rfq::QuoteComparison>> m_quotes; // per row of m_rows: the quotes that apply (setQuotes)
};

} // namespace cg
