#include "planning/CommitmentPlan.h"

#include <QMap>

#include <algorithm>
#include <cmath>

namespace cg::plan {

namespace {

/// Spot's cost per interruptible GPU-hour, USD: spot × (1 + overhead) where that is below on
/// demand, else on demand (the interruptible work then simply runs on demand).
double interruptibleUsd(const PlanPrices &prices, const PlanAssumptions &assumptions)
{
    if (!prices.spot)
        return prices.onDemand;
    return std::min(prices.onDemand, *prices.spot * (1 + assumptions.interruptionOverhead));
}

/// One level's cost per hour with `gpus` committed (the commitment's own price left out).
double levelUsd(const DemandLevel &level, double gpus, double onDemand, double interruptible)
{
    const double spare = std::max(0.0, gpus - level.firm);
    return onDemand * std::max(0.0, level.firm - gpus) + interruptible * std::max(0.0, level.interruptible - spare);
}

bool finitePositive(double v)
{
    return std::isfinite(v) && v > 0;
}

} // namespace

ReplayWindow replayWindow(const DemandCurve &curve, int termMonths, const PlanAssumptions &assumptions)
{
    ReplayWindow window;
    window.stepHours = curve.stepHours;
    const double termHours = termMonths * kPlanHoursPerMonth;
    const int terms = std::max(1, int(std::ceil(curve.spanHours() / termHours - 1e-9)));
    window.months = terms * termMonths;
    window.hours = window.months * kPlanHoursPerMonth;
    const qsizetype rows = qsizetype(std::llround(window.hours / curve.stepHours));
    const qsizetype n = curve.gpus.size();
    window.rowGpus.reserve(rows);
    QMap<double, double> hoursAt; // GPUs in use → hours of the window
    for (qsizetype k = 0; k < rows; ++k) {
        const double gpus = curve.gpus.at(k % n);
        window.rowGpus.append(gpus);
        hoursAt[gpus] += curve.stepHours;
    }
    const double share = assumptions.interruptibleShare;
    for (auto it = hoursAt.cbegin(); it != hoursAt.cend(); ++it)
        window.levels.append({ it.key() * (1 - share), it.key() * share, it.value() });
    return window;
}

double hourlyCost(const ReplayWindow &window, double gpus, const PlanPrices &prices, const PlanAssumptions &assumptions)
{
    const double interruptible = interruptibleUsd(prices, assumptions);
    double usd = 0;
    for (const DemandLevel &level : window.levels)
        usd += level.hours * levelUsd(level, gpus, prices.onDemand, interruptible);
    return gpus * prices.term + usd / window.hours;
}

int closedFormCommitment(const ReplayWindow &window, double termToOnDemandRatio)
{
    // The (c+1)-th GPU serves min(1, max(0, demand − c)) of each hour: the whole hour when demand
    // exceeds c by a GPU or more, the fraction above c otherwise. Its expected use falls as c grows.
    const auto use = [&window](int c) {
        double gpuHours = 0;
        for (const DemandLevel &level : window.levels)
            gpuHours += level.hours * std::clamp(level.total() - c, 0.0, 1.0);
        return gpuHours / window.hours;
    };
    const int top = int(std::ceil(window.levels.isEmpty() ? 0 : window.levels.last().total()));
    int lo = 0, hi = top; // use(top) = 0 ≤ ratio, so the answer is in [0, top]
    while (lo < hi) {
        const int mid = lo + (hi - lo) / 2;
        if (use(mid) <= termToOnDemandRatio + 1e-12)
            hi = mid;
        else
            lo = mid + 1;
    }
    return lo;
}

bool validAssumptions(const PlanAssumptions &assumptions, QString *error)
{
    if (!(assumptions.interruptibleShare >= 0 && assumptions.interruptibleShare <= 1)) {
        *error = QStringLiteral("the interruptible share must be from 0 to 1");
        return false;
    }
    if (!(assumptions.interruptionOverhead >= 0 && assumptions.interruptionOverhead <= 10)) {
        *error = QStringLiteral("the interruption overhead must be from 0 to 10 (1000 %)");
        return false;
    }
    return true;
}

std::optional<TermPlan> planTerm(
    const DemandCurve &curve, int months, const PlanPrices &prices, const PlanAssumptions &assumptions, QString *error)
{
    QString why;
    if (curve.gpus.isEmpty())
        why = QStringLiteral("the demand curve is empty");
    else if (months < 1)
        why = QStringLiteral("a term is at least one month");
    else if (!finitePositive(prices.onDemand) || !finitePositive(prices.term) || (prices.spot && !finitePositive(*prices.spot)))
        why = QStringLiteral("every price must be a positive number of USD per GPU-hour");
    else
        validAssumptions(assumptions, &why);
    if (!why.isEmpty()) {
        if (error)
            *error = why;
        return std::nullopt;
    }
    TermPlan plan;
    plan.months = months;
    plan.prices = prices;
    const ReplayWindow window = replayWindow(curve, months, assumptions);
    plan.windowMonths = window.months;
    const int top = int(std::ceil(curve.peak()));
    const auto cost = [&](int c) { return hourlyCost(window, c, prices, assumptions); };
    // What one more GPU adds to the cost per hour, summed level by level (no cancellation between
    // two large totals): the term price, less what it saves on demand and on spot.
    const double interruptibleUsdPerHour = interruptibleUsd(prices, assumptions);
    const auto marginal = [&](int c) {
        double saved = 0;
        for (const DemandLevel &level : window.levels)
            saved += level.hours
                * (levelUsd(level, c, prices.onDemand, interruptibleUsdPerHour)
                    - levelUsd(level, c + 1, prices.onDemand, interruptibleUsdPerHour));
        return prices.term - saved / window.hours;
    };
    // The cost is convex in c: the cheapest level is the first whose next GPU no longer lowers it
    // (ties to the smaller). Every level in turn while that is cheap, else by bisection.
    int best = 0;
    if (double(top + 1) * double(window.levels.size()) <= kSweepBudget) {
        while (best < top && marginal(best) < -1e-12)
            ++best;
    } else {
        int lo = 0, hi = top;
        while (lo < hi) {
            const int mid = lo + (hi - lo) / 2;
            if (marginal(mid) >= -1e-12)
                hi = mid;
            else
                lo = mid + 1;
        }
        best = lo;
    }
    plan.committedGpus = best;
    if (assumptions.interruptibleShare == 0 || interruptibleUsd(prices, assumptions) >= prices.onDemand)
        plan.closedFormGpus = closedFormCommitment(window, prices.term / prices.onDemand);

    double inUse = 0, covered = 0;
    for (const DemandLevel &level : window.levels) {
        inUse += level.hours * level.total();
        covered += level.hours * std::min(level.total(), double(best));
    }
    plan.coverage = inUse > 0 ? covered / inUse : 0;
    plan.utilisation = best > 0 ? covered / (best * window.hours) : 0;
    plan.usdPerHour = cost(best);
    plan.allOnDemandUsdPerHour = prices.onDemand * inUse / window.hours;
    plan.periodHours = curve.spanHours();
    plan.periodUsd = plan.usdPerHour * plan.periodHours;
    plan.savingUsd = (plan.allOnDemandUsdPerHour - plan.usdPerHour) * plan.periodHours;
    plan.savingShare = plan.allOnDemandUsdPerHour > 0 ? 1 - plan.usdPerHour / plan.allOnDemandUsdPerHour : 0;

    if (best > 0) { // the months in time order: this commitment against committing nothing
        const double interruptible = interruptibleUsd(prices, assumptions);
        const int rowsPerMonth = int(kPlanHoursPerMonth) / window.stepHours;
        const double share = assumptions.interruptibleShare;
        double saving = 0;
        for (int m = 0; m < window.months && !plan.breakEvenMonth; ++m) {
            for (int r = m * rowsPerMonth; r < (m + 1) * rowsPerMonth; ++r) {
                const double g = window.rowGpus.at(r);
                const DemandLevel level { g * (1 - share), g * share, 0 };
                saving += window.stepHours
                    * (levelUsd(level, 0, prices.onDemand, interruptible) - levelUsd(level, best, prices.onDemand, interruptible)
                        - best * prices.term);
            }
            if (saving >= -1e-9)
                plan.breakEvenMonth = m + 1;
        }
    }
    return plan;
}

} // namespace cg::plan
