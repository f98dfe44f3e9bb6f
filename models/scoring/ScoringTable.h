#pragma once

#include "catalog/CatalogTypes.h"
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
 * score(): Σ wᵢ·sᵢ / Σ wᵢ over the criteria with data; coverage = that Σ wᵢ / Σ all wᵢ.
 */
class ScoringTable final
{
public:
    static ScoringTable build(const QList<OfferView> &offers, const QHash<QString, RatingView> &ratings,
        const QHash<QString, CategoryAssessment> &assessments, const FxRates &fxRates,
        const CostScenario &scenario = CostScenario::pretraining());

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
    /// On-demand USD per GPU-hour, or nullopt when the row is not priced comparably.
    std::optional<double> usdPerGpuHour(int row) const;
    std::optional<double> criterion(int row, Criterion c) const;
    /// True when the row's category scores come from the published tier, not an assessment.
    bool categoriesFromTier(int row) const { return m_fromTier[size_t(row)]; }

    struct Result
    {
        std::vector<float> score; ///< [0, 100]; NaN for unpriced rows
        std::vector<float> coverage; ///< [0, 1]
    };
    Result score(const Weights &weights) const;
    /// Priced rows in rank order: coverage ≥ 50 % first, then score descending, price ascending,
    /// then row index (stable, so equal inputs always give the same order).
    std::vector<int> rankOrder(const Result &result) const;

private:
    std::vector<double> m_usdPerGpuHour; // NaN: not priced (double: prices to the cent)
    std::vector<float> m_scores; // row-major, kCriterionCount per row, NaN = no data
    std::vector<bool> m_fromTier;
    std::vector<double> m_trueCost; // USD per useful GPU-hour; NaN = no data
    std::vector<int> m_tierOfRow; // index into m_tiers, -1: unrated
    QStringList m_tiers; // distinct published tiers
    CostScenario m_scenario = CostScenario::pretraining();
};

} // namespace cg
