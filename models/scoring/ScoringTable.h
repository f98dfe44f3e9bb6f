#pragma once

#include "catalog/CatalogTypes.h"
#include "scoring/Criteria.h"

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
                              const QHash<QString, CategoryAssessment> &assessments,
                              const QHash<QString, QPair<double, QString>> &fxRates);

    /// Points for a tier name, or nullopt for Unavailable / unknown.
    static std::optional<double> tierPoints(const QString &tier);

    int size() const { return int(m_usdPerGpuHour.size()); }
    const std::vector<double> &usdPerGpuHourColumn() const { return m_usdPerGpuHour; }
    /// On-demand USD per GPU-hour, or nullopt when the row is not priced comparably.
    std::optional<double> usdPerGpuHour(int row) const;
    std::optional<double> criterion(int row, Criterion c) const;
    /// True when the row's category scores come from the published tier, not an assessment.
    bool categoriesFromTier(int row) const { return m_fromTier[size_t(row)]; }

    struct Result
    {
        std::vector<float> score;    ///< [0, 100]; NaN for unpriced rows
        std::vector<float> coverage; ///< [0, 1]
    };
    Result score(const Weights &weights) const;
    /// Priced rows in rank order: coverage ≥ 50 % first, then score descending, price ascending,
    /// then row index (stable, so equal inputs always give the same order).
    std::vector<int> rankOrder(const Result &result) const;

private:
    std::vector<double> m_usdPerGpuHour;         // NaN: not priced (double: prices to the cent)
    std::vector<float> m_scores;                  // row-major, kCriterionCount per row, NaN = no data
    std::vector<bool> m_fromTier;
};

} // namespace cg
