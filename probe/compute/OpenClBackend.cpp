// OpenCL backend of cloudgauge-probe: enumeration and micro-benchmarks (see ComputeBackends.h).
//
// The ICD loader is opened with dlopen; the Khronos headers give the types and constants only.

#define CL_TARGET_OPENCL_VERSION 300
#define CL_USE_DEPRECATED_OPENCL_1_2_APIS
#include <CL/cl.h>
#include <CL/cl_ext.h>

#include "BenchmarkStats.h"
#include "ComputeBackends.h"
#include "DeviceClassifier.h"
#include "DynamicLibrary.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <thread>
#include <vector>

namespace cg::probe {
namespace {

// cl_nv_device_attribute_query (not in the Khronos headers of Debian 12).
constexpr cl_device_info kDevicePciBusIdNv = 0x4008;
constexpr cl_device_info kDevicePciSlotIdNv = 0x4009;
constexpr cl_device_info kDevicePciDomainIdNv = 0x400A;

/// A dispatch that has not finished after this long is treated as a hung kernel (CLV-03).
constexpr std::chrono::milliseconds kHangTimeout { 5000 };

struct ClApi
{
    decltype(&::clGetPlatformIDs) getPlatformIDs = nullptr;
    decltype(&::clGetPlatformInfo) getPlatformInfo = nullptr;
    decltype(&::clGetDeviceIDs) getDeviceIDs = nullptr;
    decltype(&::clGetDeviceInfo) getDeviceInfo = nullptr;
    decltype(&::clCreateContext) createContext = nullptr;
    decltype(&::clReleaseContext) releaseContext = nullptr;
    decltype(&::clCreateCommandQueue) createCommandQueue = nullptr;
    decltype(&::clReleaseCommandQueue) releaseCommandQueue = nullptr;
    decltype(&::clCreateBuffer) createBuffer = nullptr;
    decltype(&::clReleaseMemObject) releaseMemObject = nullptr;
    decltype(&::clCreateProgramWithSource) createProgramWithSource = nullptr;
    decltype(&::clBuildProgram) buildProgram = nullptr;
    decltype(&::clGetProgramBuildInfo) getProgramBuildInfo = nullptr;
    decltype(&::clReleaseProgram) releaseProgram = nullptr;
    decltype(&::clCreateKernel) createKernel = nullptr;
    decltype(&::clReleaseKernel) releaseKernel = nullptr;
    decltype(&::clSetKernelArg) setKernelArg = nullptr;
    decltype(&::clEnqueueNDRangeKernel) enqueueNDRangeKernel = nullptr;
    decltype(&::clEnqueueWriteBuffer) enqueueWriteBuffer = nullptr;
    decltype(&::clEnqueueReadBuffer) enqueueReadBuffer = nullptr;
    decltype(&::clFlush) flush = nullptr;
    decltype(&::clFinish) finish = nullptr;
    decltype(&::clGetEventInfo) getEventInfo = nullptr;
    decltype(&::clReleaseEvent) releaseEvent = nullptr;

    /// Resolves every entry point; returns the names that are missing.
    QStringList load(const DynamicLibrary &lib)
    {
        QStringList missing;
        auto get = [&](auto &fn, const char *name) {
            fn = lib.get<std::remove_reference_t<decltype(fn)>>(name);
            if (!fn)
                missing << QString::fromLatin1(name);
        };
        get(getPlatformIDs, "clGetPlatformIDs");
        get(getPlatformInfo, "clGetPlatformInfo");
        get(getDeviceIDs, "clGetDeviceIDs");
        get(getDeviceInfo, "clGetDeviceInfo");
        get(createContext, "clCreateContext");
        get(releaseContext, "clReleaseContext");
        get(createCommandQueue, "clCreateCommandQueue");
        get(releaseCommandQueue, "clReleaseCommandQueue");
        get(createBuffer, "clCreateBuffer");
        get(releaseMemObject, "clReleaseMemObject");
        get(createProgramWithSource, "clCreateProgramWithSource");
        get(buildProgram, "clBuildProgram");
        get(getProgramBuildInfo, "clGetProgramBuildInfo");
        get(releaseProgram, "clReleaseProgram");
        get(createKernel, "clCreateKernel");
        get(releaseKernel, "clReleaseKernel");
        get(setKernelArg, "clSetKernelArg");
        get(enqueueNDRangeKernel, "clEnqueueNDRangeKernel");
        get(enqueueWriteBuffer, "clEnqueueWriteBuffer");
        get(enqueueReadBuffer, "clEnqueueReadBuffer");
        get(flush, "clFlush");
        get(finish, "clFinish");
        get(getEventInfo, "clGetEventInfo");
        get(releaseEvent, "clReleaseEvent");
        return missing;
    }
};

QString clErrorName(cl_int code)
{
    switch (code) {
    case CL_DEVICE_NOT_FOUND:
        return QStringLiteral("CL_DEVICE_NOT_FOUND");
    case CL_DEVICE_NOT_AVAILABLE:
        return QStringLiteral("CL_DEVICE_NOT_AVAILABLE");
    case CL_COMPILER_NOT_AVAILABLE:
        return QStringLiteral("CL_COMPILER_NOT_AVAILABLE");
    case CL_MEM_OBJECT_ALLOCATION_FAILURE:
        return QStringLiteral("CL_MEM_OBJECT_ALLOCATION_FAILURE");
    case CL_OUT_OF_RESOURCES:
        return QStringLiteral("CL_OUT_OF_RESOURCES");
    case CL_OUT_OF_HOST_MEMORY:
        return QStringLiteral("CL_OUT_OF_HOST_MEMORY");
    case CL_BUILD_PROGRAM_FAILURE:
        return QStringLiteral("CL_BUILD_PROGRAM_FAILURE");
    case CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST:
        return QStringLiteral("CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST");
    case CL_INVALID_VALUE:
        return QStringLiteral("CL_INVALID_VALUE");
    case CL_INVALID_DEVICE:
        return QStringLiteral("CL_INVALID_DEVICE");
    case CL_INVALID_CONTEXT:
        return QStringLiteral("CL_INVALID_CONTEXT");
    case CL_INVALID_COMMAND_QUEUE:
        return QStringLiteral("CL_INVALID_COMMAND_QUEUE");
    case CL_INVALID_MEM_OBJECT:
        return QStringLiteral("CL_INVALID_MEM_OBJECT");
    case CL_INVALID_PROGRAM_EXECUTABLE:
        return QStringLiteral("CL_INVALID_PROGRAM_EXECUTABLE");
    case CL_INVALID_KERNEL:
        return QStringLiteral("CL_INVALID_KERNEL");
    case CL_INVALID_KERNEL_ARGS:
        return QStringLiteral("CL_INVALID_KERNEL_ARGS");
    case CL_INVALID_WORK_GROUP_SIZE:
        return QStringLiteral("CL_INVALID_WORK_GROUP_SIZE");
    case CL_INVALID_BUFFER_SIZE:
        return QStringLiteral("CL_INVALID_BUFFER_SIZE");
    case CL_INVALID_EVENT:
        return QStringLiteral("CL_INVALID_EVENT");
    case CL_PLATFORM_NOT_FOUND_KHR:
        return QStringLiteral("CL_PLATFORM_NOT_FOUND_KHR");
    default:
        break;
    }
    return QStringLiteral("CL error");
}

/// An OpenCL call failed (or a test fault was injected): ends the benchmarks with status `error`.
struct ClError
{
    QString call;
    cl_int code;
};

/// A dispatch did not complete within kHangTimeout: ends the benchmarks with status `timeout`.
struct ClHang
{
    QString what;
};

void check(cl_int code, const char *call)
{
    if (code != CL_SUCCESS)
        throw ClError { QString::fromLatin1(call), code };
}

/// Test-only fault injection: CLOUDGAUGE_PROBE_FAULT="opencl:<figure>:<what>" where what is a CL
/// error code (e.g. -5: the figure's first timed wait reports it), "timeout" (the wait behaves as a
/// hung kernel) or "mismatch" (the host check sees a wrong element). Documented in probe/schema.md.
QString injectedFault(const QString &figure)
{
    const QByteArray env = qgetenv("CLOUDGAUGE_PROBE_FAULT");
    const QString prefix = QStringLiteral("opencl:") + figure + QLatin1Char(':');
    const QString value = QString::fromLocal8Bit(env);
    return value.startsWith(prefix) ? value.mid(prefix.size()) : QString();
}

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

/// Everything the benchmarks need to know about an enumerated device.
struct ClDevice
{
    cl_device_id id = nullptr;
    DeviceKind kind = DeviceKind::Other;
    cl_ulong globalMem = 0;
    cl_ulong maxAlloc = 0;
    cl_uint computeUnits = 1;
    size_t maxWorkGroup = 0;
};

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

const char *const kKernelSource = R"CLC(
// STREAM / BabelStream kernels (https://github.com/UoB-HPC/BabelStream): one element per work-item.
__kernel void copy(__global const float *a, __global float *b)
{
    const size_t i = get_global_id(0);
    b[i] = a[i];
}

__kernel void triad(__global float *a, __global const float *b, __global const float *c, const float s)
{
    const size_t i = get_global_id(0);
    a[i] = b[i] + s * c[i];
}

// clpeak-style compute kernel (https://github.com/krrishnarraj/clpeak): 8 independent FMA chains per
// work-item, each advanced twice per iteration: 16 FMA = 32 FLOP per iteration.
__kernel void fma_chains(__global float *out, const float m, const float c, const int iters)
{
    const int gid = (int)get_global_id(0);
    float x0 = (float)(gid & 1023) * 0.0009765625f;
    float x1 = x0 + 1.0f, x2 = x0 + 2.0f, x3 = x0 + 3.0f, x4 = x0 + 4.0f, x5 = x0 + 5.0f, x6 = x0 + 6.0f, x7 = x0 + 7.0f;
    for (int i = 0; i < iters; ++i) {
        x0 = fma(x0, m, c); x1 = fma(x1, m, c); x2 = fma(x2, m, c); x3 = fma(x3, m, c);
        x4 = fma(x4, m, c); x5 = fma(x5, m, c); x6 = fma(x6, m, c); x7 = fma(x7, m, c);
        x0 = fma(x0, m, c); x1 = fma(x1, m, c); x2 = fma(x2, m, c); x3 = fma(x3, m, c);
        x4 = fma(x4, m, c); x5 = fma(x5, m, c); x6 = fma(x6, m, c); x7 = fma(x7, m, c);
    }
    out[gid] = ((x0 + x1) + (x2 + x3)) + ((x4 + x5) + (x6 + x7));
}
)CLC";

constexpr int kFmaPerIteration = 16;
// m = 1 and c = 2^-10 keep every intermediate an exact multiple of 2^-10 below 2^12, so a conforming
// device and the host agree bit for bit; the device cannot know m is 1 (it is a kernel argument).
constexpr float kFmaM = 1.0f;
constexpr float kFmaC = 0.0009765625f;

/// The value fma_chains writes for work-item `gid`, computed on the host with the same float ops.
float hostFmaChains(int gid, int iters)
{
    float x[8];
    x[0] = float(gid & 1023) * 0.0009765625f;
    for (int k = 1; k < 8; ++k)
        x[k] = x[0] + float(k);
    for (int i = 0; i < iters; ++i) {
        for (int round = 0; round < 2; ++round) {
            for (float &v : x)
                v = std::fma(v, kFmaM, kFmaC);
        }
    }
    return ((x[0] + x[1]) + (x[2] + x[3])) + ((x[4] + x[5]) + (x[6] + x[7]));
}

/// Outcome of the benchmark run on one device.
struct BenchOutcome
{
    QJsonObject benchmarks;
    bool hung = false; ///< a dispatch never finished: leave the driver's objects alone
};

/// Runs the five figures on one device; owns the context, queue, program and buffers.
class ClBench final
{
public:
    ClBench(const ClApi &api, const ClDevice &device, const ComputeOptions &options, const Deadline &deadline)
        : m_api(api)
        , m_device(device)
        , m_options(options)
        , m_deadline(deadline)
        , m_rule(StopRule::forMode(options.quick))
        , m_cal(Calibration::forMode(options.quick))
    {
    }

    ~ClBench()
    {
        if (m_hung)
            return; // releasing objects a hung kernel still uses can block or crash in the driver
        if (m_queue)
            m_api.finish(m_queue);
        for (cl_mem m : m_buffers)
            m_api.releaseMemObject(m);
        for (cl_kernel k : { m_copy, m_triad, m_fma }) {
            if (k)
                m_api.releaseKernel(k);
        }
        if (m_program)
            m_api.releaseProgram(m_program);
        if (m_queue)
            m_api.releaseCommandQueue(m_queue);
        if (m_context)
            m_api.releaseContext(m_context);
    }

    Q_DISABLE_COPY_MOVE(ClBench)

    BenchOutcome run();

private:
    struct Figure
    {
        const char *key;
        void (ClBench::*fn)(QJsonObject &);
    };

    void setUp();
    cl_mem buffer(size_t bytes);
    void writeBlocking(cl_mem mem, const void *data, size_t bytes);
    void readBlocking(cl_mem mem, void *data, size_t bytes);
    /// Enqueues `count` operations through `enqueue` (each returns its event), waits for the last
    /// one with the hang timeout, and returns the host wall time in ms.
    template<typename Enqueue> double timed(int count, Enqueue enqueue);
    void waitFor(cl_event ev);
    bool cancelled() const { return m_options.cancel && m_options.cancel->load(); }

    /// Warm-up, then timed samples of `reps` dispatches (reps sized from one timed dispatch) until
    /// the stop rule says so. `once` enqueues one dispatch and returns its event; each sample's
    /// figure is amountPerDispatch × reps / seconds / unitScale (1e9: GB/s, 1e12: TFLOPS).
    /// Returns false when no sample was taken (deadline or cancel before the first one).
    template<typename Once>
    bool sample(
        Once once, double amountPerDispatch, double unitScale, std::vector<double> *values, std::vector<double> *dispatchMs, int *reps);

    /// A 1-D streaming kernel (copy, triad) with its arguments set: shrinks the dispatch (not the
    /// buffers) from `*global` work-items until one takes at most maxDispatchMs, then samples it
    /// as GB/s with `bytesPerItem` bytes read plus written per work-item. `*bytes` = bytes per
    /// dispatch. Returns false when no sample was taken.
    bool sampleStream(cl_kernel kernel, double bytesPerItem, size_t *global, double *bytes, std::vector<double> *values,
        std::vector<double> *dispatchMs, int *reps);
    void runCopy(QJsonObject &out);
    void runTriad(QJsonObject &out);
    void runFma(QJsonObject &out);
    void runH2d(QJsonObject &out);
    void runD2h(QJsonObject &out);
    void emitMeasure(QJsonObject &out, const QString &key, const std::vector<double> &values, const std::vector<double> &ms,
        const QString &amountKey, double amount, int reps, qint64 mismatches, qint64 checked, QJsonObject extra);

    const ClApi &m_api;
    ClDevice m_device;
    const ComputeOptions &m_options;
    const Deadline &m_deadline;
    StopRule m_rule;
    Calibration m_cal;
    QString m_figure;
    bool m_hung = false;
    bool m_stoppedEarly = false;
    QString m_stopReason;
    QStringList m_mismatched;

    cl_context m_context = nullptr;
    cl_command_queue m_queue = nullptr;
    cl_program m_program = nullptr;
    cl_kernel m_copy = nullptr, m_triad = nullptr, m_fma = nullptr;
    std::vector<cl_mem> m_buffers;
    size_t m_elements = 0; ///< floats per bandwidth buffer
};

void ClBench::setUp()
{
    cl_int err = CL_SUCCESS;
    m_context = m_api.createContext(nullptr, 1, &m_device.id, nullptr, nullptr, &err);
    check(err, "clCreateContext");
    m_queue = m_api.createCommandQueue(m_context, m_device.id, 0, &err);
    check(err, "clCreateCommandQueue");
    const char *src = kKernelSource;
    m_program = m_api.createProgramWithSource(m_context, 1, &src, nullptr, &err);
    check(err, "clCreateProgramWithSource");
    err = m_api.buildProgram(m_program, 1, &m_device.id, "", nullptr, nullptr);
    if (err != CL_SUCCESS) {
        size_t size = 0;
        m_api.getProgramBuildInfo(m_program, m_device.id, CL_PROGRAM_BUILD_LOG, 0, nullptr, &size);
        QByteArray log(qsizetype(size) + 1, '\0');
        m_api.getProgramBuildInfo(m_program, m_device.id, CL_PROGRAM_BUILD_LOG, size, log.data(), nullptr);
        throw ClError { QStringLiteral("clBuildProgram (%1)").arg(QString::fromUtf8(log.constData()).left(300).trimmed()), err };
    }
    m_copy = m_api.createKernel(m_program, "copy", &err);
    check(err, "clCreateKernel");
    m_triad = m_api.createKernel(m_program, "triad", &err);
    check(err, "clCreateKernel");
    m_fma = m_api.createKernel(m_program, "fma_chains", &err);
    check(err, "clCreateKernel");

    // Buffers: at most 256 MiB each on a GPU (64 MiB in quick mode), 64 MiB on a CPU device
    // (32 MiB quick), never more than the device's max allocation or 1/8 of its memory.
    const cl_ulong mib = 1024 * 1024;
    const bool gpu = m_device.kind == DeviceKind::Gpu;
    cl_ulong perBuffer = (gpu ? (m_options.quick ? 64 : 256) : (m_options.quick ? 32 : 64)) * mib;
    perBuffer = std::min(perBuffer, m_device.maxAlloc);
    if (m_device.globalMem > 0)
        perBuffer = std::min(perBuffer, m_device.globalMem / 8);
    perBuffer -= perBuffer % 4096;
    if (perBuffer < 4096)
        throw ClError { QStringLiteral("device memory too small"), CL_INVALID_BUFFER_SIZE };
    m_elements = size_t(perBuffer / sizeof(float));
}

cl_mem ClBench::buffer(size_t bytes)
{
    cl_int err = CL_SUCCESS;
    cl_mem m = m_api.createBuffer(m_context, CL_MEM_READ_WRITE, bytes, nullptr, &err);
    check(err, "clCreateBuffer");
    m_buffers.push_back(m);
    return m;
}

void ClBench::waitFor(cl_event ev)
{
    const auto start = std::chrono::steady_clock::now();
    const QString fault = injectedFault(m_figure);
    if (fault == QLatin1String("timeout")) {
        m_api.finish(m_queue);
        m_api.releaseEvent(ev);
        throw ClHang { m_figure };
    }
    if (!fault.isEmpty() && fault != QLatin1String("mismatch")) {
        m_api.finish(m_queue);
        m_api.releaseEvent(ev);
        throw ClError { QStringLiteral("clGetEventInfo"), cl_int(fault.toInt()) };
    }
    for (;;) {
        cl_int status = CL_QUEUED;
        const cl_int rc = m_api.getEventInfo(ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof status, &status, nullptr);
        if (rc != CL_SUCCESS) {
            m_api.releaseEvent(ev);
            throw ClError { QStringLiteral("clGetEventInfo"), rc };
        }
        if (status == CL_COMPLETE)
            break;
        if (status < 0) {
            m_api.releaseEvent(ev);
            throw ClError { QStringLiteral("command execution"), status };
        }
        if (std::chrono::steady_clock::now() - start > kHangTimeout)
            throw ClHang { m_figure }; // the event stays with the driver
        // Sleep rather than spin: on a CPU device (pocl) the host thread shares the cores.
        std::this_thread::sleep_for(std::chrono::microseconds(50));
    }
    m_api.releaseEvent(ev);
}

void ClBench::writeBlocking(cl_mem mem, const void *data, size_t bytes)
{
    cl_event ev = nullptr;
    check(m_api.enqueueWriteBuffer(m_queue, mem, CL_FALSE, 0, bytes, data, 0, nullptr, &ev), "clEnqueueWriteBuffer");
    check(m_api.flush(m_queue), "clFlush");
    waitFor(ev);
}

void ClBench::readBlocking(cl_mem mem, void *data, size_t bytes)
{
    cl_event ev = nullptr;
    check(m_api.enqueueReadBuffer(m_queue, mem, CL_FALSE, 0, bytes, data, 0, nullptr, &ev), "clEnqueueReadBuffer");
    check(m_api.flush(m_queue), "clFlush");
    waitFor(ev);
}

template<typename Enqueue> double ClBench::timed(int count, Enqueue enqueue)
{
    const auto start = std::chrono::steady_clock::now();
    cl_event last = nullptr;
    for (int i = 0; i < count; ++i) {
        cl_event ev = enqueue();
        if (last)
            m_api.releaseEvent(last);
        last = ev;
    }
    check(m_api.flush(m_queue), "clFlush");
    waitFor(last);
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

template<typename Once>
bool ClBench::sample(
    Once once, double amountPerDispatch, double unitScale, std::vector<double> *values, std::vector<double> *dispatchMs, int *reps)
{
    // Warm-up (discarded): first-touch page faults, JIT, clocks ramping up.
    timed(1, once);
    const double oneMs = timed(1, once);
    *reps = dispatchesPerSample(oneMs, m_cal.targetSampleMs, m_cal.maxDispatchesPerSample);
    for (;;) {
        const StopReason step = nextStep(*values, m_rule, m_deadline.expired(), cancelled());
        if (step == StopReason::Cancelled) {
            m_stoppedEarly = true;
            m_stopReason = QStringLiteral("cancelled");
            return !values->empty();
        }
        if (step == StopReason::Deadline) {
            m_stoppedEarly = true;
            m_stopReason = QStringLiteral("timeout");
            return !values->empty();
        }
        if (step != StopReason::Continue)
            return true;
        const double ms = timed(*reps, once);
        const double seconds = ms / 1000.0;
        values->push_back(amountPerDispatch * *reps / seconds / unitScale);
        dispatchMs->push_back(ms / *reps);
    }
}

void ClBench::emitMeasure(QJsonObject &out, const QString &key, const std::vector<double> &values, const std::vector<double> &ms,
    const QString &amountKey, double amount, int reps, qint64 mismatches, qint64 checked, QJsonObject extra)
{
    if (values.empty())
        return;
    if (injectedFault(m_figure) == QLatin1String("mismatch"))
        mismatches = std::max<qint64>(mismatches, 1);
    QJsonObject m;
    if (mismatches > 0) {
        m = unverifiedMeasureJson(int(values.size()), amountKey, amount,
            QStringLiteral("%1 of %2 checked results differ from the host computation").arg(mismatches).arg(checked));
        m_mismatched << key;
    } else {
        m = measureJson(values, ms, amountKey, amount, reps);
    }
    for (auto it = extra.constBegin(); it != extra.constEnd(); ++it)
        m.insert(it.key(), it.value());
    m.insert(QStringLiteral("checked"), double(checked));
    out.insert(key, m);
}

void ClBench::runCopy(QJsonObject &out)
{
    const size_t n = m_elements;
    std::vector<float> host(n);
    for (size_t i = 0; i < n; ++i)
        host[i] = float(i % 65536);
    cl_mem a = buffer(n * sizeof(float));
    cl_mem b = buffer(n * sizeof(float));
    writeBlocking(a, host.data(), n * sizeof(float));
    check(m_api.setKernelArg(m_copy, 0, sizeof(cl_mem), &a), "clSetKernelArg");
    check(m_api.setKernelArg(m_copy, 1, sizeof(cl_mem), &b), "clSetKernelArg");

    size_t global = n;
    std::vector<double> values, ms;
    int reps = 1;
    double bytes = 0;
    if (!sampleStream(m_copy, 2.0 * sizeof(float), &global, &bytes, &values, &ms, &reps))
        return;
    std::vector<float> result(global, -1.0f);
    readBlocking(b, result.data(), global * sizeof(float));
    qint64 bad = 0;
    for (size_t i = 0; i < global; ++i)
        bad += result[i] != host[i];
    emitMeasure(out, QStringLiteral("copy_gbps"), values, ms, QStringLiteral("bytes"), bytes, reps, bad, qint64(global),
        { { QStringLiteral("elements"), double(global) } });
}

bool ClBench::sampleStream(cl_kernel kernel, double bytesPerItem, size_t *global, double *bytes, std::vector<double> *values,
    std::vector<double> *dispatchMs, int *reps)
{
    auto once = [&] {
        cl_event ev = nullptr;
        check(m_api.enqueueNDRangeKernel(m_queue, kernel, 1, nullptr, global, nullptr, 0, nullptr, &ev), "clEnqueueNDRangeKernel");
        return ev;
    };
    for (int tries = 0; tries < 6; ++tries) {
        timed(1, once);
        const double ms = timed(1, once);
        const auto next = size_t(shrinkSize(std::int64_t(*global), ms, m_cal.targetDispatchMs, m_cal.maxDispatchMs, 65536, 65536));
        if (next == *global)
            break;
        *global = next;
    }
    *bytes = bytesPerItem * double(*global);
    return sample(once, *bytes, 1e9, values, dispatchMs, reps);
}

void ClBench::runTriad(QJsonObject &out)
{
    const size_t n = m_elements;
    // Small integers keep b + s × c exact whether or not the device contracts it into one FMA.
    std::vector<float> hb(n), hc(n);
    for (size_t i = 0; i < n; ++i) {
        hb[i] = float(i % 1000);
        hc[i] = float(i % 7);
    }
    const float s = 3.0f;
    cl_mem a = buffer(n * sizeof(float));
    cl_mem b = buffer(n * sizeof(float));
    cl_mem c = buffer(n * sizeof(float));
    writeBlocking(b, hb.data(), n * sizeof(float));
    writeBlocking(c, hc.data(), n * sizeof(float));
    check(m_api.setKernelArg(m_triad, 0, sizeof(cl_mem), &a), "clSetKernelArg");
    check(m_api.setKernelArg(m_triad, 1, sizeof(cl_mem), &b), "clSetKernelArg");
    check(m_api.setKernelArg(m_triad, 2, sizeof(cl_mem), &c), "clSetKernelArg");
    check(m_api.setKernelArg(m_triad, 3, sizeof(float), &s), "clSetKernelArg");

    size_t global = n;
    std::vector<double> values, ms;
    int reps = 1;
    double bytes = 0;
    if (!sampleStream(m_triad, 3.0 * sizeof(float), &global, &bytes, &values, &ms, &reps))
        return;
    std::vector<float> result(global, -1.0f);
    readBlocking(a, result.data(), global * sizeof(float));
    qint64 bad = 0;
    for (size_t i = 0; i < global; ++i)
        bad += result[i] != hb[i] + s * hc[i];
    emitMeasure(out, QStringLiteral("triad_gbps"), values, ms, QStringLiteral("bytes"), bytes, reps, bad, qint64(global),
        { { QStringLiteral("elements"), double(global) } });
}

void ClBench::runFma(QJsonObject &out)
{
    // Enough work-items to fill a GPU (2,048 per compute unit: a full SM/CU), fewer on a CPU device.
    const size_t perUnit = m_device.kind == DeviceKind::Gpu ? 2048 : 256;
    const size_t items = size_t(m_device.computeUnits) * perUnit;
    cl_mem o = buffer(items * sizeof(float));
    cl_int iters = 64;
    check(m_api.setKernelArg(m_fma, 0, sizeof(cl_mem), &o), "clSetKernelArg");
    check(m_api.setKernelArg(m_fma, 1, sizeof(float), &kFmaM), "clSetKernelArg");
    check(m_api.setKernelArg(m_fma, 2, sizeof(float), &kFmaC), "clSetKernelArg");
    size_t global = items;
    // pocl picks tiny work-groups for this kernel by itself and runs it 4× slower; 64 work-items
    // (a divisor of `items`) let it vectorise across work-items. GPU drivers choose well alone.
    size_t cpuLocal = std::min<size_t>(64, m_device.maxWorkGroup);
    const size_t *local = m_device.kind == DeviceKind::Gpu || cpuLocal == 0 || items % cpuLocal != 0 ? nullptr : &cpuLocal;
    auto once = [&] {
        cl_event ev = nullptr;
        check(m_api.setKernelArg(m_fma, 3, sizeof(cl_int), &iters), "clSetKernelArg");
        check(m_api.enqueueNDRangeKernel(m_queue, m_fma, 1, nullptr, &global, local, 0, nullptr, &ev), "clEnqueueNDRangeKernel");
        return ev;
    };
    // Grow the chain length until one dispatch lasts about targetDispatchMs (at most 2^16
    // iterations, which keeps the values exact and the host check short); shrink when too long.
    constexpr cl_int maxIters = 1 << 16;
    timed(1, once);
    for (int tries = 0; tries < 10; ++tries) {
        const double ms = timed(1, once);
        if (ms > m_cal.maxDispatchMs && iters > 16) {
            iters = cl_int(shrinkSize(iters, ms, m_cal.targetDispatchMs, m_cal.maxDispatchMs, 16, 16));
            continue;
        }
        if (ms >= m_cal.targetDispatchMs / 2 || iters >= maxIters)
            break;
        const double factor = ms > 0 ? std::min(64.0, m_cal.targetDispatchMs / ms) : 64.0;
        cl_int grown = iters;
        while (grown < maxIters && double(grown) < double(iters) * factor)
            grown *= 2;
        iters = std::min(grown, maxIters);
    }
    const double fmaPerItem = double(iters) * kFmaPerIteration;
    const double flop = 2.0 * fmaPerItem * double(items);
    std::vector<double> values, ms;
    int reps = 1;
    if (!sample(once, flop, 1e12, &values, &ms, &reps))
        return;
    std::vector<float> result(items, -1.0f);
    readBlocking(o, result.data(), items * sizeof(float));
    // Check 16 work-items spread over the range (the host repeats their full chains).
    qint64 bad = 0, checked = 0;
    const size_t step = std::max<size_t>(1, items / 16);
    for (size_t gid = 0; gid < items; gid += step, ++checked) {
        const float expected = hostFmaChains(int(gid), iters);
        bad += std::fabs(result[gid] - expected) > 1e-6f * std::fabs(expected);
    }
    emitMeasure(out, QStringLiteral("fp32_tflops"), values, ms, QStringLiteral("flop"), flop, reps, bad, checked,
        { { QStringLiteral("work_items"), double(items) }, { QStringLiteral("fma_per_work_item"), fmaPerItem } });
}

void ClBench::runH2d(QJsonObject &out)
{
    size_t bytes = m_elements * sizeof(float);
    std::vector<unsigned char> host(bytes);
    for (size_t i = 0; i < bytes; ++i)
        host[i] = static_cast<unsigned char>((i * 131) >> 3);
    cl_mem d = buffer(bytes);
    auto once = [&] {
        cl_event ev = nullptr;
        check(m_api.enqueueWriteBuffer(m_queue, d, CL_FALSE, 0, bytes, host.data(), 0, nullptr, &ev), "clEnqueueWriteBuffer");
        return ev;
    };
    for (int tries = 0; tries < 6; ++tries) {
        timed(1, once);
        const double ms = timed(1, once);
        const auto next = size_t(shrinkSize(std::int64_t(bytes), ms, m_cal.targetDispatchMs, m_cal.maxDispatchMs, 1 << 20, 1 << 20));
        if (next == bytes)
            break;
        bytes = next;
    }
    std::vector<double> values, ms;
    int reps = 1;
    if (!sample(once, double(bytes), 1e9, &values, &ms, &reps))
        return;
    std::vector<unsigned char> back(bytes, 0);
    readBlocking(d, back.data(), bytes);
    qint64 bad = 0;
    for (size_t i = 0; i < bytes; ++i)
        bad += back[i] != host[i];
    emitMeasure(out, QStringLiteral("h2d_gbps"), values, ms, QStringLiteral("bytes"), double(bytes), reps, bad, qint64(bytes), {});
}

void ClBench::runD2h(QJsonObject &out)
{
    size_t bytes = m_elements * sizeof(float);
    std::vector<unsigned char> pattern(bytes);
    for (size_t i = 0; i < bytes; ++i)
        pattern[i] = static_cast<unsigned char>((i * 197) >> 2);
    cl_mem d = buffer(bytes);
    writeBlocking(d, pattern.data(), bytes);
    std::vector<unsigned char> host(bytes, 0);
    auto once = [&] {
        cl_event ev = nullptr;
        check(m_api.enqueueReadBuffer(m_queue, d, CL_FALSE, 0, bytes, host.data(), 0, nullptr, &ev), "clEnqueueReadBuffer");
        return ev;
    };
    for (int tries = 0; tries < 6; ++tries) {
        timed(1, once);
        const double ms = timed(1, once);
        const auto next = size_t(shrinkSize(std::int64_t(bytes), ms, m_cal.targetDispatchMs, m_cal.maxDispatchMs, 1 << 20, 1 << 20));
        if (next == bytes)
            break;
        bytes = next;
    }
    std::vector<double> values, ms;
    int reps = 1;
    // The last timed read must have brought the pattern back: clear the host copy first.
    std::fill(host.begin(), host.end(), 0);
    if (!sample(once, double(bytes), 1e9, &values, &ms, &reps))
        return;
    qint64 bad = 0;
    for (size_t i = 0; i < bytes; ++i)
        bad += host[i] != pattern[i];
    emitMeasure(out, QStringLiteral("d2h_gbps"), values, ms, QStringLiteral("bytes"), double(bytes), reps, bad, qint64(bytes), {});
}

BenchOutcome ClBench::run()
{
    QJsonObject b;
    b.insert(QStringLiteral("api"), QStringLiteral("opencl"));
    const Figure figures[] = {
        { "copy", &ClBench::runCopy },
        { "triad", &ClBench::runTriad },
        { "fp32", &ClBench::runFma },
        { "h2d", &ClBench::runH2d },
        { "d2h", &ClBench::runD2h },
    };
    QString status = QStringLiteral("ok");
    QString reason;
    try {
        m_figure = QStringLiteral("setup");
        setUp();
        for (const Figure &f : figures) {
            m_figure = QString::fromLatin1(f.key);
            if (cancelled()) {
                m_stoppedEarly = true;
                m_stopReason = QStringLiteral("cancelled");
            } else if (m_deadline.expired()) {
                m_stoppedEarly = true;
                m_stopReason = QStringLiteral("timeout");
            } else {
                (this->*f.fn)(b);
            }
            if (m_stoppedEarly)
                break;
            // Buffers of one figure are not needed by the next one.
            m_api.finish(m_queue);
            for (cl_mem m : m_buffers)
                m_api.releaseMemObject(m);
            m_buffers.clear();
        }
        if (m_stoppedEarly && m_stopReason == QLatin1String("cancelled")) {
            status = QStringLiteral("cancelled");
            reason = QStringLiteral("benchmark cancelled during %1").arg(m_figure);
        } else if (m_stoppedEarly) {
            status = QStringLiteral("timeout");
            reason = QStringLiteral("time budget of %1 s used up during %2; later figures not measured")
                         .arg(double(m_deadline.budget().count()) / 1000.0)
                         .arg(m_figure);
        } else if (!m_mismatched.isEmpty()) {
            status = QStringLiteral("error");
            reason = QStringLiteral("%1 did not match the host computation; no figure is reported for it")
                         .arg(m_mismatched.join(QStringLiteral(", ")));
        }
    } catch (const ClError &e) {
        status = QStringLiteral("error");
        reason = QStringLiteral("benchmark failed: driver reset/timeout or out of resources (%1 returned %2 %3 during %4)")
                     .arg(e.call)
                     .arg(e.code)
                     .arg(clErrorName(e.code), m_figure);
        b.insert(QStringLiteral("error_code"), e.code);
    } catch (const ClHang &e) {
        m_hung = true;
        status = QStringLiteral("timeout");
        reason = QStringLiteral("benchmark failed: driver reset/timeout (a %1 dispatch did not finish within %2 s)")
                     .arg(e.what)
                     .arg(double(kHangTimeout.count()) / 1000.0);
    }
    if (status == QLatin1String("ok") && m_device.kind != DeviceKind::Gpu)
        reason = QStringLiteral("measured on a CPU (software) OpenCL device: these are CPU figures, not GPU figures");
    b.insert(QStringLiteral("status"), status);
    b.insert(QStringLiteral("reason"), reason);
    return { b, m_hung };
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
