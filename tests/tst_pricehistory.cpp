// Price history (schema v3): snapshots, the v2 → v3 migration, diff, history and watchlists.
#include "TestSupport.h"

#include "CommandLine.h"
#include "catalog/pricehistory/PriceHistory.h"
#include "catalog/pricehistory/Watchlist.h"
#include "catalog/store/Catalog.h"
#include "catalog/store/CatalogSchema.h"
#include "catalog/writer/CatalogWriter.h"
#include "import/Importer.h"
#include "scoring/RankDiff.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace cg;

class TestPriceHistory : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { cgtest::initHermetic(); }
    void init();
    void cleanup();
    void aVersion2CatalogMigratesToVersion3WithNothingLost();
    void aSnapshotStoresOnlyTheChangedPrices();
    void twoImportsGiveTheExactChangesInDiff();
    void theDiffCommandPrintsOldAndNewValues();
    void aDiffOfOneChangeAmongManyOffersIsExact();
    void theProviderTrendIsTheMedianPerGpuModelAtEachSnapshot();
    void importDaysOfUndatedPricesAreNoTrend();
    void anOfferThatVanishesKeepsItsSeriesMarkedNoLongerOffered();
    void theHistoryCommandPrintsTheSeries();
    void theRankingAsOfARunUsesThePricesOfThatRun();
    void aWatchRuleFiresExactlyOnceForTheMatchingChange();
    void anyChangeRuleFiresForEveryPointOfItsProviders();
    void theWatchCommandExitStatusTellsWhetherARuleFired();

private:
    ImportReport import(const QByteArray &csv, const QString &provider, const QString &asOf,
        CatalogWriter::WithdrawPolicy withdraw = CatalogWriter::WithdrawPolicy::Auto);
    void addProvider(const QString &key, const QString &tier);
    int count(const char *sql);
    int cli(const QStringList &args, QString *out, QString *err = nullptr);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Catalog> m_catalog;
};

namespace {

const QByteArray kHeader = "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,SpotPrice,Region\n";

} // namespace

void TestPriceHistory::init()
{
    CG_SKIP_WITHOUT_SERVER();
    m_dir = std::make_unique<QTemporaryDir>();
    QString error;
    const QString location = cgtest::newCatalogLocation(*m_dir, QStringLiteral("c.sqlite"), &error);
    QVERIFY2(!location.isEmpty(), qPrintable(error));
    m_catalog = std::make_unique<Catalog>(location);
    QVERIFY2(cgtest::openReferenceCatalog(*m_catalog, &error), qPrintable(error));
    addProvider(QStringLiteral("goldcloud"), QStringLiteral("Gold"));
    addProvider(QStringLiteral("silvercloud"), QStringLiteral("Silver"));
}

void TestPriceHistory::cleanup()
{
    m_catalog.reset();
    m_dir.reset();
}

void TestPriceHistory::addProvider(const QString &key, const QString &tier)
{
    CatalogWriter w(*m_catalog);
    QVERIFY(w.begin());
    ProviderRecord p;
    p.key = key;
    p.nameEn = key;
    const qint64 id = w.upsertProvider(p);
    QVERIFY2(id > 0, qPrintable(w.lastError()));
    QVERIFY2(w.upsertRating(id,
                 { key, QStringLiteral("ClusterMAX"), QStringLiteral("3.0"), QStringLiteral("2026-09-23"), tier,
                     QStringLiteral("https://example.com/rating"), QStringLiteral("primary") }),
        qPrintable(w.lastError()));
    QVERIFY2(w.commit(), qPrintable(w.lastError()));
}

ImportReport TestPriceHistory::import(
    const QByteArray &csv, const QString &provider, const QString &asOf, CatalogWriter::WithdrawPolicy withdraw)
{
    ImportOptions o;
    o.withdraw = withdraw;
    o.format = QStringLiteral("skypilot");
    o.providerKey = provider;
    o.asOf = asOf;
    o.observedOn = asOf; // the prices were observed on the snapshot's day
    o.importedOn = asOf;
    o.sourceUrl = QStringLiteral("https://example.com/") + provider;
    return Importer(*m_catalog).importBytes(kHeader + csv, QStringLiteral("vms.csv"), o);
}

int TestPriceHistory::count(const char *sql)
{
    QSqlQuery q(m_catalog->database());
    if (!q.exec(QLatin1String(sql)) || !q.next())
        return -1;
    return q.value(0).toInt();
}

int TestPriceHistory::cli(const QStringList &args, QString *out, QString *err)
{
    QString ignored;
    out->clear();
    QTextStream so(out), se(err ? err : &ignored);
    const int rc = CommandLine::run(
        QStringList { QStringLiteral("cloudgauge") } + args + QStringList { QStringLiteral("--catalog"), m_catalog->path() }, so, se);
    so.flush();
    se.flush();
    return rc;
}

void TestPriceHistory::aVersion2CatalogMigratesToVersion3WithNothingLost()
{
    // A v2 file: one offer with two on-demand rows (history by as_of) and one spot row.
    const QString path = m_dir->filePath(QStringLiteral("v2.sqlite"));
    {
        const QString name = QStringLiteral("v2-writer");
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery q(db);
            for (const QString &statement : schema::v1Statements() + schema::v2Statements())
                QVERIFY2(q.exec(statement), qPrintable(q.lastError().text()));
            for (const char *sql : { "INSERT INTO provider (id, key, name_en) VALUES (1, 'p', 'P')",
                     "INSERT INTO import_run (id, source_file, format, sha256, started_at) VALUES (1, 'f.csv', 'csv', 'x', "
                     "'2026-05-04T10:00:00Z')",
                     "INSERT INTO offering (id, provider_id, instance_type, region, gpu_count) VALUES (1, 1, 'i', 'r', 2)",
                     "INSERT INTO price (offering_id, kind, amount, currency, as_of, import_run_id, observed_on, imported_on, source_url)"
                     " VALUES (1, 'on_demand', 2.5, 'USD', '2026-03-01', 1, '2026-02-28', '2026-03-02', 'https://a')",
                     "INSERT INTO price (offering_id, kind, amount, currency, as_of, import_run_id, observed_after, imported_on)"
                     " VALUES (1, 'on_demand', 2.25, 'USD', '2026-05-04', 1, '2026-05-01', '2026-05-04')",
                     "INSERT INTO price (offering_id, kind, amount, currency, as_of, imported_on) VALUES (1, 'spot', 1.25, 'USD', "
                     "'2026-03-02', NULL)",
                     "PRAGMA user_version = 2" })
                QVERIFY2(q.exec(QLatin1String(sql)), sql);
        }
        QSqlDatabase::removeDatabase(name);
    }
    Catalog c(path);
    QString error;
    QVERIFY2(c.open(&error), qPrintable(error));
    QCOMPARE(c.schemaVersion(), Catalog::kSchemaVersion);
    QSqlQuery q(c.database());
    // The price rows are as they were.
    QVERIFY(q.exec(QStringLiteral("SELECT COUNT(*), SUM(amount) FROM price")) && q.next());
    QCOMPARE(q.value(0).toInt(), 3);
    QCOMPARE(q.value(1).toDouble(), 6.0);
    // Each became one point with its values, dates and run; recorded_on = imported_on, else as_of.
    const QList<PricePoint> points = PriceHistory(c).series(1);
    QCOMPARE(points.size(), 3);
    QCOMPARE(points[0].kind, QStringLiteral("on_demand"));
    QCOMPARE(points[0].amount, std::optional<double>(2.5));
    QCOMPARE(points[0].asOf, QStringLiteral("2026-03-01"));
    QCOMPARE(points[0].observedOn, QStringLiteral("2026-02-28"));
    QCOMPARE(points[0].recordedOn, QStringLiteral("2026-03-02"));
    QCOMPARE(points[0].sourceUrl, QStringLiteral("https://a"));
    QCOMPARE(points[0].runId, 1);
    QCOMPARE(points[1].amount, std::optional<double>(2.25));
    QCOMPARE(points[1].observedAfter, QStringLiteral("2026-05-01"));
    QCOMPARE(points[2].kind, QStringLiteral("spot"));
    QCOMPARE(points[2].amount, std::optional<double>(1.25));
    QCOMPARE(points[2].recordedOn, QStringLiteral("2026-03-02"));
    QCOMPARE(points[2].runId, 0);
    for (const PricePoint &p : points)
        QVERIFY(!p.withdrawn);
    // The current price is still the newest row; the offer is offered; the watch tables exist.
    const QList<OfferView> offers = c.offers();
    QCOMPARE(offers.size(), 1);
    QCOMPARE(offers[0].onDemand.amount, std::optional<double>(2.25));
    QCOMPARE(offers[0].withdrawnRunId, 0);
    QVERIFY(q.exec(QStringLiteral("INSERT INTO watch_rule (kind, price_kind, max_per_gpu_hour, currency, created_at)"
                                  " VALUES ('price_below', 'on_demand', 2, 'USD', '2026-12-01T00:00:00Z')")));
    QVERIFY(!q.exec(QStringLiteral("INSERT INTO watch_rule (kind, created_at) VALUES ('sometimes', 'x')")));
    QVERIFY(!q.exec(
        QStringLiteral("INSERT INTO price_point (offering_id, kind, status, as_of, recorded_on) VALUES (1, 'spot', 'gone', 'a', 'b')")));
}

void TestPriceHistory::aSnapshotStoresOnlyTheChangedPrices()
{
    const ImportReport first = import("a-1,H100,1,16,200,3.10,1.40,eu-north1\n"
                                      "a-8,H100,8,128,1600,23.60,,eu-north1\n"
                                      "b-1,A100,1,12,100,1.80,,eu-north1\n",
        QStringLiteral("goldcloud"), QStringLiteral("2026-05-01"));
    QVERIFY2(first.ok(), qPrintable(first.text()));
    QCOMPARE(first.pricePoints, 4);
    const int prices = count("SELECT COUNT(*) FROM price");
    QCOMPARE(prices, 4);
    // A later snapshot: one price changed, three confirmed.
    const ImportReport second = import("a-1,H100,1,16,200,2.90,1.40,eu-north1\n"
                                       "a-8,H100,8,128,1600,23.60,,eu-north1\n"
                                       "b-1,A100,1,12,100,1.80,,eu-north1\n",
        QStringLiteral("goldcloud"), QStringLiteral("2026-06-01"));
    QVERIFY2(second.ok(), qPrintable(second.text()));
    QCOMPARE(second.pricesChanged, 1);
    QCOMPARE(second.pricesUnchanged, 3);
    QCOMPARE(second.pricesNew, 0);
    QCOMPARE(second.pricePoints, 1);
    QCOMPARE(count("SELECT COUNT(*) FROM price"), prices); // the current rows moved, none was added
    QCOMPARE(count("SELECT COUNT(*) FROM price_point"), 5);
    QCOMPARE(count("SELECT COUNT(*) FROM price WHERE as_of = '2026-06-01'"), 4); // every current row carries the new snapshot
    // The read path sees the new price.
    for (const OfferView &o : m_catalog->offers()) {
        if (o.instanceType == QLatin1String("a-1")) {
            QCOMPARE(o.onDemand.amount, std::optional<double>(2.90));
            QCOMPARE(o.onDemand.asOf, QStringLiteral("2026-06-01"));
        }
    }
}

void TestPriceHistory::twoImportsGiveTheExactChangesInDiff()
{
    const ImportReport first = import("a-1,H100,1,16,200,3.10,,eu-north1\n"
                                      "a-8,H100,8,128,1600,23.60,,eu-north1\n"
                                      "c-1,L40S,1,8,64,1.20,,eu-north1\n",
        QStringLiteral("goldcloud"), QStringLiteral("2026-05-01"));
    QVERIFY2(first.ok(), qPrintable(first.text()));
    const ImportReport second = import("a-1,H100,1,16,200,3.50,0.95,eu-north1\n"
                                       "a-8,H100,8,128,1600,21.20,,eu-north1\n"
                                       "d-1,B200,1,16,200,5.75,,eu-north1\n",
        QStringLiteral("goldcloud"), QStringLiteral("2026-06-01"));
    QVERIFY2(second.ok(), qPrintable(second.text()));
    for (const QString &since : { QString::number(first.importRunId), QStringLiteral("2026-05-01"), QStringLiteral("2026-05-31") }) {
        QString error;
        const auto cutoff = HistoryCutoff::parse(since, &error);
        QVERIFY2(cutoff, qPrintable(error));
        const CatalogDiff d = PriceHistory(*m_catalog).diff(*cutoff);
        QCOMPARE(d.newOffers.size(), 1);
        QCOMPARE(d.newOffers[0].instanceType, QStringLiteral("d-1"));
        QCOMPARE(d.removedOffers.size(), 1);
        QCOMPARE(d.removedOffers[0].instanceType, QStringLiteral("c-1"));
        QList<PriceChange> changes;
        for (const PriceChange &c : d.changes)
            if (!c.offerLevel)
                changes.append(c);
        QCOMPARE(changes.size(), 3);
        // a-1 on-demand 3.10 → 3.50 (+12.90 %), a-1 spot appeared at 0.95, a-8 23.60 → 21.20 (-10.17 %).
        QCOMPARE(changes[0].offer().instanceType, QStringLiteral("a-1"));
        QCOMPARE(changes[0].kind, QStringLiteral("on_demand"));
        QCOMPARE(changes[0].type, PriceChange::Type::Up);
        QCOMPARE(changes[0].oldAmount, std::optional<double>(3.10));
        QCOMPARE(changes[0].newAmount, std::optional<double>(3.50));
        QCOMPARE(QString::number(*changes[0].percent(), 'f', 2), QStringLiteral("12.90"));
        QCOMPARE(changes[1].kind, QStringLiteral("spot"));
        QCOMPARE(changes[1].type, PriceChange::Type::Appeared);
        QCOMPARE(changes[1].newAmount, std::optional<double>(0.95));
        QVERIFY(!changes[1].oldAmount);
        QCOMPARE(changes[2].offer().instanceType, QStringLiteral("a-8"));
        QCOMPARE(changes[2].type, PriceChange::Type::Down);
        QCOMPARE(changes[2].oldAmount, std::optional<double>(23.60));
        QCOMPARE(changes[2].newAmount, std::optional<double>(21.20));
        QCOMPARE(QString::number(*changes[2].percent(), 'f', 2), QStringLiteral("-10.17"));
        QCOMPARE(QString::number(*changes[2].newPerGpuHour(), 'f', 2), QStringLiteral("2.65"));
    }
    // Since the second run nothing changed.
    const CatalogDiff none = PriceHistory(*m_catalog).diff(HistoryCutoff { {}, second.importRunId });
    QVERIFY(none.newOffers.isEmpty() && none.removedOffers.isEmpty() && none.changes.isEmpty());
}

void TestPriceHistory::theDiffCommandPrintsOldAndNewValues()
{
    QVERIFY(import("a-8,H100,8,128,1600,23.60,,eu-north1\nc-1,L40S,1,8,64,1.20,,eu-north1\n", QStringLiteral("goldcloud"),
        QStringLiteral("2026-05-01"))
                .ok());
    QVERIFY(import("a-8,H100,8,128,1600,21.20,,eu-north1\n", QStringLiteral("goldcloud"), QStringLiteral("2026-06-01")).ok());
    QString out, err;
    QCOMPARE(cli({ QStringLiteral("diff"), QStringLiteral("--since"), QStringLiteral("2026-05-01"), QStringLiteral("--format"),
                     QStringLiteral("csv") },
                 &out, &err),
        0);
    QVERIFY2(out.contains(QStringLiteral("removed_offer,goldcloud,c-1,eu-north1,")), qPrintable(out));
    QVERIFY2(out.contains(QStringLiteral("down,goldcloud,a-8,eu-north1,H100 SXM5 80GB,on_demand,0,23.6000,21.2000,USD,-10.17,2.9500,2.6500,"
                                         "2026-05-01,2026-06-01")),
        qPrintable(out));
    QCOMPARE(cli({ QStringLiteral("diff"), QStringLiteral("--since"), QStringLiteral("2026-05-01"), QStringLiteral("--format"),
                     QStringLiteral("json") },
                 &out, &err),
        0);
    const QJsonArray changes = QJsonDocument::fromJson(out.toUtf8()).object().value(QStringLiteral("changes")).toArray();
    bool found = false;
    for (const QJsonValue &v : changes) {
        const QJsonObject o = v.toObject();
        if (o.value(QStringLiteral("change")).toString() == QLatin1String("down")) {
            found = true;
            QCOMPARE(o.value(QStringLiteral("old_amount")).toDouble(), 23.60);
            QCOMPARE(o.value(QStringLiteral("new_amount")).toDouble(), 21.20);
        }
    }
    QVERIFY(found);
    QCOMPARE(cli({ QStringLiteral("diff"), QStringLiteral("--since"), QStringLiteral("yesterday") }, &out, &err), 2);
    // A run that never was is an error, not "nothing changed since".
    QCOMPARE(cli({ QStringLiteral("diff"), QStringLiteral("--since"), QStringLiteral("#999999") }, &out, &err), 1);
    QVERIFY2(err.contains(QStringLiteral("there is no import run 999999: the runs of this catalog are numbered ")), qPrintable(err));
    QVERIFY2(err.contains(QStringLiteral("neither a date")), qPrintable(err));
}

void TestPriceHistory::aDiffOfOneChangeAmongManyOffersIsExact()
{
    // Twelve offers, one price changes: the diff reads the labels of the changed offer only.
    QByteArray rows;
    for (int i = 0; i < 12; ++i)
        rows += QStringLiteral("m-%1,A100,1,12,100,%2,,eu-north1\n").arg(i).arg(1.00 + i / 10.0, 0, 'f', 2).toUtf8();
    const ImportReport first = import(rows, QStringLiteral("goldcloud"), QStringLiteral("2026-05-01"));
    QVERIFY2(first.ok(), qPrintable(first.text()));
    rows.replace("m-7,A100,1,12,100,1.70,", "m-7,A100,1,12,100,1.55,");
    const ImportReport second = import(rows, QStringLiteral("goldcloud"), QStringLiteral("2026-06-01"));
    QVERIFY2(second.ok(), qPrintable(second.text()));
    QCOMPARE(second.pricesChanged, 1);
    for (const HistoryCutoff &since : { HistoryCutoff { {}, first.importRunId }, HistoryCutoff { QStringLiteral("2026-05-15"), -1 } }) {
        const CatalogDiff d = PriceHistory(*m_catalog).diff(since);
        QVERIFY(d.newOffers.isEmpty() && d.removedOffers.isEmpty());
        QCOMPARE(d.pointsScanned, since.isRun() ? 2 : 13); // since a run: the changed series' two points only
        QCOMPARE(d.changes.size(), 1);
        const PriceChange &c = d.changes.first();
        QCOMPARE(c.offer().providerKey, QStringLiteral("goldcloud"));
        QCOMPARE(c.offer().instanceType, QStringLiteral("m-7"));
        QCOMPARE(c.offer().region, QStringLiteral("eu-north1"));
        QCOMPARE(c.offer().gpuCount, std::optional<double>(1.0));
        // The model's key and name from table gpu_model, as Catalog::offers() gives them.
        const QList<OfferView> offers = m_catalog->offers();
        const auto offered
            = std::find_if(offers.cbegin(), offers.cend(), [](const OfferView &o) { return o.instanceType == QLatin1String("m-7"); });
        QVERIFY(offered != offers.cend() && !offered->gpuKey.isEmpty());
        QCOMPARE(c.offer().gpuKey, offered->gpuKey);
        QCOMPARE(c.offer().gpuName, offered->gpuName);
        QCOMPARE(c.type, PriceChange::Type::Down);
        QCOMPARE(c.oldAmount, std::optional<double>(1.70));
        QCOMPARE(c.newAmount, std::optional<double>(1.55));
        QCOMPARE(c.oldAsOf, QStringLiteral("2026-05-01"));
        QCOMPARE(c.newAsOf, QStringLiteral("2026-06-01"));
        QCOMPARE(c.runId, second.importRunId);
        QVERIFY(!c.offerLevel);
    }
}

void TestPriceHistory::theProviderTrendIsTheMedianPerGpuModelAtEachSnapshot()
{
    QVERIFY(import("a-1,H100,1,16,200,3.00,,eu-north1\na-2,H100,1,16,200,2.50,,eu-west1\nb-1,A100,1,12,100,1.80,,eu-north1\n",
        QStringLiteral("goldcloud"), QStringLiteral("2026-05-01"))
                .ok());
    QVERIFY(import("a-1,H100,1,16,200,2.00,,eu-north1\na-2,H100,1,16,200,2.50,,eu-west1\nb-1,A100,1,12,100,1.80,,eu-north1\n",
        QStringLiteral("goldcloud"), QStringLiteral("2026-06-01"))
                .ok());
    QVERIFY(import("s-1,H100,1,16,200,9.00,,us-east\n", QStringLiteral("silvercloud"), QStringLiteral("2026-06-15")).ok());
    const PriceHistory history(*m_catalog);
    const QList<GpuTrend> trend = history.providerTrend(QStringLiteral("goldcloud"), QStringLiteral("USD"), history.fxHistory());
    QVERIFY2(history.lastError().isEmpty(), qPrintable(history.lastError()));
    QCOMPARE(trend.size(), 2); // by model name: A100 before H100
    QVERIFY2(trend[0].gpuName.contains(QStringLiteral("A100")), qPrintable(trend[0].gpuName));
    QCOMPARE(trend[0].points.size(), 2); // confirmed unchanged on 2026-06-01: still offered at 1.80
    QCOMPARE(trend[0].points[0].date, QStringLiteral("2026-05-01"));
    QCOMPARE(trend[0].points[0].median, 1.80);
    QCOMPARE(trend[0].points[1].median, 1.80);
    QCOMPARE(trend[0].points[1].offers, 1);
    QVERIFY2(trend[1].gpuName.contains(QStringLiteral("H100")), qPrintable(trend[1].gpuName));
    QCOMPARE(trend[1].points.size(), 2);
    QCOMPARE(trend[1].points[0].date, QStringLiteral("2026-05-01"));
    QCOMPARE(trend[1].points[0].median, 2.75); // (3.00 + 2.50) / 2, the other provider's 9.00 not counted
    QCOMPARE(trend[1].points[0].offers, 2);
    QCOMPARE(trend[1].points[1].date, QStringLiteral("2026-06-01"));
    QCOMPARE(trend[1].points[1].median, 2.25); // (2.00 + 2.50) / 2
    // In CNY at 7.0 per USD from 2026-05-20 on: the first date has no rate of its own but takes the oldest.
    DatedFxRates fx;
    fx.insert(QStringLiteral("CNY"), FxRate { 7.0, QStringLiteral("2026-05-20"), {} });
    const QList<GpuTrend> cny = history.providerTrend(QStringLiteral("goldcloud"), QStringLiteral("CNY"), fx);
    QCOMPARE(cny.size(), 2);
    QCOMPARE(QString::number(cny[1].points[1].median, 'f', 2), QStringLiteral("15.75"));
    QVERIFY(history.providerTrend(QStringLiteral("nosuchcloud"), QStringLiteral("USD"), fx).isEmpty());
    // silvercloud's one observation is a price, not a history.
    QVERIFY(history.providerTrend(QStringLiteral("silvercloud"), QStringLiteral("USD"), fx).isEmpty());
}

void TestPriceHistory::importDaysOfUndatedPricesAreNoTrend()
{
    // Two imports of a file that gives no observation date, a month apart, with a price change:
    // the import days say when the catalog learnt the prices, not when they were the prices.
    for (const auto &[day, price] : { std::pair { "2026-05-01", "3.00" }, std::pair { "2026-06-01", "2.00" } }) {
        ImportOptions o;
        o.format = QStringLiteral("skypilot");
        o.providerKey = QStringLiteral("goldcloud");
        o.asOf = QString::fromLatin1(day);
        o.importedOn = o.asOf;
        o.sourceUrl = QStringLiteral("https://example.com/goldcloud");
        const QByteArray csv = kHeader + "a-1,H100,1,16,200," + QByteArray(price) + ",,eu-north1\n";
        QVERIFY(Importer(*m_catalog).importBytes(csv, QStringLiteral("vms.csv"), o).ok());
    }
    QCOMPARE(count("SELECT COUNT(*) FROM price_point"), 2); // the history is stored ...
    const PriceHistory history(*m_catalog);
    const QList<GpuTrend> trend = history.providerTrend(QStringLiteral("goldcloud"), QStringLiteral("USD"), history.fxHistory());
    QVERIFY2(history.lastError().isEmpty(), qPrintable(history.lastError()));
    QVERIFY(trend.isEmpty()); // ... but charts no trend: neither point has a known day
    // Observed on a known day later: one dated point is still no trend, a second one is.
    QVERIFY(import("a-1,H100,1,16,200,2.20,,eu-north1\n", QStringLiteral("goldcloud"), QStringLiteral("2026-07-01")).ok());
    QVERIFY(history.providerTrend(QStringLiteral("goldcloud"), QStringLiteral("USD"), history.fxHistory()).isEmpty());
    QVERIFY(import("a-1,H100,1,16,200,2.40,,eu-north1\n", QStringLiteral("goldcloud"), QStringLiteral("2026-08-01")).ok());
    const QList<GpuTrend> dated = history.providerTrend(QStringLiteral("goldcloud"), QStringLiteral("USD"), history.fxHistory());
    QCOMPARE(dated.size(), 1);
    QCOMPARE(dated[0].points.size(), 2);
    QCOMPARE(dated[0].points[0].date, QStringLiteral("2026-07-01"));
    QCOMPARE(dated[0].points[0].median, 2.20);
    QCOMPARE(dated[0].points[1].median, 2.40);
}

void TestPriceHistory::anOfferThatVanishesKeepsItsSeriesMarkedNoLongerOffered()
{
    const ImportReport first = import("a-1,H100,1,16,200,3.10,1.40,eu-north1\nc-1,L40S,1,8,64,1.20,,eu-north1\n",
        QStringLiteral("goldcloud"), QStringLiteral("2026-05-01"));
    QVERIFY(first.ok());
    // Another source's run for another provider withdraws nothing of goldcloud.
    QVERIFY(import("s-1,H100,1,16,200,2.10,,us-east\n", QStringLiteral("silvercloud"), QStringLiteral("2026-05-15")).ok());
    QCOMPARE(count("SELECT COUNT(*) FROM offering WHERE withdrawn_run_id IS NOT NULL"), 0);
    // A partial file (one of three prices) withdraws nothing by itself.
    const ImportReport partial = import("a-1,H100,1,16,200,3.10,,eu-north1\n", QStringLiteral("goldcloud"), QStringLiteral("2026-05-20"));
    QVERIFY2(partial.ok(), qPrintable(partial.text()));
    QCOMPARE(partial.pricesWithdrawn, 0);
    QCOMPARE(partial.pricesNotListed, 2);
    QCOMPARE(count("SELECT COUNT(*) FROM offering WHERE withdrawn_run_id IS NOT NULL"), 0);
    // The same source's next run, a complete snapshot, lists a-1 without its spot price and no c-1.
    const ImportReport second = import("a-1,H100,1,16,200,3.10,,eu-north1\n", QStringLiteral("goldcloud"), QStringLiteral("2026-06-01"),
        CatalogWriter::WithdrawPolicy::Always);
    QVERIFY2(second.ok(), qPrintable(second.text()));
    QCOMPARE(second.offersWithdrawn, 1);
    QCOMPARE(second.pricesWithdrawn, 2); // a-1 spot and c-1 on-demand
    QVERIFY2(second.text().contains(QStringLiteral("no longer listed by this source: 1 offers, 2 prices")), qPrintable(second.text()));
    qint64 gone = 0;
    for (const OfferView &o : m_catalog->offers()) {
        if (o.instanceType == QLatin1String("c-1")) {
            gone = o.id;
            QCOMPARE(o.withdrawnRunId, second.importRunId);
            QCOMPARE(o.onDemand.amount, std::optional<double>(1.20)); // the last listed price is kept
        } else {
            QCOMPARE(o.withdrawnRunId, 0);
        }
    }
    QVERIFY(gone > 0);
    const QList<PricePoint> series = PriceHistory(*m_catalog).series(gone);
    QCOMPARE(series.size(), 2);
    QCOMPARE(series[0].amount, std::optional<double>(1.20));
    QVERIFY(series[1].withdrawn);
    QVERIFY(!series[1].amount);
    QCOMPARE(series[1].runId, second.importRunId);
    // The ranking leaves it out; a re-listing offers it again.
    QString error;
    const auto snapshot = CatalogSnapshot::read(*m_catalog, &error);
    QVERIFY(snapshot);
    for (const OfferView &o : snapshot->offers)
        QVERIFY(o.id != gone);
    const ImportReport third = import(
        "a-1,H100,1,16,200,3.10,,eu-north1\nc-1,L40S,1,8,64,1.20,,eu-north1\n", QStringLiteral("goldcloud"), QStringLiteral("2026-07-01"));
    QVERIFY2(third.ok(), qPrintable(third.text()));
    QCOMPARE(third.pricePoints, 1);
    QCOMPARE(PriceHistory(*m_catalog).series(gone).size(), 3);
    QCOMPARE(count("SELECT COUNT(*) FROM offering WHERE withdrawn_run_id IS NOT NULL"), 0);
}

void TestPriceHistory::theHistoryCommandPrintsTheSeries()
{
    QVERIFY(import("a-8,H100,8,128,1600,23.60,,eu-north1\n", QStringLiteral("goldcloud"), QStringLiteral("2026-05-01")).ok());
    QVERIFY(import("a-8,H100,8,128,1600,23.60,,eu-north1\n", QStringLiteral("goldcloud"), QStringLiteral("2026-05-15")).ok());
    QVERIFY(import("a-8,H100,8,128,1600,21.20,,eu-north1\n", QStringLiteral("goldcloud"), QStringLiteral("2026-06-01")).ok());
    QString out, err;
    QCOMPARE(
        cli({ QStringLiteral("history"), QStringLiteral("goldcloud:a-8"), QStringLiteral("--format"), QStringLiteral("csv") }, &out, &err),
        0);
    const QStringList lines = out.trimmed().split(QLatin1Char('\n'));
    QCOMPARE(lines.size(), 3); // header and two points: the confirmation of 2026-05-15 is not stored
    QVERIFY2(
        lines[1].startsWith(QStringLiteral("goldcloud,a-8,eu-north1,on_demand,0,2026-05-01,offered,23.6000,2.9500,USD")), qPrintable(out));
    QVERIFY2(
        lines[2].startsWith(QStringLiteral("goldcloud,a-8,eu-north1,on_demand,0,2026-06-01,offered,21.2000,2.6500,USD")), qPrintable(out));
    QCOMPARE(cli({ QStringLiteral("history"), QStringLiteral("--gpu"), QStringLiteral("H100"), QStringLiteral("--provider"),
                     QStringLiteral("goldcloud"), QStringLiteral("--format"), QStringLiteral("csv") },
                 &out, &err),
        0);
    QCOMPARE(out.trimmed().split(QLatin1Char('\n')).size(), 3);
    QCOMPARE(cli({ QStringLiteral("history"), QStringLiteral("nosuch:offer") }, &out, &err), 1);
}

void TestPriceHistory::theRankingAsOfARunUsesThePricesOfThatRun()
{
    const ImportReport first = import("a-1,H100,1,16,200,3.10,,eu-north1\n", QStringLiteral("goldcloud"), QStringLiteral("2026-05-01"));
    QVERIFY(first.ok());
    QVERIFY(import("s-1,H100,1,16,200,2.10,,us-east\n", QStringLiteral("silvercloud"), QStringLiteral("2026-05-02")).ok());
    QVERIFY(import("a-1,H100,1,16,200,1.50,,eu-north1\n", QStringLiteral("goldcloud"), QStringLiteral("2026-06-01")).ok());
    QString error;
    const auto then = CatalogSnapshot::readAt(*m_catalog, HistoryCutoff { {}, first.importRunId }, &error);
    QVERIFY2(then, qPrintable(error));
    QCOMPARE(then->offers.size(), 1); // silvercloud was not listed yet
    QCOMPARE(then->offers[0].onDemand.amount, std::optional<double>(3.10));
    const auto report = changesSince(*m_catalog, HistoryCutoff { QStringLiteral("2026-05-02"), -1 }, RankingParams(), 10, &error);
    QVERIFY2(report, qPrintable(error));
    // goldcloud's H100 halved in price: it overtakes silvercloud's.
    QCOMPARE(report->ranks.size(), 2);
    QCOMPARE(report->ranks[0].providerKey, QStringLiteral("goldcloud"));
    QCOMPARE(report->ranks[0].newRank, 1);
    QCOMPARE(report->ranks[0].oldRank, 2);
    QCOMPARE(report->ranks[0].places(), std::optional<int>(1));
    QCOMPARE(report->ranks[1].providerKey, QStringLiteral("silvercloud"));
    QCOMPARE(report->ranks[1].oldRank, 1);
    QCOMPARE(report->ranks[1].newRank, 2);
}

void TestPriceHistory::aWatchRuleFiresExactlyOnceForTheMatchingChange()
{
    Watchlist watch(*m_catalog);
    WatchRule rule;
    rule.gpu = QStringLiteral("H100 SXM");
    rule.maxPerGpuHour = 2.00;
    rule.minTier = QStringLiteral("Gold");
    rule.regions = { QStringLiteral("eu-north1") };
    const qint64 id = watch.addRule(rule);
    QVERIFY2(id > 0, qPrintable(watch.lastError()));
    // Above the threshold, the wrong region, a Silver provider: nothing fires.
    ImportReport r = import("a-8,H100,8,128,1600,23.60,,eu-north1\na-8,H100,8,128,1600,12.00,,us-east\n", QStringLiteral("goldcloud"),
        QStringLiteral("2026-05-01"));
    QVERIFY2(r.ok(), qPrintable(r.text()));
    QCOMPARE(r.watchHits, 0);
    QVERIFY(import("s-8,H100,8,128,1600,12.00,,eu-north1\n", QStringLiteral("silvercloud"), QStringLiteral("2026-05-01")).ok());
    QCOMPARE(watch.hits(false).size(), 0);
    // 23.60 → 15.20 per 8 GPUs = 1.90 per GPU-hour: fires once.
    r = import("a-8,H100,8,128,1600,15.20,,eu-north1\na-8,H100,8,128,1600,12.00,,us-east\n", QStringLiteral("goldcloud"),
        QStringLiteral("2026-06-01"));
    QVERIFY2(r.ok(), qPrintable(r.text()));
    QCOMPARE(r.watchHits, 1);
    QList<WatchHit> hits = watch.hits(false);
    QCOMPARE(hits.size(), 1);
    QCOMPARE(hits[0].ruleId, id);
    QCOMPARE(hits[0].runId, r.importRunId);
    QCOMPARE(hits[0].instanceType, QStringLiteral("a-8"));
    QCOMPARE(hits[0].oldAmount, std::optional<double>(23.60));
    QCOMPARE(hits[0].newAmount, std::optional<double>(15.20));
    QCOMPARE(hits[0].text(), QStringLiteral("rule %1: goldcloud a-8 (eu-north1) on-demand 23.60 → 15.20 USD per hour").arg(id));
    // Confirmed, and lowered while still under: no new hit (it fires on the crossing).
    QCOMPARE(import("a-8,H100,8,128,1600,15.20,,eu-north1\na-8,H100,8,128,1600,12.00,,us-east\n", QStringLiteral("goldcloud"),
                 QStringLiteral("2026-07-01"))
                 .watchHits,
        0);
    QCOMPARE(import("a-8,H100,8,128,1600,14.40,,eu-north1\na-8,H100,8,128,1600,12.00,,us-east\n", QStringLiteral("goldcloud"),
                 QStringLiteral("2026-08-01"))
                 .watchHits,
        0);
    QCOMPARE(watch.hits(false).size(), 1);
    QVERIFY(watch.removeRule(id));
    QCOMPARE(watch.hits(false).size(), 0);
    QVERIFY(!watch.removeRule(id));
}

void TestPriceHistory::anyChangeRuleFiresForEveryPointOfItsProviders()
{
    Watchlist watch(*m_catalog);
    WatchRule rule;
    rule.kind = WatchRule::Kind::PriceChange;
    rule.priceKind.clear();
    rule.providers = { QStringLiteral("silvercloud") };
    QVERIFY2(watch.addRule(rule) > 0, qPrintable(watch.lastError()));
    QCOMPARE(import("s-1,H100,1,16,200,2.10,0.90,us-east\ns-2,A100,1,16,200,1.10,,us-east\n", QStringLiteral("silvercloud"),
                 QStringLiteral("2026-05-01"))
                 .watchHits,
        3); // three new prices
    QCOMPARE(import("a-1,H100,1,16,200,3.10,,eu-north1\n", QStringLiteral("goldcloud"), QStringLiteral("2026-05-01")).watchHits, 0);
    // One changed, one confirmed, one withdrawn (s-2).
    QCOMPARE(import("s-1,H100,1,16,200,2.00,0.90,us-east\n", QStringLiteral("silvercloud"), QStringLiteral("2026-06-01")).watchHits, 2);
    QCOMPARE(watch.hits(true).size(), 5);
}

void TestPriceHistory::theWatchCommandExitStatusTellsWhetherARuleFired()
{
    QString out, err;
    QCOMPARE(cli({ QStringLiteral("watch"), QStringLiteral("--add"), QStringLiteral("--gpu"), QStringLiteral("H100 SXM"),
                     QStringLiteral("--below"), QStringLiteral("2.00"), QStringLiteral("--tier"), QStringLiteral("Gold") },
                 &out, &err),
        0);
    QVERIFY2(
        out.contains(QStringLiteral("Saved rule 1: H100 SXM under 2.00 USD per GPU-hour (on-demand); Gold or better")), qPrintable(out));
    QCOMPARE(cli({ QStringLiteral("watch"), QStringLiteral("--list") }, &out, &err), 0);
    QVERIFY(out.contains(QStringLiteral("H100 SXM under 2.00 USD")));
    QCOMPARE(cli({ QStringLiteral("watch"), QStringLiteral("--check") }, &out, &err), 0);
    QVERIFY(import("a-1,H100,1,16,200,3.10,,eu-north1\n", QStringLiteral("goldcloud"), QStringLiteral("2026-05-01")).ok());
    QVERIFY(import("a-1,H100,1,16,200,1.95,,eu-north1\n", QStringLiteral("goldcloud"), QStringLiteral("2026-06-01")).ok());
    QCOMPARE(cli({ QStringLiteral("watch"), QStringLiteral("--check") }, &out, &err), 1);
    QVERIFY2(out.contains(QStringLiteral("goldcloud a-1 (eu-north1) on-demand 3.10 → 1.95 USD per hour")), qPrintable(out));
    QCOMPARE(cli({ QStringLiteral("watch"), QStringLiteral("--check") }, &out, &err), 0); // reported once
    QCOMPARE(cli({ QStringLiteral("watch"), QStringLiteral("--add"), QStringLiteral("--below"), QStringLiteral("-1") }, &out, &err), 2);
    QCOMPARE(cli({ QStringLiteral("watch"), QStringLiteral("--add"), QStringLiteral("--below"), QStringLiteral("2"),
                     QStringLiteral("--tier"), QStringLiteral("Shiny") },
                 &out, &err),
        2);
    for (const QString &absurd : { QStringLiteral("1e308"), QStringLiteral("inf"), QStringLiteral("10000000.01") }) {
        QCOMPARE(cli({ QStringLiteral("watch"), QStringLiteral("--add"), QStringLiteral("--below"), absurd }, &out, &err), 2);
        QVERIFY2(err.contains(QStringLiteral("is not plausible: at most 10000000 in any currency")), qPrintable(err));
    }
    // A rule that can never fire: under the smallest plausible price, or in ISO 4217's "no currency".
    QCOMPARE(cli({ QStringLiteral("watch"), QStringLiteral("--add"), QStringLiteral("--below"), QStringLiteral("1e-300") }, &out, &err), 2);
    QVERIFY2(err.contains(QStringLiteral("is not plausible: at least 0.0001")), qPrintable(err));
    QCOMPARE(cli({ QStringLiteral("watch"), QStringLiteral("--add"), QStringLiteral("--below"), QStringLiteral("2"),
                     QStringLiteral("--currency"), QStringLiteral("XXX") },
                 &out, &err),
        2);
    QVERIFY2(
        err.contains(QStringLiteral("currency XXX is no money a price is in (ISO 4217 keeps it for \"no currency\")")), qPrintable(err));
    QCOMPARE(cli({ QStringLiteral("watch"), QStringLiteral("--remove"), QStringLiteral("9") }, &out, &err), 2);
    QCOMPARE(cli({ QStringLiteral("watch"), QStringLiteral("--remove"), QStringLiteral("1") }, &out, &err), 0);
}

QTEST_GUILESS_MAIN(TestPriceHistory)
#include "tst_pricehistory.moc"
