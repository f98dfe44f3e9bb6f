#pragma once

// Shared invariants of the probe parsers' fuzz targets: any input gives a well-formed backend
// result, a missing value is null (never 0 or NaN), and failures carry no devices.
#include "ProbeTypes.h"

#include <QJsonDocument>

#include <cmath>
#include <cstddef>
#include <cstdint>

namespace cgfuzz {

inline QByteArray probeBytes(const uint8_t *data, size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), qsizetype(size));
}

inline void checkNumber(const std::optional<double> &v, double min, double max)
{
    if (v && (!std::isfinite(*v) || *v < min || *v > max))
        __builtin_trap();
}

inline void checkProbeResult(const cg::probe::BackendResult &r)
{
    const bool ok = r.backend.status == QLatin1String(cg::probe::status::Ok);
    if (ok == r.devices.isEmpty())
        __builtin_trap(); // ok means at least one device; anything else means none
    if (r.backend.code == QLatin1String(cg::probe::code::DriverMismatch) && !r.devices.isEmpty())
        __builtin_trap(); // an error text is never a GPU row
    if (r.backend.reason.isEmpty())
        __builtin_trap();
    if (r.backend.rawOutput && r.backend.rawOutput->size() > cg::probe::RawOutputLimit)
        __builtin_trap();
    for (const cg::probe::Device &d : r.devices) {
        if (d.name.isEmpty() || d.index < 0)
            __builtin_trap();
        if (d.memoryTotalMiB && *d.memoryTotalMiB <= 0)
            __builtin_trap(); // 0 MB is "absent", never a value
        checkNumber(d.memoryTotalMiB, 0, 1e9);
        checkNumber(d.memoryUsedMiB, 0, 1e9);
        checkNumber(d.utilizationPercent, 0, 100);
        checkNumber(d.powerDrawW, 0, 1e6);
        checkNumber(d.temperatureC, -273, 1000);
        checkNumber(d.maxClockMHz, 0, 1e6);
        if (d.computeUnits && *d.computeUnits <= 0)
            __builtin_trap();
        const QJsonObject j = d.toJson();
        if (j.value(QStringLiteral("partial")).toBool() != !d.unavailable.isEmpty())
            __builtin_trap();
    }
    const QByteArray json = QJsonDocument(r.backend.toJson()).toJson(QJsonDocument::Compact);
    if (!QJsonDocument::fromJson(json).isObject())
        __builtin_trap();
}

} // namespace cgfuzz
