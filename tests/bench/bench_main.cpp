// cloudgauge-bench: measures the catalog core against the budgets of DESIGN.md section 10.
// Import of N generated SkyPilot rows (fixed seed) through the Importer, in one transaction, as
// a ratio to a raw SQLite insert of the same rows (prepared statements, one transaction).
// Times are medians over --runs; exact counts (transactions, offers) are checked with --check.
#include "catalog/Catalog.h"
#include "import/Importer.h"
#include "import/SeedBuilder.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QSqlDriver>
#include <QTemporaryDir>
#include <QTextStream>

#include <sqlite3.h>

#include <algorithm>
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
    const QStringList gpus = {QStringLiteral("H100"), QStringLiteral("A100-80GB"), QStringLiteral("L40S"), QStringLiteral("RTX4090"),
                              QStringLiteral("H200"), QStringLiteral("B200"), QStringLiteral("A10"), QStringLiteral("V100")};
    std::uniform_int_distribution<int> g(0, int(gpus.size()) - 1), c(0, 3), cents(50, 4000);
    QList<Row> rows;
    rows.reserve(n);
    for (int i = 0; i < n; ++i) {
        const int count = 1 << c(rng);
        const double perGpu = cents(rng) / 100.0;
        rows.append({QStringLiteral("bench-%1").arg(i / 20), QStringLiteral("region-%1").arg(i % 20), gpus.at(g(rng)), count, perGpu * count,
                     perGpu * count * 0.4});
    }
    return rows;
}

QByteArray toCsv(const QList<Row> &rows)
{
    QByteArray out = "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,Price,SpotPrice,Region\n";
    for (const Row &r : rows)
        out += QStringLiteral("%1,%2,%3,%4,%5,,%6,%7,%8\n").arg(r.instance, r.gpu).arg(r.count).arg(r.count * 8).arg(r.count * 64)
                   .arg(r.price, 0, 'f', 4).arg(r.spot, 0, 'f', 4).arg(r.region).toUtf8();
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

double rawInsert(const QList<Row> &rows, const QString &dir)
{
    const QByteArray path = (dir + QStringLiteral("/raw.sqlite")).toUtf8();
    sqlite3 *db = nullptr;
    sqlite3_open(path.constData(), &db);
    sqlite3_exec(db, "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;"
                     "CREATE TABLE offering (id INTEGER PRIMARY KEY, provider_id INTEGER, instance_type TEXT, region TEXT, gpu_raw_name TEXT,"
                     " gpu_count REAL, vcpus REAL, ram_gib REAL, UNIQUE (provider_id, instance_type, region));"
                     "CREATE TABLE price (id INTEGER PRIMARY KEY, offering_id INTEGER, kind TEXT, term_months INTEGER, amount REAL,"
                     " currency TEXT, as_of TEXT, UNIQUE (offering_id, kind, term_months, as_of));",
                 nullptr, nullptr, nullptr);
    QElapsedTimer t;
    t.start();
    sqlite3_stmt *offer = nullptr, *price = nullptr;
    sqlite3_prepare_v2(db, "INSERT INTO offering (provider_id, instance_type, region, gpu_raw_name, gpu_count, vcpus, ram_gib) VALUES (1,?,?,?,?,?,?)",
                       -1, &offer, nullptr);
    sqlite3_prepare_v2(db, "INSERT INTO price (offering_id, kind, term_months, amount, currency, as_of) VALUES (?,?,0,?,'USD','2026-11-30')", -1,
                       &price, nullptr);
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
        for (const auto &[kind, amount] : {std::pair{"on_demand", r.price}, std::pair{"spot", r.spot}}) {
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

double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0 : v.at(v.size() / 2);
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    auto value = [&](const QString &name, const QString &fallback) {
        const int i = int(args.indexOf(name));
        return i >= 0 && i + 1 < args.size() ? args.at(i + 1) : fallback;
    };
    const int rows = value(QStringLiteral("--rows"), QStringLiteral("100000")).toInt();
    const int runs = std::max(1, value(QStringLiteral("--runs"), QStringLiteral("5")).toInt());
    const QString jsonPath = value(QStringLiteral("--json"), QString());
    const bool check = args.contains(QStringLiteral("--check"));

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
    const bool timeOk = rows != 100000 || imp <= 2000;
    QTextStream out(stdout);
    out << "CloudGauge benchmark (" << rows << " generated SkyPilot rows, seed 20261130, median of " << runs << " runs)\n";
    out << QStringLiteral("%1 %2 %3 %4\n").arg(QStringLiteral("measure"), -44).arg(QStringLiteral("value"), 14).arg(QStringLiteral("budget"), 14).arg(QStringLiteral("status"));
    auto line = [&](const QString &what, const QString &v, const QString &budget, bool ok) {
        out << QStringLiteral("%1 %2 %3 %4\n").arg(what, -44).arg(v, 14).arg(budget, 14).arg(ok ? QStringLiteral("within") : QStringLiteral("OVER"));
    };
    line(QStringLiteral("import through the Importer, ms"), QString::number(imp, 'f', 1), rows == 100000 ? QStringLiteral("2000") : QStringLiteral("-"), timeOk);
    line(QStringLiteral("raw SQLite insert of the same rows, ms"), QString::number(raw, 'f', 1), QStringLiteral("(floor)"), true);
    line(QStringLiteral("ratio import / raw insert"), QString::number(ratio, 'f', 2), QStringLiteral("6"), ratio <= 6);
    line(QStringLiteral("transactions per import (count)"), QString::number(transactions), QStringLiteral("1"), transactions == 1);
    line(QStringLiteral("offers imported (count)"), QString::number(offers), QString::number(rows), offers == rows);
    if (!jsonPath.isEmpty()) {
        QJsonObject j{{QStringLiteral("rows"), rows},
                      {QStringLiteral("runs"), runs},
                      {QStringLiteral("import_ms"), imp},
                      {QStringLiteral("raw_insert_ms"), raw},
                      {QStringLiteral("ratio"), ratio},
                      {QStringLiteral("budget_ms"), 2000},
                      {QStringLiteral("budget_ratio"), 6},
                      {QStringLiteral("transactions"), transactions},
                      {QStringLiteral("offers"), offers}};
        QSaveFile f(jsonPath);
        if (f.open(QIODevice::WriteOnly)) {
            f.write(QJsonDocument(j).toJson());
            f.commit();
        }
    }
    if (check && (transactions != 1 || offers != rows)) {
        QTextStream(stderr) << "bench: count check failed (transactions " << transactions << ", offers " << offers << ")\n";
        return 1;
    }
    return 0;
}
