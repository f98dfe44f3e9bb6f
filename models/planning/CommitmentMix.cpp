#include "planning/CommitmentMix.h"

#include <glpk.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <vector>

namespace cg::plan {

namespace {

bool badPrice(const std::optional<double> &price)
{
    return price && !(std::isfinite(*price) && *price > 0);
}

/// The cheapest market for one kind of price, and that price; -1 when no market has one.
std::pair<int, double> cheapest(const QList<Market> &markets, std::optional<double> Market::*price)
{
    int at = -1;
    double usd = 0;
    for (int m = 0; m < markets.size(); ++m)
        if ((markets.at(m).*price) && (at < 0 || *(markets.at(m).*price) < usd)) {
            at = m;
            usd = *(markets.at(m).*price);
        }
    return { at, usd };
}

struct ProblemDeleter
{
    void operator()(glp_prob *p) const { glp_delete_prob(p); }
};

} // namespace

std::optional<MixPlan> planMix(const DemandCurve &curve, const QList<Market> &markets, const PlanAssumptions &assumptions, QString *error)
{
    const auto fail = [error](const QString &why) -> std::optional<MixPlan> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    QString why;
    if (!validAssumptions(assumptions, &why))
        return fail(why);
    if (curve.gpus.isEmpty())
        return fail(QStringLiteral("the demand curve is empty"));
    int longest = 0;
    struct Column
    {
        int market, months;
        double usd;
    };
    std::vector<Column> terms;
    for (int m = 0; m < markets.size(); ++m) {
        const Market &market = markets.at(m);
        if (badPrice(market.onDemand) || badPrice(market.spot))
            return fail(QStringLiteral("%1: every price must be a positive number of USD per GPU-hour").arg(market.label));
        for (auto it = market.terms.cbegin(); it != market.terms.cend(); ++it) {
            if (it.key() < 1 || badPrice(it.value()))
                return fail(QStringLiteral("%1: a term is at least one month at a positive price").arg(market.label));
            terms.push_back({ m, it.key(), it.value() });
            longest = std::max(longest, it.key());
        }
    }
    const auto [onDemandAt, onDemandUsd] = cheapest(markets, &Market::onDemand);
    const auto [spotAt, spotUsdRaw] = cheapest(markets, &Market::spot);
    if (onDemandAt < 0 && terms.empty())
        return fail(QStringLiteral("no market has an on-demand or a term price to meet the demand with"));
    const double spotUsd = spotUsdRaw * (1 + assumptions.interruptionOverhead);
    const bool useSpot = spotAt >= 0 && assumptions.interruptibleShare > 0 && (onDemandAt < 0 || spotUsd < onDemandUsd);
    const ReplayWindow window = replayWindow(curve, std::max(1, longest), assumptions);
    const int top = int(std::ceil(curve.peak()));

    glp_term_out(GLP_OFF);
    std::unique_ptr<glp_prob, ProblemDeleter> lp(glp_create_prob());
    glp_set_obj_dir(lp.get(), GLP_MIN);
    const int levels = int(window.levels.size());
    const int nTerms = int(terms.size());
    // Columns: the terms' commitments, then per level its on-demand and its spot GPUs.
    const int onDemandBase = nTerms + 1;
    const int spotBase = onDemandBase + (onDemandAt >= 0 ? levels : 0);
    const int columns = spotBase - 1 + (useSpot ? levels : 0);
    glp_add_cols(lp.get(), columns);
    for (int t = 0; t < nTerms; ++t) {
        glp_set_col_kind(lp.get(), t + 1, GLP_IV);
        glp_set_col_bnds(lp.get(), t + 1, top > 0 ? GLP_DB : GLP_FX, 0, top); // GLPK refuses a double bound of 0 to 0
        glp_set_obj_coef(lp.get(), t + 1, terms[t].usd);
    }
    for (int g = 0; g < levels; ++g) {
        const DemandLevel &level = window.levels.at(g);
        const double weight = level.hours / window.hours;
        if (onDemandAt >= 0) {
            glp_set_col_bnds(lp.get(), onDemandBase + g, GLP_LO, 0, 0);
            glp_set_obj_coef(lp.get(), onDemandBase + g, weight * onDemandUsd);
        }
        if (useSpot) {
            glp_set_col_bnds(lp.get(), spotBase + g, level.interruptible > 0 ? GLP_DB : GLP_FX, 0, level.interruptible);
            glp_set_obj_coef(lp.get(), spotBase + g, weight * spotUsd);
        }
    }
    glp_add_rows(lp.get(), levels);
    std::vector<int> ia { 0 }, ja { 0 };
    std::vector<double> ar { 0 };
    for (int g = 0; g < levels; ++g) {
        glp_set_row_bnds(lp.get(), g + 1, GLP_LO, window.levels.at(g).total(), 0);
        const auto put = [&](int column) {
            ia.push_back(g + 1);
            ja.push_back(column);
            ar.push_back(1);
        };
        for (int t = 0; t < nTerms; ++t)
            put(t + 1);
        if (onDemandAt >= 0)
            put(onDemandBase + g);
        if (useSpot)
            put(spotBase + g);
    }
    glp_load_matrix(lp.get(), int(ia.size()) - 1, ia.data(), ja.data(), ar.data());
    // The LP relaxation first (dual simplex: every row is a demand floor), then branch and bound
    // from its basis; GLPK's MIP presolver on thousands of demand rows is far slower than this.
    glp_smcp simplex;
    glp_init_smcp(&simplex);
    simplex.msg_lev = GLP_MSG_OFF;
    simplex.meth = GLP_DUALP;
    simplex.presolve = GLP_ON;
    int rc = glp_simplex(lp.get(), &simplex);
    glp_iocp parameters;
    glp_init_iocp(&parameters);
    parameters.presolve = GLP_OFF;
    parameters.msg_lev = GLP_MSG_OFF;
    if (rc == 0 && glp_get_status(lp.get()) == GLP_OPT)
        rc = glp_intopt(lp.get(), &parameters);
    if (rc != 0 || glp_mip_status(lp.get()) != GLP_OPT)
        return fail(
            QStringLiteral("the solver found no optimum (GLPK glp_intopt returned %1, status %2)").arg(rc).arg(glp_mip_status(lp.get())));

    MixPlan plan;
    plan.windowMonths = window.months;
    plan.periodHours = curve.spanHours();
    for (int t = 0; t < nTerms; ++t) {
        const int gpus = int(std::lround(glp_mip_col_val(lp.get(), t + 1)));
        if (gpus > 0)
            plan.commitments.append({ terms[t].market, terms[t].months, gpus, terms[t].usd });
    }
    double inUse = 0;
    for (int g = 0; g < levels; ++g) {
        const double weight = window.levels.at(g).hours / window.hours;
        inUse += weight * window.levels.at(g).total();
        if (onDemandAt >= 0)
            plan.onDemandGpuHoursPerHour += weight * glp_mip_col_val(lp.get(), onDemandBase + g);
        if (useSpot)
            plan.spotGpuHoursPerHour += weight * glp_mip_col_val(lp.get(), spotBase + g);
    }
    plan.onDemandMarket = plan.onDemandGpuHoursPerHour > 1e-9 ? onDemandAt : -1;
    plan.spotMarket = plan.spotGpuHoursPerHour > 1e-9 ? spotAt : -1;
    plan.usdPerHour = glp_mip_obj_val(lp.get());
    plan.allOnDemandUsdPerHour = onDemandAt >= 0 ? onDemandUsd * inUse : 0;
    plan.periodUsd = plan.usdPerHour * plan.periodHours;
    plan.savingUsd = onDemandAt >= 0 ? (plan.allOnDemandUsdPerHour - plan.usdPerHour) * plan.periodHours : 0;
    return plan;
}

} // namespace cg::plan
