#pragma once

#include "catalog/CatalogTypes.h"
#include "core/Criteria.h"
#include "scoring/ScoringTable.h"

#include <QHash>
#include <QList>
#include <QPair>
#include <QString>

#include <array>
#include <optional>

namespace cg {

/// One ranked offer: an instance type of a provider in its cheapest region.
struct RankedOffer
{
    OfferView offer; ///< the cheapest region's row
    int regionCount = 1; ///< regions where the same instance type is sold
    double usdPerGpuHour = 0; ///< on-demand, converted at the latest FX rate
    double usdPerInstanceHour = 0;
    std::optional<double> maxUsdPerGpuHour; ///< the dearest region, when regions differ
    QString fxNote; ///< "CNY at 7.1488 per USD as of 2023-07-28" for converted prices
    /// Criterion scores in [0, 100]; empty = no data (excluded, weights renormalised).
    std::optional<double> sPricePerfBf16, sPricePerfBandwidth, sMemory, sTrueCost;
    /// True cost under the ranking's scenario, USD per useful GPU-hour; empty = no data.
    std::optional<double> trueCostUsdPerUsefulGpuHour;
    std::array<std::optional<double>, kCategoryCount> sCategories; ///< the 10 ClusterMAX categories
    bool categoriesFromTier = false; ///< category scores are the published tier's points
    double score = 0; ///< [0, 100]
    double coverage = 0; ///< share of the weight backed by data, [0, 1]
    QString tier, tierVersion; ///< latest published ClusterMAX tier, or empty
    int rank = 0; ///< 1-based

    /// The score of any criterion, [0, 100], or empty for no data.
    std::optional<double> criterion(Criterion c) const;
};

/**
 * Groups scored offers into the ranking that RankingSession serves: the criteria and the score are those of
 * ScoringTable; each (provider, instance type) is represented by its cheapest region, and the
 * order is ScoringTable::rankOrder's (coverage ≥ 50 % first, so a gap in the data never lifts an
 * offer to the top). Offers without a comparable price are never ranked.
 */
class Ranker final
{
public:
    static QList<RankedOffer> rank(const QList<OfferView> &offers, const QHash<QString, RatingView> &ratings, const FxRates &fxRates,
        const Weights &weights, const QHash<QString, CategoryAssessment> &assessments = {},
        const CostScenario &scenario = CostScenario::pretraining());
    /// The grouping step of rank() over an already scored table: `order` is table.rankOrder(result).
    /// RankingSession calls this; the window, report and command line read RankingSession.
    static QList<RankedOffer> group(const QList<OfferView> &offers, const QHash<QString, RatingView> &ratings, const FxRates &fxRates,
        const ScoringTable &table, const ScoringTable::Result &result, const std::vector<int> &order);
};

} // namespace cg
