#pragma once

#include <QJsonObject>

namespace cg::probe {

/// The NVML functions behind a GPU's health fields, looked up in an already opened NVML
/// library; any of them may be missing from an older driver (then that field is unreadable).
/// Signatures from the NVML API reference, "Device Queries"
/// (https://docs.nvidia.com/deploy/nvml-api/group__nvmlDeviceQueries.html).
struct NvmlHealthApi
{
    using EnableStatePairFn = int (*)(void *, unsigned *, unsigned *);
    using EnableStateFn = int (*)(void *, unsigned *);
    using UIntFn = int (*)(void *, unsigned *);
    using EccCountFn = int (*)(void *, int, int, unsigned long long *);
    using RowsFn = int (*)(void *, unsigned *, unsigned *, unsigned *, unsigned *);
    using ReasonsFn = int (*)(void *, unsigned long long *);
    using LinkStateFn = int (*)(void *, unsigned, unsigned *);
    using ClockFn = int (*)(void *, int, unsigned *);

    EnableStatePairFn eccMode = nullptr; ///< nvmlDeviceGetEccMode(dev, *current, *pending)
    EccCountFn eccErrors = nullptr; ///< nvmlDeviceGetTotalEccErrors(dev, errorType, counterType, *count)
    RowsFn remappedRows = nullptr; ///< nvmlDeviceGetRemappedRows(dev, *corr, *unc, *pending, *failure)
    EnableStateFn retiredPagesPending = nullptr; ///< nvmlDeviceGetRetiredPagesPendingStatus
    UIntFn pcieGen = nullptr, pcieWidth = nullptr, pcieMaxGen = nullptr, pcieMaxWidth = nullptr;
    EnableStateFn persistence = nullptr; ///< nvmlDeviceGetPersistenceMode
    ReasonsFn clockEventReasons = nullptr; ///< nvmlDeviceGetCurrentClocksEventReasons (or ...ThrottleReasons)
    LinkStateFn nvlinkState = nullptr; ///< nvmlDeviceGetNvLinkState(dev, link, *isActive)
    ClockFn clock = nullptr; ///< nvmlDeviceGetClockInfo(dev, NVML_CLOCK_SM, *mhz)
};

/// Looks the health functions up in `library` (a dlopen handle of libnvidia-ml).
NvmlHealthApi loadNvmlHealthApi(void *library);

/// The clock event reasons of NVML's bit mask (nvml.h, "nvmlClocksEventReasons": GpuIdle 0x1,
/// ApplicationsClocksSetting 0x2, SwPowerCap 0x4, HwSlowdown 0x8, SyncBoost 0x10,
/// SwThermalSlowdown 0x20, HwThermalSlowdown 0x40, HwPowerBrakeSlowdown 0x80,
/// DisplayClockSetting 0x100) as schema names: "gpu_idle", "hw_slowdown", ... in bit order;
/// unknown bits as "bit_0x200".
QStringList clockEventReasonNames(unsigned long long mask);

/// The Device `health` object of probe/schema.md ("Acceptance"), read from one GPU handle:
/// `ecc_mode` ("enabled"/"disabled"), `ecc_uncorrected_volatile` (count since the driver
/// loaded), `remapped_rows` {correctable, uncorrectable, pending, failure}, `retired_pages_pending`
/// (bool), `pcie` {gen, width, max_gen, max_width}, `persistence_mode`, `sm_clock_mhz` (now),
/// `clock_event_reasons` {mask ("0x…"), active [names]}, `nvlink_active_links` (links 0–17 in
/// state active). A field NVML does not give is absent and listed in `unreadable` with the error
/// name ("ecc_mode": "NVML_ERROR_NOT_SUPPORTED"); NVLink on a GPU without it is
/// `nvlink_active_links: null` with that reason. Never 0 for unknown.
QJsonObject readNvmlHealth(const NvmlHealthApi &api, void *device);

} // namespace cg::probe
