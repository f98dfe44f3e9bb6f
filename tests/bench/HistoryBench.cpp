// cloudgauge-history-bench: the price history (schema v3) at scale. S snapshots of an N-offer
// SkyPilot file (on-demand and spot per offer, fixed seed), each changing P % of the prices, each
// imported as one run through the Importer. Reports the catalog's growth per snapshot in bytes per
// changed price, the diff over the whole range, one offer's history, and the current-price read and
// re-rank times after the first and after the last snapshot. Not part of CTest: run it by hand,
//   cloudgauge-history-bench [--offers 100000] [--snapshots 200] [--change-pct 2] [--json FILE] [--catalog FILE]
// --catalog FILE writes the snapshots to FILE instead of a temporary file, or, when FILE exists
// already, skips the imports and measures the reads of that catalog (to compare builds).
// Budgets (issue "Price history"): diff ≤ 300 ms, history of one offer ≤ 10 ms, re-rank unaffected.
#include "catalog/Catalog.h"
#include "catalog/PriceHistory.h"
#include "import/Importer.h"
#include "import/SeedBuilder.h"
#include "scoring/RankingSession.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>
#include <random>

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
        rows.append({ QStringLiteral("bench-%1").arg(i / 20), QStringLiteral("region-%1").arg(i % 20), gpus.at(g(rng)), count, perGpu * count,
            std::round(perGpu * count * 40.0) / 100.0 });
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

/// Median wall time in ms of `runs` calls of `f`; the median CPU time goes to g_lastCpuMs.
template<typename F>
double medianMs(int runs, F &&f)
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

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption offersOpt(QStringLiteral("offers"), QStringLiteral("Offers per snapshot."), QStringLiteral("N"), QStringLiteral("100000"));
    const QCommandLineOption snapshotsOpt(QStringLiteral("snapshots"), QStringLiteral("Snapshots."), QStringLiteral("S"), QStringLiteral("200"));
    const QCommandLineOption pctOpt(QStringLiteral("change-pct"), QStringLiteral("Percent of prices changed per snapshot."), QStringLiteral("P"),
        QStringLiteral("2"));
    const QCommandLineOption jsonOpt(QStringLiteral("json"), QStringLiteral("Also write the figures as JSON."), QStringLiteral("FILE"));
    const QCommandLineOption catalogOpt(QStringLiteral("catalog"),
        QStringLiteral("Write the catalog to FILE; if FILE exists, measure it without importing."), QStringLiteral("FILE"));
    parser.addOptions({ offersOpt, snapshotsOpt, pctOpt, jsonOpt, catalogOpt });
    parser.addHelpOption();
    parser.process(app);
    const int offers = parser.value(offersOpt).toInt();
    int snapshots = parser.value(snapshotsOpt).toInt();
    const double pct = parser.value(pctOpt).toDouble();
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
    for (int s = 0; s < snapshots; ++s) {
        if (s > 0) {
            for (int k = 0; k < changesPerSnapshot; ++k) {
                const int i = pick(rng);
                Row &r = rows[i / 2];
                double &v = i % 2 ? r.spot : r.price;
                int d = delta(rng);
                if (d == 0)
                    d = 1;
                v = std::max(0.01, std::round(v * (100.0 + d)) / 100.0);
            }
        }
        o.asOf = start.addDays(s).toString(Qt::ISODate);
        o.importedOn = o.asOf;
        const QByteArray csv = toCsv(rows);
        QElapsedTimer t;
        const double c0 = cpuMs();
        t.start();
        const ImportReport r = Importer(catalog).importBytes(csv, QStringLiteral("vms.csv"), o);
        importMs.append(t.nsecsElapsed() / 1e6);
        importCpuMs.append(cpuMs() - c0);
        if (!r.ok()) {
            out << "snapshot " << s << ": " << r.error << '\n';
            return 1;
        }
        if (s == 0) {
            firstRun = r.importRunId;
            sizeAfterFirst = usedBytes(catalog);
            pointsAfterFirst = countPoints(catalog);
            before = readTimes(catalog);
        } else {
            changed += r.pricesChanged;
        }
        if (s % 20 == 0)
            out << "snapshot " << s + 1 << "/" << snapshots << ": import " << qRound(importMs.last()) << " ms, " << r.pricesChanged
                << " prices changed, " << r.pricePoints << " points\n"
                << Qt::flush;
    }
    const qint64 sizeAfterLast = usedBytes(catalog);
    const qint64 pointsTotal = countPoints(catalog);
    const ReadTimes after = readTimes(catalog);
    const PriceHistory history(catalog);
    CatalogDiff diff;
    const double diffMs = medianMs(3, [&] { diff = history.diff(HistoryCutoff { {}, firstRun }); });
    const double diffCpuMs = g_lastCpuMs;
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
    j.insert(QStringLiteral("import_median_ms"), importMs[importMs.size() / 2]);
    j.insert(QStringLiteral("import_median_cpu_ms"), importCpuMs[importCpuMs.size() / 2]);
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
    const bool withinBudget = diffMs <= 300 && historyMs <= 10;
    const bool cpuWithinBudget = diffCpuMs <= 300 && historyCpuMs <= 10;
    out << (withinBudget ? "wall clock: within budget\n" : "wall clock: OVER BUDGET (diff ≤ 300 ms, history ≤ 10 ms)\n")
        << (cpuWithinBudget ? "CPU time: within budget\n" : "CPU time: OVER BUDGET\n");
    return 0;
}
