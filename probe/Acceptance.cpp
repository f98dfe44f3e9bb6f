#include "Acceptance.h"

#include <QJsonValue>
#include <QLocale>
#include <QStringList>

#include <algorithm>

namespace cg::probe {

namespace {

// Sources of the rules (probe/schema.md, "Acceptance").
constexpr const char *MemoryErrorsDoc = "https://docs.nvidia.com/deploy/a100-gpu-mem-error-mgmt/index.html";
constexpr const char *PageRetirementDoc = "https://docs.nvidia.com/deploy/dynamic-page-retirement/index.html";
constexpr const char *PersistenceDoc = "https://docs.nvidia.com/deploy/driver-persistence/index.html";
constexpr const char *ClockReasonsDoc = "https://docs.nvidia.com/deploy/nvml-api/group__nvmlClocksEventReasons.html";
constexpr const char *NvmlQueriesDoc = "https://docs.nvidia.com/deploy/nvml-api/group__nvmlDeviceQueries.html";
constexpr const char *MigDoc = "https://docs.nvidia.com/datacenter/tesla/mig-user-guide/index.html";

QString str(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toString();
}

bool isWholeGpu(const QJsonObject &d)
{
    return str(d, "kind") == QLatin1String("gpu") && !d.value(QLatin1String("software")).toBool() && !d.contains(QLatin1String("parent"));
}

/// The node's GPUs: those of the first inventory backend that lists any (the order of
/// probe/DeviceList.h's groups), else the OpenCL or Vulkan GPUs.
QList<QJsonObject> nodeGpus(const QJsonArray &devices)
{
    static const char *const order[] = { "nvml", "nvidia-smi", "amd-smi", "rocm-smi", "opencl", "vulkan" };
    for (const char *backend : order) {
        QList<QJsonObject> out;
        for (const auto &v : devices) {
            const QJsonObject d = v.toObject();
            if (str(d, "backend") == QLatin1String(backend) && isWholeGpu(d))
                out.append(d);
        }
        if (!out.isEmpty())
            return out;
    }
    return {};
}

struct Check
{
    QString key;
    QJsonValue device = QJsonValue::Null;
    QJsonValue observed = QJsonValue::Null;
    QJsonValue expected = QJsonValue::Null;
    QString source;
    QString status;
    QString reason;
    QString reproduce;

    QJsonObject toJson() const
    {
        return { { QStringLiteral("key"), key }, { QStringLiteral("device"), device }, { QStringLiteral("observed"), observed },
            { QStringLiteral("expected"), expected }, { QStringLiteral("source"), source }, { QStringLiteral("status"), status },
            { QStringLiteral("reason"), reason }, { QStringLiteral("reproduce"), reproduce } };
    }
};

/// `nvidia-smi -i N <args>` for an NVIDIA device; empty for others.
QString smi(const QJsonObject &gpu, const QString &args)
{
    const QString backend = str(gpu, "backend");
    if (backend != QLatin1String("nvml") && backend != QLatin1String("nvidia-smi"))
        return {};
    return QStringLiteral("nvidia-smi -i %1 %2").arg(gpu.value(QLatin1String("index")).toInt()).arg(args);
}

QString unreadableReason(const QJsonObject &health, const char *key)
{
    const QString why = health.value(QLatin1String("unreadable")).toObject().value(QLatin1String(key)).toString();
    return QStringLiteral("NVML could not read it: %1").arg(why.isEmpty() ? QStringLiteral("not reported") : why);
}

void inventoryChecks(const QJsonObject &doc, const QList<QJsonObject> &gpus, QList<Check> &out)
{
    Check inv { QStringLiteral("gpu.inventory") };
    inv.observed = str(doc, "gpu_summary").isEmpty() ? QJsonValue(QStringLiteral("no GPU")) : QJsonValue(str(doc, "gpu_summary"));
    inv.source = QStringLiteral("the offer's GPU model and count");
    inv.reproduce = QStringLiteral("nvidia-smi -L");
    if (gpus.isEmpty()) {
        inv.status = QLatin1String(check::Fail);
        inv.reason = QStringLiteral("no GPU found: %1").arg(str(doc, "summary"));
    } else {
        inv.status = QLatin1String(check::Skipped);
        inv.reason = QStringLiteral("compared with the offer when imported (cloudgauge evidence import)");
    }
    out.append(inv);
    if (gpus.isEmpty())
        return;

    QStringList names;
    for (const QJsonObject &g : gpus)
        if (!names.contains(str(g, "name")))
            names << str(g, "name");
    Check uniform { QStringLiteral("gpu.one_model") };
    uniform.observed = names.join(QStringLiteral(", "));
    uniform.expected = str(gpus.constFirst(), "name");
    uniform.source = QStringLiteral("the node's first GPU");
    uniform.status = QLatin1String(names.size() == 1 ? check::Pass : check::Warn);
    uniform.reason = names.size() == 1 ? QStringLiteral("%1 GPU(s), one model").arg(gpus.size())
                                       : QStringLiteral("%1 different models on one node").arg(names.size());
    uniform.reproduce = QStringLiteral("nvidia-smi --query-gpu=index,name,memory.total --format=csv");
    out.append(uniform);

    Check driver { QStringLiteral("driver.version") };
    const QString version = str(gpus.constFirst(), "driver_version"), runtime = str(gpus.constFirst(), "runtime_version");
    driver.observed = version.isEmpty() ? QJsonValue(QJsonValue::Null)
                                        : QJsonValue(runtime.isEmpty() ? version : version + QStringLiteral(", ") + runtime);
    driver.source = QLatin1String(NvmlQueriesDoc);
    driver.status = QLatin1String(version.isEmpty() ? check::Warn : check::Pass);
    driver.reason = version.isEmpty() ? QStringLiteral("the driver version could not be read") : QStringLiteral("recorded");
    driver.reproduce = QStringLiteral("nvidia-smi --query-gpu=driver_version --format=csv");
    out.append(driver);
}

/// The per-GPU health checks, from the Device `health` object.
void healthChecks(const QJsonObject &gpu, int maxActiveLinks, QList<Check> &out)
{
    const QJsonObject h = gpu.value(QLatin1String("health")).toObject();
    const QString id = str(gpu, "id");
    auto make = [&](const char *key, const char *source, const QString &reproduce) {
        Check c { QLatin1String(key) };
        c.device = id;
        c.source = QLatin1String(source);
        c.reproduce = reproduce;
        return c;
    };
    auto unreadable = [&](Check c, const char *field) {
        c.status = QLatin1String(check::Skipped);
        c.reason = unreadableReason(h, field);
        out.append(c);
    };
    if (h.isEmpty()) {
        Check c = make("health", NvmlQueriesDoc, {});
        c.status = QLatin1String(check::Skipped);
        c.reason = QStringLiteral("health fields are read through NVML; none for this %1 device").arg(str(gpu, "backend"));
        out.append(c);
        return;
    }

    Check ecc = make("ecc.mode", MemoryErrorsDoc, smi(gpu, QStringLiteral("-q -d ECC")));
    ecc.expected = QStringLiteral("enabled");
    if (!h.contains(QLatin1String("ecc_mode"))) {
        unreadable(ecc, "ecc_mode");
    } else {
        ecc.observed = h.value(QLatin1String("ecc_mode"));
        const bool on = ecc.observed.toString() == QLatin1String("enabled");
        ecc.status = QLatin1String(on ? check::Pass : check::Warn);
        ecc.reason
            = on ? QStringLiteral("memory errors are detected and corrected") : QStringLiteral("ECC is off: memory errors go undetected");
        out.append(ecc);
    }

    Check errors = make("ecc.uncorrected", MemoryErrorsDoc, smi(gpu, QStringLiteral("-q -d ECC")));
    errors.expected = 0;
    if (!h.contains(QLatin1String("ecc_uncorrected_volatile"))) {
        unreadable(errors, "ecc_uncorrected_volatile");
    } else {
        const double n = h.value(QLatin1String("ecc_uncorrected_volatile")).toDouble();
        errors.observed = n;
        errors.status = QLatin1String(n == 0 ? check::Pass : check::Fail);
        errors.reason = n == 0 ? QStringLiteral("no uncorrectable memory error since the driver loaded")
                               : QStringLiteral("%1 uncorrectable memory error(s) since the driver loaded").arg(n);
        out.append(errors);
    }

    Check rows = make("memory.remapped_rows", MemoryErrorsDoc, smi(gpu, QStringLiteral("-q -d ROW_REMAPPER")));
    rows.expected = QStringLiteral("no failure, none pending");
    if (!h.contains(QLatin1String("remapped_rows"))) {
        unreadable(rows, "remapped_rows");
    } else {
        const QJsonObject r = h.value(QLatin1String("remapped_rows")).toObject();
        const int unc = r.value(QLatin1String("uncorrectable")).toInt(), corr = r.value(QLatin1String("correctable")).toInt();
        rows.observed = QStringLiteral("%1 correctable, %2 uncorrectable%3%4")
                            .arg(corr)
                            .arg(unc)
                            .arg(r.value(QLatin1String("pending")).toBool() ? QStringLiteral(", pending") : QString())
                            .arg(r.value(QLatin1String("failure")).toBool() ? QStringLiteral(", failure") : QString());
        if (r.value(QLatin1String("failure")).toBool()) {
            rows.status = QLatin1String(check::Fail);
            rows.reason = QStringLiteral("row remapping failed: NVIDIA's guidance is to replace the GPU");
        } else if (r.value(QLatin1String("pending")).toBool()) {
            rows.status = QLatin1String(check::Warn);
            rows.reason = QStringLiteral("a remapped row is pending: the GPU needs a reset before it is used");
        } else {
            rows.status = QLatin1String(check::Pass);
            rows.reason = QStringLiteral("no remapping pending or failed");
        }
        out.append(rows);
    }

    Check pages = make("memory.retired_pages_pending", PageRetirementDoc, smi(gpu, QStringLiteral("-q -d PAGE_RETIREMENT")));
    pages.expected = false;
    if (!h.contains(QLatin1String("retired_pages_pending"))) {
        unreadable(pages, "retired_pages_pending");
    } else {
        const bool pending = h.value(QLatin1String("retired_pages_pending")).toBool();
        pages.observed = pending;
        pages.status = QLatin1String(pending ? check::Warn : check::Pass);
        pages.reason
            = pending ? QStringLiteral("a retired page is pending: the GPU needs a reset") : QStringLiteral("no page retirement pending");
        out.append(pages);
    }

    Check pcie = make("pcie.link", NvmlQueriesDoc,
        smi(gpu,
            QStringLiteral(
                "--query-gpu=pcie.link.gen.current,pcie.link.gen.max,pcie.link.width.current,pcie.link.width.max --format=csv")));
    const QJsonObject link = h.value(QLatin1String("pcie")).toObject();
    const int gen = link.value(QLatin1String("gen")).toInt(), width = link.value(QLatin1String("width")).toInt();
    const int maxGen = link.value(QLatin1String("max_gen")).toInt(), maxWidth = link.value(QLatin1String("max_width")).toInt();
    if (width == 0 || maxWidth == 0) {
        unreadable(pcie, width == 0 ? "pcie.width" : "pcie.max_width");
    } else {
        pcie.observed = gen > 0 ? QStringLiteral("Gen%1 x%2").arg(gen).arg(width) : QStringLiteral("x%1").arg(width);
        pcie.expected = maxGen > 0 ? QStringLiteral("Gen%1 x%2").arg(maxGen).arg(maxWidth) : QStringLiteral("x%1").arg(maxWidth);
        if (width < maxWidth) {
            pcie.status = QLatin1String(check::Warn);
            pcie.reason = QStringLiteral("the link trained at x%1 of x%2: host↔device transfers get at most %1/%2 of their bandwidth")
                              .arg(width)
                              .arg(maxWidth);
        } else {
            pcie.status = QLatin1String(check::Pass);
            pcie.reason = gen > 0 && maxGen > 0 && gen < maxGen
                ? QStringLiteral("full width; the generation drops while the GPU idles, to save power")
                : QStringLiteral("full width and generation");
        }
        out.append(pcie);
    }

    Check persistence = make("persistence_mode", PersistenceDoc, smi(gpu, QStringLiteral("--query-gpu=persistence_mode --format=csv")));
    persistence.expected = QStringLiteral("enabled");
    if (!h.contains(QLatin1String("persistence_mode"))) {
        unreadable(persistence, "persistence_mode");
    } else {
        persistence.observed = h.value(QLatin1String("persistence_mode"));
        const bool on = persistence.observed.toString() == QLatin1String("enabled");
        persistence.status = QLatin1String(on ? check::Pass : check::Warn);
        persistence.reason = on ? QStringLiteral("the driver stays loaded between jobs")
                                : QStringLiteral("off: the driver may unload between jobs, and each start pays its initialisation");
        out.append(persistence);
    }

    Check clocks = make("clocks.event_reasons", ClockReasonsDoc, smi(gpu, QStringLiteral("-q -d PERFORMANCE")));
    clocks.expected = QStringLiteral("no hardware slowdown");
    if (!h.contains(QLatin1String("clock_event_reasons"))) {
        unreadable(clocks, "clock_event_reasons");
    } else {
        QStringList active;
        for (const auto &v : h.value(QLatin1String("clock_event_reasons")).toObject().value(QLatin1String("active")).toArray())
            active << v.toString();
        clocks.observed = active.isEmpty() ? QStringLiteral("none") : active.join(QStringLiteral(", "));
        static const QStringList hardware { QStringLiteral("hw_slowdown"), QStringLiteral("hw_thermal_slowdown"),
            QStringLiteral("hw_power_brake_slowdown") };
        QStringList bad;
        for (const QString &a : std::as_const(active))
            if (hardware.contains(a))
                bad << a;
        if (!bad.isEmpty()) {
            clocks.status = QLatin1String(check::Fail);
            clocks.reason = QStringLiteral("clocks held down by %1").arg(bad.join(QStringLiteral(", ")));
        } else if (active.contains(QLatin1String("sw_thermal_slowdown"))) {
            clocks.status = QLatin1String(check::Warn);
            clocks.reason = QStringLiteral("clocks lowered by the driver for temperature");
        } else {
            clocks.status = QLatin1String(check::Pass);
            clocks.reason = QStringLiteral("no slowdown by hardware or temperature");
        }
        out.append(clocks);
    }

    Check nvlink = make("nvlink.active_links", NvmlQueriesDoc, QString());
    if (!smi(gpu, QString()).isEmpty())
        nvlink.reproduce = QStringLiteral("nvidia-smi nvlink --status -i %1").arg(gpu.value(QLatin1String("index")).toInt());
    const QJsonValue links = h.value(QLatin1String("nvlink_active_links"));
    if (!links.isDouble()) {
        nvlink.status = QLatin1String(check::Skipped);
        nvlink.reason = h.value(QLatin1String("unreadable")).toObject().value(QLatin1String("nvlink_active_links")).toString()
                == QLatin1String("NVML_ERROR_NOT_SUPPORTED")
            ? QStringLiteral("no NVLink on this GPU")
            : unreadableReason(h, "nvlink_active_links");
        out.append(nvlink);
    } else {
        const int n = links.toInt();
        nvlink.observed = n;
        nvlink.expected = maxActiveLinks;
        nvlink.source = QStringLiteral("the most active links of any GPU on this node");
        nvlink.status = QLatin1String(n < maxActiveLinks ? check::Warn : check::Pass);
        nvlink.reason = n < maxActiveLinks
            ? QStringLiteral("%1 of the %2 links another GPU of this node has are active").arg(n).arg(maxActiveLinks)
            : QStringLiteral("%1 link(s) active").arg(n);
        out.append(nvlink);
    }

    Check mig = make("mig.mode", MigDoc, smi(gpu, QStringLiteral("--query-gpu=mig.mode.current --format=csv")));
    mig.expected = QStringLiteral("disabled");
    if (gpu.value(QLatin1String("mig_mode")).isString()) {
        mig.observed = gpu.value(QLatin1String("mig_mode"));
        const bool on = mig.observed.toString() == QLatin1String("enabled");
        mig.status = QLatin1String(on ? check::Warn : check::Pass);
        mig.reason
            = on ? QStringLiteral("the GPU is split into MIG slices; a whole-GPU offer comes with MIG off") : QStringLiteral("whole GPU");
        out.append(mig);
    }
}

/// One check per benchmarked device (every figure verified, no error) and one per figure
/// (observed; graded against the datasheet on import, where the offer's GPU is known).
void benchmarkChecks(const QJsonObject &doc, QList<Check> &out)
{
    static const char *const figures[] = { "copy_gbps", "triad_gbps", "fp32_tflops", "h2d_gbps", "d2h_gbps" };
    bool any = false;
    for (const auto &v : doc.value(QLatin1String("devices")).toArray()) {
        const QJsonObject d = v.toObject();
        const QJsonObject b = d.value(QLatin1String("benchmarks")).toObject();
        if (b.isEmpty())
            continue;
        any = true;
        const QString reproduce = QStringLiteral("cloudgauge-probe --json --device %1").arg(d.value(QLatin1String("index")).toInt());
        Check verified { QStringLiteral("bench.verified") };
        verified.device = str(d, "id");
        verified.expected = QStringLiteral("every result matches the host's computation");
        verified.source = QStringLiteral("probe/schema.md, Benchmarks");
        verified.reproduce = reproduce;
        QStringList mismatched;
        for (const char *f : figures) {
            const QJsonObject m = b.value(QLatin1String(f)).toObject();
            if (!m.isEmpty() && !m.value(QLatin1String("verified")).toBool(true))
                mismatched << QStringLiteral("%1 (%2)").arg(QLatin1String(f), str(m, "mismatch"));
        }
        const QString st = str(b, "status");
        if (!mismatched.isEmpty()) {
            verified.status = QLatin1String(check::Fail);
            verified.reason = QStringLiteral("results differ from the host's: %1").arg(mismatched.join(QStringLiteral("; ")));
        } else if (st == QLatin1String("ok")) {
            verified.status = QLatin1String(check::Pass);
            verified.reason = QStringLiteral("every figure verified");
        } else if (st == QLatin1String("skipped")) {
            verified.status = QLatin1String(check::Skipped);
            verified.reason = str(b, "reason");
        } else {
            verified.status = QLatin1String(check::Fail);
            verified.reason = QStringLiteral("the benchmarks ended with %1: %2").arg(st, str(b, "reason"));
        }
        verified.observed = st;
        out.append(verified);
        for (const char *f : figures) {
            const QJsonObject m = b.value(QLatin1String(f)).toObject();
            if (m.isEmpty() || !m.value(QLatin1String("median")).isDouble())
                continue;
            Check c { QStringLiteral("bench.") + QLatin1String(f) };
            c.device = str(d, "id");
            c.observed = m.value(QLatin1String("median"));
            c.source = QStringLiteral("the datasheet of the offer's GPU");
            c.status = QLatin1String(check::Skipped);
            c.reason = QStringLiteral("measured with %1 (%2); graded against the datasheet when imported (cloudgauge evidence import)")
                           .arg(str(b, "api"),
                               d.value(QLatin1String("software")).toBool() ? QStringLiteral("a software device") : str(d, "name"));
            c.reproduce = reproduce;
            out.append(c);
        }
    }
    if (!any) {
        Check c { QStringLiteral("bench") };
        c.source = QStringLiteral("probe/schema.md, Benchmarks");
        c.status = QLatin1String(check::Skipped);
        QStringList why;
        for (const auto &v : doc.value(QLatin1String("backends")).toArray()) {
            const QJsonObject b = v.toObject();
            if (str(b, "name") == QLatin1String("opencl") || str(b, "name") == QLatin1String("vulkan"))
                why << QStringLiteral("%1: %2").arg(str(b, "name"), str(b, "reason"));
        }
        c.reason = why.isEmpty() ? QStringLiteral("this probe was built without the OpenCL and Vulkan benchmarks")
                                 : QStringLiteral("nothing was benchmarked (%1)").arg(why.join(QStringLiteral("; ")));
        c.reproduce = QStringLiteral("cloudgauge-probe --json");
        out.append(c);
    }
}

} // namespace

QString acceptanceLevelName(AcceptanceLevel level)
{
    return level == AcceptanceLevel::Quick ? QStringLiteral("quick") : QStringLiteral("standard");
}

bool parseAcceptanceOffer(const QString &text, AcceptanceOffer &out)
{
    const qsizetype colon = text.indexOf(QLatin1Char(':'));
    if (colon <= 0 || colon == text.size() - 1)
        return false;
    const QString provider = text.left(colon).trimmed(), type = text.mid(colon + 1).trimmed();
    if (provider.isEmpty() || type.isEmpty())
        return false;
    out = { provider, type };
    return true;
}

QJsonArray gradeAcceptance(const QJsonObject &probeDocument, AcceptanceLevel level)
{
    const QList<QJsonObject> gpus = nodeGpus(probeDocument.value(QLatin1String("devices")).toArray());
    QList<Check> checks;
    inventoryChecks(probeDocument, gpus, checks);
    int maxLinks = 0;
    for (const QJsonObject &g : gpus)
        maxLinks = std::max(maxLinks, g.value(QLatin1String("health")).toObject().value(QLatin1String("nvlink_active_links")).toInt());
    for (const QJsonObject &g : gpus)
        healthChecks(g, maxLinks, checks);
    if (level == AcceptanceLevel::Standard)
        benchmarkChecks(probeDocument, checks);
    QJsonArray out;
    for (const Check &c : std::as_const(checks))
        out.append(c.toJson());
    return out;
}

QJsonObject acceptanceDocument(const QJsonObject &probeDocument, AcceptanceLevel level, const AcceptanceOffer &offer)
{
    const QJsonArray checks = gradeAcceptance(probeDocument, level);
    QJsonObject counts { { QLatin1String(check::Pass), 0 }, { QLatin1String(check::Warn), 0 }, { QLatin1String(check::Fail), 0 },
        { QLatin1String(check::Skipped), 0 } };
    for (const auto &v : checks) {
        const QString st = v.toObject().value(QLatin1String("status")).toString();
        counts.insert(st, counts.value(st).toInt() + 1);
    }
    const char *overall = counts.value(QLatin1String(check::Fail)).toInt() > 0 ? check::Fail
        : counts.value(QLatin1String(check::Warn)).toInt() > 0                 ? check::Warn
        : counts.value(QLatin1String(check::Pass)).toInt() > 0                 ? check::Pass
                                                                               : check::Skipped;
    QJsonObject doc;
    doc.insert(QStringLiteral("schema"), QLatin1String(AcceptanceSchemaVersion));
    doc.insert(QStringLiteral("level"), acceptanceLevelName(level));
    doc.insert(QStringLiteral("offer"),
        offer.isEmpty() ? QJsonValue(QJsonValue::Null)
                        : QJsonValue(QJsonObject {
                            { QStringLiteral("provider"), offer.provider }, { QStringLiteral("instance_type"), offer.instanceType } }));
    doc.insert(QStringLiteral("host"), probeDocument.value(QLatin1String("host")));
    doc.insert(QStringLiteral("started_at"), probeDocument.value(QLatin1String("started_at")));
    doc.insert(QStringLiteral("finished_at"), probeDocument.value(QLatin1String("finished_at")));
    QJsonArray gpuIds;
    for (const QJsonObject &g : nodeGpus(probeDocument.value(QLatin1String("devices")).toArray()))
        gpuIds.append(g.value(QLatin1String("id")));
    doc.insert(QStringLiteral("gpus"), gpuIds);
    doc.insert(QStringLiteral("status"), QLatin1String(overall));
    doc.insert(QStringLiteral("counts"), counts);
    doc.insert(QStringLiteral("checks"), checks);
    doc.insert(QStringLiteral("probe"), probeDocument);
    return doc;
}

} // namespace cg::probe
