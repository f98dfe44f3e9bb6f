#pragma once

#include "ProbeTypes.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace cg::probe {

class ToolRunner;

/// Schema tag of the document (probe/schema.md).
inline constexpr const char *SchemaVersion = "cloudgauge-probe/1";
/// Default per-call timeout of external tools, seconds (field report PRB-04: 5-10 s).
inline constexpr double DefaultTimeoutSeconds = 8.0;

/// Deadline for the whole NVML backend (init, every device, shutdown), seconds: twice the
/// per-call timeout, because nvmlInit alone can take seconds per GPU without persistence mode.
inline double nvmlTimeoutSeconds(double perCallTimeoutSeconds)
{
    return 2.0 * perCallTimeoutSeconds;
}

/// What the command line asked for.
struct ProbeOptions
{
    bool quick = false; ///< shorter benchmarks (passed to the compute backends)
    bool listOnly = false; ///< inventory only, no benchmarks
    std::optional<int> device; ///< benchmark only this device index
    double timeoutSeconds = DefaultTimeoutSeconds; ///< per external call
    /// NVML library to load instead of searching (env `CLOUDGAUGE_NVML_LIBRARY`).
    std::optional<QString> nvmlLibrary;
    /// Run NVML, OpenCL and each Vulkan driver in child processes of this executable (the
    /// probe's own path; BackendIsolation.h). Empty: in this process (library use, tests).
    QString isolateWith;
};

/// nvidia-smi backend: runs `nvidia-smi --query-gpu=<nvidiaSmiQueryFields()>
/// --format=csv,noheader,nounits` through `runner` (argument list, no shell) and parses it with
/// parseNvidiaSmiCsv(). Not on PATH → unsupported/not_installed (no shell text); no answer
/// within `timeoutSeconds` → status and code timeout, "nvidia-smi did not respond within N s".
/// An older nvidia-smi that rejects a field ("Field \"mig.mode.current\" is not a valid field to
/// query") is asked again without it (at most twice); that field then stays null.
BackendResult probeNvidiaSmi(ToolRunner &runner, double timeoutSeconds);

/// amd-smi backend: `amd-smi version`, `amd-smi static --json`, then `amd-smi metric --json`,
/// each with `timeoutSeconds`; parsed by parseAmdSmi(); the tool version is recorded
/// (https://rocm.docs.amd.com/projects/amdsmi/en/latest/how-to/amdsmi-cli-tool.html).
BackendResult probeAmdSmi(ToolRunner &runner, double timeoutSeconds);

/// rocm-smi backend (fallback when amd-smi gave nothing): `rocm-smi --version`, then
/// `rocm-smi --showproductname --showmeminfo vram --showbus --showdriverversion --json`, parsed
/// by parseRocmSmi().
BackendResult probeRocmSmi(ToolRunner &runner, double timeoutSeconds);

/// Runs every backend in order (nvml; nvidia-smi only when NVML did not work; amd-smi; rocm-smi
/// only when amd-smi did not work; then OpenCL and Vulkan where probe/compute is built in) and
/// returns the complete document of probe/schema.md. Never throws; backends that fail are
/// reported as such in `backends`.
///
/// NVML runs in-process on a worker thread with a deadline of nvmlTimeoutSeconds(): a driver
/// that hangs gives the nvml backend status timeout ("NVML did not respond within N s") and the
/// thread is abandoned (see leftWorkBehind()).
class ProbeRunner final
{
public:
    explicit ProbeRunner(ToolRunner &runner);
    Q_DISABLE_COPY_MOVE(ProbeRunner)

    QJsonObject run(const ProbeOptions &options);

    /// True when a backend hung and was left running on a detached thread (NVML stuck in the
    /// driver). The caller must then end the process with _exit() after writing the document,
    /// because normal exit would run destructors under that thread.
    bool leftWorkBehind() const { return m_leftWorkBehind; }

private:
    BackendResult runNvmlWithDeadline(const ProbeOptions &options);

    ToolRunner &m_runner;
    bool m_leftWorkBehind = false;
};

/// The top-level document from the parts: `schema`, `probe_version`, `host`, `os`, times,
/// `options`, `status`, `summary`, `backends`, `devices` (GPUs first).
QJsonObject composeDocument(const ProbeOptions &options, const QJsonArray &backends, const QJsonArray &devices, const QDateTime &startedAt,
    const QDateTime &finishedAt);

/// Overall status of probe/schema.md: `ok` (a GPU, every figure read), `partial` (a GPU with a
/// figure or benchmark missing), `no_gpu` (no GPU from any backend, and none of them failed),
/// `error` (no GPU could be read because a backend failed with status error or timeout, e.g.
/// driver_mismatch: the machine may have a GPU).
QString overallStatus(const QJsonArray &backends, const QJsonArray &devices);

/// One English sentence for people, e.g. "Found 2 GPUs via nvml: NVIDIA H100 80GB HBM3,
/// NVIDIA H100 PCIe." or "No GPU detected (nvml: not_installed, nvidia-smi: not_installed)."
QString summarySentence(const QString &status, const QJsonArray &backends, const QJsonArray &devices);

} // namespace cg::probe
