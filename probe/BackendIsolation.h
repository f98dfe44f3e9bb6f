#pragma once

// Backend isolation of cloudgauge-probe (probe/schema.md, "Isolation"): NVML, OpenCL and each
// Vulkan driver manifest run in a child process of the probe (the same executable started again
// with the hidden option `--backend NAME`), which prints {"backend": {...}, "devices": [...]} on
// stdout. A child that crashes, aborts or hangs costs only its backend (or its Vulkan driver).

#include "ProbeRunner.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace cg::probe {

class ToolRunner;
struct ToolRun;

/// Bytes of a failed child's standard error kept in `stderr_tail` (its last bytes).
inline constexpr int StderrTailLimit = 2048;

/// One backend's output as JSON: its Backend object and Device objects.
struct IsolatedResult
{
    QJsonObject backend;
    QJsonArray devices;
};

/// Child side: runs backend `which` ("nvml", "opencl" or "vulkan") in this process and returns
/// {"backend", "devices"}. For "vulkan" with a non-empty `icdManifest`, VK_DRIVER_FILES and
/// VK_ICD_FILENAMES are set to that one file first (and VK_ADD_DRIVER_FILES removed), so the
/// loader sees only that driver. Test hook: `CLOUDGAUGE_PROBE_CRASH=<which>:<abort|segv|hang>`
/// makes this child abort, segfault or sleep for an hour before doing anything else;
/// `<which>-bench:<what>` does so in benchmark children only (not with --list).
/// An unknown `which` gives a Backend with status error.
QJsonObject runBackendChild(const QString &which, const QString &icdManifest, const ProbeOptions &options);

/// Parent side: maps one finished child run onto a backend result. A child that exited 0 with a
/// JSON object carrying "backend" gives that object; otherwise the Backend named `name` gets
/// status `crashed` (code `crashed`, `signal` = the signal number, reason "<label> crashed with
/// signal 11 (SIGSEGV)"), `timeout` ("<label> did not respond within N s") or `error` (code
/// `failed`: an exit status other than 0, or output that is no document), with `stderr_tail`
/// (the last StderrTailLimit bytes of its stderr). `elapsed_ms` is the parent's wall time.
IsolatedResult isolatedResultFromRun(const ToolRun &run, const QString &name, const QString &label, double deadlineSeconds);

/// Vulkan driver manifests as the Vulkan loader finds them on Linux
/// (https://github.com/KhronosGroup/Vulkan-Loader/blob/main/docs/LoaderDriverInterface.md,
/// "Driver Discovery on Linux"): the entries of VK_DRIVER_FILES, else VK_ICD_FILENAMES
/// (colon-separated files or directories), when set; otherwise VK_ADD_DRIVER_FILES, then the
/// `vulkan/icd.d` directories under $XDG_CONFIG_HOME (~/.config), $XDG_CONFIG_DIRS (/etc/xdg),
/// /etc, $XDG_DATA_HOME (~/.local/share) and $XDG_DATA_DIRS (/usr/local/share:/usr/share).
/// A directory contributes its `*.json` files in name order; duplicates (same canonical path)
/// are listed once; at most 32 manifests.
QStringList vulkanDriverManifests();

/// Runs the backends in child processes of `executable` through `runner` (which puts each in
/// its own process group and kills it at the deadline).
class IsolatedBackends final
{
public:
    IsolatedBackends(ToolRunner &runner, QString executable, const ProbeOptions &options);

    /// NVML in one child, deadline nvmlTimeoutSeconds(); a hang gives "NVML did not respond
    /// within N s".
    IsolatedResult nvml();
    /// OpenCL: an inventory child, then (unless --list) a benchmark child for the chosen
    /// device, so a crash while benchmarking keeps the inventory.
    IsolatedResult openCl();
    /// Vulkan: one inventory child per manifest of vulkanDriverManifests() (one without a
    /// manifest when none is found), devices renumbered "vulkan:0".. in manifest order, the
    /// Backend's `drivers` listing each manifest's outcome; then a benchmark child for the
    /// chosen device's manifest. The backend is `ok` when any driver gave a device.
    IsolatedResult vulkan();

    /// True when a child could not be killed and was left behind.
    bool leftWorkBehind() const { return m_leftWorkBehind; }

private:
    IsolatedResult runChild(const QString &name, const QString &label, const QStringList &args, double deadlineSeconds);
    QStringList commonArgs(bool inventory) const;
    double inventoryDeadline() const;
    double benchmarkDeadline() const;
    /// Benchmarks device `local` of the child given by `extraArgs` and puts its `benchmarks`
    /// into `device`; a failed child gives benchmarks status error/timeout with the reason.
    void benchmarkInChild(const QString &name, const QStringList &extraArgs, int local, QJsonObject &device);

    ToolRunner &m_runner;
    QString m_executable;
    ProbeOptions m_options;
    bool m_leftWorkBehind = false;
};

} // namespace cg::probe
