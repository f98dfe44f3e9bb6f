#include "scoring/RankStability.h"

#include <cmath>

namespace cg {

namespace {

std::optional<double> criterionScore(const RankedOffer &r, Criterion c)
{
    return r.criterion(c);
}

struct Fraction
{
    double n = 0, d = 0, s = 0, h = 0;
};

Fraction fractionOf(const RankedOffer &r, const Weights &w, Criterion c)
{
    Fraction f;
    for (int i = 0; i < kCriterionCount; ++i) {
        const auto s = criterionScore(r, Criterion(i));
        if (s && w.values[size_t(i)] > 0) {
            f.n += w.values[size_t(i)] * *s;
            f.d += w.values[size_t(i)];
        }
    }
    const auto s = criterionScore(r, c);
    if (s) { // with data on c, the offer's score moves with c's weight (it joins the sums even from 0)
        f.s = *s;
        f.h = 1;
    }
    return f;
}

/// Roots of a2·x² + a1·x + a0 = 0 (linear or constant cases included).
QList<double> roots(double a2, double a1, double a0)
{
    constexpr double eps = 1e-12;
    if (std::abs(a2) < eps) {
        if (std::abs(a1) < eps)
            return {};
        return { -a0 / a1 };
    }
    const double disc = a1 * a1 - 4 * a2 * a0;
    if (disc < 0)
        return {};
    const double r = std::sqrt(disc);
    return { (-a1 - r) / (2 * a2), (-a1 + r) / (2 * a2) };
}

} // namespace

QList<StabilityMargin> rankStability(const QList<RankedOffer> &ranked, const Weights &weights, double maxUp)
{
    QList<StabilityMargin> out;
    for (int ci = 0; ci < kCriterionCount; ++ci) {
        const Criterion c = Criterion(ci);
        StabilityMargin m;
        m.criterion = c;
        for (int k = 0; k + 1 < ranked.size(); ++k) {
            const RankedOffer &a = ranked[k], &b = ranked[k + 1];
            if ((a.coverage >= 0.5) != (b.coverage >= 0.5))
                continue; // ordered by the coverage rule, not by score
            const Fraction fa = fractionOf(a, weights, c), fb = fractionOf(b, weights, c);
            const double a2 = fa.h * fb.h * (fa.s - fb.s);
            const double a1 = fa.n * fb.h + fa.s * fa.h * fb.d - fb.n * fa.h - fb.s * fb.h * fa.d;
            const double a0 = fa.n * fb.d - fb.n * fa.d;
            for (double x : roots(a2, a1, a0)) {
                if (x > 1e-9 && x <= maxUp && (!m.up || x < *m.up)) {
                    m.up = x;
                    m.swapUp = k + 1;
                }
                if (x < -1e-9 && x >= -weights[c] && (!m.down || -x < *m.down)) {
                    m.down = -x;
                    m.swapDown = k + 1;
                }
            }
        }
        out.append(m);
    }
    return out;
}

} // namespace cg
