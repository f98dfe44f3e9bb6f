// libFuzzer target: the probe document parser (schema cloudgauge-probe/1) and the comparison that
// reads it. Invariants: a refused document has a reason; an accepted one has the right schema, no
// negative or non-finite figure, no software device counted as a GPU, and compares without fault.
#include "FuzzChecks.h"

#include "probing/ProbeComparison.h"
#include "probing/ProbeReport.h"

namespace {

bool bad(const std::optional<double> &v)
{
    return v && (!std::isfinite(*v) || *v < 0);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    QString error;
    const auto report = cg::parseProbeReport(cgfuzz::bytesOf(data, size), &error);
    if (!report) {
        if (error.isEmpty())
            __builtin_trap();
        return 0;
    }
    if (!report->schema.startsWith(QLatin1String("cloudgauge-probe/1")))
        __builtin_trap();
    for (const cg::ProbeDevice &d : report->devices) {
        if (d.software && d.isGpu())
            __builtin_trap();
        if (bad(d.memoryTotalMib) || bad(d.memoryUsedMib) || bad(d.powerDrawW) || bad(d.temperatureC))
            __builtin_trap();
        if (d.benchmarks && (bad(d.benchmarks->bestBandwidthGBs()) || bad(d.benchmarks->bestFp32Tflops())))
            __builtin_trap();
    }
    cg::GpuModelRecord model;
    model.key = QStringLiteral("nvidia-h100-sxm5-80gb");
    model.memoryBandwidthGBs = 3350;
    model.fp32Tflops = 67;
    cg::OfferView offer;
    offer.gpuKey = model.key;
    offer.gpuCount = 8;
    offer.memoryBandwidthGBs = 3350;
    offer.fp32Tflops = 67;
    offer.onDemand.amount = 23.92;
    offer.onDemand.currency = QStringLiteral("USD");
    const cg::ProbeComparison c = cg::ProbeComparison::compare(*report, { offer }, { model }, cg::GpuIdentity(), {});
    if (c.device && !report->devices.isEmpty()
        && (c.device < report->devices.constData() || c.device >= report->devices.constData() + report->devices.size()))
        __builtin_trap();
    for (const cg::ClosestOffer &o : c.closest)
        if (!std::isfinite(o.distance) || o.distance < 0)
            __builtin_trap();
    return 0;
}
