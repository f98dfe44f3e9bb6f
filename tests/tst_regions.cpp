// Where the regions are (models/geo, table region_place, `cloudgauge regions`): the jurisdiction
// and residency rules, distances for city pairs checked by hand, the region table's checks, the
// bundled table against the bundled offers, and the command on a catalog built here.
#include "TestSupport.h"

#include "CommandLine.h"
#include "catalog/store/Catalog.h"
#include "catalog/writer/CatalogWriter.h"
#include "geo/RegionPlace.h"
#include "import/Importer.h"
#include "import/RegionPlaceCsv.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace cg;

class TestRegions : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { cgtest::initHermetic(); }
    void jurisdictionsSplitChinaAndGroupTheEea_data();
    void jurisdictionsSplitChinaAndGroupTheEea();
    void residencyRulesAdmitOnlyKnownPlacesInside();
    void aResidencyRuleIsReadOrRefused_data();
    void aResidencyRuleIsReadOrRefused();
    void distancesMatchHandCheckedCityPairs_data();
    void distancesMatchHandCheckedCityPairs();
    void theRegionTableRefusesABadRowWithItsLine_data();
    void theRegionTableRefusesABadRowWithItsLine();
    void everyBundledOfferRegionHasAPlaceOrSaysUnknown();
    void theCommandListsPlacesOffersAndDistances();

private:
    QTemporaryDir m_dir;
};

void TestRegions::jurisdictionsSplitChinaAndGroupTheEea_data()
{
    QTest::addColumn<QString>("country");
    QTest::addColumn<QString>("jurisdiction");
    QTest::newRow("mainland China") << "CN"
                                    << "cn-mainland";
    QTest::newRow("Hong Kong") << "HK"
                               << "hk-sar";
    QTest::newRow("Macao") << "MO"
                           << "mo-sar";
    QTest::newRow("an EU member") << "DE"
                                  << "eu-eea";
    QTest::newRow("an EEA member outside the EU") << "NO"
                                                  << "eu-eea";
    QTest::newRow("Switzerland is neither") << "CH"
                                            << "ch";
    QTest::newRow("the UK left") << "GB"
                                 << "gb";
    QTest::newRow("US") << "US"
                        << "us";
    QTest::newRow("unknown") << ""
                             << "";
}

void TestRegions::jurisdictionsSplitChinaAndGroupTheEea()
{
    QFETCH(QString, country);
    QFETCH(QString, jurisdiction);
    QCOMPARE(Jurisdiction::of(country), jurisdiction);
}

void TestRegions::residencyRulesAdmitOnlyKnownPlacesInside()
{
    const auto place = [](const QString &region, const QString &country) {
        RegionPlace p;
        p.region = region;
        p.country = country;
        return p;
    };
    QString error, reason;
    const auto cn = Residency::parse(QStringLiteral("cn-mainland"), &error);
    QVERIFY(cn && cn->isSet());
    QVERIFY(cn->allows(place(QStringLiteral("cn-beijing"), QStringLiteral("CN")), &reason));
    QVERIFY(!cn->allows(place(QStringLiteral("ap-east-1"), QStringLiteral("HK")), &reason));
    QCOMPARE(reason, QStringLiteral("region ap-east-1 is in HK, outside mainland China"));
    QVERIFY(!cn->allows(place(QStringLiteral("default"), QString()), &reason));
    QCOMPARE(
        reason, QStringLiteral("the place of region default is unknown, so it cannot be shown to meet the residency rule cn-mainland"));

    const auto outside = Residency::parse(QStringLiteral("outside-cn-mainland"), &error);
    QVERIFY(outside->allows(place(QStringLiteral("ap-east-1"), QStringLiteral("HK"))));
    QVERIFY(!outside->allows(place(QStringLiteral("cn-beijing"), QStringLiteral("CN"))));
    QVERIFY(!outside->allows(place(QStringLiteral("earth"), QString()))); // unknown is never "outside" either

    const auto eea = Residency::parse(QStringLiteral("eu-eea"), &error);
    QVERIFY(eea->allows(place(QStringLiteral("NORWAY-1"), QStringLiteral("NO"))));
    QVERIFY(!eea->allows(place(QStringLiteral("zrh"), QStringLiteral("CH")), &reason));
    QCOMPARE(reason, QStringLiteral("region zrh is in CH, outside the EU/EEA"));

    const auto list = Residency::parse(QStringLiteral("de, fr"), &error);
    QCOMPARE(list->text(), QStringLiteral("DE,FR"));
    QVERIFY(list->allows(place(QStringLiteral("eu-central-1"), QStringLiteral("DE"))));
    QVERIFY(!list->allows(place(QStringLiteral("eu-north-1"), QStringLiteral("SE")), &reason));
    QCOMPARE(reason, QStringLiteral("region eu-north-1 is in SE, not in DE, FR"));

    const auto none = Residency::parse(QString(), &error);
    QVERIFY(none && !none->isSet());
    QVERIFY(none->allows(place(QStringLiteral("default"), QString())));
}

void TestRegions::aResidencyRuleIsReadOrRefused_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::newRow("a rule name") << "eu-eea" << true;
    QTest::newRow("one country") << "jp" << true;
    QTest::newRow("a word") << "china" << false;
    QTest::newRow("a three-letter code") << "DEU" << false;
    QTest::newRow("an empty item") << "DE,,FR" << false;
}

void TestRegions::aResidencyRuleIsReadOrRefused()
{
    QFETCH(QString, text);
    QFETCH(bool, ok);
    QString error;
    QCOMPARE(Residency::parse(text, &error).has_value(), ok);
    if (!ok)
        QVERIFY2(error.contains(QLatin1String("is not a residency rule")), qPrintable(error));
}

void TestRegions::distancesMatchHandCheckedCityPairs_data()
{
    QTest::addColumn<double>("lat1");
    QTest::addColumn<double>("lon1");
    QTest::addColumn<double>("lat2");
    QTest::addColumn<double>("lon2");
    QTest::addColumn<double>("km");
    // Great-circle distances worked by hand with the haversine formula on R = 6371.0088 km, and
    // matching the commonly published figures (Beijing-Shanghai 1,067 km; London-Paris 344 km).
    QTest::newRow("Beijing-Shanghai") << 39.90 << 116.41 << 31.23 << 121.47 << 1066.7;
    QTest::newRow("London-Paris") << 51.51 << -0.13 << 48.85 << 2.35 << 344.4;
    QTest::newRow("Shanghai-Hong Kong") << 31.23 << 121.47 << 22.28 << 114.17 << 1230.3;
    QTest::newRow("the same point") << 10.0 << 20.0 << 10.0 << 20.0 << 0.0;
    QTest::newRow("antipodes: half the circumference") << 0.0 << 0.0 << 0.0 << 180.0 << 20015.1;
}

void TestRegions::distancesMatchHandCheckedCityPairs()
{
    QFETCH(double, lat1);
    QFETCH(double, lon1);
    QFETCH(double, lat2);
    QFETCH(double, lon2);
    QFETCH(double, km);
    const double got = greatCircleKm(lat1, lon1, lat2, lon2);
    QVERIFY2(std::abs(got - km) < 0.1, qPrintable(QString::number(got, 'f', 2)));
    QCOMPARE(roundTripFloorMs(1000.0), 10.0); // 2 × 1000 km at 200 km per ms
    double lat = 0, lon = 0;
    QString error;
    QVERIFY(parseCoordinates(QStringLiteral("31.23, 121.47"), &lat, &lon, &error));
    QCOMPARE(lat, 31.23);
    QVERIFY(!parseCoordinates(QStringLiteral("121.47,31.23,0"), &lat, &lon, &error));
    QVERIFY(!parseCoordinates(QStringLiteral("91,0"), &lat, &lon, &error));
    QVERIFY(!parseCoordinates(QStringLiteral("Shanghai"), &lat, &lon, &error));
}

void TestRegions::theRegionTableRefusesABadRowWithItsLine_data()
{
    QTest::addColumn<QByteArray>("row");
    QTest::addColumn<QString>("error");
    QTest::newRow("unknown provider") << QByteArray("nosuch,r1,US,,,,,region-name,https://x.example/a,,") << "provider 'nosuch' is not";
    QTest::newRow("country not a code") << QByteArray("aws,r1,USA,,,,,vendor-docs,https://x.example/a,,") << "country 'USA' must be";
    QTest::newRow("one coordinate") << QByteArray("aws,r1,US,,,40.1,,vendor-docs,https://x.example/a,,") << "give both latitude";
    QTest::newRow("latitude out of range") << QByteArray("aws,r1,US,,,95,10,vendor-docs,https://x.example/a,,")
                                           << "must be decimal degrees";
    QTest::newRow("a basis not known") << QByteArray("aws,r1,US,,,,,guess,https://x.example/a,,") << "basis 'guess' must be";
    QTest::newRow("a country with basis unknown") << QByteArray("aws,r1,US,,,,,unknown,,,") << "basis unknown cannot name a country";
    QTest::newRow("no country but a basis") << QByteArray("aws,r1,,,,,,vendor-docs,https://x.example/a,,") << "has basis unknown";
    QTest::newRow("no source") << QByteArray("aws,r1,US,,,,,vendor-docs,,,") << "needs its https source URL";
    QTest::newRow("plain http") << QByteArray("aws,r1,US,,,,,vendor-docs,http://x.example/a,,") << "needs its https source URL";
    QTest::newRow("a date not ISO") << QByteArray("aws,r1,US,,,,,vendor-docs,https://x.example/a,11/05/2023,") << "is not an ISO date";
    QTest::newRow("a pair twice") << QByteArray("aws,us-east-1,US,,,,,vendor-docs,https://x.example/a,,") << "has a row already";
}

void TestRegions::theRegionTableRefusesABadRowWithItsLine()
{
    QFETCH(QByteArray, row);
    QFETCH(QString, error);
    const QByteArray header = "provider,region,country,subdivision,city,latitude,longitude,basis,source_url,observed_on,note\n";
    const QByteArray good = "aws,us-east-1,US,Virginia,,,,vendor-docs,https://docs.aws.example/regions,2023-05-11,\n";
    QString why;
    const QSet<QString> providers { QStringLiteral("aws"), QStringLiteral("gcp") };
    const auto ok = readRegionPlaces(header + good, QStringLiteral("regions.csv"), providers, &why);
    QVERIFY2(ok && ok->size() == 1, qPrintable(why));
    QCOMPARE(ok->first().subdivision, QStringLiteral("Virginia"));
    QVERIFY(!readRegionPlaces(header + good + row + '\n', QStringLiteral("regions.csv"), providers, &why));
    QVERIFY2(why.startsWith(QLatin1String("regions.csv line 3: ")) && why.contains(error), qPrintable(why));
}

void TestRegions::everyBundledOfferRegionHasAPlaceOrSaysUnknown()
{
    Catalog catalog(QStringLiteral(CG_SEED_DB));
    QString error;
    QVERIFY2(catalog.open(&error), qPrintable(error));
    const QList<OfferRegion> regions = catalog.offerRegions();
    QVERIFY2(!catalog.hasError(), qPrintable(catalog.lastError()));
    // One row per line of the seed's region table, and no offer region without one.
    QCOMPARE(catalog.regionPlaces().size(), cgtest::seedRows(QStringLiteral("regions.csv")).size());
    QCOMPARE(regions.size(), catalog.regionPlaces().size());
    int known = 0;
    for (const OfferRegion &r : regions) {
        const QString where = r.place.providerKey + QLatin1Char(' ') + r.place.region;
        QVERIFY2(r.place.note != QLatin1String("the catalog has no place for this region"), qPrintable(where));
        QVERIFY2(r.offers > 0, qPrintable(where + QLatin1String(": a place row for a region no offer lists")));
        if (r.place.known()) {
            ++known;
            QVERIFY2(r.place.sourceUrl.startsWith(QLatin1String("https://")), qPrintable(where));
        } else {
            QCOMPARE(r.place.basis, QStringLiteral("unknown"));
        }
    }
    QVERIFY(known > 0);
}

void TestRegions::theCommandListsPlacesOffersAndDistances()
{
    const QString path = m_dir.filePath(QStringLiteral("regions.sqlite"));
    {
        Catalog catalog(path);
        QString error;
        QVERIFY2(cgtest::openReferenceCatalog(catalog, &error), qPrintable(error));
        ImportOptions o;
        o.providerKey = QStringLiteral("lambda");
        o.asOf = QStringLiteral("2026-12-01");
        const ImportReport r = Importer(catalog).importBytes("InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,Price,"
                                                             "SpotPrice,Region\n"
                                                             "gpu_1x_h100,H100,1,26,225,,2.99,,tokyo-1\n"
                                                             "gpu_8x_h100,H100,8,208,1800,,23.92,,tokyo-1\n"
                                                             "gpu_1x_a10,A10,1,30,200,,0.75,,nowhere-1\n",
            QStringLiteral("lambda.csv"), o);
        QVERIFY2(r.ok(), qPrintable(r.text()));
        RegionPlace tokyo;
        tokyo.region = QStringLiteral("tokyo-1");
        tokyo.country = QStringLiteral("JP");
        tokyo.city = QStringLiteral("Tokyo");
        tokyo.latitude = 35.69;
        tokyo.longitude = 139.69;
        tokyo.basis = QStringLiteral("vendor-docs");
        tokyo.sourceUrl = QStringLiteral("https://docs.example.com/regions");
        CatalogWriter writer(catalog);
        QVERIFY(writer.begin());
        QVERIFY2(writer.replaceRegionPlaces(writer.providerId(QStringLiteral("lambda")), { tokyo }), qPrintable(writer.lastError()));
        QVERIFY(writer.commit());
    }
    QString out, err;
    QTextStream so(&out), se(&err);
    const int rc = CommandLine::run({ QStringLiteral("cloudgauge"), QStringLiteral("regions"), QStringLiteral("--catalog"), path,
                                        QStringLiteral("--provider"), QStringLiteral("lambda"), QStringLiteral("--from"),
                                        QStringLiteral("31.23,121.47"), QStringLiteral("--format"), QStringLiteral("json") },
        so, se);
    so.flush();
    se.flush();
    QVERIFY2(rc == 0, qPrintable(err));
    const QJsonArray rows = QJsonDocument::fromJson(out.toUtf8()).array();
    QCOMPARE(rows.size(), 2);
    const QJsonObject nowhere = rows.at(0).toObject(), tokyoRow = rows.at(1).toObject();
    QCOMPARE(nowhere.value(QStringLiteral("region")).toString(), QStringLiteral("nowhere-1"));
    QVERIFY(nowhere.value(QStringLiteral("country")).isNull());
    QCOMPARE(nowhere.value(QStringLiteral("basis")).toString(), QStringLiteral("unknown"));
    QVERIFY(nowhere.value(QStringLiteral("distance_km")).isNull()); // unknown, never 0
    QCOMPARE(nowhere.value(QStringLiteral("offers")).toInt(), 1);
    QCOMPARE(tokyoRow.value(QStringLiteral("country")).toString(), QStringLiteral("JP"));
    QCOMPARE(tokyoRow.value(QStringLiteral("jurisdiction")).toString(), QStringLiteral("jp"));
    QCOMPARE(tokyoRow.value(QStringLiteral("offers")).toInt(), 2);
    const double km = greatCircleKm(31.23, 121.47, 35.69, 139.69); // Shanghai-Tokyo, 1,758 km by hand
    QVERIFY(std::abs(km - 1758.4) < 0.1);
    QCOMPARE(tokyoRow.value(QStringLiteral("distance_km")).toDouble(), km); // the table rounds, JSON does not
    QCOMPARE(tokyoRow.value(QStringLiteral("rtt_floor_ms")).toDouble(), roundTripFloorMs(km));

    // A provider the catalog does not have is a usage error, not an empty list.
    QCOMPARE(CommandLine::run({ QStringLiteral("cloudgauge"), QStringLiteral("regions"), QStringLiteral("--catalog"), path,
                                  QStringLiteral("--provider"), QStringLiteral("nosuch") },
                 so, se),
        2);
}

QTEST_GUILESS_MAIN(TestRegions)
#include "tst_regions.moc"
