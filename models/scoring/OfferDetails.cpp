#include "scoring/OfferDetails.h"

#include "scoring/Caveats.h"
#include "scoring/Explanation.h"

#include "core/Tier.h"
#include "scoring/ChargeText.h"
#include "scoring/RankingSession.h"
#include "scoring/SlaText.h"

#include <QLocale>
#include <QUrl>
#include <QUrlQuery>

#include <cmath>
#include <limits>

namespace cg {

namespace {
QString listHtml(const QStringList &items)
{
    QString html = QStringLiteral("<ul style=\"margin-top:0\">");
    for (const QString &item : items)
        html += QStringLiteral("<li>%1</li>").arg(item.toHtmlEscaped());
    return html + QStringLiteral("</ul>");
}
} // namespace

QString OfferDetails::recommendationHtml(const RankingSession &session, int row, const DetailsContext &context)
{
    const ScoringTable &table = session.table();
    if (!table.usdPerGpuHour(row))
        return {}; // never ranked: the score heading says why
    const OfferView &o = session.offers().at(row);
    const RankingParams &params = session.params();
    const unsigned applied = params.policy.applied();
    const unsigned fails = table.gates(row);
    GateFacts facts;
    facts.tier = session.snapshot().ratings.value(o.providerKey).tier;
    facts.usdPerGpuHour = table.usdPerGpuHour(row);
    facts.priceZ = table.priceZ(row);
    facts.priceByModel = table.priceCheckedByModel(row);
    facts.needName = context.needName;
    facts.unmetNeeds = session.unmetNeeds(o);
    auto reasons = [&facts](unsigned gates) { return Caveats::gates(gates, facts); };
    QString html;
    if (fails & applied) {
        html += QStringLiteral("<p><b>%1</b></p>").arg(tr("Not recommended:").toHtmlEscaped()) + listHtml(reasons(fails & applied));
    } else {
        const QList<RankedOffer> &ranked = session.ranked();
        QString text = tr("Recommended: it passes every check that is switched on.");
        QString overtake; // what would let the next offer overtake it (Explanation)
        const QString gpu = o.gpuKey.isEmpty() ? o.gpuRawName : o.gpuKey;
        for (const RankedOffer &r : ranked) {
            if (r.tableRow == row) {
                text = tr("Recommended: rank %1 of %2.").arg(r.rank).arg(ranked.size());
                if (const auto why = Explanation::of(session, r.rank - 1); why && why->next) {
                    const QString next = why->next->offer.providerNameEn + QLatin1Char(' ')
                        + (why->next->offer.gpuName.isEmpty() ? why->next->offer.gpuRawName : why->next->offer.gpuName);
                    overtake = why->nextPriceToTie
                        ? tr("#%1 (%2) would tie it if its price fell from USD %3 to USD %4 per GPU-hour, all else unchanged.")
                              .arg(why->next->rank)
                              .arg(next, QLocale().toString(why->next->usdPerGpuHour, 'f', 2),
                                  QLocale().toString(*why->nextPriceToTie, 'f', 2))
                        : tr("#%1 (%2) cannot overtake it on price alone.").arg(why->next->rank).arg(next);
                }
                break;
            }
            if (!params.expand && r.offer.providerKey == o.providerKey
                && (r.offer.gpuKey.isEmpty() ? r.offer.gpuRawName : r.offer.gpuKey) == gpu) {
                text = tr("Recommended: this provider's %1 ranks %2 of %3 in its best configuration, %4 in %5.")
                           .arg(o.gpuName.isEmpty() ? o.gpuRawName : o.gpuName)
                           .arg(r.rank)
                           .arg(ranked.size())
                           .arg(r.offer.instanceType, r.offer.region);
                break;
            }
        }
        html += QStringLiteral("<p><b>%1</b></p>").arg(text.toHtmlEscaped());
        if (!overtake.isEmpty())
            html += QStringLiteral("<p>%1</p>").arg(overtake.toHtmlEscaped());
    }
    if (const unsigned off = fails & ~applied & GateAll; off && !reasons(off).isEmpty())
        html += QStringLiteral("<p>%1</p>").arg(tr("It would fail these checks, which are switched off:").toHtmlEscaped())
            + listHtml(reasons(off));
    QStringList warnings = Ranker::dataWarnings(o, params.today);
    if (!table.criterion(row, Criterion::PricePerfBf16) && !table.criterion(row, Criterion::PricePerfBandwidth))
        warnings.append(QStringLiteral("no_performance_data"));
    if (const EvidenceRun *run = session.snapshot().evidenceFor(o); run && run->status() == QLatin1String("fail"))
        warnings.append(QStringLiteral("node_check_failed"));
    if (warnings.isEmpty()) {
        html += QStringLiteral("<p>%1</p>").arg(tr("Data quality: no warnings.").toHtmlEscaped());
    } else {
        QStringList words;
        for (const QString &w : std::as_const(warnings))
            words << Caveats::warning(w);
        const bool low = Ranker::confidenceOf(warnings) == RankedOffer::Confidence::Low;
        html += QStringLiteral("<p>%1</p>")
                    .arg((low ? tr("Data quality: low confidence.") : tr("Data quality: medium confidence.")).toHtmlEscaped())
            + listHtml(words);
    }
    return html;
}

QString OfferDetails::evidenceHtml(const EvidenceRun *run)
{
    const auto esc = [](const QString &s) { return s.toHtmlEscaped(); };
    if (!run)
        return esc(
            tr("not yet: the catalog holds no acceptance run of a node rented as this offer (user guide: Check the node you rented)"));
    const QString status = run->status();
    const QString verdict = status == QLatin1String("fail") ? tr("failed")
        : status == QLatin1String("warn")                   ? tr("passed with warnings")
        : status == QLatin1String("pass")                   ? tr("passed")
                                                            : tr("nothing could be checked");
    QString html = esc(tr("%1, measured %2 on host %3 (%4 run): %5 passed, %6 warned, %7 failed, %8 skipped")
                           .arg(verdict, run->measuredAt, run->host.isEmpty() ? tr("unnamed") : run->host, run->level)
                           .arg(run->count(QStringLiteral("pass")))
                           .arg(run->count(QStringLiteral("warn")))
                           .arg(run->count(QStringLiteral("fail")))
                           .arg(run->count(QStringLiteral("skipped"))));
    for (const EvidenceCheck &c : run->checks) {
        if (c.status != QLatin1String("fail") && c.status != QLatin1String("warn"))
            continue;
        const QString what = c.device.isEmpty() ? c.key : QStringLiteral("%1 %2").arg(c.key, c.device);
        html += QStringLiteral("<br>")
            + esc((c.status == QLatin1String("fail") ? tr("Failed: %1: %2") : tr("Warned: %1: %2")).arg(what, c.reason));
    }
    return html;
}

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
        if (!p.amount && &p == &o.onDemand && !noPublicPriceHint(o).isEmpty())
            return esc(noPublicPriceHint(o));
        if (!p.amount)
            return esc(p.note.isEmpty() ? tr("no list price") : p.note);
        const QString perGpu = o.gpuCount && *o.gpuCount > 0 ? l.toString(*p.amount / *o.gpuCount, 'f', 4) : QStringLiteral("—");
        return esc(tr("%1 %2 per instance-hour, %1 %3 per GPU-hour; observed %4, imported %5")
                       .arg(p.currency, l.toString(*p.amount, 'f', 4), perGpu, p.observationText(),
                           p.importedOn.isEmpty() ? tr("on an unknown day") : p.importedOn))
            + QStringLiteral("<br>") + link(p.sourceUrl);
    };
    // The provider as the offers table names it.
    const QString provider = l.language() == QLocale::Chinese && !o.providerNameZh.isEmpty() ? o.providerNameZh : o.providerNameEn;
    QString html = QStringLiteral("<h3>%1 · %2</h3>").arg(esc(provider), esc(o.instanceType));
    html += recommendationHtml(session, row, context);
    html += QStringLiteral("<table cellspacing=4>");
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
    if (o.gpuMemoryGb && o.datasheetGpuMemoryGb && *o.gpuMemoryGb != *o.datasheetGpuMemoryGb)
        html += field(tr("Memory per GPU"),
            esc(tr("%1 GB as the source states (datasheet: %2 GB)")
                    .arg(l.toString(*o.gpuMemoryGb, 'g', 6), l.toString(*o.datasheetGpuMemoryGb, 'g', 6))));
    else
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
    const ProviderSla sla = session.snapshot().slas.value(o.providerKey);
    html += field(tr("Published compute SLA"),
        esc(SlaText::summary(sla, l)) + (sla.sourceUrl.isEmpty() ? QString() : QStringLiteral("<br>") + link(sla.sourceUrl)));
    QString certLines;
    for (const Certification &c : o.certifications) {
        QString line = c.displayName();
        if (c.status == QLatin1String("in-progress"))
            line = tr("%1: in progress").arg(line);
        else if (c.status == QLatin1String("self-declared"))
            line = tr("%1: claimed, no audit named").arg(line);
        if (!c.scope.isEmpty())
            line = tr("%1 (only %2)").arg(line, c.scope);
        if (!c.observedOn.isEmpty())
            line += QStringLiteral(", ") + c.observedOn;
        certLines += esc(line) + QStringLiteral(" ") + link(c.sourceUrl) + QStringLiteral("<br>");
    }
    html += field(
        tr("Certifications"), certLines.isEmpty() ? esc(tr("none on record (none found in the provider's published pages)")) : certLines);
    html += field(tr("Checked on a rented node"), evidenceHtml(session.snapshot().evidenceFor(o)));
    const ScoringTable &table = session.table();
    const Weights &weights = session.params().weights;
    const auto usd = table.usdPerGpuHour(row);
    const CostScenario &scenario = table.scenario();
    const auto reliability = ReliabilityProfile::forTier(rating.tier, scenario.isInference());
    const QList<ProviderCharge> charges = session.snapshot().charges.value(o.providerKey);
    QString chargeLines;
    for (const ProviderCharge &c : charges)
        chargeLines += esc(ChargeText::line(c, l)) + QStringLiteral(" ") + link(c.sourceUrl) + QStringLiteral("<br>");
    html += field(tr("Charges besides the GPU"), chargeLines.isEmpty() ? esc(tr("none published that CloudGauge has found")) : chargeLines);
    if (usd && reliability) {
        const CostBreakdown b = computeTrueCost(*usd, scenario, *reliability, table.hiddenCostRates(row));
        html += field(tr("True cost (%1)").arg(context.scenarioName),
            esc(tr("USD %1 per useful GPU-hour; goodput expense %2 % (%3)")
                    .arg(l.toString(b.usdPerUsefulGpuHour(), 'f', 2), l.toString(b.goodputPercent(), 'f', 1), reliability->basis))
                + QStringLiteral("<br>") + esc(ChargeText::truthOf(b, scenario, l)));
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
