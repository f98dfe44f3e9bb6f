#pragma once

#include "core/Criteria.h"
#include "scoring/Ranker.h"

#include <QList>

#include <optional>

namespace cg {

/// How far one weight can move before two adjacent offers of the ranking swap places.
struct StabilityMargin
{
    Criterion criterion = Criterion::Security;
    std::optional<double> down; ///< the weight can fall by this much (never below 0); empty: no swap down to 0
    std::optional<double> up; ///< the weight can rise by this much; empty: no swap within `maxUp`
    int swapDown = -1, swapUp = -1; ///< rank (1-based) of the upper offer of the pair that swaps first
};

/**
 * Rank stability of the top of a ranking (docs/methodology.md, "Rank stability and derived tier").
 * For each criterion c and each adjacent pair (a above b) among `ranked` (use the top 10), the
 * scores as functions of a weight change Δ on c are linear fractions,
 * score(Δ) = (N + Δ·s·h) / (D + Δ·h), with N = Σ wᵢsᵢ and D = Σ wᵢ over the criteria the offer has
 * data for, s its score on c and h = 1 when it has data on c. The pair swaps where the two are
 * equal, a quadratic in Δ; the margin is the nearest root above 0 (up, up to `maxUp`) and below 0
 * (down, not below −w_c). Moves that would change which offers have 50 % coverage are not
 * considered (the coverage rule orders those first).
 */
QList<StabilityMargin> rankStability(const QList<RankedOffer> &ranked, const Weights &weights, double maxUp = 1.0);

} // namespace cg
