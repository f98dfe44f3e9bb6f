// The price-API formats of Alibaba, Tencent and Huawei Cloud (models/import/PriceApiReaders.h),
// read from the fixtures in tests/data/price-api/ (fixture values, see its README).
#include "TestSupport.h"

#include "CommandLine.h"
#include "import/Importer.h"
#include "import/OfferReaders.h"
#include "import/PriceApiInstanceTypes.h"
#include "import/PriceApiReaders.h"

#include <QFile>
#include <QTextStream>

#include <cmath>

using namespace cg;

class TestPriceApi : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { cgtest::initHermetic(); }
    void init();
    void cleanup();

    void formatsAreDetectedFromTheContent();
    void instanceTypeTablesGiveTheSourcedGpus_data();
    void instanceTypeTablesGiveTheSourcedGpus();
    void alibabaListPriceIsOnDemandAndTheTradePriceIsInTheNote();
    void tencentUnitPriceIsOnDemandOrSpotPerHour();
    void huaweiOfficialPriceIsPerHourAndMatchedById();
    void vendorErrorsRefuseTheFileWithTheVendorsMessage_data();
    void vendorErrorsRefuseTheFileWithTheVendorsMessage();
    void malformedJsonNamesTheByteOffset();
    void aBareResponseIsRefusedWithTheWrapperToUse();
    void cliImportsWithAnExplicitFormat();

private:
    ImportReport importFixture(const char *name, const QString &format = {});
    QList<OfferView> offersOf(const QString &provider) const;
    static const OfferView *find(const QList<OfferView> &offers, const QString &instance);
    static double cents(std::optional<double> v) { return v ? std::round(*v * 100.0) / 100.0 : -1.0; }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Catalog> m_catalog;
};

void TestPriceApi::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_catalog = std::make_unique<Catalog>(m_dir->filePath(QStringLiteral("c.sqlite")));
    QString error;
    QVERIFY2(cgtest::openReferenceCatalog(*m_catalog, &error), qPrintable(error));
}

void TestPriceApi::cleanup()
{
    m_catalog.reset();
    m_dir.reset();
}

ImportReport TestPriceApi::importFixture(const char *name, const QString &format)
{
    QFile f(cgtest::testData("price-api/") + QLatin1String(name));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", name);
    ImportOptions o;
    o.format = format;
    o.asOf = QStringLiteral("2026-11-30");
    o.sourceUrl = QStringLiteral("test://price-api");
    return Importer(*m_catalog).importBytes(f.readAll(), QLatin1String(name), o);
}

QList<OfferView> TestPriceApi::offersOf(const QString &provider) const
{
    QList<OfferView> out;
    for (const OfferView &o : m_catalog->offers())
        if (o.providerKey == provider)
            out.append(o);
    return out;
}

const OfferView *TestPriceApi::find(const QList<OfferView> &offers, const QString &instance)
{
    for (const OfferView &o : offers)
        if (o.instanceType == instance)
            return &o;
    return nullptr;
}

void TestPriceApi::formatsAreDetectedFromTheContent()
{
    for (const auto &[file, format] :
        { std::pair { "alibaba-describeprice.json", "alibaba-price-json" }, std::pair { "alibaba-error.json", "alibaba-price-json" },
            std::pair { "tencent-inquiryprice.json", "tencent-price-json" }, std::pair { "tencent-error.json", "tencent-price-json" },
            std::pair { "huawei-ondemand-ratings.json", "huawei-price-json" }, std::pair { "huawei-error.json", "huawei-price-json" } }) {
        QFile f(cgtest::testData("price-api/") + QLatin1String(file));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(readers::detectFormat(f.readAll()), QString::fromLatin1(format));
    }
    // A gpuhunt TPU table is still a TPU table.
    const QByteArray tpu = R"json({"TPU v6e": {"us-east1": {"On Demand (USD)": 2.7}}})json";
    QCOMPARE(readers::detectFormat(tpu), QStringLiteral("gpuhunt-tpu-json"));
    QCOMPARE(readers::providerOfPriceApiFormat(QStringLiteral("huawei-price-json")), QStringLiteral("huawei"));
}

void TestPriceApi::instanceTypeTablesGiveTheSourcedGpus_data()
{
    QTest::addColumn<QString>("vendor");
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("gpu"); // empty: the table does not know the type
    QTest::addColumn<double>("count"); // -1: count unknown
    QTest::addColumn<double>("vcpus"); // -1: not stated
    // Alibaba: family from the naming page, count = vCPUs (xlarge = 4) x g / c.
    QTest::newRow("gn6v 64 vCPU at 8:1") << "alibaba"
                                         << "ecs.gn6v-c8g1.16xlarge"
                                         << "V100" << 8.0 << 64.0;
    QTest::newRow("gn6e 96 vCPU at 12:1") << "alibaba"
                                          << "ecs.gn6e-c12g1.24xlarge"
                                          << "V100" << 8.0 << 96.0;
    QTest::newRow("gn6i 4 vCPU at 4:1") << "alibaba"
                                        << "ecs.gn6i-c4g1.xlarge"
                                        << "T4" << 1.0 << 4.0;
    QTest::newRow("gn7i 128 vCPU at 32:1") << "alibaba"
                                           << "ecs.gn7i-c32g1.32xlarge"
                                           << "A10" << 4.0 << 128.0;
    QTest::newRow("gn7i without a ratio") << "alibaba"
                                          << "ecs.gn7i.2xlarge"
                                          << "A10" << -1.0 << 8.0;
    // A name implying more GPUs than any instance sells gives no count (and no overflowing cast:
    // 4 x 999999999 vCPUs x 999999999 / 1 is far past an int; found by fuzzing).
    QTest::newRow("gn7i implausible ratio") << "alibaba"
                                            << "ecs.gn7i-c1g999999999.999999999xlarge"
                                            << "A10" << -1.0 << 3999999996.0;
    QTest::newRow("gn7 not on the page") << "alibaba"
                                         << "ecs.gn7-c12g1.3xlarge"
                                         << "" << -1.0 << -1.0;
    QTest::newRow("not an ECS name") << "alibaba"
                                     << "gn7i-c8g1"
                                     << "" << -1.0 << -1.0;
    // Tencent: one row per instance type of the price overview page; case does not matter.
    QTest::newRow("GT4 8 GPUs") << "tencent"
                                << "gt4.41xlarge948"
                                << "A100-SXM4-40GB" << 8.0 << 164.0;
    QTest::newRow("GN7 fractional type left out") << "tencent"
                                                  << "GN7.LARGE20"
                                                  << "" << -1.0 << -1.0;
    // Huawei: P2s and P3 flavour tables.
    QTest::newRow("p2s.16xlarge.8") << "huawei"
                                    << "p2s.16xlarge.8"
                                    << "V100 PCIe" << 8.0 << 64.0;
    QTest::newRow("p3.2xlarge.8") << "huawei"
                                  << "p3.2xlarge.8"
                                  << "A100 80GB" << 1.0 << 8.0;
    QTest::newRow("p2v not in the table") << "huawei"
                                          << "p2v.2xlarge.8"
                                          << "" << -1.0 << -1.0;
}

void TestPriceApi::instanceTypeTablesGiveTheSourcedGpus()
{
    QFETCH(QString, vendor);
    QFETCH(QString, type);
    QFETCH(QString, gpu);
    QFETCH(double, count);
    QFETCH(double, vcpus);
    const std::optional<readers::InstanceTypeGpu> g = vendor == QLatin1String("alibaba") ? readers::alibabaInstanceTypeGpu(type)
        : vendor == QLatin1String("tencent")                                             ? readers::tencentInstanceTypeGpu(type)
                                                                                         : readers::huaweiFlavorGpu(type);
    QCOMPARE(g.has_value(), !gpu.isEmpty());
    if (!g)
        return;
    QCOMPARE(g->gpuName, gpu);
    QCOMPARE(g->gpuCount.value_or(-1.0), count);
    QCOMPARE(g->vcpus.value_or(-1.0), vcpus);
    QVERIFY(g->sourceUrl.startsWith(QLatin1String("https://")));
}

void TestPriceApi::alibabaListPriceIsOnDemandAndTheTradePriceIsInTheNote()
{
    const ImportReport r = importFixture("alibaba-describeprice.json");
    QVERIFY2(r.ok(), qPrintable(r.text()));
    QCOMPARE(r.format, QStringLiteral("alibaba-price-json"));
    QCOMPARE(r.providerKey, QStringLiteral("alibaba"));
    QCOMPARE(r.rowsRead, 4);
    QCOMPARE(r.rejected, 1); // entry 4 asks for PriceUnit Month
    QVERIFY2(r.text().contains(QLatin1String("entry 4: request.PriceUnit is 'Month'")), qPrintable(r.text()));
    const QList<OfferView> offers = offersOf(QStringLiteral("alibaba"));
    QCOMPARE(offers.size(), 3);

    // Entry 2: CNY 34.74/h list for 2 x A10 (64 vCPUs at vCPU:GPU 32:1) = 17.37 per GPU-hour.
    const OfferView *two = find(offers, QStringLiteral("ecs.gn7i-c32g1.16xlarge"));
    QVERIFY(two);
    QCOMPARE(two->region, QStringLiteral("cn-beijing"));
    QCOMPARE(cents(two->onDemand.amount), 34.74);
    QCOMPARE(two->onDemand.currency, QStringLiteral("CNY"));
    QCOMPARE(two->gpuCount, std::optional<double>(2.0));
    QCOMPARE(cents(two->onDemandPerGpuHour()), 17.37);
    QVERIFY(two->gpuKey.startsWith(QLatin1String("nvidia-a10")));
    QVERIFY2(two->onDemand.note.contains(QLatin1String("TradePrice 31.27 (DiscountPrice 3.47 off)")), qPrintable(two->onDemand.note));
    QVERIFY(two->onDemand.note.contains(QStringLiteral("合同优惠_整单_9折")));
    QCOMPARE(two->onDemand.asOf, QStringLiteral("2026-11-30")); // no observed_on: the import's date

    // Entry 1: the instance type's own line (11.97), not the order with its system disk (12.03).
    const OfferView *one = find(offers, QStringLiteral("ecs.gn7i-c8g1.2xlarge"));
    QVERIFY(one);
    QCOMPARE(one->region, QStringLiteral("cn-hangzhou-i"));
    QCOMPARE(cents(one->onDemand.amount), 11.97);
    QCOMPARE(cents(one->onDemandPerGpuHour()), 11.97);
    QCOMPARE(one->onDemand.asOf, QStringLiteral("2026-11-28")); // the entry's observed_on
    QCOMPARE(one->onDemand.observedOn, QStringLiteral("2026-11-28")); // and its observation date
    QVERIFY(one->onDemand.note.contains(QLatin1String("TradePrice 10.77")));

    // Entry 3: gn7e is not named by the naming page: imported, GPU unknown, flagged.
    const OfferView *unknown = find(offers, QStringLiteral("ecs.gn7e-c16g1.4xlarge"));
    QVERIFY(unknown);
    QVERIFY(unknown->gpuKey.isEmpty());
    QVERIFY(!unknown->gpuCount);
    QVERIFY(unknown->flags.contains(QLatin1String("gpu_unknown")));
    QVERIFY(unknown->flags.contains(QLatin1String("unmapped_gpu")));
    QCOMPARE(cents(unknown->onDemand.amount), 40.50);
}

void TestPriceApi::tencentUnitPriceIsOnDemandOrSpotPerHour()
{
    const ImportReport r = importFixture("tencent-inquiryprice.json");
    QVERIFY2(r.ok(), qPrintable(r.text()));
    QCOMPARE(r.providerKey, QStringLiteral("tencent"));
    QCOMPARE(r.rowsRead, 4);
    QCOMPARE(r.rejected, 1); // entry 4 is PREPAID
    QVERIFY2(r.text().contains(QLatin1String("entry 4: request.InstanceChargeType is PREPAID")), qPrintable(r.text()));
    const QList<OfferView> offers = offersOf(QStringLiteral("tencent"));
    QCOMPARE(offers.size(), 3);

    // GT4.8XLARGE192: 2 x A100 40GB (price overview page); CNY 60.12/h → 30.06 per GPU-hour.
    const OfferView *gt4 = find(offers, QStringLiteral("GT4.8XLARGE192"));
    QVERIFY(gt4);
    QCOMPARE(gt4->region, QStringLiteral("ap-beijing-5"));
    QCOMPARE(cents(gt4->onDemand.amount), 60.12);
    QCOMPARE(gt4->gpuKey, QStringLiteral("nvidia-a100-sxm4-40gb"));
    QCOMPARE(cents(gt4->onDemandPerGpuHour()), 30.06);
    QCOMPARE(gt4->onDemand.currency, QStringLiteral("CNY"));
    QVERIFY(gt4->flags.contains(QLatin1String("currency_assumed")));
    QVERIFY2(gt4->onDemand.note.contains(QLatin1String("UnitPriceDiscount 48.1 (Discount 80)")), qPrintable(gt4->onDemand.note));
    QCOMPARE(gt4->onDemand.asOf, QStringLiteral("2026-11-29"));

    // GN7.2XLARGE32 priced as SPOTPAID, without the "Response" wrapper: a spot price only.
    const OfferView *gn7 = find(offers, QStringLiteral("GN7.2XLARGE32"));
    QVERIFY(gn7);
    QVERIFY(!gn7->onDemand.present);
    QCOMPARE(cents(gn7->spot.amount), 2.65);
    QCOMPARE(cents(gn7->spotPerGpuHour()), 2.65);

    // The docs' own example (S5.16XLARGE256, UnitPrice 16.09): no GPU in the table, flagged.
    const OfferView *s5 = find(offers, QStringLiteral("S5.16XLARGE256"));
    QVERIFY(s5);
    QCOMPARE(cents(s5->onDemand.amount), 16.09);
    QVERIFY(s5->flags.contains(QLatin1String("gpu_unknown")));
    QVERIFY(!s5->onDemandPerGpuHour());
}

void TestPriceApi::huaweiOfficialPriceIsPerHourAndMatchedById()
{
    const ImportReport r = importFixture("huawei-ondemand-ratings.json");
    QVERIFY2(r.ok(), qPrintable(r.text()));
    QCOMPARE(r.providerKey, QStringLiteral("huawei"));
    QCOMPARE(r.rejected, 1); // the volume (product id 3) is not a VM
    QVERIFY2(r.text().contains(QLatin1String("product_infos id '3': hws.service.type.ebs / hws.resource.type.volume is not an ECS VM")),
        qPrintable(r.text()));
    const QList<OfferView> offers = offersOf(QStringLiteral("huawei"));
    QCOMPARE(offers.size(), 4);

    const OfferView *p2s = find(offers, QStringLiteral("p2s.2xlarge.8"));
    QVERIFY(p2s);
    QCOMPARE(p2s->region, QStringLiteral("cn-north-4"));
    QCOMPARE(cents(p2s->onDemand.amount), 16.80);
    QCOMPARE(cents(p2s->onDemandPerGpuHour()), 16.80);
    QCOMPARE(p2s->gpuRawName, QStringLiteral("V100 PCIe"));
    QCOMPARE(p2s->onDemand.asOf, QStringLiteral("2026-11-30"));
    QVERIFY2(
        p2s->onDemand.note.contains(QLatin1String("this account's amount 15.12 (discount_amount 1.68)")), qPrintable(p2s->onDemand.note));

    // p3.8xlarge.8: 4 x A100 80GB, CNY 140.20/h → 35.05 per GPU-hour.
    const OfferView *p3 = find(offers, QStringLiteral("p3.8xlarge.8"));
    QVERIFY(p3);
    QCOMPARE(p3->gpuCount, std::optional<double>(4.0));
    QCOMPARE(cents(p3->onDemandPerGpuHour()), 35.05);

    // Entry 2 priced 24 hours: 806.40 / 24 = 33.60 per instance-hour, 2 GPUs → 16.80.
    const OfferView *day = find(offers, QStringLiteral("p2s.4xlarge.8"));
    QVERIFY(day);
    QCOMPARE(day->region, QStringLiteral("cn-east-3"));
    QCOMPARE(cents(day->onDemand.amount), 33.60);
    QCOMPARE(cents(day->onDemandPerGpuHour()), 16.80);

    const OfferView *cpu = find(offers, QStringLiteral("s6.large.2"));
    QVERIFY(cpu);
    QVERIFY(cpu->flags.contains(QLatin1String("gpu_unknown")));
    QCOMPARE(cents(cpu->onDemand.amount), 0.45);
}

void TestPriceApi::vendorErrorsRefuseTheFileWithTheVendorsMessage_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("provider");
    QTest::addColumn<QString>("message");
    QTest::newRow("alibaba")
        << "alibaba-error.json"
        << "alibaba"
        << "entry 1: Alibaba Cloud returned an error: InvalidInstanceType.ValueNotSupported: The specified InstanceType"
           " does not exist or beyond the permitted range.";
    QTest::newRow("tencent")
        << "tencent-error.json"
        << "tencent"
        << "entry 1: Tencent Cloud returned an error: InvalidParameterValue: The instance type GT4.9XLARGE1 is not sold";
    QTest::newRow("huawei") << "huawei-error.json"
                            << "huawei"
                            << "entry 1: Huawei Cloud returned an error: CBC.0101: Invalid parameter: region cn-north-9 not found.";
}

void TestPriceApi::vendorErrorsRefuseTheFileWithTheVendorsMessage()
{
    QFETCH(QString, file);
    QFETCH(QString, provider);
    QFETCH(QString, message);
    const ImportReport r = importFixture(file.toLatin1().constData());
    QVERIFY(!r.ok());
    QVERIFY2(r.error.startsWith(message), qPrintable(r.error));
    QVERIFY2(r.text().startsWith(file + QLatin1String(": import failed, nothing written: ")), qPrintable(r.text()));
    QVERIFY(offersOf(provider).isEmpty());
}

void TestPriceApi::malformedJsonNamesTheByteOffset()
{
    ImportOptions o;
    o.format = QStringLiteral("huawei-price-json");
    o.asOf = QStringLiteral("2026-11-30");
    const QByteArray broken = R"json([{"request": {"product_infos": []}, "response": {"amount": 1,}}])json";
    const ImportReport r = Importer(*m_catalog).importBytes(broken, QStringLiteral("broken.json"), o);
    QVERIFY(!r.ok());
    // Qt stops just past the '}' that follows the trailing comma: comma at byte 60, '}' at 61, offset 62.
    QCOMPARE(broken.indexOf(",}"), 60);
    QCOMPARE(r.error, QStringLiteral("not valid JSON: object is missing after a comma at byte 62"));
    QVERIFY(r.text().startsWith(QLatin1String("broken.json: import failed, nothing written: not valid JSON")));
}

void TestPriceApi::aBareResponseIsRefusedWithTheWrapperToUse()
{
    ImportOptions o;
    o.format = QStringLiteral("alibaba-price-json");
    o.asOf = QStringLiteral("2026-11-30");
    const QByteArray bare = R"json({"RequestId": "x", "PriceInfo": {"Price": {"OriginalPrice": 1, "Currency": "CNY"}}})json";
    const ImportReport r = Importer(*m_catalog).importBytes(bare, QStringLiteral("bare.json"), o);
    QVERIFY(!r.ok());
    QVERIFY2(r.error.contains(QLatin1String("a bare DescribePrice response names no instance type or region")), qPrintable(r.error));
    QVERIFY(offersOf(QStringLiteral("alibaba")).isEmpty());
}

void TestPriceApi::cliImportsWithAnExplicitFormat()
{
    const QString path = m_catalog->path();
    m_catalog.reset(); // the command opens the catalog itself
    QString out, err;
    QTextStream so(&out), se(&err);
    const int rc = CommandLine::run({ QStringLiteral("cloudgauge"), QStringLiteral("import"), QStringLiteral("--catalog"), path,
                                        QStringLiteral("--format"), QStringLiteral("tencent-price-json"), QStringLiteral("--as-of"),
                                        QStringLiteral("2026-11-30"), cgtest::testData("price-api/tencent-inquiryprice.json") },
        so, se);
    so.flush();
    se.flush();
    QCOMPARE(rc, 0);
    QVERIFY2(out.contains(QLatin1String("(tencent-price-json, provider tencent, as of 2026-11-30): 4 rows read; 3 GPU offers (3 new")),
        qPrintable(out));
    QVERIFY(err.isEmpty());
}

QTEST_GUILESS_MAIN(TestPriceApi)
#include "tst_priceapi.moc"
