#include "import/Importer.h"

#include "catalog/store/Catalog.h"
#include "catalog/writer/CatalogWriter.h"
#include "import/AwsOfferReader.h"
#include "import/FeedReaders.h"
#include "import/ImportDates.h"
#include "import/ImportFormats.h"
#include "import/OfferReaders.h"
#include "import/Plausibility.h"
#include "import/PriceApiReaders.h"
#include "import/Sha256.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>
#include <QtCore/qcoreapplication.h>

#include <algorithm>
#include <cmath>
#include <cstring>

namespace cg {

/// Translation context of import reports (the GUI shows them in the UI language; the CLI, which
/// installs no translator, prints English).
class ImportText
{
    Q_DECLARE_TR_FUNCTIONS(cg::ImportReport)
};

using importdates::later;
using importdates::observationOf;

namespace {

/// The 8 bytes of a double as 4 UTF-16 units: an exact, cheap hash-key part (no number formatting).
QString bitsOf(double v)
{
    QString out(4, Qt::Uninitialized);
    std::memcpy(static_cast<void *>(out.data()), &v, sizeof v);
    return out;
}

QString money(double v)
{
    return QLocale::c().toString(v, 'g', 10);
}

/// Provider keys whose instance types start with the name of the cloud that runs the machine.
bool isBroker(const QString &providerKey)
{
    return providerKey == QLatin1String("shadeform") || providerKey == QLatin1String("primeintellect");
}

/// Providers whose SkyPilot GpuInfo SizeInMiB is the instance's total GPU memory.
bool writesTotalGpuMemory(const QString &providerKey)
{
    return providerKey == QLatin1String("primeintellect") || providerKey == QLatin1String("vast");
}

/// SkyPilot cloud folder names that differ from our provider keys.
QString providerFromSkyPilotName(const QString &name)
{
    if (name == QLatin1String("do"))
        return QStringLiteral("digitalocean");
    return name.toLower();
}

} // namespace

Importer::Importer(Catalog &catalog)
    : m_catalog(catalog)
{
}

ImportReport Importer::importFile(const QString &path, const ImportOptions &options)
{
    ImportReport report;
    report.file = path;
    const QFileInfo info(path);
    if (!info.exists()) {
        report.error = QStringLiteral("file not found");
        return report;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        report.error = QStringLiteral("cannot read (%1)").arg(file.errorString());
        return report;
    }
    // Large vendor documents (AWS offer files) are read as a stream, never whole.
    const QString format = options.format.isEmpty() ? readers::detectFormat(file.peek(1 << 16)) : options.format;
    const std::optional<readers::ImportFormat> known = readers::importFormat(format);
    const bool streamed = known && known->streamed;
    const qint64 limit = streamed ? options.maxStreamBytes : options.limits.maxFileBytes;
    if (info.size() > limit) {
        report.error = QStringLiteral("file is %1 bytes, over the limit of %2 bytes").arg(info.size()).arg(limit);
        return report;
    }
    ImportOptions opts = options;
    QString modified;
    if (opts.asOf.isEmpty()) {
        opts.asOf = opts.observedOn.isEmpty() ? info.lastModified().toUTC().date().toString(Qt::ISODate) : opts.observedOn;
        if (opts.observedOn.isEmpty())
            modified = opts.asOf;
    }
    if (opts.providerKey.isEmpty() && info.fileName() == QLatin1String("vms.csv")) {
        // SkyPilot's layout names the cloud in the folder (catalogs/v9/lambda/vms.csv); a folder
        // that is not a provider the catalog knows (~/Downloads) names nothing, so the provider is
        // asked for (the window) or must be given (--provider), never invented from the folder.
        const QString key = providerFromSkyPilotName(info.dir().dirName());
        const QList<ProviderRecord> providers = m_catalog.providers();
        if (std::any_of(providers.begin(), providers.end(), [&key](const ProviderRecord &p) { return p.key == key; }))
            opts.providerKey = key;
    }
    if (opts.sourceUrl.isEmpty())
        opts.sourceUrl = info.absoluteFilePath();
    ImportReport out;
    if (streamed) {
        opts.format = format;
        out = importStream(file, info.size(), path, opts);
    } else {
        // At most one byte past the limit: a device or a pipe (/dev/zero, a FIFO) has no size to
        // check first, and reading it whole would exhaust memory.
        const QByteArray bytes = file.read(limit + 1);
        if (bytes.size() > limit) {
            out.file = path;
            out.error = QStringLiteral("file is over the limit of %1 bytes (read stopped there)").arg(limit);
            return out;
        }
        out = importBytes(bytes, path, opts);
    }
    // The note is for rows that carry no date of their own: a file whose every price has its
    // observed_on (a price-API answer dated by the script that asked) needs none.
    if (out.ok() && !out.alreadyImported && !modified.isEmpty() && !out.datedByDocument && out.observationUnknown > 0)
        out.fileModifiedOn = modified; // shown by text(); the stored run report was written without it
    return out;
}

ImportReport Importer::startReport(const QString &name, const ImportOptions &options) const
{
    ImportReport report;
    report.file = name;
    report.asOf = !options.asOf.isEmpty() ? options.asOf
        : !options.observedOn.isEmpty()   ? options.observedOn
                                          : QDate::currentDate().toString(Qt::ISODate);
    report.importedOn = options.importedOn.isEmpty() ? QDate::currentDate().toString(Qt::ISODate) : options.importedOn;
    report.providerKey = options.providerKey.toLower();
    if (m_catalog.isReadOnly())
        report.error = QStringLiteral("the catalog is open read-only: %1; nothing was imported").arg(m_catalog.readOnlyReason());
    return report;
}

ImportReport Importer::importStream(QIODevice &device, qint64 size, const QString &name, const ImportOptions &options)
{
    ImportReport report = startReport(name, options);
    if (!report.error.isEmpty())
        return report;
    report.format = options.format;
    Sha256 hash;
    readers::StreamHooks hooks;
    hooks.cancel = options.cancel;
    hooks.progress = options.progress;
    hooks.hash = &hash;
    hooks.total = size;
    ReadResult read
        = report.format == QLatin1String("aws-ec2-csv") ? readers::readAwsEc2Csv(device, hooks) : readers::readAwsEc2Json(device, hooks);
    return commitRead(report, std::move(read), QString::fromLatin1(hash.hexResult()), name, options);
}

ImportReport Importer::importBytes(const QByteArray &bytes, const QString &name, const ImportOptions &options)
{
    ImportReport report = startReport(name, options);
    if (!report.error.isEmpty())
        return report;
    CsvLimits limits = options.limits;
    limits.cancel = options.cancel;
    if (bytes.trimmed().isEmpty()) {
        report.error = QStringLiteral("the file is empty");
        return report;
    }
    report.format = options.format.isEmpty() ? readers::detectFormat(bytes) : options.format;
    ReadResult read;
    if (report.format == QLatin1String("skypilot"))
        read = readers::readSkyPilot(bytes, isBroker(report.providerKey), writesTotalGpuMemory(report.providerKey), limits);
    else if (report.format == QLatin1String("gpuhunt"))
        read = readers::readGpuhunt(bytes, limits);
    else if (report.format == QLatin1String("gpuhunt-tpu-json"))
        read = readers::readGpuhuntTpuJson(bytes);
    else if (report.format == QLatin1String("csv"))
        read = readers::readCloudGaugeCsv(bytes, limits);
    else if (report.format == QLatin1String("opencomputeprices-csv"))
        read = readers::readOpenComputePrices(bytes, limits);
    else if (report.format == QLatin1String("alibaba-price-json"))
        read = readers::readAlibabaPriceJson(bytes);
    else if (report.format == QLatin1String("tencent-price-json"))
        read = readers::readTencentPriceJson(bytes);
    else if (report.format == QLatin1String("huawei-price-json"))
        read = readers::readHuaweiPriceJson(bytes);
    else if (report.format == QLatin1String("aws-ec2-json"))
        read = readers::readAwsEc2Json(bytes);
    else if (report.format == QLatin1String("aws-ec2-csv"))
        read = readers::readAwsEc2Csv(bytes);
    else if (report.format == QLatin1String("azure-retail-json"))
        read = readers::readAzureRetailJson(bytes);
    else if (report.format == QLatin1String("oci-price-json"))
        read = readers::readOciPriceJson(bytes);
    else if (report.format == QLatin1String("gcp-skus-json"))
        read = readers::readGcpSkusJson(bytes);
    else {
        report.error = report.format.isEmpty()
            ? QStringLiteral("unrecognised file: not a SkyPilot vms.csv, gpuhunt CSV, gpuhunt TPU JSON, CloudGauge CSV, OpenComputePrices "
                             "CSV, a price-API JSON"
                             " of Alibaba, Tencent or Huawei Cloud, or an AWS, Azure, OCI or GCP price document (use --format)")
            : QStringLiteral("unknown format '%1' (%2)").arg(report.format, readers::importFormatNames().join(QStringLiteral(", ")));
        return report;
    }
    return commitRead(
        report, std::move(read), QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex()), name, options);
}

ImportReport Importer::commitRead(
    ImportReport report, ReadResult read, const QString &sha, const QString &name, const ImportOptions &options)
{
    if (report.providerKey.isEmpty()) // a vendor's own document names its provider
        if (const std::optional<readers::ImportFormat> f = readers::importFormat(report.format))
            report.providerKey = f->providerKey;
    const std::optional<readers::ImportFormat> format = readers::importFormat(report.format);
    const QString fetchedLive = format && format->currentPrices ? options.fetchedOn : QString();
    if (!fetchedLive.isEmpty()) {
        report.asOf = fetchedLive; // the day the vendor's service answered keys the run and observes its prices
        report.observedAtFetch = true;
    } else if (!read.documentDate.isEmpty() && options.observedOn.isEmpty()) {
        report.asOf = read.documentDate; // the document's own date keys the run (no --as-of given)
        report.datedByDocument = true;
    }
    report.excluded = read.excluded;
    report.readNotes = read.notes;
    if (!read.fatalError.isEmpty()) {
        report.cancelled = read.fatalError == QLatin1String("cancelled");
        report.error = read.fatalError;
        return report;
    }
    auto cancelled = [&options] { return options.cancel && options.cancel->load(); };
    if (!(format && format->providerPerRow) && report.providerKey.isEmpty()) {
        report.error = QStringLiteral("which provider sold these offers? (use --provider NAME)");
        report.needsProvider = true;
        return report;
    }
    report.rowsRead = read.rowsRead;
    report.skippedCpuOnly = read.skippedCpuOnly;
    report.composed = read.composed;
    report.gpuOnly = read.gpuOnly;
    report.hostsUsed = read.hostsUsed;
    // Rows outside the plausible ranges are rejected with their line, never stored; a zero price is said.
    Plausibility::screen(read.records, read.rejected, report.messages);
    std::sort(read.rejected.begin(), read.rejected.end(), [](const CsvIssue &a, const CsvIssue &b) { return a.line < b.line; });
    report.rejected = int(read.rejected.size());
    for (const CsvIssue &issue : read.rejected)
        report.messages.append(ImportText::tr("line %1: rejected: %2").arg(issue.line).arg(issue.reason));

    CatalogWriter writer(m_catalog);
    if (!writer.lastError().isEmpty()) {
        report.error = writer.lastError();
        return report;
    }
    // The same file observed again on a later date is a new observation, not a repeat.
    const qint64 earlier = writer.findImportRun(sha, report.format, report.providerKey, report.asOf);
    if (earlier >= 0) {
        report.alreadyImported = true;
        report.importRunId = earlier;
        report.messages.clear();
        return report;
    }

    if (cancelled()) {
        report.cancelled = true;
        report.error = QStringLiteral("cancelled; nothing written");
        return report;
    }
    // Merge rows by (provider, instance type, region): duplicates and conflicts (CAT-01).
    MergeResult mergeResult = mergeRows(std::move(read.records), report.providerKey);
    QList<MergedRecord> &merged = mergeResult.merged;
    report.duplicates = mergeResult.duplicates;
    report.conflictList = mergeResult.conflicts;
    report.conflicts = int(report.conflictList.size());
    for (const ImportConflict &c : std::as_const(report.conflictList))
        report.messages.append(c.text());

    GpuIdentity identity = m_catalog.gpuIdentity();
    const QList<GpuModelRecord> models = m_catalog.gpuModels();
    QHash<QString, GpuModelRecord> modelByKey;
    for (const GpuModelRecord &m : models)
        modelByKey.insert(m.key, m);

    // Prices that contradict each other are kept as the source gives them, and flagged.
    for (MergedRecord &m : merged) {
        std::optional<double> od, sp;
        for (const PriceRecord &p : m.record.prices) {
            if (p.kind == QLatin1String("on_demand") && p.amount)
                od = p.amount;
            if (p.kind == QLatin1String("spot") && p.amount)
                sp = p.amount;
        }
        if (od && sp && *sp > *od)
            m.record.flags.append(QStringLiteral("spot_above_on_demand"));
        else if (od && sp && *sp == *od)
            m.record.flags.append(QStringLiteral("spot_equals_on_demand"));
    }

    // GPU identity and per-offer flags.
    QHash<QString, GpuMatch> resolved;
    for (MergedRecord &m : merged) {
        OfferRecord &rec = m.record;
        if (!rec.gpuKey.isEmpty() && modelByKey.contains(rec.gpuKey))
            continue; // CloudGauge CSV names the canonical model
        if (!rec.gpuKey.isEmpty())
            report.messages.append(ImportText::tr("line %1: gpu_model '%2' is not in this catalog; resolving '%3' instead")
                                       .arg(rec.line)
                                       .arg(rec.gpuKey, rec.gpuRawName));
        rec.gpuKey.clear();
        // Resolution depends only on these inputs; thousands of rows share a handful of them.
        const QString hint = rec.instanceType + QLatin1Char(' ') + rec.variantHint;
        const QString cacheKey = rec.gpuRawName + QChar(0x1f) + GpuIdentity::variantClassInText(hint) + QChar(0x1f)
            + bitsOf(rec.reportedGpuMemoryGb.value_or(-1)) + bitsOf(rec.gpuCount.value_or(-1));
        auto cached = resolved.constFind(cacheKey);
        if (cached == resolved.constEnd())
            cached = resolved.insert(cacheKey, identity.resolve(rec.gpuRawName, hint, rec.reportedGpuMemoryGb, rec.gpuCount));
        const GpuMatch match = *cached;
        rec.gpuKey = match.key;
        if (match.key.isEmpty()) {
            rec.flags.append(QStringLiteral("unmapped_gpu"));
            ++report.unmapped;
            report.messages.append(ImportText::tr("line %1: unmapped GPU: %2 (kept as written)").arg(rec.line).arg(match.reason));
            continue;
        }
        if (match.variantAssumed)
            rec.flags.append(QStringLiteral("variant_assumed"));
        if (match.memoryFromHint)
            rec.flags.append(QStringLiteral("memory_from_source"));
        if (match.memoryAssumed)
            rec.flags.append(QStringLiteral("memory_assumed"));
        const GpuModelRecord &spec = modelByKey[match.key];
        if (rec.reportedGpuMemoryGb && spec.memoryGb && rec.gpuCount && *rec.gpuCount > 1
            && *rec.reportedGpuMemoryGb > *spec.memoryGb * 1.06
            && std::abs(*rec.reportedGpuMemoryGb / *rec.gpuCount - *spec.memoryGb) <= 0.06 * *spec.memoryGb) {
            report.messages.append(ImportText::tr("line %1: %2 GB per GPU exceeds the %3 GB of %4; it is the instance total, divided by %5")
                                       .arg(rec.line)
                                       .arg(*rec.reportedGpuMemoryGb)
                                       .arg(*spec.memoryGb)
                                       .arg(spec.name)
                                       .arg(*rec.gpuCount));
            rec.reportedGpuMemoryGb = *rec.reportedGpuMemoryGb / *rec.gpuCount;
            rec.flags.append(QStringLiteral("gpu_memory_total"));
        } else if (match.memoryDiffers) {
            // The source states a memory the datasheet does not have (an NVL part, a 94 GB
            // variant): its figure is the offer's (Catalog::offers), the flag tells.
            if (!rec.reportedGpuMemoryGb)
                rec.reportedGpuMemoryGb = GpuIdentity::splitName(rec.gpuRawName).memoryGb;
            rec.flags.append(QStringLiteral("memory_differs"));
        }
    }

    // CAT-03: an N-GPU instance priced the same as a smaller one (same provider, GPU, region,
    // price kind and amount). One pass to find the smallest instance per price, one to flag.
    QHash<QString, int> smallest; // group + price → index of the offer with the fewest GPUs
    struct PriceKey
    {
        QString key, kind;
        double amount;
    };
    QList<QList<PriceKey>> groupKeys(merged.size());
    for (int i = 0; i < merged.size(); ++i) {
        const OfferRecord &r = merged[i].record;
        if (!r.gpuCount)
            continue;
        const QString group = r.providerKey + QChar(0x1f) + (r.gpuKey.isEmpty() ? r.gpuRawName : r.gpuKey) + QChar(0x1f) + r.region;
        for (const PriceRecord &p : r.prices) {
            if (!p.amount)
                continue;
            const QString key = group + QChar(0x1f) + p.kind + QChar(0x1f) + p.currency + bitsOf(*p.amount);
            groupKeys[i].append({ key, p.kind, *p.amount });
            auto it = smallest.find(key);
            if (it == smallest.end())
                smallest.insert(key, i);
            else if (*merged[*it].record.gpuCount > *r.gpuCount)
                *it = i;
        }
    }
    for (int i = 0; i < merged.size(); ++i) {
        OfferRecord &big = merged[i].record;
        for (const PriceKey &k : std::as_const(groupKeys[i])) {
            const OfferRecord &small = merged[smallest.value(k.key)].record;
            if (*small.gpuCount < *big.gpuCount) {
                big.flags.append(QStringLiteral("same_price_as_smaller"));
                report.messages.append(
                    ImportText::tr("line %1: suspicious: %2 (%3 GPUs) has the same %4 price as %5 (%6 GPUs): %7 per instance-hour")
                        .arg(big.line)
                        .arg(big.instanceType)
                        .arg(*big.gpuCount)
                        .arg(k.kind, small.instanceType)
                        .arg(*small.gpuCount)
                        .arg(money(k.amount)));
                break;
            }
        }
    }

    if (cancelled()) {
        report.cancelled = true;
        report.error = QStringLiteral("cancelled; nothing written");
        return report;
    }
    // Write: one transaction for the file.
    if (!writer.begin()) {
        report.error = QStringLiteral("catalog is busy or read-only (%1); close other programs using it and retry").arg(writer.lastError());
        return report;
    }
    auto fail = [&](const QString &why) {
        writer.rollback();
        report.error = why;
        report.offersNew = report.offersChanged = report.offersUnchanged = 0;
        report.pricesNew = report.pricesChanged = report.pricesUnchanged = 0;
        report.pricesWritten = report.observationUnknown = 0;
        report.observedFrom.clear();
        report.observedTo.clear();
        report.observedAfterMax.clear();
        return report;
    };
    QHash<QString, QString> newestObservation; // per provider, the newest day this file observed a price
    for (const MergedRecord &m : merged)
        for (const PriceRecord &p : m.record.prices) {
            QString &newest = newestObservation[m.record.providerKey];
            newest = later(newest, observationOf(p, read.hasObservedOnColumn, options, fetchedLive).observedOn);
        }
    QHash<QString, qint64> providerIds;
    for (const MergedRecord &m : merged) {
        const QString &key = m.record.providerKey;
        if (providerIds.contains(key))
            continue;
        qint64 id = writer.providerId(key);
        if (id < 0) {
            ProviderRecord p;
            p.key = key;
            p.nameEn = m.record.providerName.isEmpty() ? key : m.record.providerName;
            p.nameZh = m.record.providerNameZh;
            id = writer.upsertProvider(p);
            if (id < 0)
                return fail(writer.lastError());
            report.messages.append(ImportText::tr("new provider '%1' added to the catalog").arg(key));
        }
        if (!options.allowOlder) {
            // Observation against observation: when the catalog's prices were seen, not when they
            // were imported, and never a date a price took effect. An undated side compares nothing.
            const QString newest = writer.newestObservationOf(id);
            const QString mine = newestObservation.value(key);
            if (!newest.isEmpty() && !mine.isEmpty() && mine < newest) {
                report.refusedAsOlder = true;
                return fail(QStringLiteral("the catalog holds %1 prices observed on %2, after this file's newest observation %3;"
                                           " import it as history with --allow-older")
                                .arg(key, newest, mine));
            }
        }
        providerIds.insert(key, id);
    }

    ImportRunView run;
    run.sourceFile = name;
    run.format = report.format;
    run.providerKey = report.providerKey;
    run.sha256 = sha;
    run.asOf = report.asOf;
    run.sourceUrl = options.sourceUrl;
    run.startedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    run.id = writer.insertImportRun(run);
    if (run.id < 0)
        return fail(writer.lastError());
    report.importRunId = run.id;

    int flaggedRows = 0;
    int written = 0;
    for (const MergedRecord &m : merged) {
        if (options.cancel && ++written % 1000 == 0 && options.cancel->load()) {
            report.cancelled = true;
            return fail(QStringLiteral("cancelled; the file's transaction was rolled back"));
        }
        const OfferRecord &rec = m.record;
        CatalogWriter::Offering o;
        o.providerId = providerIds.value(rec.providerKey);
        o.instanceType = rec.instanceType;
        o.region = rec.region;
        o.gpuKey = rec.gpuKey;
        o.gpuRawName = rec.gpuRawName;
        o.gpuCount = rec.gpuCount;
        o.vcpus = rec.vcpus;
        o.ramGib = rec.ramGib;
        o.reportedGpuMemoryGb = rec.reportedGpuMemoryGb;
        o.brokerOf = rec.brokerOf == rec.providerKey ? QString() : rec.brokerOf; // a cloud is not its own broker
        QStringList flags = rec.flags;
        flags.removeDuplicates();
        flags.sort();
        o.flags = flags.join(QLatin1Char(','));
        if (!flags.isEmpty())
            ++flaggedRows;
        WriteResult offerWrite = WriteResult::Unchanged;
        const qint64 id = writer.upsertOffering(o, run.id, &offerWrite);
        if (id < 0)
            return fail(QStringLiteral("line %1: %2").arg(rec.line).arg(writer.lastError()));
        bool priceChanged = false;
        for (const PriceRecord &p : rec.prices) {
            const QString asOf = !fetchedLive.isEmpty() ? fetchedLive : p.asOf.isEmpty() ? report.asOf : p.asOf;
            const QString src = p.sourceUrl.isEmpty() ? options.sourceUrl : p.sourceUrl;
            PriceDates dates = observationOf(p, read.hasObservedOnColumn, options, fetchedLive);
            dates.importedOn = report.importedOn;
            ++report.pricesWritten;
            if (dates.observedOn.isEmpty()) {
                ++report.observationUnknown;
                report.observedAfterMax = later(report.observedAfterMax, dates.observedAfter);
            } else {
                report.observedFrom = report.observedFrom.isEmpty() ? dates.observedOn : std::min(report.observedFrom, dates.observedOn);
                report.observedTo = later(report.observedTo, dates.observedOn);
            }
            switch (writer.upsertPrice(id, p.kind, p.termMonths, p.amount, p.currency, asOf, src, run.id, p.note, dates)) {
            case WriteResult::Inserted:
                ++report.pricesNew;
                priceChanged = true;
                break;
            case WriteResult::Updated:
                ++report.pricesChanged;
                priceChanged = true;
                break;
            case WriteResult::Unchanged:
                ++report.pricesUnchanged;
                break;
            case WriteResult::Failed:
                return fail(QStringLiteral("line %1: %2").arg(rec.line).arg(writer.lastError()));
            }
        }
        if (offerWrite == WriteResult::Inserted)
            ++report.offersNew;
        else if (offerWrite == WriteResult::Updated || priceChanged)
            ++report.offersChanged;
        else
            ++report.offersUnchanged;
    }
    report.flagged = flaggedRows;
    // Messages in file order, whichever stage found them.
    static const QRegularExpression lineNumber(QStringLiteral("(\\d+)"));
    std::stable_sort(report.messages.begin(), report.messages.end(), [](const QString &a, const QString &b) {
        const auto ma = lineNumber.match(a), mb = lineNumber.match(b);
        return (ma.hasMatch() ? ma.captured(1).toInt() : 0) < (mb.hasMatch() ? mb.captured(1).toInt() : 0);
    });
    run.finishedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    run.rowsRead = report.rowsRead;
    run.rowsImported = report.offersImported();
    run.rowsRejected = report.rejected;
    run.rowsFlagged = report.flagged;
    run.rowsDuplicate = report.duplicates;
    run.report = report.text();
    writer.setWithdrawPolicy(options.withdraw);
    if (!writer.finishImportRun(run))
        return fail(writer.lastError());
    const CatalogWriter::RunSummary snapshot = writer.lastRunSummary();
    report.offersWithdrawn = snapshot.offersWithdrawn;
    report.pricesWithdrawn = snapshot.pricesWithdrawn;
    report.pricesNotListed = snapshot.pricesNotListed;
    report.pricePoints = snapshot.pointsAppended;
    report.watchHits = snapshot.watchHits;
    // The audit trail of a team catalog, in this transaction (nothing on SQLite).
    AuditEntry audit;
    audit.action = options.auditAction.isEmpty() ? QStringLiteral("import") : options.auditAction;
    audit.sourceFile
        = audit.action == QLatin1String("update") && !options.sourceUrl.isEmpty() ? options.sourceUrl : QFileInfo(name).fileName();
    audit.rowsRead = report.rowsRead;
    audit.rowsWritten = report.offersNew + report.offersChanged + report.pricesNew + report.pricesChanged;
    audit.detail = QStringLiteral("offers +%1 ~%2, prices +%3 ~%4")
                       .arg(report.offersNew)
                       .arg(report.offersChanged)
                       .arg(report.pricesNew)
                       .arg(report.pricesChanged);
    writer.setAudit(audit);
    if (!writer.commit()) {
        report.error = QStringLiteral("commit failed (%1); nothing written").arg(writer.lastError());
        return report;
    }
    return report;
}

} // namespace cg
