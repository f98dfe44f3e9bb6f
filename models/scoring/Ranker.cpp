#include "scoring/Ranker.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>

namespace cg {

std::optional<Weights> Weights::preset(const QString &name)
{
    const QString n = name.toLower();
    if (n == QLatin1String("balanced"))
        return Weights{0.35, 0.15, 0.10, 0.40};
    if (n == QLatin1String("training"))
        return Weights{0.45, 0.10, 0.10, 0.35};
    if (n == QLatin1String("inference"))
        return Weights{0.15, 0.35, 0.25, 0.25};
    if (n == QLatin1String("budget"))
        return Weights{0.55, 0.25, 0.05, 0.15};
    return std::nullopt;
}

QStringList Weights::presetNames()
{
    return {QStringLiteral("balanced"), QStringLiteral("training"), QStringLiteral("inference"), QStringLiteral("budget")};
}

std::optional<Weights> Weights::fromJson(const QByteArray &json, QString *error)
{
    QJsonParseError err{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &err);
    if (err.error != QJsonParseError::NoError || !doc.isObject()) {
        *error = QStringLiteral("weights file is not a JSON object (%1)").arg(err.errorString());
        return std::nullopt;
    }
    Weights w{0, 0, 0, 0};
    const QHash<QString, double Weights::*> fields = {
        {QStringLiteral("price_performance_bf16"), &Weights::pricePerformanceBf16},
        {QStringLiteral("price_performance_bandwidth"), &Weights::pricePerformanceBandwidth},
        {QStringLiteral("memory"), &Weights::memory},
        {QStringLiteral("tier"), &Weights::tier},
    };
    const QJsonObject obj = doc.object();
    double total = 0;
    for (auto it = obj.begin(); it != obj.end(); ++it) {
        const auto f = fields.constFind(it.key());
        if (f == fields.constEnd()) {
            QStringList known = fields.keys();
            known.sort();
            *error = QStringLiteral("unknown criterion '%1' (known: %2)").arg(it.key(), known.join(QLatin1String(", ")));
            return std::nullopt;
        }
        if (!it.value().isDouble() || it.value().toDouble() < 0 || !std::isfinite(it.value().toDouble())) {
            *error = QStringLiteral("weight of '%1' must be a number ≥ 0").arg(it.key());
            return std::nullopt;
        }
        w.*(*f) = it.value().toDouble();
        total += it.value().toDouble();
    }
    if (total <= 0) {
        *error = QStringLiteral("all weights are 0: give at least one criterion a weight");
        return std::nullopt;
    }
    return w;
}

std::optional<double> Ranker::tierPoints(const QString &tier)
{
    static const QHash<QString, double> points = {
        {QStringLiteral("platinum"), 100}, {QStringLiteral("gold"), 80}, {QStringLiteral("silver"), 60},
        {QStringLiteral("bronze"), 40}, {QStringLiteral("participation ribbon"), 25}, {QStringLiteral("underperforming"), 10},
        {QStringLiteral("underperform"), 10},
    };
    const auto it = points.constFind(tier.trimmed().toLower());
    return it == points.constEnd() ? std::nullopt : std::optional<double>(*it);
}

QList<RankedOffer> Ranker::rank(const QList<OfferView> &offers, const QHash<QString, RatingView> &ratings,
                                const QHash<QString, QPair<double, QString>> &fxRates, const Weights &weights)
{
    // Cheapest region per (provider, instance type), in USD per GPU-hour.
    QHash<QString, int> groupIndex;
    QList<RankedOffer> ranked;
    for (const OfferView &o : offers) {
        const auto perGpu = o.onDemandPerGpuHour();
        if (!perGpu || *perGpu <= 0)
            continue;
        double usdRate = 1.0;
        QString fxNote;
        if (o.onDemand.currency != QLatin1String("USD")) {
            const auto fx = fxRates.constFind(o.onDemand.currency);
            if (fx == fxRates.constEnd() || fx->first <= 0)
                continue; // cannot compare without a rate
            usdRate = 1.0 / fx->first;
            fxNote = QStringLiteral("%1 at %2 per USD as of %3").arg(o.onDemand.currency).arg(fx->first).arg(fx->second);
        }
        const double usdPerGpu = *perGpu * usdRate;
        const QString key = o.providerKey + QChar(0x1f) + o.instanceType;
        const auto it = groupIndex.constFind(key);
        if (it == groupIndex.constEnd()) {
            RankedOffer r;
            r.offer = o;
            r.usdPerGpuHour = usdPerGpu;
            r.usdPerInstanceHour = *o.onDemand.amount * usdRate;
            r.fxNote = fxNote;
            groupIndex.insert(key, int(ranked.size()));
            ranked.append(r);
            continue;
        }
        RankedOffer &r = ranked[*it];
        ++r.regionCount;
        const double dearest = std::max(r.maxUsdPerGpuHour.value_or(r.usdPerGpuHour), usdPerGpu);
        if (usdPerGpu < r.usdPerGpuHour || (usdPerGpu == r.usdPerGpuHour && o.region < r.offer.region)) {
            r.offer = o;
            r.usdPerGpuHour = usdPerGpu;
            r.usdPerInstanceHour = *o.onDemand.amount * usdRate;
            r.fxNote = fxNote;
        }
        if (dearest > r.usdPerGpuHour)
            r.maxUsdPerGpuHour = dearest;
    }

    double maxBf16 = 0, maxBw = 0, maxMem = 0;
    for (const RankedOffer &r : ranked) {
        if (r.offer.bf16Tflops)
            maxBf16 = std::max(maxBf16, *r.offer.bf16Tflops / r.usdPerGpuHour);
        if (r.offer.memoryBandwidthGBs)
            maxBw = std::max(maxBw, *r.offer.memoryBandwidthGBs / r.usdPerGpuHour);
        if (r.offer.gpuMemoryGb)
            maxMem = std::max(maxMem, *r.offer.gpuMemoryGb);
    }
    const double totalWeight = weights.pricePerformanceBf16 + weights.pricePerformanceBandwidth + weights.memory + weights.tier;
    for (RankedOffer &r : ranked) {
        if (r.offer.bf16Tflops && maxBf16 > 0)
            r.sPricePerfBf16 = 100.0 * (*r.offer.bf16Tflops / r.usdPerGpuHour) / maxBf16;
        if (r.offer.memoryBandwidthGBs && maxBw > 0)
            r.sPricePerfBandwidth = 100.0 * (*r.offer.memoryBandwidthGBs / r.usdPerGpuHour) / maxBw;
        if (r.offer.gpuMemoryGb && maxMem > 0)
            r.sMemory = 100.0 * *r.offer.gpuMemoryGb / maxMem;
        const auto rating = ratings.constFind(r.offer.providerKey);
        if (rating != ratings.constEnd()) {
            r.tier = rating->tier;
            r.tierVersion = rating->version;
            r.sTier = tierPoints(rating->tier);
        }
        double sum = 0, used = 0;
        const std::pair<const std::optional<double> *, double> parts[] = {
            {&r.sPricePerfBf16, weights.pricePerformanceBf16}, {&r.sPricePerfBandwidth, weights.pricePerformanceBandwidth},
            {&r.sMemory, weights.memory}, {&r.sTier, weights.tier}};
        for (const auto &[s, w] : parts) {
            if (*s && w > 0) {
                sum += **s * w;
                used += w;
            }
        }
        r.score = used > 0 ? sum / used : 0;
        r.coverage = totalWeight > 0 ? used / totalWeight : 0;
    }
    std::sort(ranked.begin(), ranked.end(), [](const RankedOffer &a, const RankedOffer &b) {
        const bool aEnough = a.coverage >= 0.5, bEnough = b.coverage >= 0.5;
        if (aEnough != bEnough)
            return aEnough;
        if (a.score != b.score)
            return a.score > b.score;
        if (a.usdPerGpuHour != b.usdPerGpuHour)
            return a.usdPerGpuHour < b.usdPerGpuHour;
        if (a.offer.providerKey != b.offer.providerKey)
            return a.offer.providerKey < b.offer.providerKey;
        return a.offer.instanceType < b.offer.instanceType;
    });
    for (int i = 0; i < ranked.size(); ++i)
        ranked[i].rank = i + 1;
    return ranked;
}

} // namespace cg
