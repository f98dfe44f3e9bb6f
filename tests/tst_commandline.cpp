#include "TestSupport.h"

#include "cli/CommandLine.h"
#include "csv/CsvReader.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QSet>
#include <QTextStream>

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
    void theInstalledBinaryImportsIdenticallyUnderAnyLocale();
    void errorsExitNonZeroWithOneLine_data();
    void errorsExitNonZeroWithOneLine();

private:
    int run(const QStringList &args, QString *out, QString *err);
    QTemporaryDir m_dir;
    QString m_catalog;
};

void TestCommandLine::initTestCase()
{
    cgtest::initHermetic();
    // The bundled catalog exactly as shipped (built at build time from resources/seed).
    m_catalog = m_dir.filePath(QStringLiteral("bundled.sqlite"));
    QVERIFY2(QFile::copy(QStringLiteral(CG_SEED_DB), m_catalog), CG_SEED_DB);
    QFile::setPermissions(m_catalog, QFile::ReadOwner | QFile::WriteOwner);
}

int TestCommandLine::run(const QStringList &args, QString *out, QString *err)
{
    out->clear();
    err->clear();
    QTextStream so(out), se(err);
    const int rc = CommandLine::run(QStringList{QStringLiteral("cloudgauge")} + args, so, se);
    so.flush();
    se.flush();
    return rc;
}

void TestCommandLine::headlessDetection()
{
    QVERIFY(CommandLine::isHeadless({QStringLiteral("list")}));
    QVERIFY(CommandLine::isHeadless({QStringLiteral("--version")}));
    QVERIFY(!CommandLine::isHeadless({}));
    QVERIFY(!CommandLine::isHeadless({QStringLiteral("--lang"), QStringLiteral("zh_CN")}));
}

void TestCommandLine::listCsvOfTheBundledCatalog()
{
    QString out, err;
    QCOMPARE(run({QStringLiteral("list"), QStringLiteral("--catalog"), m_catalog, QStringLiteral("--format"), QStringLiteral("csv")}, &out, &err), 0);
    const CsvTable t = CsvReader::parse(out.toUtf8());
    QVERIFY2(t.ok() && t.issues.isEmpty(), qPrintable(t.fatalError));
    QVERIFY2(t.records.size() >= 600, qPrintable(QString::number(t.records.size())));
    const int cProvider = t.column("provider"), cAsOf = t.column("as_of"), cSource = t.column("source"), cPrice = t.column("price_per_gpu_hour"),
              cInstance = t.column("price_per_instance_hour"), cCurrency = t.column("currency"), cNote = t.column("note");
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
    QVERIFY2(providers.size() >= 25, qPrintable(QStringList(providers.values()).join(QLatin1Char(' '))));
    for (const char *p : {"aws", "gcp", "azure", "alibaba", "tencent", "oci", "coreweave"})
        QVERIFY2(providers.contains(QLatin1String(p)), p);
    QVERIFY(priced >= 600);
}

void TestCommandLine::listFiltersByGpuAndProvider()
{
    QString out, err;
    QCOMPARE(run({QStringLiteral("list"), QStringLiteral("--catalog"), m_catalog, QStringLiteral("--provider"), QStringLiteral("aws"),
                  QStringLiteral("--gpu"), QStringLiteral("H100"), QStringLiteral("--format"), QStringLiteral("json")},
                 &out, &err),
             0);
    const QByteArray json = out.toUtf8();
    QVERIFY2(json.contains("\"p5.48xlarge\""), json.constData());
    QVERIFY(!json.contains("\"g6.xlarge\""));
    QVERIFY(!json.contains("\"lambda\""));
    // The filter is plain text: regex metacharacters match nothing instead of everything.
    QCOMPARE(run({QStringLiteral("list"), QStringLiteral("--catalog"), m_catalog, QStringLiteral("--gpu"), QStringLiteral(".*"), QStringLiteral("--format"),
                  QStringLiteral("csv")},
                 &out, &err),
             0);
    QCOMPARE(out.count(QLatin1Char('\n')), 1); // header only
}

void TestCommandLine::rankTop10PrintsProviderGpuPriceScoreTier()
{
    QString out, err;
    QCOMPARE(run({QStringLiteral("rank"), QStringLiteral("--catalog"), m_catalog, QStringLiteral("--top"), QStringLiteral("10")}, &out, &err), 0);
    const QStringList lines = out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 12); // weights line, header, 10 rows
    QVERIFY(lines[0].startsWith(QLatin1String("Weights: balanced")));
    for (const char *col : {"provider", "gpu", "usd_per_gpu_hour", "score", "tier"})
        QVERIFY2(lines[1].contains(QLatin1String(col)), col);
    QVERIFY(lines[2].startsWith(QLatin1String("1 ")));
    QVERIFY(lines[11].startsWith(QLatin1String("10 ")));
}

void TestCommandLine::rankJsonIsOrdered()
{
    QString out, err;
    QCOMPARE(run({QStringLiteral("rank"), QStringLiteral("--catalog"), m_catalog, QStringLiteral("--top"), QStringLiteral("25"), QStringLiteral("--preset"),
                  QStringLiteral("training"), QStringLiteral("--format"), QStringLiteral("json")},
                 &out, &err),
             0);
    const QJsonArray a = QJsonDocument::fromJson(out.toUtf8()).array();
    QCOMPARE(a.size(), 25);
    double previous = 101;
    for (const QJsonValue &v : a) {
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
    QCOMPARE(run({QStringLiteral("import"), QStringLiteral("--catalog"), catalog, QStringLiteral("--provider"), QStringLiteral("runpod"),
                  QStringLiteral("--as-of"), QStringLiteral("2026-11-30"), cgtest::testData("runpod_vms.csv")},
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
    for (const char *lang : {"C.UTF-8", "de_DE.UTF-8", "zh_CN.UTF-8"}) {
        const QString catalog = m_dir.filePath(QStringLiteral("locale-%1.sqlite").arg(QLatin1String(lang)));
        const QString csv = catalog + QStringLiteral(".csv");
        QVERIFY(QFile::copy(m_catalog, catalog));
        QFile::setPermissions(catalog, QFile::ReadOwner | QFile::WriteOwner);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LANG"), QLatin1String(lang));
        env.insert(QStringLiteral("LC_ALL"), QLatin1String(lang));
        env.insert(QStringLiteral("LANGUAGE"), QLatin1String(lang).left(5));
        for (const QStringList &args : {QStringList{QStringLiteral("import"), QStringLiteral("--catalog"), catalog, QStringLiteral("--provider"),
                                                    QStringLiteral("runpod"), QStringLiteral("--as-of"), QStringLiteral("2026-11-30"),
                                                    cgtest::testData("runpod_vms.csv")},
                                        QStringList{QStringLiteral("export"), QStringLiteral("--catalog"), catalog, QStringLiteral("--out"), csv}}) {
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

void TestCommandLine::errorsExitNonZeroWithOneLine_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown command") << QStringList{QStringLiteral("frobnicate")} << 2 << QStringLiteral("unknown command 'frobnicate'");
    QTest::newRow("bad --top") << QStringList{QStringLiteral("rank"), QStringLiteral("--top"), QStringLiteral("ten")} << 2 << QStringLiteral("--top");
    QTest::newRow("unknown preset") << QStringList{QStringLiteral("rank"), QStringLiteral("--preset"), QStringLiteral("fastest")} << 2
                                    << QStringLiteral("unknown preset 'fastest'");
    QTest::newRow("missing import file") << QStringList{QStringLiteral("import"), QStringLiteral("/nonexistent/vms.csv")} << 1
                                         << QStringLiteral("file not found");
    QTest::newRow("bad list format") << QStringList{QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("xml")} << 2
                                     << QStringLiteral("table, csv or json");
}

void TestCommandLine::errorsExitNonZeroWithOneLine()
{
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QString, message);
    QString out, err;
    QCOMPARE(run(args + QStringList{QStringLiteral("--catalog"), m_catalog}, &out, &err), code);
    QCOMPARE(err.count(QLatin1Char('\n')), 1);
    QVERIFY2(err.contains(message), qPrintable(err));
}

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_commandline.moc"
