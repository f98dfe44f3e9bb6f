#pragma once

#include "scoring/Ranker.h"

#include <QDate>
#include <QList>

namespace cg {

/**
 * How old the on-demand prices of a shortlist are: the counts page 1 of the report states, so that
 * every sentence about dates says what the data says (a shortlist where 3 prices have a date and 7
 * have none is never "all observed on" one day). A price's date is its observation date
 * (PriceView::observedOn), never the day it was imported; a lower bound ("after D") is not a date.
 */
struct ShortlistDates
{
    int known = 0; ///< prices with an observation date
    int unknown = 0; ///< prices without one (at most a lower bound)
    int staleKnown = 0; ///< dated prices more than `staleDays` before `today`
    QDate newest, oldest; ///< among the dated prices; invalid when none is dated

    /// Counts the on-demand prices of `offers` against `today`; `staleDays` is the age above which
    /// a price is stale (Ranker::kStaleDays, 14 days).
    static ShortlistDates of(const QList<RankedOffer> &offers, const QDate &today, int staleDays);
};

} // namespace cg
