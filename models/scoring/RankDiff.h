#pragma once

#include "catalog/pricehistory/PriceHistory.h"
#include "scoring/RankingSession.h"

#include <QList>
#include <QString>

#include <optional>

namespace cg {

class Catalog;

/// How one recommended row (provider × GPU model, RankingSession::ranked()) moved between a
/// cutoff and now under the same ranking parameters.
struct RankMove
{
    QString key; ///< provider key and GPU model key (or raw GPU name): "lambda/h100-sxm"
    QString providerKey, gpuName, instanceType, region; ///< of the row now (or then, for a row that left)
    int oldRank = 0, newRank = 0; ///< 1-based; 0: not among the ranked rows then / now
    std::optional<double> oldScore, newScore; ///< [0, 100]
    std::optional<double> oldUsdPerGpuHour, newUsdPerGpuHour; ///< on-demand at the latest FX rates
    /// Places gained (positive: better now); empty when the row is not ranked at both times.
    std::optional<int> places() const;
};

/**
 * Rank changes of the top rows: every row in the first `top` of either ranking, ordered by its
 * rank now (rows that left the ranking last, by their rank then). Rows are matched by provider and
 * GPU model, the grouping of RankingSession::ranked().
 */
QList<RankMove> rankChanges(const RankingSession &then, const RankingSession &now, int top);

/// The whole "what changed" answer: the price diff (PriceHistory::diff) and the rank changes
/// of the top `top` rows under `params`, the catalog at `since` against now.
struct ChangeReport
{
    CatalogDiff prices;
    QList<RankMove> ranks;
};

/// Builds the ChangeReport of `catalog` since `since`. Nullopt with `error` when a read fails.
std::optional<ChangeReport> changesSince(
    const Catalog &catalog, const HistoryCutoff &since, const RankingParams &params, int top, QString *error);

} // namespace cg
