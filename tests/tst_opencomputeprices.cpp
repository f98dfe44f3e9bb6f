// The OpenComputePrices per-source CSV (readers::readOpenComputePrices), read from the hand-made
// fixture tests/data/opencomputeprices/sample.csv: expected values come from its rows.
#include "TestSupport.h"

#include "import/ImportFormats.h"
#include "import/Importer.h"
#include "import/OfferReaders.h"

#include <QFile>
#include <QSqlQuery>

#include <cmath>

using namespace cg;

class TestOpenComputePrices : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void theFormatIsDetectedFromItsHeader();
    void eachSeriesKeepsItsLatestSnapshotAndTheRestIsCounted();
    void importedPricesAreObservedOnTheirSnapshotDay();
    void providerNamesMeetTheRatedProvider();

private:
    static const OfferRecord *record(const ReadResult &r, const QString &provider, const QString &instance);
    QByteArray m_bytes;
};

void TestOpenComputePrices::initTestCase()
{
    cgtest::initHermetic();
    QFile f(cgtest::testData("opencomputeprices/sample.csv"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    m_bytes = f.readAll();
}

const OfferRecord *TestOpenComputePrices::record(const ReadResult &r, const QString &provider, const QString &instance)
{
    for (const OfferRecord &o : r.records)
        if (o.providerKey == provider && o.instanceType == instance)
            return &o;
    return nullptr;
}

void TestOpenComputePrices::theFormatIsDetectedFromItsHeader()
{
    QCOMPARE(readers::detectFormat(m_bytes), QStringLiteral("opencomputeprices-csv"));
    const std::optional<readers::ImportFormat> f = readers::importFormat(QStringLiteral("opencomputeprices-csv"));
    QVERIFY(f && f->providerPerRow);
    const ReadResult wrong = readers::readOpenComputePrices("snapshot_date,provider\n2026-11-28,aws\n");
    QVERIFY2(wrong.fatalError.startsWith(QLatin1String("not an OpenComputePrices CSV: missing column(s) instance_type")),
        qPrintable(wrong.fatalError));
}

void TestOpenComputePrices::eachSeriesKeepsItsLatestSnapshotAndTheRestIsCounted()
{
    const ReadResult r = readers::readOpenComputePrices(m_bytes);
    QVERIFY2(r.fatalError.isEmpty(), qPrintable(r.fatalError));
    QCOMPARE(r.rowsRead, int(m_bytes.count('\n')) - 1); // every data line of the fixture
    QCOMPARE(r.documentDate, QStringLiteral("2026-11-28"));
    QVERIFY(r.hasObservedOnColumn);
    // Line 10 writes its date the European way.
    QCOMPARE(r.rejected.size(), 1);
    QCOMPARE(r.rejected.first().line, 10);
    QVERIFY(r.rejected.first().reason.startsWith(QLatin1String("snapshot_date: '28/11/2026'")));
    QCOMPARE(r.skippedCpuOnly, 1); // c7i.large
    QCOMPARE(r.excluded.value(QStringLiteral("an earlier snapshot of a price the file lists again later")), 1);
    QCOMPARE(r.excluded.value(QStringLiteral("the same price series again on the same day (another zone or a repeat)")), 1);
    QCOMPARE(r.excluded.value(QStringLiteral("os Windows (the Linux price is the one compared)")), 1);
    QCOMPARE(r.excluded.value(QStringLiteral("pricing_type inference (a price per token, not per GPU-hour)")), 1);
    QCOMPARE(r.excluded.value(QStringLiteral("a commitment shorter than a month (1wk, 1d)")), 1);
    QCOMPARE(r.records.size(), 4);

    const OfferRecord *mi300 = record(r, QStringLiteral("runpod"), QStringLiteral("1x_MI300X_SECURE"));
    QVERIFY(mi300);
    QCOMPARE(mi300->prices.size(), 1); // 2026-11-20's 2.49 gave way to 2026-11-28's 2.29
    QCOMPARE(mi300->prices.first().amount, std::optional<double>(2.29));
    QCOMPARE(mi300->prices.first().observedOn, QStringLiteral("2026-11-28"));
    QCOMPARE(mi300->prices.first().note, QStringLiteral("not available on 2026-11-28; OpenComputePrices collector runpod"));
    QCOMPARE(mi300->reportedGpuMemoryGb, std::optional<double>(192));

    const OfferRecord *h100 = record(r, QStringLiteral("runpod"), QStringLiteral("8x_H100-SXM_SECURE"));
    QVERIFY(h100);
    QCOMPARE(h100->prices.first().kind, QStringLiteral("spot"));
    QCOMPARE(h100->prices.first().amount, std::optional<double>(14.00)); // 1.75 per GPU-hour × 8
    QVERIFY(h100->prices.first().note.startsWith(QStringLiteral("price_per_gpu_hour 1.75 × 8 GPUs")));
    QCOMPARE(h100->variantHint, QStringLiteral("SXM"));

    const OfferRecord *p5 = record(r, QStringLiteral("aws"), QStringLiteral("p5.48xlarge"));
    QVERIFY(p5);
    QCOMPARE(p5->prices.size(), 2);
    for (const PriceRecord &p : p5->prices) {
        if (p.kind == QLatin1String("reserved")) {
            QCOMPARE(p.termMonths, 12);
            QCOMPARE(std::round(*p.amount * 100) / 100, 50.00); // 40.00 + 87600 / (12 × 730 h)
        } else {
            QCOMPARE(p.kind, QStringLiteral("on_demand"));
            QCOMPARE(p.amount, std::optional<double>(98.32)); // the Linux row, not Windows' 105.44
        }
    }
    QVERIFY(record(r, QStringLiteral("oci"), QStringLiteral("BM.GPU.MI300X.8"))); // "oracle" is this catalog's oci
}

void TestOpenComputePrices::importedPricesAreObservedOnTheirSnapshotDay()
{
    QTemporaryDir dir;
    Catalog catalog(dir.filePath(QStringLiteral("c.sqlite")));
    QString error;
    QVERIFY2(cgtest::openReferenceCatalog(catalog, &error), qPrintable(error));
    ImportOptions o;
    o.sourceUrl = QStringLiteral("https://github.com/thatkavish/OpenComputePrices/releases/tag/latest-data");
    const ImportReport report = Importer(catalog).importBytes(m_bytes, QStringLiteral("sample.csv"), o); // no --provider: each row names it
    QVERIFY2(report.error.isEmpty(), qPrintable(report.error));
    QCOMPARE(report.format, QStringLiteral("opencomputeprices-csv"));
    QCOMPARE(report.rejected, 1);
    const QList<OfferView> offers = catalog.offers();
    auto find = [&offers](const char *provider, const char *instance) -> const OfferView * {
        for (const OfferView &v : offers)
            if (v.providerKey == QLatin1String(provider) && v.instanceType == QLatin1String(instance))
                return &v;
        return nullptr;
    };
    const OfferView *runpod = find("runpod", "1x_MI300X_SECURE");
    QVERIFY(runpod);
    QCOMPARE(runpod->gpuKey, QStringLiteral("amd-mi300x-192gb"));
    QCOMPARE(runpod->onDemand.observedOn, QStringLiteral("2026-11-28"));
    QCOMPARE(runpod->region, QStringLiteral("EU-RO-1"));
    const OfferView *oci = find("oci", "BM.GPU.MI300X.8");
    QVERIFY(oci);
    QCOMPARE(oci->onDemandPerGpuHour(), std::optional<double>(6.00));
    QCOMPARE(oci->onDemand.observedOn, QStringLiteral("2026-11-27")); // each row its own day
    const OfferView *p5 = find("aws", "p5.48xlarge");
    QVERIFY(p5);
    QCOMPARE(p5->gpuKey.startsWith(QLatin1String("nvidia-h100")), true);
    QSqlQuery q(catalog.database());
    QVERIFY(q.exec(QStringLiteral("SELECT p.amount, p.observed_on FROM price p JOIN offering o ON o.id = p.offering_id"
                                  " WHERE o.instance_type = 'p5.48xlarge' AND p.kind = 'reserved' AND p.term_months = 12")));
    QVERIFY(q.next());
    QCOMPARE(std::round(q.value(0).toDouble() * 100) / 100, 50.00);
    QCOMPARE(q.value(1).toString(), QStringLiteral("2026-11-28"));
}

void TestOpenComputePrices::providerNamesMeetTheRatedProvider()
{
    // OpenComputePrices writes "voltagepark"; the catalog keys the ClusterMAX-rated provider
    // "Voltage Park" as voltage-park: its offers must land there, not under an unrated namesake.
    // The header of the project's data/*.csv files (31 columns, as schema.py writes them).
    const QByteArray header = "snapshot_date,snapshot_ts,source,provider,instance_type,instance_family,gpu_name,gpu_variant,"
                              "gpu_memory_gb,gpu_count,gpu_interconnect,vcpus,ram_gb,storage_desc,network_desc,region,zone,country,"
                              "geo_group,pricing_type,commitment_period,price_per_hour,price_per_gpu_hour,currency,price_unit,"
                              "available,available_count,os,tenancy,pre_installed_sw,raw_extra\n";
    const QList<std::pair<QByteArray, QString>> names { { "voltagepark", QStringLiteral("voltage-park") },
        { "gmicloud", QStringLiteral("gmi-cloud") }, { "denvr", QStringLiteral("denvr-dataworks") },
        { "crusoe", QStringLiteral("crusoe") } };
    for (const auto &[name, key] : names) {
        QByteArray row = header;
        row += "2026-03-22,2026-03-22T23:57:11Z," + name + "," + name
            + ",H100,,H100,,,1,,,,,,,,,,on_demand,,1.99,1.99,USD,hour,True,,,,,\n";
        const ReadResult r = readers::readOpenComputePrices(row);
        QVERIFY2(r.fatalError.isEmpty() && r.records.size() == 1, qPrintable(r.fatalError));
        QCOMPARE(r.records.first().providerKey, key);
    }
}

QTEST_GUILESS_MAIN(TestOpenComputePrices)
#include "tst_opencomputeprices.moc"
