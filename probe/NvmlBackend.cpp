#include "NvmlBackend.h"

#include "FormFactor.h"
#include "MigDevices.h"
#include "NvmlHealth.h"

#include <QFileInfo>

#include <dlfcn.h>
#include <link.h>

#include <cstring>

namespace cg::probe {

namespace {

// Our own declarations of the NVML types used, laid out as in nvml.h
// (https://docs.nvidia.com/deploy/nvml-api/structnvmlPciInfo__t.html and neighbours).
using NvmlDevice = void *;

struct NvmlPciInfo
{
    char busIdLegacy[16];
    unsigned int domain;
    unsigned int bus;
    unsigned int device;
    unsigned int pciDeviceId; // device id in the high 16 bits, vendor id in the low 16 bits
    unsigned int pciSubSystemId;
    char busId[32];
};

struct NvmlMemory
{
    unsigned long long total; // bytes
    unsigned long long free;
    unsigned long long used;
};

struct NvmlUtilization
{
    unsigned int gpu; // percent
    unsigned int memory;
};

constexpr int NvmlTemperatureGpu = 0; // NVML_TEMPERATURE_GPU
constexpr int NvmlClockSm = 1; // NVML_CLOCK_SM
constexpr unsigned NvmlMigEnable = 1; // NVML_DEVICE_MIG_ENABLE
constexpr unsigned NameBufferSize = 96; // NVML_DEVICE_NAME_V2_BUFFER_SIZE
constexpr unsigned UuidBufferSize = 96; // > NVML_DEVICE_UUID_V2_BUFFER_SIZE (96)
constexpr unsigned VersionBufferSize = 96; // > NVML_SYSTEM_DRIVER_VERSION_BUFFER_SIZE (80)

using InitFn = int (*)();
using ShutdownFn = int (*)();
using ErrorStringFn = const char *(*)(int);
using GetDriverVersionFn = int (*)(char *, unsigned);
using GetCudaVersionFn = int (*)(int *);
using GetCountFn = int (*)(unsigned *);
using GetHandleFn = int (*)(unsigned, NvmlDevice *);
using GetStringFn = int (*)(NvmlDevice, char *, unsigned);
using GetPciFn = int (*)(NvmlDevice, NvmlPciInfo *);
using GetMemoryFn = int (*)(NvmlDevice, NvmlMemory *);
using GetMigFn = int (*)(NvmlDevice, unsigned *, unsigned *);
using GetTemperatureFn = int (*)(NvmlDevice, int, unsigned *);
using GetUIntFn = int (*)(NvmlDevice, unsigned *);
using GetUtilizationFn = int (*)(NvmlDevice, NvmlUtilization *);
using GetClockFn = int (*)(NvmlDevice, int, unsigned *);
using GetCapabilityFn = int (*)(NvmlDevice, int *, int *);
using GetMigHandleFn = int (*)(NvmlDevice, unsigned, NvmlDevice *);

struct Api
{
    InitFn init = nullptr;
    ShutdownFn shutdown = nullptr;
    ErrorStringFn errorString = nullptr;
    GetDriverVersionFn driverVersion = nullptr;
    GetCudaVersionFn cudaVersion = nullptr;
    GetCountFn count = nullptr;
    GetHandleFn handle = nullptr;
    GetStringFn name = nullptr;
    GetStringFn uuid = nullptr;
    GetPciFn pci = nullptr;
    GetMemoryFn memory = nullptr;
    GetMigFn mig = nullptr;
    GetTemperatureFn temperature = nullptr;
    GetUIntFn power = nullptr;
    GetUtilizationFn utilization = nullptr;
    GetClockFn maxClock = nullptr;
    GetUIntFn cores = nullptr;
    GetCapabilityFn capability = nullptr;
    GetUIntFn maxMigDevices = nullptr;
    GetMigHandleFn migHandle = nullptr;
    NvmlHealthApi health;
};

template<typename Fn> Fn symbol(void *lib, const char *name, const char *fallback = nullptr)
{
    void *p = ::dlsym(lib, name);
    if (!p && fallback)
        p = ::dlsym(lib, fallback);
    return reinterpret_cast<Fn>(p);
}

QString loadedPath(void *lib, const QString &requested)
{
    link_map *map = nullptr;
    if (::dlinfo(lib, RTLD_DI_LINKMAP, &map) == 0 && map && map->l_name && map->l_name[0])
        return QString::fromLocal8Bit(map->l_name);
    return requested;
}

QString cString(const char *buf, size_t size)
{
    return QString::fromUtf8(buf, qsizetype(::strnlen(buf, size))).trimmed();
}

QString errorText(const Api &api, int rc)
{
    QString s = nvmlErrorName(rc);
    if (api.errorString) {
        const char *text = api.errorString(rc);
        if (text && *text)
            s += QStringLiteral(" (") + QString::fromUtf8(text, qsizetype(::strnlen(text, 200))) + QLatin1Char(')');
    }
    return s;
}

void readDevice(const Api &api, NvmlDevice dev, Device &d)
{
    const QString missing = QStringLiteral("function not in this NVML library");
    if (api.name) {
        char buf[NameBufferSize] = {};
        const int rc = api.name(dev, buf, NameBufferSize);
        if (rc == NvmlSuccess && buf[0])
            d.name = cString(buf, sizeof buf);
        else
            d.markUnavailable("name", nvmlErrorName(rc));
    }
    if (d.name.isEmpty())
        d.name = QStringLiteral("NVIDIA GPU");
    if (api.uuid) {
        char buf[UuidBufferSize] = {};
        const int rc = api.uuid(dev, buf, UuidBufferSize);
        if (rc == NvmlSuccess && buf[0])
            d.uuid = cString(buf, sizeof buf);
        else
            d.markUnavailable("uuid", nvmlErrorName(rc));
    } else {
        d.markUnavailable("uuid", missing);
    }
    std::optional<unsigned> deviceId;
    if (api.pci) {
        NvmlPciInfo info = {};
        const int rc = api.pci(dev, &info);
        if (rc == NvmlSuccess) {
            const QString bus = cString(info.busId, sizeof info.busId);
            if (!bus.isEmpty())
                d.pciBusId = bus;
            else
                d.markUnavailable("pci_bus_id", QStringLiteral("empty"));
            if (info.pciDeviceId != 0) {
                deviceId = (info.pciDeviceId >> 16) & 0xffffu;
                d.pciDeviceId = formatPciDeviceId(*deviceId);
            } else {
                d.markUnavailable("pci_device_id", QStringLiteral("0"));
            }
        } else {
            d.markUnavailable("pci_bus_id", nvmlErrorName(rc));
            d.markUnavailable("pci_device_id", nvmlErrorName(rc));
        }
    } else {
        d.markUnavailable("pci_bus_id", missing);
        d.markUnavailable("pci_device_id", missing);
    }
    d.formFactor = formFactorFor(0x10de, deviceId, d.name);

    if (api.memory) {
        NvmlMemory mem = {};
        const int rc = api.memory(dev, &mem);
        if (rc == NvmlSuccess && mem.total > 0) {
            d.memoryTotalMiB = double(mem.total) / (1024.0 * 1024.0);
            d.memoryUsedMiB = double(mem.used) / (1024.0 * 1024.0);
        } else {
            const QString why = rc == NvmlSuccess ? QStringLiteral("0 bytes reported") : nvmlErrorName(rc);
            d.markUnavailable("memory_total_mib", why);
            d.markUnavailable("memory_used_mib", why);
        }
    } else {
        d.markUnavailable("memory_total_mib", missing);
        d.markUnavailable("memory_used_mib", missing);
    }
    if (api.mig) {
        unsigned current = 0, pending = 0;
        const int rc = api.mig(dev, &current, &pending);
        if (rc == NvmlSuccess)
            d.migMode = current == NvmlMigEnable ? QStringLiteral("enabled") : QStringLiteral("disabled");
        else
            d.markUnavailable("mig_mode", nvmlErrorName(rc));
    } else {
        d.markUnavailable("mig_mode", missing);
    }
    if (api.temperature) {
        unsigned t = 0;
        const int rc = api.temperature(dev, NvmlTemperatureGpu, &t);
        if (rc == NvmlSuccess)
            d.temperatureC = double(t);
        else
            d.markUnavailable("temperature_c", nvmlErrorName(rc));
    } else {
        d.markUnavailable("temperature_c", missing);
    }
    if (api.power) {
        unsigned mw = 0;
        const int rc = api.power(dev, &mw);
        if (rc == NvmlSuccess)
            d.powerDrawW = double(mw) / 1000.0;
        else
            d.markUnavailable("power_draw_w", nvmlErrorName(rc));
    } else {
        d.markUnavailable("power_draw_w", missing);
    }
    if (api.utilization) {
        NvmlUtilization u = {};
        const int rc = api.utilization(dev, &u);
        if (rc == NvmlSuccess && u.gpu <= 100)
            d.utilizationPercent = double(u.gpu);
        else
            d.markUnavailable("utilization_percent", rc == NvmlSuccess ? QString::number(u.gpu) : nvmlErrorName(rc));
    } else {
        d.markUnavailable("utilization_percent", missing);
    }
    if (api.maxClock) {
        unsigned mhz = 0;
        const int rc = api.maxClock(dev, NvmlClockSm, &mhz);
        if (rc == NvmlSuccess && mhz > 0)
            d.maxClockMHz = double(mhz);
        else
            d.markUnavailable("max_clock_mhz", rc == NvmlSuccess ? QStringLiteral("0") : nvmlErrorName(rc));
    } else {
        d.markUnavailable("max_clock_mhz", missing);
    }
    if (api.cores && api.capability) {
        unsigned cores = 0;
        int major = 0, minor = 0;
        const int rc = api.cores(dev, &cores);
        const int rc2 = rc == NvmlSuccess ? api.capability(dev, &major, &minor) : rc;
        const std::optional<int> perSm = cudaCoresPerSm(major, minor);
        if (rc == NvmlSuccess && rc2 == NvmlSuccess && perSm && cores > 0 && cores % unsigned(*perSm) == 0)
            d.computeUnits = int(cores / unsigned(*perSm));
        else if (rc != NvmlSuccess || rc2 != NvmlSuccess)
            d.markUnavailable("compute_units", nvmlErrorName(rc != NvmlSuccess ? rc : rc2));
        else
            d.markUnavailable("compute_units", QStringLiteral("%1 CUDA cores, compute capability %2.%3").arg(cores).arg(major).arg(minor));
    } else {
        d.markUnavailable("compute_units", missing);
    }
    d.health = readNvmlHealth(api.health, dev);
}

/// The MIG devices of a GPU with MIG enabled: nvmlDeviceGetMaxMigDeviceCount slots, each
/// nvmlDeviceGetMigDeviceHandleByIndex (NOT_FOUND: an empty slot, skipped), then the slice's
/// name (whose profile, "MIG 3g.40gb", is parsed), UUID and memory
/// (https://docs.nvidia.com/deploy/nvml-api/group__nvmlMultiInstanceGPU.html).
void readMigSlices(const Api &api, NvmlDevice dev, const Device &parent, QList<Device> &out)
{
    if (parent.migMode != QLatin1String("enabled") || !api.maxMigDevices || !api.migHandle)
        return;
    unsigned slotCount = 0;
    if (api.maxMigDevices(dev, &slotCount) != NvmlSuccess)
        return;
    for (unsigned k = 0; k < qMin(slotCount, 64u); ++k) {
        NvmlDevice mig = nullptr;
        if (api.migHandle(dev, k, &mig) != NvmlSuccess || !mig)
            continue;
        QString name;
        if (api.name) {
            char buf[NameBufferSize] = {};
            if (api.name(mig, buf, NameBufferSize) == NvmlSuccess)
                name = cString(buf, sizeof buf);
        }
        const std::optional<MigProfile> profile = parseMigProfile(name);
        std::optional<QString> uuid;
        if (api.uuid) {
            char buf[UuidBufferSize] = {};
            if (api.uuid(mig, buf, UuidBufferSize) == NvmlSuccess && buf[0])
                uuid = cString(buf, sizeof buf);
        }
        Device d = migSliceDevice(parent, int(k), profile.value_or(MigProfile { QStringLiteral("unknown"), 0, {}, 0 }), uuid);
        if (!profile) {
            d.name = name.isEmpty() ? parent.name + QStringLiteral(" MIG") : name;
            d.migProfile.reset();
            d.computeFraction.reset();
            d.profileMemoryGb.reset();
            d.markUnavailable("mig_profile", name.isEmpty() ? QStringLiteral("no name") : name);
        }
        if (!uuid)
            d.markUnavailable("uuid", QStringLiteral("nvmlDeviceGetUUID failed"));
        NvmlMemory mem = {};
        const int rc = api.memory ? api.memory(mig, &mem) : NvmlErrorFunctionNotFound;
        if (rc == NvmlSuccess && mem.total > 0) {
            d.memoryTotalMiB = double(mem.total) / (1024.0 * 1024.0);
            d.memoryUsedMiB = double(mem.used) / (1024.0 * 1024.0);
        } else {
            d.markUnavailable("memory_total_mib", rc == NvmlSuccess ? QStringLiteral("0 bytes reported") : nvmlErrorName(rc));
        }
        out.append(d);
    }
}

} // namespace

QString nvmlErrorName(int code)
{
    static const struct
    {
        int code;
        const char *name;
    } names[] = {
        { 0, "NVML_SUCCESS" },
        { 1, "NVML_ERROR_UNINITIALIZED" },
        { 2, "NVML_ERROR_INVALID_ARGUMENT" },
        { 3, "NVML_ERROR_NOT_SUPPORTED" },
        { 4, "NVML_ERROR_NO_PERMISSION" },
        { 5, "NVML_ERROR_ALREADY_INITIALIZED" },
        { 6, "NVML_ERROR_NOT_FOUND" },
        { 7, "NVML_ERROR_INSUFFICIENT_SIZE" },
        { 8, "NVML_ERROR_INSUFFICIENT_POWER" },
        { 9, "NVML_ERROR_DRIVER_NOT_LOADED" },
        { 10, "NVML_ERROR_TIMEOUT" },
        { 11, "NVML_ERROR_IRQ_ISSUE" },
        { 12, "NVML_ERROR_LIBRARY_NOT_FOUND" },
        { 13, "NVML_ERROR_FUNCTION_NOT_FOUND" },
        { 14, "NVML_ERROR_CORRUPTED_INFOROM" },
        { 15, "NVML_ERROR_GPU_IS_LOST" },
        { 16, "NVML_ERROR_RESET_REQUIRED" },
        { 17, "NVML_ERROR_OPERATING_SYSTEM" },
        { 18, "NVML_ERROR_LIB_RM_VERSION_MISMATCH" },
        { 19, "NVML_ERROR_IN_USE" },
        { 20, "NVML_ERROR_MEMORY" },
        { 21, "NVML_ERROR_NO_DATA" },
        { 999, "NVML_ERROR_UNKNOWN" },
    };
    for (const auto &n : names)
        if (n.code == code)
            return QLatin1String(n.name);
    return QStringLiteral("NVML_ERROR_%1").arg(code);
}

std::optional<int> cudaCoresPerSm(int major, int minor)
{
    switch (major) {
    case 3:
        return 192;
    case 5:
        return 128;
    case 6:
        return minor == 0 ? 64 : 128;
    case 7:
        return 64;
    case 8:
        return minor == 0 ? 64 : 128;
    case 9:
    case 10:
    case 12:
        return 128;
    default:
        return std::nullopt;
    }
}

BackendResult probeNvml(const NvmlOptions &options)
{
    BackendResult r;
    r.backend.name = QStringLiteral("nvml");

    QStringList candidates;
    if (options.libraryOverride)
        candidates << *options.libraryOverride;
    else
        candidates << QStringLiteral("libnvidia-ml.so.1") << QStringLiteral("libnvidia-ml.so");
    void *lib = nullptr;
    QString requested;
    QString lastError;
    for (const QString &c : candidates) {
        lib = ::dlopen(QFile::encodeName(c).constData(), RTLD_NOW | RTLD_LOCAL);
        if (lib) {
            requested = c;
            break;
        }
        const char *e = ::dlerror();
        lastError = e ? QString::fromLocal8Bit(e).left(300) : QString();
    }
    if (!lib) {
        r.backend.set(status::Unsupported, code::NotInstalled,
            options.libraryOverride ? QStringLiteral("NVML library %1 could not be loaded: %2").arg(*options.libraryOverride, lastError)
                                    : QStringLiteral("NVML (libnvidia-ml.so.1) not found: no NVIDIA driver installed"));
        return r;
    }
    const QString path = loadedPath(lib, requested);
    r.backend.library = path;
    if (path.contains(QLatin1String("/stubs/"))) {
        r.backend.set(status::Unsupported, code::StubLibrary,
            QStringLiteral(
                "%1 is a CUDA toolkit stub, not the driver's NVML; remove its directory from LD_LIBRARY_PATH or install the NVIDIA driver")
                .arg(path));
        return r; // the stub stays loaded: unloading NVML-like libraries is not worth the risk
    }

    Api api;
    api.init = symbol<InitFn>(lib, "nvmlInit_v2", "nvmlInit");
    api.shutdown = symbol<ShutdownFn>(lib, "nvmlShutdown");
    api.errorString = symbol<ErrorStringFn>(lib, "nvmlErrorString");
    api.driverVersion = symbol<GetDriverVersionFn>(lib, "nvmlSystemGetDriverVersion");
    api.cudaVersion = symbol<GetCudaVersionFn>(lib, "nvmlSystemGetCudaDriverVersion_v2", "nvmlSystemGetCudaDriverVersion");
    api.count = symbol<GetCountFn>(lib, "nvmlDeviceGetCount_v2", "nvmlDeviceGetCount");
    api.handle = symbol<GetHandleFn>(lib, "nvmlDeviceGetHandleByIndex_v2", "nvmlDeviceGetHandleByIndex");
    api.name = symbol<GetStringFn>(lib, "nvmlDeviceGetName");
    api.uuid = symbol<GetStringFn>(lib, "nvmlDeviceGetUUID");
    api.pci = symbol<GetPciFn>(lib, "nvmlDeviceGetPciInfo_v3");
    api.memory = symbol<GetMemoryFn>(lib, "nvmlDeviceGetMemoryInfo");
    api.mig = symbol<GetMigFn>(lib, "nvmlDeviceGetMigMode");
    api.temperature = symbol<GetTemperatureFn>(lib, "nvmlDeviceGetTemperature");
    api.power = symbol<GetUIntFn>(lib, "nvmlDeviceGetPowerUsage");
    api.utilization = symbol<GetUtilizationFn>(lib, "nvmlDeviceGetUtilizationRates");
    api.maxClock = symbol<GetClockFn>(lib, "nvmlDeviceGetMaxClockInfo");
    api.cores = symbol<GetUIntFn>(lib, "nvmlDeviceGetNumGpuCores");
    api.capability = symbol<GetCapabilityFn>(lib, "nvmlDeviceGetCudaComputeCapability");
    api.maxMigDevices = symbol<GetUIntFn>(lib, "nvmlDeviceGetMaxMigDeviceCount");
    api.migHandle = symbol<GetMigHandleFn>(lib, "nvmlDeviceGetMigDeviceHandleByIndex");
    api.health = loadNvmlHealthApi(lib);
    if (!api.init || !api.count || !api.handle) {
        r.backend.set(status::Error, code::Failed,
            QStringLiteral("%1 lacks nvmlInit_v2, nvmlDeviceGetCount_v2 or nvmlDeviceGetHandleByIndex_v2").arg(path));
        return r;
    }

    const int rc = api.init();
    switch (rc) {
    case NvmlSuccess:
        break;
    case NvmlErrorDriverNotLoaded:
        r.backend.set(status::Unsupported, code::NoDevices, QStringLiteral("no NVIDIA driver loaded"));
        return r;
    case NvmlErrorLibRmVersionMismatch:
        r.backend.set(status::Error, code::DriverMismatch, QLatin1String(DriverMismatchReason));
        return r;
    case NvmlErrorLibraryNotFound:
        r.backend.set(status::Unsupported, code::StubLibrary,
            QStringLiteral("%1 could not reach the NVIDIA driver (a CUDA stub library?): %2").arg(path, errorText(api, rc)));
        return r;
    case NvmlErrorNoPermission:
        r.backend.set(
            status::Error, code::NoPermission, QStringLiteral("NVML was not allowed to open the GPUs: %1").arg(errorText(api, rc)));
        return r;
    default:
        r.backend.set(status::Error, code::Failed, QStringLiteral("nvmlInit_v2 failed: %1").arg(errorText(api, rc)));
        return r;
    }

    std::optional<QString> driverVersion;
    if (api.driverVersion) {
        char buf[VersionBufferSize] = {};
        if (api.driverVersion(buf, 80) == NvmlSuccess && buf[0])
            driverVersion = cString(buf, sizeof buf);
    }
    std::optional<QString> cudaVersion;
    if (api.cudaVersion) {
        int v = 0;
        if (api.cudaVersion(&v) == NvmlSuccess && v > 0)
            cudaVersion = QStringLiteral("CUDA %1.%2").arg(v / 1000).arg((v % 1000) / 10);
    }
    r.backend.toolVersion = driverVersion;

    unsigned count = 0;
    const int crc = api.count(&count);
    if (crc != NvmlSuccess) {
        r.backend.set(status::Error, code::Failed, QStringLiteral("nvmlDeviceGetCount_v2 failed: %1").arg(errorText(api, crc)));
    } else if (count == 0) {
        r.backend.set(status::Unsupported, code::NoDevices, QStringLiteral("NVML found no NVIDIA GPU"));
    } else {
        count = qMin(count, 1024u);
        for (unsigned i = 0; i < count; ++i) {
            Device d;
            d.backend = r.backend.name;
            d.index = int(i);
            d.vendor = QStringLiteral("NVIDIA");
            d.driverVersion = driverVersion;
            d.runtimeVersion = cudaVersion;
            if (!driverVersion)
                d.markUnavailable("driver_version", QStringLiteral("nvmlSystemGetDriverVersion failed"));
            NvmlDevice dev = nullptr;
            const int hrc = api.handle(i, &dev);
            QList<Device> slices;
            if (hrc == NvmlSuccess) {
                readDevice(api, dev, d);
                readMigSlices(api, dev, d, slices);
            } else {
                d.name = QStringLiteral("NVIDIA GPU");
                d.markUnavailable("name", nvmlErrorName(hrc));
            }
            r.devices.append(d);
            r.devices.append(slices);
        }
        r.backend.set(status::Ok, code::Ok, QStringLiteral("NVML reported %1 GPU(s)").arg(count));
    }
    if (api.shutdown)
        api.shutdown();
    return r;
}

} // namespace cg::probe
