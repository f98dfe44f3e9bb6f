#include "NvmlHealth.h"

#include "NvmlBackend.h"

#include <QJsonArray>

#include <dlfcn.h>

namespace cg::probe {

namespace {

constexpr unsigned NvmlFeatureEnabled = 1; // NVML_FEATURE_ENABLED
constexpr int NvmlMemoryErrorUncorrected = 1; // NVML_MEMORY_ERROR_TYPE_UNCORRECTED
constexpr int NvmlVolatileEcc = 0; // NVML_VOLATILE_ECC: since the driver loaded
constexpr int NvmlClockSm = 1; // NVML_CLOCK_SM
constexpr unsigned NvlinkMaxLinks = 18; // NVML_NVLINK_MAX_LINKS (nvml.h, NVML 12)

template<typename Fn> Fn lookUp(void *lib, const char *name, const char *fallback = nullptr)
{
    void *p = lib ? ::dlsym(lib, name) : nullptr;
    if (!p && fallback && lib)
        p = ::dlsym(lib, fallback);
    return reinterpret_cast<Fn>(p);
}

QString enabled(unsigned state)
{
    return state == NvmlFeatureEnabled ? QStringLiteral("enabled") : QStringLiteral("disabled");
}

/// Calls `read` when the function exists; otherwise, or when it fails, records why under
/// `unreadable`. Returns true when `read` succeeded.
template<typename Fn, typename Read> bool attempt(Fn fn, const char *key, QJsonObject &unreadable, Read read)
{
    if (!fn) {
        unreadable.insert(QLatin1String(key), QStringLiteral("function not in this NVML library"));
        return false;
    }
    const int rc = read();
    if (rc != NvmlSuccess) {
        unreadable.insert(QLatin1String(key), nvmlErrorName(rc));
        return false;
    }
    return true;
}

} // namespace

NvmlHealthApi loadNvmlHealthApi(void *library)
{
    NvmlHealthApi a;
    a.eccMode = lookUp<NvmlHealthApi::EnableStatePairFn>(library, "nvmlDeviceGetEccMode");
    a.eccErrors = lookUp<NvmlHealthApi::EccCountFn>(library, "nvmlDeviceGetTotalEccErrors");
    a.remappedRows = lookUp<NvmlHealthApi::RowsFn>(library, "nvmlDeviceGetRemappedRows");
    a.retiredPagesPending = lookUp<NvmlHealthApi::EnableStateFn>(library, "nvmlDeviceGetRetiredPagesPendingStatus");
    a.pcieGen = lookUp<NvmlHealthApi::UIntFn>(library, "nvmlDeviceGetCurrPcieLinkGeneration");
    a.pcieWidth = lookUp<NvmlHealthApi::UIntFn>(library, "nvmlDeviceGetCurrPcieLinkWidth");
    a.pcieMaxGen = lookUp<NvmlHealthApi::UIntFn>(library, "nvmlDeviceGetMaxPcieLinkGeneration");
    a.pcieMaxWidth = lookUp<NvmlHealthApi::UIntFn>(library, "nvmlDeviceGetMaxPcieLinkWidth");
    a.persistence = lookUp<NvmlHealthApi::EnableStateFn>(library, "nvmlDeviceGetPersistenceMode");
    a.clockEventReasons
        = lookUp<NvmlHealthApi::ReasonsFn>(library, "nvmlDeviceGetCurrentClocksEventReasons", "nvmlDeviceGetCurrentClocksThrottleReasons");
    a.nvlinkState = lookUp<NvmlHealthApi::LinkStateFn>(library, "nvmlDeviceGetNvLinkState");
    a.clock = lookUp<NvmlHealthApi::ClockFn>(library, "nvmlDeviceGetClockInfo");
    return a;
}

QStringList clockEventReasonNames(unsigned long long mask)
{
    static const char *const names[] = { "gpu_idle", "applications_clocks_setting", "sw_power_cap", "hw_slowdown", "sync_boost",
        "sw_thermal_slowdown", "hw_thermal_slowdown", "hw_power_brake_slowdown", "display_clock_setting" };
    QStringList out;
    for (unsigned bit = 0; bit < 64; ++bit) {
        const unsigned long long flag = 1ull << bit;
        if (!(mask & flag))
            continue;
        out << (bit < std::size(names) ? QString::fromLatin1(names[bit]) : QStringLiteral("bit_0x%1").arg(flag, 0, 16));
    }
    return out;
}

QJsonObject readNvmlHealth(const NvmlHealthApi &api, void *device)
{
    QJsonObject h;
    QJsonObject unreadable;
    unsigned current = 0, pending = 0;
    if (attempt(api.eccMode, "ecc_mode", unreadable, [&] { return api.eccMode(device, &current, &pending); }))
        h.insert(QStringLiteral("ecc_mode"), enabled(current));
    unsigned long long errors = 0;
    if (attempt(api.eccErrors, "ecc_uncorrected_volatile", unreadable,
            [&] { return api.eccErrors(device, NvmlMemoryErrorUncorrected, NvmlVolatileEcc, &errors); }))
        h.insert(QStringLiteral("ecc_uncorrected_volatile"), double(errors));
    unsigned corr = 0, unc = 0, rowsPending = 0, failure = 0;
    if (attempt(
            api.remappedRows, "remapped_rows", unreadable, [&] { return api.remappedRows(device, &corr, &unc, &rowsPending, &failure); }))
        h.insert(QStringLiteral("remapped_rows"),
            QJsonObject { { QStringLiteral("correctable"), int(corr) }, { QStringLiteral("uncorrectable"), int(unc) },
                { QStringLiteral("pending"), rowsPending != 0 }, { QStringLiteral("failure"), failure != 0 } });
    unsigned pagesPending = 0;
    if (attempt(
            api.retiredPagesPending, "retired_pages_pending", unreadable, [&] { return api.retiredPagesPending(device, &pagesPending); }))
        h.insert(QStringLiteral("retired_pages_pending"), pagesPending == NvmlFeatureEnabled);
    QJsonObject pcie;
    const struct
    {
        NvmlHealthApi::UIntFn fn;
        const char *key;
    } links[] = { { api.pcieGen, "gen" }, { api.pcieWidth, "width" }, { api.pcieMaxGen, "max_gen" }, { api.pcieMaxWidth, "max_width" } };
    for (const auto &l : links) {
        unsigned v = 0;
        const QByteArray key = QByteArrayLiteral("pcie.") + l.key;
        if (attempt(l.fn, key.constData(), unreadable, [&] { return l.fn(device, &v); }) && v > 0)
            pcie.insert(QLatin1String(l.key), int(v));
    }
    if (!pcie.isEmpty())
        h.insert(QStringLiteral("pcie"), pcie);
    unsigned persistence = 0;
    if (attempt(api.persistence, "persistence_mode", unreadable, [&] { return api.persistence(device, &persistence); }))
        h.insert(QStringLiteral("persistence_mode"), enabled(persistence));
    unsigned mhz = 0;
    if (attempt(api.clock, "sm_clock_mhz", unreadable, [&] { return api.clock(device, NvmlClockSm, &mhz); }))
        h.insert(QStringLiteral("sm_clock_mhz"), int(mhz));
    unsigned long long reasons = 0;
    if (attempt(api.clockEventReasons, "clock_event_reasons", unreadable, [&] { return api.clockEventReasons(device, &reasons); }))
        h.insert(QStringLiteral("clock_event_reasons"),
            QJsonObject { { QStringLiteral("mask"), QStringLiteral("0x%1").arg(reasons, 0, 16) },
                { QStringLiteral("active"), QJsonArray::fromStringList(clockEventReasonNames(reasons)) } });
    if (!api.nvlinkState) {
        unreadable.insert(QStringLiteral("nvlink_active_links"), QStringLiteral("function not in this NVML library"));
    } else {
        int active = 0, answered = 0;
        int firstError = NvmlSuccess;
        for (unsigned link = 0; link < NvlinkMaxLinks; ++link) {
            unsigned state = 0;
            const int rc = api.nvlinkState(device, link, &state);
            if (rc != NvmlSuccess) {
                if (link == 0)
                    firstError = rc;
                continue; // a link number this GPU does not have
            }
            ++answered;
            active += state == NvmlFeatureEnabled ? 1 : 0;
        }
        if (answered > 0) {
            h.insert(QStringLiteral("nvlink_active_links"), active);
        } else {
            h.insert(QStringLiteral("nvlink_active_links"), QJsonValue::Null);
            unreadable.insert(QStringLiteral("nvlink_active_links"), nvmlErrorName(firstError));
        }
    }
    if (!unreadable.isEmpty())
        h.insert(QStringLiteral("unreadable"), unreadable);
    return h;
}

} // namespace cg::probe
