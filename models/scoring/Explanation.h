#pragma once

#include "core/Criteria.h"
#include "scoring/Ranker.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace cg {

class RankingSession;

/**
 * "Why this offer ranks where it does", from one RankingSession (the same in the details pane,
 * `cloudgauge rank --explain N` and the report): each criterion's contribution to the score, the
 * gates it passed (or failed), its data age and warnings, and what would have to change for the
 * next offer to overtake it — the next offer's price that would tie, holding every other offer
 * fixed, and the smallest single weight move that swaps the two (RankStability).
 */
struct Explanation
{
    Q_DECLARE_TR_FUNCTIONS(cg::Explanation)

public:
    struct Contribution
    {
        Criterion criterion = Criterion::Security;
        double weightShare = 0; ///< the criterion's weight ÷ all weights, [0, 1]
        std::optional<double> score; ///< [0, 100]; empty = no data
        double points = 0; ///< its share of the score, score points
        bool fromPrior = false; ///< no data: counted at the policy's prior
    };

    RankedOffer offer;
    QList<Contribution> contributions; ///< largest first; weights of 0 left out
    QStringList gatesPassed; ///< the gates it passed, in words
    QStringList gatesFailed; ///< why it is not recommended (Caveats::gate; empty when recommended)
    QStringList warnings; ///< data-quality warnings in words (Caveats::warning)
    std::optional<int> priceAgeDays; ///< days from the price's observed_on to the session's today; empty = observation unknown
    /// The next offer in the ranking (empty for the last one), and the USD per GPU-hour at which
    /// it would tie this one with every other offer unchanged; empty when no price in
    /// (0, its price] makes it tie (price-performance criteria are capped at 100 points).
    std::optional<RankedOffer> next;
    std::optional<double> nextPriceToTie;
    /// The smallest single weight move (slider points, 0-100) after which this offer and the next
    /// swap, and on which criterion; empty when no weight move within the slider swaps them.
    std::optional<Criterion> swapCriterion;
    double swapWeightPoints = 0;

    /// Several lines of plain text in the UI language (the CLI prints them in English).
    QString text() const;

    /// The explanation of ranked()[index] (recommended) or, with `excluded`, of excluded()[index].
    static std::optional<Explanation> of(const RankingSession &session, int index, bool excluded = false);
};

} // namespace cg
