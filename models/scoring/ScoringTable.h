#pragma once

#include "catalog/store/CatalogTypes.h"
#include "core/Criteria.h"
#include "core/FxRates.h"
#include "scoring/TrueCost.h"

#include <QHash>
#include <QList>
#include <QPair>
#include <QString>

#include <array>
#include <optional>
#include <vector>

namespace cg {

/// A provider's scores in the 10 ClusterMAX categories, 0-5 as assessed (table `assessment`).
using CategoryAssessment = std::array<std::optional<double>, kCategoryCount>;

/**
 * Why an offer is not recommended (bit flags). The gates are CloudGauge's policy (the
 * methodology states it): ClusterMAX groups Underperforming and Unavailable as "Not Recommended";
 * a provider with neither a published tier nor an assessment has no evidence behind its category
 * scores; a price far from every other price of the same GPU is more likely an error than a bargain.
 */
enum Gate : unsigned {
    GateNone = 0,
    /// Latest ClusterMAX tier Underperforming (tested and failed), or Unavailable (could not be
    /// tested) with no assessment of the provider: an assessment is what ranks such a provider.
    GateNotRecommended = 1u << 0,
    GateUnrated = 1u << 1, ///< no published tier and no assessed category
    GateImplausiblyCheap = 1u << 2, ///< robust z-score of the price ≤ −kImplausibleZ
    GateImplausiblyDear = 1u << 3, ///< robust z-score of the price ≥ +kImplausibleZ
    GateNeed = 1u << 4, ///< fails a hard constraint of the chosen need profile
    /// The price is the GPU's alone: the file priced the host machine apart and not at all (import
    /// flag `host_not_priced`). Always applied: an incomplete price is never rewarded.
    GateHostNotPriced = 1u << 5,
    GateAll = 0x3f,
};

/// Gates no setting switches off (RankingPolicy::applied).
constexpr unsigned kAlwaysOnGates = GateHostNotPriced;

/**
 * How the score treats missing data and which gates apply. Defaults: missing data counts at a
 * conservative prior (never a reward), every gate on. Renormalising missing criteria away (the
 * first release's rule: Σ wᵢsᵢ / Σ wᵢ over the criteria with data) stays available as an option.
 */
struct RankingPolicy
{
    enum class MissingData { Prior, Renormalise };
    MissingData missing = MissingData::Prior;
    /// Points (0-100) an unknown criterion counts at under MissingData::Prior: 10, the points of the
    /// lowest published ClusterMAX tier (Underperforming), so that having no data never scores
    /// better than the worst published grade. CloudGauge's choice; the user can change it.
    double priorPoints = 10;
    /// On by default: every gate but GateImplausiblyDear (a dear price never lifts an offer to the
    /// top; it is shown as a warning instead, and can be made a gate).
    unsigned gates = GateNotRecommended | GateUnrated | GateImplausiblyCheap | GateNeed;
    /// The gates a ranking applies: `gates` and the ones no setting switches off (kAlwaysOnGates).
    unsigned applied() const { return gates | kAlwaysOnGates; }

    bool operator==(const RankingPolicy &o) const = default;
};

/// |robust z| at or above which a price is implausible: the modified z-score cut of Iglewicz and
/// Hoaglin ("How to Detect and Handle Outliers", ASQC, 1993): 0.6745 (x − median) / MAD > 3.5,
/// computed on ln(USD per GPU-hour).
constexpr double kImplausibleZ = 3.5;
/// Fewest offers (distinct provider × instance type) of one GPU model for its own price check;
/// below it the offer's USD per dense BF16 TFLOP-hour is checked against all GPUs.
constexpr int kPlausibilityMinSamples = 5;

/**
 * Criterion scores of every offer row, computed once when the catalog is loaded, so that a
 * weight change costs only a weighted sum and a sort (the re-rank budget: 16 ms at 40k offers).
 *
 * Per row, each criterion is in [0, 100] or "no data" (NaN internally, never 0):
 * - BF16 / bandwidth price-performance = 100 × x / max(x) over the priced rows, x = datasheet
 *   dense BF16 TFLOPS (or GB/s) ÷ on-demand USD per GPU-hour;
 * - memory = 100 × GB per GPU ÷ the largest among priced rows;
 * - true cost = 100 × min(t) / t over the priced rows that have one, t = true cost in USD per
 *   useful GPU-hour (computeTrueCost: the eight monthly cost areas of SemiAnalysis's ClusterMAX
 *   TCO model, "How Much Do GPU Clusters Really Cost?", 2026-02-05, https://www.clustermax.ai/tco)
 *   under the chosen CostScenario, with the published reliability reference of the provider's
 *   ClusterMAX tier (ReliabilityProfile::forTier); unrated or Unavailable providers have no data;
 * - each ClusterMAX category = the provider's assessment × 20 when assessed; else the points of
 *   its latest published tier (Platinum 100, Gold 80, Silver 60, Bronze 40, Participation Ribbon
 *   25, Underperforming 10 — the order is ClusterMAX's, the points are CloudGauge's), marked as
 *   derived from the tier; Unavailable or unrated = no data.
 * USD per GPU-hour converts other currencies at the latest FX rate; a row without an on-demand
 * price, GPU count or FX rate has no price and is never scored (field report CAT-06).
 *
 * True cost as a criterion is per unit of useful work: USD per useful GPU-hour ÷ dense BF16
 * PFLOPS (USD per delivered dense BF16 PFLOP-hour), so a slow cheap GPU does not win it; per
 * GPU-hour stays in trueCost() for display. No BF16 figure = no data.
 *
 * score(): under MissingData::Prior, (Σ wᵢ·sᵢ over criteria with data + Σ wⱼ·prior over those
 * without) / Σ all wᵢ; under Renormalise, Σ wᵢ·sᵢ / Σ wᵢ over the criteria with data. Coverage =
 * Σ wᵢ with data / Σ all wᵢ either way.
 *
 * Gates (gates(row)): tier and unrated from the provider; price plausibility from the catalog
 * itself — per GPU model, the median and MAD of ln(USD per GPU-hour) over its offers (one sample
 * per provider × instance type, the cheapest region), else, for GPU models with fewer than
 * kPlausibilityMinSamples offers, ln(USD per dense BF16 TFLOP-hour) against every offer with a
 * BF16 figure. The spread is floored at 0.25 (ln units), so a price must be about 2.4 times off
 * the median to count, however alike the other prices are. priceZ(row) gives the robust z-score, NaN when it could not be computed.
 */
class ScoringTable final
{
public:
    /// `charges`: the providers' published egress, storage and IPv4 charges
    /// (Catalog::providerCharges), converted at `fxRates` into each row's true cost
    /// (HiddenCostRates); a provider without any is priced at the scenario's generic storage rate
    /// with egress and IPv4 unknown.
    static ScoringTable build(const QList<OfferView> &offers, const QHash<QString, RatingView> &ratings,
        const QHash<QString, CategoryAssessment> &assessments, const FxRates &fxRates,
        const CostScenario &scenario = CostScenario::pretraining(), const QHash<QString, QList<ProviderCharge>> &charges = {});

    /// Recomputes the true cost of every priced row and the true-cost criterion under `scenario`
    /// (one pass over the rows, O(n); run when the scenario changes, never on the slider path).
    void setScenario(const CostScenario &scenario);
    const CostScenario &scenario() const { return m_scenario; }

    int size() const { return int(m_usdPerGpuHour.size()); }
    const std::vector<double> &usdPerGpuHourColumn() const { return m_usdPerGpuHour; }
    /// True cost per row, USD per useful GPU-hour under scenario(); NaN = no data.
    const std::vector<double> &trueCostColumn() const { return m_trueCost; }
    /// True cost in USD per useful GPU-hour, or nullopt (no comparable price or no published tier).
    std::optional<double> trueCost(int row) const;
    /// The published charges of the row's provider in USD (build()'s `charges`), empty rates when
    /// it has none: what trueCost() priced egress, storage and IPv4 at.
    const HiddenCostRates &hiddenCostRates(int row) const;
    /// On-demand USD per GPU-hour, or nullopt when the row is not priced comparably.
    std::optional<double> usdPerGpuHour(int row) const;
    /// True cost in USD per useful dense BF16 PFLOP-hour (trueCost ÷ BF16 PFLOPS), the unit the
    /// true-cost criterion compares; nullopt without a true cost or a BF16 figure.
    std::optional<double> trueCostPerPflopHour(int row) const;
    std::optional<double> criterion(int row, Criterion c) const;
    /// The gates this row fails (Gate flags), before the policy chooses which apply.
    unsigned gates(int row) const { return m_gates[size_t(row)]; }
    /// Robust z-score of the row's price (see the class comment); NaN when not computed.
    double priceZ(int row) const { return m_priceZ[size_t(row)]; }
    /// True when the price check compared the row with its own GPU model (else with USD per TFLOP).
    bool priceCheckedByModel(int row) const { return m_priceByModel[size_t(row)]; }
    /// Marks rows failing `rowFails` (a need profile's hard constraints) with GateNeed.
    template<typename F> void setNeedGate(F rowFails)
    {
        for (size_t i = 0; i < m_gates.size(); ++i)
            m_gates[i] = rowFails(int(i)) ? (m_gates[i] | GateNeed) : (m_gates[i] & ~unsigned(GateNeed));
    }
    /// True when the row's category scores come from the published tier, not an assessment.
    bool categoriesFromTier(int row) const { return m_fromTier[size_t(row)]; }

    struct Result
    {
        std::vector<float> score; ///< [0, 100]; NaN for unpriced rows
        std::vector<float> coverage; ///< [0, 1]
    };
    Result score(const Weights &weights, const RankingPolicy &policy = {}) const;
    /// Each criterion's share of `row`'s score, in score points (they add up to score()): wᵢsᵢ / Σw
    /// for criteria with data; under MissingData::Prior wⱼ·prior / Σw for those without, under
    /// Renormalise wᵢsᵢ / Σw_with_data and 0 for those without.
    std::array<double, kCriterionCount> contributions(int row, const Weights &weights, const RankingPolicy &policy = {}) const;
    /// Priced rows in rank order: rows passing every gate in `gates` first, then coverage ≥ 50 %,
    /// then score descending, then the share of the offer-level criteria with data (so an offer
    /// with no performance figures never wins a tie), price ascending, row index (stable).
    /// The keys are packed into one 64-bit integer per row (the descending part, then the row's
    /// place in the snapshot's (price, row) order, computed once in build()) and radix-sorted:
    /// O(n), about a millisecond at 100k rows, where sorting (key, price, row) records took 6-8 ms.
    std::vector<int> rankOrder(const Result &result, unsigned gates = GateNone) const;
    /// The priced row's place in the order of (USD per GPU-hour ascending, row ascending), from 0;
    /// -1 for an unpriced row. Fixed per snapshot: rankOrder()'s tie-break.
    int priceRank(int row) const { return m_priceRank[size_t(row)]; }

private:
    std::vector<double> m_usdPerGpuHour; // NaN: not priced (double: prices to the cent)
    std::vector<float> m_scores; // row-major, kCriterionCount per row, NaN = no data
    void computeGates(
        const QList<OfferView> &offers, const QHash<QString, RatingView> &ratings, const QHash<QString, CategoryAssessment> &assessments);

    std::vector<bool> m_fromTier;
    std::vector<double> m_trueCost; // USD per useful GPU-hour; NaN = no data
    std::vector<int> m_tierOfRow; // index into m_tiers, -1: unrated
    std::vector<int> m_ratesOfRow; // index into m_rates, -1: the provider publishes no charges we know of
    std::vector<HiddenCostRates> m_rates; // per provider with charges
    std::vector<unsigned> m_gates; // Gate flags per row
    std::vector<float> m_priceZ; // robust z of ln price, NaN: not computed
    std::vector<bool> m_priceByModel;
    std::vector<double> m_bf16; // dense BF16 TFLOPS per GPU, NaN: unknown
    std::vector<unsigned char> m_offerData; // offer-level criteria with data (0-4), set by setScenario
    std::vector<int> m_priceRank; // per row: place in (price, row) order, -1 unpriced
    std::vector<int> m_rowOfPriceRank; // the inverse: priced rows by (price, row)
    std::vector<int> rankOrderBySort(const Result &result, unsigned gates) const; // the general path
    QStringList m_tiers; // distinct published tiers
    CostScenario m_scenario = CostScenario::pretraining();
};

} // namespace cg
