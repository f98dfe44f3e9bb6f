// Hard constraints of a need on one offer: which it fails and why, in words, the interconnect
// class of a GPU, and the memory a model needs per GPU (NeedConstraints.h).
#include "scoring/NeedConstraints.h"

#include "catalog/identity/GpuIdentity.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace cg {

namespace {
class Text
{
    // The texts keep their translation context of before the split.
    Q_DECLARE_TR_FUNCTIONS(cg::NeedProfile)
};

QString num(double v)
{
    return QString::number(v, 'g', 10);
}

const QString kAnyFastFabric = QStringLiteral("NVLink, Infinity Fabric, ICI");
} // namespace

InterconnectClass NeedConstraints::interconnectOf(const QString &gpuKey, const QString &gpuName)
{
    const QStringList t = gpuKey.toLower().split(QLatin1Char('-'), Qt::SkipEmptyParts);
    auto has = [&t](const char *token) { return t.contains(QLatin1String(token)); };
    const QString vendor = t.value(0), family = t.value(1);
    InterconnectClass fast { Interconnect::Fast, QStringLiteral("NVLink") };
    InterconnectClass pcie { Interconnect::Slow, QStringLiteral("PCIe") };
    if (!t.isEmpty()) {
        if (vendor == QLatin1String("google") && family == QLatin1String("tpu"))
            return { Interconnect::Fast, QStringLiteral("ICI") };
        if (family == QLatin1String("gb200"))
            return fast;
        if (family == QLatin1String("gh200"))
            return { Interconnect::Slow, QStringLiteral("NVLink-C2C (CPU-GPU)") };
        for (const QString &token : t)
            if (token == QLatin1String("sxm") || (token.size() == 4 && token.startsWith(QLatin1String("sxm")) && token.at(3).isDigit()))
                return fast;
        if (has("nvl"))
            return { Interconnect::Fast, QStringLiteral("NVLink bridge") };
        if (has("pcie") || has("workstation") || has("server"))
            return pcie;
        static const QStringList amdOam
            = { QStringLiteral("mi250x"), QStringLiteral("mi300x"), QStringLiteral("mi325x"), QStringLiteral("mi355x") };
        if (vendor == QLatin1String("amd") && amdOam.contains(family))
            return { Interconnect::Fast, QStringLiteral("Infinity Fabric") };
        if (vendor == QLatin1String("intel") && (family == QLatin1String("gaudi2") || family == QLatin1String("gaudi3")))
            return { Interconnect::Fast, QStringLiteral("RoCE (on-die)") };
        if (vendor == QLatin1String("nvidia")
            && (family == QLatin1String("a10g") || family == QLatin1String("rtx") || family == QLatin1String("quadro")))
            return pcie;
    }
    const QString vc = GpuIdentity::variantClassInText(gpuName);
    if (vc == QLatin1String("sxm"))
        return fast;
    if (vc == QLatin1String("nvl"))
        return { Interconnect::Fast, QStringLiteral("NVLink bridge") };
    if (vc == QLatin1String("oam"))
        return { Interconnect::Fast, QStringLiteral("OAM") };
    if (vc == QLatin1String("pcie") || vc == QLatin1String("workstation") || vc == QLatin1String("server"))
        return pcie;
    return {};
}

QStringList NeedConstraints::unmetConstraints(const OfferView &o) const
{
    QStringList reasons;
    if (minMemoryGbPerGpu) {
        std::optional<double> memory = o.gpuMemoryGb;
        if (memory && o.gpuCount && *o.gpuCount > 0 && *o.gpuCount < 1)
            memory = *memory * *o.gpuCount; // a fractional instance holds its share of the GPU
        if (!memory)
            reasons << Text::tr("memory per GPU unknown");
        else if (*memory < *minMemoryGbPerGpu)
            reasons << Text::tr("%1 GB per GPU; needs at least %2 GB").arg(num(*memory), num(*minMemoryGbPerGpu));
    }
    if (minGpus || maxGpus) {
        if (!o.gpuCount) {
            reasons << Text::tr("GPUs per instance unknown");
        } else {
            if (minGpus && *o.gpuCount < *minGpus)
                reasons << Text::tr("GPUs per instance: %1; needs at least %2").arg(num(*o.gpuCount), num(*minGpus));
            if (maxGpus && *o.gpuCount > *maxGpus)
                reasons << Text::tr("GPUs per instance: %1; needs at most %2").arg(num(*o.gpuCount), num(*maxGpus));
        }
    }
    if (minMemoryBandwidthGBs) {
        if (!o.memoryBandwidthGBs)
            reasons << Text::tr("memory bandwidth unknown");
        else if (*o.memoryBandwidthGBs < *minMemoryBandwidthGBs)
            reasons << Text::tr("%1 GB/s memory bandwidth; needs at least %2 GB/s")
                           .arg(num(*o.memoryBandwidthGBs), num(*minMemoryBandwidthGBs));
    }
    if (minFp32Tflops) {
        if (!o.fp32Tflops)
            reasons << Text::tr("FP32 throughput unknown");
        else if (*o.fp32Tflops < *minFp32Tflops)
            reasons << Text::tr("%1 FP32 TFLOPS; needs at least %2").arg(num(*o.fp32Tflops), num(*minFp32Tflops));
    }
    if (fastInterconnect) {
        const InterconnectClass ic = interconnectOf(o.gpuKey, o.gpuName);
        if (ic.kind == Interconnect::Unknown)
            reasons << Text::tr("GPU-to-GPU interconnect unknown");
        else if (ic.kind == Interconnect::Slow)
            reasons << Text::tr("%1 only; needs a fast GPU-to-GPU interconnect (%2)").arg(ic.fabric, kAnyFastFabric);
    }
    if (bf16 && !o.bf16Tflops)
        reasons << Text::tr("no datasheet dense BF16 figure");
    if (fp8 && !o.fp8Tflops)
        reasons << Text::tr("no datasheet FP8 figure");
    if (fp64)
        reasons << Text::tr("FP64 throughput is not in the catalog");
    if (!priceObservedSince.isEmpty()) {
        if (o.onDemand.observedOn.isEmpty())
            reasons << Text::tr("price observed on an unknown day; needs one observed on or after %1").arg(priceObservedSince);
        else if (o.onDemand.observedOn < priceObservedSince)
            reasons << Text::tr("price observed on %1; needs one observed on or after %2").arg(o.onDemand.observedOn, priceObservedSince);
    }
    if (residency.isSet()) {
        RegionPlace place;
        place.providerKey = o.providerKey;
        place.region = o.region;
        place.country = o.country;
        if (QString why; !residency.allows(place, &why))
            reasons << why;
    }
    for (const CertificationRequirement &r : certifications)
        if (const QString why = r.unmetBy(o.certifications); !why.isEmpty())
            reasons << why;
    if (maxRoundTripMs) {
        if (!o.measuredRoundTripMs)
            reasons << Text::tr("no round trip measured to region %1 from your network (cloudgauge latency); needs at most %2 ms")
                           .arg(o.region, num(*maxRoundTripMs));
        else if (*o.measuredRoundTripMs > *maxRoundTripMs)
            reasons << Text::tr("round trip to region %1 %2 ms (TCP connect, measured %3); needs at most %4 ms")
                           .arg(o.region, num(*o.measuredRoundTripMs), o.roundTripMeasuredAt.left(10), num(*maxRoundTripMs));
    }
    return reasons;
}

QStringList NeedConstraints::inWords() const
{
    QStringList words;
    if (minMemoryGbPerGpu)
        words << Text::tr("at least %1 GB of memory per GPU").arg(num(*minMemoryGbPerGpu));
    if (minGpus && maxGpus && *minGpus == *maxGpus) {
        words << Text::tr("%1 GPUs per instance").arg(num(*minGpus));
    } else {
        if (minGpus)
            words << Text::tr("at least %1 GPUs per instance").arg(num(*minGpus));
        if (maxGpus)
            words << Text::tr("at most %1 GPUs per instance").arg(num(*maxGpus));
    }
    if (minMemoryBandwidthGBs)
        words << Text::tr("at least %1 GB/s of memory bandwidth per GPU").arg(num(*minMemoryBandwidthGBs));
    if (minFp32Tflops)
        words << Text::tr("at least %1 FP32 TFLOPS per GPU").arg(num(*minFp32Tflops));
    if (fastInterconnect)
        words << Text::tr("a fast GPU-to-GPU interconnect (NVLink on SXM and NVL parts, AMD Infinity Fabric, Google TPU ICI; "
                          "PCIe-only parts do not qualify)");
    if (bf16)
        words << Text::tr("a datasheet dense BF16 figure");
    if (fp8)
        words << Text::tr("a datasheet FP8 figure");
    if (fp64)
        words << Text::tr("FP64 throughput (the catalog has no FP64 figures yet, so no offer qualifies)");
    if (!priceObservedSince.isEmpty())
        words << Text::tr("an on-demand price observed on or after %1 (a known date)").arg(priceObservedSince);
    if (residency.isSet())
        words << residency.inWords();
    if (!certifications.isEmpty()) {
        QStringList names;
        for (const CertificationRequirement &r : certifications)
            names << r.inWords();
        words << Text::tr("a published %1 (held for the whole platform)").arg(names.join(QLatin1String(", ")));
    }
    if (maxRoundTripMs)
        words << Text::tr("a round trip of at most %1 ms from your network, as measured (TCP connect)").arg(num(*maxRoundTripMs));
    return words;
}

NeedConstraints NeedConstraints::merged(const NeedConstraints &o) const
{
    auto larger = [](const std::optional<double> &a, const std::optional<double> &b) -> std::optional<double> {
        if (a && b)
            return std::max(*a, *b);
        return a ? a : b;
    };
    auto smaller = [](const std::optional<double> &a, const std::optional<double> &b) -> std::optional<double> {
        if (a && b)
            return std::min(*a, *b);
        return a ? a : b;
    };
    NeedConstraints c;
    c.minMemoryGbPerGpu = larger(minMemoryGbPerGpu, o.minMemoryGbPerGpu);
    c.minGpus = larger(minGpus, o.minGpus);
    c.maxGpus = smaller(maxGpus, o.maxGpus);
    c.minMemoryBandwidthGBs = larger(minMemoryBandwidthGBs, o.minMemoryBandwidthGBs);
    c.minFp32Tflops = larger(minFp32Tflops, o.minFp32Tflops);
    c.fastInterconnect = fastInterconnect || o.fastInterconnect;
    c.bf16 = bf16 || o.bf16;
    c.fp8 = fp8 || o.fp8;
    c.fp64 = fp64 || o.fp64;
    c.priceObservedSince = std::max(priceObservedSince, o.priceObservedSince); // the later date; "" sorts first
    c.residency = o.residency.isSet() ? o.residency : residency; // the one given last (a command line's over a profile's)
    c.maxRoundTripMs = smaller(maxRoundTripMs, o.maxRoundTripMs);
    c.certifications = certifications; // both lists: a command line adds to a profile's
    for (const CertificationRequirement &r : o.certifications)
        if (!c.certifications.contains(r))
            c.certifications.append(r);
    return c;
}

} // namespace cg
