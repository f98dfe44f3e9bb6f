#pragma once

#include "catalog/CatalogTypes.h"

#include <QHash>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

#include <optional>

namespace cg {

/**
 * Criterion weights of the first CloudGauge score. SemiAnalysis publishes no numeric weights:
 * the defaults and presets are CloudGauge's own, and are labelled so wherever they are shown.
 * Weights are relative (they need not sum to 1); each must be ≥ 0 and at least one > 0.
 */
struct Weights
{
    double pricePerformanceBf16 = 0.35;      ///< dense BF16 TFLOPS per USD per GPU-hour
    double pricePerformanceBandwidth = 0.15; ///< HBM/GDDR bandwidth GB/s per USD per GPU-hour
    double memory = 0.10;                    ///< memory per GPU, GB
    double tier = 0.40;                      ///< latest published ClusterMAX tier of the provider

    /// Preset names: balanced, training, inference, budget. Unknown → nullopt.
    static std::optional<Weights> preset(const QString &name);
    static QStringList presetNames();
    /// Reads {"price_performance_bf16": 0.5, "price_performance_bandwidth": 0.2, "memory": 0.1,
    /// "tier": 0.2}; missing keys are 0. Unknown keys, negative values or all zero → error.
    static std::optional<Weights> fromJson(const QByteArray &json, QString *error);
};

/// One ranked offer: an instance type of a provider in its cheapest region.
struct RankedOffer
{
    OfferView offer;                 ///< the cheapest region's row
    int regionCount = 1;             ///< regions where the same instance type is sold
    double usdPerGpuHour = 0;        ///< on-demand, converted at the latest FX rate
    double usdPerInstanceHour = 0;
    std::optional<double> maxUsdPerGpuHour; ///< the dearest region, when regions differ
    QString fxNote;                  ///< "CNY at 7.1488 per USD as of 2023-07-28" for converted prices
    /// Criterion scores in [0, 100]; empty = no data (excluded, weights renormalised).
    std::optional<double> sPricePerfBf16, sPricePerfBandwidth, sMemory, sTier;
    double score = 0;                ///< [0, 100]
    double coverage = 0;             ///< share of the weight backed by data, [0, 1]
    QString tier, tierVersion;       ///< latest published ClusterMAX tier, or empty
    int rank = 0;                    ///< 1-based
};

/**
 * The first documented CloudGauge score (the scoring issue deepens it).
 *
 * Ranked set: every offer with an on-demand price, a GPU count and an FX rate for its currency,
 * grouped by (provider, instance type) and represented by its cheapest region. Offers without a
 * price are never ranked (field report CAT-06).
 *
 * Criteria, each in [0, 100]:
 * - price-performance BF16 = 100 × x / max(x), x = datasheet dense BF16 TFLOPS ÷ USD per GPU-hour;
 * - price-performance bandwidth = 100 × y / max(y), y = memory bandwidth GB/s ÷ USD per GPU-hour;
 * - memory = 100 × GB per GPU ÷ the largest in the ranked set;
 * - tier = Platinum 100, Gold 80, Silver 60, Bronze 40, Participation Ribbon 25,
 *   Underperforming 10 (ClusterMAX 1.0-3.0 tier order; the points are ours); Unavailable or
 *   unrated = no data.
 * Score = Σ wᵢ·sᵢ / Σ wᵢ over the criteria with data; coverage = that Σ wᵢ / Σ all w.
 * Order: offers with coverage ≥ 50 % first, by score descending, then price ascending, then
 * provider and instance type; offers with less coverage follow in the same order, so a gap in
 * the data never lifts an offer to the top.
 */
class Ranker final
{
public:
    /// Points for a tier name, or nullopt for Unavailable / unknown.
    static std::optional<double> tierPoints(const QString &tier);

    static QList<RankedOffer> rank(const QList<OfferView> &offers, const QHash<QString, RatingView> &ratings,
                                   const QHash<QString, QPair<double, QString>> &fxRates, const Weights &weights);
};

} // namespace cg
