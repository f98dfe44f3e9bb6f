// AWS Price List bulk offer files for EC2 (models/import/AwsOfferReader.h), the streaming CSV
// reader under them, and the one list of format names (ImportFormats.h). Fixtures in
// tests/data/feeds/ (fixture values, see its README).
#include "FeedTestSupport.h"

#include "CommandLine.h"
#include "csv/CsvStreamReader.h"
#include "import/AwsOfferReader.h"
#include "import/ImportFormats.h"
#include "import/OfferReaders.h"

#include <QBuffer>
#include <QTextStream>

using namespace cg;
using cgtest::cents;

class TestAwsOffers : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { cgtest::initHermetic(); }
    void init();
    void cleanup();

    void formatNamesHaveOneHome();
    void streamReaderHandlesQuotesLineBreaksAndChunkBoundaries();
    void streamReaderReportsATruncatedQuotedField();
    void jsonOfferFilePricesLinuxSharedOnly_data();
    void jsonOfferFilePricesLinuxSharedOnly();
    void reservedTermsSpreadTheUpfrontFeeOverTheTerm();
    void chinaRegionsArePricedInCny();
    void csvAndJsonGiveTheSamePrices();
    void wrongOrTruncatedDocumentsImportNothing_data();
    void wrongOrTruncatedDocumentsImportNothing();
    void aProductOfTheWrongShapeIsRejectedWithItsReason_data();
    void aProductOfTheWrongShapeIsRejectedWithItsReason();
    void streamedImportReportsProgressAndStopsOnCancel();
    void anEndlessValueOrDocumentIsStoppedNotHeld_data();
    void anEndlessValueOrDocumentIsStoppedNotHeld();
    void aNulInAJsonFieldRejectsItsRow_data();
    void aNulInAJsonFieldRejectsItsRow();
    void cliImportsAnOfferFileByFormatName();

private:
    ImportReport importFile(const char *name, const QString &format = {});

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Catalog> m_catalog;
};

void TestAwsOffers::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_catalog = std::make_unique<Catalog>(m_dir->filePath(QStringLiteral("c.sqlite")));
    QString error;
    QVERIFY2(cgtest::openReferenceCatalog(*m_catalog, &error), qPrintable(error));
}

void TestAwsOffers::cleanup()
{
    m_catalog.reset();
    m_dir.reset();
}

ImportReport TestAwsOffers::importFile(const char *name, const QString &format)
{
    ImportOptions o;
    o.format = format;
    o.importedOn = QStringLiteral("2026-12-01");
    return Importer(*m_catalog).importFile(cgtest::feed(name), o);
}

void TestAwsOffers::formatNamesHaveOneHome()
{
    const QStringList names = readers::importFormatNames();
    const std::initializer_list<const char *> expected { "skypilot", "gpuhunt", "gpuhunt-tpu-json", "csv", "opencomputeprices-csv",
        "alibaba-price-json", "tencent-price-json", "huawei-price-json", "aws-ec2-csv", "aws-ec2-json", "azure-retail-json",
        "oci-price-json", "gcp-skus-json" };
    for (const char *n : expected)
        QVERIFY2(names.contains(QLatin1String(n)), n);
    QCOMPARE(names.size(), qsizetype(expected.size())); // no format outside that list
    QCOMPARE(readers::importFormat(QStringLiteral("aws-ec2-csv"))->dateField, QStringLiteral("Publication Date"));
    QCOMPARE(readers::importFormat(QStringLiteral("aws-ec2-json"))->dateField, QStringLiteral("publicationDate"));
    QCOMPARE(readers::importFormat(QStringLiteral("azure-retail-json"))->dateField, QStringLiteral("effectiveStartDate"));
    QCOMPARE(readers::importFormat(QStringLiteral("gcp-skus-json"))->providerKey, QStringLiteral("gcp"));
    QVERIFY(readers::importFormat(QStringLiteral("aws-ec2-json"))->streamed);
    QVERIFY(!readers::importFormat(QStringLiteral("oci-price-json"))->streamed);
    QVERIFY(!readers::importFormat(QStringLiteral("aws-ec2")));
    // Every fixture is recognised from its content.
    for (const auto &[file, format] : { std::pair { "aws-ec2-us-east-1.json", "aws-ec2-json" },
             std::pair { "aws-ec2-us-east-1.csv", "aws-ec2-csv" }, std::pair { "aws-ec2-cn-north-1.json", "aws-ec2-json" },
             std::pair { "azure-retail-pages.json", "azure-retail-json" }, std::pair { "azure-retail-page.json", "azure-retail-json" },
             std::pair { "oci-products.json", "oci-price-json" }, std::pair { "gcp-skus-pages.json", "gcp-skus-json" } })
        QCOMPARE(readers::detectFormat(cgtest::feedBytes(file)), QString::fromLatin1(format));
}

void TestAwsOffers::streamReaderHandlesQuotesLineBreaksAndChunkBoundaries()
{
    // A quoted field with a line break, a doubled quote and a comma, crossing the 1 MiB chunk.
    QByteArray data = "\xEF\xBB\xBF\"a\",\"b\"\r\n";
    const QByteArray filler(1 << 20, 'x');
    data += "\"" + filler + "\",\"line one\nline \"\"two\"\", end\"\n\n";
    data += "plain, spaced ,\"\"\n";
    data += "last,row"; // no final line break
    QBuffer buffer(&data);
    QVERIFY(buffer.open(QIODevice::ReadOnly));
    CsvStreamReader csv(&buffer, ',', 4 << 20);
    CsvRecord r;
    QVERIFY(csv.next(&r));
    QCOMPARE(r.fields, (QStringList { QStringLiteral("a"), QStringLiteral("b") }));
    QCOMPARE(r.line, 1);
    QVERIFY(csv.next(&r));
    QCOMPARE(r.line, 2);
    QCOMPARE(r.fields.size(), 2);
    QCOMPARE(r.fields.at(0).size(), filler.size());
    QCOMPARE(r.fields.at(1), QStringLiteral("line one\nline \"two\", end"));
    QVERIFY(csv.next(&r)); // the blank line is skipped
    QCOMPARE(r.line, 5);
    QCOMPARE(r.fields, (QStringList { QStringLiteral("plain"), QStringLiteral("spaced"), QString() }));
    QVERIFY(csv.next(&r));
    QCOMPARE(r.fields, (QStringList { QStringLiteral("last"), QStringLiteral("row") }));
    QVERIFY(!csv.next(&r));
    QVERIFY(!csv.truncated());
    QCOMPARE(csv.bytesRead(), qint64(data.size()));
}

void TestAwsOffers::streamReaderReportsATruncatedQuotedField()
{
    QByteArray data = "\"a\",\"b\"\n\"c\",\"unfinished";
    QBuffer buffer(&data);
    QVERIFY(buffer.open(QIODevice::ReadOnly));
    CsvStreamReader csv(&buffer);
    CsvRecord r;
    QVERIFY(csv.next(&r));
    QVERIFY(!csv.next(&r));
    QVERIFY(csv.truncated());
    // A record over the limit comes back flagged, cut short.
    QByteArray longRow = "\"" + QByteArray(100, 'y') + "\",z\nok\n";
    QBuffer b2(&longRow);
    QVERIFY(b2.open(QIODevice::ReadOnly));
    CsvStreamReader limited(&b2, ',', 10);
    QVERIFY(limited.next(&r));
    QVERIFY(limited.overLimit());
    QVERIFY(r.fields.at(0).size() <= 10);
    QVERIFY(limited.next(&r));
    QVERIFY(!limited.overLimit());
    QCOMPARE(r.fields, QStringList { QStringLiteral("ok") });
}

void TestAwsOffers::jsonOfferFilePricesLinuxSharedOnly_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("json") << "aws-ec2-us-east-1.json";
    QTest::newRow("csv") << "aws-ec2-us-east-1.csv";
}

void TestAwsOffers::jsonOfferFilePricesLinuxSharedOnly()
{
    QFETCH(QString, file);
    const ImportReport r = importFile(qPrintable(file));
    QVERIFY2(r.ok(), qPrintable(r.text()));
    QCOMPARE(r.providerKey, QStringLiteral("aws"));
    QCOMPARE(r.asOf, QStringLiteral("2026-11-26")); // publicationDate 2026-11-26T19:04:12Z
    QVERIFY(r.datedByDocument);
    QVERIFY(r.fileModifiedOn.isEmpty());
    // 8 products: p5 Linux (kept), p5 Windows, p5 Dedicated, p5 capacity reservation, g6 with
    // SQL Std, g6 Linux (kept), m5 (no GPU), gp3 storage.
    QCOMPARE(r.offersNew, 2);
    QCOMPARE(r.skippedCpuOnly, 1);
    QCOMPARE(r.excluded.value(QStringLiteral("operatingSystem Windows, not Linux")), 1);
    QCOMPARE(r.excluded.value(QStringLiteral("tenancy Dedicated, not Shared")), 1);
    QCOMPARE(r.excluded.value(QStringLiteral("capacitystatus AllocatedCapacityReservation, not Used")), 1);
    QCOMPARE(r.excluded.value(QStringLiteral("preInstalledSw SQL Std: the price includes software")), 1);
    QCOMPARE(r.excluded.value(QStringLiteral("productFamily is not Compute Instance (storage, data transfer, IP addresses...)")), 1);
    QCOMPARE(r.rowsRead, file.endsWith(QLatin1String(".json")) ? 8 : 16); // CSV: price rows (7 on-demand, 8 reserved, 1 storage)
    QVERIFY2(r.text().contains(QStringLiteral("1 × operatingSystem Windows, not Linux")), qPrintable(r.text()));

    const QList<OfferView> aws = cgtest::offersOf(*m_catalog, QStringLiteral("aws"));
    QCOMPARE(aws.size(), 2);
    const OfferView *p5 = cgtest::findOffer(aws, QStringLiteral("p5.48xlarge"), QStringLiteral("us-east-1"));
    QVERIFY(p5);
    QCOMPARE(cents(p5->onDemand.amount), 55.04);
    QCOMPARE(cents(p5->onDemandPerGpuHour()), 6.88); // 55.04 / 8
    QCOMPARE(p5->onDemand.currency, QStringLiteral("USD"));
    QCOMPARE(p5->onDemand.observedOn, QStringLiteral("2026-11-26"));
    QCOMPARE(p5->onDemand.importedOn, QStringLiteral("2026-12-01"));
    QCOMPARE(p5->gpuCount, std::optional<double>(8));
    QCOMPARE(p5->vcpus, std::optional<double>(192));
    QCOMPARE(p5->ramGib, std::optional<double>(2048));
    QVERIFY2(p5->gpuKey.contains(QLatin1String("h100")), qPrintable(p5->gpuKey));
    QVERIFY(p5->onDemand.note.contains(QLatin1String("SKU FIXP5LINUX0001")));
    QVERIFY(!p5->spot.present); // the offer file has no spot prices
    const OfferView *g6 = cgtest::findOffer(aws, QStringLiteral("g6.xlarge"), QStringLiteral("us-east-1"));
    QVERIFY(g6);
    QCOMPARE(cents(g6->onDemandPerGpuHour()), 0.80); // 0.8048 / 1
    QVERIFY2(g6->gpuKey.contains(QLatin1String("l4")), qPrintable(g6->gpuKey));
}

void TestAwsOffers::reservedTermsSpreadTheUpfrontFeeOverTheTerm()
{
    const ImportReport r = importFile("aws-ec2-us-east-1.json");
    QVERIFY2(r.ok(), qPrintable(r.text()));
    const QList<OfferView> aws = cgtest::offersOf(*m_catalog, QStringLiteral("aws"));
    const OfferView *p5 = cgtest::findOffer(aws, QStringLiteral("p5.48xlarge"), QStringLiteral("us-east-1"));
    QVERIFY(p5);
    QString currency, note;
    // 1yr: standard No Upfront (36.00/h) ranks before All Upfront (289080 / 8760 = 33.00/h): 36 / 8 = 4.50.
    QCOMPARE(cgtest::reservedPerGpuCents(*m_catalog, *p5, 12, &currency, &note), 4.50);
    QCOMPARE(currency, QStringLiteral("USD"));
    QVERIFY2(note.contains(QLatin1String("standard All Upfront: 0/h + 289080 upfront / 8760 h = 33/h")), qPrintable(note));
    QVERIFY(note.contains(QLatin1String("convertible No Upfront: 40/h")));
    // 3yr: no No Upfront option; Partial Upfront 12.00/h + 315360 / 26280 h = 24.00/h: 24 / 8 = 3.00.
    QCOMPARE(cgtest::reservedPerGpuCents(*m_catalog, *p5, 36, nullptr, &note), 3.00);
    QVERIFY2(note.contains(QLatin1String("Reserved 3yr standard Partial Upfront")), qPrintable(note));
    QVERIFY(note.contains(QStringLiteral("hourly + upfront fee / (3 × 8760 h)")));
}

void TestAwsOffers::chinaRegionsArePricedInCny()
{
    const ImportReport r = importFile("aws-ec2-cn-north-1.json");
    QVERIFY2(r.ok(), qPrintable(r.text()));
    const QList<OfferView> aws = cgtest::offersOf(*m_catalog, QStringLiteral("aws"));
    QCOMPARE(aws.size(), 1);
    QCOMPARE(aws.first().region, QStringLiteral("cn-north-1"));
    QCOMPARE(aws.first().onDemand.currency, QStringLiteral("CNY"));
    QCOMPARE(cents(aws.first().onDemandPerGpuHour()), 8.62);
    QCOMPARE(r.excluded.value(QStringLiteral("operatingSystem Windows, not Linux")), 1);
}

void TestAwsOffers::csvAndJsonGiveTheSamePrices()
{
    const ReadResult json = readers::readAwsEc2Json(cgtest::feedBytes("aws-ec2-us-east-1.json"));
    const ReadResult csv = readers::readAwsEc2Csv(cgtest::feedBytes("aws-ec2-us-east-1.csv"));
    QVERIFY2(json.fatalError.isEmpty(), qPrintable(json.fatalError));
    QVERIFY2(csv.fatalError.isEmpty(), qPrintable(csv.fatalError));
    QCOMPARE(json.records.size(), csv.records.size());
    QCOMPARE(json.documentDate, csv.documentDate);
    for (int i = 0; i < json.records.size(); ++i) {
        QCOMPARE(json.records.at(i).instanceType, csv.records.at(i).instanceType);
        QCOMPARE(json.records.at(i).prices.size(), csv.records.at(i).prices.size());
        for (int k = 0; k < json.records.at(i).prices.size(); ++k) {
            QCOMPARE(json.records.at(i).prices.at(k).kind, csv.records.at(i).prices.at(k).kind);
            QCOMPARE(json.records.at(i).prices.at(k).amount, csv.records.at(i).prices.at(k).amount);
        }
    }
}

void TestAwsOffers::wrongOrTruncatedDocumentsImportNothing_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("error");
    const QByteArray json = cgtest::feedBytes("aws-ec2-us-east-1.json");
    const QByteArray csv = cgtest::feedBytes("aws-ec2-us-east-1.csv");
    QTest::newRow("truncated json") << "aws-ec2-json" << json.left(json.size() / 2)
                                    << "not an AWS EC2 offer file: invalid or truncated JSON at byte";
    QTest::newRow("no products") << "aws-ec2-json" << QByteArray(R"({"formatVersion":"v1.0","offerCode":"AmazonEC2","terms":{}})")
                                 << "not an AWS EC2 offer file: no 'products' object";
    QTest::newRow("no terms") << "aws-ec2-json"
                              << QByteArray(R"({"offerCode":"AmazonEC2","publicationDate":"2026-11-26T00:00:00Z","products":{}})")
                              << "not an AWS EC2 offer file: no 'terms' object";
    QTest::newRow("another service") << "aws-ec2-json" << QByteArray(R"({"offerCode":"AmazonRDS","products":{},"terms":{}})")
                                     << "offerCode is 'AmazonRDS', not AmazonEC2";
    QTest::newRow("an array") << "aws-ec2-json" << QByteArray("[1, 2]") << "no 'products' object";
    // A small hostile document nested a million deep: refused, not a stack overflow (the
    // recursive parse crashed here).
    const int depth = 1000000;
    QTest::newRow("nested a million deep") << "aws-ec2-json"
                                           << QByteArray(R"({"offerCode":"AmazonEC2","products":{"x":)") + QByteArray(depth, '[')
            + QByteArray(depth, ']') + QByteArray("}}")
                                           << "no 'terms' object";
    QTest::newRow("nested and cut") << "aws-ec2-json" << QByteArray(R"({"offerCode":"AmazonEC2","products":)") + QByteArray(depth, '{')
                                    << "invalid or truncated JSON";
    QByteArray latin1 = json;
    latin1.replace("\"p5.48xlarge\"", "\"p5.48xlarg\xe9\""); // a Latin-1 é: no UTF-8
    QTest::newRow("bytes that are not UTF-8") << "aws-ec2-json" << latin1 << "Invalid encoding in string";
    QTest::newRow("csv without metadata") << "aws-ec2-csv" << csv.mid(csv.indexOf("\"SKU\"")) << "the first row is not \"FormatVersion\"";
    QByteArray rds = csv;
    rds.replace("\"OfferCode\",\"AmazonEC2\"", "\"OfferCode\",\"AmazonRDS\"");
    QTest::newRow("csv of another service") << "aws-ec2-csv" << rds << "OfferCode is 'AmazonRDS'";
    QByteArray noColumn = csv;
    noColumn.replace("\"Operating System\"", "\"OS\"");
    QTest::newRow("csv missing a column") << "aws-ec2-csv" << noColumn << "missing column(s) Operating System";
    QTest::newRow("csv cut inside a quote") << "aws-ec2-csv" << csv.left(csv.lastIndexOf("\"Linux\"") + 3) << "truncated download";
}

void TestAwsOffers::wrongOrTruncatedDocumentsImportNothing()
{
    QFETCH(QString, format);
    QFETCH(QByteArray, bytes);
    QFETCH(QString, error);
    const QString path = m_dir->filePath(QStringLiteral("doc"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
    f.close();
    ImportOptions o;
    o.format = format;
    const qsizetype runs = m_catalog->importRuns().size();
    const ImportReport r = Importer(*m_catalog).importFile(path, o);
    QVERIFY(!r.ok());
    QVERIFY2(r.error.contains(error), qPrintable(r.error));
    QVERIFY(cgtest::offersOf(*m_catalog, QStringLiteral("aws")).isEmpty());
    QCOMPARE(m_catalog->importRuns().size(), runs);
}

void TestAwsOffers::aNulInAJsonFieldRejectsItsRow_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("instanceType"); // the instance type given a NUL
    QTest::addColumn<QString>("provider");
    QTest::addColumn<QByteArray>("escape"); // inserted after the first character
    QTest::addColumn<QString>("reason");
    const QString nul = QStringLiteral("instance type holds a NUL character (U+0000) at character 2");
    const QString bidi = QStringLiteral("instance type holds the bidirectional formatting character U+202e at character 2");
    const QString c1 = QStringLiteral("instance type holds the control character U+0085 at character 2");
    // The streamed reader (RapidJSON) and a whole-document one (QJsonDocument).
    QTest::newRow("aws NUL") << "aws-ec2-us-east-1.json"
                             << "p5.48xlarge"
                             << "aws" << QByteArray("\\u0000") << nul;
    QTest::newRow("azure NUL") << "azure-retail-pages.json"
                               << "Standard_NC24ads_A100_v4"
                               << "azure" << QByteArray("\\u0000") << nul;
    // U+202E (right-to-left override) would show "p5.48xlarge" as another name.
    QTest::newRow("aws RLO") << "aws-ec2-us-east-1.json"
                             << "p5.48xlarge"
                             << "aws" << QByteArray("\\u202e") << bidi;
    QTest::newRow("azure C1") << "azure-retail-pages.json"
                              << "Standard_NC24ads_A100_v4"
                              << "azure" << QByteArray("\\u0085") << c1;
    // A JSON reader has no field limit of its own: a name of megabytes would be stored and pad every table.
    QTest::newRow("azure long name") << "azure-retail-pages.json"
                                     << "Standard_NC24ads_A100_v4"
                                     << "azure" << QByteArray(300, 'x')
                                     << QStringLiteral("instance type is 324 characters long: at most 256");
    QTest::newRow("azure lone surrogate") << "azure-retail-pages.json"
                                          << "Standard_NC24ads_A100_v4"
                                          << "azure" << QByteArray("\\ud800")
                                          << QStringLiteral("instance type holds a lone surrogate U+d800 at character 2");
}

void TestAwsOffers::aNulInAJsonFieldRejectsItsRow()
{
    QFETCH(QString, file);
    QFETCH(QString, instanceType);
    QFETCH(QString, provider);
    QFETCH(QByteArray, escape);
    QFETCH(QString, reason);
    auto names = [](const QList<OfferView> &offers) {
        QStringList out;
        for (const OfferView &v : offers)
            out.append(v.instanceType + QLatin1Char('/') + v.region);
        out.sort();
        return out;
    };
    ImportOptions o;
    o.allowOlder = true;
    // The document as published, in a catalog of its own: what the NUL must cost and no more.
    QTemporaryDir other;
    Catalog reference(other.filePath(QStringLiteral("c.sqlite")));
    QString error;
    QVERIFY2(cgtest::openReferenceCatalog(reference, &error), qPrintable(error));
    QVERIFY(Importer(reference).importFile(cgtest::feed(qPrintable(file)), o).ok());
    auto others = [&instanceType](const QStringList &all) {
        QStringList out;
        for (const QString &n : all)
            if (!n.startsWith(instanceType + QLatin1Char('/')))
                out.append(n);
        return out;
    };
    const QStringList kept = others(names(cgtest::offersOf(reference, provider)));
    QVERIFY(!kept.isEmpty());

    QByteArray bytes = cgtest::feedBytes(qPrintable(file));
    const QByteArray from = '"' + instanceType.toLatin1() + '"';
    QByteArray to = from;
    to.insert(2, escape); // e.g. "p\u00005.48xlarge": JSON's escape for a NUL character
    QVERIFY(bytes.contains(from));
    bytes.replace(from, to);
    const QString path = m_dir->filePath(file);
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
    f.close();
    const ImportReport r = Importer(*m_catalog).importFile(path, o);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QVERIFY(r.rejected >= 1);
    QVERIFY2(r.text().contains(QLatin1String("rejected: ")) && r.text().contains(reason), qPrintable(r.text()));
    // Every other offer of the document is imported as it was; none holds a NUL.
    const QStringList imported = names(cgtest::offersOf(*m_catalog, provider));
    QVERIFY(imported.filter(QChar(0)).isEmpty());
    QVERIFY(imported.filter(QChar(0x202e)).isEmpty());
    QCOMPARE(others(imported), kept);
}

void TestAwsOffers::aProductOfTheWrongShapeIsRejectedWithItsReason_data()
{
    QTest::addColumn<QByteArray>("attributes");
    QTest::addColumn<QString>("reason");
    const int depth = 100000;
    const QByteArray nested = QByteArray(depth, '[') + QByteArray(depth, ']');
    QTest::newRow("attributes nested arrays") << nested << "SKU S2: attributes is an array, not an object";
    QTest::newRow("gpu nested arrays") << QByteArray(R"({"instanceType":"g6.xlarge","gpu":)") + nested + "}"
                                       << "SKU S2: attributes.gpu is an array, not a string";
    QTest::newRow("gpu an object") << QByteArray(R"({"instanceType":"g6.xlarge","gpu":{"n":"1"}})")
                                   << "SKU S2: attributes.gpu is an object, not a string";
    QTest::newRow("gpu a number") << QByteArray(R"({"instanceType":"g6.xlarge","gpu":1})")
                                  << "SKU S2: attributes.gpu is null, a boolean or a number, not a string";
    QTest::newRow("attributes null") << QByteArray("null") << "SKU S2: attributes is null, a boolean or a number, not an object";
    QTest::newRow("attributes a string") << QByteArray(R"("gpu=8")") << "SKU S2: attributes is a string, not an object";
    QTest::newRow("no attributes") << QByteArray() << "SKU S2: no attributes object";
}

void TestAwsOffers::aProductOfTheWrongShapeIsRejectedWithItsReason()
{
    // The second of three products has the wrong shape: it is rejected with its line (its order
    // among the products) and reason, never counted as a CPU-only product; the others still read.
    QFETCH(QByteArray, attributes);
    QFETCH(QString, reason);
    const QByteArray cpu = R"({"instanceType":"m5.large","vcpu":"2"})";
    const QByteArray doc = QByteArray(R"({"offerCode":"AmazonEC2","publicationDate":"2026-11-26T00:00:00Z","products":{)")
        + R"("S1":{"sku":"S1","productFamily":"Compute Instance","attributes":)" + cpu + "},"
        + (attributes.isEmpty() ? QByteArray(R"("S2":{"sku":"S2","productFamily":"Compute Instance"},)")
                                : R"("S2":{"sku":"S2","productFamily":"Compute Instance","attributes":)" + attributes + "},")
        + R"("S3":{"sku":"S3","productFamily":"Compute Instance","attributes":)" + cpu + "}}," + R"("terms":{}})";
    const ReadResult r = readers::readAwsEc2Json(doc);
    QVERIFY2(r.fatalError.isEmpty(), qPrintable(r.fatalError));
    QCOMPARE(r.rowsRead, 3);
    QCOMPARE(r.skippedCpuOnly, 2);
    QCOMPARE(r.rejected.size(), 1);
    QCOMPARE(r.rejected.first().line, 2);
    QCOMPARE(r.rejected.first().reason, reason);
}

void TestAwsOffers::streamedImportReportsProgressAndStopsOnCancel()
{
    const QString path = cgtest::feed("aws-ec2-us-east-1.json");
    qint64 last = -1, total = -2;
    int calls = 0;
    ImportOptions o;
    o.progress = [&](qint64 done, qint64 all) {
        ++calls;
        last = done;
        total = all;
    };
    const ImportReport ok = Importer(*m_catalog).importFile(path, o);
    QVERIFY2(ok.ok(), qPrintable(ok.text()));
    QVERIFY(calls >= 1);
    QCOMPARE(total, QFileInfo(path).size());
    QCOMPARE(last, total);
    // The same file again: recognised by its SHA-256 computed while streaming.
    const ImportReport again = Importer(*m_catalog).importFile(path, o);
    QVERIFY(again.alreadyImported);

    // A cancelled read writes nothing.
    const std::atomic<bool> stop { true };
    ImportOptions c;
    c.cancel = &stop;
    const ImportReport cancelled = Importer(*m_catalog).importFile(cgtest::feed("aws-ec2-cn-north-1.json"), c);
    QVERIFY(!cancelled.ok());
    QVERIFY(cancelled.cancelled);
    QCOMPARE(cgtest::offersOf(*m_catalog, QStringLiteral("aws")).size(), 2); // still only the us-east-1 offers
}

void TestAwsOffers::cliImportsAnOfferFileByFormatName()
{
    const QString path = m_catalog->path();
    m_catalog.reset(); // the command opens the catalog itself
    QString out, err;
    QTextStream so(&out), se(&err);
    int rc = CommandLine::run({ QStringLiteral("cloudgauge"), QStringLiteral("import"), QStringLiteral("--catalog"), path,
                                  QStringLiteral("--format"), QStringLiteral("aws-ec2-csv"), cgtest::feed("aws-ec2-us-east-1.csv") },
        so, se);
    so.flush();
    se.flush();
    QCOMPARE(rc, 0);
    QVERIFY2(
        out.contains(QLatin1String("(aws-ec2-csv, provider aws, as of 2026-11-26): 16 rows read; 2 GPU offers (2 new")), qPrintable(out));
    out.clear();
    rc = CommandLine::run({ QStringLiteral("cloudgauge"), QStringLiteral("import"), QStringLiteral("--catalog"), path,
                              QStringLiteral("--format"), QStringLiteral("aws"), cgtest::feed("aws-ec2-us-east-1.csv") },
        so, se);
    se.flush();
    QVERIFY(rc != 0);
    QVERIFY2(err.contains(QLatin1String("aws-ec2-csv, aws-ec2-json, azure-retail-json, oci-price-json or gcp-skus-json")), qPrintable(err));
}

void TestAwsOffers::anEndlessValueOrDocumentIsStoppedNotHeld_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<QByteArray>("document");
    QTest::addColumn<qint64>("maxBytes");
    QTest::addColumn<qint64>("maxValueBytes");
    QTest::addColumn<QString>("error");
    const QByteArray head = "\"FormatVersion\",\"v1.0\"\n";
    // /dev/zero read as an offer file: zeros and no line end, a record that never ends.
    QTest::newRow("csv: a record without a line end") << "aws-ec2-csv" << head + QByteArray(5000, '\0') << qint64(-1) << qint64(1000)
                                                      << "a record at line 2 is longer than 1000 bytes with no end of line";
    QTest::newRow("csv: a quoted field that never closes")
        << "aws-ec2-csv" << head + '"' + QByteArray(5000, 'x') << qint64(-1) << qint64(1000) << "longer than 1000 bytes";
    QTest::newRow("csv: a pipe longer than the limit")
        << "aws-ec2-csv" << head + QByteArray(3 << 20, '\n') << qint64(1 << 20) << qint64(64 << 20) << "over the limit of 1048576 bytes";
    // One string of megabytes: stopped while it is read (checked at each 1 MiB chunk).
    QTest::newRow("json: one endless string") << "aws-ec2-json"
                                              << QByteArray("{\"formatVersion\":\"v1.0\",\"products\":{\"a\":\"") + QByteArray(4 << 20, 'x')
            + "\"}}" << qint64(-1) << qint64(1 << 20)
                                              << "a single JSON value at byte";
    QTest::newRow("json: a pipe longer than the limit") << "aws-ec2-json" << QByteArray("[") + QByteArray(3 << 20, ' ') + "]"
                                                        << qint64(1 << 20) << qint64(64 << 20) << "over the limit of 1048576 bytes";
}

void TestAwsOffers::anEndlessValueOrDocumentIsStoppedNotHeld()
{
    QFETCH(QString, format);
    QFETCH(QByteArray, document);
    QFETCH(qint64, maxBytes);
    QFETCH(qint64, maxValueBytes);
    QFETCH(QString, error);
    QBuffer in(&document);
    QVERIFY(in.open(QIODevice::ReadOnly));
    readers::StreamHooks hooks;
    hooks.maxBytes = maxBytes;
    hooks.maxValueBytes = maxValueBytes;
    const ReadResult r = format == QLatin1String("aws-ec2-csv") ? readers::readAwsEc2Csv(in, hooks) : readers::readAwsEc2Json(in, hooks);
    QVERIFY2(r.fatalError.contains(error), qPrintable(r.fatalError));
    QVERIFY(r.records.isEmpty());
    // Stopped at the limit, not read to the end (the readers read 1 MiB at a time).
    if (document.size() > (2 << 20))
        QVERIFY2(in.pos() < document.size(), qPrintable(QString::number(in.pos())));
}

QTEST_GUILESS_MAIN(TestAwsOffers)
#include "tst_awsoffers.moc"
