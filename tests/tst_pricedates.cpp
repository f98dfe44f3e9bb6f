// The two dates of a price (schema v2): observed_on / observed_after from the source, imported_on
// from the catalog; staleness counts from the observation, and an unknown one is never fresh.
#include "CliTestSupport.h"
#include "TestSupport.h"

#include "CommandLine.h"
#include "catalog/writer/CatalogWriter.h"
#include "csv/CsvReader.h"
#include "import/Importer.h"
#include "itemmodels/OfferFilterProxyModel.h"
#include "itemmodels/OfferTableModel.h"
#include "scoring/Ranker.h"
#include "scoring/RankingSession.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QTextStream>

using namespace cg;

class TestPriceDates : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void bundledSkyPilotPricesAreDatedByTheManifestNotTheImport();
    void bundledPerRowFilesFollowTheirOwnDates();
    void listCsvHasTheThreeDatesOfAHandBuiltImport();
    void aRowAsOfThatIsALowerBoundLandsAsObservedAfter();
    void aFileImportedWithoutADateHasItsObservationUnknown();
    void anUnknownObservationIsFlaggedAndNeverFresh();

private:
    int run(const QStringList &args, QString *out, QString *err);
    /// A fresh catalog with the reference data at `name` in the temporary directory.
    QString referenceCatalog(const QString &name);

    QTemporaryDir m_dir;
    QString m_bundled;
};

void TestPriceDates::initTestCase()
{
    cgtest::initHermetic();
    QVERIFY(m_dir.isValid());
    m_bundled = m_dir.filePath(QStringLiteral("bundled.sqlite"));
    QVERIFY2(QFile::copy(QStringLiteral(CG_SEED_DB), m_bundled), CG_SEED_DB);
    QFile::setPermissions(m_bundled, QFile::ReadOwner | QFile::WriteOwner);
}

int TestPriceDates::run(const QStringList &args, QString *out, QString *err)
{
    return cgtest::runCli(args, out, err);
}

QString TestPriceDates::referenceCatalog(const QString &name)
{
    const QString path = m_dir.filePath(name);
    Catalog catalog(path);
    QString error;
    if (!cgtest::openReferenceCatalog(catalog, &error))
        qWarning("reference catalog: %s", qPrintable(error));
    return path;
}

void TestPriceDates::bundledSkyPilotPricesAreDatedByTheManifestNotTheImport()
{
    // Expectations per provider from manifest.csv: observed_on / observed_after as written there,
    // imported_on = its as_of (the day the file entered the catalog).
    struct Expected
    {
        QString observedOn, observedAfter, importedOn;
    };
    QHash<QString, Expected> expected;
    for (const auto &row : cgtest::seedRows(QStringLiteral("manifest.csv"))) {
        if (row.value(QStringLiteral("format")) != QLatin1String("skypilot"))
            continue;
        QVERIFY2(!expected.contains(row.value(QStringLiteral("provider"))), "one SkyPilot file per provider");
        expected.insert(row.value(QStringLiteral("provider")),
            { row.value(QStringLiteral("observed_on")), row.value(QStringLiteral("observed_after")), row.value(QStringLiteral("as_of")) });
    }
    QVERIFY(!expected.isEmpty());

    QString out, err;
    QCOMPARE(run({ QStringLiteral("list"), QStringLiteral("--catalog"), m_bundled, QStringLiteral("--format"), QStringLiteral("csv") },
                 &out, &err),
        0);
    const CsvTable t = CsvReader::parse(out.toUtf8());
    QVERIFY2(t.ok() && t.issues.isEmpty(), qPrintable(t.fatalError));
    const int cProvider = t.column("provider"), cObserved = t.column("observed_on"), cAfter = t.column("observed_after"),
              cImported = t.column("imported_on"), cAsOf = t.column("as_of");
    QVERIFY(cObserved >= 0 && cAfter >= 0 && cImported >= 0 && cAsOf >= 0);

    // Every listed offer of those providers that has a price row, counted from the catalog.
    Catalog catalog(m_bundled);
    QString error;
    QVERIFY2(catalog.open(&error), qPrintable(error));
    int pricedSkyPilotOffers = 0;
    for (const OfferView &o : catalog.offers())
        pricedSkyPilotOffers += expected.contains(o.providerKey) && (o.onDemand.present || o.spot.present) ? 1 : 0;
    QVERIFY(pricedSkyPilotOffers > 0);

    int checked = 0;
    QSet<QString> seen;
    for (const CsvRecord &r : t.records) {
        const QString provider = r.fields.value(cProvider);
        if (!expected.contains(provider) || r.fields.value(cImported).isEmpty())
            continue;
        const Expected &e = expected[provider];
        const QString where = provider + QStringLiteral(" line ") + QString::number(r.line);
        QVERIFY2(r.fields.value(cObserved) != r.fields.value(cImported), qPrintable(where));
        QCOMPARE(r.fields.value(cObserved), e.observedOn);
        QCOMPARE(r.fields.value(cAfter), e.observedAfter);
        QCOMPARE(r.fields.value(cImported), e.importedOn);
        QCOMPARE(r.fields.value(cAsOf), e.importedOn); // as_of stays filled: the row key
        seen.insert(provider);
        ++checked;
    }
    QCOMPARE(checked, pricedSkyPilotOffers);
    QCOMPARE(seen.size(), expected.size());
}

void TestPriceDates::bundledPerRowFilesFollowTheirOwnDates()
{
    Catalog catalog(m_bundled);
    QString error;
    QVERIFY2(catalog.open(&error), qPrintable(error));
    auto pricesOf = [&catalog](const QString &file) {
        QList<QHash<QString, QString>> out;
        QSqlQuery q(catalog.database());
        q.prepare(QStringLiteral("SELECT p.key AS provider, o.instance_type AS instance_type, o.region AS region, pr.kind AS kind,"
                                 " pr.term_months AS term, pr.as_of AS as_of, pr.observed_on AS observed_on,"
                                 " pr.observed_after AS observed_after, pr.imported_on AS imported_on"
                                 " FROM price pr JOIN offering o ON o.id = pr.offering_id JOIN provider p ON p.id = o.provider_id"
                                 " JOIN import_run r ON r.id = pr.import_run_id WHERE r.source_file = ?"));
        q.addBindValue(file);
        if (!q.exec())
            qWarning("%s", qPrintable(q.lastError().text()));
        while (q.next()) {
            QHash<QString, QString> row;
            for (const char *c :
                { "provider", "instance_type", "region", "kind", "term", "as_of", "observed_on", "observed_after", "imported_on" })
                row.insert(QLatin1String(c), q.value(QLatin1String(c)).toString());
            out.append(row);
        }
        return out;
    };
    QHash<QString, QString> manifestAsOf;
    for (const auto &row : cgtest::seedRows(QStringLiteral("manifest.csv")))
        manifestAsOf.insert(row.value(QStringLiteral("file")), row.value(QStringLiteral("as_of")));

    // tencent_offers.csv: the manifest declares its rows' as_of a lower bound (row_as_of).
    const auto tencent = pricesOf(QStringLiteral("tencent_offers.csv"));
    QVERIFY(!tencent.isEmpty());
    for (const auto &p : tencent) {
        QCOMPARE(p.value(QStringLiteral("observed_on")), QString());
        QCOMPARE(p.value(QStringLiteral("observed_after")), p.value(QStringLiteral("as_of")));
        QCOMPARE(p.value(QStringLiteral("imported_on")), manifestAsOf.value(QStringLiteral("tencent_offers.csv")));
    }

    // hyperscaler_offers.csv: each row's observed_on / observed_after columns, as written (a row
    // without its own as_of is keyed by the manifest's).
    QHash<QString, QPair<QString, QString>> byKey;
    for (const auto &row : cgtest::seedRows(QStringLiteral("hyperscaler_offers.csv"))) {
        const QString kind = row.value(QStringLiteral("price_kind"));
        const QString term = kind == QLatin1String("reserved") ? row.value(QStringLiteral("term_months")) : QStringLiteral("0");
        byKey.insert(row.value(QStringLiteral("provider")) + QLatin1Char('|') + row.value(QStringLiteral("instance_type"))
                + QLatin1Char('|') + row.value(QStringLiteral("region")) + QLatin1Char('|') + kind + QLatin1Char('|') + term
                + QLatin1Char('|')
                + (row.value(QStringLiteral("as_of")).isEmpty() ? manifestAsOf.value(QStringLiteral("hyperscaler_offers.csv"))
                                                                : row.value(QStringLiteral("as_of"))),
            { row.value(QStringLiteral("observed_on")),
                row.value(QStringLiteral("observed_on")).isEmpty() ? row.value(QStringLiteral("observed_after")) : QString() });
    }
    const auto hyperscaler = pricesOf(QStringLiteral("hyperscaler_offers.csv"));
    QVERIFY(!hyperscaler.isEmpty());
    int dated = 0, undated = 0;
    for (const auto &p : hyperscaler) {
        const QString key = p.value(QStringLiteral("provider")) + QLatin1Char('|') + p.value(QStringLiteral("instance_type"))
            + QLatin1Char('|') + p.value(QStringLiteral("region")) + QLatin1Char('|') + p.value(QStringLiteral("kind")) + QLatin1Char('|')
            + p.value(QStringLiteral("term")) + QLatin1Char('|') + p.value(QStringLiteral("as_of"));
        QVERIFY2(byKey.contains(key), qPrintable(key));
        QCOMPARE(p.value(QStringLiteral("observed_on")), byKey[key].first);
        QCOMPARE(p.value(QStringLiteral("observed_after")), byKey[key].second);
        (p.value(QStringLiteral("observed_on")).isEmpty() ? undated : dated)++;
    }
    QVERIFY(dated > 0 && undated > 0); // the file mixes stated dates and lower bounds

    // One source, one kind of date: the rows of one source URL (one file version) either state
    // when they were observed or give a lower bound, never both; a lower bound is never stored
    // as an observation for some rows of a source and as a bound for the others.
    QHash<QString, QSet<bool>> kinds;
    for (const auto &row : cgtest::seedRows(QStringLiteral("hyperscaler_offers.csv")))
        if (!row.value(QStringLiteral("observed_on")).isEmpty() || !row.value(QStringLiteral("observed_after")).isEmpty())
            kinds[row.value(QStringLiteral("source_url"))].insert(!row.value(QStringLiteral("observed_on")).isEmpty());
    for (auto it = kinds.cbegin(); it != kinds.cend(); ++it)
        QVERIFY2(it.value().size() == 1, qPrintable(it.key()));

    // No Windows meter passes for a Linux price: an Azure on-demand price above another source's
    // price of the same size and region by the size's vCPUs × 0.046 USD (the Windows licence per
    // vCPU-hour, resources/seed/hyperscaler_sources.md section 5) is a Windows meter.
    QHash<QString, QList<QPair<double, QString>>> azure; // size|region -> (price, source)
    QHash<QString, double> vcpus;
    for (const auto &row : cgtest::seedRows(QStringLiteral("hyperscaler_offers.csv"))) {
        if (row.value(QStringLiteral("provider")) != QLatin1String("azure")
            || row.value(QStringLiteral("price_kind")) != QLatin1String("on_demand") || row.value(QStringLiteral("price")).isEmpty())
            continue;
        const QString key = row.value(QStringLiteral("instance_type")) + QLatin1Char('|') + row.value(QStringLiteral("region"));
        azure[key].append({ row.value(QStringLiteral("price")).toDouble(), row.value(QStringLiteral("source_url")) });
        if (!row.value(QStringLiteral("vcpus")).isEmpty())
            vcpus.insert(row.value(QStringLiteral("instance_type")), row.value(QStringLiteral("vcpus")).toDouble());
    }
    int compared = 0;
    for (auto it = azure.cbegin(); it != azure.cend(); ++it) {
        const double cores = vcpus.value(it.key().section(QLatin1Char('|'), 0, 0));
        for (const auto &a : it.value())
            for (const auto &b : it.value()) {
                if (a.second == b.second || !(cores > 0))
                    continue;
                ++compared;
                QVERIFY2(std::abs(b.first - a.first - cores * 0.046) > 0.005, qPrintable(it.key()));
            }
    }
    QVERIFY(compared > 0); // sizes priced by two sources exist (the datareceipts cross-check)
}

void TestPriceDates::listCsvHasTheThreeDatesOfAHandBuiltImport()
{
    const QString path = referenceCatalog(QStringLiteral("handbuilt.sqlite"));
    {
        Catalog catalog(path);
        QString error;
        QVERIFY2(catalog.open(&error), qPrintable(error));
        ImportOptions o;
        o.importedOn = QStringLiteral("2026-11-15");
        const ImportReport r = Importer(catalog).importBytes(
            "provider,instance_type,region,gpu_name,gpu_count,price_kind,price,currency,as_of,source_url,observed_on,observed_after\n"
            "datecloud,h100x1,eu-1,H100-SXM-80GB,1,on_demand,2.50,USD,2026-10-01,https://example.com/a,2026-10-01,\n"
            "datecloud,h100x8,eu-1,H100-SXM-80GB,8,on_demand,19.20,USD,2026-10-01,https://example.com/b,,2026-07-09\n",
            QStringLiteral("handbuilt.csv"), o);
        QVERIFY2(r.ok() && r.offersImported() == 2, qPrintable(r.text()));
        QCOMPARE(r.observationUnknown, 1);
        QCOMPARE(r.pricesWritten, 2);
        QVERIFY2(r.text().contains(QLatin1String("observation date unknown for 1 of 2 prices (newest lower bound: 2026-07-09)")),
            qPrintable(r.text()));
    }
    QString out, err;
    QCOMPARE(run({ QStringLiteral("list"), QStringLiteral("--catalog"), path, QStringLiteral("--provider"), QStringLiteral("datecloud"),
                     QStringLiteral("--format"), QStringLiteral("csv") },
                 &out, &err),
        0);
    const CsvTable t = CsvReader::parse(out.toUtf8());
    QVERIFY2(t.ok() && t.issues.isEmpty(), qPrintable(t.fatalError));
    QCOMPARE(t.records.size(), 2);
    const int cInstance = t.column("instance_type"), cPerGpu = t.column("price_per_gpu_hour"), cAsOf = t.column("as_of"),
              cObserved = t.column("observed_on"), cAfter = t.column("observed_after"), cImported = t.column("imported_on"),
              cSource = t.column("source");
    QVERIFY(cObserved == cAsOf + 1 && cAfter == cAsOf + 2 && cImported == cAsOf + 3);
    // Offers list sorted by instance type: h100x1, h100x8.
    const QStringList one = t.records.at(0).fields, eight = t.records.at(1).fields;
    QCOMPARE(one.value(cInstance), QStringLiteral("h100x1"));
    QCOMPARE(one.value(cPerGpu), QStringLiteral("2.5000"));
    QCOMPARE(one.value(cAsOf), QStringLiteral("2026-10-01"));
    QCOMPARE(one.value(cObserved), QStringLiteral("2026-10-01"));
    QCOMPARE(one.value(cAfter), QString());
    QCOMPARE(one.value(cImported), QStringLiteral("2026-11-15"));
    QCOMPARE(one.value(cSource), QStringLiteral("https://example.com/a"));
    QCOMPARE(eight.value(cInstance), QStringLiteral("h100x8"));
    QCOMPARE(eight.value(cPerGpu), QStringLiteral("2.4000"));
    QCOMPARE(eight.value(cAsOf), QStringLiteral("2026-10-01"));
    QCOMPARE(eight.value(cObserved), QString());
    QCOMPARE(eight.value(cAfter), QStringLiteral("2026-07-09"));
    QCOMPARE(eight.value(cImported), QStringLiteral("2026-11-15"));
}

void TestPriceDates::aRowAsOfThatIsALowerBoundLandsAsObservedAfter()
{
    const QString path = referenceCatalog(QStringLiteral("lowerbound.sqlite"));
    Catalog catalog(path);
    QString error;
    QVERIFY2(catalog.open(&error), qPrintable(error));
    const QByteArray csv = "provider,instance_type,region,gpu_name,gpu_count,price_kind,price,currency,as_of\n"
                           "boundcloud,a100x1,cn-1,A100-SXM4-40GB,1,on_demand,28.64,CNY,2020-05-14\n";
    ImportOptions bound;
    bound.rowAsOf = ImportOptions::RowAsOf::ObservedAfter;
    bound.importedOn = QStringLiteral("2026-11-30");
    const ImportReport r = Importer(catalog).importBytes(csv, QStringLiteral("bound.csv"), bound);
    QVERIFY2(r.ok(), qPrintable(r.text()));
    ImportOptions stated; // the default: a row's as_of is its observation date
    stated.importedOn = QStringLiteral("2026-11-30");
    const ImportReport s
        = Importer(catalog).importBytes(QByteArray(csv).replace("boundcloud", "statedcloud"), QStringLiteral("stated.csv"), stated);
    QVERIFY2(s.ok(), qPrintable(s.text()));
    QHash<QString, PriceView> byProvider;
    for (const OfferView &o : catalog.offers())
        byProvider.insert(o.providerKey, o.onDemand);
    QCOMPARE(byProvider[QStringLiteral("boundcloud")].observedOn, QString());
    QCOMPARE(byProvider[QStringLiteral("boundcloud")].observedAfter, QStringLiteral("2020-05-14"));
    QCOMPARE(byProvider[QStringLiteral("boundcloud")].asOf, QStringLiteral("2020-05-14"));
    QCOMPARE(byProvider[QStringLiteral("boundcloud")].importedOn, QStringLiteral("2026-11-30"));
    QCOMPARE(byProvider[QStringLiteral("statedcloud")].observedOn, QStringLiteral("2020-05-14"));
    QCOMPARE(byProvider[QStringLiteral("statedcloud")].observedAfter, QString());

    // A row dated in the future is rejected with its line: nobody observed a price in the year
    // 3000, and taking it would make every later import of the provider "older".
    const QByteArray future = "provider,instance_type,region,gpu_name,gpu_count,price_kind,price,currency,as_of\n"
                              "futurecloud,a100x1,cn-1,A100-SXM4-40GB,1,on_demand,28.64,CNY,3000-01-01\n"
                              "futurecloud,a100x2,cn-1,A100-SXM4-40GB,2,on_demand,57.28,CNY,2020-05-14\n";
    const ImportReport f = Importer(catalog).importBytes(future, QStringLiteral("future.csv"), stated);
    QVERIFY2(f.ok() && f.offersImported() == 1, qPrintable(f.text()));
    QVERIFY2(f.text().contains(QLatin1String("line 2: rejected: as_of: 3000-01-01 is in the future")), qPrintable(f.text()));
}

void TestPriceDates::aFileImportedWithoutADateHasItsObservationUnknown()
{
    const QString path = referenceCatalog(QStringLiteral("undated.sqlite"));
    const QString file = m_dir.filePath(QStringLiteral("vms.csv"));
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,Price,SpotPrice,Region\n"
                "gpu_1x_h100,H100,1,26,200,,2.99,,us-east-1\n");
    }
    const QString modified = QFileInfo(file).lastModified().toUTC().date().toString(Qt::ISODate);
    Catalog catalog(path);
    QString error;
    QVERIFY2(catalog.open(&error), qPrintable(error));
    ImportOptions o; // what the window and a CLI import without --as-of pass
    o.providerKey = QStringLiteral("undatedcloud");
    const ImportReport r = Importer(catalog).importFile(file, o);
    QVERIFY2(r.ok(), qPrintable(r.text()));
    QCOMPARE(r.fileModifiedOn, modified);
    QVERIFY2(r.text().contains(QStringLiteral("the file's modification date %1 is kept only as the row key").arg(modified)),
        qPrintable(r.text()));
    const QList<OfferView> offers = catalog.offers();
    QCOMPARE(offers.size(), 1);
    QCOMPARE(offers.first().onDemand.observedOn, QString()); // never the mtime pretending to be an observation
    QCOMPARE(offers.first().onDemand.observedAfter, QString());
    QCOMPARE(offers.first().onDemand.asOf, modified);
    QCOMPARE(offers.first().onDemand.importedOn, QDate::currentDate().toString(Qt::ISODate));
    QCOMPARE(offers.first().onDemand.observationText(), QStringLiteral("unknown"));
}

void TestPriceDates::anUnknownObservationIsFlaggedAndNeverFresh()
{
    const QDate today(2026, 11, 30);
    auto offer = [](const QString &provider, const QString &observedOn, const QString &observedAfter) {
        OfferView o;
        o.id = provider.size();
        o.providerKey = provider;
        o.providerNameEn = provider;
        o.instanceType = QStringLiteral("gpu_1x_h100");
        o.region = QStringLiteral("us-east-1");
        o.gpuKey = QStringLiteral("h100-sxm");
        o.gpuName = QStringLiteral("H100 SXM");
        o.gpuCount = 1;
        o.bf16Tflops = 989;
        o.memoryBandwidthGBs = 3350;
        o.gpuMemoryGb = 80;
        o.onDemand.present = true;
        o.onDemand.amount = 2.5;
        o.onDemand.currency = QStringLiteral("USD");
        o.onDemand.asOf = QStringLiteral("2026-11-30"); // imported today: must not make it fresh
        o.onDemand.importedOn = QStringLiteral("2026-11-30");
        o.onDemand.observedOn = observedOn;
        o.onDemand.observedAfter = observedAfter;
        return o;
    };
    const OfferView fresh = offer(QStringLiteral("fresh"), QStringLiteral("2026-11-27"), {});
    const OfferView bounded = offer(QStringLiteral("bounded"), {}, QStringLiteral("2026-07-09"));
    const OfferView unknown = offer(QStringLiteral("unknown"), {}, {});

    QCOMPARE(Ranker::dataWarnings(fresh, today), QStringList());
    QCOMPARE(Ranker::dataWarnings(bounded, today), QStringList { QStringLiteral("observation_date_unknown") });
    QCOMPARE(Ranker::dataWarnings(unknown, today), QStringList { QStringLiteral("observation_date_unknown") });
    QVERIFY(Ranker::isDateWarning(QStringLiteral("observation_date_unknown")));
    QCOMPARE(bounded.onDemand.observationText(), QStringLiteral("unknown (after 2026-07-09)"));
    QCOMPARE(unknown.onDemand.observationText(), QStringLiteral("unknown"));

    // Confidence: its only warning lowers it to Low, as a stale price's would.
    const QHash<QString, RatingView> ratings = { { QStringLiteral("bounded"),
        { QStringLiteral("bounded"), QStringLiteral("ClusterMAX"), QStringLiteral("3.0"), QStringLiteral("2026-09-23"),
            QStringLiteral("Gold"), {}, {} } } };
    const QList<RankedOffer> ranked = RankingSession::rankOnce({ bounded }, ratings, {}, Weights {});
    QCOMPARE(ranked.size(), 1);
    QCOMPARE(ranked.first().warnings, QStringList { QStringLiteral("observation_date_unknown") });
    QCOMPARE(int(ranked.first().confidence), int(RankedOffer::Confidence::Low));

    // Offers table: the age column says unknown; "hide stale" hides it and keeps the fresh one.
    OfferTableModel model;
    model.setOffers({ fresh, bounded, unknown }, {}, today);
    QCOMPARE(model.priceAgeDays(0), 3);
    QCOMPARE(model.priceAgeDays(1), -1);
    QVERIFY(!model.isPriceStale(0));
    QVERIFY(model.isPriceStale(1));
    QVERIFY(model.isPriceStale(2));
    QCOMPARE(model.index(0, OfferTableModel::AgeColumn).data().toString(), QStringLiteral("3 day(s)"));
    QCOMPARE(model.index(1, OfferTableModel::AgeColumn).data().toString(), QStringLiteral("unknown (after 2026-07-09)"));
    QCOMPARE(model.index(2, OfferTableModel::AgeColumn).data().toString(), QStringLiteral("unknown"));
    OfferFilterProxyModel proxy;
    proxy.setOfferModel(&model);
    OfferFilter f;
    f.hideStale = true;
    proxy.setFilter(f);
    QCOMPARE(proxy.rowCount(), 1);
    QCOMPARE(proxy.index(0, OfferTableModel::ProviderColumn).data().toString(), QStringLiteral("fresh"));
}

QTEST_GUILESS_MAIN(TestPriceDates)
#include "tst_pricedates.moc"
