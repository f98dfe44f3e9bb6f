#pragma once

// The records of one probe run, shaped like the output contract in probe/schema.md
// (schema `cloudgauge-probe/1`): one Backend per backend tried, one Device per device found.
// A value that could not be read is an empty optional (JSON null), never 0.

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace cg::probe {

/// Backend statuses and codes of probe/schema.md, section "Backend".
namespace status {
inline constexpr const char *Ok = "ok";
inline constexpr const char *Unsupported = "unsupported";
inline constexpr const char *Skipped = "skipped";
inline constexpr const char *Error = "error";
inline constexpr const char *Timeout = "timeout";
inline constexpr const char *Crashed = "crashed"; ///< the backend's child process died from a signal
} // namespace status

namespace code {
inline constexpr const char *Ok = "ok";
inline constexpr const char *NotInstalled = "not_installed";
inline constexpr const char *NoDevices = "no_devices";
inline constexpr const char *DriverMismatch = "driver_mismatch";
inline constexpr const char *StubLibrary = "stub_library";
inline constexpr const char *NoPermission = "no_permission";
inline constexpr const char *UnrecognisedOutput = "unrecognised_output";
inline constexpr const char *Timeout = "timeout";
inline constexpr const char *Failed = "failed";
inline constexpr const char *Crashed = "crashed";
} // namespace code

/// The sentence of field report PRB-03, shared by the NVML and nvidia-smi backends.
inline constexpr const char *DriverMismatchReason
    = "NVIDIA kernel driver and user-space library versions differ; usually fixed by rebooting after a driver update";

/// Cap of Backend::rawOutput in bytes (probe/schema.md: first 4096 bytes of stdout+stderr).
inline constexpr int RawOutputLimit = 4096;

/// One backend tried (nvml, nvidia-smi, amd-smi, rocm-smi, ...), with its outcome.
struct Backend
{
    QString name;
    QString status = QLatin1String(status::Unsupported);
    QString code = QLatin1String(code::NotInstalled);
    QString reason;
    std::optional<QString> library; ///< library loaded or tool path; null when none
    std::optional<QString> toolVersion; ///< driver / tool version reported
    std::optional<int> exitCode; ///< external tool's exit status
    std::optional<QByteArray> rawOutput; ///< first RawOutputLimit bytes, only when the backend failed
    qint64 elapsedMs = 0;

    /// Sets status, code and reason in one go.
    void set(const char *newStatus, const char *newCode, const QString &newReason);
    /// Keeps the first RawOutputLimit bytes of `output` as raw_output.
    void keepRawOutput(const QByteArray &output);
    /// The Backend object of probe/schema.md.
    QJsonObject toJson() const;
};

/// One device found by a backend. Units: MiB, MHz, °C, W, percent.
struct Device
{
    QString backend;
    int index = 0;
    std::optional<QString> uuid;
    std::optional<QString> pciBusId;
    std::optional<QString> pciDeviceId; ///< "0x2330": the vendor-specific 16-bit device id
    QString vendor;
    QString name;
    QString kind = QStringLiteral("gpu");
    bool software = false;
    std::optional<QString> formFactor; ///< "sxm", "pcie", "oam"
    std::optional<double> memoryTotalMiB;
    std::optional<double> memoryUsedMiB;
    std::optional<QString> driverVersion;
    std::optional<QString> runtimeVersion;
    std::optional<QString> migMode; ///< "enabled" or "disabled"
    std::optional<int> computeUnits;
    std::optional<double> maxClockMHz;
    std::optional<double> temperatureC;
    std::optional<double> powerDrawW;
    std::optional<double> utilizationPercent;
    /// MIG slice only (probe/MigDevices.h): the parent GPU's id ("nvml:0"), the profile
    /// ("3g.40gb"), the fraction of the parent's compute (3/7) and the profile's memory in GB.
    std::optional<QString> parentId;
    std::optional<QString> migProfile;
    std::optional<double> computeFraction;
    std::optional<int> profileMemoryGb;
    /// NVML health fields (probe/NvmlHealth.h: ECC, remapped rows, PCIe link, persistence, clock
    /// event reasons, NVLink), written as the Device key `health` when not empty. What it cannot
    /// read is listed inside it, not in `unavailable`: these fields do not make a device partial.
    QJsonObject health;
    /// "field: token seen" for every field that could not be read; non-empty means partial.
    QStringList unavailable;

    bool partial() const { return !unavailable.isEmpty(); }
    /// Records that `field` (a schema key) could not be read, with the token or error seen.
    void markUnavailable(const char *field, const QString &seen);
    /// "backend:index", e.g. "nvml:0"; a MIG slice "<parent id>/mig<index>", e.g. "nvml:0/mig1".
    QString id() const;
    /// The Device object of probe/schema.md.
    QJsonObject toJson() const;
};

/// What one backend produced.
struct BackendResult
{
    Backend backend;
    QList<Device> devices;
};

} // namespace cg::probe
