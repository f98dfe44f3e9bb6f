// cloudgauge-bench: measures the catalog core against the budgets of docs/performance.md ("Budgets").
// Import of N generated SkyPilot rows (fixed seed) through the Importer, in one transaction, as
// a ratio to a raw SQLite insert of the same rows (prepared statements, one transaction).
// Times are medians over --runs; exact counts (transactions, offers) are checked with --check.
#include "MainWindow.h"
#include "WeightsPanel.h"
#include "WindowBench.h"
#include "catalog/store/Catalog.h"
#include "charts/PriceScatterView.h"
#include "i18n/LanguageManager.h"
#include "import/Importer.h"
#include "import/SeedBuilder.h"
#include "itemmodels/OfferFilterProxyModel.h"
#include "itemmodels/OfferTableModel.h"
#include "report/ReportWriter.h"
#include "scoring/ScoringTable.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPainter>
#include <QSaveFile>
#include <QSignalSpy>
#include <QSlider>
#include <QSqlDriver>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextStream>
#include <QtCharts/QChart>
#include <QtCharts/QXYSeries>

#include <sqlite3.h>

#include <algorithm>
#include <numeric>
#include <random>

namespace {

struct Row
{
    QString instance, region, gpu;
    int count;
    double price, spot;
};

QList<Row> generate(int n)
{
    std::mt19937 rng(20261130); // fixed seed: the same rows every run
    const QStringList gpus = { QStringLiteral("H100"), QStringLiteral("A100-80GB"), QStringLiteral("L40S"), QStringLiteral("RTX4090"),
        QStringLiteral("H200"), QStringLiteral("B200"), QStringLiteral("A10"), QStringLiteral("V100") };
    std::uniform_int_distribution<int> g(0, int(gpus.size()) - 1), c(0, 3), cents(50, 4000);
    QList<Row> rows;
    rows.reserve(n);
    for (int i = 0; i < n; ++i) {
        const int count = 1 << c(rng);
        const double perGpu = cents(rng) / 100.0;
        rows.append({ QStringLiteral("bench-%1").arg(i / 20), QStringLiteral("region-%1").arg(i % 20), gpus.at(g(rng)), count,
            perGpu * count, perGpu * count * 0.4 });
    }
    return rows;
}

QByteArray toCsv(const QList<Row> &rows)
{
    QByteArray out = "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,Price,SpotPrice,Region\n";
    for (const Row &r : rows)
        out += QStringLiteral("%1,%2,%3,%4,%5,,%6,%7,%8\n")
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

int commitHook(void *counter)
{
    ++*static_cast<int *>(counter);
    return 0;
}

struct ImportResult
{
    double ms = 0;
    int transactions = 0;
    int offers = 0;
};

ImportResult importThroughCatalog(const QByteArray &csv, const QString &dir)
{
    ImportResult result;
    cg::Catalog catalog(dir + QStringLiteral("/catalog.sqlite"));
    QString error;
    QStringList log;
    if (!catalog.open(&error) || !cg::SeedBuilder(catalog).buildReference(QStringLiteral(CG_SEED_DIR), &log, &error)) {
        QTextStream(stderr) << "bench: " << error << '\n';
        return result;
    }
    sqlite3 *handle = *static_cast<sqlite3 *const *>(catalog.database().driver()->handle().data());
    sqlite3_commit_hook(handle, commitHook, &result.transactions);
    cg::ImportOptions o;
    o.providerKey = QStringLiteral("benchcloud");
    o.asOf = QStringLiteral("2026-11-30");
    QElapsedTimer t;
    t.start();
    const cg::ImportReport r = cg::Importer(catalog).importBytes(csv, QStringLiteral("bench.csv"), o);
    result.ms = t.nsecsElapsed() / 1e6;
    sqlite3_commit_hook(handle, nullptr, nullptr);
    if (!r.ok())
        QTextStream(stderr) << "bench: " << r.error << '\n';
    result.offers = r.offersImported();
    return result;
}

/// The same import into the PostgreSQL catalog at `url` (an empty database or schema; the tables are
/// created and the reference data written first, untimed). Milliseconds of the import, -1 on error.
double importIntoServer(const QByteArray &csv, const QString &url)
{
    cg::Catalog catalog(url);
    QString error;
    QStringList log;
    if (!catalog.open(&error) || !cg::SeedBuilder(catalog).buildReference(QStringLiteral(CG_SEED_DIR), &log, &error)) {
        QTextStream(stderr) << "bench: " << error << '\n';
        return -1;
    }
    cg::ImportOptions o;
    o.providerKey = QStringLiteral("benchcloud");
    o.asOf = QStringLiteral("2026-11-30");
    QElapsedTimer t;
    t.start();
    const cg::ImportReport r = cg::Importer(catalog).importBytes(csv, QStringLiteral("bench.csv"), o);
    const double ms = t.nsecsElapsed() / 1e6;
    if (!r.ok()) {
        QTextStream(stderr) << "bench: " << r.error << '\n';
        return -1;
    }
    return ms;
}

double rawInsert(const QList<Row> &rows, const QString &dir)
{
    const QByteArray path = (dir + QStringLiteral("/raw.sqlite")).toUtf8();
    sqlite3 *db = nullptr;
    sqlite3_open(path.constData(), &db);
    sqlite3_exec(db,
        "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;"
        "CREATE TABLE offering (id INTEGER PRIMARY KEY, provider_id INTEGER, instance_type TEXT, region TEXT, gpu_raw_name TEXT,"
        " gpu_count REAL, vcpus REAL, ram_gib REAL, UNIQUE (provider_id, instance_type, region));"
        "CREATE TABLE price (id INTEGER PRIMARY KEY, offering_id INTEGER, kind TEXT, term_months INTEGER, amount REAL,"
        " currency TEXT, as_of TEXT, UNIQUE (offering_id, kind, term_months, as_of));",
        nullptr, nullptr, nullptr);
    QElapsedTimer t;
    t.start();
    sqlite3_stmt *offer = nullptr, *price = nullptr;
    sqlite3_prepare_v2(db,
        "INSERT INTO offering (provider_id, instance_type, region, gpu_raw_name, gpu_count, vcpus, ram_gib) VALUES (1,?,?,?,?,?,?)", -1,
        &offer, nullptr);
    sqlite3_prepare_v2(db,
        "INSERT INTO price (offering_id, kind, term_months, amount, currency, as_of) VALUES (?,?,0,?,'USD','2026-11-30')", -1, &price,
        nullptr);
    sqlite3_exec(db, "BEGIN", nullptr, nullptr, nullptr);
    for (const Row &r : rows) {
        const QByteArray inst = r.instance.toUtf8(), region = r.region.toUtf8(), gpu = r.gpu.toUtf8();
        sqlite3_bind_text(offer, 1, inst.constData(), int(inst.size()), SQLITE_TRANSIENT);
        sqlite3_bind_text(offer, 2, region.constData(), int(region.size()), SQLITE_TRANSIENT);
        sqlite3_bind_text(offer, 3, gpu.constData(), int(gpu.size()), SQLITE_TRANSIENT);
        sqlite3_bind_double(offer, 4, r.count);
        sqlite3_bind_double(offer, 5, r.count * 8);
        sqlite3_bind_double(offer, 6, r.count * 64);
        sqlite3_step(offer);
        sqlite3_reset(offer);
        const sqlite3_int64 id = sqlite3_last_insert_rowid(db);
        for (const auto &[kind, amount] : { std::pair { "on_demand", r.price }, std::pair { "spot", r.spot } }) {
            sqlite3_bind_int64(price, 1, id);
            sqlite3_bind_text(price, 2, kind, -1, SQLITE_STATIC);
            sqlite3_bind_double(price, 3, amount);
            sqlite3_step(price);
            sqlite3_reset(price);
        }
    }
    sqlite3_exec(db, "COMMIT", nullptr, nullptr, nullptr);
    const double ms = t.nsecsElapsed() / 1e6;
    sqlite3_finalize(offer);
    sqlite3_finalize(price);
    sqlite3_close(db);
    return ms;
}

/// N offers in memory for the workspace measures: 25 providers, 8 GPU models, 20 regions.
QList<cg::OfferView> generateOffers(int n, QHash<QString, cg::RatingView> *ratings)
{
    std::mt19937 rng(20261130);
    struct Gpu
    {
        const char *key, *name;
        double bf16, bw, mem;
    };
    const Gpu gpus[] = { { "nvidia-h100-sxm5-80gb", "H100 SXM5 80GB", 989, 3350, 80 },
        { "nvidia-h200-sxm-141gb", "H200 SXM 141GB", 989, 4800, 141 }, { "nvidia-b200-sxm-180gb", "B200 180GB", 2250, 7700, 180 },
        { "nvidia-a100-sxm4-80gb", "A100 SXM4 80GB", 312, 2039, 80 }, { "nvidia-l40s-pcie-48gb", "L40S 48GB", 362, 864, 48 },
        { "nvidia-l4-pcie-24gb", "L4 24GB", 121, 300, 24 }, { "amd-mi300x-192gb", "Instinct MI300X 192GB", 1307, 5300, 192 },
        { "nvidia-rtx-4090-24gb", "GeForce RTX 4090 24GB", 165, 1008, 24 } };
    const QStringList tiers = { QStringLiteral("Platinum"), QStringLiteral("Gold"), QStringLiteral("Silver"), QStringLiteral("Bronze") };
    std::uniform_int_distribution<int> g(0, 7), c(0, 3), cents(50, 4000), p(0, 24), unpriced(0, 49);
    QList<cg::OfferView> out;
    out.reserve(n);
    for (int i = 0; i < n; ++i) {
        const Gpu &gpu = gpus[g(rng)];
        cg::OfferView o;
        o.id = i + 1;
        const int provider = p(rng);
        o.providerKey = QStringLiteral("provider-%1").arg(provider);
        o.providerNameEn = QStringLiteral("Provider %1").arg(provider);
        o.instanceType = QStringLiteral("bench-%1").arg(i);
        o.region = QStringLiteral("region-%1").arg(i % 20);
        o.gpuKey = QLatin1String(gpu.key);
        o.gpuName = QLatin1String(gpu.name);
        o.gpuVendor = QStringLiteral("NVIDIA");
        o.gpuCount = 1 << c(rng);
        o.bf16Tflops = gpu.bf16;
        o.memoryBandwidthGBs = gpu.bw;
        o.gpuMemoryGb = gpu.mem;
        o.onDemand.present = true;
        if (unpriced(rng) > 0)
            o.onDemand.amount = cents(rng) / 100.0 * *o.gpuCount;
        o.onDemand.currency = QStringLiteral("USD");
        o.onDemand.asOf = QStringLiteral("2026-11-30");
        out.append(o);
        if (provider % 5 != 4)
            ratings->insert(o.providerKey,
                { o.providerKey, QStringLiteral("ClusterMAX"), QStringLiteral("3.0"), QStringLiteral("2026-09-23"), tiers.at(provider % 4),
                    {}, {} });
    }
    return out;
}

template<typename F> double medianMs(int runs, F &&f)
{
    QList<double> t;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        timer.start();
        f();
        t.append(timer.nsecsElapsed() / 1e6);
    }
    std::sort(t.begin(), t.end());
    return t.at(t.size() / 2);
}

double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0 : v.at(v.size() / 2);
}

/// Writes a catalog of the bundled seed plus `n` generated SkyPilot rows (provider benchcloud) to
/// `path` (replacing it); false with `error` on failure.
bool writeStressCatalog(const QString &path, int n, QString *error)
{
    QFile::remove(path);
    cg::Catalog catalog(path);
    QStringList log;
    if (!catalog.open(error) || !cg::SeedBuilder(catalog).buildReference(QStringLiteral(CG_SEED_DIR), &log, error))
        return false;
    cg::ImportOptions o;
    o.providerKey = QStringLiteral("benchcloud");
    o.asOf = QStringLiteral("2026-11-30");
    const cg::ImportReport r = cg::Importer(catalog).importBytes(toCsv(generate(n)), QStringLiteral("bench.csv"), o);
    if (!r.ok()) {
        *error = r.error;
        return false;
    }
    return true;
}

} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.contains(QStringLiteral("--help")) || args.contains(QStringLiteral("-h"))) {
        QTextStream(stdout)
            << "Usage: cloudgauge-bench [--rows N] [--runs N] [--json FILE] [--check] [--no-window | --window-only | --import-only]\n"
               "                        [--write-catalog FILE] [--pg-import URL] [--pg-window URL]\n"
               "Measures CloudGauge against the budgets of its design (import, re-rank, filter, scatter, report, memory,\n"
               "and the real window driven offscreen) on generated offers (fixed seed 20261130).\n"
               "  --rows N              generated rows (default 100000: the budgets' size; 40k and 100k for the window)\n"
               "  --runs N              repetitions per median (default 5)\n"
               "  --json FILE           also write the measures as JSON\n"
               "  --check               exit 1 when an exact count (transactions, offers, signals, re-ranks) is off\n"
               "  --no-window           skip the real-window measures\n"
               "  --window-only         only the real-window measures (for profiling)\n"
               "  --import-only         only the import and its raw-insert floor (for profiling)\n"
               "  --write-catalog FILE  only write a catalog of the bundled seed plus N generated offers to FILE, then exit\n"
               "                        (open it with: cloudgauge --catalog FILE)\n"
               "  --pg-import URL       only time the import of N rows into SQLite and into the empty PostgreSQL\n"
               "                        database or schema URL (password from PGPASSFILE), print both and the ratio\n"
               "  --pg-window URL       only import N rows into a new file and into the empty PostgreSQL database or\n"
               "                        schema URL, then time the window's open to interactive on each, and the ratio\n";
        return 0;
    }
    auto value = [&](const QString &name, const QString &fallback) {
        const int i = int(args.indexOf(name));
        return i >= 0 && i + 1 < args.size() ? args.at(i + 1) : fallback;
    };
    const int rows = value(QStringLiteral("--rows"), QStringLiteral("100000")).toInt();
    const int runs = std::max(1, value(QStringLiteral("--runs"), QStringLiteral("5")).toInt());
    const QString jsonPath = value(QStringLiteral("--json"), QString());
    const bool check = args.contains(QStringLiteral("--check"));
    const bool onlyImport = args.contains(QStringLiteral("--import-only"));
    const bool windowMeasures = !args.contains(QStringLiteral("--no-window")) && !onlyImport;
    const bool onlyWindow = args.contains(QStringLiteral("--window-only"));
    if (rows <= 0) {
        QTextStream(stderr) << "cloudgauge-bench: --rows must be a positive whole number\n";
        return 2;
    }
    if (const QString url = value(QStringLiteral("--pg-import"), QString()); !url.isEmpty()) {
        // The team-catalog budget: a 100k-row import over loopback within 2x the SQLite import.
        const QByteArray csv = toCsv(generate(rows));
        QTemporaryDir dir;
        const double local = importThroughCatalog(csv, dir.path()).ms;
        const double server = importIntoServer(csv, url);
        if (server < 0)
            return 1;
        QTextStream(stdout) << "import of " << rows << " rows: SQLite " << qRound(local) << " ms, PostgreSQL " << qRound(server)
                            << " ms, ratio " << QString::number(server / local, 'f', 2) << "x (budget 2x)\n";
        return 0;
    }
    if (const QString url = value(QStringLiteral("--pg-window"), QString()); !url.isEmpty()) {
        // The team-catalog budget: opening the window on a team catalog within 2x the first open
        // of the same offers in a file (no offer copy: a server catalog has none either).
        const QByteArray csv = toCsv(generate(rows));
        QTemporaryDir dir;
        const ImportResult local = importThroughCatalog(csv, dir.path());
        if (local.offers <= 0 || importIntoServer(csv, url) < 0)
            return 1;
        const double file = openToInteractive(dir.path() + QStringLiteral("/catalog.sqlite"), 1366, 768);
        const double server = openToInteractive(url, 1366, 768);
        QTextStream(stdout) << "window open to interactive with " << local.offers << " offers: SQLite file " << qRound(file)
                            << " ms, PostgreSQL " << qRound(server) << " ms, ratio " << QString::number(server / file, 'f', 2)
                            << "x (budget 2x)\n";
        return 0;
    }
    if (const QString out = value(QStringLiteral("--write-catalog"), QString()); !out.isEmpty()) {
        QString error;
        if (!writeStressCatalog(out, rows, &error)) {
            QTextStream(stderr) << "cloudgauge-bench: " << error << '\n';
            return 1;
        }
        QTextStream(stdout) << "Wrote " << out << ": the bundled seed plus " << rows << " generated offers of provider benchcloud.\n";
        return 0;
    }

    struct Line
    {
        QString what, value, budget;
        bool ok;
    };
    QList<Line> lines;
    QJsonArray json;
    auto add = [&](const QString &key, const QString &what, double measured, const QString &unit, double budget, bool ok,
                   int decimals = 2) {
        lines.append(
            { what, QString::number(measured, 'f', decimals), budget > 0 ? QString::number(budget, 'g', 6) : QStringLiteral("-"), ok });
        json.append(
            QJsonObject { { QStringLiteral("measure"), key }, { QStringLiteral("value"), measured }, { QStringLiteral("unit"), unit },
                { QStringLiteral("budget"), budget > 0 ? QJsonValue(budget) : QJsonValue() }, { QStringLiteral("within"), ok } });
    };
    const bool full = rows == 100000;
    bool countsOk = true;
    if (!onlyWindow) {
        // Resident memory with 100k offers loaded into the workspace's model, scores, proxy and view;
        // measured first, before the other measures have grown the heap.
        double residentMb100k = -1, residentDelta100k = -1;
        if (rows == 100000 && !onlyImport) {
            QHash<QString, cg::RatingView> ratings;
            const double before = residentMb();
            auto offers100k = std::make_unique<QList<cg::OfferView>>(generateOffers(100000, &ratings));
            const cg::ScoringTable table = cg::ScoringTable::build(*offers100k, ratings, {}, {});
            cg::OfferTableModel model;
            model.setOffers(*offers100k, ratings, QDate(2026, 11, 30));
            const auto result = table.score(cg::Weights());
            model.setScores(result.score, result.coverage);
            cg::OfferFilterProxyModel proxy;
            proxy.setOfferModel(&model);
            QTableView view;
            view.setModel(&proxy);
            view.show();
            QCoreApplication::processEvents();
            residentMb100k = residentMb();
            residentDelta100k = residentMb100k - before;
        }

        const QList<Row> data = generate(rows);
        const QByteArray csv = toCsv(data);
        QList<double> importMs, rawMs;
        int transactions = -1, offers = -1;
        for (int i = 0; i < runs; ++i) {
            QTemporaryDir dir;
            const ImportResult r = importThroughCatalog(csv, dir.path());
            importMs.append(r.ms);
            transactions = r.transactions;
            offers = r.offers;
            QTemporaryDir rawDir;
            rawMs.append(rawInsert(data, rawDir.path()));
        }
        const double imp = median(importMs), raw = median(rawMs), ratio = raw > 0 ? imp / raw : 0;

        add(QStringLiteral("import_ms"), QStringLiteral("import %1 rows through the Importer, ms").arg(rows), imp, QStringLiteral("ms"),
            full ? 2000 : 0, !full || imp <= 2000, 1);
        add(QStringLiteral("import_raw_ms"), QStringLiteral("floor: raw SQLite insert of the same rows, ms"), raw, QStringLiteral("ms"), 0,
            true, 1);
        add(QStringLiteral("import_ratio"), QStringLiteral("ratio import / raw insert"), ratio, QStringLiteral("x"), 6, ratio <= 6);
        add(QStringLiteral("import_transactions"), QStringLiteral("transactions per import (count)"), transactions, QStringLiteral("count"),
            1, transactions == 1, 0);
        add(QStringLiteral("import_offers"), QStringLiteral("offers imported (count)"), offers, QStringLiteral("count"), rows,
            offers == rows, 0);

        if (!onlyImport) { // the workspace, first paint, report and slider measures
            // Workspace measures at 40k and 100k offers (scaled down with --rows for the smoke run).
            countsOk = transactions == 1 && offers == rows;
            const QList<int> sizes = full ? QList<int> { 40000, 100000 } : QList<int> { rows };
            for (int n : sizes) {
                QHash<QString, cg::RatingView> ratings;
                const QList<cg::OfferView> offersN = generateOffers(n, &ratings);
                const cg::ScoringTable table = cg::ScoringTable::build(offersN, ratings, {}, {});
                cg::Weights w = *cg::Weights::preset(QStringLiteral("training"));
                int flip = 0;
                const double rerank = medianMs(runs * 2 + 1, [&] {
                    w[cg::Criterion::Memory] = 0.1 + 0.01 * (++flip % 7); // a slider move
                    const auto result = table.score(w);
                    const auto order = table.rankOrder(result);
                    Q_UNUSED(order)
                });
                std::vector<float> keys(static_cast<size_t>(n));
                std::mt19937 rng(7);
                for (float &k : keys)
                    k = float(rng() % 100000);
                const double sortFloor = medianMs(runs * 2 + 1, [&] {
                    std::vector<int> index(static_cast<size_t>(n));
                    std::iota(index.begin(), index.end(), 0);
                    std::sort(index.begin(), index.end(), [&](int a, int b) { return keys[size_t(a)] > keys[size_t(b)]; });
                });
                const double rerankBudget = n >= 100000 ? 50 : 16;
                add(QStringLiteral("rerank_ms_%1").arg(n), QStringLiteral("re-rank after a weight change, %1 offers, ms").arg(n), rerank,
                    QStringLiteral("ms"), full ? rerankBudget : 0, !full || rerank <= rerankBudget);
                add(QStringLiteral("rerank_floor_ms_%1").arg(n), QStringLiteral("floor: sort an index vector of %1, ms").arg(n), sortFloor,
                    QStringLiteral("ms"), 0, true);
                add(QStringLiteral("rerank_ratio_%1").arg(n), QStringLiteral("ratio re-rank / sort floor, %1").arg(n),
                    rerank / std::max(sortFloor, 1e-3), QStringLiteral("x"), 0, true);

                // Filter change with the table visible.
                cg::OfferTableModel model;
                model.setOffers(offersN, ratings, QDate(2026, 11, 30));
                const auto result = table.score(w);
                model.setScores(result.score, result.coverage);
                cg::OfferFilterProxyModel proxy;
                proxy.setOfferModel(&model);
                QTableView view;
                view.setModel(&proxy);
                view.setSortingEnabled(true);
                view.sortByColumn(cg::OfferTableModel::ScoreColumn, Qt::DescendingOrder);
                view.resize(1200, 700);
                view.show();
                QCoreApplication::processEvents();
                QSignalSpy inserted(&proxy, &QAbstractItemModel::rowsInserted), removed(&proxy, &QAbstractItemModel::rowsRemoved),
                    layout(&proxy, &QAbstractItemModel::layoutChanged);
                const QStringList texts
                    = { QStringLiteral("h100"), QStringLiteral("region-3"), QString(), QStringLiteral("provider 1"), QString() };
                int t = 0;
                const double filter = medianMs(int(texts.size()), [&] {
                    cg::OfferFilter f;
                    f.text = texts.at(t++ % texts.size());
                    proxy.setFilter(f);
                    QCoreApplication::processEvents();
                });
                const double filterBudget = n >= 100000 ? 100 : 33;
                add(QStringLiteral("filter_ms_%1").arg(n), QStringLiteral("filter change, table visible, %1 offers, ms").arg(n), filter,
                    QStringLiteral("ms"), full ? filterBudget : 0, !full || filter <= filterBudget);
                add(QStringLiteral("filter_row_signals_%1").arg(n),
                    QStringLiteral("per-row insert/remove signals per filter change (count)"), inserted.count() + removed.count(),
                    QStringLiteral("count"), 0, inserted.count() + removed.count() == 0, 0);
                add(QStringLiteral("filter_layout_signals_%1").arg(n), QStringLiteral("layoutChanged per filter change (count)"),
                    double(layout.count()) / texts.size(), QStringLiteral("count"), 1, layout.count() == texts.size(), 0);
                countsOk = countsOk && inserted.count() + removed.count() == 0 && layout.count() == texts.size();

                // Scatter update (points aggregated) against painting the raw points.
                cg::PriceScatterView scatter;
                scatter.resize(900, 500);
                scatter.setSource(&model, &proxy, &table.usdPerGpuHourColumn());
                cg::OfferFilter none;
                proxy.setFilter(none);
                const double scatterMs = medianMs(runs, [&] { scatter.refresh(); });
                int items = 0;
                for (QAbstractSeries *series : scatter.chart()->series())
                    if (auto *xy = qobject_cast<QXYSeries *>(series))
                        items += int(xy->count());
                QImage image(900, 500, QImage::Format_ARGB32_Premultiplied);
                const double paintFloor = medianMs(runs, [&] {
                    image.fill(Qt::white);
                    QPainter painter(&image);
                    for (int i = 0; i < n; ++i)
                        painter.drawPoint(QPointF(i % 900, (i / 900) % 500));
                });
                add(QStringLiteral("scatter_ms_%1").arg(n), QStringLiteral("scatter update, %1 offers, ms").arg(n), scatterMs,
                    QStringLiteral("ms"), full && n >= 100000 ? 50 : 0, !(full && n >= 100000) || scatterMs <= 50);
                add(QStringLiteral("scatter_floor_ms_%1").arg(n), QStringLiteral("floor: QPainter draws %1 points, ms").arg(n), paintFloor,
                    QStringLiteral("ms"), 0, true);
                add(QStringLiteral("scatter_items_%1").arg(n), QStringLiteral("chart points after aggregation (count)"), items,
                    QStringLiteral("count"), 0, scatter.pointCount() < n, 0);
                countsOk = countsOk && scatter.pointCount() > 0 && scatter.pointCount() < n;
            }

            // Start to first paint (warm: the catalog file exists), on the bundled catalog built from the seed files.
            {
                QTemporaryDir dir;
                const QString path = dir.filePath(QStringLiteral("bundled.sqlite"));
                {
                    cg::Catalog catalog(path);
                    QString error;
                    QStringList log;
                    if (!catalog.open(&error) || !cg::SeedBuilder(catalog).build(QStringLiteral(CG_SEED_DIR), &log, &error))
                        QTextStream(stderr) << "bench: " << error << '\n';
                }
                const double firstPaint = medianMs(runs, [&] {
                    PaintFlag watcher;
                    // As the application opens it: the window paints, then reads the catalog on a worker.
                    cg::MainWindow window(path, nullptr, nullptr, cg::MainWindow::InitialLoad::Background);
                    window.installEventFilter(&watcher);
                    window.show();
                    QElapsedTimer t;
                    t.start();
                    while (!watcher.painted && t.elapsed() < 5000)
                        QCoreApplication::processEvents();
                });
                add(QStringLiteral("first_paint_ms"), QStringLiteral("start to first paint, bundled catalog, warm, ms"), firstPaint,
                    QStringLiteral("ms"), full ? 300 : 0, !full || firstPaint <= 300, 1);

                // The PDF report of the bundled catalog, in Chinese (the heavier font).
                cg::Catalog catalog(path);
                QString error;
                catalog.open(&error);
                const QString pdf = dir.filePath(QStringLiteral("report.pdf"));
                int pages = 0;
                const double reportMs = medianMs(runs, [&] {
                    cg::LanguageManager languages;
                    cg::ReportOptions o;
                    o.language = QStringLiteral("zh_CN");
                    cg::ReportWriter writer(catalog, languages, o);
                    if (!writer.writePdf(pdf, &error))
                        QTextStream(stderr) << "bench: " << error << '\n';
                    pages = writer.pageCount();
                });
                const double pdfKb = QFileInfo(pdf).size() / 1024.0;
                add(QStringLiteral("report_ms"), QStringLiteral("PDF report (zh_CN, %1 pages), bundled catalog, ms").arg(pages), reportMs,
                    QStringLiteral("ms"), 1000, reportMs <= 1000, 1);
                add(QStringLiteral("report_kb"), QStringLiteral("PDF report size, KB"), pdfKb, QStringLiteral("KB"), 1024, pdfKb <= 1024,
                    0);
                countsOk = countsOk && pages > 0;
            }

            if (residentMb100k >= 0) {
                add(QStringLiteral("resident_mb_100k"), QStringLiteral("resident memory with 100k offers loaded, MB"), residentMb100k,
                    QStringLiteral("MB"), 300, residentMb100k <= 300, 0);
                add(QStringLiteral("resident_delta_mb_100k"), QStringLiteral("of which the 100k offers, MB"), residentDelta100k,
                    QStringLiteral("MB"), 0, true, 0);
            }

            // A burst of 51 slider moves in one event-loop turn: one re-rank, on the bundled-size catalog.
            {
                QTemporaryDir dir;
                cg::Catalog catalog(dir.filePath(QStringLiteral("c.sqlite")));
                QString error;
                QStringList log;
                if (catalog.open(&error) && cg::SeedBuilder(catalog).buildReference(QStringLiteral(CG_SEED_DIR), &log, &error)) {
                    cg::ImportOptions o;
                    o.providerKey = QStringLiteral("benchcloud");
                    o.asOf = QStringLiteral("2026-11-30");
                    cg::Importer(catalog).importBytes(toCsv(generate(std::min(rows, 40000))), QStringLiteral("bench.csv"), o);
                }
                catalog.close();
                cg::MainWindow window(dir.filePath(QStringLiteral("c.sqlite")));
                window.show();
                QCoreApplication::processEvents();
                const int before = window.rerankCount();
                QSlider *slider = window.weightsPanel()->slider(cg::Criterion::PricePerfBandwidth);
                for (int v = 0; v <= 100; v += 2)
                    slider->setValue(v);
                QElapsedTimer timer;
                timer.start();
                while (window.rerankCount() == before && timer.elapsed() < 5000)
                    QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 20);
                const int recomputes = window.rerankCount() - before;
                add(QStringLiteral("slider_burst_recomputes"), QStringLiteral("re-ranks for a burst of 51 slider moves (count)"),
                    recomputes, QStringLiteral("count"), 1, recomputes == 1, 0);
                countsOk = countsOk && recomputes == 1;
            }

        } // !onlyImport
    } // !onlyWindow

    // The real window at 40k and 100k offers (the generated rows plus the bundled catalog).
    if (windowMeasures) {
        const QList<int> windowSizes = full ? QList<int> { 40000, 100000 } : QList<int> { rows };
        for (int n : windowSizes) {
            QTemporaryDir dir;
            const QString path = dir.filePath(QStringLiteral("window.sqlite"));
            QString error;
            if (!writeStressCatalog(path, n, &error)) {
                QTextStream(stderr) << "bench: " << error << '\n';
                countsOk = false;
                continue;
            }
            // The re-import: the same rows as a SkyPilot file in a folder named after the provider.
            QDir().mkpath(dir.filePath(QStringLiteral("benchcloud")));
            const QString reimport = dir.filePath(QStringLiteral("benchcloud/vms.csv"));
            QFile f(reimport);
            if (f.open(QIODevice::WriteOnly))
                f.write(toCsv(generate(n)));
            f.close();
            const WindowMeasures w = measureWindow(path, reimport, runs);
            const bool big = n >= 100000;
            const QString at = QStringLiteral(" (window, %1 offers)").arg(n);
            add(QStringLiteral("window_cold_start_ms_%1").arg(n), QStringLiteral("cold start to first paint%1, ms").arg(at),
                w.coldStartToPaintMs, QStringLiteral("ms"), full && big ? 1000 : 0, !(full && big) || w.coldStartToPaintMs <= 1000, 1);
            add(QStringLiteral("window_first_open_idle_ms_%1").arg(n),
                QStringLiteral("first open to interactive, no offer copy%1, ms").arg(at), w.firstOpenToIdleMs, QStringLiteral("ms"), 0,
                true, 1);
            add(QStringLiteral("window_cold_idle_ms_%1").arg(n), QStringLiteral("cold start to interactive%1, ms").arg(at),
                w.coldStartToIdleMs, QStringLiteral("ms"), full && big ? 1000 : 0, !(full && big) || w.coldStartToIdleMs <= 1000, 1);
            const double sliderBudget = big ? 50 : 16;
            add(QStringLiteral("window_slider_ms_%1").arg(n), QStringLiteral("slider move to painted%1, ms").arg(at), w.sliderToPaintMs,
                QStringLiteral("ms"), full ? sliderBudget : 0, !full || w.sliderToPaintMs <= sliderBudget);
            add(QStringLiteral("window_slider_reranks_%1").arg(n), QStringLiteral("re-ranks for %1 slider moves (count)").arg(runs),
                w.sliderReranks, QStringLiteral("count"), runs, w.sliderReranks == runs, 0);
            add(QStringLiteral("window_keystroke_ms_%1").arg(n), QStringLiteral("filter keystroke to painted%1, ms").arg(at),
                w.keystrokeToPaintMs, QStringLiteral("ms"), full && big ? 50 : 0, !(full && big) || w.keystrokeToPaintMs <= 50);
            add(QStringLiteral("window_sort_price_ms_%1").arg(n), QStringLiteral("sort by price to painted%1, ms").arg(at), w.sortByPriceMs,
                QStringLiteral("ms"), 0, true);
            add(QStringLiteral("window_import_stall_ms_%1").arg(n), QStringLiteral("longest stall during/after a re-import%1, ms").arg(at),
                w.longestStallDuringImportMs, QStringLiteral("ms"), full ? 100 : 0, !full || w.longestStallDuringImportMs <= 100, 1);
            add(QStringLiteral("window_resident_mb_%1").arg(n), QStringLiteral("resident memory%1, MB").arg(at), w.residentMb,
                QStringLiteral("MB"), full && big ? 300 : 0, !(full && big) || w.residentMb <= 300, 0);
            const bool seen = w.offers >= n; // every generated offer is in the table (plus the bundled ones)
            add(QStringLiteral("window_offers_%1").arg(n), QStringLiteral("offers in the window's table%1 (count, at least)").arg(at),
                w.offers, QStringLiteral("count"), n, seen, 0);
            countsOk = countsOk && seen && w.sliderReranks == runs;
        }
    }

    QTextStream out(stdout);
    out << "CloudGauge benchmark (" << rows << " generated rows, seed 20261130, median of " << runs
        << " runs; times are reported, counts checked)\n";
    out << QStringLiteral("%1 %2 %3 %4\n")
               .arg(QStringLiteral("measure"), -58)
               .arg(QStringLiteral("value"), 12)
               .arg(QStringLiteral("budget"), 10)
               .arg(QStringLiteral("status"));
    for (const Line &l : lines)
        out << QStringLiteral("%1 %2 %3 %4\n")
                   .arg(l.what, -58)
                   .arg(l.value, 12)
                   .arg(l.budget, 10)
                   .arg(l.ok ? QStringLiteral("within") : QStringLiteral("OVER"));
    if (!jsonPath.isEmpty()) {
        QSaveFile f(jsonPath);
        if (f.open(QIODevice::WriteOnly)) {
            f.write(QJsonDocument(
                QJsonObject { { QStringLiteral("rows"), rows }, { QStringLiteral("runs"), runs }, { QStringLiteral("measures"), json } })
                        .toJson());
            f.commit();
        }
    }
    if (check && !countsOk) {
        QTextStream(stderr) << "bench: a count check failed (see the table)\n";
        return 1;
    }
    return 0;
}
