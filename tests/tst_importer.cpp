#include "TestSupport.h"

#include "CommandLine.h"
#include "csv/CsvReader.h"
#include "import/Importer.h"
#include "import/Plausibility.h"
#include "scoring/Ranker.h"
#include "scoring/RankingSession.h"

#include <QDir>
#include <QFile>
#include <QSet>
#include <QSqlQuery>
#include <QTextStream>

using namespace cg;

class TestImporter : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { cgtest::initHermetic(); }
    void init();
    void cleanup();

    void cat01_duplicatesCollapseAndConflictsKeepTheFirstPrice();
    void cat01_reimportingTheSameFileChangesNothing();
    void cat03_perInstancePriceIsStoredAndPerGpuDerived();
    void cat03_gpuhuntTotalMemoryIsDividedAndFlagged();
    void cat06_zeroEmptyAndNanPricesAreNull();
    void absurdFiguresAreRejectedWithTheirLine();
    void deceptiveNamesAndWideTextAreRefused();
    void aDeviceWithoutEndIsReadOnlyToTheLimit();
    void cat07_namesMapAndUnknownNamesAreKept();
    void cat09_decimalCommaIsRejectedWithLineAndColumn();
    void cat09_parsingIsTheSameUnderAnyLocale();
    void cat09_exportRoundTripIsLossless();
    void aReservedTermMustBeWholeMonthsUpToTenYears();
    void cat10_badRowsAreListedAndGoodRowsImport();
    void cat10_aFailedFileLeavesOtherProvidersIntact();
    void cat11_olderSnapshotIsRefusedUnlessAllowed();
    void newCloudImportsEveryGpuRowToTheCent();
    void everyBundledSkyPilotFileImportsWithoutRejects();
    void fractionalGpuCountsStayFractional();
    void emptyPartsOfARegionAreDropped();
    void sqlInjectionTextIsStoredAsText();
    void tpuJsonWithEmptyNamesIsRejected();

private:
    ImportReport importText(const QByteArray &text, const QString &provider, const QString &asOf = QStringLiteral("2026-11-01"),
        const QString &format = {}, bool allowOlder = false);
    QList<OfferView> offersOf(const QString &provider) const;
    const OfferView *find(const QList<OfferView> &offers, const QString &instance, const QString &region = {}) const;
    int rowCount(const char *table) const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Catalog> m_catalog;
};

const QByteArray kHeader = "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,Price,SpotPrice,Region\n";

namespace {
/// The GPU offers a SkyPilot vms.csv holds, read from the file itself (not through the importer):
/// one per distinct (InstanceType, Region) among the rows that name an accelerator, a row without
/// a region counting as region "unknown". `brokered` are those whose instance type starts with
/// the name of the cloud that runs it ("aws_p5.48xlarge", "lambda__gpu_1x_h100").
struct SkyPilotGpuOffers
{
    QSet<QString> keys, brokered;
};

SkyPilotGpuOffers skyPilotGpuOffers(const QString &path)
{
    SkyPilotGpuOffers out;
    const CsvTable t = CsvReader::parseFile(path);
    const int cInstance = t.column(u"InstanceType"), cAccelerator = t.column(u"AcceleratorName"), cRegion = t.column(u"Region");
    for (const CsvRecord &r : t.records) {
        const QString instance = r.fields.value(cInstance).trimmed(), region = r.fields.value(cRegion).trimmed();
        if (instance.isEmpty() || r.fields.value(cAccelerator).trimmed().isEmpty())
            continue;
        const QString key = instance + QChar(0x1f) + (region.isEmpty() ? QStringLiteral("unknown") : region);
        out.keys.insert(key);
        if (instance.indexOf(QLatin1Char('_')) > 0)
            out.brokered.insert(key);
    }
    return out;
}
} // namespace

void TestImporter::init()
{
    CG_SKIP_WITHOUT_SERVER();
    m_dir = std::make_unique<QTemporaryDir>();
    QString error;
    const QString location = cgtest::newCatalogLocation(*m_dir, QStringLiteral("c.sqlite"), &error);
    QVERIFY2(!location.isEmpty(), qPrintable(error));
    m_catalog = std::make_unique<Catalog>(location);
    QVERIFY2(cgtest::openReferenceCatalog(*m_catalog, &error), qPrintable(error));
}

void TestImporter::cleanup()
{
    m_catalog.reset();
    m_dir.reset();
}

ImportReport TestImporter::importText(
    const QByteArray &text, const QString &provider, const QString &asOf, const QString &format, bool allowOlder)
{
    ImportOptions o;
    o.providerKey = provider;
    o.asOf = asOf;
    o.format = format;
    o.sourceUrl = QStringLiteral("test://") + provider;
    o.allowOlder = allowOlder;
    return Importer(*m_catalog).importBytes(text, QStringLiteral("test.csv"), o);
}

QList<OfferView> TestImporter::offersOf(const QString &provider) const
{
    QList<OfferView> out;
    for (const OfferView &o : m_catalog->offers())
        if (o.providerKey == provider)
            out.append(o);
    return out;
}

const OfferView *TestImporter::find(const QList<OfferView> &offers, const QString &instance, const QString &region) const
{
    for (const OfferView &o : offers)
        if (o.instanceType == instance && (region.isEmpty() || o.region == region))
            return &o;
    return nullptr;
}

int TestImporter::rowCount(const char *table) const
{
    QSqlQuery q(m_catalog->database());
    q.exec(QStringLiteral("SELECT COUNT(*) FROM ") + QLatin1String(table));
    return q.next() ? q.value(0).toInt() : -1;
}

void TestImporter::cat01_duplicatesCollapseAndConflictsKeepTheFirstPrice()
{
    const ImportReport r = importText(kHeader
            + "Standard_NC24ads_A100_v4,A100-80GB,1,24,220,,3.673,1.102,westus3\n"
              "Standard_NC24ads_A100_v4,A100-80GB,1,24,220,,7.346,1.102,westus3\n"
              "Standard_NC6s_v3,V100,1,6,112,,3.06,0.45,eastus\n"
              "Standard_NC6s_v3,V100,1,6,112,,3.06,0.45,eastus\n",
        QStringLiteral("azure"));
    QVERIFY2(r.ok(), qPrintable(r.text()));
    QCOMPARE(r.offersImported(), 2);
    QCOMPARE(r.duplicates, 1);
    QCOMPARE(r.conflicts, 1);
    QVERIFY2(r.text().contains(
                 QLatin1String("line 2 and line 3: instance Standard_NC24ads_A100_v4 in westus3: on_demand price 3.673 USD vs 7.346 USD")),
        qPrintable(r.text()));
    const auto offers = offersOf(QStringLiteral("azure"));
    QCOMPARE(offers.size(), 2);
    const OfferView *a100 = find(offers, QStringLiteral("Standard_NC24ads_A100_v4"));
    QVERIFY(a100);
    QCOMPARE(*a100->onDemand.amount, 3.673);
    QCOMPARE(*a100->spot.amount, 1.102);
    QVERIFY(a100->flags.contains(QLatin1String("conflict")));
    QCOMPARE(a100->gpuKey, QStringLiteral("nvidia-a100-sxm4-80gb"));
    // Ranked once, never twice.
    const auto ranked = RankingSession::rankOnce(m_catalog->offers(), {}, {}, Weights {});
    QCOMPARE(std::count_if(ranked.begin(), ranked.end(),
                 [](const RankedOffer &x) { return x.offer.instanceType == QLatin1String("Standard_NC24ads_A100_v4"); }),
        1);
}

void TestImporter::cat01_reimportingTheSameFileChangesNothing()
{
    const QByteArray file = kHeader + "gpu_1x_a10,A10,1,30,200,,0.75,,us-east-1\ngpu_8x_h100_sxm5,H100,8,208,1800,,23.92,,us-east-1\n";
    QVERIFY(importText(file, QStringLiteral("lambda")).ok());
    const int offers = rowCount("offering"), prices = rowCount("price"), runs = rowCount("import_run");
    const ImportReport again = importText(file, QStringLiteral("lambda"));
    QVERIFY(again.ok());
    QVERIFY(again.alreadyImported);
    QVERIFY2(again.text().contains(QLatin1String("nothing changed")), qPrintable(again.text()));
    QCOMPARE(rowCount("offering"), offers);
    QCOMPARE(rowCount("price"), prices);
    QCOMPARE(rowCount("import_run"), runs);
    // The same rows in another file with the same date (here, with a trailing blank line) write nothing either.
    const ImportReport same = importText(file + "\n", QStringLiteral("lambda"));
    QVERIFY(same.ok());
    QCOMPARE(same.offersUnchanged, 2);
    QCOMPARE(same.pricesUnchanged, 2);
    QCOMPARE(same.pricesNew + same.pricesChanged, 0);
    QCOMPARE(rowCount("price"), prices);
}

void TestImporter::cat03_perInstancePriceIsStoredAndPerGpuDerived()
{
    const ImportReport r
        = importText(kHeader + "1x_RTXA6000_SECURE,RTXA6000,1,4,48,,0.79,0.49,US\n8x_RTXA6000_SECURE,RTXA6000,8,32,384,,0.79,0.49,US\n",
            QStringLiteral("runpod"));
    QVERIFY2(r.ok(), qPrintable(r.text()));
    const auto offers = offersOf(QStringLiteral("runpod"));
    const OfferView *one = find(offers, QStringLiteral("1x_RTXA6000_SECURE"));
    const OfferView *eight = find(offers, QStringLiteral("8x_RTXA6000_SECURE"));
    QVERIFY(one && eight);
    QCOMPARE(*eight->onDemand.amount, 0.79); // stored per instance-hour
    QCOMPARE(qRound(*eight->onDemandPerGpuHour() * 10000), 988); // 0.79 / 8 = 0.09875 per GPU-hour
    QVERIFY(eight->flags.contains(QLatin1String("same_price_as_smaller")));
    QVERIFY(!one->flags.contains(QLatin1String("same_price_as_smaller")));
    QVERIFY2(r.text().contains(QLatin1String("8x_RTXA6000_SECURE (8 GPUs) has the same on_demand price as 1x_RTXA6000_SECURE (1 GPUs)")),
        qPrintable(r.text()));
}

void TestImporter::cat03_gpuhuntTotalMemoryIsDividedAndFlagged()
{
    const ImportReport r = importText("instance_name,location,price,cpu,memory,gpu_count,gpu_name,gpu_memory,spot\n"
                                      "8H100.80S.176V,FIN-01,23.92,176,1480,8,H100,640,false\n"
                                      "8H100.80S.176V,FIN-01,7.5,176,1480,8,H100,640,true\n",
        QStringLiteral("verda"));
    QVERIFY2(r.ok(), qPrintable(r.text()));
    QCOMPARE(r.format, QStringLiteral("gpuhunt"));
    const auto offers = offersOf(QStringLiteral("verda"));
    QCOMPARE(offers.size(), 1);
    QCOMPARE(*offers[0].onDemand.amount, 23.92);
    QCOMPARE(*offers[0].onDemandPerGpuHour(), 2.99);
    QCOMPARE(*offers[0].spot.amount, 7.5);
    QCOMPARE(*offers[0].gpuMemoryGb, 80.0);
    QVERIFY(offers[0].flags.contains(QLatin1String("gpu_memory_total")));
    QVERIFY(r.text().contains(QLatin1String("640 GB per GPU exceeds the 80 GB")));
}

void TestImporter::cat06_zeroEmptyAndNanPricesAreNull()
{
    const ImportReport r = importText(kHeader
            + "p5e.48xlarge,H200,8,192,2048,,0,0,us-east-2\n"
              "Standard_NC40ads_H100_v5,H100,1,40,320,,,,eastus\n"
              "Standard_NC80adis_H100_v5,H100,2,80,640,,nan,NaN,eastus\n"
              "p4d.24xlarge,A100,8,96,1152,,21.96,,us-east-1\n",
        QStringLiteral("aws"));
    QVERIFY2(r.ok(), qPrintable(r.text()));
    const auto offers = offersOf(QStringLiteral("aws"));
    QCOMPARE(offers.size(), 4);
    const OfferView *p5e = find(offers, QStringLiteral("p5e.48xlarge"));
    QVERIFY(p5e->onDemand.present);
    QVERIFY(!p5e->onDemand.amount.has_value());
    QVERIFY(p5e->onDemand.note.contains(QLatin1String("no list price")));
    QVERIFY(p5e->flags.contains(QLatin1String("zero_price")));
    QVERIFY(!p5e->spot.present);
    QVERIFY(!find(offers, QStringLiteral("Standard_NC40ads_H100_v5"))->onDemand.present);
    QVERIFY(!find(offers, QStringLiteral("Standard_NC80adis_H100_v5"))->onDemandPerGpuHour().has_value());
    QSqlQuery q(m_catalog->database());
    q.exec(QStringLiteral("SELECT COUNT(*) FROM price WHERE amount = 0 OR amount != amount"));
    QVERIFY(q.next());
    QCOMPARE(q.value(0).toInt(), 0);
    const auto ranked = RankingSession::rankOnce(m_catalog->offers(), m_catalog->latestRatings(), m_catalog->latestFxRates(), Weights {});
    QCOMPARE(ranked.size(), 1); // only the priced offer is ranked
    QCOMPARE(ranked[0].offer.instanceType, QStringLiteral("p4d.24xlarge"));
    // The zero is said, with its line.
    QVERIFY2(r.text().contains(QLatin1String("line 2: a price of 0 is read as \"no list price\", not as free")), qPrintable(r.text()));
}

void TestImporter::aDeviceWithoutEndIsReadOnlyToTheLimit()
{
    // /dev/zero has no size to check first; it was read whole until memory ran out.
    ImportOptions o;
    o.format = QStringLiteral("csv");
    o.limits.maxFileBytes = 1 << 20;
    const ImportReport r = Importer(*m_catalog).importFile(QStringLiteral("/dev/zero"), o);
    QVERIFY(!r.ok());
    QCOMPARE(r.error, QStringLiteral("file is over the limit of 1048576 bytes (read stopped there)"));
    QCOMPARE(rowCount("import_run"), 0);
}

void TestImporter::absurdFiguresAreRejectedWithTheirLine()
{
    const ImportReport r = importText(kHeader
            + "ok-1,H100,8,96,1024,,20.0,,us\n"
              "huge-price,H100,8,96,1024,,1e308,,us\n"
              "billion-gpus,H100,1000000000,96,1024,,20.0,,us\n"
              "huge-spot,H100,8,96,1024,,20.0,2e7,us\n"
              "ram,H100,8,96,1e9,,20.0,,us\n"
              "tiny-price,H100,8,96,1024,,1e-300,,us\n",
        QStringLiteral("absurd"));
    QVERIFY2(r.ok(), qPrintable(r.text()));
    QCOMPARE(r.rejected, 5);
    QVERIFY2(r.text().contains(QLatin1String("line 7: rejected: on_demand price 1e-300 USD per instance-hour is not plausible: at least")),
        qPrintable(r.text()));
    QVERIFY2(r.text().contains(QLatin1String("line 3: rejected: on_demand price 1e+308 USD per instance-hour is not plausible")),
        qPrintable(r.text()));
    QVERIFY2(r.text().contains(QLatin1String("line 4: rejected: gpu_count 1e+09 is not plausible")), qPrintable(r.text()));
    QVERIFY2(r.text().contains(QLatin1String("line 5: rejected: spot price 2e+07 USD")), qPrintable(r.text()));
    QVERIFY2(r.text().contains(QLatin1String("line 6: rejected: memory 1e+09 GiB is not plausible")), qPrintable(r.text()));
    const auto offers = offersOf(QStringLiteral("absurd"));
    QCOMPARE(offers.size(), 1);
    QCOMPARE(offers.first().instanceType, QStringLiteral("ok-1"));
}

void TestImporter::deceptiveNamesAndWideTextAreRefused()
{
    // U+202E (right-to-left override) and U+0085 (a C1 control) in names are refused with their line.
    const ImportReport r = importText(kHeader
            + "ok-1,H100,8,96,1024,,20.0,,us\n"
              "evil\xE2\x80\xAE"
              "1-ko,H100,8,96,1024,,20.0,,us\n"
              "c1,H100,8,96,1024,,20.0,,u\xC2\x85s\n",
        QStringLiteral("deceptive"));
    QVERIFY2(r.ok(), qPrintable(r.text()));
    QCOMPARE(r.rejected, 2);
    QVERIFY2(r.text().contains(
                 QLatin1String("line 3: rejected: instance type holds the bidirectional formatting character U+202e at character 5")),
        qPrintable(r.text()));
    QVERIFY2(r.text().contains(QLatin1String("line 4: rejected: region holds the control character U+0085 at character 2")),
        qPrintable(r.text()));
    QCOMPARE(offersOf(QStringLiteral("deceptive")).size(), 1);
    // ISO 4217's "no currency" is no price.
    const ImportReport xxx = importText("provider,instance_type,region,gpu_name,gpu_count,vcpus,memory_gib,price_kind,price,currency\n"
                                        "nomoney,x-1,us,H100,1,16,200,on_demand,2.50,XXX\n"
                                        "nomoney,x-2,us,H100,1,16,200,on_demand,2.50,USD\n",
        QStringLiteral("nomoney"), QStringLiteral("2026-11-01"), QStringLiteral("csv"));
    QVERIFY2(xxx.ok(), qPrintable(xxx.text()));
    QVERIFY2(xxx.text().contains(QLatin1String("line 2: rejected: on_demand price 2.5 XXX: XXX is not a currency a price can be in "
                                               "(ISO 4217 keeps it for \"no currency\")")),
        qPrintable(xxx.text()));
    QCOMPARE(offersOf(QStringLiteral("nomoney")).size(), 1);
    // Plausibility's own rule, for what no CSV can carry: a lone surrogate (a JSON "\ud800").
    QCOMPARE(Plausibility::controlCharacter(QString(QChar(0xd800)) + QLatin1String("x"), "region", false),
        QStringLiteral("region holds a lone surrogate U+d800 at character 1 (no Unicode character; a damaged \\u escape)"));
    QVERIFY(Plausibility::controlCharacter(QStringLiteral("H100 \U0001F680"), "GPU name", true).isEmpty()); // a pair is a character
    // A spreadsheet's "Unicode text" export (UTF-16, with or without its mark) is named, not "unrecognised".
    const QByteArray csv = kHeader + "ok-2,H100,8,96,1024,,20.0,,us\n";
    auto utf16 = [&csv](bool bigEndian) {
        QByteArray out;
        for (const char c : csv)
            out += bigEndian ? QByteArray(1, '\0') + c : QByteArray(1, c) + '\0';
        return out;
    };
    const QList<std::pair<QByteArray, QString>> wideFiles
        = { { "\xFF\xFE" + utf16(false), QStringLiteral("UTF-16LE") }, { utf16(false), QStringLiteral("UTF-16LE") },
              { "\xFE\xFF" + utf16(true), QStringLiteral("UTF-16BE") }, { utf16(true), QStringLiteral("UTF-16BE") } };
    for (const auto &[bytes, encoding] : wideFiles) {
        const ImportReport wide = importText(bytes, QStringLiteral("wide"));
        QVERIFY(!wide.ok());
        QCOMPARE(wide.error,
            QStringLiteral("the file is %1 text, not UTF-8: save it as UTF-8 (in a spreadsheet: CSV UTF-8) and import it again")
                .arg(encoding));
    }
    QVERIFY(offersOf(QStringLiteral("wide")).isEmpty());
}

void TestImporter::cat07_namesMapAndUnknownNamesAreKept()
{
    QByteArray file = kHeader;
    const QStringList names = { QStringLiteral("A100"), QStringLiteral("A100-80GB"), QStringLiteral("A100-80GB-SXM"),
        QStringLiteral("A100 80GB PCIe"), QStringLiteral("NVIDIA A100-SXM4-40GB"), QStringLiteral("H100"), QStringLiteral("H100-80GB"),
        QStringLiteral("H100 SXM5"), QStringLiteral("H100 NVL"), QStringLiteral("H100-PCIe"), QStringLiteral("V100"),
        QStringLiteral("V100-32GB"), QStringLiteral("A40 (graphics mode)"), QStringLiteral("RTX A6000"), QStringLiteral("RTXA6000"),
        QStringLiteral("1x B300 SXM6 262GB"), QStringLiteral("NVIDIA") };
    for (int i = 0; i < names.size(); ++i)
        file += QStringLiteral("inst%1,\"%2\",1,8,64,,1.0%1,,r\n").arg(i).arg(names[i]).toUtf8();
    const ImportReport r = importText(file, QStringLiteral("testcloud"));
    QVERIFY2(r.ok(), qPrintable(r.text()));
    QCOMPARE(r.offersImported(), names.size()); // nothing dropped
    QCOMPARE(r.unmapped, 1);
    const auto offers = offersOf(QStringLiteral("testcloud"));
    const OfferView *nvidia = find(offers, QStringLiteral("inst16"));
    QVERIFY(nvidia->gpuKey.isEmpty());
    QCOMPARE(nvidia->gpuRawName, QStringLiteral("NVIDIA"));
    QVERIFY(nvidia->flags.contains(QLatin1String("unmapped_gpu")));
    QCOMPARE(find(offers, QStringLiteral("inst0"))->gpuKey, QStringLiteral("nvidia-a100-sxm4-40gb"));
    QCOMPARE(find(offers, QStringLiteral("inst1"))->gpuKey, QStringLiteral("nvidia-a100-sxm4-80gb"));
    QCOMPARE(find(offers, QStringLiteral("inst3"))->gpuKey, QStringLiteral("nvidia-a100-pcie-80gb"));
    QCOMPARE(find(offers, QStringLiteral("inst13"))->gpuKey, find(offers, QStringLiteral("inst14"))->gpuKey);
    // Two L4 offers reporting 22 and 24 GB: both are the 24 GB L4 and pass "memory ≥ 24 GB".
    const ImportReport l4 = importText("instance_name,location,price,cpu,memory,gpu_count,gpu_name,gpu_memory,spot\n"
                                       "g6.xlarge,us-east-1,0.8048,4,16,1,L4,22,false\n"
                                       "g2-standard-4,us-central1,0.7,4,16,1,L4,24,false\n",
        QStringLiteral("l4cloud"));
    QVERIFY2(l4.ok(), qPrintable(l4.text()));
    for (const OfferView &o : offersOf(QStringLiteral("l4cloud"))) {
        QCOMPARE(o.gpuKey, QStringLiteral("nvidia-l4-pcie-24gb"));
        QCOMPARE(*o.gpuMemoryGb, 24.0);
    }
}

void TestImporter::cat09_decimalCommaIsRejectedWithLineAndColumn()
{
    const ImportReport semicolons
        = importText("InstanceType;AcceleratorName;AcceleratorCount;vCPUs;MemoryGiB;GpuInfo;Price;SpotPrice;Region\n"
                     "a;H100;1;8;64;;2,49;;eu\nb;H100;1;8;64;;1.234,56;;eu\n",
            QStringLiteral("eu"));
    QVERIFY(!semicolons.ok());
    QVERIFY2(semicolons.error.contains(QLatin1String("not commas")), qPrintable(semicolons.error));
    QCOMPARE(rowCount("offering"), 0);
    const ImportReport commas = importText(kHeader + "a,H100,1,8,64,,\"2,49\",,eu\nb,H100,1,8,64,,2.49,,eu\n", QStringLiteral("eu"));
    QVERIFY2(commas.ok(), qPrintable(commas.text()));
    QCOMPARE(commas.rejected, 1);
    QVERIFY2(commas.text().contains(QLatin1String("line 2: rejected: Price: '2,49' uses a decimal comma")), qPrintable(commas.text()));
    QCOMPARE(*offersOf(QStringLiteral("eu")).first().onDemand.amount, 2.49);
}

void TestImporter::cat09_parsingIsTheSameUnderAnyLocale()
{
    const QString path = cgtest::seedDir() + QStringLiteral("/skypilot/lambda/vms.csv");
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    const qsizetype expected = skyPilotGpuOffers(path).keys.size(); // every GPU offer of the file
    QVERIFY(expected > 0);
    QList<double> reference;
    for (const QLocale &locale : { QLocale::c(), QLocale(QLocale::German, QLocale::Germany), QLocale(QLocale::Chinese, QLocale::China) }) {
        cleanup();
        init();
        QLocale::setDefault(locale);
        QVERIFY(importText(bytes, QStringLiteral("lambda")).ok());
        QList<double> prices;
        for (const OfferView &o : offersOf(QStringLiteral("lambda")))
            prices.append(o.onDemand.amount.value_or(-1));
        QCOMPARE(prices.size(), expected);
        if (reference.isEmpty())
            reference = prices;
        QCOMPARE(prices, reference);
    }
    QLocale::setDefault(QLocale::c());
}

void TestImporter::aReservedTermMustBeWholeMonthsUpToTenYears()
{
    // term_months is stored as an integer: a fraction or a term past 120 months (found by fuzzing:
    // 1e12 overflowed the cast) is a bad row, reported with its line; the good rows import.
    const QByteArray head = "provider,instance_type,region,gpu_name,gpu_count,vcpus,memory_gib,price_kind,term_months,price,currency,as_of,"
                            "source_url,note\n";
    const QByteArray row = ",H100-SXM-80GB,8,192,2048,reserved,";
    const ImportReport r = importText(head + "acme,t1,us" + row + "12,30.5,USD,2026-11-01,https://acme.example/p,\n" + "acme,t2,us" + row
            + "1e12,30.5,USD,2026-11-01,https://acme.example/p,\n" + "acme,t3,us" + row
            + "12.5,30.5,USD,2026-11-01,https://acme.example/p,\n" + "acme,t4,us" + row
            + "120,30.5,USD,2026-11-01,https://acme.example/p,\n",
        QString(), QStringLiteral("2026-11-30"), QStringLiteral("csv"));
    QVERIFY2(r.ok(), qPrintable(r.text()));
    QCOMPARE(r.rejected, 2);
    QVERIFY2(r.text().contains(QLatin1String("line 3: rejected: term_months: '1e12' is not a whole number of months up to 120")),
        qPrintable(r.text()));
    QVERIFY2(r.text().contains(QLatin1String("line 4: rejected: term_months: '12.5'")), qPrintable(r.text()));
    QCOMPARE(rowCount("offering"), 2);
}

void TestImporter::cat09_exportRoundTripIsLossless()
{
    QVERIFY(
        importText(kHeader + "1x-H100,H100,1,8,64,,2.5,1.2,us\nhalf-a10,A10,0.5,4,32,,0.4,,\"Oregon, US, NA\"\n", QStringLiteral("lambda"))
            .ok());
    QVERIFY(importText(kHeader + "1x-H100,H100,1,8,64,,2.25,,us\n", QStringLiteral("lambda"), QStringLiteral("2026-11-20")).ok());
    QVERIFY(importText(kHeader + "\"=HYPERLINK(\"\"http://x\"\")\",H100,1,8,64,,2.0,,@region\n", QStringLiteral("formula")).ok());
    QFile hyperscalers(cgtest::seedDir() + QStringLiteral("/hyperscaler_offers.csv"));
    QVERIFY(hyperscalers.open(QIODevice::ReadOnly));
    QVERIFY(importText(hyperscalers.readAll(), QString(), QStringLiteral("2026-11-30"), QStringLiteral("csv")).ok());

    auto exportTo = [](const QString &catalogPath, const QString &out) {
        QString o, e;
        QTextStream so(&o), se(&e);
        const int rc = CommandLine::run({ QStringLiteral("cloudgauge"), QStringLiteral("export"), QStringLiteral("--catalog"), catalogPath,
                                            QStringLiteral("--out"), out },
            so, se);
        return rc == 0 ? QString() : e;
    };
    const QString first = m_dir->filePath(QStringLiteral("a.csv"));
    QString e = exportTo(m_catalog->path(), first);
    QVERIFY2(e.isEmpty(), qPrintable(e));

    QString error;
    const QString secondLocation = cgtest::newCatalogLocation(*m_dir, QStringLiteral("second.sqlite"), &error);
    QVERIFY2(!secondLocation.isEmpty(), qPrintable(error));
    Catalog second(secondLocation);
    QVERIFY2(cgtest::openReferenceCatalog(second, &error), qPrintable(error));
    QFile a(first);
    QVERIFY(a.open(QIODevice::ReadOnly));
    const QByteArray exported = a.readAll();
    ImportOptions o;
    o.format = QStringLiteral("csv");
    o.asOf = QStringLiteral("2026-11-30");
    const ImportReport r = Importer(second).importBytes(exported, first, o);
    QVERIFY2(r.ok(), qPrintable(r.text()));
    QCOMPARE(r.rejected, 0);
    const QString again = m_dir->filePath(QStringLiteral("b.csv"));
    e = exportTo(second.path(), again);
    QVERIFY2(e.isEmpty(), qPrintable(e));
    QFile b(again);
    QVERIFY(b.open(QIODevice::ReadOnly));
    QCOMPARE(b.readAll(), exported);
    QVERIFY(exported.contains("\"Oregon, US, NA\""));
    QVERIFY2(exported.contains("\"'=HYPERLINK(") && exported.contains(",'@region,"), exported.constData()); // defused in the file
    QVERIFY(!exported.contains(",=HYPERLINK"));
    QVERIFY(exported.contains(",0.5,"));
}

void TestImporter::cat10_badRowsAreListedAndGoodRowsImport()
{
    QByteArray file = kHeader;
    for (int i = 1; i <= 1000; ++i) {
        const QString region = i % 50 == 0 ? QString() : QStringLiteral("region-%1").arg(i % 7);
        const QString price = i == 500 ? QStringLiteral("abc") : QStringLiteral("%1.5").arg(i);
        QString line = QStringLiteral("inst-%1,H100,1,8,64,,%2,,%3\n").arg(i).arg(price, region);
        if (i == 1000)
            line = QStringLiteral("inst-1000,H100,1,8"); // the file ends mid-line
        file += line.toUtf8();
    }
    const ImportReport r = importText(file, QStringLiteral("bigcloud"));
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.rowsRead, 1000);
    QCOMPARE(r.rejected, 2);
    QCOMPARE(r.offersImported(), 998);
    QVERIFY2(r.text().contains(QLatin1String("line 501: rejected: Price: 'abc' is not a number")), qPrintable(r.text()));
    QVERIFY2(r.text().contains(QLatin1String("line 1001: rejected: truncated last record")), qPrintable(r.text()));
    int unknown = 0;
    for (const OfferView &o : offersOf(QStringLiteral("bigcloud")))
        unknown += o.region == QLatin1String("unknown");
    QCOMPARE(unknown, 18); // 20 rows had no region; row 500 was rejected and row 1000 truncated
    QCOMPARE(m_catalog->importRuns().last().rowsRejected, 2);
}

void TestImporter::cat10_aFailedFileLeavesOtherProvidersIntact()
{
    QVERIFY(importText(kHeader + "a,H100,1,8,64,,2.0,,us\n", QStringLiteral("first")).ok());
    const int before = rowCount("price");
    const ImportReport bad = importText("this is not, a price file\n1,2\n", QStringLiteral("second"));
    QVERIFY(!bad.ok());
    QVERIFY2(bad.error.contains(QLatin1String("unrecognised file")), qPrintable(bad.error));
    QCOMPARE(rowCount("price"), before);
    QCOMPARE(offersOf(QStringLiteral("first")).size(), 1);
}

void TestImporter::cat11_olderSnapshotIsRefusedUnlessAllowed()
{
    // Files observed on a known day (--as-of): the guard compares observations.
    auto observed = [&](const QByteArray &row, const QString &day, bool allowOlder = false) {
        ImportOptions o;
        o.providerKey = QStringLiteral("prov-b");
        o.asOf = day;
        o.observedOn = day;
        o.sourceUrl = QStringLiteral("test://prov-b");
        o.allowOlder = allowOlder;
        return Importer(*m_catalog).importBytes(kHeader + row, QStringLiteral("test.csv"), o);
    };
    QVERIFY(observed("a,H100,1,8,64,,2.0,,us\n", QStringLiteral("2026-11-30")).ok());
    const ImportReport older = observed("a,H100,1,8,64,,3.0,,us\n", QStringLiteral("2026-08-01"));
    QVERIFY(!older.ok());
    QVERIFY2(older.error.contains(QLatin1String("observed on 2026-11-30, after this file's newest observation 2026-08-01"))
            && older.error.contains(QLatin1String("--allow-older")),
        qPrintable(older.error));
    QCOMPARE(*offersOf(QStringLiteral("prov-b")).first().onDemand.amount, 2.0);
    // A file with no observation date is not older than anything: the guard compares dates it
    // knows, never an import day (its row key) with an observation.
    const ImportReport undated = importText(kHeader + "b,H100,1,8,64,,2.5,,us\n", QStringLiteral("prov-b"), QStringLiteral("2026-06-01"));
    QVERIFY2(undated.ok(), qPrintable(undated.error));
    const ImportReport allowed = observed("a,H100,1,8,64,,3.0,,us\n", QStringLiteral("2026-08-01"), true);
    QVERIFY2(allowed.ok(), qPrintable(allowed.text()));
    // History is kept; the newest as-of stays the current price.
    const QList<OfferView> offers = offersOf(QStringLiteral("prov-b"));
    const OfferView *a = find(offers, QStringLiteral("a"), QStringLiteral("us"));
    QVERIFY(a);
    QCOMPARE(*a->onDemand.amount, 2.0);
    QCOMPARE(a->onDemand.asOf, QStringLiteral("2026-11-30"));
    QCOMPARE(rowCount("price"), 3); // a at 2.0 and 3.0, b at 2.5
}

void TestImporter::newCloudImportsEveryGpuRowToTheCent()
{
    QCOMPARE(offersOf(QStringLiteral("runpod")).size(), 0); // rated by ClusterMAX, but no offers before
    ImportOptions o;
    o.asOf = QStringLiteral("2026-11-30");
    const ImportReport r = Importer(*m_catalog).importFile(cgtest::testData("runpod_vms.csv"), [&] {
        ImportOptions x = o;
        x.providerKey = QStringLiteral("runpod");
        return x;
    }());
    QVERIFY2(r.ok(), qPrintable(r.text()));
    QCOMPARE(r.rowsRead, 8);
    QCOMPARE(r.rejected, 0);
    QCOMPARE(r.duplicates, 2); // AP-IN-1/AP-IN-2 and CA-MTL-1/CA-MTL-2 are one region each
    QCOMPARE(r.offersImported(), 6);
    const auto offers = offersOf(QStringLiteral("runpod"));
    QCOMPARE(offers.size(), 6);
    for (const OfferView &v : offers) {
        QCOMPARE(v.gpuKey, QStringLiteral("nvidia-a100-pcie-80gb")); // GpuInfo says "A100 PCIe"
        QCOMPARE(qRound(*v.onDemandPerGpuHour() * 100), 139); // $1.39 per GPU-hour, 1x and 2x alike
        QCOMPARE(qRound(*v.spotPerGpuHour() * 100), 139);
        QCOMPARE(*v.gpuMemoryGb, 80.0);
    }
    QCOMPARE(*find(offers, QStringLiteral("2x_A100-80GB_SECURE"), QStringLiteral("JP"))->onDemand.amount, 2.78);
}

void TestImporter::everyBundledSkyPilotFileImportsWithoutRejects()
{
    const QDir sky(cgtest::seedDir() + QStringLiteral("/skypilot"));
    const QStringList clouds = sky.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    QVERIFY(!clouds.isEmpty());
    int gpuOffers = 0, expectedOffers = 0, expectedBrokered = 0;
    for (const QString &cloud : clouds) {
        const QString path = sky.filePath(cloud + QStringLiteral("/vms.csv"));
        ImportOptions o;
        o.asOf = QStringLiteral("2026-11-30");
        const ImportReport r = Importer(*m_catalog).importFile(path, o);
        QVERIFY2(r.ok(), qPrintable(r.text()));
        QCOMPARE(r.rejected, 0);
        QCOMPARE(r.unmapped, 0);
        // Every GPU row imports; rows repeating an (instance type, region) collapse into one offer
        // (ibm's zones, primeintellect's repeats).
        const SkyPilotGpuOffers expected = skyPilotGpuOffers(path);
        QCOMPARE(r.offersImported(), int(expected.keys.size()));
        gpuOffers += r.offersImported();
        expectedOffers += int(expected.keys.size());
        if (cloud == QLatin1String("shadeform") || cloud == QLatin1String("primeintellect"))
            expectedBrokered += int(expected.brokered.size());
    }
    QCOMPARE(gpuOffers, expectedOffers);
    // shadeform and primeintellect are brokers: the cloud that runs the machine is kept.
    QSqlQuery q(m_catalog->database());
    q.exec(QStringLiteral("SELECT COUNT(*) FROM offering WHERE broker_of IS NOT NULL"));
    QVERIFY(q.next());
    QCOMPARE(q.value(0).toInt(), expectedBrokered);
}

void TestImporter::fractionalGpuCountsStayFractional()
{
    QVERIFY(importText(kHeader + "slice,A10,0.125,1,8,,0.1,,us\n", QStringLiteral("slicer")).ok());
    const auto offers = offersOf(QStringLiteral("slicer"));
    QCOMPARE(*offers[0].gpuCount, 0.125);
    QCOMPARE(*offers[0].onDemandPerGpuHour(), 0.8);
}

void TestImporter::emptyPartsOfARegionAreDropped()
{
    // SkyPilot's Vast.ai rows write ", US, NA" when the city is unknown.
    QVERIFY(
        importText(kHeader + "a,A10,1,8,64,,0.5,,\", US, NA\"\nb,A10,1,8,64,,0.6,,\"Florida, US, NA\"\n", QStringLiteral("vastish")).ok());
    QStringList regions;
    for (const auto &o : offersOf(QStringLiteral("vastish")))
        regions << o.region;
    regions.sort();
    QCOMPARE(regions, (QStringList { QStringLiteral("Florida, US, NA"), QStringLiteral("US, NA") }));
}

void TestImporter::sqlInjectionTextIsStoredAsText()
{
    const QByteArray evil = kHeader + "\"x'); DROP TABLE offering; --\",H100,1,8,64,,2,,\"%_' OR 1=1 --\"\n";
    QVERIFY(importText(evil, QStringLiteral("evil")).ok());
    const auto offers = offersOf(QStringLiteral("evil"));
    QCOMPARE(offers.size(), 1);
    QCOMPARE(offers[0].instanceType, QStringLiteral("x'); DROP TABLE offering; --"));
    QCOMPARE(offers[0].region, QStringLiteral("%_' OR 1=1 --"));
    QVERIFY(m_catalog->offerCount() > 0 && !m_catalog->hasError()); // the table is still there, on either backend
}

void TestImporter::tpuJsonWithEmptyNamesIsRejected()
{
    // Found by fuzz_gpuhunt_tpu_json: an empty TPU type or region must not become an offer.
    const ImportReport r = importText(
        "{\"\": {\"us-east1\": {\"On Demand (USD)\": 1.0}}, \"TPU v5e\": {\"\": {}, \"us-east1\": {\"On Demand (USD)\": 1.2}}}",
        QStringLiteral("gcp"), QStringLiteral("2026-11-30"), QStringLiteral("gpuhunt-tpu-json"));
    QVERIFY2(r.ok(), qPrintable(r.text()));
    QCOMPARE(r.rejected, 2);
    QCOMPARE(r.offersImported(), 1);
    QCOMPARE(*offersOf(QStringLiteral("gcp")).first().onDemand.amount, 1.2);
}

QTEST_GUILESS_MAIN(TestImporter)
#include "tst_importer.moc"
