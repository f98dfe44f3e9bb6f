#include "import/Importer.h"

#include "catalog/store/Catalog.h"
#include "catalog/writer/CatalogWriter.h"
#include "import/AwsOfferReader.h"
#include "import/FeedReaders.h"
#include "import/ImportFormats.h"
#include "import/ImportStages.h"
#include "import/OfferReaders.h"
#include "import/Plausibility.h"
#include "import/PriceApiReaders.h"
#include "import/Sha256.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QtCore/qcoreapplication.h>

#include <algorithm>

namespace cg {

/// Translation context of import reports (the GUI shows them in the UI language; the CLI, which
/// installs no translator, prints English).
class ImportText
{
    Q_DECLARE_TR_FUNCTIONS(cg::ImportReport)
};

namespace {

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
    return importFile(file, options);
}

ImportReport Importer::importFile(QFile &file, const ImportOptions &options)
{
    const QString path = file.fileName();
    ImportReport report;
    report.file = path;
    const QFileInfo info(path);
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
        // check first, and reading it whole would exhaust memory. Read in blocks into a buffer
        // sized to the file: one read of limit + 1 bytes would reserve the whole limit.
        QByteArray bytes;
        bytes.reserve(file.isSequential() ? qint64(1) << 20 : std::min(info.size(), limit) + 1);
        for (qint64 left = limit + 1; left > 0;) {
            const QByteArray block = file.read(std::min<qint64>(left, qint64(1) << 20));
            if (block.isEmpty())
                break;
            bytes.append(block);
            left -= block.size();
        }
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
    hooks.maxBytes = options.maxStreamBytes; // a pipe or a device has no size to check first
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
    if (const QString wide = readers::wideTextEncoding(bytes); !wide.isEmpty()) {
        report.error = QStringLiteral("the file is %1 text, not UTF-8: save it as UTF-8 (in a spreadsheet: CSV UTF-8) and import it again")
                           .arg(wide);
        return report;
    }
    report.format = options.format.isEmpty() ? readers::detectFormat(bytes) : options.format;
    const QString sha = QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
    // The CSV formats whose rows read alone: a large file is read a part at a time.
    std::function<ReadResult(const CsvTable &)> rows;
    const bool broker = isBroker(report.providerKey), total = writesTotalGpuMemory(report.providerKey);
    if (report.format == QLatin1String("skypilot"))
        rows = [broker, total](const CsvTable &t) { return readers::readSkyPilot(t, broker, total); };
    else if (report.format == QLatin1String("gpuhunt"))
        rows = [](const CsvTable &t) { return readers::readGpuhunt(t); };
    else if (report.format == QLatin1String("csv"))
        rows = [](const CsvTable &t) { return readers::readCloudGaugeCsv(t); };
    if (rows && options.rowsPerPart > 0 && bytes.count('\n') > options.rowsPerPart)
        return importInParts(report, bytes, sha, name, options, rows);
    ReadResult read;
    if (rows)
        read = rows(CsvReader::parse(bytes, limits));
    else if (report.format == QLatin1String("gpuhunt-tpu-json"))
        read = readers::readGpuhuntTpuJson(bytes);
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
    return commitRead(report, std::move(read), sha, name, options);
}

bool Importer::prepareReport(ImportReport &report, ReadResult &read, const ImportOptions &options, QString *fetchedLive) const
{
    if (report.providerKey.isEmpty()) // a vendor's own document names its provider
        if (const std::optional<readers::ImportFormat> f = readers::importFormat(report.format))
            report.providerKey = f->providerKey;
    const std::optional<readers::ImportFormat> format = readers::importFormat(report.format);
    *fetchedLive = format && format->currentPrices ? options.fetchedOn : QString();
    if (!fetchedLive->isEmpty()) {
        report.asOf = *fetchedLive; // the day the vendor's service answered keys the run and observes its prices
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
        return false;
    }
    if (!(format && format->providerPerRow) && report.providerKey.isEmpty()) {
        report.error = QStringLiteral("which provider sold these offers? (use --provider NAME)");
        report.needsProvider = true;
        return false;
    }
    report.rowsRead = read.rowsRead;
    report.skippedCpuOnly = read.skippedCpuOnly;
    report.composed = read.composed;
    report.gpuOnly = read.gpuOnly;
    report.hostsUsed = read.hostsUsed;
    return true;
}

void Importer::countRejected(ImportReport &report, QList<CsvIssue> rejected, QStringList &messages)
{
    std::sort(rejected.begin(), rejected.end(), [](const CsvIssue &a, const CsvIssue &b) { return a.line < b.line; });
    report.rejected = int(rejected.size());
    for (const CsvIssue &issue : std::as_const(rejected))
        messages.append(ImportText::tr("line %1: rejected: %2").arg(issue.line).arg(issue.reason));
}

ImportReport Importer::commitRead(
    ImportReport report, ReadResult read, const QString &sha, const QString &name, const ImportOptions &options)
{
    QString fetchedLive;
    if (!prepareReport(report, read, options, &fetchedLive))
        return report;
    auto cancelled = [&options, &report] {
        if (!options.cancel || !options.cancel->load())
            return false;
        report.cancelled = true;
        report.error = QStringLiteral("cancelled; nothing written");
        return true;
    };
    ImportMessages messages;
    // Rows outside the plausible ranges are rejected with their line, never stored; a zero price is said.
    Plausibility::screen(read.records, read.rejected, messages.read);
    countRejected(report, std::move(read.rejected), messages.read);
    report.messages = messages.read;

    RunWriter writer(m_catalog, report, options, fetchedLive, read.hasObservedOnColumn);
    if (!writer.shouldImport(sha))
        return report;
    if (cancelled())
        return report;
    // Merge rows by (provider, instance type, region): duplicates and conflicts (CAT-01).
    MergeResult mergeResult = mergeRows(std::move(read.records), report.providerKey);
    QList<MergedRecord> &merged = mergeResult.merged;
    report.duplicates = mergeResult.duplicates;
    report.conflictList = mergeResult.conflicts;
    report.conflicts = int(report.conflictList.size());
    for (const ImportConflict &c : std::as_const(report.conflictList))
        messages.conflicts.append(c.text());
    // GPU identity and per-offer flags, then CAT-03 over the whole file.
    RowResolver resolver(m_catalog);
    SamePriceCheck samePrice;
    QHash<int, int> indexOfLine;
    for (int i = 0; i < merged.size(); ++i) {
        resolver.resolve(merged[i].record, messages.identity, report.unmapped);
        samePrice.add(merged[i].record);
        indexOfLine.insert(merged[i].record.line, i);
    }
    const QHash<int, SamePriceCheck::Hit> hits = samePrice.hits();
    for (MergedRecord &m : merged) {
        const auto hit = hits.constFind(m.record.line);
        if (hit == hits.constEnd())
            continue;
        const OfferRecord &small = merged.at(indexOfLine.value(hit->smallLine)).record;
        m.record.flags.append(QStringLiteral("same_price_as_smaller"));
        messages.samePrice.append(SamePriceCheck::message(m.record, *hit, small.instanceType, *small.gpuCount));
    }
    if (cancelled())
        return report;
    // Write: one transaction for the file.
    if (!writer.begin())
        return report;
    for (const MergedRecord &m : std::as_const(merged))
        if (!writer.addProvider(m.record.providerKey, m.record.providerName, m.record.providerNameZh, messages.providers))
            return report;
    if (!writer.startRun(sha, name))
        return report;
    for (const MergedRecord &m : std::as_const(merged))
        if (!writer.write(m.record))
            return report;
    writer.finish(messages.inFileOrder(), name);
    return report;
}

} // namespace cg
