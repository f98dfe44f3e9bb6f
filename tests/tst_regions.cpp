// Where the regions are (models/geo, table region_place, `cloudgauge regions`): the jurisdiction
// and residency rules, distances for city pairs checked by hand, the region table's checks, the
// bundled table against the bundled offers, and the command on a catalog built here.
#include "TestSupport.h"

#include "CommandLine.h"
#include "catalog/store/Catalog.h"
#include "catalog/writer/CatalogWriter.h"
#include "geo/RegionPlace.h"
#include "geo/UserLocation.h"
#include "import/Importer.h"
#include "import/RegionPlaceCsv.h"
#include "scoring/NeedProfile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

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
    void rankResidencyRanksOnlyAllowedPlacesAndSaysWhyNot();
    void aNeedProfileCarriesItsResidencyRule();
    void theLocationIsRememberedAndMeasuredFrom();

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

void TestRegions::rankResidencyRanksOnlyAllowedPlacesAndSaysWhyNot()
{
    // One rated provider's offers in three places: mainland China, the US, and a region whose
    // place nobody published. `rank --residency cn-mainland` ranks the first alone.
    const QString path = m_dir.filePath(QStringLiteral("residency.sqlite"));
    QSet<QString> mainland; // every provider/region the catalog places in mainland China
    {
        Catalog catalog(path);
        QString error;
        QVERIFY2(cgtest::openReferenceCatalog(catalog, &error), qPrintable(error));
        ImportOptions o;
        o.providerKey = QStringLiteral("lambda");
        o.asOf = QStringLiteral("2026-12-01");
        const ImportReport r = Importer(catalog).importBytes("InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,Price,"
                                                             "SpotPrice,Region\n"
                                                             "gpu_8x_h100_sh,H100,8,208,1800,,23.92,,sh-test-1\n"
                                                             "gpu_8x_h100_va,H100,8,208,1800,,22.00,,va-test-1\n"
                                                             "gpu_8x_h100_nw,H100,8,208,1800,,21.00,,nowhere-9\n",
            QStringLiteral("lambda.csv"), o);
        QVERIFY2(r.ok(), qPrintable(r.text()));
        QList<RegionPlace> places = catalog.regionPlaces();
        places.removeIf([](const RegionPlace &p) { return p.providerKey != QLatin1String("lambda"); });
        RegionPlace shanghai;
        shanghai.region = QStringLiteral("sh-test-1");
        shanghai.country = QStringLiteral("CN");
        shanghai.city = QStringLiteral("Shanghai");
        shanghai.basis = QStringLiteral("vendor-docs");
        shanghai.sourceUrl = QStringLiteral("https://docs.example.com/regions");
        RegionPlace virginia = shanghai;
        virginia.region = QStringLiteral("va-test-1");
        virginia.country = QStringLiteral("US");
        virginia.city.clear();
        places << shanghai << virginia;
        CatalogWriter writer(catalog);
        QVERIFY(writer.begin());
        QVERIFY2(writer.replaceRegionPlaces(writer.providerId(QStringLiteral("lambda")), places), qPrintable(writer.lastError()));
        QVERIFY(writer.commit());
        for (const RegionPlace &p : catalog.regionPlaces())
            if (Jurisdiction::of(p.country) == QLatin1String("cn-mainland"))
                mainland.insert(p.providerKey + QLatin1Char('/') + p.region);
    }
    auto rank = [&path](const QStringList &extra, QString *errText) {
        QString out;
        QTextStream so(&out), se(errText);
        const int rc = CommandLine::run(QStringList { QStringLiteral("cloudgauge"), QStringLiteral("rank"), QStringLiteral("--catalog"),
                                            path, QStringLiteral("--expand"), QStringLiteral("--top"), QStringLiteral("100000"),
                                            QStringLiteral("--format"), QStringLiteral("json") }
                + extra,
            so, se);
        so.flush();
        se.flush();
        return std::pair { rc, QJsonDocument::fromJson(out.toUtf8()).array() };
    };
    QString err;
    const auto [rc, rows] = rank({ QStringLiteral("--residency"), QStringLiteral("cn-mainland"), QStringLiteral("--excluded") }, &err);
    QVERIFY2(rc == 0, qPrintable(err));
    QHash<QString, QJsonObject> byInstance;
    int ranked = 0;
    for (const QJsonValue &v : rows) {
        const QJsonObject o = v.toObject();
        if (o.value(QStringLiteral("provider")) == QLatin1String("lambda"))
            byInstance.insert(o.value(QStringLiteral("instance_type")).toString(), o);
        if (!o.value(QStringLiteral("recommended")).toBool())
            continue;
        ++ranked;
        const QString where
            = o.value(QStringLiteral("provider")).toString() + QLatin1Char('/') + o.value(QStringLiteral("region")).toString();
        QVERIFY2(mainland.contains(where), qPrintable(where + QLatin1String(" ranked under cn-mainland")));
        QCOMPARE(o.value(QStringLiteral("country")).toString(), QStringLiteral("CN"));
    }
    QVERIFY(ranked >= 1);
    const QJsonObject sh = byInstance.value(QStringLiteral("gpu_8x_h100_sh"));
    QVERIFY(sh.value(QStringLiteral("recommended")).toBool());
    const QJsonObject va = byInstance.value(QStringLiteral("gpu_8x_h100_va")), nw = byInstance.value(QStringLiteral("gpu_8x_h100_nw"));
    QCOMPARE(va.value(QStringLiteral("recommended")), QJsonValue(false));
    QCOMPARE(nw.value(QStringLiteral("recommended")), QJsonValue(false));
    const QString vaWhy = va.value(QStringLiteral("excluded_because")).toArray().first().toString();
    const QString nwWhy = nw.value(QStringLiteral("excluded_because")).toArray().first().toString();
    QVERIFY2(vaWhy.contains(QLatin1String("region va-test-1 is in US, outside mainland China")), qPrintable(vaWhy));
    QVERIFY2(nwWhy.contains(QLatin1String("the place of region nowhere-9 is unknown")), qPrintable(nwWhy));
    QCOMPARE(va.value(QStringLiteral("country")).toString(), QStringLiteral("US"));
    QVERIFY(nw.value(QStringLiteral("country")).isNull()); // unknown, shown as such

    // The opposite rule ranks the US offer and not the mainland one; a bad rule is a usage error.
    const auto [rc2, rows2] = rank({ QStringLiteral("--residency"), QStringLiteral("outside-cn-mainland") }, &err);
    QCOMPARE(rc2, 0);
    QStringList lambdaRanked;
    for (const QJsonValue &v : rows2)
        if (v.toObject().value(QStringLiteral("provider")) == QLatin1String("lambda"))
            lambdaRanked << v.toObject().value(QStringLiteral("instance_type")).toString();
    QVERIFY(lambdaRanked.contains(QStringLiteral("gpu_8x_h100_va")));
    QVERIFY(!lambdaRanked.contains(QStringLiteral("gpu_8x_h100_sh")));
    QVERIFY(!lambdaRanked.contains(QStringLiteral("gpu_8x_h100_nw")));
    QCOMPARE(rank({ QStringLiteral("--residency"), QStringLiteral("mars") }, &err).first, 2);
    QVERIFY2(err.contains(QLatin1String("--residency: ")), qPrintable(err));
}

void TestRegions::aNeedProfileCarriesItsResidencyRule()
{
    NeedProfile p = *NeedProfile::builtIn(QStringLiteral("inference"));
    QString error;
    p.constraints.residency = *Residency::parse(QStringLiteral("DE,FR"), &error);
    const std::optional<NeedProfile> back = NeedProfile::fromJson(p.toJson(), &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->constraints.residency.text(), QStringLiteral("DE,FR"));
    QVERIFY(*back == p);
    QVERIFY(p.constraints.inWords().contains(QStringLiteral("data stays in DE, FR")));
    QByteArray json = p.toJson();
    json.replace("\"DE,FR\"", "\"atlantis\"");
    QVERIFY(!NeedProfile::fromJson(json, &error));
    QVERIFY2(error.startsWith(QLatin1String("constraints.residency: ")), qPrintable(error));
    // An offer outside the rule fails it with the reason; one inside passes.
    OfferView o;
    o.providerKey = QStringLiteral("x");
    o.region = QStringLiteral("eu-central-1");
    o.country = QStringLiteral("DE");
    NeedConstraints where;
    where.residency = p.constraints.residency;
    QVERIFY(where.admits(o));
    o.country = QStringLiteral("NL");
    QCOMPARE(where.unmetConstraints(o), QStringList { QStringLiteral("region eu-central-1 is in NL, not in DE, FR") });
    o.country.clear();
    QCOMPARE(where.unmetConstraints(o),
        QStringList {
            QStringLiteral("the place of region eu-central-1 is unknown, so it cannot be shown to meet the residency rule DE,FR") });
}

void TestRegions::theLocationIsRememberedAndMeasuredFrom()
{
    auto run = [](const QStringList &args, QString *outText) {
        QString errText;
        QTextStream so(outText), se(&errText);
        outText->clear();
        const int rc = CommandLine::run(QStringList { QStringLiteral("cloudgauge") } + args, so, se);
        so.flush();
        return rc;
    };
    QString out;
    UserLocation::forget();
    QCOMPARE(run({ QStringLiteral("location") }, &out), 0);
    QVERIFY2(out.startsWith(QLatin1String("No location set")), qPrintable(out));
    QCOMPARE(run({ QStringLiteral("location"), QStringLiteral("set"), QStringLiteral("95,10") }, &out), 2); // no such latitude
    QVERIFY(!UserLocation::remembered());
    QCOMPARE(run({ QStringLiteral("location"), QStringLiteral("set"), QStringLiteral("31.23,121.47"), QStringLiteral("--name"),
                     QStringLiteral("Shanghai") },
                 &out),
        0);
    QCOMPARE(UserLocation::remembered()->text(), QStringLiteral("Shanghai (31.23, 121.47)"));
    QCOMPARE(run({ QStringLiteral("location"), QStringLiteral("show") }, &out), 0);
    QCOMPARE(out, QStringLiteral("Your location: Shanghai (31.23, 121.47)\n"));
    // `regions` measures from it without --from: the bundled catalog's first region with coordinates.
    QCOMPARE(run({ QStringLiteral("regions"), QStringLiteral("--catalog"), QStringLiteral(CG_SEED_DB), QStringLiteral("--format"),
                     QStringLiteral("json") },
                 &out),
        0);
    bool measured = false;
    for (const QJsonValue &v : QJsonDocument::fromJson(out.toUtf8()).array()) {
        const QJsonObject o = v.toObject();
        if (o.value(QStringLiteral("latitude")).isDouble()) {
            QCOMPARE(o.value(QStringLiteral("distance_km")).toDouble(),
                greatCircleKm(
                    31.23, 121.47, o.value(QStringLiteral("latitude")).toDouble(), o.value(QStringLiteral("longitude")).toDouble()));
            measured = true;
            break;
        }
    }
    QVERIFY(measured);
    QCOMPARE(run({ QStringLiteral("location"), QStringLiteral("clear") }, &out), 0);
    QVERIFY(!UserLocation::remembered());
}

QTEST_GUILESS_MAIN(TestRegions)
#include "tst_regions.moc"
