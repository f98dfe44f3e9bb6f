#pragma once

// The OpenCL and Vulkan backends of cloudgauge-probe: device enumeration and micro-benchmarks.
// Output objects follow probe/schema.md (schema cloudgauge-probe/1): Backend, Device, Benchmarks,
// Measure. Units: GB/s = 10^9 bytes/s, TFLOPS = 10^12 FLOP/s, MiB = 2^20 bytes.

#include <QJsonArray>
#include <QJsonObject>

#include <atomic>
#include <chrono>
#include <optional>

namespace cg::probe {

/// What a compute backend is asked to do.
struct ComputeOptions
{
    bool quick = false; ///< fewer samples (3-5), shorter samples (20 ms), smaller buffers
    bool inventoryOnly = false; ///< enumerate devices only; no benchmark, no `benchmarks` key
    std::optional<int> device; ///< index into this backend's devices; default: first GPU, else device 0
    std::chrono::milliseconds budget { 20000 }; ///< wall time for the whole backend, enumeration included
    const std::atomic_bool *cancel = nullptr; ///< checked between dispatches; set → benchmarks `cancelled`
};

/// One backend's Backend object and the Device objects it found (in the backend's own order).
struct ComputeResult
{
    QJsonObject backend;
    QJsonArray devices;
};

/**
 * OpenCL: loads `libOpenCL.so.1` (the ICD loader) with dlopen at run time, so the probe starts on a
 * machine without it; the environment variable CLOUDGAUGE_OPENCL_LIBRARY names another file.
 *
 * Backend status: library absent → `unsupported`/`not_installed`; clGetPlatformIDs returning -1001
 * (CL_PLATFORM_NOT_FOUND_KHR) or no platform or no device → `unsupported`/`no_devices`, reason
 * "no OpenCL runtime installed" (field report CLV-01a: informational, not an error); otherwise `ok`.
 *
 * Devices: id "opencl:<platform>:<device>", index = position in the flattened list. The device type
 * is tested as a bit mask (pocl reports CPU|DEFAULT); a CPU-type device, or a software one (pocl,
 * llvmpipe, SwiftShader), is `kind: "cpu"`, never `gpu` (CLV-01b). PCI bus id from
 * cl_khr_pci_bus_info (or cl_nv_device_attribute_query), UUID from cl_khr_device_uuid.
 *
 * Benchmarks run on one device (options.device, else the first GPU-kind device, else device 0:
 * CLV-01c): copy and triad bandwidth (bytes read + written: copy 2 × 4 × n, triad 3 × 4 × n per
 * dispatch, float elements, after BabelStream https://github.com/UoB-HPC/BabelStream), FP32 FMA
 * throughput (independent FMA chains per work-item, 2 FLOP per FMA, after clpeak
 * https://github.com/krrishnarraj/clpeak), host→device and device→host transfer (one buffer,
 * pinned host memory where the driver maps one, after nvbandwidth https://github.com/NVIDIA/nvbandwidth). Each figure:
 * discarded warm-up, dispatches calibrated to ≤ 100 ms each, samples until a 2 % spread or the cap,
 * result checked against a host computation. Any OpenCL error or a dispatch that does not finish
 * within 5 s ends the benchmarks with status `error`/`timeout` and no number (CLV-03).
 */
ComputeResult runOpenCl(const ComputeOptions &options);

/**
 * Vulkan: loads `libvulkan.so.1` with dlopen (override: CLOUDGAUGE_VULKAN_LIBRARY), creates an
 * instance without layers or surfaces and lists the physical devices: vendor, name, driver
 * (VkPhysicalDeviceDriverProperties::driverInfo when present), API version, deviceUUID, PCI bus id
 * (VK_EXT_pci_bus_info), device-local heap size. PHYSICAL_DEVICE_TYPE_CPU and software drivers
 * (llvmpipe/lavapipe, SwiftShader) are `kind: "cpu"`, `software: true`.
 *
 * No loader → `unsupported`/`not_installed`; no driver (VK_ERROR_INCOMPATIBLE_DRIVER) or no device
 * → `unsupported`/`no_devices`. The benchmarks (when built with glslangValidator, see VulkanBench.h)
 * are compute-shader copy and triad bandwidth (2 × 4 × n and 3 × 4 × n bytes per dispatch, verified
 * element by element) and FP32 FMA throughput at widths 1-16 (best width reported), timed on the
 * device with timestamp queries; otherwise the device's benchmarks are `skipped` with the reason.
 */
ComputeResult runVulkan(const ComputeOptions &options);

} // namespace cg::probe
