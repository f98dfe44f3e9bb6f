#include "scoring/Caveats.h"

#include "core/Tier.h"
#include "scoring/Ranker.h"
#include "scoring/RankingSession.h"
#include "scoring/ScoringTable.h"

#include <QLocale>

namespace cg {

QString Caveats::gate(unsigned gate, const GateFacts &f)
{
    const QLocale l;
    const QString z = std::isfinite(f.priceZ) ? l.toString(f.priceZ, 'f', 1) : QStringLiteral("—");
    const QString cut = l.toString(kImplausibleZ, 'f', 1);
    switch (gate) {
    case GateNotRecommended:
        if (Tier::fromName(f.tier).level() == Tier::Unavailable)
            return tr("ClusterMAX could not test the provider (Unavailable): not a failed test, but nothing backs its category scores "
                      "either. Enter an assessment of it to rank it.");
        return f.tierVersion.isEmpty()
            ? tr("ClusterMAX rates the provider %1, which it counts as Not Recommended.").arg(Tier::displayNameOf(f.tier))
            : tr("ClusterMAX %1 rates the provider %2, which it counts as Not Recommended.")
                  .arg(f.tierVersion, Tier::displayNameOf(f.tier));
    case GateUnrated:
        return tr("The provider has no published ClusterMAX tier and no assessment: nothing backs its category scores.");
    case GateImplausiblyCheap:
        if (!f.priceByModel)
            return tr("The price per BF16 TFLOP-hour is implausibly low (robust z-score %1; the cut is -%2): more likely an error than a "
                      "bargain.")
                .arg(z, cut);
        return f.usdPerGpuHour
            ? tr("USD %1 per GPU-hour is implausibly low for this GPU (robust z-score %2; the cut is -%3): more likely an error than a "
                 "bargain.")
                  .arg(l.toString(*f.usdPerGpuHour, 'f', 2), z, cut)
            : tr("The price is implausibly low for this GPU (robust z-score %1; the cut is -%2): more likely an error than a bargain.")
                  .arg(z, cut);
    case GateImplausiblyDear:
        if (!f.priceByModel)
            return tr("The price per BF16 TFLOP-hour is implausibly high (robust z-score %1; the cut is %2).").arg(z, cut);
        return f.usdPerGpuHour ? tr("USD %1 per GPU-hour is implausibly high for this GPU (robust z-score %2; the cut is %3).")
                                     .arg(l.toString(*f.usdPerGpuHour, 'f', 2), z, cut)
                               : tr("The price is implausibly high for this GPU (robust z-score %1; the cut is %2).").arg(z, cut);
    case GateNeed: {
        const QString reasons = f.unmetNeeds.join(tr("; "));
        return f.needName.isEmpty() ? tr("It does not meet the need profile's hard constraints: %1.").arg(reasons)
                                    : tr("It does not meet the hard constraints of “%1”: %2.").arg(f.needName, reasons);
    }
    case GateHostNotPriced:
        return tr("GPU only, host not priced: the source prices the host machine apart and has no host row for it, so the price is "
                  "incomplete.");
    default:
        return {};
    }
}

QStringList Caveats::gates(unsigned gates, const GateFacts &facts)
{
    QStringList out;
    for (unsigned bit = 1; bit & GateAll; bit <<= 1)
        if (gates & bit)
            out.append(gate(bit, facts));
    return out;
}

QStringList Caveats::gateLabels(unsigned gates, const GateFacts &f)
{
    const QLocale l;
    const QString usd = f.usdPerGpuHour ? l.toString(*f.usdPerGpuHour, 'f', 2) : QStringLiteral("—");
    const QString z = !std::isfinite(f.priceZ)
        ? QStringLiteral("—")
        : (f.priceZ < 0 ? QStringLiteral("−") : QStringLiteral("+")) + l.toString(std::abs(f.priceZ), 'f', 1);
    QStringList out;
    if (gates & GateNotRecommended)
        out << (Tier::fromName(f.tier).level() == Tier::Unavailable
                ? tr("ClusterMAX could not test this provider (Unavailable, not a failed test); an assessment ranks it")
                : tr("ClusterMAX rates this provider %1 (Not Recommended)").arg(Tier::displayNameOf(f.tier)));
    if (gates & GateUnrated)
        out << tr("no ClusterMAX rating and no assessment");
    if (gates & GateImplausiblyCheap)
        out << (f.priceByModel ? tr("price USD %1 per GPU-hour is implausibly low for this GPU (robust z %2)")
                               : tr("price USD %1 per GPU-hour is implausibly low for its performance (robust z %2)"))
                   .arg(usd, z);
    if (gates & GateImplausiblyDear)
        out << (f.priceByModel ? tr("price USD %1 per GPU-hour is implausibly high for this GPU (robust z %2)")
                               : tr("price USD %1 per GPU-hour is implausibly high for its performance (robust z %2)"))
                   .arg(usd, z);
    if (gates & GateNeed)
        out << tr("does not meet the need profile: %1").arg(f.unmetNeeds.join(tr("; ")));
    if (gates & GateHostNotPriced)
        out << tr("GPU only, host not priced (incomplete price)");
    return out;
}

GateFacts Caveats::factsOf(const RankedOffer &r, const RankingSession &session)
{
    GateFacts f;
    f.tier = r.tier;
    f.tierVersion = r.tierVersion;
    if (r.usdPerGpuHour > 0)
        f.usdPerGpuHour = r.usdPerGpuHour;
    f.priceZ = r.priceZ;
    if (r.tableRow >= 0 && r.tableRow < session.table().size())
        f.priceByModel = session.table().priceCheckedByModel(r.tableRow);
    f.unmetNeeds = session.unmetNeeds(r.offer);
    return f;
}

QString Caveats::warning(const QString &key)
{
    if (key == QLatin1String("spot_equals_on_demand"))
        return tr("The spot price equals the on-demand price: the source may list one price for both.");
    if (key == QLatin1String("spot_above_on_demand"))
        return tr("The spot price is above the on-demand price.");
    if (key == QLatin1String("memory_differs"))
        return tr("The memory per GPU the source states differs from the datasheet; more than 10 % off, the source's figure is shown and "
                  "ranked.");
    if (key == QLatin1String("conflict"))
        return tr("The source lists this offer more than once with a different GPU, GPU count or price; the first row was kept.");
    if (key == QLatin1String("same_price_as_smaller"))
        return tr("Priced the same as a smaller instance of the same GPU: the price may be per GPU, not per instance.");
    if (key == QLatin1String("host_not_priced"))
        return tr("GPU only, host not priced: the price is the GPU's alone; not ranked.");
    if (key == QLatin1String("composed_host"))
        return tr("Composed offer: the GPU's price plus its host machine's, from two rows of the source (see the price note).");
    if (key == QLatin1String("unmapped_gpu"))
        return tr("The GPU name matches no datasheet: no performance figures.");
    if (key == QLatin1String("variant_assumed"))
        return tr("The GPU variant (SXM or PCIe) was assumed, not stated by the source.");
    if (key == QLatin1String("price_unusually_high"))
        return tr("The price is far above other offers of the same GPU.");
    if (key == QLatin1String("observation_date_unknown"))
        return tr("Observation date unknown: the source does not say when the price was observed, so it may be of any age.");
    if (key == QLatin1String("no_performance_data"))
        return tr("No BF16 or memory bandwidth figure: the price-performance criteria have no data.");
    if (key == QLatin1String("node_check_failed"))
        return tr("A node rented as this offer failed its acceptance checks (Details: Checked on a rented node).");
    if (key.startsWith(QLatin1String("stale_over_")) && key.endsWith(QLatin1String("_days"))) {
        bool ok = false;
        const int days = key.mid(11, key.size() - 16).toInt(&ok);
        if (ok)
            return tr("The price is stale: more than %1 days old.").arg(days);
    }
    return key;
}

QString Caveats::warningLabel(const QString &key)
{
    if (key == QLatin1String("observation_date_unknown"))
        return tr("observation date unknown");
    if (key == QLatin1String("spot_equals_on_demand"))
        return tr("spot price = on-demand");
    if (key == QLatin1String("spot_above_on_demand"))
        return tr("spot price above on-demand");
    if (key == QLatin1String("memory_differs"))
        return tr("memory differs from datasheet");
    if (key == QLatin1String("conflict"))
        return tr("sources disagree");
    if (key == QLatin1String("same_price_as_smaller"))
        return tr("same price as a smaller size");
    if (key == QLatin1String("host_not_priced"))
        return tr("host not priced");
    if (key == QLatin1String("composed_host"))
        return tr("GPU and host composed");
    if (key == QLatin1String("unmapped_gpu"))
        return tr("GPU name not mapped");
    if (key == QLatin1String("variant_assumed"))
        return tr("GPU variant assumed");
    if (key == QLatin1String("price_unusually_high"))
        return tr("price unusually high");
    if (key == QLatin1String("no_performance_data"))
        return tr("no performance data");
    if (key == QLatin1String("node_check_failed"))
        return tr("node check failed");
    if (key.startsWith(QLatin1String("stale_over_")) && key.endsWith(QLatin1String("_days"))) {
        bool ok = false;
        const int days = key.mid(11, key.size() - 16).toInt(&ok);
        if (ok)
            return tr("price over %1 days old").arg(days);
    }
    return key;
}

namespace {
// The hint kept its translation context when it moved here from the offers table.
class OfferTableText
{
    Q_DECLARE_TR_FUNCTIONS(cg::OfferTableModel)
};
} // namespace

QString noPublicPriceHint(const OfferView &o)
{
    if (!o.flags.split(QLatin1Char(',')).contains(QLatin1String("no_public_price")))
        return {};
    // The price-API formats of the vendors that publish no price table (PriceApiReaders.h).
    const QString format = o.providerKey == QLatin1String("alibaba") ? QStringLiteral("alibaba-price-json")
        : o.providerKey == QLatin1String("huawei")                   ? QStringLiteral("huawei-price-json")
        : o.providerKey == QLatin1String("tencent")                  ? QStringLiteral("tencent-price-json")
                                                                     : QString();
    return format.isEmpty()
        ? OfferTableText::tr("No public price: import a price list for this provider.")
        : OfferTableText::tr("No public price: import your price-API response (cloudgauge import --format %1 FILE).").arg(format);
}

} // namespace cg
