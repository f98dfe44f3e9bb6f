// The report's closing sections: what changed since the last report, the methodology and the data sources.
#include "report/ReportWriterPrivate.h"

#include "report/ReportChanges.h"
#include "report/ReportSla.h"

namespace cg {

void ReportWriter::Impl::composeSources()
{
    const CatalogSnapshot &snapshot = session->snapshot();
    const RankingParams &params = session->params();
    const FxRates &fx = snapshot.fx;
    const QList<ImportRunView> runs = catalog.importRuns();
    // What changed since the last report (ReportChanges.cpp).
    const ReportChanges::Section changes = ReportChanges::section(catalog, params, options.changesSinceRun, options.top);
    if (!changes.heading.isEmpty()) {
        flowAdd(QStringLiteral("<h2>%1</h2>").arg(esc(changes.heading)), true);
        for (const QString &p : changes.paragraphs)
            flowAdd(QStringLiteral("<p>%1</p>").arg(esc(p)));
        if (!changes.priceRows.isEmpty())
            flowTable(grid, changes.priceHeader, changes.priceRows);
        if (!changes.rankRows.isEmpty())
            flowTable(grid, changes.rankHeader, changes.rankRows);
        flowEnd();
    }

    // Methodology and sources.
    flowAdd(QStringLiteral("<h2>%1</h2>").arg(esc(Report::tr("Methodology"))), true);
    for (const QString &p : methodologyParagraphs())
        flowAdd(QStringLiteral("<p>%1</p>").arg(esc(p)));
    QStringList sources;
    for (const ImportRunView &r : runs)
        sources << QStringLiteral(
            "<tr><td>%1</td><td>%2</td><td style='white-space: nowrap'>%3</td><td align=right>%4</td><td>%5</td></tr>")
                       .arg(esc(r.sourceFile), esc(observationRange(r)), esc(r.importedOn.isEmpty() ? r.asOf : r.importedOn))
                       .arg(r.rowsImported)
                       .arg(esc(r.sourceUrl.isEmpty() ? Report::tr("per row (%n source(s))", nullptr, r.priceSourceCount) : r.sourceUrl));
    QStringList datasheets;
    for (const GpuModelRecord &m : catalog.gpuModels())
        if (!m.sourceUrl.isEmpty() && !datasheets.contains(m.sourceUrl))
            datasheets.append(m.sourceUrl);
    QString fxText;
    for (const QString &currency : fx.currencies()) {
        const FxRate r = *fx.rate(currency);
        fxText
            += esc(Report::tr("%1: %2 per USD as of %3").arg(currency, l.toString(r.unitsPerUsd, 'f', 4), r.asOf)) + QStringLiteral("<br>");
    }
    flowAdd(QStringLiteral("<h2>%1</h2><h3>%2</h3>").arg(esc(Report::tr("Data sources")), esc(Report::tr("Price files"))), true);
    // Dense, with room for the dates: an ISO date is never wrapped mid-number.
    flowTable(denseGrid,
        headerRow({ Report::tr("File"), Report::tr("Observed"), Report::tr("Imported"), Report::tr("Offers"), Report::tr("Source") },
            { 22, 24, 12, 7, 35 }),
        sources);
    flowAdd(QStringLiteral("<h3>%1</h3>").arg(esc(Report::tr("GPU datasheets"))), true);
    flowAdd(QStringLiteral("<p class=small>%1</p>").arg(esc(datasheets.join(QStringLiteral("  ·  ")))));
    flowAdd(QStringLiteral("<h3>%1</h3><p class=small>%2</p>")
                .arg(esc(Report::tr("Ratings")),
                    esc(Report::tr("SemiAnalysis ClusterMAX 1.0 (2025-03-26), 2.0 (2025-11-06) and 3.0 (2026-09-23): "
                                   "https://newsletter.semianalysis.com/p/the-gpu-cloud-clustermax-rating-system-how-to-rent-gpus, "
                                   "https://newsletter.semianalysis.com/p/clustermax-20-the-industry-standard, "
                                   "https://newsletter.semianalysis.com/p/clustermax-30-the-industry-standard"))));
    flowAdd(QStringLiteral("<h3>%1</h3><p class=small>%2</p>").arg(esc(Report::tr("Exchange rates")), fxText));
    flowEnd();
}

QStringList ReportWriter::Impl::methodologyParagraphs()
{
    return { Report::tr("Prices are list prices per instance-hour from each source; the price per GPU-hour is the instance price divided "
                        "by its GPU count. Each provider's GPU model is ranked once, at its best-ranked configuration and region, in USD "
                        "at the dated exchange rate."),
        Report::tr("Each criterion scores 0-100: BF16 TFLOPS per USD per GPU-hour and memory bandwidth per USD per GPU-hour relative to "
                   "the best offer, "
                   "memory per GPU relative to the largest, and each of the 10 ClusterMAX categories from the provider's assessment (0-5 × "
                   "20) or else "
                   "its latest published tier (Platinum 100, Gold 80, Silver 60, Bronze 40, Participation Ribbon 25, Underperforming 10)."),
        Report::tr(
            "An assessment scores a category 0-5 against CloudGauge's rubric, written from the ClusterMAX criteria, with its evidence, "
            "source URL, date and author. \"Start from published tier\" fills the categories with score = tier points ÷ 20: Platinum "
            "5, "
            "Gold 4, Silver 3, Bronze 2, Participation Ribbon 1.25, Underperforming 0.5, Unavailable or unrated no data. Such scores "
            "are "
            "marked as derived from the tier (their source is the tier's article), never as assessments."),
        Report::tr(
            "True cost as a criterion (after SemiAnalysis's ClusterMAX TCO model, clustermax.ai/tco): each offer's true cost per "
            "useful GPU-hour under the chosen scenario (pretraining, research or inference), divided by its GPU's dense BF16 PFLOPS, "
            "so per useful PFLOP-hour; score = 100 × the cheapest among the ranked offers ÷ this offer's. An offer whose provider has "
            "no published tier, or whose GPU has no BF16 figure, has no data for it."),
        Report::tr("The score is the weighted mean of the criteria. By default a criterion without data counts at 10 points of 100, the "
                   "points of the lowest published ClusterMAX tier, so a gap in the data never scores better than the worst published "
                   "grade; the other policy leaves such criteria out and renormalises the remaining weights. Coverage is the share of "
                   "the weight backed by data, and offers under 50 % coverage rank after the others."),
        Report::tr("Gates: an offer is not recommended, and is listed apart with the reason, when ClusterMAX rates its provider "
                   "Underperforming (tested and failed), or Unavailable (it could not test the provider) unless the user has assessed "
                   "the provider, when its provider has neither a published tier nor "
                   "an assessment, when its price is implausibly low for its GPU model (modified z-score of the log price below "
                   "−3.5, Iglewicz and Hoaglin 1993, with the spread floored so that only a price about 2.4 times below the median "
                   "counts), or when it fails a hard constraint of the chosen need profile. A price as far above is a warning."),
        Report::tr("Dates: every price carries the day its source observed or published it (observed on) and the day it entered "
                   "the catalog (imported on). A price's age counts from its observation, never from its import. Where the source "
                   "gives no date the observation is unknown, shown as \"unknown\" or \"unknown (after D)\" with the best known "
                   "lower bound D (for example the day the upstream file's path first existed); such a price is never fresh."),
        Report::tr("Data quality: a price observed more than 14 days ago, a price observed on an unknown day and a price or "
                   "specification that the import flagged (spot equal to on-demand, memory differing from the datasheet, ...) are "
                   "marked. Confidence is High without a mark, Medium with one mark that is not about the price's date, and Low "
                   "otherwise: a stale price and an unknown observation date lower it alike."),
        Report::tr("True cost follows SemiAnalysis's model of eight monthly cost areas (GPU, storage, network, control plane, support, "
                   "goodput loss, "
                   "setup, debugging). GPU-hours lost per failure: cold spare [(t_id + t_ckpt/2) + t_init + t_repair] × J; hot spare "
                   "[(t_id + t_ckpt/2) + t_init] × J + t_repair × blast radius; fault tolerant (t_id + t_failover) × J + t_repair × blast "
                   "radius; "
                   "failures per hour = J / MTBF. Reliability comes from the catalog, else the published reference for the provider's tier "
                   "(Gold: MTBF 25,000 GPU-hours, 15 min to identify and to repair; Silver: 15,000, 1 h and 1 h)."),
        Report::tr("Cheapest to finish: GPU-hours = 6 × parameters × tokens ÷ (datasheet dense BF16 FLOP/s × MFU) ÷ 3,600 (Kaplan et al. "
                   "2020), "
                   "MFU being the user's assumption (default 40 %); cost = GPU-hours × USD per GPU-hour, at list price and at true cost."),
        Report::tr("Reserved-term break-even: a term is paid for every hour (720 h a month); on-demand for the hours used, its price "
                   "assumed to fall by a yearly rate the user sets (default 20 %, an assumption, not a published figure), compounded "
                   "monthly. Break-even utilisation = committed cost ÷ on-demand cost at full use. Term prices come from the catalog or "
                   "from a quote the user types; none is invented."),
        Report::tr("Capacity plan: the demand curve is replayed over each term; committing c GPUs at term price R costs c × R every "
                   "hour, the demand above c runs on demand at P. The cheapest c is the smallest level the demand exceeds in a share of "
                   "the hours no larger than R ÷ P; the plan sweeps every whole level and checks it against that closed form. The mix "
                   "across providers and terms (with spot for the share of the demand marked interruptible) is a small integer program "
                   "solved by GLPK."),
        Report::tr("Rank stability tells how far one weight can move before two adjacent offers of the top 10 swap; the derived tier "
                   "is the band "
                   "of a provider's mean category score (90, 70, 50, 32.5, 17.5), shown beside the published one."),
        ReportSla::methodologyParagraph(), Report::tr("SemiAnalysis publishes no numeric weights: these weights are CloudGauge's own.") };
}

QString ReportWriter::Impl::observationRange(const ImportRunView &run)
{
    QString dated;
    if (run.pricesDated > 0)
        dated = run.observedFrom == run.observedTo ? run.observedFrom : Report::tr("%1 to %2").arg(run.observedFrom, run.observedTo);
    if (run.pricesUndated == 0)
        return dated.isEmpty() ? Report::tr("no prices") : dated;
    QString unknown = run.observedAfterMax.isEmpty() ? Report::tr("unknown") : Report::tr("unknown (after %1)").arg(run.observedAfterMax);
    if (dated.isEmpty())
        return unknown;
    return Report::tr("%1; %n price(s) %2", nullptr, run.pricesUndated).arg(dated, unknown);
}

} // namespace cg
