#include "ProbeRunner.h"

#include "AmdSmiParser.h"
#include "BackendIsolation.h"
#include "DeviceList.h"
#include "MigDevices.h"
#include "NvidiaSmiParser.h"
#include "NvmlBackend.h"
#include "ToolRunner.h"

#include <QElapsedTimer>
#include <QRegularExpression>
#include <QSysInfo>

#include <chrono>
#include <cmath>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <thread>
#include <type_traits>

// ---- Compute backends (probe/compute/: OpenCL and Vulkan enumeration and benchmarks) --------
// Built in only when CMake found probe/compute/ (option CLOUDGAUGE_PROBE_COMPUTE), so this
// branch builds on its own. The adapters below accept a Backend/Device either as QJsonObject or
// as a type with toJson(), and fill only the ComputeOptions fields that exist.
#if defined(CLOUDGAUGE_PROBE_COMPUTE) && __has_include("compute/ComputeBackends.h")
#include "compute/ComputeBackends.h"
#define CG_PROBE_HAS_COMPUTE 1
#endif

namespace cg::probe {

namespace {

int timeoutMs(double seconds)
{
    return int(std::lround(qBound(0.1, seconds, 3600.0) * 1000.0));
}

QString secondsText(double seconds)
{
    return QString::number(seconds, 'g', 4);
}

/// Maps a run that did not finish normally onto the backend; returns false when it did.
bool failedRun(const ToolRun &run, const QString &tool, double timeoutSeconds, Backend &b)
{
    if (!run.program.isEmpty())
        b.library = run.program;
    switch (run.outcome) {
    case ToolRun::Outcome::Finished:
        return false;
    case ToolRun::Outcome::NotFound:
        b.set(status::Unsupported, code::NotInstalled, tool + QStringLiteral(" not found on PATH"));
        return true;
    case ToolRun::Outcome::FailedToStart:
        b.set(status::Error, code::Failed, run.errorText);
        return true;
    case ToolRun::Outcome::Crashed:
        b.set(status::Error, code::Failed, tool + QStringLiteral(" crashed"));
        b.keepRawOutput(run.standardOutput + run.standardError);
        return true;
    case ToolRun::Outcome::TimedOut:
        b.set(status::Timeout, code::Timeout, QStringLiteral("%1 did not respond within %2 s").arg(tool, secondsText(timeoutSeconds)));
        if (run.abandoned)
            b.reason += QStringLiteral("; it could not be killed and was left behind");
        b.keepRawOutput(run.standardOutput + run.standardError);
        return true;
    }
    return true;
}

void noteVersion(BackendResult &r, const std::optional<QString> &version)
{
    if (version)
        r.backend.toolVersion = version;
    if (r.backend.code == QLatin1String(code::UnrecognisedOutput))
        r.backend.reason += QStringLiteral(" (version %1)").arg(version.value_or(QStringLiteral("unknown")));
}

[[maybe_unused]] void appendResult(const BackendResult &r, QJsonArray &backends, QJsonArray &devices)
{
    backends.append(r.backend.toJson());
    for (const Device &d : r.devices)
        devices.append(d.toJson());
}

#ifdef CG_PROBE_HAS_COMPUTE
void appendCompute(const ComputeResult &result, QJsonArray &backends, QJsonArray &devices)
{
    backends.append(result.backend);
    for (const QJsonValue &d : result.devices)
        devices.append(d);
}
#endif

bool isGpu(const QJsonObject &d)
{
    return d.value(QStringLiteral("kind")).toString() == QLatin1String("gpu");
}

/// With MIG enabled on a GPU, `nvidia-smi -L` lists its MIG devices; each becomes a slice
/// device right after its parent (matched by UUID, else by index). A failed -L adds a note to the
/// reason and nothing else.
void addSmiMigSlices(ToolRunner &runner, const QString &program, double timeoutSeconds, BackendResult &r)
{
    bool anyMig = false;
    for (const Device &d : std::as_const(r.devices))
        anyMig = anyMig || d.migMode == QLatin1String("enabled");
    if (!anyMig)
        return;
    const ToolRun list = runner.run(program, { QStringLiteral("-L") }, timeoutMs(timeoutSeconds));
    if (list.outcome != ToolRun::Outcome::Finished || list.exitCode != 0) {
        r.backend.reason += QStringLiteral("; nvidia-smi -L failed, MIG slices not listed");
        return;
    }
    const QList<SmiListedGpu> listed = parseNvidiaSmiList(list.standardOutput);
    QList<Device> out;
    int slices = 0;
    for (const Device &d : std::as_const(r.devices)) {
        out.append(d);
        if (d.migMode != QLatin1String("enabled"))
            continue;
        const SmiListedGpu *match = nullptr;
        for (const SmiListedGpu &g : listed)
            if ((d.uuid && g.uuid == *d.uuid) || (!match && g.index == d.index))
                match = &g;
        if (!match)
            continue;
        for (const SmiListedGpu::Slice &s : match->slices) {
            const std::optional<MigProfile> profile = parseMigProfile(s.profile);
            Device slice = migSliceDevice(d, s.device, profile.value_or(MigProfile { s.profile, 0, {}, 0 }), s.uuid);
            if (!profile) {
                slice.computeFraction.reset();
                slice.profileMemoryGb.reset();
                slice.markUnavailable("compute_fraction", QStringLiteral("profile %1 not recognised").arg(s.profile));
            }
            out.append(slice);
            ++slices;
        }
    }
    r.devices = out;
    if (slices > 0)
        r.backend.reason += QStringLiteral("; %1 MIG slice(s) from nvidia-smi -L").arg(slices);
}

} // namespace

BackendResult probeNvidiaSmi(ToolRunner &runner, double timeoutSeconds)
{
    const QString tool = QStringLiteral("nvidia-smi");
    QStringList fields = nvidiaSmiQueryFields();
    QStringList unknownFields;
    // An older nvidia-smi refuses the whole query for one field it does not know (e.g.
    // mig.mode.current before driver 450): ask again without it, at most twice.
    static const QRegularExpression invalidField(QStringLiteral("Field \"([^\"]{1,64})\" is not a valid field to query"));
    for (int attempt = 0;; ++attempt) {
        const QStringList args
            = { QStringLiteral("--query-gpu=") + fields.join(QLatin1Char(',')), QStringLiteral("--format=csv,noheader,nounits") };
        const ToolRun run = runner.run(tool, args, timeoutMs(timeoutSeconds));
        BackendResult r;
        r.backend.name = tool;
        if (failedRun(run, tool, timeoutSeconds, r.backend))
            return r;
        const QByteArray output = run.standardOutput + run.standardError;
        const QRegularExpressionMatch m = invalidField.match(QString::fromUtf8(output));
        if (m.hasMatch() && attempt < 2 && fields.contains(m.captured(1)) && m.captured(1) != QLatin1String("index")) {
            fields.removeAll(m.captured(1));
            unknownFields << m.captured(1);
            continue;
        }
        r = parseNvidiaSmiCsv(output, run.exitCode, fields);
        r.backend.library = run.program;
        addSmiMigSlices(runner, run.program, timeoutSeconds, r);
        if (!unknownFields.isEmpty())
            r.backend.reason += QStringLiteral(" (fields this nvidia-smi does not know: %1)").arg(unknownFields.join(QStringLiteral(", ")));
        return r;
    }
}

BackendResult probeAmdSmi(ToolRunner &runner, double timeoutSeconds)
{
    const QString tool = QStringLiteral("amd-smi");
    BackendResult r;
    r.backend.name = tool;
    const ToolRun version = runner.run(tool, { QStringLiteral("version") }, timeoutMs(timeoutSeconds));
    if (failedRun(version, tool, timeoutSeconds, r.backend))
        return r;
    const std::optional<QString> v = parseAmdToolVersion(version.standardOutput);
    const ToolRun st = runner.run(version.program, { QStringLiteral("static"), QStringLiteral("--json") }, timeoutMs(timeoutSeconds));
    if (failedRun(st, tool, timeoutSeconds, r.backend)) {
        r.backend.toolVersion = v;
        return r;
    }
    QByteArray metricOut;
    bool metricTimedOut = false;
    const BackendResult probeStatic = parseAmdSmi(st.standardOutput, st.exitCode);
    if (probeStatic.backend.status == QLatin1String(status::Ok)) {
        const ToolRun metric
            = runner.run(version.program, { QStringLiteral("metric"), QStringLiteral("--json") }, timeoutMs(timeoutSeconds));
        if (metric.outcome == ToolRun::Outcome::Finished)
            metricOut = metric.standardOutput;
        metricTimedOut = metric.outcome == ToolRun::Outcome::TimedOut;
    }
    r = parseAmdSmi(st.standardOutput + (probeStatic.backend.status == QLatin1String(status::Ok) ? QByteArray() : st.standardError),
        st.exitCode, metricOut);
    r.backend.library = st.program;
    noteVersion(r, v);
    if (metricTimedOut)
        r.backend.reason += QStringLiteral("; amd-smi metric did not respond within %1 s").arg(secondsText(timeoutSeconds));
    return r;
}

BackendResult probeRocmSmi(ToolRunner &runner, double timeoutSeconds)
{
    const QString tool = QStringLiteral("rocm-smi");
    BackendResult r;
    r.backend.name = tool;
    const ToolRun version = runner.run(tool, { QStringLiteral("--version") }, timeoutMs(timeoutSeconds));
    if (failedRun(version, tool, timeoutSeconds, r.backend))
        return r;
    const std::optional<QString> v = parseAmdToolVersion(version.standardOutput + version.standardError);
    const ToolRun run = runner.run(version.program,
        { QStringLiteral("--showproductname"), QStringLiteral("--showmeminfo"), QStringLiteral("vram"), QStringLiteral("--showbus"),
            QStringLiteral("--showdriverversion"), QStringLiteral("--json") },
        timeoutMs(timeoutSeconds));
    if (failedRun(run, tool, timeoutSeconds, r.backend)) {
        r.backend.toolVersion = v;
        return r;
    }
    r = parseRocmSmi(run.standardOutput + run.standardError, run.exitCode);
    r.backend.library = run.program;
    noteVersion(r, v);
    return r;
}

ProbeRunner::ProbeRunner(ToolRunner &runner)
    : m_runner(runner)
{
}

BackendResult ProbeRunner::runNvmlWithDeadline(const ProbeOptions &options)
{
    struct Job
    {
        std::mutex mutex;
        std::condition_variable finished;
        bool done = false;
        BackendResult result;
    };
    const auto job = std::make_shared<Job>();
    const NvmlOptions nvmlOptions { options.nvmlLibrary };
    std::thread([job, nvmlOptions] {
        BackendResult r = probeNvml(nvmlOptions);
        const std::lock_guard<std::mutex> lock(job->mutex);
        job->result = std::move(r);
        job->done = true;
        job->finished.notify_all();
    }).detach();

    const double seconds = nvmlTimeoutSeconds(options.timeoutSeconds);
    std::unique_lock<std::mutex> lock(job->mutex);
    if (job->finished.wait_for(lock, std::chrono::milliseconds(timeoutMs(seconds)), [&job] { return job->done; }))
        return std::move(job->result);
    m_leftWorkBehind = true;
    BackendResult r;
    r.backend.name = QStringLiteral("nvml");
    r.backend.set(status::Timeout, code::Timeout, QStringLiteral("NVML did not respond within %1 s").arg(secondsText(seconds)));
    return r;
}

QJsonObject ProbeRunner::run(const ProbeOptions &options)
{
    const QDateTime startedAt = QDateTime::currentDateTimeUtc();
    QJsonArray backends;
    QJsonArray devices;
    QElapsedTimer timer;

    IsolatedBackends isolated(m_runner, options.isolateWith, options);
    const bool isolate = !options.isolateWith.isEmpty();
    QString nvmlStatus;
    timer.start();
    if (isolate) {
        const IsolatedResult nvml = isolated.nvml();
        nvmlStatus = nvml.backend.value(QLatin1String("status")).toString();
        backends.append(nvml.backend);
        for (const QJsonValue &d : nvml.devices)
            devices.append(d);
    } else {
        BackendResult nvml = runNvmlWithDeadline(options);
        nvml.backend.elapsedMs = timer.elapsed();
        nvmlStatus = nvml.backend.status;
        appendResult(nvml, backends, devices);
    }

    BackendResult smi;
    if (nvmlStatus == QLatin1String(status::Ok)) {
        smi.backend.name = QStringLiteral("nvidia-smi");
        smi.backend.set(status::Skipped, code::Ok, QStringLiteral("not needed: NVML reported the NVIDIA GPUs"));
    } else {
        timer.restart();
        smi = probeNvidiaSmi(m_runner, options.timeoutSeconds);
        smi.backend.elapsedMs = timer.elapsed();
    }
    appendResult(smi, backends, devices);

    timer.restart();
    BackendResult amd = probeAmdSmi(m_runner, options.timeoutSeconds);
    amd.backend.elapsedMs = timer.elapsed();
    appendResult(amd, backends, devices);

    BackendResult rocm;
    if (amd.backend.status == QLatin1String(status::Ok)) {
        rocm.backend.name = QStringLiteral("rocm-smi");
        rocm.backend.set(status::Skipped, code::Ok, QStringLiteral("not needed: amd-smi reported the AMD GPUs"));
    } else {
        timer.restart();
        rocm = probeRocmSmi(m_runner, options.timeoutSeconds);
        rocm.backend.elapsedMs = timer.elapsed();
    }
    appendResult(rocm, backends, devices);

#ifdef CG_PROBE_HAS_COMPUTE
    // ---- Compute backends: OpenCL, then Vulkan (probe/compute/ComputeBackends.h) ----
    if (isolate) {
        for (const IsolatedResult &r : { isolated.openCl(), isolated.vulkan() }) {
            backends.append(r.backend);
            for (const QJsonValue &d : r.devices)
                devices.append(d);
        }
    } else {
        ComputeOptions co;
        co.quick = options.quick;
        co.inventoryOnly = options.listOnly;
        co.device = options.device;
        appendCompute(runOpenCl(co), backends, devices);
        appendCompute(runVulkan(co), backends, devices);
    }
#endif

    m_leftWorkBehind = m_leftWorkBehind || isolated.leftWorkBehind();
    return composeDocument(options, backends, devices, startedAt, QDateTime::currentDateTimeUtc());
}

QString overallStatus(const QJsonArray &backends, const QJsonArray &devices)
{
    bool anyGpu = false;
    bool anyPartial = false;
    for (const QJsonValue &v : devices) {
        const QJsonObject d = v.toObject();
        if (!isGpu(d))
            continue;
        anyGpu = true;
        if (d.value(QStringLiteral("partial")).toBool())
            anyPartial = true;
        const QJsonValue bench = d.value(QStringLiteral("benchmarks"));
        if (bench.isObject() && bench.toObject().value(QStringLiteral("status")).toString() != QLatin1String("ok"))
            anyPartial = true;
    }
    if (anyGpu)
        return anyPartial ? QStringLiteral("partial") : QStringLiteral("ok");
    for (const QJsonValue &v : backends) {
        const QString st = v.toObject().value(QStringLiteral("status")).toString();
        if (st == QLatin1String(status::Error) || st == QLatin1String(status::Timeout) || st == QLatin1String(status::Crashed))
            return QStringLiteral("error");
    }
    return QStringLiteral("no_gpu");
}

QString summarySentence(const QString &st, const QJsonArray &backends, const QJsonArray &devices)
{
    QStringList gpuNames;
    QStringList gpuBackends;
    int partial = 0;
    int software = 0;
    int slices = 0;
    for (const QJsonValue &v : devices) {
        const QJsonObject d = v.toObject();
        if (!isGpu(d)) {
            ++software;
            continue;
        }
        if (d.contains(QLatin1String("parent"))) {
            ++slices;
            continue;
        }
        gpuNames << d.value(QStringLiteral("name")).toString();
        const QString b = d.value(QStringLiteral("backend")).toString();
        if (!gpuBackends.contains(b))
            gpuBackends << b;
        if (d.value(QStringLiteral("partial")).toBool())
            ++partial;
    }
    const QString others = software > 0 ? QStringLiteral("; %1 software or CPU device(s)").arg(software) : QString();
    if (!gpuNames.isEmpty()) {
        // Several GPUs of one model: "6 × RTX 3090 + 1 × RTX PRO 6000", each GPU counted once.
        const QJsonArray groups = gpuGroups(devices);
        bool repeated = false;
        int counted = 0;
        for (const QJsonValue &g : groups) {
            repeated = repeated || g.toObject().value(QLatin1String("count")).toInt() > 1;
            counted += g.toObject().value(QLatin1String("count")).toInt();
        }
        QStringList groupNames;
        for (const QJsonValue &g : groups)
            groupNames << g.toObject().value(QLatin1String("name")).toString();
        const QString names = repeated ? gpuGroupText(groups) : groupNames.join(QStringLiteral(", "));
        const int n = counted;
        QString s = QStringLiteral("Found %1 GPU%2 via %3: %4")
                        .arg(n)
                        .arg(n == 1 ? QString() : QStringLiteral("s"))
                        .arg(gpuBackends.join(QStringLiteral(", ")), names);
        if (partial > 0)
            s += QStringLiteral("; some figures unavailable on %1 of them").arg(partial);
        if (slices > 0)
            s += QStringLiteral("; %1 MIG slice(s)").arg(slices);
        return s + others + QLatin1Char('.');
    }
    if (st == QLatin1String("error")) {
        for (const QJsonValue &v : backends) {
            const QJsonObject b = v.toObject();
            const QString bs = b.value(QStringLiteral("status")).toString();
            if (bs == QLatin1String(status::Error) || bs == QLatin1String(status::Timeout) || bs == QLatin1String(status::Crashed))
                return QStringLiteral("No GPU could be read: %1 (%2)%3.")
                    .arg(b.value(QStringLiteral("reason")).toString(), b.value(QStringLiteral("name")).toString(), others);
        }
    }
    QStringList tried;
    for (const QJsonValue &v : backends) {
        const QJsonObject b = v.toObject();
        tried << b.value(QStringLiteral("name")).toString() + QStringLiteral(": ") + b.value(QStringLiteral("code")).toString();
    }
    return QStringLiteral("No GPU detected (%1)%2.").arg(tried.join(QStringLiteral(", ")), others);
}

QJsonObject composeDocument(const ProbeOptions &options, const QJsonArray &backends, const QJsonArray &devices, const QDateTime &startedAt,
    const QDateTime &finishedAt)
{
    QJsonArray ordered;
    for (const QJsonValue &v : devices)
        if (isGpu(v.toObject()))
            ordered.append(v);
    for (const QJsonValue &v : devices)
        if (!isGpu(v.toObject()))
            ordered.append(v);

    QJsonObject opts;
    opts.insert(QStringLiteral("quick"), options.quick);
    opts.insert(QStringLiteral("list"), options.listOnly);
    opts.insert(QStringLiteral("device"), options.device ? QJsonValue(*options.device) : QJsonValue(QJsonValue::Null));
    opts.insert(QStringLiteral("timeout_s"), options.timeoutSeconds);

    QJsonArray warnings;
    const QJsonArray unique = deduplicateDevices(ordered, warnings);
    const QJsonArray groups = gpuGroups(unique);
    QJsonArray bounded;
    for (int i = 0; i < unique.size() && i < MaxDocumentDevices; ++i)
        bounded.append(unique.at(i));
    const int omitted = int(unique.size()) - int(bounded.size());
    if (omitted > 0)
        warnings.append(QStringLiteral("%1 devices found; only the first %2 are listed").arg(unique.size()).arg(MaxDocumentDevices));
    const QString st = overallStatus(backends, unique);
    QJsonObject doc;
    doc.insert(QStringLiteral("schema"), QLatin1String(SchemaVersion));
    doc.insert(QStringLiteral("probe_version"), QStringLiteral(CLOUDGAUGE_VERSION));
    doc.insert(QStringLiteral("host"), QSysInfo::machineHostName());
    doc.insert(QStringLiteral("os"), QString(QSysInfo::prettyProductName() + QStringLiteral(", kernel ") + QSysInfo::kernelVersion()));
    doc.insert(QStringLiteral("started_at"), startedAt.toUTC().toString(Qt::ISODate));
    doc.insert(QStringLiteral("finished_at"), finishedAt.toUTC().toString(Qt::ISODate));
    doc.insert(QStringLiteral("options"), opts);
    doc.insert(QStringLiteral("status"), st);
    doc.insert(QStringLiteral("summary"), summarySentence(st, backends, unique));
    doc.insert(QStringLiteral("gpu_groups"), groups);
    doc.insert(QStringLiteral("gpu_summary"), gpuGroupText(groups));
    doc.insert(QStringLiteral("warnings"), warnings);
    doc.insert(QStringLiteral("backends"), backends);
    doc.insert(QStringLiteral("devices"), bounded);
    doc.insert(QStringLiteral("devices_omitted"), omitted);
    return doc;
}

} // namespace cg::probe
