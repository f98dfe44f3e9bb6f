// libFuzzer target: the capacity plan's demand CSV, then the plan of what it accepts: the sweep
// never commits beyond the peak or costs more than all on demand, and GLPK's mix never costs more
// than the sweep's single market.
#include "planning/CommitmentMix.h"

#include <cmath>
#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    QString error;
    const auto curve = cg::plan::DemandCurve::fromCsv(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)), &error);
    if (!curve) {
        if (error.isEmpty())
            __builtin_trap(); // a refusal always says why
        return 0;
    }
    if ((curve->stepHours != 1 && curve->stepHours != 24) || curve->gpus.isEmpty())
        __builtin_trap();
    for (double g : curve->gpus)
        if (!std::isfinite(g) || g < 0 || g > cg::plan::DemandCurve::kMaxGpus)
            __builtin_trap();
    const cg::plan::PlanPrices prices { 2.0, 1.3, 0.7 };
    const cg::plan::PlanAssumptions assumptions { 0.25, 0.1 };
    const auto plan = cg::plan::planTerm(*curve, 1, prices, assumptions, &error);
    if (!plan || plan->committedGpus < 0 || plan->committedGpus > std::ceil(curve->peak())
        || plan->usdPerHour > plan->allOnDemandUsdPerHour + 1e-6)
        __builtin_trap();
    if (curve->peak() <= 64) { // GLPK on small curves only: the fuzzer's time goes to the reader
        const auto mix = cg::plan::planMix(*curve, { { QStringLiteral("m"), 2.0, 0.7, { { 1, 1.3 } } } }, assumptions, &error);
        // GLPK stops within its relative tolerance of 1e-7: the mix may not cost more than that above the sweep.
        if (!mix || mix->usdPerHour > plan->usdPerHour * (1 + 1e-6) + 1e-6)
            __builtin_trap();
    }
    return 0;
}
