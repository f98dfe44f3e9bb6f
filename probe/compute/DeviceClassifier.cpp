#include "DeviceClassifier.h"

#include <QJsonObject>

namespace cg::probe {

QString kindName(DeviceKind kind)
{
    switch (kind) {
    case DeviceKind::Gpu:
        return QStringLiteral("gpu");
    case DeviceKind::Cpu:
        return QStringLiteral("cpu");
    case DeviceKind::Other:
        break;
    }
    return QStringLiteral("other");
}

bool isSoftwareImplementation(const QString &deviceName, const QString &platformOrDriver, const QString &vendor)
{
    static const char *const markers[] = { "pocl", "portable computing language", "llvmpipe", "lavapipe", "swiftshader" };
    for (const QString &text : { deviceName, platformOrDriver, vendor }) {
        for (const char *marker : markers) {
            if (text.contains(QLatin1String(marker), Qt::CaseInsensitive))
                return true;
        }
    }
    // pocl's CPU devices are named after the threading driver and CPU ("pthread-skylake-avx512-...").
    return deviceName.startsWith(QLatin1String("pthread-"), Qt::CaseInsensitive)
        || deviceName.startsWith(QLatin1String("basic-"), Qt::CaseInsensitive);
}

DeviceKind openClKind(std::uint64_t typeMask, bool software)
{
    constexpr std::uint64_t cpuBit = 1u << 1, gpuBit = 1u << 2; // CL_DEVICE_TYPE_CPU, CL_DEVICE_TYPE_GPU
    if ((typeMask & cpuBit) || software)
        return DeviceKind::Cpu;
    if (typeMask & gpuBit)
        return DeviceKind::Gpu;
    return DeviceKind::Other;
}

DeviceKind vulkanKind(int physicalDeviceType, bool software)
{
    if (physicalDeviceType == 4 || software)
        return DeviceKind::Cpu;
    if (physicalDeviceType >= 1 && physicalDeviceType <= 3)
        return DeviceKind::Gpu;
    return DeviceKind::Other;
}

QString vendorName(std::uint32_t vendorId, const QString &reported)
{
    // The reported string first: pocl gives its CPU devices vendor id 0x8086 whatever the CPU is,
    // with CL_DEVICE_VENDOR "AuthenticAMD" or "GenuineIntel".
    static const struct
    {
        const char *marker;
        const char *name;
    } known[] = { { "nvidia", "NVIDIA" }, { "authenticamd", "AMD" }, { "advanced micro devices", "AMD" }, { "genuineintel", "Intel" },
        { "intel", "Intel" } };
    for (const auto &k : known) {
        if (reported.contains(QLatin1String(k.marker), Qt::CaseInsensitive))
            return QLatin1String(k.name);
    }
    if (reported.trimmed() == QLatin1String("AMD"))
        return QStringLiteral("AMD");
    switch (vendorId) {
    case 0x10DE:
        return QStringLiteral("NVIDIA");
    case 0x1002:
    case 0x1022:
        return QStringLiteral("AMD");
    case 0x8086:
        return QStringLiteral("Intel");
    case 0x13B5:
        return QStringLiteral("ARM");
    case 0x5143:
        return QStringLiteral("Qualcomm");
    case 0x106B:
        return QStringLiteral("Apple");
    case 0x10005:
        return QStringLiteral("Mesa");
    default:
        break;
    }
    const QString trimmed = reported.trimmed();
    if (!trimmed.isEmpty())
        return trimmed;
    return QStringLiteral("0x%1").arg(vendorId, 4, 16, QLatin1Char('0'));
}

QString pciBusId(std::uint32_t domain, std::uint32_t bus, std::uint32_t device, std::uint32_t function)
{
    return QStringLiteral("%1:%2:%3.%4")
        .arg(domain, 8, 16, QLatin1Char('0'))
        .arg(bus, 2, 16, QLatin1Char('0'))
        .arg(device, 2, 16, QLatin1Char('0'))
        .arg(function, 1, 16)
        .toUpper();
}

QString uuidString(const unsigned char bytes[16])
{
    QString out;
    for (int i = 0; i < 16; ++i) {
        if (i == 4 || i == 6 || i == 8 || i == 10)
            out += QLatin1Char('-');
        out += QStringLiteral("%1").arg(bytes[i], 2, 16, QLatin1Char('0'));
    }
    return out;
}

std::optional<int> defaultBenchmarkDevice(const QJsonArray &devices)
{
    if (devices.isEmpty())
        return std::nullopt;
    for (int i = 0; i < devices.size(); ++i) {
        if (devices.at(i).toObject().value(QLatin1String("kind")).toString() == QLatin1String("gpu"))
            return i;
    }
    return 0;
}

} // namespace cg::probe
