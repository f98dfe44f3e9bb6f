// A stand-in for libnvidia-ml.so.1 for the probe's tests: exports the NVML functions the probe
// uses, with the signatures and struct layouts of the NVML API reference
// (https://docs.nvidia.com/deploy/nvml-api/). Behaviour is chosen by the environment variable
// FAKE_NVML_MODE, read by nvmlInit_v2:
//   ok                 two GPUs: "NVIDIA H100 80GB HBM3" (PCI device 0x2330, SXM) and
//                      "NVIDIA H100 PCIe" (0x2331)
//   util_unsupported   as ok, but nvmlDeviceGetUtilizationRates returns NOT_SUPPORTED (3)
//   mismatch           nvmlInit_v2 returns LIB_RM_VERSION_MISMATCH (18)
//   driver_not_loaded  nvmlInit_v2 returns DRIVER_NOT_LOADED (9)
//   stub               nvmlInit_v2 returns LIBRARY_NOT_FOUND (12), as a CUDA stub does
//   no_gpu             nvmlDeviceGetCount_v2 reports 0 devices
//   hang               nvmlInit_v2 never returns (a driver stuck after a GPU fault)
//   mig                as ok, and GPU 1 (MIG enabled) has 7 MIG slots: slot 0 "3g.40gb",
//                      slot 1 empty (NOT_FOUND), slot 2 "1g.10gb"
//   unhealthy          as ok, but GPU 0 has 2 volatile uncorrectable ECC errors, one
//                      uncorrectable remapped row pending, a PCIe link at x8 of x16,
//                      persistence off, clocks held by HW slowdown and HW thermal slowdown, and
//                      16 of 18 NVLinks active; GPU 1 has ECC off and a row-remapping failure
//   health_unsupported as ok, but every health function returns NOT_SUPPORTED
// Health in mode ok: ECC on, no errors, PCIe Gen5 x16 of Gen5 x16 (GPU 1 idles at Gen1),
// persistence on, only the GPU-idle clock reason, GPU 0 with 18 active NVLinks, GPU 1 none
// (NOT_SUPPORTED).
#include <cstdlib>
#include <cstring>
#include <unistd.h>

namespace {

enum : int { Success = 0, InvalidArgument = 2, NotSupported = 3, NotFound = 6, DriverNotLoaded = 9, LibraryNotFound = 12, RmMismatch = 18 };

struct PciInfo
{
    char busIdLegacy[16];
    unsigned int domain;
    unsigned int bus;
    unsigned int device;
    unsigned int pciDeviceId;
    unsigned int pciSubSystemId;
    char busId[32];
};

struct Memory
{
    unsigned long long total;
    unsigned long long free;
    unsigned long long used;
};

struct Utilization
{
    unsigned int gpu;
    unsigned int memory;
};

struct FakeGpu
{
    const char *name;
    const char *uuid;
    const char *busId;
    unsigned pciDeviceId;
    unsigned long long totalBytes;
    unsigned long long usedBytes;
    unsigned temperature;
    unsigned powerMilliwatts;
    unsigned utilization;
    unsigned maxSmClock;
    unsigned cores;
    unsigned mig;
};

constexpr unsigned long long MiB = 1024ull * 1024ull;

const FakeGpu gpus[] = {
    { "NVIDIA H100 80GB HBM3", "GPU-11111111-2222-3333-4444-555555555555", "00000000:17:00.0", 0x233010deu, 81559ull * MiB, 512ull * MiB,
        35, 71234, 7, 1980, 16896, 0 },
    { "NVIDIA H100 PCIe", "GPU-aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee", "00000000:65:00.0", 0x233110deu, 81559ull * MiB, 0, 40, 50000, 0,
        1755, 14592, 1 },
};

struct FakeMig
{
    const char *name;
    const char *uuid;
    unsigned long long totalBytes;
    unsigned long long usedBytes;
};

const FakeMig migs[] = {
    { "NVIDIA H100 PCIe MIG 3g.40gb", "MIG-0a0a0a0a-1111-2222-3333-444444444444", 40320ull * MiB, 13ull * MiB },
    { "NVIDIA H100 PCIe MIG 1g.10gb", "MIG-0b0b0b0b-5555-6666-7777-888888888888", 9728ull * MiB, 0 },
};

const FakeMig *mig(void *handle)
{
    for (const FakeMig &m : migs)
        if (handle == &m)
            return &m;
    return nullptr;
}

bool mode(const char *m)
{
    const char *v = std::getenv("FAKE_NVML_MODE");
    return v && std::strcmp(v, m) == 0;
}

const FakeGpu *gpu(void *handle)
{
    for (const FakeGpu &g : gpus)
        if (handle == &g)
            return &g;
    return nullptr;
}

int copyString(const char *s, char *buf, unsigned size)
{
    if (!buf || size <= std::strlen(s))
        return 7; // INSUFFICIENT_SIZE
    std::strcpy(buf, s);
    return Success;
}

} // namespace

extern "C" {

int nvmlInit_v2()
{
    while (mode("hang"))
        ::sleep(3600);
    if (mode("mismatch"))
        return RmMismatch;
    if (mode("driver_not_loaded"))
        return DriverNotLoaded;
    if (mode("stub"))
        return LibraryNotFound;
    return Success;
}

int nvmlShutdown()
{
    return Success;
}

const char *nvmlErrorString(int rc)
{
    switch (rc) {
    case Success:
        return "Success";
    case NotSupported:
        return "Not Supported";
    case DriverNotLoaded:
        return "Driver Not Loaded";
    case LibraryNotFound:
        return "NVML Shared Library Not Found";
    case RmMismatch:
        return "RM has detected an NVML/RM version mismatch.";
    default:
        return "Unknown Error";
    }
}

int nvmlSystemGetDriverVersion(char *buf, unsigned size)
{
    return copyString("550.144.03", buf, size);
}

int nvmlSystemGetCudaDriverVersion_v2(int *v)
{
    *v = 12040;
    return Success;
}

int nvmlDeviceGetCount_v2(unsigned *count)
{
    *count = mode("no_gpu") ? 0 : unsigned(sizeof gpus / sizeof gpus[0]);
    return Success;
}

int nvmlDeviceGetHandleByIndex_v2(unsigned index, void **handle)
{
    if (mode("no_gpu") || index >= sizeof gpus / sizeof gpus[0])
        return InvalidArgument;
    *handle = const_cast<FakeGpu *>(&gpus[index]);
    return Success;
}

int nvmlDeviceGetName(void *h, char *buf, unsigned size)
{
    if (const FakeMig *m = mig(h))
        return copyString(m->name, buf, size);
    const FakeGpu *g = gpu(h);
    return g ? copyString(g->name, buf, size) : InvalidArgument;
}

int nvmlDeviceGetUUID(void *h, char *buf, unsigned size)
{
    if (const FakeMig *m = mig(h))
        return copyString(m->uuid, buf, size);
    const FakeGpu *g = gpu(h);
    return g ? copyString(g->uuid, buf, size) : InvalidArgument;
}

int nvmlDeviceGetPciInfo_v3(void *h, PciInfo *info)
{
    const FakeGpu *g = gpu(h);
    if (!g)
        return InvalidArgument;
    std::memset(info, 0, sizeof *info);
    std::strcpy(info->busId, g->busId);
    info->pciDeviceId = g->pciDeviceId;
    return Success;
}

int nvmlDeviceGetMemoryInfo(void *h, Memory *m)
{
    if (const FakeMig *s = mig(h)) {
        m->total = s->totalBytes;
        m->used = s->usedBytes;
        m->free = s->totalBytes - s->usedBytes;
        return Success;
    }
    const FakeGpu *g = gpu(h);
    if (!g)
        return InvalidArgument;
    m->total = g->totalBytes;
    m->used = g->usedBytes;
    m->free = g->totalBytes - g->usedBytes;
    return Success;
}

int nvmlDeviceGetMigMode(void *h, unsigned *current, unsigned *pending)
{
    const FakeGpu *g = gpu(h);
    if (!g)
        return InvalidArgument;
    *current = *pending = g->mig;
    return Success;
}

int nvmlDeviceGetTemperature(void *h, int sensor, unsigned *t)
{
    const FakeGpu *g = gpu(h);
    if (!g || sensor != 0)
        return InvalidArgument;
    *t = g->temperature;
    return Success;
}

int nvmlDeviceGetPowerUsage(void *h, unsigned *mw)
{
    const FakeGpu *g = gpu(h);
    if (!g)
        return InvalidArgument;
    *mw = g->powerMilliwatts;
    return Success;
}

int nvmlDeviceGetUtilizationRates(void *h, Utilization *u)
{
    const FakeGpu *g = gpu(h);
    if (!g)
        return InvalidArgument;
    if (mode("util_unsupported"))
        return NotSupported;
    u->gpu = g->utilization;
    u->memory = 0;
    return Success;
}

int nvmlDeviceGetMaxClockInfo(void *h, int type, unsigned *mhz)
{
    const FakeGpu *g = gpu(h);
    if (!g || type != 1)
        return InvalidArgument;
    *mhz = g->maxSmClock;
    return Success;
}

int nvmlDeviceGetNumGpuCores(void *h, unsigned *cores)
{
    const FakeGpu *g = gpu(h);
    if (!g)
        return InvalidArgument;
    *cores = g->cores;
    return Success;
}

int nvmlDeviceGetCudaComputeCapability(void *h, int *major, int *minor)
{
    if (!gpu(h))
        return InvalidArgument;
    *major = 9;
    *minor = 0;
    return Success;
}

int nvmlDeviceGetMaxMigDeviceCount(void *h, unsigned *count)
{
    const FakeGpu *g = gpu(h);
    if (!g)
        return InvalidArgument;
    if (!g->mig)
        return NotSupported;
    *count = 7;
    return Success;
}

int nvmlDeviceGetMigDeviceHandleByIndex(void *h, unsigned index, void **out)
{
    const FakeGpu *g = gpu(h);
    if (!g || !g->mig || index >= 7)
        return InvalidArgument;
    if (!mode("mig") || (index != 0 && index != 2))
        return NotFound;
    *out = const_cast<FakeMig *>(&migs[index == 0 ? 0 : 1]);
    return Success;
}

} // extern "C"

// Health functions (probe/NvmlHealth.h), same signatures as nvml.h.
namespace {

int healthGpu(void *h, const FakeGpu **g)
{
    *g = gpu(h);
    if (!*g)
        return InvalidArgument;
    return mode("health_unsupported") ? NotSupported : Success;
}

bool first(const FakeGpu *g)
{
    return g == &gpus[0];
}

} // namespace

extern "C" {

int nvmlDeviceGetEccMode(void *h, unsigned *current, unsigned *pending)
{
    const FakeGpu *g = nullptr;
    if (const int rc = healthGpu(h, &g))
        return rc;
    *current = *pending = mode("unhealthy") && !first(g) ? 0 : 1;
    return Success;
}

int nvmlDeviceGetTotalEccErrors(void *h, int errorType, int counterType, unsigned long long *count)
{
    const FakeGpu *g = nullptr;
    if (const int rc = healthGpu(h, &g))
        return rc;
    *count = mode("unhealthy") && first(g) && errorType == 1 && counterType == 0 ? 2 : 0;
    return Success;
}

int nvmlDeviceGetRemappedRows(void *h, unsigned *corr, unsigned *unc, unsigned *pending, unsigned *failure)
{
    const FakeGpu *g = nullptr;
    if (const int rc = healthGpu(h, &g))
        return rc;
    const bool bad = mode("unhealthy");
    *corr = 0;
    *unc = bad && first(g) ? 1 : 0;
    *pending = bad && first(g) ? 1 : 0;
    *failure = bad && !first(g) ? 1 : 0;
    return Success;
}

int nvmlDeviceGetRetiredPagesPendingStatus(void *h, unsigned *pending)
{
    const FakeGpu *g = nullptr;
    if (const int rc = healthGpu(h, &g))
        return rc;
    *pending = 0;
    return Success;
}

int nvmlDeviceGetCurrPcieLinkGeneration(void *h, unsigned *v)
{
    const FakeGpu *g = nullptr;
    if (const int rc = healthGpu(h, &g))
        return rc;
    *v = first(g) ? 5 : 1;
    return Success;
}

int nvmlDeviceGetCurrPcieLinkWidth(void *h, unsigned *v)
{
    const FakeGpu *g = nullptr;
    if (const int rc = healthGpu(h, &g))
        return rc;
    *v = mode("unhealthy") && first(g) ? 8 : 16;
    return Success;
}

int nvmlDeviceGetMaxPcieLinkGeneration(void *h, unsigned *v)
{
    const FakeGpu *g = nullptr;
    if (const int rc = healthGpu(h, &g))
        return rc;
    *v = 5;
    return Success;
}

int nvmlDeviceGetMaxPcieLinkWidth(void *h, unsigned *v)
{
    const FakeGpu *g = nullptr;
    if (const int rc = healthGpu(h, &g))
        return rc;
    *v = 16;
    return Success;
}

int nvmlDeviceGetPersistenceMode(void *h, unsigned *v)
{
    const FakeGpu *g = nullptr;
    if (const int rc = healthGpu(h, &g))
        return rc;
    *v = mode("unhealthy") && first(g) ? 0 : 1;
    return Success;
}

int nvmlDeviceGetCurrentClocksEventReasons(void *h, unsigned long long *reasons)
{
    const FakeGpu *g = nullptr;
    if (const int rc = healthGpu(h, &g))
        return rc;
    *reasons = mode("unhealthy") && first(g) ? 0x48ull : 0x1ull;
    return Success;
}

int nvmlDeviceGetNvLinkState(void *h, unsigned link, unsigned *active)
{
    const FakeGpu *g = nullptr;
    if (const int rc = healthGpu(h, &g))
        return rc;
    if (!first(g))
        return NotSupported;
    if (link >= 18)
        return InvalidArgument;
    *active = mode("unhealthy") && link >= 16 ? 0 : 1;
    return Success;
}

int nvmlDeviceGetClockInfo(void *h, int type, unsigned *mhz)
{
    const FakeGpu *g = nullptr;
    if (const int rc = healthGpu(h, &g))
        return rc;
    if (type != 1)
        return InvalidArgument;
    *mhz = mode("unhealthy") && first(g) ? 1200 : 345;
    return Success;
}

} // extern "C"
