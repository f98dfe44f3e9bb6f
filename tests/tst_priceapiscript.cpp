// `price-api script`: from the catalog's instance types to the vendor CLI calls, run against fake
// vendor clients on PATH (tests/data/price-api/fake-cli), imported, and ranked.
#include "TestSupport.h"

#include "CommandLine.h"
#include "catalog/store/Catalog.h"
#include "core/FxRates.h"
#include "import/Importer.h"
#include "update/PriceApiScript.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace cg;

class TestPriceApiScript : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { cgtest::initHermetic(); }
    void init();
    void cleanup();

    void regionsMustBeInTheApisForm_data();
    void regionsMustBeInTheApisForm();
    void alibabaScriptToRankedOfferInCny();
    void tencentAndHuaweiScriptsAskTheDocumentedOperations_data();
    void tencentAndHuaweiScriptsAskTheDocumentedOperations();
    void noAnswerWritesNothingAndKeepsTheOldFile();
    void aMissingClientIsNamed();
    void noRegionKnownAsksForOne();

private:
    struct Run
    {
        int rc = -1;
        QString out, err;
    };
    Run cli(QStringList args) const;
    /// Runs `sh SCRIPT OUT` with the fake clients first on PATH (or an empty PATH dir) and `env`.
    static Run runScript(const QString &script, const QString &out, bool withFakes = true, const QStringList &env = {});
    QStringList instanceTypes(const QString &provider) const;

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_catalog;
};

void TestPriceApiScript::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    Catalog catalog(m_dir->filePath(QStringLiteral("c.sqlite")));
    QString error;
    QVERIFY2(cgtest::openReferenceCatalog(catalog, &error), qPrintable(error));
    // The instance types to price: listed without a price, as the bundled Chinese rows are
    // (Tencent's without a zone); the fakes price some of them.
    const QByteArray rows
        = "provider,instance_type,region,gpu_name,gpu_count,vcpus,memory_gib,price_kind,term_months,price,currency,as_of,"
          "source_url,note\n"
          "alibaba,ecs.gn7i-c8g1.2xlarge,,A10,1,8,30,on_demand,,,CNY,2026-11-01,https://cn.example/a,no public price\n"
          "alibaba,ecs.gn7i-c16g1.4xlarge,,A10,1,16,60,on_demand,,,CNY,2026-11-01,https://cn.example/a,no public price\n"
          "alibaba,ecs.gn6v-c8g1.16xlarge,,V100,8,64,256,on_demand,,,CNY,2026-11-01,https://cn.example/a,no public price\n"
          "alibaba,ecs.gn6i-c4g1.xlarge,,T4,1,4,15,on_demand,,,CNY,2026-11-01,https://cn.example/a,no public price\n"
          "alibaba,ecs.gn7e (family),,A100,,,,on_demand,,,CNY,2026-11-01,https://cn.example/a,a family: not asked for\n"
          "tencent,GT4.4XLARGE96,China mainland (zone not specified),A100-SXM4-40GB,1,16,96,on_demand,,,CNY,2026-11-01,"
          "https://cn.example/t,no zone\n"
          "tencent,GN10X.2XLARGE40,China mainland (zone not specified),V100-SXM2-32GB,1,8,40,on_demand,,,CNY,2026-11-01,"
          "https://cn.example/t,no zone\n"
          "huawei,p3.2xlarge.8,,A100 80GB,1,8,64,on_demand,,,CNY,2026-11-01,https://cn.example/h,no public price\n"
          "huawei,p2s.2xlarge.8,,V100 PCIe,1,8,64,on_demand,,,CNY,2026-11-01,https://cn.example/h,no public price\n";
    ImportOptions o;
    o.format = QStringLiteral("csv");
    o.asOf = QStringLiteral("2026-11-01");
    const ImportReport r = Importer(catalog).importBytes(rows, QStringLiteral("cn.csv"), o);
    QVERIFY2(r.ok() && r.rejected == 0, qPrintable(r.text()));
    m_catalog = catalog.path();
}

void TestPriceApiScript::cleanup()
{
    m_dir.reset();
}

TestPriceApiScript::Run TestPriceApiScript::cli(QStringList args) const
{
    Run r;
    QTextStream so(&r.out), se(&r.err);
    args.prepend(QStringLiteral("cloudgauge"));
    args << QStringLiteral("--catalog") << m_catalog;
    r.rc = CommandLine::run(args, so, se);
    so.flush();
    se.flush();
    return r;
}

TestPriceApiScript::Run TestPriceApiScript::runScript(const QString &script, const QString &out, bool withFakes, const QStringList &env)
{
    QProcess p;
    QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
    const QString fakes = cgtest::testData("price-api/fake-cli");
    e.insert(QStringLiteral("PATH"), (withFakes ? fakes : QStringLiteral("/nonexistent")) + QStringLiteral(":/usr/bin:/bin"));
    for (const QString &kv : env)
        e.insert(kv.section(QLatin1Char('='), 0, 0), kv.section(QLatin1Char('='), 1));
    p.setProcessEnvironment(e);
    p.start(QStringLiteral("/bin/sh"), { script, out });
    Run r;
    if (!p.waitForFinished(120000))
        return r;
    r.rc = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

QStringList TestPriceApiScript::instanceTypes(const QString &provider) const
{
    Catalog catalog(m_catalog);
    QString error;
    if (!catalog.open(&error))
        return {};
    return PriceApiScript::instanceTypesOf(catalog.offers(), provider);
}

void TestPriceApiScript::regionsMustBeInTheApisForm_data()
{
    QTest::addColumn<QString>("provider");
    QTest::addColumn<QString>("region");
    QTest::addColumn<bool>("ok");
    QTest::newRow("alibaba region") << "alibaba"
                                    << "cn-beijing" << true;
    QTest::newRow("alibaba overseas") << "alibaba"
                                      << "ap-southeast-1" << true;
    QTest::newRow("alibaba description") << "alibaba"
                                         << "China mainland" << false;
    QTest::newRow("alibaba unknown") << "alibaba"
                                     << "unknown" << false;
    QTest::newRow("shell in a region") << "alibaba"
                                       << "cn-beijing;rm" << false;
    QTest::newRow("tencent zone") << "tencent"
                                  << "ap-beijing-5" << true;
    QTest::newRow("tencent region is not a zone") << "tencent"
                                                  << "ap-beijing" << false;
    QTest::newRow("huawei region") << "huawei"
                                   << "cn-north-4" << true;
}

void TestPriceApiScript::regionsMustBeInTheApisForm()
{
    QFETCH(QString, provider);
    QFETCH(QString, region);
    QFETCH(bool, ok);
    QCOMPARE(PriceApiScript::regionProblem(provider, region).isEmpty(), ok);
    const Run r = cli({ QStringLiteral("price-api"), QStringLiteral("script"), QStringLiteral("--provider"), provider,
        QStringLiteral("--region"), region });
    QCOMPARE(r.rc, ok ? 0 : 2);
    if (!ok)
        QVERIFY2(r.err.contains(QStringLiteral("'%1' is not a").arg(region)), qPrintable(r.err));
}

void TestPriceApiScript::alibabaScriptToRankedOfferInCny()
{
    const QStringList types = instanceTypes(QStringLiteral("alibaba"));
    QCOMPARE(types.size(), 4); // the family row is not an instance type the API knows
    // The fake answers for these three; each must be an instance type of the catalog.
    for (const char *t : { "ecs.gn7i-c8g1.2xlarge", "ecs.gn6v-c8g1.16xlarge", "ecs.gn6i-c4g1.xlarge" })
        QVERIFY2(types.contains(QLatin1String(t)), t);
    const QString script = m_dir->filePath(QStringLiteral("alibaba.sh"));
    const Run written = cli({ QStringLiteral("price-api"), QStringLiteral("script"), QStringLiteral("--provider"),
        QStringLiteral("alibaba"), QStringLiteral("--region"), QStringLiteral("cn-beijing"), QStringLiteral("--region"),
        QStringLiteral("cn-hangzhou"), QStringLiteral("--out"), script });
    QCOMPARE(written.rc, 0);
    const int calls = int(types.size()) * 2;
    QVERIFY2(written.out.contains(QStringLiteral("%1 calls of aliyun (%2 instance types x 2 regions)").arg(calls).arg(types.size())),
        qPrintable(written.out));
    QVERIFY(QFileInfo(script).isExecutable());

    const QString prices = m_dir->filePath(QStringLiteral("alibaba-prices.json"));
    const Run ran = runScript(script, prices);
    QCOMPARE(ran.rc, 0);
    // 2 types x 2 regions answered; the error body with exit 0 and every failed call are skipped.
    QVERIFY2(ran.out.contains(QStringLiteral("wrote 4 prices to %1 (%2 calls skipped)").arg(prices).arg(calls - 4)), qPrintable(ran.out));
    QCOMPARE(int(ran.err.count(QLatin1String("skipped "))), calls - 4);
    QVERIFY2(ran.err.contains(QLatin1String("skipped ecs.gn6i-c4g1.xlarge in cn-beijing: {\"RequestId\": \"FIXTURE-ERR\"")),
        qPrintable(ran.err));
    QFile f(prices);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonArray entries = QJsonDocument::fromJson(f.readAll()).array();
    QCOMPARE(entries.size(), 4);
    // The script dates every entry with `date -u`: the UTC day it ran.
    for (const QJsonValue e : entries)
        QCOMPARE(e[QLatin1String("observed_on")].toString(), QDateTime::currentDateTimeUtc().date().toString(Qt::ISODate));

    const Run imported = cli({ QStringLiteral("import"), prices });
    QCOMPARE(imported.rc, 0);
    QVERIFY2(imported.out.contains(QLatin1String("(alibaba-price-json, provider alibaba")), qPrintable(imported.out));
    QVERIFY2(imported.out.contains(QLatin1String("4 rows read; 4 GPU offers (4 new")), qPrintable(imported.out));
    QVERIFY2(!imported.out.contains(QLatin1String("no observation date given")), qPrintable(imported.out));

    // Ranked (gates off: ClusterMAX could not test Alibaba and no assessment is entered), its
    // cheapest region first, converted from CNY at the catalog's rate, to the cent.
    double cnyPerUsd = 0;
    {
        Catalog catalog(m_catalog);
        QString error;
        QVERIFY2(catalog.open(&error), qPrintable(error));
        const std::optional<FxRate> cny = catalog.latestFxRates().rate(QStringLiteral("CNY"));
        QVERIFY(cny);
        cnyPerUsd = cny->unitsPerUsd;
    }
    const Run ranked = cli({ QStringLiteral("rank"), QStringLiteral("--no-gates"), QStringLiteral("--top"), QStringLiteral("1000"),
        QStringLiteral("--format"), QStringLiteral("json") });
    QCOMPARE(ranked.rc, 0);
    QJsonObject a10;
    for (const QJsonValue v : QJsonDocument::fromJson(ranked.out.toUtf8()).array())
        if (v[QLatin1String("provider")] == QLatin1String("alibaba")
            && v[QLatin1String("instance_type")] == QLatin1String("ecs.gn7i-c8g1.2xlarge"))
            a10 = v.toObject();
    QVERIFY2(!a10.isEmpty(), "the priced Alibaba A10 offer is ranked");
    QCOMPARE(a10[QLatin1String("region")].toString(), QStringLiteral("cn-hangzhou")); // 11.5 < 12.03 CNY
    QCOMPARE(a10[QLatin1String("regions")].toInt(), 2);
    QCOMPARE(std::round(a10[QLatin1String("usd_per_gpu_hour")].toDouble() * 100), std::round(11.5 / cnyPerUsd * 100));
    QVERIFY2(a10[QLatin1String("fx")].toString().contains(QLatin1String("CNY")), qPrintable(a10[QLatin1String("fx")].toString()));
}

void TestPriceApiScript::tencentAndHuaweiScriptsAskTheDocumentedOperations_data()
{
    QTest::addColumn<QString>("provider");
    QTest::addColumn<QString>("region");
    QTest::addColumn<QString>("instanceType"); // the one the fake prices
    QTest::addColumn<QString>("env");
    QTest::addColumn<QString>("format");
    QTest::newRow("tencent") << "tencent"
                             << "ap-beijing-5"
                             << "GT4.4XLARGE96" << QString() << "tencent-price-json";
    QTest::newRow("huawei") << "huawei"
                            << "cn-north-4"
                            << "p3.2xlarge.8"
                            << "HUAWEI_PROJECT_ID=fixture-project"
                            << "huawei-price-json";
}

void TestPriceApiScript::tencentAndHuaweiScriptsAskTheDocumentedOperations()
{
    QFETCH(QString, provider);
    QFETCH(QString, region);
    QFETCH(QString, instanceType);
    QFETCH(QString, env);
    QFETCH(QString, format);
    const QStringList types = instanceTypes(provider);
    QVERIFY(types.contains(instanceType));
    const QString script = m_dir->filePath(provider + QStringLiteral(".sh"));
    QCOMPARE(cli({ QStringLiteral("price-api"), QStringLiteral("script"), QStringLiteral("--provider"), provider,
                     QStringLiteral("--region"), region, QStringLiteral("--out"), script })
                 .rc,
        0);
    const QString prices = m_dir->filePath(provider + QStringLiteral("-prices.json"));
    if (!env.isEmpty()) { // the project ID is required
        const Run refused = runScript(script, prices);
        QCOMPARE(refused.rc, 2);
        QVERIFY2(refused.err.contains(QLatin1String("set HUAWEI_PROJECT_ID")), qPrintable(refused.err));
    }
    const Run ran = runScript(script, prices, true, env.isEmpty() ? QStringList() : QStringList { env });
    QCOMPARE(ran.rc, 0);
    QVERIFY2(
        ran.out.contains(QStringLiteral("wrote 1 prices to %1 (%2 calls skipped)").arg(prices).arg(types.size() - 1)), qPrintable(ran.out));
    const Run imported = cli({ QStringLiteral("import"), prices });
    QCOMPARE(imported.rc, 0);
    QVERIFY2(imported.out.contains(QStringLiteral("(%1, provider %2").arg(format, provider)), qPrintable(imported.out));
    const Run listed
        = cli({ QStringLiteral("list"), QStringLiteral("--provider"), provider, QStringLiteral("--format"), QStringLiteral("csv") });
    QVERIFY2(listed.out.contains(QStringLiteral(",%1,%2,").arg(instanceType, region)), qPrintable(listed.out));
}

void TestPriceApiScript::noAnswerWritesNothingAndKeepsTheOldFile()
{
    const QString script = m_dir->filePath(QStringLiteral("alibaba.sh"));
    QCOMPARE(cli({ QStringLiteral("price-api"), QStringLiteral("script"), QStringLiteral("--provider"), QStringLiteral("alibaba"),
                     QStringLiteral("--region"), QStringLiteral("us-west-1"), QStringLiteral("--out"), script })
                 .rc,
        0);
    const QString prices = m_dir->filePath(QStringLiteral("old.json"));
    QFile old(prices);
    QVERIFY(old.open(QIODevice::WriteOnly));
    old.write("[]\n");
    old.close();
    const Run ran = runScript(script, prices); // the fake sells nothing in us-west-1
    QCOMPARE(ran.rc, 1);
    QVERIFY2(ran.err.contains(QLatin1String("no price came back")), qPrintable(ran.err));
    QVERIFY(old.open(QIODevice::ReadOnly));
    QCOMPARE(old.readAll(), QByteArray("[]\n"));
    QVERIFY(!QFile::exists(prices + QStringLiteral(".part")));
}

void TestPriceApiScript::aMissingClientIsNamed()
{
    const QString script = m_dir->filePath(QStringLiteral("alibaba.sh"));
    QCOMPARE(cli({ QStringLiteral("price-api"), QStringLiteral("script"), QStringLiteral("--provider"), QStringLiteral("alibaba"),
                     QStringLiteral("--region"), QStringLiteral("cn-beijing"), QStringLiteral("--out"), script })
                 .rc,
        0);
    const Run ran = runScript(script, m_dir->filePath(QStringLiteral("p.json")), false);
    QCOMPARE(ran.rc, 2);
    QVERIFY2(ran.err.contains(QLatin1String("aliyun is not on PATH: install the Alibaba Cloud CLI")), qPrintable(ran.err));
}

void TestPriceApiScript::noRegionKnownAsksForOne()
{
    // The bundled Tencent rows name no zone ("China mainland (zone not specified)").
    const Run r = cli({ QStringLiteral("price-api"), QStringLiteral("script"), QStringLiteral("--provider"), QStringLiteral("tencent") });
    QCOMPARE(r.rc, 2);
    QVERIFY2(r.err.contains(QLatin1String("name one or more with --region ap-beijing-5")), qPrintable(r.err));
    const Run unknown = cli({ QStringLiteral("price-api"), QStringLiteral("script"), QStringLiteral("--provider"), QStringLiteral("aws") });
    QCOMPARE(unknown.rc, 2);
}

QTEST_GUILESS_MAIN(TestPriceApiScript)
#include "tst_priceapiscript.moc"
