// cloudgauge-history-bench: the price history (schema v5) at scale. S snapshots of an N-offer
// SkyPilot file (on-demand and spot per offer, fixed seed), each changing P % of the prices.
// The first snapshot is imported through the Importer. The later ones go, by default, through one
// CatalogWriter (the importer's write path: upsertOffering, upsertPrice, finishImportRun, one
// transaction per snapshot) with only the changed prices written: a confirmed price appends no
// point, and the Importer would only advance its current row's dates in place (no bytes), at
// 35-90 s per 100k-offer file on a 2-core machine. --via-importer imports every snapshot instead.
// Reports the catalog's growth per snapshot in bytes per changed price, the diff over the whole
// range (since the first snapshot's run) against two floors (stepping the rows it reads, and the
// rows of every point written after the cutoff), the full-scan diff it replaced, one offer's
// history, and the current-price read and re-rank times after the first and the last snapshot.
// Not part of CTest: run it by hand,
//   cloudgauge-history-bench [--offers 100000] [--snapshots 200] [--change-pct 2] [--json FILE] [--catalog FILE] [--via-importer]
// --catalog FILE writes the snapshots to FILE instead of a temporary file, or, when FILE exists
// already, skips the imports and measures the reads of that catalog (to compare builds).
// Budgets (issue "Price history"): diff ≤ 300 ms, history of one offer ≤ 10 ms, re-rank unaffected.
#include "catalog/pricehistory/PriceHistory.h"
#include "catalog/store/Catalog.h"
#include "catalog/store/CatalogBulk.h"
#include "catalog/writer/CatalogWriter.h"
#include "import/Importer.h"
#include "import/SeedBuilder.h"
#include "scoring/RankingSession.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>
#include <memory>
#include <random>
#include <vector>

#include <time.h>

using namespace cg;

namespace {

struct Row
{
    QString instance, region, gpu;
    int count;
    double price, spot;
};

QList<Row> generate(int n, std::mt19937 &rng)
{
    const QStringList gpus = { QStringLiteral("H100"), QStringLiteral("A100-80GB"), QStringLiteral("L40S"), QStringLiteral("H200"),
        QStringLiteral("B200"), QStringLiteral("A10") };
    std::uniform_int_distribution<int> g(0, int(gpus.size()) - 1), c(0, 3), cents(50, 4000);
    QList<Row> rows;
    rows.reserve(n);
    for (int i = 0; i < n; ++i) {
        const int count = 1 << c(rng);
        const double perGpu = cents(rng) / 100.0;
        rows.append({ QStringLiteral("bench-%1").arg(i / 20), QStringLiteral("region-%1").arg(i % 20), gpus.at(g(rng)), count,
            perGpu * count, std::round(perGpu * count * 40.0) / 100.0 });
    }
    return rows;
}

QByteArray toCsv(const QList<Row> &rows)
{
    QByteArray out = "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,SpotPrice,Region\n";
    out.reserve(rows.size() * 64);
    for (const Row &r : rows)
        out += QStringLiteral("%1,%2,%3,%4,%5,%6,%7,%8\n")
                   .arg(r.instance, r.gpu)
                   .arg(r.count)
                   .arg(r.count * 8)
                   .arg(r.count * 64)
                   .arg(r.price, 0, 'f', 4)
                   .arg(r.spot, 0, 'f', 4)
                   .arg(r.region)
                   .toUtf8();
    return out;
}

qint64 usedBytes(Catalog &c)
{
    QSqlQuery q(c.database());
    q.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
    auto pragma = [&](const char *name) {
        q.exec(QStringLiteral("PRAGMA %1").arg(QLatin1String(name)));
        return q.next() ? q.value(0).toLongLong() : 0;
    };
    return (pragma("page_count") - pragma("freelist_count")) * pragma("page_size");
}

qint64 countPoints(Catalog &c)
{
    QSqlQuery q(c.database());
    return q.exec(QStringLiteral("SELECT COUNT(*) FROM price_point")) && q.next() ? q.value(0).toLongLong() : 0;
}

// CPU time of this process in ms: on a shared machine the wall clock mostly measures the others.
double cpuMs()
{
    timespec ts {};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

double g_lastCpuMs = 0; // CPU median of the last medianMs() call
volatile qint64 g_sink = 0;

/// Median wall time in ms of `runs` calls of `f`; the median CPU time goes to g_lastCpuMs.
template<typename F> double medianMs(int runs, F &&f)
{
    QList<double> t, cpu;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        const double c0 = cpuMs();
        timer.start();
        f();
        t.append(timer.nsecsElapsed() / 1e6);
        cpu.append(cpuMs() - c0);
    }
    std::sort(t.begin(), t.end());
    std::sort(cpu.begin(), cpu.end());
    g_lastCpuMs = cpu[cpu.size() / 2];
    return t[t.size() / 2];
}

struct ReadTimes
{
    double offersMs = 0, rerankMs = 0, offersCpuMs = 0, rerankCpuMs = 0;
};

ReadTimes readTimes(Catalog &catalog)
{
    ReadTimes r;
    r.offersMs = medianMs(3, [&] { (void)catalog.offers(); });
    r.offersCpuMs = g_lastCpuMs;
    RankingSession session(CatalogSnapshot::read(catalog, nullptr).value_or(CatalogSnapshot {}), RankingParams());
    int flip = 0;
    r.rerankMs = medianMs(5, [&] {
        Weights w = Weights::preset(flip++ % 2 ? QStringLiteral("training") : QStringLiteral("inference")).value_or(Weights());
        session.setWeights(w);
    });
    r.rerankCpuMs = g_lastCpuMs;
    return r;
}

/// The offerings the first import stored for `rows`, as CatalogWriter::Offering (so that a later
/// upsertOffering() finds them unchanged), by row index.
QList<CatalogWriter::Offering> readOfferings(Catalog &c, int rows, QString *error)
{
    QSqlQuery q(c.database());
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT o.provider_id, o.instance_type, o.region, g.key, o.gpu_raw_name, o.gpu_count, o.vcpus, o.ram_gib,"
                               " o.reported_gpu_memory_gb, o.broker_of, o.flags FROM offering o JOIN provider p ON p.id = o.provider_id"
                               " LEFT JOIN gpu_model g ON g.id = o.gpu_model_id WHERE p.key = 'benchcloud'"))) {
        *error = q.lastError().text();
        return {};
    }
    auto opt = [](const QVariant &v) { return v.isNull() ? std::nullopt : std::optional<double>(v.toDouble()); };
    QHash<QString, CatalogWriter::Offering> byKey;
    while (q.next()) {
        CatalogWriter::Offering o;
        o.providerId = q.value(0).toLongLong();
        o.instanceType = q.value(1).toString();
        o.region = q.value(2).toString();
        o.gpuKey = q.value(3).toString();
        o.gpuRawName = q.value(4).toString();
        o.gpuCount = opt(q.value(5));
        o.vcpus = opt(q.value(6));
        o.ramGib = opt(q.value(7));
        o.reportedGpuMemoryGb = opt(q.value(8));
        o.brokerOf = q.value(9).toString();
        o.flags = q.value(10).toString();
        byKey.insert(o.instanceType + QLatin1Char('|') + o.region, o);
    }
    QList<CatalogWriter::Offering> out;
    for (int i = 0; i < rows; ++i) {
        const auto it = byKey.constFind(QStringLiteral("bench-%1|region-%2").arg(i / 20).arg(i % 20));
        if (it == byKey.constEnd()) {
            *error = QStringLiteral("row %1 has no offering").arg(i);
            return {};
        }
        out.append(*it);
    }
    return out;
}

/// One later snapshot through `w`: an import run, the changed prices (price index 2 i: row i's
/// on-demand, 2 i + 1: its spot) as the CSV would carry them (4 decimals), the end of the run.
/// The prices not written are the ones the snapshot confirms: no withdrawal.
bool writeSnapshot(CatalogWriter &w, const QList<CatalogWriter::Offering> &offerings, const QList<Row> &rows, const QList<int> &changed,
    const QString &asOf, const PriceDates &dates, const QString &sourceUrl, int snapshot, int *pricesChanged, QString *error)
{
    auto failed = [&] {
        *error = w.lastError();
        w.rollback();
        return false;
    };
    if (!w.begin())
        return failed();
    ImportRunView run;
    run.sourceFile = QStringLiteral("vms.csv");
    run.format = QStringLiteral("skypilot");
    run.providerKey = QStringLiteral("benchcloud");
    run.sha256 = QStringLiteral("bench-snapshot-%1").arg(snapshot);
    run.asOf = asOf;
    run.sourceUrl = sourceUrl;
    run.startedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    run.id = w.insertImportRun(run);
    if (run.id < 0)
        return failed();
    for (int i : changed) {
        const Row &r = rows[i / 2];
        WriteResult offering = WriteResult::Unchanged;
        const qint64 id = w.upsertOffering(offerings[i / 2], run.id, &offering);
        if (id < 0)
            return failed();
        const double amount = QString::number(i % 2 ? r.spot : r.price, 'f', 4).toDouble();
        const WriteResult price = w.upsertPrice(id, i % 2 ? QStringLiteral("spot") : QStringLiteral("on_demand"), 0, amount,
            QStringLiteral("USD"), asOf, sourceUrl, run.id, QString(), dates);
        if (price == WriteResult::Failed)
            return failed();
        *pricesChanged += price == WriteResult::Updated;
    }
    run.finishedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    run.rowsRead = run.rowsImported = int(rows.size());
    w.setWithdrawPolicy(CatalogWriter::WithdrawPolicy::Never);
    if (!w.finishImportRun(run) || !w.commit())
        return failed();
    return true;
}

/// Steps every row of `sql` (one integer parameter: `run`, bound `binds` times) without
/// converting a value: the floor of a read of those rows. Returns the row count, -1 on an error.
qint64 stepRows(Catalog &c, const QString &sql, qint64 run, int binds)
{
    RowCursor r(c.database(), sql, QStringLiteral("step the rows"));
    for (int i = 0; i < binds; ++i)
        r.bind(QVariant(run));
    qint64 n = 0, sum = 0;
    while (r.next()) {
        ++n;
        sum += r.integer(0);
    }
    g_sink = sum; // the read is not optimised away
    return r.error().isEmpty() ? n : -1;
}

/// Whether two diffs list the same offers and changes with the same values.
bool sameDiff(const CatalogDiff &a, const CatalogDiff &b)
{
    auto ids = [](const QList<OfferLabel> &l) {
        QList<qint64> out;
        for (const OfferLabel &o : l)
            out.append(o.id);
        return out;
    };
    if (ids(a.newOffers) != ids(b.newOffers) || ids(a.removedOffers) != ids(b.removedOffers) || a.changes.size() != b.changes.size())
        return false;
    for (qsizetype i = 0; i < a.changes.size(); ++i) {
        const PriceChange &x = a.changes[i], &y = b.changes[i];
        if (x.offer().id != y.offer().id || x.offer().instanceType != y.offer().instanceType || x.kind != y.kind
            || x.termMonths != y.termMonths || x.type != y.type || x.oldAmount != y.oldAmount || x.newAmount != y.newAmount
            || x.oldCurrency != y.oldCurrency || x.newCurrency != y.newCurrency || x.oldAsOf != y.oldAsOf || x.newAsOf != y.newAsOf
            || x.runId != y.runId || x.offerLevel != y.offerLevel)
            return false;
    }
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption offersOpt(
        QStringLiteral("offers"), QStringLiteral("Offers per snapshot."), QStringLiteral("N"), QStringLiteral("100000"));
    const QCommandLineOption snapshotsOpt(
        QStringLiteral("snapshots"), QStringLiteral("Snapshots."), QStringLiteral("S"), QStringLiteral("200"));
    const QCommandLineOption pctOpt(
        QStringLiteral("change-pct"), QStringLiteral("Percent of prices changed per snapshot."), QStringLiteral("P"), QStringLiteral("2"));
    const QCommandLineOption jsonOpt(QStringLiteral("json"), QStringLiteral("Also write the figures as JSON."), QStringLiteral("FILE"));
    const QCommandLineOption catalogOpt(QStringLiteral("catalog"),
        QStringLiteral("Write the catalog to FILE; if FILE exists, measure it without importing."), QStringLiteral("FILE"));
    const QCommandLineOption importerOpt(QStringLiteral("via-importer"),
        QStringLiteral(
            "Import every snapshot through the Importer (default: the later ones through one CatalogWriter, changed prices only)."));
    parser.addOptions({ offersOpt, snapshotsOpt, pctOpt, jsonOpt, catalogOpt, importerOpt });
    parser.addHelpOption();
    parser.process(app);
    const int offers = parser.value(offersOpt).toInt();
    int snapshots = parser.value(snapshotsOpt).toInt();
    const double pct = parser.value(pctOpt).toDouble();
    const bool viaImporter = parser.isSet(importerOpt);
    QTextStream out(stdout);

    QTemporaryDir dir;
    const QString path = parser.isSet(catalogOpt) ? parser.value(catalogOpt) : dir.filePath(QStringLiteral("history.sqlite"));
    const bool reuse = QFileInfo::exists(path);
    Catalog catalog(path);
    QString error;
    QStringList log;
    if (reuse) {
        if (!catalog.open(&error)) {
            out << "cannot open " << path << ": " << error << '\n';
            return 1;
        }
    } else if (!catalog.open(&error) || !SeedBuilder(catalog).buildReference(QStringLiteral(CG_SEED_DIR), &log, &error)) {
        out << "cannot build the reference catalog: " << error << '\n';
        return 1;
    }
    std::mt19937 rng(20261201);
    QList<Row> rows = generate(offers, rng);
    const int pricesPerSnapshot = int(rows.size()) * 2;
    const int changesPerSnapshot = int(std::lround(pricesPerSnapshot * pct / 100.0));
    std::uniform_int_distribution<int> pick(0, pricesPerSnapshot - 1);
    std::uniform_int_distribution<int> delta(-15, 15);

    ImportOptions o;
    o.format = QStringLiteral("skypilot");
    o.providerKey = QStringLiteral("benchcloud");
    o.sourceUrl = QStringLiteral("https://example.com/bench");
    QList<double> importMs, importCpuMs;
    qint64 firstRun = 0, sizeAfterFirst = 0, pointsAfterFirst = 0;
    ReadTimes before;
    qint64 changed = 0;
    const QDate start(2026, 1, 1);
    if (reuse) { // the figures of the reads only; the import figures are those of the run that wrote it
        QSqlQuery q(catalog.database());
        q.exec(QStringLiteral("SELECT MIN(id), COUNT(*) FROM import_run WHERE provider_key = 'benchcloud'"));
        if (!q.next() || q.value(1).toInt() == 0) {
            out << path << " holds no benchmark snapshots\n";
            return 1;
        }
        firstRun = q.value(0).toLongLong();
        snapshots = 0;
        importMs.append(0);
        importCpuMs.append(0);
    }
    std::unique_ptr<CatalogWriter> writer; // the later snapshots' writer (not --via-importer): one, keeping its caches
    QList<CatalogWriter::Offering> offerings;
    PriceDates dates;
    double firstImportMs = 0;
    for (int s = 0; s < snapshots; ++s) {
        QSet<int> touched; // price indexes changed by this snapshot
        if (s > 0) {
            for (int k = 0; k < changesPerSnapshot; ++k) {
                const int i = pick(rng);
                Row &r = rows[i / 2];
                double &v = i % 2 ? r.spot : r.price;
                int d = delta(rng);
                if (d == 0)
                    d = 1;
                v = std::max(0.01, std::round(v * (100.0 + d)) / 100.0);
                touched.insert(i);
            }
        }
        o.asOf = start.addDays(s).toString(Qt::ISODate);
        o.importedOn = o.asOf;
        QElapsedTimer t;
        double c0 = 0;
        int snapshotChanged = 0, snapshotPoints = 0;
        if (s == 0 || viaImporter) {
            const QByteArray csv = toCsv(rows);
            c0 = cpuMs();
            t.start();
            const ImportReport r = Importer(catalog).importBytes(csv, QStringLiteral("vms.csv"), o);
            if (!r.ok()) {
                out << "snapshot " << s << ": " << r.error << '\n';
                return 1;
            }
            if (s == 0)
                firstRun = r.importRunId;
            snapshotChanged = r.pricesChanged;
            snapshotPoints = r.pricePoints;
        } else {
            if (!writer) {
                writer = std::make_unique<CatalogWriter>(catalog);
                offerings = readOfferings(catalog, int(rows.size()), &error);
                if (offerings.isEmpty()) {
                    out << "cannot read the first snapshot's offerings: " << error << '\n';
                    return 1;
                }
            }
            QList<int> changedPrices(touched.cbegin(), touched.cend());
            std::sort(changedPrices.begin(), changedPrices.end());
            dates.importedOn = o.asOf;
            const qint64 points0 = countPoints(catalog);
            c0 = cpuMs();
            t.start();
            if (!writeSnapshot(*writer, offerings, rows, changedPrices, o.asOf, dates, o.sourceUrl, s, &snapshotChanged, &error)) {
                out << "snapshot " << s << ": " << error << '\n';
                return 1;
            }
            snapshotPoints = int(countPoints(catalog) - points0);
        }
        if (s == 0) {
            firstImportMs = t.nsecsElapsed() / 1e6;
        } else {
            importMs.append(t.nsecsElapsed() / 1e6);
            importCpuMs.append(cpuMs() - c0);
        }
        if (s == 0) {
            sizeAfterFirst = usedBytes(catalog);
            pointsAfterFirst = countPoints(catalog);
            before = readTimes(catalog);
        } else {
            changed += snapshotChanged;
        }
        if (s % 20 == 0 || s == 1)
            out << "snapshot " << s + 1 << "/" << snapshots << ": " << (s == 0 ? firstImportMs : importMs.last()) << " ms, "
                << snapshotChanged << " prices changed, " << snapshotPoints << " points\n"
                << Qt::flush;
    }
    if (importMs.isEmpty()) {
        importMs.append(0);
        importCpuMs.append(0);
    }
    const qint64 sizeAfterLast = usedBytes(catalog);
    const qint64 pointsTotal = countPoints(catalog);
    const ReadTimes after = readTimes(catalog);
    const PriceHistory history(catalog);
    // Each result is kept until all are measured: freeing the last one's 200k changes is not the
    // diff's time.
    const HistoryCutoff whole { {}, firstRun };
    std::vector<CatalogDiff> diffs, scans;
    diffs.reserve(5);
    scans.reserve(3);
    const double diffMs = medianMs(5, [&] { diffs.push_back(history.diff(whole)); });
    const double diffCpuMs = g_lastCpuMs;
    const double scanMs = medianMs(3, [&] { scans.push_back(history.diffByScan(whole)); });
    const CatalogDiff &diff = diffs.back(), &scan = scans.back();
    const double scanCpuMs = g_lastCpuMs;
    const bool same = sameDiff(diff, scan);
    // Floors: stepping the rows the diff reads (its two index-range SELECTs), and those of every
    // point written after the cutoff (the changed rows).
    const QString columns = QStringLiteral("pp.offering_id, COALESCE(pp.import_run_id, 0), pp.kind, pp.term_months, pp.status, pp.amount,"
                                           " pp.currency, pp.as_of, pp.id");
    qint64 floorRows = 0, changedRows = 0;
    medianMs(5, [&] {
        floorRows = stepRows(catalog,
                        QStringLiteral("SELECT %1 FROM price_point pp WHERE pp.until_run IS NULL AND pp.import_run_id > ?").arg(columns),
                        firstRun, 1)
            + stepRows(catalog,
                QStringLiteral("SELECT %1 FROM import_run r CROSS JOIN price_point pp WHERE r.id > ? AND pp.until_run = r.id"
                               " AND pp.import_run_id <= ?")
                    .arg(columns),
                firstRun, 2);
    });
    const double floorCpuMs = g_lastCpuMs;
    medianMs(3, [&] {
        changedRows
            = stepRows(catalog, QStringLiteral("SELECT %1 FROM price_point pp WHERE pp.import_run_id > ?").arg(columns), firstRun, 1);
    });
    const double changedRowsCpuMs = g_lastCpuMs;
    const std::optional<OfferLabel> one = history.findOffering(QStringLiteral("benchcloud:bench-7:region-7"));
    int seriesPoints = 0;
    const double historyMs = medianMs(21, [&] { seriesPoints = int(history.series(one ? one->id : 0).size()); });
    const double historyCpuMs = g_lastCpuMs;
    const double perChanged = changed > 0 ? double(sizeAfterLast - sizeAfterFirst) / double(changed) : 0;
    std::sort(importMs.begin(), importMs.end());
    std::sort(importCpuMs.begin(), importCpuMs.end());

    QJsonObject j;
    j.insert(QStringLiteral("offers"), offers);
    j.insert(QStringLiteral("snapshots"), snapshots);
    j.insert(QStringLiteral("prices_per_snapshot"), pricesPerSnapshot);
    j.insert(QStringLiteral("prices_changed_total"), changed);
    j.insert(QStringLiteral("bytes_after_first_snapshot"), sizeAfterFirst);
    j.insert(QStringLiteral("bytes_after_last_snapshot"), sizeAfterLast);
    j.insert(QStringLiteral("bytes_per_changed_price"), perChanged);
    j.insert(QStringLiteral("bytes_per_snapshot"), snapshots > 1 ? double(sizeAfterLast - sizeAfterFirst) / (snapshots - 1) : 0.0);
    j.insert(QStringLiteral("first_import_ms"), firstImportMs);
    j.insert(
        QStringLiteral("later_snapshots_via"), viaImporter ? QStringLiteral("importer") : QStringLiteral("catalog_writer_changed_prices"));
    j.insert(QStringLiteral("later_snapshot_median_ms"), importMs[importMs.size() / 2]);
    j.insert(QStringLiteral("later_snapshot_median_cpu_ms"), importCpuMs[importCpuMs.size() / 2]);
    j.insert(QStringLiteral("diff_scan_ms"), scanMs);
    j.insert(QStringLiteral("diff_scan_cpu_ms"), scanCpuMs);
    j.insert(QStringLiteral("diff_scan_points"), scan.pointsScanned);
    j.insert(QStringLiteral("diff_equals_scan"), same);
    j.insert(QStringLiteral("floor_diff_rows"), floorRows);
    j.insert(QStringLiteral("floor_diff_rows_cpu_ms"), floorCpuMs);
    j.insert(QStringLiteral("changed_rows"), changedRows);
    j.insert(QStringLiteral("changed_rows_read_cpu_ms"), changedRowsCpuMs);
    if (floorCpuMs > 0)
        j.insert(QStringLiteral("diff_cpu_ratio_to_floor"), diffCpuMs / floorCpuMs);
    if (changedRowsCpuMs > 0)
        j.insert(QStringLiteral("diff_cpu_ratio_to_changed_rows"), diffCpuMs / changedRowsCpuMs);
    j.insert(QStringLiteral("diff_whole_range_ms"), diffMs);
    j.insert(QStringLiteral("diff_whole_range_cpu_ms"), diffCpuMs);
    j.insert(QStringLiteral("history_one_offer_cpu_ms"), historyCpuMs);
    j.insert(QStringLiteral("offers_read_first_cpu_ms"), before.offersCpuMs);
    j.insert(QStringLiteral("offers_read_last_cpu_ms"), after.offersCpuMs);
    j.insert(QStringLiteral("rerank_first_cpu_ms"), before.rerankCpuMs);
    j.insert(QStringLiteral("rerank_last_cpu_ms"), after.rerankCpuMs);
    j.insert(QStringLiteral("diff_points_scanned"), diff.pointsScanned);
    j.insert(QStringLiteral("diff_price_changes"), int(diff.changes.size()));
    j.insert(QStringLiteral("history_one_offer_ms"), historyMs);
    // Ratios: 1.0 = the last snapshot's reads cost what the first one's did (re-rank unaffected).
    if (before.rerankCpuMs > 0)
        j.insert(QStringLiteral("rerank_cpu_ratio_last_to_first"), after.rerankCpuMs / before.rerankCpuMs);
    if (before.offersCpuMs > 0)
        j.insert(QStringLiteral("offers_read_cpu_ratio_last_to_first"), after.offersCpuMs / before.offersCpuMs);
    j.insert(QStringLiteral("points_total"), pointsTotal);
    if (changed > 0)
        j.insert(QStringLiteral("points_per_changed_price"), double(pointsTotal - pointsAfterFirst) / double(changed));
    j.insert(QStringLiteral("history_one_offer_points"), seriesPoints);
    j.insert(QStringLiteral("offers_read_first_ms"), before.offersMs);
    j.insert(QStringLiteral("offers_read_last_ms"), after.offersMs);
    j.insert(QStringLiteral("rerank_first_ms"), before.rerankMs);
    j.insert(QStringLiteral("rerank_last_ms"), after.rerankMs);
    const QByteArray text = QJsonDocument(j).toJson(QJsonDocument::Indented);
    out << text;
    if (parser.isSet(jsonOpt)) {
        QSaveFile f(parser.value(jsonOpt));
        if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size() || !f.commit())
            return 1;
    }
    if (!same)
        out << "DIFF MISMATCH: the index-range diff differs from the full scan\n";
    const bool withinBudget = diffMs <= 300 && historyMs <= 10;
    const bool cpuWithinBudget = diffCpuMs <= 300 && historyCpuMs <= 10;
    out << (withinBudget ? "wall clock: within budget\n" : "wall clock: OVER BUDGET (diff ≤ 300 ms, history ≤ 10 ms)\n")
        << (cpuWithinBudget ? "CPU time: within budget\n" : "CPU time: OVER BUDGET\n");
    return same ? 0 : 1;
}
