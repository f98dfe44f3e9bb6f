#pragma once

#include "catalog/store/CatalogTypes.h"
#include "core/Criteria.h"
#include "scoring/ScoringTable.h"

#include <QDate>
#include <QHash>
#include <QList>
#include <QPair>
#include <QString>

#include <array>
#include <optional>

namespace cg {

/// One ranked offer: a provider's GPU model (or instance type) in its best configuration and region.
struct RankedOffer
{
    OfferView offer; ///< the representing row: its best configuration and region
    int regionCount = 1; ///< regions where the same instance type is sold
    double usdPerGpuHour = 0; ///< on-demand, converted at the latest FX rate
    double usdPerInstanceHour = 0;
    std::optional<double> maxUsdPerGpuHour; ///< the dearest region, when regions differ
    QString fxNote; ///< "CNY at 7.1488 per USD as of 2023-07-28" for converted prices
    /// Criterion scores in [0, 100]; empty = no data (counted at the policy's prior, or renormalised away).
    std::optional<double> sPricePerfBf16, sPricePerfBandwidth, sMemory, sTrueCost;
    /// True cost under the ranking's scenario, USD per useful GPU-hour; empty = no data.
    std::optional<double> trueCostUsdPerUsefulGpuHour;
    std::array<std::optional<double>, kCategoryCount> sCategories; ///< the 10 ClusterMAX categories
    bool categoriesFromTier = false; ///< category scores are the published tier's points
    std::optional<double> trueCostUsdPerPflopHour; ///< the same per useful dense BF16 PFLOP-hour
    double score = 0; ///< [0, 100]
    double coverage = 0; ///< share of the weight backed by data, [0, 1]
    QString tier, tierVersion; ///< latest published ClusterMAX tier, or empty
    int rank = 0; ///< 1-based among the recommended; 0 for an offer a gate excludes
    int tableRow = -1; ///< its row in the session's ScoringTable
    int configurationCount = 1; ///< instance types in its provider × GPU group (grouped ranking)
    unsigned gates = 0; ///< applied gates it fails (Gate flags): 0 = recommended
    double priceZ = 0; ///< robust z-score of its price (NaN: not checked)
    /// Data-quality warnings (keys): import flags that make a price or spec suspect,
    /// "observation_date_unknown" (the on-demand price has no observed_on), "stale_over_14_days" /
    /// "stale_over_90_days" (days since the price's observed_on, not its import), "no_performance_data",
    /// "node_check_failed" (the newest acceptance run of a node rented as this offer failed).
    QStringList warnings;
    /// Ranker::confidenceOf(warnings).
    enum class Confidence { High, Medium, Low } confidence = Confidence::High;
    /// The status of the newest acceptance run that speaks for this offer (pass, warn, fail,
    /// skipped; CatalogSnapshot::evidenceFor), empty when no node rented as it was checked.
    QString nodeCheck;

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
    /// The grouping step of a ranking over an already scored table: `order` is table.rankOrder(result).
    /// RankingSession calls this; the window, report and command line read RankingSession.
    /// One recommendation row per provider × GPU model (price kind: on-demand), or the first
    /// release's row per provider × instance type (`--expand`).
    enum class GroupBy { ProviderGpu, ProviderInstance };
    /// A price older than this many days is "stale" (field report CAT-11); beyond kVeryStaleDays
    /// it lowers the confidence to Low.
    static constexpr int kStaleDays = 14;
    static constexpr int kVeryStaleDays = 90;
    /// Integer group ids of each offer row, computed once per snapshot (they depend on the offers
    /// only): `instance` numbers each provider × instance type, `providerGpu` each provider × GPU
    /// model (the raw GPU name for an unmapped one), `provider` each provider; ids are dense from 0.
    struct Groups
    {
        std::vector<int> instance, providerGpu, provider;
        int instanceCount = 0, providerGpuCount = 0, providerCount = 0;
        /// The rows of each instance id, ascending: rows instanceRows[instanceStart[k]] up to
        /// (excluding) instanceRows[instanceStart[k + 1]] (instanceCount + 1 offsets).
        std::vector<int> instanceRows, instanceStart;
        static Groups of(const QList<OfferView> &offers);
    };
    /// `groups` (may be null: computed here) must be Groups::of(offers). O(n) over `order` with
    /// integer keys and no sort (configurations are counted per instance id), so a re-rank of
    /// 100k offers can regroup every frame.
    static QList<RankedOffer> group(const QList<OfferView> &offers, const QHash<QString, RatingView> &ratings, const FxRates &fxRates,
        const ScoringTable &table, const ScoringTable::Result &result, const std::vector<int> &order, GroupBy by, unsigned gates,
        const QDate &today = QDate::currentDate(), const Groups *groups = nullptr);
    /// The data-quality warnings of an offer on `today` (see RankedOffer::warnings).
    static QStringList dataWarnings(const OfferView &o, const QDate &today);
    /// High: no warning; Medium: one warning that is not about the price's date (isDateWarning);
    /// Low: the rest (an unknown observation date lowers it like a stale price), and always when a
    /// node rented as the offer failed its acceptance checks ("node_check_failed").
    static RankedOffer::Confidence confidenceOf(const QStringList &warnings);
    /// True for the warnings about the price's date: "stale_over_*" and "observation_date_unknown".
    static bool isDateWarning(const QString &key);
};

} // namespace cg
