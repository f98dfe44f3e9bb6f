#pragma once

#include "ProbeTypes.h"

#include <QByteArray>
#include <QStringList>

namespace cg::probe {

/// The fields the probe asks nvidia-smi for, in order:
/// `index,uuid,pci.bus_id,name,memory.total,memory.used,utilization.gpu,temperature.gpu,
/// power.draw,clocks.max.sm,driver_version,mig.mode.current` (see `nvidia-smi --help-query-gpu`,
/// https://docs.nvidia.com/deploy/nvidia-smi/index.html).
QStringList nvidiaSmiQueryFields();

/// Parses the output of `nvidia-smi --query-gpu=<fields> --format=csv,noheader,nounits`.
///
/// `output` is stdout followed by stderr; `exitCode` is the tool's exit status; `fields` the
/// query field names in column order (default nvidiaSmiQueryFields()). A pure function: it
/// never starts anything and never throws; any input gives a BackendResult named "nvidia-smi".
///
/// Units: memory.total/memory.used MiB, power.draw W, temperature.gpu °C, clocks.max.sm MHz,
/// utilization.gpu percent; a trailing unit ("18.50 W") is tolerated.
///
/// - Each field is read on its own. A bracketed token (`[N/A]`, `[Not Supported]`,
///   `[Insufficient Permissions]`, `[Unknown Error]`, `[GPU requires reset]`, ...), `N/A`, `ERR!`,
///   an empty or non-numeric value becomes null, the device is partial and the field is listed in
///   `unavailable` as "power_draw_w: [Not Supported]" (field report PRB-01). Never 0.
/// - "Driver/library version mismatch" (or exit status 18) → status error, code driver_mismatch,
///   the PRB-03 reason, the NVML library version as tool_version; never a device.
/// - "No devices were found" (any exit status), "No supported GPUs were found" → unsupported,
///   no_devices; "couldn't communicate with the NVIDIA driver" → unsupported, no_devices, "no
///   NVIDIA driver loaded" (PRB-05).
/// - Lines that are not a row of `fields.size()` columns with an integer index are ignored; no row
///   at all → error, unrecognised_output (exit 0) or failed (other exit status).
/// When the status is not ok, exit_code and the first 4096 bytes of `output` are kept.
BackendResult parseNvidiaSmiCsv(const QByteArray &output, int exitCode, const QStringList &fields = nvidiaSmiQueryFields());

/// True for the tokens nvidia-smi prints instead of a value: anything in square brackets,
/// "N/A", "ERR!", and the empty string.
bool isNvidiaSmiUnavailableToken(const QString &token);

} // namespace cg::probe
