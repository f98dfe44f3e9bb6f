#include "import/ImportDates.h"

#include <algorithm>

namespace cg::importdates {

QString later(const QString &a, const QString &b)
{
    return a.isEmpty() ? b : (b.isEmpty() ? a : std::max(a, b));
}

PriceDates observationOf(const PriceRecord &p, bool fileHasObservedOn, const ImportOptions &o, const QString &fetchedLive)
{
    PriceDates d;
    if (!fetchedLive.isEmpty()) {
        d.observedOn = fetchedLive;
    } else if (fileHasObservedOn) {
        d.observedOn = p.observedOn;
        d.observedAfter = p.observedAfter;
    } else if (!p.asOf.isEmpty() && o.rowAsOf == ImportOptions::RowAsOf::ObservedAfter) {
        d.observedAfter = later(p.asOf, p.observedAfter);
    } else if (!p.asOf.isEmpty()) {
        d.observedOn = p.asOf;
    } else {
        d.observedOn = o.observedOn;
        d.observedAfter = later(o.observedAfter, p.observedAfter);
    }
    if (!d.observedOn.isEmpty())
        d.observedAfter.clear(); // a lower bound says nothing once the date is known
    return d;
}

} // namespace cg::importdates
