// cloudgauge-team-bench: clients sharing one PostgreSQL team catalog at once (the team-catalog
// design's concurrency benchmark): by default 2 importers and 8 rankers for 60 s, each on its own
// connection and thread, as 10 windows or CLI runs of a team would be.
// - An importer re-imports its own provider's offers again and again, each time with new prices
//   (a price update of every row), through the Importer as File → Import does.
// - A ranker reads a snapshot (CatalogSnapshot::read, the window's read) and ranks it
//   (ScoringTable build, score, rank order), again and again.
// It reports what each kind did, the errors (any is a failure), and at the end checks that nothing
// was lost: every importer's provider has all of its offers, and their current on-demand prices
// add up, to the cent, to those of the last import that reported success. A ranker also checks
// each snapshot: it must hold every offer of both importers, each importer's prices all from one
// import (a reader sees committed states only).
// The catalog is a schema of its own (teambench_<pid>) made in the server database given, and
// dropped at the end.
#include "catalog/store/Catalog.h"
#include "catalog/store/ServerLocation.h"
#include "import/Importer.h"
#include "import/SeedBuilder.h"
#include "scoring/RankingSession.h"
#include "scoring/ScoringTable.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QHash>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTextStream>

#include <atomic>
#include <cmath>
#include <mutex>
#include <thread>
#include <vector>

namespace {

/// The importers' providers: present in the bundled reference data, so their offers join it.
const QStringList kProviders = { QStringLiteral("lambda"), QStringLiteral("runpod") };

/// `rows` offers of a SkyPilot-format CSV, priced for `round` (every price moves each round);
/// the on-demand prices' sum in cents in `cents`.
QByteArray offersCsv(int rows, int round, qint64 *cents)
{
    static const QStringList gpus = { QStringLiteral("H100"), QStringLiteral("A100-80GB"), QStringLiteral("L40S"), QStringLiteral("H200") };
    QByteArray out = "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,Price,SpotPrice,Region\n";
    *cents = 0;
    for (int i = 0; i < rows; ++i) {
        const int count = 1 << (i % 4);
        const qint64 priceCents = (100 + (i * 37) % 3000 + round * 7) * count;
        *cents += priceCents;
        out += QStringLiteral("team-%1,%2,%3,%4,%5,,%6,,region-%7\n")
                   .arg(i / 10)
                   .arg(gpus.at(i % gpus.size()))
                   .arg(count)
                   .arg(count * 8)
                   .arg(count * 64)
                   .arg(priceCents / 100.0, 0, 'f', 2)
                   .arg(i % 10)
                   .toUtf8();
    }
    return out;
}

cg::ImportOptions optionsFor(const QString &provider, int round)
{
    cg::ImportOptions o;
    o.providerKey = provider;
    o.asOf = QDate(2026, 1, 1).addDays(round).toString(Qt::ISODate); // each round a later day
    return o;
}

/// Runs `sql` on an administrative connection to the server of `location`; false with `error`.
bool adminExec(const cg::ServerLocation &location, const QString &sql, QString *error)
{
    const QString name = QStringLiteral("teambench-admin");
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
        db.setHostName(location.host);
        db.setPort(location.port);
        db.setDatabaseName(location.database);
        db.setUserName(location.user);
        ok = db.open();
        if (ok) {
            QSqlQuery q(db);
            q.exec(QStringLiteral("SET client_min_messages TO warning")); // not the NOTICE of each table a DROP cascades to
            ok = q.exec(sql);
            if (!ok)
                *error = q.lastError().text();
        } else {
            *error = db.lastError().text();
        }
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

struct Tally
{
    std::atomic<int> imports { 0 }, ranks { 0 }, errors { 0 }, inconsistent { 0 };
    std::atomic<qint64> importedPrices { 0 }, rankedOffers { 0 };
    std::mutex lock;
    QStringList errorTexts; ///< the first few, for the report
    void error(const QString &what)
    {
        ++errors;
        const std::lock_guard<std::mutex> guard(lock);
        if (errorTexts.size() < 5)
            errorTexts.append(what);
    }
};

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Clients sharing one PostgreSQL team catalog at once: importers and rankers, "
                                                    "each on its own connection, then a check that nothing was lost."));
    parser.addHelpOption();
    const QCommandLineOption urlOption(QStringLiteral("url"),
        QStringLiteral("The server database (postgresql://user@host:port/db; password from PGPASSFILE); a schema of its own is made "
                       "and dropped. Default: $CLOUDGAUGE_TEST_PG_URL."),
        QStringLiteral("URL"));
    const QCommandLineOption secondsOption(
        QStringLiteral("seconds"), QStringLiteral("How long the clients run (default 60)."), QStringLiteral("S"), QStringLiteral("60"));
    const QCommandLineOption rowsOption(
        QStringLiteral("rows"), QStringLiteral("Offers per importer (default 5000)."), QStringLiteral("N"), QStringLiteral("5000"));
    const QCommandLineOption importersOption(
        QStringLiteral("importers"), QStringLiteral("Importing clients, 1 or 2 (default 2)."), QStringLiteral("N"), QStringLiteral("2"));
    const QCommandLineOption rankersOption(
        QStringLiteral("rankers"), QStringLiteral("Ranking clients (default 8)."), QStringLiteral("N"), QStringLiteral("8"));
    parser.addOptions({ urlOption, secondsOption, rowsOption, importersOption, rankersOption });
    parser.process(app);
    QTextStream out(stdout), err(stderr);
    const QString server = parser.isSet(urlOption) ? parser.value(urlOption) : qEnvironmentVariable("CLOUDGAUGE_TEST_PG_URL");
    const int seconds = parser.value(secondsOption).toInt(), rows = parser.value(rowsOption).toInt();
    const int importers = parser.value(importersOption).toInt(), rankers = parser.value(rankersOption).toInt();
    if (server.isEmpty()) {
        err << "cloudgauge-team-bench: no server: give --url or set CLOUDGAUGE_TEST_PG_URL (packaging/pg-cluster.sh start DIR prints one); "
               "skipped\n";
        return 77; // CTest's SKIP_RETURN_CODE
    }
    if (seconds <= 0 || rows <= 0 || importers < 1 || importers > int(kProviders.size()) || rankers < 0) {
        err << "cloudgauge-team-bench: --seconds and --rows must be above 0, --importers 1 or 2\n";
        return 2;
    }
    QString error;
    const std::optional<cg::ServerLocation> location = cg::ServerLocation::parse(server, &error);
    if (!location) {
        err << "cloudgauge-team-bench: " << error << '\n';
        return 2;
    }
    const QString schema = QStringLiteral("teambench_%1").arg(QCoreApplication::applicationPid());
    if (!adminExec(*location, QStringLiteral("CREATE SCHEMA %1").arg(schema), &error)) {
        err << "cloudgauge-team-bench: cannot create schema " << schema << ": " << error << '\n';
        return 1;
    }
    cg::ServerLocation inSchema = *location;
    inSchema.schema = schema;
    const QString url = inSchema.url();
    struct Cleanup
    {
        cg::ServerLocation location;
        QString schema;
        ~Cleanup()
        {
            QString e;
            adminExec(location, QStringLiteral("DROP SCHEMA %1 CASCADE").arg(schema), &e);
        }
    } cleanup { *location, schema };

    // The reference data and each importer's first import, untimed.
    std::vector<qint64> lastCents(size_t(importers), 0);
    int offersBefore = 0;
    {
        cg::Catalog catalog(url);
        QStringList log;
        if (!catalog.open(&error) || !cg::SeedBuilder(catalog).buildReference(QStringLiteral(CG_SEED_DIR), &log, &error)) {
            err << "cloudgauge-team-bench: " << error << '\n';
            return 1;
        }
        for (int k = 0; k < importers; ++k) {
            const QByteArray csv = offersCsv(rows, 0, &lastCents[size_t(k)]);
            const cg::ImportReport r
                = cg::Importer(catalog).importBytes(csv, QStringLiteral("team-%1.csv").arg(k), optionsFor(kProviders[k], 0));
            if (!r.ok()) {
                err << "cloudgauge-team-bench: the first import failed: " << r.error << '\n';
                return 1;
            }
        }
        offersBefore = int(catalog.offers().size());
    }

    Tally tally;
    std::atomic<bool> stop { false };
    std::vector<std::thread> clients;
    for (int k = 0; k < importers; ++k) {
        clients.emplace_back([&, k] {
            cg::Catalog catalog(url);
            QString e;
            if (!catalog.open(&e)) {
                tally.error(e);
                return;
            }
            for (int round = 1; !stop; ++round) {
                qint64 cents = 0;
                const QByteArray csv = offersCsv(rows, round, &cents);
                const cg::ImportReport r
                    = cg::Importer(catalog).importBytes(csv, QStringLiteral("team-%1.csv").arg(k), optionsFor(kProviders[k], round));
                if (!r.ok()) {
                    tally.error(r.error);
                    continue;
                }
                lastCents[size_t(k)] = cents; // read by the main thread after the join
                ++tally.imports;
                tally.importedPrices += r.pricesChanged + r.pricesNew;
            }
        });
    }
    for (int j = 0; j < rankers; ++j) {
        clients.emplace_back([&] {
            cg::Catalog catalog(url);
            QString e;
            if (!catalog.open(&e)) {
                tally.error(e);
                return;
            }
            while (!stop) {
                const std::optional<cg::CatalogSnapshot> snapshot = cg::CatalogSnapshot::read(catalog, &e);
                if (!snapshot) {
                    tally.error(e);
                    continue;
                }
                // A committed state only: every offer, and each importer's prices all of one
                // import (each import is dated a day later than the one before).
                bool consistent = snapshot->offers.size() == offersBefore;
                QHash<QString, QString> dateOf;
                for (const cg::OfferView &o : snapshot->offers) {
                    const auto it = dateOf.constFind(o.providerKey);
                    if (it == dateOf.constEnd())
                        dateOf.insert(o.providerKey, o.onDemand.asOf);
                    else
                        consistent = consistent && *it == o.onDemand.asOf;
                }
                if (!consistent)
                    ++tally.inconsistent;
                const cg::ScoringTable table
                    = cg::ScoringTable::build(snapshot->offers, snapshot->ratings, snapshot->assessments, snapshot->fx);
                const cg::ScoringTable::Result result = table.score(cg::Weights());
                const std::vector<int> order = table.rankOrder(result, 0);
                ++tally.ranks;
                tally.rankedOffers += qint64(order.size());
            }
        });
    }
    QElapsedTimer clock;
    clock.start();
    std::this_thread::sleep_for(std::chrono::seconds(seconds));
    stop = true;
    for (std::thread &t : clients)
        t.join();
    const double wallS = clock.nsecsElapsed() / 1e9;

    // Nothing lost: every importer's offers, priced as its last successful import said.
    int lost = 0;
    {
        cg::Catalog catalog(url);
        if (!catalog.open(&error)) {
            err << "cloudgauge-team-bench: " << error << '\n';
            return 1;
        }
        const QList<cg::OfferView> offers = catalog.offers();
        for (int k = 0; k < importers; ++k) {
            int count = 0;
            qint64 cents = 0;
            for (const cg::OfferView &o : offers) {
                if (o.providerKey != kProviders[k] || !o.instanceType.startsWith(QLatin1String("team-")))
                    continue;
                ++count;
                cents += o.onDemand.amount ? qRound64(*o.onDemand.amount * 100) : 0;
            }
            const bool whole = count == rows && cents == lastCents[size_t(k)];
            if (!whole)
                ++lost;
            out << "importer " << k + 1 << " (" << kProviders[k] << "): " << count << " of " << rows << " offers, on-demand sum "
                << cents / 100.0 << " of " << lastCents[size_t(k)] / 100.0 << (whole ? " (whole)" : " (LOST ROWS)") << '\n';
        }
        if (offers.size() != offersBefore)
            ++lost;
    }
    out << "clients: " << importers << " importing, " << rankers << " ranking, " << QString::number(wallS, 'f', 1) << " s\n"
        << "imports: " << tally.imports << " (" << tally.importedPrices << " prices written)\n"
        << "rankings: " << tally.ranks << " (" << tally.rankedOffers
        << " offers ranked; snapshots not of a committed state: " << tally.inconsistent << ")\n"
        << "errors: " << tally.errors << '\n';
    for (const QString &e : std::as_const(tally.errorTexts))
        out << "  " << e << '\n';
    out << "importers with lost rows: " << lost << '\n';
    return tally.errors == 0 && tally.inconsistent == 0 && lost == 0 ? 0 : 1;
}
