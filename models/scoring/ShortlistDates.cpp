#include "scoring/ShortlistDates.h"

namespace cg {

ShortlistDates ShortlistDates::of(const QList<RankedOffer> &offers, const QDate &today, int staleDays)
{
    ShortlistDates d;
    for (const RankedOffer &r : offers) {
        const QDate day = QDate::fromString(r.offer.onDemand.observedOn, Qt::ISODate); // observed, not imported
        if (!day.isValid()) {
            ++d.unknown;
            continue;
        }
        ++d.known;
        if (!d.newest.isValid() || day > d.newest)
            d.newest = day;
        if (!d.oldest.isValid() || day < d.oldest)
            d.oldest = day;
        d.staleKnown += day.daysTo(today) > staleDays ? 1 : 0;
    }
    return d;
}

} // namespace cg
