#include "CliTestSupport.h"
#include "TestSupport.h"

#include "catalog/writer/CatalogWriter.h"

#include "core/Tier.h"

#include "CommandLine.h"
#include "csv/CsvReader.h"
#include "import/Importer.h"
#include "scoring/FinishCost.h"
#include "scoring/RankingSession.h"
#include "scoring/TrueCost.h"
#include "scoring/UnpricedProviders.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QProcess>
#include <QScopeGuard>
#include <QSet>
#include <QSysInfo>
#include <QTextStream>

#include <algorithm>
#include <functional>

#include <sys/stat.h>

using namespace cg;

class TestCommandLine : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void headlessDetection();
    void listCsvOfTheBundledCatalog();
    void listFiltersByGpuAndProvider();
    void rankTop10PrintsProviderGpuPriceScoreTier();
    void rankJsonIsOrdered();
    void importPrintsItsReport();
    void exportOfTheBundledCatalogReimportsUnchanged();
    void gpuAndProviderFiltersNameWholeModelsAndProviders();
    void theInstalledBinaryImportsIdenticallyUnderAnyLocale();
    void aDamagedDefaultCatalogIsMovedAsideAndRebuilt();
    void everyCommandRecoversADamagedDefaultCatalogAsListDoes_data();
    void everyCommandRecoversADamagedDefaultCatalogAsListDoes();
    void aSecondWriterIsRefusedAndAStaleLockIsTakenOver();
    void tcoPrintsTheEightCostAreas();
    void rankWithAScenarioAddsTheTrueCostColumn();
    void estimateRanksTheCheapestToFinish();
    void fxListsTheRatesAndSetStoresOneWithItsSource();
    void anAbsurdlyCheapOfferIsFlaggedExplainedAndNotRecommended();
    void theDefaultTop10HasNoUnratedNotRecommendedOrDuplicateProviderGpu();
    void aCatalogLocationIsNeverGuessedIntoANewFile();
    void errorsExitNonZeroWithOneLine_data();
    void errorsExitNonZeroWithOneLine();

private:
    int run(const QStringList &args, QString *out, QString *err);
    QTemporaryDir m_dir;
    QString m_catalog;
    QString m_fixture;
};

void TestCommandLine::initTestCase()
{
    cgtest::initHermetic();
    // The bundled catalog exactly as shipped (built at build time from resources/seed).
    m_catalog = m_dir.filePath(QStringLiteral("bundled.sqlite"));
    QVERIFY2(QFile::copy(QStringLiteral(CG_SEED_DB), m_catalog), CG_SEED_DB);
    QFile::setPermissions(m_catalog, QFile::ReadOwner | QFile::WriteOwner);

    // A catalog whose offers and rating the test controls, for the worked true-cost figures: the
    // reference data, one Gold-rated provider and its 8 × H100 SXM instance at USD 23.60 an hour.
    m_fixture = m_dir.filePath(QStringLiteral("fixture.sqlite"));
    Catalog fixture(m_fixture);
    QString error;
    QVERIFY2(cgtest::openReferenceCatalog(fixture, &error), qPrintable(error));
    {
        CatalogWriter w(fixture);
        QVERIFY(w.begin());
        ProviderRecord p;
        p.key = QStringLiteral("fixturecloud");
        p.nameEn = QStringLiteral("Fixture Cloud");
        p.category = QStringLiteral("neocloud");
        const qint64 id = w.upsertProvider(p);
        QVERIFY2(id >= 0, qPrintable(w.lastError()));
        QVERIFY2(w.upsertRating(id,
                     { p.key, QStringLiteral("ClusterMAX"), QStringLiteral("3.0"), QStringLiteral("2026-09-23"), QStringLiteral("Gold"),
                         QStringLiteral("https://example.com/rating"), QStringLiteral("primary") }),
            qPrintable(w.lastError()));
        QVERIFY2(w.commit(), qPrintable(w.lastError()));
    }
    ImportOptions o;
    o.providerKey = QStringLiteral("fixturecloud");
    o.asOf = QStringLiteral("2026-11-30");
    const ImportReport r
        = Importer(fixture).importBytes("InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,Price,SpotPrice,Region\n"
                                        "gpu-h100-sxm_8gpu-128vcpu-1600gb,H100,8,128,1600,,23.60,,eu-north1\n"
                                        "gpu-h100-sxm_1gpu-16vcpu-200gb,H100,1,16,200,,3.10,,eu-north1\n",
            QStringLiteral("fixture.csv"), o);
    QVERIFY2(r.ok() && r.offersImported() == 2, qPrintable(r.text()));
}

int TestCommandLine::run(const QStringList &args, QString *out, QString *err)
{
    return cgtest::runCli(args, out, err);
}

void TestCommandLine::aCatalogLocationIsNeverGuessedIntoANewFile()
{
    const QDir dir(m_dir.filePath(QStringLiteral("locations")));
    QVERIFY(QDir().mkpath(dir.path()));
    const QString cwd = QDir::currentPath();
    QVERIFY(QDir::setCurrent(dir.path())); // a keyword string taken as a relative path would land here
    auto restore = qScopeGuard([&cwd] { QDir::setCurrent(cwd); });
    QString out, err;
    // libpq's keyword form is refused, not echoed (it holds a password) and creates nothing.
    const QString keywords = QStringLiteral("host=db.example.org user=alice password=s3cret dbname=cloudgauge");
    QCOMPARE(
        run({ QStringLiteral("import"), QStringLiteral("--catalog"), keywords, m_dir.filePath(QStringLiteral("none.csv")) }, &out, &err),
        1);
    QVERIFY2(err.contains(QLatin1String("keyword form")), qPrintable(err));
    QVERIFY2(!err.contains(QLatin1String("s3cret")), qPrintable(err));
    QCOMPARE(dir.entryList(QDir::AllEntries | QDir::NoDotAndDotDot), QStringList());
    // Nor by the other commands that take a location, nor in upper case.
    const QString upper = QStringLiteral("HOST=db.example.org USER=alice PASSWORD=s3cret");
    for (const QStringList &args :
        { QStringList { QStringLiteral("catalog"), QStringLiteral("copy"), QStringLiteral(CG_SEED_DB), keywords },
            QStringList { QStringLiteral("catalog"), QStringLiteral("copy"), keywords, m_dir.filePath(QStringLiteral("copy.sqlite")) },
            QStringList { QStringLiteral("team"), QStringLiteral("init"), keywords },
            QStringList { QStringLiteral("team"), QStringLiteral("audit"), upper },
            QStringList { QStringLiteral("list"), QStringLiteral("--catalog"), upper } }) {
        QVERIFY2(run(args, &out, &err) != 0, qPrintable(args.join(QLatin1Char(' '))));
        QVERIFY2(
            err.contains(QLatin1String("keyword form")) && !err.contains(QLatin1String("s3cret")) && !out.contains(QLatin1String("s3cret")),
            qPrintable(args.join(QLatin1Char(' ')) + QLatin1String(": ") + err));
    }
    QCOMPARE(dir.entryList(QDir::AllEntries | QDir::NoDotAndDotDot), QStringList());
    QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("copy.sqlite"))));
    // An empty file is not replaced by a copy of the bundled catalog.
    const QString empty = dir.filePath(QStringLiteral("empty.sqlite"));
    QFile f(empty);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.close();
    QCOMPARE(run({ QStringLiteral("list"), QStringLiteral("--catalog"), empty }, &out, &err), 1);
    QVERIFY2(err.contains(QLatin1String("is an empty file, not a catalog; it was left as it is")), qPrintable(err));
    QCOMPARE(QFileInfo(empty).size(), 0);
    // A device or a pipe is not a catalog, and a copy of the bundled one is never renamed over it
    // (a FIFO here: a regression must not cost the test machine its /dev/null).
    const QString fifo = dir.filePath(QStringLiteral("catalog.fifo"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    QCOMPARE(run({ QStringLiteral("list"), QStringLiteral("--catalog"), fifo }, &out, &err), 1);
    QVERIFY2(err.contains(QLatin1String("is not a regular file (a device, pipe or socket)")), qPrintable(err));
    QVERIFY(QFileInfo(fifo).exists() && !QFileInfo(fifo).isFile());
    QFile::remove(fifo);
    // A path that does not exist becomes a new catalog (the binary carries the bundled one), and
    // the command says so, the first time only.
    const QString fresh = dir.filePath(QStringLiteral("fresh.sqlite"));
    for (const bool first : { true, false }) {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), m_dir.path());
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(CG_APP), { QStringLiteral("fx"), QStringLiteral("--catalog"), fresh });
        QVERIFY(p.waitForFinished(60000));
        const QString said = QString::fromUtf8(p.readAllStandardError());
        QCOMPARE(p.exitCode(), 0);
        QCOMPARE(said.contains(QStringLiteral("warning: %1 did not exist: created as a new catalog").arg(fresh)), first);
        QVERIFY(QFileInfo(fresh).size() > 0);
    }
}

void TestCommandLine::headlessDetection()
{
    QVERIFY(CommandLine::isHeadless({ QStringLiteral("list") }));
    QVERIFY(CommandLine::isHeadless({ QStringLiteral("--version") }));
    QVERIFY(!CommandLine::isHeadless({}));
    QVERIFY(!CommandLine::isHeadless({ QStringLiteral("--lang"), QStringLiteral("zh_CN") }));
}

void TestCommandLine::listCsvOfTheBundledCatalog()
{
    QString out, err;
    QCOMPARE(run({ QStringLiteral("list"), QStringLiteral("--catalog"), m_catalog, QStringLiteral("--format"), QStringLiteral("csv") },
                 &out, &err),
        0);
    const CsvTable t = CsvReader::parse(out.toUtf8());
    QVERIFY2(t.ok() && t.issues.isEmpty(), qPrintable(t.fatalError));
    // The expectations come from the catalog itself, read through the library.
    Catalog catalog(m_catalog);
    QString error;
    QVERIFY2(catalog.open(&error), qPrintable(error));
    const QList<OfferView> offers = catalog.offers();
    QSet<QString> offerProviders;
    int pricedOffers = 0;
    for (const OfferView &o : offers) {
        offerProviders.insert(o.providerKey);
        pricedOffers += o.onDemandPerGpuHour() ? 1 : 0;
    }
    QVERIFY(!offers.isEmpty());
    QCOMPARE(t.records.size(), offers.size()); // every offer, priced or not
    const int cProvider = t.column("provider"), cAsOf = t.column("as_of"), cSource = t.column("source"),
              cPrice = t.column("price_per_gpu_hour"), cInstance = t.column("price_per_instance_hour"), cCurrency = t.column("currency"),
              cNote = t.column("note");
    QSet<QString> providers;
    int priced = 0;
    for (const CsvRecord &r : t.records) {
        providers.insert(r.fields.at(cProvider));
        if (!r.fields.at(cPrice).isEmpty()) {
            ++priced;
            QVERIFY2(!r.fields.at(cAsOf).isEmpty() && !r.fields.at(cSource).isEmpty() && !r.fields.at(cCurrency).isEmpty()
                    && !r.fields.at(cInstance).isEmpty(),
                qPrintable(r.fields.join(QLatin1Char('|'))));
        } else {
            QVERIFY2(!r.fields.at(cNote).isEmpty(), qPrintable(r.fields.join(QLatin1Char('|')))); // says why there is no price
        }
    }
    QCOMPARE(providers, offerProviders);
    // Every provider of the hand-collected hyperscaler price list is there.
    for (const auto &row : cgtest::seedRows(QStringLiteral("hyperscaler_offers.csv")))
        QVERIFY2(providers.contains(row.value(QStringLiteral("provider"))), qPrintable(row.value(QStringLiteral("provider"))));
    QCOMPARE(priced, pricedOffers);
}

void TestCommandLine::listFiltersByGpuAndProvider()
{
    QString out, err;
    QCOMPARE(run({ QStringLiteral("list"), QStringLiteral("--catalog"), m_catalog, QStringLiteral("--provider"), QStringLiteral("aws"),
                     QStringLiteral("--gpu"), QStringLiteral("H100"), QStringLiteral("--format"), QStringLiteral("json") },
                 &out, &err),
        0);
    const QJsonArray listed = QJsonDocument::fromJson(out.toUtf8()).array();
    Catalog catalog(m_catalog);
    QString error;
    QVERIFY2(catalog.open(&error), qPrintable(error));
    QSet<QString> expected; // AWS's H100 offers, from the catalog
    for (const OfferView &o : catalog.offers())
        if (o.providerKey == QLatin1String("aws") && o.gpuKey.startsWith(QLatin1String("nvidia-h100-")))
            expected.insert(o.instanceType + QLatin1Char('@') + o.region);
    QVERIFY(!expected.isEmpty());
    QSet<QString> got;
    for (const QJsonValue v : listed) {
        QCOMPARE(v[QStringLiteral("provider")].toString(), QStringLiteral("aws"));
        QVERIFY2(v[QStringLiteral("gpu_model")].toString().startsWith(QLatin1String("nvidia-h100-")),
            qPrintable(v[QStringLiteral("gpu_model")].toString()));
        got.insert(v[QStringLiteral("instance_type")].toString() + QLatin1Char('@') + v[QStringLiteral("region")].toString());
    }
    QCOMPARE(listed.size(), expected.size());
    QCOMPARE(got, expected);
    // The filter is plain text: regex metacharacters match nothing instead of everything.
    QCOMPARE(run({ QStringLiteral("list"), QStringLiteral("--catalog"), m_catalog, QStringLiteral("--gpu"), QStringLiteral(".*"),
                     QStringLiteral("--format"), QStringLiteral("csv") },
                 &out, &err),
        0);
    QCOMPARE(out.count(QLatin1Char('\n')), 1); // header only
}

void TestCommandLine::rankTop10PrintsProviderGpuPriceScoreTier()
{
    QString out, err;
    QCOMPARE(
        run({ QStringLiteral("rank"), QStringLiteral("--catalog"), m_catalog, QStringLiteral("--top"), QStringLiteral("10") }, &out, &err),
        0);
    const QStringList lines = out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    // Weights line, header, 10 rows, the not-recommended count, the providers not ranked for want
    // of a price (the bundled catalog lists some), the missing-data and FX line.
    Catalog catalog(m_catalog);
    QString error;
    QVERIFY2(catalog.open(&error), qPrintable(error));
    const auto snapshot = CatalogSnapshot::read(catalog, &error);
    QVERIFY2(snapshot, qPrintable(error));
    const qsizetype unpriced = UnpricedProvider::of(snapshot->offers, snapshot->fx).size();
    QVERIFY(unpriced > 0);
    QCOMPARE(lines.size(), 15);
    QVERIFY2(lines[12].startsWith(QLatin1String("Not recommended: ")), qPrintable(lines[12]));
    QCOMPARE(lines[13], QStringLiteral("Not ranked: no price in the catalog: %1 providers; --excluded lists them").arg(unpriced));
    QVERIFY2(lines[14].startsWith(QLatin1String("Missing data: counts at 10 points")), qPrintable(lines[14]));
    QVERIFY(lines[0].startsWith(QLatin1String("Weights: balanced")));
    for (const char *col : { "provider", "gpu", "usd_per_gpu_hour", "score", "tier" })
        QVERIFY2(lines[1].contains(QLatin1String(col)), col);
    QVERIFY(lines[2].startsWith(QLatin1String("1 ")));
    QVERIFY(lines[11].startsWith(QLatin1String("10 ")));
}

void TestCommandLine::rankJsonIsOrdered()
{
    QString out, err;
    QCOMPARE(run({ QStringLiteral("rank"), QStringLiteral("--catalog"), m_catalog, QStringLiteral("--top"), QStringLiteral("25"),
                     QStringLiteral("--preset"), QStringLiteral("training"), QStringLiteral("--format"), QStringLiteral("json") },
                 &out, &err),
        0);
    const QJsonArray a = QJsonDocument::fromJson(out.toUtf8()).array();
    QCOMPARE(a.size(), 25);
    double previous = 101;
    for (const QJsonValue v : a) {
        const double score = v[QStringLiteral("score")].toDouble();
        QVERIFY(v[QStringLiteral("coverage")].toDouble() >= 0.5);
        QVERIFY(score <= previous);
        QVERIFY(v[QStringLiteral("usd_per_gpu_hour")].toDouble() > 0);
        previous = score;
    }
}

void TestCommandLine::importPrintsItsReport()
{
    const QString catalog = m_dir.filePath(QStringLiteral("import.sqlite"));
    QVERIFY(QFile::copy(m_catalog, catalog));
    QString out, err;
    QCOMPARE(run({ QStringLiteral("import"), QStringLiteral("--catalog"), catalog, QStringLiteral("--provider"), QStringLiteral("runpod"),
                     QStringLiteral("--as-of"), QStringLiteral("2026-11-30"), cgtest::testData("runpod_vms.csv") },
                 &out, &err),
        0);
    QVERIFY2(out.contains(QLatin1String("8 rows read; 6 GPU offers (6 new")), qPrintable(out));
    QVERIFY(err.isEmpty());
}

void TestCommandLine::theInstalledBinaryImportsIdenticallyUnderAnyLocale()
{
    // Field report CAT-09: the real binary under German and Chinese system locales imports and
    // exports byte-identical catalogs (parsing and export use the C locale).
    QByteArray reference;
    for (const char *lang : { "C.UTF-8", "de_DE.UTF-8", "zh_CN.UTF-8" }) {
        const QString catalog = m_dir.filePath(QStringLiteral("locale-%1.sqlite").arg(QLatin1String(lang)));
        const QString csv = catalog + QStringLiteral(".csv");
        QVERIFY(QFile::copy(m_catalog, catalog));
        QFile::setPermissions(catalog, QFile::ReadOwner | QFile::WriteOwner);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LANG"), QLatin1String(lang));
        env.insert(QStringLiteral("LC_ALL"), QLatin1String(lang));
        env.insert(QStringLiteral("LANGUAGE"), QLatin1String(lang).left(5));
        for (const QStringList &args :
            { QStringList { QStringLiteral("import"), QStringLiteral("--catalog"), catalog, QStringLiteral("--provider"),
                  QStringLiteral("runpod"), QStringLiteral("--as-of"), QStringLiteral("2026-11-30"), cgtest::testData("runpod_vms.csv") },
                QStringList { QStringLiteral("export"), QStringLiteral("--catalog"), catalog, QStringLiteral("--out"), csv } }) {
            QProcess p;
            p.setProcessEnvironment(env);
            p.start(QStringLiteral(CG_APP), args); // an argument list, never a shell
            QVERIFY(p.waitForFinished(60000));
            QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        }
        QFile f(csv);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        QVERIFY(bytes.contains("runpod,"));
        QVERIFY(bytes.contains(",1.39,"));
        if (reference.isEmpty())
            reference = bytes;
        QVERIFY2(bytes == reference, lang);
    }
}

void TestCommandLine::aDamagedDefaultCatalogIsMovedAsideAndRebuilt()
{
    QTemporaryDir home;
    const QString folder = home.filePath(QStringLiteral("data/CloudGauge/cloudgauge"));
    QVERIFY(QDir().mkpath(folder));
    QFile junk(folder + QStringLiteral("/catalog.sqlite"));
    QVERIFY(junk.open(QIODevice::WriteOnly));
    junk.write(QByteArray(4096, 'x'));
    junk.close();
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home.path());
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(CG_APP), { QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("csv") });
    QVERIFY(p.waitForFinished(60000));
    const QString err = QString::fromUtf8(p.readAllStandardError());
    QCOMPARE(p.exitCode(), 0);
    QVERIFY2(err.contains(QLatin1String("not a CloudGauge catalog")) && err.contains(QLatin1String(".corrupt-")), qPrintable(err));
    // The rebuilt catalog lists exactly the bundled offers.
    const QString rebuilt = QString::fromUtf8(p.readAllStandardOutput());
    QString bundled, bundledErr;
    QCOMPARE(run({ QStringLiteral("list"), QStringLiteral("--catalog"), m_catalog, QStringLiteral("--format"), QStringLiteral("csv") },
                 &bundled, &bundledErr),
        0);
    QVERIFY(bundled.count(QLatin1Char('\n')) > 1);
    QCOMPARE(rebuilt.count(QLatin1Char('\n')), bundled.count(QLatin1Char('\n')));
    const QStringList moved = QDir(folder).entryList({ QStringLiteral("catalog.sqlite.corrupt-*") });
    QCOMPARE(moved.size(), 1);
    QFile aside(folder + QLatin1Char('/') + moved.first());
    QVERIFY(aside.open(QIODevice::ReadOnly));
    QCOMPARE(aside.readAll(), QByteArray(4096, 'x')); // nothing lost
    // A file named with --catalog is reported, never moved.
    QFile junk2(home.filePath(QStringLiteral("other.sqlite")));
    QVERIFY(junk2.open(QIODevice::WriteOnly));
    junk2.write("not sqlite");
    junk2.close();
    QString out, e;
    QCOMPARE(run({ QStringLiteral("list"), QStringLiteral("--catalog"), junk2.fileName() }, &out, &e), 1);
    QVERIFY(QFile::exists(junk2.fileName()));
}

void TestCommandLine::everyCommandRecoversADamagedDefaultCatalogAsListDoes_data()
{
    // The commands that opened their catalog on their own (report, probe) or rank it (rank):
    // each opens the workspace through the one function, so each rebuilds a damaged default.
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("output"); // how its output starts on the rebuilt catalog
    const auto words = [](const char *line) { return QString::fromLatin1(line).split(QLatin1Char(' ')); };
    QTest::newRow("report writes its PDF from the rebuilt catalog") << words("report --out REPORT.pdf --top 3") << QStringLiteral("wrote ");
    QTest::newRow("probe compares with the rebuilt catalog")
        << words("probe --from-json PROBE.json --no-store") << QStringLiteral("Probe: ");
    QTest::newRow("rank ranks the rebuilt catalog") << words("rank --top 3") << QStringLiteral("Weights: balanced");
}

void TestCommandLine::everyCommandRecoversADamagedDefaultCatalogAsListDoes()
{
    QFETCH(QStringList, args);
    QFETCH(QString, output);
    QTemporaryDir home;
    const QString folder = home.filePath(QStringLiteral("data/CloudGauge/cloudgauge"));
    QVERIFY(QDir().mkpath(folder));
    QFile junk(folder + QStringLiteral("/catalog.sqlite"));
    QVERIFY(junk.open(QIODevice::WriteOnly));
    junk.write(QByteArray(4096, 'x'));
    junk.close();
    args.replaceInStrings(QStringLiteral("REPORT.pdf"), home.filePath(QStringLiteral("report.pdf")));
    args.replaceInStrings(QStringLiteral("PROBE.json"), cgtest::testData("probe/h100_sxm_synthetic.json"));
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home.path());
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_RUNTIME_DIR"), home.path()); // the report's QApplication warns about nothing
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(CG_APP), args);
    QVERIFY(p.waitForFinished(60000));
    const QString err = QString::fromUtf8(p.readAllStandardError());
    const QString out = QString::fromUtf8(p.readAllStandardOutput());
    QVERIFY2(p.exitCode() == 0, qPrintable(err));
    // The one warning list prints, then the command's own output.
    QCOMPARE(err.count(QLatin1Char('\n')), 1);
    QVERIFY2(err.startsWith(QStringLiteral("cloudgauge: warning: The catalog %1/catalog.sqlite could not be used").arg(folder)),
        qPrintable(err));
    QVERIFY2(err.contains(QLatin1String("not a CloudGauge catalog")) && err.contains(QLatin1String(".corrupt-")), qPrintable(err));
    QVERIFY2(out.startsWith(output), qPrintable(out));
    const QStringList moved = QDir(folder).entryList({ QStringLiteral("catalog.sqlite.corrupt-*") });
    QCOMPARE(moved.size(), 1);
    QFile aside(folder + QLatin1Char('/') + moved.first());
    QVERIFY(aside.open(QIODevice::ReadOnly));
    QCOMPARE(aside.readAll(), QByteArray(4096, 'x')); // nothing lost
    // The rebuilt catalog is the bundled one: the same offers.
    Catalog rebuilt(folder + QStringLiteral("/catalog.sqlite")), bundled(m_catalog);
    QString error;
    QVERIFY2(rebuilt.open(&error), qPrintable(error));
    QVERIFY2(bundled.open(&error), qPrintable(error));
    QCOMPARE(rebuilt.offers().size(), bundled.offers().size());
    if (args.first() == QLatin1String("report")) {
        QFile pdf(home.filePath(QStringLiteral("report.pdf")));
        QVERIFY(pdf.open(QIODevice::ReadOnly));
        QCOMPARE(pdf.read(5), QByteArray("%PDF-"));
    }
}

void TestCommandLine::aSecondWriterIsRefusedAndAStaleLockIsTakenOver()
{
    const QString catalog = m_dir.filePath(QStringLiteral("locked.sqlite"));
    QVERIFY(QFile::copy(m_catalog, catalog));
    QFile::setPermissions(catalog, QFile::ReadOwner | QFile::WriteOwner);
    const QStringList import = { QStringLiteral("import"), QStringLiteral("--catalog"), catalog, QStringLiteral("--provider"),
        QStringLiteral("runpod"), QStringLiteral("--as-of"), QStringLiteral("2026-11-30"), cgtest::testData("runpod_vms.csv") };
    {
        QLockFile held(catalog + QStringLiteral(".lock")); // another CloudGauge (this test process) writes the catalog
        QVERIFY(held.tryLock(0));
        QProcess p;
        p.start(QStringLiteral(CG_APP), import);
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 1);
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QVERIFY2(err.contains(QLatin1String("in use by another CloudGauge"))
                && err.contains(QString::number(QCoreApplication::applicationPid())),
            qPrintable(err));
        // fx set is a writer too: the same lock, the same answer, nothing written.
        QProcess fx;
        fx.start(QStringLiteral(CG_APP),
            { QStringLiteral("fx"), QStringLiteral("set"), QStringLiteral("EUR"), QStringLiteral("0.9"), QStringLiteral("--date"),
                QStringLiteral("2026-11-30"), QStringLiteral("--source"), QStringLiteral("https://fx.example/eur"),
                QStringLiteral("--catalog"), catalog });
        QVERIFY(fx.waitForFinished(60000));
        QCOMPARE(fx.exitCode(), 1);
        QVERIFY2(QString::fromUtf8(fx.readAllStandardError()).contains(QLatin1String("in use by another CloudGauge")),
            "fx set waits for the lock");
    }
    // A lock left by a process that no longer runs is stale and taken over.
    QFile stale(catalog + QStringLiteral(".lock"));
    QVERIFY(stale.open(QIODevice::WriteOnly));
    stale.write(QByteArray("999999\ncloudgauge\n") + QSysInfo::machineHostName().toUtf8() + "\n");
    stale.close();
    QProcess p;
    p.start(QStringLiteral(CG_APP), import);
    QVERIFY(p.waitForFinished(60000));
    QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
}

void TestCommandLine::exportOfTheBundledCatalogReimportsUnchanged()
{
    const QString copy = m_dir.filePath(QStringLiteral("roundtrip.sqlite"));
    QVERIFY(QFile::copy(m_catalog, copy));
    QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
    const QString csv = m_dir.filePath(QStringLiteral("bundled.csv"));
    int offers = 0;
    {
        Catalog c(copy);
        QString error;
        QVERIFY2(c.open(&error), qPrintable(error));
        offers = c.offerCount();
    }
    QVERIFY(offers > 0);
    QString out, err;
    QCOMPARE(run({ QStringLiteral("export"), QStringLiteral("--catalog"), copy, QStringLiteral("--out"), csv }, &out, &err), 0);
    QCOMPARE(
        run({ QStringLiteral("import"), QStringLiteral("--catalog"), copy, QStringLiteral("--as-of"), QStringLiteral("2026-11-30"), csv },
            &out, &err),
        0);
    // Every offer, flag and price comes back as it was: nothing new, nothing changed.
    QVERIFY2(
        out.contains(QStringLiteral("(0 new, 0 changed, %1 unchanged); prices 0 new, 0 changed").arg(offers)), qPrintable(out.left(400)));
}

void TestCommandLine::gpuAndProviderFiltersNameWholeModelsAndProviders()
{
    auto rowsFor = [this](const QStringList &filter) {
        QString out, err;
        run(QStringList { QStringLiteral("list"), QStringLiteral("--catalog"), m_catalog, QStringLiteral("--format"),
                QStringLiteral("csv") }
                + filter,
            &out, &err);
        const CsvTable t = CsvReader::parse(out.toUtf8());
        QStringList models;
        for (const CsvRecord &r : t.records)
            models.append(r.fields.at(t.column("gpu_model")) + QLatin1Char('@') + r.fields.at(t.column("provider")));
        return models;
    };
    Catalog catalog(m_catalog);
    QString error;
    QVERIFY2(catalog.open(&error), qPrintable(error));
    const QList<OfferView> offers = catalog.offers();
    auto count
        = [&offers](const std::function<bool(const OfferView &)> &f) { return qsizetype(std::count_if(offers.begin(), offers.end(), f)); };
    const QStringList a10 = rowsFor({ QStringLiteral("--gpu"), QStringLiteral("A10") });
    QVERIFY(!a10.isEmpty());
    QCOMPARE(a10.size(), count([](const OfferView &o) { return o.gpuKey == QLatin1String("nvidia-a10-pcie-24gb"); }));
    for (const QString &m : a10)
        QVERIFY2(m.startsWith(QLatin1String("nvidia-a10-pcie-24gb@")), qPrintable(m)); // never an A100 or A10G
    const QStringList a100_80 = rowsFor({ QStringLiteral("--gpu"), QStringLiteral("A100 80GB") });
    QVERIFY(!a100_80.isEmpty());
    QCOMPARE(a100_80.size(), count([](const OfferView &o) {
        return o.gpuKey == QLatin1String("nvidia-a100-sxm4-80gb") || o.gpuKey == QLatin1String("nvidia-a100-pcie-80gb");
    }));
    for (const QString &m : a100_80)
        QVERIFY2(
            m.startsWith(QLatin1String("nvidia-a100-sxm4-80gb@")) || m.startsWith(QLatin1String("nvidia-a100-pcie-80gb@")), qPrintable(m));
    const QStringList l4 = rowsFor({ QStringLiteral("--gpu"), QStringLiteral("L4") });
    for (const QString &m : l4)
        QVERIFY2(m.startsWith(QLatin1String("nvidia-l4-pcie-24gb@")), qPrintable(m));
    QVERIFY(rowsFor({ QStringLiteral("--provider"), QStringLiteral("ll") }).isEmpty()); // no fragments
    const QStringList aws = rowsFor({ QStringLiteral("--provider"), QStringLiteral("AWS") });
    QVERIFY(!aws.isEmpty());
    QCOMPARE(aws.size(), count([](const OfferView &o) { return o.providerKey == QLatin1String("aws"); }));
    for (const QString &m : aws)
        QVERIFY(m.endsWith(QLatin1String("@aws")));
}

void TestCommandLine::tcoPrintsTheEightCostAreas()
{
    QString out, err;
    QCOMPARE(run({ QStringLiteral("tco"), QStringLiteral("--catalog"), m_fixture,
                     QStringLiteral("fixturecloud:gpu-h100-sxm_8gpu-128vcpu-1600gb") },
                 &out, &err),
        0);
    for (const char *area : { "GPU", "storage", "network", "control plane", "support", "goodput loss", "setup", "debugging", "total" })
        QVERIFY2(out.contains(QLatin1String(area)), area);
    // The fixture provider (Gold reference: MTBF 25,000, 15 min) at $23.60 / 8 = $2.95 on the pretraining preset:
    // GPU 2.95 × 1024 × 720 = 2,174,976; storage 2 TB × 1024 × $0.08/GB = 163,840;
    // goodput 29.4912 failures × 1026 GPU-h × 2.95 = 89,261.02; debugging 16,666.67;
    // total 2,444,743.68 → USD 3.3159 per useful GPU-hour (/ 737,280).
    QVERIFY2(
        out.contains(QLatin1String("2174976.00")) && out.contains(QLatin1String("89261.02")) && out.contains(QLatin1String("2444743.68")),
        qPrintable(out));
    QVERIFY(out.contains(QLatin1String("Effective price: USD 3.3159 per useful GPU-hour")));
    QCOMPARE(run({ QStringLiteral("tco"), QStringLiteral("--catalog"), m_fixture, QStringLiteral("no-such-instance") }, &out, &err), 1);
    QVERIFY(err.contains(QLatin1String("no priced offer named")));
    // Failures grow with J² (J / MTBF failures an hour, each costing about 1.0 h × J + 0.25 h × 8 GPU-hours
    // here: 1026 at 1,024). At 30,000 GPUs: 30,000 × 720 / 25,000 = 864 failures of 30,002 GPU-hours,
    // 25.9 million of the 21.6 million GPU-hours the job has: no progress, so no effective price.
    QCOMPARE(run({ QStringLiteral("tco"), QStringLiteral("--catalog"), m_fixture, QStringLiteral("--gpus"), QStringLiteral("30000"),
                     QStringLiteral("fixturecloud:gpu-h100-sxm_8gpu-128vcpu-1600gb") },
                 &out, &err),
        1);
    QVERIFY2(err.contains(QLatin1String("(864.0 failures, 30002.0 GPU-hours each), more than the 21600000 it has")), qPrintable(err));
    QVERIFY2(err.contains(QLatin1String("makes no progress, so there is no effective price")), qPrintable(err));
    QVERIFY(!out.contains(QLatin1String("Effective price")));
    QCOMPARE(run({ QStringLiteral("tco"), QStringLiteral("--catalog"), m_fixture, QStringLiteral("--gpus"), QStringLiteral("1000001"),
                     QStringLiteral("fixturecloud:gpu-h100-sxm_8gpu-128vcpu-1600gb") },
                 &out, &err),
        2);
}

void TestCommandLine::rankWithAScenarioAddsTheTrueCostColumn()
{
    QString out, err;
    QCOMPARE(run({ QStringLiteral("rank"), QStringLiteral("--catalog"), m_fixture, QStringLiteral("--top"), QStringLiteral("2000"),
                     QStringLiteral("--preset"), QStringLiteral("training"), QStringLiteral("--scenario"), QStringLiteral("pretraining"),
                     QStringLiteral("--format"), QStringLiteral("csv") },
                 &out, &err),
        0);
    const CsvTable t = CsvReader::parse(out.toUtf8());
    QVERIFY2(t.ok(), qPrintable(t.fatalError));
    const int cTrue = t.column("true_cost_usd_per_useful_gpu_hour"), cInstance = t.column("instance_type"),
              cProvider = t.column("provider");
    QVERIFY(cTrue >= 0);
    // The same figure as `tco` above: the fixture's H100 at $2.95 on the pretraining preset → USD 3.3159.
    bool found = false;
    for (const CsvRecord &rec : t.records) {
        const QStringList &r = rec.fields;
        if (r.at(cInstance) == QLatin1String("gpu-h100-sxm_8gpu-128vcpu-1600gb") && r.at(cProvider) == QLatin1String("Fixture Cloud")) {
            QCOMPARE(r.at(cTrue), QStringLiteral("3.32"));
            found = true;
        }
    }
    QVERIFY(found);
    // Without --scenario there is no column; an unknown scenario is a usage error naming the known ones.
    QCOMPARE(run({ QStringLiteral("rank"), QStringLiteral("--catalog"), m_catalog, QStringLiteral("--format"), QStringLiteral("csv") },
                 &out, &err),
        0);
    QVERIFY(!out.section(QLatin1Char('\n'), 0, 0).contains(QLatin1String("true_cost")));
    QCOMPARE(run({ QStringLiteral("rank"), QStringLiteral("--catalog"), m_catalog, QStringLiteral("--scenario"), QStringLiteral("mining") },
                 &out, &err),
        2);
    QVERIFY2(err.contains(QLatin1String("unknown scenario 'mining' (known: pretraining, research, inference)")), qPrintable(err));
}

void TestCommandLine::fxListsTheRatesAndSetStoresOneWithItsSource()
{
    const QString path = m_dir.filePath(QStringLiteral("fx.sqlite"));
    QFile::remove(path);
    QVERIFY(QFile::copy(m_catalog, path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    QString out, err;
    const QString date = QDate::currentDate().addDays(-3).toString(Qt::ISODate);
    const QString url = QStringLiteral("https://www.federalreserve.gov/releases/h10/current/");
    QCOMPARE(run({ QStringLiteral("fx"), QStringLiteral("set"), QStringLiteral("cny"), QStringLiteral("7.0855"), QStringLiteral("--date"),
                     date, QStringLiteral("--source"), url, QStringLiteral("--catalog"), path },
                 &out, &err),
        0);
    QVERIFY2(out.contains(QStringLiteral("Stored CNY at 7.0855 per USD as of %1").arg(date)), qPrintable(out + err));
    QCOMPARE(
        run({ QStringLiteral("fx"), QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("--catalog"), path }, &out, &err), 0);
    const CsvTable t = CsvReader::parse(out.toUtf8());
    QVERIFY2(t.ok(), qPrintable(out));
    bool found = false;
    for (const CsvRecord &r : t.records)
        if (r.fields.at(t.column("currency")) == QLatin1String("CNY")) {
            found = true;
            QCOMPARE(r.fields.at(t.column("units_per_usd")), QStringLiteral("7.0855"));
            QCOMPARE(r.fields.at(t.column("as_of")), date);
            QCOMPARE(r.fields.at(t.column("age_days")), QStringLiteral("3"));
            QCOMPARE(r.fields.at(t.column("stale")), QStringLiteral("no"));
            QCOMPARE(r.fields.at(t.column("source_url")), url);
        }
    QVERIFY(found);
    // Refused with a usage error (2) and nothing stored: USD itself, a future date, no source, a comma.
    const QString tomorrow = QDate::currentDate().addDays(1).toString(Qt::ISODate);
    const QList<QStringList> bad
        = { { QStringLiteral("USD"), QStringLiteral("1"), QStringLiteral("--date"), date, QStringLiteral("--source"), url },
              { QStringLiteral("EUR"), QStringLiteral("0.9"), QStringLiteral("--date"), tomorrow, QStringLiteral("--source"), url },
              { QStringLiteral("EUR"), QStringLiteral("0.9"), QStringLiteral("--date"), date },
              { QStringLiteral("EUR"), QStringLiteral("0,9"), QStringLiteral("--date"), date, QStringLiteral("--source"), url },
              // An exponent no currency takes, which would print 300-digit or infinite prices.
              { QStringLiteral("EUR"), QStringLiteral("1e-300"), QStringLiteral("--date"), date, QStringLiteral("--source"), url },
              { QStringLiteral("EUR"), QStringLiteral("1e308"), QStringLiteral("--date"), date, QStringLiteral("--source"), url },
              // ISO 4217's "no currency": a report could otherwise quote prices in it.
              { QStringLiteral("XXX"), QStringLiteral("1"), QStringLiteral("--date"), date, QStringLiteral("--source"), url } };
    for (const QStringList &b : bad)
        QCOMPARE(run(QStringList { QStringLiteral("fx"), QStringLiteral("set") } + b + QStringList { QStringLiteral("--catalog"), path },
                     &out, &err),
            2);
    // A negative rate is named as such, not taken for an option ("Unknown option '7'").
    QCOMPARE(run({ QStringLiteral("fx"), QStringLiteral("set"), QStringLiteral("CNY"), QStringLiteral("-7"), QStringLiteral("--date"), date,
                     QStringLiteral("--source"), url, QStringLiteral("--catalog"), path },
                 &out, &err),
        2);
    QVERIFY2(err.contains(QLatin1String("'-7' is not a positive number")), qPrintable(err));
    QCOMPARE(run({ QStringLiteral("fx"), QStringLiteral("set"), QStringLiteral("CNY"), QStringLiteral("1e308"), QStringLiteral("--date"),
                     date, QStringLiteral("--source"), url, QStringLiteral("--catalog"), path },
                 &out, &err),
        2);
    QVERIFY2(err.contains(QLatin1String("outside the range any currency takes (0.001 to 10000000 per USD)")), qPrintable(err));
    Catalog c(path);
    QString error;
    QVERIFY(c.open(&error));
    QCOMPARE(c.latestFxRates().rate(QStringLiteral("CNY"))->unitsPerUsd, 7.0855);
    QVERIFY(c.latestFxRates().rate(QStringLiteral("EUR"))->asOf != date);
}

void TestCommandLine::estimateRanksTheCheapestToFinish()
{
    QString out, err;
    QCOMPARE(run({ QStringLiteral("estimate"), QStringLiteral("--catalog"), m_catalog, QStringLiteral("--params"), QStringLiteral("7e9"),
                     QStringLiteral("--tokens"), QStringLiteral("1e12"), QStringLiteral("--gpus"), QStringLiteral("64"),
                     QStringLiteral("--top"), QStringLiteral("500"), QStringLiteral("--format"), QStringLiteral("csv") },
                 &out, &err),
        0);
    const CsvTable t = CsvReader::parse(out.toUtf8());
    QVERIFY2(t.ok(), qPrintable(out.left(400)));
    // The same rows the library computes for this run, at most --top of them.
    Catalog catalog(m_catalog);
    QString error;
    QVERIFY2(catalog.open(&error), qPrintable(error));
    TrainingRun training;
    training.parameters = 7e9;
    training.tokens = 1e12;
    training.gpus = 64;
    auto snapshot = CatalogSnapshot::read(catalog, &error);
    QVERIFY2(snapshot, qPrintable(error));
    const RankingSession session(*snapshot, RankingParams());
    const QList<FinishCost> library = FinishCostTable::build(session).estimate(training);
    const auto recommended
        = std::count_if(library.begin(), library.end(), [](const FinishCost &f) { return f.hasEstimate() && f.isRecommended(); });
    const auto notRecommended
        = std::count_if(library.begin(), library.end(), [](const FinishCost &f) { return f.hasEstimate() && !f.isRecommended(); });
    QVERIFY(recommended > 1);
    QVERIFY(notRecommended > 0); // the bundled catalog has unrated providers
    QCOMPARE(t.records.size(), qMin(qsizetype(500), qsizetype(recommended)) + qMin(qsizetype(500), qsizetype(notRecommended)));
    QCOMPARE(t.records.first().fields.at(t.column("instance_type")), library.first().offer.instanceType);
    const int cCost = t.column("cost_usd"), cHours = t.column("gpu_hours"), cUsd = t.column("usd_per_gpu_hour"),
              cWall = t.column("wall_hours"), cRank = t.column("rank");
    QVERIFY(cCost >= 0 && cHours >= 0 && cUsd >= 0 && cWall >= 0);
    const int cWhy = t.column("not_recommended");
    QVERIFY(cWhy >= 0);
    double previous = 0;
    bool inRecommended = true;
    for (const CsvRecord &r : t.records) {
        const double cost = r.fields.at(cCost).toDouble();
        const bool isRecommended = r.fields.at(cWhy).isEmpty();
        QCOMPARE(r.fields.at(cRank).isEmpty(), !isRecommended); // only the recommended are ranked
        if (inRecommended && !isRecommended) {
            inRecommended = false; // the not recommended follow, cheapest first again
            previous = 0;
        }
        QVERIFY2(isRecommended == inRecommended, qPrintable(r.fields.join(QLatin1Char('|'))));
        QVERIFY2(cost >= previous, qPrintable(r.fields.join(QLatin1Char('|')))); // cheapest first
        previous = cost;
        // cost = GPU-hours × USD per GPU-hour, within the printed rounding (hours to 0.005, price to
        // 0.00005, cost to 0.005); wall = GPU-hours / 64.
        const double hours = r.fields.at(cHours).toDouble(), usd = r.fields.at(cUsd).toDouble();
        QVERIFY2(qAbs(hours * usd - cost) <= 0.005 + hours * 0.00005 + usd * 0.005, qPrintable(r.fields.join(QLatin1Char('|'))));
        QVERIFY(qAbs(r.fields.at(cHours).toDouble() / 64 - r.fields.at(cWall).toDouble()) <= 0.005);
    }
    QCOMPARE(t.records.first().fields.at(cRank), QStringLiteral("1"));
    // Usage errors: a percentage for --mfu, a missing --params, an unknown scenario.
    QCOMPARE(run({ QStringLiteral("estimate"), QStringLiteral("--catalog"), m_catalog, QStringLiteral("--params"), QStringLiteral("7e9"),
                     QStringLiteral("--tokens"), QStringLiteral("1e12"), QStringLiteral("--mfu"), QStringLiteral("40") },
                 &out, &err),
        2);
    QVERIFY(err.contains(QLatin1String("--mfu must be a fraction")));
    QCOMPARE(run({ QStringLiteral("estimate"), QStringLiteral("--catalog"), m_catalog, QStringLiteral("--tokens"), QStringLiteral("1e12") },
                 &out, &err),
        2);
    QVERIFY(err.contains(QLatin1String("--params")));
    QCOMPARE(run({ QStringLiteral("estimate"), QStringLiteral("--catalog"), m_catalog, QStringLiteral("--params"), QStringLiteral("7e9"),
                     QStringLiteral("--tokens"), QStringLiteral("1e12"), QStringLiteral("--scenario"), QStringLiteral("x") },
                 &out, &err),
        2);
    QVERIFY(err.contains(QLatin1String("known: pretraining, research, inference")));
}

void TestCommandLine::errorsExitNonZeroWithOneLine_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown command") << QStringList { QStringLiteral("frobnicate") } << 2 << QStringLiteral("unknown command 'frobnicate'");
    QTest::newRow("bad --top") << QStringList { QStringLiteral("rank"), QStringLiteral("--top"), QStringLiteral("ten") } << 2
                               << QStringLiteral("--top");
    QTest::newRow("unknown preset") << QStringList { QStringLiteral("rank"), QStringLiteral("--preset"), QStringLiteral("fastest") } << 2
                                    << QStringLiteral("unknown preset 'fastest'");
    QTest::newRow("missing import file") << QStringList { QStringLiteral("import"), QStringLiteral("/nonexistent/vms.csv") } << 1
                                         << QStringLiteral("file not found");
    QTest::newRow("an as-of date in the future")
        << QStringList { QStringLiteral("import"), QStringLiteral("--as-of"), QStringLiteral("2999-01-01"), QStringLiteral("x.csv") } << 2
        << QStringLiteral("in the future");
    QTest::newRow("an unknown import format") << QStringList { QStringLiteral("import"), QStringLiteral("--format"), QStringLiteral("foo"),
        QStringLiteral("x.csv") } << 2 << QStringLiteral("--format must be skypilot, gpuhunt, ");
    QTest::newRow("bad list format") << QStringList { QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("xml") } << 2
                                     << QStringLiteral("table, csv or json");
}

void TestCommandLine::errorsExitNonZeroWithOneLine()
{
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QString, message);
    QString out, err;
    QCOMPARE(run(args + QStringList { QStringLiteral("--catalog"), m_catalog }, &out, &err), code);
    QCOMPARE(err.count(QLatin1Char('\n')), 1);
    QVERIFY2(err.contains(message), qPrintable(err));
}

void TestCommandLine::anAbsurdlyCheapOfferIsFlaggedExplainedAndNotRecommended()
{
    // A Platinum provider's file with a B200 8-GPU instance at USD 0.08 an hour: USD 0.01 per GPU-hour.
    const QString path = m_dir.filePath(QStringLiteral("absurd.sqlite"));
    QVERIFY(QFile::copy(m_catalog, path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    const QString csv = m_dir.filePath(QStringLiteral("vms.csv"));
    {
        QFile f(csv);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,SpotPrice,Region\n"
                "b200-typo-8x,B200,8,224,2048,0.08,,eu-north1\n");
    }
    QString out, err;
    QCOMPARE(run({ QStringLiteral("import"), csv, QStringLiteral("--catalog"), path, QStringLiteral("--format"), QStringLiteral("skypilot"),
                     QStringLiteral("--provider"), QStringLiteral("nebius") },
                 &out, &err),
        0);
    // Without the gates it would be the #1 offer of the default ranking …
    QCOMPARE(run({ QStringLiteral("rank"), QStringLiteral("--catalog"), path, QStringLiteral("--format"), QStringLiteral("json"),
                     QStringLiteral("--no-gates"), QStringLiteral("--top"), QStringLiteral("1") },
                 &out, &err),
        0);
    QCOMPARE(
        QJsonDocument::fromJson(out.toUtf8()).array().at(0)[QLatin1String("instance_type")].toString(), QStringLiteral("b200-typo-8x"));
    // … with them (the default) it is not recommended, and listed apart with its reason.
    QCOMPARE(run({ QStringLiteral("rank"), QStringLiteral("--catalog"), path, QStringLiteral("--format"), QStringLiteral("json"),
                     QStringLiteral("--excluded"), QStringLiteral("--top"), QStringLiteral("500") },
                 &out, &err),
        0);
    bool listedApart = false;
    for (const QJsonValue v : QJsonDocument::fromJson(out.toUtf8()).array()) {
        if (v[QLatin1String("instance_type")].toString() != QLatin1String("b200-typo-8x"))
            continue;
        QVERIFY2(!v[QLatin1String("recommended")].toBool(), "an absurd price must not be recommended");
        const QString reasons = v[QLatin1String("excluded_because")].toArray().at(0).toString();
        QVERIFY2(reasons.contains(QLatin1String("USD 0.01 per GPU-hour is implausibly low for this GPU")), qPrintable(reasons));
        listedApart = true;
    }
    QVERIFY(listedApart);
    // The explanation of the #1 offer names the gates it passed.
    QCOMPARE(
        run({ QStringLiteral("rank"), QStringLiteral("--catalog"), path, QStringLiteral("--explain"), QStringLiteral("1") }, &out, &err),
        0);
    QVERIFY2(out.contains(QLatin1String("passed: price within the range of comparable offers")), qPrintable(out));
    QVERIFY(!out.contains(QLatin1String("b200-typo-8x")));
}

void TestCommandLine::theDefaultTop10HasNoUnratedNotRecommendedOrDuplicateProviderGpu()
{
    QString out, err;
    QCOMPARE(run({ QStringLiteral("rank"), QStringLiteral("--catalog"), m_catalog, QStringLiteral("--format"), QStringLiteral("json") },
                 &out, &err),
        0);
    const QJsonArray top = QJsonDocument::fromJson(out.toUtf8()).array();
    QCOMPARE(top.size(), 10);
    Catalog catalog(m_catalog);
    QString error;
    QVERIFY(catalog.open(&error));
    const auto ratings = catalog.latestRatings();
    const auto assessed = catalog.assessments();
    QSet<QString> pairs;
    for (const QJsonValue v : top) {
        const QString provider = v[QLatin1String("provider")].toString();
        const Tier tier = Tier::fromName(ratings.value(provider).tier);
        QVERIFY2(tier.isPublished() || assessed.contains(provider), qPrintable(provider + QStringLiteral(" is unrated")));
        QVERIFY2(!tier.isNotRecommended(), qPrintable(provider + QStringLiteral(" is Not Recommended")));
        const QString pair = provider + QLatin1Char('/') + v[QLatin1String("gpu")].toString();
        QVERIFY2(!pairs.contains(pair), qPrintable(pair + QStringLiteral(" twice")));
        pairs.insert(pair);
    }
}

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_commandline.moc"
