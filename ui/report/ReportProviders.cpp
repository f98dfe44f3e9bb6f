// The report's page per shortlisted provider, and the local probe against the catalog.
#include "report/ReportWriterPrivate.h"

#include "core/Tier.h"
#include "probing/ProbeComparison.h"
#include "report/ReportSla.h"
#include "scoring/ChargeText.h"
#include "scoring/TrueCost.h"

namespace cg {

void ReportWriter::Impl::composeProviders()
{
    const CatalogSnapshot &snapshot = session->snapshot();
    const QList<RankedOffer> &ranked = session->ranked();
    const QList<RatingView> &history = snapshot.ratingHistory;
    // A page per shortlisted provider: those of page 1's comparison (providerBests).
    for (const RankedOffer *best : std::as_const(providerBests)) {
        const QString key = best->offer.providerKey;
        QStringList tiers;
        for (const RatingView &r : history) {
            if (r.providerKey != key)
                continue;
            // A rating read from a third party's list has the catalog's description (in English)
            // instead of a URL: the report says what kind of source it is, in its own language.
            const bool isUrl = r.sourceUrl.startsWith(QLatin1String("http"));
            const QString source = isUrl ? r.sourceUrl
                : r.confidence == QLatin1String("third-party")
                ? Report::tr("a third party's compilation of the published list, not SemiAnalysis's own article")
                : Report::tr("see the catalog's rating source");
            tiers << QStringLiteral("<tr><td>%1 %2</td><td>%3</td><td>%4</td><td>%5</td></tr>")
                         .arg(esc(r.source), esc(r.version), esc(r.published), esc(Tier::displayNameOf(r.tier)), esc(source));
        }
        QStringList criteria;
        const QList<Assessment> assessed = catalog.assessmentRecords(key);
        int assessedCount = 0;
        const QString noData = priorPolicy ? Report::tr("no data (counts as %1)").arg(prior) : Report::tr("no data (left out)");
        for (int c = 0; c < kCriterionCount; ++c) {
            const Criterion criterion = Criterion(c);
            const std::optional<double> s = best->criterion(criterion);
            // Where a score comes from: the datasheet and price, the true-cost model, an
            // assessment (with its date and source), the tier, or why there is none.
            QString origin;
            if (c < kCategoryCount) {
                if (s) {
                    origin = esc(Report::tr("published tier %1").arg(tierText(*best)));
                    for (const Assessment &a : assessed) {
                        if (a.criterion != criterionKey(criterion) || !a.score)
                            continue;
                        if (a.isTierDefault()) {
                            origin = esc(Report::tr("derived from the tier"));
                        } else {
                            origin = esc(Report::tr("assessed %1").arg(a.assessedOn))
                                + (a.sourceUrl.isEmpty() ? QString()
                                                         : QStringLiteral(" <span class=small>%1</span>").arg(esc(a.sourceUrl)));
                            ++assessedCount;
                        }
                    }
                } else {
                    origin = esc(best->tier.isEmpty() ? Report::tr("no assessment and no published tier")
                                                      : Report::tr("no assessment; tier %1 has no points").arg(tierText(*best)));
                }
            } else if (criterion == Criterion::TrueCost) {
                origin = esc(s                 ? Report::tr("true-cost model, %1 scenario").arg(scenarioName)
                        : best->tier.isEmpty() ? Report::tr("no published tier and no reliability figures")
                                               : Report::tr("no dense BF16 figure in the datasheet"));
            } else if (criterion == Criterion::Memory) {
                origin = esc(s ? Report::tr("datasheet memory per GPU") : Report::tr("memory per GPU not in the datasheet"));
            } else if (criterion == Criterion::PricePerfBandwidth) {
                origin = esc(
                    s ? Report::tr("datasheet memory bandwidth and list price") : Report::tr("memory bandwidth not in the datasheet"));
            } else {
                origin = esc(s ? Report::tr("datasheet dense BF16 TFLOPS and list price") : Report::tr("dense BF16 not in the datasheet"));
            }
            criteria << QStringLiteral("<tr><td>%1</td><td align=right>%2</td><td>%3</td></tr>")
                            .arg(esc(criterionName(criterion)), s ? l.toString(*s, 'f', 1) : esc(noData), origin);
        }
        // True cost of its best offer on the report's own scenario and job size (RankingParams::costScenario),
        // at the provider's published charges where the catalog has them, with the published
        // reliability reference of the provider's tier (SemiAnalysis, 2026-02-05).
        QString trueCost;
        const auto reliability = ReliabilityProfile::forTier(best->tier, false);
        const CostScenario scenario = session->params().costScenario();
        if (reliability) {
            const CostBreakdown b
                = computeTrueCost(best->usdPerGpuHour, scenario, *reliability, session->table().hiddenCostRates(best->tableRow));
            trueCost
                = esc(Report::tr("On the %1 scenario (a job of %2 GPUs) with the %3: %4 per useful GPU-hour against a list price of %5; "
                                 "goodput expense %6 % of the monthly cost (%7 failures a month).")
                          .arg(scenarioName)
                          .arg(scenario.gpus)
                          .arg(reliability->basis, money(b.usdPerUsefulGpuHour()), money(best->usdPerGpuHour),
                              l.toString(b.goodputPercent(), 'f', 1), l.toString(b.failuresPerMonth, 'f', 1))
                    + QLatin1Char(' ') + ChargeText::truthOf(b, scenario, l, [this](double v) { return money(v); }));
        } else {
            trueCost = esc(Report::tr("Not computed: the provider has no published tier and no reliability figures in the catalog."));
        }
        QStringList offersRows;
        qsizetype offersRanked = 0;
        for (const RankedOffer &r : ranked)
            if (r.offer.providerKey == key && ++offersRanked <= 8)
                offersRows << QStringLiteral(
                    "<tr><td align=right>%1</td><td>%2</td><td>%3</td><td align=right>%4</td><td align=right>%5</td></tr>")
                                  .arg(r.rank)
                                  .arg(esc(gpus(r.offer)), esc(r.offer.instanceType), amount(r.usdPerGpuHour), l.toString(r.score, 'f', 1));
        flowAdd(
            QStringLiteral("<h2>%1</h2><h3>%2</h3>").arg(esc(providerName(best->offer)), esc(Report::tr("ClusterMAX tier history"))), true);
        if (tiers.isEmpty())
            flowAdd(QStringLiteral("<p>%1</p>").arg(esc(Report::tr("not rated"))));
        else
            flowTable(denseGrid,
                headerRow({ Report::tr("Rating"), Report::tr("Published"), Report::tr("Tier"), Report::tr("Source") }, { 16, 12, 14, 58 }),
                tiers);
        flowAdd(QStringLiteral("<h3>%1</h3>").arg(esc(Report::tr("Criteria of its best offer (0-100)"))), true);
        flowTable(denseGrid, headerRow({ Report::tr("Criterion"), Report::tr("Score"), Report::tr("Origin") }, { 30, 10, 60 }), criteria);
        const QString categoryNote = assessedCount > 0
            ? Report::tr("%1 of 10 category scores come from assessments; the others from the published tier, or no data.")
                  .arg(assessedCount)
            : best->categoriesFromTier
            ? Report::tr("Category scores are the points of the latest published tier: no assessment has been entered.")
            : QString();
        if (!categoryNote.isEmpty())
            flowAdd(QStringLiteral("<p class='muted small'>%1</p>").arg(esc(categoryNote)));
        flowAdd(QStringLiteral("<h3>%1</h3>%2").arg(esc(Report::tr("Reliability")), ReportSla::providerHtml(snapshot.slas.value(key), l)));
        flowAdd(QStringLiteral("<h3>%1</h3><p>%2</p>").arg(esc(Report::tr("True cost")), trueCost));
        // The published charges the true cost used, each with its page and date.
        QStringList chargeRows;
        for (const ProviderCharge &c : snapshot.charges.value(key))
            chargeRows << QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td><td class=small>%4</td></tr>")
                              .arg(esc(ChargeText::name(c.charge)), esc(ChargeText::amount(c, l)),
                                  esc(c.asOf.isEmpty() ? Report::tr("undated") : c.asOf), esc(c.sourceUrl));
        flowAdd(QStringLiteral("<h3>%1</h3>").arg(esc(Report::tr("Charges besides the GPU"))), true);
        if (chargeRows.isEmpty())
            flowAdd(QStringLiteral("<p>%1</p>")
                        .arg(esc(Report::tr("None published that CloudGauge has found: the true cost prices storage at "
                                            "the generic rate and leaves egress and IPv4 out."))));
        else
            flowTable(grid,
                headerRow({ Report::tr("Charge"), Report::tr("Published rate"), Report::tr("Page date"), Report::tr("Source") }),
                chargeRows);
        flowAdd(QStringLiteral("<h3>%1</h3>").arg(esc(Report::tr("Its ranked offers"))), true);
        flowTableOnPage(grid,
            headerRow({ Report::tr("Rank"), Report::tr("GPUs"), Report::tr("Instance type"), perGpuHour(), Report::tr("Score") }),
            offersRows, offersRanked, Report::tr("%1 more ranked offers of this provider are not shown."));
        flowEnd();
    }
}

void ReportWriter::Impl::composeProbe()
{
    const CatalogSnapshot &snapshot = session->snapshot();
    const QList<OfferView> &offers = snapshot.offers;
    const FxRates &fx = snapshot.fx;
    // Probe: the latest stored run, compared with the catalog.
    flowAdd(QStringLiteral("<h2>%1</h2>").arg(esc(Report::tr("Local GPU probe"))), true);
    const QList<ProbeRunView> probeRuns = catalog.probeRuns(1);
    if (probeRuns.isEmpty()) {
        flowAdd(QStringLiteral("<p>%1</p>").arg(esc(Report::tr("No probe results are stored in this catalog."))));
    } else {
        QString probeError;
        const auto probe = parseProbeReport(probeRuns.first().document, &probeError);
        const ProbeComparison c
            = probe ? ProbeComparison::compare(*probe, offers, catalog.gpuModels(), catalog.gpuIdentity(), fx) : ProbeComparison();
        if (!probe || !c.device) {
            flowAdd(QStringLiteral("<p>%1</p>")
                        .arg(esc(Report::tr("The latest probe run (%1) found no device to compare.").arg(probeRuns.first().measuredAt))));
        } else {
            auto share = [this](const std::optional<double> &f) {
                return f ? l.toString(*f * 100.0, 'f', 1) + QStringLiteral(" %") : QStringLiteral("—");
            };
            auto fig = [this](const std::optional<double> &v, int d) { return v ? l.toString(*v, 'f', d) : QStringLiteral("—"); };
            QStringList lines;
            lines << Report::tr("Measured on %1 at %2: %3.").arg(probe->host, probeRuns.first().measuredAt, c.device->name);
            if (!c.deviceIsGpu)
                lines << Report::tr("This is a CPU or software device: its figures are CPU figures, not GPU figures.");
            else if (c.match.key.isEmpty())
                lines << Report::tr("It matches no GPU model in the catalog.");
            else
                lines << Report::tr("Catalog model: %1.").arg(c.gpuName.isEmpty() ? c.match.key : c.gpuName);
            lines << Report::tr(
                "Memory bandwidth %1 GB/s measured (%2 of the datasheet peak); FP32 %3 TFLOPS measured (%4 of the datasheet peak).")
                         .arg(fig(c.measuredBandwidthGBs, 1), share(c.bandwidthFraction), fig(c.measuredFp32Tflops, 3),
                             share(c.fp32Fraction));
            for (const QString &line : std::as_const(lines))
                flowAdd(QStringLiteral("<p>%1</p>").arg(esc(line)));
            QStringList closestRows;
            for (const ClosestOffer &o : c.closest)
                closestRows << QStringLiteral("<tr><td>%1</td><td align=right>%2</td><td>%3</td><td>%4</td></tr>")
                                   .arg(esc(o.gpuName.isEmpty() ? o.gpuKey : o.gpuName), amount(o.usdPerGpuHour), esc(o.providerName),
                                       esc(o.instanceType + QStringLiteral(" · ") + o.region));
            if (!closestRows.isEmpty()) {
                flowAdd(QStringLiteral("<h3>%1</h3>").arg(esc(Report::tr("Closest cloud GPUs by measured performance"))), true);
                flowTable(
                    grid, headerRow({ Report::tr("GPU"), perGpuHour(), Report::tr("Provider"), Report::tr("Instance type") }), closestRows);
            }
        }
    }
}

} // namespace cg
