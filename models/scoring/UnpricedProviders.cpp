#include "scoring/UnpricedProviders.h"

#include "catalog/store/CatalogTypes.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <algorithm>

namespace cg {

namespace {

/// Providers whose price API CloudGauge imports (ImportFormats: alibaba-price-json,
/// tencent-price-json, huawei-price-json).
bool hasPriceApiFormat(const QString &providerKey)
{
    return providerKey == QLatin1String("alibaba") || providerKey == QLatin1String("tencent") || providerKey == QLatin1String("huawei");
}

} // namespace

QString UnpricedProvider::nextStepText() const
{
    if (nextStep == QLatin1String("price-api"))
        return QCoreApplication::translate("cg::UnpricedProviders",
            "ask its price API for these instance types (cloudgauge price-api script --provider %1 writes the calls; then cloudgauge "
            "import the answers), or type a quote")
            .arg(providerKey);
    return QCoreApplication::translate("cg::UnpricedProviders", "request a quote (cloudgauge rfq) or type one you received");
}

QList<UnpricedProvider> UnpricedProvider::of(const QList<OfferView> &offers, const FxRates &fx)
{
    QHash<QString, int> index;
    QList<UnpricedProvider> all;
    QSet<QString> priced;
    QHash<QString, QSet<QString>> types;
    for (const OfferView &o : offers) {
        if (o.withdrawnRunId != 0)
            continue;
        const std::optional<double> perGpu = o.onDemandPerGpuHour();
        if (perGpu && fx.toUsd(*perGpu, o.onDemand.currency))
            priced.insert(o.providerKey);
        auto it = index.constFind(o.providerKey);
        if (it == index.constEnd()) {
            it = index.insert(o.providerKey, int(all.size()));
            UnpricedProvider p;
            p.providerKey = o.providerKey;
            p.nameEn = o.providerNameEn;
            p.nameZh = o.providerNameZh;
            p.nextStep = hasPriceApiFormat(o.providerKey) ? QStringLiteral("price-api") : QStringLiteral("quote");
            all.append(p);
        }
        UnpricedProvider &p = all[*it];
        QSet<QString> &seen = types[o.providerKey];
        if (!seen.contains(o.instanceType)) {
            seen.insert(o.instanceType);
            if (p.examples.size() < 3)
                p.examples.append(o.instanceType);
        }
        p.instanceTypes = int(seen.size());
    }
    all.removeIf([&](const UnpricedProvider &p) { return priced.contains(p.providerKey); });
    std::sort(all.begin(), all.end(), [](const UnpricedProvider &a, const UnpricedProvider &b) {
        return a.instanceTypes != b.instanceTypes ? a.instanceTypes > b.instanceTypes : a.providerKey < b.providerKey;
    });
    return all;
}

} // namespace cg
