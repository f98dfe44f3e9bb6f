// The report's ranking table and the offers the gates exclude, with their reasons (Caveats).
#include "report/ReportWriterPrivate.h"

#include "geo/RegionPlace.h"
#include "scoring/Caveats.h"

namespace cg {

QString ReportWriter::Impl::jurisdictionText(const RegionPlace &place)
{
    const QString jurisdiction = Jurisdiction::of(place.country);
    // A group (EU/EEA) names the country too; a jurisdiction of one country is that country.
    return jurisdiction == QLatin1String("eu-eea") ? QStringLiteral("%1, %2").arg(place.country, Jurisdiction::displayName(jurisdiction))
                                                   : Jurisdiction::displayName(jurisdiction);
}

QString ReportWriter::Impl::placeText(const OfferView &o) const
{
    const RegionPlace place = session->snapshot().placeOf(o);
    if (!place.known())
        return Report::tr("place unknown");
    QStringList parts { jurisdictionText(place) };
    if (!place.city.isEmpty())
        parts << place.city;
    if (options.userLocation && place.hasCoordinates())
        parts << Report::tr("%1 km").arg(l.toString(qRound(options.userLocation->kmTo(*place.latitude, *place.longitude))));
    return parts.join(QStringLiteral(" · "));
}

void ReportWriter::Impl::composeRanking()
{
    const QList<RankedOffer> &excluded = session->excluded();
    // Ranking.
    QStringList rankRows;
    for (const RankedOffer &r : top) {
        QString gpuCell = esc(gpus(r.offer)) + QStringLiteral("<br><span class=muted>%1</span>").arg(esc(r.offer.instanceType));
        if (r.configurationCount > 1)
            gpuCell += QStringLiteral("<br><span class=muted>%1</span>")
                           .arg(esc(Report::tr("best of %n configuration(s)", nullptr, r.configurationCount)));
        const QString region
            = r.offer.region.isEmpty() || r.offer.region == QLatin1String("unknown") ? Report::tr("unknown") : r.offer.region;
        QStringList flags;
        for (const QString &w : r.warnings)
            flags << Caveats::warningLabel(w);
        QString quality = esc(confidenceLabel(int(r.confidence)));
        if (!flags.isEmpty())
            quality
                += QStringLiteral("<br><span class=muted>%1</span>").arg(esc(flags.join(zh ? QStringLiteral("，") : QStringLiteral(", "))));
        const QString regionCell = esc(r.regionCount > 1 ? Report::tr("%1 +%2 more").arg(region).arg(r.regionCount - 1) : region)
            + QStringLiteral("<br><span class=muted>%1</span>").arg(esc(placeText(r.offer)));
        rankRows << QStringLiteral("<tr><td align=right>%1</td><td>%2</td><td>%3</td><td>%4</td><td>%5</td><td align=right>%6</td>"
                                   "<td align=right>%7</td><td align=right>%8 %</td><td>%9</td><td>%10</td></tr>")
                        .arg(r.rank)
                        .arg(esc(providerName(r.offer)), gpuCell, regionCell, keepDatesWhole(esc(r.offer.onDemand.observationText())),
                            amount(r.usdPerGpuHour), l.toString(r.score, 'f', 1), QString::number(qRound(r.coverage * 100)),
                            esc(tierText(r)), quality);
    }
    flowAdd(QStringLiteral("<h2>%1</h2>").arg(esc(Report::tr("Ranking"))), true);
    flowTable(denseGrid,
        headerRow(
            { Report::tr("Rank"), Report::tr("Provider"), Report::tr("GPU"), Report::tr("Region"), Report::tr("Observed"), perGpuHour(),
                Report::tr("Score"), Report::tr("Coverage"), Report::tr("ClusterMAX tier"), Report::tr("Data quality") },
            { 5, 10, 20, 10, 12, 7, 6, 8, 10, 12 }),
        rankRows);
    flowAdd(
        QStringLiteral("<p class='muted small'>%1 %2 %3</p>")
            .arg(esc(Report::tr("On-demand list prices of each provider's GPU model at its best-ranked configuration and region "
                                "(\"+N more\": other regions selling it), compared in USD at the catalog's dated exchange rates.")),
                esc(Report::tr("Region: the provider's name for it, then where it is (country or jurisdiction, city) as a public "
                               "source states it (the provider's documentation, the region's own name, or another source: "
                               "cloudgauge regions lists each), \"place unknown\" where none does.")
                    + QLatin1Char(' ')
                    + (options.userLocation ? Report::tr("Distances are great-circle km from %1; a round trip over fibre takes at least "
                                                         "1 ms per 100 km of distance.")
                                                  .arg(options.userLocation->text())
                                            : QString())),
                esc(Report::tr("Observed: the day the source observed or published the price; \"unknown (after D)\": the source "
                               "gives no date, D is the best known lower bound. Data quality: High = no mark; Medium = one mark "
                               "other than a price over 14 days old or observed on an unknown day; Low = the rest."))));

    // Not recommended: what the gates exclude, with the reasons (Caveats), never hidden.
    auto reasons = [&](const RankedOffer &r) { return Caveats::gateLabels(r.gates, Caveats::factsOf(r, *session)); };
    flowAdd(QStringLiteral("<h2>%1</h2>").arg(esc(Report::tr("Not recommended"))), true);
    const QList<RankedOffer> shownExcluded = excluded.mid(0, options.top);
    if (excluded.isEmpty()) {
        flowAdd(QStringLiteral("<p>%1</p>").arg(esc(Report::tr("No offer is excluded by a gate."))));
    } else {
        flowAdd(QStringLiteral("<p>%1</p>")
                    .arg(esc(Report::tr("%n offer(s) fail a gate and are not recommended, whatever their score; the first %1 by "
                                        "score are listed.",
                        nullptr, int(excluded.size()))
                                 .arg(shownExcluded.size()))),
            true);
        QStringList excludedRows;
        for (const RankedOffer &r : shownExcluded)
            excludedRows << QStringLiteral(
                "<tr><td>%1</td><td>%2<br><span class=muted>%3</span></td><td align=right>%4</td><td>%5</td></tr>")
                                .arg(esc(providerName(r.offer)), esc(gpus(r.offer)), esc(r.offer.instanceType), amount(r.usdPerGpuHour),
                                    esc(reasons(r).join(listSeparator)));
        flowTable(denseGrid,
            headerRow({ Report::tr("Provider"), Report::tr("GPU"), perGpuHour(), Report::tr("Why not recommended") }, { 14, 26, 9, 51 }),
            excludedRows);
    }

    // Not ranked for want of a price: named with their instance types and the next step.
    if (!unpriced.isEmpty()) {
        flowAdd(QStringLiteral("<h2>%1</h2>").arg(esc(Report::tr("Not ranked: no price in the catalog"))), true);
        flowAdd(QStringLiteral("<p>%1</p>")
                    .arg(esc(Report::tr("These providers list GPU instance types in the catalog but no usable list price, so they "
                                        "cannot be compared; this is no judgement on them."))),
            true);
        QStringList rows;
        for (const UnpricedProvider &p : unpriced)
            rows << QStringLiteral("<tr><td>%1</td><td align=right>%2</td><td>%3</td><td>%4</td></tr>")
                        .arg(esc(p.name(zh)))
                        .arg(p.instanceTypes)
                        .arg(esc(p.examples.join(QStringLiteral(", "))), esc(p.nextStepText()));
        flowTable(denseGrid,
            headerRow({ Report::tr("Provider"), Report::tr("Instance types"), Report::tr("For example"), Report::tr("Next step") },
                { 16, 10, 34, 40 }),
            rows);
    }
    flowEnd();
}

} // namespace cg
