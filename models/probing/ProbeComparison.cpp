#include "probing/ProbeComparison.h"

#include <QDateTime>

#include <algorithm>
#include <cmath>

namespace cg {

namespace {

std::optional<double> usdPerGpuHour(const OfferView &o, const FxRates &fxRates)
{
    const auto perGpu = o.onDemandPerGpuHour();
    if (!perGpu || *perGpu <= 0)
        return std::nullopt;
    return fxRates.toUsd(*perGpu, o.onDemand.currency);
}

} // namespace

QString variantHint(const ProbeDevice &d)
{
    return d.formFactor.isEmpty() ? QString() : d.formFactor.toLower();
}

std::optional<double> rentVsBuyBreakEvenHours(double purchaseUsd, double rentUsdPerGpuHour, double powerW, double usdPerKwh)
{
    if (!(purchaseUsd > 0) || !(rentUsdPerGpuHour > 0) || powerW < 0 || usdPerKwh < 0)
        return std::nullopt;
    const double ownedPerHour = powerW / 1000.0 * usdPerKwh;
    const double saving = rentUsdPerGpuHour - ownedPerHour;
    if (!(saving > 0))
        return std::nullopt;
    return purchaseUsd / saving;
}

std::optional<ClosestOffer> ProbeComparison::rentalForBreakEven() const
{
    if (!deviceIsGpu)
        return std::nullopt;
    if (sameModelOffer)
        return sameModelOffer;
    if (!closest.isEmpty())
        return closest.first();
    return std::nullopt;
}

ProbeRunView ProbeComparison::storedRun(const ProbeReport &report) const
{
    ProbeRunView run;
    run.host = report.host;
    run.document = report.document;
    run.measuredAt = report.finishedAt.isEmpty() ? QDateTime::currentDateTimeUtc().toString(Qt::ISODate) : report.finishedAt;
    if (device) {
        run.device = device->name;
        run.backend = device->backend;
        run.driver = device->driverVersion;
        run.gpuKey = match.key;
        run.memoryBandwidthGBs = measuredBandwidthGBs;
        run.fp32Tflops = measuredFp32Tflops;
        if (device->benchmarks) {
            run.h2dGBs = verifiedFigure(device->benchmarks->h2dGBs);
            run.d2hGBs = verifiedFigure(device->benchmarks->d2hGBs);
        }
    }
    return run;
}

ProbeComparison ProbeComparison::compare(const ProbeReport &report, const QList<OfferView> &offers, const QList<GpuModelRecord> &models,
    const GpuIdentity &identity, const FxRates &fxRates, int closestCount)
{
    ProbeComparison c;
    c.device = report.primaryDevice();
    if (!c.device)
        return c;
    const ProbeDevice &d = *c.device;
    c.deviceIsGpu = d.isGpu();
    if (d.benchmarks) {
        c.measuredBandwidthGBs = d.benchmarks->bestBandwidthGBs();
        c.measuredFp32Tflops = d.benchmarks->bestFp32Tflops();
    }

    // Cheapest on-demand offer per GPU model, USD per GPU-hour.
    QHash<QString, ClosestOffer> cheapest;
    for (const OfferView &o : offers) {
        if (o.gpuKey.isEmpty())
            continue;
        const auto usd = usdPerGpuHour(o, fxRates);
        if (!usd)
            continue;
        auto it = cheapest.find(o.gpuKey);
        if (it != cheapest.end() && it->usdPerGpuHour <= *usd)
            continue;
        ClosestOffer offer;
        offer.gpuKey = o.gpuKey;
        offer.gpuName = o.gpuName;
        offer.peakBandwidthGBs = o.memoryBandwidthGBs;
        offer.peakFp32Tflops = o.fp32Tflops;
        offer.providerKey = o.providerKey;
        offer.providerName = o.providerNameEn;
        offer.instanceType = o.instanceType;
        offer.region = o.region;
        offer.usdPerGpuHour = *usd;
        offer.priceAsOf = o.onDemand.observationText();
        cheapest.insert(o.gpuKey, offer);
    }

    // The catalog model of the device itself. Software devices are never matched to a GPU.
    if (c.deviceIsGpu && !d.name.isEmpty()) {
        // OpenCL does not tell SXM from PCIe: take the form factor and memory from the same GPU
        // as NVML or an smi tool saw it, when the report has it.
        const ProbeDevice *twin = report.inventoryTwin(d);
        QString hint = !variantHint(d).isEmpty() ? variantHint(d) : twin ? variantHint(*twin) : QString();
        // Memory as a size hint, MiB (0: none).
        double memoryMib = d.memoryTotalMib ? *d.memoryTotalMib : twin && twin->memoryTotalMib ? *twin->memoryTotalMib : 0.0;
        QString name = twin && !twin->name.isEmpty() ? twin->name : d.name;
        // A MIG slice or vGPU profile is matched as its parent model; its own memory is the
        // slice's, not the model's, so it is no size hint (a slice's parent listed in the
        // report gives the real one).
        c.partition = parseGpuPartitionName(name);
        if (c.partition) {
            name = c.partition->parentName;
            if (!c.partition->variantHint.isEmpty())
                hint = c.partition->variantHint;
            memoryMib = 0.0;
            for (const ProbeDevice &p : report.devices)
                if (!d.parentId.isEmpty() && p.id == d.parentId && p.memoryTotalMib)
                    memoryMib = *p.memoryTotalMib;
        }
        const std::optional<double> memoryGib = memoryMib > 0 ? std::optional<double>(memoryMib / 1024.0) : std::nullopt;
        c.match = identity.resolve(name, hint, memoryGib);
        if (!c.match.key.isEmpty()) {
            for (const GpuModelRecord &m : models) {
                if (m.key != c.match.key)
                    continue;
                c.gpuName = m.name;
                c.peakBandwidthGBs = m.memoryBandwidthGBs;
                c.peakFp32Tflops = m.fp32Tflops;
                c.tdpW = m.tdpW;
                break;
            }
            if (c.peakBandwidthGBs && *c.peakBandwidthGBs > 0 && c.measuredBandwidthGBs)
                c.bandwidthFraction = *c.measuredBandwidthGBs / *c.peakBandwidthGBs;
            if (c.peakFp32Tflops && *c.peakFp32Tflops > 0 && c.measuredFp32Tflops)
                c.fp32Fraction = *c.measuredFp32Tflops / *c.peakFp32Tflops;
            const auto same = cheapest.constFind(c.match.key);
            if (same != cheapest.constEnd())
                c.sameModelOffer = *same;
        }
    }

    // Closest catalog models in measured performance; a CPU is not set beside GPUs it is ten or a
    // hundred times slower than.
    if (c.deviceIsGpu && (c.measuredBandwidthGBs || c.measuredFp32Tflops)) {
        for (ClosestOffer offer : std::as_const(cheapest)) {
            int shared = 0;
            double distance = 0; // mean |ln(measured / datasheet)| over the shared figures
            if (c.measuredBandwidthGBs && *c.measuredBandwidthGBs > 0 && offer.peakBandwidthGBs && *offer.peakBandwidthGBs > 0) {
                distance += std::abs(std::log(*c.measuredBandwidthGBs / *offer.peakBandwidthGBs));
                ++shared;
            }
            if (c.measuredFp32Tflops && *c.measuredFp32Tflops > 0 && offer.peakFp32Tflops && *offer.peakFp32Tflops > 0) {
                distance += std::abs(std::log(*c.measuredFp32Tflops / *offer.peakFp32Tflops));
                ++shared;
            }
            if (shared == 0)
                continue;
            offer.distance = distance / shared;
            offer.sharedFigures = shared;
            c.closest.append(offer);
        }
        std::sort(c.closest.begin(), c.closest.end(), [](const ClosestOffer &a, const ClosestOffer &b) {
            if (a.sharedFigures != b.sharedFigures) // a model compared on both figures first
                return a.sharedFigures > b.sharedFigures;
            if (a.distance != b.distance)
                return a.distance < b.distance;
            if (a.usdPerGpuHour != b.usdPerGpuHour)
                return a.usdPerGpuHour < b.usdPerGpuHour;
            return a.gpuKey < b.gpuKey;
        });
        if (c.closest.size() > closestCount)
            c.closest.resize(std::max(0, closestCount));
    }
    return c;
}

} // namespace cg
