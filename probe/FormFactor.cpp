#include "FormFactor.h"

#include <QRegularExpression>

namespace cg::probe {

namespace {

struct KnownPart
{
    unsigned vendor;
    unsigned device;
    const char *formFactor;
};

// PCI ID repository names (https://pci-ids.ucw.cz/), one line per part.
constexpr KnownPart knownParts[] = {
    { 0x10de, 0x20b0, "sxm" }, // GA100 [A100 SXM4 40GB]
    { 0x10de, 0x20b2, "sxm" }, // GA100 [A100 SXM4 80GB]
    { 0x10de, 0x20b5, "pcie" }, // GA100 [A100 PCIe 80GB]
    { 0x10de, 0x20f1, "pcie" }, // GA100 [A100 PCIe 40GB]
    { 0x10de, 0x2322, "pcie" }, // GH100 [H800 PCIe]
    { 0x10de, 0x2330, "sxm" }, // GH100 [H100 SXM5 80GB]
    { 0x10de, 0x2331, "pcie" }, // GH100 [H100 PCIe]
    { 0x10de, 0x2335, "sxm" }, // GH100 [H200 SXM 141GB]
    { 0x10de, 0x233b, "pcie" }, // GH100 [H200 NVL]
    { 0x10de, 0x2901, "sxm" }, // GB100 [B200]
    { 0x1002, 0x74a1, "oam" }, // Aqua Vanjaram [Instinct MI300X]
};

} // namespace

std::optional<QString> formFactorFor(std::optional<unsigned> vendorId, std::optional<unsigned> deviceId, const QString &name)
{
    if (deviceId) {
        for (const KnownPart &p : knownParts) {
            if (p.device == *deviceId && (!vendorId || *vendorId == p.vendor))
                return QString::fromLatin1(p.formFactor);
        }
    }
    static const QRegularExpression sxm(QStringLiteral("\\bSXM\\d*\\b"), QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression pcie(QStringLiteral("\\bPCIe\\b"), QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression nvl(QStringLiteral("\\bNVL\\b"));
    static const QRegularExpression oam(QStringLiteral("\\bOAM\\b"), QRegularExpression::CaseInsensitiveOption);
    if (sxm.match(name).hasMatch())
        return QStringLiteral("sxm");
    if (pcie.match(name).hasMatch() || nvl.match(name).hasMatch())
        return QStringLiteral("pcie");
    if (oam.match(name).hasMatch())
        return QStringLiteral("oam");
    return std::nullopt;
}

std::optional<unsigned> parsePciDeviceId(const QString &text)
{
    QString t = text.trimmed();
    if (t.startsWith(QLatin1String("0x"), Qt::CaseInsensitive))
        t = t.mid(2);
    if (t.isEmpty() || t.size() > 8)
        return std::nullopt;
    bool ok = false;
    const uint v = t.toUInt(&ok, 16);
    if (!ok)
        return std::nullopt;
    if (t.size() > 4)
        return (v >> 16) & 0xffffu; // NVML pciDeviceId: device id high, vendor id low
    return v;
}

QString formatPciDeviceId(unsigned deviceId)
{
    return QStringLiteral("0x%1").arg(deviceId & 0xffffu, 4, 16, QLatin1Char('0'));
}

} // namespace cg::probe
