#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace cg {

/**
 * One measured figure of a probe benchmark (probe/schema.md, "Measure"): the median and best of
 * the kept samples, in the figure's unit (GB/s = 10^9 bytes/s for bandwidth and transfers,
 * TFLOPS = 10^12 FLOP/s for FP32 throughput).
 */
struct ProbeMeasure
{
    std::optional<double> median, best;
    std::optional<double> spread; ///< (max - min) / median over the kept samples, a fraction
    std::optional<double> dispatchMs; ///< median time of one dispatch, ms
    int samples = 0;
    bool verified = false; ///< the result matched a host computation
};

/// A measure's figure as a number to show or store: its best sample (else its median), and only
/// when the result was verified against the host; an unverified result is never a figure.
std::optional<double> verifiedFigure(const std::optional<ProbeMeasure> &measure);

/// The micro-benchmarks run on one device (probe/schema.md, "Benchmarks").
struct ProbeBenchmarks
{
    QString status; ///< ok, skipped, error, timeout, cancelled
    QString reason;
    QString api; ///< opencl, vulkan
    std::optional<ProbeMeasure> copyGBs, triadGBs, fp32Tflops, h2dGBs, d2hGBs;

    /// The best verified device-memory bandwidth, GB/s: the larger "best" of copy and triad.
    std::optional<double> bestBandwidthGBs() const;
    /// The best verified FP32 throughput, TFLOPS.
    std::optional<double> bestFp32Tflops() const;
};

/// One device found by a probe backend (probe/schema.md, "Device"). Missing values are empty, never 0.
struct ProbeDevice
{
    QString id; ///< "nvml:0", "opencl:0:1", "vulkan:0"
    QString backend;
    int index = 0;
    QString uuid, pciBusId, pciDeviceId, vendor, name;
    QString kind; ///< gpu, cpu (every software device), other
    bool software = false;
    QString formFactor; ///< sxm, pcie, oam or empty
    std::optional<double> memoryTotalMib, memoryUsedMib;
    QString driverVersion, runtimeVersion, migMode;
    /// MIG slice only: the parent GPU's id ("nvml:0"), the profile ("3g.40gb") and the share of
    /// the parent's compute (3/7); empty for a whole GPU.
    QString parentId, migProfile;
    std::optional<double> computeFraction;
    std::optional<int> computeUnits;
    std::optional<double> maxClockMhz, temperatureC, powerDrawW, utilizationPercent;
    bool partial = false;
    QStringList unavailable; ///< "power_draw_w: [Not Supported]"
    std::optional<ProbeBenchmarks> benchmarks;

    /// A real GPU: kind "gpu" and not a software renderer. pocl and llvmpipe never count.
    bool isGpu() const { return kind == QLatin1String("gpu") && !software; }
    /// A MIG slice listed under its parent GPU (counted with the parent, not as one more GPU).
    bool isSlice() const { return !parentId.isEmpty(); }
};

/// One backend the probe tried (probe/schema.md, "Backend").
struct ProbeBackend
{
    QString name; ///< nvml, nvidia-smi, amd-smi, rocm-smi, opencl, vulkan
    QString status; ///< ok, unsupported, skipped, error, timeout
    QString code; ///< ok, not_installed, no_devices, driver_mismatch, stub_library, no_permission, unrecognised_output, timeout, failed
    QString reason, library, toolVersion, rawOutput;
    std::optional<int> exitCode;
    std::optional<double> elapsedMs;
};

/**
 * A parsed `cloudgauge-probe` document, schema `cloudgauge-probe/1` (probe/schema.md). `document`
 * keeps the bytes as received so a stored run can be shown again or re-parsed by a later version.
 */
struct ProbeReport
{
    QString schema, probeVersion, host, os, startedAt, finishedAt;
    QString status; ///< ok, partial, no_gpu, error, cancelled
    QString summary;
    /// The GPUs by model, "6 × NVIDIA GeForce RTX 3090 + 1 × NVIDIA RTX PRO 6000" (empty: none or
    /// an older probe).
    QString gpuSummary;
    QStringList warnings; ///< e.g. a repeated device row that was dropped
    int devicesOmitted = 0; ///< devices found beyond the document's bound (64)
    QList<ProbeBackend> backends;
    QList<ProbeDevice> devices;
    QByteArray document;

    /// The device a comparison is about: the first real GPU with a measured figure, else the
    /// first real GPU, else the first device with a measured figure, else the first device;
    /// nullptr when there are no devices.
    const ProbeDevice *primaryDevice() const;
    /// The same GPU as seen by another backend (NVML or an smi tool beside OpenCL): same PCI bus
    /// id, else the same name; nullptr when none. It carries what OpenCL cannot tell (form
    /// factor, PCI device id).
    const ProbeDevice *inventoryTwin(const ProbeDevice &device) const;
};

/// Largest probe document accepted, bytes (a real one is a few KB; the limit keeps a runaway
/// child from filling memory).
inline constexpr qsizetype kMaxProbeDocumentBytes = 4 * 1024 * 1024;

/**
 * Parses a probe document. Refuses, with a one-line English `error`, anything that is not one
 * JSON object of a `cloudgauge-probe/1.x` schema with `backends` and `devices` arrays: empty
 * input, text that is not JSON (e.g. a shell error), another major schema version, a document
 * over kMaxProbeDocumentBytes. Within a valid document, an optional field of the wrong type, a
 * non-finite or negative number is read as missing (empty), never as 0, and unknown keys are
 * ignored (schema rule: add keys, never rename). A benchmark figure above 10^5 GB/s or TFLOPS is
 * not taken as a measurement, and a device named like a software renderer (llvmpipe, lavapipe,
 * SwiftShader, pocl) is software whatever the document says.
 */
std::optional<ProbeReport> parseProbeReport(const QByteArray &json, QString *error);

} // namespace cg
