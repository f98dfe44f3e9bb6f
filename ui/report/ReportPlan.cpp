// The report's "Capacity plan": plan::buildPlan of the demand curve the report was given, against
// the catalog's prices and the received quotes for one GPU model, its best mix and its chart.
#include "ReportWriterPrivate.h"

#include "charts/CapacityPlanChart.h"
#include "planning/CapacityPlan.h"

#include <QDate>
#include <QGraphicsScene>
#include <QtCharts/QChart>

namespace cg {

void ReportWriter::Impl::preparePlan()
{
    if (!options.demand)
        return;
    const CatalogSnapshot &snapshot = session->snapshot();
    planGpu = options.planGpu.trimmed();
    if (planGpu.isEmpty() && !top.isEmpty())
        planGpu = top.first().offer.gpuName;
    const QDate today = QDate::fromString(generatedAt.left(10), Qt::ISODate).isValid()
        ? QDate::fromString(generatedAt.left(10), Qt::ISODate)
        : QDate::currentDate();
    // The offers the ranking keeps (its gates applied), so the plan never buys what the report excludes.
    QList<OfferView> kept;
    const std::vector<bool> excluded = session->excludedRows();
    for (qsizetype row = 0; row < snapshot.offers.size(); ++row)
        if (size_t(row) >= excluded.size() || !excluded[size_t(row)])
            kept << snapshot.offers.at(row);
    QList<plan::ProviderMarket> markets;
    if (!planGpu.isEmpty())
        markets = plan::marketsFromCatalog(catalog, kept, snapshot.fx, planGpu, {}, today, &planError);
    if (!markets.isEmpty())
        capacityPlan = plan::buildPlan(*options.demand, markets, {}, options.planAssumptions, &planError);
    if (capacityPlan)
        planNames = session->providerNames(zh); // read once: each call walks every offer
}

QString ReportWriter::Impl::planMarketName(int market) const
{
    const QString &key = capacityPlan->markets.at(market).providerKey;
    return planNames.value(key, key);
}

QString ReportWriter::Impl::planCommitments() const
{
    QStringList parts;
    for (const plan::MixCommitment &c : capacityPlan->mix.commitments)
        parts << Report::tr("commit %n GPU(s)", nullptr, c.gpus)
                + Report::tr(" for %n month(s) at %1 (%2 per GPU-hour)", nullptr, c.months)
                      .arg(planMarketName(c.market), money(c.usdPerGpuHour));
    if (parts.isEmpty())
        parts << Report::tr("commit nothing");
    return parts.join(listSeparator);
}

QString ReportWriter::Impl::planSummary() const
{
    if (!capacityPlan)
        return {};
    const plan::MixPlan &mix = capacityPlan->mix;
    const int days = int(capacityPlan->demand.spanHours() / 24);
    QString text = Report::tr("Capacity plan for the %n day(s) of demand given (%1, peak %2 GPUs): %3", nullptr, days)
                       .arg(planGpu, l.toString(capacityPlan->demand.peak(), 'g', 6), planCommitments());
    if (mix.allOnDemandUsdPerHour > 0)
        text += Report::tr("; %1 over the period, %2 (%3 %) less than all on demand")
                    .arg(money(mix.periodUsd), money(mix.savingUsd),
                        l.toString(100 * mix.savingUsd / (mix.allOnDemandUsdPerHour * mix.periodHours), 'f', 1));
    if (capacityPlan->terms.isEmpty())
        text += Report::tr(" (no committed-term price is known for %1)").arg(planGpu);
    return text + Report::tr(".");
}

void ReportWriter::Impl::composePlan()
{
    if (!options.demand)
        return;
    const plan::DemandCurve &demand = *options.demand;
    const QString &gpuName = planGpu;
    flowAdd(QStringLiteral("<h2>%1</h2>").arg(esc(Report::tr("Capacity plan"))), true);
    const auto share = [this](double v) -> QString { return l.toString(v * 100, 'f', 1) + QStringLiteral(" %"); };
    // A day is named by its date, an hour by its start.
    const auto when
        = [&demand](const QDateTime &t) { return demand.stepHours == 24 ? t.date().toString(Qt::ISODate) : t.toString(Qt::ISODate); };
    const QString last = when(demand.start.addSecs(qint64(demand.gpus.size() - 1) * demand.stepHours * 3600));
    flowAdd(QStringLiteral("<p>%1</p>")
                .arg(esc((demand.stepHours == 24 ? Report::tr("Demand: %n day(s) from %1 to %2", nullptr, int(demand.gpus.size()))
                                                 : Report::tr("Demand: %n hour(s) from %1 to %2", nullptr, int(demand.gpus.size())))
                             .arg(when(demand.start), last)
                    + Report::tr(", peak %1 GPUs, %2 GPU-hours in use. GPU model planned: %3.")
                          .arg(l.toString(demand.peak(), 'g', 6), l.toString(demand.gpuHours(), 'f', 0), gpuName))));
    flowAdd(
        QStringLiteral("<p>%1</p>")
            .arg(esc(Report::tr("Prices are those of the offers the ranking keeps and the quotes received. The demand is replayed "
                                "over each term, as the clouds' own recommenders do (AWS, Azure, Google Cloud); nothing is "
                                "forecast. Assumed: %1 of the demand may run on spot, with %2 extra GPU-hours for interruptions "
                                "(no public source gives a figure).")
                         .arg(share(options.planAssumptions.interruptibleShare), share(options.planAssumptions.interruptionOverhead)))));
    if (!capacityPlan) {
        flowAdd(QStringLiteral("<p>%1</p>")
                    .arg(esc(planError.isEmpty()
                            ? Report::tr("No offer the ranking keeps has a price for %1: there is nothing to plan.").arg(gpuName)
                            : Report::tr("No capacity plan: %1").arg(planError))));
        flowEnd();
        return;
    }
    const plan::CapacityPlan &r = *capacityPlan;
    const auto name = [this](int market) { return planMarketName(market); };
    QSet<int> shown; // the markets whose prices the section uses: their sources are listed
    if (r.terms.isEmpty()) {
        flowAdd(QStringLiteral("<p>%1</p>")
                    .arg(esc(Report::tr("No committed-term price for %1 in the catalog or among the quotes received: nothing to commit to. "
                                        "Import the quotes you receive, or plan the terms you were offered with `cloudgauge plan --price`.")
                                 .arg(gpuName))));
    } else {
        QStringList rows;
        for (const plan::CapacityPlan::Term &t : r.terms) {
            const plan::TermPlan &p = t.plan;
            shown << t.market;
            rows << QStringLiteral("<tr><td>%1</td><td>%2</td><td align=right>%3</td><td align=right>%4</td><td align=right>%5</td>"
                                   "<td align=right>%6</td><td align=right>%7</td><td align=right>%8</td><td align=right>%9</td>"
                                   "<td align=right>%10</td><td align=right>%11</td></tr>")
                        .arg(esc(name(t.market)), esc(Report::tr("%n month(s)", nullptr, p.months)), amount(p.prices.term),
                            amount(p.prices.onDemand), l.toString(p.committedGpus), share(p.coverage), share(p.utilisation),
                            amount(p.usdPerHour), l.toString(p.periodUsd * unitsPerUsd, 'f', 0),
                            l.toString(p.savingUsd * unitsPerUsd, 'f', 0) + QStringLiteral(" (") + share(p.savingShare) + QLatin1Char(')'),
                            p.breakEvenMonth ? l.toString(*p.breakEvenMonth) : Report::tr("none"));
        }
        flowTable(denseGrid,
            headerRow(
                { Report::tr("Provider"), Report::tr("Term"), Report::tr("Term, %1").arg(perGpuHour()),
                    Report::tr("On demand, %1").arg(perGpuHour()), Report::tr("Commit GPUs"), Report::tr("Coverage"),
                    Report::tr("Utilisation"), Report::tr("Per hour, %1").arg(currencyUnit()), Report::tr("Period, %1").arg(currencyUnit()),
                    Report::tr("Saving, %1").arg(currencyUnit()), Report::tr("Break-even month") },
                { 12, 7, 9, 9, 7, 9, 10, 8, 10, 12, 7 }),
            rows);
    }
    const plan::MixPlan &mix = r.mix;
    QStringList parts { planCommitments() };
    int committed = 0;
    for (const plan::MixCommitment &c : mix.commitments) {
        committed += c.gpus;
        shown << c.market;
    }
    if (mix.onDemandMarket >= 0) {
        shown << mix.onDemandMarket;
        parts << Report::tr("on demand at %1: %2 GPUs on average")
                     .arg(name(mix.onDemandMarket), l.toString(mix.onDemandGpuHoursPerHour, 'f', 1));
    }
    if (mix.spotMarket >= 0) {
        shown << mix.spotMarket;
        parts << Report::tr("spot at %1: %2 GPUs on average").arg(name(mix.spotMarket), l.toString(mix.spotGpuHoursPerHour, 'f', 1));
    }
    QString text = Report::tr("Best mix (GLPK): %1.").arg(parts.join(listSeparator))
        + Report::tr(" %1 per hour, %2 over the %n day(s) of the demand", nullptr, int(demand.spanHours() / 24))
              .arg(money(mix.usdPerHour), money(mix.periodUsd));
    if (mix.allOnDemandUsdPerHour > 0)
        text += Report::tr(", saving %1 (%2) against all on demand")
                    .arg(money(mix.savingUsd), share(1 - mix.usdPerHour / mix.allOnDemandUsdPerHour));
    flowAdd(QStringLiteral("<p>%1%2</p>").arg(esc(text), esc(Report::tr("."))));
    QStringList sources;
    QList<int> ordered(shown.cbegin(), shown.cend());
    std::sort(ordered.begin(), ordered.end());
    for (const int m : std::as_const(ordered)) {
        const plan::ProviderMarket &pm = r.markets.at(m);
        if (pm.sources.onDemand.isSet())
            sources << Report::tr("%1 on demand: %2").arg(name(m), CapacityPlanChart::sourceText(pm.sources.onDemand));
        if (pm.sources.spot.isSet() && mix.spotMarket == m)
            sources << Report::tr("%1 spot: %2").arg(name(m), CapacityPlanChart::sourceText(pm.sources.spot));
        for (auto t = pm.sources.terms.cbegin(); t != pm.sources.terms.cend(); ++t)
            sources << Report::tr("%1, %n month(s): %2", nullptr, t.key()).arg(name(m), CapacityPlanChart::sourceText(t.value()));
    }
    if (!sources.isEmpty())
        flowAdd(QStringLiteral("<p class=small>%1 %2</p>").arg(esc(Report::tr("Prices:")), esc(sources.join(listSeparator))));
    flowEnd();

    // The chart page: a caption above the mix over time.
    planScene = std::make_unique<QGraphicsScene>();
    planChart = CapacityPlanChart::build(demand, plan::usageOverTime(demand, committed, mix.spotMarket >= 0, r.assumptions));
    planChart->setFont(QFont(font));
    planScene->addItem(planChart);
    Block chart;
    chart.kind = Block::PlanChart;
    chart.doc
        = makeDocument(QStringLiteral("<h3>%1</h3><p>%2</p>")
                           .arg(esc(Report::tr("Capacity plan over time")),
                               esc(Report::tr("The best mix per %1 of the demand: committed GPUs in use, GPUs on demand, GPUs on spot, "
                                              "and committed GPUs left idle.")
                                       .arg(demand.stepHours == 24 ? Report::tr("day") : Report::tr("hour")))));
    blocks.push_back(std::move(chart));
}

} // namespace cg
