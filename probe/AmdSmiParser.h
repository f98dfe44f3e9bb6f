#pragma once

#include "ProbeTypes.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace cg::probe {

/// The first complete JSON value ('{...}' or '[...]') in `text`, skipping any text before it
/// (warnings) and ignoring anything after it (a second document: one amd-smi release printed
/// several JSON arrays back to back, field report PRB-07). Empty when there is none. Brackets
/// inside JSON strings are honoured; nesting is limited to 256 levels.
QByteArray firstJsonDocument(const QByteArray &text);

/// Parses `amd-smi static --json` (`staticOut`) and, optionally, `amd-smi metric --json`
/// (`metricOut`, may be empty) into devices of backend "amd-smi".
///
/// Accepts a top-level list of GPU objects, an object `{"gpu_data": [...]}`, or one GPU object.
/// Keys are matched by name, ignoring case and punctuation: name from asic.market_name (or
/// board.product_name), pci_device_id from asic.device_id, pci_bus_id from bus.bdf,
/// compute_units from asic.num_compute_units, driver_version from driver.version,
/// memory_total_mib from vram.size / vram.vram_size_mb (or metric mem_usage.total_vram),
/// memory_used_mib from metric mem_usage.used_vram, utilization_percent from usage.gfx_activity,
/// power_draw_w from power.socket_power, temperature_c from temperature.hotspot or .edge.
/// Values may be numbers, strings or {"value": v, "unit": u}; amd-smi's "MB" is MiB
/// (it divides bytes by 1024², see https://rocm.docs.amd.com/projects/amdsmi/). "N/A" or an
/// absent name or VRAM size → null, partial, listed in `unavailable`; never 0 MB.
/// No JSON: "No JSON data to report" → unsupported, unrecognised_output; other text → error,
/// unrecognised_output, with raw output. A pure function; never throws.
BackendResult parseAmdSmi(const QByteArray &staticOut, int exitCode, const QByteArray &metricOut = QByteArray());

/// Parses `rocm-smi --showproductname --showmeminfo vram --showbus --showdriverversion --json`
/// into devices of backend "rocm-smi": one object per "cardN" key (N is the index), keys
/// "Card Series" / "Device Name" (name), "Device ID" / "GPU ID" / "Card Model" (pci_device_id),
/// "PCI Bus", "VRAM Total Memory (B)", "VRAM Total Used Memory (B)" (bytes, reported in MiB),
/// "Driver version" (in "system" or per card). Matching ignores case and punctuation.
/// When there is no JSON, the plain-text form "GPU[0] : Device ID: 0x74a1" is read the same
/// way. "N/A" or absent name/VRAM values → null, partial; never 0 MB.
/// "WARNING: No JSON data to report" → unsupported, unrecognised_output. A pure function.
BackendResult parseRocmSmi(const QByteArray &output, int exitCode);

/// The tool version from `amd-smi version` ("AMDSMI Tool: 24.6.3+9578815 | ...") or
/// `rocm-smi --version` ("ROCM-SMI version: 2.2.0 ..."); null when none is recognised.
std::optional<QString> parseAmdToolVersion(const QByteArray &output);

} // namespace cg::probe
