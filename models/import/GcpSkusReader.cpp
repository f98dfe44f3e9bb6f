// Google Cloud Billing Catalog SKUs → machine-type offers (FeedReaders.h, readGcpSkusJson).
#include "import/FeedReaders.h"

#include "import/FeedInstanceTypes.h"
#include "import/FieldParsers.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QRegularExpression>

#include <cmath>

namespace cg::readers {

namespace {

QString money(double v)
{
    return QLocale::c().toString(v, 'g', 10);
}

/// One priced part: a family's core or RAM SKU, or a GPU SKU, in one usage type.
struct Part
{
    double price = 0;
    QString skuId, description, currency, date;
    int line = 0;
};

struct Usage
{
    const char *usageType, *kind;
    int months;
};
const Usage kUsages[]
    = { { "OnDemand", "on_demand", 0 }, { "Preemptible", "spot", 0 }, { "Commit1Yr", "reserved", 12 }, { "Commit3Yr", "reserved", 36 } };

/// The family of a core or RAM SKU ("A2 Instance Core running in Americas", "Spot Preemptible A2
/// Instance Ram running in Iowa", "Commitment v1: A2 Cpu in Americas for 1 Year"), or empty.
QString familyOf(const QString &description, bool core)
{
    static const QRegularExpression coreRe(
        QStringLiteral("^(?:Spot Preemptible )?(\\S+) Instance Core running in |^Commitment v1: (\\S+) Cpu in "));
    static const QRegularExpression ramRe(
        QStringLiteral("^(?:Spot Preemptible )?(\\S+) Instance Ram running in |^Commitment v1: (\\S+) Ram in "));
    const QRegularExpressionMatch m = (core ? coreRe : ramRe).match(description);
    if (!m.hasMatch())
        return {};
    return m.captured(1).isEmpty() ? m.captured(2) : m.captured(1);
}

bool gpuMatches(const GcpMachineType &t, const QString &description)
{
    if (!description.contains(QLatin1String(t.gpuToken)))
        return false;
    for (const QString &w : QString::fromLatin1(t.gpuExclude).split(QLatin1Char(' '), Qt::SkipEmptyParts))
        if (description.contains(w))
            return false;
    return true;
}

} // namespace

ReadResult readGcpSkusJson(const QByteArray &bytes)
{
    ReadResult r;
    r.format = QStringLiteral("gcp-skus-json");
    QJsonParseError err {};
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &err);
    if (err.error != QJsonParseError::NoError) {
        r.fatalError = QStringLiteral("not a Cloud Billing Catalog SKU list: invalid or truncated JSON at byte %1: %2")
                           .arg(err.offset)
                           .arg(err.errorString());
        return r;
    }
    QJsonArray pages;
    if (doc.isArray())
        pages = doc.array();
    else
        pages.append(doc.object());
    for (const QJsonValue &p : std::as_const(pages)) {
        if (!p.toObject().value(QStringLiteral("skus")).isArray()) {
            r.fatalError = QStringLiteral("not a Cloud Billing Catalog SKU list: no 'skus' array");
            return r;
        }
    }
    // part key (core:A2 / ram:A2 / gpu:<machine type>) + usage + region → part
    QHash<QString, Part> parts;
    auto key = [](const QString &part, const QString &usage, const QString &region) -> QString {
        return part + QChar(0x1f) + usage + QChar(0x1f) + region;
    };
    int line = 0;
    for (const QJsonValue &p : std::as_const(pages)) {
        for (const QJsonValue &v : p.toObject().value(QStringLiteral("skus")).toArray()) {
            ++line;
            ++r.rowsRead;
            const QJsonObject sku = v.toObject();
            const QJsonObject cat = sku.value(QStringLiteral("category")).toObject();
            const QString description = sku.value(QStringLiteral("description")).toString(),
                          group = cat.value(QStringLiteral("resourceGroup")).toString(),
                          usage = cat.value(QStringLiteral("usageType")).toString(), skuId = sku.value(QStringLiteral("skuId")).toString();
            bool knownUsage = false;
            for (const Usage &u : kUsages)
                knownUsage |= usage == QLatin1String(u.usageType);
            QStringList targets; // part keys this SKU prices
            QString wantUnit = QStringLiteral("h");
            if (group == QLatin1String("GPU")) {
                for (const GcpMachineType &t : gcpMachineTypes())
                    if (gpuMatches(t, description)
                        && !targets.contains(
                            QStringLiteral("gpu:") + QLatin1String(t.gpuToken) + QLatin1Char('|') + QLatin1String(t.gpuExclude)))
                        targets.append(QStringLiteral("gpu:") + QLatin1String(t.gpuToken) + QLatin1Char('|') + QLatin1String(t.gpuExclude));
            } else if (const QString coreFamily = familyOf(description, true); !coreFamily.isEmpty()) {
                targets.append(QStringLiteral("core:") + coreFamily);
            } else if (const QString ramFamily = familyOf(description, false); !ramFamily.isEmpty()) {
                targets.append(QStringLiteral("ram:") + ramFamily);
                wantUnit = QStringLiteral("GiBy.h");
            }
            if (targets.isEmpty() || !knownUsage) {
                ++r.skippedCpuOnly; // not a part of a machine type in the table
                continue;
            }
            const QJsonObject info = sku.value(QStringLiteral("pricingInfo")).toArray().first().toObject();
            const QJsonObject expr = info.value(QStringLiteral("pricingExpression")).toObject();
            const QString unit = expr.value(QStringLiteral("usageUnit")).toString();
            if (unit != wantUnit) {
                r.rejected.append(
                    { line, QStringLiteral("SKU %1 \"%2\": usageUnit '%3', expected '%4'").arg(skuId, description, unit, wantUnit) });
                continue;
            }
            // The rate of the first tier that starts at 0 (GPU, core and RAM SKUs have one tier).
            std::optional<double> rate;
            QString currency;
            for (const QJsonValue &t : expr.value(QStringLiteral("tieredRates")).toArray()) {
                const QJsonObject tier = t.toObject();
                if (tier.value(QStringLiteral("startUsageAmount")).toDouble() != 0 || rate)
                    continue;
                const QJsonObject up = tier.value(QStringLiteral("unitPrice")).toObject();
                const ParsedNumber units = parseDecimal(up.value(QStringLiteral("units")).isString()
                        ? up.value(QStringLiteral("units")).toString()
                        : QString::number(up.value(QStringLiteral("units")).toDouble()));
                rate = (units.isValue() ? units.value : 0.0) + up.value(QStringLiteral("nanos")).toDouble() / 1e9;
                currency = up.value(QStringLiteral("currencyCode")).toString();
            }
            const QString date = normaliseIsoDate(info.value(QStringLiteral("effectiveTime")).toString().left(10));
            if (!rate || *rate < 0 || currency.isEmpty()) {
                r.rejected.append({ line,
                    QStringLiteral("SKU %1 \"%2\": no tieredRates unitPrice {units, nanos, currencyCode} from 0")
                        .arg(skuId, description) });
                continue;
            }
            if (!date.isEmpty())
                r.documentDate = std::max(r.documentDate, date);
            for (const QJsonValue &reg : sku.value(QStringLiteral("serviceRegions")).toArray())
                for (const QString &t : std::as_const(targets))
                    parts.insert(key(t, usage, reg.toString()), Part { *rate, skuId, description, currency, date, line });
        }
    }
    // Compose every machine type in every region where its three parts are priced.
    QStringList regions;
    for (auto it = parts.constBegin(); it != parts.constEnd(); ++it) {
        const QString region = it.key().section(QChar(0x1f), 2);
        if (!regions.contains(region))
            regions.append(region);
    }
    regions.sort();
    for (const GcpMachineType &t : gcpMachineTypes()) {
        const QString gpuPart = QStringLiteral("gpu:") + QLatin1String(t.gpuToken) + QLatin1Char('|') + QLatin1String(t.gpuExclude);
        for (const QString &region : std::as_const(regions)) {
            OfferRecord o;
            o.instanceType = QLatin1String(t.name);
            o.region = region;
            o.gpuRawName = QLatin1String(t.gpu);
            o.gpuCount = t.gpus;
            o.vcpus = t.vcpus;
            o.ramGib = t.memoryGb;
            o.reportedGpuMemoryGb = t.gpuMemoryGb;
            for (const Usage &u : kUsages) {
                const QString usage = QLatin1String(u.usageType);
                const auto core = parts.constFind(key(QStringLiteral("core:") + QLatin1String(t.family), usage, region));
                const auto ram = parts.constFind(key(QStringLiteral("ram:") + QLatin1String(t.family), usage, region));
                const auto gpu = parts.constFind(key(gpuPart, usage, region));
                if (core == parts.constEnd() || ram == parts.constEnd() || gpu == parts.constEnd())
                    continue;
                if (core->currency != gpu->currency || ram->currency != gpu->currency) {
                    r.rejected.append(
                        { gpu->line, QStringLiteral("%1 in %2: parts priced in different currencies").arg(o.instanceType, region) });
                    continue;
                }
                const double amount = t.vcpus * core->price + t.memoryGb * ram->price + t.gpus * gpu->price;
                const QString date = std::max({ core->date, ram->date, gpu->date });
                if (o.line == 0)
                    o.line = gpu->line;
                if (!std::isfinite(amount) || amount <= 0) {
                    r.rejected.append({ gpu->line,
                        QStringLiteral("%1 in %2 (%3): the parts add up to %4, not a price")
                            .arg(o.instanceType, region, usage)
                            .arg(amount) });
                    continue;
                }
                PriceRecord p { QLatin1String(u.kind), u.months, amount, gpu->currency, date, {},
                    QStringLiteral("composed from Cloud Billing Catalog SKUs (%1): %2 vCPUs × %3 (%4 \"%5\") + %6 GiB × %7 (%8 \"%9\")"
                                   " + %10 GPUs × %11 (%12 \"%13\") = %14 per hour; machine type from <%15>")
                        .arg(usage)
                        .arg(t.vcpus)
                        .arg(money(core->price), core->skuId, core->description)
                        .arg(t.memoryGb)
                        .arg(money(ram->price), ram->skuId, ram->description)
                        .arg(t.gpus)
                        .arg(money(gpu->price), gpu->skuId, gpu->description, money(amount), gcpMachineTypesUrl()),
                    date, {} };
                o.prices.append(p);
            }
            if (!o.prices.isEmpty())
                r.records.append(o);
        }
    }
    r.notes.append(QStringLiteral("GCP machine-type prices = vCPUs × core SKU + memory GiB × RAM SKU + GPUs × GPU SKU (%1)")
                       .arg(gcpMachineTypesUrl()));
    return r;
}

} // namespace cg::readers
