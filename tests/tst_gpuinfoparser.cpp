#include "TestSupport.h"

#include "csv/CsvReader.h"
#include "import/GpuInfoParser.h"

#include <QDir>

using namespace cg;

class TestGpuInfoParser : public QObject
{
    Q_OBJECT

private slots:
    void shapes_data();
    void shapes();
    void everyRealCellIsReadable();
};

void TestGpuInfoParser::shapes_data()
{
    QTest::addColumn<QString>("cell");
    QTest::addColumn<int>("shape");
    QTest::addColumn<QString>("name");
    QTest::addColumn<double>("count"); // -1: absent
    QTest::addColumn<double>("memoryMiB"); // -1: absent
    const int py = int(GpuInfo::Shape::PythonLiteral), json = int(GpuInfo::Shape::Json), text = int(GpuInfo::Shape::PlainText);
    QTest::newRow("cudo: Python literal with the count as a string") << QStringLiteral(
        "{'Gpus': [{'Name': 'A40', 'Manufacturer': 'NVIDIA', 'Count': '1.0', 'MemoryInfo': {'SizeInMiB': 49152}}], 'TotalGpuMemoryInMiB': "
        "49152}") << py << QStringLiteral("A40") << 1.0 << 49152.0;
    QTest::newRow("hyperstack: null manufacturer") << QStringLiteral(
        "{'Gpus': [{'Name': 'L40', 'Manufacturer': null, 'Count': 2, 'MemoryInfo': {'SizeInMiB': 49152}}], 'TotalGpuMemoryInMiB': 98304}")
                                                   << py << QStringLiteral("L40") << 2.0 << 49152.0;
    QTest::newRow("None instead of null") << QStringLiteral("{'Gpus': [{'Name': 'V100', 'Manufacturer': None, 'Count': 4}]}") << py
                                          << QStringLiteral("V100") << 4.0 << -1.0;
    QTest::newRow("verda: real JSON") << QStringLiteral(
        "{\"Gpus\": [{\"Name\": \"B300\", \"Count\": 1, \"MemoryInfo\": {\"SizeInMiB\": 268288}}], \"TotalGpuMemoryInMiB\": 268288}")
                                      << json << QStringLiteral("B300") << 1.0 << 268288.0;
    QTest::newRow("do: lower-case keys") << QStringLiteral(
        "{'gpus': [{'name': 'H100', 'manufacturer': 'NVIDIA', 'count': 8, 'memoryinfo': {'sizeinmib': 81920}}]}")
                                         << py << QStringLiteral("H100") << 8.0 << 81920.0;
    QTest::newRow("nebius: SizeInMiB 0 is absent, not zero")
        << QStringLiteral("{'Gpus': [{'Name': 'H100', 'Count': 8, 'MemoryInfo': {'SizeInMiB': 0}}]}") << py << QStringLiteral("H100") << 8.0
        << -1.0;
    QTest::newRow("ibm: plain text") << QStringLiteral("V100") << text << QStringLiteral("V100") << -1.0 << -1.0;
    QTest::newRow("an apostrophe escaped inside a name")
        << QStringLiteral("{'Gpus': [{'Name': 'O\\'Brien X', 'Count': 1}]}") << py << QStringLiteral("O'Brien X") << 1.0 << -1.0;
    QTest::newRow("a double quote inside a single-quoted name")
        << QStringLiteral("{'Gpus': [{'Name': 'A \"B\"', 'Count': 1}]}") << py << QStringLiteral("A \"B\"") << 1.0 << -1.0;
    QTest::newRow("broken input is unreadable, never a crash")
        << QStringLiteral("{'Gpus': [{'Name': 'H100") << int(GpuInfo::Shape::Unreadable) << QString() << -1.0 << -1.0;
    QTest::newRow("empty is empty") << QString() << int(GpuInfo::Shape::Empty) << QString() << -1.0 << -1.0;
}

void TestGpuInfoParser::shapes()
{
    QFETCH(QString, cell);
    QFETCH(int, shape);
    QFETCH(QString, name);
    QFETCH(double, count);
    QFETCH(double, memoryMiB);
    const GpuInfo info = parseGpuInfo(cell);
    QCOMPARE(int(info.shape), shape);
    QCOMPARE(info.name, name);
    QCOMPARE(info.count.value_or(-1.0), count);
    QCOMPARE(info.memoryMiB.value_or(-1.0), memoryMiB);
}

void TestGpuInfoParser::everyRealCellIsReadable()
{
    // Every GpuInfo cell of the bundled SkyPilot catalogs parses, and its name is not empty; every
    // row that names an accelerator has such a cell.
    int cells = 0, gpuRows = 0;
    const QDir sky(cgtest::seedDir() + QStringLiteral("/skypilot"));
    const QStringList clouds = sky.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    QVERIFY(!clouds.isEmpty());
    for (const QString &cloud : clouds) {
        const CsvTable t = CsvReader::parseFile(sky.filePath(cloud + QStringLiteral("/vms.csv")));
        QVERIFY2(t.ok(), qPrintable(t.fatalError));
        QVERIFY2(t.issues.isEmpty(), qPrintable(cloud));
        const int c = t.column("GpuInfo"), accelerator = t.column("AcceleratorName");
        QVERIFY2(c >= 0 && accelerator >= 0, qPrintable(cloud));
        for (const CsvRecord &r : t.records) {
            gpuRows += r.fields.at(accelerator).isEmpty() ? 0 : 1;
            if (r.fields.at(c).isEmpty())
                continue;
            ++cells;
            const GpuInfo info = parseGpuInfo(r.fields.at(c));
            QVERIFY2(info.shape != GpuInfo::Shape::Unreadable,
                qPrintable(QStringLiteral("%1 line %2: %3").arg(cloud).arg(r.line).arg(info.error)));
            QVERIFY2(!info.name.isEmpty(), qPrintable(QStringLiteral("%1 line %2").arg(cloud).arg(r.line)));
        }
    }
    QVERIFY(gpuRows > 0);
    QCOMPARE(cells, gpuRows);
}

QTEST_GUILESS_MAIN(TestGpuInfoParser)
#include "tst_gpuinfoparser.moc"
