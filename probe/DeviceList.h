#pragma once

// The device list of the document (probe/schema.md, "Device list"): duplicates removed with a
// warning, a grouped summary of the GPUs, and a bound on its length so that a tool flooding
// rows still yields a valid document under the GUI's 4 MiB limit.

#include <QJsonArray>
#include <QString>

namespace cg::probe {

/// Most devices written to the document; the rest are counted in `devices_omitted`.
inline constexpr int MaxDocumentDevices = 64;

/// Removes, within each backend, a device that repeats an earlier one's `uuid` or (for a whole
/// GPU, not a MIG slice, which shares its parent's bus) `pci_bus_id`, or, for a device with
/// neither, its `id`; the first is kept. A GPU is one per UUID or bus id: a device that only
/// repeats an earlier `id` (a tool listing two GPUs under one index) is kept, as `ID#2` (`#3`, …),
/// with the warning "nvidia-smi listed index nvidia-smi:3 for two GPUs (uuid GPU-a, uuid GPU-b);
/// both are kept, the repeat as nvidia-smi:3#2" — an 8-GPU node never reads as 7.
/// Each removal appends to `warnings` one English sentence, e.g. "nvidia-smi listed device
/// nvidia-smi:0 twice (same uuid GPU-…); the repeat was dropped". At most 16 dropped-device
/// sentences; further ones are counted in a last sentence. Order is kept.
QJsonArray deduplicateDevices(const QJsonArray &devices, QJsonArray &warnings);

/// The GPUs of the machine by model, each counted once: from the inventory backends (nvml,
/// nvidia-smi, amd-smi, rocm-smi) when any of them found a GPU, otherwise from the first of
/// opencl, vulkan that did; MIG slices are not counted. Returns
/// [{"name": "NVIDIA GeForce RTX 3090", "count": 6}, ...], largest count first, then in the order first seen.
QJsonArray gpuGroups(const QJsonArray &devices);

/// "6 × NVIDIA GeForce RTX 3090 + 1 × NVIDIA RTX PRO 6000"; empty for no groups.
QString gpuGroupText(const QJsonArray &groups);

} // namespace cg::probe
