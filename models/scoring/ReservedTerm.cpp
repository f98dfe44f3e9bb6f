#include "scoring/ReservedTerm.h"

#include <cmath>

namespace cg {

double decliningPriceMonths(int months, double yearlyDecline)
{
    const double f = std::pow(1 - yearlyDecline, 1.0 / 12);
    double sum = 0, factor = 1;
    for (int m = 0; m < months; ++m) { // summed month by month: exact for f = 1 too
        sum += factor;
        factor *= f;
    }
    return sum;
}

std::optional<TermBreakEven> termBreakEven(
    double onDemandUsdPerGpuHour, double termUsdPerGpuHour, int months, double yearlyDecline, double hoursPerMonth)
{
    if (!(onDemandUsdPerGpuHour > 0) || !(termUsdPerGpuHour > 0) || months < 1 || !(yearlyDecline < 1) || !(yearlyDecline > -1)
        || !(hoursPerMonth > 0) || !std::isfinite(onDemandUsdPerGpuHour) || !std::isfinite(termUsdPerGpuHour))
        return std::nullopt;
    TermBreakEven t;
    t.months = months;
    t.termUsdPerGpuHour = termUsdPerGpuHour;
    t.committedUsd = termUsdPerGpuHour * hoursPerMonth * months;
    t.onDemandUsdAtFullUse = onDemandUsdPerGpuHour * hoursPerMonth * decliningPriceMonths(months, yearlyDecline);
    t.breakEvenUtilisation = t.committedUsd / t.onDemandUsdAtFullUse;
    return t;
}

} // namespace cg
