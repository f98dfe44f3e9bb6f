// Vulkan backend of cloudgauge-probe: enumeration and the compute benchmarks of VulkanBench.h (see ComputeBackends.h).
//
// The loader is opened with dlopen; VK_NO_PROTOTYPES makes the Khronos header give types only.

#define VK_NO_PROTOTYPES
#include <vulkan/vulkan.h>

#include "BenchmarkStats.h"
#include "ComputeBackends.h"
#include "DeviceClassifier.h"
#include "DynamicLibrary.h"
#include "VulkanBench.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

#include <cstring>
#include <vector>

namespace cg::probe {
namespace {

QString versionString(uint32_t v)
{
    return QStringLiteral("%1.%2.%3").arg(VK_API_VERSION_MAJOR(v)).arg(VK_API_VERSION_MINOR(v)).arg(VK_API_VERSION_PATCH(v));
}

/// "Vulkan 1.3.230" from a packed API version.
QString apiString(uint32_t v)
{
    return QStringLiteral("Vulkan %1").arg(versionString(v));
}

/// VkPhysicalDeviceProperties::driverVersion is vendor-encoded: NVIDIA 10.8.8.6 bits, Intel on
/// Windows 18.14 bits (not seen on Linux), everyone else the Vulkan version macro layout.
QString driverVersionString(uint32_t vendorId, uint32_t v)
{
    if (vendorId == 0x10DE)
        return QStringLiteral("%1.%2.%3.%4").arg(v >> 22).arg((v >> 14) & 0xFF).arg((v >> 6) & 0xFF).arg(v & 0x3F);
    return versionString(v);
}

QJsonObject backendObject(const QString &status, const QString &code, const QString &reason, const QString &library)
{
    return computeBackendJson(QStringLiteral("vulkan"), status, code, reason, library);
}

bool hasExtension(const std::vector<VkExtensionProperties> &exts, const char *name)
{
    for (const VkExtensionProperties &e : exts) {
        if (std::strcmp(e.extensionName, name) == 0)
            return true;
    }
    return false;
}

} // namespace

ComputeResult runVulkan(const ComputeOptions &options)
{
    QElapsedTimer clock;
    clock.start();
    const Deadline deadline(options.budget);
    ComputeResult result;
    auto finish = [&](QJsonObject backend) {
        backend.insert(QStringLiteral("elapsed_ms"), double(clock.elapsed()));
        result.backend = backend;
        return result;
    };

    const QByteArray libraryName = DynamicLibrary::fileNameFromEnvironment("CLOUDGAUGE_VULKAN_LIBRARY", "libvulkan.so.1");
    const QString library = QString::fromLocal8Bit(libraryName);
    DynamicLibrary loader(libraryName); // leak() keeps it loaded after a hung dispatch
    DynamicLibrary *lib = &loader;
    if (!lib->isLoaded()) {
        return finish(backendObject(QStringLiteral("unsupported"), QStringLiteral("not_installed"),
            QStringLiteral("Vulkan loader %1 not found (%2)").arg(library, lib->errorString()), QString()));
    }
    const auto getInstanceProcAddr = lib->get<PFN_vkGetInstanceProcAddr>("vkGetInstanceProcAddr");
    if (!getInstanceProcAddr) {
        return finish(backendObject(QStringLiteral("error"), QStringLiteral("stub_library"),
            QStringLiteral("%1 lacks vkGetInstanceProcAddr").arg(library), library));
    }
    const auto enumerateInstanceVersion
        = reinterpret_cast<PFN_vkEnumerateInstanceVersion>(getInstanceProcAddr(nullptr, "vkEnumerateInstanceVersion"));
    const auto createInstance = reinterpret_cast<PFN_vkCreateInstance>(getInstanceProcAddr(nullptr, "vkCreateInstance"));
    if (!createInstance) {
        return finish(backendObject(
            QStringLiteral("error"), QStringLiteral("stub_library"), QStringLiteral("%1 lacks vkCreateInstance").arg(library), library));
    }
    uint32_t loaderVersion = VK_API_VERSION_1_0;
    if (enumerateInstanceVersion && enumerateInstanceVersion(&loaderVersion) != VK_SUCCESS)
        loaderVersion = VK_API_VERSION_1_0;
    const uint32_t instanceVersion = loaderVersion >= VK_API_VERSION_1_1 ? VK_API_VERSION_1_1 : VK_API_VERSION_1_0;

    VkApplicationInfo app {};
    app.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO;
    app.pApplicationName = "cloudgauge-probe";
    app.applicationVersion = 1;
    app.pEngineName = "cloudgauge";
    app.apiVersion = instanceVersion;
    VkInstanceCreateInfo ci {};
    ci.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO;
    ci.pApplicationInfo = &app;
    VkInstance instance = VK_NULL_HANDLE;
    const VkResult created = createInstance(&ci, nullptr, &instance);
    QJsonObject backend;
    if (created == VK_ERROR_INCOMPATIBLE_DRIVER) {
        backend = backendObject(
            QStringLiteral("unsupported"), QStringLiteral("no_devices"), QStringLiteral("no Vulkan driver installed"), library);
    } else if (created != VK_SUCCESS) {
        backend = backendObject(QStringLiteral("error"), QStringLiteral("failed"),
            QStringLiteral("vkCreateInstance returned %1 %2").arg(int(created)).arg(vulkanResultName(created)), library);
    }
    if (created != VK_SUCCESS) {
        backend.insert(QStringLiteral("tool_version"), apiString(loaderVersion));
        return finish(backend);
    }

    auto proc = [&](const char *name) { return getInstanceProcAddr(instance, name); };
    const auto destroyInstance = reinterpret_cast<PFN_vkDestroyInstance>(proc("vkDestroyInstance"));
    const auto enumerateDevices = reinterpret_cast<PFN_vkEnumeratePhysicalDevices>(proc("vkEnumeratePhysicalDevices"));
    const auto getProperties = reinterpret_cast<PFN_vkGetPhysicalDeviceProperties>(proc("vkGetPhysicalDeviceProperties"));
    const auto getProperties2 = reinterpret_cast<PFN_vkGetPhysicalDeviceProperties2>(proc("vkGetPhysicalDeviceProperties2"));
    const auto getMemoryProperties = reinterpret_cast<PFN_vkGetPhysicalDeviceMemoryProperties>(proc("vkGetPhysicalDeviceMemoryProperties"));
    const auto enumerateDeviceExtensions
        = reinterpret_cast<PFN_vkEnumerateDeviceExtensionProperties>(proc("vkEnumerateDeviceExtensionProperties"));
    struct InstanceOwner
    {
        VkInstance instance;
        PFN_vkDestroyInstance destroy;
        ~InstanceOwner()
        {
            if (destroy)
                destroy(instance, nullptr);
        }
    } instanceOwner { instance, destroyInstance };
    if (!enumerateDevices || !getProperties || !getMemoryProperties || !enumerateDeviceExtensions) {
        return finish(backendObject(QStringLiteral("error"), QStringLiteral("stub_library"),
            QStringLiteral("%1 lacks physical-device entry points").arg(library), library));
    }

    uint32_t count = 0;
    VkResult rc = enumerateDevices(instance, &count, nullptr);
    std::vector<VkPhysicalDevice> physical(count);
    if (rc == VK_SUCCESS && count > 0)
        rc = enumerateDevices(instance, &count, physical.data());
    if (rc != VK_SUCCESS && rc != VK_INCOMPLETE) {
        backend = backendObject(QStringLiteral("error"), QStringLiteral("failed"),
            QStringLiteral("vkEnumeratePhysicalDevices returned %1 %2").arg(int(rc)).arg(vulkanResultName(rc)), library);
        backend.insert(QStringLiteral("tool_version"), apiString(loaderVersion));
        return finish(backend);
    }
    physical.resize(count);

    std::vector<DeviceKind> kinds;
    for (uint32_t i = 0; i < count; ++i) {
        const VkPhysicalDevice pd = physical[i];
        VkPhysicalDeviceProperties props {};
        getProperties(pd, &props);
        uint32_t extCount = 0;
        std::vector<VkExtensionProperties> exts;
        if (enumerateDeviceExtensions(pd, nullptr, &extCount, nullptr) == VK_SUCCESS) {
            exts.resize(extCount);
            if (enumerateDeviceExtensions(pd, nullptr, &extCount, exts.data()) != VK_SUCCESS)
                exts.clear();
            exts.resize(std::min<size_t>(exts.size(), extCount));
        }

        VkPhysicalDeviceIDProperties idProps {};
        idProps.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ID_PROPERTIES;
        VkPhysicalDeviceDriverProperties driverProps {};
        driverProps.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DRIVER_PROPERTIES;
        VkPhysicalDevicePCIBusInfoPropertiesEXT busProps {};
        busProps.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PCI_BUS_INFO_PROPERTIES_EXT;
        const bool v11 = instanceVersion >= VK_API_VERSION_1_1 && props.apiVersion >= VK_API_VERSION_1_1 && getProperties2;
        const bool haveDriver = v11 && (props.apiVersion >= VK_API_VERSION_1_2 || hasExtension(exts, "VK_KHR_driver_properties"));
        const bool haveBus = v11 && hasExtension(exts, "VK_EXT_pci_bus_info");
        if (v11) {
            VkPhysicalDeviceProperties2 props2 {};
            props2.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2;
            props2.pNext = &idProps;
            void **tail = &idProps.pNext;
            if (haveDriver) {
                *tail = &driverProps;
                tail = &driverProps.pNext;
            }
            if (haveBus)
                *tail = &busProps;
            getProperties2(pd, &props2);
        }
        VkPhysicalDeviceMemoryProperties mem {};
        getMemoryProperties(pd, &mem);
        VkDeviceSize deviceLocal = 0;
        for (uint32_t h = 0; h < mem.memoryHeapCount && h < VK_MAX_MEMORY_HEAPS; ++h) {
            if (mem.memoryHeaps[h].flags & VK_MEMORY_HEAP_DEVICE_LOCAL_BIT)
                deviceLocal += mem.memoryHeaps[h].size;
        }

        const QString name = QString::fromUtf8(props.deviceName);
        const QString driverName = haveDriver ? QString::fromUtf8(driverProps.driverName) : QString();
        const QString driverInfo = haveDriver ? QString::fromUtf8(driverProps.driverInfo).trimmed() : QString();
        const bool software = isSoftwareImplementation(name, driverName, QString());
        const DeviceKind kind = vulkanKind(int(props.deviceType), software);
        kinds.push_back(kind);

        QJsonObject o;
        o.insert(QStringLiteral("id"), QStringLiteral("vulkan:%1").arg(i));
        o.insert(QStringLiteral("backend"), QStringLiteral("vulkan"));
        o.insert(QStringLiteral("index"), int(i));
        o.insert(QStringLiteral("uuid"), v11 ? QJsonValue(uuidString(idProps.deviceUUID)) : QJsonValue(QJsonValue::Null));
        o.insert(QStringLiteral("pci_bus_id"),
            haveBus ? QJsonValue(pciBusId(busProps.pciDomain, busProps.pciBus, busProps.pciDevice, busProps.pciFunction))
                    : QJsonValue(QJsonValue::Null));
        o.insert(QStringLiteral("pci_device_id"), QStringLiteral("0x%1").arg(props.deviceID, 4, 16, QLatin1Char('0')));
        o.insert(QStringLiteral("vendor"), vendorName(props.vendorID, QString()));
        o.insert(QStringLiteral("name"), name);
        o.insert(QStringLiteral("kind"), kindName(kind));
        o.insert(QStringLiteral("software"), software);
        o.insert(QStringLiteral("form_factor"), QJsonValue::Null);
        o.insert(QStringLiteral("memory_total_mib"),
            deviceLocal > 0 ? QJsonValue(double(deviceLocal / (1024 * 1024))) : QJsonValue(QJsonValue::Null));
        o.insert(QStringLiteral("memory_used_mib"), QJsonValue::Null);
        o.insert(
            QStringLiteral("driver_version"), driverInfo.isEmpty() ? driverVersionString(props.vendorID, props.driverVersion) : driverInfo);
        o.insert(QStringLiteral("driver_name"), driverName.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(driverName));
        o.insert(QStringLiteral("runtime_version"), apiString(props.apiVersion));
        o.insert(QStringLiteral("mig_mode"), QJsonValue::Null);
        o.insert(QStringLiteral("compute_units"), QJsonValue::Null);
        o.insert(QStringLiteral("max_clock_mhz"), QJsonValue::Null);
        o.insert(QStringLiteral("temperature_c"), QJsonValue::Null);
        o.insert(QStringLiteral("power_draw_w"), QJsonValue::Null);
        o.insert(QStringLiteral("utilization_percent"), QJsonValue::Null);
        QJsonArray unavailable;
        if (!v11)
            unavailable.append(QStringLiteral("uuid: Vulkan 1.1 not available"));
        if (deviceLocal == 0)
            unavailable.append(QStringLiteral("memory_total_mib: no device-local heap"));
        o.insert(QStringLiteral("partial"), !unavailable.isEmpty());
        o.insert(QStringLiteral("unavailable"), unavailable);
        result.devices.append(o);
    }

    if (count == 0) {
        backend
            = backendObject(QStringLiteral("unsupported"), QStringLiteral("no_devices"), QStringLiteral("no Vulkan device found"), library);
    } else {
        backend = backendObject(QStringLiteral("ok"), QStringLiteral("ok"), QStringLiteral("%1 Vulkan device(s)").arg(count), library);
    }
    backend.insert(QStringLiteral("tool_version"), apiString(loaderVersion));

    QJsonValue benchmarkDevice = QJsonValue::Null;
    if (count > 0 && !options.inventoryOnly) {
        const std::optional<int> chosen = options.device ? options.device : defaultBenchmarkDevice(result.devices);
        if (chosen && *chosen >= 0 && *chosen < int(count)) {
            benchmarkDevice = *chosen;
            VulkanBench bench(
                getInstanceProcAddr, instance, physical[size_t(*chosen)], kinds[size_t(*chosen)] == DeviceKind::Gpu, options, deadline);
            const VulkanBenchOutcome outcome = bench.run();
            if (outcome.hung) {
                lib->leak();
                instanceOwner.destroy = nullptr; // the driver may still run our work
            }
            QJsonObject dev = result.devices.at(*chosen).toObject();
            dev.insert(QStringLiteral("benchmarks"), outcome.benchmarks);
            result.devices.replace(*chosen, dev);
        } else if (chosen) {
            backend.insert(QStringLiteral("reason"),
                QString(backend.value(QLatin1String("reason")).toString()
                    + QStringLiteral("; device %1 does not exist, nothing benchmarked").arg(*chosen)));
        }
    }
    backend.insert(QStringLiteral("benchmark_device"), benchmarkDevice);
    return finish(backend);
}

} // namespace cg::probe
