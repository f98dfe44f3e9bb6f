// The report's cover and executive summary: the answer before the detail.
#include "report/ReportWriterPrivate.h"

#include "geo/RegionPlace.h"

#include "core/Tier.h"
#include "scoring/Explanation.h"
#include "scoring/ScoringTable.h"
#include "scoring/ShortlistDates.h"
#include "scoring/TrueCost.h"

#include <QDateTime>
#include <QSet>

namespace cg {

QStringList ReportWriter::Impl::notRecommendedHyperscalers(const QList<RankedOffer> &excluded, bool zh) const
{
    QSet<QString> recommended;
    for (const RankedOffer &r : session->ranked())
        recommended.insert(r.offer.providerKey);
    QMap<QString, unsigned> gatesOf; // by key: one order whatever the ranking's
    QHash<QString, QString> nameOf, tierOf;
    for (const RankedOffer &r : excluded) {
        const OfferView &o = r.offer;
        if (o.providerCategory != QLatin1String("hyperscaler") || recommended.contains(o.providerKey))
            continue;
        gatesOf[o.providerKey] |= r.gates;
        nameOf.insert(o.providerKey, zh && !o.providerNameZh.isEmpty() ? o.providerNameZh : o.providerNameEn);
        tierOf.insert(o.providerKey, r.tier);
    }
    QStringList out;
    for (auto it = gatesOf.cbegin(); it != gatesOf.cend(); ++it) {
        const unsigned g = it.value();
        QStringList why;
        if (g & GateNotRecommended)
            why << Report::tr("rated Not Recommended by ClusterMAX");
        if (g & GateUnrated)
            why << (tierOf.value(it.key()) == QLatin1String("Unavailable")
                    ? Report::tr("ClusterMAX could not test it and no assessment is entered")
                    : Report::tr("no ClusterMAX rating and no assessment"));
        if (g & GateImplausiblyCheap)
            why << Report::tr("prices implausibly cheap for their GPU");
        if (g & GateImplausiblyDear)
            why << Report::tr("prices implausibly dear for their GPU");
        if (g & GateNeed)
            why << Report::tr("no offer meets the need profile");
        if (g & GateHostNotPriced)
            why << Report::tr("GPUs priced without their host machine");
        out << Report::tr("%1 (%2)").arg(nameOf.value(it.key()), why.join(zh ? QStringLiteral("、") : QStringLiteral(", ")));
    }
    return out;
}

void ReportWriter::Impl::composeFront()
{
    const CatalogSnapshot &snapshot = session->snapshot();
    const RankingParams &params = session->params();
    const QList<OfferView> &offers = snapshot.offers;
    const FxRates &fx = snapshot.fx;
    const QList<RankedOffer> &excluded = session->excluded();
    QSet<QString> providersWithOffers;
    for (const OfferView &o : offers)
        providersWithOffers.insert(o.providerKey);
    const QString newest = snapshot.newestPriceDate;

    // Cover: every label in the report language.
    // The weights, two criteria a row (the table stays on page 1 with the summary).
    QString weightsRows;
    const double total = options.weights.total();
    constexpr int kHalf = (kCriterionCount + 1) / 2;
    auto weightCells = [&](int c) {
        if (c >= kCriterionCount)
            return QStringLiteral("<td></td><td></td>");
        const QString name = Criterion(c) == Criterion::TrueCost
            ? Report::tr("%1 (%2 scenario)").arg(criterionName(Criterion(c)), scenarioName)
            : criterionName(Criterion(c));
        return QStringLiteral("<td>%1</td><td align=right>%2 %</td>")
            .arg(esc(name), l.toString(total > 0 ? 100 * options.weights.values[size_t(c)] / total : 0, 'f', 0));
    };
    for (int c = 0; c < kHalf; ++c)
        weightsRows += QStringLiteral("<tr>%1%2</tr>").arg(weightCells(c), weightCells(c + kHalf));
    flowAdd(
        QStringLiteral("<br><br><h1>%1</h1><p style='font-size:13pt'>%2</p><br><p>%3</p><p>%4</p><p>%5</p><p>%6</p>")
            .arg(esc(Report::tr("GPU cloud comparison")), esc(Report::tr("Which GPU cloud offer to rent, and why")),
                esc(Report::tr("Date: %1").arg(l.toString(QDateTime::fromString(generatedAt, Qt::ISODate).date(), QLocale::LongFormat))),
                esc(newest.isEmpty()
                        ? Report::tr("Scope: %1 offers from %2 providers in the catalog; no price has a known observation date.")
                              .arg(offers.size())
                              .arg(providersWithOffers.size())
                        : Report::tr("Scope: %1 offers from %2 providers in the catalog; newest price observed on %3.")
                              .arg(offers.size())
                              .arg(providersWithOffers.size())
                              .arg(newest)),
                esc(Report::tr("Weights: %1").arg(weightsLabelText())),
                esc(needName.isEmpty() ? Report::tr("Need profile: none") : Report::tr("Need profile: %1").arg(needName))));

    // Executive summary, on the first page: the answer before the detail.
    flowAdd(QStringLiteral("<h2>%1</h2>").arg(esc(Report::tr("Executive summary"))), true);
    // Paragraphs of sentences (HTML): what is recommended; how old the data is; what is excluded; the policy.
    QList<QStringList> summary(4);
    if (top.isEmpty()) {
        summary[0] << esc(Report::tr("No offer passes the gates with a comparable on-demand price, so nothing is recommended."));
    } else {
        const RankedOffer &best = top.first();
        summary[0] << QStringLiteral("<b>%1</b>")
                          .arg(esc(
                              Report::tr("Recommendation: %1, %2 × %3 (instance type %4, region %5) at %6 per GPU-hour, "
                                         "ClusterMAX %7.")
                                  .arg(providerName(best.offer), l.toString(best.offer.gpuCount.value_or(1), 'g', 4), gpuLabel(best.offer),
                                      best.offer.instanceType, best.offer.region, money(best.usdPerGpuHour), tierText(best))));
        // Where the recommended region is, and how far from the users: a manager's first question
        // after the price ("may our data go there?", "how far is it?").
        if (const RegionPlace place = session->snapshot().placeOf(best.offer); !place.known()) {
            summary[0] << esc(Report::tr("Where region %1 is has not been published (cloudgauge regions).").arg(best.offer.region));
        } else {
            summary[0] << esc(
                Report::tr("Region %1 is in %2.")
                    .arg(best.offer.region,
                        jurisdictionText(place) + (place.city.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(place.city))));
            if (options.userLocation && place.hasCoordinates()) {
                const double km = options.userLocation->kmTo(*place.latitude, *place.longitude);
                summary[0] << esc(Report::tr("It is %1 km from %2: a round trip over fibre takes at least %3 ms.")
                                      .arg(l.toString(qRound(km)),
                                          options.userLocation->name.isEmpty() ? options.userLocation->text() : options.userLocation->name)
                                      .arg(l.toString(roundTripFloorMs(km), 'f', 1)));
            }
        }
        // What was measured to that region from the user's own network (`cloudgauge latency`), if anything.
        for (const LatencyMeasurement &m : catalog.latestLatency()) {
            if (m.providerKey != best.offer.providerKey || m.region != best.offer.region || !m.reachable() || !m.connectMs)
                continue;
            const QDateTime when = QDateTime::fromString(m.measuredAt, Qt::ISODate);
            summary[0] << esc(Report::tr("Measured on %1 from the network the latency test ran on: TCP connect %2 ms, first byte %3 ms "
                                         "(medians of %4 connections to its public endpoint).")
                                  .arg(when.isValid() ? when.date().toString(Qt::ISODate) : m.measuredAt, l.toString(*m.connectMs, 'f', 1),
                                      m.firstByteMs ? l.toString(*m.firstByteMs, 'f', 1) : QStringLiteral("—"))
                                  .arg(m.samples));
        }
        // Which certifications the provider publishes (`cloudgauge compliance`): the compliance
        // officer's question, answered from the provider's own pages or said to be open.
        QStringList certs, pending;
        for (const Certification &c : best.offer.certifications) {
            if (c.coversPlatform())
                certs << c.displayName();
            else if (c.status == QLatin1String("in-progress"))
                pending << c.displayName();
            else if (!c.scope.isEmpty())
                certs << Report::tr("%1 (only %2)").arg(c.displayName(), c.scope);
        }
        if (!certs.isEmpty())
            summary[0] << esc(Report::tr("Certifications %1 publishes: %2.").arg(providerName(best.offer), certs.join(Report::tr(", "))));
        if (!pending.isEmpty())
            summary[0] << esc(Report::tr("In progress by %1's own account, not yet held: %2.")
                                  .arg(providerName(best.offer), pending.join(Report::tr(", "))));
        if (certs.isEmpty() && pending.isEmpty())
            summary[0] << esc(Report::tr("No security certification of %1 is on record: none was found in its published pages.")
                                  .arg(providerName(best.offer)));
        summary[0] << esc(Report::tr("It scores %1 of 100 under these weights, with %2 % of the weight backed by data.")
                              .arg(l.toString(best.score, 'f', 1))
                              .arg(qRound(best.coverage * 100)));
        // Why #1 stays #1: what the next offer would have to cost to tie it (Explanation).
        if (const auto why = Explanation::of(*session, 0); why && why->next) {
            const QString nextName = providerName(why->next->offer) + QLatin1Char(' ') + gpuLabel(why->next->offer);
            summary[0] << esc(why->nextPriceToTie
                    ? Report::tr("It leads #2 (%1, score %2) by %3 points; #2 would tie only if its price fell from %4 to %5 per "
                                 "GPU-hour, everything else unchanged.")
                          .arg(nextName, l.toString(why->next->score, 'f', 1), l.toString(best.score - why->next->score, 'f', 1),
                              money(why->next->usdPerGpuHour), money(*why->nextPriceToTie))
                    : Report::tr("It leads #2 (%1, score %2) by %3 points; no price cut alone would let #2 tie.")
                          .arg(nextName, l.toString(why->next->score, 'f', 1), l.toString(best.score - why->next->score, 'f', 1)));
        }
        const RankedOffer *cheapest = &top.first();
        for (const RankedOffer &r : top)
            if (r.usdPerGpuHour < cheapest->usdPerGpuHour)
                cheapest = &r;
        summary[0] << esc(Report::tr("Among the top %n, the lowest price is %1 per GPU-hour (%2, %3).", nullptr, int(top.size()))
                              .arg(money(cheapest->usdPerGpuHour), providerName(cheapest->offer), gpuLabel(cheapest->offer)));
        if (const QString plan = planSummary(); !plan.isEmpty()) // only with a demand curve (report --demand)
            summary[0] << esc(plan);
        int rated = 0, assessedOnly = 0;
        for (const RankedOffer &r : top) {
            if (!r.tier.isEmpty())
                ++rated;
            else if (snapshot.assessments.contains(r.offer.providerKey))
                ++assessedOnly;
        }
        summary[0] << esc(rated == int(top.size())
                ? Report::tr("All of them come from providers rated by SemiAnalysis ClusterMAX.")
                : Report::tr("%1 of them come from providers rated by SemiAnalysis ClusterMAX, %2 from providers with an assessment but "
                             "no published tier, and %3 from providers with neither.")
                      .arg(rated)
                      .arg(assessedOnly)
                      .arg(int(top.size()) - rated - assessedOnly));
        // The data's age, each sentence from the counts it states: known dates, unknown dates, stale.
        const ShortlistDates dates = ShortlistDates::of(top, params.today, Ranker::kStaleDays);
        const int n = int(top.size());
        const QString today = params.today.toString(Qt::ISODate);
        const QString range = !dates.known ? QString()
            : dates.newest == dates.oldest
            ? Report::tr("all on %1, %n day(s) before %2", nullptr, int(dates.oldest.daysTo(params.today)))
                  .arg(dates.oldest.toString(Qt::ISODate), today)
            : Report::tr("from %1 (newest) to %2 (oldest), the oldest %n day(s) before %3", nullptr, int(dates.oldest.daysTo(params.today)))
                  .arg(dates.newest.toString(Qt::ISODate), dates.oldest.toString(Qt::ISODate), today);
        if (dates.known == n)
            summary[1] << esc(Report::tr("All %n price(s) of the top list have a known observation date: %1.", nullptr, n).arg(range));
        else if (dates.known > 0)
            summary[1] << esc(Report::tr("%1 of the %n price(s) of the top list have a known observation date (%2); %3 have none and "
                                         "count as stale.",
                nullptr, n)
                                  .arg(dates.known)
                                  .arg(range)
                                  .arg(dates.unknown));
        else
            summary[1] << esc(
                Report::tr("None of the %n price(s) of the top list has a known observation date: all count as stale.", nullptr, n));
        if (dates.staleKnown > 0)
            summary[1] << esc(
                Report::tr("%1 of the dated prices are older than %n day(s) and marked in the ranking.", nullptr, Ranker::kStaleDays)
                    .arg(dates.staleKnown));
        // The prices to re-check before signing, named: undated or stale ones.
        QStringList recheck;
        for (const RankedOffer &r : top) {
            const std::optional<int> age = r.offer.onDemand.observedAgeDays(params.today);
            if (!age || *age > Ranker::kStaleDays)
                recheck << QStringLiteral("#%1 %2 %3").arg(r.rank).arg(providerName(r.offer), gpuLabel(r.offer));
        }
        // Named when some are; when all are, one sentence says so (page 1 stays one page).
        summary[1] << esc(recheck.isEmpty()
                ? Report::tr("Every price of the top list was observed within the last %n day(s).", nullptr, Ranker::kStaleDays)
                : recheck.size() == top.size()
                ? Report::tr("Every price of the top list is to re-check on the provider's page, or with `cloudgauge verify` (which "
                             "re-fetches their sources), before signing.")
                : Report::tr("To re-check on the providers' pages, or with `cloudgauge verify` (which re-fetches their sources), "
                             "before signing: %1.")
                      .arg(recheck.join(listSeparator)));
        // Which of them `verify` vouched for, and when (table price_check): a price counts while the
        // catalog still holds the amount its source listed on the day of the check.
        int verified = 0;
        QString firstCheck, lastCheck;
        for (const RankedOffer &r : top)
            if (const PriceCheck *c = snapshot.verification(r.offer)) {
                ++verified;
                firstCheck = firstCheck.isEmpty() || c->checkedOn < firstCheck ? c->checkedOn : firstCheck;
                lastCheck = qMax(lastCheck, c->checkedOn);
            }
        const QString checkDays = firstCheck == lastCheck ? lastCheck : Report::tr("%1 to %2").arg(firstCheck, lastCheck);
        summary[1] << esc(verified == 0
                ? Report::tr("None of the %n price(s) of the top list has been verified against its source (File → Verify prices "
                             "of the top list… in the window, or `cloudgauge verify`).",
                    nullptr, n)
                : verified == n
                ? Report::tr("All %n price(s) of the top list were verified against their sources on %1.", nullptr, n).arg(checkDays)
                : Report::tr(
                    "%1 of the %n price(s) of the top list were verified against their sources on %2; the others were not.", nullptr, n)
                      .arg(verified)
                      .arg(checkDays));
        // The #1's own price age, named: the figure a manager signs.
        const QDate bestDay = QDate::fromString(best.offer.onDemand.observedOn, Qt::ISODate);
        summary[1] << esc(bestDay.isValid()
                ? Report::tr("The #1's price was observed on %1, %n day(s) before %2.", nullptr, int(bestDay.daysTo(params.today)))
                      .arg(bestDay.toString(Qt::ISODate), today)
                : Report::tr("The #1's price has no known observation date (%1): check it on the provider's page before signing.")
                      .arg(best.offer.onDemand.observationText()));
    }
    if (fx.isEmpty()) {
        summary[1] << esc(Report::tr("The catalog holds no exchange rates: only prices in USD are compared."));
    } else {
        summary[1] << esc(Report::tr("Prices in other currencies are converted to USD at the catalog's exchange rates, the oldest dated "
                                     "%1 (%n day(s) before %2).",
            nullptr, fx.ageDays(params.today).value_or(0))
                              .arg(fx.oldestDate(), params.today.toString(Qt::ISODate)));
        if (fx.isStale(params.today))
            summary[1] << QStringLiteral("<span class=warn><b>%1</b></span>")
                              .arg(esc(Report::tr("Warning: the exchange rates are more than %1 days old; USD figures converted from "
                                                  "other currencies may be off.")
                                           .arg(FxRates::kStaleAfterDays)));
    }
    if (currency != QLatin1String("USD"))
        summary[1] << esc(Report::tr("Amounts in this report are in %1, converted from USD at %2 %1 per USD (rate of %3, %4).")
                              .arg(currencyUnit(), l.toString(unitsPerUsd, 'f', 4), currencyAsOf, currencySource));
    else if (!missingCurrency.isEmpty())
        summary[1] << esc(Report::tr("Amounts are in USD: the catalog holds no exchange rate for %1.").arg(missingCurrency));
    int byGate[6] = {}; // the Gate flags' bits, in their order (ScoringTable.h)
    for (const RankedOffer &r : excluded)
        for (int g = 0; g < 6; ++g)
            byGate[g] += (r.gates & (1u << g)) ? 1 : 0;
    if (excluded.isEmpty()) {
        summary[2] << esc(Report::tr("No offer is excluded by a gate."));
    } else {
        QStringList parts;
        if (byGate[0])
            parts << Report::tr("%1 rated Not Recommended by ClusterMAX").arg(byGate[0]);
        if (byGate[1])
            parts << Report::tr("%1 from providers with no ClusterMAX rating and no assessment").arg(byGate[1]);
        if (byGate[2])
            parts << Report::tr("%1 implausibly cheap for their GPU").arg(byGate[2]);
        if (byGate[3])
            parts << Report::tr("%1 implausibly dear for their GPU").arg(byGate[3]);
        if (byGate[4])
            parts << Report::tr("%1 failing the need profile").arg(byGate[4]);
        if (byGate[5])
            parts << Report::tr("%1 priced for the GPU alone, the host machine not priced").arg(byGate[5]);
        summary[2] << esc(Report::tr("%n offer(s) are not recommended and are listed apart under \"Not recommended\": %1 (an offer can "
                                     "fail more than one gate).",
            nullptr, int(excluded.size()))
                              .arg(parts.join(listSeparator)));
    }
    // Providers not ranked for want of a price, by name: "why not Alibaba?" is answered on page 1.
    if (!unpriced.isEmpty()) {
        QStringList names;
        for (const UnpricedProvider &p : unpriced)
            names << Report::tr("%1 (%n instance type(s))", nullptr, p.instanceTypes).arg(p.name(zh));
        summary[2] << esc(Report::tr("Not ranked, because the catalog holds no usable price for them: %1. They are listed under "
                                     "\"Not ranked: no price in the catalog\" with the next step to price them.")
                              .arg(names.join(listSeparator)));
    }
    // The hyperscalers listed with prices but with no offer recommended, by name and why: the
    // majors a manager asks about first ("why not Tencent?") are answered on page 1 too.
    const QStringList majors = notRecommendedHyperscalers(excluded, zh);
    if (!majors.isEmpty())
        summary[2] << esc(Report::tr("Hyperscalers listed with prices but with no offer recommended: %1.").arg(majors.join(listSeparator)));
    summary[3] << esc(priorPolicy ? Report::tr("Missing data: a criterion without data counts as %1 of 100 points, never as a reward "
                                               "(10, CloudGauge's default, is the points of ClusterMAX's lowest published tier).")
                                        .arg(prior)
                                  : Report::tr("Missing data: criteria without data are left out and the other weights renormalised; "
                                               "the coverage column shows how much of the weight has data."));
    if (params.job)
        summary[3] << esc(Report::tr("The ranking is for %1: only offers that can run it are ranked (%2); the true cost is for a job "
                                     "of %n GPU(s).",
            nullptr, params.job->gpus)
                              .arg(params.job->inWords(), params.constraints.inWords().join(listSeparator)));
    else if (!needName.isEmpty())
        summary[3] << esc(Report::tr("Need profile: %1 (%2); offers that do not meet it are excluded.")
                              .arg(needName, params.constraints.inWords().join(listSeparator)));
    else if (const QStringList words = params.constraints.inWords(); !words.isEmpty()) // --residency, --require-cert, --max-rtt …
        summary[3] << esc(Report::tr("No need profile is applied, but only offers that meet these constraints are ranked: %1.")
                              .arg(words.join(listSeparator)));
    else
        summary[3] << esc(Report::tr("No need profile is applied: every GPU and instance size is compared."));
    for (const QStringList &sentences : std::as_const(summary))
        if (!sentences.isEmpty())
            flowAdd(QStringLiteral("<p>%1</p>").arg(sentences.join(zh ? QString() : QStringLiteral(" "))));
    // Compared with whom: the best offer of each shortlisted provider, the top list's and the next ones'.
    if (providerBests.size() > 1) {
        QStringList rows;
        for (const RankedOffer *r : std::as_const(providerBests))
            rows << QStringLiteral("<tr><td align=right>%1</td><td>%2</td><td>%3</td><td>%4</td><td align=right>%5</td>"
                                   "<td align=right>%6</td><td>%7</td></tr>")
                        .arg(r->rank)
                        .arg(esc(providerName(r->offer)), esc(gpus(r->offer)), esc(r->offer.instanceType), amount(r->usdPerGpuHour),
                            l.toString(r->score, 'f', 1), esc(tierText(*r)));
        flowAdd(QStringLiteral("<h3>%1</h3>").arg(esc(Report::tr("Compared with whom: the best offer of each provider"))), true);
        flowTable(denseGrid,
            headerRow({ Report::tr("Rank"), Report::tr("Provider"), Report::tr("GPUs"), Report::tr("Instance type"), perGpuHour(),
                          Report::tr("Score"), Report::tr("ClusterMAX tier") },
                { 6, 15, 22, 25, 10, 8, 14 }),
            rows);
    }
    flowAdd(QStringLiteral("<h3>%1</h3>").arg(esc(Report::tr("Weights used"))), true);
    flowAdd(QStringLiteral("<table class=grid border=1 cellspacing=0 width='100%'>%1</table>").arg(weightsRows));
    flowAdd(QStringLiteral("<p class='muted small'>%1</p>")
                .arg(esc(Report::tr("SemiAnalysis publishes no numeric weights: these weights are CloudGauge's own."))));
}

} // namespace cg
