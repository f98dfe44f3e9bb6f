#pragma once

#include "ProbeTypes.h"

#include <QString>

#include <optional>

namespace cg::probe {

/// Return codes of the NVML API (nvmlReturn_t), from the NVML API reference,
/// https://docs.nvidia.com/deploy/nvml-api/group__nvmlDeviceEnumvs.html. Our own declaration:
/// no NVIDIA header is needed to build.
enum NvmlReturn : int {
    NvmlSuccess = 0,
    NvmlErrorUninitialized = 1,
    NvmlErrorInvalidArgument = 2,
    NvmlErrorNotSupported = 3,
    NvmlErrorNoPermission = 4,
    NvmlErrorAlreadyInitialized = 5,
    NvmlErrorNotFound = 6,
    NvmlErrorInsufficientSize = 7,
    NvmlErrorInsufficientPower = 8,
    NvmlErrorDriverNotLoaded = 9,
    NvmlErrorTimeout = 10,
    NvmlErrorIrqIssue = 11,
    NvmlErrorLibraryNotFound = 12,
    NvmlErrorFunctionNotFound = 13,
    NvmlErrorCorruptedInforom = 14,
    NvmlErrorGpuIsLost = 15,
    NvmlErrorResetRequired = 16,
    NvmlErrorOperatingSystem = 17,
    NvmlErrorLibRmVersionMismatch = 18,
    NvmlErrorInUse = 19,
    NvmlErrorMemory = 20,
    NvmlErrorNoData = 21,
    NvmlErrorUnknown = 999,
};

/// "NVML_ERROR_NOT_SUPPORTED" for 3, and so on; "NVML_ERROR_<n>" for codes not listed above.
QString nvmlErrorName(int code);

/// CUDA cores per streaming multiprocessor for a compute capability, or null when not known.
/// Source: CUDA C++ Programming Guide, "Arithmetic Instructions" (throughput of 32-bit
/// floating-point add/multiply per SM per clock),
/// https://docs.nvidia.com/cuda/cuda-c-programming-guide/#arithmetic-instructions.
std::optional<int> cudaCoresPerSm(int major, int minor);

/// Options of the NVML backend.
struct NvmlOptions
{
    /// Load exactly this file instead of searching (`CLOUDGAUGE_NVML_LIBRARY`; used by tests).
    std::optional<QString> libraryOverride;
};

/// Inventory of NVIDIA GPUs through NVML, loaded at run time with
/// `dlopen("libnvidia-ml.so.1")`, then `libnvidia-ml.so` (some distributions ship only the
/// versioned name, field report PRB-05), with our own declarations of the few functions used
/// (NVML API reference: https://docs.nvidia.com/deploy/nvml-api/).
///
/// Per device: name, UUID, PCI bus id and device id (nvmlDeviceGetPciInfo_v3), memory total and
/// used (MiB, from bytes), MIG mode, GPU temperature (°C), power draw (W, from mW), GPU
/// utilisation (%), max SM clock (MHz), SM count (from nvmlDeviceGetNumGpuCores divided by
/// cudaCoresPerSm()); driver version as driver_version, CUDA driver version as runtime_version
/// ("CUDA 12.4"); and the `health` fields of readNvmlHealth() (probe/NvmlHealth.h). Every call stands on its own: NOT_SUPPORTED,
/// NO_PERMISSION or any other error (or a function missing from an older driver) leaves that field null and lists it in `unavailable` as
/// "utilization_percent: NVML_ERROR_NOT_SUPPORTED" (PRB-01). Never 0.
///
/// Backend outcomes: library not found → unsupported/not_installed; a library whose path has a
/// `/stubs/` directory (a CUDA toolkit stub), or whose init returns LIBRARY_NOT_FOUND →
/// unsupported/stub_library naming the path; DRIVER_NOT_LOADED (9) → unsupported/no_devices
/// "no NVIDIA driver loaded"; LIB_RM_VERSION_MISMATCH (18) → error/driver_mismatch (PRB-03);
/// NO_PERMISSION → error/no_permission; zero devices → unsupported/no_devices.
/// NVML runs in-process: a call that hangs in the driver hangs this backend (the GUI runs the
/// probe out of process with its own timeout for that reason).
BackendResult probeNvml(const NvmlOptions &options);

} // namespace cg::probe
