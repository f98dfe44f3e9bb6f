#include "import/ImportStages.h"

#include "catalog/store/Catalog.h"
#include "import/ImportDates.h"

#include <QDateTime>
#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>
#include <QtCore/qcoreapplication.h>

#include <algorithm>
#include <cmath>
#include <cstring>

namespace cg {

namespace {

/// Translation context of import reports (as Importer.cpp).
class StageText
{
    Q_DECLARE_TR_FUNCTIONS(cg::ImportReport)
};

using importdates::later;
using importdates::observationOf;

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

/// Two seeds of qHash give two independent 64-bit hashes of one key (SamePriceCheck).
constexpr size_t kSeed1 = 0x9e3779b97f4a7c15ULL, kSeed2 = 0xc2b2ae3d27d4eb4fULL;

} // namespace

QStringList ImportMessages::inFileOrder() const
{
    QStringList out = read + conflicts + identity + samePrice + providers;
    static const QRegularExpression lineNumber(QStringLiteral("(\\d+)"));
    std::stable_sort(out.begin(), out.end(), [](const QString &a, const QString &b) {
        const auto ma = lineNumber.match(a), mb = lineNumber.match(b);
        return (ma.hasMatch() ? ma.captured(1).toInt() : 0) < (mb.hasMatch() ? mb.captured(1).toInt() : 0);
    });
    return out;
}

RowResolver::RowResolver(const Catalog &catalog)
    : m_identity(catalog.gpuIdentity())
{
    for (const GpuModelRecord &m : catalog.gpuModels())
        m_models.insert(m.key, m);
}

GpuMatch RowResolver::match(const OfferRecord &rec)
{
    // Resolution depends only on these inputs.
    const QString hint = rec.instanceType + QLatin1Char(' ') + rec.variantHint;
    const QString cacheKey = rec.gpuRawName + QChar(0x1f) + GpuIdentity::variantClassInText(hint) + QChar(0x1f)
        + bitsOf(rec.reportedGpuMemoryGb.value_or(-1)) + bitsOf(rec.gpuCount.value_or(-1));
    auto cached = m_matches.constFind(cacheKey);
    if (cached == m_matches.constEnd())
        cached = m_matches.insert(cacheKey, m_identity.resolve(rec.gpuRawName, hint, rec.reportedGpuMemoryGb, rec.gpuCount));
    return *cached;
}

QString RowResolver::gpuKeyOf(const OfferRecord &rec)
{
    if (!rec.gpuKey.isEmpty() && m_models.contains(rec.gpuKey))
        return rec.gpuKey; // CloudGauge CSV names the canonical model
    return match(rec).key;
}

void RowResolver::resolve(OfferRecord &rec, QStringList &messages, int &unmapped)
{
    // Prices that contradict each other are kept as the source gives them, and flagged.
    std::optional<double> od, sp;
    for (const PriceRecord &p : rec.prices) {
        if (p.kind == QLatin1String("on_demand") && p.amount)
            od = p.amount;
        if (p.kind == QLatin1String("spot") && p.amount)
            sp = p.amount;
    }
    if (od && sp && *sp > *od)
        rec.flags.append(QStringLiteral("spot_above_on_demand"));
    else if (od && sp && *sp == *od)
        rec.flags.append(QStringLiteral("spot_equals_on_demand"));

    if (!rec.gpuKey.isEmpty() && m_models.contains(rec.gpuKey))
        return; // CloudGauge CSV names the canonical model
    if (!rec.gpuKey.isEmpty())
        messages.append(StageText::tr("line %1: gpu_model '%2' is not in this catalog; resolving '%3' instead")
                            .arg(rec.line)
                            .arg(rec.gpuKey, rec.gpuRawName));
    rec.gpuKey.clear();
    const GpuMatch m = match(rec);
    rec.gpuKey = m.key;
    if (m.key.isEmpty()) {
        rec.flags.append(QStringLiteral("unmapped_gpu"));
        ++unmapped;
        messages.append(StageText::tr("line %1: unmapped GPU: %2 (kept as written)").arg(rec.line).arg(m.reason));
        return;
    }
    if (m.variantAssumed)
        rec.flags.append(QStringLiteral("variant_assumed"));
    if (m.memoryFromHint)
        rec.flags.append(QStringLiteral("memory_from_source"));
    if (m.memoryAssumed)
        rec.flags.append(QStringLiteral("memory_assumed"));
    const GpuModelRecord &spec = m_models[m.key];
    if (rec.reportedGpuMemoryGb && spec.memoryGb && rec.gpuCount && *rec.gpuCount > 1 && *rec.reportedGpuMemoryGb > *spec.memoryGb * 1.06
        && std::abs(*rec.reportedGpuMemoryGb / *rec.gpuCount - *spec.memoryGb) <= 0.06 * *spec.memoryGb) {
        messages.append(StageText::tr("line %1: %2 GB per GPU exceeds the %3 GB of %4; it is the instance total, divided by %5")
                            .arg(rec.line)
                            .arg(*rec.reportedGpuMemoryGb)
                            .arg(*spec.memoryGb)
                            .arg(spec.name)
                            .arg(*rec.gpuCount));
        rec.reportedGpuMemoryGb = *rec.reportedGpuMemoryGb / *rec.gpuCount;
        rec.flags.append(QStringLiteral("gpu_memory_total"));
    } else if (m.memoryDiffers) {
        // The source states a memory the datasheet does not have (an NVL part, a 94 GB
        // variant): its figure is the offer's (Catalog::offers), the flag tells.
        if (!rec.reportedGpuMemoryGb)
            rec.reportedGpuMemoryGb = GpuIdentity::splitName(rec.gpuRawName).memoryGb;
        rec.flags.append(QStringLiteral("memory_differs"));
    }
}

void SamePriceCheck::add(const OfferRecord &r)
{
    if (!r.gpuCount)
        return;
    const QString group = r.providerKey + QChar(0x1f) + (r.gpuKey.isEmpty() ? r.gpuRawName : r.gpuKey) + QChar(0x1f) + r.region;
    for (int i = 0; i < r.prices.size(); ++i) {
        const PriceRecord &p = r.prices.at(i);
        if (!p.amount)
            continue;
        const QString key = group + QChar(0x1f) + p.kind + QChar(0x1f) + p.currency + bitsOf(*p.amount);
        m_entries.push_back({ quint64(qHash(key, kSeed1)), quint64(qHash(key, kSeed2)), *r.gpuCount, r.line, i });
    }
}

void SamePriceCheck::forget(const std::vector<int> &sortedLines)
{
    if (sortedLines.empty())
        return;
    m_entries.erase(std::remove_if(m_entries.begin(), m_entries.end(),
                        [&](const Entry &e) { return std::binary_search(sortedLines.begin(), sortedLines.end(), e.line); }),
        m_entries.end());
}

QHash<int, SamePriceCheck::Hit> SamePriceCheck::hits()
{
    std::sort(m_entries.begin(), m_entries.end(), [](const Entry &a, const Entry &b) {
        if (a.h1 != b.h1)
            return a.h1 < b.h1;
        if (a.h2 != b.h2)
            return a.h2 < b.h2;
        if (a.gpuCount != b.gpuCount)
            return a.gpuCount < b.gpuCount;
        return a.line < b.line;
    });
    QHash<int, Hit> out;
    for (auto group = m_entries.begin(); group != m_entries.end();) {
        auto end = std::find_if(group, m_entries.end(), [&](const Entry &e) { return e.h1 != group->h1 || e.h2 != group->h2; });
        const Entry &smallest = *group; // the fewest GPUs, the first line among equals
        for (auto e = group; e != end; ++e) {
            if (e->gpuCount <= smallest.gpuCount)
                continue;
            auto it = out.find(e->line);
            if (it == out.end())
                out.insert(e->line, { smallest.line, e->priceIndex });
            else if (e->priceIndex < it->priceIndex)
                *it = { smallest.line, e->priceIndex };
        }
        group = end;
    }
    m_entries.clear();
    m_entries.shrink_to_fit();
    return out;
}

QString SamePriceCheck::message(const OfferRecord &big, const Hit &hit, const QString &smallInstanceType, double smallGpuCount)
{
    const PriceRecord &p = big.prices.at(hit.priceIndex);
    return StageText::tr("line %1: suspicious: %2 (%3 GPUs) has the same %4 price as %5 (%6 GPUs): %7 per instance-hour")
        .arg(big.line)
        .arg(big.instanceType)
        .arg(*big.gpuCount)
        .arg(p.kind, smallInstanceType)
        .arg(smallGpuCount)
        .arg(money(*p.amount));
}

RunWriter::RunWriter(Catalog &catalog, ImportReport &report, const ImportOptions &options, QString fetchedLive, bool hasObservedOnColumn)
    : m_catalog(catalog)
    , m_report(report)
    , m_options(options)
    , m_fetchedLive(std::move(fetchedLive))
    , m_hasObservedOnColumn(hasObservedOnColumn)
    , m_writer(std::make_unique<CatalogWriter>(catalog))
{
}

RunWriter::~RunWriter() = default;

bool RunWriter::shouldImport(const QString &sha)
{
    if (!m_writer->lastError().isEmpty()) {
        m_report.error = m_writer->lastError();
        return false;
    }
    // The same file observed again on a later date is a new observation, not a repeat.
    const qint64 earlier = m_writer->findImportRun(sha, m_report.format, m_report.providerKey, m_report.asOf);
    if (earlier < 0)
        return true;
    m_report.alreadyImported = true;
    m_report.importRunId = earlier;
    m_report.messages.clear();
    return false;
}

bool RunWriter::begin()
{
    if (m_writer->begin())
        return true;
    m_report.error
        = QStringLiteral("catalog is busy or read-only (%1); close other programs using it and retry").arg(m_writer->lastError());
    return false;
}

bool RunWriter::fail(const QString &why)
{
    m_writer->rollback();
    ImportReport &r = m_report;
    r.error = why;
    r.offersNew = r.offersChanged = r.offersUnchanged = 0;
    r.pricesNew = r.pricesChanged = r.pricesUnchanged = 0;
    r.pricesWritten = r.observationUnknown = 0;
    r.observedFrom.clear();
    r.observedTo.clear();
    r.observedAfterMax.clear();
    return false;
}

bool RunWriter::addProvider(const QString &key, const QString &nameEn, const QString &nameZh, QStringList &messages)
{
    if (m_providerIds.contains(key))
        return true;
    qint64 id = m_writer->providerId(key);
    if (id < 0) {
        ProviderRecord p;
        p.key = key;
        p.nameEn = nameEn.isEmpty() ? key : nameEn;
        p.nameZh = nameZh;
        id = m_writer->upsertProvider(p);
        if (id < 0)
            return fail(m_writer->lastError());
        messages.append(StageText::tr("new provider '%1' added to the catalog").arg(key));
    }
    // Observation against observation: when the catalog's prices were seen, not when they were
    // imported, and never a date a price took effect. Read before this run writes any.
    m_catalogNewest.insert(key, m_options.allowOlder ? QString() : m_writer->newestObservationOf(id));
    m_providerIds.insert(key, id);
    m_providerOrder.append(key);
    return true;
}

bool RunWriter::startRun(const QString &sha, const QString &name)
{
    m_run.sourceFile = name;
    m_run.format = m_report.format;
    m_run.providerKey = m_report.providerKey;
    m_run.sha256 = sha;
    m_run.asOf = m_report.asOf;
    m_run.sourceUrl = m_options.sourceUrl;
    m_run.startedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    m_run.id = m_writer->insertImportRun(m_run);
    if (m_run.id < 0)
        return fail(m_writer->lastError());
    m_report.importRunId = m_run.id;
    return true;
}

bool RunWriter::write(const OfferRecord &rec)
{
    ImportReport &report = m_report;
    if (m_options.cancel && ++m_written % 1000 == 0 && m_options.cancel->load()) {
        report.cancelled = true;
        return fail(QStringLiteral("cancelled; the file's transaction was rolled back"));
    }
    CatalogWriter::Offering o;
    o.providerId = m_providerIds.value(rec.providerKey);
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
        ++m_flagged;
    WriteResult offerWrite = WriteResult::Unchanged;
    const qint64 id = m_writer->upsertOffering(o, m_run.id, &offerWrite);
    if (id < 0)
        return fail(QStringLiteral("line %1: %2").arg(rec.line).arg(m_writer->lastError()));
    bool priceChanged = false;
    QString &newest = m_fileNewest[rec.providerKey];
    for (const PriceRecord &p : rec.prices) {
        const QString asOf = !m_fetchedLive.isEmpty() ? m_fetchedLive : p.asOf.isEmpty() ? report.asOf : p.asOf;
        const QString src = p.sourceUrl.isEmpty() ? m_options.sourceUrl : p.sourceUrl;
        PriceDates dates = observationOf(p, m_hasObservedOnColumn, m_options, m_fetchedLive);
        dates.importedOn = report.importedOn;
        newest = later(newest, dates.observedOn);
        ++report.pricesWritten;
        if (dates.observedOn.isEmpty()) {
            ++report.observationUnknown;
            report.observedAfterMax = later(report.observedAfterMax, dates.observedAfter);
        } else {
            report.observedFrom = report.observedFrom.isEmpty() ? dates.observedOn : std::min(report.observedFrom, dates.observedOn);
            report.observedTo = later(report.observedTo, dates.observedOn);
        }
        switch (m_writer->upsertPrice(id, p.kind, p.termMonths, p.amount, p.currency, asOf, src, m_run.id, p.note, dates)) {
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
            return fail(QStringLiteral("line %1: %2").arg(rec.line).arg(m_writer->lastError()));
        }
    }
    if (offerWrite == WriteResult::Inserted)
        ++report.offersNew;
    else if (offerWrite == WriteResult::Updated || priceChanged)
        ++report.offersChanged;
    else
        ++report.offersUnchanged;
    return true;
}

bool RunWriter::finish(QStringList messages, const QString &name)
{
    ImportReport &report = m_report;
    for (const QString &key : std::as_const(m_providerOrder)) {
        const QString newest = m_catalogNewest.value(key), mine = m_fileNewest.value(key);
        if (!newest.isEmpty() && !mine.isEmpty() && mine < newest) {
            report.refusedAsOlder = true;
            report.messages = messages;
            return fail(QStringLiteral("the catalog holds %1 prices observed on %2, after this file's newest observation %3;"
                                       " import it as history with --allow-older")
                            .arg(key, newest, mine));
        }
    }
    report.flagged = m_flagged;
    report.messages = std::move(messages);
    m_run.finishedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    m_run.rowsRead = report.rowsRead;
    m_run.rowsImported = report.offersImported();
    m_run.rowsRejected = report.rejected;
    m_run.rowsFlagged = report.flagged;
    m_run.rowsDuplicate = report.duplicates;
    m_run.report = report.text();
    m_writer->setWithdrawPolicy(m_options.withdraw);
    if (!m_writer->finishImportRun(m_run))
        return fail(m_writer->lastError());
    const CatalogWriter::RunSummary snapshot = m_writer->lastRunSummary();
    report.offersWithdrawn = snapshot.offersWithdrawn;
    report.pricesWithdrawn = snapshot.pricesWithdrawn;
    report.pricesNotListed = snapshot.pricesNotListed;
    report.pricePoints = snapshot.pointsAppended;
    report.watchHits = snapshot.watchHits;
    // The audit trail of a team catalog, in this transaction (nothing on SQLite).
    AuditEntry audit;
    audit.action = m_options.auditAction.isEmpty() ? QStringLiteral("import") : m_options.auditAction;
    audit.sourceFile
        = audit.action == QLatin1String("update") && !m_options.sourceUrl.isEmpty() ? m_options.sourceUrl : QFileInfo(name).fileName();
    audit.rowsRead = report.rowsRead;
    audit.rowsWritten = report.offersNew + report.offersChanged + report.pricesNew + report.pricesChanged;
    audit.detail = QStringLiteral("offers +%1 ~%2, prices +%3 ~%4")
                       .arg(report.offersNew)
                       .arg(report.offersChanged)
                       .arg(report.pricesNew)
                       .arg(report.pricesChanged);
    m_writer->setAudit(audit);
    if (!m_writer->commit()) {
        report.error = QStringLiteral("commit failed (%1); nothing written").arg(m_writer->lastError());
        return false;
    }
    return true;
}

} // namespace cg
