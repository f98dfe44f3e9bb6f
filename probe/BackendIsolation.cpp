#include "BackendIsolation.h"

#include "NvmlBackend.h"
#include "ToolRunner.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSet>
#include <QThread>

#include <chrono>
#include <cmath>
#include <csignal>
#include <cstdlib>
#include <cstring>

#if defined(CLOUDGAUGE_PROBE_COMPUTE) && __has_include("compute/ComputeBackends.h")
#include "compute/ComputeBackends.h"
#define CG_PROBE_HAS_COMPUTE 1
#endif

namespace cg::probe {

namespace {

constexpr int MaxVulkanManifests = 32;

QString secondsText(double seconds)
{
    return QString::number(seconds, 'g', 4);
}

QString signalName(int sig)
{
    const char *abbrev = ::sigabbrev_np(sig);
    return abbrev ? QStringLiteral("SIG") + QLatin1String(abbrev) : QStringLiteral("signal %1").arg(sig);
}

QString tail(const QByteArray &bytes)
{
    return QString::fromUtf8(bytes.right(StderrTailLimit));
}

QJsonObject failedBackend(const QString &name, const char *st, const char *cd, const QString &reason)
{
    Backend b;
    b.name = name;
    b.set(st, cd, reason);
    return b.toJson();
}

/// Applies CLOUDGAUGE_PROBE_CRASH=<which>:<what> (test hook, see runBackendChild()).
void crashHook(const QString &which)
{
    const QString hook = qEnvironmentVariable("CLOUDGAUGE_PROBE_CRASH");
    if (hook.section(QLatin1Char(':'), 0, 0) != which)
        return;
    const QString what = hook.section(QLatin1Char(':'), 1);
    std::fprintf(stderr, "cloudgauge-probe: test hook CLOUDGAUGE_PROBE_CRASH=%s\n", qPrintable(hook));
    std::fflush(stderr);
    if (what == QLatin1String("abort"))
        std::abort();
    if (what == QLatin1String("segv"))
        ::raise(SIGSEGV);
    if (what == QLatin1String("hang"))
        QThread::sleep(3600);
}

void addDirectoryOrFile(const QString &entry, QStringList &out, QSet<QString> &seen)
{
    if (entry.isEmpty())
        return;
    const QFileInfo fi(entry);
    QStringList files;
    if (fi.isDir()) {
        const QDir dir(entry);
        for (const QString &f : dir.entryList({ QStringLiteral("*.json") }, QDir::Files | QDir::Readable, QDir::Name))
            files << dir.filePath(f);
    } else if (fi.isFile()) {
        files << entry;
    }
    for (const QString &f : files) {
        const QString canonical = QFileInfo(f).canonicalFilePath();
        if (out.size() >= MaxVulkanManifests || canonical.isEmpty() || seen.contains(canonical))
            continue;
        seen.insert(canonical);
        out << f;
    }
}

QStringList envList(const char *name, const QString &fallback)
{
    const QString v = qEnvironmentVariable(name);
    return (v.isEmpty() ? fallback : v).split(QLatin1Char(':'), Qt::SkipEmptyParts);
}

std::optional<int> firstGpuElseZero(const QJsonArray &devices)
{
    if (devices.isEmpty())
        return std::nullopt;
    for (int i = 0; i < devices.size(); ++i)
        if (devices.at(i).toObject().value(QLatin1String("kind")).toString() == QLatin1String("gpu"))
            return i;
    return 0;
}

void appendReason(QJsonObject &backend, const QString &more)
{
    backend.insert(QStringLiteral("reason"), QString(backend.value(QLatin1String("reason")).toString() + more));
}

} // namespace

QJsonObject runBackendChild(const QString &which, const QString &icdManifest, const ProbeOptions &options)
{
    crashHook(which);
    if (!options.listOnly)
        crashHook(which + QStringLiteral("-bench"));
    QJsonObject out;
    IsolatedResult r;
    if (which == QLatin1String("nvml")) {
        const BackendResult nvml = probeNvml(NvmlOptions { options.nvmlLibrary });
        r.backend = nvml.backend.toJson();
        for (const Device &d : nvml.devices)
            r.devices.append(d.toJson());
    }
#ifdef CG_PROBE_HAS_COMPUTE
    else if (which == QLatin1String("opencl") || which == QLatin1String("vulkan")) {
        if (which == QLatin1String("vulkan") && !icdManifest.isEmpty()) {
            const QByteArray file = QFile::encodeName(icdManifest);
            qputenv("VK_DRIVER_FILES", file);
            qputenv("VK_ICD_FILENAMES", file);
            qunsetenv("VK_ADD_DRIVER_FILES");
        }
        ComputeOptions co;
        co.quick = options.quick;
        co.inventoryOnly = options.listOnly;
        co.device = options.device;
        const ComputeResult c = which == QLatin1String("vulkan") ? runVulkan(co) : runOpenCl(co);
        r.backend = c.backend;
        r.devices = c.devices;
    }
#endif
    else {
        r.backend = failedBackend(which, status::Error, code::Failed, QStringLiteral("unknown backend '%1'").arg(which));
    }
    out.insert(QStringLiteral("backend"), r.backend);
    out.insert(QStringLiteral("devices"), r.devices);
    return out;
}

IsolatedResult isolatedResultFromRun(const ToolRun &run, const QString &name, const QString &label, double deadlineSeconds)
{
    IsolatedResult r;
    if (run.outcome == ToolRun::Outcome::Finished && run.exitCode == 0) {
        QJsonParseError e {};
        const QJsonObject doc = QJsonDocument::fromJson(run.standardOutput, &e).object();
        if (e.error == QJsonParseError::NoError && doc.value(QLatin1String("backend")).isObject()) {
            r.backend = doc.value(QLatin1String("backend")).toObject();
            r.devices = doc.value(QLatin1String("devices")).toArray();
            r.backend.insert(QStringLiteral("elapsed_ms"), double(run.elapsedMs));
            return r;
        }
    }
    switch (run.outcome) {
    case ToolRun::Outcome::Crashed:
        r.backend = failedBackend(name, status::Crashed, code::Crashed,
            QStringLiteral("%1 crashed with signal %2 (%3)").arg(label).arg(run.exitCode).arg(signalName(run.exitCode)));
        r.backend.insert(QStringLiteral("signal"), run.exitCode);
        break;
    case ToolRun::Outcome::TimedOut:
        r.backend = failedBackend(name, status::Timeout, code::Timeout,
            QStringLiteral("%1 did not respond within %2 s").arg(label, secondsText(deadlineSeconds)));
        if (run.abandoned)
            appendReason(r.backend, QStringLiteral("; it could not be killed and was left behind"));
        break;
    case ToolRun::Outcome::Finished:
        r.backend = failedBackend(name, status::Error, code::Failed,
            run.exitCode == 0 ? QStringLiteral("%1 wrote no valid document").arg(label)
                              : QStringLiteral("%1 exited with status %2").arg(label).arg(run.exitCode));
        r.backend.insert(QStringLiteral("exit_code"), run.exitCode);
        break;
    case ToolRun::Outcome::NotFound:
    case ToolRun::Outcome::FailedToStart:
        r.backend = failedBackend(name, status::Error, code::Failed, run.errorText);
        break;
    }
    r.backend.insert(QStringLiteral("stderr_tail"), tail(run.standardError));
    r.backend.insert(QStringLiteral("elapsed_ms"), double(run.elapsedMs));
    return r;
}

QStringList vulkanDriverManifests()
{
    QStringList out;
    QSet<QString> seen;
    const QString home = QDir::homePath();
    QStringList overrides = envList("VK_DRIVER_FILES", QString());
    if (overrides.isEmpty())
        overrides = envList("VK_ICD_FILENAMES", QString());
    if (!overrides.isEmpty()) {
        for (const QString &e : overrides)
            addDirectoryOrFile(e, out, seen);
        return out;
    }
    for (const QString &e : envList("VK_ADD_DRIVER_FILES", QString()))
        addDirectoryOrFile(e, out, seen);
    QStringList dirs;
    dirs << envList("XDG_CONFIG_HOME", home + QStringLiteral("/.config"));
    dirs << envList("XDG_CONFIG_DIRS", QStringLiteral("/etc/xdg"));
    dirs << QStringLiteral("/etc");
    dirs << envList("XDG_DATA_HOME", home + QStringLiteral("/.local/share"));
    dirs << envList("XDG_DATA_DIRS", QStringLiteral("/usr/local/share:/usr/share"));
    for (const QString &d : dirs)
        addDirectoryOrFile(d + QStringLiteral("/vulkan/icd.d"), out, seen);
    return out;
}

IsolatedBackends::IsolatedBackends(ToolRunner &runner, QString executable, const ProbeOptions &options)
    : m_runner(runner)
    , m_executable(std::move(executable))
    , m_options(options)
{
}

double IsolatedBackends::inventoryDeadline() const
{
    return nvmlTimeoutSeconds(m_options.timeoutSeconds);
}

double IsolatedBackends::benchmarkDeadline() const
{
    // The compute backends' own time budget (ComputeOptions::budget, 20 s) plus the inventory
    // allowance: a child past this is stuck, not slow.
    return 20.0 + inventoryDeadline();
}

QStringList IsolatedBackends::commonArgs(bool inventory) const
{
    QStringList args { QStringLiteral("--timeout"), QString::number(m_options.timeoutSeconds, 'g', 10) };
    if (inventory)
        args << QStringLiteral("--list");
    if (m_options.quick)
        args << QStringLiteral("--quick");
    return args;
}

IsolatedResult IsolatedBackends::runChild(const QString &name, const QString &label, const QStringList &args, double deadlineSeconds)
{
    const int ms = int(std::lround(deadlineSeconds * 1000.0));
    const ToolRun run = m_runner.run(m_executable, args, ms);
    if (run.abandoned)
        m_leftWorkBehind = true;
    return isolatedResultFromRun(run, name, label, deadlineSeconds);
}

IsolatedResult IsolatedBackends::nvml()
{
    QStringList args { QStringLiteral("--backend"), QStringLiteral("nvml") };
    args << commonArgs(true);
    return runChild(QStringLiteral("nvml"), QStringLiteral("NVML"), args, inventoryDeadline());
}

void IsolatedBackends::benchmarkInChild(const QString &name, const QStringList &extraArgs, int local, QJsonObject &device)
{
    QStringList args { QStringLiteral("--backend"), name };
    args << extraArgs << commonArgs(false) << QStringLiteral("--device") << QString::number(local);
    const QString label = (name == QLatin1String("vulkan") ? QStringLiteral("the Vulkan") : QStringLiteral("the OpenCL"))
        + QStringLiteral(" benchmark process");
    const IsolatedResult r = runChild(name, label, args, benchmarkDeadline());
    const QJsonObject child = r.devices.at(local).toObject();
    if (child.value(QLatin1String("benchmarks")).isObject()) {
        device.insert(QStringLiteral("benchmarks"), child.value(QLatin1String("benchmarks")));
        return;
    }
    QJsonObject bench;
    const QString st = r.backend.value(QLatin1String("status")).toString();
    bench.insert(QStringLiteral("status"), st == QLatin1String(status::Timeout) ? QStringLiteral("timeout") : QStringLiteral("error"));
    bench.insert(QStringLiteral("reason"), r.backend.value(QLatin1String("reason")).toString());
    bench.insert(QStringLiteral("api"), name);
    if (r.backend.contains(QLatin1String("signal")))
        bench.insert(QStringLiteral("signal"), r.backend.value(QLatin1String("signal")));
    if (r.backend.contains(QLatin1String("stderr_tail")))
        bench.insert(QStringLiteral("stderr_tail"), r.backend.value(QLatin1String("stderr_tail")));
    device.insert(QStringLiteral("benchmarks"), bench);
}

IsolatedResult IsolatedBackends::openCl()
{
    QStringList args { QStringLiteral("--backend"), QStringLiteral("opencl") };
    args << commonArgs(true);
    IsolatedResult r = runChild(QStringLiteral("opencl"), QStringLiteral("OpenCL"), args, inventoryDeadline());
    if (m_options.listOnly || r.devices.isEmpty())
        return r;
    const std::optional<int> chosen = m_options.device ? m_options.device : firstGpuElseZero(r.devices);
    if (!chosen || *chosen < 0 || *chosen >= r.devices.size()) {
        r.backend.insert(QStringLiteral("benchmark_device"), QJsonValue::Null);
        appendReason(r.backend, QStringLiteral("; device %1 does not exist, nothing benchmarked").arg(chosen.value_or(-1)));
        return r;
    }
    QJsonObject device = r.devices.at(*chosen).toObject();
    benchmarkInChild(QStringLiteral("opencl"), {}, *chosen, device);
    r.devices.replace(*chosen, device);
    r.backend.insert(QStringLiteral("benchmark_device"), *chosen);
    return r;
}

IsolatedResult IsolatedBackends::vulkan()
{
    QStringList manifests = vulkanDriverManifests();
    const bool noManifest = manifests.isEmpty();
    if (noManifest)
        manifests << QString();
    IsolatedResult merged;
    QJsonArray drivers;
    QList<QPair<QString, int>> origin; // manifest and local index of each merged device
    QJsonObject firstFailure;
    QJsonObject firstOther;
    QJsonObject firstOk;
    QElapsedTimer clock;
    clock.start();
    int okDrivers = 0;
    QStringList brokenNames;
    for (const QString &m : std::as_const(manifests)) {
        QStringList args { QStringLiteral("--backend"), QStringLiteral("vulkan") };
        if (!m.isEmpty())
            args << QStringLiteral("--icd") << m;
        args << commonArgs(true);
        const QString label = m.isEmpty() ? QStringLiteral("Vulkan") : QStringLiteral("Vulkan driver %1").arg(QFileInfo(m).fileName());
        const IsolatedResult r = runChild(QStringLiteral("vulkan"), label, args, inventoryDeadline());
        const QString st = r.backend.value(QLatin1String("status")).toString();
        QJsonObject d;
        d.insert(QStringLiteral("manifest"), m.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(m));
        for (const char *key : { "status", "code", "reason", "signal", "stderr_tail", "elapsed_ms" })
            if (r.backend.contains(QLatin1String(key)))
                d.insert(QLatin1String(key), r.backend.value(QLatin1String(key)));
        d.insert(QStringLiteral("devices"), r.devices.size());
        drivers.append(d);
        if (st == QLatin1String(status::Ok) && !r.devices.isEmpty()) {
            ++okDrivers;
            if (firstOk.isEmpty())
                firstOk = r.backend;
        } else if (st == QLatin1String(status::Crashed) || st == QLatin1String(status::Timeout) || st == QLatin1String(status::Error)) {
            brokenNames << QFileInfo(m).fileName() + QStringLiteral(": ") + st;
            if (firstFailure.isEmpty())
                firstFailure = r.backend;
        } else if (firstOther.isEmpty()) {
            firstOther = r.backend;
        }
        for (int i = 0; i < r.devices.size(); ++i) {
            QJsonObject dev = r.devices.at(i).toObject();
            const int global = merged.devices.size();
            dev.insert(QStringLiteral("id"), QStringLiteral("vulkan:%1").arg(global));
            dev.insert(QStringLiteral("index"), global);
            if (!m.isEmpty())
                dev.insert(QStringLiteral("driver_manifest"), m);
            merged.devices.append(dev);
            origin.append({ m, i });
        }
        // A missing loader is missing for every manifest: no point asking again.
        if (r.backend.value(QLatin1String("code")).toString() == QLatin1String(code::NotInstalled))
            break;
    }

    if (okDrivers > 0) {
        merged.backend = firstOk;
        merged.backend.insert(
            QStringLiteral("reason"), QStringLiteral("%1 Vulkan device(s) from %2 driver(s)").arg(merged.devices.size()).arg(okDrivers));
    } else {
        merged.backend = !firstFailure.isEmpty() ? firstFailure : firstOther;
    }
    merged.backend.remove(QStringLiteral("benchmark_device"));
    if (!brokenNames.isEmpty() && okDrivers > 0)
        appendReason(merged.backend, QStringLiteral("; failed: %1").arg(brokenNames.join(QStringLiteral(", "))));
    if (!noManifest)
        merged.backend.insert(QStringLiteral("drivers"), drivers);

    QJsonValue benchmarkDevice = QJsonValue::Null;
    if (!m_options.listOnly && !merged.devices.isEmpty()) {
        const std::optional<int> chosen = m_options.device ? m_options.device : firstGpuElseZero(merged.devices);
        if (chosen && *chosen >= 0 && *chosen < merged.devices.size()) {
            QJsonObject device = merged.devices.at(*chosen).toObject();
            const auto &[manifest, local] = origin.at(*chosen);
            QStringList extra;
            if (!manifest.isEmpty())
                extra << QStringLiteral("--icd") << manifest;
            benchmarkInChild(QStringLiteral("vulkan"), extra, local, device);
            merged.devices.replace(*chosen, device);
            benchmarkDevice = *chosen;
        } else if (chosen) {
            appendReason(merged.backend, QStringLiteral("; device %1 does not exist, nothing benchmarked").arg(*chosen));
        }
    }
    merged.backend.insert(QStringLiteral("benchmark_device"), benchmarkDevice);
    merged.backend.insert(QStringLiteral("elapsed_ms"), double(clock.elapsed()));
    return merged;
}

} // namespace cg::probe
