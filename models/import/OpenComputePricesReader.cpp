// readOpenComputePrices(): the per-source CSV files of OpenComputePrices, a daily collector of GPU
// cloud prices (github.com/thatkavish/OpenComputePrices, columns as its schema.py names them).
#include "import/OfferReaders.h"
#include "import/ReaderSupport.h"

#include <QDate>
#include <QHash>
#include <QRegularExpression>

namespace cg::readers {

namespace {

/// OpenComputePrices' provider names (its schema.py normalises them) that this catalog keys
/// otherwise: Oracle is "oci" here; DataCrunch renamed itself Verda (SkyPilot PR #8160, "Add Verda
/// Cloud (formerly DataCrunch) provider"); Linode is Akamai Cloud's compute (providers.csv). The
/// others are written without the hyphen of the key the catalog gives the provider from its
/// ClusterMAX name ("Voltage Park" → voltage-park, "GMI Cloud" → gmi-cloud), so that their offers
/// meet the provider's rating instead of starting an unrated namesake.
QString providerKeyOf(const QString &name)
{
    const QString key = name.trimmed().toLower();
    static const QHash<QString, QString> renamed { { QStringLiteral("oracle"), QStringLiteral("oci") },
        { QStringLiteral("datacrunch"), QStringLiteral("verda") }, { QStringLiteral("linode"), QStringLiteral("akamai") },
        { QStringLiteral("voltagepark"), QStringLiteral("voltage-park") }, { QStringLiteral("gmicloud"), QStringLiteral("gmi-cloud") },
        { QStringLiteral("lightningai"), QStringLiteral("lightning-ai") },
        { QStringLiteral("massedcompute"), QStringLiteral("massed-compute") },
        { QStringLiteral("denvr"), QStringLiteral("denvr-dataworks") }, { QStringLiteral("latitude"), QStringLiteral("latitude-sh") },
        { QStringLiteral("e2e"), QStringLiteral("e2e-cloud") }, { QStringLiteral("together"), QStringLiteral("together-ai") },
        { QStringLiteral("salad"), QStringLiteral("saladcloud") } };
    return renamed.value(key, key);
}

/// A commitment_period ("1yr", "3yr", "6mo", "1wk") as whole months; nullopt (with `why`) for a
/// term that is no whole number of months or longer than ten years (kMaxTermMonths' reason).
std::optional<int> termMonthsOf(const QString &text, QString *why)
{
    static const QRegularExpression re(QStringLiteral(R"(^(\d{1,3})\s*(yr|y|year|years|mo|m|month|months|wk|w|week|weeks|d|day|days)$)"));
    const QRegularExpressionMatch m = re.match(text.trimmed().toLower());
    if (!m.hasMatch()) {
        *why = QStringLiteral("commitment_period '%1' is not a term such as 1yr, 3yr or 6mo").arg(text);
        return std::nullopt;
    }
    const int n = m.captured(1).toInt();
    const QString unit = m.captured(2);
    const int months = unit.startsWith(QLatin1Char('y')) ? n * 12 : unit.startsWith(QLatin1Char('m')) ? n : 0;
    if (months <= 0 || months > 120) {
        *why = months == 0 ? QStringLiteral("commitment of %1: not a whole number of months").arg(text)
                           : QStringLiteral("commitment of %1: longer than ten years").arg(text);
        return std::nullopt;
    }
    return months;
}

} // namespace

ReadResult readOpenComputePrices(const QByteArray &bytes, const CsvLimits &limits)
{
    const CsvTable t = CsvReader::parse(bytes, limits);
    ReadResult r = fromTable(t, QStringLiteral("opencomputeprices-csv"));
    if (!r.fatalError.isEmpty())
        return r;
    const QString missing = missingColumns(
        t, { "snapshot_date", "provider", "instance_type", "gpu_name", "gpu_count", "region", "pricing_type", "price_per_hour" });
    if (!missing.isEmpty()) {
        r.fatalError = QStringLiteral("not an OpenComputePrices CSV: missing column(s) %1").arg(missing);
        return r;
    }
    r.hasObservedOnColumn = true; // every row's snapshot_date is the day the collector saw the price
    auto col = [&t](const char *name) { return t.column(QLatin1String(name)); };
    const int cDate = col("snapshot_date"), cSource = col("source"), cProv = col("provider"), cInst = col("instance_type"),
              cGpu = col("gpu_name"), cVariant = col("gpu_variant"), cGpuMem = col("gpu_memory_gb"), cCount = col("gpu_count"),
              cLink = col("gpu_interconnect"), cVcpu = col("vcpus"), cRam = col("ram_gb"), cRegion = col("region"),
              cType = col("pricing_type"), cTerm = col("commitment_period"), cPrice = col("price_per_hour"),
              cPerGpu = col("price_per_gpu_hour"), cUpfront = col("upfront_price"), cCur = col("currency"), cUnit = col("price_unit"),
              cAvail = col("available"), cAvailCount = col("available_count"), cOs = col("os");
    const QDate today = QDate::currentDate();
    QHash<QString, int> offerAt; // provider, instance type, region → index in r.records
    QHash<QString, QString> seriesDay; // … and kind, term → the snapshot day of the price kept
    for (const CsvRecord &rec : t.records) {
        const Row row(rec);
        const QString day = normaliseIsoDate(row[cDate]);
        if (day.isEmpty()) {
            r.rejected.append({ rec.line, QStringLiteral("snapshot_date: '%1' is not an ISO date (YYYY-MM-DD)").arg(row[cDate]) });
            continue;
        }
        if (QDate::fromString(day, Qt::ISODate) > today.addDays(1)) {
            r.rejected.append({ rec.line, QStringLiteral("snapshot_date: %1 is in the future").arg(day) });
            continue;
        }
        const QString type = row[cType].toLower();
        if (type == QLatin1String("inference")) {
            ++r.excluded[QStringLiteral("pricing_type inference (a price per token, not per GPU-hour)")];
            continue;
        }
        if (row[cOs].contains(QLatin1String("windows"), Qt::CaseInsensitive)) {
            ++r.excluded[QStringLiteral("os Windows (the Linux price is the one compared)")];
            continue;
        }
        OfferRecord o;
        o.line = rec.line;
        o.providerKey = providerKeyOf(row[cProv]);
        o.instanceType = row[cInst];
        o.region = row[cRegion];
        o.gpuRawName = row[cGpu];
        o.variantHint = QStringList { row[cVariant], row[cLink] }.join(QLatin1Char(' ')).trimmed();
        if (o.providerKey.isEmpty() || o.instanceType.isEmpty()) {
            r.rejected.append({ rec.line, QStringLiteral("provider and instance_type are required") });
            continue;
        }
        QString reason;
        std::optional<double> price, perGpu, upfront, availableCount;
        if (!number(row[cCount], QStringLiteral("gpu_count"), &o.gpuCount, &reason)
            || !number(row[cVcpu], QStringLiteral("vcpus"), &o.vcpus, &reason)
            || !number(row[cRam], QStringLiteral("ram_gb"), &o.ramGib, &reason)
            || !number(row[cGpuMem], QStringLiteral("gpu_memory_gb"), &o.reportedGpuMemoryGb, &reason)
            || !number(row[cPrice], QStringLiteral("price_per_hour"), &price, &reason)
            || !number(row[cPerGpu], QStringLiteral("price_per_gpu_hour"), &perGpu, &reason)
            || !number(row[cUpfront], QStringLiteral("upfront_price"), &upfront, &reason)
            || !number(row[cAvailCount], QStringLiteral("available_count"), &availableCount, &reason)) {
            r.rejected.append({ rec.line, reason });
            continue;
        }
        if (o.gpuRawName.isEmpty() || !o.gpuCount || *o.gpuCount <= 0) {
            ++r.skippedCpuOnly;
            continue;
        }
        PriceRecord p;
        p.kind = type;
        if (type == QLatin1String("reserved")) {
            const std::optional<int> term = termMonthsOf(row[cTerm], &reason);
            if (!term) {
                ++r.excluded[reason.contains(QLatin1String("not a whole number"))
                        ? QStringLiteral("a commitment shorter than a month (1wk, 1d)")
                        : reason];
                continue;
            }
            p.termMonths = *term;
        } else if (type != QLatin1String("on_demand") && type != QLatin1String("spot")) {
            r.rejected.append(
                { rec.line, QStringLiteral("pricing_type '%1' is not on_demand, spot, reserved or inference").arg(row[cType]) });
            continue;
        }
        QStringList notes;
        if (!price && perGpu) { // the instance's price from the per-GPU one: the same figure, stated per instance
            price = *perGpu * *o.gpuCount;
            notes << QStringLiteral("price_per_gpu_hour %1 × %2 GPUs").arg(*perGpu).arg(*o.gpuCount);
        }
        if (!price) {
            r.rejected.append({ rec.line, QStringLiteral("no price: price_per_hour and price_per_gpu_hour are empty") });
            continue;
        }
        if (upfront && *upfront > 0 && p.termMonths > 0) {
            // AWS's effective hourly rate of a partly or all upfront commitment: the upfront share
            // spread over the term's hours (730 a month: 8760 a year / 12) plus the hourly charge.
            const double hours = p.termMonths * 730.0;
            notes << QStringLiteral("effective hourly: %1 + upfront %2 / %3 h").arg(*price).arg(*upfront).arg(hours);
            price = *price + *upfront / hours;
        }
        const QString unit = row[cUnit].toLower();
        if (!unit.isEmpty() && unit != QLatin1String("hour"))
            notes << QStringLiteral("converted to an hourly price by the collector from a price per %1").arg(unit);
        const QString available = row[cAvail].toLower();
        if (available == QLatin1String("true") || available == QLatin1String("false"))
            notes << (available == QLatin1String("true")
                    ? (availableCount ? QStringLiteral("available on %1 (%2 available)").arg(day).arg(*availableCount)
                                      : QStringLiteral("available on %1").arg(day))
                    : QStringLiteral("not available on %1").arg(day));
        if (cSource >= 0 && !row[cSource].isEmpty())
            notes << QStringLiteral("OpenComputePrices collector %1").arg(row[cSource]);
        p.amount = price;
        p.currency = row[cCur].isEmpty() ? QStringLiteral("USD") : row[cCur].toUpper();
        p.asOf = day;
        p.observedOn = day;
        p.note = notes.join(QStringLiteral("; "));
        if (*price == 0) {
            p.amount.reset();
            p.note = QStringLiteral("source lists 0: no list price, not free");
            o.flags.append(QStringLiteral("zero_price"));
        }
        // The files are appended to daily: a price series (offer, kind, term) keeps its latest snapshot.
        const QString offerKey = o.providerKey + QChar(0x1f) + o.instanceType + QChar(0x1f) + o.region;
        const QString seriesKey = offerKey + QChar(0x1f) + p.kind + QChar(0x1f) + QString::number(p.termMonths);
        const QString kept = seriesDay.value(seriesKey);
        if (!kept.isEmpty() && kept >= day) {
            ++r.excluded[kept == day ? QStringLiteral("the same price series again on the same day (another zone or a repeat)")
                                     : QStringLiteral("an earlier snapshot of a price the file lists again later")];
            continue;
        }
        seriesDay.insert(seriesKey, day);
        r.documentDate = qMax(r.documentDate, day);
        const auto at = offerAt.constFind(offerKey);
        if (at == offerAt.constEnd()) {
            o.prices.append(p);
            offerAt.insert(offerKey, int(r.records.size()));
            r.records.append(o);
            continue;
        }
        OfferRecord &existing = r.records[*at];
        if (!kept.isEmpty())
            ++r.excluded[QStringLiteral("an earlier snapshot of a price the file lists again later")];
        existing.prices.removeIf([&p](const PriceRecord &q) { return q.kind == p.kind && q.termMonths == p.termMonths; });
        existing.prices.append(p);
        existing.flags += o.flags;
    }
    return r;
}

} // namespace cg::readers
