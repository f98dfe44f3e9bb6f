#pragma once

#include <QJsonArray>
#include <QString>

#include <cstdint>
#include <optional>

namespace cg::probe {

/// Device kinds of probe/schema.md.
enum class DeviceKind { Gpu, Cpu, Other };

/// Schema string of a kind: "gpu", "cpu", "other".
QString kindName(DeviceKind kind);

/// True for implementations of a GPU API that run on the host CPU: pocl ("Portable Computing
/// Language", "pthread-..." devices), llvmpipe/lavapipe, SwiftShader. Matched case-insensitively in
/// the device name, the platform/driver name or the vendor string.
bool isSoftwareImplementation(const QString &deviceName, const QString &platformOrDriver, const QString &vendor);

/**
 * The kind of an OpenCL device from its CL_DEVICE_TYPE bit mask (CLV-01: pocl reports
 * CL_DEVICE_TYPE_CPU | CL_DEVICE_TYPE_DEFAULT, so equality tests miss it). The CPU bit, or a
 * software implementation, gives Cpu even when the GPU bit is also set; then GPU → Gpu;
 * ACCELERATOR/CUSTOM → Other.
 */
DeviceKind openClKind(std::uint64_t typeMask, bool software);

/// The kind of a Vulkan device from VkPhysicalDeviceType (0 other, 1 integrated GPU, 2 discrete,
/// 3 virtual GPU, 4 CPU). CPU type or a software driver → Cpu, never Gpu.
DeviceKind vulkanKind(int physicalDeviceType, bool software);

/// Vendor name: a reported string naming NVIDIA, AMD ("AuthenticAMD", "Advanced Micro Devices")
/// or Intel ("GenuineIntel") wins (pocl reports vendor id 0x8086 on AMD CPUs); then the PCI /
/// Khronos vendor id: 0x10DE NVIDIA, 0x1002 and 0x1022 AMD, 0x8086 Intel, 0x13B5 ARM, 0x5143
/// Qualcomm, 0x106B Apple, 0x10005 Mesa (VK_VENDOR_ID_MESA); otherwise the reported string
/// trimmed, or the id in hex ("0x1234") when nothing was reported.
QString vendorName(std::uint32_t vendorId, const QString &reported);

/// PCI bus id in NVML's form "DDDDDDDD:BB:DD.F" (upper-case hex), e.g. "00000000:17:00.0".
QString pciBusId(std::uint32_t domain, std::uint32_t bus, std::uint32_t device, std::uint32_t function);

/// Lower-case hex of a 16-byte UUID in 8-4-4-4-12 groups, as vulkaninfo prints deviceUUID.
QString uuidString(const unsigned char bytes[16]);

/// The device benchmarked when none is asked for: the first Device whose `kind` is "gpu", else 0;
/// nullopt for an empty list (CLV-01c).
std::optional<int> defaultBenchmarkDevice(const QJsonArray &devices);

} // namespace cg::probe
