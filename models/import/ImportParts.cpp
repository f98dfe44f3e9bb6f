// Importer::importInParts: a large CSV imported without holding its rows. The file's bytes stay
// in memory (its SHA-256 is their hash); its rows are read a part at a time, two or three times:
//  A. every row once: the offers' keys (a 64-bit hash and the line), the providers in file order,
//     and the same-price check's entries (SamePriceCheck);
//  B. only when keys repeat: the rows of those offers, merged by mergeRows as a whole file would be;
//  C. every row again, merged rows in place of their first, resolved, flagged and written in
//     the one transaction (RunWriter).
// A file the parts cannot read alike (GPU and host priced in separate rows, composed across the
// file; a header that does not read) is imported whole by commitRead, with the same result.
#include "catalog/store/Catalog.h"
#include "import/ImportStages.h"
#include "import/Importer.h"
#include "import/Plausibility.h"
#include "import/RowMerge.h"

#include <QSet>

#include <algorithm>
#include <deque>

namespace cg {

namespace {

/// Hands `onPart` readPart's result for each part of at most `rowsPerPart` records, in file
/// order; returns the table as a whole (header, rows the CSV reader rejected, fatal error).
CsvTable forEachPart(const QByteArray &bytes, const CsvLimits &limits, int rowsPerPart,
    const std::function<ReadResult(const CsvTable &)> &readPart, const std::function<void(ReadResult &&)> &onPart)
{
    CsvTable part;
    auto flush = [&] {
        if (part.records.isEmpty())
            return;
        onPart(readPart(part));
        part.records.clear();
    };
    CsvTable table = CsvReader::parse(bytes, limits, [&](const CsvTable &t, CsvRecord &&record) {
        if (part.header.isEmpty()) {
            part.header = t.header;
            part.delimiter = t.delimiter;
        }
        part.records.append(std::move(record));
        if (part.records.size() >= rowsPerPart)
            flush();
    });
    if (table.ok())
        flush();
    return table;
}

/// The fields of a larger instance its same-price message names.
OfferRecord messageFields(const OfferRecord &r)
{
    OfferRecord out;
    out.line = r.line;
    out.instanceType = r.instanceType;
    out.gpuCount = r.gpuCount;
    out.prices = r.prices;
    return out;
}

} // namespace

ImportReport Importer::importInParts(ImportReport report, const QByteArray &bytes, const QString &sha, const QString &name,
    const ImportOptions &options, const std::function<ReadResult(const CsvTable &)> &readPart)
{
    CsvLimits limits = options.limits;
    limits.cancel = options.cancel;
    const int perPart = std::max(1, options.rowsPerPart);
    auto whole = [&] { return commitRead(report, readPart(CsvReader::parse(bytes, limits)), sha, name, options); };

    // A: keys, providers and the same-price entries of every row.
    struct KeyLine
    {
        size_t hash;
        int line;
    };
    std::deque<KeyLine> keys;
    ReadResult head; // what the parts say of the file as a whole, without its rows
    head.format = report.format;
    bool readAlike = true;
    int parts = 0;
    struct Provider
    {
        QString key, nameEn, nameZh;
    };
    QList<Provider> providers;
    QSet<QString> seen;
    RowResolver resolver(m_catalog);
    SamePriceCheck samePrice;
    const QString defaultProvider = report.providerKey;
    CsvTable table = forEachPart(bytes, limits, perPart, readPart, [&](ReadResult &&r) {
        ++parts;
        if (!r.fatalError.isEmpty() || r.composed || r.gpuOnly || r.hostsUsed)
            readAlike = false;
        if (!readAlike)
            return;
        head.rowsRead += r.rowsRead;
        head.skippedCpuOnly += r.skippedCpuOnly;
        head.hasObservedOnColumn = r.hasObservedOnColumn;
        head.documentDate = std::max(head.documentDate, r.documentDate);
        for (auto it = r.excluded.cbegin(); it != r.excluded.cend(); ++it)
            head.excluded[it.key()] += it.value();
        for (const QString &note : std::as_const(r.notes))
            if (!head.notes.contains(note))
                head.notes.append(note);
        QStringList unused;
        Plausibility::screen(r.records, r.rejected, unused);
        for (OfferRecord &rec : r.records) {
            normalizeRow(rec, defaultProvider);
            keys.push_back({ qHash(mergeKey(rec)), rec.line });
            if (!seen.contains(rec.providerKey)) {
                seen.insert(rec.providerKey);
                providers.append({ rec.providerKey, rec.providerName, rec.providerNameZh });
            }
            rec.gpuKey = resolver.gpuKeyOf(rec);
            samePrice.add(rec);
        }
    });
    if (!table.ok() || !readAlike || parts == 0)
        return whole();
    head.rowsRead += int(table.issues.size());
    QString fetchedLive;
    if (!prepareReport(report, head, options, &fetchedLive))
        return report;

    // The lines of rows whose key another row shares (a hash collision only adds rows to merge).
    std::vector<int> involved;
    std::sort(keys.begin(), keys.end(),
        [](const KeyLine &a, const KeyLine &b) { return a.hash < b.hash || (a.hash == b.hash && a.line < b.line); });
    for (auto it = keys.begin(); it != keys.end();) {
        auto end = std::find_if(it, keys.end(), [&](const KeyLine &k) { return k.hash != it->hash; });
        if (end - it > 1)
            for (; it != end; ++it)
                involved.push_back(it->line);
        it = end;
    }
    keys = {};
    std::sort(involved.begin(), involved.end());
    auto isInvolved = [&involved](int line) { return std::binary_search(involved.begin(), involved.end(), line); };

    RunWriter writer(m_catalog, report, options, fetchedLive, head.hasObservedOnColumn);
    if (!writer.shouldImport(sha))
        return report;
    auto cancelled = [&options] { return options.cancel && options.cancel->load(); };
    if (cancelled()) {
        report.cancelled = true;
        report.error = QStringLiteral("cancelled; nothing written");
        return report;
    }

    // B: the rows of offers named more than once, merged as the whole file would merge them.
    ImportMessages messages;
    QHash<int, OfferRecord> mergedByLine;
    if (!involved.empty()) {
        QList<OfferRecord> rows;
        forEachPart(bytes, limits, perPart, readPart, [&](ReadResult &&r) {
            QStringList unused;
            Plausibility::screen(r.records, r.rejected, unused);
            for (OfferRecord &rec : r.records)
                if (isInvolved(rec.line))
                    rows.append(std::move(rec));
        });
        MergeResult merged = mergeRows(std::move(rows), report.providerKey);
        report.duplicates = merged.duplicates;
        report.conflictList = merged.conflicts;
        report.conflicts = int(report.conflictList.size());
        for (const ImportConflict &c : std::as_const(report.conflictList))
            messages.conflicts.append(c.text());
        samePrice.forget(involved);
        for (MergedRecord &m : merged.merged) {
            OfferRecord resolved = m.record;
            resolved.gpuKey = resolver.gpuKeyOf(resolved);
            samePrice.add(resolved);
            mergedByLine.emplace(m.record.line, std::move(m.record));
        }
    }
    const QHash<int, SamePriceCheck::Hit> hits = samePrice.hits();
    QSet<int> smallLines;
    for (const SamePriceCheck::Hit &h : hits)
        smallLines.insert(h.smallLine);

    // C: every offer written, in file order, in one transaction.
    if (!writer.begin())
        return report;
    for (const Provider &p : std::as_const(providers))
        if (!writer.addProvider(p.key, p.nameEn, p.nameZh, messages.providers))
            return report;
    if (!writer.startRun(sha, name))
        return report;
    QList<CsvIssue> rejected;
    QHash<int, std::pair<QString, double>> smallOffers; // line → instance type, GPUs
    QList<std::pair<OfferRecord, SamePriceCheck::Hit>> larger;
    bool failed = false;
    qint64 done = 0;
    const CsvTable again = forEachPart(bytes, limits, perPart, readPart, [&](ReadResult &&r) {
        if (failed)
            return;
        done += r.rowsRead;
        rejected.append(r.rejected);
        Plausibility::screen(r.records, rejected, messages.read);
        for (OfferRecord &rec : r.records) {
            normalizeRow(rec, report.providerKey);
            if (isInvolved(rec.line)) {
                const auto it = mergedByLine.find(rec.line);
                if (it == mergedByLine.end())
                    continue; // a later row of an offer merged into its first
                rec = std::move(*it);
                mergedByLine.erase(it);
            }
            resolver.resolve(rec, messages.identity, report.unmapped);
            if (smallLines.contains(rec.line))
                smallOffers.insert(rec.line, { rec.instanceType, rec.gpuCount.value_or(0) });
            if (const auto hit = hits.constFind(rec.line); hit != hits.constEnd()) {
                rec.flags.append(QStringLiteral("same_price_as_smaller"));
                larger.append({ messageFields(rec), *hit });
            }
            if (!writer.write(rec)) {
                failed = true;
                return;
            }
        }
        if (options.progress)
            options.progress(done, report.rowsRead);
    });
    if (failed)
        return report;
    if (!again.ok()) {
        report.cancelled = cancelled();
        writer.fail(report.cancelled ? QStringLiteral("cancelled; the file's transaction was rolled back") : again.fatalError);
        return report;
    }
    rejected.append(table.issues);
    countRejected(report, std::move(rejected), messages.read);
    for (const auto &[big, hit] : std::as_const(larger)) {
        const std::pair<QString, double> small = smallOffers.value(hit.smallLine);
        messages.samePrice.append(SamePriceCheck::message(big, hit, small.first, small.second));
    }
    writer.finish(messages.inFileOrder(), name);
    return report;
}

} // namespace cg
