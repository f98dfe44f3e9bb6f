#include "DeviceList.h"

#include <QHash>
#include <QJsonObject>
#include <QSet>
#include <QStringList>

#include <algorithm>

namespace cg::probe {

namespace {

constexpr int MaxDuplicateWarnings = 16;

QString str(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toString();
}

bool countedGpu(const QJsonObject &d)
{
    return str(d, "kind") == QLatin1String("gpu") && !d.value(QLatin1String("software")).toBool() && !d.contains(QLatin1String("parent"));
}

} // namespace

QJsonArray deduplicateDevices(const QJsonArray &devices, QJsonArray &warnings)
{
    QSet<QString> seen; // "backend|key|value": what identifies a device
    QHash<QString, QString> identityOfId; // "backend|id" → how the first device with that id was identified
    QHash<QString, int> timesOfId;
    QJsonArray out;
    int dropped = 0;
    for (const auto &v : devices) {
        QJsonObject d = v.toObject();
        const QString backend = str(d, "backend");
        const bool slice = d.contains(QLatin1String("parent"));
        QStringList keys;
        if (!str(d, "uuid").isEmpty())
            keys << QStringLiteral("uuid|") + str(d, "uuid");
        if (!slice && !str(d, "pci_bus_id").isEmpty())
            keys << QStringLiteral("pci_bus_id|") + str(d, "pci_bus_id").toLower();
        const bool identified = !keys.isEmpty(); // a UUID or bus id names the GPU; otherwise its id must
        if (!identified)
            keys << QStringLiteral("id|") + str(d, "id");
        QString repeated;
        for (const QString &k : std::as_const(keys))
            if (repeated.isEmpty() && seen.contains(backend + QLatin1Char('|') + k))
                repeated = k;
        const QString idKey = backend + QLatin1Char('|') + str(d, "id");
        if (repeated.isEmpty() && identified && identityOfId.contains(idKey) && !identityOfId.value(idKey).isEmpty()) {
            // Another GPU under an index already listed: kept, under an id of its own.
            const int n = ++timesOfId[idKey];
            const QString id = str(d, "id") + QLatin1Char('#') + QString::number(n);
            const QString first = identityOfId.value(idKey), second = keys.first();
            warnings.append(QStringLiteral("%1 listed index %2 for two GPUs (%3 %4, %5 %6); both are kept, the repeat as %7")
                                .arg(backend, str(d, "id"), first.section(QLatin1Char('|'), 0, 0), first.section(QLatin1Char('|'), 1),
                                    second.section(QLatin1Char('|'), 0, 0), second.section(QLatin1Char('|'), 1), id));
            d.insert(QStringLiteral("id"), id);
        }
        if (repeated.isEmpty()) {
            for (const QString &k : std::as_const(keys))
                seen.insert(backend + QLatin1Char('|') + k);
            if (!identityOfId.contains(idKey)) {
                identityOfId.insert(idKey, identified ? keys.first() : QString());
                timesOfId.insert(idKey, 1);
            }
            out.append(d);
            continue;
        }
        if (++dropped <= MaxDuplicateWarnings)
            warnings.append(
                QStringLiteral("%1 listed device %2 twice (same %3 %4); the repeat was dropped")
                    .arg(backend, str(d, "id"), repeated.section(QLatin1Char('|'), 0, 0), repeated.section(QLatin1Char('|'), 1)));
    }
    if (dropped > MaxDuplicateWarnings)
        warnings.append(QStringLiteral("%1 more repeated devices were dropped").arg(dropped - MaxDuplicateWarnings));
    return out;
}

QJsonArray gpuGroups(const QJsonArray &devices)
{
    static const QStringList inventory { QStringLiteral("nvml"), QStringLiteral("nvidia-smi"), QStringLiteral("amd-smi"),
        QStringLiteral("rocm-smi") };
    // nvml and nvidia-smi see the same NVIDIA GPUs, amd-smi and rocm-smi the same AMD ones: per
    // vendor pair, take the first backend that has any.
    using Counts = QList<QPair<QString, int>>; // in the order first seen
    auto add = [](Counts &counts, const QString &name, int n) {
        for (auto &c : counts)
            if (c.first == name) {
                c.second += n;
                return;
            }
        counts.append({ name, n });
    };
    // nvml and nvidia-smi see the same NVIDIA GPUs, amd-smi and rocm-smi the same AMD ones: per
    // vendor pair, take the first backend that has any.
    auto fromBackends = [&devices, &add](const QStringList &names) {
        Counts counts;
        for (const QString &b : names) {
            for (const auto &v : devices) {
                const QJsonObject d = v.toObject();
                if (str(d, "backend") == b && countedGpu(d))
                    add(counts, str(d, "name"), 1);
            }
            if (!counts.isEmpty())
                break;
        }
        return counts;
    };
    Counts sorted = fromBackends({ inventory.at(0), inventory.at(1) });
    for (const auto &c : fromBackends({ inventory.at(2), inventory.at(3) }))
        add(sorted, c.first, c.second);
    if (sorted.isEmpty())
        sorted = fromBackends({ QStringLiteral("opencl"), QStringLiteral("vulkan") });
    std::stable_sort(sorted.begin(), sorted.end(), [](const auto &a, const auto &b) { return a.second > b.second; });
    QJsonArray out;
    for (const auto &[name, count] : sorted) {
        QJsonObject g;
        g.insert(QStringLiteral("name"), name);
        g.insert(QStringLiteral("count"), count);
        out.append(g);
    }
    return out;
}

QString gpuGroupText(const QJsonArray &groups)
{
    QStringList parts;
    for (const auto &v : groups) {
        const QJsonObject g = v.toObject();
        parts << QStringLiteral("%1 × %2").arg(g.value(QLatin1String("count")).toInt()).arg(str(g, "name"));
    }
    return parts.join(QStringLiteral(" + "));
}

} // namespace cg::probe
