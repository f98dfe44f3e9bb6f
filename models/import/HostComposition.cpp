#include "import/HostComposition.h"

#include <QHash>
#include <QLocale>
#include <QSet>

#include <optional>

namespace cg {

namespace {

/// Machine types that carry a GPU of their own (SkyPilot gcp_catalog.py _ACC_INSTANCE_TYPE_DICTS).
struct FamilyHost
{
    const char *gpu;
    int count;
    const char *instanceType;
};

constexpr FamilyHost kFamilyHosts[] = {
    { "A100", 1, "a2-highgpu-1g" },
    { "A100", 2, "a2-highgpu-2g" },
    { "A100", 4, "a2-highgpu-4g" },
    { "A100", 8, "a2-highgpu-8g" },
    { "A100", 16, "a2-megagpu-16g" },
    { "A100-80GB", 1, "a2-ultragpu-1g" },
    { "A100-80GB", 2, "a2-ultragpu-2g" },
    { "A100-80GB", 4, "a2-ultragpu-4g" },
    { "A100-80GB", 8, "a2-ultragpu-8g" },
    { "L4", 1, "g2-standard-4" },
    { "L4", 1, "g2-standard-8" },
    { "L4", 1, "g2-standard-12" },
    { "L4", 1, "g2-standard-16" },
    { "L4", 1, "g2-standard-32" },
    { "L4", 2, "g2-standard-24" },
    { "L4", 4, "g2-standard-48" },
    { "L4", 8, "g2-standard-96" },
    { "H100", 1, "a3-highgpu-1g" },
    { "H100", 2, "a3-highgpu-2g" },
    { "H100", 4, "a3-highgpu-4g" },
    { "H100", 8, "a3-highgpu-8g" },
    { "H100-MEGA", 8, "a3-megagpu-8g" },
    { "H200", 8, "a3-ultragpu-8g" },
    { "B200", 8, "a4-highgpu-8g" },
};

/// SkyPilot's default host vCPUs per GPU count for N1 hosts (_NUM_ACC_TO_NUM_CPU); 0 = none.
int defaultHostCpus(const QString &gpu, int count)
{
    struct Row
    {
        const char *gpu;
        int counts[5];
    }; // for 1, 2, 4, 8, 16 GPUs
    static constexpr Row table[] = {
        { "K80", { 4, 8, 16, 32, 64 } },
        { "V100", { 8, 16, 32, 64, 0 } },
        { "T4", { 4, 8, 48, 0, 0 } },
        { "P100", { 8, 16, 32, 64, 0 } },
        { "DEFAULT", { 8, 16, 32, 64, 128 } },
    };
    int slot = -1;
    for (int i = 0, c = 1; i < 5; ++i, c *= 2)
        if (c == count)
            slot = i;
    if (slot < 0)
        return 0;
    for (const Row &r : table)
        if (gpu.compare(QLatin1String(r.gpu), Qt::CaseInsensitive) == 0)
            return r.counts[slot];
    return table[4].counts[slot];
}

bool ownsFamily(const QString &gpu)
{
    for (const FamilyHost &f : kFamilyHosts)
        if (gpu.compare(QLatin1String(f.gpu), Qt::CaseInsensitive) == 0)
            return true;
    return false;
}

bool familyFits(const QString &gpu, int count, const QString &instanceType)
{
    for (const FamilyHost &f : kFamilyHosts)
        if (f.count == count && gpu.compare(QLatin1String(f.gpu), Qt::CaseInsensitive) == 0
            && instanceType.compare(QLatin1String(f.instanceType), Qt::CaseInsensitive) == 0)
            return true;
    return false;
}

std::optional<double> amountOf(const OfferRecord &r, const QString &kind)
{
    for (const PriceRecord &p : r.prices)
        if (p.kind == kind && p.amount)
            return p.amount;
    return std::nullopt;
}

QString number(double v)
{
    return QLocale::c().toString(v, 'g', 10);
}

bool hosts(const OfferRecord &host, const OfferRecord &gpu)
{
    if (host.region != gpu.region)
        return false;
    if (!host.zone.isEmpty() && !gpu.zone.isEmpty() && host.zone != gpu.zone)
        return false;
    const int count = gpu.gpuCount ? int(*gpu.gpuCount) : 0;
    if (ownsFamily(gpu.gpuRawName))
        return familyFits(gpu.gpuRawName, count, host.instanceType);
    const int cpus = defaultHostCpus(gpu.gpuRawName, count);
    return cpus > 0 && host.instanceType.startsWith(QLatin1String("n1-")) && host.vcpus && *host.vcpus >= cpus && host.ramGib
        && *host.ramGib >= 4.0 * cpus;
}

} // namespace

CompositionResult composeSplitRows(const SplitRows &rows)
{
    CompositionResult out;
    QSet<int> used;
    // Host rows by region, with their on-demand price: a real GCP file has ~30,000 host rows.
    QHash<QString, QList<std::pair<int, double>>> hostsByRegion;
    for (int i = 0; i < rows.hosts.size(); ++i)
        if (const auto price = amountOf(rows.hosts.at(i), QStringLiteral("on_demand")))
            hostsByRegion[rows.hosts.at(i).region].append({ i, *price });
    for (const OfferRecord &gpu : rows.gpus) {
        const std::optional<double> gpuPrice = amountOf(gpu, QStringLiteral("on_demand"));
        int best = -1;
        double bestPrice = 0;
        if (gpuPrice && !gpu.gpuRawName.startsWith(QLatin1String("tpu-"), Qt::CaseInsensitive)) {
            for (const auto &[i, price] : hostsByRegion.value(gpu.region)) {
                if ((best < 0 || price < bestPrice) && hosts(rows.hosts.at(i), gpu)) {
                    best = i;
                    bestPrice = price;
                }
            }
        }
        if (best < 0) {
            OfferRecord alone = gpu;
            if (alone.instanceType.isEmpty())
                alone.instanceType = QStringLiteral("%1×%2 (GPU only)").arg(number(gpu.gpuCount.value_or(0)), gpu.gpuRawName);
            alone.flags.append(QStringLiteral("host_not_priced"));
            for (PriceRecord &p : alone.prices)
                p.note = QStringLiteral("GPU only (line %1): the host machine is not priced in this file").arg(gpu.line);
            out.records.append(alone);
            ++out.gpuOnly;
            continue;
        }
        const OfferRecord &host = rows.hosts.at(best);
        used.insert(best);
        OfferRecord c = gpu;
        c.instanceType = QStringLiteral("%1 + %2×%3").arg(host.instanceType, number(gpu.gpuCount.value_or(0)), gpu.gpuRawName);
        c.vcpus = host.vcpus;
        c.ramGib = host.ramGib;
        c.flags.append(host.flags);
        c.flags.append(QStringLiteral("composed_host"));
        c.prices.clear();
        for (const QString &kind : { QStringLiteral("on_demand"), QStringLiteral("spot") }) {
            const auto g = amountOf(gpu, kind), h = amountOf(host, kind);
            if (!g || !h)
                continue;
            PriceRecord p { kind, 0, *g + *h, QStringLiteral("USD"), {}, {}, {}, {}, {} };
            p.note = QStringLiteral("composed: GPU line %1 (%2×%3, %4 USD) + host line %5 (%6, %7 USD)")
                         .arg(gpu.line)
                         .arg(number(gpu.gpuCount.value_or(0)), gpu.gpuRawName, number(*g))
                         .arg(host.line)
                         .arg(host.instanceType, number(*h));
            c.prices.append(p);
        }
        out.records.append(c);
        ++out.composed;
    }
    out.hostsUsed = int(used.size());
    for (int i = 0; i < rows.hosts.size(); ++i)
        if (!used.contains(i))
            out.unusedHostLines.append(rows.hosts.at(i).line);
    return out;
}

} // namespace cg
