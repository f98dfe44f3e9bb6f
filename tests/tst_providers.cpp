// The published compute SLA: reliability.csv into the catalog (SeedBuilder, checked row by row),
// Catalog::providerSlas(), `cloudgauge providers` in its three formats, the words the details
// pane and the report use (SlaText) and the reliability chart's labels.
#include "CliTestSupport.h"
#include "TestSupport.h"

#include "catalog/writer/CatalogWriter.h"

#include "CommandLine.h"
#include "charts/ReliabilityChartView.h"
#include "csv/CsvReader.h"
#include "scoring/ChargeText.h"
#include "scoring/SlaText.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QRegularExpression>
#include <QTextStream>

using namespace cg;

namespace {
/// A row of expected cells (QT_NO_CAST_FROM_ASCII: literals are written u"...").
QStringList cells(std::initializer_list<QStringView> list)
{
    QStringList out;
    for (QStringView v : list)
        out.append(v.toString());
    return out;
}
} // namespace

class TestProviders : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void csvOfAHandBuiltCatalogHasExactCells();
    void jsonHasNumbersAndNullsForUnknown();
    void tableShowsADashForUnknown();
    void theSeedCatalogHoldsEveryRowOfReliabilityCsv();
    void noTwoBundledProvidersShareAName();
    void aBadReliabilityRowStopsTheSeedWithFileAndLine_data();
    void aBadReliabilityRowStopsTheSeedWithFileAndLine();
    void theSeedCatalogHoldsEveryRowOfHiddenCostsCsv();
    void aBadChargeRowStopsTheSeedWithFileAndLine_data();
    void aBadChargeRowStopsTheSeedWithFileAndLine();
    void chargeWords();
    void slaWords();
    void everyBundledSlaTextHasItsChineseText();
    void theReliabilityChartLabelsCarryTheSla();
    void aUsageErrorExitsTwo();

private:
    int run(const QStringList &args, QString *out, QString *err);
    QTemporaryDir m_dir;
    QString m_fixture;
};

void TestProviders::initTestCase()
{
    cgtest::initHermetic();
    QLocale::setDefault(QLocale::c());
    // alpha: a tier history and a published SLA with both figures; beta: no published SLA (a
    // value); gamma: nothing at all (nobody looked).
    m_fixture = m_dir.filePath(QStringLiteral("fixture.sqlite"));
    Catalog catalog(m_fixture);
    QString error;
    QVERIFY2(catalog.open(&error), qPrintable(error));
    CatalogWriter w(catalog);
    QVERIFY(w.begin());
    const qint64 alpha = w.upsertProvider({ QStringLiteral("alpha"), QStringLiteral("Alpha Cloud"), QStringLiteral("阿尔法云"),
        QStringLiteral("hyperscaler"), QStringLiteral("US"), QStringLiteral("https://alpha.example"), QStringLiteral("Alpha Cloud") });
    const qint64 beta = w.upsertProvider(
        { QStringLiteral("beta"), QStringLiteral("Beta GPUs"), QString(), QStringLiteral("marketplace"), QString(), QString(), QString() });
    QVERIFY(
        w.upsertProvider({ QStringLiteral("gamma"), QStringLiteral("Gamma"), QString(), QString(), QString(), QString(), QString() }) >= 0);
    QVERIFY2(alpha >= 0 && beta >= 0, qPrintable(w.lastError()));
    QVERIFY(w.upsertRating(alpha,
        { QStringLiteral("alpha"), QStringLiteral("ClusterMAX"), QStringLiteral("2.0"), QStringLiteral("2025-03-01"),
            QStringLiteral("Silver"), QStringLiteral("https://cm.example/2"), QString() }));
    QVERIFY(w.upsertRating(alpha,
        { QStringLiteral("alpha"), QStringLiteral("ClusterMAX"), QStringLiteral("3.0"), QStringLiteral("2025-11-01"),
            QStringLiteral("Gold"), QStringLiteral("https://cm.example/3"), QString() }));
    ProviderSla a;
    a.providerKey = QStringLiteral("alpha");
    a.status = QStringLiteral("published");
    a.singleInstancePct = 99.5;
    a.multiZonePct = 99.99;
    a.credits = QStringLiteral("10% <99.99; 30% <99, 100% <95");
    a.excludes = QStringLiteral("spot VMs");
    a.creditsZh = QStringLiteral("低于 99.99 % 抵扣 10 %");
    a.excludesZh = QStringLiteral("不含竞价实例");
    a.sourceUrl = QStringLiteral("https://alpha.example/sla");
    a.asOf = QStringLiteral("2025-06-03");
    a.note = QStringLiteral("quoted");
    QVERIFY2(w.upsertProviderSla(alpha, a), qPrintable(w.lastError()));
    ProviderSla b;
    b.providerKey = QStringLiteral("beta");
    b.status = QStringLiteral("none");
    b.sourceUrl = QStringLiteral("https://beta.example/terms");
    QVERIFY2(w.upsertProviderSla(beta, b), qPrintable(w.lastError()));
    QVERIFY2(w.commit(), qPrintable(w.lastError()));
    const auto slas = catalog.providerSlas();
    QCOMPARE(slas.size(), 2);
    QCOMPARE(slas.value(QStringLiteral("alpha")), a); // every field round-trips
    QCOMPARE(slas.value(QStringLiteral("beta")), b);
}

int TestProviders::run(const QStringList &args, QString *out, QString *err)
{
    return cgtest::runCli(args, out, err);
}

void TestProviders::csvOfAHandBuiltCatalogHasExactCells()
{
    QString out, err;
    QCOMPARE(run({ QStringLiteral("providers"), QStringLiteral("--catalog"), m_fixture, QStringLiteral("--format"), QStringLiteral("csv") },
                 &out, &err),
        0);
    QVERIFY2(err.isEmpty(), qPrintable(err));
    const CsvTable t = CsvReader::parse(out.toUtf8());
    QVERIFY2(t.ok() && t.issues.isEmpty(), qPrintable(t.fatalError));
    QCOMPARE(t.header,
        cells({ u"key", u"name_en", u"name_zh", u"category", u"clustermax_tier", u"sla_status", u"sla_single_instance_pct",
            u"sla_multi_zone_pct", u"sla_credits", u"sla_excludes", u"sla_source_url", u"sla_as_of" }));
    QCOMPARE(t.records.size(), 3);
    QCOMPARE(t.records.at(0).fields,
        cells({ u"alpha", u"Alpha Cloud", QStringLiteral("阿尔法云"), u"hyperscaler", u"Gold", u"published", u"99.5", u"99.99",
            u"10% <99.99; 30% <99, 100% <95", u"spot VMs", u"https://alpha.example/sla", u"2025-06-03" }));
    QCOMPARE(t.records.at(1).fields,
        cells({ u"beta", u"Beta GPUs", u"", u"marketplace", u"", u"none", u"", u"", u"", u"", u"https://beta.example/terms", u"" }));
    QCOMPARE(t.records.at(2).fields, cells({ u"gamma", u"Gamma", u"", u"", u"", u"", u"", u"", u"", u"", u"", u"" }));
}

void TestProviders::jsonHasNumbersAndNullsForUnknown()
{
    QString out, err;
    QCOMPARE(
        run({ QStringLiteral("providers"), QStringLiteral("--catalog"), m_fixture, QStringLiteral("--format"), QStringLiteral("json") },
            &out, &err),
        0);
    const QJsonArray a = QJsonDocument::fromJson(out.toUtf8()).array();
    QCOMPARE(a.size(), 3);
    const QJsonObject alpha = a.at(0).toObject(), beta = a.at(1).toObject(), gamma = a.at(2).toObject();
    QCOMPARE(alpha.value(QStringLiteral("sla_single_instance_pct")), QJsonValue(99.5));
    QCOMPARE(alpha.value(QStringLiteral("sla_multi_zone_pct")), QJsonValue(99.99));
    QCOMPARE(alpha.value(QStringLiteral("clustermax_tier")).toString(), QStringLiteral("Gold"));
    QCOMPARE(beta.value(QStringLiteral("sla_status")).toString(), QStringLiteral("none"));
    QVERIFY(beta.value(QStringLiteral("sla_single_instance_pct")).isNull());
    QVERIFY(beta.value(QStringLiteral("name_zh")).isNull());
    QVERIFY(beta.value(QStringLiteral("clustermax_tier")).isNull());
    QCOMPARE(gamma.keys().size(), 12);
    for (const QString &k : gamma.keys())
        if (k != QLatin1String("key") && k != QLatin1String("name_en"))
            QVERIFY2(gamma.value(k).isNull(), qPrintable(k));
}

void TestProviders::tableShowsADashForUnknown()
{
    QString out, err;
    QCOMPARE(run({ QStringLiteral("providers"), QStringLiteral("--catalog"), m_fixture }, &out, &err), 0);
    const QStringList lines = out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 4);
    const QRegularExpression gap(QStringLiteral("\\s{2,}"));
    const QString dash = QStringLiteral("—");
    QCOMPARE(lines.at(2).split(gap),
        cells({ u"beta", u"Beta GPUs", dash, u"marketplace", dash, u"none", dash, dash, dash, dash, u"https://beta.example/terms", dash }));
    QCOMPARE(lines.at(3).split(gap), cells({ u"gamma", u"Gamma", dash, dash, dash, dash, dash, dash, dash, dash, dash, dash }));
    QCOMPARE(lines.at(1).split(gap).mid(4, 4), cells({ u"Gold", u"published", u"99.5", u"99.99" }));
}

void TestProviders::noTwoBundledProvidersShareAName()
{
    // Two companies under one name (SkyPilot's Yotta Labs marketplace and ClusterMAX's Yotta) read
    // as one provider listed twice.
    const QString seed = m_dir.filePath(QStringLiteral("names.sqlite"));
    QVERIFY(QFile::copy(QStringLiteral(CG_SEED_DB), seed));
    QFile::setPermissions(seed, QFile::ReadOwner | QFile::WriteOwner);
    QString out, err;
    QCOMPARE(run({ QStringLiteral("providers"), QStringLiteral("--catalog"), seed, QStringLiteral("--format"), QStringLiteral("csv") },
                 &out, &err),
        0);
    const CsvTable t = CsvReader::parse(out.toUtf8());
    QVERIFY(t.ok());
    const int name = t.column("name_en");
    QVERIFY(name >= 0);
    QHash<QString, int> seen;
    for (const CsvRecord &r : t.records)
        ++seen[r.fields.at(name).toLower()];
    for (auto it = seen.begin(); it != seen.end(); ++it)
        QVERIFY2(it.value() == 1, qPrintable(it.key()));
}

void TestProviders::theSeedCatalogHoldsEveryRowOfReliabilityCsv()
{
    const QString seed = m_dir.filePath(QStringLiteral("bundled.sqlite"));
    QVERIFY(QFile::copy(QStringLiteral(CG_SEED_DB), seed));
    QFile::setPermissions(seed, QFile::ReadOwner | QFile::WriteOwner);
    QString out, err;
    QCOMPARE(run({ QStringLiteral("providers"), QStringLiteral("--catalog"), seed, QStringLiteral("--format"), QStringLiteral("csv") },
                 &out, &err),
        0);
    const CsvTable t = CsvReader::parse(out.toUtf8());
    QVERIFY(t.ok() && t.issues.isEmpty());
    QCOMPARE(int(t.records.size()), cgtest::seedProviderCount());
    QHash<QString, QStringList> byKey;
    for (const CsvRecord &r : t.records)
        byKey.insert(r.fields.at(0), r.fields);
    // Expectations from the seed file itself: each row's status and figures, and how many have figures.
    const auto rows = cgtest::seedRows(QStringLiteral("reliability.csv"));
    QVERIFY(!rows.isEmpty());
    int expectedWithFigures = 0;
    for (const auto &row : rows) {
        const QString key = row.value(QStringLiteral("provider"));
        QVERIFY2(byKey.contains(key), qPrintable(key));
        const QStringList cells = byKey.value(key);
        QCOMPARE(cells.at(5), row.value(QStringLiteral("sla_status")));
        for (const auto &[column, index] : { std::pair { "sla_single_instance_pct", 6 }, std::pair { "sla_multi_zone_pct", 7 } }) {
            const QString want = row.value(QLatin1String(column));
            QCOMPARE(cells.at(index).isEmpty(), want.isEmpty());
            if (!want.isEmpty())
                QCOMPARE(cells.at(index).toDouble(), want.toDouble());
        }
        QCOMPARE(cells.at(10), row.value(QStringLiteral("source_url")));
        QCOMPARE(cells.at(11), row.value(QStringLiteral("as_of")));
        if (!row.value(QStringLiteral("sla_single_instance_pct")).isEmpty() || !row.value(QStringLiteral("sla_multi_zone_pct")).isEmpty())
            ++expectedWithFigures;
    }
    int withFigures = 0, withStatus = 0;
    for (const CsvRecord &r : t.records) {
        withFigures += !r.fields.at(6).isEmpty() || !r.fields.at(7).isEmpty() ? 1 : 0;
        withStatus += r.fields.at(5).isEmpty() ? 0 : 1;
    }
    QCOMPARE(withFigures, expectedWithFigures);
    int expectedWithStatus = 0;
    for (const auto &row : rows)
        expectedWithStatus += row.value(QStringLiteral("sla_status")).isEmpty() ? 0 : 1;
    QCOMPARE(withStatus, expectedWithStatus);
}

void TestProviders::aBadReliabilityRowStopsTheSeedWithFileAndLine_data()
{
    QTest::addColumn<QString>("row");
    QTest::addColumn<QString>("error");
    const QString url = QStringLiteral("https://aws.example/sla");
    QTest::newRow("unknown provider") << QStringLiteral("nosuch,published,99.5,,,,%1,,").arg(url)
                                      << QStringLiteral("reliability.csv line 3: provider 'nosuch' is not a key of providers.csv");
    QTest::newRow("status") << QStringLiteral("gcp,maybe,,,,,%1,,").arg(url)
                            << QStringLiteral("reliability.csv line 3: sla_status 'maybe' must be published, none or empty");
    QTest::newRow("over 100") << QStringLiteral("gcp,published,100.5,,,,%1,,").arg(url)
                              << QStringLiteral("reliability.csv line 3: sla_single_instance_pct '100.5' must be a percentage above 0 "
                                                "and at most 100");
    QTest::newRow("zero") << QStringLiteral("gcp,published,,0,,,%1,,").arg(url)
                          << QStringLiteral("reliability.csv line 3: sla_multi_zone_pct '0' must be a percentage above 0 and at most 100");
    QTest::newRow("decimal comma") << QStringLiteral("gcp,published,\"99,9\",,,,%1,,").arg(url)
                                   << QStringLiteral("reliability.csv line 3: sla_single_instance_pct '99,9' must be a percentage above 0 "
                                                     "and at most 100");
    QTest::newRow("figure without published") << QStringLiteral("gcp,none,99.9,,,,%1,,").arg(url)
                                              << QStringLiteral("reliability.csv line 3: a percentage needs sla_status published");
    QTest::newRow("no source") << QStringLiteral("gcp,none,,,,,,,")
                               << QStringLiteral("reliability.csv line 3: an SLA status needs the http(s) source_url that shows it");
    QTest::newRow("date") << QStringLiteral("gcp,published,99.9,,,,%1,29.08.2023,").arg(url)
                          << QStringLiteral("reliability.csv line 3: as_of '29.08.2023' is not an ISO date");
    QTest::newRow("twice") << QStringLiteral("aws,none,,,,,%1,,").arg(url)
                           << QStringLiteral("reliability.csv line 3: provider 'aws' has a row already");
}

void TestProviders::aBadReliabilityRowStopsTheSeedWithFileAndLine()
{
    QFETCH(QString, row);
    QFETCH(QString, error);
    // The reviewed reference files, and a reliability.csv whose second data row (line 3) is bad.
    QTemporaryDir seed;
    for (const QString &name : QDir(cgtest::seedDir()).entryList({ QStringLiteral("*.csv") }, QDir::Files))
        QVERIFY(QFile::copy(cgtest::seedDir() + QLatin1Char('/') + name, seed.filePath(name)));
    QFile::remove(seed.filePath(QStringLiteral("reliability.csv")));
    QFile f(seed.filePath(QStringLiteral("reliability.csv")));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("provider,sla_status,sla_single_instance_pct,sla_multi_zone_pct,sla_credits,sla_excludes,source_url,as_of,note\n"
            "aws,published,,99.99,,,https://aws.example/sla,2022-05-05,\n");
    f.write(row.toUtf8() + '\n');
    f.close();
    Catalog catalog(m_dir.filePath(
        QStringLiteral("bad-%1.sqlite").arg(QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-')))));
    QString e;
    QVERIFY2(catalog.open(&e), qPrintable(e));
    QStringList log;
    QVERIFY(!SeedBuilder(catalog).buildReference(seed.path(), &log, &e));
    QCOMPARE(e, error);
    // Nothing half-written: the whole reference build is rolled back.
    QCOMPARE(catalog.providers().size(), 0);
    QCOMPARE(catalog.providerSlas().size(), 0);
}

void TestProviders::theSeedCatalogHoldsEveryRowOfHiddenCostsCsv()
{
    const QString path = m_dir.filePath(QStringLiteral("bundled-charges.sqlite"));
    QVERIFY(QFile::copy(QStringLiteral(CG_SEED_DB), path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    Catalog catalog(path);
    QString error;
    QVERIFY2(catalog.open(&error), qPrintable(error));
    const QHash<QString, QList<ProviderCharge>> charges = catalog.providerCharges();
    QVERIFY2(catalog.lastError().isEmpty(), qPrintable(catalog.lastError()));
    const auto rows = cgtest::seedRows(QStringLiteral("hidden_costs.csv"));
    QVERIFY(!rows.isEmpty());
    int stored = 0;
    QSet<QString> providers;
    for (const auto &list : charges)
        stored += int(list.size());
    QCOMPARE(stored, int(rows.size()));
    for (const auto &row : rows) {
        const QString key = row.value(QStringLiteral("provider"));
        providers.insert(key);
        const QList<ProviderCharge> list = charges.value(key);
        const auto it = std::find_if(
            list.begin(), list.end(), [&](const ProviderCharge &c) { return c.charge == row.value(QStringLiteral("charge")); });
        QVERIFY2(it != list.end(), qPrintable(key + QLatin1Char('/') + row.value(QStringLiteral("charge"))));
        QCOMPARE(it->amount, row.value(QStringLiteral("amount")).toDouble());
        QCOMPARE(it->currency, row.value(QStringLiteral("currency")));
        QCOMPARE(it->unit, row.value(QStringLiteral("unit")));
        QCOMPARE(it->freeAllowance.has_value(), !row.value(QStringLiteral("free_allowance")).isEmpty());
        QCOMPARE(it->sourceUrl, row.value(QStringLiteral("source_url")));
        QCOMPARE(it->asOf, row.value(QStringLiteral("as_of")));
        QVERIFY(it->sourceUrl.startsWith(QLatin1String("https://")));
        QVERIFY2(!it->note.isEmpty(), qPrintable(key)); // every figure carries the words it was read from
    }
    QCOMPARE(int(charges.size()), int(providers.size()));
}

void TestProviders::aBadChargeRowStopsTheSeedWithFileAndLine_data()
{
    QTest::addColumn<QString>("row");
    QTest::addColumn<QString>("error");
    const QString url = QStringLiteral("https://gcp.example/pricing");
    QTest::newRow("unknown provider") << QStringLiteral("nosuch,egress,0.1,USD,per_gb,,,%1,,").arg(url)
                                      << QStringLiteral("hidden_costs.csv line 3: provider 'nosuch' is not a key of providers.csv");
    QTest::newRow("charge") << QStringLiteral("gcp,nat,0.1,USD,per_gb,,,%1,,").arg(url)
                            << QStringLiteral("hidden_costs.csv line 3: charge 'nat' must be egress, block_storage, file_storage, "
                                              "object_storage or public_ipv4");
    QTest::newRow("unit") << QStringLiteral("gcp,egress,0.1,USD,per_gb_month,,,%1,,").arg(url)
                          << QStringLiteral("hidden_costs.csv line 3: unit 'per_gb_month' does not fit charge egress (use per_gb or "
                                            "per_gib or per_tb)");
    QTest::newRow("negative") << QStringLiteral("gcp,egress,-0.1,USD,per_gb,,,%1,,").arg(url)
                              << QStringLiteral("hidden_costs.csv line 3: amount '-0.1' must be a number of at least 0");
    QTest::newRow("empty amount") << QStringLiteral("gcp,egress,,USD,per_gb,,,%1,,").arg(url)
                                  << QStringLiteral("hidden_costs.csv line 3: amount '' must be a number of at least 0");
    QTest::newRow("currency") << QStringLiteral("gcp,egress,0.1,$,per_gb,,,%1,,").arg(url)
                              << QStringLiteral("hidden_costs.csv line 3: currency '$' must be an ISO 4217 code such as USD");
    QTest::newRow("allowance on storage") << QStringLiteral("gcp,block_storage,0.1,USD,per_gb_month,5,,%1,,").arg(url)
                                          << QStringLiteral("hidden_costs.csv line 3: a free allowance is read for egress only");
    QTest::newRow("no source") << QStringLiteral("gcp,egress,0.1,USD,per_gb,,,,,")
                               << QStringLiteral("hidden_costs.csv line 3: a charge needs the http(s) source_url that shows it");
    QTest::newRow("date") << QStringLiteral("gcp,egress,0.1,USD,per_gb,,,%1,20.09.2026,").arg(url)
                          << QStringLiteral("hidden_costs.csv line 3: as_of '20.09.2026' is not an ISO date");
    QTest::newRow("twice") << QStringLiteral("aws,egress,0.1,USD,per_gb,,,%1,,").arg(url)
                           << QStringLiteral("hidden_costs.csv line 3: provider 'aws' has a egress row already");
}

void TestProviders::aBadChargeRowStopsTheSeedWithFileAndLine()
{
    QFETCH(QString, row);
    QFETCH(QString, error);
    // The reviewed reference files, and a hidden_costs.csv whose second data row (line 3) is bad.
    QTemporaryDir seed;
    for (const QString &name : QDir(cgtest::seedDir()).entryList({ QStringLiteral("*.csv") }, QDir::Files))
        QVERIFY(QFile::copy(cgtest::seedDir() + QLatin1Char('/') + name, seed.filePath(name)));
    QFile::remove(seed.filePath(QStringLiteral("hidden_costs.csv")));
    QFile f(seed.filePath(QStringLiteral("hidden_costs.csv")));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("provider,charge,amount,currency,unit,free_allowance,product,source_url,as_of,note\n"
            "aws,egress,0.09,USD,per_gb,100,,https://aws.example/pricing,,\n");
    f.write(row.toUtf8() + '\n');
    f.close();
    Catalog catalog(m_dir.filePath(QStringLiteral("badcharge-%1.sqlite")
                                       .arg(QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-')))));
    QString e;
    QVERIFY2(catalog.open(&e), qPrintable(e));
    QStringList log;
    QVERIFY(!SeedBuilder(catalog).buildReference(seed.path(), &log, &e));
    QCOMPARE(e, error);
    QCOMPARE(catalog.providers().size(), 0); // rolled back whole
    QVERIFY(catalog.providerCharges().isEmpty());
}

void TestProviders::chargeWords()
{
    const QLocale c = QLocale::c();
    ProviderCharge e;
    e.charge = QStringLiteral("egress");
    e.amount = 0.09;
    e.currency = QStringLiteral("USD");
    e.unit = QStringLiteral("per_gb");
    e.freeAllowance = 100;
    e.product = QStringLiteral("first 10 TB tier");
    QCOMPARE(ChargeText::amount(e, c), QStringLiteral("USD 0.09 per GB, first 100 GB a month free"));
    QCOMPARE(
        ChargeText::line(e, c), QStringLiteral("Internet egress: USD 0.09 per GB, first 100 GB a month free (first 10 TB tier; undated)"));
    e.amount = 0;
    e.freeAllowance.reset();
    e.product.clear();
    e.asOf = QStringLiteral("2026-09-20");
    QCOMPARE(ChargeText::line(e, c), QStringLiteral("Internet egress: no charge (USD 0 per GB) (2026-09-20)"));
    CostBreakdown b;
    b.storage = 163840;
    CostScenario s = CostScenario::pretraining();
    QCOMPARE(ChargeText::truthOf(b, s, c),
        QStringLiteral("Counted: storage USD 163840 a month at the generic USD 0.08 per GB-month (no published rate); egress unknown, not "
                       "included; public IPv4 unknown, not included."));
    b.storagePublished = b.egressPublished = b.ipv4Published = true;
    b.egress = 1791;
    b.publicIpv4 = 460.8;
    QCOMPARE(ChargeText::truthOf(b, s, c),
        QStringLiteral(
            "Counted: storage USD 163840 a month at the provider's published rate; egress of 20 TB USD 1791 a month; public IPv4 "
            "USD 461 a month (128 × USD 3.60 per address)."));
}

void TestProviders::slaWords()
{
    const QLocale c = QLocale::c();
    ProviderSla s;
    QCOMPARE(SlaText::shortLabel(s, c), QString());
    QCOMPARE(SlaText::summary(s, c), QStringLiteral("Unknown: no SLA page of the provider was confirmed."));
    s.status = QStringLiteral("none");
    QCOMPARE(SlaText::shortLabel(s, c), QStringLiteral("no published SLA"));
    QCOMPARE(SlaText::summary(s, c), QStringLiteral("The provider publishes no compute SLA."));
    s.status = QStringLiteral("published");
    QCOMPARE(SlaText::shortLabel(s, c), QStringLiteral("SLA, figures not read"));
    s.singleInstancePct = 99.5;
    QCOMPARE(SlaText::shortLabel(s, c), QStringLiteral("SLA 99.5 / — %"));
    s.multiZonePct = 99.99;
    s.excludes = QStringLiteral("spot VMs");
    s.asOf = QStringLiteral("2022-05-05");
    QCOMPARE(SlaText::shortLabel(s, c), QStringLiteral("SLA 99.5 / 99.99 %"));
    QCOMPARE(SlaText::summary(s, c),
        QStringLiteral("Single instance 99.5 %, multi-zone 99.99 % of monthly uptime (below it, service credits are due). Scope: spot VMs. "
                       "As of 2022-05-05."));
    // In Chinese, the catalog's Chinese scope replaces the English one; without one the English stays.
    const QLocale zh(QLocale::Chinese, QLocale::China);
    QVERIFY(SlaText::summary(s, zh).contains(QStringLiteral("spot VMs")));
    s.excludesZh = QStringLiteral("不含竞价实例");
    const QString summaryZh = SlaText::summary(s, zh);
    QVERIFY2(summaryZh.contains(QStringLiteral("不含竞价实例")) && !summaryZh.contains(QStringLiteral("spot VMs")), qPrintable(summaryZh));
    QVERIFY(SlaText::summary(s, c).contains(QStringLiteral("spot VMs")));
}

void TestProviders::everyBundledSlaTextHasItsChineseText()
{
    const QString seed = m_dir.filePath(QStringLiteral("sla-zh.sqlite"));
    QVERIFY(QFile::copy(QStringLiteral(CG_SEED_DB), seed));
    QFile::setPermissions(seed, QFile::ReadOwner | QFile::WriteOwner);
    Catalog catalog(seed);
    QString error;
    QVERIFY2(catalog.open(&error), qPrintable(error));
    const auto slas = catalog.providerSlas();
    QVERIFY(!slas.isEmpty());
    int texts = 0;
    for (const ProviderSla &s : slas) {
        QVERIFY2(s.credits.isEmpty() == s.creditsZh.isEmpty(), qPrintable(s.providerKey));
        QVERIFY2(s.excludes.isEmpty() == s.excludesZh.isEmpty(), qPrintable(s.providerKey));
        texts += !s.credits.isEmpty() + !s.excludes.isEmpty();
    }
    QVERIFY(texts > 0);
}

void TestProviders::theReliabilityChartLabelsCarryTheSla()
{
    ReliabilityChartView chart;
    const auto rating = [](const char *key, const char *tier) {
        return RatingView { QLatin1String(key), QStringLiteral("ClusterMAX"), QStringLiteral("3.0"), QStringLiteral("2025-11-01"),
            QLatin1String(tier), QString(), QString() };
    };
    ProviderSla a;
    a.status = QStringLiteral("published");
    a.singleInstancePct = 99.9;
    a.multiZonePct = 99.99;
    ProviderSla b;
    b.status = QStringLiteral("none");
    chart.setSlas({ { QStringLiteral("alpha"), a }, { QStringLiteral("beta"), b } });
    chart.setData({ { QStringLiteral("alpha"), QStringLiteral("Alpha") }, { QStringLiteral("beta"), QStringLiteral("Beta") },
                      { QStringLiteral("gamma"), QStringLiteral("Gamma") } },
        { rating("alpha", "Gold"), rating("beta", "Silver"), rating("gamma", "Bronze") }, {}, 0);
    // Best-rated first, as drawn; gamma has no SLA row and is not listed.
    QCOMPARE(chart.slaLabels(), QStringList({ QStringLiteral("Alpha: SLA 99.9 / 99.99 %"), QStringLiteral("Beta: no published SLA") }));
    QVERIFY2(
        chart.noteText().endsWith(QStringLiteral(" Alpha: SLA 99.9 / 99.99 %; Beta: no published SLA.")), qPrintable(chart.noteText()));
    QVERIFY(chart.noteText().contains(QStringLiteral("not measured uptime")));
}

void TestProviders::aUsageErrorExitsTwo()
{
    QString out, err;
    QCOMPARE(run({ QStringLiteral("providers"), QStringLiteral("--catalog"), m_fixture, QStringLiteral("--format"), QStringLiteral("xml") },
                 &out, &err),
        2);
    QCOMPARE(err, QStringLiteral("cloudgauge: providers: --format must be table, csv or json (see cloudgauge providers --help)\n"));
    QCOMPARE(run({ QStringLiteral("providers"), QStringLiteral("extra"), QStringLiteral("--catalog"), m_fixture }, &out, &err), 2);
    QVERIFY(out.isEmpty());
}

QTEST_MAIN(TestProviders)
#include "tst_providers.moc"
