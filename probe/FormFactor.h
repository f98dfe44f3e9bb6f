#pragma once

#include <QString>

#include <optional>

namespace cg::probe {

/// Form factor ("sxm", "pcie", "oam") of a GPU, or null when not known.
///
/// First from the PCI device id (vendor 0x10de NVIDIA, 0x1002 AMD) through a table of known data
/// centre parts, taken from the PCI ID repository (https://pci-ids.ucw.cz/read/PC/10de and
/// https://pci-ids.ucw.cz/read/PC/1002); then from the marketing name: "SXM" → sxm, "PCIe" → pcie,
/// a separate word "NVL" (H100 NVL, H200 NVL: PCIe cards) → pcie, "OAM" → oam. Never guesses
/// beyond that: an unknown part gives null.
std::optional<QString> formFactorFor(std::optional<unsigned> vendorId, std::optional<unsigned> deviceId, const QString &name);

/// Parses "0x2330", "2330", "0x233010DE" (NVML's combined device/vendor id, device in the high
/// 16 bits) or a number into the 16-bit device id; null for anything else.
std::optional<unsigned> parsePciDeviceId(const QString &text);

/// "0x2330": the schema's spelling of a 16-bit PCI device id.
QString formatPciDeviceId(unsigned deviceId);

} // namespace cg::probe
