#include "import/OfferReaders.h"

#include "import/FeedReaders.h"
#include "import/FieldParsers.h"
#include "import/GpuInfoParser.h"
#include "import/HostComposition.h"
#include "import/PriceApiReaders.h"
#include "import/ReaderSupport.h"

#include <QDate>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace cg::readers {

namespace {

/// The longest commitment term accepted, in months: the clouds sell 1 to 5 years (AWS, Azure and
/// GCP reservation pages); ten years leaves room for a negotiated quote and keeps an int safe.
constexpr double kMaxTermMonths = 120;

/// A region as a source writes it, without empty parts: SkyPilot's Vast.ai rows write ", US, NA"
/// when the city is unknown; "US, NA" is what the row says.
QString regionText(QStringView raw)
{
    QStringList parts;
    for (QStringView part : raw.split(QLatin1Char(',')))
        if (const QStringView p = part.trimmed(); !p.isEmpty())
            parts << p.toString();
    return parts.join(QStringLiteral(", "));
}

/// The column of a broker's SkyPilot catalog that names the cloud running the machine, or -1.
/// None of the bundled catalogs (resources/seed/skypilot, whose broker files name the cloud only
/// as the instance type's prefix; primeintellect's UpstreamCloudId is the upstream instance id,
/// not a cloud) has one; these are the names a broker file would use.
int brokerColumn(const CsvTable &t)
{
    for (const char *name : { "Provider", "Cloud", "UpstreamCloud", "UpstreamProvider" })
        if (const int c = t.column(QLatin1String(name)); c >= 0)
            return c;
    return -1;
}

/// A cloud's name as a broker_of key: lower case, without spaces ("Lambda Labs" → "lambdalabs").
QString brokerKey(const QString &name)
{
    QString out = name.toLower();
    out.remove(QLatin1Char(' '));
    return out;
}

QString brokerOfInstance(const QString &instanceType)
{
    const qsizetype dd = instanceType.indexOf(QLatin1String("__"));
    if (dd > 0)
        return instanceType.left(dd).toLower();
    const qsizetype u = instanceType.indexOf(QLatin1Char('_'));
    return u > 0 ? instanceType.left(u).toLower() : QString();
}

} // namespace

QString wideTextEncoding(const QByteArray &bytes)
{
    if (bytes.startsWith(QByteArrayLiteral("\xFF\xFE\x00\x00")))
        return QStringLiteral("UTF-32LE");
    if (bytes.startsWith(QByteArrayLiteral("\x00\x00\xFE\xFF")))
        return QStringLiteral("UTF-32BE");
    if (bytes.startsWith("\xFF\xFE"))
        return QStringLiteral("UTF-16LE");
    if (bytes.startsWith("\xFE\xFF"))
        return QStringLiteral("UTF-16BE");
    // No mark: ASCII text in a wide encoding has a NUL beside every character.
    const qsizetype n = std::min<qsizetype>(bytes.size(), 256) & ~qsizetype(3);
    if (n < 8)
        return {};
    int nul[4] = { 0, 0, 0, 0 };
    for (qsizetype i = 0; i < n; ++i)
        if (bytes.at(i) == '\0')
            ++nul[i % 4];
    const int quarter = int(n / 4);
    if (nul[1] == quarter && nul[2] == quarter && nul[3] == quarter)
        return QStringLiteral("UTF-32LE");
    if (nul[0] == quarter && nul[1] == quarter && nul[2] == quarter)
        return QStringLiteral("UTF-32BE");
    if (nul[1] + nul[3] >= quarter * 2 * 9 / 10 && nul[0] + nul[2] == 0)
        return QStringLiteral("UTF-16LE");
    if (nul[0] + nul[2] >= quarter * 2 * 9 / 10 && nul[1] + nul[3] == 0)
        return QStringLiteral("UTF-16BE");
    return {};
}

QString detectFormat(const QByteArray &bytes)
{
    const QByteArray head = bytes.left(4096).trimmed();
    if (QString feed = detectFeedFormat(bytes); !feed.isEmpty())
        return feed;
    if (QString priceApi = detectPriceApiFormat(bytes); !priceApi.isEmpty())
        return priceApi;
    if (head.startsWith('{'))
        return QStringLiteral("gpuhunt-tpu-json");
    const QByteArray firstLine = head.left(head.indexOf('\n')).toLower();
    if (firstLine.contains("instancetype") && firstLine.contains("acceleratorname"))
        return QStringLiteral("skypilot");
    if (firstLine.contains("instance_name") && firstLine.contains("gpu_name"))
        return QStringLiteral("gpuhunt");
    if (firstLine.contains("snapshot_date") && firstLine.contains("pricing_type") && firstLine.contains("price_per_hour"))
        return QStringLiteral("opencomputeprices-csv");
    if (firstLine.contains("provider") && firstLine.contains("instance_type") && firstLine.contains("price_kind"))
        return QStringLiteral("csv");
    return {};
}

ReadResult readSkyPilot(const QByteArray &bytes, bool brokerPrefix, bool memoryIsInstanceTotal, const CsvLimits &limits)
{
    return readSkyPilot(CsvReader::parse(bytes, limits), brokerPrefix, memoryIsInstanceTotal);
}

ReadResult readSkyPilot(const CsvTable &t, bool brokerPrefix, bool memoryIsInstanceTotal)
{
    ReadResult r = fromTable(t, QStringLiteral("skypilot"));
    if (!r.fatalError.isEmpty())
        return r;
    if (t.delimiter != QLatin1Char(',')) {
        r.fatalError = QStringLiteral("the file is separated by '%1', not commas: SkyPilot catalogs are comma-separated with dot decimals")
                           .arg(t.delimiter == QLatin1Char('\t') ? QStringLiteral("\\t") : QString(t.delimiter));
        r.records.clear();
        return r;
    }
    const QString missing = missingColumns(t, { "InstanceType", "AcceleratorName", "AcceleratorCount" });
    if (!missing.isEmpty() || (t.column(u"Price") < 0 && t.column(u"SpotPrice") < 0)) {
        r.fatalError
            = QStringLiteral("not a SkyPilot vms.csv: missing column(s) %1").arg(missing.isEmpty() ? QStringLiteral("Price") : missing);
        return r;
    }
    const int cInstance = t.column(u"InstanceType"), cAcc = t.column(u"AcceleratorName"), cCount = t.column(u"AcceleratorCount"),
              cVcpu = t.column(u"vCPUs"), cMem = t.column(u"MemoryGiB"), cInfo = t.column(u"GpuInfo"), cPrice = t.column(u"Price"),
              cSpot = t.column(u"SpotPrice"), cRegion = t.column(u"Region"), cBroker = brokerColumn(t),
              cZone = t.column(u"AvailabilityZone");
    SplitRows split; // GCP-style files price the GPU and its host machine in separate rows
    for (const CsvRecord &rec : t.records) {
        const Row row(rec);
        OfferRecord o;
        o.line = rec.line;
        o.instanceType = row[cInstance];
        o.gpuRawName = row[cAcc];
        o.region = regionText(row[cRegion]);
        o.zone = row[cZone];
        if (o.instanceType.isEmpty() && o.gpuRawName.isEmpty()) {
            r.rejected.append({ rec.line, QStringLiteral("InstanceType is empty") });
            continue;
        }
        if (o.gpuRawName.isEmpty()) {
            // A CPU-only machine: skipped unless a GPU row of the file needs it as its host.
            std::optional<double> price, spot;
            QString ignored;
            if (number(row[cVcpu], QString(), &o.vcpus, &ignored) && number(row[cMem], QString(), &o.ramGib, &ignored)
                && number(row[cPrice], QString(), &price, &ignored) && number(row[cSpot], QString(), &spot, &ignored) && price && *price > 0
                && o.vcpus && *o.vcpus > 0) {
                o.prices.append({ QStringLiteral("on_demand"), 0, price, QStringLiteral("USD"), {}, {}, {}, {}, {} });
                if (spot && *spot > 0)
                    o.prices.append({ QStringLiteral("spot"), 0, spot, QStringLiteral("USD"), {}, {}, {}, {}, {} });
                split.hosts.append(o);
            } else {
                ++r.skippedCpuOnly;
            }
            continue;
        }
        QString reason;
        std::optional<double> price, spot;
        if (!number(row[cCount], QStringLiteral("AcceleratorCount"), &o.gpuCount, &reason)
            || !number(row[cVcpu], QStringLiteral("vCPUs"), &o.vcpus, &reason)
            || !number(row[cMem], QStringLiteral("MemoryGiB"), &o.ramGib, &reason)
            || !number(row[cPrice], QStringLiteral("Price"), &price, &reason)
            || !number(row[cSpot], QStringLiteral("SpotPrice"), &spot, &reason)) {
            r.rejected.append({ rec.line, reason });
            continue;
        }
        const GpuInfo info = parseGpuInfo(row[cInfo]);
        if (info.name != o.gpuRawName)
            o.variantHint = info.name;
        if (info.shape == GpuInfo::Shape::Unreadable)
            o.flags.append(QStringLiteral("gpuinfo_unreadable"));
        if ((!o.gpuCount || *o.gpuCount <= 0) && info.count && *info.count > 0)
            o.gpuCount = info.count;
        if (!o.gpuCount || *o.gpuCount <= 0) {
            r.rejected.append({ rec.line, QStringLiteral("AcceleratorCount: no accelerator count for %1").arg(o.gpuRawName) });
            continue;
        }
        if (info.memoryMiB) {
            // shadeform writes GB into SizeInMiB (48, 80): below 1 GiB it cannot be MiB of a GPU.
            o.reportedGpuMemoryGb = *info.memoryMiB < 1024 ? *info.memoryMiB : *info.memoryMiB / 1024.0;
            if (memoryIsInstanceTotal)
                *o.reportedGpuMemoryGb /= *o.gpuCount;
        }
        // The file's own column wins over the instance type's prefix; an empty cell is unknown.
        if (!row[cBroker].isEmpty())
            o.brokerOf = brokerKey(row[cBroker]);
        else if (brokerPrefix)
            o.brokerOf = brokerOfInstance(o.instanceType);
        if (price) {
            PriceRecord p { QStringLiteral("on_demand"), 0, price, QStringLiteral("USD"), {}, {}, {}, {}, {} };
            if (*price == 0) {
                p.amount.reset();
                p.note = QStringLiteral("source lists 0: no list price (e.g. reservation only), not free");
                o.flags.append(QStringLiteral("zero_price"));
            }
            o.prices.append(p);
        }
        if (spot && *spot > 0)
            o.prices.append({ QStringLiteral("spot"), 0, spot, QStringLiteral("USD"), {}, {}, {}, {}, {} });
        // The accelerator priced alone: no machine type, or a machine type with 0 vCPUs.
        if (o.instanceType.isEmpty() || (o.vcpus && *o.vcpus == 0))
            split.gpus.append(o);
        else
            r.records.append(o);
    }
    if (split.gpus.isEmpty()) {
        r.skippedCpuOnly += int(split.hosts.size());
        return r;
    }
    const CompositionResult composed = composeSplitRows(split);
    r.records.append(composed.records);
    r.composed = composed.composed;
    r.gpuOnly = composed.gpuOnly;
    r.hostsUsed = composed.hostsUsed;
    r.skippedCpuOnly += int(composed.unusedHostLines.size());
    return r;
}

ReadResult readGpuhunt(const QByteArray &bytes, const CsvLimits &limits)
{
    return readGpuhunt(CsvReader::parse(bytes, limits));
}

ReadResult readGpuhunt(const CsvTable &t)
{
    ReadResult r = fromTable(t, QStringLiteral("gpuhunt"));
    if (!r.fatalError.isEmpty())
        return r;
    const QString missing = missingColumns(t, { "instance_name", "location", "price", "gpu_count", "gpu_name", "spot" });
    if (!missing.isEmpty()) {
        r.fatalError = QStringLiteral("not a gpuhunt offer CSV: missing column(s) %1").arg(missing);
        return r;
    }
    const int cName = t.column(u"instance_name"), cLoc = t.column(u"location"), cPrice = t.column(u"price"), cCpu = t.column(u"cpu"),
              cMem = t.column(u"memory"), cCount = t.column(u"gpu_count"), cGpu = t.column(u"gpu_name"), cGpuMem = t.column(u"gpu_memory"),
              cSpot = t.column(u"spot");
    for (const CsvRecord &rec : t.records) {
        const Row row(rec);
        OfferRecord o;
        o.line = rec.line;
        o.instanceType = row[cName];
        o.gpuRawName = row[cGpu];
        o.region = row[cLoc];
        if (o.instanceType.isEmpty()) {
            r.rejected.append({ rec.line, QStringLiteral("instance_name is empty") });
            continue;
        }
        if (o.gpuRawName.isEmpty()) {
            ++r.skippedCpuOnly;
            continue;
        }
        QString reason;
        std::optional<double> price;
        if (!number(row[cPrice], QStringLiteral("price"), &price, &reason) || !number(row[cCpu], QStringLiteral("cpu"), &o.vcpus, &reason)
            || !number(row[cMem], QStringLiteral("memory"), &o.ramGib, &reason)
            || !number(row[cCount], QStringLiteral("gpu_count"), &o.gpuCount, &reason)
            || !number(row[cGpuMem], QStringLiteral("gpu_memory"), &o.reportedGpuMemoryGb, &reason)) {
            r.rejected.append({ rec.line, reason });
            continue;
        }
        if (!o.gpuCount || *o.gpuCount <= 0) {
            r.rejected.append({ rec.line, QStringLiteral("gpu_count: no accelerator count for %1").arg(o.gpuRawName) });
            continue;
        }
        const QString spotText = row[cSpot].toLower();
        if (spotText != QLatin1String("true") && spotText != QLatin1String("false")) {
            r.rejected.append({ rec.line, QStringLiteral("spot: '%1' is neither true nor false").arg(row[cSpot]) });
            continue;
        }
        PriceRecord p { spotText == QLatin1String("true") ? QStringLiteral("spot") : QStringLiteral("on_demand"), 0, price,
            QStringLiteral("USD"), {}, {}, {}, {}, {} };
        if (price && *price == 0) {
            p.amount.reset();
            p.note = QStringLiteral("source lists 0: no list price, not free");
            o.flags.append(QStringLiteral("zero_price"));
        }
        if (price)
            o.prices.append(p);
        r.records.append(o);
    }
    return r;
}

ReadResult readGpuhuntTpuJson(const QByteArray &bytes)
{
    ReadResult r;
    r.format = QStringLiteral("gpuhunt-tpu-json");
    QJsonParseError err {};
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &err);
    if (err.error != QJsonParseError::NoError || !doc.isObject()) {
        r.fatalError = QStringLiteral("not a gpuhunt TPU price table: %1 at byte %2")
                           .arg(err.error != QJsonParseError::NoError ? err.errorString() : QStringLiteral("not a JSON object"))
                           .arg(err.offset);
        return r;
    }
    const QJsonObject root = doc.object();
    int index = 0;
    for (auto tpu = root.begin(); tpu != root.end(); ++tpu) {
        const QJsonObject regions = tpu.value().toObject();
        for (auto reg = regions.begin(); reg != regions.end(); ++reg) {
            ++index;
            ++r.rowsRead;
            if (tpu.key().trimmed().isEmpty() || reg.key().trimmed().isEmpty()) {
                r.rejected.append({ index, QStringLiteral("entry %1: a TPU type and a region are required").arg(index) });
                continue;
            }
            const QJsonObject cell = reg.value().toObject();
            OfferRecord o;
            o.line = index;
            o.instanceType = tpu.key();
            o.gpuRawName = tpu.key();
            o.region = reg.key();
            o.gpuCount = 1.0;
            for (const auto &[field, kind] : { std::pair { QStringLiteral("On Demand (USD)"), QStringLiteral("on_demand") },
                     std::pair { QStringLiteral("Spot (USD)"), QStringLiteral("spot") } }) {
                const QJsonValue v = cell.value(field);
                if (v.isDouble() && v.toDouble() > 0)
                    o.prices.append({ kind, 0, v.toDouble(), QStringLiteral("USD"), {}, {}, {}, {}, {} });
                else if (!v.isUndefined() && !v.isNull() && !v.isDouble())
                    r.rejected.append({ index, QStringLiteral("%1 %2: %3 is not a number").arg(tpu.key(), reg.key(), field) });
            }
            r.records.append(o);
        }
    }
    return r;
}

QStringList cloudGaugeCsvColumns()
{
    return { QStringLiteral("provider"), QStringLiteral("provider_name"), QStringLiteral("provider_name_zh"),
        QStringLiteral("instance_type"), QStringLiteral("region"), QStringLiteral("gpu_model"), QStringLiteral("gpu_name"),
        QStringLiteral("gpu_count"), QStringLiteral("vcpus"), QStringLiteral("memory_gib"), QStringLiteral("gpu_memory_gb"),
        QStringLiteral("broker_of"), QStringLiteral("flags"), QStringLiteral("price_kind"), QStringLiteral("term_months"),
        QStringLiteral("price"), QStringLiteral("currency"), QStringLiteral("as_of"), QStringLiteral("source_url"), QStringLiteral("note"),
        QStringLiteral("observed_on"), QStringLiteral("observed_after") };
}

ReadResult readCloudGaugeCsv(const QByteArray &bytes, const CsvLimits &limits)
{
    return readCloudGaugeCsv(CsvReader::parse(bytes, limits));
}

ReadResult readCloudGaugeCsv(const CsvTable &t)
{
    ReadResult r = fromTable(t, QStringLiteral("csv"));
    if (!r.fatalError.isEmpty())
        return r;
    const QString missing
        = missingColumns(t, { "provider", "instance_type", "region", "gpu_name", "gpu_count", "price_kind", "price", "currency" });
    if (!missing.isEmpty()) {
        r.fatalError = QStringLiteral("not a CloudGauge CSV: missing column(s) %1").arg(missing);
        return r;
    }
    auto col = [&t](const char *name) { return t.column(QLatin1String(name)); };
    const int cProv = col("provider"), cProvName = col("provider_name"), cProvZh = col("provider_name_zh"), cInst = col("instance_type"),
              cRegion = col("region"), cModel = col("gpu_model"), cGpu = col("gpu_name"), cCount = col("gpu_count"), cVcpu = col("vcpus"),
              cMem = col("memory_gib"), cGpuMem = col("gpu_memory_gb"), cBroker = col("broker_of"), cKind = col("price_kind"),
              cTerm = col("term_months"), cPrice = col("price"), cCur = col("currency"), cAsOf = col("as_of"), cSrc = col("source_url"),
              cNote = col("note"), cFlags = col("flags"), cObserved = col("observed_on"), cAfter = col("observed_after");
    r.hasObservedOnColumn = cObserved >= 0;
    const QDate today = QDate::currentDate();
    // An optional ISO date column: false (and the row rejected) when the cell is not a date or
    // lies in the future (nobody observed a price tomorrow).
    auto dateCell = [&r, &today](const Row &row, int column, const char *name, int line, QString *out) {
        const QString text = row[column];
        *out = text.isEmpty() ? QString() : normaliseIsoDate(text);
        if (!text.isEmpty() && out->isEmpty()) {
            r.rejected.append({ line, QStringLiteral("%1: '%2' is not an ISO date (YYYY-MM-DD)").arg(QLatin1String(name), text) });
            return false;
        }
        if (!out->isEmpty() && QDate::fromString(*out, Qt::ISODate) > today.addDays(1)) {
            r.rejected.append({ line, QStringLiteral("%1: %2 is in the future").arg(QLatin1String(name), *out) });
            return false;
        }
        return true;
    };
    for (const CsvRecord &rec : t.records) {
        const Row row(rec);
        OfferRecord o;
        o.line = rec.line;
        o.providerKey = row[cProv].toLower();
        o.providerName = row[cProvName];
        o.providerNameZh = row[cProvZh];
        o.instanceType = row[cInst];
        o.region = row[cRegion];
        o.gpuKey = row[cModel];
        o.gpuRawName = row[cGpu];
        o.brokerOf = row[cBroker];
        o.flags = row[cFlags].split(QLatin1Char(','), Qt::SkipEmptyParts); // an export's flags travel with it
        if (o.providerKey.isEmpty() || o.instanceType.isEmpty()) {
            r.rejected.append({ rec.line, QStringLiteral("provider and instance_type are required") });
            continue;
        }
        QString reason;
        std::optional<double> price, term;
        if (!number(row[cCount], QStringLiteral("gpu_count"), &o.gpuCount, &reason)
            || !number(row[cVcpu], QStringLiteral("vcpus"), &o.vcpus, &reason)
            || !number(row[cMem], QStringLiteral("memory_gib"), &o.ramGib, &reason)
            || !number(row[cGpuMem], QStringLiteral("gpu_memory_gb"), &o.reportedGpuMemoryGb, &reason)
            || !number(row[cPrice], QStringLiteral("price"), &price, &reason)
            || !number(row[cTerm], QStringLiteral("term_months"), &term, &reason)) {
            r.rejected.append({ rec.line, reason });
            continue;
        }
        if (o.gpuRawName.isEmpty() && o.gpuKey.isEmpty()) {
            r.rejected.append({ rec.line, QStringLiteral("gpu_name: no accelerator named") });
            continue;
        }
        const QString kind = row[cKind].toLower();
        if (!kind.isEmpty() && kind != QLatin1String("on_demand") && kind != QLatin1String("spot") && kind != QLatin1String("reserved")) {
            r.rejected.append({ rec.line, QStringLiteral("price_kind: '%1' is not on_demand, spot or reserved").arg(row[cKind]) });
            continue;
        }
        const QString currency = row[cCur].toUpper();
        if (!kind.isEmpty() && (currency.size() != 3 || !currency.at(0).isLetter())) {
            r.rejected.append({ rec.line, QStringLiteral("currency: '%1' is not an ISO 4217 code").arg(row[cCur]) });
            continue;
        }
        // A row's as_of in the future would make every later import of the provider "older".
        QString asOf, observedOn, observedAfter;
        if (!dateCell(row, cAsOf, "as_of", rec.line, &asOf) || !dateCell(row, cObserved, "observed_on", rec.line, &observedOn)
            || !dateCell(row, cAfter, "observed_after", rec.line, &observedAfter))
            continue;
        if (kind == QLatin1String("reserved") && (!term || *term <= 0)) {
            r.rejected.append({ rec.line, QStringLiteral("term_months: a reserved price needs a term") });
            continue;
        }
        if (term && (*term != std::floor(*term) || *term > kMaxTermMonths)) {
            r.rejected.append({ rec.line,
                QStringLiteral("term_months: '%1' is not a whole number of months up to %2").arg(row[cTerm]).arg(kMaxTermMonths) });
            continue;
        }
        if (!kind.isEmpty() && (price || !row[cNote].isEmpty())) {
            PriceRecord p { kind, kind == QLatin1String("reserved") ? int(*term) : 0, price, currency, asOf, row[cSrc], row[cNote],
                observedOn, observedAfter };
            if (price && *price == 0) {
                p.amount.reset();
                p.note = p.note.isEmpty() ? QStringLiteral("source lists 0: no list price, not free") : p.note;
                o.flags.append(QStringLiteral("zero_price"));
            }
            o.prices.append(p);
        }
        r.records.append(o);
    }
    return r;
}

} // namespace cg::readers
