#include "MigDevices.h"

#include <QRegularExpression>

#include <cmath>

namespace cg::probe {

std::optional<MigProfile> parseMigProfile(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("(?:^|[\\s(])(?:(\\d{1,2})c\\.)?(\\d{1,2})g\\.(\\d{1,4})gb(\\+me)?(?=$|[\\s)])"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = re.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    MigProfile p;
    p.gpuSlices = m.captured(2).toInt();
    if (m.capturedLength(1) > 0)
        p.computeSlices = m.captured(1).toInt();
    p.memoryGb = m.captured(3).toInt();
    if (p.gpuSlices <= 0 || p.gpuSlices > 8 || (p.computeSlices && (*p.computeSlices <= 0 || *p.computeSlices > p.gpuSlices)))
        return std::nullopt;
    p.name = m.captured(0).trimmed();
    if (p.name.startsWith(QLatin1Char('(')))
        p.name.remove(0, 1);
    p.name = p.name.toLower();
    return p;
}

int migComputeSlicesOf(const QString &parentName)
{
    if (parentName.contains(QLatin1String("A30"), Qt::CaseInsensitive)
        || parentName.contains(QLatin1String("RTX PRO 6000"), Qt::CaseInsensitive))
        return 4;
    return 7;
}

double migComputeFraction(const MigProfile &profile, const QString &parentName)
{
    const int slices = profile.computeSlices.value_or(profile.gpuSlices);
    return std::min(1.0, double(slices) / double(migComputeSlicesOf(parentName)));
}

QList<SmiListedGpu> parseNvidiaSmiList(const QByteArray &output)
{
    static const QRegularExpression gpuLine(QStringLiteral("^GPU (\\d{1,4}): (.{1,200}?) \\(UUID: ([^)\\s]{1,100})\\)\\s*$"));
    static const QRegularExpression migLine(
        QStringLiteral("^\\s+MIG (\\S{1,40})\\s+Device\\s+(\\d{1,3}): \\(UUID: ([^)\\s]{1,100})\\)\\s*$"));
    QList<SmiListedGpu> out;
    const QList<QByteArray> lines = output.split('\n');
    for (const QByteArray &raw : lines) {
        const QString line = QString::fromUtf8(raw).remove(QLatin1Char('\r'));
        QRegularExpressionMatch m = gpuLine.match(line);
        if (m.hasMatch()) {
            if (out.size() >= 1024)
                break;
            SmiListedGpu g;
            g.index = m.captured(1).toInt();
            g.name = m.captured(2).trimmed();
            g.uuid = m.captured(3);
            out.append(g);
            continue;
        }
        m = migLine.match(line);
        if (m.hasMatch() && !out.isEmpty() && out.last().slices.size() < 64)
            out.last().slices.append({ m.captured(1), m.captured(2).toInt(), m.captured(3) });
    }
    return out;
}

Device migSliceDevice(const Device &parent, int migIndex, const MigProfile &profile, const std::optional<QString> &uuid)
{
    Device d;
    d.backend = parent.backend;
    d.index = migIndex;
    d.parentId = parent.id();
    d.uuid = uuid;
    d.pciBusId = parent.pciBusId;
    d.pciDeviceId = parent.pciDeviceId;
    d.vendor = parent.vendor;
    d.name = parent.name + QStringLiteral(" MIG ") + profile.name;
    d.kind = parent.kind;
    d.formFactor = parent.formFactor;
    d.driverVersion = parent.driverVersion;
    d.runtimeVersion = parent.runtimeVersion;
    d.migMode = QStringLiteral("enabled");
    d.migProfile = profile.name;
    // Rounded to 4 decimals so the document stays readable (3/7 → 0.4286).
    d.computeFraction = std::round(migComputeFraction(profile, parent.name) * 10000.0) / 10000.0;
    d.profileMemoryGb = profile.memoryGb;
    return d;
}

} // namespace cg::probe
