#include "probing/ProbeReport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <cmath>

namespace cg {

namespace {

QString text(const QJsonObject &o, const char *key)
{
    const QJsonValue v = o.value(QLatin1String(key));
    return v.isString() ? v.toString() : QString();
}

/// A finite, non-negative number, else empty (a negative memory size or a NaN is not a figure).
std::optional<double> number(const QJsonObject &o, const char *key)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (!v.isDouble())
        return std::nullopt;
    const double d = v.toDouble();
    if (!std::isfinite(d) || d < 0)
        return std::nullopt;
    return d;
}

std::optional<int> integer(const QJsonObject &o, const char *key)
{
    const std::optional<double> d = number(o, key);
    if (!d || *d > 2147483647.0)
        return std::nullopt;
    return int(*d);
}

/// Exit codes may be negative on some platforms; read any integral value in int range.
std::optional<int> signedInteger(const QJsonObject &o, const char *key)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (!v.isDouble())
        return std::nullopt;
    const double d = v.toDouble();
    if (!std::isfinite(d) || d < -2147483648.0 || d > 2147483647.0 || d != std::floor(d))
        return std::nullopt;
    return int(d);
}

/// Largest figure taken as a measurement, in GB/s or TFLOPS: 100× today's fastest accelerator
/// (about 8,000 GB/s of HBM, 80 dense FP32 TFLOPS). Anything above is not a measurement.
constexpr double kImplausibleFigure = 1e5;

std::optional<double> figure(const QJsonObject &o, const char *key)
{
    const std::optional<double> d = number(o, key);
    return d && *d <= kImplausibleFigure ? d : std::nullopt;
}

/// Software renderers by the names they report, for a document that forgot to say so.
bool softwareName(const QString &name)
{
    for (const char *n : { "llvmpipe", "lavapipe", "swiftshader", "pocl", "pthread-" })
        if (name.contains(QLatin1String(n), Qt::CaseInsensitive))
            return true;
    return false;
}

std::optional<ProbeMeasure> measure(const QJsonObject &o, const char *key)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (!v.isObject())
        return std::nullopt;
    const QJsonObject m = v.toObject();
    ProbeMeasure r;
    r.median = figure(m, "median");
    r.best = figure(m, "best");
    r.spread = number(m, "spread");
    r.dispatchMs = number(m, "dispatch_ms");
    r.samples = integer(m, "samples").value_or(0);
    r.verified = m.value(QLatin1String("verified")).toBool(false);
    if (!r.median && !r.best)
        return std::nullopt;
    return r;
}

ProbeDevice device(const QJsonObject &o)
{
    ProbeDevice d;
    d.id = text(o, "id");
    d.backend = text(o, "backend");
    d.index = integer(o, "index").value_or(0);
    d.uuid = text(o, "uuid");
    d.pciBusId = text(o, "pci_bus_id");
    d.pciDeviceId = text(o, "pci_device_id");
    d.vendor = text(o, "vendor");
    d.name = text(o, "name");
    d.kind = text(o, "kind");
    d.software = o.value(QLatin1String("software")).toBool(false) || softwareName(d.name);
    // Defence in depth: a software renderer is a CPU whatever the document says (CLV-01).
    if (d.software && d.kind == QLatin1String("gpu"))
        d.kind = QStringLiteral("cpu");
    d.formFactor = text(o, "form_factor");
    d.memoryTotalMib = number(o, "memory_total_mib");
    d.memoryUsedMib = number(o, "memory_used_mib");
    d.driverVersion = text(o, "driver_version");
    d.runtimeVersion = text(o, "runtime_version");
    d.migMode = text(o, "mig_mode");
    d.parentId = text(o, "parent");
    d.migProfile = text(o, "mig_profile");
    d.computeFraction = number(o, "compute_fraction");
    if (d.computeFraction && *d.computeFraction > 1.0)
        d.computeFraction.reset();
    d.computeUnits = integer(o, "compute_units");
    d.maxClockMhz = number(o, "max_clock_mhz");
    d.temperatureC = number(o, "temperature_c");
    d.powerDrawW = number(o, "power_draw_w");
    d.utilizationPercent = number(o, "utilization_percent");
    d.partial = o.value(QLatin1String("partial")).toBool(false);
    for (const QJsonValue &u : o.value(QLatin1String("unavailable")).toArray())
        if (u.isString())
            d.unavailable.append(u.toString());
    const QJsonValue b = o.value(QLatin1String("benchmarks"));
    if (b.isObject()) {
        const QJsonObject bo = b.toObject();
        ProbeBenchmarks bench;
        bench.status = text(bo, "status");
        bench.reason = text(bo, "reason");
        bench.api = text(bo, "api");
        bench.copyGBs = measure(bo, "copy_gbps");
        bench.triadGBs = measure(bo, "triad_gbps");
        bench.fp32Tflops = measure(bo, "fp32_tflops");
        bench.h2dGBs = measure(bo, "h2d_gbps");
        bench.d2hGBs = measure(bo, "d2h_gbps");
        d.benchmarks = bench;
    }
    return d;
}

ProbeBackend backend(const QJsonObject &o)
{
    ProbeBackend b;
    b.name = text(o, "name");
    b.status = text(o, "status");
    b.code = text(o, "code");
    b.reason = text(o, "reason");
    b.library = text(o, "library");
    b.toolVersion = text(o, "tool_version");
    b.rawOutput = text(o, "raw_output");
    if (b.rawOutput.isEmpty()) // an isolated backend that crashed or hung: its stderr's last bytes
        b.rawOutput = text(o, "stderr_tail");
    b.exitCode = signedInteger(o, "exit_code");
    b.elapsedMs = number(o, "elapsed_ms");
    return b;
}

} // namespace

std::optional<double> verifiedFigure(const std::optional<ProbeMeasure> &m)
{
    if (!m || !m->verified)
        return std::nullopt;
    return m->best ? m->best : m->median;
}

std::optional<double> ProbeBenchmarks::bestBandwidthGBs() const
{
    const std::optional<double> copy = verifiedFigure(copyGBs);
    const std::optional<double> triad = verifiedFigure(triadGBs);
    if (copy && triad)
        return std::max(*copy, *triad);
    return copy ? copy : triad;
}

std::optional<double> ProbeBenchmarks::bestFp32Tflops() const
{
    return verifiedFigure(fp32Tflops);
}

const ProbeDevice *ProbeReport::primaryDevice() const
{
    auto measured
        = [](const ProbeDevice &d) { return d.benchmarks && (d.benchmarks->bestBandwidthGBs() || d.benchmarks->bestFp32Tflops()); };
    for (const ProbeDevice &d : devices)
        if (d.isGpu() && measured(d))
            return &d;
    for (const ProbeDevice &d : devices)
        if (d.isGpu())
            return &d;
    for (const ProbeDevice &d : devices)
        if (measured(d))
            return &d;
    return devices.isEmpty() ? nullptr : &devices.first();
}

const ProbeDevice *ProbeReport::inventoryTwin(const ProbeDevice &device) const
{
    // PCI bus ids are written with 4 or 8 domain digits and either case ("00000000:17:00.0").
    auto busKey = [](const QString &id) {
        const QString lower = id.trimmed().toLower();
        const qsizetype colon = lower.indexOf(QLatin1Char(':'));
        return colon >= 0 && lower.count(QLatin1Char(':')) == 2 ? lower.mid(colon + 1) : lower;
    };
    const ProbeDevice *byName = nullptr;
    for (const ProbeDevice &d : devices) {
        if (&d == &device || !d.isGpu() || d.backend == device.backend)
            continue;
        if (!device.pciBusId.isEmpty() && !d.pciBusId.isEmpty() && busKey(d.pciBusId) == busKey(device.pciBusId))
            return &d;
        if (!byName && !d.name.isEmpty() && d.name.compare(device.name, Qt::CaseInsensitive) == 0)
            byName = &d;
    }
    return byName;
}

std::optional<ProbeReport> parseProbeReport(const QByteArray &json, QString *error)
{
    auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return std::optional<ProbeReport>();
    };
    if (json.trimmed().isEmpty())
        return fail(QStringLiteral("the probe wrote nothing"));
    if (json.size() > kMaxProbeDocumentBytes)
        return fail(QStringLiteral("the probe document is larger than %1 bytes").arg(kMaxProbeDocumentBytes));
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(QStringLiteral("the probe output is not JSON (%1 at byte %2)").arg(parseError.errorString()).arg(parseError.offset));
    if (!doc.isObject())
        return fail(QStringLiteral("the probe output is not a JSON object"));
    const QJsonObject root = doc.object();
    ProbeReport r;
    r.schema = text(root, "schema");
    if (r.schema != QLatin1String("cloudgauge-probe/1") && !r.schema.startsWith(QLatin1String("cloudgauge-probe/1.")))
        return fail(r.schema.isEmpty()
                ? QStringLiteral("the document has no cloudgauge-probe schema")
                : QStringLiteral("unsupported probe schema '%1' (this version reads cloudgauge-probe/1)").arg(r.schema.left(80)));
    if (!root.value(QLatin1String("backends")).isArray() || !root.value(QLatin1String("devices")).isArray())
        return fail(QStringLiteral("the probe document lacks its backends or devices list"));
    r.probeVersion = text(root, "probe_version");
    r.host = text(root, "host");
    r.os = text(root, "os");
    r.startedAt = text(root, "started_at");
    r.finishedAt = text(root, "finished_at");
    r.status = text(root, "status");
    r.summary = text(root, "summary");
    r.gpuSummary = text(root, "gpu_summary");
    for (const QJsonValue &w : root.value(QLatin1String("warnings")).toArray())
        if (w.isString())
            r.warnings.append(w.toString());
    r.devicesOmitted = integer(root, "devices_omitted").value_or(0);
    for (const QJsonValue &b : root.value(QLatin1String("backends")).toArray())
        if (b.isObject())
            r.backends.append(backend(b.toObject()));
    for (const QJsonValue &d : root.value(QLatin1String("devices")).toArray())
        if (d.isObject())
            r.devices.append(device(d.toObject()));
    r.document = json;
    return r;
}

} // namespace cg
