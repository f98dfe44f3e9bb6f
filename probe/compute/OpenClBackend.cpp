// OpenCL backend of cloudgauge-probe: enumeration (see ComputeBackends.h); the benchmarks are in
// OpenClBench.cpp, the kernels in OpenClKernels.cpp, the entry points in OpenClApi.h.

#include "OpenClApi.h"
#include "OpenClBench.h"

#include "BenchmarkStats.h"
#include "ComputeBackends.h"
#include "DeviceClassifier.h"
#include "DynamicLibrary.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

#include <algorithm>
#include <cstring>
#include <vector>

namespace cg::probe {
namespace {

using namespace ocl;

// cl_nv_device_attribute_query (not in the Khronos headers of Debian 12).
constexpr cl_device_info kDevicePciBusIdNv = 0x4008;
constexpr cl_device_info kDevicePciSlotIdNv = 0x4009;
constexpr cl_device_info kDevicePciDomainIdNv = 0x400A;

QString platformString(const ClApi &api, cl_platform_id p, cl_platform_info what)
{
    size_t size = 0;
    if (api.getPlatformInfo(p, what, 0, nullptr, &size) != CL_SUCCESS || size == 0)
        return {};
    QByteArray buf(qsizetype(size), '\0');
    if (api.getPlatformInfo(p, what, size, buf.data(), nullptr) != CL_SUCCESS)
        return {};
    return QString::fromUtf8(buf.constData()).trimmed();
}

/// Device info as a string; nullopt when the query fails (error code in *err).
std::optional<QString> deviceString(const ClApi &api, cl_device_id d, cl_device_info what, cl_int *err = nullptr)
{
    size_t size = 0;
    cl_int rc = api.getDeviceInfo(d, what, 0, nullptr, &size);
    QByteArray buf;
    if (rc == CL_SUCCESS) {
        buf.resize(qsizetype(size) + 1);
        buf.fill('\0');
        rc = api.getDeviceInfo(d, what, size, buf.data(), nullptr);
    }
    if (err)
        *err = rc;
    if (rc != CL_SUCCESS)
        return std::nullopt;
    return QString::fromUtf8(buf.constData()).trimmed();
}

template<typename T> std::optional<T> deviceScalar(const ClApi &api, cl_device_id d, cl_device_info what, cl_int *err = nullptr)
{
    T value {};
    const cl_int rc = api.getDeviceInfo(d, what, sizeof(T), &value, nullptr);
    if (err)
        *err = rc;
    if (rc != CL_SUCCESS)
        return std::nullopt;
    return value;
}

QJsonObject describeDevice(
    const ClApi &api, cl_platform_id platform, int platformIndex, int deviceIndex, int flatIndex, cl_device_id d, ClDevice *info)
{
    QJsonObject o;
    QJsonArray unavailable;
    auto missing = [&](const char *field, cl_int err) {
        unavailable.append(QStringLiteral("%1: clGetDeviceInfo returned %2").arg(QLatin1String(field)).arg(err));
    };
    const QString platformName = platformString(api, platform, CL_PLATFORM_NAME);
    cl_int err = CL_SUCCESS;
    const std::optional<QString> name = deviceString(api, d, CL_DEVICE_NAME, &err);
    const QString vendorReported = deviceString(api, d, CL_DEVICE_VENDOR).value_or(QString());
    const cl_uint vendorId = deviceScalar<cl_uint>(api, d, CL_DEVICE_VENDOR_ID).value_or(0);
    const QString extensions = deviceString(api, d, CL_DEVICE_EXTENSIONS).value_or(QString());
    const bool software = isSoftwareImplementation(name.value_or(QString()), platformName, vendorReported);
    const std::optional<cl_device_type> type = deviceScalar<cl_device_type>(api, d, CL_DEVICE_TYPE);
    const DeviceKind kind = openClKind(type.value_or(0), software);

    o.insert(QStringLiteral("id"), QStringLiteral("opencl:%1:%2").arg(platformIndex).arg(deviceIndex));
    o.insert(QStringLiteral("backend"), QStringLiteral("opencl"));
    o.insert(QStringLiteral("index"), flatIndex);
    o.insert(QStringLiteral("platform"), platformName);

    QJsonValue uuid = QJsonValue::Null;
    if (extensions.contains(QLatin1String("cl_khr_device_uuid"))) {
        unsigned char bytes[CL_UUID_SIZE_KHR] = {};
        if (api.getDeviceInfo(d, CL_DEVICE_UUID_KHR, sizeof bytes, bytes, nullptr) == CL_SUCCESS)
            uuid = uuidString(bytes);
    }
    o.insert(QStringLiteral("uuid"), uuid);

    QJsonValue busId = QJsonValue::Null;
    if (extensions.contains(QLatin1String("cl_khr_pci_bus_info"))) {
        cl_device_pci_bus_info_khr bus {};
        if (api.getDeviceInfo(d, CL_DEVICE_PCI_BUS_INFO_KHR, sizeof bus, &bus, nullptr) == CL_SUCCESS)
            busId = pciBusId(bus.pci_domain, bus.pci_bus, bus.pci_device, bus.pci_function);
    } else if (extensions.contains(QLatin1String("cl_nv_device_attribute_query"))) {
        const auto bus = deviceScalar<cl_uint>(api, d, kDevicePciBusIdNv);
        const auto slot = deviceScalar<cl_uint>(api, d, kDevicePciSlotIdNv);
        const auto domain = deviceScalar<cl_uint>(api, d, kDevicePciDomainIdNv);
        if (bus && slot)
            busId = pciBusId(domain.value_or(0), *bus, *slot >> 3, *slot & 7);
    }
    o.insert(QStringLiteral("pci_bus_id"), busId);
    o.insert(QStringLiteral("pci_device_id"), QJsonValue::Null);
    o.insert(QStringLiteral("vendor"), vendorName(vendorId, vendorReported));
    if (name) {
        o.insert(QStringLiteral("name"), *name);
    } else {
        o.insert(QStringLiteral("name"), QStringLiteral("OpenCL device %1").arg(flatIndex));
        missing("name", err);
    }
    if (!type)
        unavailable.append(QStringLiteral("kind: CL_DEVICE_TYPE could not be read"));
    o.insert(QStringLiteral("kind"), kindName(kind));
    o.insert(QStringLiteral("software"), software);
    o.insert(QStringLiteral("form_factor"), QJsonValue::Null);

    const std::optional<cl_ulong> globalMem = deviceScalar<cl_ulong>(api, d, CL_DEVICE_GLOBAL_MEM_SIZE, &err);
    if (globalMem)
        o.insert(QStringLiteral("memory_total_mib"), double(*globalMem / (1024 * 1024)));
    else {
        o.insert(QStringLiteral("memory_total_mib"), QJsonValue::Null);
        missing("memory_total_mib", err);
    }
    o.insert(QStringLiteral("memory_used_mib"), QJsonValue::Null);

    const std::optional<QString> driver = deviceString(api, d, CL_DRIVER_VERSION, &err);
    o.insert(QStringLiteral("driver_version"), driver ? QJsonValue(*driver) : QJsonValue::Null);
    if (!driver)
        missing("driver_version", err);
    const std::optional<QString> version = deviceString(api, d, CL_DEVICE_VERSION, &err);
    o.insert(QStringLiteral("runtime_version"), version ? QJsonValue(*version) : QJsonValue::Null);
    if (!version)
        missing("runtime_version", err);
    o.insert(QStringLiteral("mig_mode"), QJsonValue::Null);

    const std::optional<cl_uint> units = deviceScalar<cl_uint>(api, d, CL_DEVICE_MAX_COMPUTE_UNITS, &err);
    o.insert(QStringLiteral("compute_units"), units ? QJsonValue(qint64(*units)) : QJsonValue::Null);
    if (!units)
        missing("compute_units", err);
    const std::optional<cl_uint> clock = deviceScalar<cl_uint>(api, d, CL_DEVICE_MAX_CLOCK_FREQUENCY, &err);
    if (clock && *clock > 0) {
        o.insert(QStringLiteral("max_clock_mhz"), double(*clock));
    } else {
        o.insert(QStringLiteral("max_clock_mhz"), QJsonValue::Null);
        if (clock)
            unavailable.append(QStringLiteral("max_clock_mhz: 0 reported"));
        else
            missing("max_clock_mhz", err);
    }
    o.insert(QStringLiteral("temperature_c"), QJsonValue::Null);
    o.insert(QStringLiteral("power_draw_w"), QJsonValue::Null);
    o.insert(QStringLiteral("utilization_percent"), QJsonValue::Null);
    o.insert(QStringLiteral("partial"), !unavailable.isEmpty());
    o.insert(QStringLiteral("unavailable"), unavailable);

    info->id = d;
    info->kind = kind;
    info->globalMem = globalMem.value_or(0);
    info->maxAlloc = deviceScalar<cl_ulong>(api, d, CL_DEVICE_MAX_MEM_ALLOC_SIZE).value_or(info->globalMem / 4);
    info->computeUnits = std::max<cl_uint>(1, units.value_or(1));
    info->maxWorkGroup = deviceScalar<size_t>(api, d, CL_DEVICE_MAX_WORK_GROUP_SIZE).value_or(0);
    return o;
}

QJsonObject backendObject(const QString &status, const QString &code, const QString &reason, const QString &library)
{
    return computeBackendJson(QStringLiteral("opencl"), status, code, reason, library);
}

} // namespace

ComputeResult runOpenCl(const ComputeOptions &options)
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

    const QByteArray libraryName = DynamicLibrary::fileNameFromEnvironment("CLOUDGAUGE_OPENCL_LIBRARY", "libOpenCL.so.1");
    const QString library = QString::fromLocal8Bit(libraryName);
    DynamicLibrary loader(libraryName); // leak() keeps it loaded after a hung dispatch
    DynamicLibrary *lib = &loader;
    if (!lib->isLoaded()) {
        return finish(backendObject(QStringLiteral("unsupported"), QStringLiteral("not_installed"),
            QStringLiteral("OpenCL ICD loader %1 not found (%2)").arg(library, lib->errorString()), QString()));
    }
    ClApi api;
    const QStringList missing = api.load(*lib);
    if (!missing.isEmpty()) {
        return finish(backendObject(QStringLiteral("error"), QStringLiteral("stub_library"),
            QStringLiteral("%1 lacks OpenCL entry points: %2").arg(library, missing.join(QStringLiteral(", "))), library));
    }

    cl_uint platformCount = 0;
    const cl_int rc = api.getPlatformIDs(0, nullptr, &platformCount);
    const QString noRuntime = QStringLiteral("no OpenCL runtime installed");
    if (rc == CL_PLATFORM_NOT_FOUND_KHR || (rc == CL_SUCCESS && platformCount == 0))
        return finish(backendObject(QStringLiteral("unsupported"), QStringLiteral("no_devices"), noRuntime, library));
    if (rc != CL_SUCCESS) {
        return finish(backendObject(QStringLiteral("error"), QStringLiteral("failed"),
            QStringLiteral("clGetPlatformIDs returned %1 %2").arg(rc).arg(clErrorName(rc)), library));
    }
    std::vector<cl_platform_id> platforms(platformCount);
    if (api.getPlatformIDs(platformCount, platforms.data(), nullptr) != CL_SUCCESS)
        return finish(backendObject(QStringLiteral("unsupported"), QStringLiteral("no_devices"), noRuntime, library));

    std::vector<ClDevice> devices;
    QStringList versions;
    for (cl_uint p = 0; p < platformCount; ++p) {
        versions << platformString(api, platforms[p], CL_PLATFORM_VERSION);
        cl_uint count = 0;
        if (api.getDeviceIDs(platforms[p], CL_DEVICE_TYPE_ALL, 0, nullptr, &count) != CL_SUCCESS || count == 0)
            continue; // CL_DEVICE_NOT_FOUND: a platform without devices
        std::vector<cl_device_id> ids(count);
        if (api.getDeviceIDs(platforms[p], CL_DEVICE_TYPE_ALL, count, ids.data(), nullptr) != CL_SUCCESS)
            continue;
        for (cl_uint d = 0; d < count; ++d) {
            ClDevice info;
            result.devices.append(describeDevice(api, platforms[p], int(p), int(d), int(devices.size()), ids[d], &info));
            devices.push_back(info);
        }
    }
    QJsonObject backend;
    if (devices.empty()) {
        backend = backendObject(QStringLiteral("unsupported"), QStringLiteral("no_devices"),
            QStringLiteral("%1 OpenCL platform(s) but no device").arg(platformCount), library);
    } else {
        backend = backendObject(QStringLiteral("ok"), QStringLiteral("ok"),
            QStringLiteral("%1 OpenCL device(s) on %2 platform(s)").arg(devices.size()).arg(platformCount), library);
    }
    versions.removeAll(QString());
    backend.insert(QStringLiteral("tool_version"),
        versions.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(versions.join(QStringLiteral("; "))));

    QJsonValue benchmarkDevice = QJsonValue::Null;
    if (!devices.empty() && !options.inventoryOnly) {
        const std::optional<int> chosen = options.device ? options.device : defaultBenchmarkDevice(result.devices);
        if (chosen && *chosen >= 0 && *chosen < int(devices.size())) {
            benchmarkDevice = *chosen;
            ClBench bench(api, devices[size_t(*chosen)], options, deadline);
            const BenchOutcome outcome = bench.run();
            if (outcome.hung)
                lib->leak();
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
