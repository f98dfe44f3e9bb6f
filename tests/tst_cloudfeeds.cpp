// Azure Retail Prices, OCI price list and Google Cloud Billing Catalog documents
// (models/import/FeedReaders.h). Fixtures in tests/data/feeds/ (fixture values, see its README).
#include "FeedTestSupport.h"

#include "import/FeedInstanceTypes.h"
#include "import/FeedReaders.h"
#include "import/OfferReaders.h"

using namespace cg;
using cgtest::cents;

class TestCloudFeeds : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { cgtest::initHermetic(); }
    void init();
    void cleanup();

    void azurePagesGiveOnDemandSpotAndReservedPerHour();
    void azureLowPriorityIsSpotOnlyWithoutASpotMeter();
    void azureSinglePageAndBadDocuments();
    void ociGpuPartsArePerGpuHourInAllRegions();
    void gcpMachineTypesAreComposedFromTheirSkus();
    void gcpMachineTypeMissingAPartIsNotPriced();
    void instanceTypeTablesGiveTheVendorFigures_data();
    void instanceTypeTablesGiveTheVendorFigures();
    void wrongDocumentsNameWhatWasExpected_data();
    void wrongDocumentsNameWhatWasExpected();

private:
    ImportReport importFeed(const char *name, const QString &format = {});

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Catalog> m_catalog;
};

void TestCloudFeeds::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_catalog = std::make_unique<Catalog>(m_dir->filePath(QStringLiteral("c.sqlite")));
    QString error;
    QVERIFY2(cgtest::openReferenceCatalog(*m_catalog, &error), qPrintable(error));
}

void TestCloudFeeds::cleanup()
{
    m_catalog.reset();
    m_dir.reset();
}

ImportReport TestCloudFeeds::importFeed(const char *name, const QString &format)
{
    ImportOptions o;
    o.format = format;
    o.importedOn = QStringLiteral("2026-12-01");
    return Importer(*m_catalog).importFile(cgtest::feed(name), o);
}

void TestCloudFeeds::azurePagesGiveOnDemandSpotAndReservedPerHour()
{
    const ImportReport r = importFeed("azure-retail-pages.json");
    QVERIFY2(r.ok(), qPrintable(r.text()));
    QCOMPARE(r.format, QStringLiteral("azure-retail-json"));
    QCOMPARE(r.providerKey, QStringLiteral("azure"));
    QCOMPARE(r.rowsRead, 11); // 7 items on page 1, 4 on page 2
    QCOMPARE(r.asOf, QStringLiteral("2026-11-01")); // the newest effectiveStartDate
    QCOMPARE(r.excluded.value(QStringLiteral("Windows meter (productName contains Windows)")), 1);
    QCOMPARE(r.excluded.value(QStringLiteral("type DevTestConsumption, not Consumption or Reservation")), 1);
    QCOMPARE(r.excluded.value(QStringLiteral("isPrimaryMeterRegion false (a duplicate meter)")), 1);
    QCOMPARE(r.skippedCpuOnly, 1); // Standard_D2s_v3
    QCOMPARE(r.rejected, 1); // unitOfMeasure "10 Hours"
    QVERIFY2(r.text().contains(QLatin1String("unitOfMeasure '10 Hours' is not 1 Hour")), qPrintable(r.text()));
    QVERIFY(r.text().contains(QStringLiteral("per hour = retailPrice / (term years × 8760 h)")));

    const QList<OfferView> azure = cgtest::offersOf(*m_catalog, QStringLiteral("azure"));
    QCOMPARE(azure.size(), 2);
    const OfferView *h100 = cgtest::findOffer(azure, QStringLiteral("Standard_ND96isr_H100_v5"), QStringLiteral("eastus"));
    QVERIFY(h100);
    QCOMPARE(cents(h100->onDemandPerGpuHour()), 12.29); // 98.32 / 8
    QCOMPARE(cents(h100->spotPerGpuHour()), 4.92); // 39.328 / 8 = 4.916
    QCOMPARE(h100->onDemand.observedOn, QStringLiteral("2026-10-01"));
    QVERIFY2(h100->gpuKey.contains(QLatin1String("h100")), qPrintable(h100->gpuKey));
    QString note;
    // Reservation retailPrice is per term: 613200 / (1 × 8760) = 70.00 per hour, / 8 = 8.75.
    QCOMPARE(cgtest::reservedPerGpuCents(*m_catalog, *h100, 12, nullptr, &note), 8.75);
    QVERIFY2(note.contains(QStringLiteral("retailPrice 613200 USD for the term / (1 × 8760 h) = 70 per hour")), qPrintable(note));
    // 946080 / (3 × 8760) = 36.00 per hour, / 8 = 4.50.
    QCOMPARE(cgtest::reservedPerGpuCents(*m_catalog, *h100, 36), 4.50);
}

void TestCloudFeeds::azureLowPriorityIsSpotOnlyWithoutASpotMeter()
{
    const ImportReport r = importFeed("azure-retail-pages.json");
    QVERIFY2(r.ok(), qPrintable(r.text()));
    const QList<OfferView> azure = cgtest::offersOf(*m_catalog, QStringLiteral("azure"));
    const OfferView *a100 = cgtest::findOffer(azure, QStringLiteral("Standard_NC24ads_A100_v4"), QStringLiteral("eastus"));
    QVERIFY(a100);
    QCOMPARE(cents(a100->onDemandPerGpuHour()), 3.67); // 3.673 / 1
    QCOMPARE(cents(a100->spotPerGpuHour()), 0.73); // Low Priority 0.7346, no Spot meter
    QVERIFY(a100->spot.note.contains(QLatin1String("Low Priority meter, taken as the spot price")));
    QCOMPARE(a100->onDemand.observedOn, QStringLiteral("2026-11-01"));
}

void TestCloudFeeds::azureSinglePageAndBadDocuments()
{
    const ReadResult one = readers::readAzureRetailJson(cgtest::feedBytes("azure-retail-page.json"));
    QVERIFY2(one.fatalError.isEmpty(), qPrintable(one.fatalError));
    QCOMPARE(one.records.size(), 1);
    QCOMPARE(one.records.first().prices.size(), 2); // on-demand and spot
    // A page whose NextPageLink is still set says the answer is incomplete.
    QByteArray first = cgtest::feedBytes("azure-retail-pages.json");
    const ReadResult pages = readers::readAzureRetailJson(first);
    QVERIFY(!pages.notes.join(QLatin1Char(' ')).contains(QLatin1String("NextPageLink is not null")));
    QByteArray cut = R"({"Items": [], "NextPageLink": "https://prices.azure.com/api/retail/prices?$skip=1000"})";
    QVERIFY(readers::readAzureRetailJson(cut).notes.join(QLatin1Char(' ')).contains(QLatin1String("NextPageLink is not null")));
    // A page nested too deep for the JSON parser is still named as Azure's, with the parser's reason.
    const int depth = 100000;
    const QByteArray deep = QByteArray(R"({"Items": )") + QByteArray(depth, '[') + QByteArray(depth, ']') + R"(, "NextPageLink": null})";
    QCOMPARE(readers::detectFormat(deep), QStringLiteral("azure-retail-json"));
    const ReadResult tooDeep = readers::readAzureRetailJson(deep);
    QVERIFY2(tooDeep.fatalError.startsWith(QLatin1String("not an Azure Retail Prices document: invalid or truncated JSON at byte")),
        qPrintable(tooDeep.fatalError));
    QVERIFY(tooDeep.records.isEmpty());
}

void TestCloudFeeds::ociGpuPartsArePerGpuHourInAllRegions()
{
    const ImportReport r = importFeed("oci-products.json");
    QVERIFY2(r.ok(), qPrintable(r.text()));
    QCOMPARE(r.providerKey, QStringLiteral("oci"));
    QCOMPARE(r.asOf, QStringLiteral("2026-11-25")); // lastUpdated
    QCOMPARE(r.rowsRead, 5);
    QCOMPARE(r.skippedCpuOnly, 1); // the OCPU part
    QCOMPARE(r.excluded.value(QStringLiteral("GPU part whose GPU has no shape in the sourced table")), 1);
    const QList<OfferView> oci = cgtest::offersOf(*m_catalog, QStringLiteral("oci"));
    QCOMPARE(oci.size(), 5); // BM.GPU.H100.8, three A10 shapes, BM.GPU.L40S.4
    const OfferView *h100 = cgtest::findOffer(oci, QStringLiteral("BM.GPU.H100.8"), readers::allRegions());
    QVERIFY(h100);
    QCOMPARE(cents(h100->onDemand.amount), 80.00); // 10.00 per GPU-hour × 8
    QCOMPARE(cents(h100->onDemandPerGpuHour()), 10.00);
    QCOMPARE(h100->onDemand.observedOn, QStringLiteral("2026-11-25"));
    for (const auto &[shape, perInstance] :
        { std::pair { "VM.GPU.A10.1", 2.0 }, std::pair { "VM.GPU.A10.2", 4.0 }, std::pair { "BM.GPU.A10.4", 8.0 } }) {
        const OfferView *a10 = cgtest::findOffer(oci, QLatin1String(shape), readers::allRegions());
        QVERIFY2(a10, shape);
        QCOMPARE(cents(a10->onDemand.amount), perInstance);
        QCOMPARE(cents(a10->onDemandPerGpuHour()), 2.00);
        QVERIFY2(!a10->gpuKey.startsWith(QLatin1String("nvidia-a100")), qPrintable(a10->gpuKey)); // "A10" is not "A100"
    }
    const OfferView *l40s = cgtest::findOffer(oci, QStringLiteral("BM.GPU.L40S.4"), readers::allRegions());
    QVERIFY(l40s);
    QCOMPARE(l40s->onDemand.currency, QStringLiteral("USD")); // USD chosen over the JPY localization
    QCOMPARE(cents(l40s->onDemandPerGpuHour()), 3.50);
}

void TestCloudFeeds::gcpMachineTypesAreComposedFromTheirSkus()
{
    const ImportReport r = importFeed("gcp-skus-pages.json");
    QVERIFY2(r.ok(), qPrintable(r.text()));
    QCOMPARE(r.providerKey, QStringLiteral("gcp"));
    QCOMPARE(r.rowsRead, 14);
    QCOMPARE(r.asOf, QStringLiteral("2026-11-20")); // effectiveTime
    const QList<OfferView> gcp = cgtest::offersOf(*m_catalog, QStringLiteral("gcp"));
    // A2 high/mega (5 types) in us-central1 and europe-west4, G2 (8 types) in us-central1.
    QCOMPARE(gcp.size(), 18);
    const OfferView *a2 = cgtest::findOffer(gcp, QStringLiteral("a2-highgpu-1g"), QStringLiteral("us-central1"));
    QVERIFY(a2);
    // 12 × 0.031611 + 85 × 0.004237 + 1 × 2.933908 = 3.673385
    QCOMPARE(cents(a2->onDemandPerGpuHour()), 3.67);
    QVERIFY2(a2->onDemand.note.contains(QStringLiteral("12 vCPUs × 0.031611 (F1X0-A2C0-0001")), qPrintable(a2->onDemand.note));
    // Spot: 12 × 0.00948 + 85 × 0.00127 + 1.1 = 1.32171
    QCOMPARE(cents(a2->spotPerGpuHour()), 1.32);
    // Commit1Yr: 12 × 0.019915 + 85 × 0.002669 + 1.848362 = 2.314207
    QCOMPARE(cgtest::reservedPerGpuCents(*m_catalog, *a2, 12), 2.31);
    QCOMPARE(a2->vcpus, std::optional<double>(12));
    QCOMPARE(a2->ramGib, std::optional<double>(85));
    // 16 GPUs: (96 × 0.031611 + 1360 × 0.004237 + 16 × 2.933908) / 16 = 55.739504 / 16 = 3.48
    const OfferView *mega = cgtest::findOffer(gcp, QStringLiteral("a2-megagpu-16g"), QStringLiteral("us-central1"));
    QVERIFY(mega);
    QCOMPARE(cents(mega->onDemandPerGpuHour()), 3.48);
    // The GPU's commitment SKU lists only us-central1: no committed price in europe-west4.
    const OfferView *eu = cgtest::findOffer(gcp, QStringLiteral("a2-highgpu-1g"), QStringLiteral("europe-west4"));
    QVERIFY(eu);
    QCOMPARE(cgtest::reservedPerGpuCents(*m_catalog, *eu, 12), -1.0);
    // G2: 4 × 0.02499 + 16 × 0.002928 + 0.56004 = 0.706848; g2-standard-24 (2 GPUs) 2.000928 / 2.
    QCOMPARE(cents(cgtest::findOffer(gcp, QStringLiteral("g2-standard-4"), QStringLiteral("us-central1"))->onDemandPerGpuHour()), 0.71);
    QCOMPARE(cents(cgtest::findOffer(gcp, QStringLiteral("g2-standard-24"), QStringLiteral("us-central1"))->onDemandPerGpuHour()), 1.00);
}

void TestCloudFeeds::gcpMachineTypeMissingAPartIsNotPriced()
{
    const ReadResult read = readers::readGcpSkusJson(cgtest::feedBytes("gcp-skus-pages.json"));
    QVERIFY2(read.fatalError.isEmpty(), qPrintable(read.fatalError));
    for (const OfferRecord &o : read.records) {
        QVERIFY2(!o.instanceType.startsWith(QLatin1String("a2-ultragpu")), qPrintable(o.instanceType)); // no A100 80GB SKU
        QVERIFY2(!o.instanceType.startsWith(QLatin1String("a3-")), qPrintable(o.instanceType)); // no A3 SKUs
    }
    // Every table row names a sourced page and adds up.
    QVERIFY(readers::gcpMachineTypesUrl().startsWith(QLatin1String("https://cloud.google.com/")));
    QCOMPARE(readers::gcpMachineTypes().size(), 23);
}

void TestCloudFeeds::instanceTypeTablesGiveTheVendorFigures_data()
{
    QTest::addColumn<QString>("vendor");
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<double>("count");
    QTest::addColumn<double>("memoryGb");
    QTest::addColumn<double>("vcpus");
    QTest::addColumn<double>("ramGib");
    // Rows of the vendors' spec tables (AWS accelerated computing "Performance specifications";
    // Microsoft's size tables), as quoted in FeedInstanceTypes.cpp.
    QTest::newRow("p5.48xlarge") << QStringLiteral("aws") << QStringLiteral("p5.48xlarge") << QStringLiteral("H100 SXM") << 8.0 << 80.0
                                 << 192.0 << 2048.0;
    QTest::newRow("p6-b300") << QStringLiteral("aws") << QStringLiteral("p6-b300.48xlarge") << QStringLiteral("B300") << 8.0 << 268.0
                             << 192.0 << 4096.0;
    QTest::newRow("p6e-gb200") << QStringLiteral("aws") << QStringLiteral("p6e-gb200.36xlarge") << QStringLiteral("GB200") << 4.0 << 185.0
                               << 144.0 << 960.0;
    QTest::newRow("g7e.12xlarge") << QStringLiteral("aws") << QStringLiteral("g7e.12xlarge") << QStringLiteral("RTX PRO Server 6000") << 2.0
                                  << 96.0 << 48.0 << 512.0;
    QTest::newRow("g4dn.16xlarge is one T4") << QStringLiteral("aws") << QStringLiteral("g4dn.16xlarge") << QStringLiteral("T4") << 1.0
                                             << 16.0 << 64.0 << 256.0;
    QTest::newRow("ND H100 v5 has 8 GPUs") << QStringLiteral("azure") << QStringLiteral("Standard_ND96isr_H100_v5")
                                           << QStringLiteral("H100 SXM") << 8.0 << 80.0 << 96.0 << 1900.0;
    QTest::newRow("NDm A100 v4 1900 GiB") << QStringLiteral("azure") << QStringLiteral("Standard_ND96amsr_A100_v4")
                                          << QStringLiteral("A100 SXM4") << 8.0 << 80.0 << 96.0 << 1900.0;
    QTest::newRow("NV72ads A10 v5") << QStringLiteral("azure") << QStringLiteral("Standard_NV72ads_A10_v5") << QStringLiteral("A10") << 2.0
                                    << 24.0 << 72.0 << 880.0;
    QTest::newRow("ND40rs v2") << QStringLiteral("azure") << QStringLiteral("Standard_ND40rs_v2") << QStringLiteral("V100") << 8.0 << 32.0
                               << 40.0 << 672.0;
}

void TestCloudFeeds::instanceTypeTablesGiveTheVendorFigures()
{
    QFETCH(QString, vendor);
    QFETCH(QString, type);
    QFETCH(QString, gpu);
    QFETCH(double, count);
    QFETCH(double, memoryGb);
    QFETCH(double, vcpus);
    QFETCH(double, ramGib);
    const auto g = vendor == QLatin1String("aws") ? readers::awsInstanceTypeGpu(type) : readers::azureSkuGpu(type);
    QVERIFY(g);
    QCOMPARE(g->gpuName, gpu);
    QCOMPARE(*g->gpuCount, count);
    QCOMPARE(*g->gpuMemoryGb, memoryGb);
    QCOMPARE(*g->vcpus, vcpus);
    QCOMPARE(*g->ramGib, ramGib);
    QVERIFY(g->sourceUrl.startsWith(QLatin1String("https://")));
    // Fractional sizes are not whole-GPU rows: they stay unknown.
    QVERIFY(!readers::azureSkuGpu(QStringLiteral("Standard_NV12ads_A10_v5")));
    QVERIFY(!readers::awsInstanceTypeGpu(QStringLiteral("g6f.large")));
}

void TestCloudFeeds::wrongDocumentsNameWhatWasExpected_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("error");
    const QByteArray azure = cgtest::feedBytes("azure-retail-page.json");
    QTest::newRow("azure truncated") << "azure-retail-json" << azure.left(azure.size() - 40)
                                     << "not an Azure Retail Prices document: invalid or truncated JSON at byte";
    QTest::newRow("azure without Items") << "azure-retail-json" << QByteArray(R"({"items": []})")
                                         << "not an Azure Retail Prices document: no 'Items' array";
    QTest::newRow("oci without items") << "oci-price-json" << QByteArray(R"({"lastUpdated": "2026-11-25"})")
                                       << "not an OCI price list: no 'items' array";
    QTest::newRow("gcp without skus") << "gcp-skus-json" << QByteArray(R"([{"skus": []}, {"services": []}])")
                                      << "not a Cloud Billing Catalog SKU list: no 'skus' array";
    const QByteArray gcp = cgtest::feedBytes("gcp-skus-pages.json");
    QTest::newRow("gcp truncated") << "gcp-skus-json" << gcp.left(gcp.size() / 3) << "invalid or truncated JSON";
}

void TestCloudFeeds::wrongDocumentsNameWhatWasExpected()
{
    QFETCH(QString, format);
    QFETCH(QByteArray, bytes);
    QFETCH(QString, error);
    ImportOptions o;
    o.format = format;
    const qsizetype runs = m_catalog->importRuns().size();
    const qsizetype offers = m_catalog->offers().size();
    const ImportReport r = Importer(*m_catalog).importBytes(bytes, QStringLiteral("doc.json"), o);
    QVERIFY(!r.ok());
    QVERIFY2(r.error.contains(error), qPrintable(r.error));
    QCOMPARE(m_catalog->importRuns().size(), runs);
    QCOMPARE(m_catalog->offers().size(), offers);
}

QTEST_GUILESS_MAIN(TestCloudFeeds)
#include "tst_cloudfeeds.moc"
