// A large CSV imported a part at a time (Importer::importInParts) gives exactly what the whole
// file gives: the same report, line for line, and the same rows in every table of the catalog.
// Each file is imported whole (rowsPerPart 0) and in parts of 1, 2 and 3 rows into catalogs of
// their own. Fixtures: tests/data (see its README) and files written here whose rows cross
// parts: rows of one offer far apart, a larger instance before the smaller one it is priced as.
#include "TestSupport.h"

#include "catalog/store/Catalog.h"
#include "import/Importer.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

using namespace cg;

class TestImportParts : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { cgtest::initHermetic(); }
    void partsImportWhatTheWholeFileImports_data();
    void partsImportWhatTheWholeFileImports();

private:
    struct Result
    {
        QString text; ///< the report
        QStringList tables; ///< every row of the tables an import writes, timestamps left out
        int progressCalls = 0; ///< > 0: read in parts (the whole file reports no progress)
    };
    static Result import(const QByteArray &bytes, const QString &provider, int rowsPerPart);
};

namespace {

/// Every row of the tables an import writes, in id order, without the columns that hold the
/// time of the run (*_at).
QStringList dump(const QString &path)
{
    QStringList out;
    sqlite3 *db = nullptr;
    if (sqlite3_open_v2(QFile::encodeName(path).constData(), &db, SQLITE_OPEN_READONLY, nullptr) != SQLITE_OK)
        return { QStringLiteral("cannot open") };
    for (const char *table : { "provider", "offering", "price", "price_point", "import_run" }) {
        sqlite3_stmt *st = nullptr;
        const QByteArray sql = QByteArray("SELECT * FROM ") + table + " ORDER BY 1";
        if (sqlite3_prepare_v2(db, sql.constData(), -1, &st, nullptr) != SQLITE_OK) {
            out << QStringLiteral("no table %1").arg(QLatin1String(table));
            continue;
        }
        while (sqlite3_step(st) == SQLITE_ROW) {
            QStringList row;
            for (int c = 0; c < sqlite3_column_count(st); ++c) {
                const QByteArray name = sqlite3_column_name(st, c);
                if (name.endsWith("_at"))
                    continue;
                row << QString::fromUtf8(name) + QLatin1Char('=')
                        + QString::fromUtf8(reinterpret_cast<const char *>(sqlite3_column_text(st, c)));
            }
            out << QLatin1String(table) + QLatin1Char(':') + row.join(QLatin1Char('|'));
        }
        sqlite3_finalize(st);
    }
    sqlite3_close(db);
    return out;
}

QByteArray fixture(const char *path)
{
    QFile f(QStringLiteral(CG_TEST_DATA "/") + QLatin1String(path));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

TestImportParts::Result TestImportParts::import(const QByteArray &bytes, const QString &provider, int rowsPerPart)
{
    Result out;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("c.sqlite"));
    {
        Catalog catalog(path);
        QString error;
        if (!cgtest::openReferenceCatalog(catalog, &error))
            return { error, {}, 0 };
        ImportOptions o;
        o.providerKey = provider;
        o.asOf = QStringLiteral("2026-12-01");
        o.importedOn = QStringLiteral("2026-12-02");
        o.sourceUrl = QStringLiteral("https://example.test/prices.csv");
        o.rowsPerPart = rowsPerPart;
        o.progress = [&out](qint64, qint64) { ++out.progressCalls; };
        const ImportReport r = Importer(catalog).importBytes(bytes, QStringLiteral("prices.csv"), o);
        out.text = r.ok() ? r.text() : QStringLiteral("error: ") + r.error;
    }
    out.tables = dump(path);
    return out;
}

void TestImportParts::partsImportWhatTheWholeFileImports_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("provider");
    QTest::addColumn<bool>("inParts"); // false: a file the parts cannot read alike, imported whole
    const QByteArray sky = "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,Price,SpotPrice,Region\n";
    QTest::newRow("skypilot: merges, conflicts and same prices across parts") << sky
            + "gpu_8x_h100,H100,8,208,1800,,23.92,,us-east-1\n" // line 2: priced as line 7 (1 GPU): CAT-03
              "gpu_1x_a10,A10,1,30,200,,0.75,,us-west-1\n"
              "gpu_1x_a10,A10,1,30,200,,0.75,,us-west-1\n" // line 4: a duplicate of line 3
              "gpu_2x_h100,H100,2,52,450,,0,,us-east-1\n" // a zero price
              "gpu_huge,H100,8,208,1800,,1e308,,us-east-1\n" // implausible: rejected
              "gpu_1x_h100,H100,1,26,225,,23.92,,us-east-1\n"
              "gpu_1x_a10,A10,1,30,200,,0.80,,us-west-1\n" // line 8: conflicts with line 3
              "gpu_1x_mystery,Mystery9000,1,8,64,,1.10,0.50,\n" // unmapped GPU, no region
              "short,row\n" // wrong field count: rejected by the CSV reader
              "gpu_4x_h100,H100,4,104,900,,23.92,,us-east-1\n" // CAT-03 against line 7 as well
              "gpu_1x_h100,H100,1,26,225,,23.92,,us-east-1\n" // line 12: a duplicate of line 7
                                                                              << "lambda" << true;
    QTest::newRow("gpuhunt: a spot row far from its on-demand row")
        << QByteArray("instance_name,location,price,cpu,memory,gpu_count,gpu_name,gpu_memory,spot\n"
                      "a2-highgpu-1g,us-central1,3.67,12,85,1,A100,40,false\n"
                      "g2-standard-4,us-central1,0.71,4,16,1,L4,24,false\n"
                      "a2-highgpu-2g,us-central1,7.35,24,170,2,A100,40,false\n"
                      "g2-standard-8,us-central1,0.85,8,32,1,L4,24,false\n"
                      "a2-highgpu-1g,us-central1,1.10,12,85,1,A100,40,true\n"
                      "g2-standard-4,us-central1,0.25,4,16,1,L4,24,true\n")
        << "gcp" << true;
    QTest::newRow("cloudgauge csv: providers per row, observed_on")
        << QByteArray("provider,provider_name,instance_type,region,gpu_name,gpu_count,price_kind,price,currency,as_of,observed_on\n"
                      "newcloud,New Cloud,nc.h100x8,eu-1,H100,8,on_demand,20.00,USD,2026-11-30,2026-11-30\n"
                      "lambda,,gpu_1x_h100_pcie,us-east-1,H100,1,on_demand,2.49,USD,2026-11-29,2026-11-29\n"
                      "newcloud,New Cloud,nc.h100x1,eu-1,H100,1,on_demand,20.00,USD,2026-11-30,\n"
                      "newcloud,New Cloud,nc.h100x8,eu-1,H100,8,spot,9.50,USD,2026-11-30,2026-11-30\n"
                      "lambda,,gpu_1x_h100_pcie,us-east-1,H100,1,spot,1.25,USD,2026-11-29,2026-13-01\n")
        << QString() << true;
    QTest::newRow("skypilot fixture: conflicts") << fixture("import-defects/conflicts_vms.csv") << "lambda" << true;
    QTest::newRow("skypilot fixture: a broker") << fixture("import-defects/broker_vms.csv") << "shadeform" << true;
    QTest::newRow("skypilot fixture: stated memory") << fixture("import-defects/stated_memory_vms.csv") << "vast" << true;
    QTest::newRow("skypilot fixture: runpod") << fixture("runpod_vms.csv") << "runpod" << true;
    QTest::newRow("GPU and host in separate rows") << fixture("split-gpu-host/gcp_split_vms.csv") << "gcp" << false;
}

void TestImportParts::partsImportWhatTheWholeFileImports()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, provider);
    QFETCH(bool, inParts);
    QVERIFY(!bytes.isEmpty());
    const Result whole = import(bytes, provider, 0);
    QVERIFY2(!whole.text.startsWith(QLatin1String("error")), qPrintable(whole.text));
    QCOMPARE(whole.progressCalls, 0);
    for (int rowsPerPart : { 1, 2, 3 }) {
        const Result parts = import(bytes, provider, rowsPerPart);
        QCOMPARE(parts.progressCalls > 0, inParts && bytes.count('\n') > rowsPerPart); // a file of fewer lines is read whole
        QCOMPARE(parts.text, whole.text);
        QCOMPARE(parts.tables.size(), whole.tables.size());
        for (int i = 0; i < whole.tables.size(); ++i)
            QCOMPARE(parts.tables.at(i), whole.tables.at(i));
    }
}

QTEST_GUILESS_MAIN(TestImportParts)
#include "tst_importparts.moc"
