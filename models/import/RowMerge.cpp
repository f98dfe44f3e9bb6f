#include "import/RowMerge.h"

#include <QCoreApplication>
#include <QHash>
#include <QLocale>

#include <algorithm>

namespace cg {

namespace {

QString number(double v)
{
    return QLocale::c().toString(v, 'g', 10);
}

QString priceText(const PriceRecord &p)
{
    return p.amount ? number(*p.amount) + QLatin1Char(' ') + p.currency : QStringLiteral("none");
}

/// The GPU as a row names it: the raw name, else the canonical key (CloudGauge CSV).
QString gpuName(const OfferRecord &r)
{
    return r.gpuRawName.isEmpty() ? r.gpuKey : r.gpuRawName;
}

bool sameGpu(const OfferRecord &a, const OfferRecord &b)
{
    if (!a.gpuKey.isEmpty() && !b.gpuKey.isEmpty() && a.gpuKey.compare(b.gpuKey, Qt::CaseInsensitive) != 0)
        return false;
    return gpuName(a).compare(gpuName(b), Qt::CaseInsensitive) == 0;
}

} // namespace

QString ImportConflict::text() const
{
    QString what;
    if (field == QLatin1String("gpu"))
        what = QCoreApplication::translate("cg::ImportReport", "GPU %1 vs %2").arg(kept, other);
    else if (field == QLatin1String("gpu_memory"))
        what = QCoreApplication::translate("cg::ImportReport", "GPU memory %1 GB vs %2 GB").arg(kept, other);
    else if (field == QLatin1String("gpu_count"))
        what = QCoreApplication::translate("cg::ImportReport", "GPU count %1 vs %2").arg(kept, other);
    else
        what = QCoreApplication::translate("cg::ImportReport", "%1 price %2 vs %3")
                   .arg(field.mid(field.indexOf(QLatin1Char(':')) + 1), kept, other);
    return QCoreApplication::translate("cg::ImportReport", "line %1 and line %2: instance %3 in %4: %5")
        .arg(firstLine)
        .arg(line)
        .arg(instanceType, region, what);
}

void normalizeRow(OfferRecord &rec, const QString &defaultProvider)
{
    if (rec.providerKey.isEmpty())
        rec.providerKey = defaultProvider;
    if (rec.region.isEmpty()) {
        rec.region = QStringLiteral("unknown");
        rec.flags.append(QStringLiteral("region_unknown"));
    }
}

QString mergeKey(const OfferRecord &rec)
{
    return rec.providerKey + QChar(0x1f) + rec.instanceType + QChar(0x1f) + rec.region;
}

MergeResult mergeRows(QList<OfferRecord> records, const QString &defaultProvider)
{
    MergeResult out;
    QHash<QString, int> byKey;
    for (OfferRecord &rec : records) {
        normalizeRow(rec, defaultProvider);
        const QString key = mergeKey(rec);
        const auto it = byKey.constFind(key);
        if (it == byKey.constEnd()) {
            byKey.insert(key, int(out.merged.size()));
            out.merged.append({ rec, {} });
            continue;
        }
        MergedRecord &m = out.merged[*it];
        OfferRecord &first = m.record;
        QList<ImportConflict> found;
        auto conflict = [&](const QString &field, const QString &kept, const QString &other) {
            found.append({ first.line, rec.line, rec.instanceType, rec.region, field, kept, other });
        };
        if (!sameGpu(first, rec))
            conflict(QStringLiteral("gpu"), gpuName(first), gpuName(rec));
        else if (first.reportedGpuMemoryGb && rec.reportedGpuMemoryGb && *first.reportedGpuMemoryGb != *rec.reportedGpuMemoryGb)
            conflict(QStringLiteral("gpu_memory"), number(*first.reportedGpuMemoryGb), number(*rec.reportedGpuMemoryGb));
        if (first.gpuCount && rec.gpuCount && *first.gpuCount != *rec.gpuCount)
            conflict(QStringLiteral("gpu_count"), number(*first.gpuCount), number(*rec.gpuCount));
        const bool otherMachine = !found.isEmpty();
        QList<PriceRecord> added;
        for (const PriceRecord &p : otherMachine ? QList<PriceRecord>() : rec.prices) {
            const auto same = std::find_if(first.prices.cbegin(), first.prices.cend(),
                [&](const PriceRecord &q) { return q.kind == p.kind && q.termMonths == p.termMonths && q.asOf == p.asOf; });
            if (same == first.prices.cend())
                added.append(p); // e.g. gpuhunt's separate spot row
            else if (same->amount != p.amount || same->currency != p.currency)
                conflict(QStringLiteral("price:") + p.kind, priceText(*same), priceText(p));
        }
        if (!found.isEmpty()) {
            if (!first.flags.contains(QStringLiteral("conflict")))
                first.flags.append(QStringLiteral("conflict"));
            out.conflicts.append(found);
        }
        if (!otherMachine)
            first.prices.append(added);
        if (found.isEmpty() && added.isEmpty()) {
            ++out.duplicates;
            m.duplicateLines.append(rec.line);
        }
    }
    return out;
}

} // namespace cg
