#include "scoring/OfferDetails.h"

#include "core/Tier.h"
#include "scoring/RankingSession.h"

#include <QLocale>
#include <QUrl>
#include <QUrlQuery>

#include <cmath>
#include <limits>

namespace cg {

QString OfferDetails::placeholderHtml()
{
    return QStringLiteral("<p>%1</p>").arg(tr("Select an offer to see every field with its source and date.").toHtmlEscaped());
}

QString OfferDetails::html(const RankingSession &session, int row, const DetailsContext &context)
{
    if (row < 0 || row >= session.offers().size())
        return placeholderHtml();
    const OfferView &o = session.offers().at(row);
    const RatingView rating = session.snapshot().ratings.value(o.providerKey);
    const QLocale l;
    auto esc = [](const QString &s) { return s.toHtmlEscaped(); };
    auto link = [&esc](const QString &url) {
        return url.startsWith(QLatin1String("http")) ? QStringLiteral("<a href=\"%1\">%1</a>").arg(esc(url)) : esc(url);
    };
    auto field = [&](const QString &name, const QString &value) {
        return QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>").arg(esc(name), value);
    };
    auto num = [&](std::optional<double> v, const QString &unit) {
        return v ? esc(QStringLiteral("%1 %2").arg(l.toString(*v, 'g', 6), unit).trimmed()) : QStringLiteral("—");
    };
    auto price = [&](const PriceView &p) -> QString {
        if (!p.present)
            return esc(tr("none in the source"));
        if (!p.amount)
            return esc(p.note.isEmpty() ? tr("no list price") : p.note);
        const QString perGpu = o.gpuCount && *o.gpuCount > 0 ? l.toString(*p.amount / *o.gpuCount, 'f', 4) : QStringLiteral("—");
        return esc(tr("%1 %2 per instance-hour, %1 %3 per GPU-hour; as of %4")
                       .arg(p.currency, l.toString(*p.amount, 'f', 4), perGpu, p.asOf))
            + QStringLiteral("<br>") + link(p.sourceUrl);
    };
    // The provider as the offers table names it.
    const QString provider = l.language() == QLocale::Chinese && !o.providerNameZh.isEmpty() ? o.providerNameZh : o.providerNameEn;
    QString html = QStringLiteral("<h3>%1 · %2</h3><table cellspacing=4>").arg(esc(provider), esc(o.instanceType));
    html += field(tr("Region"), esc(o.region));
    html += field(tr("GPU"),
        esc(QStringLiteral("%1 × %2").arg(l.toString(o.gpuCount.value_or(0), 'g', 4), o.gpuName.isEmpty() ? o.gpuRawName : o.gpuName)));
    html += field(tr("Written in the source as"), esc(o.gpuRawName));
    html += field(tr("On-demand"), price(o.onDemand));
    html += field(tr("Spot"), price(o.spot));
    html += field(tr("Dense BF16 per GPU"), num(o.bf16Tflops, QStringLiteral("TFLOPS")));
    html += field(tr("Dense FP8 per GPU"), num(o.fp8Tflops, QStringLiteral("TFLOPS")));
    html += field(tr("FP32 per GPU"), num(o.fp32Tflops, QStringLiteral("TFLOPS")));
    html += field(tr("Memory bandwidth per GPU"), num(o.memoryBandwidthGBs, QStringLiteral("GB/s")));
    html += field(tr("Memory per GPU"), num(o.gpuMemoryGb, QStringLiteral("GB")));
    html += field(tr("Datasheet"), o.gpuSourceUrl.isEmpty() ? esc(tr("none verified")) : link(o.gpuSourceUrl));
    html += field(tr("vCPUs / RAM"),
        esc(QStringLiteral("%1 / %2 GiB")
                .arg(o.vcpus ? l.toString(*o.vcpus) : QStringLiteral("—"), o.ramGib ? l.toString(*o.ramGib) : QStringLiteral("—"))));
    if (!o.brokerOf.isEmpty())
        html += field(tr("Runs on"), esc(o.brokerOf));
    if (!o.flags.isEmpty())
        html += field(tr("Import flags"), esc(o.flags));
    QString tiers;
    for (const RatingView &r : session.snapshot().ratingHistory)
        if (r.providerKey == o.providerKey)
            tiers += esc(QStringLiteral("%1 %2 (%3): %4").arg(r.source, r.version, r.published, Tier::displayNameOf(r.tier)))
                + QStringLiteral(" ") + link(r.sourceUrl) + QStringLiteral("<br>");
    html += field(tr("ClusterMAX history"), tiers.isEmpty() ? esc(tr("not rated")) : tiers);
    const ScoringTable &table = session.table();
    const Weights &weights = session.params().weights;
    const auto usd = table.usdPerGpuHour(row);
    const CostScenario &scenario = table.scenario();
    const auto reliability = ReliabilityProfile::forTier(rating.tier, scenario.isInference());
    if (usd && reliability) {
        const CostBreakdown b = computeTrueCost(*usd, scenario, *reliability);
        html += field(tr("True cost (%1)").arg(context.scenarioName),
            esc(tr("USD %1 per useful GPU-hour; goodput expense %2 % (%3)")
                    .arg(l.toString(b.usdPerUsefulGpuHour(), 'f', 2), l.toString(b.goodputPercent(), 'f', 1), reliability->basis)));
    }
    html += QStringLiteral("</table>");

    // Criteria breakdown: weight share, score and contribution to the total.
    const double total = weights.total();
    const RankingPolicy &policy = session.params().policy;
    const bool prior = policy.missing == RankingPolicy::MissingData::Prior;
    const auto contribution = table.contributions(row, weights, policy);
    QString rows;
    for (int c = 0; c < kCriterionCount; ++c) {
        const double w = weights.values[size_t(c)];
        const auto s = table.criterion(row, Criterion(c));
        QString origin; // where a category score comes from
        if (isCategory(Criterion(c))) {
            const CategoryOrigin &a = context.origins[size_t(c)];
            switch (a.kind) {
            case CategoryOrigin::Kind::Assessed:
                origin = esc(tr("assessed %1").arg(a.assessedOn))
                    + (a.sourceUrl.isEmpty() ? QString() : QStringLiteral(" ") + link(a.sourceUrl));
                break;
            case CategoryOrigin::Kind::TierDefault:
                origin = esc(tr("tier default (saved)"));
                break;
            case CategoryOrigin::Kind::Tier:
                origin = esc(tr("published tier"));
                break;
            case CategoryOrigin::Kind::NoData:
                origin = QStringLiteral("—");
                break;
            }
        }
        rows += QStringLiteral("<tr><td>%1</td><td align=right>%2 %</td><td align=right>%3</td><td align=right>%4</td><td>%5</td></tr>")
                    .arg(esc(criterionName(Criterion(c))), l.toString(total > 0 ? 100 * w / total : 0, 'f', 0),
                        s ? l.toString(*s, 'f', 1)
                          : esc(prior ? tr("no data (counts as %1)").arg(l.toString(policy.priorPoints, 'f', 0)) : tr("no data")),
                        s || (prior && w > 0) ? l.toString(contribution[size_t(c)], 'f', 1) : QStringLiteral("—"), origin);
    }
    const ScoringTable::Result &result = session.result();
    const float score = size_t(row) < result.score.size() ? result.score[size_t(row)] : std::numeric_limits<float>::quiet_NaN();
    const double coverage = size_t(row) < result.coverage.size() ? result.coverage[size_t(row)] : 0.0;
    html += QStringLiteral("<h4>%1</h4>")
                .arg(esc(!std::isnan(score) ? tr("Score %1 (%2 % of the weight backed by data)")
                                                  .arg(l.toString(double(score), 'f', 1))
                                                  .arg(qRound(coverage * 100))
                                            : tr("Not ranked: no comparable on-demand price")));
    html += QStringLiteral(
        "<table cellspacing=3><tr><th align=left>%1</th><th>%2</th><th>%3</th><th>%4</th><th align=left>%5</th></tr>%6</table>")
                .arg(esc(tr("Criterion")), esc(tr("Weight")), esc(tr("Score")), esc(tr("Contribution")), esc(tr("Source")), rows);
    if (context.assessedCount > 0)
        html += QStringLiteral("<p>%1</p>")
                    .arg(esc(tr("%1 of 10 ClusterMAX categories are assessed (see Source); the others use the published "
                                "tier's points, or have no data.")
                                 .arg(context.assessedCount)));
    else if (table.categoriesFromTier(row))
        html += QStringLiteral("<p>%1</p>")
                    .arg(esc(tr("The ClusterMAX category scores are the points of the provider's latest published tier: "
                                "no assessment has been entered for it.")));
    QUrl assess(QStringLiteral("cloudgauge:assess"));
    assess.setQuery(QUrlQuery({ { QStringLiteral("provider"), o.providerKey } }));
    html += QStringLiteral("<p><a href=\"%1\">%2</a></p>").arg(esc(assess.toString()), esc(tr("Assess this provider…")));
    return html;
}

} // namespace cg
