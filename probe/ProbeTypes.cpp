#include "ProbeTypes.h"

#include <QJsonArray>
#include <QJsonValue>

#include <cmath>

namespace cg::probe {

namespace {

QJsonValue orNull(const std::optional<QString> &v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

QJsonValue orNull(const std::optional<double> &v)
{
    return v && std::isfinite(*v) ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

QJsonValue orNull(const std::optional<int> &v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

} // namespace

void Backend::set(const char *newStatus, const char *newCode, const QString &newReason)
{
    status = QLatin1String(newStatus);
    code = QLatin1String(newCode);
    reason = newReason;
}

void Backend::keepRawOutput(const QByteArray &output)
{
    rawOutput = output.left(RawOutputLimit);
}

QJsonObject Backend::toJson() const
{
    QJsonObject o;
    o.insert(QStringLiteral("name"), name);
    o.insert(QStringLiteral("status"), status);
    o.insert(QStringLiteral("code"), code);
    o.insert(QStringLiteral("reason"), reason);
    o.insert(QStringLiteral("library"), orNull(library));
    o.insert(QStringLiteral("tool_version"), orNull(toolVersion));
    o.insert(QStringLiteral("exit_code"), orNull(exitCode));
    o.insert(QStringLiteral("raw_output"), rawOutput ? QJsonValue(QString::fromUtf8(*rawOutput)) : QJsonValue(QJsonValue::Null));
    o.insert(QStringLiteral("elapsed_ms"), double(elapsedMs));
    return o;
}

void Device::markUnavailable(const char *field, const QString &seen)
{
    const QString entry = QLatin1String(field) + QStringLiteral(": ") + seen;
    if (!unavailable.contains(entry))
        unavailable.append(entry);
}

QString Device::id() const
{
    if (parentId)
        return *parentId + QStringLiteral("/mig") + QString::number(index);
    return backend + QLatin1Char(':') + QString::number(index);
}

QJsonObject Device::toJson() const
{
    QJsonObject o;
    o.insert(QStringLiteral("id"), id());
    o.insert(QStringLiteral("backend"), backend);
    o.insert(QStringLiteral("index"), index);
    o.insert(QStringLiteral("uuid"), orNull(uuid));
    o.insert(QStringLiteral("pci_bus_id"), orNull(pciBusId));
    o.insert(QStringLiteral("pci_device_id"), orNull(pciDeviceId));
    o.insert(QStringLiteral("vendor"), vendor);
    o.insert(QStringLiteral("name"), name);
    o.insert(QStringLiteral("kind"), kind);
    o.insert(QStringLiteral("software"), software);
    o.insert(QStringLiteral("form_factor"), orNull(formFactor));
    o.insert(QStringLiteral("memory_total_mib"), orNull(memoryTotalMiB));
    o.insert(QStringLiteral("memory_used_mib"), orNull(memoryUsedMiB));
    o.insert(QStringLiteral("driver_version"), orNull(driverVersion));
    o.insert(QStringLiteral("runtime_version"), orNull(runtimeVersion));
    o.insert(QStringLiteral("mig_mode"), orNull(migMode));
    o.insert(QStringLiteral("compute_units"), orNull(computeUnits));
    o.insert(QStringLiteral("max_clock_mhz"), orNull(maxClockMHz));
    o.insert(QStringLiteral("temperature_c"), orNull(temperatureC));
    o.insert(QStringLiteral("power_draw_w"), orNull(powerDrawW));
    o.insert(QStringLiteral("utilization_percent"), orNull(utilizationPercent));
    if (parentId) {
        o.insert(QStringLiteral("parent"), *parentId);
        o.insert(QStringLiteral("mig_profile"), orNull(migProfile));
        o.insert(QStringLiteral("compute_fraction"), orNull(computeFraction));
        o.insert(QStringLiteral("profile_memory_gb"), orNull(profileMemoryGb));
    }
    if (!health.isEmpty())
        o.insert(QStringLiteral("health"), health);
    o.insert(QStringLiteral("partial"), partial());
    o.insert(QStringLiteral("unavailable"), QJsonArray::fromStringList(unavailable));
    return o;
}

} // namespace cg::probe
